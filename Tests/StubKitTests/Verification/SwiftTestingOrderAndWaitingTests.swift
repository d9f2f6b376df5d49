import Dispatch
import Testing

@testable import StubKit

// SKTVerifyInOrder and the waiting SKTVerify record their failures as issues of the running Swift
// Testing test, at the user's line.

@Suite struct SwiftTestingOrderAndWaitingTests {
    @Test func outOfOrderCallsRecordAnIssueAtTheVerifyLine() {
        let mock = SeqDatabaseMock()
        let users = spyCalls(of: &mock.addUserAction)
        let accounts = spyCalls(of: &mock.addAccountAction)
        _ = mock.addAccount(givenName: "Tom", lastName: "Derk")
        _ = mock.addUser(name: "a")
        let verifyLine = #line + 2
        withKnownIssue {
            SKTVerifyInOrder(users, accounts)
        } matching: { issue in
            issue.sourceLocation?.line == verifyLine
                && issue.comments.map(\.rawValue) == [
                    Messages.callsOutOfOrder(
                        early: 2, earlyCall: "(\"Tom\", \"Derk\")", late: 1,
                        names: [
                            Messages.spyName(recording: "String", weakly: false),
                            Messages.spyName(recording: "(String, String)", weakly: false),
                        ],
                        calls: ["#2 (\"Tom\", \"Derk\")", "#1 \"a\""], unlisted: 0)
                ]
        }
    }

    @Test func callsInOrderRecordNoIssue() {
        let mock = SeqDatabaseMock()
        let users = setupStubSequence(of: &mock.addUserAction).expect(.once)
        let accounts = spyCalls(of: &mock.addAccountAction)
        _ = mock.addUser(name: "a")
        _ = mock.addAccount(givenName: "Tom", lastName: "Derk")
        #expect(SKTVerifyInOrder(users, accounts))
    }

    @Test func waitingReturnsWhenAnotherThreadMeetsTheExpectations() async {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addUserAction).expect(.times(3))
        DispatchQueue.global().async { for _ in 0..<3 { _ = mock.addUser(name: "a") } }
        #expect(await SKTVerify(sequence, timeout: .seconds(30)))
    }

    @Test func waitingRecordsTheUsualIssueAtTheVerifyLineWhenTheTimeoutPasses() async {
        let mock = SeqShapesMock()
        let setupLine = #line + 1
        let sequence = setupStubSequence(of: &mock.fetchAction).expect(.once)
        let verifyLine = #line + 2
        await withKnownIssue {
            await SKTVerify(sequence, timeout: .milliseconds(50))
        } matching: { issue in
            issue.sourceLocation?.line == verifyLine
                && issue.comments.map(\.rawValue) == [
                    Messages.expectationNotMet(
                        sequenceSite: "StubKitTests/SwiftTestingOrderAndWaitingTests.swift:\(setupLine)",
                        conditions: "", failure: Messages.unmetExpectations("once", count: 0, calls: "none"))
                ]
        }
    }
}
