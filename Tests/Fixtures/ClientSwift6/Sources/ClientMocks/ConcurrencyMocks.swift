// Issue 21's shapes, compiled in Swift 6 and Swift 5 language modes: `@MainActor` async methods
// whose arguments are not `Sendable`, another global actor's async method, and the statics of a
// generic mock and of an actor mock.
import StubKit

final class SessionRequest {
    let name: String
    init(name: String) { self.name = name }
}

enum DaemonError: Error, Equatable {
    case refused
}

@MainActor
protocol SyncDaemon {
    func createSession(_ request: SessionRequest, prompt: (@MainActor (String) -> Void)?) async throws(DaemonError)
    func open(_ request: SessionRequest) async -> SessionRequest
}

/// `@MainActor @Sendable`: Swift 5 mode does not make a global actor's function types `Sendable`.
@MainActor
final class SyncDaemonMock: SyncDaemon {
    init() {}

    var createSessionAction:
        @MainActor @Sendable ((SessionRequest, (@MainActor (String) -> Void)?)) async throws(DaemonError) -> Void =
            stub()
    func createSession(
        _ request: SessionRequest, prompt: (@MainActor (String) -> Void)?
    ) async throws(DaemonError) {
        try await createSessionAction((request, prompt))
    }

    // Not `stub(alwaysReturn:)`: its asynchronous closure is not `Sendable` (it holds the value),
    // and Swift 5 mode warns converting it to a `@MainActor @Sendable` action (SwiftSettings.md).
    var openAction: @MainActor @Sendable (SessionRequest) async -> SessionRequest = { @MainActor _ in
        SessionRequest(name: "")
    }
    func open(_ request: SessionRequest) async -> SessionRequest { await openAction(request) }
}

/// Sets up and spies on every `@MainActor` async shape.
@MainActor
func configureDaemon(_ daemon: SyncDaemonMock) -> ArgRecords<String> {
    let names = spyCalls(of: &daemon.createSessionAction, transform: { $0.0.name })
    setupStubSequence(of: &daemon.createSessionAction)
        .when { $0.0.name == "locked" }
        .throwsOnce(.refused)
        .answers { request, prompt in prompt?(request.name) }
    setupStub(of: &daemon.createSessionAction, throw: .refused)
    _ = spyWeaklyCalls(of: &daemon.openAction)
    setupStubSequence(of: &daemon.openAction, for: { $0.name == "a" }).returnsOnce(SessionRequest(name: "b"))
    setupStub(of: &daemon.openAction, return: SessionRequest(name: "c"))
    daemon.createSessionAction = stub(alwaysThrow: .refused)
    daemon.openAction = registerStub(alwaysReturn: { @MainActor in SessionRequest(name: "d") })
    return names
}

@globalActor actor StorageActor {
    static let shared = StorageActor()
}

@StorageActor
protocol Archive {
    func restore(_ request: SessionRequest) async throws(DaemonError) -> Int
}

@StorageActor
final class ArchiveMock: Archive {
    init() {}
    var restoreAction: (SessionRequest) throws(DaemonError) -> Int = stub()
    func restore(_ request: SessionRequest) async throws(DaemonError) -> Int { try restoreAction(request) }
}

protocol SQLValue {
    associatedtype Datatype
    static var declaredDatatype: String { get }
    static func fromDatatypeValue(_ datatypeValue: Datatype) throws -> Self
    init(datatypeValue: Datatype)
}

final class SQLValueMock<Datatype>: SQLValue {
    final class Statics: @unchecked Sendable {
        var declaredDatatypeAction: (()) -> String = stub()
        var fromDatatypeValueAction: (Datatype) throws -> SQLValueMock = { SQLValueMock(datatypeValue: $0) }
        var initAction: ((Datatype, SQLValueMock)) -> Void = stub()
    }
    static var statics: TestScoped<Statics> { TestScoped(for: Self.self) { Statics() } }

    static var declaredDatatype: String { statics.current.declaredDatatypeAction(()) }
    static func fromDatatypeValue(_ datatypeValue: Datatype) throws -> SQLValueMock {
        try statics.current.fromDatatypeValueAction(datatypeValue)
    }
    init(datatypeValue: Datatype) { Self.statics.current.initAction((datatypeValue, self)) }
}

protocol Connection: Actor {
    static var defaultPort: Int { get }
    init(host: String)
}

actor ConnectionMock: Connection {
    final class Statics: @unchecked Sendable {
        var defaultPortAction: (()) -> Int = stub(alwaysReturn: 5432)
        var initAction: ((String, ConnectionMock)) -> Void = stub()
    }
    static let statics = TestScoped { Statics() }

    static var defaultPort: Int { statics.current.defaultPortAction(()) }
    init(host: String) { Self.statics.current.initAction((host, self)) }
}
