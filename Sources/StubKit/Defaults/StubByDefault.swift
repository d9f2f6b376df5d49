// `stub(of:byDefault:)`: a default behaviour (`byDefault`) for an action whose type is inferred
// from the mocked method, as `stub(of:)` infers it. Each overload is `byDefault(body)` itself; the
// non-throwing synchronous one is favoured, as for `stub(of:)` (see Stub.swift).

/// Stubs a function whose calls no setup answers run `body`: a fresh value per call, with the action's type inferred.
///
/// ```swift
/// lazy var makeSessionAction = stub(of: makeSession, byDefault: { user in Session(user: user) })
/// // in a test: this call returns `shared`, and the default makes no Session
/// setupStubSequence(of: &mock.makeSessionAction).returnsOnce(shared)
/// ```
///
/// `stub(of:alwaysReturn:)` hands every call the same value; this runs `body` for each call no setup
/// answered, as `byDefault(_:)` does for an action declared with its type.
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: A closure to store in a `lazy var`.
@inlinable
public func stub<I, O>(of function: (I) -> O, byDefault body: @escaping (I) -> O) -> (I) -> O {
    byDefault(body)
}

/// Stubs a throwing function whose calls no setup answers run `body`, with the action's type inferred.
///
/// ```swift
/// lazy var parseAction = stub(of: parse, byDefault: { text in try Document(parsing: text) })
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: A closure to store in a `lazy var`.
@inlinable @_disfavoredOverload
public func stub<I, O>(of function: (I) throws -> O, byDefault body: @escaping (I) throws -> O) -> (I) throws -> O {
    byDefault(body)
}

/// Stubs an asynchronous function whose calls no setup answers run `body`, with the action's type inferred.
///
/// ```swift
/// lazy var openAction = stub(of: open, byDefault: { path in Handle(path: path) })
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: A closure to store in a `lazy var`.
@inlinable @_disfavoredOverload
public func stub<I, O>(
    of function: nonisolated(nonsending) (I) async -> O,
    byDefault body: nonisolated(nonsending) @escaping (I) async -> O
) -> nonisolated(nonsending) (I) async -> O {
    byDefault(body)
}

/// Stubs an asynchronous throwing function whose calls no setup answers run `body`, with the action's type inferred.
///
/// ```swift
/// lazy var fetchAction = stub(of: fetch, byDefault: { id in Page(id: id) })
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: A closure to store in a `lazy var`.
@inlinable @_disfavoredOverload
public func stub<I, O>(
    of function: nonisolated(nonsending) (I) async throws -> O,
    byDefault body: nonisolated(nonsending) @escaping (I) async throws -> O
) -> nonisolated(nonsending) (I) async throws -> O {
    byDefault(body)
}
