import Foundation
import XCTest

@testable import StubKit

// The documented way to write a mock of a `Sendable` protocol: stored actions declared with their
// type (no `lazy`), so that nothing is initialised on first use. `make test-tsan` runs these tests
// under ThreadSanitizer with `halt_on_error=1`: a race on first use fails the run.
private protocol Counter: Sendable {
    func increment(by amount: Int)
    func reset()
    func value(named name: String) -> Int
    var label: String { get set }
    subscript(key: String) -> Int { get set }
}

private final class CounterMock: Counter, @unchecked Sendable {
    // @unchecked Sendable: every action is stored at initialisation and never replaced while
    // other threads call; the actions and holders keep their own state behind locks.
    var incrementAction: (Int) -> Void = stub()
    func increment(by amount: Int) { incrementAction(amount) }
    var resetAction: (()) -> Void = stub()
    func reset() { resetAction(()) }
    var valueAction: (String) -> Int = stub()
    func value(named name: String) -> Int { valueAction(name) }
    var labelStub = PropertyStub("counter")
    var label: String {
        get { labelStub.get(()) }
        set { labelStub.set(newValue) }
    }
    var keySubscript = SubscriptStub<String, Int>()
    subscript(key: String) -> Int {
        get { keySubscript.get(key) }
        set { keySubscript.set((key, newValue)) }
    }
}

/// Holds `count` threads until all of them have arrived, then releases them at once.
private final class Barrier: @unchecked Sendable {
    // @unchecked Sendable: `waiting` is only touched with `condition` locked.
    private let condition = NSCondition()
    private var waiting: Int

    init(count: Int) {
        waiting = count
    }

    func arriveAndWait() {
        condition.lock()
        waiting -= 1
        if waiting == 0 {
            condition.broadcast()
        } else {
            while waiting > 0 { condition.wait() }
        }
        condition.unlock()
    }
}

/// Runs `body` on two new threads released together by a barrier, and waits for both.
private func onTwoThreadsAtOnce(_ body: @escaping @Sendable (Int) -> Void) {
    let barrier = Barrier(count: 2)
    let done = DispatchGroup()
    for index in 0..<2 {
        done.enter()
        let thread = Thread {
            barrier.arriveAndWait()
            body(index)
            done.leave()
        }
        thread.start()
    }
    done.wait()
}

final class SendableMockTests: XCTestCase {
    func testFirstUseOfEveryStubFromTwoThreadsAtOnceIsRaceFree() {
        for _ in 0..<50 {
            let counter = CounterMock()
            onTwoThreadsAtOnce { index in
                counter.increment(by: index)
                counter.reset()
                _ = counter.value(named: "a")
                counter.label = "thread \(index)"
                _ = counter.label
                counter["k"] = index
                _ = counter["k"]
            }
            XCTAssertTrue(["thread 0", "thread 1"].contains(counter.label))
            XCTAssertTrue([0, 1].contains(counter["k"]))
        }
    }

    func testSetupsAndSpiesMadeBeforeSharingSeeEveryCall() {
        let counter = CounterMock()
        let increments = spyCalls(of: &counter.incrementAction)
        setupStubSequence(of: &counter.valueAction).when("a").returns(1)
        let labels = spyCalls(of: &counter.labelStub.set)
        onTwoThreadsAtOnce { index in
            for _ in 0..<100 {
                counter.increment(by: index)
                XCTAssertEqual(counter.value(named: "a"), 1)
                counter.label = "\(index)"
            }
        }
        XCTAssertEqual(increments.count, 200)
        XCTAssertEqual(increments.filter { $0 == 1 }.count, 100)
        XCTAssertEqual(labels.count, 200)
    }
}
