// `stub()`, `stub(alwaysReturn:)` and `stub(alwaysThrow:)`: the same stubs as `stub(of:)`, for an
// action whose type is written in its declaration instead of read from a method. They serve the
// requirements a method reference cannot describe (properties, subscripts, `inout` and closure
// parameters beside others) and stored, non-`lazy` actions, which `Sendable` mocks need: a
// `lazy var` is initialised on first use, and two threads using it first at once race.
//
// Only the shapes no other overload converts to are declared (as for `registerStub`): a plain
// `(I) -> O` converts to the throwing, typed-throwing, async and async-throwing shapes, so one
// overload serves them all; `@MainActor` shapes keep their own, and a `@MainActor (I) -> O`
// converts to the `@MainActor` async shapes, whose arguments need not be `Sendable`.

/// Stubs an action whose type is declared: every call returns the result type's ``DefaultProvidable/defaultValue``.
///
/// Use it where there is no method to pass to ``stub(of:)``, or for a stored action that needs no
/// `lazy` (the way to declare a `Sendable` mock):
///
/// ```swift
/// var countAction: (()) -> Int = stub()
/// var count: Int { countAction(()) }
/// ```
///
/// - Returns: A closure of the declared type, to store in the mock's action property.
@inlinable
public func stub<I, O: DefaultProvidable>() -> (I) -> O {
    { _ in O.defaultValue }
}

/// Stubs an action whose type is declared and that returns nothing: every call does nothing.
///
/// ```swift
/// var incrementAction: (Int) -> Void = stub()
/// func increment(by amount: Int) { incrementAction(amount) }
/// ```
///
/// - Returns: A closure of the declared type, to store in the mock's action property.
@inlinable
public func stub<I>() -> (I) -> Void {
    { _ in }
}

/// Stubs an action whose type is declared so that every call returns `value`.
///
/// ```swift
/// var accountAction: (Int) -> Account = stub(alwaysReturn: Account(id: 0))
/// func account(id: Int) -> Account { accountAction(id) }
/// ```
///
/// - Parameter value: What every call returns.
/// - Returns: A closure of the declared type, to store in the mock's action property.
@inlinable
public func stub<I, O>(alwaysReturn value: O) -> (I) -> O {
    { _ in value }
}

/// Stubs a throwing action whose type is declared (untyped or typed `throws(E)`, sync or async) so that every call throws `error`.
///
/// ```swift
/// var loadAction: (Int) async throws -> String = stub(alwaysThrow: LoadError.offline)
/// func load(id: Int) async throws -> String { try await loadAction(id) }
/// ```
///
/// - Parameter error: What every call throws; a typed-throwing action takes its own error type.
/// - Returns: A closure of the declared type, to store in the mock's action property.
@inlinable
public func stub<I, O, E: Error>(alwaysThrow error: E) -> (I) throws(E) -> O {
    { (_: I) throws(E) in throw error }
}

// The asynchronous shapes have overloads of their own, returning `nonisolated(nonsending)`
// closures: in a client with `NonisolatedNonsendingByDefault` on, a declared `(I) async -> O` is
// nonsending, and both the plain and the `@MainActor` synchronous overloads convert to it, which
// is ambiguous; the exact asynchronous match wins over both. A nonsending closure converts to a
// `@concurrent` declaration too, so the same overloads serve clients without the feature.

/// Stubs an asynchronous action whose type is declared: every call returns the result type's ``DefaultProvidable/defaultValue``.
///
/// The closure runs on its caller's actor (`nonisolated(nonsending)`), and converts to a
/// `@concurrent` declaration.
///
/// ```swift
/// var loadAction: (Int) async -> String = stub()
/// func load(id: Int) async -> String { await loadAction(id) }
/// ```
///
/// - Returns: A closure of the declared type, to store in the mock's action property.
@inlinable
public func stub<I, O: DefaultProvidable & SendableMetatype>() -> nonisolated(nonsending) @Sendable (I) async -> O {
    { _ in O.defaultValue }
}

/// Stubs an asynchronous action whose type is declared and that returns nothing: every call does nothing.
///
/// ```swift
/// var syncAction: (Int) async -> Void = stub()
/// func sync(id: Int) async { await syncAction(id) }
/// ```
///
/// - Returns: A closure of the declared type, to store in the mock's action property.
@inlinable
public func stub<I>() -> nonisolated(nonsending) @Sendable (I) async -> Void {
    { _ in }
}

/// Stubs an asynchronous action whose type is declared so that every call returns `value`.
///
/// ```swift
/// var accountAction: (Int) async -> Account = stub(alwaysReturn: Account(id: 0))
/// func account(id: Int) async -> Account { await accountAction(id) }
/// ```
///
/// - Parameter value: What every call returns.
/// - Returns: A closure of the declared type, to store in the mock's action property.
@inlinable
public func stub<I, O>(alwaysReturn value: O) -> nonisolated(nonsending) (I) async -> O {
    { _ in value }
}

