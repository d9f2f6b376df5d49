// The `@MainActor` view model with Swift Testing. Demonstrates: a `@MainActor` mock and its
// stubs, `setupStub(of:return:)` and spies on main-actor actions, `spyWeaklyCalls` to prove the
// view does not keep the view model alive, async stubs reached from the main actor,
// `confirmation { }` confirmed by a setup sequence with `.callback(confirmation)`, `#expect`
// and `#require`.
import ExampleApp
import StubKit
import Testing

@Suite("Sign-up screen")
@MainActor
struct SignUpViewModelTests {
    let repository = UserRepositoryMock()
    let mailer = MailerMock()
    let view = SignUpViewMock()

    func makeViewModel(maxRetries: Int = 1) -> SignUpViewModel {
        SignUpViewModel(
            service: SignUpService(repository: repository, mailer: mailer), view: view, maxRetries: maxRetries)
    }

    @Test func aSuccessfulSignUpShowsTheWelcome() async {
        let states = spyCalls(of: &view.renderAction)
        let welcomed = spyCalls(of: &view.showWelcomeAction)
        let viewModel = makeViewModel()

        await viewModel.submit("email=ada@example.com&name=Ada")

        #expect(states == [.submitting, .signedUp])
        #expect(welcomed == [ada])
    }

    @Test func theWelcomeEmailIsSentOnceDuringTheSubmission() async {
        let viewModel = makeViewModel()

        await confirmation("welcome email sent", expectedCount: 1) { sent in
            setupStubSequence(of: &mailer.sendAction).when { $0.recipient == "ada@example.com" }.callback(sent)
            await viewModel.submit("email=ada@example.com&name=Ada")
        }
    }

    @Test func everyTimedOutEmailIsConfirmed() async {
        setupStubSequence(of: &mailer.sendAction).throwsOnce(MailerError.timeout)
        let viewModel = makeViewModel()

        await confirmation("send attempts", expectedCount: 2) { attempt in
            setupStubSequence(of: &mailer.sendAction).callback(attempt)
            await viewModel.submit("email=ada@example.com&name=Ada")
        }
    }

    @Test func anInvalidFormShowsWhatIsMissing() async {
        let states = spyCalls(of: &view.renderAction)
        let asked = spyCalls(of: &view.confirmRetryAction)
        let viewModel = makeViewModel()

        await viewModel.submit("name=Ada")

        #expect(states == [.submitting, .failed("Please fill in your email.")])
        #expect(asked.isEmpty, "an invalid form is not retryable")
    }

    @Test func aStorageFailureIsRetriedWhenTheUserAsks() async {
        setupStubSequence(of: &repository.createUserAction).throwsOnce(RepositoryError.unavailable)
        setupStub(of: &view.confirmRetryAction, return: true)
        let states = spyCalls(of: &view.renderAction)
        let asked = spyCalls(of: &view.confirmRetryAction)
        let welcomed = spyCalls(of: &view.showWelcomeAction)
        let viewModel = makeViewModel()

        await viewModel.submit("email=ada@example.com&name=Ada")

        let failure = "We could not create your account. Please try again."
        #expect(states == [.submitting, .failed(failure), .submitting, .signedUp])
        #expect(asked == [failure])
        #expect(welcomed == [ada])
    }

    @Test func retriesStopAtTheLimit() async {
        setupStubSequence(of: &repository.createUserAction).throws(RepositoryError.unavailable)
        setupStub(of: &view.confirmRetryAction, return: true)
        let asked = spyCalls(of: &view.confirmRetryAction)
        let welcomed = spyCalls(of: &view.showWelcomeAction)
        let viewModel = makeViewModel(maxRetries: 2)

        await viewModel.submit("email=ada@example.com&name=Ada")

        #expect(asked.count == 2)
        #expect(welcomed.isEmpty)
    }

    @Test func aDeclinedRetryLeavesTheFailureOnScreen() async throws {
        setupStubSequence(of: &repository.createUserAction).throwsOnce(RepositoryError.unavailable)
        let states = spyCalls(of: &view.renderAction)
        let viewModel = makeViewModel()

        await viewModel.submit("email=ada@example.com&name=Ada")

        #expect(states.count == 2)
        let last = try #require(states.last)
        #expect(last == .failed("We could not create your account. Please try again."))
    }

    @Test func theViewDoesNotKeepTheViewModelAlive() {
        let bound = spyWeaklyCalls(of: &view.bindAction)
        var viewModel: SignUpViewModel? = makeViewModel()

        #expect(bound.count == 1)
        #expect(bound[0] === viewModel)

        viewModel = nil

        #expect(bound.count == 1)
        #expect(bound[0] == nil)
    }
}
