// One-line overloads of `registerStub` for every closure shape: the result type is inferred from
// the `lazy var` the new behaviour is assigned to.

/// Registers a behaviour that returns `value` for every call.
///
/// ```swift
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameter value: What every call returns.
/// - Returns: A closure to assign to the mock's action property.
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
public func registerStub<I, O>(alwaysReturn makeValue: @escaping () -> O) -> (I) -> O {
    { _ in makeValue() }
}

/// Registers a behaviour that throws that returns `value` for every call.
///
/// ```swift
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameter value: What every call returns.
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, O, E: Error>(alwaysReturn value: O) -> (I) throws(E) -> O {
    { (_: I) throws(E) in value }
}

/// Registers a behaviour that throws that returns the result type's default value, or `value`.
///
/// ```swift
/// mock.addUserAction = registerStub()
/// ```
///
/// - Parameter value: What every call returns; ``DefaultProvidable/defaultValue`` when omitted.
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, O: DefaultProvidable, E: Error>(alwaysReturn value: O = O.defaultValue) -> (I) throws(E) -> O {
    { (_: I) throws(E) in value }
}

/// Registers a behaviour that throws that does nothing, for functions without a result.
///
/// ```swift
/// mock.logAction = registerStub()
/// ```
///
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, E: Error>() -> (I) throws(E) -> Void {
    { (_: I) throws(E) in }
}

/// Registers a behaviour that throws that returns a fresh value from `makeValue` on every call.
///
/// ```swift
/// mock.makeSessionAction = registerStub(alwaysReturn: { Session() })
/// ```
///
/// - Parameter makeValue: Called once per call to produce the result.
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, O, E: Error>(alwaysReturn makeValue: @escaping () -> O) -> (I) throws(E) -> O {
    { (_: I) throws(E) in makeValue() }
}

/// Registers a behaviour that throws that throws `error` on every call.
///
/// ```swift
/// mock.saveAction = registerStub(alwaysThrow: DatabaseError.offline)
/// ```
///
/// - Parameter error: What every call throws; typed-throwing functions take their own error type.
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, O, E: Error>(alwaysThrow error: E) -> (I) throws(E) -> O {
    { (_: I) throws(E) in throw error }
}

/// Registers a behaviour (async) that returns `value` for every call.
///
/// ```swift
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameter value: What every call returns.
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, O>(alwaysReturn value: O) -> (I) async -> O {
    { _ in value }
}

/// Registers a behaviour (async) that returns the result type's default value, or `value`.
///
/// ```swift
/// mock.addUserAction = registerStub()
/// ```
///
/// - Parameter value: What every call returns; ``DefaultProvidable/defaultValue`` when omitted.
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, O: DefaultProvidable>(alwaysReturn value: O = O.defaultValue) -> (I) async -> O {
    { _ in value }
}

/// Registers a behaviour (async) that does nothing, for functions without a result.
///
/// ```swift
/// mock.logAction = registerStub()
/// ```
///
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I>() -> (I) async -> Void {
    { _ in }
}

/// Registers a behaviour (async) that returns a fresh value from `makeValue` on every call.
///
/// ```swift
/// mock.makeSessionAction = registerStub(alwaysReturn: { Session() })
/// ```
///
/// - Parameter makeValue: Called once per call to produce the result.
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, O>(alwaysReturn makeValue: @escaping () -> O) -> (I) async -> O {
    { _ in makeValue() }
}

/// Registers a behaviour that throws (async) that returns `value` for every call.
///
/// ```swift
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameter value: What every call returns.
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, O, E: Error>(alwaysReturn value: O) -> (I) async throws(E) -> O {
    { (_: I) async throws(E) in value }
}

/// Registers a behaviour that throws (async) that returns the result type's default value, or `value`.
///
/// ```swift
/// mock.addUserAction = registerStub()
/// ```
///
/// - Parameter value: What every call returns; ``DefaultProvidable/defaultValue`` when omitted.
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, O: DefaultProvidable, E: Error>(alwaysReturn value: O = O.defaultValue) -> (I) async throws(E) -> O {
    { (_: I) async throws(E) in value }
}

