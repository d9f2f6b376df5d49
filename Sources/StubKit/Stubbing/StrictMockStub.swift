// `stub(of:)` in a `StrictMock`: the members that stand for the global `stub(of:)` spellings of
// Stub.swift. A member hides every global function of its base name inside the mock
// (StrictMock.swift), so each global spelling needs a member here, or a strict mock using it stops
// compiling (StrictMockTwinsTests checks them all).
//
// - The spellings that answer a default value (for a result with a default, for `Void`, and the
//   unavailable one for a result without a default) are one member per closure shape, the strict
//   stub `strictStub(name:)` makes, given the location `strictStub(of:)` would capture: the report
//   names the `lazy var` and points at its line. Its result's fallback is found at run time
//   (`runtimeDefaultValue(of:)`: the default value, `()`, or none), so one unconstrained member
//   serves all three, and a strict mock accepts a result without a default value, as
//   `strictStub(of:)` does. Typed throws pass the error type on (`strictStub(name:throwing:)`), which
//   is what lets the stub see a setup's answer, found by the call's signature.
// - A spelling with an explicit answer (`alwaysReturn:`, `alwaysThrow:`) always answers: it is the
//   global stub itself, called by its module-qualified name.
//
// Each spelling has an instance member, for `lazy var` initializers and method bodies, and a static
// one, for stored and static properties' initializers and the types nested in the mock (an instance
// member needs `self`, and a static one cannot be used on an instance): in each place the other is
// discarded before the solver tries anything (measured: the same constraint scopes without it).
// The members keep the globals' partitions: the synchronous shapes are favoured (the solver also
// accepts `(I) -> O` for a `@MainActor` or `@autoclosure` method, and only ranking against their own
// overload picks those), everything else is `@_disfavoredOverload`. Overloads that compete for one
// call take the same defaulted trailing parameters (SWIFT-NOTES: differing ones changed the ranking
// and crashed the compiler). Cost (`make bench-compile`, scripts/perf-budgets.txt): 21.2 constraint
// scopes per `lazy var`, against 17.2 for the loose `stub(of:)` and 34.7 for `strictStub(of:)`;
// 10 of the 21.2 are the five location defaults (2 each), which every strict stub needs.

