// `registerStub` overloads: the result type is inferred from the `lazy var` the new behaviour is
// assigned to. Only the overloads are declared that no other can convert to: a plain `(I) -> O`
// converts to the throwing, typed-throwing, async and async-throwing shapes, and a
// `(I) throws(E) -> O` to the async-throwing one. A per-shape overload for those shapes makes the
// call ambiguous (the parameters are the same, only the result type differs, and `throws(Never)`
// matches the plain shape too). `@MainActor` shapes keep their own overloads, because a plain
// closure is not `Sendable` and so cannot become a `@MainActor` one in Swift 6.

/// Registers a behaviour that returns `value` for every call, for any shape that is not `@MainActor`.
///
/// ```swift
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameter value: What every call returns.
/// - Returns: A closure to assign to the mock's action property.
@inlinable
public func registerStub<I, O>(alwaysReturn value: O) -> (I) -> O {
    { _ in value }
}

/// Registers a behaviour that returns the result type's default value, or `value`.
///
/// ```swift
/// mock.addUserAction = registerStub()
/// ```
///
/// - Parameter value: What every call returns; ``DefaultProvidable/defaultValue`` when omitted.
/// - Returns: A closure to assign to the mock's action property.
@inlinable
public func registerStub<I, O: DefaultProvidable>(alwaysReturn value: O = O.defaultValue) -> (I) -> O {
    { _ in value }
}

/// Registers a behaviour that does nothing, for functions without a result.
///
/// ```swift
/// mock.logAction = registerStub()
/// ```
///
/// - Returns: A closure to assign to the mock's action property.
@inlinable
public func registerStub<I>() -> (I) -> Void {
    { _ in }
}

/// Registers a behaviour that returns a fresh value from `makeValue` on every call.
///
/// ```swift
/// mock.makeSessionAction = registerStub(alwaysReturn: { Session() })
/// ```
///
/// - Parameter makeValue: Called once per call to produce the result.
/// - Returns: A closure to assign to the mock's action property.
@inlinable
public func registerStub<I, O>(alwaysReturn makeValue: @escaping () -> O) -> (I) -> O {
    { _ in AnsweredCall.unbound(makeValue) }
}

/// Registers a behaviour that throws `error` on every call, for throwing and async throwing shapes.
///
/// ```swift
/// mock.saveAction = registerStub(alwaysThrow: DatabaseError.offline)
/// ```
///
/// - Parameter error: What every call throws; typed-throwing functions take their own error type.
/// - Returns: A closure to assign to the mock's action property.
@inlinable
public func registerStub<I, O, E: Error>(alwaysThrow error: E) -> (I) throws(E) -> O {
    { (_: I) throws(E) in throw error }
}

// The asynchronous shapes have overloads of their own, returning `nonisolated(nonsending)`
// closures: in a client with `NonisolatedNonsendingByDefault` on, an action declared
// `(I) async -> O` is nonsending, and both the plain and the `@MainActor` synchronous overloads
// convert to it, which is ambiguous; the exact asynchronous match wins over both. A nonsending
// closure converts to a `@concurrent` action too, so the same overloads serve every client.

/// Registers a behaviour that returns `value` for every call of an asynchronous action.
///
/// The closure runs on its caller's actor (`nonisolated(nonsending)`).
///
/// ```swift
/// mock.loadAction = registerStub(alwaysReturn: [1, 2])
/// ```
///
/// - Parameter value: What every call returns.
/// - Returns: A closure to assign to the mock's action property.
@inlinable
public func registerStub<I, O>(alwaysReturn value: O) -> nonisolated(nonsending) (I) async -> O {
    { _ in value }
}

/// Registers a behaviour that returns the result type's default value, or `value`, for an asynchronous action.
///
/// ```swift
/// mock.loadAction = registerStub()
/// ```
///
/// - Parameter value: What every call returns; ``DefaultProvidable/defaultValue`` when omitted.
/// - Returns: A closure to assign to the mock's action property.
@inlinable
public func registerStub<I, O: DefaultProvidable>(
    alwaysReturn value: O = O.defaultValue
) -> nonisolated(nonsending) (I) async -> O {
    { _ in value }
}

