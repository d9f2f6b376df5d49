// Where StubKit runs the pieces it installs on a client's action, seen from a `@MainActor` test in
// a module with `NonisolatedNonsendingByDefault` on: on a `nonisolated(nonsending)` action (the
// module's unannotated `(I) async -> O`), the spy, the sequence's predicates and answers and the
// closure below run on the main actor, as the action does; on a `@concurrent` action, the closure
// below runs off it (a synchronous piece cannot tell it is off the main actor without stopping).
//
// Every closure handed to StubKit here is made by `Probe`, outside any actor: a closure written in
// the `@MainActor` test itself would be isolated to the main actor whatever StubKit did with it.
import Foundation
import StubKit
import Testing

/// The isolation its caller runs on: `nonisolated(nonsending)` functions run on their caller's actor.
nonisolated(nonsending) func callersIsolation() async -> (any Actor)? { #isolation }

/// What each piece saw, by name: whether it ran on the main actor.
final class IsolationLog: @unchecked Sendable {
    // @unchecked Sendable: `seen` is only accessed with `lock` held.
    private let lock = NSLock()
    private var seen: [String: [Bool]] = [:]

    /// Notes where an asynchronous piece runs (this method is nonsending: it runs there too).
    func note(_ piece: String) async {
        let onMain = await callersIsolation().map { $0 === MainActor.shared } ?? false
        lock.withLock { seen[piece, default: []].append(onMain) }
    }
    /// Notes that a synchronous piece ran on the main actor, which it checks first: it has no
    /// `#isolation` of its own to ask, and `Thread.isMainThread` is `false` on the main actor in a
    /// Swift Testing run on Linux.
    func noteOnMainActor(_ piece: String) {
        MainActor.assertIsolated("\(piece) ran off the main actor")
        lock.withLock { seen[piece, default: []].append(true) }
    }
    /// `true` when every call of `piece` ran on the main actor, `false` when none did, `nil` when
    /// it never ran or ran on both.
    subscript(piece: String) -> Bool? {
        lock.withLock {
            guard let runs = seen[piece], !runs.isEmpty, Set(runs).count == 1 else { return nil }
            return runs[0]
        }
    }
}

/// Closures made outside any actor, which run wherever they are called.
enum Probe {
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
    static func concurrentAction(_ piece: String, _ log: IsolationLog) -> @concurrent (Int) async -> Int {
        { @concurrent _ in
            await log.note(piece)
            return 0
        }
    }
    /// A predicate that stops the test unless it runs on the main actor.
    static func mainActorPredicate(_ piece: String, _ log: IsolationLog) -> (Int) -> Bool {
        { _ in
            log.noteOnMainActor(piece)
            return true
        }
    }
}

/// A mock's action, held where code on another actor can call it.
private final class FetchingMock: @unchecked Sendable {
    // @unchecked Sendable: the test sets `fetchAction` up before any other actor calls it.
    var fetchAction: (Int) async -> Int
    init(_ fetchAction: @escaping (Int) async -> Int) { self.fetchAction = fetchAction }
}

/// Code under test on an actor of its own: the mock's nonsending action runs on this actor.
private actor Worker {
    func fetch(_ mock: FetchingMock) async -> Int { await mock.fetchAction(7) }
}

@MainActor
@Suite struct NonsendingIsolationTests {
    struct Failure: Error {}

    @Test func theProbesTellTheMainActorFromTheGenericExecutor() async {
        // Without this, a `true` below could mean the probes always answer `true`.
        let log = IsolationLog()
        _ = await Probe.action("main", log)(0)
        _ = await Probe.concurrentAction("off", log)(0)
        _ = Probe.mainActorPredicate("predicate", log)(0)
        #expect(log["main"] == true)
        #expect(log["off"] == false)
        #expect(log["predicate"] == true)
    }

    @Test func aSpiedNonsendingActionRunsItsSpyAndTheClosureBelowOnTheCallersActor() async throws {
        let log = IsolationLog()
        var fetchAction = Probe.action("fetch bottom", log)
        var parseAction = Probe.throwingAction("parse bottom", log, Failure.self)
        let fetches = spyCalls(
            of: &fetchAction,
            transform: {
                MainActor.assertIsolated()
                return $0
            })
        let parses = spyCalls(of: &parseAction)

        #expect(await fetchAction(1) == 0)
        #expect(try await parseAction(2) == 0)

        #expect(fetches == [1])
        #expect(parses == [2])
        #expect(log["fetch bottom"] == true)
        #expect(log["parse bottom"] == true)
    }

    @Test func anAnsweredNonsendingActionRunsItsAnswerPredicateAndTheClosureBelowOnTheCallersActor() async throws {
        let log = IsolationLog()
        var fetchAction = Probe.action("fetch bottom", log)
        var loadAction = Probe.throwingAction("load bottom", log, (any Error).self)
        var parseAction = Probe.throwingAction("parse bottom", log, Failure.self)
        setupStubSequence(of: &fetchAction, for: Probe.mainActorPredicate("fetch predicate", log))
            .answersOnce(Probe.action("fetch answer", log, returning: 1))
            .returns(2)
        setupStubSequence(of: &loadAction).answers(Probe.action("load answer", log, returning: 3))
        setupStub(of: &parseAction, throw: Failure())

        #expect(await fetchAction(0) == 1)
        #expect(await fetchAction(0) == 2)
        #expect(try await loadAction(0) == 3)
        await #expect(throws: Failure.self) { try await parseAction(0) }

        #expect(log["fetch predicate"] == true)
        #expect(log["fetch answer"] == true)
        #expect(log["load answer"] == true)
        // Below an answer, the closure runs with the answer bound, still on the caller's actor.
        #expect(log["fetch bottom"] == true)
        #expect(log["load bottom"] == true)
        #expect(log["parse bottom"] == true)
    }

    @Test func aConcurrentActionRunsItsLayersAndTheClosureBelowOffTheCallersActor() async {
        let log = IsolationLog()
        var concurrentAction = Probe.concurrentAction("concurrent bottom", log)
        let calls = spyCalls(of: &concurrentAction)
        setupStubSequence(of: &concurrentAction, for: { $0 == 4 }).returns(5)

        #expect(await concurrentAction(4) == 5)

        #expect(calls == [4])
        #expect(log["concurrent bottom"] == false)
    }

    @Test func theTestsSynchronousClosuresRunOnItsActorWhenAnotherActorCallsTheAction() async {
        let log = IsolationLog()
        let mock = FetchingMock(Probe.action("fetch bottom", log))
        let seen = spyCalls(of: &mock.fetchAction) { value in
            log.noteOnMainActor("transform")
            return value
        }
        setupStubSequence(of: &mock.fetchAction)
            .when { _ in
                log.noteOnMainActor("predicate")
                return true
            }
            .answers { value in
                log.noteOnMainActor("answer")
                return value + 1
            }

        #expect(await Worker().fetch(mock) == 8)

        #expect(seen == [7])
        #expect(log["transform"] == true)
        #expect(log["predicate"] == true)
        #expect(log["answer"] == true)
        // The action, and the closure below its layers, run on the worker that called it.
        #expect(log["fetch bottom"] == false)
    }
}
