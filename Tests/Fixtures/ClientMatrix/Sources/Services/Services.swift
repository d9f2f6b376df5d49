// The module under test, written as its team writes it under every variant of Package.swift: types
// and protocols that must not be main-actor isolated say `nonisolated` (under default MainActor
// isolation they would be), and nothing here needs Foundation (InternalImportsByDefault).

/// A user, passed across actors.
nonisolated public struct User: Equatable, Hashable, Sendable, Codable {
    /// The user's identifier.
    public var id: Int
    /// The user's name.
    public var name: String
    /// A user `id` called `name`.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// A typed error of the service.
nonisolated public enum ServiceError: Error, Equatable {
    case notFound(Int)
    case offline
}

/// A `Sendable` service with async methods: the generate-mocks plugin mocks it.
nonisolated public protocol UserService: Sendable {
    func fetchUsers() async throws -> [User]
    func user(id: Int) async throws(ServiceError) -> User
    func save(_ user: User) async
    func count() async -> Int
    func cachedName(id: Int) -> String?
}

/// A main-actor view: the generate-mocks plugin mocks it.
@MainActor public protocol UserView: AnyObject {
    var title: String { get set }
    func show(_ user: User)
    func showError(_ message: String) async
    func confirm(_ question: String) async throws -> Bool
}

/// A generic store: the generate-mocks plugin mocks it.
nonisolated public protocol KeyValueStore<Key>: Sendable {
    associatedtype Key: Hashable & Sendable
    func value<T: Decodable & Sendable>(for key: Key, as type: T.Type) async throws -> T
    func set<T: Encodable & Sendable>(_ value: T, for key: Key) async
    func keys() async -> [Key]
}

/// A middleware whose mock hands each closure parameter to its action.
///
/// Under NonisolatedNonsendingByDefault the mock does so from the caller's actor. The closures say
/// `nonisolated(nonsending)`, so the protocol is the same under every variant and one generated file
/// serves them all.
nonisolated public protocol Middleware: Sendable {
    func intercept(_ user: User, next: nonisolated(nonsending) (User) async throws -> User) async throws -> User
    func retrying<T: Sendable>(_ body: nonisolated(nonsending) () async throws -> T) async rethrows -> T
}

/// Every action shape by hand: sync, throwing, typed-throwing, async (plain, throwing and typed),
/// `@MainActor` async, generic, rethrowing, a property, a static and a completion handler.
nonisolated public protocol Repository: AnyObject {
    static var schema: String { get }
    var limit: Int { get set }
    func name(id: Int) -> String
    func parse(_ text: String) throws -> Int
    func validate(_ user: User) throws(ServiceError)
    func fetch() async -> [Int]
    func load(id: Int) async throws -> User
    func remove(id: Int) async throws(ServiceError)
    func store(_ user: User, overwrite: Bool) async -> Bool
    @MainActor func present(_ user: User) async
    func decode<T: Decodable>(_ type: T.Type, from text: String) async throws -> T
    func transaction<T>(_ body: () throws -> T) rethrows -> T
    func refresh(completion: @escaping @Sendable (Int) -> Void)
}

/// The code under test: uses the service from the main actor and reports to the view.
@MainActor public final class UserPresenter {
    let service: any UserService
    let view: any UserView
    /// A presenter that loads users from `service` and shows them in `view`.
    public init(service: any UserService, view: any UserView) {
        self.service = service
        self.view = view
    }

    /// Loads user `id`, shows it, saves it back; reports a missing user to the view.
    public func open(id: Int) async {
        do {
            let user = try await service.user(id: id)
            view.title = user.name
            view.show(user)
            await service.save(user)
        } catch {
            await view.showError("no user \(id)")
        }
    }
}
