// The strict mocks of ClientMocks/StrictMockShapes.swift as a client's tests use them, in Swift 6 and
// Swift 5 language modes: what a test registers or sets up answers, anything else is an issue.
import Foundation
import StubKit
import Testing

@testable import ClientMocks

@Test func aStrictMockReportsACallNobodyAllowed() {
    let mock = StrictMockServiceMock()
    withKnownIssue {
        #expect(mock.count() == 0)
    } matching: { issue in
        issue.comments.first?.rawValue.hasPrefix("Unregistered strict stub 'countAction' was called with ().") == true
    }
}

@Test func aStrictMockAnswersWhatItsTestAllows() async throws {
    let mock = StrictMockServiceMock()
    mock.countAction = registerStub(alwaysReturn: 3)
    setupStub(of: &mock.parseAction, return: 4)
    setupStub(of: &mock.accountAction, return: Account(id: 5))
    mock.removeNameAction = registerStub(alwaysReturn: true)
    #expect(mock.count() == 3)
    #expect(try mock.parse("x") == 4)
    #expect(mock.account(id: 1) == Account(id: 5))
    #expect(mock.remove("a"))
    #expect(try await mock.download(id: 1) == Data([1]))
}

@MainActor
@Test func aStrictMainActorMockSeesItsSetups() async {
    let daemon = StrictSyncDaemonMock()
    setupStub(of: &daemon.createSessionAction, throw: .refused)
    do {
        try await daemon.createSession(SessionRequest(name: "a"), prompt: nil)
        Issue.record("expected DaemonError.refused")
    } catch {
        #expect(error == .refused)
    }
    setupStub(of: &daemon.openAction, return: SessionRequest(name: "b"))
    #expect(await daemon.open(SessionRequest(name: "a")).name == "b")
}

@Test func theStaticsOfStrictMocksAreStrict() async {
    StrictSQLValueMock<Int>.statics.current.declaredDatatypeAction = registerStub(alwaysReturn: "INTEGER")
    #expect(StrictSQLValueMock<Int>.declaredDatatype == "INTEGER")
    _ = StrictSQLValueMock<Int>(datatypeValue: 1)
    withKnownIssue {
        _ = StrictConnectionMock.defaultPort
    } matching: { issue in
        issue.comments.first?.rawValue.hasPrefix("Unregistered strict stub 'defaultPortAction'") == true
    }
    let service = StrictSendableServiceMock()
    await withKnownIssue {
        _ = await service.countAction(())
    } matching: { issue in
        issue.comments.first?.rawValue.hasPrefix("Unregistered strict stub 'countAction'") == true
    }
}
