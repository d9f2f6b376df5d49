import XCTest

@testable import StubKit

// The failure messages the articles quote, produced by the scenario each article shows and compared
// with the quoted words (only the file and line differ, as the article's are its own). The article
// and section are named above each test.
final class QuotedFailureMessagesTests: XCTestCase {
    // VerificationAndExpectations, "Verifying expectations"; MigratingFromStubKit, "Failure messages
    // are worded differently".
    func testAnUnmetExpectationSaysWhyTheFirstCallThatCameDidNotMatch() {
        let database = SeqDatabaseMock()
        let setupLine: UInt = #line + 1
        let tomDerk = setupStubSequence(of: &database.addAccountAction)
            .whenFirst("Tom")
            .whenSecond("Derk")
            .expect(.once)

        _ = database.addAccount(givenName: "Tom", lastName: "On")
        _ = database.addAccount(givenName: "John", lastName: "Derk")

        let failures = recordingFailures { SKTVerify(tomDerk) }
        XCTAssertEqual(
            failures.map(\.message),
            [
                "Stub expectation not met for the setup sequence from StubKitTests/QuotedFailureMessagesTests.swift:\(setupLine) "
                    + #"matching whenFirst("Tom"), whenSecond("Derk"): expected once, called 0 times; "#
                    + #"calls received: ("Tom", "On"), ("John", "Derk"); "#
                    + #"nearest miss: whenSecond("Derk") waited for "Derk", got "On""#
            ])
    }

    // VerifyingAWholeTest, "Verifying every expectation when the test ends".
    func testAnExpectationUnmetWhenTheTestEndsSaysWhyTheCallDidNotMatch() {
        let mailer = SeqDatabaseMock()
        var setupLine: UInt = 0
        let failures = recordingFailures {
            VerifyScope.run {
                setupLine = #line + 1
                setupStubSequence(of: &mailer.addUserAction).when("ann@example.com").expect(.once)
                _ = mailer.addUser(name: "bob@example.com")
            }
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                "Stub expectation not met when the test ended, for the setup sequence from "
                    + "StubKitTests/QuotedFailureMessagesTests.swift:\(setupLine) "
                    + #"matching when("ann@example.com"): expected once, called 0 times; calls received: "bob@example.com"; "#
                    + #"nearest miss: when("ann@example.com") waited for "ann@example.com", got "bob@example.com""#
            ])
    }
}
