// The shapes of real modules (Tests/MockGenFixtures/RealShapes.swift), each set up, spied on and
// verified through its generated mock.
import Foundation
import MockGenFixtures
import StubKit
import Testing

private struct GetUser: Request {
    typealias Response = String
    var id: Int
    var path: String { "/users/\(id)" }
}

private struct ListPosts: Request {
    typealias Response = [Int]
    var path: String { "/posts" }
}

private final class Counting: Observer {
    func receive(_ element: Int) {}
}

@Suite struct GeneratedRealShapeMockTests {
    @Test func namesSharedWithFoundationResolveToTheModulesTypes() {
        let grid = GridMock<DigestStub>()
        setupStubSequence(of: &grid.cellAction).when { $0.row == 2 }.returns("two")
        let evaluated = spyCalls(of: &grid.evaluateAction)
        grid.finalizeAction = registerStub(alwaysReturn: DigestStub())
        #expect(grid.cell(at: IndexPath(row: 2)) == "two")
        #expect(!grid.evaluate(Expression(source: "1 + 1")))
        #expect(evaluated.map(\.source) == ["1 + 1"])
        #expect(grid.finalize().bytes == [1])
    }

    @Test func anIdentifiableWithAFixedIDIsIdentifiedByItsIDAction() {
        let tag = NamedTagMock()
        setupStubSequence(of: &tag.idAction).returns("swift")
        let tags = Dictionary(uniqueKeysWithValues: [tag].map { ($0.id, $0.label) })
        #expect(tags.keys.sorted() == ["swift"])
        #expect(tag.id == "swift")
    }

    @Test func aProtocolUnavailableOnOnePlatformIsMockedWhereItIsAvailable() {
        let camera = CameraMock()
        setupStubSequence(of: &camera.captureAction).returns(3)
        #expect(camera.capture() == 3)
    }

    @Test func selfIsTheMock() {
        let fluent = FluentMock()
        let other = FluentMock()
        fluent.withAction = registerStub(alwaysReturn: other)
        setupStubSequence(of: &fluent.isSameAction).when { $0 === other }.returns(true)
        #expect(fluent.with(name: "x") === other)
        #expect(fluent.isSame(as: other))
        #expect(fluent.parent == nil)
        withStubScope {
            #expect(type(of: FluentMock.make()) == FluentMock.self)
        }
    }

    @Test func standardParentsWorkByIdentity() throws {
        let token = TokenMock()
        let other = TokenMock()
        #expect(token == token)
        #expect(token != other)
        #expect(Set([token, token, other]).count == 2)
        #expect(!(token < other))  // until a test sets it up
        setupStub(of: &token.lessThanAction, return: true)
        #expect(token < other)
        setupStubSequence(of: &other.equalAction, for: { $0.1 === token }).returns(true)
        #expect(other == token)  // other's action answers other == token
        #expect(token != other)  // token's does not
        #expect(token.description == "TokenMock")
        setupStub(of: &token.descriptionAction, return: "token-1")
        #expect("\(token)" == "token-1")
        #expect(token.id == ObjectIdentifier(token))
        let data = try JSONEncoder().encode(token)
        #expect(String(decoding: data, as: UTF8.self) == "{}")
        let encoded = spyCalls(of: &token.encodeAction, transform: { _ in true })
        _ = try JSONEncoder().encode([token])
        #expect(encoded.count == 1)
        let decoded = spyCalls(of: &TokenMock.statics.current.initAction, transform: \.1)
        let tokens = try JSONDecoder().decode([TokenMock].self, from: Data("[{}, {}]".utf8))
        #expect(decoded.map(ObjectIdentifier.init) == tokens.map(ObjectIdentifier.init))  // the new instances
        let problem: any Error = ProblemMock()
        #expect(problem is ProblemMock)
    }

    @Test func aStrictPropertyReturnsWhatWasSet() {
        let session = SessionMock()
        session.owner = Account(id: 3)
        let sets = spyCalls(of: &session.ownerStub.set)
        session.owner = Account(id: 4)
        #expect(session.owner == Account(id: 4))
        #expect(sets == [Account(id: 4)])
    }

