// The declaration families of issue 25 (Tests/MockGenFixtures/Families.swift), each used through
// its generated mock: set up, called through the protocol, spied on or verified.
import Foundation
import MockGenFixtures
import StubKit
import Testing

private struct Bytes: CustomDecoding {}

private struct Person {
    var name: NameField
    var title: String
}

private struct NameField: FieldKind {
    typealias Model = Person
}

@Suite struct GeneratedFamilyMockTests {
    @Test func aReDeclaredRequirementIsOneMember() throws {
        let labelled = LabelledMock()
        setupStub(of: &labelled.descriptionAction, return: "a label")
        #expect(String(describing: labelled) == "a label")

        let producing = CountProducingMock()
        setupStub(of: &producing.producerAction, return: 3)
        let general: any Producing = producing
        #expect(general.producer as? Int == 3)

        // Non-throwing in the child: one action, which does not throw.
        let encoder = PlainEncoderMock()
        setupStubSequence(of: &encoder.encodeAction).answers { buffer, context in buffer + [UInt8(context)] }
        var buffer: [UInt8] = [1]
        encoder.encode(into: &buffer, context: 2)
        let parent: any ThrowingEncoder = encoder
        try parent.encode(into: &buffer, context: 3)
        #expect(buffer == [1, 2, 3])

        let both = BothResettingMock()
        let resets = setupStubSequence(of: &both.resetAction).returns(()).expect(.times(2))
        (both as any LeftResetting).reset()
        (both as any RightResetting).reset()
        SKTVerify(resets)
    }

    @Test func aRequirementWithAGenericAttributeIsAPlainAction() {
        let feature = FeatureMock<Int, String, [Int]>()
        feature.bodyAction = registerStub(alwaysReturn: [1, 2])
        #expect(feature.body == [1, 2])
    }

    @Test func genericInitializersRecordTheirArgumentsAndTypes() throws {
        try withStubScope {
            let made = spyCalls(of: &ByteParsingMock.statics.current.initAction)
            _ = ByteParsingMock([UInt8(1), 2])
            #expect(made.count == 1)
            #expect(made[0]?.uses([UInt8].self) == true)
            #expect(made[0].map { Array($0.arguments.0 as! [UInt8]) } == [1, 2])

            // `inout`: the action answers the value written back; unanswered, the value stays.
            var text = "draft"
            _ = try ByteParsingMock(parsing: &text)
            #expect(text == "draft")
            setupStub(of: &ByteParsingMock.statics.current.initParsingAction, return: "final")
            _ = try ByteParsingMock(parsing: &text)
            #expect(text == "final")
            // With typed throws alike: unanswered, the iterator is the one passed, not consumed.
            var bytes = [UInt8(1), 2].makeIterator()
            _ = try ByteParsingMock(reading: &bytes)
            #expect(bytes.next() == 1)
            setupStub(of: &ByteParsingMock.statics.current.initReadingAction, return: [UInt8(9)].makeIterator())
            _ = try ByteParsingMock(reading: &bytes)
            #expect(bytes.next() == 9)

            // A generic parameter named `JSONDecoder` is the initializer's own, not Foundation's.
            let decoders = spyCalls(of: &ByteParsingMock.statics.current.initDecoderContextAction)
            _ = ByteParsingMock(decoder: Bytes(), context: DecodingContext<Bytes>())
            #expect(decoders[0]?.uses(Bytes.self) == true)
        }
    }

    @Test func associatedTypesKeepTheirConstraints() {
        let indexed = IndexedMock<[String]>()
        setupStub(of: &indexed.firstAction, return: "first")
        #expect(indexed.first(in: ["a"]) == "first")
        // `associatedtype ID: Hashable = Self`: the mock is its own identifier, hashable by identity.
        indexed.idAction = registerStub(alwaysReturn: indexed)
        #expect(indexed.id == indexed)
        #expect(Set([indexed, indexed]).count == 1)
    }

    @Test func aMemberTypeMadeConcreteAnswersItsDefault() {
        // `Source.Key == Int`: the action needs no setup, as one returning Int would not.
        let lookup = KeyLookupMock<IntSource>()
        #expect(lookup.key(of: IntSource()) == 0)
        setupStub(of: &lookup.keyAction, return: 7)
        #expect(lookup.key(of: IntSource()) == 7)
    }

