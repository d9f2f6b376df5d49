import Testing

@testable import StubKit

// `genericResult(_:ifUnanswered:)` and `throwingGenericResult(_:ifUnanswered:)` with an `async`
// closure (issue 41): the fallback of an `async` generic method may `await` (an `@autoclosure`
// cannot: "'async' call in an autoclosure that does not support concurrency"). It runs only for a
// call no setup answered, at most once, on the caller's actor. Swift Testing: the isolation test is
// `@MainActor`, which Linux XCTest cannot run.

private struct AFError: Error, Equatable {}

/// Counts the runs of a fallback; a class, so that the closures the mock's body makes can share it.
private final class Runs {
    var count = 0
}

private final class AFStoreMock {
    var transactionAction: (GenericCall<(AFStoreMock) async throws -> Any>) async throws -> Any = stubGeneric()
    func transaction<T>(_ body: (AFStoreMock) async throws -> T) async throws -> T {
        // The form for NonisolatedNonsendingByDefault: SwiftSettings.md, "Closure parameters".
        #if hasFeature(NonisolatedNonsendingByDefault)
            func pass(_ isolation: isolated (any Actor)?, _ body: (AFStoreMock) async throws -> T) async throws -> T {
                try await withoutActuallyEscaping(body) { body in
                    _ = isolation
                    return try await throwingGenericResult(
                        transactionAction(GenericCall({ try await body($0) }, types: T.self, returning: T.self)),
                        ifUnanswered: { try await body(self) })
                }
            }
            return try await pass(#isolation, body)
        #else
            return try await withoutActuallyEscaping(body) { body in
                try await throwingGenericResult(
                    transactionAction(GenericCall({ try await body($0) }, types: T.self, returning: T.self)),
                    // `@concurrent`: without NonisolatedNonsendingByDefault, `body` is a `@concurrent`
                    // function, and a caller-isolated closure may not hand it the non-Sendable mock.
                    ifUnanswered: { @concurrent in try await body(self) })
            }
        #endif
    }

    var connectionAction: (GenericCall<Any>) async -> Any = stubGeneric()
    func withConnection<T>(_ body: (Int) async -> T) async -> T {
        // The form for NonisolatedNonsendingByDefault: SwiftSettings.md, "Closure parameters".
        #if hasFeature(NonisolatedNonsendingByDefault)
            func pass(_ isolation: isolated (any Actor)?, _ body: (Int) async -> T) async -> T {
                await withoutActuallyEscaping(body) { body in
                    _ = isolation
                    return await genericResult(
                        connectionAction(GenericCall(0, types: T.self, returning: T.self)),
                        ifUnanswered: { await body(7) })
                }
            }
            return await pass(#isolation, body)
        #else
            return await withoutActuallyEscaping(body) { body in
                await genericResult(
                    connectionAction(GenericCall(0, types: T.self, returning: T.self)), ifUnanswered: { await body(7) })
            }
        #endif
    }

    var readAction: (GenericCall<String>) async throws(AFError) -> Any = stubGeneric()
    func read<T>(_ key: String, refill: () async throws(AFError) -> T) async throws(AFError) -> T {
        // The form for NonisolatedNonsendingByDefault: SwiftSettings.md, "Closure parameters".
        #if hasFeature(NonisolatedNonsendingByDefault)
            func pass(_ isolation: isolated (any Actor)?, _ refill: () async throws(AFError) -> T) async throws(AFError)
                -> T
            {
                try await withoutActuallyEscaping(refill) { refill async throws(AFError) -> T in
                    _ = isolation
                    return try await throwingGenericResult(
                        readAction(GenericCall(key, types: T.self, returning: T.self)),
                        ifUnanswered: { () async throws(AFError) -> T in try await refill() }, throwing: AFError.self)
                }
            }
            return try await pass(#isolation, refill)
        #else
            return try await withoutActuallyEscaping(refill) { refill async throws(AFError) -> T in
                try await throwingGenericResult(
                    readAction(GenericCall(key, types: T.self, returning: T.self)),
                    ifUnanswered: { () async throws(AFError) -> T in try await refill() }, throwing: AFError.self)
            }
        #endif
    }
}

private func strictStore() -> AFStoreMock {
    let store = AFStoreMock()
    store.transactionAction = strictStubGeneric()
    return store
}

@Test func anUnansweredAsyncCallAwaitsItsFallbackOnceAndAnAnsweredOneDoesNot() async throws {
    let store = AFStoreMock()
    let runs = Runs()
    let body = { (_: AFStoreMock) async throws -> Int in
        runs.count += 1
        await Task.yield()
        return 7
    }

    #expect(try await store.transaction(body) == 7)
    #expect(runs.count == 1)

    setupStubSequence(of: &store.transactionAction).when { $0.expects(Int.self) }.returnsOnce(3)
    #expect(try await store.transaction(body) == 3)
    #expect(runs.count == 1, "the answered call does not run the fallback")
}

@Test func theFallbacksErrorIsTheCalls() async {
    let store = AFStoreMock()
    await #expect(throws: AFError()) {
        try await store.transaction { (_: AFStoreMock) async throws -> Int in throw AFError() }
    }
}

@Test func theNonThrowingFormAwaitsItsFallback() async {
    let store = AFStoreMock()
    #expect(await store.withConnection { $0 * 6 } == 42)
    setupStubSequence(of: &store.connectionAction).returnsOnce(1)
    #expect(await store.withConnection { $0 * 6 } == 1)
}

@Test func anUnansweredStrictCallIsReportedAndThrowsWithoutRunningTheFallback() async {
    let store = strictStore()
    let runs = Runs()
    var thrown: (any Error)?
    let failures = await recordingFailures {
        do {
            _ = try await store.transaction { (_: AFStoreMock) async throws -> Int in
                runs.count += 1
                return 1
            }
        } catch {
            thrown = error
        }
    }
    #expect(
        failures.map(\.message) == [
            Messages.unansweredStrictGeneric(name: "transaction(_:)", expected: "Int")
        ])
    #expect(thrown is StubKitError, "the call takes its error path, as the synchronous form does")
    #expect(runs.count == 0)
}

@Test func anAnswerOfAnotherTypeIsReportedAndTheNonThrowingFormFallsBack() async {
    let store = AFStoreMock()
    setupStubSequence(of: &store.connectionAction).returns("text")
    var result = 0
    let failures = await recordingFailures {
        result = await store.withConnection { $0 + 1 }
    }
    #expect(
        failures.map(\.message) == [
            Messages.genericAnswerOfWrongType(name: "withConnection(_:)", expected: "Int", answered: "String")
        ])
    #expect(result == 8, "a call that cannot throw returns what its fallback makes")
}

