// Mock declarations for an async protocol: `stub(of:)` on `async` and `async throws` methods, and
// a strict twin built with `strictStub(of:)` for tests where mail must not be touched unless the
// test registers it.
import ExampleApp
import StubKit

// @unchecked Sendable: see `UserRepositoryMock`.
final class MailerMock: Mailer, @unchecked Sendable {
    lazy var canDeliverAction = stub(of: canDeliver, alwaysReturn: true)
    func canDeliver(to address: String) async -> Bool { await canDeliverAction(address) }

    lazy var sendAction = stub(of: send)
    func send(_ email: WelcomeEmail) async throws { try await sendAction(email) }
}

// @unchecked Sendable: see `UserRepositoryMock`.
final class StrictMailerMock: Mailer, @unchecked Sendable {
    lazy var canDeliverAction = strictStub(of: canDeliver)
    func canDeliver(to address: String) async -> Bool { await canDeliverAction(address) }

    lazy var sendAction = strictStub(of: send)
    func send(_ email: WelcomeEmail) async throws { try await sendAction(email) }
}
