// Mock declarations: a loose `stub(of:)` for every requirement, `alwaysReturn:` for a result type
// with no default value (`User`), a throwing stub, and a multi-parameter method passed as a tuple.
import ExampleApp
import StubKit

/// The user every test gets from `createUser` unless it sets up something else.
let ada = User(id: 1, email: "ada@example.com", displayName: "Ada")

// @unchecked Sendable: `UserRepository` is Sendable because the service deletes users on a
// background queue. StubKit's setups and spies are thread-safe; each test configures the
// `lazy var`s before the code under test runs, so they are only read concurrently.
final class UserRepositoryMock: UserRepository, @unchecked Sendable {
    lazy var isEmailTakenAction = stub(of: isEmailTaken)
    func isEmailTaken(_ email: String) -> Bool { isEmailTakenAction(email) }

    lazy var createUserAction = stub(of: createUser, alwaysReturn: ada)
    func createUser(email: String, displayName: String, marketingOptIn: Bool) throws -> User {
        try createUserAction((email, displayName, marketingOptIn))
    }

    lazy var deleteUserAction = stub(of: deleteUser)
    func deleteUser(id: Int) throws { try deleteUserAction(id) }
}
