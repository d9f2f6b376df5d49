// Conditions on a call's arguments. A function with several parameters is stubbed with a tuple
// argument, so `whenFirst` ... `whenFourth` compare one element of that tuple.

extension StubSequence where Args: Equatable {
    /// Restricts this sequence to calls whose argument equals `value`.
    ///
    /// ```swift
    /// setupStubSequence(of: &mock.addUserAction).when("user1").returns(false)
    /// ```
    ///
    /// - Parameter value: The argument a call must have.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    @inlinable
    public func when(_ value: Args) -> Self {
        addCondition(
            "when(\(describeArguments(value)))", isEquality: true, expected: describeArguments(value),
            actual: { describeArguments($0) },
            { $0 == value })
    }
}

extension StubSequence {
    /// Restricts this sequence to calls whose first argument equals `value`.
    ///
    /// ```swift
    /// setupStubSequence(of: &mock.addAccountAction).whenFirst("Tom").returns(1)
    /// ```
    ///
    /// - Parameter value: The first argument a call must have.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    @inlinable
    public func whenFirst<A: Equatable, B>(_ value: A) -> Self where Args == (A, B) {
        addCondition(
            "whenFirst(\(describeArguments(value)))", isEquality: true, expected: describeArguments(value),
            actual: { describeArguments($0.0) },
            { $0.0 == value })
    }

    /// Restricts this sequence to calls whose second argument equals `value`.
    ///
    /// - Parameter value: The second argument a call must have.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    @inlinable
    public func whenSecond<A, B: Equatable>(_ value: B) -> Self where Args == (A, B) {
        addCondition(
            "whenSecond(\(describeArguments(value)))", isEquality: true, expected: describeArguments(value),
            actual: { describeArguments($0.1) },
            { $0.1 == value })
    }

    /// Restricts this sequence to calls whose first argument equals `value`.
    ///
    /// - Parameter value: The first argument a call must have.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    @inlinable
    public func whenFirst<A: Equatable, B, C>(_ value: A) -> Self where Args == (A, B, C) {
        addCondition(
            "whenFirst(\(describeArguments(value)))", isEquality: true, expected: describeArguments(value),
            actual: { describeArguments($0.0) },
            { $0.0 == value })
    }

    /// Restricts this sequence to calls whose second argument equals `value`.
    ///
    /// - Parameter value: The second argument a call must have.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    @inlinable
    public func whenSecond<A, B: Equatable, C>(_ value: B) -> Self where Args == (A, B, C) {
        addCondition(
            "whenSecond(\(describeArguments(value)))", isEquality: true, expected: describeArguments(value),
            actual: { describeArguments($0.1) },
            { $0.1 == value })
    }

    /// Restricts this sequence to calls whose third argument equals `value`.
    ///
    /// - Parameter value: The third argument a call must have.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    @inlinable
    public func whenThird<A, B, C: Equatable>(_ value: C) -> Self where Args == (A, B, C) {
        addCondition(
            "whenThird(\(describeArguments(value)))", isEquality: true, expected: describeArguments(value),
            actual: { describeArguments($0.2) },
            { $0.2 == value })
    }

    /// Restricts this sequence to calls whose first argument equals `value`.
    ///
    /// - Parameter value: The first argument a call must have.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    @inlinable
    public func whenFirst<A: Equatable, B, C, D>(_ value: A) -> Self where Args == (A, B, C, D) {
        addCondition(
            "whenFirst(\(describeArguments(value)))", isEquality: true, expected: describeArguments(value),
            actual: { describeArguments($0.0) },
            { $0.0 == value })
    }

    /// Restricts this sequence to calls whose second argument equals `value`.
    ///
    /// - Parameter value: The second argument a call must have.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    @inlinable
    public func whenSecond<A, B: Equatable, C, D>(_ value: B) -> Self where Args == (A, B, C, D) {
        addCondition(
            "whenSecond(\(describeArguments(value)))", isEquality: true, expected: describeArguments(value),
            actual: { describeArguments($0.1) },
            { $0.1 == value })
    }

    /// Restricts this sequence to calls whose third argument equals `value`.
    ///
    /// - Parameter value: The third argument a call must have.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    @inlinable
    public func whenThird<A, B, C: Equatable, D>(_ value: C) -> Self where Args == (A, B, C, D) {
        addCondition(
            "whenThird(\(describeArguments(value)))", isEquality: true, expected: describeArguments(value),
            actual: { describeArguments($0.2) },
            { $0.2 == value })
    }

    /// Restricts this sequence to calls whose fourth argument equals `value`.
    ///
    /// - Parameter value: The fourth argument a call must have.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    @inlinable
    public func whenFourth<A, B, C, D: Equatable>(_ value: D) -> Self where Args == (A, B, C, D) {
        addCondition(
            "whenFourth(\(describeArguments(value)))", isEquality: true, expected: describeArguments(value),
            actual: { describeArguments($0.3) },
            { $0.3 == value })
    }

