// Async methods of global actors whose arguments and results are not `Sendable`: the main actor's
// are `@MainActor @Sendable` actions, another global actor's are synchronous actions called without
// `await`, so that the values never leave the actor. Swift Testing: Linux XCTest cannot run
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
