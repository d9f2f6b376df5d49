import Foundation
import Testing

@testable import StubKit

// Every path that reads or writes a spy's records or a sequence's state takes their lock: while
// another thread holds it, the path waits (issue 40, whole-code run seed 55547894: survivor #1273,
// `removeAll`'s `lock()` removed, passed the suite, since no test made two threads meet there). A
// missing `lock()` is a data race that only ThreadSanitizer sees, and only when the threads meet;
// holding the lock makes them meet every time.
@Suite struct LockDisciplineTests {
    /// How long a path must stay blocked to count as waiting for the lock.
    ///
    /// A path that does not take the lock finishes in microseconds; one that does stays blocked
    /// however long this is.
    private static let held: DispatchTimeInterval = .milliseconds(150)

    /// Whether `operation`, started on another thread while `lock` is held here, waited for it;
    /// it then finishes once the lock is released.
    private func waits(for lock: NSLock, _ operation: @escaping @Sendable () -> Void) -> Bool {
        let finished = DispatchSemaphore(value: 0)
        lock.lock()
        Thread.detachNewThread {
            operation()
            finished.signal()
        }
        let finishedWhileHeld = finished.wait(timeout: .now() + Self.held) == .success
        lock.unlock()
        if !finishedWhileHeld { finished.wait() }
        return !finishedWhileHeld
    }

    @Test func aSpyRecordsReadsAndForgetsWithItsLockHeld() {
        let mock = SeqDatabaseMock()
        let spy = spyCalls(of: &mock.addUserAction)
        let accounts = spyCalls(of: &mock.addAccountAction)
        #expect(waits(for: spy.storage.mutex) { _ = mock.addUser(name: "tom") }, "record")
        #expect(waits(for: spy.storage.mutex) { _ = spy.count }, "read")
        #expect(waits(for: spy.storage.mutex) { _ = SKTVerifyInOrder(spy, accounts) }, "order")
        #expect(waits(for: spy.storage.mutex) { spy.removeAll() }, "removeAll")
        #expect(spy.count == 0)
    }

    @Test func aSequenceTakesACallWithItsLockHeld() {
        let mock = SeqDatabaseMock()
        let plain = setupStubSequence(of: &mock.addUserAction).when("vip").returns(true)
        #expect(waits(for: plain.layer.state.mutex) { _ = mock.addUser(name: "vip") }, "take")

        let counted = setupStubSequence(of: &mock.addAccountAction).whenFirst("Tom").returns(3).expect(.once)
        #expect(
            waits(for: counted.layer.state.mutex) { _ = mock.addAccount(givenName: "Tom", lastName: "D") },
            "take, recording")
        #expect(waits(for: counted.layer.state.mutex) { _ = counted.verify() }, "verify")
    }

    /// The lock is taken again after the test's code, which runs without it: after a predicate,
    /// and after describing a call an expectation lists (an argument's `description`).
    @Test func aSequenceTakesItsLockAgainAfterTheTestsCode() {
        let mock = HookMock()
        let predicated = setupStubSequence(of: &mock.sendAction)
            .when { hook in
                hook.run()
                return true
            }
            .returns(1)
        #expect(waitsAfterHook(for: predicated.layer.state.mutex, mock), "after a predicate")

        let other = HookMock()
        let listed = setupStubSequence(of: &other.sendAction).returns(2).expect(.once)
        #expect(waitsAfterHook(for: listed.layer.state.mutex, other), "after a description")
        #expect(listed.verify())
    }

    /// Whether a call whose argument's hook takes `lock` here, from the test's thread, waited for it
    /// after the hook returned.
    private func waitsAfterHook(for lock: NSLock, _ mock: HookMock) -> Bool {
        let (reached, taken, finished) = (
            DispatchSemaphore(value: 0), DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)
        )
        // Only the first time: the call describes its argument again afterwards, for SKTVerifyInOrder.
        let first = Protected(true)
        let hook = Hook {
            guard
                first.withLock({ isFirst in
                    defer { isFirst = false }
                    return isFirst
                })
            else { return }
            reached.signal()
            taken.wait()
        }
        Thread.detachNewThread {
            _ = mock.send(hook)
            finished.signal()
        }
        reached.wait()
        lock.lock()
        taken.signal()
        let finishedWhileHeld = finished.wait(timeout: .now() + Self.held) == .success
        lock.unlock()
        if !finishedWhileHeld { finished.wait() }
        return !finishedWhileHeld
    }
}

/// An argument that runs `run` when a predicate or a description reaches it.
private struct Hook: CustomStringConvertible, Sendable {
    let run: @Sendable () -> Void
    var description: String {
        run()
        return "hook"
    }
}

private final class HookMock: @unchecked Sendable {
    lazy var sendAction = stub(of: send)
    func send(_ hook: Hook) -> Int { sendAction(hook) }
}
