import Testing

@testable import StubKit

// In a Swift Testing test, StubKit's failures are recorded as issues of that test, at the user's
// line; `withKnownIssue` sees them. `callback(_ confirmation:)` confirms on every matching call.

@Suite struct SwiftTestingVerificationTests {
    @Test func sktVerifyRecordsAnIssueAtTheVerifyLine() {
        let mock = SeqDatabaseMock()
        let setupLine = #line + 1
        let tomDerk = setupStubSequence(of: &mock.addAccountAction)
            .whenFirst("Tom").whenSecond("Derk")
            .expect(.once)
        _ = mock.addAccount(givenName: "John", lastName: "Derk")
        let verifyLine = #line + 2
        withKnownIssue {
            SKTVerify(tomDerk)
        } matching: { issue in
            issue.sourceLocation?.line == verifyLine && issue.sourceLocation?.fileID == #fileID
                && issue.comments.map(\.rawValue) == [
                    Messages.expectationNotMet(
                        sequenceSite: "StubKitTests/SwiftTestingVerificationTests.swift:\(setupLine)",
                        conditions: "whenFirst(\"Tom\"), whenSecond(\"Derk\")",
                        failure: Messages.unmetExpectations(
                            "once", count: 0, calls: "(\"John\", \"Derk\")",
                            nearestMiss: "whenFirst(\"Tom\") waited for \"Tom\", got \"John\""))
                ]
        }
    }

    @Test func metExpectationsRecordNoIssue() {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addUserAction).when("a").expect(.once)
        _ = mock.addUser(name: "a")
        SKTVerify(sequence)
    }

    @Test func unverifiedSequenceRecordsAnIssueAtItsExpectLine() {
        let expectLine = #line + 4
        withKnownIssue {
            let mock = SeqDatabaseMock()
            setupStubSequence(of: &mock.addUserAction)
                .expect(.once)
            _ = mock.addUser(name: "a")
        } matching: { issue in
            issue.sourceLocation?.line == expectLine
                && issue.comments.map(\.rawValue) == [Messages.unverifiedSequence(expectations: "expect(.once)")]
        }
    }

    @Test func stepAfterAnEndlessStepRecordsAnIssueAtThatStep() {
        let mock = SeqDatabaseMock()
        let stepLine = #line + 3
        withKnownIssue {
            setupStubSequence(of: &mock.addUserAction).returns(true)
                .returnsOnce(false)
        } matching: { issue in
            issue.sourceLocation?.line == stepLine
                && issue.comments.map(\.rawValue).first
                    == Messages.stepAfterEndless(step: "returnsOnce(false)", endless: "returns(true)")
        }
        #expect(mock.addUser(name: "a") == true)
    }

    @Test func asyncVerificationRecordsAnIssue() async {
        let mock = SeqShapesMock()
        let sequence = setupStubSequence(of: &mock.loadAction).when("a").throws(SeqError(code: 1)).expect(.times(2))
        _ = try? await mock.load("a")
        await withKnownIssue {
            await Task.yield()
            SKTVerify(sequence)
        } matching: { issue in
            issue.comments.map(\.rawValue).first?.hasSuffix(
                Messages.unmetExpectations("exactly 2 times", count: 1, calls: "\"a\"")) == true
        }
    }

    @Test func callbackConfirmsEveryMatchingCallMadeFromATask() async {
        let mock = SeqDatabaseMock()
        await confirmation("user1 added", expectedCount: 2) { added in
            setupStubSequence(of: &mock.addUserAction).when("user1").callback(added)
            await Task.detached {
                _ = mock.addUser(name: "user1")
                _ = mock.addUser(name: "user2")
                _ = mock.addUser(name: "user1")
            }.value
        }
    }

    @Test func callbackConfirmationCountsAreChecked() async {
        let mock = SeqShapesMock()
        await withKnownIssue {
            await confirmation("fetched 1 three times", expectedCount: 3) { fetched in
                setupStubSequence(of: &mock.fetchAction).when(1).callback(fetched).returns("one")
                await Task {
                    _ = await mock.fetch(1)
                    _ = await mock.fetch(2)
                    _ = await mock.fetch(1)
                }.value
            }
        }
    }
}
