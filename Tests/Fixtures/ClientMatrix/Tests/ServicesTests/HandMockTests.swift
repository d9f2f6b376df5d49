// The hand-written mock's every action, by every verb, under every variant of Package.swift:
// builders (`stub(of:)`, `= stub()`, `strictStub`, `byDefault`), `setupStub`, `setupStubSequence`,
// `spyCalls` and `ArgRecords`, `CompletionRecorder`, `Rethrowing`, generic calls, a `PropertyStub`,
// a `TestScoped` static and the `.verifyStubs` trait.
import Services
import StubKit
import Testing

/// A nonisolated async function, for `stub(of:)` outside a mock.
nonisolated func numbers(_ count: Int) async -> [Int] { Array(0..<count) }

/// Nonisolated: the mock is not `Sendable`, and its nonisolated async methods are called here.
@Suite(.verifyStubs) nonisolated struct HandMockTests {
    let mock = HandRepositoryMock()
    let ada = User(id: 1, name: "Ada")

    @Test func synchronousActions() throws {
        setupStub(of: &mock.nameAction, return: "Ada")
        setupStubSequence(of: &mock.parseAction).when("2").throwsOnce(ServiceError.offline)
        setupStubSequence(of: &mock.parseAction).when("1").returns(1)
        setupStub(of: &mock.validateAction, throw: .notFound(2))
        let limits = spyCalls(of: &mock.limitStub.set)
        mock.limit = 20
        setupStub(of: &HandRepositoryMock.statics.current.schemaAction, return: "v3")
        #expect(mock.name(id: 1) == "Ada")
        #expect(try mock.parse("1") == 1)
        #expect(throws: ServiceError.offline) { try mock.parse("2") }
        #expect(throws: ServiceError.notFound(2)) { try mock.validate(ada) }
        #expect(limits == [20])
        #expect(mock.limit == 20)
        #expect(HandRepositoryMock.schema == "v3")
        setupStubSequence(of: &mock.transactionAction).answers { call in try call.arguments() }
        #expect(mock.transaction { 4 } == 4)
    }

    @Test func asynchronousActions() async throws {
        let fetched = spyCalls(of: &mock.fetchAction)
        setupStubSequence(of: &mock.fetchAction).returnsOnce([1, 2])
        setupStubSequence(of: &mock.loadAction).when(2).returns(ada)
        setupStub(of: &mock.removeAction, throw: .offline)
        let stores = setupStubSequence(of: &mock.storeAction).when { $0.1 }.returns(true).expect(.once)
        let stored = spyCalls(of: &mock.storeAction, transform: { $0.0.name })
        #expect(await mock.fetch() == [1, 2])
        #expect(await mock.fetch() == [])
        #expect(fetched.count == 2)
        #expect(try await mock.load(id: 2) == ada)
        #expect(try await mock.load(id: 5).name == "default")
        await #expect(throws: ServiceError.offline) { try await mock.remove(id: 1) }
        #expect(await mock.store(ada, overwrite: true))
        #expect(stored == ["Ada"])
        SKTVerify(stores)
    }

    @Test func explicitlyIsolatedActions() async throws {
        let pings = spyCalls(of: &mock.pingAction)
        setupStubSequence(of: &mock.pingAction).when(1).returns(10)
        setupStub(of: &mock.pongAction, return: 20)
        let pongs = spyCalls(of: &mock.pongAction)
        #expect(await mock.pingAction(1) == 10)
        #expect(try await mock.pongAction(1) == 20)
        #expect(pings == [1])
        #expect(pongs == [1])
    }

    @Test func genericRethrowingAndCompletionActions() async throws {
        setupStubSequence(of: &mock.decodeAction).when { $0.expects(User.self) }.returns(ada)
        let completions = spyCalls(of: &mock.refreshAction)
        setupStubSequence(of: &mock.refreshAction).answers { $0(3) }
        #expect(try await mock.decode(User.self, from: "{}") == ada)
        let done = CompletionRecorder<Int>()
        mock.refresh(completion: done.handler)
        #expect(completions.count == 1)
        #expect(await SKTVerify(done, .once, timeout: .seconds(5)))
        #expect(done.first == 3)
    }

    @Test func buildersOfEveryShape() async throws {
        let strict = HandRepositoryMock()
        strict.parseAction = registerStub(alwaysReturn: 9)
        #expect(try strict.parse("x") == 9)
        let lazyFetch = stub(of: numbers, alwaysReturn: [7])
        #expect(await lazyFetch(2) == [7])
        var declared: (Int) async -> Int = stub()
        let seen = spyCalls(of: &declared)
        #expect(await declared(3) == 0)
        #expect(seen == [3])
        var declaredVoid: (String) async throws -> Void = stub()
        setupStub(of: &declaredVoid, throw: ServiceError.offline)
        await #expect(throws: ServiceError.offline) { try await declaredVoid("x") }
        var withDefault: (Int) async -> String = byDefault { "n\($0)" }
        setupStubSequence(of: &withDefault).when(1).returnsOnce("one")
        #expect(await withDefault(1) == "one")
        #expect(await withDefault(2) == "n2")
    }
}

