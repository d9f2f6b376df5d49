// `stub(of:)` and `strictStub(of:)` for methods whose only parameter is variadic. A reference to
// `func log(_ items: String...)` has type `(String...) -> ()`, which does not convert to `(I) -> O`
// nor to `([String]) -> ()`; these overloads take that shape and return actions on arrays, so
// `logAction(items)` passes the variadic parameter on as `[String]`. Other variadic shapes (a
// variadic parameter beside others, async) use a closure literal instead:
// `lazy var logAction = stub(of: { (_: (Int, [String])) in })`.
//
// The `stub(of:)` overloads here are `@_disfavoredOverload`, so that `stub(of:)` on an ordinary
// synchronous method never tries them (see Stub.swift); no other overload accepts a variadic
// method, so they are still found for one.

/// Stubs a method whose only parameter is variadic: the action receives the arguments as an array; every call returns the result type's default value.
///
/// ```swift
/// lazy var countAction = stub(of: count)  // ([String]) -> Int
/// func count(_ items: String...) -> Int { countAction(items) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure on arrays to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, O: DefaultProvidable>(of function: (I...) -> O) -> ([I]) -> O {
    { _ in O.defaultValue }
}

/// Stubs a method that returns nothing and whose only parameter is variadic: the action receives the arguments as an array.
///
/// ```swift
/// lazy var logAction = stub(of: log)  // ([String]) -> Void
/// func log(_ items: String...) { logAction(items) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure on arrays that does nothing.
@inlinable @_disfavoredOverload
public func stub<I>(of function: (I...) -> Void) -> ([I]) -> Void {
    { _ in }
}

/// Stubs a method whose only parameter is variadic so that every call returns `value`.
///
/// ```swift
/// lazy var joinAction = stub(of: join, alwaysReturn: "joined")  // ([String]) -> String
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - value: What every call returns.
/// - Returns: A closure on arrays to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, O>(of function: (I...) -> O, alwaysReturn value: O) -> ([I]) -> O {
    { _ in value }
}

/// Stubs a method whose only parameter is variadic that must be registered before it is called.
///
/// Like ``strictStub(of:name:fileID:filePath:line:column:)``, an unregistered call reports a
/// failure naming the stub at its declaration, then returns the result type's default value (or
/// nothing for `Void`), and stops the process only when there is no value to return.
///
/// ```swift
/// lazy var logAction = strictStub(of: log)  // ([String]) -> Void
/// func log(_ items: String...) { logAction(items) }
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure on arrays to store in a `lazy var`, and to register before the code under test calls it.
@inlinable @_disfavoredOverload
public func strictStub<I, O>(
    of function: (I...) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ([I]) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    let fallback = runtimeDefaultValue(of: O.self)
    return { args in site.unregisteredCall(args, fallback: fallback, as: Never.self) }
}

/// Stubs a throwing method whose only parameter is variadic: the action receives the arguments as an array; every call returns the result type's default value.
///
/// ```swift
/// lazy var saveAllAction = stub(of: saveAll)  // ([User]) throws -> Int
/// func saveAll(_ users: User...) throws -> Int { try saveAllAction(users) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure on arrays to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, O: DefaultProvidable, E: Error>(of function: (I...) throws(E) -> O) -> ([I]) throws(E) -> O {
    { (_: [I]) throws(E) in O.defaultValue }
}

/// Stubs a throwing method that returns nothing and whose only parameter is variadic: the action receives the arguments as an array.
///
/// ```swift
/// lazy var sendAction = stub(of: send)  // ([String]) throws -> Void
/// func send(_ lines: String...) throws { try sendAction(lines) }
/// ```
///
/// - Parameter function: The mocked method, used only for its type; it is never stored or called.
/// - Returns: A closure on arrays that does nothing.
@inlinable @_disfavoredOverload
public func stub<I, E: Error>(of function: (I...) throws(E) -> Void) -> ([I]) throws(E) -> Void {
    { (_: [I]) throws(E) in }
}

/// Stubs a throwing method whose only parameter is variadic so that every call returns `value`.
///
/// ```swift
/// lazy var saveAllAction = stub(of: saveAll, alwaysReturn: 2)  // ([User]) throws -> Int
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - value: What every call returns.
/// - Returns: A closure on arrays to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<I, O, E: Error>(of function: (I...) throws(E) -> O, alwaysReturn value: O) -> ([I]) throws(E) -> O {
    { (_: [I]) throws(E) in value }
}

/// Stubs a throwing method whose only parameter is variadic that must be registered before it is called.
///
/// Like ``strictStub(of:name:fileID:filePath:line:column:)``, an unregistered call reports a
/// failure naming the stub at its declaration, then throws a ``StubKitError`` when the error type
/// can hold it (untyped `throws`), else returns the result type's default value (or nothing for
/// `Void`), and stops the process only when neither is possible.
///
/// ```swift
/// lazy var sendAction = strictStub(of: send)  // ([String]) throws -> Void
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure on arrays to store in a `lazy var`, and to register before the code under test calls it.
@inlinable @_disfavoredOverload
public func strictStub<I, O, E: Error>(
    of function: (I...) throws(E) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ([I]) throws(E) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    let fallback = runtimeDefaultValue(of: O.self)
    return { (args: [I]) throws(E) in try site.unregisteredCall(args, fallback: fallback, as: E.self) }
}
