// `Rethrowing`: the body of a mock method that `rethrows`. Swift lets such a method throw only
// what its closure parameter throws, and a caller passing a non-throwing closure has no error
// path at all. An action is an ordinary throwing closure, so a test could make it throw anything;
// `Rethrowing` lets an error out only when the closure parameter threw during the call, and turns
// any other into a test failure (then a default value), never into an error the caller cannot catch.

/// The body of a mock method that `rethrows`: lets out only the errors its closure parameter threw.
///
/// Wrap the closure parameter in ``body(_:)`` before handing it to the action, and call the
/// action in ``result(_:)`` (or ``genericResult(_:)`` for a generic result), inside
/// `withoutActuallyEscaping`:
///
/// ```swift
/// protocol Database {
///     func write(_ updates: (Connection) throws -> Int) rethrows -> Int
/// }
///
/// final class DatabaseMock: Database {
///     var writeAction: ((Connection) throws -> Int) throws -> Int = stub()
///
///     func write(_ updates: (Connection) throws -> Int) rethrows -> Int {
///         try withoutActuallyEscaping(updates) { updates in
///             let call = Rethrowing()
///             return try call.result { try writeAction({ connection in try call.body { try updates(connection) } }) }
///         }
///     }
/// }
///
/// // In a test: run the code under test's closure; its error reaches the code under test.
/// database.writeAction = { updates in try updates(Connection()) }
/// ```
///
/// If the action throws while the closure parameter threw nothing, the call reports a test
/// failure at the mock's line naming the method and the error, then returns the result type's
/// default value (it stops the process only when there is none): the caller may have passed a
/// closure that cannot throw, and Swift gives it no way to catch an error.
public final class Rethrowing: @unchecked Sendable {
    // @unchecked Sendable: the only mutable state is in a `Protected`; name and site are immutable.

    /// Whether the closure parameter threw during this call.
    private let closureThrew = Protected(false)
    private let name: String
    private let site: CallSite

