// Mocks for every function shape, written as a StubKit user writes them. This file is shared by
// the Swift 6 and Swift 5 client packages (ClientSwift5 links to it): it only has to compile.
import Foundation
import StubKit

struct ParseError: Error, Equatable {
    var reason: String
}

struct ClientError: Error {}

/// Has no default value: its stubs need `alwaysReturn:` or a strict stub.
struct Account: Equatable {
    var id: Int
}

protocol Service {
    func ping()
    func count() -> Int
    func addUser(name: String) -> Bool
    func addAccount(givenName: String, lastName: String) -> Int
    func account(id: Int) -> Account
    func save(_ id: Int) throws
    func load(id: Int) throws -> String
    func fetchAccount(id: Int) throws -> Account
    func parse(_ text: String) throws(ParseError) -> Int
    func parseAccount(_ text: String) throws(ParseError) -> Account
    func refresh() async
    func loadName(id: Int) async -> String
    func upload(_ data: Data) async throws
    func download(id: Int) async throws -> Data
    func parseRemote(_ text: String) async throws(ParseError) -> Int
    func log(_ message: @autoclosure () -> String)
    func log(_ message: @autoclosure () -> String, level: Int) -> Bool
    func enumerateUsers(_ body: (String) -> Void)
    func fetchUsers(completion: @escaping ([String]) -> Void)
    func observe(_ handler: @escaping (Int) throws -> Void)
    func transaction(_ body: () throws -> Void) throws -> Bool
    func insert(_ name: String) -> Bool
    func insert(_ name: String, at date: Date) -> Bool
    func remove(_ name: String) -> Bool
    func remove(_ id: Int) -> Bool
}

