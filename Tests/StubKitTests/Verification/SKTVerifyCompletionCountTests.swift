import Foundation
import XCTest

@testable import StubKit

// `SKTVerify(_:_:timeout:)` of a `CompletionRecorder` waits for the count its expectation names,
// not for the next call (issue 31). The calls are spaced in time rather than raced: one before
// the wait, one while it waits, and the last only once the wait has returned (or a second later),
// so a wait that returns on a call that does not meet the count always reads that count. A correct
// wait passes however slow the machine; the one assumption, that the wait has begun within 300 ms,
// decides only whether a wait that returns too early is seen.

final class SKTVerifyCompletionCountTests: XCTestCase {
    func testTheWaitLastsUntilTheExpectedCountNotUntilTheNextCall() async {
        let saved = CompletionRecorder<Int>()
        let handler = saved.handler
        let waitReturned = DispatchSemaphore(value: 0)
        handler(1)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(300)) {
            handler(2)
            // A wait that returned on the second call signals at once: the third comes after it.
            _ = waitReturned.wait(timeout: .now() + .seconds(1))
            handler(3)
        }
        var met = false
        let failures = await recordingFailures {
            met = await SKTVerify(saved, .times(3), timeout: .seconds(60))
        }
        waitReturned.signal()
        XCTAssertEqual(failures.map(\.message), [], "the wait must not end before the third call")
        XCTAssertTrue(met)
        XCTAssertEqual(saved.all, [1, 2, 3])
    }

    func testAWaitForSeveralCallsIsNotMetByOne() async {
        let saved = CompletionRecorder<String>()
        let handler = saved.handler
        let waitReturned = DispatchSemaphore(value: 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(300)) {
            handler("first")
            _ = waitReturned.wait(timeout: .now() + .seconds(1))
            handler("second")
        }
        var met = false
        let failures = await recordingFailures {
            met = await SKTVerify(saved, .atLeastTimes(2), timeout: .seconds(60))
        }
        waitReturned.signal()
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertTrue(met)
        XCTAssertEqual(saved.count, 2)
    }
}
