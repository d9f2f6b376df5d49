/// Where users are stored: a database, a web service, or a mock in tests.
///
/// The sign-up feature only needs these calls; the app's real repository implements them on top
/// of its storage.
public protocol UserRepository: Sendable {
    /// Whether an account already uses `email`.
    ///
    /// - Parameter email: A lowercased email address.
    /// - Returns: `true` when the address is taken.
    func isEmailTaken(_ email: String) -> Bool

    /// Stores a new user and returns it with its assigned identifier.
    ///
    /// - Parameters:
    ///   - email: The user's lowercased email address.
    ///   - displayName: The name to show.
    ///   - marketingOptIn: Whether the user agreed to receive the newsletter.
    /// - Returns: The stored user.
    /// - Throws: ``RepositoryError/unavailable`` when the storage cannot be reached.
    func createUser(email: String, displayName: String, marketingOptIn: Bool) throws -> User

    /// Deletes the user with identifier `id`.
    ///
    /// - Parameter id: The user's identifier.
    /// - Throws: ``RepositoryError`` when the user does not exist or the storage cannot be reached.
    func deleteUser(id: Int) throws
}

/// Errors a ``UserRepository`` throws.
public enum RepositoryError: Error, Equatable, Sendable {
    /// The storage cannot be reached; trying again later may work.
    case unavailable
    /// No user has this identifier.
    case notFound(id: Int)
}
