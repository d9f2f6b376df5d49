// A hand-written mock of every action shape, written as the guides teach, the three ways to
// declare an action side by side: `lazy var … = stub(of:)`, a declared type `= stub()` (or
// `strictStub`, `byDefault`), and a declared type with a closure `{ _ in … }`. Under default
// MainActor isolation a mock of a nonisolated protocol says `nonisolated`, as its user would write.
import Services
import StubKit

nonisolated final class HandRepositoryMock: Repository {
    final class Statics: @unchecked Sendable {
        lazy var schemaAction = stub(of: { (_: ()) in "" }, alwaysReturn: "v1")
    }
    static var statics: TestScoped<Statics> { TestScoped(for: Self.self) { Statics() } }
    static var schema: String { statics.current.schemaAction(()) }

    var limitStub = PropertyStub(10)
    var limit: Int {
        get { limitStub.get(()) }
        set { limitStub.set(newValue) }
    }

    lazy var nameAction = stub(of: name)
    func name(id: Int) -> String { nameAction(id) }

    lazy var parseAction = strictStub(of: parse)
    func parse(_ text: String) throws -> Int { try parseAction(text) }

    var validateAction: (User) throws(ServiceError) -> Void = stub()
    func validate(_ user: User) throws(ServiceError) { try validateAction(user) }

    lazy var fetchAction = stub(of: fetch)
    func fetch() async -> [Int] { await fetchAction(()) }

    var loadAction: (Int) async throws -> User = byDefault { User(id: $0, name: "default") }
    func load(id: Int) async throws -> User { try await loadAction(id) }

    var removeAction: (Int) async throws(ServiceError) -> Void = stub()
    func remove(id: Int) async throws(ServiceError) { try await removeAction(id) }

    var storeAction: ((User, Bool)) async -> Bool = stub()
    func store(_ user: User, overwrite: Bool) async -> Bool { await storeAction((user, overwrite)) }

    var presentAction: @MainActor @Sendable (User) async -> Void = stub()
    @MainActor func present(_ user: User) async { await presentAction(user) }

    var decodeAction: (GenericCall<(any Decodable.Type, String)>) async throws -> Any = stubGeneric()
    func decode<T: Decodable>(_ type: T.Type, from text: String) async throws -> T {
        try await throwingGenericResult(decodeAction(GenericCall((type, text), types: T.self, returning: T.self)))
    }

    var transactionAction: (GenericCall<() throws -> Any>) throws -> Any = stubGeneric()
    func transaction<T>(_ body: () throws -> T) rethrows -> T {
        try withoutActuallyEscaping(body) { body in
            let call = Rethrowing()
            return try call.genericResult {
                try transactionAction(GenericCall({ try call.body(body) }, types: T.self, returning: T.self))
            }
        }
    }

    lazy var refreshAction = stub(of: refresh)
    func refresh(completion: @escaping @Sendable (Int) -> Void) { refreshAction(completion) }

    /// Actions their user spells `@concurrent` and `nonisolated(nonsending)` explicitly.
    var pingAction: @concurrent (Int) async -> Int = { $0 + 1 }
    var pongAction: nonisolated(nonsending) (Int) async throws -> Int = { $0 - 1 }
}

/// The same mock made strict in one line, `StrictMock`.
///
/// Its `stub(of:)` and `stub()` lines are strict stubs. Stored actions declared with typed throws
/// name their error type, a property is `PropertyStub(strict:)`, generic actions
/// `strictStubGeneric()`. The nested holder of statics is strict too.
nonisolated final class HandStrictRepositoryMock: Repository, StrictMock {
    final class Statics: @unchecked Sendable {
        lazy var schemaAction = stub(of: { (_: ()) in "" })
    }
    static var statics: TestScoped<Statics> { TestScoped(for: Self.self) { Statics() } }
    static var schema: String { statics.current.schemaAction(()) }

    var limitStub = PropertyStub<Int>(strict: "limitStub")
    var limit: Int {
        get { limitStub.get(()) }
        set { limitStub.set(newValue) }
    }

    lazy var nameAction = stub(of: name)
    func name(id: Int) -> String { nameAction(id) }

    lazy var parseAction = stub(of: parse)
    func parse(_ text: String) throws -> Int { try parseAction(text) }

    var validateAction: (User) throws(ServiceError) -> Void = stub(throwing: ServiceError.self)
    func validate(_ user: User) throws(ServiceError) { try validateAction(user) }

    lazy var fetchAction = stub(of: fetch)
    func fetch() async -> [Int] { await fetchAction(()) }

    var loadAction: (Int) async throws -> User = stub(name: "loadAction")
    func load(id: Int) async throws -> User { try await loadAction(id) }

    var removeAction: (Int) async throws(ServiceError) -> Void = stub(throwing: ServiceError.self)
    func remove(id: Int) async throws(ServiceError) { try await removeAction(id) }

    var storeAction: ((User, Bool)) async -> Bool = stub(name: "storeAction")
    func store(_ user: User, overwrite: Bool) async -> Bool { await storeAction((user, overwrite)) }

    var presentAction: @MainActor @Sendable (User) async -> Void = stub(name: "presentAction")
    @MainActor func present(_ user: User) async { await presentAction(user) }

    var decodeAction: (GenericCall<(any Decodable.Type, String)>) async throws -> Any = strictStubGeneric()
    func decode<T: Decodable>(_ type: T.Type, from text: String) async throws -> T {
        try await throwingGenericResult(decodeAction(GenericCall((type, text), types: T.self, returning: T.self)))
    }

    var transactionAction: (GenericCall<() throws -> Any>) throws -> Any = strictStubGeneric()
    func transaction<T>(_ body: () throws -> T) rethrows -> T {
        try withoutActuallyEscaping(body) { body in
            let call = Rethrowing()
            return try call.genericResult {
                try transactionAction(GenericCall({ try call.body(body) }, types: T.self, returning: T.self))
            }
        }
    }

    lazy var refreshAction = stub(of: refresh)
    func refresh(completion: @escaping @Sendable (Int) -> Void) { refreshAction(completion) }

    /// Actions their user spells `@concurrent` and `nonisolated(nonsending)` explicitly.
    var pingAction: @concurrent (Int) async -> Int = stub(name: "pingAction")
    var pongAction: nonisolated(nonsending) (Int) async throws -> Int = stub(name: "pongAction")
}

/// A main-actor view mock made strict: a mock that is main-actor isolated under every variant.
///
/// Its actions are declared with their type, stored: Swift 5 mode with complete checking warns
/// that `stub(of:)` on a `@MainActor` method loses its global actor (loose or strict alike).
final class HandStrictUserViewMock: UserView, StrictMock {
    var titleStub = PropertyStub<String>(strict: "titleStub")
    var title: String {
        get { titleStub.get(()) }
        set { titleStub.set(newValue) }
    }

    var showAction: @MainActor (User) -> Void = stub(name: "showAction")
    func show(_ user: User) { showAction(user) }

    var showErrorAction: @MainActor @Sendable (String) async -> Void = stub(name: "showErrorAction")
    func showError(_ message: String) async { await showErrorAction(message) }

    var confirmAction: @MainActor @Sendable (String) async throws -> Bool = stub(name: "confirmAction")
    func confirm(_ question: String) async throws -> Bool { try await confirmAction(question) }
}
