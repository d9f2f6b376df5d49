import Foundation
import StubKit

// Test doubles shared by the Setup and Verification tests. Names start with `Seq` because the
// whole StubKitTests target is one module, and other test folders declare their own mocks.

struct SeqError: Error, Equatable {
    let code: Int
}

enum SeqParseError: Error, Equatable {
    case empty
    case badInput(String)
}

/// The seed documentation's `Database`, with the signatures its Setup examples use.
protocol SeqDatabase {
    func addUser(name: String) -> Bool
    func addAccount(givenName: String, lastName: String) -> Int
}

// @unchecked Sendable: the stub properties are set up before any concurrent use, and the stubs
// themselves are thread-safe; the concurrency tests call the mock from many threads.
final class SeqDatabaseMock: SeqDatabase, @unchecked Sendable {
    lazy var addUserAction = stub(of: addUser)
    func addUser(name: String) -> Bool { addUserAction(name) }

    lazy var addAccountAction = stub(of: addAccount)
    func addAccount(givenName: String, lastName: String) -> Int { addAccountAction((givenName, lastName)) }
}

/// One method per closure shape and arity that the setup entry points support.
protocol SeqShapes {
    // Sync, arities 0 to 5.
    func ping() -> Int
    func name(_ id: Int) -> String
    func move(x: Int, y: Int, z: Int) -> Bool
    func configure(host: String, port: Int, secure: Bool, timeout: Double) -> String
    func sum(a: Int, b: Int, c: Int, d: Int, e: Int) -> Int
    func log(_ message: String)
    // Throwing (untyped).
    func count() throws -> Int
    func save(_ id: Int) throws -> Bool
    func rename(from: String, to: String) throws -> String
    // Typed throws.
    func parse(_ text: String) throws(SeqParseError) -> Int
    func parsePair(_ first: String, _ second: String) throws(SeqParseError) -> Int
    // Async.
    func fetch(_ id: Int) async -> String
    func search(query: String, page: Int) async -> [String]
    // Async throwing, untyped and typed.
    func load(_ path: String) async throws -> String
    func loadTyped(_ path: String) async throws(SeqParseError) -> Int
    // Main-actor isolated.
    @MainActor func title(_ id: Int) -> String
    @MainActor func validate(_ text: String, strict: Bool) throws -> Bool
    @MainActor func validateTyped(_ text: String) throws(SeqParseError) -> Bool
}

// @unchecked Sendable: as for SeqDatabaseMock.
final class SeqShapesMock: SeqShapes, @unchecked Sendable {
    lazy var pingAction = stub(of: ping)
    func ping() -> Int { pingAction(()) }
    lazy var nameAction = stub(of: name)
    func name(_ id: Int) -> String { nameAction(id) }
    lazy var moveAction = stub(of: move)
    func move(x: Int, y: Int, z: Int) -> Bool { moveAction((x, y, z)) }
    lazy var configureAction = stub(of: configure)
    func configure(host: String, port: Int, secure: Bool, timeout: Double) -> String {
        configureAction((host, port, secure, timeout))
    }
    lazy var sumAction = stub(of: sum)
    func sum(a: Int, b: Int, c: Int, d: Int, e: Int) -> Int { sumAction((a, b, c, d, e)) }
    lazy var logAction = stub(of: log)
    func log(_ message: String) { logAction(message) }

    lazy var countAction = stub(of: count)
    func count() throws -> Int { try countAction(()) }
    lazy var saveAction = stub(of: save)
    func save(_ id: Int) throws -> Bool { try saveAction(id) }
    lazy var renameAction = stub(of: rename)
    func rename(from: String, to: String) throws -> String { try renameAction((from, to)) }

    lazy var parseAction = stub(of: parse)
    func parse(_ text: String) throws(SeqParseError) -> Int { try parseAction(text) }
    lazy var parsePairAction = stub(of: parsePair)
    func parsePair(_ first: String, _ second: String) throws(SeqParseError) -> Int {
        try parsePairAction((first, second))
    }

    lazy var fetchAction = stub(of: fetch)
    func fetch(_ id: Int) async -> String { await fetchAction(id) }
    lazy var searchAction = stub(of: search)
    func search(query: String, page: Int) async -> [String] { await searchAction((query, page)) }

    lazy var loadAction = stub(of: load)
    func load(_ path: String) async throws -> String { try await loadAction(path) }
    lazy var loadTypedAction = stub(of: loadTyped)
    func loadTyped(_ path: String) async throws(SeqParseError) -> Int { try await loadTypedAction(path) }

    lazy var titleAction = stub(of: title)
    @MainActor func title(_ id: Int) -> String { titleAction(id) }
    lazy var validateAction = stub(of: validate)
    @MainActor func validate(_ text: String, strict: Bool) throws -> Bool { try validateAction((text, strict)) }
    lazy var validateTypedAction = stub(of: validateTyped)
    @MainActor func validateTyped(_ text: String) throws(SeqParseError) -> Bool { try validateTypedAction(text) }
}

/// A strict mock, for the fallback to registered behaviour and to the strict stub's failure.
final class SeqStrictMock: @unchecked Sendable {
    lazy var scoreAction = strictStub(of: score)
    func score(_ name: String) -> Int { scoreAction(name) }
    lazy var storeAction = strictStub(of: store)
    func store(_ name: String) throws -> Int { try storeAction(name) }
}

/// A value guarded by a lock, for collecting results from callbacks and other threads.
final class SeqLocked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched while holding `lock`.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    var current: Value { withLock { $0 } }
}

/// Calls `body` and returns the error it throws, or `nil`.
func seqError<E: Error>(_ body: () throws(E) -> Void) -> E? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

/// Calls async `body` and returns the error it throws, or `nil`.
func seqError<E: Error>(_ body: () async throws(E) -> Void) async -> E? {
    do {
        try await body()
        return nil
    } catch {
        return error
    }
}
