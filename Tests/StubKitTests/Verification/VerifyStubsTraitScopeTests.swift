#if compiler(>=6.1)
    import Testing

    @testable import StubKit

    // `.verifyStubs` on a suite, run by Swift Testing itself (issue 31): each test case gets a scope
    // of its own, so a test's unused setup is reported when that test ends, in that test, and a
    // test that uses its setups reports nothing. A scope for the whole suite would report the unused
    // setup after every test of the suite had run, in none of them.
    //
    // What the suite's tests report is recorded by a trait given before `.verifyStubs`, so that it
    // wraps each test case's verification scope, and checked when the test case ends.

    /// Records StubKit's failures around each test case, and checks them when it ends.
    private struct RecordsStubFailuresTrait: TestTrait, SuiteTrait, TestScoping {
        /// What each test case must report, by the test's name: `"line: message"` per failure.
        let expected: @Sendable (_ testName: String) -> [String]

        /// Applies to each test of the suite (a recursive trait must be a `TestTrait` too).
        var isRecursive: Bool { true }

        func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @concurrent @Sendable () async throws -> Void
        ) async throws {
            let recorder = FailureRecorder()
            try await FailureReporter.withRecorder(recorder) { try await function() }
            let reported = recorder.failures.map { "\($0.site.line): \($0.message)" }
            #expect(reported == expected(test.name), "what \(test.name) reported when it ended")
        }
    }

    extension Trait where Self == RecordsStubFailuresTrait {
        /// Checks, as each test case ends, the failures StubKit reported in it.
        fileprivate static func recordsStubFailures(
            expected: @escaping @Sendable (_ testName: String) -> [String]
        ) -> Self {
            Self(expected: expected)
        }
    }

    /// What each test case of ``VerifyStubsTraitScopeTests`` and ``VerifyStubsForwardedScopeTests``
    /// reports when it ends: its own unused setup, at its line.
    private enum ScopeReports {
        static let unusedSetupLine = #line + 27
        static let otherUnusedSetupLine = #line + 36
        /// The line of each ``VerifyStubsForwardedScopeTests`` test's setup, by the test's name, noted
        /// by the test as it runs.
        static let forwardedLines = Protected<[String: Int]>([:])

        static func expected(_ testName: String) -> [String] {
            switch testName {
            case "aSetupNoCallOfThisTestMatches()":
                let message = Messages.unmatchedSetup("when(\"vip\").returns(true)", calls: "\"bob\"")
                return ["\(unusedSetupLine): \(message)"]
            case "anotherTestsUnusedSetupIsItsOwn()":
                return ["\(otherUnusedSetupLine): \(Messages.unusedSetup("returnsOnce(false)", calls: "none"))"]
            case let name where name.hasSuffix("TestLeavesItsSetupUnused()"):
                let message = Messages.unmatchedSetup("when(\"\(name)\").returns(true)", calls: "\"bob\"")
                return ["\(forwardedLines.withLock { $0[name] } ?? 0): \(message)"]
            default:
                return []
            }
        }
    }

    @Suite(.recordsStubFailures(expected: ScopeReports.expected), .verifyStubs)
    struct VerifyStubsTraitScopeTests {
        let mock = SeqDatabaseMock()

        @Test func aSetupNoCallOfThisTestMatches() {
            setupStubSequence(of: &mock.addUserAction).when("vip").returns(true)
            #expect(mock.addUser(name: "bob") == false)
        }

        @Test func aTestThatUsesItsSetupReportsNothing() {
            setupStubSequence(of: &mock.addUserAction).when("vip").returns(true).expect(.once)
            #expect(mock.addUser(name: "vip"))
        }

        @Test func anotherTestsUnusedSetupIsItsOwn() {
            setupStubSequence(of: &mock.addUserAction).returnsOnce(false)
        }
    }

    /// Forwards every scope Swift Testing offers it to `.verifyStubs`, the suite's own (`testCase`
    /// `nil`, around all its tests) included, as a trait of the user's that bundles `.verifyStubs`
    /// with others may.
    private struct ForwardsEveryScopeTrait: TestTrait, SuiteTrait, TestScoping {
        var isRecursive: Bool { true }

        func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? { self }

        func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @concurrent @Sendable () async throws -> Void
        ) async throws {
            try await VerifyStubsTrait().provideScope(for: test, testCase: testCase, performing: function)
        }
    }

    // Swift Testing never asks a recursive suite trait such as `.verifyStubs` for the suite's own
    // scope (its default `scopeProvider` returns nil for a suite), so the suite above never passes
    // `testCase: nil`. Here a forwarding trait has it asked, by the runner: the suite's scope opens
    // none, and each test's unused setup is reported in that test. One scope for the suite would
    // report both after both had run, against the suite, in neither test.
    @Suite(.recordsStubFailures(expected: ScopeReports.expected), ForwardsEveryScopeTrait())
    struct VerifyStubsForwardedScopeTests {
        let mock = SeqDatabaseMock()

        @Test func firstTestLeavesItsSetupUnused() {
            ScopeReports.forwardedLines.withLock { $0[#function] = #line + 1 }
            setupStubSequence(of: &mock.addUserAction).when(#function).returns(true)
            #expect(mock.addUser(name: "bob") == false)
        }

        @Test func secondTestLeavesItsSetupUnused() {
            ScopeReports.forwardedLines.withLock { $0[#function] = #line + 1 }
            setupStubSequence(of: &mock.addUserAction).when(#function).returns(true)
            #expect(mock.addUser(name: "bob") == false)
        }
    }
#endif
