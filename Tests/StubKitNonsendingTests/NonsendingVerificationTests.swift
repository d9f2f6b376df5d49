// Waiting verification and stub scopes in a client with `NonisolatedNonsendingByDefault` on: the
// waiting `SKTVerify` and `withStubScope` run on their caller's actor, and so does the code they run.
import Testing

@testable import StubKit

private final class MailerMock: @unchecked Sendable {
    // @unchecked Sendable: each test sets the actions up before it calls them.
    var sendAction: (String) -> Void = stub()
    func send(_ address: String) { sendAction(address) }
}

@MainActor
@Suite struct NonsendingVerificationTests {
    @Test func aWaitEndsWhenMainActorCodeMeetsTheExpectations() async {
        let mailer = MailerMock()
        let sent = setupStubSequence(of: &mailer.sendAction).expect(.times(2))
        Task { @MainActor in
            mailer.send("a@example.com")
            await Task.yield()
            mailer.send("b@example.com")
        }
        #expect(await SKTVerify(sent, timeout: .seconds(30)))
    }

    @Test func anUnmetWaitIsAnIssueAtTheVerifyLine() async {
        let mailer = MailerMock()
        let setupLine = #line + 1
        let sent = setupStubSequence(of: &mailer.sendAction).expect(.once)
        let verifyLine = #line + 2
        await withKnownIssue {
            await SKTVerify(sent, timeout: .milliseconds(50))
        } matching: { issue in
            issue.sourceLocation?.line == verifyLine
                && issue.comments.map(\.rawValue) == [
                    Messages.expectationNotMet(
                        sequenceSite: "StubKitNonsendingTests/NonsendingVerificationTests.swift:\(setupLine)",
                        conditions: "", failure: Messages.unmetExpectations("once", count: 0, calls: "none"))
                ]
        }
    }

    @Test func aStubScopesBodyRunsOnTheCallersActor() async {
        let onMain = await withStubScope { () async -> Bool in
            await Task.yield()
            return onMainActor()
        }
        #expect(onMain)
    }
}
