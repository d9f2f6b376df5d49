#if canImport(Testing)
    public import Testing

    extension StubSequence {
        /// Confirms `confirmation` on every matching call, for Swift Testing's `confirmation { }`.
        ///
        /// ```swift
        /// await confirmation("mail sent", expectedCount: 2) { sent in
        ///     setupStubSequence(of: &mailer.sendAction).callback(sent)
        ///     await subject.signUp(["a@example.com", "b@example.com"])
        /// }
        /// ```
        ///
        /// - Parameter confirmation: The confirmation to confirm once per matching call.
        /// - Returns: This sequence, for chaining.
        @discardableResult
        public func callback(_ confirmation: Confirmation) -> Self {
            callback { _ in confirmation() }
        }
    }
#endif
