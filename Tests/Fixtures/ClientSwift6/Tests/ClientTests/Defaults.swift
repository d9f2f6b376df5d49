// Issue 26's defaults as a client uses them, in Swift 6 and Swift 5 language modes.
import StubKit
import Testing

@testable import ClientMocks

@Test func defaultsRunOnlyForCallsNoSetupAnswers() async throws {
    #expect(try await exerciseUploads() == ["b", "false", "true", "true"])
}

@MainActor
@Test func mainActorDefaultsRunOnlyForCallsNoSetupAnswers() async throws {
    #expect(try await exerciseBanner() == ["shown", "r", "v", "p", "u", "o"])
}

@Test func aWeakPropertyDoesNotKeepItsObjectAlive() {
    final class Delegate: SessionDelegate {}
    let session = SessionMock()
    weak var released: Delegate?
    do {
        let delegate = Delegate()
        released = delegate
        session.delegate = delegate
        #expect(session.delegate === delegate)
    }
    #expect(released == nil)
    #expect(session.delegate == nil)
}
