import Foundation
import Testing

@testable import StubKit

// A mock a framework calls on a thread of its own (a URLSession's protocol, a `DispatchQueue`
// callback): Swift Testing knows no current test there, so a failure would be filed under no test
// and the test that caused it would pass (issue 39, the MCP port's first finding). A site made in a
// test remembers the test and its whole-test scope; the scope holds such failures and reports them
// against the test when it ends.

private protocol Loader {
    func load(_ path: String) -> String
    func size(of path: String) -> Int
}

/// `@unchecked Sendable`: the tests set nothing after handing it to the thread; the actions lock.
private final class LoaderMock: Loader, @unchecked Sendable {
    static let loadLine: UInt = #line + 1
    lazy var loadAction = strictStub(of: load)
    func load(_ path: String) -> String { loadAction(path) }
    static let sizeLine: UInt = #line + 1
    var sizeAction: (String) -> Int = strictStub(name: "sizeAction")
    func size(of path: String) -> Int { sizeAction(path) }
}

/// Runs `body` on a `Thread` of its own, as a framework calls a mock, and waits for it to end.
private func onAThreadOfItsOwn(_ body: @escaping @Sendable () -> Void) async {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread {
            body()
            continuation.resume()
        }
    }
}

@Suite struct OffTaskFailureTests {
    /// Two strict stubs called on another thread: each failure is held, then reported when the
    /// scope ends, in the order they happened, on the test's task (where the recorder, like Swift
    /// Testing's current test, is known), before what the scope's own checks find.
    @Test func failuresOnAThreadTheTestDidNotStartAreReportedWhenTheTestEnds() async {
        let failures = await recordingFailures {
            await VerifyScope.run {
                let mock = LoaderMock()
                _ = mock.loadAction  // made here, in the test, as a mock's actions are
                setupStubSequence(of: &mock.sizeAction).when("b.txt").returns(2)
                await onAThreadOfItsOwn {
                    _ = mock.load("a.txt")
                    _ = mock.size(of: "c.txt")
                }
            }
        }
        let load = Messages.unregisteredStrictStub(name: "loadAction", arguments: #""a.txt""#)
        #expect(failures.count == 3)
        #expect(failures.first?.message == Messages.heldUntilTestEnd(load))
        #expect(failures.first?.site.line == LoaderMock.loadLine)
        #expect(failures.dropFirst().first?.message.hasPrefix("Unregistered strict stub 'sizeAction'") == true)
        #expect(failures.dropFirst().first?.message.hasSuffix(Messages.heldUntilTestEnd("")) == true)
        #expect(failures.dropFirst().first?.site.line == LoaderMock.sizeLine)
        #expect(failures.last?.message.hasPrefix("Unused setup") == true)
    }

    /// Without a recorder, as a user's test runs: a held call failure of a mock declared in another
    /// file is recorded at the test's declaration and names the mock's line, as on the test's task.
    @Test func aHeldCallFailureIsRecordedAtTheTestNamingTheMocksLine() async {
        let mockSite = "StubKitTests/OffTaskLoaderMock.swift:\(OffTaskLoaderMock.loadLine)"
        await withKnownIssue {
            await VerifyScope.run {
                let mock = OffTaskLoaderMock()
                await onAThreadOfItsOwn { _ = mock.load("a.txt") }
            }
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.fileID == "StubKitTests/OffTaskFailureTests.swift"
                && message.hasPrefix("Unregistered strict stub 'loadAction' was called with \"a.txt\".")
                && message.contains(Messages.heldUntilTestEnd(""))
                && message.contains("the mock's line: \(mockSite).")
        }
    }

    /// A held failure that is not a call's (a verification's, say) is recorded where it was raised.
    @Test func aHeldFailureIsRecordedAtItsSite() async {
        await withKnownIssue {
            await VerifyScope.run {
                let site = CallSite(fileID: "StubKitTests/Elsewhere.swift", filePath: #filePath, line: 7, column: 3)
                await onAThreadOfItsOwn { FailureReporter.report("late", at: site) }
            }
        } matching: { issue in
            issue.sourceLocation?.fileID == "StubKitTests/Elsewhere.swift" && issue.sourceLocation?.line == 7
                && issue.comments.map(\.rawValue) == [Messages.heldUntilTestEnd("late")]
        }
    }

    /// An ended scope lets go of its sequences: the setup's site holds the scope, the scope the setup.
    @Test func anEndedScopeKeepsNoSequence() {
        let scope = VerifyScope()
        weak var released: AnyObject?
        do {
            var action: (Int) -> Int = { _ in 0 }
            let sequence = VerifyScope.$active.withValue(scope) { setupStubSequence(of: &action).returns(1) }
            released = sequence
            #expect(action(1) == 1)
        }
        #expect(released != nil, "the scope holds its sequence until it ends")
        scope.end()
        #expect(released == nil)
    }

    /// On the test's own task nothing is held: the failure is reported at once, and only once.
    @Test func aFailureOnTheTestsOwnTaskIsReportedAtOnce() {
        let recorder = FailureRecorder()
        FailureReporter.withRecorder(recorder) {
            VerifyScope.run {
                let mock = LoaderMock()
                _ = mock.load("a.txt")
                #expect(recorder.failures.count == 1)
            }
        }
        #expect(
            recorder.failures.map(\.message) == [
                Messages.unregisteredStrictStub(name: "loadAction", arguments: #""a.txt""#)
            ])
    }

    /// A scope that has ended holds nothing more: a late failure is reported where it happens.
    @Test func anEndedScopeHoldsNothing() {
        let scope = VerifyScope()
        let site = CallSite(fileID: "M/F.swift", filePath: #filePath, line: 3, column: 5)
        let failures = recordingFailures {
            #expect(scope.hold("first", at: site, isCallFailure: false))
            scope.end()
            #expect(!scope.hold("late", at: site, isCallFailure: false))
            scope.end()
        }
        #expect(failures.map(\.message) == [Messages.heldUntilTestEnd("first")])
    }

    /// A site remembers the test it was made in, by name and declaration, and the scope of its task.
    @Test func aSiteRemembersItsTestAndScope() {
        let site = CallSite(fileID: "M/F.swift", filePath: #filePath, line: 3, column: 5)
        #expect(
            site.createdInTest?.hasPrefix("aSiteRemembersItsTestAndScope() at StubKitTests/OffTaskFailureTests.swift:")
                == true)
        #expect(site.scope == nil)
        VerifyScope.run {
            let scoped = CallSite(fileID: "M/F.swift", filePath: #filePath, line: 3, column: 5)
            #expect(scoped.scope != nil)
            #expect(scoped.scope === VerifyScope.active)
        }
    }

    /// The message of a failure no scope holds names the test that made the mock and the trait that
    /// would hold it.
    @Test func aFailureNoScopeHoldsNamesTheTestAndTheTrait() {
        #expect(
            Messages.outsideAnyTest(
                "Unregistered strict stub 'loadAction'", test: "signUp() at App/SignUpTests.swift:14")
                == "Unregistered strict stub 'loadAction'\n(Reported outside any test: it happened on a thread that "
                + "test signUp() at App/SignUpTests.swift:14 did not start, where Swift Testing knows no test. Give "
                + "that test or its suite the .verifyStubs trait to have it reported against the test when it ends.)")
        #expect(
            Messages.heldUntilTestEnd("Unregistered strict stub 'loadAction'")
                == "Unregistered strict stub 'loadAction'\n(Reported when the test ended: it happened on a thread "
                + "the test did not start.)")
    }
}
