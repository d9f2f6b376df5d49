// Async methods of global actors and actors whose arguments and results are not `Sendable`: the
// main actor's are `@MainActor @Sendable` actions, another global actor's and an actor mock's are
// synchronous actions called without `await`, so that the values never leave the actor. Swift Testing: Linux XCTest cannot run
// `@MainActor` test methods.
import MockGenFixtures
import StubKit
import Testing

@MainActor
@Suite struct GeneratedIsolatedAsyncMockTests {
    @Test func mainActorAsyncActionsTakeNonSendableValues() async throws {
        let editor = DraftEditorMock()
        let saved = spyCalls(of: &editor.saveAction, transform: \.title)
        try await editor.save(Draft(title: "a"))
        #expect(saved == ["a"])

        setupStubSequence(of: &editor.saveAction).when { $0.title == "locked" }.throwsOnce(.empty)
        await #expect(throws: ParseError.empty) { try await editor.save(Draft(title: "locked")) }

        // This target conforms Draft to DefaultProvidable: the plugin made the action loose.
        #expect(await editor.open(title: "x").title == "")
        let draft = Draft(title: "opened")
        setupStub(of: &editor.openAction, return: draft)
        #expect(await editor.open(title: "x").title == draft.title)

        var changes: [String] = []
        setupStubSequence(of: &editor.onChangeAction).answers { handler in handler?(Draft(title: "changed")) }
        await editor.onChange { changes.append($0.title) }
        #expect(changes == ["changed"])
    }

    @Test func anotherGlobalActorsAsyncActionsAreSynchronous() async throws {
        #expect(try await DraftStoreMock.exercise() == ["loaded", "7", "kept"])
        #expect(try await DraftShelfMock.exercise() == ["3", "beside"])
    }

    @Test func mainActorAsyncGenericActionsTakeNonSendableValues() async {
        let board = DraftBoardMock()
        let pinned = spyCalls(of: &board.pinAction, transform: \.arguments.1.title)
        setupStubSequence(of: &board.pinAction).when { $0.expects(Int.self) }.returns(42)
        #expect(await board.pin(1, on: Draft(title: "wall")) == 42)
        #expect(pinned == ["wall"])
    }
}

extension DraftShelfMock {
    /// Runs on the mock's actor: the generic call's values stay there.
    @StorageActor static func exercise() async throws -> [String] {
        let shelf = DraftShelfMock()
        setupStubSequence(of: &shelf.putAction).when { $0.expects(Int.self) }.returns(3)
        let drafts = spyCalls(of: &shelf.putAction, transform: \.arguments.1.title)
        let put: Int = try await shelf.put(1, beside: Draft(title: "beside"))
        return ["\(put)"] + drafts
    }
}

extension DraftStoreMock {
    /// Runs on the mock's actor: the values that are not `Sendable` stay there.
    @StorageActor static func exercise() async throws -> [String] {
        let store = DraftStoreMock()
        setupStubSequence(of: &store.loadAction).when(1).returns(Draft(title: "loaded"))
        setupStub(of: &store.storeAction, return: 7)
        let stored = spyCalls(of: &store.storeAction, transform: \.title)
        let loaded = await store.load(id: 1)
        let id = try await store.store(Draft(title: "kept"))
        return [loaded?.title ?? "", "\(id)"] + stored
    }
}

/// Not on the main actor: the values that are not `Sendable` go from the test to the actor mock, as
/// they go from code under test to a real actor.
@Suite struct GeneratedActorMockTests {
    @Test func anActorMocksActionsKeepNonSendableArgumentsOnTheActor() async throws {
        let queue = DraftQueueMock()
        // Synchronous actions: set up and spied without `await`, like any other.
        setupStubSequence(of: &queue.actions.enqueueAction).returnsOnce(1).returns(2)
        let enqueued = spyCalls(of: &queue.actions.enqueueAction, transform: \.title)
        #expect(await queue.enqueue(Draft(title: "first")) == 1)
        #expect(await queue.enqueue(Draft(title: "second")) == 2)
        #expect(enqueued == ["first", "second"])

        setupStubSequence(of: &queue.actions.positionAction).answers { matches in
            [Draft(title: "a"), Draft(title: "b")].firstIndex(where: matches)
        }
        #expect(await queue.position { $0.title == "b" } == 1)
        #expect(await queue.position { $0.title == "c" } == nil)

        let notes = spyCalls(of: &queue.actions.noteAction)
        setupStubSequence(of: &queue.actions.noteAction).when("full").throwsOnce(ParseError.empty)
        try await queue.note("saved")
        await #expect(throws: ParseError.empty) { try await queue.note("full") }
        #expect(notes == ["saved", "full"])

        let pushed = CompletionRecorder<String>()
        setupStubSequence(of: &queue.actions.pushAction).answers { call in call.arguments.1("done") }
        await queue.push("value", then: pushed.handler)
        #expect(pushed.all == ["done"])

        // Sendable arguments: the action stays async, so a test can suspend in it.
        setupStubSequence(of: &queue.actions.countAction).answers { title async in
            await Task.yield()
            return title.count
        }
        #expect(await queue.count(of: "four") == 4)
    }
}
