import XCTest

@testable import StubKit

final class SKTVerifyCallsTests: XCTestCase {
    /// Verifies `called` against `expected`, returning whether it held and the messages reported.
    private func verify(
        _ called: [String], _ expected: [String], including: Bool = false
    ) -> (held: Bool, messages: [String]) {
        let log = CallLog(called)
        var held = true
        let failures = recordingFailures {
            held = including ? SKTVerifyCalls(log, including: expected) : SKTVerifyCalls(log, expected)
        }
        return (held, failures.map(\.message))
    }

    func testTheSameCallsInTheSameOrderPass() {
        XCTAssertTrue(verify(["a", "b", "c"], ["a", "b", "c"]) == (true, []))
        XCTAssertTrue(verify([], []) == (true, []))
    }

    func testAFailurePointsAtTheVerifyCallsLineAndColumnInBothForms() {
        let log = CallLog(["a"])
        var sites: [(line: UInt, column: UInt)] = []
        let failures = recordingFailures {
            _ = SKTVerifyCalls(log, ["b"])
            sites.append((#line - 1, 31))  // The `(`: where #column, as a default argument, puts a call.
            let _: Bool = SKTVerifyCalls(log, including: ["b"])
            sites.append((#line - 1, 41))
        }
        XCTAssertEqual(failures.map(\.site.line), sites.map(\.line))
        XCTAssertEqual(failures.map(\.site.column), sites.map(\.column))
        XCTAssertEqual(failures.map(\.site.fileID), [#fileID, #fileID])
        XCTAssertEqual(failures.map { "\($0.site.filePath)" }, ["\(#filePath)", "\(#filePath)"])
    }

    func testAMissingCallIsMarkedExpectedNotCalled() {
        XCTAssertTrue(
            verify(["a", "c"], ["a", "b", "c"])
                == (false, [Messages.callsDiffer(called: 2, expected: 3, lines: [#"  "a""#, #"- "b""#, #"  "c""#])]))
    }

    func testAnExtraCallIsMarkedCalledNotExpected() {
        XCTAssertTrue(
            verify(["a", "x", "b"], ["a", "b"])
                == (false, [Messages.callsDiffer(called: 3, expected: 2, lines: [#"  "a""#, #"+ "x""#, #"  "b""#])]))
    }

    func testACallMadeInsteadOfTheOneExpectedShowsTheExpectedOneFirst() {
        XCTAssertTrue(
            verify(["a", "x", "c"], ["a", "b", "c"])
                == (
                    false,
                    [Messages.callsDiffer(called: 3, expected: 3, lines: [#"  "a""#, #"- "b""#, #"+ "x""#, #"  "c""#])]
                ))
    }

    func testTwoCallsSwappedKeepTheLongestCommonRunUnmarked() {
        XCTAssertTrue(
            verify(["b", "a", "c"], ["a", "b", "c"])
                == (
                    false,
                    [Messages.callsDiffer(called: 3, expected: 3, lines: [#"- "a""#, #"  "b""#, #"+ "a""#, #"  "c""#])]
                ))
    }

    func testNoCallsAtAllOrCallsWhereNoneWereExpectedAreListedWhole() {
        XCTAssertTrue(
            verify([], ["a", "b"]) == (
                false, [Messages.callsDiffer(called: 0, expected: 2, lines: [#"- "a""#, #"- "b""#])]
            ))
        XCTAssertTrue(
            verify(["a"], []) == (false, [Messages.callsDiffer(called: 1, expected: 0, lines: [#"+ "a""#])]))
    }

    func testTheThirdCallOfAKindIsTheOneMarkedWhenTheTwoBeforeItAreExpected() {
        XCTAssertTrue(
            verify(["a", "a", "a"], ["a", "a"])
                == (false, [Messages.callsDiffer(called: 3, expected: 2, lines: [#"  "a""#, #"  "a""#, #"+ "a""#])]))
    }

    func testIncludingPassesWithOtherCallsBeforeBetweenAndAfter() {
        XCTAssertTrue(verify(["x", "a", "y", "b", "z"], ["a", "b"], including: true) == (true, []))
        XCTAssertTrue(verify(["a", "b"], ["a", "b"], including: true) == (true, []))
        XCTAssertTrue(verify(["a"], [], including: true) == (true, []))
    }

    func testIncludingFailsOnACallMissingOrOutOfOrderAndMarksTheOthers() {
        XCTAssertTrue(
            verify(["x", "a"], ["a", "b"], including: true)
                == (
                    false,
                    [Messages.expectedCallsMissing(missing: 1, expected: 2, lines: [#"· "x""#, #"  "a""#, #"- "b""#])]
                ))
        XCTAssertTrue(
            verify(["b", "a"], ["a", "b"], including: true)
                == (
                    false,
                    [Messages.expectedCallsMissing(missing: 1, expected: 2, lines: [#"· "b""#, #"  "a""#, #"- "b""#])]
                ))
        XCTAssertTrue(
            verify(["a"], ["a", "a"], including: true)
                == (false, [Messages.expectedCallsMissing(missing: 1, expected: 2, lines: [#"  "a""#, #"- "a""#])]))
    }

    func testIncludingMatchesEachExpectedCallToTheEarliestCallLeftAndListsTheUnmatchedLast() {
        XCTAssertTrue(
            verify(["a", "b", "c", "b"], ["b", "a", "b"], including: true)
                == (
                    false,
                    [
                        Messages.expectedCallsMissing(
                            missing: 2, expected: 3,
                            lines: [#"· "a""#, #"  "b""#, #"· "c""#, #"· "b""#, #"- "a""#, #"- "b""#])
                    ]
                ))
        XCTAssertTrue(verify(["a", "b", "a", "b"], ["a", "a", "b"], including: true) == (true, []))
    }

    func testAnEnumEntryIsWrittenAsTheTestWritesItsCaseWithoutItsType() {
        enum Local: Equatable {
            case open
            case send(String, to: Int)
        }
        enum Described: CustomStringConvertible {
            case open
            var description: String { "OPEN" }
        }
        struct Point: Equatable { let x: Int }
        XCTAssertEqual(CallDiff.written(Local.open), ".open")
        XCTAssertEqual(CallDiff.written(Local.send("hi", to: 2)), #".send("hi", to: 2)"#)
        XCTAssertEqual(CallDiff.written(Optional(Local.open) as Any), ".open")
        XCTAssertEqual(CallDiff.written(Local?.none as Any), "nil")
        XCTAssertEqual(CallDiff.written(Described.open), "OPEN")
        XCTAssertEqual(CallDiff.written("open()"), #""open()""#)
        XCTAssertEqual(CallDiff.written(Optional("open()") as Any), #""open()""#)
        XCTAssertEqual(CallDiff.written(Point(x: 1)), String(reflecting: Point(x: 1)))
    }

    func testTypedEntriesAreWrittenAsSwiftWritesThem() {
        let log = CallLog<Int?>([1, nil])
        let failures = recordingFailures { SKTVerifyCalls(log, [1, 2]) }
        XCTAssertEqual(
            failures.map(\.message), [Messages.callsDiffer(called: 2, expected: 2, lines: ["  1", "- 2", "+ nil"])])
    }
}