/// On the main actor, where the mock's `@MainActor` requirement is called without sending the mock
/// (a `@MainActor` test in the nonisolated suite above does not compile under
/// NonisolatedNonsendingByDefault: the `@Test` expansion sends the suite to the main actor).
@MainActor @Suite(.verifyStubs) struct HandMainActorTests {
    @Test func aMainActorAction() async {
        let mock = HandRepositoryMock()
        let presented = spyCalls(of: &mock.presentAction)
        setupStubSequence(of: &mock.presentAction).answers { _ in MainActor.assertIsolated() }
        await mock.present(User(id: 1, name: "Ada"))
        #expect(presented == [User(id: 1, name: "Ada")])
    }

    /// A `@concurrent` action runs off the main actor, but the synchronous closures this test gives
    /// its setup and spy are main-actor code (`pings` without `await`): StubKit runs them here.
    @Test func theTestsClosuresForAConcurrentActionRunOnTheMainActor() async {
        let mock = HandRepositoryMock()
        pings = 0
        let seen = spyCalls(of: &mock.pingAction) { value in
            MainActor.assertIsolated()
            return value
        }
        setupStubSequence(of: &mock.pingAction)
            .when { _ in
                MainActor.assertIsolated()
                return true
            }
            .answers { value in
                pings += 1
                return value * 10 + pings
            }
        #expect(await mock.pingAction(4) == 41)
        #expect(seen == [4])
    }
}

/// Main-actor state the test above uses without `await`.
@MainActor var pings = 0

/// The strict mocks: what a test allows answers, anything else is an issue naming the action.
@Suite nonisolated struct HandStrictMockTests {
    let ada = User(id: 1, name: "Ada")

    @Test func everyActionAnswersWhatItsTestAllows() async throws {
        let mock = HandStrictRepositoryMock()
        mock.nameAction = registerStub(alwaysReturn: "Ada")
        setupStub(of: &mock.parseAction, return: 1)
        setupStub(of: &mock.validateAction, throw: .notFound(2))
        setupStub(of: &mock.fetchAction, return: [1])
        setupStub(of: &mock.loadAction, return: ada)
        setupStub(of: &mock.removeAction, throw: .offline)
        setupStub(of: &mock.storeAction, return: true)
        setupStub(of: &mock.pongAction, return: 20)
        setupStub(of: &HandStrictRepositoryMock.statics.current.schemaAction, return: "v3")
        mock.limit = 20
        #expect(mock.name(id: 1) == "Ada")
        #expect(try mock.parse("1") == 1)
        #expect(throws: ServiceError.notFound(2)) { try mock.validate(ada) }
        #expect(await mock.fetch() == [1])
        #expect(try await mock.load(id: 2) == ada)
        await #expect(throws: ServiceError.offline) { try await mock.remove(id: 1) }
        #expect(await mock.store(ada, overwrite: true))
        #expect(try await mock.pongAction(1) == 20)
        #expect(HandStrictRepositoryMock.schema == "v3")
        #expect(mock.limit == 20)
    }

    @Test func aCallNobodyAllowedIsAnIssue() async {
        let mock = HandStrictRepositoryMock()
        withKnownIssue {
            #expect(mock.name(id: 1) == "")
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Unregistered strict stub 'nameAction' was called with 1.") == true
        }
        await withKnownIssue {
            #expect(await mock.pingAction(2) == 0)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Unregistered strict stub 'pingAction' was called with 2.") == true
        }
    }
}

@MainActor @Suite struct HandStrictMainActorTests {
    @Test func aStrictMainActorMock() async throws {
        let view = HandStrictUserViewMock()
        view.showAction = registerStub()
        setupStub(of: &view.confirmAction, return: true)
        view.show(User(id: 1, name: "Ada"))
        #expect(try await view.confirm("?"))
        await withKnownIssue {
            await view.showError("offline")
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Unregistered strict stub 'showErrorAction'") == true
        }
    }
}
