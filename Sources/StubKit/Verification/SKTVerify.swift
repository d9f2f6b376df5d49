// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the running test unless every expectation of `sequence` is met.
///
/// The failure points at this call and lists what was expected, how often the sequence matched,
/// and the arguments of the calls the stub received:
///
/// ```swift
/// let tomDerk = setupStubSequence(of: &mock.addAccountAction)
///     .whenFirst("Tom").whenSecond("Derk")
///     .expect(.once)
/// mock.addAccount(givenName: "John", lastName: "Derk")
/// SKTVerify(tomDerk)
/// // ❌ Stub expectation not met for the setup sequence from MyTests/SignUpTests.swift:12
/// //    matching whenFirst("Tom"), whenSecond("Derk"): expected once, called 0 times;
/// //    calls received: ("John", "Derk")
/// ```
///
/// Works in XCTest and Swift Testing alike: in a Swift Testing test the failure is recorded as an
/// issue, elsewhere through `XCTFail`.
///
/// - Parameters:
///   - sequence: The sequence to verify; it is marked as verified.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where a failure points.
///   - line: The line of the call, where a failure points.
///   - column: The column of the call.
public func SKTVerify<Args, Output, Failure>(
    _ sequence: StubSequence<Args, Output, Failure>, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    sequence.verifyReporting(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the running test unless every expectation of `sequence` is met, reporting at `file` and
/// `line`: the archived StubKit's spelling, for helpers that forward their caller's location.
///
/// ```swift
/// func verifyOnce<A, O, F>(_ sequence: StubSequence<A, O, F>, file: StaticString = #filePath, line: UInt = #line) {
///     SKTVerify(sequence, file: file, line: line)
/// }
/// ```
///
/// - Parameters:
///   - sequence: The sequence to verify; it is marked as verified.
///   - file: The file path where a failure points.
///   - line: The line where a failure points.
@_disfavoredOverload
public func SKTVerify<Args, Output, Failure>(
    _ sequence: StubSequence<Args, Output, Failure>, file: StaticString = #filePath, line: UInt = #line
) {
    sequence.verifyReporting(at: CallSite(filePath: file, line: line))
}

extension StubSequence {
    /// Verifies the sequence and reports unmet expectations at `site`, as `SKTVerify` does.
    ///
    /// - Returns: Whether every expectation is met.
    @discardableResult
    func verifyReporting(at site: CallSite) -> Bool {
        guard let failure = markVerified().message else { return true }
        FailureReporter.report(
            Messages.expectationNotMet(
                sequenceSite: "\(self.site)", conditions: conditionsDescription, failure: failure),
            at: site)
        return false
    }
}

extension CallSite {
    /// A site known only by its file path and line, as the archived StubKit's `file:line:`
    /// parameters give it; its file ID is the file's name.
    init(filePath: StaticString, line: UInt) {
        let name = "\(filePath)".split(separator: "/").last.map(String.init) ?? "\(filePath)"
        self.init(fileID: name, filePath: filePath, line: line, column: 1)
    }
}
