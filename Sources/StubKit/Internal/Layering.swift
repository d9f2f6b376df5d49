/// Something StubKit puts between a mock and the closure it had: a setup sequence or a spy.
///
/// A layer observes each call and decides whether it answers it. ``Layering`` turns that decision
/// into a call for every closure shape (sync, throwing, typed throwing, async, `@MainActor` sync and async), so
/// each public overload is one line. A layer never runs user code while holding a lock.
@usableFromInline
protocol CallLayer<Args, Output, Failure>: AnyObject, Sendable {
    associatedtype Args
    associatedtype Output
    associatedtype Failure: Error

    /// Observes a call (counts it, records it, runs callbacks, uses up a once-step) and says
    /// whether this layer answers it.
    ///
    /// - Returns: The answer to give, or `nil` when the result comes from the closure the layer wraps.
    func take(_ args: Args) -> LayerAnswer<Args, Output, Failure>?

    /// Whether ``take(_:)`` runs a closure the test wrote (a predicate, a callback, a spy's
    /// transform), which must run on the actor the test wrote it on (see ``Layering/onTestActor``).
    var runsTestCode: Bool { get }
}

extension CallLayer {
    @inlinable
    var runsTestCode: Bool { false }
}

/// One answer of a setup sequence: a value, an error, or the user's closure, ready to run.
///
/// The steps of a sequence form a list, in the order they are used, linked through ``next``.
/// A class, so that the engine passes it around without looking up any generic type at run time
/// in unoptimised builds (how tests usually run).
@usableFromInline
final class LayerAnswer<Args, Output, Failure: Error>: @unchecked Sendable {
    // @unchecked Sendable: `next` is only read or written with the owning sequence's lock held;
    // the other fields are immutable and hold the user's own values, handed back as given.

    /// Computes the result: hands back a stored value or error, or runs the user's closure.
    @usableFromInline let produce: (Args) throws(Failure) -> Output
    /// The user's asynchronous answer, used instead of ``produce`` by asynchronous calls; only
    /// ``AsyncStubSequence`` and ``NonsendingAsyncStubSequence``, whose layers are only installed on
    /// asynchronous stubs, add one.
    ///
    /// It hands back a `Result` rather than throwing `Failure`: an optional closure that throws a
    /// typed `Never` crashes the compiler (Swift 6.3.1) in the non-throwing call below.
    /// It is `nonisolated(nonsending)`, as is the engine's asynchronous ``Layering/call(_:_:next:)``
    /// that runs it: installed on a caller's `nonisolated(nonsending)` action it runs on the caller's
    /// actor, installed on a `@concurrent` one it runs off it, as the action itself would.
    @usableFromInline let produceAsync: (nonisolated(nonsending) (Args) async -> Result<Output, Failure>)?
    /// Whether this answer is used for every later call (`returns`, `throws`, `answers`) rather
    /// than once.
    @usableFromInline let isEndless: Bool
    /// The answer used after this one, when this one is used once.
    @usableFromInline var next: LayerAnswer?
    /// For a stored value or error, its ``AnsweredCall`` binding, built once rather than per call.
    @usableFromInline let binding: AnsweredCall?
    /// Whether ``produce`` runs the test's synchronous closure (`answers { … }`), which must run on
    /// the actor the test wrote it on.
    @usableFromInline let runsTestCode: Bool

    /// An answer computed by the user's closure.
    @usableFromInline
    init(isEndless: Bool, produce: @escaping (Args) throws(Failure) -> Output) {
        self.produce = produce
        self.produceAsync = nil
        self.isEndless = isEndless
        self.binding = nil
        self.runsTestCode = true
    }

    /// An answer computed by the user's asynchronous closure, for asynchronous stubs only.
    @usableFromInline
    init(isEndless: Bool, produceAsync: nonisolated(nonsending) @escaping (Args) async throws(Failure) -> Output) {
        self.produce = { _ throws(Failure) in
            preconditionFailure("StubKit: an asynchronous answer reached a synchronous call")
        }
        self.produceAsync = { args in
            do throws(Failure) { return .success(try await produceAsync(args)) } catch { return .failure(error) }
        }
        self.isEndless = isEndless
        self.binding = nil
        self.runsTestCode = false
    }

    /// An answer that hands back `value`.
    @usableFromInline
    init(isEndless: Bool, value: Output) {
        self.produce = { _ throws(Failure) in value }
        self.produceAsync = nil
        self.isEndless = isEndless
        self.binding = AnsweredCall(
            signature: .init(Args.self, Output.self, Failure.self), value: value, isFailure: false)
        self.runsTestCode = false
    }

