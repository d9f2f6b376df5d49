import Foundation
import XCTest

@testable import StubKit

// Many threads and tasks calling one mock: no count is lost, every once-value is handed out
// exactly once, and callbacks may call the mock again. Run under `make test-tsan` too.

final class SequenceConcurrencyTests: XCTestCase {
    static let threads = 8
    static let callsPerThread = 10_000

    /// Runs `body(thread, call)` on `threads` threads at once, `callsPerThread` times each.
    private func hammer(_ body: @escaping @Sendable (Int, Int) -> Void) {
        let group = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        for thread in 0..<Self.threads {
            group.enter()
            let worker = Thread {
                start.wait()
                for call in 0..<Self.callsPerThread { body(thread, call) }
                group.leave()
            }
            worker.start()
        }
        for _ in 0..<Self.threads { start.signal() }
        group.wait()
    }

    func testCountsAndCallbacksFromEightThreadsAreExact() {
        let mock = SeqDatabaseMock()
        let total = Self.threads * Self.callsPerThread
        let callbackCount = SeqLocked(0)
        let all = setupStubSequence(of: &mock.addUserAction).returns(true).expect(.times(total))
            .callback { _ in callbackCount.withLock { $0 += 1 } }
        let even = setupStubSequence(of: &mock.addUserAction).when { Int($0)! % 2 == 0 }.returns(false)
            .expect(.times(total / 2))
        let thread3 = setupStubSequence(of: &mock.addUserAction, for: { Int($0)! % Self.threads == 3 })
            .expect(.times(Self.callsPerThread))
        let wrongAnswers = SeqLocked(0)
        hammer { thread, call in
            let value = call * Self.threads + thread
            if mock.addUser(name: "\(value)") != (value % 2 == 1) { wrongAnswers.withLock { $0 += 1 } }
        }
        XCTAssertEqual(wrongAnswers.current, 0)
        XCTAssertEqual(callbackCount.current, total)
        XCTAssertEqual(all.verificationFailures(), [])
        XCTAssertEqual(even.verificationFailures(), [])
        XCTAssertEqual(thread3.verificationFailures(), [])
    }

    func testEveryOnceValueIsHandedOutExactlyOnce() {
        let mock = SeqDatabaseMock()
        let onceValues = 1000
        setupStubSequence(of: &mock.addAccountAction).returns(-1)
        let sequence = setupStubSequence(of: &mock.addAccountAction)
        for value in 0..<onceValues { sequence.returnsOnce(value) }
        let results = SeqLocked<[Int]>([])
        hammer { _, _ in
            let result = mock.addAccount(givenName: "a", lastName: "b")
            results.withLock { $0.append(result) }
        }
        let seen = results.current
        XCTAssertEqual(seen.count, Self.threads * Self.callsPerThread)
        XCTAssertEqual(seen.filter { $0 >= 0 }.sorted(), Array(0..<onceValues))
        XCTAssertEqual(seen.filter { $0 == -1 }.count, Self.threads * Self.callsPerThread - onceValues)
    }

    func testOnceValuesOfSeveralSequencesAreConsumedTogetherUnderContention() {
        // Every call consumes one once-value of each matching sequence; the newest supplies it.
        let mock = SeqDatabaseMock()
        setupStub(of: &mock.addAccountAction, return: -2)
        let older = setupStubSequence(of: &mock.addAccountAction)
        let newer = setupStubSequence(of: &mock.addAccountAction)
        for value in 0..<500 {
            older.returnsOnce(-value - 1)
            newer.returnsOnce(value)
        }
        older.returnsOnce(-1000)
        let results = SeqLocked<[Int]>([])
        hammer { _, call in
            guard call < 63 else { return }
            let result = mock.addAccount(givenName: "a", lastName: "b")
            results.withLock { $0.append(result) }
        }
        // 504 calls. Each sequence hands out each of its once-values exactly once, and every call
        // uses up one step of each sequence that still has one. Which call gets which value is not
        // atomic across sequences (each has its own lock): a call can find the newer sequence used
        // up while another call is between the newer and the older sequence. So: every newer value
        // exactly once; the four calls without one get an older value or the base -2; and all 501
        // older steps are used up, so at most three calls found nothing, and the next call gets -2.
        let seen = results.current
        XCTAssertEqual(seen.count, 504)
        XCTAssertEqual(seen.filter { $0 >= 0 }.sorted(), Array(0..<500))
        let withoutNewerValue = seen.filter { $0 < 0 }
        XCTAssertEqual(withoutNewerValue.count, 4)
        let olderValues = Set((1...500).map { -$0 } + [-1000])
        XCTAssertTrue(withoutNewerValue.allSatisfy { $0 == -2 || olderValues.contains($0) }, "\(withoutNewerValue)")
        XCTAssertLessThanOrEqual(withoutNewerValue.filter { $0 == -2 }.count, 3)
        XCTAssertEqual(Set(withoutNewerValue.filter { $0 != -2 }).count, withoutNewerValue.filter { $0 != -2 }.count)
        XCTAssertEqual(mock.addAccount(givenName: "a", lastName: "b"), -2, "every older step was used up")
    }

