#if canImport(Testing)
    import Testing
#endif

/// Where in the user's code something happened: the place a failure is reported at.
///
/// Every public API that can report a failure takes `fileID`, `filePath`, `line` and `column`
/// defaulted to the caller's location and stores them here unchanged, so that XCTest and
/// Swift Testing point at the user's line, not at StubKit.
///
/// It also remembers the Swift Testing test running where it was created, and that test's
/// whole-test scope (``VerifyScope``). A failure reported later from a thread the test did not start
/// (a URLSession callback, a `DispatchQueue`, a deinit) has no current test; ``FailureReporter``
/// then hands it to that scope, which reports it against the test when it ends, or names the test
/// in the message.
@usableFromInline
struct CallSite: Sendable, Equatable, CustomStringConvertible {
    @usableFromInline let fileID: String
    @usableFromInline let filePath: StaticString
    @usableFromInline let line: UInt
    @usableFromInline let column: UInt
    /// The Swift Testing test this site was created in, and that test's whole-test scope; `nil`
    /// elsewhere.
    ///
    /// One reference, not the `Test` value: a sequence copies its site on every call, and copying a
    /// `Test` there cost 12% more instructions per call in a debug build (perf-check's
    /// `instructions/sequence`).
    let origin: SiteOrigin?

    /// Whether this site was created inside a running Swift Testing test.
    var createdInSwiftTesting: Bool { origin != nil }

    /// The whole-test scope of the task this site was created on, if it was created in a Swift
    /// Testing test.
    var scope: VerifyScope? { origin?.scope }

    /// `signUp() at AppTests/SignUpTests.swift:14`: the test this site was created in, as a message
    /// names it; `nil` outside Swift Testing.
    var createdInTest: String? { origin?.test }

    @usableFromInline
    init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        #if canImport(Testing)
            self.origin = Test.current.map { test in
                SiteOrigin(
                    test: "\(test.name) at \(test.sourceLocation.fileID):\(test.sourceLocation.line)",
                    scope: VerifyScope.active)
            }
        #else
            self.origin = nil
        #endif
    }

    /// `Module/File.swift:12`, the short form used inside failure messages.
    @usableFromInline
    var description: String { "\(fileID):\(line)" }

    @usableFromInline
    static func == (lhs: CallSite, rhs: CallSite) -> Bool {
        lhs.fileID == rhs.fileID && lhs.line == rhs.line && lhs.column == rhs.column
            && "\(lhs.filePath)" == "\(rhs.filePath)"
    }
}

/// Where a ``CallSite`` was created in a Swift Testing test: the test, as messages name it, and the
/// whole-test scope of the task.
final class SiteOrigin: Sendable {
    /// `signUp() at AppTests/SignUpTests.swift:14`.
    let test: String
    /// The whole-test scope the task had, if any.
    let scope: VerifyScope?

    init(test: String, scope: VerifyScope?) {
        self.test = test
        self.scope = scope
    }
}
