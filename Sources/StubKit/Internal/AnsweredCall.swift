#if !canImport(Darwin) && canImport(Synchronization)
    public import Synchronization
#endif

/// The result an upper setup layer already chose for the call in progress.
///
/// Every layer calls the closure it wraps, so that the spies and sequences below it see every
/// call (StubKit's documented behaviour). When a layer answers a call, ``Layering`` runs the rest
/// of the chain inside ``bind(_:during:)``: the layers below then count the call
/// without computing an answer of their own, and a strict stub at the bottom returns this result
/// instead of reporting an unregistered call, because the call *was* set up.
///
/// The binding is one task-local value, bound with `TaskLocal.withValue` in its synchronous form
/// for synchronous calls and its asynchronous form for asynchronous ones: one mechanism, no
/// thread-local state of StubKit's own, no pointer into anyone's stack. It names the call's
/// `Args`, `Output` and `Failure` types: a layer or strict stub of another signature ignores it.
///
/// What runs while a result is bound, and what does not:
/// - StubKit's code between layers, and each layer's bookkeeping, see the binding.
/// - User code that StubKit runs (`when` predicates, callbacks, answers, spy transforms,
///   `registerStub(alwaysReturn: { … })` bodies) runs ``unbound(_:)``: the calls it makes are
///   calls of their own.
/// - A closure the test assigned to the stub itself (`mock.fooAction = { … }`) is called with the
///   binding in place, and its result is ignored. A closure has no identity StubKit could check,
///   so if it calls another stub with exactly the same argument, result and error types, that stub
///   sees the binding too (documented in SetupSequences.md, "The rules").
/// - A default made with `byDefault` (``DefaultBehaviour``) returns the bound answer without
///   running, and runs ``unbound(_:)`` when a call of another signature is bound.
///
/// **Reading it costs nothing while no call is bound.** A task-local read costs about 150
/// instructions, twice a hand-written mock's whole call. Where `Synchronization.Atomic` needs no
/// availability check, ``liveBindings`` counts the bindings in progress in the whole process, and
/// every reader first loads it (one relaxed atomic load): at zero, nothing can be bound for any
/// call, so the task local is not read. A binding increments the count before `withValue` and
/// decrements it after, so a reader inside the binding's scope (its own continuation or structured
/// child work, which happen after the increment) sees at least one; relaxed ordering is enough,
/// since only the reader's own binding matters to it, and a load sees the writes that happened
/// before it. Apple platforms (where the count is not compiled in) read the task local every time.
@usableFromInline
final class AnsweredCall: @unchecked Sendable {
    // @unchecked Sendable: immutable. `value` may hold a non-`Sendable` answer; it is only read by
    // code running inside the `withValue` scope of the call that produced it, which is that call's
    // own synchronous or structured asynchronous continuation.

    /// The binding of the call in progress, if an upper layer answered it.
    ///
    /// Declared without the `@TaskLocal` wrapper so that inlinable engine code can bind it
    /// (its `$projection` cannot be used from `@inlinable` code).
    @usableFromInline static let current = TaskLocal<AnsweredCall?>(wrappedValue: nil)

    /// The answered call's argument, result and error types.
    @usableFromInline let signature: Signature
    /// The answer: an `Output`, or a `Failure` when ``isFailure``.
    @usableFromInline let value: Any
    @usableFromInline let isFailure: Bool

    @usableFromInline
    init(signature: Signature, value: Any, isFailure: Bool) {
        self.signature = signature
        self.value = value
        self.isFailure = isFailure
    }

    /// A call's argument, result and error types, compared without building any generic type
    /// from them (which would cost a run-time metadata look-up in unoptimised builds).
    @usableFromInline
    struct Signature: Equatable {
        @usableFromInline let args: ObjectIdentifier
        @usableFromInline let output: ObjectIdentifier
        @usableFromInline let failure: ObjectIdentifier

        @inlinable
        init(_ args: Any.Type, _ output: Any.Type, _ failure: Any.Type) {
            self.args = ObjectIdentifier(args)
            self.output = ObjectIdentifier(output)
            self.failure = ObjectIdentifier(failure)
        }
    }

    #if !canImport(Darwin) && canImport(Synchronization)
        /// How many bindings are in progress, in every task and thread.
        @usableFromInline static let liveBindings = Atomic<Int>(0)

        /// Whether a call may be bound: `false` while no call anywhere is.
        @inlinable
        static var anyBound: Bool {
            liveBindings.load(ordering: .relaxed) != 0
        }

        /// Counts a binding that starts.
        @inlinable
        static func enter() {
            liveBindings.wrappingAdd(1, ordering: .relaxed)
        }

        /// Counts a binding that ended.
        @inlinable
        static func leave() {
            liveBindings.wrappingSubtract(1, ordering: .relaxed)
        }
    #else
        /// Whether a call may be bound: without a count of the bindings, always.
        @inlinable
        static var anyBound: Bool { true }

        @inlinable
        static func enter() {}

        @inlinable
        static func leave() {}
    #endif

    /// The binding of the call in progress, if any: `nil` without reading the task local while no
    /// call anywhere is bound.
    @inlinable
    static var bound: AnsweredCall? {
        anyBound ? current.get() : nil
    }

    /// Whether an upper layer answered the call in progress, which has this signature.
    @inlinable
    static func isBound(_ signature: Signature) -> Bool {
        bound?.signature == signature
    }

    /// Runs `operation`, a synchronous call of the layers below, with `answered` bound.
    @inlinable
    static func bind(_ answered: AnsweredCall, during operation: () -> Void) {
        enter()
        current.withValue(answered, operation: operation)
        leave()
    }

    /// Runs `operation`, an asynchronous call of the layers below, with `answered` bound.
    @inlinable
    static func bind(
        _ answered: AnsweredCall, isolation: isolated (any Actor)? = #isolation, during operation: () async -> Void
    ) async {
        enter()
        await current.withValue(answered, operation: operation, isolation: isolation)
        leave()
    }

    /// The answer bound for a call of these types, if an upper layer gave one.
    @inlinable
    static func result<Args, Output, Failure: Error>(
        _: Args.Type, _: Output.Type, _: Failure.Type
    ) -> Result<Output, Failure>? {
        bound?.answer(Args.self, Output.self, Failure.self)
    }

    /// This binding's answer, if it answers a call of these types.
    @inlinable
    func answer<Args, Output, Failure: Error>(
        _: Args.Type, _: Output.Type, _: Failure.Type
    ) -> Result<Output, Failure>? {
        guard signature == Signature(Args.self, Output.self, Failure.self) else { return nil }
        if isFailure, let failure = value as? Failure { return .failure(failure) }
        if !isFailure, let output = value as? Output { return .success(output) }
        return nil
    }

    /// Runs user code with no answer bound, so that the calls it makes, to this mock or to
    /// another one, are handled as calls of their own.
    @inlinable
    static func unbound<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        guard bound != nil else { return try body() }
        return try current.withValue(nil) { Result { () throws(E) -> R in try body() } }.get()
    }

    /// Runs asynchronous user code with no answer bound (see ``unbound(_:)``).
    @inlinable
    static func unbound<R, E: Error>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws(E) -> R
    ) async throws(E) -> R {
        guard bound != nil else { return try await body() }
        return try await current.withValue(
            nil,
            operation: {
                do throws(E) { return Result<R, E>.success(try await body()) } catch { return .failure(error) }
            }, isolation: isolation
        ).get()
    }
}
