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
/// ``bind(_:isFailure:_:_:during:)``, or for an asynchronous call with ``task`` bound; a strict
/// stub at the bottom then returns this result instead of reporting an unregistered call,
/// because the call *was* set up.
///
/// A synchronous chain runs on one thread from the answering layer down to the strict stub, so
/// its binding lives in a thread-local slot that points at the caller's stack: binding costs two
/// thread-local writes and no allocation. An asynchronous chain may resume on another thread and
/// binds a task-local value instead. The innermost binding wins, as with nested task locals: a
/// synchronous binding can only be active while its own synchronous call runs on this thread.
@usableFromInline
struct SuppliedResult: @unchecked Sendable {
    // @unchecked Sendable: immutable, and only read within the call it was bound for, by a strict
    // stub or a sequence with the same `Output` and `Failure`.

    /// The binding of the asynchronous call in progress, if an upper layer answered it.
    ///
    /// Declared without the `@TaskLocal` wrapper so that the engine's inlinable code can bind it
    /// directly: a wrapper function would add an asynchronous frame to every answered call.
    @usableFromInline static let task = TaskLocal<SuppliedResult?>(wrappedValue: nil)

    /// The binding of the asynchronous call in progress.
    static var current: SuppliedResult? { task.get() }

    /// The `Output` and `Failure` of the answered call: a lookup only reads the value as these.
    let types: AnswerTypes
    /// The answer: an `Output`, or a `Failure` when ``isFailure``.
    let value: Any
    let isFailure: Bool

    /// An asynchronous binding of a returned value.
    @usableFromInline
    init<Output, Failure: Error>(output: Output, _: Failure.Type) {
        types = AnswerTypes(Output.self, Failure.self)
        value = output
        isFailure = false
    }

    /// An asynchronous binding of a thrown error.
    @usableFromInline
    init<Output, Failure: Error>(failure: Failure, _: Output.Type) {
        types = AnswerTypes(Output.self, Failure.self)
        value = failure
        isFailure = true
    }

    /// The `Output` and `Failure` types of an answered call, compared without instantiating any
    /// generic type.
    struct AnswerTypes: Equatable {
        let output: ObjectIdentifier
        let failure: ObjectIdentifier

        init(_ output: Any.Type, _ failure: Any.Type) {
            self.output = ObjectIdentifier(output)
            self.failure = ObjectIdentifier(failure)
        }
    }

    /// What the thread-local slot points at while a synchronous binding is active.
    struct Binding {
        /// The `Output` and `Failure` of the answered call: a lookup only reads `value` as these.
        let types: AnswerTypes
        /// The answer on the binding caller's stack: an `Output`, or a `Failure` when `isFailure`.
        let value: UnsafeRawPointer
        let isFailure: Bool
    }

    /// The thread-local slot of synchronous bindings; it holds a pointer to a ``Binding`` or nil.
    @usableFromInline
    static let slot: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "StubKit: cannot create a thread-local key (\(status))")
        return key
    }()

    /// Runs `operation`, a synchronous call of the layers below, with an answer bound.
    ///
    /// - Parameters:
    ///   - value: The answer, an `Output` or (when `isFailure`) a `Failure`, on the caller's stack.
    ///   - isFailure: Whether the answer is an error to throw.
    ///   - output: The call's `Output` type.
    ///   - failure: The call's `Failure` type.
    ///   - operation: The call of the layers below.
    ///
    /// Given a plain pointer and the types as values: binding instantiates no generic type, which
    /// keeps it cheap in unoptimised builds.
    @usableFromInline
    static func bind<Value>(
        _ value: UnsafeMutablePointer<Value>, isFailure: Bool, _ output: Any.Type, _ failure: Any.Type,
        during operation: () -> Void
    ) {
        var binding = Binding(
            types: AnswerTypes(output, failure), value: UnsafeRawPointer(value), isFailure: isFailure)
        install(&binding, during: operation)
    }

    /// Points the thread-local slot at `binding` during `operation`.
    private static func install(_ binding: UnsafeMutablePointer<Binding>, during operation: () -> Void) {
        let slot = slot
        let previous = pthread_getspecific(slot)
        pthread_setspecific(slot, binding)
        operation()
        pthread_setspecific(slot, previous)
    }

    /// Whether an upper layer bound a result with these types for the call in progress.
    @usableFromInline
    static func isBound<Output, Failure: Error>(_: Output.Type, _: Failure.Type) -> Bool {
        let types = AnswerTypes(Output.self, Failure.self)
        if let pointer = pthread_getspecific(slot) {
            return pointer.assumingMemoryBound(to: Binding.self).pointee.types == types
        }
        return current?.types == types
    }

    /// Runs user code (a callback, an answer) with no result bound, so that the calls it makes,
    /// to this mock or to another one, are handled as calls of their own.
    @usableFromInline
    static func unbound<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        let slot = slot
        let previous = pthread_getspecific(slot)
        if previous != nil { pthread_setspecific(slot, nil) }
        defer { if previous != nil { pthread_setspecific(slot, previous) } }
        guard current != nil else { return try body() }
        return try task.withValue(nil) { Result { () throws(E) -> R in try body() } }.get()
    }

    /// The result bound by an upper layer, when it has the stub's own types.
    static func lookup<Output, Failure: Error>(_: Output.Type, _: Failure.Type) -> Result<Output, Failure>? {
        let types = AnswerTypes(Output.self, Failure.self)
        if let pointer = pthread_getspecific(slot) {
            let binding = pointer.assumingMemoryBound(to: Binding.self).pointee
            guard binding.types == types else { return nil }
            return binding.isFailure
                ? .failure(binding.value.assumingMemoryBound(to: Failure.self).pointee)
                : .success(binding.value.assumingMemoryBound(to: Output.self).pointee)
        }
        guard let bound = current, bound.types == types else { return nil }
        if bound.isFailure, let failure = bound.value as? Failure { return .failure(failure) }
        if !bound.isFailure, let output = bound.value as? Output { return .success(output) }
        return nil
    }
}
