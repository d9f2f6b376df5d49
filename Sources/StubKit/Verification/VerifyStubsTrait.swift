#if canImport(Testing)
    public import Testing
#endif

// `TestScoping` arrived with Swift 6.1; the package supports 6.0 toolchains.
#if canImport(Testing) && compiler(>=6.1)
    /// A Swift Testing trait that verifies, when each test case ends, every setup sequence it made.
    ///
    /// ```swift
    /// @Test(.verifyStubs) func signsUp() {
    ///     setupStubSequence(of: &mailer.sendAction).when("ann@example.com").expect(.once)
    ///     subject.signUp("ann@example.com")
    /// }   // verified here: no SKTVerify needed
    /// ```
    ///
    /// See <doc:VerifyingAWholeTest> for what is reported and where.
    public struct VerifyStubsTrait: TestTrait, SuiteTrait, TestScoping {
        /// Applies to every test of a suite it is given to.
        public var isRecursive: Bool { true }

        /// Runs `function`, then verifies the sequences it set up and reports unused ones.
        ///
        /// Only a test case's scope (`testCase` not `nil`) opens one: a suite's own scope, which
        /// runs all its tests, runs `function` as it is, so that each test's unused setups are
        /// reported in that test when it ends. Swift Testing asks this trait for test cases' scopes
        /// only; a trait that forwards a suite's scope here gets the same.
        ///
        /// ```swift
        /// try await VerifyStubsTrait().provideScope(for: test, testCase: testCase, performing: function)
        /// ```
        ///
        /// - Parameters:
        ///   - test: The test that runs.
        ///   - testCase: The test case that runs, if any.
        ///   - function: The test case itself.
        /// - Throws: What the test case throws.
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @concurrent @Sendable () async throws -> Void
        ) async throws {
            // A suite's own scope, or a test given the trait twice (by its suite and itself): the
            // test case's one scope is enough.
            guard testCase != nil, VerifyScope.active == nil else { return try await function() }
            try await VerifyScope.run { try await function() }
        }
    }

    extension Trait where Self == VerifyStubsTrait {
        /// Verifies every setup sequence of each test case when it ends, and reports unused setups.
        ///
        /// ```swift
        /// @Suite(.verifyStubs) struct SignUpTests { ... }
        /// ```
        public static var verifyStubs: Self { Self() }
    }
#endif
