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
            [
                "'SettingsMock.version' was called, but the generated mock does not implement it: "
                    + "StubKit has no pattern for properties yet. Write it by hand."
            ])
        XCTAssertEqual(failures.first?.site.line, SettingsMock.versionLine)
        XCTAssertEqual(failures.first?.site.fileID, "StubKitTests/UnmockedRequirementTests.swift")
        XCTAssertEqual(version, 0, "then it returns the result type's default value")
    }

    func testAVoidRequirementReturnsAfterTheFailure() {
        let failures = recordingFailures { SettingsMock().reset() }
        XCTAssertEqual(
            failures.map(\.message),
            [
                "'SettingsMock.reset()' was called, but the generated mock does not implement it: a test reason. Write it by hand."
            ])
    }
}
