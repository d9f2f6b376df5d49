import XCTest

#if canImport(Testing)
    import Testing
#endif

/// The setup sequences made during one test, checked when the test ends: the engine behind
/// ``Testing/Trait/verifyStubs`` and `XCTestCase.verifyStubsAtTearDown()`.
///
/// A sequence joins the scope that is current where it is set up (``StubSequence`` asks in its
/// `init`, never on the per-call path), and the scope holds it until ``end()``. At the end each
/// sequence is verified like `SKTVerify` would, and one that still has a step or a condition no
/// call used is reported unless it is lenient. Verified there, it is not reported again when
/// released.
///
/// Which scope is current:
/// - the task-local ``active`` scope, set by the trait for the test's task and every task it
///   starts (child tasks and `Task { }`, not `Task.detached`);
/// - in a Swift Testing test without one, none: the test is not scoped;
/// - otherwise the scope of the running XCTest test, which XCTest runs one at a time, so code the
///   test runs on other threads (a `DispatchQueue`, a `Thread`) joins it too.
final class VerifyScope: Sendable {
    /// Whether the scope still takes sequences, the sequences it took, in order, and the failures it
    /// holds until it ends.
    private let state = Protected<(isOpen: Bool, setups: [any ScopedSetup], held: [HeldFailure])>((true, [], []))

    /// A failure reported on a thread where no Swift Testing test runs, held for the scope's test.
    private struct HeldFailure: Sendable {
        let message: String
        let site: CallSite
        /// Whether it is the failure of a call to a mock (``FailureReporter/reportCallFailure(_:at:)``).
        let isCallFailure: Bool
    }

    /// The scope of the current task and its child tasks.
    @TaskLocal static var active: VerifyScope?

    /// The scope of the running XCTest test, set by `verifyStubsAtTearDown()`.
    private static let xctest = Protected<VerifyScope?>(nil)

    /// The scope a sequence set up here joins, if any.
    static var current: VerifyScope? {
        if let active { return active }
        #if canImport(Testing)
            if Test.current != nil { return nil }
        #endif
        return xctest.withLock { $0 }
    }

    /// Adds `setup` to the scope, to be checked at its end; after the end, it is left unscoped.
    func register<Args, Output, Failure>(_ setup: StubSequence<Args, Output, Failure>) {
        let added = state.withLock { state in
            guard state.isOpen else { return false }
            state.setups.append(setup)
            return true
        }
        // Before the sequence is installed on its stub: every call it sees is described.
        if added { setup.layer.locked { $0.recordsCalls = true } }
    }

    /// Holds `message`, reported at `site` on a thread where no test runs, to report it against this
    /// scope's test when the scope ends; `false`, holding nothing, once the scope has ended.
    ///
    /// Swift Testing knows its current test only on the test's own task and the tasks it starts: a
    /// call a framework makes on a thread of its own (a URLSession, a `DispatchQueue`) would be filed
    /// under no test, and the test that caused it would pass.
    func hold(_ message: String, at site: CallSite, isCallFailure: Bool) -> Bool {
        state.withLock { state in
            guard state.isOpen else { return false }
            state.held.append(HeldFailure(message: message, site: site, isCallFailure: isCallFailure))
            return true
        }
    }

    /// Closes the scope, reports the failures it held, then checks every sequence it took, in the
    /// order they were set up.
    func end() {
        let (setups, held) = state.withLock { state in
            state.isOpen = false
            defer {
                state.setups = []
                state.held = []
            }
            return (state.setups, state.held)
        }
        for failure in held {
            let message = Messages.heldUntilTestEnd(failure.message)
            if failure.isCallFailure {
                FailureReporter.reportCallFailure(message, at: failure.site)
            } else {
                FailureReporter.report(message, at: failure.site)
            }
        }
        for setup in setups { setup.checkAtScopeEnd() }
    }

