// Mock declaration for a typed-throws method: the stub keeps `throws(SignUpParseError)`, so
// setups throw `SignUpParseError` values and nothing else.
import ExampleApp
import StubKit

// @unchecked Sendable: see `UserRepositoryMock`.
final class SignUpFormParserMock: SignUpFormParsing, @unchecked Sendable {
    lazy var parseAction = stub(
        of: parse, alwaysReturn: SignUpForm(email: "ada@example.com", displayName: "Ada", marketingOptIn: false))
    func parse(_ input: String) throws(SignUpParseError) -> SignUpForm { try parseAction(input) }
}