    /// Restricts this sequence to calls whose fourth argument equals `value`.
    ///
    /// - Parameter value: The fourth argument a call must have.
    /// - Returns: This sequence, for chaining.
    @available(*, deprecated, renamed: "whenFourth")
    @discardableResult
    @inlinable
    public func whenForth<A, B, C, D: Equatable>(_ value: D) -> Self where Args == (A, B, C, D) {
        whenFourth(value)
    }
}

extension StubSequence {
    /// Restricts this sequence to calls whose two arguments equal `first` and `second`.
    ///
    /// ```swift
    /// setupStubSequence(of: &mock.addAccountAction).when("Tom", "Derk").returns(100)
    /// ```
    ///
    /// - Parameters:
    ///   - first: The first argument a call must have.
    ///   - second: The second argument a call must have.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    @inlinable
    public func when<A: Equatable, B: Equatable>(_ first: A, _ second: B) -> Self where Args == (A, B) {
        addCondition(
            "when(\(describeArguments(first)), \(describeArguments(second)))", isEquality: true,
            expected: describeArguments((first, second)), actual: { describeArguments(($0.0, $0.1)) },
            { $0.0 == first && $0.1 == second })
    }

    /// Restricts this sequence to calls whose three arguments equal `first`, `second` and `third`.
    ///
    /// - Parameters:
    ///   - first: The first argument a call must have.
    ///   - second: The second argument a call must have.
    ///   - third: The third argument a call must have.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    @inlinable
    public func when<A: Equatable, B: Equatable, C: Equatable>(
        _ first: A, _ second: B, _ third: C
    ) -> Self where Args == (A, B, C) {
        let description = [describeArguments(first), describeArguments(second), describeArguments(third)]
        return addCondition(
            "when(\(description.joined(separator: ", ")))", isEquality: true,
            expected: "(\(description.joined(separator: ", ")))", actual: { describeArguments(($0.0, $0.1, $0.2)) },
            { $0.0 == first && $0.1 == second && $0.2 == third })
    }

    /// Restricts this sequence to calls whose four arguments equal the given values.
    ///
    /// - Parameters:
    ///   - first: The first argument a call must have.
    ///   - second: The second argument a call must have.
    ///   - third: The third argument a call must have.
    ///   - fourth: The fourth argument a call must have.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    @inlinable
    public func when<A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
        _ first: A, _ second: B, _ third: C, _ fourth: D
    ) -> Self where Args == (A, B, C, D) {
        let description = [
            describeArguments(first), describeArguments(second), describeArguments(third),
            describeArguments(fourth),
        ]
        return addCondition(
            "when(\(description.joined(separator: ", ")))", isEquality: true,
            expected: "(\(description.joined(separator: ", ")))",
            actual: { describeArguments(($0.0, $0.1, $0.2, $0.3)) },
            { $0.0 == first && $0.1 == second && $0.2 == third && $0.3 == fourth })
    }
}

extension StubSequence {
    /// Restricts this sequence to calls whose argument at `keyPath` equals `value`: any argument of
    /// any arity, or a property of one.
    ///
    /// `whenFirst` … `whenFourth` cover the first four arguments; a key path reaches the fifth and
    /// beyond, such as the `source` of swift-log's seven-argument `log` requirement:
    ///
    /// ```swift
    /// setupStubSequence(of: &handler.logAction).when(\.0, equals: .error).when(\.3, equals: "db")
    /// setupStubSequence(of: &repository.saveAction).when(\.name, equals: "Ann")   // a property
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: Where the value is in the call's arguments: `\.4` for the fifth argument.
    ///   - value: The value a call must have there.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    @inlinable
    public func when<Value: Equatable>(_ keyPath: KeyPath<Args, Value>, equals value: Value) -> Self {
        addCondition(
            "when(\(keyPath), equals: \(describeArguments(value)))", isEquality: true,
            expected: describeArguments(value), actual: { describeArguments($0[keyPath: keyPath]) },
            { $0[keyPath: keyPath] == value })
    }
}

extension StubSequence where Failure == Never {
    /// Unavailable: a stub that cannot throw has no error to answer with.
    @available(*, unavailable, message: "this stub's function does not throw")
    @discardableResult
    public func throwsOnce<E: Error>(
        _ error: E, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Self { self }

    /// Unavailable: a stub that cannot throw has no error to answer with.
    @available(*, unavailable, message: "this stub's function does not throw")
    @discardableResult
    public func `throws`<E: Error>(
        _ error: E, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Self { self }
}
