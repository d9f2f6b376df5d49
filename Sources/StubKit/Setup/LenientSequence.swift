extension StubSequence {
    /// Exempts this sequence from the unused-setup check of a whole-test scope.
    ///
    /// In a test with the ``Testing/Trait/verifyStubs`` trait or `verifyStubsAtTearDown()`, a
    /// sequence with a step or a condition no call used is reported when the test ends. Mark a
    /// sequence lenient when it is a fallback the test may not need:
    ///
    /// ```swift
    /// setupStubSequence(of: &mock.fetchAction).returns(cachedPage).lenient()
    /// ```
    ///
    /// Its expectations, if any, are still verified. Outside such a scope it changes nothing.
    ///
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func lenient() -> Self {
        layer.locked { $0.isLenient = true }
        return self
    }
}
