// `CompletionRecorder` waits in a client with `NonisolatedNonsendingByDefault` on: the waiting
// `SKTVerify` runs on its caller's actor, and a main-actor test waits for a handler that main-actor
// code calls later.
import Testing

@testable import StubKit

@MainActor
@Suite struct NonsendingCompletionTests {
    @Test func aWaitEndsWhenMainActorCodeCallsTheHandler() async {
        let loaded = CompletionRecorder<Int>()
        let handler = loaded.handler
        Task { @MainActor in
            await Task.yield()
            handler(3)
        }
        #expect(await SKTVerify(loaded, .once, timeout: .seconds(30)))
        #expect(loaded.all == [3])
    }

    @Test func anUnmetWaitIsAnIssueAtTheVerifyLine() async {
        let loaded = CompletionRecorder<Int>()
        loaded.record(4)
        let verifyLine = #line + 2
        await withKnownIssue {
            await SKTVerify(loaded, .times(2), timeout: .milliseconds(50))
        } matching: { issue in
            issue.sourceLocation?.line == verifyLine
                && issue.comments.map(\.rawValue) == [
                    Messages.completionNotCalled(Messages.unmetExpectations("exactly 2 times", count: 1, calls: "4"))
                ]
        }
    }
}