    /// An answer that throws `error`.
    @usableFromInline
    init(isEndless: Bool, error: Failure) {
        self.produce = { _ throws(Failure) in throw error }
        self.produceAsync = nil
        self.isEndless = isEndless
        self.binding = AnsweredCall(
            signature: .init(Args.self, Output.self, Failure.self), value: error, isFailure: true)
        self.runsTestCode = false
    }

    /// The binding of this answer's `result` for a call: the stored one, or a new one.
    @inlinable
    func binding(_ result: @autoclosure () -> Any, isFailure: Bool) -> AnsweredCall {
        if let binding { return binding }
        return AnsweredCall(
            signature: .init(Args.self, Output.self, Failure.self), value: result(), isFailure: isFailure)
    }
}

/// The one engine behind every setup and spy overload.
///
/// A call through a layer goes one of three ways:
/// - No upper layer answered it and this layer does not: it calls the closure it wraps.
/// - This layer answers it: it computes the result, then calls the closure it wraps with that
///   result bound (``AnsweredCall``), so that lower layers see the call without answering it,
///   ignores what the closure returns or throws, and returns its own result.
/// - An upper layer answered it: it observes the call (counts it, uses up a once-step, runs its
///   callbacks) without computing an answer, and calls the closure it wraps, binding unchanged.
///
/// User code that a layer runs while observing (predicates, callbacks, spy transforms) was wrapped
/// in ``AnsweredCall/unbound(_:)`` when it was registered, so the calls it makes are its own.
@usableFromInline
enum Layering {
    /// What `layer` answers for a call, or `nil` when the call goes on to the wrapped closure.
    ///
    /// The layer observes every call; its answer is dropped when an upper layer already answered.
    /// Only a layer with an answer looks the binding up, so layers that do not match a call, and
    /// spies, pay nothing for it.
    @inlinable
    static func answer<Args, Output, Failure>(
        _ layer: some CallLayer<Args, Output, Failure>, _ args: Args
    ) -> LayerAnswer<Args, Output, Failure>? {
        guard let answer = layer.take(args),
            !AnsweredCall.isBound(AnsweredCall.Signature(Args.self, Output.self, Failure.self))
        else { return nil }
        return answer
    }

    // Each shape below is the same three steps: ask the layer; if it answers, compute the result
    // and call the wrapped closure with it bound, ignoring what that returns; return the result.
    // `next` is `@escaping` although it is only called: the installed closure holds it already,
    // and converting it to a non-escaping closure would cost reference counting on every call in
    // unoptimised builds. `try? next(args)` would build an `Optional` of the generic result, which
    // costs a run-time type look-up there, hence the `do`/`catch`.

    @inlinable
    static func call<Args, Output>(
        _ layer: some CallLayer<Args, Output, Never>, _ args: Args, next: @escaping (Args) -> Output
    ) -> Output {
        guard let answer = answer(layer, args) else { return next(args) }
        let output = answer.produce(args)
        AnsweredCall.bind(answer.binding(output, isFailure: false)) { _ = next(args) }
        return output
    }

    @inlinable
    static func call<Args, Output, Failure>(
        _ layer: some CallLayer<Args, Output, Failure>, _ args: Args,
        next: @escaping (Args) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        guard let answer = answer(layer, args) else { return try next(args) }
        let output: Output
        do {
            output = try answer.produce(args)
        } catch {
            AnsweredCall.bind(answer.binding(error, isFailure: true)) { do { _ = try next(args) } catch {} }
            throw error
        }
        AnsweredCall.bind(answer.binding(output, isFailure: false)) { do { _ = try next(args) } catch {} }
        return output
    }

    // The nonisolated asynchronous shapes run on their caller's actor (`nonisolated(nonsending)`),
    // and so do `next` and the user's asynchronous answer: installed on an action of that kind (a
    // client's `(I) async -> O` with `NonisolatedNonsendingByDefault` on), every step runs where
    // the action was called; installed on a `@concurrent` action, whose closure runs off any actor,
    // they run there too. One implementation serves both.

    /// Runs `operation`, the call of the layers below, with `answered` bound, on the caller's actor.
    ///
    /// `AnsweredCall.bind` runs its closure where that closure is isolated, and a closure written in
    /// a `nonisolated(nonsending)` function is not isolated to its caller's actor (Swift 6.3.1): the
    /// `next` it calls would run off that actor, on the generic executor. A closure that captures
    /// an `isolated` parameter is isolated to it, so the one here runs `operation` on `isolation`.
    @inlinable
    static func bound(
        _ answered: AnsweredCall, isolation: isolated (any Actor)? = #isolation,
        _ operation: nonisolated(nonsending) () async -> Void
    ) async {
        await AnsweredCall.bind(answered, isolation: isolation) {
            _ = isolation
            await operation()
        }
    }

