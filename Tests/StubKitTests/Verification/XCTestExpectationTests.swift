import Dispatch
import XCTest

@testable import StubKit

// `callback(_ expectation:)` and `attach(_:)`. Swift 6's XCTest isolates `waitForExpectations`
// to the main actor, which Linux XCTest cannot run test methods on, so these tests await
// `fulfillment(of:timeout:)`.

final class XCTestExpectationTests: XCTestCase {
    func testCallbackFulfilsOnEveryMatchingCallFromAnotherThread() async {
        let mock = SeqDatabaseMock()
        let added = expectation(description: "user1 added three times")
        added.expectedFulfillmentCount = 3
        added.assertForOverFulfill = true
        setupStubSequence(of: &mock.addUserAction).when("user1").callback(added)
        DispatchQueue.global().async {
            for name in ["user1", "user2", "user1", "user3", "user1"] { _ = mock.addUser(name: name) }
        }
        await fulfillment(of: [added], timeout: 5)
    }

    func testCallbackIsNotFulfilledByOtherCalls() async {
        let mock = SeqDatabaseMock()
        let added = expectation(description: "user1 never added")
        added.isInverted = true
        setupStubSequence(of: &mock.addUserAction).when("user1").callback(added)
        DispatchQueue.global().async {
            _ = mock.addUser(name: "user2")
        }
        await fulfillment(of: [added], timeout: 0.2)
    }

    func testAttachFulfilsOnceWhenTheExpectationsBecomeMet() async {
        let mock = SeqDatabaseMock()
        let twice = expectation(description: "added at least twice")
        twice.assertForOverFulfill = true
        let sequence = setupStubSequence(of: &mock.addUserAction).expect(.atLeastTimes(2)).attach(twice)
        _ = mock.addUser(name: "a")
        DispatchQueue.global().async {
            for name in ["b", "c", "d"] { _ = mock.addUser(name: name) }
        }
        await fulfillment(of: [twice], timeout: 5)
        XCTAssertTrue(sequence.verify())
    }

    func testAttachIsNotFulfilledBeforeTheExpectationsAreMet() async {
        let mock = SeqDatabaseMock()
        let notYet = expectation(description: "not met after one of two calls")
        notYet.isInverted = true
        let sequence = setupStubSequence(of: &mock.addUserAction).expect(.times(2)).attach(notYet)
        _ = mock.addUser(name: "a")
        await fulfillment(of: [notYet], timeout: 0.2)
        XCTAssertFalse(sequence.verify())
    }

    func testAttachIsFulfilledAtOnceWhenAlreadyMet() async {
        let mock = SeqDatabaseMock()
        let never = expectation(description: "never called")
        setupStubSequence(of: &mock.addUserAction).expect(.never).attach(never)
        await fulfillment(of: [never], timeout: 0)
        let other = SeqDatabaseMock()
        let atLeastOnce = expectation(description: "called before attach")
        let sequence = setupStubSequence(of: &other.addUserAction).expect(.atLeastOnce)
        _ = other.addUser(name: "a")
        sequence.attach(atLeastOnce)
        await fulfillment(of: [atLeastOnce], timeout: 0)
    }

    func testAttachBeforeExpectWaitsForTheExpectation() async {
        let mock = SeqDatabaseMock()
        let noExpectation = expectation(description: "no expectation, so never met")
        noExpectation.isInverted = true
        setupStubSequence(of: &mock.addUserAction).attach(noExpectation)
        _ = mock.addUser(name: "a")
        await fulfillment(of: [noExpectation], timeout: 0.2)

        let once = expectation(description: "attach, then expect")
        let sequence = setupStubSequence(of: &mock.addUserAction).attach(once).expect(.once)
        _ = mock.addUser(name: "b")
        await fulfillment(of: [once], timeout: 0)
        XCTAssertTrue(sequence.verify())

        let metAtExpect = expectation(description: "already called when expect is added")
        let late = setupStubSequence(of: &mock.addUserAction).attach(metAtExpect)
        _ = mock.addUser(name: "c")
        late.expect(.once)
        await fulfillment(of: [metAtExpect], timeout: 0)
        XCTAssertTrue(late.verify())
    }

    func testFulfilledAttachmentVerifiesTheSequence() async {
        let failures = await recordingFailures {
            let mock = SeqDatabaseMock()
            let added = expectation(description: "added once")
            setupStubSequence(of: &mock.addUserAction).when("a").expect(.once).attach(added)
            _ = mock.addUser(name: "a")
            _ = mock.addUser(name: "b")
            await fulfillment(of: [added], timeout: 0)
        }
        XCTAssertEqual(failures, [])
    }

    func testCallsThatBreakTheExpectationsAfterTheFulfilmentAreReportedOnRelease() async {
        var expectLine: UInt = 0
        let added = XCTestExpectation(description: "added once")
        let failures = await recordingFailures {
            let mock = SeqDatabaseMock()
            setupStubSequence(of: &mock.addUserAction).attach(added)
                .expect(.once)
            expectLine = #line - 1
            _ = mock.addUser(name: "a")
            await fulfillment(of: [added], timeout: 0)
            _ = mock.addUser(name: "b")
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.brokenAfterFulfilment(
                    Messages.unmetExpectations("once", count: 2, calls: "\"a\", \"b\""))
            ])
        XCTAssertEqual(failures.map(\.site.line), [expectLine])
    }

    func testUnfulfilledAttachmentDoesNotVerifyTheSequence() {
        var expectLine: UInt = 0
        let failures = recordingFailures {
            let mock = SeqDatabaseMock()
            setupStubSequence(of: &mock.addUserAction)
                .expect(.once)
            expectLine = #line - 1
            _ = mock.addUser(name: "a")
            _ = mock.addUser(name: "b")
        }
        XCTAssertEqual(failures.map(\.site.line), [expectLine])
        let attached = recordingFailures {
            let mock = SeqDatabaseMock()
            setupStubSequence(of: &mock.addUserAction).expect(.times(2)).attach(XCTestExpectation(description: "twice"))
            _ = mock.addUser(name: "a")
        }
        XCTAssertEqual(
            attached.map(\.message),
            [Messages.unverifiedSequence(expectations: "expect(.times(2))")])
    }

    func testExplicitVerificationAfterAttachmentIsStillPossible() {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addUserAction).expect(.once)
            .attach(XCTestExpectation(description: "added once"))
        _ = mock.addUser(name: "a")
        _ = mock.addUser(name: "b")
        let failures = recordingFailures { SKTVerify(sequence) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures[0].message.hasSuffix(Messages.unmetExpectations("once", count: 2, calls: "\"a\", \"b\"")),
            failures[0].message)
    }
}
