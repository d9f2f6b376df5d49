// `stub()` in a `StrictMock`: the members standing for the global `stub()`, `stub(alwaysReturn:)` and
// `stub(alwaysThrow:)` of DeclaredStub.swift, for actions whose type is written in their declaration.
//
// The spellings that answer a default value become `strictStub(name:)`, with its overloads rather
// than the loose ones: a strict stub's answer is found by the call's signature, error type
// included, so a declared `(I) throws -> O` needs a stub that throws untyped errors (the loose
// `(I) -> O` converts to it, and would then neither throw its `StubKitError` nor see a setup's
// answer). Typed throws cannot be inferred the same way (a generic `E` binds `Never` for a
// non-throwing declaration, which stops the compiler, SWIFT-NOTES): `stub(throwing:)` names the
// error, as `strictStub(name:throwing:)` does. The spellings with an explicit answer are the global
// stubs, called by their module-qualified name, and the unavailable `() -> Output` spellings keep
// their message. Instance and static members as in StrictMockStub.swift: a stored property's
// initializer finds the static ones, and there `#function` is the type's name.
//
// One member more than `strictStub(name:)` has: an asynchronous throwing action. The solver stops
// at the favoured global `(I) throws -> O` for a declared `(I) async throws -> O`, but it ranks
// every member overload by score, and a synchronous closure stored in an asynchronous type
// ('sync-in-asynchronous') weighs more than a disfavoured overload: without this member, the
// non-throwing asynchronous one won, which neither throws its `StubKitError` nor sees a setup's
// answer (StrictMockTests declares every such shape).