    /// What `layer` answers for an asynchronous call, asked on `testActor` when the layer runs
    /// the test's closures (see ``onTestActor(_:_:)``), else where the call runs.
    @inlinable
    nonisolated(nonsending) static func answer<Args, Output, Failure>(
        _ layer: some CallLayer<Args, Output, Failure>, _ args: Args, testActor: (any Actor)?
    ) async -> LayerAnswer<Args, Output, Failure>? {
        guard let testActor, layer.runsTestCode else { return answer(layer, args) }
        return await onTestActor(testActor, HandOff { answer(layer, args) }).value
    }

    /// Runs `body`, the test's synchronous closures for one call, on `testActor`: the actor the
    /// test set the layer up on (`#isolation` where it called `setupStubSequence` or `spyCalls`).
    ///
    /// A closure written in a `@MainActor` test is isolated to the main actor, and Swift checks
    /// at run time that it runs there; an asynchronous action may be called anywhere (a
    /// `@concurrent` one always off any actor), so its layers hop to the test's actor for the
    /// test's synchronous closures. When the call already runs there, nothing suspends.
    @inlinable
    static func onTestActor<Value>(_ testActor: isolated any Actor, _ body: HandOff<() -> Value>) -> HandOff<Value> {
        HandOff(body.value())
    }

    @inlinable
    nonisolated(nonsending) static func call<Args, Output>(
        _ layer: some CallLayer<Args, Output, Never>, _ args: Args, testActor: (any Actor)?,
        next: nonisolated(nonsending) @escaping (Args) async -> Output
    ) async -> Output {
        guard let answer = await answer(layer, args, testActor: testActor) else { return await next(args) }
        let output: Output
        if let produceAsync = answer.produceAsync {
            switch await produceAsync(args) {
            case .success(let value): output = value
            }
        } else if let testActor, answer.runsTestCode {
            output = await onTestActor(testActor, HandOff { answer.produce(args) }).value
        } else {
            output = answer.produce(args)
        }
        await bound(answer.binding(output, isFailure: false)) {
            _ = await next(args)
        }
        return output
    }

    @inlinable
    nonisolated(nonsending) static func call<Args, Output, Failure>(
        _ layer: some CallLayer<Args, Output, Failure>, _ args: Args, testActor: (any Actor)?,
        next: nonisolated(nonsending) @escaping (Args) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        guard let answer = await answer(layer, args, testActor: testActor) else { return try await next(args) }
        let output: Output
        do {
            if let produceAsync = answer.produceAsync {
                output = try await produceAsync(args).get()
            } else if let testActor, answer.runsTestCode {
                output = try await onTestActor(
                    testActor, HandOff { Result { () throws(Failure) in try answer.produce(args) } }
                )
                .value.get()
            } else {
                output = try answer.produce(args)
            }
        } catch {
            await bound(answer.binding(error, isFailure: true)) { do { _ = try await next(args) } catch {} }
            throw error
        }
        await bound(answer.binding(output, isFailure: false)) { do { _ = try await next(args) } catch {} }
        return output
    }

    @MainActor @inlinable
    static func call<Args, Output>(
        _ layer: some CallLayer<Args, Output, Never>, _ args: Args, next: @escaping @MainActor (Args) -> Output
    ) -> Output {
        guard let answer = answer(layer, args) else { return next(args) }
        let output = answer.produce(args)
        AnsweredCall.bind(answer.binding(output, isFailure: false)) { _ = next(args) }
        return output
    }

    @MainActor @inlinable
    static func call<Args, Output, Failure>(
        _ layer: some CallLayer<Args, Output, Failure>, _ args: Args,
        next: @escaping @MainActor (Args) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        guard let answer = answer(layer, args) else { return try next(args) }
        let output: Output
        do {
            output = try answer.produce(args)
        } catch {
            AnsweredCall.bind(answer.binding(error, isFailure: true)) { do { _ = try next(args) } catch {} }
            throw error
        }
        AnsweredCall.bind(answer.binding(output, isFailure: false)) { do { _ = try next(args) } catch {} }
        return output
    }

    // The main actor's asynchronous shapes: the arguments and result may not be `Sendable`, so
    // every step stays on the main actor (the binding's `withValue` runs on the caller's actor).
    // A layer installed here is a `StubSequence` or a spy, never an asynchronous answer.

