// `returnsNil()`: "no value" from a generic method whose result is optional (`T?`), whose action
// answers `Any`. `returns(nil)` cannot compile there (`nil` is not an `Any`), and
// `returns(Optional<User>.none as Any)` names a type the answer does not need: a `nil` of any
// optional type converts to the call's own `T?` in `genericResult`.

extension StubSequence where Output == Any {
    /// Answers every following matching call of a generic method returning an optional with `nil`.
    ///
    /// ```swift
    /// // func value<T: Decodable>(forKey key: String) -> T?
    /// setupStubSequence(of: &store.valueAction).when { $0.arguments == "token" }.returnsNil()
    /// ```
    ///
    /// It ends the sequence, as ``StubSequence/returns(_:fileID:filePath:line:column:)`` does.
    ///
    /// - Parameters:
    ///   - fileID: The file ID of the call, for failure messages.
    ///   - filePath: The file path of the call, where a failure points if this step is never used.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func returnsNil(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self {
        returns(Optional<Any>.none as Any, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Answers the next matching call of a generic method returning an optional with `nil`, once.
    ///
    /// ```swift
    /// setupStubSequence(of: &store.valueAction).returnsNilOnce().returns(User(name: "Ada"))
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: The file ID of the call, for failure messages.
    ///   - filePath: The file path of the call, where a failure points if this step is never used.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func returnsNilOnce(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self {
        returnsOnce(Optional<Any>.none as Any, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
