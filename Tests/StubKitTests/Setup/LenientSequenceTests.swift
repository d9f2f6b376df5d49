import XCTest

@testable import StubKit

final class LenientSequenceTests: XCTestCase {
    func testLenientChainsAndChangesNothingOutsideAScope() {
        let mock = SeqDatabaseMock()
        let failures = recordingFailures {
            let sequence = setupStubSequence(of: &mock.addUserAction).when("a").lenient().returns(true).expect(.once)
            XCTAssertTrue(mock.addUser(name: "a"))
            XCTAssertFalse(mock.addUser(name: "b"))
            SKTVerify(sequence)
        }
        XCTAssertEqual(failures, [])
    }

    func testLenientExemptsOnlyItsOwnSequence() {
        let mock = SeqDatabaseMock()
        let failures = recordingFailures {
            VerifyScope.run {
                setupStubSequence(of: &mock.addUserAction).when("a").returns(true).lenient()
                setupStubSequence(of: &mock.addUserAction).when("b").returns(true)
            }
        }
        XCTAssertEqual(failures.map(\.message), [Messages.unmatchedSetup("when(\"b\").returns(true)", calls: "none")])
    }
}
