// A client's tests of mocks with standard-library parents (this file is shared with ClientSwift5).
import Foundation
import StubKit
import XCTest

@testable import ClientMocks

struct BodyFailure: Error {}

final class StandardParentsTests: XCTestCase {
    func testEqualityHashingDescriptionAndEncodingStartFromReadableDefaults() throws {
        let first = FeedMock()
        let second = FeedMock()
        XCTAssertEqual(first, first)
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(Set([first, second, first]).count, 2)
        XCTAssertEqual("\(first)", "FeedMock")
        XCTAssertEqual(String(decoding: try JSONEncoder().encode([first]), as: UTF8.self), "[{}]")
        XCTAssertEqual(String(reflecting: BoxMock<Int>()), "BoxMock<Int>")

        setupStubSequence(of: &first.equalAction, for: { $0.1 === second }).returns(true)
        XCTAssertEqual(first, second)
        XCTAssertEqual(Set([first, second]).count, 1)

        let decoders = spyCalls(of: &FeedMock.statics.current.initAction)
        _ = try JSONDecoder().decode(FeedMock.self, from: Data("{}".utf8))
        XCTAssertEqual(decoders.count, 1)
    }

    func testShapesBesideTheParents() async {
        XCTAssertNil(RuleMock().summary)

        let ticker = TickerMock()
        setupStubSequence(of: &ticker.nextAction).returnsOnce(1).returns(nil)
        let tick = await ticker.next(isolation: nil)
        XCTAssertEqual(tick, 1)

        let executor = ExecutorMock()
        setupStubSequence(of: &executor.performAction).answers { body in try body() + 1 }
        XCTAssertEqual(executor.perform { 1 }, 2)
        XCTAssertThrowsError(try executor.perform { throw BodyFailure() })

        let builder = RequestBuilderMock()
        XCTAssertTrue(builder.authenticate(user: "ada", password: "pw") === builder)
    }

    func testNotMetDescriptionSpeaksTheArchivedWords() {
        XCTAssertEqual(
            StubExpectation.noMoreThan(3).notMetDescription(count: 4),
            "Called 4 times while expected at maximum 3 (or less)")
    }
}
