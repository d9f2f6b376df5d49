// `callGenericAsync` and `callThrowsGenericAsync`: the body of an async generic mock method. They
// take both async and synchronous potentials. They have names of their own: an async overload of
// `callGeneric` would be chosen for every existing call in an async context, which would then
// need an `await` it does not have.

/// Calls the first of `potentials` whose type is `(Args) async -> Output` or `(Args) -> Output`, the types of this call, for async generic methods.
///
/// ```swift
/// func load<Value>(key: String) async -> Value {
///     await callGenericAsync(key, potentials: [loadIntAction, loadStringAction])
/// }
/// ```
///
/// A miss reports a test failure here that names the requested types and the potentials' types,
/// then returns the result type's default value (or nothing for `Void`); it stops the process
/// with the same message only when there is no value to return.
///
/// - Parameters:
///   - args: The method's arguments; several parameters go as one tuple, `(key, index)`.
///   - potentials: The actions to choose from, in order of preference.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
///   - isolation: The actor the call runs on: the caller's.
/// - Returns: What the chosen action returns.
public func callGenericAsync<Args, Output>(
    _ args: Args, potentials: [Any], name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
) async -> Output {
    await ArchivedGenericEngine(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .dispatchAsync(args, to: potentials, throwing: Never.self, isolation: isolation)
}

/// Calls the first of `potentials` of type `(Args) async -> Void` or `(Args) -> Void`, so that an async generic method returning nothing needs no `return`.
///
/// ```swift
/// func send<Value>(_ value: Value) async {
///     await callGenericAsync(value, potentials: [sendStringAction])
/// }
/// ```
///
/// A miss reports a test failure here, as the other overload does, and returns.
///
/// - Parameters:
///   - args: The method's arguments; several parameters go as one tuple.
///   - potentials: The actions to choose from, in order of preference.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
///   - isolation: The actor the call runs on: the caller's.
@_disfavoredOverload  // `return await callGenericAsync(...)` in a `Void` method resolves to the `Output` overload.
public func callGenericAsync<Args>(
    _ args: Args, potentials: [Any], name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
) async {
    await ArchivedGenericEngine(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .dispatchAsync(args, to: potentials, throwing: Never.self, isolation: isolation) as Void
}

/// Calls the first of `potentials` whose type is `(Args) async throws -> Output` or a less effectful one, for async throwing generic methods.
///
/// ```swift
/// func fetch<Value>(key: String) async throws -> Value {
///     try await callThrowsGenericAsync(key, potentials: [fetchIntAction])
/// }
/// ```
///
/// A miss reports a test failure here that names the requested types and the potentials' types,
/// then throws a ``StubKitError`` with the same message.
///
/// - Parameters:
///   - args: The method's arguments; several parameters go as one tuple.
///   - potentials: The actions to choose from, in order of preference.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
///   - isolation: The actor the call runs on: the caller's.
/// - Returns: What the chosen action returns.
/// - Throws: What the chosen action throws, or a ``StubKitError`` when none matches.
public func callThrowsGenericAsync<Args, Output>(
    _ args: Args, potentials: [Any], name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
) async throws -> Output {
    try await ArchivedGenericEngine(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .dispatchAsync(args, to: potentials, throwing: (any Error).self, isolation: isolation)
}

/// Calls the first of `potentials` whose type is `(Args) async throws(Failure) -> Output` or a less effectful one, for async typed-throwing generic methods.
///
/// ```swift
/// func fetch<Value>(key: String) async throws(StoreError) -> Value {
///     try await callThrowsGenericAsync(key, potentials: [fetchIntAction], throwing: StoreError.self)
/// }
/// ```
///
/// A miss reports a test failure here, then throws a ``StubKitError`` if `Failure` can hold one,
/// else returns the result type's default value; it stops the process when neither is possible.
///
/// - Parameters:
///   - args: The method's arguments; several parameters go as one tuple.
///   - potentials: The actions to choose from, in order of preference.
///   - failure: The method's error type.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
///   - isolation: The actor the call runs on: the caller's.
/// - Returns: What the chosen action returns.
/// - Throws: What the chosen action throws.
public func callThrowsGenericAsync<Args, Output, Failure: Error>(
    _ args: Args, potentials: [Any], throwing failure: Failure.Type, name: String = #function,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
) async throws(Failure) -> Output {
    try await ArchivedGenericEngine(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .dispatchAsync(args, to: potentials, throwing: failure, isolation: isolation)
}

/// Calls the first of `potentials` of type `(Args) async throws -> Void` or a less effectful one, so that an async throwing generic method returning nothing needs no `return`.
///
/// ```swift
/// func upload<Value>(_ value: Value) async throws {
///     try await callThrowsGenericAsync(value, potentials: [uploadStringAction])
/// }
/// ```
///
/// - Parameters:
///   - args: The method's arguments; several parameters go as one tuple.
///   - potentials: The actions to choose from, in order of preference.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
///   - isolation: The actor the call runs on: the caller's.
/// - Throws: What the chosen action throws, or a ``StubKitError`` when none matches.
@_disfavoredOverload  // `return try await ...` in a `Void` method resolves to the `Output` overload.
public func callThrowsGenericAsync<Args>(
    _ args: Args, potentials: [Any], name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
) async throws {
    try await ArchivedGenericEngine(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .dispatchAsync(args, to: potentials, throwing: (any Error).self, isolation: isolation) as Void
}
