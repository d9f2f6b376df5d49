// `callGeneric` and `callThrowsGeneric`: the body of a generic mock method. The actions made by
// `stubGeneric(of:)` have different types, so they travel as `[Any]`; a dynamic cast finds the one
// whose argument and result types are the call's. Every public function is a one-line wrapper of
// `ArchivedGenericEngine.dispatch` (ArchivedGenericEngine.swift); the `Void` overloads let a method
// returning nothing omit `return`. The archived StubKit's form, for mocks written for it.

/// Calls the first of `potentials` whose type is `(Args) -> Output`, the types of this call.
///
/// Use it as the body of a generic mock method, with one action per type the tests use:
///
/// ```swift
/// final class DatabaseMock: Database {
///     lazy var addStringAction = stubGeneric(of: add).with(first: String.self).stub
///     lazy var addIntAction = stubGeneric(of: add).with(first: Int.self).stub
///
///     func add<User>(user: User) -> Bool {
///         callGeneric(user, potentials: [addStringAction, addIntAction])
///     }
/// }
/// ```
///
/// When no potential has the call's types, the call reports a test failure here, such as
/// `No stub for add(user:) with arguments of type (Double) returning Bool; potentials offered:
/// (String) -> Bool, (Int) -> Bool`, then returns the result type's default value (or nothing
/// for `Void`); it stops the process with the same message only when there is no value to return.
///
/// - Parameters:
///   - args: The method's arguments; several parameters go as one tuple, `(user, index)`.
///   - potentials: The actions to choose from, in order of preference.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
/// - Returns: What the chosen action returns.
public func callGeneric<Args, Output>(
    _ args: Args, potentials: [Any], name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Output {
    ArchivedGenericEngine(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .dispatch(args, to: potentials, throwing: Never.self)
}

/// Calls the first of `potentials` whose type is `(Args) throws -> Output` or `(Args) -> Output`, the types of this call.
///
/// ```swift
/// final class DatabaseMock<T: DefaultProvidable>: Database {
///     lazy var addAction = stubGeneric(of: add).with(return: T.self).stub
///
///     func add<User>(user: Int) throws -> User {
///         try callThrowsGeneric(user, potentials: [addAction])
///     }
/// }
/// ```
///
/// When no potential has the call's types, the call reports a test failure here that names the
/// requested types and the potentials' types, then throws a ``StubKitError`` with the same
/// message, so that the code under test takes its error path, as an unregistered
/// ``strictStub(of:name:fileID:filePath:line:column:)`` does.
///
/// - Parameters:
///   - args: The method's arguments; several parameters go as one tuple, `(user, index)`.
///   - potentials: The actions to choose from, in order of preference.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
/// - Returns: What the chosen action returns.
/// - Throws: What the chosen action throws, or a ``StubKitError`` when none matches.
public func callThrowsGeneric<Args, Output>(
    _ args: Args, potentials: [Any], name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) throws -> Output {
    try ArchivedGenericEngine(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .dispatch(args, to: potentials, throwing: (any Error).self)
}

/// Calls the first of `potentials` whose type is `(Args) throws(Failure) -> Output` or `(Args) -> Output`, for typed-throwing methods.
///
/// Swift does not infer a typed error from the enclosing function, so `throwing:` names it:
///
/// ```swift
/// func add<User>(user: Int) throws(DatabaseError) -> User {
///     try callThrowsGeneric(user, potentials: [addAction], throwing: DatabaseError.self)
/// }
/// ```
///
/// When no potential has the call's types, the call reports a test failure here that names the
/// requested types and the potentials' types, then throws a ``StubKitError`` if `Failure` can
/// hold one, else returns the result type's default value (or nothing for `Void`); it stops the
/// process with the same message when neither is possible.
///
/// - Parameters:
///   - args: The method's arguments; several parameters go as one tuple, `(user, index)`.
///   - potentials: The actions to choose from, in order of preference.
///   - failure: The method's error type.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
/// - Returns: What the chosen action returns.
/// - Throws: What the chosen action throws.
public func callThrowsGeneric<Args, Output, Failure: Error>(
    _ args: Args, potentials: [Any], throwing failure: Failure.Type, name: String = #function,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) throws(Failure) -> Output {
    try ArchivedGenericEngine(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .dispatch(args, to: potentials, throwing: failure)
}

/// Calls the first of `potentials` of type `(Args) -> Void`, so that a generic method returning nothing needs no `return`.
///
/// ```swift
/// func record<Value>(_ value: Value) {
///     callGeneric(value, potentials: [recordStringAction, recordIntAction])
/// }
/// ```
///
/// A miss reports a test failure here, as the other overload does, and returns.
///
/// - Parameters:
///   - args: The method's arguments; several parameters go as one tuple, `(user, index)`.
///   - potentials: The actions to choose from, in order of preference.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
@_disfavoredOverload  // `return callGeneric(...)` in a `Void` method resolves to the `Output` overload.
public func callGeneric<Args>(
    _ args: Args, potentials: [Any], name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    ArchivedGenericEngine(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .dispatch(args, to: potentials, throwing: Never.self) as Void
}

/// Calls the first of `potentials` of type `(Args) throws -> Void` or `(Args) -> Void`, so that a throwing generic method returning nothing needs no `return`.
///
/// ```swift
/// func save<Value>(_ value: Value) throws {
///     try callThrowsGeneric(value, potentials: [saveStringAction])
/// }
/// ```
///
/// A miss reports a test failure here, as the other overloads do, and throws a ``StubKitError``.
///
/// - Parameters:
///   - args: The method's arguments; several parameters go as one tuple, `(user, index)`.
///   - potentials: The actions to choose from, in order of preference.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
/// - Throws: What the chosen action throws.
@_disfavoredOverload  // `return callGeneric(...)` in a `Void` method resolves to the `Output` overload.
public func callThrowsGeneric<Args>(
    _ args: Args, potentials: [Any], name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) throws {
    try ArchivedGenericEngine(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .dispatch(args, to: potentials, throwing: (any Error).self) as Void
}

/// Calls the first of `potentials` of type `(Args) throws(Failure) -> Void` or `(Args) -> Void`, for typed-throwing generic methods returning nothing.
///
/// ```swift
/// func save<Value>(_ value: Value) throws(DatabaseError) {
///     try callThrowsGeneric(value, potentials: [saveStringAction], throwing: DatabaseError.self)
/// }
/// ```
///
/// A miss reports a test failure here, as the other overloads do, and returns (or throws a
/// ``StubKitError`` when `Failure` can hold one).
///
/// - Parameters:
///   - args: The method's arguments; several parameters go as one tuple, `(user, index)`.
///   - potentials: The actions to choose from, in order of preference.
///   - failure: The method's error type.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
/// - Throws: What the chosen action throws.
@_disfavoredOverload  // `return callGeneric(...)` in a `Void` method resolves to the `Output` overload.
public func callThrowsGeneric<Args, Failure: Error>(
    _ args: Args, potentials: [Any], throwing failure: Failure.Type, name: String = #function,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) throws(Failure) {
    try ArchivedGenericEngine(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .dispatch(args, to: potentials, throwing: failure) as Void
}
