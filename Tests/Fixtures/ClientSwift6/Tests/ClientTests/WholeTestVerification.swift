// Whole-test verification as users write it (shared with ClientSwift5): the `.verifyStubs` trait
// on a suite and a test, `verifyStubsAtTearDown()` from `setUp()`, and `lenient()`.
import StubKit
import XCTest

#if canImport(Testing) && compiler(>=6.1)
    import Testing

    @Suite(.verifyStubs) struct VerifiedSuite {
        let mock = DatabaseMock()

        @Test func verifiesWithoutSKTVerify() {
            setupStubSequence(of: &mock.addUserAction).when("vip").returns(true).expect(.once)
            setupStubSequence(of: &mock.addAccountAction).returns(0).lenient()
            #expect(mock.addUser(name: "vip"))
        }

        @Test(.verifyStubs) func traitOnATestToo() async {
            setupStubSequence(of: &mock.addUserAction).expect(.never)
        }
    }
#endif

final class VerifiedAtTearDownTests: XCTestCase {
    let mock = DatabaseMock()

    override func setUp() {
        super.setUp()
        verifyStubsAtTearDown()
    }

    func testVerifiesWithoutSKTVerify() {
        setupStubSequence(of: &mock.addUserAction).when("vip").returnsOnce(true).expect(.once)
        XCTAssertTrue(mock.addUser(name: "vip"))
    }
}
