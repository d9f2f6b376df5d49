#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The platform's cheapest mutual-exclusion primitive, as a plain value.
///
/// `os_unfair_lock` on Apple platforms (available since macOS 10.12 / iOS 10, unlike
/// `Synchronization.Mutex`) and a `pthread_mutex_t` elsewhere. It is not recursive: StubKit never
/// runs user code (callbacks, answers, predicates, the wrapped closure) while holding it.
///
/// A trivial value, so an owner can keep it in a stored property and lock it without any
/// reference counting; the owner calls ``destroy()`` in its `deinit`. ``Lock`` is the class form.
@usableFromInline
struct RawLock: @unchecked Sendable {
    // @unchecked Sendable: the pointer is allocated once, never reassigned, and only touched
    // through the platform lock functions, which are thread-safe by definition.
    #if canImport(Darwin)
        @usableFromInline let handle: UnsafeMutablePointer<os_unfair_lock>
    #else
        @usableFromInline let handle: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    @usableFromInline
    init() {
        handle = .allocate(capacity: 1)
        #if canImport(Darwin)
            handle.initialize(to: os_unfair_lock())
        #else
            handle.initialize(to: pthread_mutex_t())
            pthread_mutex_init(handle, nil)
        #endif
    }

    /// Releases the lock's memory; the lock must not be used afterwards.
    @usableFromInline
    func destroy() {
        #if !canImport(Darwin)
            pthread_mutex_destroy(handle)
        #endif
        handle.deinitialize(count: 1)
        handle.deallocate()
    }

    @inlinable
    func lock() {
        #if canImport(Darwin)
            os_unfair_lock_lock(handle)
        #else
            pthread_mutex_lock(handle)
        #endif
    }

    @inlinable
    func unlock() {
        #if canImport(Darwin)
            os_unfair_lock_unlock(handle)
        #else
            pthread_mutex_unlock(handle)
        #endif
    }
}

/// The one lock StubKit uses for its mutable state, as a class: a ``RawLock`` it owns.
@usableFromInline
final class Lock: @unchecked Sendable {
    // @unchecked Sendable: `raw` is immutable and thread-safe.
    @usableFromInline let raw = RawLock()

    @usableFromInline
    init() {}

    deinit {
        raw.destroy()
    }

    @inlinable
    func lock() {
        raw.lock()
    }

    @inlinable
    func unlock() {
        raw.unlock()
    }

    @inlinable
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A value that is only read or written while holding its own ``Lock``.
@usableFromInline
final class Protected<State>: @unchecked Sendable {
    // @unchecked Sendable: `state` is only accessed while holding `lock` (through `withLock`, or
    // between `lock.lock()` and `lock.unlock()` on a hot path), which serialises every access.
    // Values handed out are copies (or the user's own references).
    @usableFromInline let lock = Lock()
    // Unchecked exclusivity: the lock already makes every access exclusive, and the dynamic check
    // would cost two runtime calls on every access.
    @exclusivity(unchecked) @usableFromInline var state: State

    @usableFromInline
    init(_ state: State) {
        self.state = state
    }

    @inlinable
    func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