    func testCallbackCallingTheMockAgainFromManyThreadsDoesNotDeadlock() {
        let mock = SeqDatabaseMock()
        let inner = setupStubSequence(of: &mock.addUserAction).when("inner").returns(true)
            .expect(.times(Self.threads * 1000))
        let innerResults = SeqLocked(0)
        setupStubSequence(of: &mock.addUserAction).when("outer")
            .callback { _ in
                if mock.addUser(name: "inner") { innerResults.withLock { $0 += 1 } }
            }
            .answers { _ in mock.addUser(name: "answer") }
        setupStubSequence(of: &mock.addUserAction).when("answer").returns(true)
        let outerResults = SeqLocked(0)
        hammer { _, call in
            guard call < 1000 else { return }
            if mock.addUser(name: "outer") { outerResults.withLock { $0 += 1 } }
        }
        XCTAssertEqual(innerResults.current, Self.threads * 1000)
        XCTAssertEqual(outerResults.current, Self.threads * 1000)
        XCTAssertEqual(inner.verificationFailures(), [])
    }

    func testConcurrentTasksOnAnAsyncStubLoseNoCount() async {
        let mock = SeqShapesMock()
        let tasks = 8
        let callsPerTask = 2_000
        setupStubSequence(of: &mock.loadAction).answers { "loaded \($0)" }
        let failing = setupStubSequence(of: &mock.loadAction).when("fail").throws(SeqError(code: 1))
            .expect(.times(tasks * callsPerTask / 2))
        let onceValues = setupStubSequence(of: &mock.loadAction).when("once")
        for value in 0..<100 { onceValues.returnsOnce("once \(value)") }
        let outcomes = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    var outcomes: [String] = []
                    for call in 0..<callsPerTask {
                        let path = call % 2 == 0 ? "fail" : "once"
                        do {
                            outcomes.append(try await mock.load(path))
                        } catch {
                            outcomes.append("error \((error as? SeqError)?.code ?? -1)")
                        }
                    }
                    return outcomes
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        XCTAssertEqual(outcomes.count, tasks * callsPerTask)
        XCTAssertEqual(outcomes.filter { $0 == "error 1" }.count, tasks * callsPerTask / 2)
        XCTAssertEqual(outcomes.filter { $0.hasPrefix("once ") }.sorted(), (0..<100).map { "once \($0)" }.sorted())
        XCTAssertEqual(outcomes.filter { $0 == "loaded once" }.count, tasks * callsPerTask / 2 - 100)
        XCTAssertEqual(failing.verificationFailures(), [])
    }

    func testConditionsAndExpectationsAddedWhileTheStubIsCalled() {
        // Calls read the published equality check without a lock while another thread replaces
        // it; TSan checks the publication, the assertions check where it ends up.
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addUserAction).when("a").returns(true)
        let answeredB = SeqLocked(0)
        hammer { thread, call in
            if thread == 0, call == Self.callsPerThread / 2 {
                sequence.when("a").expect(.atLeastOnce)
            }
            _ = mock.addUser(name: "a")
            if mock.addUser(name: "b") { answeredB.withLock { $0 += 1 } }
        }
        XCTAssertEqual(answeredB.current, 0, "no call that fails the condition was answered")
        XCTAssertTrue(mock.addUser(name: "a"))
        XCTAssertFalse(mock.addUser(name: "b"))
        XCTAssertEqual(sequence.verificationFailures(), [])
    }

    func testSetupOnOneStubWhileAnotherIsCalledConcurrently() {
        // Sequences of different stubs of one mock share nothing: verifying one while another
        // is hammered is safe.
        let mock = SeqDatabaseMock()
        let users = setupStubSequence(of: &mock.addUserAction).expect(.times(Self.threads * 100))
        let accounts = setupStubSequence(of: &mock.addAccountAction).expect(.atLeastOnce)
        let verifications = SeqLocked(0)
        hammer { thread, call in
            guard call < 100 else { return }
            _ = mock.addUser(name: "u")
            if thread == 0 {
                _ = mock.addAccount(givenName: "g", lastName: "l")
                if accounts.verify() { verifications.withLock { $0 += 1 } }
            }
        }
        XCTAssertEqual(verifications.current, 100)
        XCTAssertEqual(users.verificationFailures(), [])
    }
}