    /// Starts one call of a `rethrows` mock method.
    ///
    /// ```swift
    /// let call = Rethrowing()
    /// ```
    ///
    /// - Parameters:
    ///   - name: The mocked method's name in failure messages; defaults to the calling method.
    ///   - fileID: The file ID of the call, for failure messages.
    ///   - filePath: The file path of the call, where failures point.
    ///   - line: The line of the call, where failures point.
    ///   - column: The column of the call, where failures point.
    public init(
        name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        self.name = name
        self.site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Calls the method's closure parameter, remembering whether it threw.
    ///
    /// ```swift
    /// try writeAction({ connection in try call.body { try updates(connection) } })
    /// ```
    ///
    /// - Parameter closure: A call of the closure parameter.
    /// - Returns: What the closure parameter returned.
    /// - Throws: What the closure parameter threw.
    public func body<T>(_ closure: () throws -> T) throws -> T {
        do { return try closure() } catch {
            closureThrew.withLock { $0 = true }
            throw error
        }
    }

    /// Calls the method's asynchronous closure parameter, remembering whether it threw.
    ///
    /// ```swift
    /// try await mapAction({ value in try await call.body { try await transform(value) } })
    /// ```
    ///
    /// - Parameter closure: A call of the closure parameter.
    /// - Returns: What the closure parameter returned.
    /// - Throws: What the closure parameter threw.
    public nonisolated(nonsending) func body<T>(_ closure: nonisolated(nonsending) () async throws -> T) async throws
        -> T
    {
        do { return try await closure() } catch {
            closureThrew.withLock { $0 = true }
            throw error
        }
    }

    /// Runs the action, letting its error out only when the closure parameter threw during this call.
    ///
    /// ```swift
    /// return try call.result { try writeAction({ connection in try call.body { try updates(connection) } }) }
    /// ```
    ///
    /// - Parameter action: A call of the method's action.
    /// - Returns: What the action returned, or the result type's default value after a failure.
    /// - Throws: The action's error, when the closure parameter threw during this call.
    public func result<T>(_ action: () throws -> T) throws -> T {
        do { return try action() } catch { return try stray(error) }
    }

    /// Runs the asynchronous action, letting its error out only when the closure parameter threw during this call.
    ///
    /// ```swift
    /// return try await call.result { try await mapAction({ value in try await call.body { try await transform(value) } }) }
    /// ```
    ///
    /// - Parameter action: A call of the method's action.
    /// - Returns: What the action returned, or the result type's default value after a failure.
    /// - Throws: The action's error, when the closure parameter threw during this call.
    public nonisolated(nonsending) func result<T>(_ action: @concurrent () async throws -> T) async throws -> T {
        do { return try await action() } catch { return try stray(error) }
    }

    /// Runs a generic method's action and hands its answer back as the call's type, as ``StubKit/genericResult(_:name:fileID:filePath:line:column:)`` does.
    ///
    /// ```swift
    /// func perform<T>(_ body: () throws -> T) rethrows -> T {
    ///     try withoutActuallyEscaping(body) { body in
    ///         let call = Rethrowing()
    ///         return try call.genericResult { try performAction(GenericCall({ try call.body(body) }, types: T.self, returning: T.self)) }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter action: A call of the method's action.
    /// - Returns: The answer as the call's type, or its default value after a failure.
    /// - Throws: The action's error, when the closure parameter threw during this call.
    public func genericResult<T>(_ action: () throws -> Any) throws -> T {
        let answer: Any
        do { answer = try action() } catch { return try stray(error) }
        return conversion.convert(answer, throwing: Never.self)
    }

    /// Runs a generic method's asynchronous action and hands its answer back as the call's type.
    ///
    /// ```swift
    /// return try await call.genericResult { try await mapAction(GenericCall({ try await call.body(body) }, types: T.self, returning: T.self)) }
    /// ```
    ///
    /// - Parameter action: A call of the method's action.
    /// - Returns: The answer as the call's type, or its default value after a failure.
    /// - Throws: The action's error, when the closure parameter threw during this call.
    public nonisolated(nonsending) func genericResult<T>(
        _ action: @concurrent () async throws -> Any
    ) async throws -> T {
        let answer: Any
        do { answer = try await action() } catch { return try stray(error) }
        return conversion.convert(answer, throwing: Never.self)
    }

    /// Runs a generic method's action and hands its answer back as the call's type, keeping
    /// `current` when nothing answered, as ``StubKit/genericResult(_:ifUnanswered:name:fileID:filePath:line:column:)`` does.
    ///
    /// ```swift
    /// func update<T>(_ value: inout T, _ transform: (T) throws -> T) rethrows {
    ///     let call = Rethrowing()
    ///     value = try call.genericResult(
    ///         { try updateAction(GenericCall((value, { try call.body { try transform($0 as! T) } }), types: T.self, returning: T.self)) },
    ///         ifUnanswered: try transform(value))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - action: A call of the method's action.
    ///   - current: The value when no setup answered (a strict action's call is reported first), evaluated only
    ///     then; what it throws is let out when the closure parameter threw it, and reported otherwise.
    /// - Returns: The answer as the call's type, or `current`.
    /// - Throws: The action's or `current`'s error, when the closure parameter threw during this call.
    public func genericResult<T>(
        _ action: () throws -> Any, ifUnanswered current: @autoclosure () throws -> T
    ) throws -> T {
        let answer: Any
        do { answer = try action() } catch { return try stray(error) }
        if isGenericAnswer(answer), answer is T { return answer as! T }  // Checked by `is` just before.
        let kept: T
        do { kept = try current() } catch { return try stray(error) }
        return conversion.convert(answer, keeping: { kept }, throwing: Never.self)
    }

    /// Runs a generic method's asynchronous action and hands its answer back as the call's type,
    /// keeping `current` when nothing answered.
    ///
    /// ```swift
    /// value = try await call.genericResult(
    ///     { try await refreshAction(GenericCall({ try await call.body { try await load() } }, types: T.self, returning: T.self)) },
    ///     ifUnanswered: try await load())
    /// ```
    ///
    /// - Parameters:
    ///   - action: A call of the method's action.
    ///   - current: The value when no setup answered, evaluated only then (see the synchronous form).
    /// - Returns: The answer as the call's type, or `current`.
    /// - Throws: The action's or `current`'s error, when the closure parameter threw during this call.
    public nonisolated(nonsending) func genericResult<T>(
        _ action: @concurrent () async throws -> Any,
        ifUnanswered current: @autoclosure @concurrent () async throws -> T
    ) async throws -> T {
        let answer: Any
        do { answer = try await action() } catch { return try stray(error) }
        if isGenericAnswer(answer), answer is T { return answer as! T }  // Checked by `is` just before.
        let kept: T
        do { kept = try await current() } catch { return try stray(error) }
        return conversion.convert(answer, keeping: { kept }, throwing: Never.self)
    }

    /// The conversion of a generic answer, failing at this call's site.
    private var conversion: GenericAnswer {
        GenericAnswer(name: name, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }

    /// Rethrows `error` when the closure parameter threw during this call; otherwise reports it
    /// and returns the default value, or stops.
    private func stray<T>(_ error: any Error) throws -> T {
        if closureThrew.withLock({ $0 }) { throw error }
        let message = Messages.rethrowsActionThrew(name: name, error: "\(error)")
        return endFailedCall(message, at: site, throwing: Never.self, fallback: runtimeDefaultValue(of: T.self)?())
    }
}
