/// Something StubKit puts between a mock and the closure it had: a setup sequence or a spy.
///
/// A layer observes each call and decides, synchronously and outside of any lock held while user
/// code runs, whether it answers it. ``Layering`` turns that decision into a call for every
/// closure shape (sync, throwing, typed throwing, async, `@MainActor`), so each public overload
/// is one line.
@usableFromInline
protocol CallLayer<Args, Output, Failure>: AnyObject, Sendable {
    associatedtype Args
    associatedtype Output
    associatedtype Failure: Error

    /// Observes a call and decides whether this layer answers it.
    ///
    /// - Returns: The answer to give, or `nil` when the result comes from the closure the layer wraps.
    func take(_ args: Args) -> LayerAnswer<Args, Output, Failure>?
}

/// One answer a setup layer gives: a value, an error, or the user's closure, ready to run.
///
/// The answers of a sequence form a list, in the order they are used, linked through ``next``.
@usableFromInline
final class LayerAnswer<Args, Output, Failure: Error>: @unchecked Sendable {
    // @unchecked Sendable: `next` is only touched with the owning sequence's lock held; the rest
    // is immutable and holds the user's own values, handed back as they were given.

    /// Computes the result.
    ///
    /// For the user's `answers` closures it clears the answered-call binding first (see
    /// ``SuppliedResult/unbound(_:)``), so the calls they make are handled as calls of their own.
    @usableFromInline let produce: (Args) throws(Failure) -> Output
    /// Whether ``produce`` runs user code (`answers`), rather than handing back a stored value.
    @usableFromInline let runsUserCode: Bool
    /// Whether this answer is used for every later call (`returns`, `throws`, `answers`) rather
    /// than once.
    @usableFromInline let isEndless: Bool
    /// The answer used after this one when this one is used once.
    @exclusivity(unchecked) @usableFromInline var next: LayerAnswer?

    @usableFromInline
    init(isEndless: Bool, runsUserCode: Bool, produce: @escaping (Args) throws(Failure) -> Output) {
        self.produce = produce
        self.runsUserCode = runsUserCode
        self.isEndless = isEndless
    }
}

/// The one engine behind every setup and spy overload.
///
/// The engine is generic over the layer's own type, with the layer's `Args`, `Output` and
/// `Failure` as type parameters of their own: optimised builds specialise it for the layer and
/// call its `take` directly, and an unoptimised build reaches everything it needs from its
/// parameters, with no run-time look-up of associated types.
///
/// Unoptimised, the path of a call touches no generic type other than the layer's and the
/// arguments' and result's own: no `Result`, no `Optional` of the result, no enum of steps.
/// `next` is `@escaping` although it is only called: the installed closure holds it already, and
/// handing it over as it is costs no reference counting, while converting it to a non-escaping
/// closure costs two retains and two releases per layer per call in unoptimised builds.
@usableFromInline
enum Layering {
    @inlinable
    static func call<Args, Output, Failure>(
        _ layer: some CallLayer<Args, Output, Failure>, _ args: Args, next: @escaping (Args) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        guard let answer = layer.take(args) else { return try next(args) }
        var output: Output
        do {
            output = try answer.produce(args)
        } catch {
            var failure = error
            SuppliedResult.bind(&failure, isFailure: true, Output.self, Failure.self) {
                do { _ = try next(args) } catch {}
            }
            throw failure
        }
        SuppliedResult.bind(&output, isFailure: false, Output.self, Failure.self) {
            do { _ = try next(args) } catch {}
        }
        return output
    }

    /// ``call(_:_:next:)`` for a closure that cannot throw.
    ///
    /// The same steps with `Failure == Never`. A non-throwing `next` passed to the typed-throwing
    /// form would be wrapped in a reabstraction thunk on every call of every layer in unoptimised
    /// builds; this form calls it as it is.
    @inlinable
    static func call<Args, Output>(
        _ layer: some CallLayer<Args, Output, Never>, _ args: Args, next: @escaping (Args) -> Output
    ) -> Output {
        guard let answer = layer.take(args) else { return next(args) }
        var output = answer.produce(args)
        SuppliedResult.bind(&output, isFailure: false, Output.self, Never.self) { _ = next(args) }
        return output
    }

    @inlinable
    static func call<Args, Output, Failure>(
        _ layer: some CallLayer<Args, Output, Failure>, _ args: Args,
        next: @escaping (Args) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        guard let answer = layer.take(args) else { return try await next(args) }
        let output: Output
        do {
            output = try answer.produce(args)
        } catch {
            _ = try? await SuppliedResult.task.withValue(SuppliedResult(failure: error, Output.self)) {
                () async throws in do { _ = try await next(args) } catch {}
            }
            throw error
        }
        _ = try? await SuppliedResult.task.withValue(SuppliedResult(output: output, Failure.self)) {
            () async throws in do { _ = try await next(args) } catch {}
        }
        return output
    }

    /// The asynchronous ``call(_:_:next:)`` for a closure that cannot throw, for the same reason.
    @inlinable
    static func call<Args, Output>(
        _ layer: some CallLayer<Args, Output, Never>, _ args: Args, next: @escaping (Args) async -> Output
    ) async -> Output {
        guard let answer = layer.take(args) else { return await next(args) }
        let output = answer.produce(args)
        _ = try? await SuppliedResult.task.withValue(SuppliedResult(output: output, Never.self)) {
            () async throws in _ = await next(args)
        }
        return output
    }

    // MARK: Installing a layer on each closure shape

    @inlinable
    static func install<Args, Output>(
        _ layer: some CallLayer<Args, Output, Never>, on closure: inout (Args) -> Output
    ) {
        let next = closure
        closure = { args in call(layer, args, next: next) }
    }

    @inlinable
    static func install<Args, Output, Failure>(
        _ layer: some CallLayer<Args, Output, Failure>, on closure: inout (Args) throws(Failure) -> Output
    ) {
        let next = closure
        closure = { args throws(Failure) in try call(layer, args, next: next) }
    }

    @inlinable
    static func install<Args, Output>(
        _ layer: some CallLayer<Args, Output, Never>, on closure: inout (Args) async -> Output
    ) {
        let next = closure
        closure = { args in await call(layer, args, next: next) }
    }

    @inlinable
    static func install<Args, Output, Failure>(
        _ layer: some CallLayer<Args, Output, Failure>, on closure: inout (Args) async throws(Failure) -> Output
    ) {
        let next = closure
        closure = { args async throws(Failure) in try await call(layer, args, next: next) }
    }

    @inlinable
    static func install<Args, Output>(
        _ layer: some CallLayer<Args, Output, Never>, on closure: inout @MainActor (Args) -> Output
    ) {
        // The engine is not isolated, so it takes `next` without its `@MainActor` annotation. It
        // is only ever called from the installed closure, on the main actor; a synchronous
        // function's isolation is not part of its calling convention.
        let next = closure
        let unisolated = unsafeBitCast(next, to: ((Args) -> Output).self)
        closure = { @MainActor args in call(layer, args, next: unisolated) }
    }

    @inlinable
    static func install<Args, Output, Failure>(
        _ layer: some CallLayer<Args, Output, Failure>, on closure: inout @MainActor (Args) throws(Failure) -> Output
    ) {
        // See the non-throwing `@MainActor` form.
        let next = closure
        let unisolated = unsafeBitCast(next, to: ((Args) throws(Failure) -> Output).self)
        closure = { @MainActor args throws(Failure) in try call(layer, args, next: unisolated) }
    }
}
