// Defaults of a client with `NonisolatedNonsendingByDefault` on: a default's body runs on the
// action's caller's actor, as any code of a nonsending action does.
import Foundation
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

/// The default bodies that ran, in order.
private final class DefaultRuns: @unchecked Sendable {
    // @unchecked Sendable: every access is behind the lock.
    private let lock = NSLock()
    private var names: [String] = []
    func append(_ name: String) { lock.withLock { names.append(name) } }
    var all: [String] { lock.withLock { names } }
}

/// One nonsending action of each `byDefault` shape, whose default logs and answers `false`.
private final class CountingFeedMock: @unchecked Sendable {
    // @unchecked Sendable: each test sets the actions up before it calls them.
    let runs = DefaultRuns()
    lazy var plainAction: (Int) async -> Bool = byDefault { [runs] _ in
        await Task.yield()  // an asynchronous body: the asynchronous overload
        runs.append("plain")
        return false
    }
    lazy var throwingAction: (Int) async throws -> Bool = byDefault { [runs] _ in
        await Task.yield()  // an asynchronous body: the asynchronous overload
        runs.append("throwing")
        return false
    }
    lazy var typedAction: (Int) async throws(NonsendingDefaultError) -> Bool = byDefault(
        throwing: NonsendingDefaultError.self
    ) { [runs] _ in
        await Task.yield()  // an asynchronous body: the asynchronous overload
        runs.append("typed")
        return false
    }
    lazy var typedThrowingAction: (Int) async throws(NonsendingDefaultError) -> Bool = byDefault(
        throwing: NonsendingDefaultError.self
    ) { [runs] _ async throws(NonsendingDefaultError) in
        await Task.yield()
        runs.append("typedThrowing")
        return false
    }
}

@Suite struct NonsendingAnsweredDefaultTests {
    /// A call a setup answers, by a value or an error, steps aside every nonsending default, which
    /// a call no setup answers runs (whole-code run seed 20261207, survivor #24: the typed-throwing
    /// default that throws ran under an answered call with its guard negated, and only the
    /// `@concurrent` defaults, another overload, were tried with answers).
    @Test func anAnsweredCallStepsEveryDefaultAside() async throws {
        let mock = CountingFeedMock()
        setupStubSequence(of: &mock.plainAction).returnsOnce(true)
        setupStubSequence(of: &mock.throwingAction).returnsOnce(true).throwsOnce(NonsendingDefaultError())
        setupStubSequence(of: &mock.typedAction).returnsOnce(true).throwsOnce(NonsendingDefaultError())
        setupStubSequence(of: &mock.typedThrowingAction).returnsOnce(true).throwsOnce(NonsendingDefaultError())

        #expect(await mock.plainAction(1))
        #expect(try await mock.throwingAction(1))
        #expect(try await mock.typedAction(1))
        #expect(try await mock.typedThrowingAction(1))
        await #expect(throws: NonsendingDefaultError.self) { try await mock.throwingAction(2) }
        await #expect(throws: NonsendingDefaultError.self) { try await mock.typedAction(2) }
        await #expect(throws: NonsendingDefaultError.self) { try await mock.typedThrowingAction(2) }
        #expect(mock.runs.all == [])

        #expect(await !mock.plainAction(3))
        #expect(try await !mock.throwingAction(3))
        #expect(try await !mock.typedAction(3))
        #expect(try await !mock.typedThrowingAction(3))
        #expect(mock.runs.all == ["plain", "throwing", "typed", "typedThrowing"])
    }
}
