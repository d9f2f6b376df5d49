/// The one implementation behind every `byDefault` overload: an action's default behaviour, which
/// runs only for a call that no setup layer above it answered.
///
/// Every layer passes a call on to the closure below it, down to the action's starting closure,
/// even when it answered the call (see ``Layering``). A strict stub at the bottom steps aside for
/// an answer travelling down by looking up the ``AnsweredCall`` binding of its signature; a
/// default made with `byDefault` does the same, so that what it does (create an object, call a
/// completion handler, call the mock) happens only when it supplies the result:
///
/// - No call is bound anywhere: the default runs. This is one relaxed atomic load more than the
///   user's closure alone (see ``AnsweredCall``): no task-local read, no allocation.
/// - A call of the action's own signature is bound: an upper layer answered it. The default hands
///   back that answer (which the layer ignores) without running.
/// - A call of another signature is bound: the default was called from a closure that a test
///   assigned to another action, during that action's answered call. Its call is a call of its own,
///   so it runs unbound, as StubKit runs every other piece of user code.
///
/// The signature includes the error type, so the overloads take the error type from the action's
/// declared type: an untyped `throws` action gets the `throws` overload, a typed one names its
/// error (`byDefault(throwing:)`).
@usableFromInline
enum DefaultBehaviour {
    /// A synchronous call of the default `body`, unless an upper layer answered it.
    @inlinable
    static func run<Args, Output, Failure: Error>(
        _ args: Args, throwing: Failure.Type, _ body: (Args) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        guard let bound = AnsweredCall.bound else { return try body(args) }
        if let answer = bound.answer(Args.self, Output.self, Failure.self) { return try answer.get() }
        return try AnsweredCall.unbound { () throws(Failure) -> Output in try body(args) }
    }

    // The asynchronous forms are the synchronous one with `await`: one nonisolated, one on the main
    // actor (as `Layering.call`), so that the arguments never cross an isolation boundary.

    /// An asynchronous call of the default `body`, unless an upper layer answered it.
    @inlinable
    nonisolated(nonsending) static func run<Args, Output, Failure: Error>(
        _ args: Args, throwing: Failure.Type, _ body: nonisolated(nonsending) (Args) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        guard let bound = AnsweredCall.bound else { return try await body(args) }
        if let answer = bound.answer(Args.self, Output.self, Failure.self) { return try answer.get() }
        return try await AnsweredCall.unbound { () async throws(Failure) -> Output in try await body(args) }
    }

    /// An asynchronous call of the main-actor default `body`, unless an upper layer answered it.
    @MainActor @inlinable
    static func runOnMainActor<Args, Output, Failure: Error>(
        _ args: Args, throwing: Failure.Type, _ body: @MainActor (Args) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        guard let bound = AnsweredCall.bound else { return try await body(args) }
        if let answer = bound.answer(Args.self, Output.self, Failure.self) { return try answer.get() }
        return try await AnsweredCall.unbound { () async throws(Failure) -> Output in try await body(args) }
    }
}
