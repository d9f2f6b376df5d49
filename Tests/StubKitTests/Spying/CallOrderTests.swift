import Foundation
import XCTest

@testable import StubKit

final class CallOrderTests: XCTestCase {
    /// Four threads take stamps at once: every stamp is handed out once, never 0, and each
    /// thread's stamps increase.
    func testStampsAreUniqueAndIncreaseOnEveryThread() {
        let threads = 4
        let stampsPerThread = 5_000
        let taken = SeqLocked<[[UInt64]]>([])
        let start = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            Thread {
                start.wait()
                let stamps = (0..<stampsPerThread).map { _ in CallOrder.next() }
                taken.withLock { $0.append(stamps) }
                group.leave()
            }.start()
        }
        for _ in 0..<threads { start.signal() }
        group.wait()
        let all = taken.withLock { $0 }
        XCTAssertEqual(all.count, threads)
        for stamps in all {
            XCTAssertEqual(stamps, stamps.sorted())
            XCTAssertFalse(stamps.contains(0))
        }
        XCTAssertEqual(Set(all.joined()).count, threads * stampsPerThread)
    }

    func testASpyKeepsTheFirstStampsAndTheLastAndDescribesTheFirstCalls() {
        let shapes = SeqShapesMock()
        let names = spyCalls(of: &shapes.nameAction)
        let before = CallOrder.next()
        for id in 0..<15 { _ = shapes.name(id) }
        let calls = names.orderedCalls()
        XCTAssertEqual(calls.total, 15)
        XCTAssertEqual(calls.listed.map(\.call), (0..<10).map { "\($0)" })
        XCTAssertGreaterThan(calls.first ?? 0, before)
        XCTAssertGreaterThan(calls.last ?? 0, calls.listed.last?.stamp ?? .max)
    }

    func testASequenceStampsOnlyTheCallsItMatches() {
        let shapes = SeqShapesMock()
        let odd = setupStubSequence(of: &shapes.nameAction).when { $0 % 2 == 1 }
        for id in 0..<6 { _ = shapes.name(id) }
        let calls = odd.orderedCalls()
        XCTAssertEqual(calls.total, 3)
        XCTAssertEqual(calls.listed.map(\.call), ["1", "3", "5"])
        XCTAssertEqual(calls.listed.map(\.stamp), calls.listed.map(\.stamp).sorted())
    }

    /// Two threads record into one spy at once, released together by a barrier, many times over:
    /// the spy's stamps follow its records, so its first stamp is its earliest call and its last
    /// stamp its latest (a stamp taken before the spy's lock could land out of order).
    func testASpyRecordingOnTwoThreadsAtOnceKeepsItsStampsInOrder() {
        let shapes = SeqShapesMock()
        let names = spyCalls(of: &shapes.nameAction)
        for round in 0..<300 {
            names.removeAll()
            let barrier = DispatchGroup()
            barrier.enter()
            let done = DispatchGroup()
            for thread in 0..<2 {
                done.enter()
                Thread {
                    barrier.wait()
                    for id in 0..<6 { _ = shapes.name(thread * 100 + id) }
                    done.leave()
                }.start()
            }
            barrier.leave()
            done.wait()
            let calls = names.orderedCalls()
            let stamps = calls.listed.map(\.stamp)
            XCTAssertEqual(calls.total, 12)
            XCTAssertEqual(stamps, stamps.sorted(), "round \(round)")
            XCTAssertEqual(calls.first, stamps.min(), "round \(round)")
            XCTAssertGreaterThanOrEqual(calls.last ?? 0, stamps.max() ?? .max, "round \(round)")
            if stamps != stamps.sorted() { break }
        }
    }
}
