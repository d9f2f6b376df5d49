// Static requirements and initializers of generated mocks with associated types (a `statics`
// keyed by the mock's type: one per specialisation, per test) and of actor mocks.
import MockGenFixtures
import StubKit
import Testing

@Suite struct GeneratedStaticsMockTests {
    @Test func aGenericMockKeepsItsStaticsPerSpecialisation() {
        setupStub(of: &PoolMock<Int>.statics.current.capacityAction, return: 4)
        #expect(PoolMock<Int>.capacity() == 4)
        #expect(PoolMock<String>.capacity() == 0)  // another specialisation, another Statics

        let created = spyCalls(of: &PoolMock<Int>.statics.current.initAction)
        let pool = PoolMock<Int>(items: [1, 2])
        #expect(created.map(\.0) == [[1, 2]])
        #expect(created.map(\.1).first === pool)  // the new instance, to configure

        let made = PoolMock<Int>()
        setupStub(of: &PoolMock<Int>.statics.current.makeAction, return: made)
        #expect(PoolMock<Int>.make() === made)
    }

    @Test func aMockWithAConstrainedAssociatedTypeKeepsItsStaticsPerSpecialisation() {
        setupStub(of: &KeyedCacheMock<String>.statics.current.limitAction, return: 10)
        #expect(KeyedCacheMock<String>.limit == 10)
        #expect(KeyedCacheMock<Int>.limit == 0)
        #expect(KeyedCacheMock<String>.statics.current === KeyedCacheMock<String>.statics.current)
    }

    @Test func anActorMockKeepsItsStatics() async {
        setupStub(of: &ConnectionMock.statics.current.defaultPortAction, return: 5432)
        #expect(ConnectionMock.defaultPort == 5432)
        let connection = ConnectionMock()
        setupStub(of: &connection.actions.pingAction, return: true)
        #expect(await connection.ping())
    }
}

@Suite struct GeneratedFailableInitializerTests {
    @Test func aFailableInitializerSucceedsUntilItsActionSaysOtherwise() {
        #expect(ParsedMock(text: "a") != nil)
        // Other texts fall through to the action's default: made.
        setupStubSequence(of: &ParsedMock.statics.current.initTextAction).when { text, _ in text.isEmpty }.returns(
            false)
        let texts = spyCalls(of: &ParsedMock.statics.current.initTextAction, transform: \.0)
        #expect(ParsedMock(text: "") == nil)
        #expect(ParsedMock(text: "b") != nil)
        #expect(texts == ["", "b"])
    }

    @Test func aFailableInitializerWithAClosure() {
        setupStubSequence(of: &ParsedMock.statics.current.initTextRuleAction).answers { text, rule, _ in rule(text) }
        #expect(ParsedMock(text: "ok") { $0 == "ok" } != nil)
        #expect(ParsedMock(text: "no") { $0 == "ok" } == nil)
    }
}
