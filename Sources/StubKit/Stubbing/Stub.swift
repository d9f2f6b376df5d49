// One-line overloads of `stub(of:)` for every closure shape a protocol can declare: sync,
// throwing (typed or not), async, async throwing and `@MainActor`. Each returns a closure literal;
// there is nothing else to share.
//
// Type-checker work: the solver tries every overload of a partition before it stops, and stops at
// the first partition boundary after a solution; `@_disfavoredOverload` moves an overload to a
// later partition. So only the synchronous shapes stay favoured: `(I) -> O`, and beside it
// `@MainActor (I) -> O` and `(@autoclosure () -> A) -> O` (AutoclosureStub.swift), because the
// solver also accepts `(I) -> O` for those methods and only ranking against their own overload
// picks the right one. Every other shape is disfavoured, so `stub(of:)` on a synchronous method
// never tries them: 36.8 -> 17.2 constraint scopes per declaration in `make bench-compile`
// (scripts/perf-budgets.txt). Overloads for new shapes belong in the disfavoured group too.

/// Stubs a function: every call returns the result type's ``DefaultProvidable/defaultValue``.
///
/// ```swift
/// lazy var addUserAction = stub(of: addUser)
/// func addUser(name: String) -> Bool { addUserAction(name) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I, O: DefaultProvidable>(of function: (I) -> O) -> (I) -> O {
    { _ in O.defaultValue }
}

/// Stubs a function that returns nothing: every call does nothing.
///
/// ```swift
/// lazy var addUserAction = stub(of: addUser)
/// func addUser(name: String) { addUserAction(name) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I>(of function: (I) -> Void) -> (I) -> Void {
    { _ in }
}

/// Stubs a function so that every call returns `value`.
///
/// ```swift
/// lazy var addUserAction = stub(of: addUser, alwaysReturn: true)
/// func addUser(name: String) -> Bool { addUserAction(name) }
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - value: What every call returns.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I, O>(of function: (I) -> O, alwaysReturn value: O) -> (I) -> O {
    { _ in value }
}

/// Unavailable: the result type has no default value.
@available(
    *, unavailable,
    message: "the result type does not conform to DefaultProvidable: use stub(of:alwaysReturn:) or conform it"
)
public func stub<I, O>(of function: (I) -> O) -> (I) -> O {
    fatalError("unavailable")
}

/// Stubs a throwing function (untyped or typed `throws(E)`): every call returns the result type's ``DefaultProvidable/defaultValue``.
///
/// ```swift
/// lazy var saveAction = stub(of: save)
/// func save(_ name: String) throws -> Bool { try saveAction(name) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, O: DefaultProvidable, E: Error>(of function: (I) throws(E) -> O) -> (I) throws(E) -> O {
    { (_: I) throws(E) in O.defaultValue }
}

/// Stubs a throwing function (untyped or typed `throws(E)`) that returns nothing: every call does nothing.
///
/// ```swift
/// lazy var saveAction = stub(of: save)
/// func save(_ name: String) throws { try saveAction(name) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, E: Error>(of function: (I) throws(E) -> Void) -> (I) throws(E) -> Void {
    { (_: I) throws(E) in }
}

/// Stubs a throwing function (untyped or typed `throws(E)`) so that every call returns `value`.
///
/// ```swift
/// lazy var saveAction = stub(of: save, alwaysReturn: true)
/// func save(_ name: String) throws -> Bool { try saveAction(name) }
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - value: What every call returns.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, O, E: Error>(of function: (I) throws(E) -> O, alwaysReturn value: O) -> (I) throws(E) -> O {
    { (_: I) throws(E) in value }
}

/// Unavailable: the result type has no default value.
@available(
    *, unavailable,
    message: "the result type does not conform to DefaultProvidable: use stub(of:alwaysReturn:) or conform it"
)
public func stub<I, O, E: Error>(of function: (I) throws(E) -> O) -> (I) throws(E) -> O {
    fatalError("unavailable")
}

