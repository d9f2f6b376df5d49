// `stubGeneric(of:)` for generic methods. Swift cannot refer to a generic method without fixing its
// type parameters (there is no `add<String>`), so `stubGeneric(of: add)` returns a builder whose
// `Args` and `Output` are still open; each `.with(...)` call pins one of them, and the compiler
// solves the whole `lazy var` expression at once. Multi-parameter methods bind `Args` to a tuple,
// and the `with(second:)`... overloads name the tuple's elements through `where Args == (A, B)`.

/// Starts a stub for a generic method; pin its type parameters with `with(...)`, then take `.stub` or `.strictStub`.
///
/// Swift has no syntax for a specialized method reference such as `add<String>`: the builder
/// leaves the method's types open until `with(first:)`, `with(second:)`, ... or
/// `with(return:)` fixes them, all in the same expression.
///
/// ```swift
/// protocol Database {
///     func add<User>(user: User) -> Bool
/// }
///
/// final class DatabaseMock: Database {
///     lazy var addStringAction = stubGeneric(of: add).with(first: String.self).stub  // (String) -> Bool
///     lazy var addIntAction = stubGeneric(of: add).with(first: Int.self).stub  // (Int) -> Bool
///
///     func add<User>(user: User) -> Bool {
///         callGeneric(user, potentials: [addStringAction, addIntAction])
///     }
/// }
/// ```
///
/// A method with several parameters gives actions that take them as one tuple, as ``stub(of:)``
/// does: `stubGeneric(of: move).with(first: String.self).stub` is `((String, Int)) -> Bool` for
/// `func move<Item>(item: Item, to index: Int) -> Bool`.
///
/// - Parameters:
///   - function: The mocked generic method, used only for its type; it is never stored or called.
///   - name: The stub's name in `.strictStub` failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A builder to pin with `with(...)` and finish with `.stub` or `.strictStub`.
public func stubGeneric<I, O>(
    of function: (I) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GenericStubBuilder<I, O> {
    GenericStubBuilder(site: StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Starts a stub for a throwing generic method; pin its type parameters with `with(...)`, then take `.stub` or `.strictStub`.
///
/// ```swift
/// protocol Database {
///     func add<User>(user: Int) throws -> User
/// }
///
/// final class DatabaseMock<T: DefaultProvidable>: Database {
///     lazy var addAction = stubGeneric(of: add).with(return: T.self).stub  // (Int) throws -> T
///
///     func add<User>(user: Int) throws -> User {
///         try callThrowsGeneric(user, potentials: [addAction])
///     }
/// }
/// ```
///
/// Typed throws are kept: a method declared `throws(DatabaseError)` gives actions of type
/// `(Args) throws(DatabaseError) -> Output`; call them with
/// ``callThrowsGeneric(_:potentials:throwing:name:fileID:filePath:line:column:)``.
///
/// - Parameters:
///   - function: The mocked generic method, used only for its type; it is never stored or called.
///   - name: The stub's name in `.strictStub` failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A builder to pin with `with(...)` and finish with `.stub` or `.strictStub`.
public func stubGeneric<I, O, E: Error>(
    of function: (I) throws(E) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ThrowingGenericStubBuilder<I, O, E> {
    ThrowingGenericStubBuilder(
        site: StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The value ``stubGeneric(of:name:fileID:filePath:line:column:)`` returns for a non-throwing generic method.
///
/// Each `with(...)` method only fixes one of the builder's types and returns the builder
/// unchanged; `.stub` and `.strictStub` then make the action.
///
/// ```swift
/// lazy var addAction = stubGeneric(of: add).with(first: T.self).stub  // (T) -> Bool
/// ```
public struct GenericStubBuilder<Args, Output>: GenericStubPinning {
    let site: StrictStubSite

    init(site: StrictStubSite) {
        self.site = site
    }

    /// Unavailable: the result type has no default value.
    @available(
        *, unavailable,
        message: "the result type does not conform to DefaultProvidable: use .strictStub and register it, or conform it"
    )
    public var stub: (Args) -> Output { fatalError("unavailable") }

    /// A strict stub of the pinned method: it must be registered or set up before it is called.
    ///
    /// It behaves like ``strictStub(of:name:fileID:filePath:line:column:)``: an unregistered call
    /// reports a failure naming the stub at its declaration, then returns the result type's
    /// default value (or nothing for `Void`), and stops the process only when there is no value
    /// to return.
    ///
    /// ```swift
    /// lazy var addStringAction = stubGeneric(of: add).with(first: String.self).strictStub
    /// ```
    public var strictStub: (Args) -> Output {
        let site = site
        let fallback = runtimeDefaultValue(of: Output.self)
        return { args in site.unregisteredCall(args, fallback: fallback, as: Never.self) }
    }
}

extension GenericStubBuilder where Output: DefaultProvidable {
    /// A stub of the pinned method: every call returns the result type's ``DefaultProvidable/defaultValue``.
    ///
    /// ```swift
    /// lazy var addStringAction = stubGeneric(of: add).with(first: String.self).stub  // (String) -> Bool
    /// ```
    public var stub: (Args) -> Output { { _ in Output.defaultValue } }
}

extension GenericStubBuilder where Output == Void {
    /// A stub of the pinned method that returns nothing: every call does nothing.
    ///
    /// ```swift
    /// lazy var logStringAction = stubGeneric(of: log).with(first: String.self).stub  // (String) -> Void
    /// ```
    public var stub: (Args) -> Output { { _ in } }
}

/// The value ``stubGeneric(of:name:fileID:filePath:line:column:)`` returns for a throwing generic method.
///
/// The same ``GenericStubPinning`` methods as ``GenericStubBuilder`` fix its types; its actions keep the
/// method's error type, untyped (`any Error`) or typed.
///
/// ```swift
/// lazy var addAction = stubGeneric(of: add).with(return: T.self).stub  // (Int) throws -> T
/// ```
public struct ThrowingGenericStubBuilder<Args, Output, Failure: Error>: GenericStubPinning {
    let site: StrictStubSite

    init(site: StrictStubSite) {
        self.site = site
    }

    /// Unavailable: the result type has no default value.
    @available(
        *, unavailable,
        message: "the result type does not conform to DefaultProvidable: use .strictStub and register it, or conform it"
    )
    public var stub: (Args) throws(Failure) -> Output { fatalError("unavailable") }

    /// A strict stub of the pinned method: it must be registered or set up before it is called.
    ///
    /// It behaves like ``strictStub(of:name:fileID:filePath:line:column:)``: an unregistered call
    /// reports a failure naming the stub at its declaration, then throws a ``StubKitError`` when
    /// the error type can hold it (untyped `throws`), else returns the result type's default value
    /// (or nothing for `Void`), and stops the process only when neither is possible.
    ///
    /// ```swift
    /// lazy var addAction = stubGeneric(of: add).with(return: String.self).strictStub
    /// ```
    public var strictStub: (Args) throws(Failure) -> Output {
        let site = site
        let fallback = runtimeDefaultValue(of: Output.self)
        return { (args: Args) throws(Failure) in try site.unregisteredCall(args, fallback: fallback, as: Failure.self) }
    }
}

extension ThrowingGenericStubBuilder where Output: DefaultProvidable {
    /// A stub of the pinned method: every call returns the result type's ``DefaultProvidable/defaultValue``.
    ///
    /// ```swift
    /// lazy var addAction = stubGeneric(of: add).with(return: String.self).stub  // (Int) throws -> String
    /// ```
    public var stub: (Args) throws(Failure) -> Output { { (_: Args) throws(Failure) in Output.defaultValue } }
}

extension ThrowingGenericStubBuilder where Output == Void {
    /// A stub of the pinned method that returns nothing: every call does nothing.
    ///
    /// ```swift
    /// lazy var saveStringAction = stubGeneric(of: save).with(first: String.self).stub  // (String) throws -> Void
    /// ```
    public var stub: (Args) throws(Failure) -> Output { { (_: Args) throws(Failure) in } }
}

/// The `with(...)` methods that pin a generic method's types, shared by ``GenericStubBuilder``
/// and ``ThrowingGenericStubBuilder``.
///
/// Each method only fixes one of the builder's types and returns the builder unchanged:
///
/// ```swift
/// lazy var moveAction = stubGeneric(of: move).with(first: String.self).stub  // ((String, Int)) -> Bool
/// ```
public protocol GenericStubPinning {
    /// The pinned method's parameters: one type, or a tuple for several parameters.
    associatedtype Args
    /// The pinned method's result type.
    associatedtype Output
}

extension GenericStubPinning {
    /// Fixes the type of the only parameter.
    ///
    /// ```swift
    /// stubGeneric(of: add).with(first: String.self).stub  // (String) -> Bool
    /// ```
    ///
    /// - Parameter first: The parameter's type, such as `String.self`.
    /// - Returns: The same builder, with the parameter's type fixed.
    public func with(first: Args.Type) -> Self { self }

    /// Fixes the type of the first of two parameters.
    ///
    /// - Parameter first: The first parameter's type.
    /// - Returns: The same builder, with the type fixed.
    public func with<A, B>(first: A.Type) -> Self where Args == (A, B) { self }

    /// Fixes the type of the second of two parameters.
    ///
    /// - Parameter second: The second parameter's type.
    /// - Returns: The same builder, with the type fixed.
    public func with<A, B>(second: B.Type) -> Self where Args == (A, B) { self }

    /// Fixes the type of the first of three parameters.
    ///
    /// - Parameter first: The first parameter's type.
    /// - Returns: The same builder, with the type fixed.
    public func with<A, B, C>(first: A.Type) -> Self where Args == (A, B, C) { self }

    /// Fixes the type of the second of three parameters.
    ///
    /// - Parameter second: The second parameter's type.
    /// - Returns: The same builder, with the type fixed.
    public func with<A, B, C>(second: B.Type) -> Self where Args == (A, B, C) { self }

    /// Fixes the type of the third of three parameters.
    ///
    /// - Parameter third: The third parameter's type.
    /// - Returns: The same builder, with the type fixed.
    public func with<A, B, C>(third: C.Type) -> Self where Args == (A, B, C) { self }

    /// Fixes the type of the first of four parameters.
    ///
    /// - Parameter first: The first parameter's type.
    /// - Returns: The same builder, with the type fixed.
    public func with<A, B, C, D>(first: A.Type) -> Self where Args == (A, B, C, D) { self }

    /// Fixes the type of the second of four parameters.
    ///
    /// - Parameter second: The second parameter's type.
    /// - Returns: The same builder, with the type fixed.
    public func with<A, B, C, D>(second: B.Type) -> Self where Args == (A, B, C, D) { self }

    /// Fixes the type of the third of four parameters.
    ///
    /// - Parameter third: The third parameter's type.
    /// - Returns: The same builder, with the type fixed.
    public func with<A, B, C, D>(third: C.Type) -> Self where Args == (A, B, C, D) { self }

    /// Fixes the type of the fourth of four parameters.
    ///
    /// - Parameter fourth: The fourth parameter's type.
    /// - Returns: The same builder, with the type fixed.
    public func with<A, B, C, D>(fourth: D.Type) -> Self where Args == (A, B, C, D) { self }

    /// Fixes the type of the first of five parameters.
    ///
    /// - Parameter first: The first parameter's type.
    /// - Returns: The same builder, with the type fixed.
    public func with<A, B, C, D, F>(first: A.Type) -> Self where Args == (A, B, C, D, F) { self }

    /// Fixes the type of the second of five parameters.
    ///
    /// - Parameter second: The second parameter's type.
    /// - Returns: The same builder, with the type fixed.
    public func with<A, B, C, D, F>(second: B.Type) -> Self where Args == (A, B, C, D, F) { self }

    /// Fixes the type of the third of five parameters.
    ///
    /// - Parameter third: The third parameter's type.
    /// - Returns: The same builder, with the type fixed.
    public func with<A, B, C, D, F>(third: C.Type) -> Self where Args == (A, B, C, D, F) { self }

    /// Fixes the type of the fourth of five parameters.
    ///
    /// - Parameter fourth: The fourth parameter's type.
    /// - Returns: The same builder, with the type fixed.
    public func with<A, B, C, D, F>(fourth: D.Type) -> Self where Args == (A, B, C, D, F) { self }

    /// Fixes the type of the fifth of five parameters.
    ///
    /// - Parameter fifth: The fifth parameter's type.
    /// - Returns: The same builder, with the type fixed.
    public func with<A, B, C, D, F>(fifth: F.Type) -> Self where Args == (A, B, C, D, F) { self }

    /// Deprecated spelling of `with(fourth:)` for four parameters.
    ///
    /// - Parameter forth: The fourth parameter's type.
    /// - Returns: The same builder, with the type fixed.
    @available(*, deprecated, renamed: "with(fourth:)")
    public func with<A, B, C, D>(forth: D.Type) -> Self where Args == (A, B, C, D) { self }

    /// Deprecated spelling of `with(fourth:)` for five parameters.
    ///
    /// - Parameter forth: The fourth parameter's type.
    /// - Returns: The same builder, with the type fixed.
    @available(*, deprecated, renamed: "with(fourth:)")
    public func with<A, B, C, D, F>(forth: D.Type) -> Self where Args == (A, B, C, D, F) { self }

    /// Fixes the method's result type.
    ///
    /// ```swift
    /// stubGeneric(of: load).with(return: String.self).stub  // (Int) -> String
    /// ```
    ///
    /// - Parameter return: The result type, such as `String.self`.
    /// - Returns: The same builder, with the result type fixed.
    public func with(return: Output.Type) -> Self { self }
}
