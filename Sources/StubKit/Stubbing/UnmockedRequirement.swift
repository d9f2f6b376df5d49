// What a generated mock calls for a requirement the generator could not mock: a test failure
// naming the requirement and why, pointing at the mock's line. The generated file also carries a
// `// Not mockable:` comment there, so the gap shows when the file is read, before any test calls it.

/// Reports a test failure for a requirement a mock does not implement, then returns a default value.
///
/// `stubkit-mockgen` and the `generate-mocks` plugin write this call, beside a `// Not mockable:` comment, for
/// a requirement StubKit has no pattern for; replace it with a hand-written implementation.
///
/// ```swift
/// // Not mockable: static requirements need a StubKit pattern
/// static var shared: Self { unmockedRequirement("StoreMock.shared", reason: "static requirements need a StubKit pattern") }
/// ```
///
/// After the failure, the call returns the result type's ``DefaultProvidable/defaultValue`` (or
/// nothing for `Void`), and stops the process only when there is no value to return.
///
/// - Parameters:
///   - requirement: The mock member, such as `"StoreMock.shared"`.
///   - reason: Why it has no generated implementation.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where the failure points.
///   - line: The line of the call, where the failure points.
///   - column: The column of the call, where the failure points.
/// - Returns: The default value of the result type.
public func unmockedRequirement<Output>(
    _ requirement: String, reason: String, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Output {
    let message = Messages.unmockedRequirement(requirement, reason: reason)
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return endFailedCall(message, at: site, throwing: Never.self, fallback: runtimeDefaultValue(of: Output.self)?())
}