/// Stubs a throwing function (untyped or typed `throws(E)`) so that every call throws `error`.
///
/// ```swift
/// lazy var saveAction = stub(of: save, alwaysThrow: DatabaseError.offline)
/// func save(_ name: String) throws -> Bool { try saveAction(name) }
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - error: What every call throws; a typed-throwing function takes its own error type.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, O, E: Error>(of function: (I) throws(E) -> O, alwaysThrow error: E) -> (I) throws(E) -> O {
    { (_: I) throws(E) in throw error }
}

/// Stubs an async function: every call returns the result type's ``DefaultProvidable/defaultValue``.
///
/// ```swift
/// lazy var loadAction = stub(of: load)
/// func load(id: Int) async -> String { await loadAction(id) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, O: DefaultProvidable>(of function: nonisolated(nonsending) (I) async -> O)
    -> nonisolated(nonsending) (I) async -> O
{
    { _ in O.defaultValue }
}

/// Stubs an async function that returns nothing: every call does nothing.
///
/// ```swift
/// lazy var loadAction = stub(of: load)
/// func load(id: Int) async { await loadAction(id) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I>(of function: nonisolated(nonsending) (I) async -> Void) -> nonisolated(nonsending) (I) async -> Void
{
    { _ in }
}

/// Stubs an async function so that every call returns `value`.
///
/// ```swift
/// lazy var loadAction = stub(of: load, alwaysReturn: "Ada")
/// func load(id: Int) async -> String { await loadAction(id) }
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - value: What every call returns.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, O>(of function: nonisolated(nonsending) (I) async -> O, alwaysReturn value: O)
    -> nonisolated(nonsending) (I) async -> O
{
    { _ in value }
}

/// Unavailable: the result type has no default value.
@available(
    *, unavailable,
    message: "the result type does not conform to DefaultProvidable: use stub(of:alwaysReturn:) or conform it"
)
public func stub<I, O>(of function: nonisolated(nonsending) (I) async -> O) -> nonisolated(nonsending) (I) async -> O {
    fatalError("unavailable")
}

/// Stubs an async throwing function: every call returns the result type's ``DefaultProvidable/defaultValue``.
///
/// ```swift
/// lazy var fetchAction = stub(of: fetch)
/// func fetch(id: Int) async throws -> String { try await fetchAction(id) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, O: DefaultProvidable, E: Error>(of function: nonisolated(nonsending) (I) async throws(E) -> O)
    -> nonisolated(nonsending) (I) async throws(E) -> O
{
    { (_: I) async throws(E) in O.defaultValue }
}

/// Stubs an async throwing function that returns nothing: every call does nothing.
///
/// ```swift
/// lazy var fetchAction = stub(of: fetch)
/// func fetch(id: Int) async throws { try await fetchAction(id) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, E: Error>(of function: nonisolated(nonsending) (I) async throws(E) -> Void)
    -> nonisolated(nonsending) (I) async throws(E) -> Void
{
    { (_: I) async throws(E) in }
}

/// Stubs an async throwing function so that every call returns `value`.
///
/// ```swift
/// lazy var fetchAction = stub(of: fetch, alwaysReturn: "Ada")
/// func fetch(id: Int) async throws -> String { try await fetchAction(id) }
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - value: What every call returns.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, O, E: Error>(of function: nonisolated(nonsending) (I) async throws(E) -> O, alwaysReturn value: O)
    -> nonisolated(nonsending) (I) async throws(E) ->
    O
{
    { (_: I) async throws(E) in value }
}

/// Unavailable: the result type has no default value.
@available(
    *, unavailable,
    message: "the result type does not conform to DefaultProvidable: use stub(of:alwaysReturn:) or conform it"
)
public func stub<I, O, E: Error>(of function: nonisolated(nonsending) (I) async throws(E) -> O)
    -> nonisolated(nonsending) (I) async throws(E) -> O
{
    fatalError("unavailable")
}

