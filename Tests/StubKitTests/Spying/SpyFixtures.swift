import Foundation
import StubKit

struct SpyError: Error, Equatable {}

final class Session {
    let id: Int
    init(id: Int) { self.id = id }
}

protocol SpiedDatabase {
    func addUser(name: String) -> Bool
    func addAccount(givenName: String, lastName: String) -> Int
    func save(_ id: Int) throws -> Bool
    func parse(_ text: String) throws(SpyError) -> Int
    func load(_ id: Int) async -> String
    func fetch(_ id: Int) async throws -> String
    func attach(_ session: Session)
    func enumerateUsers(_ body: (String) -> Void)
    func notify(_ database: SpiedDatabaseMock)
}

final class SpiedDatabaseMock: SpiedDatabase, @unchecked Sendable {
    lazy var addUserAction = stub(of: addUser)
    func addUser(name: String) -> Bool { addUserAction(name) }
    lazy var addAccountAction = stub(of: addAccount)
    func addAccount(givenName: String, lastName: String) -> Int { addAccountAction((givenName, lastName)) }
    lazy var saveAction = stub(of: save)
    func save(_ id: Int) throws -> Bool { try saveAction(id) }
    lazy var parseAction = stub(of: parse)
    func parse(_ text: String) throws(SpyError) -> Int { try parseAction(text) }
    lazy var loadAction = stub(of: load)
    func load(_ id: Int) async -> String { await loadAction(id) }
    lazy var fetchAction = stub(of: fetch)
    func fetch(_ id: Int) async throws -> String { try await fetchAction(id) }
    lazy var attachAction = stub(of: attach)
    func attach(_ session: Session) { attachAction(session) }
    lazy var enumerateUsersAction = stub(of: enumerateUsers)
    func enumerateUsers(_ body: (String) -> Void) { withoutActuallyEscaping(body) { enumerateUsersAction($0) } }
    lazy var notifyAction = stub(of: notify)
    func notify(_ database: SpiedDatabaseMock) { notifyAction(database) }
}

@MainActor protocol SpiedViewModel {
    func show(_ title: String) -> Bool
    func validate(_ text: String) throws -> Int
}

@MainActor final class SpiedViewModelMock: SpiedViewModel {
    lazy var showAction = stub(of: show)
    func show(_ title: String) -> Bool { showAction(title) }
    lazy var validateAction = stub(of: validate)
    func validate(_ text: String) throws -> Int { try validateAction(text) }
}
