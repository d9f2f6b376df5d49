// `stub(of:)` and `strictStub(of:)` for functions with an `@autoclosure` parameter, which do not
// convert to `(I) -> O`. Alone, the mock evaluates the argument: `addUserAction(name())`. Beside
// other parameters, the mock passes the closure on:
// `withoutActuallyEscaping(name) { addUserAction(($0, count)) }`.
//
// The synchronous single-autoclosure `stub(of:)` overloads stay favoured beside `(I) -> O`, which
// the solver also accepts for them; the others are `@_disfavoredOverload` so that `stub(of:)` on
// an ordinary synchronous method never tries them (see Stub.swift).

/// Stubs a function whose only parameter is an `@autoclosure`; the action receives the evaluated value; every call returns the result type's default value.
///
/// - Parameter function: The mocked method, used only for its type.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<A, O: DefaultProvidable>(of function: (@autoclosure () -> A) -> O) -> (A) -> O {
    { _ in O.defaultValue }
}

/// Stubs a function whose only parameter is an `@autoclosure`; the action receives the evaluated value; every call does nothing.
///
/// - Parameter function: The mocked method, used only for its type.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<A>(of function: (@autoclosure () -> A) -> Void) -> (A) -> Void {
    { _ in }
}

/// Stubs a function whose only parameter is an `@autoclosure`; the action receives the evaluated value; every call returns `value`.
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - value: What every call returns.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable
public func stub<A, O>(of function: (@autoclosure () -> A) -> O, alwaysReturn value: O) -> (A) -> O {
    { _ in value }
}

/// Stubs a function whose only parameter is an `@autoclosure`; the action receives the evaluated value; it must be registered before it is called.
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@inlinable
public func strictStub<A, O: DefaultProvidable>(
    of function: (@autoclosure () -> A) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> (A) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { args in site.unregisteredCall(args, fallback: { O.defaultValue }, as: Never.self) }
}

/// Stubs a function whose only parameter is an `@autoclosure`; the action receives the evaluated value; it must be registered before it is called.
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@inlinable
public func strictStub<A>(
    of function: (@autoclosure () -> A) -> Void, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> (A) -> Void {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { args in site.unregisteredCall(args, fallback: {}, as: Never.self) }
}

/// Stubs a function whose only parameter is an `@autoclosure`; the action receives the evaluated value; it must be registered before it is called.
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@inlinable @_disfavoredOverload
public func strictStub<A, O>(
    of function: (@autoclosure () -> A) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> (A) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { args in site.unregisteredCall(args, fallback: nil, as: Never.self) }
}

/// Stubs a function that throws whose only parameter is an `@autoclosure`; the action receives the evaluated value; every call returns the result type's default value.
///
/// - Parameter function: The mocked method, used only for its type.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<A, O: DefaultProvidable, E: Error>(of function: (@autoclosure () -> A) throws(E) -> O) -> (A) throws(E)
    -> O
{
    { (_: A) throws(E) in O.defaultValue }
}

/// Stubs a function that throws whose only parameter is an `@autoclosure`; the action receives the evaluated value; every call does nothing.
///
/// - Parameter function: The mocked method, used only for its type.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<A, E: Error>(of function: (@autoclosure () -> A) throws(E) -> Void) -> (A) throws(E) -> Void {
    { (_: A) throws(E) in }
}

/// Stubs a function that throws whose only parameter is an `@autoclosure`; the action receives the evaluated value; every call returns `value`.
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - value: What every call returns.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<A, O, E: Error>(of function: (@autoclosure () -> A) throws(E) -> O, alwaysReturn value: O) -> (A)
    throws(E) -> O
{
    { (_: A) throws(E) in value }
}

/// Stubs a function that throws whose only parameter is an `@autoclosure`; the action receives the evaluated value; it must be registered before it is called.
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@inlinable @_disfavoredOverload
public func strictStub<A, O: DefaultProvidable, E: Error>(
    of function: (@autoclosure () -> A) throws(E) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> (A) throws(E) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { (args: A) throws(E) in try site.unregisteredCall(args, fallback: { O.defaultValue }, as: E.self) }
}

/// Stubs a function that throws whose only parameter is an `@autoclosure`; the action receives the evaluated value; it must be registered before it is called.
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@inlinable @_disfavoredOverload
public func strictStub<A, E: Error>(
    of function: (@autoclosure () -> A) throws(E) -> Void, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> (A) throws(E) -> Void {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { (args: A) throws(E) in try site.unregisteredCall(args, fallback: {}, as: E.self) }
}

/// Stubs a function that throws whose only parameter is an `@autoclosure`; the action receives the evaluated value; it must be registered before it is called.
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@inlinable @_disfavoredOverload
public func strictStub<A, O, E: Error>(
    of function: (@autoclosure () -> A) throws(E) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> (A) throws(E) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { (args: A) throws(E) in try site.unregisteredCall(args, fallback: nil, as: E.self) }
}

/// Stubs a function whose first parameter is an `@autoclosure`; the action receives the unevaluated closure and the other argument; every call returns the result type's default value.
///
/// - Parameter function: The mocked method, used only for its type.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<A, B, O: DefaultProvidable>(of function: (@autoclosure () -> A, B) -> O) -> ((() -> A, B)) -> O {
    { _ in O.defaultValue }
}