extension StrictMock {
    /// Stubs a throwing action whose type is declared: in a strict mock, a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then throws a
    /// ``StubKitError``. The same stub as ``strictStub(name:fileID:filePath:line:column:)``. A stored property's
    /// initializer has no `#function` of its own: there `name` defaults to the type's name, and `name: "countAction"`
    /// names the action.
    ///
    /// ```swift
    /// var accountAction: (Int) throws -> Account = stub()
    /// func account(id: Int) throws -> Account { try accountAction(id) }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure of the declared type, to store in the mock's action property, and to allow (register or
    ///   set up) before the code under test calls it.
    public func stub<I, O>(
        name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> @Sendable (I) throws -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a throwing action whose type is declared, from a stored property of a strict mock: a call no test allowed fails the test.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name in a `lazy var`, and
    ///     to the type's name in a stored property's initializer.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure of the declared type, to store in the mock's action property, and to allow (register or
    ///   set up) before the code under test calls it.
    public static func stub<I, O>(
        name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> @Sendable (I) throws -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs an asynchronous throwing action whose type is declared: in a strict mock, a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then throws a
    /// ``StubKitError``. The same stub as ``strictStub(name:fileID:filePath:line:column:)``. A stored property's
    /// initializer has no `#function` of its own: there `name` defaults to the type's name, and `name: "countAction"`
    /// names the action.
    ///
    /// ```swift
    /// var fetchAction: (Int) async throws -> [Int] = stub()
    /// func fetch(id: Int) async throws -> [Int] { try await fetchAction(id) }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure of the declared type, to store in the mock's action property, and to allow (register or
    ///   set up) before the code under test calls it.
    public func stub<I, O>(
        name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> nonisolated(nonsending) @Sendable (I) async throws -> O {
        strictStub(
            name: name, throwing: (any Error).self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs an asynchronous throwing action whose type is declared, from a stored property of a strict mock: a call no test allowed fails the test.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name in a `lazy var`, and
    ///     to the type's name in a stored property's initializer.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure of the declared type, to store in the mock's action property, and to allow (register or
    ///   set up) before the code under test calls it.
    public static func stub<I, O>(
        name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> nonisolated(nonsending) @Sendable (I) async throws -> O {
        strictStub(
            name: name, throwing: (any Error).self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs an action whose type is declared: in a strict mock, a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then returns the result's
    /// default value where it has one (`()` for `Void`, a ``DefaultProvidable`` type's `defaultValue`), else stops
    /// the test process. The same stub as ``strictStub(name:fileID:filePath:line:column:)``. A stored property's
    /// initializer has no `#function` of its own: there `name` defaults to the type's name, and `name: "countAction"`
    /// names the action.
    ///
    /// ```swift
    /// var countAction: (()) -> Int = stub(name: "countAction")
    /// var count: Int { countAction(()) }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure of the declared type, to store in the mock's action property, and to allow (register or
    ///   set up) before the code under test calls it.
    @_disfavoredOverload
    public func stub<I, O>(
        name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> (I) -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs an action whose type is declared, from a stored property of a strict mock: a call no test allowed fails the test.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name in a `lazy var`, and
    ///     to the type's name in a stored property's initializer.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure of the declared type, to store in the mock's action property, and to allow (register or
    ///   set up) before the code under test calls it.
    @_disfavoredOverload
    public static func stub<I, O>(
        name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> (I) -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs an asynchronous action whose type is declared: in a strict mock, a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then returns the result's
    /// default value where it has one (`()` for `Void`, a ``DefaultProvidable`` type's `defaultValue`), else stops
    /// the test process. The same stub as ``strictStub(name:fileID:filePath:line:column:)``. A stored property's
    /// initializer has no `#function` of its own: there `name` defaults to the type's name, and `name: "countAction"`
    /// names the action.
    ///
    /// ```swift
    /// var loadAction: (Int) async -> String = stub()
    /// func load(id: Int) async -> String { await loadAction(id) }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure of the declared type, to store in the mock's action property, and to allow (register or
    ///   set up) before the code under test calls it.
    @_disfavoredOverload
    public func stub<I, O>(
        name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> nonisolated(nonsending) @Sendable (I) async -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs an asynchronous action whose type is declared, from a stored property of a strict mock: a call no test allowed fails the test.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name in a `lazy var`, and
    ///     to the type's name in a stored property's initializer.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure of the declared type, to store in the mock's action property, and to allow (register or
    ///   set up) before the code under test calls it.
    @_disfavoredOverload
    public static func stub<I, O>(
        name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> nonisolated(nonsending) @Sendable (I) async -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs an action isolated to the main actor whose type is declared: in a strict mock, a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then returns the result's
    /// default value where it has one (`()` for `Void`, a ``DefaultProvidable`` type's `defaultValue`), else stops
    /// the test process. The same stub as ``strictStub(name:fileID:filePath:line:column:)``. A stored property's
    /// initializer has no `#function` of its own: there `name` defaults to the type's name, and `name: "countAction"`
    /// names the action.
    ///
    /// ```swift
    /// var titleAction: @MainActor (()) -> String = stub()
    /// var title: String { titleAction(()) }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure of the declared type, to store in the mock's action property, and to allow (register or
    ///   set up) before the code under test calls it.
    @_disfavoredOverload
    public func stub<I, O>(
        name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> @MainActor (I) -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs an action isolated to the main actor whose type is declared, from a stored property of a strict mock: a call no test allowed fails the test.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name in a `lazy var`, and
    ///     to the type's name in a stored property's initializer.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure of the declared type, to store in the mock's action property, and to allow (register or
    ///   set up) before the code under test calls it.
    @_disfavoredOverload
    public static func stub<I, O>(
        name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> @MainActor (I) -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs an action with typed throws whose type is declared: in a strict mock, a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then returns (a
    /// ``StubKitError`` is not a `Failure`) the result's default value where it has one (`()` for `Void`, a
    /// ``DefaultProvidable`` type's `defaultValue`), else stops the test process. The same stub as
    /// ``strictStub(name:throwing:fileID:filePath:line:column:)``. A stored property's initializer has no `#function`
    /// of its own: there `name` defaults to the type's name, and `name: "countAction"` names the action.
    ///
    /// ```swift
    /// var parseAction: (String) throws(ParseError) -> Form = stub(throwing: ParseError.self)
    /// ```
    ///
    /// - Parameters:
    ///   - failure: The error type the action throws: a setup's answer is found by the call's signature, error type
    ///     included.
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure of the declared type, to store in the mock's action property, and to allow (register or
    ///   set up) before the code under test calls it.
    public func stub<I, O, Failure: Error>(
        throwing failure: Failure.Type, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> @Sendable (I) throws(Failure) -> O {
        strictStub(name: name, throwing: failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs an action with typed throws whose type is declared, from a stored property of a strict mock: a call no test allowed fails the test.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - failure: The error type the action throws: a setup's answer is found by the call's signature, error type
    ///     included.
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name in a `lazy var`, and
    ///     to the type's name in a stored property's initializer.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure of the declared type, to store in the mock's action property, and to allow (register or
    ///   set up) before the code under test calls it.
    public static func stub<I, O, Failure: Error>(
        throwing failure: Failure.Type, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> @Sendable (I) throws(Failure) -> O {
        strictStub(name: name, throwing: failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs an action whose type is declared, in a strict mock, so that every call returns `value`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// var accountAction: (Int) -> Account = stub(alwaysReturn: Account(id: 0))
    /// ```
    ///
    /// - Parameter value: What every call returns.
    /// - Returns: A closure of the declared type, to store in the mock's action property.
    @inlinable
    public func stub<I, O>(alwaysReturn value: O) -> (I) -> O {
        StubKit.stub(alwaysReturn: value)
    }

    /// Stubs an action whose type is declared so that every call returns `value`, from a stored property of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameter value: What every call returns.
    /// - Returns: A closure of the declared type, to store in the mock's action property.
    @inlinable
    public static func stub<I, O>(alwaysReturn value: O) -> (I) -> O {
        StubKit.stub(alwaysReturn: value)
    }

    /// Stubs a throwing action (untyped or typed `throws(E)`, sync or async) whose type is declared, in a strict mock, so that every call throws `error`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// var loadAction: (Int) async throws -> String = stub(alwaysThrow: LoadError.offline)
    /// ```
    ///
    /// - Parameter error: What every call throws; a typed-throwing action takes its own error type.
    /// - Returns: A closure of the declared type, to store in the mock's action property.
    @inlinable
    public func stub<I, O, E: Error>(alwaysThrow error: E) -> (I) throws(E) -> O {
        StubKit.stub(alwaysThrow: error)
    }

    /// Stubs a throwing action (untyped or typed `throws(E)`, sync or async) whose type is declared so that every call throws `error`, from a stored property of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameter error: What every call throws; a typed-throwing action takes its own error type.
    /// - Returns: A closure of the declared type, to store in the mock's action property.
    @inlinable
    public static func stub<I, O, E: Error>(alwaysThrow error: E) -> (I) throws(E) -> O {
        StubKit.stub(alwaysThrow: error)
    }

    /// Stubs an asynchronous action whose type is declared, in a strict mock, so that every call returns `value`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// var accountAction: (Int) async -> Account = stub(alwaysReturn: Account(id: 0))
    /// ```
    ///
    /// - Parameter value: What every call returns.
    /// - Returns: A closure of the declared type, to store in the mock's action property.
    @inlinable
    public func stub<I, O>(alwaysReturn value: O) -> nonisolated(nonsending) (I) async -> O {
        StubKit.stub(alwaysReturn: value)
    }

    /// Stubs an asynchronous action whose type is declared so that every call returns `value`, from a stored property of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameter value: What every call returns.
    /// - Returns: A closure of the declared type, to store in the mock's action property.
    @inlinable
    public static func stub<I, O>(alwaysReturn value: O) -> nonisolated(nonsending) (I) async -> O {
        StubKit.stub(alwaysReturn: value)
    }

    /// Stubs an asynchronous throwing action (untyped or typed `throws(E)`) whose type is declared, in a strict mock, so that every call throws `error`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// var loadAction: (Int) async throws(LoadError) -> String = stub(alwaysThrow: LoadError.offline)
    /// ```
    ///
    /// - Parameter error: What every call throws; a typed-throwing action takes its own error type.
    /// - Returns: A closure of the declared type, to store in the mock's action property.
    @inlinable
    public func stub<I, O, E: Error>(alwaysThrow error: E) -> nonisolated(nonsending) @Sendable (I) async throws(E) -> O
    {
        StubKit.stub(alwaysThrow: error)
    }

    /// Stubs an asynchronous throwing action (untyped or typed `throws(E)`) whose type is declared so that every call throws `error`, from a stored property of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameter error: What every call throws; a typed-throwing action takes its own error type.
    /// - Returns: A closure of the declared type, to store in the mock's action property.
    @inlinable
    public static func stub<I, O, E: Error>(alwaysThrow error: E)
        -> nonisolated(nonsending) @Sendable (I) async throws(E) -> O
    {
        StubKit.stub(alwaysThrow: error)
    }

    /// Stubs an action isolated to the main actor whose type is declared, in a strict mock, so that every call returns `value`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// var titleAction: @MainActor (()) -> String = stub(alwaysReturn: "Inbox")
    /// ```
    ///
    /// - Parameter value: What every call returns.
    /// - Returns: A closure of the declared type, to store in the mock's action property.
    @inlinable
    public func stub<I, O>(alwaysReturn value: sending O) -> @MainActor (I) -> O {
        StubKit.stub(alwaysReturn: value)
    }

    /// Stubs an action isolated to the main actor whose type is declared so that every call returns `value`, from a stored property of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameter value: What every call returns.
    /// - Returns: A closure of the declared type, to store in the mock's action property.
    @inlinable
    public static func stub<I, O>(alwaysReturn value: sending O) -> @MainActor (I) -> O {
        StubKit.stub(alwaysReturn: value)
    }

    /// Stubs a throwing action isolated to the main actor (untyped or typed `throws(E)`, sync or async) whose type is declared, in a strict mock, so that every call throws `error`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// var openAction: @MainActor (Request) async throws(DaemonError) -> Int = stub(alwaysThrow: .offline)
    /// ```
    ///
    /// - Parameter error: What every call throws; a typed-throwing action takes its own error type.
    /// - Returns: A closure of the declared type, to store in the mock's action property.
    @inlinable
    public func stub<I, O, E: Error>(alwaysThrow error: E) -> @MainActor (I) throws(E) -> O {
        StubKit.stub(alwaysThrow: error)
    }

    /// Stubs a throwing action isolated to the main actor (untyped or typed `throws(E)`, sync or async) whose type is declared so that every call throws `error`, from a stored property of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameter error: What every call throws; a typed-throwing action takes its own error type.
    /// - Returns: A closure of the declared type, to store in the mock's action property.
    @inlinable
    public static func stub<I, O, E: Error>(alwaysThrow error: E) -> @MainActor (I) throws(E) -> O {
        StubKit.stub(alwaysThrow: error)
    }

    /// Unavailable: declare an action without parameters as `(()) -> Output`.
    @available(
        *, unavailable,
        message:
            "a method without parameters takes (): declare its action as (()) -> Output and call it with action(())"
    )
    public func stub<O>(
        name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> () -> O {
        fatalError("unavailable")
    }

    /// Unavailable: declare an action without parameters as `(()) -> Output`.
    @available(
        *, unavailable,
        message:
            "a method without parameters takes (): declare its action as (()) -> Output and call it with action(())"
    )
    public static func stub<O>(
        name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> () -> O {
        fatalError("unavailable")
    }

    /// Unavailable: declare an action without parameters as `(()) -> Output`.
    @available(
        *, unavailable,
        message:
            "a method without parameters takes (): declare its action as (()) -> Output and call it with action(())"
    )
    public func stub<O>(alwaysReturn value: O) -> () -> O {
        fatalError("unavailable")
    }

    /// Unavailable: declare an action without parameters as `(()) -> Output`.
    @available(
        *, unavailable,
        message:
            "a method without parameters takes (): declare its action as (()) -> Output and call it with action(())"
    )
    public static func stub<O>(alwaysReturn value: O) -> () -> O {
        fatalError("unavailable")
    }

    /// Unavailable: declare an action without parameters as `(()) throws -> Output`.
    @available(
        *, unavailable,
        message:
            "a method without parameters takes (): declare its action as (()) -> Output and call it with action(())"
    )
    public func stub<O, E: Error>(alwaysThrow error: E) -> () throws(E) -> O {
        fatalError("unavailable")
    }

    /// Unavailable: declare an action without parameters as `(()) throws -> Output`.
    @available(
        *, unavailable,
        message:
            "a method without parameters takes (): declare its action as (()) -> Output and call it with action(())"
    )
    public static func stub<O, E: Error>(alwaysThrow error: E) -> () throws(E) -> O {
        fatalError("unavailable")
    }

    /// Unavailable: declare a main-actor action without parameters as `@MainActor (()) -> Output`.
    @available(
        *, unavailable,
        message:
            "a method without parameters takes (): declare its action as (()) -> Output and call it with action(())"
    )
    public func stub<O>(
        name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> @MainActor () -> O {
        fatalError("unavailable")
    }

    /// Unavailable: declare a main-actor action without parameters as `@MainActor (()) -> Output`.
    @available(
        *, unavailable,
        message:
            "a method without parameters takes (): declare its action as (()) -> Output and call it with action(())"
    )
    public static func stub<O>(
        name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> @MainActor () -> O {
        fatalError("unavailable")
    }

    /// Unavailable: declare a main-actor action without parameters as `@MainActor (()) -> Output`.
    @available(
        *, unavailable,
        message:
            "a method without parameters takes (): declare its action as (()) -> Output and call it with action(())"
    )
    public func stub<O>(alwaysReturn value: sending O) -> @MainActor () -> O {
        fatalError("unavailable")
    }

    /// Unavailable: declare a main-actor action without parameters as `@MainActor (()) -> Output`.
    @available(
        *, unavailable,
        message:
            "a method without parameters takes (): declare its action as (()) -> Output and call it with action(())"
    )
    public static func stub<O>(alwaysReturn value: sending O) -> @MainActor () -> O {
        fatalError("unavailable")
    }
}
