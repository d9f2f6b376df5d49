import XCTest

@testable import StubKit

final class StubExpectationTests: XCTestCase {
    func testMeetsCountForEveryCase() {
        let counts = [0, 1, 2, 3, 4]
        let cases: [(StubExpectation, [Bool])] = [
            (.never, [true, false, false, false, false]),
            (.once, [false, true, false, false, false]),
            (.atLeastOnce, [false, true, true, true, true]),
            (.times(3), [false, false, false, true, false]),
            (.times(0), [true, false, false, false, false]),
            (.atLeastTimes(2), [false, false, true, true, true]),
            (.atLeastTimes(0), [true, true, true, true, true]),
            (.noMoreThan(2), [true, true, true, false, false]),
            (.noMoreThan(0), [true, false, false, false, false]),
        ]
        for (expectation, expected) in cases {
            XCTAssertEqual(counts.map { expectation.meets(count: $0) }, expected, "\(expectation)")
        }
    }

    func testDescriptionForEveryCase() {
        XCTAssertEqual(StubExpectation.never.description, "never")
        XCTAssertEqual(StubExpectation.once.description, "once")
        XCTAssertEqual(StubExpectation.atLeastOnce.description, "at least once")
        XCTAssertEqual(StubExpectation.times(1).description, "exactly 1 time")
        XCTAssertEqual(StubExpectation.times(3).description, "exactly 3 times")
        XCTAssertEqual(StubExpectation.atLeastTimes(1).description, "at least 1 time")
        XCTAssertEqual(StubExpectation.atLeastTimes(2).description, "at least 2 times")
        XCTAssertEqual(StubExpectation.noMoreThan(1).description, "no more than 1 time")
        XCTAssertEqual(StubExpectation.noMoreThan(3).description, "no more than 3 times")
        XCTAssertEqual("\(StubExpectation.times(0))", "exactly 0 times")
    }

    func testIsHashable() {
        let set: Set<StubExpectation> = [.once, .once, .times(1), .times(2), .never]
        XCTAssertEqual(set.count, 4)
    }

    func testCombinedExpectationsFormARange() {
        let mock = SeqDatabaseMock()
        let verify1To3 = setupStubSequence(of: &mock.addUserAction)
            .expect(.atLeastTimes(1))
            .expect(.noMoreThan(3))
        XCTAssertFalse(verify1To3.verify())
        for count in 1...3 {
            _ = mock.addUser(name: "user\(count)")
            XCTAssertTrue(verify1To3.verify(), "after \(count) calls")
        }
        _ = mock.addUser(name: "user4")
        XCTAssertEqual(
            verify1To3.verificationFailures(),
            [
                Messages.unmetExpectations(
                    "no more than 3 times", count: 4, calls: "\"user1\", \"user2\", \"user3\", \"user4\"")
            ])
    }
}
