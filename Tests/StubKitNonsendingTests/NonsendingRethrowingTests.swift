// `Rethrowing` in a client with `NonisolatedNonsendingByDefault` on: `body` runs on its caller's
// actor, so the closure parameter it calls for a `@MainActor` caller runs on the main actor.
//
// The async `rethrows` mock of RethrowingTests (`withoutActuallyEscaping` of the closure parameter,
// handed to the action) does not compile under the feature with Swift 6.3.1 ("sending 'query' risks
// causing data races"), with or without StubKit in it: these tests call `Rethrowing` directly.
import Testing

@testable import StubKit

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
