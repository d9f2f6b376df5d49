// `stub(of:)` in a `StrictMock` for methods whose only parameter is variadic: the members that stand
// for the global spellings of VariadicStub.swift, made as in Stubbing/StrictMockStub.swift: per shape,
// one strict member for the spellings that answer a default value (an action on arrays, as the
// global's), and the global `stub(of:alwaysReturn:)` itself; all `@_disfavoredOverload`, as the
// globals are.

extension StrictMock {
    /// Stubs a method whose only parameter is variadic (the action receives the arguments as an array) in a strict mock: a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then returns the result's
    /// default value where it has one (`()` for `Void`, a ``DefaultProvidable`` type's `defaultValue`), else stops
    /// the test process. It is the stub ``strictStub(of:name:fileID:filePath:line:column:)`` makes, for a result of
    /// any type.
    ///
    /// ```swift
    /// lazy var countAction = stub(of: count)  // ([String]) -> Int
    /// func count(_ items: String...) -> Int { countAction(items) }
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
        of function: (I...) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> ([I]) -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a method whose only parameter is variadic (the action receives the arguments as an array) from a static context of a strict mock: a call no test allowed fails the test.
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
        of function: (I...) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> ([I]) -> O {
        strictStub(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a method whose only parameter is variadic in a strict mock so that every call returns `value`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// lazy var joinAction = stub(of: join, alwaysReturn: "joined")  // ([String]) -> String
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public func stub<I, O>(of function: (I...) -> O, alwaysReturn value: O) -> ([I]) -> O {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a method whose only parameter is variadic so that every call returns `value`, from a static context of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public static func stub<I, O>(of function: (I...) -> O, alwaysReturn value: O) -> ([I]) -> O {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a throwing method whose only parameter is variadic (the action receives the arguments as an array) in a strict mock: a call no test allowed fails the test.
    ///
    /// The call reports a test failure that names the stub and points at this declaration, then throws a
    /// ``StubKitError`` where the method throws untyped errors, else returns the result's default value where it has
    /// one (`()` for `Void`, a ``DefaultProvidable`` type's `defaultValue`), else stops the test process. It is the
    /// stub ``strictStub(of:name:fileID:filePath:line:column:)`` makes, for a result of any type.
    ///
    /// ```swift
    /// lazy var saveAllAction = stub(of: saveAll)  // ([User]) throws -> Int
    /// func saveAll(_ users: User...) throws -> Int { try saveAllAction(users) }
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
        of function: (I...) throws(E) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> ([I]) throws(E) -> O {
        strictStub(name: name, throwing: E.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a throwing method whose only parameter is variadic (the action receives the arguments as an array) from a static context of a strict mock: a call no test allowed fails the test.
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
        of function: (I...) throws(E) -> O, name: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> ([I]) throws(E) -> O {
        strictStub(name: name, throwing: E.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Stubs a throwing method whose only parameter is variadic in a strict mock so that every call returns `value`.
    ///
    /// A stub that always answers never fails a test: it is the same stub as in a loose mock.
    ///
    /// ```swift
    /// lazy var saveAllAction = stub(of: saveAll, alwaysReturn: 2)  // ([User]) throws -> Int
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public func stub<I, O, E: Error>(of function: (I...) throws(E) -> O, alwaysReturn value: O) -> ([I]) throws(E) -> O
    {
        StubKit.stub(of: function, alwaysReturn: value)
    }

    /// Stubs a throwing method whose only parameter is variadic so that every call returns `value`, from a static context of a strict mock.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - value: What every call returns.
    /// - Returns: A closure to store in a `lazy var` and call from the method's body.
    @inlinable @_disfavoredOverload
    public static func stub<I, O, E: Error>(of function: (I...) throws(E) -> O, alwaysReturn value: O) -> ([I])
        throws(E) -> O
    {
        StubKit.stub(of: function, alwaysReturn: value)
    }
}