    @Test func parameterSpecifiersCompositionsAndTypedThrows() async throws {
        let mock = SpecifiersMock()
        setupStubSequence(of: &mock.nextAction).returns(5)
        #expect(try await mock.next(isolation: nil) == 5)
        let taken = spyCalls(of: &mock.takeAction)
        #expect(mock.take(Account(id: 1)) == 0)
        #expect(taken == [Account(id: 1)])
        setupStub(of: &mock.borrowAction, return: 2)
        #expect(mock.borrow(Account(id: 2)) == 2)
        mock.giveAction = registerStub(alwaysReturn: Account(id: 9))
        #expect(mock.give() == Account(id: 9))
        #expect(!mock.compose(1))
        #expect(!mock.legacy(ParseError.empty))
        mock.notifyAction = { done in done(7) }
        let received = Received()
        mock.notify { received.value = $0 }
        #expect(received.value == 7)
    }

    @Test func rethrowsLetsOutWhatTheClosureThrew() {
        let mock = SpecifiersMock()
        mock.runAction = { body in try body() }
        #expect(throws: ParseError.empty) { try mock.run { throw ParseError.empty } }
        mock.run {}
        let client = ClientMock()
        client.performAction = { call in try call.arguments() }
        #expect(client.perform { 21 * 2 } == 42)
    }

    @Test func defaultPinnedAndPrimaryAssociatedTypes() async {
        let feed = FeedMock<String>()
        setupStubSequence(of: &feed.nextAction).returns("a")
        let next: String? = await feed.next()
        #expect(next == "a")
        let keyed = KeyedMock()
        setupStubSequence(of: &keyed.valueAction).when("k").returns(1)
        #expect(keyed.value(for: "k") == 1)
    }

    @Test func inheritedRequirementsThreeLevelsDeep() {
        let top = TopMock()
        setupStub(of: &top.baseAction, return: 1)
        setupStub(of: &top.middleAction, return: 2)
        setupStub(of: &top.topAction, return: 3)
        let answers: [Int] = [top.base(), top.middle(), top.top()]
        #expect(answers == [1, 2, 3])
    }

    @Test func oneGenericActionServesEverySpecialization() async throws {
        let client = ClientMock()
        setupStubSequence(of: &client.sendAction).when { $0.expects(String.self) }.returns("Ada")
        setupStubSequence(of: &client.sendAction).when { $0.expects([Int].self) }.returns([1, 2])
        let sent = spyCalls(of: &client.sendAction)
        #expect(try await client.send(GetUser(id: 1)) == "Ada")
        let posts: [Int] = try await client.send(ListPosts())
        #expect(posts == [1, 2])
        #expect(sent.map(\.arguments.path) == ["/users/1", "/posts"])
        #expect(sent[0]?.uses(GetUser.self) == true)

        let resolved = setupStubSequence(of: &client.resolveAction).returns("service").expect(.once)
        let service: String? = client.resolve(String.self, name: nil, arguments: 1, 2, 3, 4, 5, 6)
        #expect(service == "service")
        SKTVerify(resolved)

        setupStubSequence(of: &client.interceptAction).answers { call in
            let (request, context, next) = call.arguments
            return try await next(request, context + " traced")
        }
        let output = try await client.intercept(request: [1], context: "ctx") { request, context in
            "\(request) \(context)"
        }
        #expect(output == "[1] ctx traced")

        var value = 1
        client.normalize(&value)
        #expect(value == 1)
        setupStubSequence(of: &client.normalizeAction).returns(10)
        client.normalize(&value)
        #expect(value == 10)
        #expect(client.describe(3) == "")
    }

    @Test func aGenericMetatypeReachesTheAnswerAsItsConstraintsExistential() async throws {
        // `as type: T.Type` where `T: Decodable & Sendable` is `any (Decodable & Sendable).Type`:
        // the answer decodes with it as it is, no cast.
        let cache = SharedCacheMock()
        cache.getAction = { call in try JSONDecoder().decode(call.arguments.1, from: Data("7".utf8)) }
        let seven: Int? = try await cache.get("seven", as: Int.self)
        #expect(seven == 7)
        await #expect(throws: DecodingError.self) { try await cache.get("word", as: String.self) }
    }

