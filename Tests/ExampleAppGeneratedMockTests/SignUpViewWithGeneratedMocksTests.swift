// The generated `@MainActor` mock of `SignUpView`, with Swift Testing (Linux XCTest cannot run
// `@MainActor` test methods).
import ExampleApp
import StubKit
import Testing

@MainActor
@Suite struct SignUpViewWithGeneratedMocksTests {
    @Test func aStorageFailureIsShownAndRetriedWhenTheUserAsks() async {
        let repository = UserRepositoryMock()
        repository.createUserAction = registerStub(alwaysThrow: RepositoryError.unavailable)
        let view = SignUpViewMock()
        let states = spyCalls(of: &view.renderAction)
        let retry = setupStubSequence(of: &view.confirmRetryAction).returnsOnce(true).returns(false).expect(.times(1))
        let viewModel = SignUpViewModel(
            service: SignUpService(repository: repository, mailer: MailerMock()), view: view, maxRetries: 1)

        await viewModel.submit("email=ada@example.com&name=Ada")

        let failed = SignUpScreenState.failed("We could not create your account. Please try again.")
        #expect(Array(states) == [.submitting, failed, .submitting, failed])
        SKTVerify(retry)
    }
}
