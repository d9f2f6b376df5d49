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
    guard let failure = sequence.markVerified().message else { return }
    let conditions = sequence.conditionsDescription
    FailureReporter.report(
        Messages.expectationNotMet(sequenceSite: "\(sequence.site)", conditions: conditions, failure: failure),
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}