    @Test func aDefaultedRequirementWithoutADefaultValueKeepsTheProtocolsDefault() {
        // `ticket` would be a strict stub, stopping the test on this call: the protocol's default
        // answers it. `issued` has a default value, so the mock implements it.
        let ticketing = TicketingMock()
        #expect(ticketing.ticket == Ticket(number: 7))
        #expect(ticketing.issued == 0)
        setupStub(of: &ticketing.issuedAction, return: 3)
        #expect(ticketing.issued == 3)
    }

    /// scripts/generate-mocks.sh passes `--keep-default DownloadObserver.didFinish` and
    /// `--intercept-default DownloadObserver.disposition` to the plugin.
    @Test func defaultsKeptAndInterceptedAsThePluginWasTold() {
        let observer = DownloadObserverMock()
        let failures = spyCalls(of: &observer.didFailAction)
        observer.didFinish(bytes: 10)  // kept: the protocol's default counts
        observer.didFinish(bytes: 20)
        observer.didFail(reason: "offline")  // mocked by the rule: the action sees it
        #expect(observer.finished == 2)
        #expect(failures == ["offline"])
        // Intercepted: the action answers as the protocol's default, which reads the mock's
        // `finished`, until the test answers it.
        let dispositions = spyCalls(of: &observer.dispositionAction)
        #expect(observer.disposition(for: "https://example.com") == Ticket(number: 2))
        setupStubSequence(of: &observer.dispositionAction).returnsOnce(Ticket(number: 9))
        #expect(observer.disposition(for: "https://example.org") == Ticket(number: 9))
        observer.finished = 5
        #expect(observer.disposition(for: "https://example.net") == Ticket(number: 5))
        #expect(dispositions == ["https://example.com", "https://example.org", "https://example.net"])
    }

    @Test func aGenericSubscriptTiedToAnAssociatedType() {
        // Its result needs the mock's own conformance: the mock's parameter is named apart
        // (`ModelAliasMock<ModelType>`), and the subscript is an action like any other.
        let alias = ModelAliasMock<Person>()
        let fields = spyCalls(of: &alias.subscriptKeyPathModelFieldGetAction)
        setupStub(
            of: &alias.subscriptKeyPathModelFieldGetAction, return: AliasedField<ModelAliasMock<Person>, NameField>())
        let field: AliasedField<ModelAliasMock<Person>, NameField> = alias[dynamicMember: \Person.name]
        _ = field
        #expect(fields.count == 1)
        #expect(fields[0]?.uses(NameField.self) == true)
        setupStub(of: &alias.subscriptKeyPathModelValueGetAction, return: "Ada")
        let name: String = alias[dynamicMember: \Person.title]
        #expect(name == "Ada")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func valuesThatMayNotBeCopiedKeepTheirOwnership() {
        let queue = JobQueueMock()
        // An `ExecutorJob` may not be copied: its actions take it `consuming`, and a test gives
        // them a closure of its own (StubKit's setups record copyable values).
        queue.enqueueAction = { (job: consuming ExecutorJob) in _ = job }
        queue.scheduleAction = { (job: consuming ExecutorJob, _: Int) in _ = job }
        // Copyable `borrowing` and `consuming` values are plain values: set up and spied on.
        let counted = spyCalls(of: &queue.countAction)
        setupStub(of: &queue.countAction, return: 7)
        setupStub(of: &queue.takeAction, return: 2)
        #expect(queue.count("jobs") == 7)
        #expect(queue.take(["a", "b"]) == 2)
        #expect(counted == ["jobs"])
    }

    @Test func implicitlyUnwrappedOptionalsAndClosureTypealiases() async {
        let browser = BrowserMock()
        let tabs = spyCalls(of: &browser.addTabAction)
        setupStub(of: &browser.addTabAction, return: 3)
        #expect(browser.addTab(URL(string: "https://swift.org"), title: nil) == 3)
        #expect(tabs[0]?.0 == URL(string: "https://swift.org"))

        var provided: [RequestHandler] = []
        browser.provideAction = { provided.append($0) }
        browser.provide { _ in }
        #expect(provided.count == 1)

        // A closure typealias that may not escape reaches the action all the same.
        browser.visitAction = { handler in handler(URL(string: "https://example.com")!) }
        var visited: [URL] = []
        browser.visit { visited.append($0) }
        #expect(visited == [URL(string: "https://example.com")!])

        let checks = spyCalls(of: &browser.checkAction)
        await browser.check { _ in true }
        #expect(checks.count == 1)
    }

