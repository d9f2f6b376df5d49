// A `@concurrent` requirement mocked in a client with `NonisolatedNonsendingByDefault` on (issue 41,
// the guide "Swift 6-Era Shapes"): the mock repeats `@concurrent` on its method, and its action is
// a plain (here: nonsending) `async` closure. Called through the protocol, the requirement's
// `@concurrent` decides; called on the mock's own type, the method's declaration does, which is why
// the guide repeats it. And `genericResult(_:ifUnanswered:)`'s async fallback, written plainly
// here, runs on its caller's actor.
import StubKit
import Testing

@Suite struct ConcurrentRequirementTests {
    protocol ChunkUploader: Sendable {
        @concurrent func upload(_ chunk: [UInt8]) async throws -> Int
    }

    final class RepeatingMock: ChunkUploader, @unchecked Sendable {
        var uploadAction: ([UInt8]) async throws -> Int = { _ in 0 }
        @concurrent func upload(_ chunk: [UInt8]) async throws -> Int { try await uploadAction(chunk) }
    }

    /// Without `@concurrent` on the method: with the feature on, a nonsending method.
    final class PlainMock: ChunkUploader, @unchecked Sendable {
        var uploadAction: ([UInt8]) async throws -> Int = { _ in 0 }
        func upload(_ chunk: [UInt8]) async throws -> Int { try await uploadAction(chunk) }
    }

    /// The isolation its caller runs on: nonsending under this target's setting.
    static func callersActor(_ chunk: [UInt8]) async -> Int {
        isolationName() == "MainActor" ? 1 : 0
    }

    static func isolationName(_ isolation: isolated (any Actor)? = #isolation) -> String {
        isolation.map { "\(type(of: $0))" } ?? "none"
    }

    @MainActor
    @Test func aRepeatedConcurrentRunsTheActionOffTheCallersActorHoweverItIsCalled() async throws {
        let mock = RepeatingMock()
        mock.uploadAction = Self.callersActor
        #expect(try await mock.upload([1]) == 0)
        #expect(try await (mock as any ChunkUploader).upload([1]) == 0)
    }

    @MainActor
    @Test func withoutItTheMocksOwnTypeRunsOnTheCallersActor() async throws {
        let mock = PlainMock()
        mock.uploadAction = Self.callersActor
        #expect(try await mock.upload([1]) == 1, "a nonsending method: what the real @concurrent one is not")
        #expect(try await (mock as any ChunkUploader).upload([1]) == 0, "through the protocol, the requirement decides")
    }

    /// 1 when its caller runs on the main actor: a nonsending function, not a closure made there.
    static func onCallersMainActor() async -> Int {
        isolationName() == "MainActor" ? 1 : 0
    }

    final class Connection: Sendable {
        let id: Int
        init(id: Int) { self.id = id }
    }

    /// The guide's mock, compiled with the setting on: the call does not carry the closure, so no
    /// `withoutActuallyEscaping` (whose `async` form Swift 6.3.1 rejects here with a non-`Sendable` body).
    final class ConnectionPoolMock {
        let connection = Connection(id: 1)

        var withConnectionAction: (GenericCall<Void>) async throws -> Any = stubGeneric()
        func withConnection<Result>(_ closure: (Connection) async throws -> Result) async throws -> Result {
            try await throwingGenericResult(
                withConnectionAction(GenericCall((), types: Result.self, returning: Result.self)),
                ifUnanswered: { try await closure(self.connection) })
        }
    }

    @Test func anAwaitingFallbackRunsTheCodeUnderTestsClosureOnlyWhenUnanswered() async throws {
        let pool = ConnectionPoolMock()
        #expect(try await pool.withConnection { $0.id } == 1)
        pool.withConnectionAction = { _ in 42 }
        #expect(
            try await pool.withConnection { _ -> Int in
                Issue.record("answered: must not run")
                return 0
            } == 42)
    }

    @MainActor
    @Test func anAsyncGenericFallbackRunsOnTheCallersActor() async {
        let action: (GenericCall<Int>) async -> Any = stubGeneric()
        let answer = await action(GenericCall(0, types: Int.self, returning: Int.self))
        #expect(await genericResult(answer, ifUnanswered: Self.onCallersMainActor) == 1)
    }
}