@Test func typedThrowsAwaitsTheFallbackAndPassesItsErrorAsTyped() async throws {
    let store = AFStoreMock()
    let runs = Runs()
    let refill = { () async throws(AFError) -> Int in
        runs.count += 1
        return 5
    }
    #expect(try await store.read("count", refill: refill) == 5)
    setupStubSequence(of: &store.readAction).returnsOnce(9)
    #expect(try await store.read("count", refill: refill) == 9)
    #expect(runs.count == 1)

    do {
        _ = try await store.read("count") { () async throws(AFError) -> Int in throw AFError() }
        Issue.record("the fallback's error is the call's")
    } catch {
        #expect(error == AFError())  // `error` is an AFError
    }
}

@Test func typedThrowsReportsAWrongAnswerAndFallsBackWhenItsErrorCannotHoldTheFailure() async {
    let store = AFStoreMock()
    setupStubSequence(of: &store.readAction).returnsOnce("text")
    var value = 0
    let failures = await recordingFailures {
        value = (try? await store.read("count") { () async throws(AFError) -> Int in 5 }) ?? -1
    }
    #expect(
        failures.map(\.message) == [
            Messages.genericAnswerOfWrongType(name: "read(_:refill:)", expected: "Int", answered: "String")
        ])
    #expect(value == 5, "AFError cannot hold the failure, so the call returns what its fallback makes")
}

// MARK: - Isolation

/// The actor its caller runs on, seen from a `nonisolated(nonsending)` function: a fallback made
/// from it, not from a closure literal in main-actor code, runs wherever `genericResult` runs it.
private nonisolated(nonsending) func callersActor() async -> String {
    isolationName()
}

private func isolationName(_ isolation: isolated (any Actor)? = #isolation) -> String {
    isolation.map { "\(type(of: $0))" } ?? "none"
}

@MainActor
@Test func theFallbackRunsOnTheCallersActor() async {
    let action: (GenericCall<Int>) async -> Any = stubGeneric()
    let seen: String = await genericResult(
        await action(GenericCall(1, types: String.self, returning: String.self)), ifUnanswered: callersActor)
    #expect(seen == "MainActor", "nonisolated(nonsending) all the way: the fallback stays on the main actor")
}

@Test func eachFormReportsAtTheLineAndColumnItIsGiven() async throws {
    let strict: (GenericCall<Int>) -> Any = strictStubGeneric()
    let unanswered = strict(GenericCall(0, types: Int.self, returning: Int.self))
    // Each fallback awaits, so that the async forms are the ones called, not the autoclosure ones.
    let failures = await recordingFailures {
        _ = try? await throwingGenericResult(
            unanswered, ifUnanswered: { () async throws -> Int in await zero() }, line: 7, column: 3)
        _ = await genericResult(unanswered, ifUnanswered: { await zero() }, line: 11, column: 5)
        _ = try? await throwingGenericResult(
            unanswered, ifUnanswered: { () async throws(AFError) -> Int in await zero() }, throwing: AFError.self,
            line: 13, column: 17)
    }
    #expect(failures.map(\.site.line) == [7, 11, 13])
    #expect(failures.map(\.site.column) == [3, 5, 17])
}

private func zero() async -> Int { 0 }
