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
    #if canImport(Testing)
        /// The Swift Testing test running where this site was created, if any.
        let test: Test?
    #endif
    /// The whole-test scope of the task this site was created on, if it was created in a Swift
    /// Testing test.
    let scope: VerifyScope?

    /// Whether this site was created inside a running Swift Testing test.
    var createdInSwiftTesting: Bool {
        #if canImport(Testing)
            test != nil
        #else
            false
        #endif
    }

    /// `signUp() at AppTests/SignUpTests.swift:14`: the test this site was created in, as a message
    /// names it; `nil` outside Swift Testing.
    var createdInTest: String? {
        #if canImport(Testing)
            test.map { "\($0.name) at \($0.sourceLocation.fileID):\($0.sourceLocation.line)" }
        #else
            nil
        #endif
    }

    @usableFromInline
    init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        #if canImport(Testing)
            self.test = Test.current
            self.scope = test == nil ? nil : VerifyScope.active
        #else
            self.scope = nil
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