    @Test func anOpaqueTypeInsideAGenericArgumentIsAGenericParameterOfTheMethod() async throws {
        let courier = CourierMock()
        let sent = spyCalls(of: &courier.sendAction)
        try await courier.send(Envelope("hello"))
        #expect(sent[0]?.uses(String.self) == true)
        setupStubSequence(of: &courier.sendAllAction).when { $0.arguments.1 }.returns(2)
        #expect(courier.sendAll([Envelope(1), Envelope(2)], urgent: true) == 2)
        #expect(courier.sendAll([Envelope(1)], urgent: false) == 0)
    }

    @Test func anSPIProtocolIsMockedThroughItsSPIImport() {
        let reader = StorageReaderMock()
        setupStub(of: &reader.readAction, return: [1, 2])
        #expect(reader.read("key") == [1, 2])
    }

    @Test func genericMethodsOfSendableIsolatedActorAndStaticMocks() async throws {
        let cache = SharedCacheMock()
        setupStubSequence(of: &cache.getAction).when { $0.expects(Int?.self) }.returns(4)
        let four: Int? = try await cache.get("four", as: Int.self)
        #expect(four == 4)
        let none: String? = try await cache.get("none", as: String.self)
        #expect(none == nil)
        try withStubScope {
            setupStubSequence(of: &SharedCacheMock.statics.current.presetAction).returns(8)
            #expect(SharedCacheMock.preset(Int.self) == 8)
            _ = try #require(Optional(0))
        }
        let subject = SubjectMock<Int>()
        let subscribed = spyCalls(of: &subject.subscribeAction)
        _ = subject.subscribe(Counting())
        #expect(subscribed[0]?.uses(Counting.self) == true)
        let runner = RunnerMock()
        setupStubSequence(of: &runner.actions.runAction).when { $0.expects(String.self) }.returns("done")
        #expect(await runner.run("job") == "done")
        #expect(await runner.run(3) == 0)
        let shown = await MainActor.run { () -> String in
            let board = BoardMock()
            setupStub(of: &board.showAction, return: "shown")
            return board.show(1)
        }
        #expect(shown == "shown")
    }
}

private struct DigestStub: Digest {
    var bytes: [UInt8] { [1] }
}

private final class Received: @unchecked Sendable {
    var value = 0
}

@Suite struct GeneratedTypedThrowsAndIsolatedParentTests {
    @Test func typedThrowsBesideClosuresKeepTheErrorType() async {
        let parser = TypedParserMock()
        parser.parseAction = { (arguments) throws(ParseError) in try arguments.1(arguments.0) }
        #expect(throws: ParseError.empty) {
            try parser.parse("x") { _ throws(ParseError) in throw .empty }
        }
        setupStubSequence(of: &parser.checkAction).throws(ParseError.badFormat("no"))
        await #expect(throws: ParseError.badFormat("no")) { try await parser.check(false) }
    }

    @MainActor @Test func isolatedMocksImplementTheirParentsNonisolated() {
        let badge = BadgeMock()
        let other = BadgeMock()
        #expect(badge == badge)
        #expect(badge != other)
        #expect(Set([badge, other]).count == 2)
        #expect(badge.description == "BadgeMock")
    }

    /// The nonisolated parents' actions live in `actions`: a test sets them up like any other.
    @MainActor @Test func isolatedMocksParentsAreSetUpThroughTheirActions() {
        let badge = BadgeMock()
        let other = BadgeMock()
        setupStub(of: &badge.actions.equalAction, return: true)
        setupStub(of: &badge.actions.descriptionAction, return: "gold")
        let compared = spyCalls(of: &badge.actions.equalAction)
        #expect(badge == other)
        #expect(other != badge)  // the left operand's action answers
        #expect(badge.description == "gold")
        #expect(compared.count == 1)
        // Hashing combines nothing until set up, so equal mocks hash alike.
        #expect(badge.hashValue == other.hashValue)
    }
}

