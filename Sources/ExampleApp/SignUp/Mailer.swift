/// Sends the app's emails.
public protocol Mailer: Sendable {
    /// Whether the mail provider accepts mail for `address` (it may be on a block list).
    ///
    /// - Parameter address: An email address.
    /// - Returns: `true` when mail to the address can be sent.
    func canDeliver(to address: String) async -> Bool

    /// Sends `email`.
    ///
    /// - Parameter email: The email to send.
    /// - Throws: ``MailerError`` when the provider times out or refuses the email.
    func send(_ email: WelcomeEmail) async throws
}

/// The email a new user receives.
public struct WelcomeEmail: Sendable, Equatable {
    /// The recipient's address.
    public var recipient: String
    /// The subject line.
    public var subject: String

    /// Creates the welcome email for `user`.
    ///
    /// - Parameter user: The new user.
    public init(for user: User) {
        self.recipient = user.email
        self.subject = "Welcome, \(user.displayName)!"
    }
}

/// Errors a ``Mailer`` throws.
public enum MailerError: Error, Equatable, Sendable {
    /// The mail provider did not answer in time; sending again may work.
    case timeout
    /// The mail provider refused the email.
    case rejected
}