extension StrictMock {
    /// Stubs a function in a strict mock: a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then returns the result's
    /// default value where it has one (`()` for `Void`, a ``DefaultProvidable`` type's `defaultValue`), else stops
    /// the test process. It is the stub ``strictStub(of:name:fileID:filePath:line:column:)`` makes, for a result of
    /// any type.
    ///
    /// ```swift
    /// lazy var addUserAction = stub(of: addUser)
    /// func addUser(name: String) -> Bool { addUserAction(name) }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure to store in a `lazy var`, and to allow (register or set up) before the code under test
    ///   calls it.
    public func stub<I, O>(
        of function: (I) -> O, name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> (I) -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a function from a static context of a strict mock: a call no test allowed fails the test.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name in a `lazy var`, and
    ///     to the type's name in a stored property's initializer.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure to store in a `lazy var`, and to allow (register or set up) before the code under test
    ///   calls it.
    public static func stub<I, O>(
        of function: (I) -> O, name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> (I) -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a function in a strict mock so that every call returns `value`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// lazy var addUserAction = stub(of: addUser, alwaysReturn: true)
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable
    public func stub<I, O>(of function: (I) -> O, alwaysReturn value: O) -> (I) -> O {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a function so that every call returns `value`, from a static context of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable
    public static func stub<I, O>(of function: (I) -> O, alwaysReturn value: O) -> (I) -> O {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a throwing function (untyped or typed `throws(E)`) in a strict mock: a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then throws a
    /// ``StubKitError`` where the method throws untyped errors, else returns the result's default value where it has
    /// one (`()` for `Void`, a ``DefaultProvidable`` type's `defaultValue`), else stops the test process. It is the
    /// stub ``strictStub(of:name:fileID:filePath:line:column:)`` makes, for a result of any type.
    ///
    /// ```swift
    /// lazy var saveAction = stub(of: save)
    /// func save(_ name: String) throws -> Bool { try saveAction(name) }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure to store in a `lazy var`, and to allow (register or set up) before the code under test
    ///   calls it.
    @_disfavoredOverload
    public func stub<I, O, E: Error>(
        of function: (I) throws(E) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> (I) throws(E) -> O {
        strictStub(name: name, throwing: E.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a throwing function (untyped or typed `throws(E)`) from a static context of a strict mock: a call no test allowed fails the test.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name in a `lazy var`, and
    ///     to the type's name in a stored property's initializer.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure to store in a `lazy var`, and to allow (register or set up) before the code under test
    ///   calls it.
    @_disfavoredOverload
    public static func stub<I, O, E: Error>(
        of function: (I) throws(E) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> (I) throws(E) -> O {
        strictStub(name: name, throwing: E.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a throwing function (untyped or typed `throws(E)`) in a strict mock so that every call returns `value`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// lazy var saveAction = stub(of: save, alwaysReturn: true)
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public func stub<I, O, E: Error>(of function: (I) throws(E) -> O, alwaysReturn value: O) -> (I) throws(E) -> O {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a throwing function (untyped or typed `throws(E)`) so that every call returns `value`, from a static context of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public static func stub<I, O, E: Error>(of function: (I) throws(E) -> O, alwaysReturn value: O) -> (I) throws(E) ->
        O
    {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a throwing function (untyped or typed `throws(E)`) in a strict mock so that every call throws `error`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// lazy var saveAction = stub(of: save, alwaysThrow: DatabaseError.offline)
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - error: What every call throws; a typed-throwing function takes its own error type.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public func stub<I, O, E: Error>(of function: (I) throws(E) -> O, alwaysThrow error: E) -> (I) throws(E) -> O {
        StubKit.stub(of: function, alwaysThrow: error)
    }

    /// Stubs a throwing function (untyped or typed `throws(E)`) so that every call throws `error`, from a static context of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - error: What every call throws; a typed-throwing function takes its own error type.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public static func stub<I, O, E: Error>(of function: (I) throws(E) -> O, alwaysThrow error: E) -> (I) throws(E) -> O
    {
        StubKit.stub(of: function, alwaysThrow: error)
    }

    /// Stubs an async function in a strict mock: a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then returns the result's
    /// default value where it has one (`()` for `Void`, a ``DefaultProvidable`` type's `defaultValue`), else stops
    /// the test process. It is the stub ``strictStub(of:name:fileID:filePath:line:column:)`` makes, for a result of
    /// any type.
    ///
    /// ```swift
    /// lazy var loadAction = stub(of: load)
    /// func load(id: Int) async -> String { await loadAction(id) }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure to store in a `lazy var`, and to allow (register or set up) before the code under test
    ///   calls it.
    @_disfavoredOverload
    public func stub<I, O>(
        of function: nonisolated(nonsending) (I) async -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> nonisolated(nonsending) (I) async -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs an async function from a static context of a strict mock: a call no test allowed fails the test.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name in a `lazy var`, and
    ///     to the type's name in a stored property's initializer.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure to store in a `lazy var`, and to allow (register or set up) before the code under test
    ///   calls it.
    @_disfavoredOverload
    public static func stub<I, O>(
        of function: nonisolated(nonsending) (I) async -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> nonisolated(nonsending) (I) async -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs an async function in a strict mock so that every call returns `value`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// lazy var loadAction = stub(of: load, alwaysReturn: true)
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public func stub<I, O>(of function: nonisolated(nonsending) (I) async -> O, alwaysReturn value: O)
        -> nonisolated(nonsending) (I) async -> O
    {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs an async function so that every call returns `value`, from a static context of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public static func stub<I, O>(of function: nonisolated(nonsending) (I) async -> O, alwaysReturn value: O)
        -> nonisolated(nonsending) (I) async -> O
    {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs an async throwing function (untyped or typed `throws(E)`) in a strict mock: a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then throws a
    /// ``StubKitError`` where the method throws untyped errors, else returns the result's default value where it has
    /// one (`()` for `Void`, a ``DefaultProvidable`` type's `defaultValue`), else stops the test process. It is the
    /// stub ``strictStub(of:name:fileID:filePath:line:column:)`` makes, for a result of any type.
    ///
    /// ```swift
    /// lazy var fetchAction = stub(of: fetch)
    /// func fetch(id: Int) async throws -> String { try await fetchAction(id) }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure to store in a `lazy var`, and to allow (register or set up) before the code under test
    ///   calls it.
    @_disfavoredOverload
    public func stub<I, O, E: Error>(
        of function: nonisolated(nonsending) (I) async throws(E) -> O, name: String = #function,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> nonisolated(nonsending) (I) async throws(E) -> O {
        strictStub(name: name, throwing: E.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs an async throwing function (untyped or typed `throws(E)`) from a static context of a strict mock: a call no test allowed fails the test.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name in a `lazy var`, and
    ///     to the type's name in a stored property's initializer.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure to store in a `lazy var`, and to allow (register or set up) before the code under test
    ///   calls it.
    @_disfavoredOverload
    public static func stub<I, O, E: Error>(
        of function: nonisolated(nonsending) (I) async throws(E) -> O, name: String = #function,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> nonisolated(nonsending) (I) async throws(E) -> O {
        strictStub(name: name, throwing: E.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs an async throwing function (untyped or typed `throws(E)`) in a strict mock so that every call returns `value`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// lazy var fetchAction = stub(of: fetch, alwaysReturn: true)
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public func stub<I, O, E: Error>(
        of function: nonisolated(nonsending) (I) async throws(E) -> O, alwaysReturn value: O
    ) -> nonisolated(nonsending) (I) async throws(E) -> O {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs an async throwing function (untyped or typed `throws(E)`) so that every call returns `value`, from a static context of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public static func stub<I, O, E: Error>(
        of function: nonisolated(nonsending) (I) async throws(E) -> O, alwaysReturn value: O
    ) -> nonisolated(nonsending) (I) async throws(E) -> O {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs an async throwing function (untyped or typed `throws(E)`) in a strict mock so that every call throws `error`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// lazy var fetchAction = stub(of: fetch, alwaysThrow: DatabaseError.offline)
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - error: What every call throws; a typed-throwing function takes its own error type.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public func stub<I, O, E: Error>(
        of function: nonisolated(nonsending) (I) async throws(E) -> O, alwaysThrow error: E
    ) -> nonisolated(nonsending) (I) async throws(E) -> O {
        StubKit.stub(of: function, alwaysThrow: error)
    }

    /// Stubs an async throwing function (untyped or typed `throws(E)`) so that every call throws `error`, from a static context of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - error: What every call throws; a typed-throwing function takes its own error type.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public static func stub<I, O, E: Error>(
        of function: nonisolated(nonsending) (I) async throws(E) -> O, alwaysThrow error: E
    ) -> nonisolated(nonsending) (I) async throws(E) -> O {
        StubKit.stub(of: function, alwaysThrow: error)
    }

    /// Stubs a function isolated to the main actor in a strict mock: a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then returns the result's
    /// default value where it has one (`()` for `Void`, a ``DefaultProvidable`` type's `defaultValue`), else stops
    /// the test process. It is the stub ``strictStub(of:name:fileID:filePath:line:column:)`` makes, for a result of
    /// any type.
    ///
    /// ```swift
    /// lazy var showAction = stub(of: show)
    /// func show(_ title: String) -> Bool { showAction(title) }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure to store in a `lazy var`, and to allow (register or set up) before the code under test
    ///   calls it.
    public func stub<I, O>(
        of function: @MainActor (I) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> @MainActor (I) -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a function isolated to the main actor from a static context of a strict mock: a call no test allowed fails the test.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name in a `lazy var`, and
    ///     to the type's name in a stored property's initializer.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure to store in a `lazy var`, and to allow (register or set up) before the code under test
    ///   calls it.
    public static func stub<I, O>(
        of function: @MainActor (I) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> @MainActor (I) -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a function isolated to the main actor in a strict mock so that every call returns `value`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// lazy var showAction = stub(of: show, alwaysReturn: true)
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable
    public func stub<I, O>(of function: @MainActor (I) -> O, alwaysReturn value: sending O) -> @MainActor (I) -> O {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a function isolated to the main actor so that every call returns `value`, from a static context of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable
    public static func stub<I, O>(of function: @MainActor (I) -> O, alwaysReturn value: sending O)
        -> @MainActor (I) -> O
    {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a throwing function isolated to the main actor (untyped or typed `throws(E)`) in a strict mock: a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then throws a
    /// ``StubKitError`` where the method throws untyped errors, else returns the result's default value where it has
    /// one (`()` for `Void`, a ``DefaultProvidable`` type's `defaultValue`), else stops the test process. It is the
    /// stub ``strictStub(of:name:fileID:filePath:line:column:)`` makes, for a result of any type.
    ///
    /// ```swift
    /// lazy var validateAction = stub(of: validate)
    /// func validate(_ text: String) throws -> Int { try validateAction(text) }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure to store in a `lazy var`, and to allow (register or set up) before the code under test
    ///   calls it.
    @_disfavoredOverload
    public func stub<I, O, E: Error>(
        of function: @MainActor (I) throws(E) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> @MainActor (I) throws(E) -> O {
        strictStub(name: name, throwing: E.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a throwing function isolated to the main actor (untyped or typed `throws(E)`) from a static context of a strict mock: a call no test allowed fails the test.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - name: The stub's name in failure messages; defaults to the declaring property's name in a `lazy var`, and
    ///     to the type's name in a stored property's initializer.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    /// - Returns: A closure to store in a `lazy var`, and to allow (register or set up) before the code under test
    ///   calls it.
    @_disfavoredOverload
    public static func stub<I, O, E: Error>(
        of function: @MainActor (I) throws(E) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> @MainActor (I) throws(E) -> O {
        strictStub(name: name, throwing: E.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a throwing function isolated to the main actor (untyped or typed `throws(E)`) in a strict mock so that every call returns `value`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// lazy var validateAction = stub(of: validate, alwaysReturn: true)
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public func stub<I, O, E: Error>(of function: @MainActor (I) throws(E) -> O, alwaysReturn value: sending O)
        -> @MainActor (I) throws(E) -> O
    {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a throwing function isolated to the main actor (untyped or typed `throws(E)`) so that every call returns `value`, from a static context of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public static func stub<I, O, E: Error>(of function: @MainActor (I) throws(E) -> O, alwaysReturn value: sending O)
        -> @MainActor (I) throws(E) -> O
    {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a throwing function isolated to the main actor (untyped or typed `throws(E)`) in a strict mock so that every call throws `error`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// lazy var validateAction = stub(of: validate, alwaysThrow: DatabaseError.offline)
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - error: What every call throws; a typed-throwing function takes its own error type.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public func stub<I, O, E: Error>(of function: @MainActor (I) throws(E) -> O, alwaysThrow error: E)
        -> @MainActor (I) throws(E) -> O
    {
        StubKit.stub(of: function, alwaysThrow: error)
    }

    /// Stubs a throwing function isolated to the main actor (untyped or typed `throws(E)`) so that every call throws `error`, from a static context of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - error: What every call throws; a typed-throwing function takes its own error type.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public static func stub<I, O, E: Error>(of function: @MainActor (I) throws(E) -> O, alwaysThrow error: E)
        -> @MainActor (I) throws(E) -> O
    {
        StubKit.stub(of: function, alwaysThrow: error)
    }
}