    @Test func aRethrowingMethodWithAnInoutClosure() throws {
        let modifying = ModifyingMock<Int>()
        // Unanswered: the result is the default; the closure the caller passed is the action's to run.
        setupStubSequence(of: &modifying.modifyAction).answers { call in
            var value = 41
            return try call.arguments(&value)
        }
        let result = modifying.modify { (value: inout Int) -> String in
            value += 1
            return "\(value)"
        }
        #expect(result == "42")
    }

    @Test func typealiasesOfAGenericMockAreWrittenOut() async throws {
        let transport = TransportMock<[UInt8]>()
        transport.connectAction = registerStub(alwaysReturn: MockGenFixtures.Stream<[UInt8]>())
        _ = try await transport.connect()
        let sent = spyCalls(of: &transport.sendAction)
        try await transport.send([[1, 2]])
        #expect(sent == [[[1, 2]]])
    }

    @Test @MainActor func anIsolatedMockWitnessesNonisolatedParentsNonisolated() {
        let page = PageMock()
        setupStub(of: &page.actions.refreshAction, return: true)
        let refreshing: any Refreshing = page
        #expect(refreshing.refresh())
        #expect(page.lastRefresh == nil)
        let shown = spyCalls(of: &page.showAction)
        page.show(title: "Home")
        #expect(shown == ["Home"])
    }

    @Test func closuresThatRunWhereTheirCallerDoes() async {
        let runner = CallerRunnerMock()
        runner.runAction = { work in await work() }
        var ran = 0
        await runner.run { ran += 1 }
        #expect(ran == 1)
        let runs = spyCalls(of: &runner.runAllAction)
        await runner.runAll({}, times: 3)
        #expect(runs.map(\.1) == [3])
    }

    @Test func buildersAnswerTheMockItselfUntilSetUp() throws {
        let query = QueryBuilderMock()
        #expect(query.filter("name") as? QueryBuilderMock === query)
        #expect(query.limit(3) === query)
        #expect(query.unfiltered as? QueryBuilderMock === query)
        let other = QueryBuilderMock()
        setupStubSequence(of: &query.filterAction).when("id").returns(other)
        #expect(query.filter("id") as? QueryBuilderMock === other)
        #expect(query.filter("name") as? QueryBuilderMock === query)
        // Made by the protocol's initializer too.
        let made = withStubScope { QueryBuilderMock(table: "users") }
        #expect(made.limit(1) === made)

        let chain = ChainMock()
        #expect(try chain.then("a") as? ChainMock === chain)
    }

    @Test func aBuilderAnsweringItselfIsReleased() throws {
        weak var released: QueryBuilderMock?
        weak var releasedChain: ChainMock?
        do {
            let query = QueryBuilderMock()
            _ = query.filter("name")
            released = query
            let chain = ChainMock()
            _ = try chain.then("a")
            releasedChain = chain
        }
        #expect(released == nil)
        #expect(releasedChain == nil)
    }

    @Test func aCollectionMock() {
        let names = NameCollectionMock()
        setupStub(of: &names.startIndexAction, return: 0)
        setupStub(of: &names.endIndexAction, return: 2)
        setupStubSequence(of: &names.indexAfterAction).answers { $0 + 1 }
        setupStubSequence(of: &names.formIndexAction).answers { $0 + 1 }
        setupStubSequence(of: &names.subscriptPositionAction).answers { ["ada", "grace"][$0] }
        // Every requirement is an action of its own, `count` included: answer those the code uses.
        setupStub(of: &names.countAction, return: 2)
        names.makeIteratorAction = { [unowned names] _ in IndexingIterator(_elements: names) }
        #expect(Array(names) == ["ada", "grace"])
        #expect(names.first == "ada")
    }
}
