// The one way a failed call ends: every path that reports a failure and must still give the code
// under test something (a strict stub nobody registered, a generic answer of the wrong type, a
// generic stub with no potential for the call, a generated mock's unmocked requirement, a
// `rethrows` action's stray error) ends here, so that they all fall back in the same order.

/// Ends a call that failed: reports `message` (in the running Swift Testing test, naming `site`, or
/// at `site`: see ``FailureReporter/reportCallFailure(_:at:)``), then throws a ``StubKitError`` with the
/// same message when `Failure` can hold one (so that the code under test takes its error path),
/// else returns what `fallback` makes, else stops the process with the message.
///
/// The order is an unregistered strict stub's, documented in StrictStubs.md: report, throw, return
/// a value, stop only when there is no value to return. A `fatalError` then names the failure and
/// the type no value of which could be returned, and points at `site`.
///
/// - Parameters:
///   - message: The failure a user reads.
///   - site: Where the failure points.
///   - failure: The call's error type: `Never` for calls that cannot throw, or whose errors are
///     only the user's (`rethrows`).
///   - fallback: The value to return when the call cannot throw: the caller's value, a default
///     value, or `nil` when there is none. It runs only after the report, and only when nothing
///     was thrown.
/// - Returns: What `fallback` made.
/// - Throws: A ``StubKitError`` with `message`, when `Failure` can hold it; an error `fallback` throws.
func endFailedCall<Output, Failure: Error>(
    _ message: String, at site: CallSite, throwing failure: Failure.Type,
    fallback: @autoclosure () throws(Failure) -> Output?
) throws(Failure) -> Output {
    FailureReporter.reportCallFailure(message, at: site)
    if let error = StubKitError(message: message) as? Failure {
        throw error
    }
    if let value = try fallback() {
        return value
    }
    fatalError(Messages.noValueToReturn(message, type: "\(Output.self)"), file: site.filePath, line: site.line)
}