final class ServiceMock: Service {
    lazy var pingAction = stub(of: ping)
    func ping() { pingAction(()) }
    lazy var countAction = stub(of: count)
    func count() -> Int { countAction(()) }
    lazy var addUserAction = stub(of: addUser)
    func addUser(name: String) -> Bool { addUserAction(name) }
    lazy var addAccountAction = stub(of: addAccount)
    func addAccount(givenName: String, lastName: String) -> Int { addAccountAction((givenName, lastName)) }
    lazy var accountAction = stub(of: account, alwaysReturn: Account(id: 1))
    func account(id: Int) -> Account { accountAction(id) }
    lazy var saveAction = stub(of: save)
    func save(_ id: Int) throws { try saveAction(id) }
    lazy var loadAction = stub(of: load)
    func load(id: Int) throws -> String { try loadAction(id) }
    lazy var fetchAccountAction = stub(of: fetchAccount, alwaysThrow: ClientError())
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

final class StrictServiceMock: Service {
    lazy var pingAction = strictStub(of: ping)
    func ping() { pingAction(()) }
    lazy var countAction = strictStub(of: count)
    func count() -> Int { countAction(()) }
    lazy var addUserAction = strictStub(of: addUser)
    func addUser(name: String) -> Bool { addUserAction(name) }
    lazy var addAccountAction = strictStub(of: addAccount)
    func addAccount(givenName: String, lastName: String) -> Int { addAccountAction((givenName, lastName)) }
    lazy var accountAction = strictStub(of: account)
    func account(id: Int) -> Account { accountAction(id) }
    lazy var saveAction = strictStub(of: save)
    func save(_ id: Int) throws { try saveAction(id) }
    lazy var loadAction = strictStub(of: load)
    func load(id: Int) throws -> String { try loadAction(id) }
    lazy var fetchAccountAction = strictStub(of: fetchAccount)
    func fetchAccount(id: Int) throws -> Account { try fetchAccountAction(id) }
    lazy var parseAction = strictStub(of: parse)
    func parse(_ text: String) throws(ParseError) -> Int { try parseAction(text) }
    lazy var parseAccountAction = strictStub(of: parseAccount)
    func parseAccount(_ text: String) throws(ParseError) -> Account { try parseAccountAction(text) }
    lazy var refreshAction = strictStub(of: refresh)
    func refresh() async { await refreshAction(()) }
    lazy var loadNameAction = strictStub(of: loadName)
    func loadName(id: Int) async -> String { await loadNameAction(id) }
    lazy var uploadAction = strictStub(of: upload)
    func upload(_ data: Data) async throws { try await uploadAction(data) }
    lazy var downloadAction = strictStub(of: download)
    func download(id: Int) async throws -> Data { try await downloadAction(id) }
    lazy var parseRemoteAction = strictStub(of: parseRemote)
    func parseRemote(_ text: String) async throws(ParseError) -> Int { try await parseRemoteAction(text) }
    lazy var logAction = strictStub(of: log(_:))
    func log(_ message: @autoclosure () -> String) { logAction(message()) }
    lazy var logLevelAction = strictStub(of: log(_:level:))
    func log(_ message: @autoclosure () -> String, level: Int) -> Bool {
        withoutActuallyEscaping(message) { logLevelAction(($0, level)) }
    }
    lazy var enumerateUsersAction = strictStub(of: enumerateUsers)
    func enumerateUsers(_ body: (String) -> Void) {
        withoutActuallyEscaping(body) { enumerateUsersAction($0) }
    }
    lazy var fetchUsersAction = strictStub(of: fetchUsers)
    func fetchUsers(completion: @escaping ([String]) -> Void) { fetchUsersAction(completion) }
    lazy var observeAction = strictStub(of: observe)
    func observe(_ handler: @escaping (Int) throws -> Void) { observeAction(handler) }
    lazy var transactionAction = strictStub(of: transaction)
    func transaction(_ body: () throws -> Void) throws -> Bool {
        try withoutActuallyEscaping(body) { try transactionAction($0) }
    }
    lazy var insertAction = strictStub(of: insert(_:))
    func insert(_ name: String) -> Bool { insertAction(name) }
    lazy var insertAtAction = strictStub(of: insert(_:at:))
    func insert(_ name: String, at date: Date) -> Bool { insertAtAction((name, date)) }
    lazy var removeNameAction: (String) -> Bool = strictStub(of: remove)
    func remove(_ name: String) -> Bool { removeNameAction(name) }
    lazy var removeIDAction: (Int) -> Bool = strictStub(of: remove)
    func remove(_ id: Int) -> Bool { removeIDAction(id) }
}

/// Registers every strict stub the documented ways, as a test would.
func registerEverything(on mock: StrictServiceMock) {
    mock.pingAction = registerStub()
    mock.countAction = registerStub()
    mock.addUserAction = registerStub(alwaysReturn: true)
    mock.addAccountAction = registerStub(alwaysReturn: { 1 })
    mock.accountAction = registerStub(alwaysReturn: Account(id: 2))
    mock.saveAction = registerStub(alwaysThrow: ClientError())
    mock.loadAction = registerStub(alwaysReturn: "loaded")
    mock.fetchAccountAction = registerStub(alwaysReturn: { Account(id: 3) })
    mock.parseAction = registerStub(alwaysThrow: ParseError(reason: "typed"))
    mock.parseAccountAction = registerStub(alwaysReturn: Account(id: 4))
    mock.refreshAction = registerStub()
    mock.loadNameAction = registerStub(alwaysReturn: "name")
    mock.uploadAction = registerStub()
    mock.downloadAction = registerStub(alwaysThrow: ClientError())
    mock.parseRemoteAction = registerStub()
    mock.logAction = registerStub()
    mock.logLevelAction = registerStub(alwaysReturn: true)
    mock.enumerateUsersAction = { body in body("ann") }
    mock.fetchUsersAction = { completion in completion([]) }
    mock.observeAction = registerStub()
    mock.transactionAction = { body in
        try body()
        return true
    }
    mock.insertAction = registerStub()
    mock.insertAtAction = registerStub(alwaysReturn: false)
    mock.removeNameAction = registerStub(alwaysReturn: true)
    mock.removeIDAction = { $0 > 0 }
}

/// Sets up and spies on every shape.
func setUpAndSpyEverything(on mock: ServiceMock) {
    setupStub(of: &mock.countAction, return: 1)
    setupStub(of: &mock.loadAction, return: "set")
    setupStub(of: &mock.parseAction, return: 2)
    setupStub(of: &mock.loadNameAction, return: "set")
    setupStub(of: &mock.downloadAction, return: Data())
    setupStub(of: &mock.parseRemoteAction, return: 3)
    setupStubSequence(of: &mock.addAccountAction).whenFirst("Ada").returns(4)
    _ = spyCalls(of: &mock.pingAction)
    _ = spyCalls(of: &mock.saveAction)
    _ = spyCalls(of: &mock.parseAction)
    _ = spyCalls(of: &mock.refreshAction)
    _ = spyCalls(of: &mock.uploadAction)
    _ = spyCalls(of: &mock.parseRemoteAction)
    _ = spyCalls(of: &mock.logLevelAction)
    _ = spyCalls(of: &mock.enumerateUsersAction, transform: { $0("bob") })
}

@MainActor
protocol Screen {
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
final class ScreenMock: Screen {
    lazy var titleAction = stub(of: title)
    func title() -> String { titleAction(()) }
    lazy var selectAction = stub(of: select)
    func select(_ index: Int) { selectAction(index) }
    lazy var selectionAction = stub(of: selection, alwaysReturn: Account(id: 5))
    func selection() -> Account { selectionAction(()) }
    lazy var renderAction = stub(of: render)
    func render(_ id: Int) throws -> String { try renderAction(id) }
    lazy var decodeAction = stub(of: decode)
    func decode(_ text: String) throws(ParseError) -> Int { try decodeAction(text) }
    lazy var commitAction = stub(of: commit, alwaysThrow: ClientError())
    func commit() throws { try commitAction(()) }
    lazy var reloadAction = stub(of: reload)
    func reload() async -> Int { await reloadAction(()) }
    lazy var reloadAllAction = stub(of: reloadAll)
    func reloadAll() async throws -> [String] { try await reloadAllAction(()) }
}

@MainActor
final class StrictScreenMock: Screen {
    lazy var titleAction = strictStub(of: title)
    func title() -> String { titleAction(()) }
    lazy var selectAction = strictStub(of: select)
    func select(_ index: Int) { selectAction(index) }
    lazy var selectionAction = strictStub(of: selection)
    func selection() -> Account { selectionAction(()) }
    lazy var renderAction = strictStub(of: render)
    func render(_ id: Int) throws -> String { try renderAction(id) }
    lazy var decodeAction = strictStub(of: decode)
    func decode(_ text: String) throws(ParseError) -> Int { try decodeAction(text) }
    lazy var commitAction = strictStub(of: commit)
    func commit() throws { try commitAction(()) }
    lazy var reloadAction = strictStub(of: reload)
    func reload() async -> Int { await reloadAction(()) }
    lazy var reloadAllAction = strictStub(of: reloadAll)
    func reloadAll() async throws -> [String] { try await reloadAllAction(()) }
}

/// Registers, sets up and spies on every isolated shape.
@MainActor
func configureEverything(on mock: StrictScreenMock, _ other: ScreenMock) {
    mock.titleAction = registerStub(alwaysReturn: "Home")
    mock.selectAction = registerStub()
    mock.selectionAction = registerStub(alwaysReturn: Account(id: 6))
    mock.renderAction = registerStub(alwaysThrow: ClientError())
    mock.decodeAction = registerStub(alwaysReturn: 1)
    mock.commitAction = registerStub()
    mock.reloadAction = registerStub(alwaysReturn: 2)
    mock.reloadAllAction = registerStub(alwaysReturn: [])
    setupStub(of: &other.titleAction, return: "Set")
    setupStub(of: &other.decodeAction, return: 3)
    _ = spyCalls(of: &other.selectAction)
    _ = spyCalls(of: &other.renderAction)
}
