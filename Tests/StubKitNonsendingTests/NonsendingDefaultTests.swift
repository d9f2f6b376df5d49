// Defaults of a client with `NonisolatedNonsendingByDefault` on: a default's body runs on the
// action's caller's actor, as any code of a nonsending action does.
import StubKit
import Testing

struct NonsendingDefaultError: Error, Equatable {}

private final class FeedMock: @unchecked Sendable {
    // @unchecked Sendable: each test sets the actions before it calls them.
    func isolation() async -> Bool { false }
    func fetch(_ id: Int) async throws -> Bool { false }

    var isolationAction: (()) async -> Bool = byDefault { _ in
        await Task.yield()
        return onMainActor()
    }
    var throwingIsolationAction: (()) async throws -> Bool = byDefault { _ in
        await Task.yield()
        return onMainActor()
    }
    var typedIsolationAction: (()) async throws(NonsendingDefaultError) -> Bool = byDefault(
        throwing: NonsendingDefaultError.self
    ) { _ in
        await Task.yield()
        return onMainActor()
    }
    var typedThrowingIsolationAction: (()) async throws(NonsendingDefaultError) -> Bool = byDefault(
        throwing: NonsendingDefaultError.self
    ) { _ async throws(NonsendingDefaultError) in
        await Task.yield()
        return onMainActor()
    }
    lazy var inferredIsolationAction = stub(
        of: isolation,
        byDefault: { _ in
            await Task.yield()
            return onMainActor()
        })
    lazy var inferredFetchAction = stub(
        of: fetch,
        byDefault: { _ in
            await Task.yield()
            return onMainActor()
        })
}

@MainActor
@Suite struct NonsendingDefaultTests {
    @Test func everyDefaultGivesANonsendingAction() {
        let mock = FeedMock()
        requireNonsending(&mock.isolationAction)
        requireNonsendingThrowing(&mock.throwingIsolationAction)
        requireNonsendingThrowing(&mock.typedIsolationAction)
        requireNonsendingThrowing(&mock.typedThrowingIsolationAction)
        requireNonsending(&mock.inferredIsolationAction)
        requireNonsendingThrowing(&mock.inferredFetchAction)
    }

    @Test func aDefaultCalledFromTheMainActorRunsOnIt() async throws {
        let mock = FeedMock()
        #expect(await mock.isolationAction(()))
        #expect(try await mock.throwingIsolationAction(()))
        #expect(try await mock.typedIsolationAction(()))
        #expect(try await mock.typedThrowingIsolationAction(()))
        #expect(await mock.inferredIsolationAction(()))
        #expect(try await mock.inferredFetchAction(1))
    }

    @Test func aDefaultCalledOffTheMainActorRunsOffIt() async throws {
        let mock = FeedMock()
        let off = try await Task.detached {
            [
                await mock.isolationAction(()), try await mock.throwingIsolationAction(()),
                try await mock.typedIsolationAction(()), await mock.inferredIsolationAction(()),
            ]
        }.value
        #expect(off == [false, false, false, false])
    }
}
