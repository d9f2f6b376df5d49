// `stub(of:byDefault:)` in a `StrictMock`: the members standing for the global spellings of
// StubByDefault.swift. A default behaviour answers every call, so each member is the global stub,
// called by its module-qualified name, with the globals' partitions. Instance and static members as
// in Stubbing/StrictMockStub.swift.

extension StrictMock {
    /// Stubs a function in a strict mock: a call no setup answers runs `body`.
    ///
    /// A default behaviour answers every call, so it never fails a test: it is the same stub as `stub(of:byDefault:)`
    /// in a loose mock.
    ///
    /// ```swift
    /// lazy var makeSessionAction = stub(of: makeSession, byDefault: { user in Session(user: user) })
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - body: What the action does for a call no setup answered, given the call's arguments.
    /// - Returns: A closure to store in a `lazy var`.
    @inlinable
    public func stub<I, O>(of function: (I) -> O, byDefault body: @escaping (I) -> O) -> (I) -> O {
        StubKit.stub(of: function, byDefault: body)
    }

    /// Stubs a function from a static context of a strict mock: a call no setup answers runs `body`.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - body: What the action does for a call no setup answered, given the call's arguments.
    /// - Returns: A closure to store in a `lazy var`.
    @inlinable
    public static func stub<I, O>(of function: (I) -> O, byDefault body: @escaping (I) -> O) -> (I) -> O {
        StubKit.stub(of: function, byDefault: body)
    }

    /// Stubs a throwing function in a strict mock: a call no setup answers runs `body`.
    ///
    /// A default behaviour answers every call, so it never fails a test: it is the same stub as `stub(of:byDefault:)`
    /// in a loose mock.
    ///
    /// ```swift
    /// lazy var parseAction = stub(of: parse, byDefault: { text in try Document(parsing: text) })
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - body: What the action does for a call no setup answered, given the call's arguments.
    /// - Returns: A closure to store in a `lazy var`.
    @inlinable @_disfavoredOverload
    public func stub<I, O>(of function: (I) throws -> O, byDefault body: @escaping (I) throws -> O) -> (I) throws -> O {
        StubKit.stub(of: function, byDefault: body)
    }

    /// Stubs a throwing function from a static context of a strict mock: a call no setup answers runs `body`.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - body: What the action does for a call no setup answered, given the call's arguments.
    /// - Returns: A closure to store in a `lazy var`.
    @inlinable @_disfavoredOverload
    public static func stub<I, O>(of function: (I) throws -> O, byDefault body: @escaping (I) throws -> O) -> (I) throws
        -> O
    {
        StubKit.stub(of: function, byDefault: body)
    }

    /// Stubs an asynchronous function in a strict mock: a call no setup answers runs `body`.
    ///
    /// A default behaviour answers every call, so it never fails a test: it is the same stub as `stub(of:byDefault:)`
    /// in a loose mock.
    ///
    /// ```swift
    /// lazy var openAction = stub(of: open, byDefault: { path in Handle(path: path) })
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - body: What the action does for a call no setup answered, given the call's arguments.
    /// - Returns: A closure to store in a `lazy var`.
    @inlinable @_disfavoredOverload
    public func stub<I, O>(
        of function: nonisolated(nonsending) (I) async -> O,
        byDefault body: nonisolated(nonsending) @escaping (I) async -> O
    ) -> nonisolated(nonsending) (I) async -> O {
        StubKit.stub(of: function, byDefault: body)
    }

    /// Stubs an asynchronous function from a static context of a strict mock: a call no setup answers runs `body`.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - body: What the action does for a call no setup answered, given the call's arguments.
    /// - Returns: A closure to store in a `lazy var`.
    @inlinable @_disfavoredOverload
    public static func stub<I, O>(
        of function: nonisolated(nonsending) (I) async -> O,
        byDefault body: nonisolated(nonsending) @escaping (I) async -> O
    ) -> nonisolated(nonsending) (I) async -> O {
        StubKit.stub(of: function, byDefault: body)
    }

    /// Stubs an asynchronous throwing function in a strict mock: a call no setup answers runs `body`.
    ///
    /// A default behaviour answers every call, so it never fails a test: it is the same stub as `stub(of:byDefault:)`
    /// in a loose mock.
    ///
    /// ```swift
    /// lazy var fetchAction = stub(of: fetch, byDefault: { id in Page(id: id) })
    /// ```
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - body: What the action does for a call no setup answered, given the call's arguments.
    /// - Returns: A closure to store in a `lazy var`.
    @inlinable @_disfavoredOverload
    public func stub<I, O>(
        of function: nonisolated(nonsending) (I) async throws -> O,
        byDefault body: nonisolated(nonsending) @escaping (I) async throws -> O
    ) -> nonisolated(nonsending) (I) async throws -> O {
        StubKit.stub(of: function, byDefault: body)
    }

    /// Stubs an asynchronous throwing function from a static context of a strict mock: a call no setup answers runs `body`.
    ///
    /// The same stub as the instance member of this name, in the form a static or stored property's initializer, or a
    /// type nested in the strict mock, finds: the instance member needs `self`.
    ///
    /// - Parameters:
    ///   - function: The mocked method, used only for its type; it is never stored or called.
    ///   - body: What the action does for a call no setup answered, given the call's arguments.
    /// - Returns: A closure to store in a `lazy var`.
    @inlinable @_disfavoredOverload
    public static func stub<I, O>(
        of function: nonisolated(nonsending) (I) async throws -> O,
        byDefault body: nonisolated(nonsending) @escaping (I) async throws -> O
    ) -> nonisolated(nonsending) (I) async throws -> O {
        StubKit.stub(of: function, byDefault: body)
    }
}
