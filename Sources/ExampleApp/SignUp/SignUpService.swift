public import Foundation

/// Why a sign-up failed.
public enum SignUpError: Error, Equatable, Sendable {
    /// The form could not be read.
    case invalidForm(SignUpParseError)
    /// An account already uses this email address.
    case emailTaken(String)
    /// The user could not be stored; trying again later may work.
    case storageUnavailable

    /// A sentence to show the user.
    public var userMessage: String {
        switch self {
        case .invalidForm(.missingField(let field)): return "Please fill in your \(field)."
        case .invalidForm(.invalidEmail(let email)): return "\(email) is not a valid email address."
        case .emailTaken(let email): return "\(email) already has an account. Try signing in."
        case .storageUnavailable: return "We could not create your account. Please try again."
        }
    }

    /// Whether submitting the same form again may succeed.
    public var isRetryable: Bool { self == .storageUnavailable }
}

/// What a successful sign-up produced.
public struct SignUpResult: Sendable, Equatable {
    /// The new user.
    public var user: User
    /// Whether the welcome email went out; a failed email does not undo the sign-up.
    public var welcomeEmailSent: Bool

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - user: The new user.
    ///   - welcomeEmailSent: Whether the welcome email went out.
    public init(user: User, welcomeEmailSent: Bool) {
        self.user = user
        self.welcomeEmailSent = welcomeEmailSent
    }
}

/// What ``SignUpService/removeAbandonedAccounts(_:on:completion:)`` did.
public struct CleanupReport: Sendable, Equatable {
    /// The identifiers of the deleted users, in order.
    public var removed: [Int]
    /// The identifiers whose deletion failed, in order.
    public var failed: [Int]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - removed: The identifiers of the deleted users.
    ///   - failed: The identifiers whose deletion failed.
    public init(removed: [Int], failed: [Int]) {
        self.removed = removed
        self.failed = failed
    }
}

/// Signs users up: reads the form, stores the user, and sends the welcome email.
///
/// ```swift
/// let service = SignUpService(repository: repository, mailer: mailer)
/// let result = try await service.signUp("email=ada@example.com&name=Ada")
/// ```
public final class SignUpService: Sendable {
    private let repository: any UserRepository
    private let mailer: any Mailer
    private let parser: any SignUpFormParsing
    private let maxEmailAttempts: Int

    /// Creates the service.
    ///
    /// - Parameters:
    ///   - repository: Where users are stored.
    ///   - mailer: Sends the welcome email.
    ///   - parser: Reads the form; the app's ``SignUpFormParser`` by default.
    ///   - maxEmailAttempts: How many times sending the welcome email is tried when it times out.
    public init(
        repository: any UserRepository, mailer: any Mailer, parser: any SignUpFormParsing = SignUpFormParser(),
        maxEmailAttempts: Int = 2
    ) {
        self.repository = repository
        self.mailer = mailer
        self.parser = parser
        self.maxEmailAttempts = maxEmailAttempts
    }

    /// Signs a user up from the form's raw text.
    ///
    /// The user is stored first; the welcome email is then sent, tried again after a timeout,
    /// and skipped for addresses the mailer cannot deliver to. A failed email does not fail the
    /// sign-up: ``SignUpResult/welcomeEmailSent`` tells.
    ///
    /// - Parameter input: The form's fields, as ``SignUpFormParsing/parse(_:)`` reads them.
    /// - Returns: The new user and whether the welcome email went out.
    /// - Throws: ``SignUpError`` when the form is invalid, the email is taken, or storage fails.
    public func signUp(_ input: String) async throws(SignUpError) -> SignUpResult {
        let form: SignUpForm
        do {
            form = try parser.parse(input)
        } catch {
            throw .invalidForm(error)
        }
        guard !repository.isEmailTaken(form.email) else {
            throw .emailTaken(form.email)
        }
        let user: User
        do {
            user = try repository.createUser(
                email: form.email, displayName: form.displayName, marketingOptIn: form.marketingOptIn)
        } catch {
            throw .storageUnavailable
        }
        let sent = await sendWelcomeEmail(to: user)
        return SignUpResult(user: user, welcomeEmailSent: sent)
    }

    private func sendWelcomeEmail(to user: User) async -> Bool {
        guard await mailer.canDeliver(to: user.email) else { return false }
        let email = WelcomeEmail(for: user)
        for _ in 0..<maxEmailAttempts {
            do {
                try await mailer.send(email)
                return true
            } catch MailerError.timeout {
                continue
            } catch {
                return false
            }
        }
        return false
    }

    /// Deletes users who never confirmed their address, on a background queue.
    ///
    /// Every identifier is tried, even after a failure.
    ///
    /// - Parameters:
    ///   - ids: The identifiers of the users to delete.
    ///   - queue: Where the deletions run.
    ///   - completion: Receives what was deleted; called on `queue`.
    public func removeAbandonedAccounts(
        _ ids: [Int], on queue: DispatchQueue = .global(qos: .utility),
        completion: @escaping @Sendable (CleanupReport) -> Void
    ) {
        queue.async { [repository] in
            var report = CleanupReport(removed: [], failed: [])
            for id in ids {
                do {
                    try repository.deleteUser(id: id)
                    report.removed.append(id)
                } catch {
                    report.failed.append(id)
                }
            }
            completion(report)
        }
    }
}
