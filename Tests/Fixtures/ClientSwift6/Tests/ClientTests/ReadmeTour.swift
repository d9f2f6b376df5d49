// The README's tour, verbatim: it must compile in every client (this file is shared with
// ClientSwift5). Keep it identical to the sample in README.md.
import StubKit
import XCTest

protocol Database {
    func addUser(name: String) -> Bool
    func addAccount(givenName: String, lastName: String) -> Int
}

final class DatabaseMock: Database {
    lazy var addUserAction = stub(of: addUser)
    func addUser(name: String) -> Bool { addUserAction(name) }
    lazy var addAccountAction = stub(of: addAccount)
    func addAccount(givenName: String, lastName: String) -> Int { addAccountAction((givenName, lastName)) }
}

final class SignUpTests: XCTestCase {
    func testVIPGetsAnAccount() {
        let mock = DatabaseMock()
        let vip = setupStubSequence(of: &mock.addUserAction).when("vip").returnsOnce(true).returns(false).expect(.once)
        let accounts = spyCalls(of: &mock.addAccountAction)
        // ... the code under test calls the mock ...
        XCTAssertTrue(mock.addUser(name: "vip"))
        _ = mock.addAccount(givenName: "Ada", lastName: "Lovelace")
        XCTAssertEqual(accounts.count, 1)
        XCTAssertEqual(accounts[0]?.0, "Ada")
        SKTVerify(vip)
    }
}
