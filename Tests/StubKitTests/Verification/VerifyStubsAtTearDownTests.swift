import Foundation
import XCTest

@testable import StubKit

// `verifyStubsAtTearDown()` from `setUp()`: every test of the class is checked by its teardown.
// What that check reports is asserted in VerifyScopeTests (XCTest cannot expect a failure on
// Linux); these tests pass only if the teardown check finds nothing to report.
final class VerifyStubsAtTearDownTests: XCTestCase {
    private let mock = SeqDatabaseMock()

    override func setUp() {
        super.setUp()
        verifyStubsAtTearDown()
    }

    func testSequencesOfTheTestAreTakenByItsScope() {
        XCTAssertNotNil(VerifyScope.current)
        verifyStubsAtTearDown()  // A second call in the same test adds nothing.
        setupStubSequence(of: &mock.addUserAction).when("vip").returns(true).expect(.once)
        XCTAssertTrue(mock.addUser(name: "vip"))
    }

    func testSetupsMadeOnOtherThreadsBelongToTheTest() {
        let done = expectation(description: "set up and called on another thread")
        DispatchQueue.global().async { [mock] in
            setupStubSequence(of: &mock.addAccountAction).returns(7).expect(.once)
            _ = mock.addAccount(givenName: "a", lastName: "b")
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    func testLenientSetupsNeedNoCall() {
        setupStubSequence(of: &mock.addUserAction).when("bob").returns(false).lenient()
    }
}
