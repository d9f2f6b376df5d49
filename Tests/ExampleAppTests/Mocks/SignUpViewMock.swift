// Mock declaration for a `@MainActor` protocol: the mock is `@MainActor` too, and `stub(of:)`
// keeps the main-actor isolation of every action.
import ExampleApp
import StubKit

@MainActor
final class SignUpViewMock: SignUpView {
    lazy var bindAction = stub(of: bind)
    func bind(_ viewModel: SignUpViewModel) { bindAction(viewModel) }

    lazy var renderAction = stub(of: render)
    func render(_ state: SignUpScreenState) { renderAction(state) }

    lazy var confirmRetryAction = stub(of: confirmRetry)
    func confirmRetry(message: String) -> Bool { confirmRetryAction(message) }

    lazy var showWelcomeAction = stub(of: showWelcome)
    func showWelcome(for user: User) { showWelcomeAction(user) }
}