@Suite struct GeneratedMainActorTypedThrowsTests {
    @MainActor @Test func aMainActorTypedThrowingStrictActionIsSetUpLikeAnyOther() throws {
        let loader = LoaderMock()
        setupStubSequence(of: &loader.loadAction).returns(Account(id: 2))
        #expect(try loader.load() == Account(id: 2))
    }
}

/// A result that may not be copied, made by the closure from what the action answers.
private struct Token: ~Copyable {
    let total: Int
}

@Suite struct GeneratedNoncopyableResultTests {
    @Test func theHandlerMakesTheResultFromTheActionsAnswer() async throws {
        let watcher = WatcherMock()
        setupStubSequence(of: &watcher.watchAction).when { $0.arguments == "limits" }.returns(Updates(values: [1, 2]))
        let keys = spyCalls(of: &watcher.watchAction, transform: \.arguments)
        let token = try await watcher.watch(key: "limits") { updates in Token(total: updates.values.reduce(0, +)) }
        #expect(token.total == 3)
        #expect(keys == ["limits"])

        setupStub(of: &watcher.withPairAction, return: (2, "ab"))
        let pair = watcher.withPair { count, text in Token(total: count * text.count) }
        #expect(pair.total == 4)
    }

    @Test func anUnansweredCallFailsNamingTheAction() async throws {
        let watcher = WatcherMock()
        try await withKnownIssue {
            // The strict stub reports the call, then throws a StubKitError.
            _ = try await watcher.watch(key: "limits") { $0.values.count }
        } matching: { issue in
            issue.description.contains("watchAction")
        }
    }
}

/// Parents from the standard library's graph, which the plugin passes by itself.
@Suite struct GeneratedStandardLibraryParentTests {
    /// "Generating Mocks": pick the iterator in the test and answer `makeAsyncIterator()`.
    @Test func anAsyncSequenceMockYieldsWhatTheTestFeedsIt() async {
        // protocol EventStream: AsyncSequence where Element == String
        let events = EventStreamMock<AsyncStream<String>.Iterator>()
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        setupStub(of: &events.makeAsyncIteratorAction, return: stream.makeAsyncIterator())

        continuation.yield("opened")
        continuation.yield("closed")
        continuation.finish()
        var seen: [String] = []
        for await event in events { seen.append(event) }
        #expect(seen == ["opened", "closed"])
    }

    @Test func aSequenceMockIteratesWhatTheTestGives() {
        let names = NameListMock<IndexingIterator<[String]>>()
        setupStub(of: &names.makeIteratorAction, return: ["ada", "grace"].makeIterator())
        #expect(Array(names) == ["ada", "grace"])
    }

    @Test func rawRepresentableAndCaseIterableMocks() {
        let made = spyCalls(of: &LevelMock.statics.current.initAction, transform: \.0)
        let level = LevelMock(rawValue: "debug")
        #expect(level != nil)
        #expect(made == ["debug"])
        #expect(level?.rawValue == "")  // `RawValue` is `String`: a default value until set up
        setupStub(of: &LevelMock.statics.current.allCasesAction, return: [LevelMock()])
        #expect(LevelMock.allCases.count == 1)
    }
}

@Suite struct GeneratedNameClashTests {
    @Test func aProtocolNamedLikeAFoundationTypeIsMocked() {
        let notification = NotificationMock()
        setupStub(of: &notification.nameAction, return: "initialized")
        let posted: any MockGenFixtures.Notification = notification
        #expect(posted.name == "initialized")
    }
}

@Suite struct GeneratedShadowedGenericTests {
    @Test func aMethodsGenericParameterNamedLikeTheMocksIsRenamed() {
        let joined = JoinedMock<Int>()
        let other = JoinedMock<Int>()
        setupStubSequence(of: &joined.withAction).when { $0.uses(String.self) }.returns(other)
        #expect(joined.with(["a"]) === other)
        setupStub(of: &joined._sqlNameAction, return: "author")
        #expect(joined._sqlName == "author")
    }
}