/// Stubs a function whose first parameter is an `@autoclosure`; the action receives the unevaluated closure and the other argument; every call does nothing.
///
/// - Parameter function: The mocked method, used only for its type.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<A, B>(of function: (@autoclosure () -> A, B) -> Void) -> ((() -> A, B)) -> Void {
    { _ in }
}

/// Stubs a function whose first parameter is an `@autoclosure`; the action receives the unevaluated closure and the other argument; every call returns `value`.
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - value: What every call returns.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<A, B, O>(of function: (@autoclosure () -> A, B) -> O, alwaysReturn value: O) -> ((() -> A, B)) -> O {
    { _ in value }
}

/// Stubs a function whose first parameter is an `@autoclosure`; the action receives the unevaluated closure and the other argument; it must be registered before it is called.
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@inlinable @_disfavoredOverload
public func strictStub<A, B, O: DefaultProvidable>(
    of function: (@autoclosure () -> A, B) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ((() -> A, B)) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { args in site.unregisteredCall(args, fallback: { O.defaultValue }, as: Never.self) }
}

/// Stubs a function whose first parameter is an `@autoclosure`; the action receives the unevaluated closure and the other argument; it must be registered before it is called.
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@inlinable @_disfavoredOverload
public func strictStub<A, B>(
    of function: (@autoclosure () -> A, B) -> Void, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ((() -> A, B)) -> Void {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { args in site.unregisteredCall(args, fallback: {}, as: Never.self) }
}

/// Stubs a function whose first parameter is an `@autoclosure`; the action receives the unevaluated closure and the other argument; it must be registered before it is called.
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@inlinable @_disfavoredOverload
public func strictStub<A, B, O>(
    of function: (@autoclosure () -> A, B) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ((() -> A, B)) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { args in site.unregisteredCall(args, fallback: nil, as: Never.self) }
}

/// Stubs a function that throws whose first parameter is an `@autoclosure`; the action receives the unevaluated closure and the other argument; every call returns the result type's default value.
///
/// - Parameter function: The mocked method, used only for its type.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<A, B, O: DefaultProvidable, E: Error>(of function: (@autoclosure () -> A, B) throws(E) -> O) -> (
    (() -> A, B)
) throws(E) -> O {
    { (_: (() -> A, B)) throws(E) in O.defaultValue }
}

/// Stubs a function that throws whose first parameter is an `@autoclosure`; the action receives the unevaluated closure and the other argument; every call does nothing.
///
/// - Parameter function: The mocked method, used only for its type.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<A, B, E: Error>(of function: (@autoclosure () -> A, B) throws(E) -> Void) -> ((() -> A, B)) throws(E)
    -> Void
{
    { (_: (() -> A, B)) throws(E) in }
}

/// Stubs a function that throws whose first parameter is an `@autoclosure`; the action receives the unevaluated closure and the other argument; every call returns `value`.
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - value: What every call returns.
/// - Returns: A closure to store in a `lazy var` and call from the method's body.
@inlinable @_disfavoredOverload
public func stub<A, B, O, E: Error>(of function: (@autoclosure () -> A, B) throws(E) -> O, alwaysReturn value: O) -> (
    (() -> A, B)
) throws(E) -> O {
    { (_: (() -> A, B)) throws(E) in value }
}

/// Stubs a function that throws whose first parameter is an `@autoclosure`; the action receives the unevaluated closure and the other argument; it must be registered before it is called.
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@inlinable @_disfavoredOverload
public func strictStub<A, B, O: DefaultProvidable, E: Error>(
    of function: (@autoclosure () -> A, B) throws(E) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ((() -> A, B)) throws(E) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { (args: (() -> A, B)) throws(E) in try site.unregisteredCall(args, fallback: { O.defaultValue }, as: E.self)
    }
}

/// Stubs a function that throws whose first parameter is an `@autoclosure`; the action receives the unevaluated closure and the other argument; it must be registered before it is called.
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@inlinable @_disfavoredOverload
public func strictStub<A, B, E: Error>(
    of function: (@autoclosure () -> A, B) throws(E) -> Void, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ((() -> A, B)) throws(E) -> Void {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { (args: (() -> A, B)) throws(E) in try site.unregisteredCall(args, fallback: {}, as: E.self) }
}

/// Stubs a function that throws whose first parameter is an `@autoclosure`; the action receives the unevaluated closure and the other argument; it must be registered before it is called.
///
/// - Parameters:
///   - function: The mocked method, used only for its type.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@inlinable @_disfavoredOverload
public func strictStub<A, B, O, E: Error>(
    of function: (@autoclosure () -> A, B) throws(E) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ((() -> A, B)) throws(E) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { (args: (() -> A, B)) throws(E) in try site.unregisteredCall(args, fallback: nil, as: E.self) }
}