/// Stubs an async throwing function so that every call throws `error`.
///
/// ```swift
/// lazy var fetchAction = stub(of: fetch, alwaysThrow: DatabaseError.offline)
/// func fetch(id: Int) async throws -> String { try await fetchAction(id) }
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - error: What every call throws; a typed-throwing function takes its own error type.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, O, E: Error>(of function: nonisolated(nonsending) (I) async throws(E) -> O, alwaysThrow error: E)
    -> nonisolated(nonsending) (I) async throws(E) ->
    O
{
    { (_: I) async throws(E) in throw error }
}

/// Stubs a function isolated to the main actor: every call returns the result type's ``DefaultProvidable/defaultValue``.
///
/// ```swift
/// lazy var showAction = stub(of: show)
/// func show(_ title: String) -> Bool { showAction(title) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I, O: DefaultProvidable>(of function: @MainActor (I) -> O) -> @MainActor (I) -> O {
    { @MainActor _ in O.defaultValue }
}

/// Stubs a function isolated to the main actor that returns nothing: every call does nothing.
///
/// ```swift
/// lazy var showAction = stub(of: show)
/// func show(_ title: String) { showAction(title) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I>(of function: @MainActor (I) -> Void) -> @MainActor (I) -> Void {
    { @MainActor _ in }
}

/// Stubs a function isolated to the main actor so that every call returns `value`.
///
/// ```swift
/// lazy var showAction = stub(of: show, alwaysReturn: true)
/// func show(_ title: String) -> Bool { showAction(title) }
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - value: What every call returns.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I, O>(of function: @MainActor (I) -> O, alwaysReturn value: sending O) -> @MainActor (I) -> O {
    { @MainActor _ in value }
}

/// Unavailable: the result type has no default value.
@available(
    *, unavailable,
    message: "the result type does not conform to DefaultProvidable: use stub(of:alwaysReturn:) or conform it"
)
public func stub<I, O>(of function: @MainActor (I) -> O) -> @MainActor (I) -> O {
    fatalError("unavailable")
}

/// Stubs a throwing function isolated to the main actor: every call returns the result type's ``DefaultProvidable/defaultValue``.
///
/// ```swift
/// lazy var validateAction = stub(of: validate)
/// func validate(_ text: String) throws -> Int { try validateAction(text) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, O: DefaultProvidable, E: Error>(of function: @MainActor (I) throws(E) -> O)
    -> @MainActor (I) throws(E) -> O
{
    { @MainActor (_: I) throws(E) in O.defaultValue }
}

/// Stubs a throwing function isolated to the main actor that returns nothing: every call does nothing.
///
/// ```swift
/// lazy var validateAction = stub(of: validate)
/// func validate(_ text: String) throws { try validateAction(text) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, E: Error>(of function: @MainActor (I) throws(E) -> Void) -> @MainActor (I) throws(E) -> Void {
    { @MainActor (_: I) throws(E) in }
}

/// Stubs a throwing function isolated to the main actor so that every call returns `value`.
///
/// ```swift
/// lazy var validateAction = stub(of: validate, alwaysReturn: 42)
/// func validate(_ text: String) throws -> Int { try validateAction(text) }
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - value: What every call returns.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, O, E: Error>(of function: @MainActor (I) throws(E) -> O, alwaysReturn value: sending O)
    -> @MainActor (I) throws(E) -> O
{
    { @MainActor (_: I) throws(E) in value }
}

/// Unavailable: the result type has no default value.
@available(
    *, unavailable,
    message: "the result type does not conform to DefaultProvidable: use stub(of:alwaysReturn:) or conform it"
)
public func stub<I, O, E: Error>(of function: @MainActor (I) throws(E) -> O) -> @MainActor (I) throws(E) -> O {
    fatalError("unavailable")
}

/// Stubs a throwing function isolated to the main actor so that every call throws `error`.
///
/// ```swift
/// lazy var validateAction = stub(of: validate, alwaysThrow: DatabaseError.offline)
/// func validate(_ text: String) throws -> Int { try validateAction(text) }
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - error: What every call throws; a typed-throwing function takes its own error type.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, O, E: Error>(of function: @MainActor (I) throws(E) -> O, alwaysThrow error: E)
    -> @MainActor (I) throws(E) -> O
{
    { @MainActor (_: I) throws(E) in throw error }
}
