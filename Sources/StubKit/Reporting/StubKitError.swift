/// The error a StubKit stub throws when it has nothing else to answer with.
///
/// An unregistered ``strictStub(of:name:fileID:filePath:line:column:)`` whose function throws
/// (untyped `throws`) reports a test failure and then throws this error, so the code under test
/// takes its error path instead of the whole test process stopping.
///
/// ```swift
/// do {
///     try mock.save(user)
/// } catch let error as StubKitError {
///     print(error.message) // "Unregistered strict stub 'saveAction' ..."
/// }
/// ```
public struct StubKitError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong, in the same words as the reported test failure.
    public let message: String

    /// Creates an error carrying the given message.
    ///
    /// - Parameter message: What went wrong.
    public init(message: String) {
        self.message = message
    }

    /// The message, prefixed with `StubKitError:`.
    public var description: String { "StubKitError: \(message)" }
}
