import Foundation

/// What a user typed in the sign-up form, validated.
public struct SignUpForm: Sendable, Equatable {
    /// The lowercased email address.
    public var email: String
    /// The name to show; never empty.
    public var displayName: String
    /// Whether the user ticked the newsletter box.
    public var marketingOptIn: Bool

    /// Creates a form.
    ///
    /// - Parameters:
    ///   - email: The lowercased email address.
    ///   - displayName: The name to show.
    ///   - marketingOptIn: Whether the user wants the newsletter.
    public init(email: String, displayName: String, marketingOptIn: Bool) {
        self.email = email
        self.displayName = displayName
        self.marketingOptIn = marketingOptIn
    }
}

/// Why a sign-up form could not be read.
public enum SignUpParseError: Error, Equatable, Sendable {
    /// A required field is missing or empty.
    case missingField(String)
    /// The email address is not of the form `name@domain.tld`.
    case invalidEmail(String)
}

/// Turns the form's raw text into a ``SignUpForm``.
public protocol SignUpFormParsing: Sendable {
    /// Reads and validates a form.
    ///
    /// - Parameter input: The form's fields, for example `email=ada@example.com&name=Ada&newsletter=yes`.
    /// - Returns: The validated form.
    /// - Throws: ``SignUpParseError`` when a field is missing or invalid.
    func parse(_ input: String) throws(SignUpParseError) -> SignUpForm
}

/// The app's parser for `key=value` pairs joined by `&`.
///
/// ```swift
/// let form = try SignUpFormParser().parse("email=Ada@Example.com&name=Ada&newsletter=yes")
/// // SignUpForm(email: "ada@example.com", displayName: "Ada", marketingOptIn: true)
/// ```
public struct SignUpFormParser: SignUpFormParsing {
    /// Creates a parser.
    public init() {}

    /// Reads `email`, `name` and the optional `newsletter` (`yes` opts in) fields.
    ///
    /// - Parameter input: The form's fields.
    /// - Returns: The validated form.
    /// - Throws: ``SignUpParseError`` when a field is missing or the email is invalid.
    public func parse(_ input: String) throws(SignUpParseError) -> SignUpForm {
        var fields: [String: String] = [:]
        for pair in input.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            fields[String(parts[0])] = String(parts[1]).trimmingCharacters(in: .whitespaces)
        }
        guard let email = fields["email"]?.lowercased(), !email.isEmpty else { throw .missingField("email") }
        guard Self.isPlausibleEmail(email) else { throw .invalidEmail(email) }
        guard let name = fields["name"], !name.isEmpty else { throw .missingField("name") }
        return SignUpForm(email: email, displayName: name, marketingOptIn: fields["newsletter"] == "yes")
    }

    private static func isPlausibleEmail(_ email: String) -> Bool {
        let halves = email.split(separator: "@", omittingEmptySubsequences: false)
        return halves.count == 2 && !halves[0].isEmpty && halves[1].contains(".") && !halves[1].hasPrefix(".")
    }
}
