// What a failing StubKit test reports, with Swift Testing's `withKnownIssue`. Demonstrates: an
// unregistered `strictStub` call (sync and async) fails the test with a message naming the
// action and the arguments, and a throwing one throws so the code under test takes its error path; `SKTVerify` fails with what was expected and what was received.
// Each test would fail if StubKit stayed silent.
import ExampleApp
import StubKit
import Testing

@Suite("Failures StubKit reports")
struct StrictMockFailureTests {
    @Test func anUnexpectedCallOnAStrictMockFailsTheTest() {
        // A call's failure is an issue of the test, at its declaration; the message keeps the mock's line.
        let here = Test.current?.sourceLocation
        let frood = StrictFrood()
        let hitchhiker = Hitchhiker(frood: frood)

        withKnownIssue {
            #expect(hitchhiker.greeting() == "Don't panic, says ", "the stub still returns String's default")
        } matching: { issue in
            issue.comments.map(\.rawValue).first?.hasPrefix(
                "Unregistered strict stub 'functionReturningStringAction' was called with (). "
                    + "Register it (registerStub(alwaysReturn:) or a closure) or set it up with "
                    + "setupStub(of:return:) before the code under test calls it."
                    + "\n(In test anUnexpectedCallOnAStrictMockFailsTheTest() at ExampleAppTests/StrictMockFailureTests.swift:\(here?.line ?? 0); "
                    + "the mock's line: ExampleAppTests/StrictFrood.swift:"
            ) == true && issue.sourceLocation == here
        }
    }

    @Test func anUnexpectedEmailFromTheServiceFailsTheTest() async throws {
        let mailer = StrictMailerMock()
        mailer.canDeliverAction = registerStub(alwaysReturn: true)
        let service = SignUpService(repository: UserRepositoryMock(), mailer: mailer)

        try await withKnownIssue {
            let result = try await service.signUp("email=ada@example.com&name=Ada")
            #expect(!result.welcomeEmailSent, "the unregistered throwing stub threw, so the service gave up")
        } matching: { issue in
            issue.comments.map(\.rawValue).first?.hasPrefix(
                "Unregistered strict stub 'sendAction' was called with ExampleApp.WelcomeEmail("
                    + #"recipient: "ada@example.com", subject: "Welcome, Ada!")."#) == true
        }
    }

    @Test func anUnmetExpectationNamesTheCallsReceived() {
        let frood = StrictFrood()
        frood.voidFunctionAction = registerStub()
        let setupLine = #line + 1
        let toldTheAnswer = setupStubSequence(of: &frood.voidFunctionAction).when(42).expect(.once)

        frood.voidFunction(value: 41)

        let verifyLine = #line + 2
        withKnownIssue {
            SKTVerify(toldTheAnswer)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "Stub expectation not met for the setup sequence from "
                    + "ExampleAppTests/StrictMockFailureTests.swift:\(setupLine) matching when(42): "
                    + "expected once, called 0 times; calls received: 41; nearest miss: when(42) waited for 42, got 41"
            ] && issue.sourceLocation?.fileName == "StrictMockFailureTests.swift"
                && issue.sourceLocation?.line == verifyLine
        }
    }
}
