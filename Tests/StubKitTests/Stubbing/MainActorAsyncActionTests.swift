import Testing

@testable import StubKit

/// A request that is not `Sendable`, as in many daemon and UI protocols.
final class SessionRequest: CustomStringConvertible {
    var name: String
    init(name: String) { self.name = name }
    var description: String { "SessionRequest(\(name))" }
}

/// A result that is not `Sendable`.
final class DaemonSession {
    let id: Int
    init(id: Int) { self.id = id }
}

enum DaemonError: Error, Equatable {
    case offline
    case refused
}

@MainActor
protocol Daemon {
    func createSession(arg: SessionRequest, promptCallback: (@MainActor (String) -> Void)?) async throws(DaemonError)
    func open(_ request: SessionRequest) async -> DaemonSession
    func count(_ request: SessionRequest) async throws -> Int
}

/// `@MainActor` async methods whose arguments and results are not `Sendable`: declared
/// `@MainActor` async actions, which stay on the main actor.
@MainActor
final class DaemonMock: Daemon {
    var createSessionAction:
        @MainActor @Sendable ((SessionRequest, (@MainActor (String) -> Void)?)) async throws(DaemonError) -> Void =
            stub()
    func createSession(arg: SessionRequest, promptCallback: (@MainActor (String) -> Void)?) async throws(DaemonError) {
        try await createSessionAction((arg, promptCallback))
    }

    var openAction: @MainActor @Sendable (SessionRequest) async -> DaemonSession = stub(
        alwaysReturn: DaemonSession(id: 0))
    func open(_ request: SessionRequest) async -> DaemonSession { await openAction(request) }

    var countAction: @MainActor @Sendable (SessionRequest) async throws -> Int = stub()
    func count(_ request: SessionRequest) async throws -> Int { try await countAction(request) }
}

