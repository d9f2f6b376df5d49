// One-line overloads of `stub(of:)` for every closure shape a protocol can declare: sync,
// throwing (typed or not), async, async throwing and `@MainActor`. Each returns a closure literal;
// there is nothing else to share.

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

/// Stubs a function that returns nothing.
///
/// - Parameter function: The mocked method, used only for its type.
/// - Returns: A closure that does nothing.
@inlinable
public func stub<I>(of function: (I) -> Void) -> (I) -> Void {
    { _ in }
}

/// Stubs a function so that every call returns `value`.
///
/// ```swift
/// lazy var addUserAction = stub(of: addUser, alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
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
@inlinable
public func stub<I, O>(of function: (I) -> O) -> (I) -> O {
    fatalError("unavailable")
}

/// Stubs a function that throws: every call returns the result type's ``DefaultProvidable/defaultValue``.
///
/// ```swift
/// lazy var addUserAction = stub(of: addUser)
/// func addUser(name: String) -> Bool { addUserAction(name) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I, O: DefaultProvidable, E: Error>(of function: (I) throws(E) -> O) -> (I) throws(E) -> O {
    { (_: I) throws(E) in O.defaultValue }
}

/// Stubs a function that throws that returns nothing.
///
/// - Parameter function: The mocked method, used only for its type.
/// - Returns: A closure that does nothing.
@inlinable
public func stub<I, E: Error>(of function: (I) throws(E) -> Void) -> (I) throws(E) -> Void {
    { (_: I) throws(E) in }
}

/// Stubs a function that throws so that every call returns `value`.
///
/// ```swift
/// lazy var addUserAction = stub(of: addUser, alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - value: What every call returns.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I, O, E: Error>(of function: (I) throws(E) -> O, alwaysReturn value: O) -> (I) throws(E) -> O {
    { (_: I) throws(E) in value }
}

/// Unavailable: the result type has no default value.
@available(
    *, unavailable,
    message: "the result type does not conform to DefaultProvidable: use stub(of:alwaysReturn:) or conform it"
)
@inlinable
public func stub<I, O, E: Error>(of function: (I) throws(E) -> O) -> (I) throws(E) -> O {
    fatalError("unavailable")
}

/// Stubs a throwing function so that every call throws `error`.
///
/// ```swift
/// lazy var saveAction = stub(of: save, alwaysThrow: DatabaseError.offline)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - error: What every call throws; typed-throwing functions take their own error type.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I, O, E: Error>(of function: (I) throws(E) -> O, alwaysThrow error: E) -> (I) throws(E) -> O {
    { (_: I) throws(E) in throw error }
}

/// Stubs a function (async): every call returns the result type's ``DefaultProvidable/defaultValue``.
///
/// ```swift
/// lazy var addUserAction = stub(of: addUser)
/// func addUser(name: String) -> Bool { addUserAction(name) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I, O: DefaultProvidable>(of function: (I) async -> O) -> (I) async -> O {
    { _ in O.defaultValue }
}

/// Stubs a function (async) that returns nothing.
///
/// - Parameter function: The mocked method, used only for its type.
/// - Returns: A closure that does nothing.
@inlinable
public func stub<I>(of function: (I) async -> Void) -> (I) async -> Void {
    { _ in }
}

/// Stubs a function (async) so that every call returns `value`.
///
/// ```swift
/// lazy var addUserAction = stub(of: addUser, alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - value: What every call returns.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I, O>(of function: (I) async -> O, alwaysReturn value: O) -> (I) async -> O {
    { _ in value }
}

/// Unavailable: the result type has no default value.
@available(
    *, unavailable,
    message: "the result type does not conform to DefaultProvidable: use stub(of:alwaysReturn:) or conform it"
)
@inlinable
public func stub<I, O>(of function: (I) async -> O) -> (I) async -> O {
    fatalError("unavailable")
}

/// Stubs a function that throws (async): every call returns the result type's ``DefaultProvidable/defaultValue``.
///
/// ```swift
/// lazy var addUserAction = stub(of: addUser)
/// func addUser(name: String) -> Bool { addUserAction(name) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I, O: DefaultProvidable, E: Error>(of function: (I) async throws(E) -> O) -> (I) async throws(E) -> O {
    { (_: I) async throws(E) in O.defaultValue }
}

