// The generate-mocks plugin's mocks of Services (Mocks/ServicesMocks.swift), declared `{ _ in … }`,
// set up, spied on and verified by the whole-test trait under every variant of Package.swift.
import Services
import StubKit
import Testing

@MainActor @Suite(.verifyStubs) struct GeneratedMockTests {
    let service = UserServiceMock()
    let view = UserViewMock()
    let ada = User(id: 1, name: "Ada")

    @Test func presenterShowsAndSavesTheUser() async {
        setupStub(of: &service.userAction, return: ada)
        let saved = spyCalls(of: &service.saveAction)
        let shown = spyCalls(of: &view.showAction)
        let titles = spyCalls(of: &view.titleStub.set)
        await UserPresenter(service: service, view: view).open(id: 1)
        #expect(saved == [ada])
        #expect(shown == [ada])
        #expect(titles == ["Ada"])
        #expect(view.title == "Ada")
    }

    @Test func oneCallLogAcrossTheServiceAndTheView() async {
        setupStub(of: &service.userAction, return: ada)
        let log = CallLog<String>()
        spyCalls(of: &service.userAction, into: log, as: "user")
        spyCalls(of: &service.saveAction, into: log) { "save \($0.name)" }
        spyCalls(of: &view.showAction, into: log) { "show \($0.name)" }
        spyCalls(of: &view.titleStub.set, into: log, as: "title")
        await UserPresenter(service: service, view: view).open(id: 1)
        #expect(SKTVerifyCalls(log, ["user(1)", #"title("Ada")"#, "show Ada", "save Ada"]))
        #expect(SKTVerifyCalls(log, including: ["user(1)", "save Ada"]))
    }

    @Test func aMissingUserIsReported() async {
        setupStubSequence(of: &service.userAction).when(2).throwsOnce(.notFound(2)).expect(.once)
        let errors = spyCalls(of: &view.showErrorAction)
        let saved = spyCalls(of: &service.saveAction, transform: { $0.name })
        await UserPresenter(service: service, view: view).open(id: 2)
        #expect(errors == ["no user 2"])
        #expect(saved.isEmpty)
    }

