import Foundation
import StubKit

// Mocks for every function shape a protocol can declare, written the way a user writes them:
// `lazy var xAction = stub(of: x)` and a body that forwards the arguments. The tests in this
// folder call them; that they compile is itself part of the test.

struct ParseError: Error, Equatable {
    var reason: String
}

struct ShapeError: Error, Equatable {
    var code: Int
}

/// Has no default value: stubs of functions returning it need `alwaysReturn:`.
struct Account: Equatable {
    var id: Int
}

protocol ShapeService {
    // Sync.
    func ping()
    func count() -> Int
    func addUser(name: String) -> Bool
    func addAccount(givenName: String, lastName: String) -> Int
    func account(id: Int) -> Account
    // Throwing, untyped.
    func save(_ id: Int) throws
    func load(id: Int) throws -> String
    func fetchAccount(id: Int) throws -> Account
    // Throwing, typed.
    func parse(_ text: String) throws(ParseError) -> Int
    func validate(_ text: String) throws(ParseError)
    func parseAccount(_ text: String) throws(ParseError) -> Account
    // Async.
    func refresh() async
    func loadName(id: Int) async -> String
    func loadAccount(id: Int) async -> Account
    // Async throwing.
    func upload(_ data: Data) async throws
    func download(id: Int) async throws -> Data
    func downloadAccount(id: Int) async throws -> Account
    func parseRemote(_ text: String) async throws(ParseError) -> Int
    // @autoclosure, alone and beside another parameter.
    func log(_ message: @autoclosure () -> String)
    func log(_ message: @autoclosure () -> String, level: Int) -> Bool
    func check(_ condition: @autoclosure () -> Bool) throws -> Int
    // Closure parameters.
    func enumerateUsers(_ body: (String) -> Void)
    func fetchUsers(completion: @escaping ([String]) -> Void)
    func observe(_ handler: @escaping (Int) throws -> Void)
    func transaction(_ body: () throws -> Void) throws -> Bool
    // Overloads: by full name, and by declared type.
    func insert(_ name: String) -> Bool
    func insert(_ name: String, at date: Date) -> Bool
    func remove(_ name: String) -> Bool
    func remove(_ id: Int) -> Bool
}

final class ShapeServiceMock: ShapeService {
    lazy var pingAction = stub(of: ping)
    func ping() { pingAction(()) }
    lazy var countAction = stub(of: count)
    func count() -> Int { countAction(()) }
    lazy var addUserAction = stub(of: addUser)
    func addUser(name: String) -> Bool { addUserAction(name) }
    lazy var addAccountAction = stub(of: addAccount)
    func addAccount(givenName: String, lastName: String) -> Int { addAccountAction((givenName, lastName)) }
    lazy var accountAction = stub(of: account, alwaysReturn: Account(id: 7))
    func account(id: Int) -> Account { accountAction(id) }

    lazy var saveAction = stub(of: save)
    func save(_ id: Int) throws { try saveAction(id) }
    lazy var loadAction = stub(of: load)
    func load(id: Int) throws -> String { try loadAction(id) }
    lazy var fetchAccountAction = stub(of: fetchAccount, alwaysThrow: ShapeError(code: 1))
    func fetchAccount(id: Int) throws -> Account { try fetchAccountAction(id) }

    lazy var parseAction = stub(of: parse)
    func parse(_ text: String) throws(ParseError) -> Int { try parseAction(text) }
    lazy var validateAction = stub(of: validate)
    func validate(_ text: String) throws(ParseError) { try validateAction(text) }
    lazy var parseAccountAction = stub(of: parseAccount, alwaysThrow: ParseError(reason: "account"))
    func parseAccount(_ text: String) throws(ParseError) -> Account { try parseAccountAction(text) }

    lazy var refreshAction = stub(of: refresh)
    func refresh() async { await refreshAction(()) }
    lazy var loadNameAction = stub(of: loadName)
    func loadName(id: Int) async -> String { await loadNameAction(id) }
    lazy var loadAccountAction = stub(of: loadAccount, alwaysReturn: Account(id: 3))
    func loadAccount(id: Int) async -> Account { await loadAccountAction(id) }

    lazy var uploadAction = stub(of: upload)
    func upload(_ data: Data) async throws { try await uploadAction(data) }
    lazy var downloadAction = stub(of: download)
    func download(id: Int) async throws -> Data { try await downloadAction(id) }
    lazy var downloadAccountAction = stub(of: downloadAccount, alwaysThrow: ShapeError(code: 2))
    func downloadAccount(id: Int) async throws -> Account { try await downloadAccountAction(id) }
    lazy var parseRemoteAction = stub(of: parseRemote)
    func parseRemote(_ text: String) async throws(ParseError) -> Int { try await parseRemoteAction(text) }

    lazy var logAction = stub(of: log(_:))
    func log(_ message: @autoclosure () -> String) { logAction(message()) }
    lazy var logLevelAction = stub(of: log(_:level:))
    func log(_ message: @autoclosure () -> String, level: Int) -> Bool {
        withoutActuallyEscaping(message) { logLevelAction(($0, level)) }
    }
    lazy var checkAction = stub(of: check)
    func check(_ condition: @autoclosure () -> Bool) throws -> Int { try checkAction(condition()) }

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

@MainActor
protocol ScreenModel {
    func title() -> String
    func select(_ index: Int)
    func selection() -> Account
    func render(_ id: Int) throws -> String
    func decode(_ text: String) throws(ParseError) -> Int
    func commit() throws
    func reload() async -> Int
    func reloadAll() async throws -> [String]
}

@MainActor
final class ScreenModelMock: ScreenModel {
    lazy var titleAction = stub(of: title)
    func title() -> String { titleAction(()) }
    lazy var selectAction = stub(of: select)
    func select(_ index: Int) { selectAction(index) }
    lazy var selectionAction = stub(of: selection, alwaysReturn: Account(id: 9))
    func selection() -> Account { selectionAction(()) }
    lazy var renderAction = stub(of: render)
    func render(_ id: Int) throws -> String { try renderAction(id) }
    lazy var decodeAction = stub(of: decode)
    func decode(_ text: String) throws(ParseError) -> Int { try decodeAction(text) }
    lazy var commitAction = stub(of: commit, alwaysThrow: ShapeError(code: 5))
    func commit() throws { try commitAction(()) }
    lazy var reloadAction = stub(of: reload)
    func reload() async -> Int { await reloadAction(()) }
    lazy var reloadAllAction = stub(of: reloadAll)
    func reloadAll() async throws -> [String] { try await reloadAllAction(()) }
}