    /// Runs `body` in a new scope, then ends it (also when `body` throws).
    ///
    /// `body` returns nothing, so a closure of one setup, `run { setupStub(of: &x, return: 1).lenient() }`,
    /// compiles inside `recordingFailures { }`: generic over its result, it took the setup as the
    /// result and conflicted with the `Void` the outer closure wants.
    static func run(_ body: () throws -> Void) rethrows {
        let scope = VerifyScope()
        defer { scope.end() }
        try $active.withValue(scope, operation: body)
    }

    /// Runs async `body` in a new scope, then ends it on the main actor (also when `body` throws).
    ///
    /// The end releases the scope's sequences, often the last references to the answers they
    /// hold: a value made in a `@MainActor` test (or under default `MainActor` isolation) may hold a
    /// main-actor closure its `deinit` runs, which Swift checks. The trait that calls this runs off
    /// any actor and does not know the test's, so the end runs on the main actor, where such tests
    /// run and where any other value may be released too.
    static func run(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
    ) async rethrows {
        let scope = VerifyScope()
        do {
            try await $active.withValue(scope, operation: body, isolation: isolation)
        } catch {
            await MainActor.run { scope.end() }
            throw error
        }
        await MainActor.run { scope.end() }
    }

    /// Starts the scope of the running XCTest test; `nil` when one is already open.
    static func beginXCTestScope() -> VerifyScope? {
        xctest.withLock { current in
            guard current == nil else { return nil }
            let scope = VerifyScope()
            current = scope
            return scope
        }
    }

    /// Ends `scope`, the running XCTest test's, and clears it.
    static func endXCTestScope(_ scope: VerifyScope) {
        xctest.withLock { current in
            if current === scope { current = nil }
        }
        scope.end()
    }
}

/// A setup a ``VerifyScope`` checks when its test ends.
protocol ScopedSetup: AnyObject, Sendable {
    /// Verifies the setup and reports what its test left unmet or unused.
    func checkAtScopeEnd()
}

extension StubSequence: ScopedSetup {
    func checkAtScopeEnd() {
        let (state, wasAwaiting, wasVerifiedWhenMet) = layer.locked { state in
            let snapshot = (state, state.awaitingVerification, state.verifiedWhenMet)
            state.awaitingVerification = false
            state.verifiedWhenMet = false
            return snapshot
        }
        let calls = Calls(state)
        var reported = false
        if let expectSite = state.expectSite, let failure = Self.verificationReport(calls).message {
            reported = wasAwaiting || wasVerifiedWhenMet
            if wasAwaiting {
                FailureReporter.report(
                    Messages.expectationNotMetAtTestEnd(
                        sequenceSite: "\(site)", conditions: state.conditionDescriptions.joined(separator: ", "),
                        failure: failure),
                    at: expectSite)
            } else if wasVerifiedWhenMet {
                FailureReporter.report(Messages.brokenAfterFulfilment(failure), at: expectSite)
            }
        }
        // One report per setup: an unmet expectation already says the setup was not used as it should be.
        guard !state.isLenient, !reported else { return }
        let setup = (state.conditionDescriptions + state.steps).joined(separator: ".")
        // Expectations already say how many calls should match; only steps count as unused then.
        if !state.conditionDescriptions.isEmpty, state.matchCount == 0, state.expectations.isEmpty {
            FailureReporter.report(
                Messages.unmatchedSetup(setup, calls: Self.describeReceived(calls)), at: site)
        } else if state.steps.count > state.matchCount {
            // No call matched: the whole setup went unused, named once as chained.
            let message =
                state.matchCount == 0
                ? Messages.unusedSetup(setup, calls: Self.describeReceived(calls))
                : Messages.unusedSteps(
                    state.steps.dropFirst(state.matchCount).joined(separator: ", "), of: setup,
                    matched: state.matchCount, calls: Self.describeReceived(calls))
            FailureReporter.report(message, at: site)
        }
    }
}