/// Stubs a function that throws (async) that returns nothing.
///
/// - Parameter function: The mocked method, used only for its type.
/// - Returns: A closure that does nothing.
@inlinable
public func stub<I, E: Error>(of function: (I) async throws(E) -> Void) -> (I) async throws(E) -> Void {
    { (_: I) async throws(E) in }
}

/// Stubs a function that throws (async) so that every call returns `value`.
///
/// ```swift
/// lazy var addUserAction = stub(of: addUser, alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - value: What every call returns.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I, O, E: Error>(of function: (I) async throws(E) -> O, alwaysReturn value: O) -> (I) async throws(E) ->
    O
{
    { (_: I) async throws(E) in value }
}

/// Unavailable: the result type has no default value.
@available(
    *, unavailable,
    message: "the result type does not conform to DefaultProvidable: use stub(of:alwaysReturn:) or conform it"
)
@inlinable
public func stub<I, O, E: Error>(of function: (I) async throws(E) -> O) -> (I) async throws(E) -> O {
    fatalError("unavailable")
}

/// Stubs a throwing function (async) so that every call throws `error`.
///
/// ```swift
/// lazy var saveAction = stub(of: save, alwaysThrow: DatabaseError.offline)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - error: What every call throws; typed-throwing functions take their own error type.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I, O, E: Error>(of function: (I) async throws(E) -> O, alwaysThrow error: E) -> (I) async throws(E) ->
    O
{
    { (_: I) async throws(E) in throw error }
}

/// Stubs a function isolated to the main actor: every call returns the result type's ``DefaultProvidable/defaultValue``.
///
/// ```swift
/// lazy var addUserAction = stub(of: addUser)
/// func addUser(name: String) -> Bool { addUserAction(name) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I, O: DefaultProvidable>(of function: @MainActor (I) -> O) -> @MainActor (I) -> O {
    { @MainActor _ in O.defaultValue }
}

/// Stubs a function isolated to the main actor that returns nothing.
///
/// - Parameter function: The mocked method, used only for its type.
/// - Returns: A closure that does nothing.
@inlinable
public func stub<I>(of function: @MainActor (I) -> Void) -> @MainActor (I) -> Void {
    { @MainActor _ in }
}

/// Stubs a function isolated to the main actor so that every call returns `value`.
///
/// ```swift
/// lazy var addUserAction = stub(of: addUser, alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
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
@inlinable
public func stub<I, O>(of function: @MainActor (I) -> O) -> @MainActor (I) -> O {
    fatalError("unavailable")
}

/// Stubs a function that throws isolated to the main actor: every call returns the result type's ``DefaultProvidable/defaultValue``.
///
/// ```swift
/// lazy var addUserAction = stub(of: addUser)
/// func addUser(name: String) -> Bool { addUserAction(name) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I, O: DefaultProvidable, E: Error>(of function: @MainActor (I) throws(E) -> O)
    -> @MainActor (I) throws(E) -> O
{
    { @MainActor (_: I) throws(E) in O.defaultValue }
}

/// Stubs a function that throws isolated to the main actor that returns nothing.
///
/// - Parameter function: The mocked method, used only for its type.
/// - Returns: A closure that does nothing.
@inlinable
public func stub<I, E: Error>(of function: @MainActor (I) throws(E) -> Void) -> @MainActor (I) throws(E) -> Void {
    { @MainActor (_: I) throws(E) in }
}

/// Stubs a function that throws isolated to the main actor so that every call returns `value`.
///
/// ```swift
/// lazy var addUserAction = stub(of: addUser, alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - value: What every call returns.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
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
@inlinable
public func stub<I, O, E: Error>(of function: @MainActor (I) throws(E) -> O) -> @MainActor (I) throws(E) -> O {
    fatalError("unavailable")
}

/// Stubs a throwing function isolated to the main actor so that every call throws `error`.
///
/// ```swift
/// lazy var saveAction = stub(of: save, alwaysThrow: DatabaseError.offline)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - error: What every call throws; typed-throwing functions take their own error type.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<I, O, E: Error>(of function: @MainActor (I) throws(E) -> O, alwaysThrow error: E)
    -> @MainActor (I) throws(E) -> O
{
    { @MainActor (_: I) throws(E) in throw error }
}
