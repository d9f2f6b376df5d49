import XCTest

@testable import StubKit

final class StubSequenceAPITests: XCTestCase {
    // MARK: Steps

    func testStepsAreUsedInOrderAndTheEndlessStepRepeats() throws {
        let mock = SeqShapesMock()
        setupStubSequence(of: &mock.saveAction)
            .returnsOnce(true)
            .throwsOnce(SeqError(code: 1))
            .answersOnce { $0 > 0 }
            .returnsOnce(true)
            .throws(SeqError(code: 2))
        XCTAssertEqual(try mock.save(1), true)
        XCTAssertEqual(seqError { _ = try mock.save(1) } as? SeqError, SeqError(code: 1))
        XCTAssertEqual(try mock.save(-1), false)
        XCTAssertEqual(try mock.save(1), true)
        for _ in 0..<3 {
            XCTAssertEqual(seqError { _ = try mock.save(1) } as? SeqError, SeqError(code: 2))
        }
    }

    func testStepsAddedAfterTheSequenceRanOutAnswerTheNextCalls() {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addAccountAction).returnsOnce(1)
        XCTAssertEqual(mock.addAccount(givenName: "a", lastName: "b"), 1)
        XCTAssertEqual(mock.addAccount(givenName: "a", lastName: "b"), 0)
        sequence.returnsOnce(2).returns(3)
        XCTAssertEqual(mock.addAccount(givenName: "a", lastName: "b"), 2)
        XCTAssertEqual(mock.addAccount(givenName: "a", lastName: "b"), 3)
        XCTAssertEqual(mock.addAccount(givenName: "a", lastName: "b"), 3)
    }

    func testSequenceWithoutStepsAnswersNothing() {
        let mock = SeqDatabaseMock()
        setupStub(of: &mock.addAccountAction, return: 4)
        setupStubSequence(of: &mock.addAccountAction)
        XCTAssertEqual(mock.addAccount(givenName: "a", lastName: "b"), 4)
    }

    func testAnswersAreComputedFromTheArgumentsOfEachCall() {
        let mock = SeqDatabaseMock()
        setupStubSequence(of: &mock.addAccountAction)
            .answersOnce { given, last in given.count * 100 + last.count }
            .answers { given, _ in given.count }
        XCTAssertEqual(mock.addAccount(givenName: "Tom", lastName: "Derk"), 304)
        XCTAssertEqual(mock.addAccount(givenName: "Anna", lastName: "Derk"), 4)
        XCTAssertEqual(mock.addAccount(givenName: "Al", lastName: "Derk"), 2)
    }

    func testAnswerMayCallTheMockAgain() {
        let mock = SeqDatabaseMock()
        setupStubSequence(of: &mock.addAccountAction).whenSecond("").returns(1)
        setupStubSequence(of: &mock.addAccountAction).whenSecond("twice").answers { given, _ in
            mock.addAccount(givenName: given, lastName: "") * 2
        }
        XCTAssertEqual(mock.addAccount(givenName: "a", lastName: "twice"), 2)
    }

    // MARK: Steps after an endless step

    func testStepAfterAnEndlessStepIsReportedAndIgnored() {
        let mock = SeqDatabaseMock()
        var line: UInt = 0
        let failures = recordingFailures {
            setupStubSequence(of: &mock.addAccountAction)
                .returns(1)
                .returnsOnce(5)
            line = #line - 1
        }
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.stepAfterEndless(step: "returnsOnce(5)", endless: "returns(1)")])
        XCTAssertEqual(failures.first?.site.line, line)
        XCTAssertEqual(failures.first?.site.fileID, #fileID)
        XCTAssertEqual((0..<3).map { _ in mock.addAccount(givenName: "a", lastName: "b") }, [1, 1, 1])
    }

    func testSecondEndlessStepIsReportedAndTheFirstKeepsAnswering() {
        let mock = SeqShapesMock()
        let failures = recordingFailures {
            setupStubSequence(of: &mock.saveAction).throws(SeqError(code: 7)).returns(true)
            setupStubSequence(of: &mock.renameAction).answers { $0.0 }.throwsOnce(SeqError(code: 1))
                .answersOnce { $0.1 }.answers { $0.1 }
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.stepAfterEndless(step: "returns(true)", endless: "throws(StubKitTests.SeqError(code: 7))"),
                Messages.stepAfterEndless(step: "throwsOnce(StubKitTests.SeqError(code: 1))", endless: "answers { … }"),
                Messages.stepAfterEndless(step: "answersOnce { … }", endless: "answers { … }"),
                Messages.stepAfterEndless(step: "answers { … }", endless: "answers { … }"),
            ])
        XCTAssertEqual(seqError { _ = try mock.save(1) } as? SeqError, SeqError(code: 7))
        XCTAssertEqual(seqError { _ = try mock.save(1) } as? SeqError, SeqError(code: 7))
        XCTAssertEqual(try mock.rename(from: "a", to: "b"), "a")
        XCTAssertEqual(try mock.rename(from: "a", to: "b"), "a")
    }

    func testSetupStubAfterSetupStubIsANewSequenceNotAMisuse() {
        let mock = SeqDatabaseMock()
        let failures = recordingFailures {
            setupStub(of: &mock.addAccountAction, return: 1)
            setupStub(of: &mock.addAccountAction, return: 2)
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(mock.addAccount(givenName: "a", lastName: "b"), 2)
    }

    // MARK: Conditions

    func testConditionsCombineWithAnd() {
        let mock = SeqShapesMock()
        setupStubSequence(of: &mock.configureAction)
            .whenFirst("h")
            .whenSecond(1)
            .when { $0.2 }
            .when { $0.3 > 1 }
            .returns("all")
        XCTAssertEqual(mock.configure(host: "h", port: 1, secure: true, timeout: 2), "all")
        XCTAssertEqual(mock.configure(host: "x", port: 1, secure: true, timeout: 2), "")
        XCTAssertEqual(mock.configure(host: "h", port: 2, secure: true, timeout: 2), "")
        XCTAssertEqual(mock.configure(host: "h", port: 1, secure: false, timeout: 2), "")
        XCTAssertEqual(mock.configure(host: "h", port: 1, secure: true, timeout: 1), "")
    }

    func testPredicateOfSetupStubSequenceForCombinesWithWhen() {
        let mock = SeqDatabaseMock()
        setupStubSequence(of: &mock.addUserAction, for: { $0.hasPrefix("admin") }).when("admin2").returns(true)
        XCTAssertFalse(mock.addUser(name: "admin1"))
        XCTAssertTrue(mock.addUser(name: "admin2"))
    }

    func testPredicateRunsOncePerCallWithThatCallsArguments() {
        // A predicate runs once per call, with that call's arguments.
        let mock = SeqDatabaseMock()
        let seen = SeqLocked<[String]>([])
        setupStubSequence(of: &mock.addUserAction).when { name in
            seen.withLock { $0.append(name) }
            return name == "b"
        }.returns(true)
        XCTAssertFalse(mock.addUser(name: "a"))
        XCTAssertTrue(mock.addUser(name: "b"))
        XCTAssertEqual(seen.current, ["a", "b"])
    }

    func testWhenValueWorksForOptionalArguments() {
        let mock = SeqOptionalMock()
        setupStubSequence(of: &mock.findAction).when(nil).returns("nobody")
        setupStubSequence(of: &mock.findAction).when(7).returns("seven")
        XCTAssertEqual(mock.find(nil), "nobody")
        XCTAssertEqual(mock.find(7), "seven")
        XCTAssertEqual(mock.find(8), "")
    }

    func testWhenWithSeveralValuesMatchesEveryArgument() {
        let mock = SeqShapesMock()
        setupStubSequence(of: &mock.moveAction).when(1, 2, 3).returns(true)
        XCTAssertTrue(mock.move(x: 1, y: 2, z: 3))
        XCTAssertFalse(mock.move(x: 1, y: 2, z: 4))
        XCTAssertFalse(mock.move(x: 0, y: 2, z: 3))
        XCTAssertFalse(mock.move(x: 1, y: 0, z: 3))
    }

    // MARK: Callbacks

    func testCallbackReceivesTheArgumentsOfEveryMatchingCall() {
        let mock = SeqDatabaseMock()
        let calls = SeqLocked<[String]>([])
        setupStubSequence(of: &mock.addAccountAction).whenSecond("Derk").callback { given, last in
            calls.withLock { $0.append("\(given) \(last)") }
        }
        _ = mock.addAccount(givenName: "Tom", lastName: "Derk")
        _ = mock.addAccount(givenName: "Tom", lastName: "Kerk")
        _ = mock.addAccount(givenName: "Ole", lastName: "Derk")
        XCTAssertEqual(calls.current, ["Tom Derk", "Ole Derk"])
    }

    func testCallbackRunsEvenWhenTheSequenceHasNoValueLeft() {
        let mock = SeqDatabaseMock()
        let count = SeqLocked(0)
        setupStubSequence(of: &mock.addUserAction).returnsOnce(true).callback { _ in count.withLock { $0 += 1 } }
        XCTAssertTrue(mock.addUser(name: "a"))
        XCTAssertFalse(mock.addUser(name: "a"))
        XCTAssertEqual(count.current, 2)
    }

    func testCallbackMayCallTheMockAgain() {
        let mock = SeqDatabaseMock()
        let nested = SeqLocked<[Bool]>([])
        setupStubSequence(of: &mock.addUserAction).when("inner").returns(true)
        setupStubSequence(of: &mock.addUserAction).when("outer").callback { _ in
            let result = mock.addUser(name: "inner")
            nested.withLock { $0.append(result) }
        }
        XCTAssertFalse(mock.addUser(name: "outer"))
        XCTAssertEqual(nested.current, [true])
    }

    func testCallbackRunsBeforeTheResultIsReturned() {
        let mock = SeqDatabaseMock()
        let flag = SeqLocked(false)
        setupStubSequence(of: &mock.addUserAction).callback { _ in flag.withLock { $0 = true } }
            .answers { _ in flag.current }
        XCTAssertTrue(mock.addUser(name: "a"))
    }
}

/// A stub whose argument is optional, for `when(nil)`.
private final class SeqOptionalMock {
    lazy var findAction = stub(of: find)
    func find(_ id: Int?) -> String { findAction(id) }
}
