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

    /// What each test case of ``VerifyStubsTraitScopeTests`` reports when it ends.
    private enum ScopeReports {
        static let unusedSetupLine = #line + 18

        static func expected(_ testName: String) -> [String] {
            switch testName {
            case "aSetupNoCallOfThisTestMatches()":
                let message = Messages.unmatchedSetup("when(\"vip\").returns(true)", calls: "\"bob\"")
                return ["\(unusedSetupLine): \(message)"]
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
    }
#endif
