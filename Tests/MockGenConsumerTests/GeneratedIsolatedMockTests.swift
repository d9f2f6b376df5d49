// Generated mocks of isolated protocols: `@MainActor` protocols and methods, and a protocol isolated
// to a custom global actor. (Swift Testing: Linux XCTest cannot run `@MainActor` test methods.)
import MockGenFixtures
import StubKit
import Testing

@MainActor
@Suite struct GeneratedIsolatedMockTests {
    @Test func mainActorProtocol() async {
        let screen = ScreenMock()
        let shown = spyCalls(of: &screen.showAction)
        let confirmed = setupStubSequence(of: &screen.confirmAction).returnsOnce(true).expect(.once)
        setupStub(of: &screen.loadAction, return: ["a"])
        screen.show("Title")
        #expect(screen.confirm("Sure?"))
        #expect(await screen.load() == ["a"])
        #expect(shown == ["Title"])
        SKTVerify(confirmed)
    }

    @Test func mainActorMethodOfAPlainProtocol() {
        let presenter = PresenterMock()
        let presented = spyCalls(of: &presenter.presentAction)
        presenter.present("Home")
        #expect(presented == ["Home"])
    }

    @Test func customGlobalActor() async {
        let storage = await StorageMock()
        let written = await Self.write(to: storage)
        #expect(written == ["v"])
    }

    @StorageActor
    private static func write(to storage: StorageMock) async -> [String] {
        let writes = spyCalls(of: &storage.writeAction, transform: { value, _ in value })
        storage.write("v", id: 1)
        setupStub(of: &storage.readAction, return: "r")
        #expect(storage.read(id: 1) == "r")
        await storage.flush()
        return Array(writes)
    }
}