/// Registers a behaviour that does nothing, for asynchronous functions without a result.
///
/// ```swift
/// mock.syncAction = registerStub()
/// ```
///
/// - Returns: A closure to assign to the mock's action property.
@inlinable
public func registerStub<I>() -> nonisolated(nonsending) @Sendable (I) async -> Void {
    { _ in }
}

/// Registers a behaviour that returns a fresh value from `makeValue` on every call of an asynchronous action.
///
/// ```swift
/// mock.openSessionAction = registerStub(alwaysReturn: { Session() })
/// ```
///
/// - Parameter makeValue: Called once per call to produce the result.
/// - Returns: A closure to assign to the mock's action property.
@inlinable
public func registerStub<I, O>(alwaysReturn makeValue: @escaping () -> O) -> nonisolated(nonsending) (I) async -> O {
    { _ in AnsweredCall.unbound(makeValue) }
}

/// Registers a behaviour that returns a fresh value from `makeValue`, isolated to the main actor,
/// on every call of an asynchronous action of the main actor.
///
/// ```swift
/// mock.openAction = registerStub(alwaysReturn: { @MainActor in Session() })
/// ```
///
/// - Parameter makeValue: Called once per call, on the main actor, to produce the result.
/// - Returns: A closure to assign to the mock's action property.
@inlinable
public func registerStub<I, O>(
    alwaysReturn makeValue: @escaping @MainActor () -> O
) -> @MainActor (I) async -> O {
    { _ in AnsweredCall.unbound(makeValue) }
}

/// Registers a behaviour that throws `error` on every call of an asynchronous throwing action.
///
/// ```swift
/// mock.saveAction = registerStub(alwaysThrow: DatabaseError.offline)
/// ```
///
/// - Parameter error: What every call throws; typed-throwing functions take their own error type.
/// - Returns: A closure to assign to the mock's action property.
@inlinable
public func registerStub<I, O, E: Error>(alwaysThrow error: E)
    -> nonisolated(nonsending) @Sendable (I) async throws(E) -> O
{
    { (_: I) async throws(E) in throw error }
}

/// Registers a behaviour isolated to the main actor that returns `value` for every call.
///
/// ```swift
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameter value: What every call returns.
/// - Returns: A closure to assign to the mock's action property.
@inlinable
public func registerStub<I, O>(alwaysReturn value: sending O) -> @MainActor (I) -> O {
    { @MainActor _ in value }
}

/// Registers a behaviour isolated to the main actor that returns the result type's default value, or `value`.
///
/// ```swift
/// mock.addUserAction = registerStub()
/// ```
///
/// - Parameter value: What every call returns; ``DefaultProvidable/defaultValue`` when omitted.
/// - Returns: A closure to assign to the mock's action property.
@inlinable
public func registerStub<I, O: DefaultProvidable>(alwaysReturn value: sending O = O.defaultValue) -> @MainActor (I) -> O
{
    { @MainActor _ in value }
}

/// Registers a behaviour isolated to the main actor that does nothing, for functions without a result.
///
/// ```swift
/// mock.logAction = registerStub()
/// ```
///
/// - Returns: A closure to assign to the mock's action property.
@inlinable
public func registerStub<I>() -> @MainActor (I) -> Void {
    { @MainActor _ in }
}

/// Registers a behaviour isolated to the main actor that returns a fresh value from `makeValue` on every call.
///
/// ```swift
/// mock.makeSessionAction = registerStub(alwaysReturn: { Session() })
/// ```
///
/// - Parameter makeValue: Called once per call to produce the result.
/// - Returns: A closure to assign to the mock's action property.
@inlinable
public func registerStub<I, O>(alwaysReturn makeValue: @escaping @MainActor () -> O) -> @MainActor (I) -> O {
    { @MainActor _ in AnsweredCall.unbound(makeValue) }
}

/// Registers a behaviour isolated to the main actor that throws `error` on every call.
///
/// ```swift
/// mock.saveAction = registerStub(alwaysThrow: DatabaseError.offline)
/// ```
///
/// - Parameter error: What every call throws; typed-throwing functions take their own error type.
/// - Returns: A closure to assign to the mock's action property.
@inlinable
public func registerStub<I, O, E: Error>(alwaysThrow error: E) -> @MainActor (I) throws(E) -> O {
    { @MainActor (_: I) throws(E) in throw error }
}
