import XCTest

@testable import StubKit

private final class Token: Equatable {
    var equalAction: ((Token, Token)) -> Bool = sameInstance
    static func == (lhs: Token, rhs: Token) -> Bool { lhs.equalAction((lhs, rhs)) }
}

final class SameInstanceTests: XCTestCase {
    func testAMockEqualsItselfAndNoOtherUntilSetUp() {
        let first = Token()
        let second = Token()
        XCTAssertTrue(sameInstance((first, first)))
        XCTAssertFalse(sameInstance((first, second)))
        XCTAssertEqual(first, first)
        XCTAssertNotEqual(first, second)
        XCTAssertEqual([first, second].firstIndex(of: second), 1)

        let compared = spyCalls(of: &first.equalAction)
        setupStubSequence(of: &first.equalAction).returnsOnce(true)
        XCTAssertEqual(first, second)
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(compared.count, 2)
    }
}
