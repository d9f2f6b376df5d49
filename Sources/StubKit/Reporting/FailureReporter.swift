import XCTest

#if canImport(Testing)
    import Testing
#endif

/// The single path by which StubKit reports a test failure.
///
/// Strict stubs, verification, unverified sequences, generic misses and API misuse all call
/// ``report(_:at:)``. It records a Swift Testing issue when a Swift Testing test is running on
/// this task or was running where the ``CallSite`` was created, calls `XCTFail` otherwise (which
/// XCTest attributes to the running test case, from any thread), and always points at the user's
/// ``CallSite``.
///
/// Tests swap in a ``FailureRecorder`` for a scope with ``withRecorder(_:operation:)``, which
/// makes failure messages assertable on Linux, where `XCTExpectFailure` does not exist.
@usableFromInline
enum FailureReporter {
    /// The recorder that replaces the real test frameworks in the current task, if any.
    @TaskLocal static var recorder: FailureRecorder?

    /// Reports `message` as a test failure located at `site`.
    @usableFromInline
    static func report(_ message: String, at site: CallSite) {
        if let recorder {
            recorder.record(Failure(message: message, site: site))
            return
        }
        #if canImport(Testing)
            // Outside of the test's own task (a background queue, a late deinit) `Test.current` is
            // nil; a site created in a Swift Testing test still records an issue, which Swift
            // Testing reports and counts as a failure of the run. `XCTFail` would drop it silently.
            if Test.current != nil {
                record(message, at: site)
                return
            }
            if let test = site.createdInTest {
                if heldForTheTest(message, at: site, isCallFailure: false) { return }
                record(Messages.outsideAnyTest(message, test: test), at: site)
                return
            }
        #endif
        XCTFail(message, file: site.filePath, line: site.line)
    }

    #if canImport(Testing)
        /// Records a Swift Testing issue at `site`.
        private static func record(_ message: String, at site: CallSite) {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: site.fileID, filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column)))
        }
    #endif

    /// Hands `message` to the whole-test scope `site` was created in, when it is reported on a thread
    /// where no Swift Testing test runs and that scope has not ended: the scope reports it against
    /// its test when it ends (``VerifyScope/hold(_:at:isCallFailure:)``).
    private static func heldForTheTest(_ message: String, at site: CallSite, isCallFailure: Bool) -> Bool {
        #if canImport(Testing)
            guard recorder == nil, Test.current == nil, let scope = site.scope else { return false }
            return scope.hold(message, at: site, isCallFailure: isCallFailure)
        #else
            return false
        #endif
    }

    /// Reports `message`, the failure of a call to a mock, where the user looks for it.
    ///
    /// When `site` (the mock's line: a mock file, a generated one, a helper that built the mock) is
    /// in another file than the running Swift Testing test, the issue is recorded at the test's
    /// declaration, naming the test, with `site` kept in the message. It stays at `site` when that is
    /// in the test's own file, where no test is known to be running on this task (XCTest, which
    /// attributes the failure to its running test case itself; a background queue), and when a
    /// ``FailureRecorder`` records the failure as it was raised.
    static func reportCallFailure(_ message: String, at site: CallSite) {
        if heldForTheTest(message, at: site, isCallFailure: true) { return }
        #if canImport(Testing)
            if recorder == nil, let test = Test.current, test.sourceLocation.fileID != site.fileID {
                let location = test.sourceLocation
                Issue.record(
                    Comment(
                        rawValue: Messages.failedCallInTest(
                            message, test: test.name, testSite: "\(location.fileID):\(location.line)",
                            mockSite: "\(site)")),
                    sourceLocation: location)
                return
            }
        #endif
        report(message, at: site)
    }

    /// Runs `operation` with every failure reported on this task captured by `recorder`.
    static func withRecorder<R>(_ recorder: FailureRecorder, operation: () throws -> R) rethrows -> R {
        try $recorder.withValue(recorder, operation: operation)
    }

    /// Runs async `operation` with every failure reported on this task captured by `recorder`.
    static func withRecorder<R>(
        _ recorder: FailureRecorder, isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> R
    ) async rethrows -> R {
        try await $recorder.withValue(recorder, operation: operation, isolation: isolation)
    }
}

/// A failure StubKit reported: the message a user reads and where it points.
@usableFromInline
struct Failure: Sendable, Equatable, CustomStringConvertible {
    @usableFromInline let message: String
    @usableFromInline let site: CallSite

    @usableFromInline
    var description: String { "\(site): \(message)" }
}

/// Collects reported failures instead of failing the running test.
@usableFromInline
final class FailureRecorder: Sendable {
    private let storage = Protected<[Failure]>([])

    init() {}

    func record(_ failure: Failure) {
        storage.withLock { $0.append(failure) }
    }

    /// Everything recorded so far, oldest first.
    var failures: [Failure] { storage.withLock { $0 } }

    /// The messages recorded so far, oldest first.
    var messages: [String] { failures.map(\.message) }
}
