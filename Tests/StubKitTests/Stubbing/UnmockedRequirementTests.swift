import XCTest

@testable import StubKit

/// What a generated mock's placeholder does when the code under test calls it.
private final class SettingsMock {
    static let versionLine: UInt = #line + 2
    var version: Int {
        unmockedRequirement("SettingsMock.version", reason: "StubKit has no pattern for properties yet")
    }

    func reset() { unmockedRequirement("SettingsMock.reset()", reason: "a test reason") as Void }
}

final class UnmockedRequirementTests: XCTestCase {
    func testACallFailsTheTestNamingTheRequirementAndWhy() {
        let mock = SettingsMock()
        var version: Int?
        let failures = recordingFailures { version = mock.version }
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.unmockedRequirement("SettingsMock.version", reason: "StubKit has no pattern for properties yet")])
        XCTAssertEqual(failures.first?.site.line, SettingsMock.versionLine)
        XCTAssertEqual(failures.first?.site.fileID, "StubKitTests/UnmockedRequirementTests.swift")
        XCTAssertEqual(version, 0, "then it returns the result type's default value")
    }

    func testAVoidRequirementReturnsAfterTheFailure() {
        let failures = recordingFailures { SettingsMock().reset() }
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.unmockedRequirement("SettingsMock.reset()", reason: "a test reason")])
    }
}
