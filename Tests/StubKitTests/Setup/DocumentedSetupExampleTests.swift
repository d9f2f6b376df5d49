import Dispatch
import XCTest

@testable import StubKit

// The examples of the seed documentation's Setup, Selective setup, Sequence verification,
// Custom callbacks and Async testing sections, as written there, with its typos fixed:
// `addUser(givenName:lastName:)` is `addAccount(givenName:lastName:)`, the third selective
// example's second setup is `whenSecond("Derk")`, the custom callback for "user2" prints
// "Add user: user2", and "Expect asynchronously" attaches its XCTestExpectation (`attach`) to a
// sequence for "user1", the call its expectation is named after.

final class DocumentedSetupExampleTests: XCTestCase {
    // MARK: Setup

    func testStandardSetup() {
        let databaseMock = SeqDatabaseMock()
        // default behaviour
        XCTAssertEqual(databaseMock.addAccount(givenName: "John", lastName: "Appleseed"), 0)
        // custom return value
        setupStub(of: &databaseMock.addAccountAction, return: 1)
        XCTAssertEqual(databaseMock.addAccount(givenName: "John", lastName: "Appleseed"), 1)
        // override return value
        setupStub(of: &databaseMock.addAccountAction, return: 2)
        XCTAssertEqual(databaseMock.addAccount(givenName: "John", lastName: "Appleseed"), 2)
    }

    func testSequenceSetup() {
        let databaseMock = SeqDatabaseMock()
        // custom return sequence
        setupStubSequence(of: &databaseMock.addAccountAction)
            .returnsOnce(1)  // 1
            .returnsOnce(2)  // 2
            .returnsOnce(3)  // 3
            .returns(0)  // 4+

        XCTAssertEqual(databaseMock.addAccount(givenName: "John", lastName: "Appleseed1"), 1)
        XCTAssertEqual(databaseMock.addAccount(givenName: "John", lastName: "Appleseed2"), 2)
        XCTAssertEqual(databaseMock.addAccount(givenName: "John", lastName: "Appleseed3"), 3)
        XCTAssertEqual(databaseMock.addAccount(givenName: "John", lastName: "Appleseed4"), 0)
        XCTAssertEqual(databaseMock.addAccount(givenName: "John", lastName: "Appleseed5"), 0)
    }

    func testSequenceWithoutEndlessValueFallsBackToThePreviousSetup() {
        let databaseMock = SeqDatabaseMock()
        setupStubSequence(of: &databaseMock.addAccountAction).returns(-1)  // 2+
        setupStubSequence(of: &databaseMock.addAccountAction)
            .returnsOnce(1)  // 1
            .returnsOnce(2)  // 1

        XCTAssertEqual(databaseMock.addAccount(givenName: "John", lastName: "Appleseed"), 1)
        XCTAssertEqual(databaseMock.addAccount(givenName: "John", lastName: "Appleseed"), 2)
        XCTAssertEqual(databaseMock.addAccount(givenName: "John", lastName: "Appleseed"), -1)
    }

    // MARK: Selective setup

    func testSelectiveSetupBySingleArgument() {
        let databaseMock = SeqDatabaseMock()
        setupStubSequence(of: &databaseMock.addUserAction)
            .when("user1")
            .returns(false)
        setupStubSequence(of: &databaseMock.addUserAction)
            .when("user2")
            .returns(true)

        XCTAssertEqual(databaseMock.addUser(name: "user1"), false)
        XCTAssertEqual(databaseMock.addUser(name: "user2"), true)
    }

    func testSelectiveSetupByPredicate() {
        let databaseMock = SeqDatabaseMock()
        setupStubSequence(of: &databaseMock.addUserAction)
            .when({ $0.count > 0 })
            .returns(true)

        XCTAssertEqual(databaseMock.addUser(name: ""), false)
        XCTAssertEqual(databaseMock.addUser(name: "user2"), true)
    }

    func testSelectiveSetupByArgumentPosition() {
        let databaseMock = SeqDatabaseMock()
        setupStubSequence(of: &databaseMock.addAccountAction)
            .whenFirst("Tom")
            .returns(1)

        setupStubSequence(of: &databaseMock.addAccountAction)
            .whenSecond("Derk")
            .returns(10)

        setupStubSequence(of: &databaseMock.addAccountAction)
            .whenFirst("Tom")
            .whenSecond("Derk")
            .returns(100)

        XCTAssertEqual(databaseMock.addAccount(givenName: "Tom", lastName: "Kerk"), 1)
        XCTAssertEqual(databaseMock.addAccount(givenName: "Ole", lastName: "Derk"), 10)
        XCTAssertEqual(databaseMock.addAccount(givenName: "Ole", lastName: "De"), 0)
        // Last setup has a precedence.
        XCTAssertEqual(databaseMock.addAccount(givenName: "Tom", lastName: "Derk"), 100)
    }

    // MARK: Sequence verification

