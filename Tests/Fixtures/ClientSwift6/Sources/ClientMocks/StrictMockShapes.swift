// The mocks of ShapeMocks.swift and ConcurrencyMocks.swift made strict in one line, `StrictMock`,
// with the same `stub(of:)` and `stub()` lines: compiled in the Swift 6 and Swift 5 client packages
// (ClientSwift5 links to this file), and run by ClientTests/StrictMockClient.swift.
import Foundation
import StubKit

final class StrictMockServiceMock: Service, StrictMock {
    lazy var pingAction = stub(of: ping)
    func ping() { pingAction(()) }
    lazy var countAction = stub(of: count)
    func count() -> Int { countAction(()) }
    lazy var addUserAction = stub(of: addUser)
    func addUser(name: String) -> Bool { addUserAction(name) }
    lazy var addAccountAction = stub(of: addAccount)
    func addAccount(givenName: String, lastName: String) -> Int { addAccountAction((givenName, lastName)) }
    // A result without a default value: a strict mock's `stub(of:)` accepts it.
    lazy var accountAction = stub(of: account)
    func account(id: Int) -> Account { accountAction(id) }
    lazy var saveAction = stub(of: save)
    func save(_ id: Int) throws { try saveAction(id) }
    lazy var loadAction = stub(of: load)
    func load(id: Int) throws -> String { try loadAction(id) }
    lazy var fetchAccountAction = stub(of: fetchAccount)
    func fetchAccount(id: Int) throws -> Account { try fetchAccountAction(id) }
    lazy var parseAction = stub(of: parse)
    func parse(_ text: String) throws(ParseError) -> Int { try parseAction(text) }
    lazy var parseAccountAction = stub(of: parseAccount, alwaysThrow: ParseError(reason: "account"))
    func parseAccount(_ text: String) throws(ParseError) -> Account { try parseAccountAction(text) }
    lazy var refreshAction = stub(of: refresh)
    func refresh() async { await refreshAction(()) }
    lazy var loadNameAction = stub(of: loadName)
    func loadName(id: Int) async -> String { await loadNameAction(id) }
    lazy var uploadAction = stub(of: upload)
    func upload(_ data: Data) async throws { try await uploadAction(data) }
    lazy var downloadAction = stub(of: download, alwaysReturn: Data([1]))
    func download(id: Int) async throws -> Data { try await downloadAction(id) }
    lazy var parseRemoteAction = stub(of: parseRemote)
    func parseRemote(_ text: String) async throws(ParseError) -> Int { try await parseRemoteAction(text) }
    lazy var logAction = stub(of: log(_:))
    func log(_ message: @autoclosure () -> String) { logAction(message()) }
    lazy var logLevelAction = stub(of: log(_:level:))
    func log(_ message: @autoclosure () -> String, level: Int) -> Bool {
        withoutActuallyEscaping(message) { logLevelAction(($0, level)) }
    }
    lazy var enumerateUsersAction = stub(of: enumerateUsers)
    func enumerateUsers(_ body: (String) -> Void) {
        withoutActuallyEscaping(body) { enumerateUsersAction($0) }
    }
    lazy var fetchUsersAction = stub(of: fetchUsers)
    func fetchUsers(completion: @escaping ([String]) -> Void) { fetchUsersAction(completion) }
    lazy var observeAction = stub(of: observe)
    func observe(_ handler: @escaping (Int) throws -> Void) { observeAction(handler) }
    lazy var transactionAction = stub(of: transaction)
    func transaction(_ body: () throws -> Void) throws -> Bool {
        try withoutActuallyEscaping(body) { try transactionAction($0) }
    }
    lazy var insertAction = stub(of: insert(_:))
    func insert(_ name: String) -> Bool { insertAction(name) }
    lazy var insertAtAction = stub(of: insert(_:at:))
    func insert(_ name: String, at date: Date) -> Bool { insertAtAction((name, date)) }
    lazy var removeNameAction: (String) -> Bool = stub(of: remove)
    func remove(_ name: String) -> Bool { removeNameAction(name) }
    lazy var removeIDAction: (Int) -> Bool = stub(of: remove)
    func remove(_ id: Int) -> Bool { removeIDAction(id) }
}

/// A `@MainActor` mock whose actions are declared with their type.
///
/// Stored properties, whose initializers find the strict mock's static `stub`. Typed throws name
/// their error type.
@MainActor
final class StrictSyncDaemonMock: SyncDaemon, StrictMock {
    init() {}

    var createSessionAction:
        @MainActor @Sendable ((SessionRequest, (@MainActor (String) -> Void)?)) async throws(DaemonError) -> Void =
            stub(throwing: DaemonError.self, name: "createSessionAction")
    func createSession(
        _ request: SessionRequest, prompt: (@MainActor (String) -> Void)?
    ) async throws(DaemonError) {
        try await createSessionAction((request, prompt))
    }

    var openAction: @MainActor @Sendable (SessionRequest) async -> SessionRequest = stub(name: "openAction")
    func open(_ request: SessionRequest) async -> SessionRequest { await openAction(request) }
}

/// Another global actor's mock.
@StorageActor
final class StrictArchiveMock: Archive, StrictMock {
    init() {}
    var restoreAction: (SessionRequest) throws(DaemonError) -> Int = stub(throwing: DaemonError.self)
    func restore(_ request: SessionRequest) async throws(DaemonError) -> Int { try restoreAction(request) }
}

/// A generic mock whose statics live in a nested holder: the holder's actions are strict too.
final class StrictSQLValueMock<Datatype>: SQLValue, StrictMock {
    final class Statics: @unchecked Sendable {
        var declaredDatatypeAction: (()) -> String = stub(name: "declaredDatatypeAction")
        var fromDatatypeValueAction: (Datatype) throws -> StrictSQLValueMock = stub()
        var initAction: ((Datatype, StrictSQLValueMock)) -> Void = stub(alwaysReturn: ())
    }
    static var statics: TestScoped<Statics> { TestScoped(for: Self.self) { Statics() } }

    static var declaredDatatype: String { statics.current.declaredDatatypeAction(()) }
    static func fromDatatypeValue(_ datatypeValue: Datatype) throws -> StrictSQLValueMock {
        try statics.current.fromDatatypeValueAction(datatypeValue)
    }
    init(datatypeValue: Datatype) { Self.statics.current.initAction((datatypeValue, self)) }
}

/// An actor mock: its actions in a nested, nonisolated holder, and one `lazy var` of its own.
actor StrictConnectionMock: Connection, StrictMock {
    final class Statics: @unchecked Sendable {
        var defaultPortAction: (()) -> Int = stub(name: "defaultPortAction")
        var initAction: ((String, StrictConnectionMock)) -> Void = stub(alwaysReturn: ())
    }
    static let statics = TestScoped { Statics() }

    static var defaultPort: Int { statics.current.defaultPortAction(()) }
    init(host: String) { Self.statics.current.initAction((host, self)) }

    lazy var pingAction = stub(of: ping)
    func ping() -> Int { pingAction(()) }
}

/// A `Sendable` mock: stored `let` actions, no `lazy var`.
final class StrictSendableServiceMock: Sendable, StrictMock {
    let fetchAction: @Sendable (Int) async throws -> [Int] = stub(name: "fetchAction")
    let countAction: @Sendable (()) async -> Int = stub(name: "countAction")
}
