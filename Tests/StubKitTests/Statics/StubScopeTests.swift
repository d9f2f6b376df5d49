import XCTest

@testable import StubKit

/// A type with a static side, configured per test.
private final class ClockMock {
    final class Statics: @unchecked Sendable {
        // @unchecked Sendable: one instance per test, configured before the code under test runs.
        var nowAction: (()) -> Int = stub()
    }
    static let statics = TestScoped { Statics() }

    static var now: Int { statics.current.nowAction(()) }
}

/// A value set between XCTest test cases, here by the class's `setUp()`, which XCTest runs
/// before the first test case of the class, is not the test case's: each test case starts with
/// fresh statics.
final class StubScopeBetweenTestCasesTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        setupStub(of: &ClockMock.statics.current.nowAction, return: 8)
    }

    func testATestCaseDoesNotSeeWhatTheClassSetUpConfigured() {
        XCTAssertEqual(ClockMock.now, 0)
    }
}

final class StubScopeTests: XCTestCase {
    /// The XCTest observer gives each test case a new scope when it starts, whatever ran before it.
    func testAStartingTestCaseGetsANewScope() {
        let scopes = XCTestScopes()
        let before = scopes.current
        scopes.testCaseWillStart(self)
        XCTAssertFalse(scopes.current === before)
    }

    /// And a new one when it finishes: what runs until the next starts (a class's `tearDown()`, a
    /// queue the test left running) sees none of the finished test case's values.
    func testAFinishedTestCaseLeavesItsScopeBehind() {
        let scopes = XCTestScopes()
        scopes.testCaseWillStart(self)
        let during = scopes.current
        scopes.testCaseDidFinish(self)
        XCTAssertFalse(scopes.current === during)
    }
}
