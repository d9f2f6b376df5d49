/// The result an upper setup layer already chose for the call in progress.
///
/// Every layer calls the closure it wraps, so that spies and sequences below it see every call
/// (StubKit's documented behaviour). When a layer has answered, it runs the layers below inside
/// ``bind(_:operation:)``; a strict stub at the bottom then returns this result instead of
/// reporting an unregistered call, because the call *was* set up.
@usableFromInline
final class SuppliedResult: @unchecked Sendable {
    // @unchecked Sendable: immutable after init, and only read synchronously, within the nested
    // call it was bound for, by a stub of the same closure chain.
    @TaskLocal static var current: SuppliedResult?

    /// A `Result<Output, Failure>` for the stub's own `Output` and `Failure`.
    let result: Any

    init(_ result: Any) {
        self.result = result
    }

    @usableFromInline
    static func bind<R>(_ result: Any, operation: () throws -> R) rethrows -> R {
        try $current.withValue(SuppliedResult(result), operation: operation)
    }

    @usableFromInline
    static func bind<R>(
        _ result: Any, operation: () async throws -> R
    ) async rethrows -> R {
        try await $current.withValue(SuppliedResult(result), operation: operation)
    }

    /// The result bound by an upper layer, when it has the stub's own types.
    static func lookup<Output, Failure: Error>(_: Output.Type, _: Failure.Type) -> Result<Output, Failure>? {
        current?.result as? Result<Output, Failure>
    }
}
