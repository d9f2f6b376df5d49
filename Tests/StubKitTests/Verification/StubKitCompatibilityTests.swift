import XCTest

@testable import StubKit

// The archived StubKit's spellings that the rest of the API does not cover.

final class StubKitCompatibilityTests: XCTestCase {
    func testNotMetDescriptionIsNilWhenMetElseSaysHowOftenAgainstWhat() {
        XCTAssertNil(StubExpectation.once.notMetDescription(count: 1))
        XCTAssertNil(StubExpectation.noMoreThan(3).notMetDescription(count: 0))
        XCTAssertEqual(
            StubExpectation.never.notMetDescription(count: 3), Messages.notMetDescription(expected: "never", count: 3))
        XCTAssertEqual(
            StubExpectation.times(2).notMetDescription(count: 1),
            Messages.notMetDescription(expected: "exactly 2 times", count: 1))
        XCTAssertEqual(
            StubExpectation.atLeastTimes(2).notMetDescription(count: 0),
            Messages.notMetDescription(expected: "at least 2 times", count: 0))
    }

    /// A helper in the archived StubKit's style: it forwards its caller's `file` and `line`.
    private func verifyHelper<A, O, F>(
        _ sequence: StubSequence<A, O, F>, file: StaticString = #filePath, line: UInt = #line
    ) {
        SKTVerify(sequence, file: file, line: line)
    }

    func testSKTVerifyWithFileAndLineReportsWhereTheHelperWasCalled() {
        let mock = SeqDatabaseMock()
        let setupLine: UInt = #line + 1
        let sequence = setupStubSequence(of: &mock.addUserAction).expect(.once)
        var helperLine: UInt = 0
        let failures = recordingFailures {
            verifyHelper(sequence)
            helperLine = #line - 1
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "StubKitTests/StubKitCompatibilityTests.swift:\(setupLine)", conditions: "",
                    failure: Messages.unmetExpectations("once", count: 0, calls: "none"))
            ])
        XCTAssertEqual(failures.first?.site.line, helperLine)
        XCTAssertEqual("\(failures.first?.site.filePath ?? "")", "\(#filePath)")
        XCTAssertEqual(failures.first?.site.fileID, "StubKitCompatibilityTests.swift")
    }

    func testSKTVerifyWithoutLocationStillPicksTheFullSpelling() {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addUserAction).expect(.once)
        let failures = recordingFailures { SKTVerify(sequence) }
        XCTAssertEqual(failures.first?.site.fileID, #fileID)
    }
}
