#if canImport(Testing)
    import Testing
#endif

/// Where in the user's code something happened: the place a failure is reported at.
///
/// Every public API that can report a failure takes `fileID`, `filePath`, `line` and `column`
/// defaulted to the caller's location and stores them here unchanged, so that XCTest and
/// Swift Testing point at the user's line, not at StubKit.
///
/// It also remembers whether a Swift Testing test was running where it was created. A failure
/// reported later from another thread (a callback on a background queue, a deinit) has no current
/// test; ``FailureReporter`` then still reports it to the framework the user's code runs under.
@usableFromInline
struct CallSite: Sendable, Equatable, CustomStringConvertible {
    @usableFromInline let fileID: String
    @usableFromInline let filePath: StaticString
    @usableFromInline let line: UInt
    @usableFromInline let column: UInt
    /// Whether this site was created inside a running Swift Testing test.
    let createdInSwiftTesting: Bool

    @usableFromInline
    init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        #if canImport(Testing)
            self.createdInSwiftTesting = Test.current != nil
        #else
            self.createdInSwiftTesting = false
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
