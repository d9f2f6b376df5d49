// Where StubKit runs the pieces it installs on a client's action, seen from a `@MainActor` test in
// a module with `NonisolatedNonsendingByDefault` on: on a `nonisolated(nonsending)` action (the
// module's unannotated `(I) async -> O`), the spy, the sequence's answers and callbacks and the
// closure below run on the main actor, as the action does; on a `@concurrent` action, off it.
import Foundation
import StubKit
import Testing

/// The isolation its caller runs on: `nonisolated(nonsending)` functions run on their caller's actor.
nonisolated(nonsending) func callersIsolation() async -> (any Actor)? { #isolation }

/// Whether `isolation` is the main actor.
func isMain(_ isolation: (any Actor)?) -> Bool { isolation.map { $0 === MainActor.shared } ?? false }

/// What each piece saw, by name; filled from wherever the pieces run.
final class IsolationLog: @unchecked Sendable {
    // @unchecked Sendable: `seen` is only accessed with `lock` held.
    private let lock = NSLock()
    private var seen: [String: Bool] = [:]

    func note(_ piece: String, onMain: Bool) { lock.withLock { seen[piece] = onMain } }
    func note(_ piece: String) async { note(piece, onMain: isMain(await callersIsolation())) }
    subscript(piece: String) -> Bool? { lock.withLock { seen[piece] } }
}

@MainActor
@Suite struct NonsendingIsolationTests {
    struct Failure: Error {}

    final class Mock: @unchecked Sendable {
        let log = IsolationLog()
        var fetchAction: (Int) async -> Int
        var loadAction: (Int) async throws -> Int
        var parseAction: (Int) async throws(Failure) -> Int
        var concurrentAction: @concurrent (Int) async -> Int

        init() {
            let log = log
            fetchAction = { _ in await log.note("fetch bottom"); return 0 }
            loadAction = { _ in await log.note("load bottom"); return 0 }
            parseAction = { _ throws(Failure) in await log.note("parse bottom"); return 0 }
            concurrentAction = { @concurrent _ in await log.note("concurrent bottom"); return 0 }
        }
    }

    @Test func aSpiedNonsendingActionRunsItsSpyAndTheClosureBelowOnTheCallersActor() async throws {
        let mock = Mock()
        let log = mock.log
        let fetches = spyCalls(of: &mock.fetchAction, transform: { MainActor.assertIsolated(); return $0 })
        let loads = spyCalls(of: &mock.loadAction)
        let parses = spyCalls(of: &mock.parseAction)

        #expect(await mock.fetchAction(1) == 0)
        #expect(try await mock.loadAction(2) == 0)
        #expect(try await mock.parseAction(3) == 0)

        #expect(fetches == [1])
        #expect(loads == [2])
        #expect(parses == [3])
        #expect(log["fetch bottom"] == true)
        #expect(log["load bottom"] == true)
        #expect(log["parse bottom"] == true)
    }

    @Test func aNonsendingActionRunsItsAnswersCallbacksAndTheClosureBelowOnTheCallersActor() async throws {
        let mock = Mock()
        let log = mock.log
        setupStubSequence(of: &mock.fetchAction)
            .answersOnce { _ in await log.note("fetch answer"); return 1 }
            .returns(2)
        setupStubSequence(of: &mock.loadAction)
            .answers { _ in await log.note("load answer"); return 3 }
        setupStub(of: &mock.parseAction, throw: Failure())

        #expect(await mock.fetchAction(0) == 1)
        #expect(await mock.fetchAction(0) == 2)
        #expect(try await mock.loadAction(0) == 3)
        await #expect(throws: Failure.self) { try await mock.parseAction(0) }

        #expect(log["fetch answer"] == true)
        #expect(log["load answer"] == true)
        #expect(log["fetch bottom"] == true)
        #expect(log["load bottom"] == true)
        #expect(log["parse bottom"] == true)
    }

    @Test func aConcurrentActionRunsItsAnswersAndTheClosureBelowOffTheCallersActor() async {
        let mock = Mock()
        let log = mock.log
        let calls = spyCalls(of: &mock.concurrentAction)
        setupStubSequence(of: &mock.concurrentAction)
            .answers { _ in await log.note("concurrent answer"); return 5 }

        #expect(await mock.concurrentAction(4) == 5)

        #expect(calls == [4])
        #expect(log["concurrent answer"] == false)
        #expect(log["concurrent bottom"] == false)
    }
}
