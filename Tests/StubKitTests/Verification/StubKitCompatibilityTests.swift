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
            Messages.notMetDescription(expected: "exactly 2", count: 1))
        XCTAssertEqual(
            StubExpectation.atLeastTimes(2).notMetDescription(count: 0),
            Messages.notMetDescription(expected: "at least 2 (or more)", count: 0))
    }

    /// The archived StubKit's own cases for `notMetDescription(count:)`, one per expectation kind,
    /// with the sentences it returned, word for word.
    func testNotMetDescriptionSaysWhatTheArchivedStubKitSaidForEveryKind() {
        let cases: [(StubExpectation, count: Int, archived: String)] = [
            (.never, 3, "Called 3 times while expected never"),
            (.once, 3, "Called 3 times while expected once"),
            (.atLeastOnce, 0, "Called 0 times while expected at least once"),
            (.times(0), 3, "Called 3 times while expected exactly 0"),
            (.times(3), 1, "Called 1 time while expected exactly 3"),
            (.atLeastTimes(3), 2, "Called 2 times while expected at least 3 (or more)"),
            (.noMoreThan(3), 4, "Called 4 times while expected at maximum 3 (or less)"),
        ]
        for (expectation, count, archived) in cases {
            XCTAssertEqual(expectation.notMetDescription(count: count), archived, "\(expectation)")
        }
    }

    /// Our own messages keep their words: only `notMetDescription(count:)` speaks the archived ones.
    func testDescriptionKeepsItsOwnWords() {
        XCTAssertEqual(StubExpectation.times(3).description, "exactly 3 times")
        XCTAssertEqual(StubExpectation.atLeastTimes(3).description, "at least 3 times")
        XCTAssertEqual(StubExpectation.noMoreThan(3).description, "no more than 3 times")
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
