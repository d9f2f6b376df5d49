/// A registered user of the app.
public struct User: Sendable, Equatable, Hashable {
    /// The identifier the repository assigned.
    public var id: Int
    /// The address the user signed up with, lowercased.
    public var email: String
    /// The name shown in the app and in emails.
    public var displayName: String

    /// Creates a user.
    ///
    /// - Parameters:
    ///   - id: The identifier the repository assigned.
    ///   - email: The address the user signed up with.
    ///   - displayName: The name shown in the app and in emails.
    public init(id: Int, email: String, displayName: String) {
        self.id = id
        self.email = email
        self.displayName = displayName
    }
}
