/// Something StubKit puts between a mock and the closure it had: a setup sequence or a spy.
///
/// A layer decides synchronously, outside of any lock held while user code runs, what to do with
/// a call. ``Layering`` turns that decision into a call for every closure shape (sync, throwing,
/// typed throwing, async, `@MainActor`), so each public overload is one line.
@usableFromInline
protocol CallInterceptor<Args, Output, Failure>: AnyObject, Sendable {
    associatedtype Args
    associatedtype Output
    associatedtype Failure: Error

    /// Observes a call and decides whether this layer answers it.
    ///
    /// - Returns: A token to pass to ``answer(_:token:)``, or a negative number when the result
    ///   comes from the closure the layer wraps. Deciding involves no generic aggregate, which
    ///   keeps calls that a layer only observes cheap in unoptimised builds.
    func observe(_ args: Args) -> Int

    /// The answer this layer decided on in ``observe(_:)``.
    func answer(_ args: Args, token: Int) -> Result<Output, Failure>
}

/// The one engine behind every setup and spy overload.
///
/// Each layer always calls the closure it wraps, as StubKit always did: spies and sequences
/// installed earlier observe every call, and the most recent layer with an answer supplies the
/// result. While the lower layers run for an answered call, the answer is bound in
/// ``SuppliedResult`` so that a strict stub at the bottom does not report the call.
@usableFromInline
enum Layering {
    @inlinable
    static func call<Layer: CallInterceptor>(
        _ layer: Layer, _ args: Layer.Args, next: (Layer.Args) throws(Layer.Failure) -> Layer.Output
    ) throws(Layer.Failure) -> Layer.Output {
        let token = layer.observe(args)
        guard token >= 0 else { return try next(args) }
        let result = layer.answer(args, token: token)
        SuppliedResult.bind(result) { _ = try? next(args) }
        return try result.get()
    }

    @inlinable
    static func call<Layer: CallInterceptor>(
        _ layer: Layer, _ args: Layer.Args,
        next: (Layer.Args) async throws(Layer.Failure) -> Layer.Output
    ) async throws(Layer.Failure) -> Layer.Output {
        let token = layer.observe(args)
        guard token >= 0 else { return try await next(args) }
        let result = layer.answer(args, token: token)
        await SuppliedResult.bind(result) { _ = try? await next(args) }
        return try result.get()
    }

    // MARK: Installing a layer on each closure shape

    @inlinable @discardableResult
    static func install<Layer: CallInterceptor>(
        _ layer: Layer, on closure: inout (Layer.Args) -> Layer.Output
    ) -> Layer where Layer.Failure == Never {
        let next = closure
        closure = { args in call(layer, args, next: next) }
        return layer
    }

    @inlinable @discardableResult
    static func install<Layer: CallInterceptor>(
        _ layer: Layer, on closure: inout (Layer.Args) throws(Layer.Failure) -> Layer.Output
    ) -> Layer {
        let next = closure
        closure = { args throws(Layer.Failure) in try call(layer, args, next: next) }
        return layer
    }

    @inlinable @discardableResult
    static func install<Layer: CallInterceptor>(
        _ layer: Layer, on closure: inout (Layer.Args) async -> Layer.Output
    ) -> Layer where Layer.Failure == Never {
        let next = closure
        closure = { args in await call(layer, args, next: next) }
        return layer
    }

    @inlinable @discardableResult
    static func install<Layer: CallInterceptor>(
        _ layer: Layer, on closure: inout (Layer.Args) async throws(Layer.Failure) -> Layer.Output
    ) -> Layer {
        let next = closure
        closure = { args async throws(Layer.Failure) in try await call(layer, args, next: next) }
        return layer
    }

    @inlinable @discardableResult
    static func install<Layer: CallInterceptor>(
        _ layer: Layer, on closure: inout @MainActor (Layer.Args) -> Layer.Output
    ) -> Layer where Layer.Failure == Never {
        let next = closure
        closure = { @MainActor args in call(layer, args) { next($0) } }
        return layer
    }

    @inlinable @discardableResult
    static func install<Layer: CallInterceptor>(
        _ layer: Layer, on closure: inout @MainActor (Layer.Args) throws(Layer.Failure) -> Layer.Output
    ) -> Layer {
        let next = closure
        closure = { @MainActor args throws(Layer.Failure) in
            try call(layer, args) { args throws(Layer.Failure) in try next(args) }
        }
        return layer
    }
}