    @Test func everyServiceAndViewVerb() async throws {
        setupStubSequence(of: &service.fetchUsersAction).returnsOnce([ada]).returns([])
        setupStub(of: &service.countAction, return: 3)
        setupStubSequence(of: &service.cachedNameAction).when(1).returns("Ada")
        let counted = spyCalls(of: &service.countAction)
        let asked = setupStubSequence(of: &view.confirmAction).when("sure?").returns(true).expect(.once)
        let errors = setupStubSequence(of: &view.showErrorAction).answers { message in #expect(message == "boom") }
            .expect(.once)
        #expect(try await service.fetchUsers() == [ada])
        #expect(try await service.fetchUsers() == [])
        #expect(await service.count() == 3)
        #expect(service.cachedName(id: 1) == "Ada")
        #expect(counted.count == 1)
        #expect(try await view.confirm("sure?"))
        await view.showError("boom")
        SKTVerify(asked)
        SKTVerify(errors)
    }

    /// A `@MainActor` requirement of a nonisolated protocol, called from the main actor only: calling
    /// the mock's nonisolated async methods from here too would send it off the main actor in
    /// Swift 6 mode, and calling this one from a nonisolated test sends it there under
    /// NonisolatedNonsendingByDefault.
    @Test func aMainActorRequirementOfANonisolatedProtocol() async {
        let repository = RepositoryMock()
        let presented = spyCalls(of: &repository.presentAction)
        setupStubSequence(of: &repository.presentAction).answers { _ in MainActor.assertIsolated() }
        await repository.present(ada)
        #expect(presented == [ada])
    }

    /// Under NonisolatedNonsendingByDefault the mock's method runs on its caller's actor, and so do
    /// its answer and the closure it hands on. (Without the feature, this call would send the
    /// main actor's closure to a `@concurrent` method: aClosureParameterReachesTheAnswer covers it.)
    @Test func aClosureParameterIsAnsweredOnTheCallersActor() async throws {
        #if hasFeature(NonisolatedNonsendingByDefault)
            let middleware = MiddlewareMock()
            setupStubSequence(of: &middleware.interceptAction).answers { user, next in
                MainActor.assertIsolated("a nonsending mock's answer runs on its caller's actor")
                return try await next(User(id: user.id, name: user.name + "!"))
            }
            let user = try await middleware.intercept(ada) { user in
                MainActor.assertIsolated("and so does the closure it calls")
                return user
            }
            #expect(user.name == "Ada!")
        #endif
    }

    @Test func theGenericStoreAnswersEveryType() async throws {
        let store = KeyValueStoreMock<String>()
        setupStubSequence(of: &store.valueAction).when { $0.expects(Int.self) }.returns(5)
        setupStubSequence(of: &store.valueAction).when { $0.expects(String.self) }.returns("five")
        let sets = spyCalls(of: &store.setAction, transform: { $0.arguments.1 })
        setupStub(of: &store.keysAction, return: ["a"])
        #expect(try await store.value(for: "n", as: Int.self) == 5)
        #expect(try await store.value(for: "s", as: String.self) == "five")
        await store.set(1, for: "a")
        #expect(sets == ["a"])
        #expect(await store.keys() == ["a"])
    }
}

/// Nonisolated: `RepositoryMock` is not `Sendable`, and its nonisolated async methods are called here.
@Suite(.verifyStubs) nonisolated struct GeneratedRepositoryMockTests {
    let ada = User(id: 1, name: "Ada")

    @Test func theGeneratedRepositoryMock() async throws {
        let repository = RepositoryMock()
        setupStub(of: &RepositoryMock.statics.current.schemaAction, return: "v2")
        setupStub(of: &repository.fetchAction, return: [1])
        setupStub(of: &repository.removeAction, throw: .offline)
        setupStubSequence(of: &repository.loadAction).when(3).returns(ada)
        let stored = spyCalls(of: &repository.storeAction)
        setupStubSequence(of: &repository.decodeAction).when { $0.expects(Int.self) }.returns(42)
        repository.transactionAction = { call in try call.arguments() }
        repository.refreshAction = { $0(9) }
        #expect(RepositoryMock.schema == "v2")
        #expect(await repository.fetch() == [1])
        await #expect(throws: ServiceError.offline) { try await repository.remove(id: 1) }
        #expect(try await repository.load(id: 3) == ada)
        _ = await repository.store(ada, overwrite: true)
        #expect(stored.first?.1 == true)
        #expect(try await repository.decode(Int.self, from: "42") == 42)
        #expect(repository.transaction { 7 } == 7)
        let done = CompletionRecorder<Int>()
        repository.refresh(completion: done.handler)
        #expect(done.all == [9])
    }

    @Test func aClosureParameterReachesTheAnswer() async throws {
        let middleware = MiddlewareMock()
        let seen = spyCalls(of: &middleware.interceptAction, transform: { user, _ in user.name })
        setupStubSequence(of: &middleware.interceptAction).answers { user, next in
            try await next(User(id: user.id, name: user.name + "!"))
        }
        #expect(try await middleware.intercept(ada) { user in user }.name == "Ada!")
        #expect(seen == ["Ada"])
    }

    @Test func aRethrowingMethodRunsItsClosureThroughItsAction() async throws {
        let middleware = MiddlewareMock()
        middleware.retryingAction = { call in
            let body = call.arguments
            do { return try await body() } catch { return try await body() }  // one retry
        }
        let attempts = Attempts()
        let value = try await middleware.retrying { () async throws -> Int in
            if await attempts.next() == 1 { throw ServiceError.offline }
            return 7
        }
        #expect(value == 7)
        #expect(await attempts.count == 2)
    }
}

/// Counts calls from any isolation.
actor Attempts {
    var count = 0
    func next() -> Int {
        count += 1
        return count
    }
}