/// Registers a behaviour that throws (async) that does nothing, for functions without a result.
///
/// ```swift
/// mock.logAction = registerStub()
/// ```
///
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, E: Error>() -> (I) async throws(E) -> Void {
    { (_: I) async throws(E) in }
}

/// Registers a behaviour that throws (async) that returns a fresh value from `makeValue` on every call.
///
/// ```swift
/// mock.makeSessionAction = registerStub(alwaysReturn: { Session() })
/// ```
///
/// - Parameter makeValue: Called once per call to produce the result.
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, O, E: Error>(alwaysReturn makeValue: @escaping () -> O) -> (I) async throws(E) -> O {
    { (_: I) async throws(E) in makeValue() }
}

/// Registers a behaviour that throws (async) that throws `error` on every call.
///
/// ```swift
/// mock.saveAction = registerStub(alwaysThrow: DatabaseError.offline)
/// ```
///
/// - Parameter error: What every call throws; typed-throwing functions take their own error type.
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, O, E: Error>(alwaysThrow error: E) -> (I) async throws(E) -> O {
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
public func registerStub<I, O: DefaultProvidable>(alwaysReturn value: sending O = O.defaultValue) -> @MainActor (I) -> O {
    { @MainActor _ in value }
}

/// Registers a behaviour isolated to the main actor that does nothing, for functions without a result.
///
/// ```swift
/// mock.logAction = registerStub()
/// ```
///
/// - Returns: A closure to assign to the mock's action property.
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
public func registerStub<I, O>(alwaysReturn makeValue: @escaping @MainActor () -> O) -> @MainActor (I) -> O {
    { @MainActor _ in makeValue() }
}

/// Registers a behaviour that throws, isolated to the main actor that returns `value` for every call.
///
/// ```swift
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameter value: What every call returns.
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, O, E: Error>(alwaysReturn value: sending O) -> @MainActor (I) throws(E) -> O {
    { @MainActor (_: I) throws(E) in value }
}

/// Registers a behaviour that throws, isolated to the main actor that returns the result type's default value, or `value`.
///
/// ```swift
/// mock.addUserAction = registerStub()
/// ```
///
/// - Parameter value: What every call returns; ``DefaultProvidable/defaultValue`` when omitted.
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, O: DefaultProvidable, E: Error>(alwaysReturn value: sending O = O.defaultValue) -> @MainActor (I) throws(E) -> O {
    { @MainActor (_: I) throws(E) in value }
}

/// Registers a behaviour that throws, isolated to the main actor that does nothing, for functions without a result.
///
/// ```swift
/// mock.logAction = registerStub()
/// ```
///
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, E: Error>() -> @MainActor (I) throws(E) -> Void {
    { @MainActor (_: I) throws(E) in }
}

/// Registers a behaviour that throws, isolated to the main actor that returns a fresh value from `makeValue` on every call.
///
/// ```swift
/// mock.makeSessionAction = registerStub(alwaysReturn: { Session() })
/// ```
///
/// - Parameter makeValue: Called once per call to produce the result.
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, O, E: Error>(alwaysReturn makeValue: @escaping @MainActor () -> O) -> @MainActor (I) throws(E) -> O {
    { @MainActor (_: I) throws(E) in makeValue() }
}

/// Registers a behaviour that throws, isolated to the main actor that throws `error` on every call.
///
/// ```swift
/// mock.saveAction = registerStub(alwaysThrow: DatabaseError.offline)
/// ```
///
/// - Parameter error: What every call throws; typed-throwing functions take their own error type.
/// - Returns: A closure to assign to the mock's action property.
public func registerStub<I, O, E: Error>(alwaysThrow error: E) -> @MainActor (I) throws(E) -> O {
    { @MainActor (_: I) throws(E) in throw error }
}

