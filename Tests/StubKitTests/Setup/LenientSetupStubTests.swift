import Testing
import XCTest

@testable import StubKit

/// Every `setupStub(of:…)` spelling returns its setup, so a fixture can be marked `.lenient()`
/// under whole-test verification.
final class LenientSetupStubTests: XCTestCase {
    func testEverySpellingCanBeMarkedLenientAndOnlyTheUnmarkedOneIsReported() {
        let mock = SeqShapesMock()
        var unmarkedLine: UInt = 0
        let failures = recordingFailures {
            VerifyScope.run {
                setupStub(of: &mock.nameAction, return: "a").lenient()
                setupStub(of: &mock.saveAction, return: true).lenient()
                setupStub(of: &mock.renameAction, throw: SeqParseError.empty).lenient()
                setupStub(of: &mock.parseAction, return: 1).lenient()
                setupStub(of: &mock.parsePairAction, throw: .empty).lenient()
                setupStub(of: &mock.fetchAction, return: "f").lenient()
                setupStub(of: &mock.loadAction, return: "l").lenient()
                setupStub(of: &mock.loadTypedAction, throw: .badInput("x")).lenient()
                setupStub(of: &mock.titleAction, return: "t").lenient()
                setupStub(of: &mock.validateAction, return: true).lenient()
                setupStub(of: &mock.validateTypedAction, throw: .empty).lenient()
                setupStub(of: &mock.pingAction, return: 7)
                unmarkedLine = #line - 1
            }
        }
        XCTAssertEqual(failures.map(\.message), [Messages.unusedSetup("returns(7)", calls: "none")])
        XCTAssertEqual(failures.first?.site.line, unmarkedLine)
    }

    func testTheReturnedSetupIsTheOneThatAnswers() {
        let mock = SeqDatabaseMock()
        let setup = setupStub(of: &mock.addUserAction, return: true).expect(.once)
        XCTAssertTrue(mock.addUser(name: "a"))
        XCTAssertEqual(setup.verificationFailures(), [])
    }
}

// The `@MainActor` async spellings, with Swift Testing (Linux XCTest cannot run main-actor tests).
@MainActor
@Suite struct MainActorLenientSetupStubTests {
    @Test func theMainActorAsyncSpellingsCanBeMarkedLenient() async {
        let daemon = DaemonMock()
        let failures = recordingFailures {
            VerifyScope.run {
                setupStub(of: &daemon.openAction, return: DaemonSession(id: 1)).lenient()
                setupStub(of: &daemon.countAction, return: 2).lenient()
                setupStub(of: &daemon.createSessionAction, throw: .offline).lenient()
            }
        }
        #expect(failures.isEmpty)
    }
}
