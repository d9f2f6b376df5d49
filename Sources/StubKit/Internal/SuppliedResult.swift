#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The result an upper setup layer already chose for the call in progress.
///
/// Every layer calls the closure it wraps, so that spies and sequences below it see every call
/// (StubKit's documented behaviour). When a layer has answered, it runs the layers below inside
/// ``bind(_:during:)``; a strict stub at the bottom then returns this result instead of
/// reporting an unregistered call, because the call *was* set up.
///
/// A synchronous chain runs on one thread from the answering layer down to the strict stub, so
/// its binding lives in a thread-local slot that points at the caller's stack: binding costs two
/// thread-local writes and no allocation. An asynchronous chain may resume on another thread and
/// binds a task-local value instead. The innermost binding wins, as with nested task locals: a
/// synchronous binding can only be active while its own synchronous call runs on this thread.
@usableFromInline
final class SuppliedResult: @unchecked Sendable {
    // @unchecked Sendable: immutable after init, and only read within the call it was bound for.
    @TaskLocal static var current: SuppliedResult?

    /// A `Result<Output, Failure>` for the stub's own `Output` and `Failure`.
    let result: Any

    @usableFromInline
    init(_ result: Any) {
        self.result = result
    }

    /// What the thread-local slot points at while a synchronous binding is active.
    @usableFromInline
    struct Binding {
        /// `Result<Output, Failure>.self`, the only type a lookup may read `value` as.
        @usableFromInline let type: ObjectIdentifier
        /// The bound `Result<Output, Failure>`, on the binding caller's stack.
        @usableFromInline var value: UnsafeRawPointer?

        @usableFromInline
        init(type: ObjectIdentifier) {
            self.type = type
            self.value = nil
        }
    }

    /// The thread-local slot of synchronous bindings; it holds a pointer to a ``Binding`` or nil.
    @usableFromInline
    static let slot: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "StubKit: cannot create a thread-local key (\(status))")
        return key
    }()

    /// Runs `operation`, a synchronous call of the layers below, with `result` bound.
    @inlinable
    static func bind<Output, Failure: Error>(_ result: Result<Output, Failure>, during operation: () -> Void) {
        var result = result
        var binding = Binding(type: ObjectIdentifier(Result<Output, Failure>.self))
        // Plain pointers to the two locals: the installation touches no generic type, which keeps
        // it cheap in unoptimised builds.
        install(&binding, pointingAt: &result, during: operation)
    }

    /// Points the thread-local slot at `binding` (itself pointing at `value`) during `operation`.
    @usableFromInline
    static func install<Value>(
        _ binding: UnsafeMutablePointer<Binding>, pointingAt value: UnsafeMutablePointer<Value>,
        during operation: () -> Void
    ) {
        binding.pointee.value = UnsafeRawPointer(value)
        let slot = slot
        let previous = pthread_getspecific(slot)
        pthread_setspecific(slot, binding)
        operation()
        pthread_setspecific(slot, previous)
    }

    /// Runs `operation`, an asynchronous call of the layers below, with `result` bound.
    @usableFromInline
    static func bind<Output, Failure: Error>(
        _ result: Result<Output, Failure>, during operation: () async -> Void
    ) async {
        await $current.withValue(SuppliedResult(result), operation: operation)
    }

    /// Whether an upper layer bound a result with these types for the call in progress.
    @usableFromInline
    static func isBound<Output, Failure: Error>(_: Output.Type, _: Failure.Type) -> Bool {
        if let pointer = pthread_getspecific(slot) {
            return pointer.assumingMemoryBound(to: Binding.self).pointee.type
                == ObjectIdentifier(Result<Output, Failure>.self)
        }
        return current?.result is Result<Output, Failure>
    }

    /// Runs user code (a callback, an answer) with no result bound, so that the calls it makes,
    /// to this mock or to another one, are handled as calls of their own.
    @usableFromInline
    static func unbound<R>(_ body: () -> R) -> R {
        let slot = slot
        let previous = pthread_getspecific(slot)
        if previous != nil { pthread_setspecific(slot, nil) }
        defer { if previous != nil { pthread_setspecific(slot, previous) } }
        return current == nil ? body() : $current.withValue(nil, operation: body)
    }

    /// The result bound by an upper layer, when it has the stub's own types.
    static func lookup<Output, Failure: Error>(_: Output.Type, _: Failure.Type) -> Result<Output, Failure>? {
        if let pointer = pthread_getspecific(slot) {
            let binding = pointer.assumingMemoryBound(to: Binding.self).pointee
            guard binding.type == ObjectIdentifier(Result<Output, Failure>.self), let value = binding.value else {
                return nil
            }
            return value.assumingMemoryBound(to: Result<Output, Failure>.self).pointee
        }
        return current?.result as? Result<Output, Failure>
    }
}