    @MainActor @inlinable
    static func call<Args, Output>(
        _ layer: some CallLayer<Args, Output, Never>, _ args: Args, next: @escaping @MainActor (Args) async -> Output
    ) async -> Output {
        guard let answer = answer(layer, args) else { return await next(args) }
        let output = answer.produce(args)
        await AnsweredCall.bind(answer.binding(output, isFailure: false)) { _ = await next(args) }
        return output
    }

    @MainActor @inlinable
    static func call<Args, Output, Failure>(
        _ layer: some CallLayer<Args, Output, Failure>, _ args: Args,
        next: @escaping @MainActor (Args) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        guard let answer = answer(layer, args) else { return try await next(args) }
        let output: Output
        do {
            output = try answer.produce(args)
        } catch {
            await AnsweredCall.bind(answer.binding(error, isFailure: true)) { do { _ = try await next(args) } catch {} }
            throw error
        }
        await AnsweredCall.bind(answer.binding(output, isFailure: false)) { do { _ = try await next(args) } catch {} }
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

    // A `@concurrent` action and a `nonisolated(nonsending)` one each have their `install`, with
    // the generic parameters in another order: two overloads that differ only in that isolation
    // are otherwise an invalid redeclaration (Swift 6.3.1). Both install the one `call` above; the
    // `@concurrent` one converts `next` to the engine's type.

    @inlinable
    static func install<Args, Output>(
        _ layer: some CallLayer<Args, Output, Never>, on closure: inout @concurrent (Args) async -> Output,
        testActor: (any Actor)?
    ) {
        let next: nonisolated(nonsending) (Args) async -> Output = closure
        closure = { @concurrent args in await call(layer, args, testActor: testActor, next: next) }
    }

    @inlinable
    static func install<Output, Args>(
        _ layer: some CallLayer<Args, Output, Never>, on closure: inout nonisolated(nonsending) (Args) async -> Output,
        testActor: (any Actor)?
    ) {
        let next = closure
        closure = { args in await call(layer, args, testActor: testActor, next: next) }
    }

    @inlinable
    static func install<Args, Output, Failure>(
        _ layer: some CallLayer<Args, Output, Failure>,
        on closure: inout @concurrent (Args) async throws(Failure) -> Output, testActor: (any Actor)?
    ) {
        let next: nonisolated(nonsending) (Args) async throws(Failure) -> Output = closure
        closure = { @concurrent args async throws(Failure) in
            try await call(layer, args, testActor: testActor, next: next)
        }
    }

    @inlinable
    static func install<Output, Args, Failure>(
        _ layer: some CallLayer<Args, Output, Failure>,
        on closure: inout nonisolated(nonsending) (Args) async throws(Failure) -> Output, testActor: (any Actor)?
    ) {
        let next = closure
        closure = { args async throws(Failure) in try await call(layer, args, testActor: testActor, next: next) }
    }

    @inlinable
    static func install<Args, Output>(
        _ layer: some CallLayer<Args, Output, Never>, on closure: inout @MainActor (Args) -> Output
    ) {
        let next = closure
        closure = { @MainActor args in call(layer, args, next: next) }
    }

    @inlinable
    static func install<Args, Output, Failure>(
        _ layer: some CallLayer<Args, Output, Failure>, on closure: inout @MainActor (Args) throws(Failure) -> Output
    ) {
        let next = closure
        closure = { @MainActor args throws(Failure) in try call(layer, args, next: next) }
    }

    @inlinable
    static func install<Args, Output>(
        _ layer: some CallLayer<Args, Output, Never>, on closure: inout @MainActor (Args) async -> Output
    ) {
        let next = closure
        closure = { @MainActor args in await call(layer, args, next: next) }
    }

    @inlinable
    static func install<Args, Output, Failure>(
        _ layer: some CallLayer<Args, Output, Failure>,
        on closure: inout @MainActor (Args) async throws(Failure) -> Output
    ) {
        let next = closure
        closure = { @MainActor args async throws(Failure) in try await call(layer, args, next: next) }
    }
}

/// A call's arguments and the test's closures over them on their way to the actor the test set a
/// layer up on, and the result on its way back (``Layering/onTestActor(_:_:)``).
///
/// Unchecked: the calling task hands the value over and awaits the hop, so the value is never used
/// on two threads at once (`ConcurrentIsolationTests` and `NonsendingIsolationTests` run it under
/// the thread sanitizer).
@usableFromInline
struct HandOff<Value>: @unchecked Sendable {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) { self.value = value }
}
