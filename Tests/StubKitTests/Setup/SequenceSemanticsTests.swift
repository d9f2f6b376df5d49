import XCTest

@testable import StubKit

// The semantics the setup-sequence issue requires to hold exactly, one test (or more) each.

final class SequenceSemanticsTests: XCTestCase {
    // MARK: 1. The newest matching setup with a value left answers; then older ones; then the stub.

    func testNewestMatchingSetupSuppliesTheValue() {
        let mock = SeqDatabaseMock()
        setupStubSequence(of: &mock.addUserAction).returns(false)
        setupStubSequence(of: &mock.addUserAction).returns(true)
        XCTAssertTrue(mock.addUser(name: "a"))
        setupStubSequence(of: &mock.addUserAction).when("b").returns(false)
        XCTAssertFalse(mock.addUser(name: "b"))
        XCTAssertTrue(mock.addUser(name: "a"))
    }

    func testExhaustedSequenceFallsBackToThePreviousSetupThenToTheStubDefault() {
        let mock = SeqDatabaseMock()
        setupStubSequence(of: &mock.addAccountAction).returnsOnce(10)
        setupStubSequence(of: &mock.addAccountAction).returnsOnce(20).returnsOnce(21)
        let results = (0..<4).map { _ in mock.addAccount(givenName: "a", lastName: "b") }
        // The newer sequence answers twice; the older one's once-value was consumed by the first call.
        XCTAssertEqual(results, [20, 21, 0, 0])
    }

    func testOlderEndlessSetupAnswersWhenTheNewerRunsOut() {
        let mock = SeqDatabaseMock()
        setupStubSequence(of: &mock.addAccountAction).returnsOnce(9).returns(-1)
        setupStubSequence(of: &mock.addAccountAction).returnsOnce(1)
        let results = (0..<3).map { _ in mock.addAccount(givenName: "a", lastName: "b") }
        XCTAssertEqual(results, [1, -1, -1])
    }

    func testExhaustedSequenceFallsBackToTheRegisteredBehaviourOfAStrictStub() {
        let mock = SeqStrictMock()
        mock.scoreAction = registerStub(alwaysReturn: 50)
        setupStubSequence(of: &mock.scoreAction).returnsOnce(1)
        let failures = recordingFailures {
            XCTAssertEqual(mock.score("a"), 1)
            XCTAssertEqual(mock.score("a"), 50)
        }
        XCTAssertEqual(failures, [])
    }

