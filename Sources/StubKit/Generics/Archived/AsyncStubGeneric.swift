// `stubGeneric(of:)` for async and `@MainActor` generic methods. Async methods get builders whose
// actions are async; `@MainActor` methods get the synchronous builders, whose actions are not
// isolated (the mock's isolated body calls them like any function), so `callGeneric` serves them.

/// Starts a stub for an async generic method; pin its type parameters with `with(...)`, then take `.stub` or `.strictStub`.
///
/// ```swift
/// protocol Store {
///     func load<Value>(key: String) async -> Value
/// }
///
/// final class StoreMock: Store {
///     lazy var loadIntAction = stubGeneric(of: load).with(return: Int.self).stub  // (String) async -> Int
///
///     func load<Value>(key: String) async -> Value {
///         await callGenericAsync(key, potentials: [loadIntAction])
///     }
/// }
/// ```
///
/// - Parameters:
///   - function: The mocked generic method, used only for its type; it is never stored or called.
///   - name: The stub's name in `.strictStub` failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A builder to pin with `with(...)` and finish with `.stub` or `.strictStub`.
@_disfavoredOverload  // Tried only when no synchronous overload fits: keeps existing declarations cheap.
public func stubGeneric<I, O>(
    of function: nonisolated(nonsending) (I) async -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> AsyncGenericStubBuilder<I, O> {
    AsyncGenericStubBuilder(
        site: StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Starts a stub for an async throwing generic method (untyped or typed `throws(E)`); pin its types with `with(...)`, then take `.stub` or `.strictStub`.
///
/// ```swift
/// protocol Store {
///     func fetch<Value>(key: String) async throws -> Value
/// }
///
/// final class StoreMock: Store {
///     lazy var fetchIntAction = stubGeneric(of: fetch).with(return: Int.self).stub  // (String) async throws -> Int
///
///     func fetch<Value>(key: String) async throws -> Value {
///         try await callThrowsGenericAsync(key, potentials: [fetchIntAction])
///     }
/// }
/// ```
///
/// - Parameters:
///   - function: The mocked generic method, used only for its type; it is never stored or called.
///   - name: The stub's name in `.strictStub` failure messages; defaults to the declaring property's name.
///   - fileID: The file ID of the declaration, for failure messages.
///   - filePath: The file path of the declaration, where failures point.
///   - line: The line of the declaration, where failures point.
///   - column: The column of the declaration, where failures point.
/// - Returns: A builder to pin with `with(...)` and finish with `.stub` or `.strictStub`.
@_disfavoredOverload  // Tried only when no synchronous overload fits: keeps existing declarations cheap.
public func stubGeneric<I, O, E: Error>(
    of function: nonisolated(nonsending) (I) async throws(E) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> AsyncThrowingGenericStubBuilder<I, O, E> {
    AsyncThrowingGenericStubBuilder(
        site: StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Starts a stub for a generic method isolated to the main actor; its actions are not isolated, so `callGeneric` calls them from the method's body.
///
/// ```swift
/// @MainActor protocol Presenter {
///     func show<Item>(_ item: Item) -> Bool
/// }
///
/// @MainActor final class PresenterMock: Presenter {
///     lazy var showStringAction = stubGeneric(of: show).with(first: String.self).stub  // (String) -> Bool
///
///     func show<Item>(_ item: Item) -> Bool {
///         callGeneric(item, potentials: [showStringAction])
///     }
/// }
/// ```
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
    of function: @MainActor (I) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GenericStubBuilder<I, O> {
    GenericStubBuilder(site: StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Starts a stub for a throwing generic method isolated to the main actor; its actions are not isolated, so `callThrowsGeneric` calls them from the method's body.
///
/// ```swift
/// lazy var renderStringAction = stubGeneric(of: render).with(first: String.self).stub  // (String) throws -> Bool
/// ```
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
    of function: @MainActor (I) throws(E) -> O, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ThrowingGenericStubBuilder<I, O, E> {
    ThrowingGenericStubBuilder(
        site: StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The value ``stubGeneric(of:name:fileID:filePath:line:column:)`` returns for an async generic method.
///
/// ```swift
/// lazy var loadIntAction = stubGeneric(of: load).with(return: Int.self).stub  // (String) async -> Int
/// ```
public struct AsyncGenericStubBuilder<Args, Output>: GenericStubPinning {
    let site: StrictStubSite

    init(site: StrictStubSite) {
        self.site = site
    }

    /// Unavailable: the result type has no default value.
    @available(
        *, unavailable,
        message: "the result type does not conform to DefaultProvidable: use .strictStub and register it, or conform it"
    )
    public var stub: nonisolated(nonsending) (Args) async -> Output { fatalError("unavailable") }

    /// A strict stub of the pinned method: an unregistered call reports a failure naming the stub at its declaration, then returns the result type's default value.
    ///
    /// ```swift
    /// lazy var loadIntAction = stubGeneric(of: load).with(return: Int.self).strictStub
    /// ```
    public var strictStub: nonisolated(nonsending) (Args) async -> Output {
        let site = site
        let fallback = runtimeDefaultValue(of: Output.self)
        return { args in site.unregisteredCall(args, fallback: fallback, as: Never.self) }
    }
}

extension AsyncGenericStubBuilder where Output: DefaultProvidable {
    /// A stub of the pinned method: every call returns the result type's ``DefaultProvidable/defaultValue``.
    ///
    /// ```swift
    /// lazy var loadIntAction = stubGeneric(of: load).with(return: Int.self).stub  // (String) async -> Int
    /// ```
    public var stub: nonisolated(nonsending) (Args) async -> Output { { _ in Output.defaultValue } }
}

extension AsyncGenericStubBuilder where Output == Void {
    /// A stub of the pinned method that returns nothing: every call does nothing.
    ///
    /// ```swift
    /// lazy var sendStringAction = stubGeneric(of: send).with(first: String.self).stub  // (String) async -> Void
    /// ```
    public var stub: nonisolated(nonsending) (Args) async -> Output { { _ in } }
}

/// The value ``stubGeneric(of:name:fileID:filePath:line:column:)`` returns for an async throwing generic method.
///
/// ```swift
/// lazy var fetchIntAction = stubGeneric(of: fetch).with(return: Int.self).stub  // (String) async throws -> Int
/// ```
public struct AsyncThrowingGenericStubBuilder<Args, Output, Failure: Error>: GenericStubPinning {
    let site: StrictStubSite

    init(site: StrictStubSite) {
        self.site = site
    }

    /// Unavailable: the result type has no default value.
    @available(
        *, unavailable,
        message: "the result type does not conform to DefaultProvidable: use .strictStub and register it, or conform it"
    )
    public var stub: nonisolated(nonsending) (Args) async throws(Failure) -> Output { fatalError("unavailable") }

    /// A strict stub of the pinned method: an unregistered call reports a failure naming the stub at its declaration, then throws a ``StubKitError`` when the error type can hold it, else returns the result type's default value.
    ///
    /// ```swift
    /// lazy var fetchIntAction = stubGeneric(of: fetch).with(return: Int.self).strictStub
    /// ```
    public var strictStub: nonisolated(nonsending) (Args) async throws(Failure) -> Output {
        let site = site
        let fallback = runtimeDefaultValue(of: Output.self)
        return { (args: Args) async throws(Failure) in
            try site.unregisteredCall(args, fallback: fallback, as: Failure.self)
        }
    }
}

extension AsyncThrowingGenericStubBuilder where Output: DefaultProvidable {
    /// A stub of the pinned method: every call returns the result type's ``DefaultProvidable/defaultValue``.
    ///
    /// ```swift
    /// lazy var fetchIntAction = stubGeneric(of: fetch).with(return: Int.self).stub  // (String) async throws -> Int
    /// ```
    public var stub: nonisolated(nonsending) (Args) async throws(Failure) -> Output {
        { (_: Args) async throws(Failure) in Output.defaultValue }
    }
}

extension AsyncThrowingGenericStubBuilder where Output == Void {
    /// A stub of the pinned method that returns nothing: every call does nothing.
    ///
    /// ```swift
    /// lazy var uploadStringAction = stubGeneric(of: upload).with(first: String.self).stub  // (String) async throws -> Void
    /// ```
    public var stub: nonisolated(nonsending) (Args) async throws(Failure) -> Output {
        { (_: Args) async throws(Failure) in }
    }
}