// Linux XCTest cannot run `@MainActor` test methods: the main-actor forms are tested with Swift Testing.
@MainActor
@Suite struct MainActorAsyncActionTests {
    @Test func declaredActionsTakeDefaultsValuesAndErrors() async throws {
        let daemon = DaemonMock()
        try await daemon.createSession(arg: SessionRequest(name: "a"), promptCallback: nil)
        #expect(await daemon.open(SessionRequest(name: "a")).id == 0)
        #expect(try await daemon.count(SessionRequest(name: "a")) == 0)

        daemon.createSessionAction = stub(alwaysThrow: .refused)
        await #expect(throws: DaemonError.refused) {
            try await daemon.createSession(arg: SessionRequest(name: "b"), promptCallback: nil)
        }
        daemon.openAction = registerStub(alwaysReturn: { @MainActor in DaemonSession(id: 5) })
        #expect(await daemon.open(SessionRequest(name: "c")).id == 5)
        daemon.countAction = registerStub(alwaysThrow: DaemonError.offline)
        await #expect(throws: DaemonError.offline) { try await daemon.count(SessionRequest(name: "d")) }
    }

    @Test func setupsAnswerWithNonSendableArgumentsOnTheMainActor() async throws {
        let daemon = DaemonMock()
        setupStubSequence(of: &daemon.createSessionAction)
            .when { $0.0.name == "locked" }
            .throwsOnce(.refused)
            .answers { request, prompt in prompt?("password for \(request.name)") }
        var prompts: [String] = []
        await #expect(throws: DaemonError.refused) {
            try await daemon.createSession(arg: SessionRequest(name: "locked"), promptCallback: { prompts.append($0) })
        }
        try await daemon.createSession(arg: SessionRequest(name: "locked"), promptCallback: { prompts.append($0) })
        try await daemon.createSession(arg: SessionRequest(name: "open"), promptCallback: { prompts.append($0) })
        #expect(prompts == ["password for locked"])

        let first = DaemonSession(id: 1)
        setupStub(of: &daemon.openAction, return: DaemonSession(id: 2))
        setupStubSequence(of: &daemon.openAction, for: { $0.name == "first" }).returnsOnce(first)
        #expect(await daemon.open(SessionRequest(name: "first")) === first)
        #expect(await daemon.open(SessionRequest(name: "first")).id == 2)

        setupStubSequence(of: &daemon.countAction).returnsOnce(7)
        #expect(try await daemon.count(SessionRequest(name: "x")) == 7)
        setupStub(of: &daemon.countAction, throw: DaemonError.offline)
        await #expect(throws: DaemonError.offline) { try await daemon.count(SessionRequest(name: "y")) }
    }

    /// `setupStubSequence(of:for:)` on a non-throwing async action: other calls go to the action below.
    @Test func aSetupForSomeCallsLeavesTheOthersToTheActionBelow() async {
        let daemon = DaemonMock()
        let urgent = DaemonSession(id: 1)
        setupStubSequence(of: &daemon.openAction, for: { $0.name == "urgent" }).returns(urgent)
        #expect(await daemon.open(SessionRequest(name: "later")).id == 0)  // the declared default
        #expect(await daemon.open(SessionRequest(name: "urgent")) === urgent)
        #expect(await daemon.open(SessionRequest(name: "later")).id == 0)
    }

    /// `setupStubSequence(of:for:)` on a throwing async action (typed and untyped throws).
    @Test func aThrowingSetupForSomeCallsLeavesTheOthersToTheActionBelow() async throws {
        let daemon = DaemonMock()
        setupStubSequence(of: &daemon.countAction, for: { $0.name == "inbox" }).returns(7)
        #expect(try await daemon.count(SessionRequest(name: "archive")) == 0)
        #expect(try await daemon.count(SessionRequest(name: "inbox")) == 7)

        setupStubSequence(of: &daemon.createSessionAction, for: { $0.0.name == "locked" }).throws(.refused)
        try await daemon.createSession(arg: SessionRequest(name: "open"), promptCallback: nil)
        await #expect(throws: DaemonError.refused) {
            try await daemon.createSession(arg: SessionRequest(name: "locked"), promptCallback: nil)
        }
    }

    @Test func spiesRecordNonSendableArguments() async throws {
        let daemon = DaemonMock()
        let names = spyCalls(of: &daemon.createSessionAction, transform: { $0.0.name })
        let requests = spyCalls(of: &daemon.openAction)
        let weakRequests = spyWeaklyCalls(of: &daemon.openAction)
        let weakNames = spyWeaklyCalls(of: &daemon.countAction, transform: { $0 })
        let recorded = spyCalls(of: &daemon.countAction, recorder: ArgRecords<SessionRequest>.self)
        let request = SessionRequest(name: "kept")
        try await daemon.createSession(arg: SessionRequest(name: "s"), promptCallback: nil)
        _ = await daemon.open(request)
        _ = try await daemon.count(request)
        #expect(names == ["s"])
        #expect(requests.map(\.name) == ["kept"])
        #expect(weakRequests.first === request)
        #expect(weakNames.first === request)
        #expect(recorded.map(\.name) == ["kept"])
        _ = spyCalls(of: &daemon.openAction, transform: \.name)
        _ = spyCalls(of: &daemon.countAction)
        _ = spyWeaklyCalls(of: &daemon.openAction, transform: { $0 })
        _ = spyWeaklyCalls(of: &daemon.countAction)
        _ = spyCalls(of: &daemon.openAction, recorder: ArgRecords<SessionRequest>.self)
    }

    @Test func anUnmetExpectationDescribesTheNonSendableArguments() async throws {
        let daemon = DaemonMock()
        let line: UInt = #line + 1
        let sequence = setupStubSequence(of: &daemon.openAction).when { $0.name == "main" }.expect(.once)
        _ = await daemon.open(SessionRequest(name: "side"))
        let failures = recordingFailures { SKTVerify(sequence) }
        #expect(
            failures.map(\.message) == [
                Messages.expectationNotMet(
                    sequenceSite: "StubKitTests/MainActorAsyncActionTests.swift:\(line)",
                    conditions: "when(predicate)",
                    failure: Messages.unmetExpectations("once", count: 0, calls: "SessionRequest(side)"))
            ])
    }

    @Test func theMainActorAlwaysThrowServesSynchronousActionsToo() {
        let validate: @MainActor (SessionRequest) throws(DaemonError) -> Int = stub(alwaysThrow: .refused)
        let untyped: @MainActor (SessionRequest) throws -> Int = stub(alwaysThrow: DaemonError.offline)
        let plain: (Int) throws(DaemonError) -> Int = stub(alwaysThrow: .offline)
        #expect(throws: DaemonError.refused) { _ = try validate(SessionRequest(name: "v")) }
        #expect(throws: DaemonError.offline) { _ = try untyped(SessionRequest(name: "u")) }
        #expect(throws: DaemonError.offline) { _ = try plain(1) }
    }

    @Test func aTypedThrowingSequenceThrowsItsOwnErrorType() async {
        let daemon = DaemonMock()
        setupStub(of: &daemon.createSessionAction, throw: .offline)
        do throws(DaemonError) {
            try await daemon.createSession(arg: SessionRequest(name: "t"), promptCallback: nil)
            Issue.record("expected a DaemonError")
        } catch {
            #expect(error == .offline)
        }
    }
}

@globalActor actor StorageActor {
    static let shared = StorageActor()
}

@StorageActor
protocol Storage {
    func load(_ request: SessionRequest) async throws(DaemonError) -> DaemonSession
}

/// Another global actor: a synchronous action, which the isolated async method calls without `await`.
@StorageActor
final class StorageMock: Storage {
    var loadAction: (SessionRequest) throws(DaemonError) -> DaemonSession = stub(alwaysReturn: DaemonSession(id: 0))
    func load(_ request: SessionRequest) async throws(DaemonError) -> DaemonSession { try loadAction(request) }
}

@StorageActor
@Test func anotherGlobalActorUsesASynchronousAction() async throws {
    let storage = StorageMock()
    let loaded = spyCalls(of: &storage.loadAction, transform: \.name)
    setupStubSequence(of: &storage.loadAction).throwsOnce(.offline).returns(DaemonSession(id: 3))
    await #expect(throws: DaemonError.offline) { _ = try await storage.load(SessionRequest(name: "a")) }
    let session = try await storage.load(SessionRequest(name: "b"))
    #expect(session.id == 3)
    #expect(loaded == ["a", "b"])
}