    func testExhaustedSequenceOnAnUnregisteredStrictStubReportsTheStrictStub() {
        let mock = SeqStrictMock()
        setupStubSequence(of: &mock.scoreAction).returnsOnce(1)
        let failures = recordingFailures {
            XCTAssertEqual(mock.score("first"), 1)
            XCTAssertEqual(mock.score("second"), 0)
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(
            failures.first?.message, Messages.unregisteredStrictStub(name: "scoreAction", arguments: "\"second\""),
            "\(failures)")
    }

    func testStrictThrowingStubAnsweredBySetupDoesNotReport() throws {
        let mock = SeqStrictMock()
        setupStubSequence(of: &mock.storeAction).throwsOnce(SeqError(code: 1)).returns(2)
        let failures = try recordingFailures {
            XCTAssertEqual(seqError { _ = try mock.store("a") } as? SeqError, SeqError(code: 1))
            XCTAssertEqual(try mock.store("a"), 2)
        }
        XCTAssertEqual(failures, [])
    }

    // MARK: 2. Once-values are consumed by every matching sequence.

    func testOnceValuesAreConsumedByEveryMatchingSequence() {
        let mock = SeqDatabaseMock()
        setupStubSequence(of: &mock.addAccountAction).returnsOnce(1).returnsOnce(3)
        setupStubSequence(of: &mock.addAccountAction).returnsOnce(2)
        XCTAssertEqual(mock.addAccount(givenName: "John", lastName: "Appleseed"), 2)
        XCTAssertEqual(mock.addAccount(givenName: "Some", lastName: "Lastname"), 3)
        XCTAssertEqual(mock.addAccount(givenName: "Some", lastName: "Lastname"), 0)
    }

    func testThrowsOnceAndAnswersOnceAreConsumedToo() {
        let mock = SeqShapesMock()
        setupStubSequence(of: &mock.saveAction).throwsOnce(SeqError(code: 1)).answersOnce { _ in false }.returns(true)
        setupStubSequence(of: &mock.saveAction).returnsOnce(true).returnsOnce(true)
        XCTAssertEqual(try mock.save(1), true)
        XCTAssertEqual(try mock.save(1), true)
        // Both of the older sequence's once-steps were consumed: its endless step answers now.
        XCTAssertEqual(try mock.save(1), true)
        setupStubSequence(of: &mock.saveAction).returnsOnce(false)
        XCTAssertEqual(try mock.save(1), false)
    }

    // MARK: 3. Every matching sequence counts the call and runs its callbacks.

    func testExpectationsCountEveryMatchingCallWhetherOrNotTheSequenceAnswered() {
        let mock = SeqDatabaseMock()
        let answering = setupStubSequence(of: &mock.addUserAction).returns(true).expect(.times(2))
        let silent = setupStubSequence(of: &mock.addUserAction).expect(.times(2))
        let shadowed = setupStubSequence(of: &mock.addUserAction).returns(false).expect(.times(2))
        let newest = setupStubSequence(of: &mock.addUserAction).when("x").returns(true).expect(.once)
        XCTAssertTrue(mock.addUser(name: "x"))
        XCTAssertFalse(mock.addUser(name: "y"))
        XCTAssertEqual(answering.verificationFailures(), [])
        XCTAssertEqual(silent.verificationFailures(), [])
        XCTAssertEqual(shadowed.verificationFailures(), [])
        XCTAssertEqual(newest.verificationFailures(), [])
    }

    func testCallbacksRunForEveryMatchingSequenceNewestFirst() {
        let mock = SeqDatabaseMock()
        let order = SeqLocked<[String]>([])
        setupStubSequence(of: &mock.addUserAction).returns(true).callback { name in
            order.withLock { $0.append("old \(name)") }
        }
        setupStubSequence(of: &mock.addUserAction).returns(false).callback { name in
            order.withLock { $0.append("new \(name)") }
        }
        .callback { name in order.withLock { $0.append("new again \(name)") } }
        XCTAssertFalse(mock.addUser(name: "u"))
        XCTAssertEqual(order.current, ["new u", "new again u", "old u"])
    }

    // MARK: 4. Non-matching sequences are invisible to the call.

    func testNonMatchingSequenceNeitherCountsNorConsumesNorCallsBack() {
        let mock = SeqDatabaseMock()
        let called = SeqLocked(0)
        let other = setupStubSequence(of: &mock.addUserAction).when("other").returnsOnce(true)
            .callback { _ in called.withLock { $0 += 1 } }.expect(.never)
        XCTAssertFalse(mock.addUser(name: "me"))
        XCTAssertFalse(mock.addUser(name: "me"))
        XCTAssertEqual(called.current, 0)
        XCTAssertEqual(other.verificationFailures(), [])
        // Its once-value is still there for the first matching call.
        XCTAssertTrue(mock.addUser(name: "other"))
        XCTAssertFalse(mock.addUser(name: "other"))
        XCTAssertEqual(called.current, 2)
        XCTAssertEqual(other.verificationFailures().count, 1)
    }

    func testNonMatchingNewerSequenceLetsTheOlderOneAnswer() {
        let mock = SeqDatabaseMock()
        setupStubSequence(of: &mock.addAccountAction).returnsOnce(1).returnsOnce(2)
        setupStubSequence(of: &mock.addAccountAction).whenFirst("x").returnsOnce(100)
        XCTAssertEqual(mock.addAccount(givenName: "a", lastName: ""), 1)
        XCTAssertEqual(mock.addAccount(givenName: "x", lastName: ""), 100)
        XCTAssertEqual(mock.addAccount(givenName: "a", lastName: ""), 0, "the older sequence's 2 was consumed by x")
    }
}
