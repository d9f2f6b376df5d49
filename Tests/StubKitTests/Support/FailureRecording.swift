@testable import StubKit

/// Runs `body` with StubKit's failures captured instead of failing the test, and returns them.
func recordingFailures(_ body: () throws -> Void) rethrows -> [Failure] {
    let recorder = FailureRecorder()
    try FailureReporter.withRecorder(recorder, operation: body)
    return recorder.failures
}

/// Runs async `body` with StubKit's failures captured instead of failing the test, and returns them.
func recordingFailures(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
) async rethrows -> [Failure] {
    let recorder = FailureRecorder()
    try await FailureReporter.withRecorder(recorder, isolation: isolation, operation: body)
    return recorder.failures
}
