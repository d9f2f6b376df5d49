public import Foundation

/// A value that is only read or written while holding its own lock: the one home of StubKit's
/// mutable state.
///
/// A setup sequence's steps and counters, a spy's records and a failure recorder's list each
/// live in one. Setup and verification use ``withLock(_:)``. The per-call paths (a sequence's
/// `take`, a spy's record) call ``lock()``, read and write fields of ``value`` directly, and call
/// ``unlock()``: no closure, and no generic method of the state's type, which an unoptimised
/// build would call with that type looked up at run time on every stubbed call (measured with
/// callgrind: 3,300 instructions per call through ten setup sequences).
///
/// **Invariants.**
/// - ``value`` is only accessed with the lock held. The ThreadSanitizer run in CI checks that
///   discipline on every access. Because the lock already makes each access exclusive, `value`
///   opts out of Swift's dynamic exclusivity check (`@exclusivity(unchecked)`), which would
///   otherwise cost about a hundred instructions per access on every stubbed call (1,100 of
///   7,400 instructions per call through ten setup sequences). The spies' `Records` is the one
///   other `@exclusivity(unchecked)` storage: the same rules with its fields spelled out.
/// - The lock is not recursive: StubKit never runs user code (conditions, callbacks, answers, the
///   wrapped closure, `description`s) while holding it. It copies what it needs, unlocks, and
///   runs the code after.
/// - The owner's consistency rule, given as `invariant`, holds whenever the lock is free; debug
///   builds check it after every ``withLock(_:)``.
@usableFromInline
final class Protected<State>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only accessed with `mutex` held (see Invariants), which
    // serialises every access. What a caller copies out is a copy, or the user's own references,
    // which StubKit hands back unchanged.
    @usableFromInline let mutex = NSLock()
    @exclusivity(unchecked) @usableFromInline var value: State
    /// The owner's consistency rule for `value`, checked in debug builds.
    let invariant: (State) -> Bool

    @usableFromInline
    init(_ value: State, invariant: @escaping (State) -> Bool = { _ in true }) {
        self.value = value
        self.invariant = invariant
    }

    @inlinable
    func lock() {
        mutex.lock()
    }

    @inlinable
    func unlock() {
        mutex.unlock()
    }

    /// Runs `body` with exclusive access to the state, then checks the invariant in debug builds.
    @usableFromInline
    func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        mutex.lock()
        defer {
            assert(invariant(value), "StubKit: inconsistent state \(value)")
            mutex.unlock()
        }
        return try body(&value)
    }
}
