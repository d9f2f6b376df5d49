import XCTest

@testable import StubKit

final class SKTVerifyTests: XCTestCase {
    func testFailureNamesTheExpectationTheCountAndTheCallsReceivedAtTheVerifyLine() {
        let mock = SeqDatabaseMock()
        let setupLine: UInt = #line + 1
        let tomDerk = setupStubSequence(of: &mock.addAccountAction)
            .whenFirst("Tom").whenSecond("Derk")
            .expect(.once)
        _ = mock.addAccount(givenName: "John", lastName: "Derk")
        var verifyLine: UInt = 0
        let failures = recordingFailures {
            SKTVerify(tomDerk)
            verifyLine = #line - 1
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "StubKitTests/SKTVerifyTests.swift:\(setupLine)",
                    conditions: "whenFirst(\"Tom\"), whenSecond(\"Derk\")",
                    failure: Messages.unmetExpectations(
                        "once", count: 0, calls: "(\"John\", \"Derk\")",
                        nearestMiss: "whenFirst(\"Tom\") waited for \"Tom\", got \"John\""))
            ])
        XCTAssertTrue(
            failures[0].message.contains(
                Messages.unmetExpectations("once", count: 0, calls: "(\"John\", \"Derk\")")))
        XCTAssertEqual(failures[0].site.line, verifyLine)
        XCTAssertEqual(failures[0].site.fileID, #fileID)
        XCTAssertEqual("\(failures[0].site.filePath)", "\(#filePath)")
    }

    func testCallsRejectedAfterExpectIsAddedAreListedThoseBeforeAreNot() {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addUserAction).when("a")
        _ = mock.addUser(name: "before")
        sequence.expect(.once)
        _ = mock.addUser(name: "after")
        _ = mock.addUser(name: "a")
        _ = mock.addUser(name: "a")
        XCTAssertEqual(
            sequence.verificationFailures(),
            [Messages.unmetExpectations("once", count: 2, calls: "\"after\", \"a\", \"a\"")])
    }

    func testPassesSilentlyWhenMet() {
        let mock = SeqDatabaseMock()
        let failures = recordingFailures {
            let sequence = setupStubSequence(of: &mock.addUserAction).when("a").expect(.times(2))
            _ = mock.addUser(name: "a")
            _ = mock.addUser(name: "b")
            _ = mock.addUser(name: "a")
            SKTVerify(sequence)
        }
        XCTAssertEqual(failures, [])
    }

    func testMessageWithoutConditionsAndWithoutCalls() {
        let mock = SeqDatabaseMock()
        let setupLine: UInt = #line + 1
        let sequence = setupStubSequence(of: &mock.addUserAction).expect(.atLeastOnce)
        let failures = recordingFailures { SKTVerify(sequence) }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "StubKitTests/SKTVerifyTests.swift:\(setupLine)", conditions: "",
                    failure: Messages.unmetExpectations("at least once", count: 0, calls: "none"))
            ])
    }

    func testMessageDescribesEveryKindOfCondition() {
        let mock = SeqShapesMock()
        let setupLine: UInt = #line + 1
        let sequence = setupStubSequence(of: &mock.configureAction, for: { $0.3 > 0 })
            .when("h", 1, true, 2.5).whenThird(true).whenFourth(2.5).expect(.never)
        _ = mock.configure(host: "h", port: 1, secure: true, timeout: 2.5)
        let failures = recordingFailures { SKTVerify(sequence) }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "StubKitTests/SKTVerifyTests.swift:\(setupLine)",
                    conditions: "when(predicate), when(\"h\", 1, true, 2.5), whenThird(true), whenFourth(2.5)",
                    failure: Messages.unmetExpectations("never", count: 1, calls: "(\"h\", 1, true, 2.5)"))
            ])
    }

    func testSeveralUnmetExpectationsShareOneSentence() {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addUserAction)
            .expect(.atLeastTimes(5)).expect(.noMoreThan(3)).expect(.atLeastOnce)
        for name in ["a", "b", "c", "d"] { _ = mock.addUser(name: name) }
        let failures = recordingFailures { SKTVerify(sequence) }
        XCTAssertEqual(failures.count, 1)
        // The sequence's site is left open; the conditions are empty.
        XCTAssertTrue(
            message(
                failures[0].message,
                matchesTemplate: {
                    Messages.expectationNotMet(
                        sequenceSite: $0, conditions: "",
                        failure: Messages.unmetExpectations(
                            "at least 5 times and no more than 3 times", count: 4, calls: "\"a\", \"b\", \"c\", \"d\""))
                }), failures[0].message)
    }

    func testCallsReceivedAreShortenedAfterTen() {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addAccountAction).whenFirst("x").expect(.once)
        for index in 1...12 { _ = mock.addAccount(givenName: "n\(index)", lastName: "") }
        XCTAssertEqual(
            sequence.verificationFailures(),
            [
                Messages.unmetExpectations(
                    "once", count: 0,
                    calls: (1...10).map { "(\"n\($0)\", \"\")" }.joined(separator: ", ") + ", … and 2 more",
                    nearestMiss: "whenFirst(\"x\") waited for \"x\", got \"n1\"")
            ])
    }

    func testCallsReceivedIncludeMatchingAndOtherCallsInOrder() {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addUserAction).when("a").expect(.noMoreThan(1))
        for name in ["a", "b", "a"] { _ = mock.addUser(name: name) }
        XCTAssertEqual(
            sequence.verificationFailures(),
            [Messages.unmetExpectations("no more than 1 time", count: 2, calls: "\"a\", \"b\", \"a\"")])
    }

    func testVerificationFailuresForEveryExpectation() {
        let cases: [(StubExpectation, Int, [String])] = [
            (.never, 0, []),
            (.never, 1, [Messages.unmetExpectations("never", count: 1, calls: "\"c1\"")]),
            (.once, 1, []),
            (.once, 2, [Messages.unmetExpectations("once", count: 2, calls: "\"c1\", \"c2\"")]),
            (.atLeastOnce, 0, [Messages.unmetExpectations("at least once", count: 0, calls: "none")]),
            (.atLeastOnce, 3, []),
            (.times(2), 2, []),
            (.times(2), 1, [Messages.unmetExpectations("exactly 2 times", count: 1, calls: "\"c1\"")]),
            (.atLeastTimes(2), 2, []),
            (.atLeastTimes(2), 1, [Messages.unmetExpectations("at least 2 times", count: 1, calls: "\"c1\"")]),
            (.noMoreThan(1), 0, []),
            (.noMoreThan(1), 2, [Messages.unmetExpectations("no more than 1 time", count: 2, calls: "\"c1\", \"c2\"")]),
        ]
        for (expectation, calls, expected) in cases {
            let mock = SeqDatabaseMock()
            let sequence = setupStubSequence(of: &mock.addUserAction).expect(expectation)
            for index in 0..<calls { _ = mock.addUser(name: "c\(index + 1)") }
            XCTAssertEqual(sequence.verificationFailures(), expected, "\(expectation) after \(calls) calls")
            XCTAssertEqual(sequence.verify(), expected.isEmpty, "\(expectation) after \(calls) calls")
        }
    }

    func testSequenceWithoutExpectationsVerifies() {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addUserAction).returns(true)
        _ = mock.addUser(name: "a")
        XCTAssertTrue(sequence.verify())
        XCTAssertEqual(sequence.verificationFailures(), [])
        XCTAssertEqual(recordingFailures { SKTVerify(sequence) }, [])
    }

    func testVerifyingEarlyAndAgainLaterReflectsTheLatestCount() {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addUserAction).expect(.once)
        XCTAssertFalse(sequence.verify())
        _ = mock.addUser(name: "a")
        XCTAssertTrue(sequence.verify())
        _ = mock.addUser(name: "b")
        XCTAssertFalse(sequence.verify())
    }

    func testSKTVerifyFromAsyncCode() async {
        let mock = SeqShapesMock()
        let sequence = setupStubSequence(of: &mock.fetchAction).when(1).expect(.once)
        _ = await mock.fetch(2)
        let failures = await recordingFailures {
            await Task.yield()
            SKTVerify(sequence)
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures[0].message.hasSuffix(
                Messages.unmetExpectations("once", count: 0, calls: "2", nearestMiss: "when(1) waited for 1, got 2")),
            "\(failures)")
    }

    // MARK: Unverified sequences

    func testUnverifiedSequenceReportsAtItsExpectLineWhenReleased() {
        var expectLine: UInt = 0
        let failures = recordingFailures {
            let mock = SeqDatabaseMock()
            setupStubSequence(of: &mock.addUserAction)
                .when("a")
                .expect(.once)
            expectLine = #line - 1
            _ = mock.addUser(name: "a")
        }
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.unverifiedSequence(expectations: "expect(.once)")])
        XCTAssertEqual(failures.first?.site.line, expectLine)
        XCTAssertEqual(failures.first?.site.fileID, #fileID)
    }

    func testUnverifiedSequenceIsReportedWhenTheMockReleasesItNotWhenTheChainEnds() {
        var failuresWhileTheMockLives: [Failure] = []
        let failures = recordingFailures {
            var mock: SeqDatabaseMock? = SeqDatabaseMock()
            setupStubSequence(of: &mock!.addUserAction).when("a").returns(true).expect(.once)
            // The chain's result is gone; the stub still holds the sequence, which still answers.
            XCTAssertEqual(mock?.addUser(name: "a"), true)
            failuresWhileTheMockLives = FailureReporter.recorder?.failures ?? []
            mock = nil
        }
        XCTAssertEqual(failuresWhileTheMockLives, [])
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.map(\.message), [Messages.unverifiedSequence(expectations: "expect(.once)")])
    }

    func testUnverifiedSequenceWithSeveralExpectationsPointsAtTheLastExpect() {
        var lastExpectLine: UInt = 0
        let failures = recordingFailures {
            let mock = SeqDatabaseMock()
            setupStubSequence(of: &mock.addUserAction)
                .expect(.atLeastTimes(2))
                .expect(.noMoreThan(5))
            lastExpectLine = #line - 1
        }
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.unverifiedSequence(expectations: "expect(.atLeastTimes(2)), expect(.noMoreThan(5))")])
        XCTAssertEqual(failures.first?.site.line, lastExpectLine)
    }

    func testVerifiedSequencesAndSequencesWithoutExpectationsAreReleasedSilently() {
        let failures = recordingFailures {
            let mock = SeqDatabaseMock()
            SKTVerify(setupStubSequence(of: &mock.addUserAction).expect(.never))
            XCTAssertTrue(setupStubSequence(of: &mock.addUserAction).expect(.never).verify())
            XCTAssertEqual(setupStubSequence(of: &mock.addUserAction).expect(.never).verificationFailures(), [])
            XCTAssertFalse(setupStubSequence(of: &mock.addUserAction).expect(.once).verify())
            setupStubSequence(of: &mock.addUserAction).returns(true).callback { _ in }
        }
        XCTAssertEqual(failures, [])
    }

    func testExpectAfterVerificationNeedsVerificationAgain() {
        var expectLine: UInt = 0
        let failures = recordingFailures {
            let mock = SeqDatabaseMock()
            let sequence = setupStubSequence(of: &mock.addUserAction).expect(.never)
            SKTVerify(sequence)
            sequence.expect(.noMoreThan(1))
            expectLine = #line - 1
        }
        XCTAssertEqual(failures.map(\.site.line), [expectLine])
    }
}
