// `Rethrowing` in a client with `NonisolatedNonsendingByDefault` on: `body` runs on its caller's
// actor, so the closure parameter it calls for a `@MainActor` caller runs on the main actor.
//
// The async `rethrows` mock of RethrowingTests in the form the feature needs (SwiftSettings.md,
// "Closure parameters of async methods"): `withoutActuallyEscaping` inside a local function
// isolated to the caller's actor. Written as RethrowingTests writes it, Swift 6.3.1 says "sending
// 'query' risks causing data races".
import Testing

@testable import StubKit

private protocol Database: Sendable {
    func read(_ query: (Int) async throws -> String) async rethrows -> String
}

private final class DatabaseMock: Database, @unchecked Sendable {
    var readAction: (@escaping (Int) async throws -> String) async throws -> String = stub()
    func read(_ query: (Int) async throws -> String) async rethrows -> String {
        func pass(_ isolation: isolated (any Actor)?, _ query: (Int) async throws -> String) async rethrows -> String {
            try await withoutActuallyEscaping(query) { query in
                _ = isolation
                let call = Rethrowing()
                return try await call.result {
                    try await readAction({ connection in try await call.body { try await query(connection) } })
                }
            }
        }
        return try await pass(#isolation, query)
    }
}

private struct RollbackError: Error, Equatable {}
private struct PlantedError: Error, Equatable {}

@MainActor
@Suite struct NonsendingRethrowingTests {
    @Test func bodyRunsTheClosureOnTheCallersActor() async throws {
        let call = Rethrowing()
        #expect(
            try await call.body { () async -> Bool in
                await Task.yield()
                return onMainActor()
            })
    }

    @Test func theClosuresErrorGetsOut() async {
        let call = Rethrowing()
        await #expect(throws: RollbackError()) {
            try await call.result { () async throws -> Int in
                try await call.body { () async throws -> Int in
                    await Task.yield()
                    throw RollbackError()
                }
            }
        }
    }

    @Test func anErrorTheClosureDidNotThrowIsAnIssueThenTheDefault() async {
        let line = #line + 1
        let call = Rethrowing(name: "read(_:)")
        var result = -1
        await withKnownIssue {
            do { result = try await call.result { () async throws -> Int in throw PlantedError() } } catch {
                Issue.record(error, "the action's own error must not get out")
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [Messages.rethrowsActionThrew(name: "read(_:)", error: "PlantedError()")]
                && issue.sourceLocation?.line == line
        }
        #expect(result == 0)
    }

    @Test func anAsyncRethrowingMockHandsTheClosureToItsActionOnTheCallersActor() async throws {
        let database = DatabaseMock()
        database.readAction = { query in
            MainActor.assertIsolated("the action runs where its caller runs")
            return try await query(2) + "!"
        }
        let read = await database.read { connection in
            await Task.yield()
            return "\(connection) on the main actor: \(onMainActor())"
        }
        #expect(read == "2 on the main actor: true!")
        await #expect(throws: RollbackError()) {
            try await database.read { _ in throw RollbackError() }
        }
    }

    @Test func aGenericAnswerIsConvertedOnTheCallersActor() async throws {
        let call = Rethrowing()
        let answer: Bool = try await call.genericResult { () async throws -> Any in true }
        #expect(answer)
        #expect(
            try await call.body { () async -> Bool in
                await Task.yield()
                return onMainActor()
            })
    }
}
