import Foundation
import XCTest

@testable import StubKit

// The end-of-test check behind `.verifyStubs` and `verifyStubsAtTearDown()`, driven through
// `VerifyScope.run` so that its failures can be recorded and asserted.

final class VerifyScopeTests: XCTestCase {
    private let file = "StubKitTests/VerifyScopeTests.swift"

    func testUnmetExpectationsAreReportedAtTheExpectLineWhenTheScopeEnds() {
        let mock = SeqDatabaseMock()
        var setupLine: UInt = 0
        var expectLine: UInt = 0
        let failures = recordingFailures {
            VerifyScope.run {
                setupLine = #line + 1
                setupStubSequence(of: &mock.addAccountAction)
                    .whenFirst("Tom").whenSecond("Derk")
                    .expect(.once)
                expectLine = #line - 1
                _ = mock.addAccount(givenName: "John", lastName: "Derk")
            }
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMetAtTestEnd(
                    sequenceSite: "\(file):\(setupLine)", conditions: "whenFirst(\"Tom\"), whenSecond(\"Derk\")",
                    // The call came but its first name differed: the message says so (issue 32, near misses).
                    failure: Messages.unmetExpectations(
                        "once", count: 0, calls: "(\"John\", \"Derk\")",
                        nearestMiss: "whenFirst(\"Tom\") waited for \"Tom\", got \"John\""))
            ])
        XCTAssertEqual(failures.first?.site.line, expectLine)
        XCTAssertEqual(failures.first?.site.fileID, #fileID)
    }

