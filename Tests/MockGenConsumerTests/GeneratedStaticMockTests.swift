// Generated mocks of static requirements and initializers: the actions live in the mock's
// `Statics`, reached through `TestScoped`, so every test (run in parallel by Swift Testing) sees
// its own static setups.
import MockGenFixtures
import StubKit
import Testing

@Suite struct GeneratedStaticMockTests {
    /// What code under test does with a `Settings` type it is given.
    private func open<S: Settings>(_ type: S.Type, names: [String]) throws -> [S] {
        try names.map { name in try S(name: name, version: S.limit) }
    }

    @Test func staticMethodsAndPropertiesAnswerPerTest() throws {
        setupStub(of: &SettingsMock.statics.current.connectAction, return: true)
        let hosts = spyCalls(of: &SettingsMock.statics.current.connectAction)
        SettingsMock.statics.current.accountAction = registerStub(alwaysReturn: Account(id: 8))
        #expect(try SettingsMock.connect(to: "db"))
        #expect(SettingsMock.account(for: "ada") == Account(id: 8))
        #expect(hosts == ["db"])
        #expect(SettingsMock.limit == 0)
        SettingsMock.limit = 5
        #expect(SettingsMock.limit == 5)
    }

    @Test func anotherTestStartsFromFreshStatics() throws {
        #expect(SettingsMock.limit == 0)
        #expect(try SettingsMock.connect(to: "db") == false)
    }

    @Test func aStaticResultOfSelfIsANewMockUntilSetUp() {
        let made = SettingsMock.makeDefault()
        let pinned = SettingsMock()
        setupStub(of: &SettingsMock.statics.current.makeDefaultAction, return: pinned)
        #expect(SettingsMock.makeDefault() === pinned)
        #expect(made !== pinned)
    }

    @Test func initializersReportTheirArgumentsAndTheNewInstance() throws {
        SettingsMock.limit = 3
        let created = spyCalls(of: &SettingsMock.statics.current.initNameVersionAction)
        setupStubSequence(of: &SettingsMock.statics.current.initNameVersionAction, for: { $0.0 == "primary" })
            .callback { _, _, settings in setupStub(of: &settings.versionAction, return: 2) }
        let opened = try open(SettingsMock.self, names: ["primary", "replica"])
        #expect(opened.map(\.version) == [2, 0])
        #expect(created.map(\.0) == ["primary", "replica"])
        #expect(created.map(\.1) == [3, 3])
        #expect(zip(created.map(\.2), opened).allSatisfy { $0 === $1 })

        let named = spyCalls(of: &SettingsMock.statics.current.initNameAction, transform: { $0.0 })
        _ = SettingsMock(name: "single")
        #expect(named == ["single"])
    }

    @Test func aThrowingInitializerThrowsWhatItIsSetUpTo() {
        setupStub(of: &SettingsMock.statics.current.initNameVersionAction, throw: ParseError.empty)
        #expect(throws: ParseError.empty) { try SettingsMock(name: "broken", version: 1) }
    }
}