/// Stubs an asynchronous throwing action whose type is declared (untyped or typed `throws(E)`) so that every call throws `error`.
///
/// ```swift
/// var loadAction: (Int) async throws(LoadError) -> String = stub(alwaysThrow: LoadError.offline)
/// func load(id: Int) async throws(LoadError) -> String { try await loadAction(id) }
/// ```
///
/// - Parameter error: What every call throws; a typed-throwing action takes its own error type.
/// - Returns: A closure of the declared type, to store in the mock's action property.
@inlinable
public func stub<I, O, E: Error>(alwaysThrow error: E) -> nonisolated(nonsending) @Sendable (I) async throws(E) -> O {
    { (_: I) async throws(E) in throw error }
}

/// Stubs an action isolated to the main actor whose type is declared: every call returns the result type's ``DefaultProvidable/defaultValue``.
///
/// ```swift
/// var titleAction: @MainActor (()) -> String = stub()
/// var title: String { titleAction(()) }
/// ```
///
/// - Returns: A closure of the declared type, to store in the mock's action property.
@inlinable
public func stub<I, O: DefaultProvidable>() -> @MainActor (I) -> O {
    { @MainActor _ in O.defaultValue }
}

/// Stubs an action isolated to the main actor whose type is declared and that returns nothing: every call does nothing.
///
/// ```swift
/// var showAction: @MainActor (String) -> Void = stub()
/// func show(_ title: String) { showAction(title) }
/// ```
///
/// - Returns: A closure of the declared type, to store in the mock's action property.
@inlinable
public func stub<I>() -> @MainActor (I) -> Void {
    { @MainActor _ in }
}

/// Stubs an action isolated to the main actor whose type is declared so that every call returns `value`.
///
/// ```swift
/// var titleAction: @MainActor (()) -> String = stub(alwaysReturn: "Inbox")
/// var title: String { titleAction(()) }
/// ```
///
/// - Parameter value: What every call returns.
/// - Returns: A closure of the declared type, to store in the mock's action property.
@inlinable
public func stub<I, O>(alwaysReturn value: sending O) -> @MainActor (I) -> O {
    { @MainActor _ in value }
}

/// Stubs a throwing action isolated to the main actor whose type is declared (untyped or typed `throws(E)`, sync or async) so that every call throws `error`.
///
/// The `@MainActor` forms of `stub()` serve `async` actions too, whose arguments and result need
/// not be `Sendable`:
///
/// ```swift
/// var openAction: @MainActor (Request) async throws(DaemonError) -> Int = stub(alwaysThrow: .offline)
/// func open(_ request: Request) async throws(DaemonError) -> Int { try await openAction(request) }
/// ```
///
/// - Parameter error: What every call throws; a typed-throwing action takes its own error type.
/// - Returns: A closure of the declared type, to store in the mock's action property.
@inlinable
public func stub<I, O, E: Error>(alwaysThrow error: E) -> @MainActor (I) throws(E) -> O {
    { @MainActor (_: I) throws(E) in throw error }
}

/// Unavailable: the result type has no default value.
@available(
    *, unavailable,
    message: "the result type does not conform to DefaultProvidable: use stub(alwaysReturn:) or conform it"
)
public func stub<I, O>() -> (I) -> O {
    fatalError("unavailable")
}

// A method without parameters has an action of type `(()) -> Output`, as `stub(of:)` makes it.
// An action declared `() -> Output` could not be set up or spied on (`inout` needs the exact
// type), so these overloads turn the compiler's "cannot convert" into a message that says how to
// declare it. A plain `() -> Output` converts to the throwing, async and `@MainActor` shapes.

/// Unavailable: declare an action without parameters as `(()) -> Output`.
@available(
    *, unavailable,
    message: "a method without parameters takes (): declare its action as (()) -> Output and call it with action(())"
)
public func stub<O>() -> () -> O {
    fatalError("unavailable")
}

/// Unavailable: declare an action without parameters as `(()) -> Output`.
@available(
    *, unavailable,
    message: "a method without parameters takes (): declare its action as (()) -> Output and call it with action(())"
)
public func stub<O>(alwaysReturn value: O) -> () -> O {
    fatalError("unavailable")
}

/// Unavailable: declare an action without parameters as `(()) throws -> Output`.
@available(
    *, unavailable,
    message: "a method without parameters takes (): declare its action as (()) -> Output and call it with action(())"
)
public func stub<O, E: Error>(alwaysThrow error: E) -> () throws(E) -> O {
    fatalError("unavailable")
}

/// Unavailable: declare a main-actor action without parameters as `@MainActor (()) -> Output`.
@available(
    *, unavailable,
    message: "a method without parameters takes (): declare its action as (()) -> Output and call it with action(())"
)
public func stub<O>() -> @MainActor () -> O {
    fatalError("unavailable")
}

/// Unavailable: declare a main-actor action without parameters as `@MainActor (()) -> Output`.
@available(
    *, unavailable,
    message: "a method without parameters takes (): declare its action as (()) -> Output and call it with action(())"
)
public func stub<O>(alwaysReturn value: sending O) -> @MainActor () -> O {
    fatalError("unavailable")
}
