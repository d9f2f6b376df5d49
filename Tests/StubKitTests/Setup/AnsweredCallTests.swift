import XCTest

@testable import StubKit

// When a newer sequence answers a call, older layers still see it (counts, once-steps, callbacks),
// but nothing of theirs that only matters for the result runs, and user code they run is isolated
// from the answer.

private final class PairMock {
    lazy var firstAction = stub(of: first)
    func first(_ text: String) -> Int { firstAction(text) }
    lazy var secondAction = strictStub(of: second)
    func second(_ text: String) -> Int { secondAction(text) }
}

final class AnsweredCallTests: XCTestCase {
    func testAnOlderAnswerIsNotComputedWhenANewerSequenceAnswers() {
        let mock = PairMock()
        var olderAnswers = 0
        setupStubSequence(of: &mock.firstAction).answers { _ in
            olderAnswers += 1
            return -1
        }
        setupStubSequence(of: &mock.firstAction).returnsOnce(5)

        XCTAssertEqual(mock.first("a"), 5)
        XCTAssertEqual(olderAnswers, 0, "the older answer's result would be thrown away")
        XCTAssertEqual(mock.first("b"), -1, "once the newer sequence is used up, the older one answers")
        XCTAssertEqual(olderAnswers, 1)
    }

    func testAnOlderAnswerOnceIsStillUsedUpWithoutRunning() {
        let mock = PairMock()
        var olderAnswers = 0
        setupStubSequence(of: &mock.firstAction)
            .answersOnce { _ in
                olderAnswers += 1
                return -1
            }
            .returns(7)
        setupStubSequence(of: &mock.firstAction).returnsOnce(5)

        XCTAssertEqual(mock.first("a"), 5)
        XCTAssertEqual(mock.first("b"), 7, "the older answersOnce was consumed by the first call")
        XCTAssertEqual(olderAnswers, 0)
    }

    func testAnOlderCallbackStillRunsForAnAnsweredCall() {
        let mock = PairMock()
        var seen: [String] = []
        setupStubSequence(of: &mock.firstAction).callback { seen.append($0) }
        setupStubSequence(of: &mock.firstAction).returns(5)

        XCTAssertEqual(mock.first("a"), 5)
        XCTAssertEqual(seen, ["a"])
    }

    func testAStrictStubCalledFromACallbackDuringAnAnsweredCallStillReports() {
        let mock = PairMock()
        var inner: Int?
        setupStubSequence(of: &mock.firstAction).callback { _ in inner = mock.second("inside") }
        setupStubSequence(of: &mock.firstAction).returns(5)

        let failures = recordingFailures {
            XCTAssertEqual(mock.first("a"), 5)
        }

        XCTAssertEqual(inner, 0, "the unregistered strict stub answers its own default, not the outer 5")
        XCTAssertEqual(failures.map(\.message).count, 1)
        XCTAssertTrue(failures.first?.message.hasPrefix("Unregistered strict stub 'secondAction'") ?? false)
    }

    func testAReentrantCallFromAnAnswerGetsItsOwnResult() {
        let mock = PairMock()
        setupStubSequence(of: &mock.firstAction).when("inner").returns(2)
        setupStubSequence(of: &mock.firstAction).when("outer").answers { _ in mock.first("inner") * 10 }

        XCTAssertEqual(mock.first("outer"), 20)
    }
}
