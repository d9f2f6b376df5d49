import XCTest

@testable import StubKit

final class ArgumentMatcherTests: XCTestCase {
    func testEqualArgumentsMatcherComparesTheWholeArguments() {
        let matcher = EqualArgumentsMatcher("user1")
        XCTAssertTrue(matcher.matches("user1"))
        XCTAssertFalse(matcher.matches("user2"))
    }

    func testClosureMatcherRunsItsClosureWithTheArguments() {
        var seen: [Int] = []
        let matcher = ClosureArgumentsMatcher<Int> { value in
            seen.append(value)
            return value > 2
        }
        XCTAssertFalse(matcher.matches(1))
        XCTAssertTrue(matcher.matches(3))
        XCTAssertEqual(seen, [1, 3])
    }

    func testAllOfNoMatcherIsNoCheckAndAllOfOneIsThatOne() {
        XCTAssertNil(ArgumentMatcher<Int>.all([]))
        let only = EqualArgumentsMatcher(1)
        XCTAssertTrue(ArgumentMatcher.all([only]) === only)
    }

    func testAllOfSeveralHoldsWhenEachDoesAndStopsAtTheFirstThatFails() {
        var tried: [String] = []
        func matcher(_ name: String, _ result: Bool) -> ArgumentMatcher<Int> {
            ClosureArgumentsMatcher { _ in
                tried.append(name)
                return result
            }
        }
        XCTAssertEqual(ArgumentMatcher.all([matcher("a", true), matcher("b", true)])?.matches(0), true)
        XCTAssertEqual(tried, ["a", "b"])
        tried = []
        XCTAssertEqual(ArgumentMatcher.all([matcher("a", false), matcher("b", true)])?.matches(0), false)
        XCTAssertEqual(tried, ["a"])
    }
}
