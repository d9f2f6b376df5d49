import Dispatch
import Foundation
import XCTest

@testable import StubKit

final class SKTVerifyWaitingTests: XCTestCase {
    func testReturnsAsSoonAsACallFromAnotherThreadMeetsTheExpectations() async {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addUserAction).when("a").expect(.times(2))
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
            _ = mock.addUser(name: "a")
            _ = mock.addUser(name: "b")
            _ = mock.addUser(name: "a")
        }
        let start = Date()
        var met = false
        let failures = await recordingFailures { met = await SKTVerify(sequence, timeout: .seconds(30)) }
        XCTAssertTrue(met)
        XCTAssertEqual(failures, [])
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }

    func testReturnsAtOnceWhenTheExpectationsAreAlreadyMet() async {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addUserAction).expect(.once)
        _ = mock.addUser(name: "a")
        let met = await SKTVerify(sequence, timeout: .seconds(30))
        XCTAssertTrue(met)
    }

    func testReportsTheUsualFailureAtTheVerifyLineWhenTheTimeoutPasses() async {
        let mock = SeqDatabaseMock()
        let setupLine: UInt = #line + 1
        let sequence = setupStubSequence(of: &mock.addUserAction).when("a").expect(.once)
        _ = mock.addUser(name: "b")
        var verifyLine: UInt = 0
        var met = true
        let failures = await recordingFailures {
            met = await SKTVerify(sequence, timeout: .milliseconds(50))
            verifyLine = #line - 1
        }
        XCTAssertFalse(met)
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "StubKitTests/SKTVerifyWaitingTests.swift:\(setupLine)", conditions: "when(\"a\")",
                    failure: Messages.unmetExpectations(
                        "once", count: 0, calls: "\"b\"", nearestMiss: "when(\"a\") waited for \"a\", got \"b\""))
            ])
        XCTAssertEqual(failures.first?.site.line, verifyLine)
    }

    func testDoesNotWaitForExpectationsThatCanNoLongerBeMet() async {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addUserAction).expect(.once)
        _ = mock.addUser(name: "a")
        _ = mock.addUser(name: "b")
        let start = Date()
        var met = true
        let failures = await recordingFailures { met = await SKTVerify(sequence, timeout: .seconds(60)) }
        XCTAssertFalse(met)
        XCTAssertEqual(failures.count, 1)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }

    func testWaitsForAnAsynchronousStubCalledFromAnotherTask() async {
        let mock = SeqShapesMock()
        let sequence = setupStubSequence(of: &mock.fetchAction).when(7).returns("seven").expect(.atLeastOnce)
        let caller = Task.detached {
            try? await Task.sleep(nanoseconds: 20_000_000)
            return await mock.fetch(7)
        }
        let met = await SKTVerify(sequence, timeout: .seconds(30))
        XCTAssertTrue(met)
        let answer = await caller.value
        XCTAssertEqual(answer, "seven")
    }

    func testAWaitedSequenceIsVerifiedAndNotReportedWhenReleased() async {
        let mock = SeqDatabaseMock()
        let failures = await recordingFailures {
            let sequence = setupStubSequence(of: &mock.addUserAction).expect(.once)
            DispatchQueue.global().async { _ = mock.addUser(name: "a") }
            await SKTVerify(sequence, timeout: .seconds(30))
        }
        XCTAssertEqual(failures, [])
    }

    func testCancellingTheWaitingTaskEndsTheWait() async {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addUserAction).expect(.once)
        let waiting = Task { await recordingFailures { await SKTVerify(sequence, timeout: .seconds(60)) } }
        try? await Task.sleep(nanoseconds: 20_000_000)
        let start = Date()
        waiting.cancel()
        let failures = await waiting.value
        XCTAssertEqual(failures.count, 1)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }

    /// A wait's timeout given after the wait ended is cancelled at once (whole-code run seed
    /// 55547894: survivor #1686, the end not remembered, passed: the timeout's task then slept out
    /// its whole time, and a continuation given after the end was never resumed).
    func testATimeoutGivenAfterTheEndIsCancelledAtOnce() {
        let waiter = MetWaiter()
        waiter.resume()
        let timeout = Task { _ = try? await Task.sleep(for: .seconds(30)) }
        waiter.time(timeout)
        XCTAssertTrue(timeout.isCancelled)
    }
}
