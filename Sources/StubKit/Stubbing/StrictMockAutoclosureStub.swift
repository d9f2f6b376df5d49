// `stub(of:)` in a `StrictMock` for functions with an `@autoclosure` parameter: the members that stand
// for the global spellings of AutoclosureStub.swift, made as in StrictMockStub.swift: per shape, one
// strict member for the spellings that answer a default value (the action's type is the global
// stub's, `(A) -> O` or `((() -> A, B)) -> O`), and the global `stub(of:alwaysReturn:)` itself; the
// single synchronous shape favoured, as the global is.

extension StrictMock {
    /// Stubs a function whose only parameter is an `@autoclosure` (the action receives the evaluated value) in a strict mock: a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then returns the result's
    /// default value where it has one (`()` for `Void`, a ``DefaultProvidable`` type's `defaultValue`), else stops
    /// the test process. It is the stub ``strictStub(of:name:fileID:filePath:line:column:)`` makes, for a result of
    /// any type.
    ///
    /// ```swift
    /// lazy var checkAction = stub(of: check)
    /// func check(_ condition: @autoclosure () -> Bool) -> Bool { checkAction(condition()) }
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
    public func stub<A, O>(
        of function: (@autoclosure () -> A) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> (A) -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a function whose only parameter is an `@autoclosure` (the action receives the evaluated value) from a static context of a strict mock: a call no test allowed fails the test.
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
    public static func stub<A, O>(
        of function: (@autoclosure () -> A) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> (A) -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a function whose only parameter is an `@autoclosure` in a strict mock so that every call returns `value`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// lazy var checkAction = stub(of: check, alwaysReturn: true)
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable
    public func stub<A, O>(of function: (@autoclosure () -> A) -> O, alwaysReturn value: O) -> (A) -> O {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a function whose only parameter is an `@autoclosure` so that every call returns `value`, from a static context of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable
    public static func stub<A, O>(of function: (@autoclosure () -> A) -> O, alwaysReturn value: O) -> (A) -> O {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a throwing function whose only parameter is an `@autoclosure` (the action receives the evaluated value) in a strict mock: a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then throws a
    /// ``StubKitError`` where the method throws untyped errors, else returns the result's default value where it has
    /// one (`()` for `Void`, a ``DefaultProvidable`` type's `defaultValue`), else stops the test process. It is the
    /// stub ``strictStub(of:name:fileID:filePath:line:column:)`` makes, for a result of any type.
    ///
    /// ```swift
    /// lazy var checkAction = stub(of: check)
    /// func check(_ condition: @autoclosure () -> Bool) throws -> Bool { checkAction(condition()) }
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
    public func stub<A, O, E: Error>(
        of function: (@autoclosure () -> A) throws(E) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> (A) throws(E) -> O {
        strictStub(name: name, throwing: E.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a throwing function whose only parameter is an `@autoclosure` (the action receives the evaluated value) from a static context of a strict mock: a call no test allowed fails the test.
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
    public static func stub<A, O, E: Error>(
        of function: (@autoclosure () -> A) throws(E) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> (A) throws(E) -> O {
        strictStub(name: name, throwing: E.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a throwing function whose only parameter is an `@autoclosure` in a strict mock so that every call returns `value`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// lazy var checkAction = stub(of: check, alwaysReturn: true)
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public func stub<A, O, E: Error>(of function: (@autoclosure () -> A) throws(E) -> O, alwaysReturn value: O) -> (A)
        throws(E) -> O
    {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a throwing function whose only parameter is an `@autoclosure` so that every call returns `value`, from a static context of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public static func stub<A, O, E: Error>(of function: (@autoclosure () -> A) throws(E) -> O, alwaysReturn value: O)
        -> (A) throws(E) -> O
    {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a function whose first parameter is an `@autoclosure` (the action receives the unevaluated closure and the other argument) in a strict mock: a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then returns the result's
    /// default value where it has one (`()` for `Void`, a ``DefaultProvidable`` type's `defaultValue`), else stops
    /// the test process. It is the stub ``strictStub(of:name:fileID:filePath:line:column:)`` makes, for a result of
    /// any type.
    ///
    /// ```swift
    /// lazy var logLevelAction = stub(of: log(_:level:))
    /// func log(_ message: @autoclosure () -> String, level: Int) -> Bool {
    ///     withoutActuallyEscaping(message) { logLevelAction(($0, level)) }
    /// }
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
    public func stub<A, B, O>(
        of function: (@autoclosure () -> A, B) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> ((() -> A, B)) -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a function whose first parameter is an `@autoclosure` (the action receives the unevaluated closure and the other argument) from a static context of a strict mock: a call no test allowed fails the test.
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
    public static func stub<A, B, O>(
        of function: (@autoclosure () -> A, B) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> ((() -> A, B)) -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a function whose first parameter is an `@autoclosure` in a strict mock so that every call returns `value`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// lazy var logLevelAction = stub(of: log(_:level:, alwaysReturn: true)
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public func stub<A, B, O>(of function: (@autoclosure () -> A, B) -> O, alwaysReturn value: O) -> ((() -> A, B)) -> O
    {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a function whose first parameter is an `@autoclosure` so that every call returns `value`, from a static context of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public static func stub<A, B, O>(of function: (@autoclosure () -> A, B) -> O, alwaysReturn value: O) -> (
        (() -> A, B)
    ) -> O {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a throwing function whose first parameter is an `@autoclosure` (the action receives the unevaluated closure and the other argument) in a strict mock: a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then throws a
    /// ``StubKitError`` where the method throws untyped errors, else returns the result's default value where it has
    /// one (`()` for `Void`, a ``DefaultProvidable`` type's `defaultValue`), else stops the test process. It is the
    /// stub ``strictStub(of:name:fileID:filePath:line:column:)`` makes, for a result of any type.
    ///
    /// ```swift
    /// lazy var logLevelAction = stub(of: log(_:level:))
    /// func log(_ message: @autoclosure () -> String, level: Int) throws -> Bool {
    ///     try withoutActuallyEscaping(message) { try logLevelAction(($0, level)) }
    /// }
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
    public func stub<A, B, O, E: Error>(
        of function: (@autoclosure () -> A, B) throws(E) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> ((() -> A, B)) throws(E) -> O {
        strictStub(name: name, throwing: E.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a throwing function whose first parameter is an `@autoclosure` (the action receives the unevaluated closure and the other argument) from a static context of a strict mock: a call no test allowed fails the test.
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
    public static func stub<A, B, O, E: Error>(
        of function: (@autoclosure () -> A, B) throws(E) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> ((() -> A, B)) throws(E) -> O {
        strictStub(name: name, throwing: E.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a throwing function whose first parameter is an `@autoclosure` in a strict mock so that every call returns `value`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// lazy var logLevelAction = stub(of: log(_:level:, alwaysReturn: true)
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public func stub<A, B, O, E: Error>(of function: (@autoclosure () -> A, B) throws(E) -> O, alwaysReturn value: O)
        -> ((() -> A, B)) throws(E) -> O
    {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a throwing function whose first parameter is an `@autoclosure` so that every call returns `value`, from a static context of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public static func stub<A, B, O, E: Error>(
        of function: (@autoclosure () -> A, B) throws(E) -> O, alwaysReturn value: O
    ) -> ((() -> A, B)) throws(E) -> O {
        StubKit.stub(of: function, alwaysReturn: value)
    }
}
