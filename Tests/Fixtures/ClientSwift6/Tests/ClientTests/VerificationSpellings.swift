// Verification spellings a client uses (this file is shared with ClientSwift5): the archived
// StubKit's `notMetDescription(count:)` and `SKTVerify(_:file:line:)`, in-order verification and
// waiting for calls. Each must compile without warnings in Swift 5 and Swift 6 language modes.
import Dispatch
import StubKit
import XCTest

/// A helper in the archived StubKit's style, forwarding its caller's location.
func verifyForwarding<A, O, F>(_ sequence: StubSequence<A, O, F>, file: StaticString = #filePath, line: UInt = #line) {
    SKTVerify(sequence, file: file, line: line)
}

/// A mock the test calls from another thread.
// @unchecked Sendable: its stub is set up before the other thread calls it, and stubs are thread-safe.
final class SendableUserMock: @unchecked Sendable {
    lazy var addUserAction = stub(of: addUser)
    func addUser(name: String) -> Bool { addUserAction(name) }
}

final class VerificationSpellingsTests: XCTestCase {
    func testArchivedStubKitSpellings() {
        let mock = DatabaseMock()
        let vip = setupStubSequence(of: &mock.addUserAction).when("vip").expect(.once)
        _ = mock.addUser(name: "vip")
        XCTAssertNil(StubExpectation.once.notMetDescription(count: 1))
        XCTAssertEqual(StubExpectation.never.notMetDescription(count: 3), "Called 3 times while expected never")
        verifyForwarding(vip)
        SKTVerify(vip, file: #filePath, line: #line)
    }

    func testInOrder() {
        let mock = DatabaseMock()
        let vip = setupStubSequence(of: &mock.addUserAction).when("vip").expect(.once)
        let accounts = spyCalls(of: &mock.addAccountAction)
        _ = mock.addUser(name: "vip")
        _ = mock.addAccount(givenName: "Ada", lastName: "Lovelace")
        XCTAssertTrue(SKTVerifyInOrder(vip, accounts))
        SKTVerifyInOrder(vip, accounts, accounts)
    }

    func testWaiting() async {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }
        let mock = SendableUserMock()
        let vip = setupStubSequence(of: &mock.addUserAction).when("vip").expect(.once)
        DispatchQueue.global().async { _ = mock.addUser(name: "vip") }
        let met = await SKTVerify(vip, timeout: .seconds(5))
        XCTAssertTrue(met)
    }
}
