/// What the sign-up screen shows.
public enum SignUpScreenState: Sendable, Equatable {
    /// The form is being filled in.
    case editing
    /// The form was sent; a spinner turns.
    case submitting
    /// The sign-up failed with a message for the user.
    case failed(String)
    /// The user is signed up.
    case signedUp
}

/// The sign-up screen, as the view model sees it.
@MainActor
public protocol SignUpView: AnyObject {
    /// Connects the screen's buttons to `viewModel`.
    ///
    /// - Parameter viewModel: The view model that drives this screen.
    func bind(_ viewModel: SignUpViewModel)

    /// Shows `state`.
    ///
    /// - Parameter state: What the screen should show.
    func render(_ state: SignUpScreenState)

    /// Asks the user whether to try again.
    ///
    /// - Parameter message: Why the last attempt failed.
    /// - Returns: `true` when the user taps "Try again".
    func confirmRetry(message: String) -> Bool

    /// Leaves the sign-up screen and greets `user`.
    ///
    /// - Parameter user: The new user.
    func showWelcome(for user: User)
}

/// Drives the sign-up screen: submits the form and tells the view what to show.
///
/// ```swift
/// let viewModel = SignUpViewModel(service: service, view: screen)
/// await viewModel.submit("email=ada@example.com&name=Ada")
/// ```
@MainActor
public final class SignUpViewModel {
    private let service: SignUpService
    private weak var view: (any SignUpView)?

    /// How many times a retryable failure may be retried when the user asks to.
    public let maxRetries: Int

    /// Creates the view model and binds it to `view`, which it does not retain.
    ///
    /// - Parameters:
    ///   - service: Signs the user up.
    ///   - view: The screen to drive.
    ///   - maxRetries: How many times the user may retry after a storage failure.
    public init(service: SignUpService, view: any SignUpView, maxRetries: Int = 1) {
        self.service = service
        self.view = view
        self.maxRetries = maxRetries
        view.bind(self)
    }

    /// Submits the form, then shows the welcome screen or the failure.
    ///
    /// After a retryable failure the view is asked whether to try again, up to ``maxRetries``
    /// times.
    ///
    /// - Parameter input: The form's fields.
    public func submit(_ input: String) async {
        var retriesLeft = maxRetries
        while true {
            view?.render(.submitting)
            do {
                let result = try await service.signUp(input)
                view?.render(.signedUp)
                view?.showWelcome(for: result.user)
                return
            } catch {
                view?.render(.failed(error.userMessage))
                guard error.isRetryable, retriesLeft > 0,
                    view?.confirmRetry(message: error.userMessage) == true
                else { return }
                retriesLeft -= 1
            }
        }
    }
}
