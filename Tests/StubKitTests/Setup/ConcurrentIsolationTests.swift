// Where StubKit runs the pieces it installs on a nonisolated `async` action, seen from a
// `@MainActor` test in a module without `NonisolatedNonsendingByDefault`: `(I) async -> O` here is
// `@concurrent`, so the closure below, the spy and the sequence's answers run off the main actor,
// as the action does. (Tests/StubKitNonsendingTests pins the nonsending side: on the caller's actor.)
import Foundation
import StubKit
import Testing
import XCTest

/// The isolation its caller runs on: `nonisolated(nonsending)` functions run on their caller's actor.
private nonisolated(nonsending) func callersIsolation() async -> (any Actor)? { #isolation }

/// What each piece saw, by name: whether it ran on the main actor.
private final class IsolationLog: @unchecked Sendable {
    // @unchecked Sendable: `seen` is only accessed with `lock` held.
    private let lock = NSLock()
    private var seen: [String: Bool] = [:]

    nonisolated(nonsending) func note(_ piece: String) async {
        let onMain = await callersIsolation().map { $0 === MainActor.shared } ?? false
        lock.withLock { seen[piece] = onMain }
    }
    /// Notes that a synchronous piece ran on the main actor, which it checks first (it has no
    /// `#isolation` of its own to ask, and `Thread.isMainThread` is `false` on the main actor in a
    /// Swift Testing run on Linux): off it, the check stops the test process.
    func noteOnMainActor(_ piece: String) {
        MainActor.assertIsolated("\(piece) ran off the main actor")
        lock.withLock { seen[piece] = true }
    }
    subscript(piece: String) -> Bool? { lock.withLock { seen[piece] } }
}

/// Main-actor state that the test's closures below read and write without `await`: that they
/// compile says Swift takes them for main-actor code.
@MainActor private var mainActorCalls = 0

/// Closures made outside any actor: one written in the `@MainActor` test would be isolated to the
/// main actor whatever StubKit did with it.
private enum Probe {
    static func action(_ piece: String, _ log: IsolationLog, returning value: Int = 0) -> (Int) async -> Int {
        { _ in
            await log.note(piece)
            return value
        }
    }
    static func throwingAction<E: Error>(_ piece: String, _ log: IsolationLog, _: E.Type) -> (Int) async throws(E) ->
        Int
    {
        { _ throws(E) in
            await log.note(piece)
            return 0
        }
    }
}

@MainActor
@Suite struct ConcurrentIsolationTests {
    struct Failure: Error {}

    @Test func theHelperSeesTheMainActorFromAMainActorCaller() async {
        // The probe itself: without it, a `false` below could mean the probe never sees an actor.
        let log = IsolationLog()
        await log.note("test")
        #expect(log["test"] == true)
        let onMain: nonisolated(nonsending) () async -> Void = { await log.note("nonsending") }
        await onMain()
        #expect(log["nonsending"] == true)
    }

    @Test func aConcurrentActionRunsTheClosureBelowItsLayersOffTheMainActor() async throws {
        let log = IsolationLog()
        var fetchAction = Probe.action("fetch bottom", log)
        var loadAction = Probe.throwingAction("load bottom", log, Failure.self)
        let fetches = spyCalls(of: &fetchAction)
        setupStub(of: &loadAction, return: 1)

        #expect(await fetchAction(1) == 0)
        #expect(try await loadAction(2) == 1)

        #expect(fetches == [1])
        #expect(log["fetch bottom"] == false)
        #expect(log["load bottom"] == false)
    }

    @Test func aConcurrentActionRunsItsAsynchronousAnswersOffTheMainActor() async throws {
        let log = IsolationLog()
        var fetchAction: (Int) async -> Int = { _ in 0 }
        var loadAction: (Int) async throws -> Int = { _ in 0 }
        setupStubSequence(of: &fetchAction).answers(Probe.action("fetch answer", log, returning: 1))
        setupStubSequence(of: &loadAction).answersOnce(Probe.action("load answer", log, returning: 2))

        #expect(await fetchAction(0) == 1)
        #expect(try await loadAction(0) == 2)

        #expect(log["fetch answer"] == false)
        #expect(log["load answer"] == false)
    }

    @Test func theTestsSynchronousClosuresRunOnItsActorThoughTheActionRunsOffIt() async throws {
        let log = IsolationLog()
        mainActorCalls = 0
        var fetchAction = Probe.action("fetch bottom", log)
        var loadAction = Probe.throwingAction("load bottom", log, Failure.self)
        let doubled = spyCalls(of: &fetchAction) { value in
            log.noteOnMainActor("transform")
            return value * 2
        }
        let calls = CallLog<String>()
        spyCalls(of: &loadAction, into: calls) { value in
            log.noteOnMainActor("log transform")
            return "load(\(value))"
        }
        setupStubSequence(of: &fetchAction)
            .when { _ in
                log.noteOnMainActor("predicate")
                return true
            }
            .callback { _ in log.noteOnMainActor("callback") }
            .answers { value in
                log.noteOnMainActor("answer")
                mainActorCalls += 1
                return value + mainActorCalls
            }
        setupStubSequence(of: &loadAction).callback { _ in log.noteOnMainActor("load callback") }.answersOnce {
            _ throws(Failure) in
            log.noteOnMainActor("throwing answer")
            throw Failure()
        }

        #expect(await fetchAction(10) == 11)
        await #expect(throws: Failure.self) { try await loadAction(2) }

        #expect(doubled == [20])
        SKTVerifyCalls(calls, ["load(2)"])
        for piece in [
            "transform", "log transform", "predicate", "callback", "answer", "load callback", "throwing answer",
        ] {
            #expect(log[piece] == true, "\(piece)")
        }
        // The layers hop back: the closures below them still run off the main actor.
        #expect(log["fetch bottom"] == false)
        #expect(log["load bottom"] == false)
    }

    @Test func anExpectationsCallbackNeedsNoActor() {
        var fetchAction: (Int) async -> Int = { _ in 0 }
        let called = XCTestExpectation(description: "called")
        setupStubSequence(of: &fetchAction).callback(called)
        nonisolated(unsafe) let call = fetchAction
        Task.detached { _ = await call(1) }
        // The wait blocks the main actor: a callback that had to run there would time out.
        #expect(XCTWaiter().wait(for: [called], timeout: 5) == .completed)
    }

    @Test func storedAnswersNeedNoActor() {
        // The closures below the answers are made outside any actor: written here, they would be
        // main-actor closures, which the call runs after the answer.
        let log = IsolationLog()
        var fetchAction = Probe.action("fetch bottom", log)
        var loadAction = Probe.throwingAction("load bottom", log, Failure.self)
        setupStubSequence(of: &fetchAction).returns(5)
        setupStub(of: &loadAction, throw: Failure())
        let answered = XCTestExpectation(description: "answered")
        answered.expectedFulfillmentCount = 2
        nonisolated(unsafe) let (fetch, load) = (fetchAction, loadAction)
        Task.detached {
            if await fetch(1) == 5 { answered.fulfill() }
            if (try? await load(1)) == nil { answered.fulfill() }
        }
        // The wait blocks the main actor: a stored value or error that hopped there would time out.
        #expect(XCTWaiter().wait(for: [answered], timeout: 5) == .completed)
    }
}
