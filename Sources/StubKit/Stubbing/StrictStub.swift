// One-line overloads of `strictStub(of:)` for every closure shape. All of them capture where the
// stub was declared and hand unregistered calls to `StrictStubSite.unregisteredCall`, choosing
// only the fallback their result type allows. Every overload takes the same defaulted location
// parameters: differing defaults change overload ranking (and crashed the compiler in a test).
//
// As for `stub(of:)` (see Stub.swift), only the synchronous shapes with a default value or no
// result stay favoured: `(I) -> O` and the `@MainActor` and single-`@autoclosure` ones, which the
// solver also accepts `(I) -> O` for. The others, and the fallbacks for results without a default,
// are `@_disfavoredOverload`, so `strictStub(of:)` on a synchronous method never tries them.

/// Stubs a function that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then returns the result type's default value.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
public func strictStub<I, O: DefaultProvidable>(
    of function: (I) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> (I) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { args in site.unregisteredCall(args, fallback: { O.defaultValue }, as: Never.self) }
}

/// Stubs a function that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then returns.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
public func strictStub<I>(
    of function: (I) -> Void, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> (I) -> Void {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { args in site.unregisteredCall(args, fallback: {}, as: Never.self) }
}

/// Stubs a function that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then stops the test process.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I, O>(
    of function: (I) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> (I) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { args in site.unregisteredCall(args, fallback: nil, as: Never.self) }
}

/// Stubs a function that throws that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then throws a ``StubKitError`` for untyped `throws`, and returns the result
/// type's default value for typed `throws(E)`.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I, O: DefaultProvidable, E: Error>(
    of function: (I) throws(E) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> (I) throws(E) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { (args: I) throws(E) in try site.unregisteredCall(args, fallback: { O.defaultValue }, as: E.self) }
}

/// Stubs a function that throws that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then throws a ``StubKitError`` for untyped `throws`, and returns for typed
/// `throws(E)`.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I, E: Error>(
    of function: (I) throws(E) -> Void, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> (I) throws(E) -> Void {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { (args: I) throws(E) in try site.unregisteredCall(args, fallback: {}, as: E.self) }
}

/// Stubs a function that throws that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then throws a ``StubKitError`` when the error type allows it, and otherwise stops the test process.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I, O, E: Error>(
    of function: (I) throws(E) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> (I) throws(E) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { (args: I) throws(E) in try site.unregisteredCall(args, fallback: nil, as: E.self) }
}

/// Stubs a function (async) that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then returns the result type's default value.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I, O: DefaultProvidable>(
    of function: nonisolated(nonsending) (I) async -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> nonisolated(nonsending) (I) async -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { args in site.unregisteredCall(args, fallback: { O.defaultValue }, as: Never.self) }
}

/// Stubs a function (async) that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then returns.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I>(
    of function: nonisolated(nonsending) (I) async -> Void, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> nonisolated(nonsending) (I) async -> Void {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { args in site.unregisteredCall(args, fallback: {}, as: Never.self) }
}

/// Stubs a function (async) that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then stops the test process.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I, O>(
    of function: nonisolated(nonsending) (I) async -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> nonisolated(nonsending) (I) async -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { args in site.unregisteredCall(args, fallback: nil, as: Never.self) }
}

/// Stubs a function that throws (async) that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then throws a ``StubKitError`` for untyped `throws`, and returns the result
/// type's default value for typed `throws(E)`.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I, O: DefaultProvidable, E: Error>(
    of function: nonisolated(nonsending) (I) async throws(E) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> nonisolated(nonsending) (I) async throws(E) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { (args: I) async throws(E) in try site.unregisteredCall(args, fallback: { O.defaultValue }, as: E.self) }
}

/// Stubs a function that throws (async) that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then throws a ``StubKitError`` for untyped `throws`, and returns for typed
/// `throws(E)`.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I, E: Error>(
    of function: nonisolated(nonsending) (I) async throws(E) -> Void, name: String = #function,
    fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> nonisolated(nonsending) (I) async throws(E) -> Void {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { (args: I) async throws(E) in try site.unregisteredCall(args, fallback: {}, as: E.self) }
}

/// Stubs a function that throws (async) that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then throws a ``StubKitError`` when the error type allows it, and otherwise stops the test process.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I, O, E: Error>(
    of function: nonisolated(nonsending) (I) async throws(E) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> nonisolated(nonsending) (I) async throws(E) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { (args: I) async throws(E) in try site.unregisteredCall(args, fallback: nil, as: E.self) }
}

/// Stubs a function isolated to the main actor that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then returns the result type's default value.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
public func strictStub<I, O: DefaultProvidable>(
    of function: @MainActor (I) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @MainActor (I) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { @MainActor args in site.unregisteredCall(args, fallback: { O.defaultValue }, as: Never.self) }
}

/// Stubs a function isolated to the main actor that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then returns.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
public func strictStub<I>(
    of function: @MainActor (I) -> Void, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @MainActor (I) -> Void {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { @MainActor args in site.unregisteredCall(args, fallback: {}, as: Never.self) }
}

/// Stubs a function isolated to the main actor that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then stops the test process.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I, O>(
    of function: @MainActor (I) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @MainActor (I) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { @MainActor args in site.unregisteredCall(args, fallback: nil, as: Never.self) }
}

/// Stubs a function that throws, isolated to the main actor that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then throws a ``StubKitError`` for untyped `throws`, and returns the result
/// type's default value for typed `throws(E)`.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I, O: DefaultProvidable, E: Error>(
    of function: @MainActor (I) throws(E) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @MainActor (I) throws(E) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { @MainActor (args: I) throws(E) in try site.unregisteredCall(args, fallback: { O.defaultValue }, as: E.self)
    }
}

/// Stubs a function that throws, isolated to the main actor that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then throws a ``StubKitError`` for untyped `throws`, and returns for typed
/// `throws(E)`.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I, E: Error>(
    of function: @MainActor (I) throws(E) -> Void, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @MainActor (I) throws(E) -> Void {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { @MainActor (args: I) throws(E) in try site.unregisteredCall(args, fallback: {}, as: E.self) }
}

/// Stubs a function that throws, isolated to the main actor that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then throws a ``StubKitError`` when the error type allows it, and otherwise stops the test process.
///
/// ```swift
/// lazy var addUserAction = strictStub(of: addUser)
/// // in the test:
/// mock.addUserAction = registerStub(alwaysReturn: true)
/// ```
///
/// - Parameters:
///   - function: The mocked method, used only for its type; it is never stored or called.
///   - name: The stub's name in failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in a `lazy var`, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I, O, E: Error>(
    of function: @MainActor (I) throws(E) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @MainActor (I) throws(E) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { @MainActor (args: I) throws(E) in try site.unregisteredCall(args, fallback: nil, as: E.self) }
}