    func testSequenceVerification() {
        var tomDerkVerifyLine: UInt = 0
        var notVerifiedExpectLine: UInt = 0
        var setupLine: UInt = 0
        let failures = recordingFailures {
            let databaseMock = SeqDatabaseMock()
            let tomSequence = setupStubSequence(of: &databaseMock.addAccountAction)
                .whenFirst("Tom")
                .returns(1)
                .expect(.once)

            let derkSequence = setupStubSequence(of: &databaseMock.addAccountAction)
                .whenSecond("Derk")
                .expect(.once)

            setupLine = #line + 1
            let tomDerkSequence = setupStubSequence(of: &databaseMock.addAccountAction)
                .whenFirst("Tom")
                .whenSecond("Derk")
                .expect(.once)

            notVerifiedExpectLine = #line + 2
            let notVerifiedSequence = setupStubSequence(of: &databaseMock.addAccountAction)
                .expect(.never)
            _ = notVerifiedSequence

            XCTAssertEqual(databaseMock.addAccount(givenName: "Tom", lastName: "On"), 1)
            XCTAssertEqual(databaseMock.addAccount(givenName: "John", lastName: "Derk"), 0)

            SKTVerify(tomSequence)  // ✅
            XCTAssertTrue(tomSequence.verify())  // Equivalent to above call
            SKTVerify(derkSequence)  // ✅
            SKTVerify(tomDerkSequence)  // 🛑
            tomDerkVerifyLine = #line - 1
            // notVerifiedSequence is released here without having been verified.
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "StubKitTests/DocumentedSetupExampleTests.swift:\(setupLine)",
                    conditions: "whenFirst(\"Tom\"), whenSecond(\"Derk\")",
                    failure: Messages.unmetExpectations(
                        "once", count: 0, calls: "(\"Tom\", \"On\"), (\"John\", \"Derk\")",
                        nearestMiss: "whenSecond(\"Derk\") waited for \"Derk\", got \"On\"")),
                Messages.unverifiedSequence(expectations: "expect(.never)"),
            ])
        XCTAssertEqual(failures.map(\.site.line), [tomDerkVerifyLine, notVerifiedExpectLine])
        XCTAssertEqual(failures.map(\.site.fileID), [#fileID, #fileID])
    }

    func testSeveralExpectationsOnTheSameFunctionDoNotConflict() {
        let databaseMock = SeqDatabaseMock()
        let johnSequence = setupStubSequence(of: &databaseMock.addAccountAction)
            .whenFirst("John")
            .returns(1)
            .expect(.once)

        let appleseedSequence = setupStubSequence(of: &databaseMock.addAccountAction)
            .whenSecond("Appleseed")
            .expect(.once)

        let failures = recordingFailures {
            XCTAssertEqual(databaseMock.addAccount(givenName: "John", lastName: "Appleseed"), 1)

            SKTVerify(johnSequence)  // ✅
            SKTVerify(appleseedSequence)  // ✅
        }
        XCTAssertEqual(failures, [])
    }

    func testExpectingRangeOfTimes() {
        let databaseMock = SeqDatabaseMock()
        // swift-format-ignore: AlwaysUseLowerCamelCase
        // The documentation's own name.
        let verify1_3 = setupStubSequence(of: &databaseMock.addUserAction)
            .expect(.atLeastTimes(1))
            .expect(.noMoreThan(3))

        _ = databaseMock.addUser(name: "user1")
        _ = databaseMock.addUser(name: "user2")

        XCTAssert(verify1_3.verify())  // ✅
    }

    func testReturnOnceConflicts() {
        let databaseMock = SeqDatabaseMock()
        setupStubSequence(of: &databaseMock.addAccountAction)
            .returnsOnce(1)
            .returnsOnce(3)

        setupStubSequence(of: &databaseMock.addAccountAction)
            .returnsOnce(2)

        // returns 2 (and consumes 1 in a first sequence)
        XCTAssertEqual(databaseMock.addAccount(givenName: "John", lastName: "Appleseed"), 2)
        XCTAssertEqual(databaseMock.addAccount(givenName: "Some", lastName: "Lastname"), 3)
    }

    // MARK: Custom callbacks

    func testCustomCallbacks() {
        let databaseMock = SeqDatabaseMock()
        let printed = SeqLocked<[String]>([])
        func print(_ line: String) { printed.withLock { $0.append(line) } }

        setupStubSequence(of: &databaseMock.addUserAction)
            .callback {
                print("Add user: \($0)")
            }

        setupStubSequence(of: &databaseMock.addUserAction)
            .when("user2")
            .callback { _ in
                print("User 2 added")
            }

        _ = databaseMock.addUser(name: "user1")
        XCTAssertEqual(printed.current, ["Add user: user1"])
        printed.withLock { $0 = [] }
        _ = databaseMock.addUser(name: "user2")
        XCTAssertEqual(printed.current, ["User 2 added", "Add user: user2"])
    }

    // MARK: Async testing - XCTestExpectation support

    // Swift 6's XCTest isolates `waitForExpectations` to the main actor, and Linux XCTest cannot run
    // main-actor test methods, so these tests wait with `await fulfillment(of:timeout:)`.

    func testSequenceCallbackFulfillment() async {
        let databaseMock = SeqDatabaseMock()
        let timeout: TimeInterval = 5
        let user1Expecation = expectation(description: "Added user1")
        user1Expecation.expectedFulfillmentCount = 2

        setupStubSequence(of: &databaseMock.addUserAction).when("user1").callback(user1Expecation)

        DispatchQueue.global(qos: .userInitiated).async {
            _ = databaseMock.addUser(name: "user1")
            _ = databaseMock.addUser(name: "user2")
            _ = databaseMock.addUser(name: "user1")
        }

        await fulfillment(of: [user1Expecation], timeout: timeout)  // ✅
    }

    func testExpectAsynchronously() async {
        let databaseMock = SeqDatabaseMock()
        let timeout: TimeInterval = 5
        let user1Expecation = expectation(description: "Added user1")
        user1Expecation.assertForOverFulfill = true

        setupStubSequence(of: &databaseMock.addUserAction).when("user1").expect(.once).attach(user1Expecation)

        DispatchQueue.global(qos: .userInitiated).async {
            _ = databaseMock.addUser(name: "user2")
            _ = databaseMock.addUser(name: "user1")
        }

        await fulfillment(of: [user1Expecation], timeout: timeout)  // ✅
    }
}