    func testASequenceVerifiedByTheScopeIsNotReportedAgainWhenReleased() {
        let mock = SeqDatabaseMock()
        var kept: StubSequence<String, Bool, Never>?
        var setupLine: UInt = 0
        let failures = recordingFailures {
            VerifyScope.run {
                kept = setupStubSequence(of: &mock.addUserAction).expect(.once)
                setupLine = #line - 1
            }
            kept = nil
            mock.addUserAction = stub(of: mock.addUser)
        }
        XCTAssertNil(kept)
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMetAtTestEnd(
                    sequenceSite: "\(file):\(setupLine)", conditions: "",
                    failure: Messages.unmetExpectations("once", count: 0, calls: "none"))
            ])
    }

    func testMetExpectationsAreVerifiedSilentlyWithoutSKTVerify() {
        let mock = SeqDatabaseMock()
        let failures = recordingFailures {
            VerifyScope.run {
                setupStubSequence(of: &mock.addUserAction).when("a").returns(true).expect(.times(2))
                _ = mock.addUser(name: "a")
                _ = mock.addUser(name: "a")
            }
            mock.addUserAction = stub(of: mock.addUser)
        }
        XCTAssertEqual(failures, [])
    }

    func testSequencesVerifiedInTheTestAreNotReportedAgain() {
        let mock = SeqDatabaseMock()
        let failures = recordingFailures {
            VerifyScope.run {
                let sequence = setupStubSequence(of: &mock.addUserAction).expect(.once)
                SKTVerify(sequence)
            }
        }
        XCTAssertEqual(failures.count, 1, "only SKTVerify's own failure: \(failures)")
        XCTAssertEqual(failures.first?.message.hasPrefix("Stub expectation not met for"), true)
    }

    func testASequenceReleasedDuringTheTestIsCheckedAtItsEndOnce() {
        var expectLine: UInt = 0
        let failures = recordingFailures {
            VerifyScope.run {
                let mock = SeqDatabaseMock()
                setupStubSequence(of: &mock.addUserAction).expect(.atLeastOnce)
                expectLine = #line - 1
            }
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMetAtTestEnd(
                    sequenceSite: "\(file):\(expectLine)", conditions: "",
                    failure: Messages.unmetExpectations("at least once", count: 0, calls: "none"))
            ])
        XCTAssertEqual(failures.first?.site.line, expectLine)
    }

    func testConditionsThatMatchedNoCallAreReportedAtTheSetupLineWithTheCallsReceived() {
        let mock = SeqDatabaseMock()
        var setupLine: UInt = 0
        let failures = recordingFailures {
            VerifyScope.run {
                setupStubSequence(of: &mock.addUserAction).when("vip").returns(true)
                setupLine = #line - 1
                _ = mock.addUser(name: "bob")
                _ = mock.addUser(name: "ann")
            }
        }
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.unmatchedSetup("when(\"vip\").returns(true)", calls: "\"bob\", \"ann\"")])
        XCTAssertEqual(failures.first?.site.line, setupLine)
    }

    func testAPredicateThatMatchedNoCallIsReported() {
        let mock = SeqDatabaseMock()
        let failures = recordingFailures {
            VerifyScope.run {
                _ = setupStubSequence(of: &mock.addUserAction, for: { $0.hasPrefix("admin") }).callback { _ in }
            }
        }
        XCTAssertEqual(failures.map(\.message), [Messages.unmatchedSetup("when(predicate)", calls: "none")])
    }

    func testStepsNoCallUsedAreReportedWithHowOftenTheSequenceMatched() {
        let mock = SeqDatabaseMock()
        var setupLine: UInt = 0
        let failures = recordingFailures {
            VerifyScope.run {
                setupStubSequence(of: &mock.addUserAction).returnsOnce(true).returnsOnce(false).returns(true)
                setupLine = #line - 1
                _ = mock.addUser(name: "a")
            }
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.unusedSteps(
                    "returnsOnce(false), returns(true)", of: "returnsOnce(true).returnsOnce(false).returns(true)",
                    matched: 1, calls: "\"a\"")
            ])
        XCTAssertEqual(failures.first?.site.line, setupLine)
    }

    func testASetupStubNeverCalledIsReported() {
        let mock = SeqDatabaseMock()
        let failures = recordingFailures {
            // `_ =`: a one-expression closure would return the setup, and `run` is generic over the result.
            VerifyScope.run { _ = setupStub(of: &mock.addAccountAction, return: 3) }
        }
        XCTAssertEqual(
            failures.map(\.message), [Messages.unusedSetup("returns(3)", calls: "none")])
    }

    func testAWhollyUnusedSetupOfSeveralStepsIsNamedOnce() {
        let mock = SeqDatabaseMock()
        let failures = recordingFailures {
            VerifyScope.run { _ = setupStubSequence(of: &mock.addUserAction).returnsOnce(true).returns(false) }
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                "Unused setup: returnsOnce(true).returns(false) answered no call during the test; calls its stub "
                    + "received: none. Remove what the test does not need, or mark the sequence .lenient()."
            ])
    }

    func testAWhollyUnusedConditionedSetupWithExpectationsIsNamedOnce() {
        let mock = SeqDatabaseMock()
        let failures = recordingFailures {
            VerifyScope.run {
                let sequence = setupStubSequence(of: &mock.addUserAction).when("vip").returns(true)
                    .expect(.noMoreThan(1))
                _ = mock.addUser(name: "bob")
                SKTVerify(sequence)
            }
        }
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.unusedSetup("when(\"vip\").returns(true)", calls: "\"bob\"")])
    }

    func testUsedSetupsAndOnlyExpectationsAreNotUnused() {
        let mock = SeqDatabaseMock()
        let failures = recordingFailures {
            VerifyScope.run {
                setupStubSequence(of: &mock.addUserAction).when("a").returnsOnce(true).returns(false)
                setupStubSequence(of: &mock.addUserAction).when("vip").expect(.never)
                setupStubSequence(of: &mock.addAccountAction).expect(.never)
                setupStubSequence(of: &mock.addUserAction).callback { _ in }
                _ = mock.addUser(name: "a")
                _ = mock.addUser(name: "a")
            }
        }
        XCTAssertEqual(failures, [])
    }

    func testLenientSequencesAreNotReportedButTheirExpectationsAreVerified() {
        let mock = SeqDatabaseMock()
        var setupLine: UInt = 0
        let failures = recordingFailures {
            VerifyScope.run {
                setupStubSequence(of: &mock.addUserAction).when("vip").returns(true).lenient()
                setupStubSequence(of: &mock.addAccountAction).returnsOnce(1).returns(2).lenient().expect(.once)
                setupLine = #line - 1
            }
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMetAtTestEnd(
                    sequenceSite: "\(file):\(setupLine)", conditions: "",
                    failure: Messages.unmetExpectations("once", count: 0, calls: "none"))
            ])
    }

    func testAnExpectationMetThenBrokenAfterAttachIsReportedAtTheEnd() {
        let mock = SeqDatabaseMock()
        let added = expectation(description: "added")
        let failures = recordingFailures {
            VerifyScope.run {
                setupStubSequence(of: &mock.addUserAction).expect(.once).attach(added)
                _ = mock.addUser(name: "a")
                _ = mock.addUser(name: "b")
            }
            mock.addUserAction = stub(of: mock.addUser)
        }
        wait(for: [added], timeout: 1)
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.brokenAfterFulfilment(
                    Messages.unmetExpectations("once", count: 2, calls: "\"a\", \"b\""))
            ])
    }

    func testOutsideAScopeNothingChanges() {
        let mock = SeqDatabaseMock()
        let failures = recordingFailures {
            setupStubSequence(of: &mock.addUserAction).when("vip").returns(true)
            setupStub(of: &mock.addAccountAction, return: 3)
            _ = mock.addUser(name: "bob")
        }
        XCTAssertEqual(failures, [])
    }

    func testSetupsAfterTheScopeEndedAreNotTakenByIt() {
        let mock = SeqDatabaseMock()
        let scope = VerifyScope()
        scope.end()
        let failures = recordingFailures {
            VerifyScope.$active.withValue(scope) {
                setupStubSequence(of: &mock.addUserAction).when("vip").returns(true)
            }
            scope.end()
        }
        XCTAssertEqual(failures, [])
    }

    func testTheXCTestScopeTakesSetupsMadeOnOtherThreads() throws {
        let mock = SeqDatabaseMock()
        let scope = try XCTUnwrap(VerifyScope.beginXCTestScope())
        XCTAssertNil(VerifyScope.beginXCTestScope(), "one scope per test")
        let done = expectation(description: "set up on another thread")
        DispatchQueue.global().async {
            setupStubSequence(of: &mock.addUserAction).when("vip").returns(true)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        let failures = recordingFailures { VerifyScope.endXCTestScope(scope) }
        XCTAssertEqual(failures.map(\.message), [Messages.unmatchedSetup("when(\"vip\").returns(true)", calls: "none")])
        XCTAssertNil(VerifyScope.current)
    }

    func testCallsFromManyThreadsAreCountedAndListed() {
        let mock = SeqDatabaseMock()
        let failures = recordingFailures {
            VerifyScope.run {
                setupStubSequence(of: &mock.addUserAction).when("vip").returns(true)
                DispatchQueue.concurrentPerform(iterations: 40) { _ = mock.addUser(name: "x\($0 % 2)") }
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(
            failures.first?.message.hasSuffix(
                ", … and 30 more. Fix the conditions, remove the setup, or mark it .lenient()."), true,
            failures.first?.message ?? "")
    }
}
