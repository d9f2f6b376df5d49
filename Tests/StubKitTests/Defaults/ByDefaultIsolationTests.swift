import Testing

@testable import StubKit

// Where a default's body runs in a client without `NonisolatedNonsendingByDefault`: an action
// declared `(I) async -> O` is `@concurrent`, so its default runs off the caller's actor (the
// `@concurrent` `byDefault` overloads); an action `stub(of:byDefault:)` infers is nonsending, as
// every builder's, so its default runs on the caller's actor. StubKitNonsendingTests checks the same
// declarations under the feature.

/// Whether the caller runs on the main actor.
private func onMainActor(_ isolation: isolated (any Actor)? = #isolation) -> Bool {
    isolation === MainActor.shared
}

private struct IsolationError: Error {}

private final class ProbeMock: @unchecked Sendable {
    // @unchecked Sendable: the tests only call the actions.
    func probe() async -> Bool { false }

    var concurrentAction: (()) async -> Bool = byDefault { _ in
        await Task.yield()
        return onMainActor()
    }
    var concurrentThrowingAction: (()) async throws -> Bool = byDefault { _ in
        await Task.yield()
        return onMainActor()
    }
    var concurrentTypedAction: (()) async throws(IsolationError) -> Bool = byDefault(throwing: IsolationError.self) {
        _ in
        await Task.yield()
        return onMainActor()
    }
    lazy var inferredAction = stub(
        of: probe,
        byDefault: { _ in
            await Task.yield()
            return onMainActor()
        })
}

@MainActor
@Suite struct ByDefaultIsolationTests {
    @Test func aConcurrentActionsDefaultRunsOffTheCallersActor() async throws {
        let mock = ProbeMock()
        #expect(await mock.concurrentAction(()) == false)
        #expect(try await mock.concurrentThrowingAction(()) == false)
        #expect(try await mock.concurrentTypedAction(()) == false)
    }

    @Test func anInferredActionsDefaultRunsOnTheCallersActor() async {
        let mock = ProbeMock()
        #expect(await mock.inferredAction(()))
    }
}
