// `strictStub(name:)`: the strict stub of an action whose type is written in its declaration,
// for results without a default value. Three overloads, each one line over
// `StrictStubSite.unregisteredCall`: `@Sendable (I) throws -> O` (an unregistered call throws a
// `StubKitError`; `@Sendable`, so that `@MainActor` throwing actions convert from it too), and the
// disfavoured `(I) -> O` and `@MainActor (I) -> O`, which the other shapes (async, typed throws)
// convert from. Disfavouring both keeps a
// throwing declaration on the throwing overload and a plain one on the plain overload. Typed
// throws name their error (`strictStub(name:throwing:)`): a setup's answer is found by the call's
// signature, error type included, and a generic `E` would also bind `Never` for non-throwing
// declarations, which crashes the compiler. The result type is not constrained, so the fallback
// after the report is found at run time, once (`runtimeDefaultValue(of:)`): `()` for `Void`, a
// `DefaultProvidable` value; only a result with neither stops the process, as StrictStubs.md says.
//
// Type-checking one such declaration costs about 18 constraint scopes; `strictStub(of:)` given a
// closure literal of the same type costs 70 to 210 (scripts/bench-compile.sh, issue 20).

/// Stubs an action, declared with its type, that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then throws a ``StubKitError``.
///
/// ```swift
/// var accountAction: (Int) async throws -> Account = strictStub(name: "accountAction")
/// func account(id: Int) async throws -> Account { try await accountAction(id) }
/// // in the test:
/// mock.accountAction = registerStub(alwaysReturn: Account(id: 1))
/// ```
///
/// - Parameters:
///   - name: The stub's name in failure messages: a stored property's initializer has no `#function` of its own.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in the action, and to register before the code under test calls it.
public func strictStub<I, O>(
    name: String, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> @Sendable (I) throws -> O {
    // `@Sendable` (it holds only the site), so that it also converts to a main-actor throwing
    // action, which then throws instead of stopping the process.
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    return { args in try site.unregisteredCall(args, fallback: nil, as: (any Error).self) }
}

/// Stubs an action, declared with its type, that must be registered before it is called and does not throw.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then returns the result's default value where it has one (`()` for `Void`, a
/// ``DefaultProvidable`` type's `defaultValue`), else stops the test process with the same message.
///
/// ```swift
/// var ownerAction: (()) -> Account = strictStub(name: "ownerAction")
/// var owner: Account { return ownerAction(()) }
/// ```
///
/// - Parameters:
///   - name: The stub's name in failure messages: a stored property's initializer has no `#function` of its own.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in the action, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I, O>(
    name: String, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> (I) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    let fallback = runtimeDefaultValue(of: O.self)
    return { args in site.unregisteredCall(args, fallback: fallback, as: Never.self) }
}

/// Stubs an asynchronous action, declared with its type, that must be registered before it is called and does not throw.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then returns the result's default value where it has one (`()` for `Void`, a
/// ``DefaultProvidable`` type's `defaultValue`), else stops the test process with the same message.
/// The closure runs on its caller's actor (`nonisolated(nonsending)`): in a client with
/// `NonisolatedNonsendingByDefault` on, the synchronous overloads both convert to a declared
/// `(I) async -> O`, and this exact match keeps the declaration unambiguous.
///
/// ```swift
/// var ownerAction: (()) async -> Account = strictStub(name: "ownerAction")
/// var owner: Account { get async { await ownerAction(()) } }
/// ```
///
/// - Parameters:
///   - name: The stub's name in failure messages: a stored property's initializer has no `#function` of its own.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in the action, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I, O>(
    name: String, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> nonisolated(nonsending) @Sendable (I) async -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    let fallback = runtimeDefaultValue(of: O.self)
    return { args in site.unregisteredCall(args, fallback: fallback, as: Never.self) }
}

/// Stubs a main-actor action, declared with its type, that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then returns the result's default value where it has one (`()` for `Void`, a
/// ``DefaultProvidable`` type's `defaultValue`), else stops the test process with the same message.
///
/// ```swift
/// var screenAction: @MainActor (()) -> Screen = strictStub(name: "screenAction")
/// ```
///
/// - Parameters:
///   - name: The stub's name in failure messages: a stored property's initializer has no `#function` of its own.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in the action, and to register before the code under test calls it.
@_disfavoredOverload
public func strictStub<I, O>(
    name: String, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> @MainActor (I) -> O {
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    let fallback = runtimeDefaultValue(of: O.self)
    return { @MainActor args in site.unregisteredCall(args, fallback: fallback, as: Never.self) }
}

/// Stubs an action with typed throws, declared with its type, that must be registered before it is called.
///
/// An unregistered call reports a test failure that names the stub and points at this
/// declaration, then returns the result's default value where it has one (`()` for `Void`, a
/// ``DefaultProvidable`` type's `defaultValue`), else stops the test process with the same message,
/// as a ``StubKitError`` is not a `Failure`. Setups and spies of the action see the typed error.
///
/// ```swift
/// var parseAction: (String) throws(ParseError) -> Form = strictStub(name: "parseAction", throwing: ParseError.self)
/// ```
///
/// - Parameters:
///   - name: The stub's name in failure messages: a stored property's initializer has no `#function` of its own.
///   - failure: The error type the action throws.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A closure to store in the action, and to register before the code under test calls it.
public func strictStub<I, O, Failure: Error>(
    name: String, throwing failure: Failure.Type, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> @Sendable (I) throws(Failure) -> O {
    // `@Sendable` (it holds only the site), so that it also converts to a main-actor action.
    let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    let fallback = runtimeDefaultValue(of: O.self)
    return { (args: I) throws(Failure) -> O in try site.unregisteredCall(args, fallback: fallback, as: Failure.self) }
}
