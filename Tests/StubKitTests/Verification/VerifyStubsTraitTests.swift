#if compiler(>=6.1)
    import Foundation
    import Testing

    @testable import StubKit

    /// Lets two tasks meet: each `arrive()` returns once `count` tasks have arrived.
    private actor Rendezvous {
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private let count: Int

        init(count: Int) { self.count = count }

        func arrive() async {
            if waiting.count + 1 == count {
                for continuation in waiting { continuation.resume() }
                waiting = []
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    // The `.verifyStubs` trait: the trait's own scope is run here inside `withKnownIssue`, which
    // sees the issues it records when the test case ends, in the test that ran, at the user's line.

    @Suite struct VerifyStubsTraitTests {
        /// Runs `body` as the trait runs a test case.
        private static func inTrait(_ body: @escaping @Sendable () async -> Void) async {
            guard let test = Test.current else {
                Issue.record("not in a test")
                return
            }
            do {
                try await VerifyStubsTrait().provideScope(for: test, testCase: Test.Case.current, performing: body)
            } catch {
                Issue.record(error)
            }
        }

        @Test func unmetExpectationsAreRecordedInTheTestAtTheExpectLine() async {
            let mock = SeqDatabaseMock()
            let setupLine = #line + 4
            let expectLine = #line + 4
            await withKnownIssue {
                await Self.inTrait {
                    setupStubSequence(of: &mock.addUserAction).when("vip")
                        .expect(.once)
                    _ = mock.addUser(name: "bob")
                }
            } matching: { issue in
                issue.sourceLocation?.line == expectLine && issue.sourceLocation?.fileID == #fileID
                    && issue.comments.map(\.rawValue) == [
                        Messages.expectationNotMetAtTestEnd(
                            sequenceSite: "StubKitTests/VerifyStubsTraitTests.swift:\(setupLine)",
                            conditions: "when(\"vip\")",
                            failure: Messages.unmetExpectations(
                                "once", count: 0, calls: "\"bob\"",
                                nearestMiss: "when(\"vip\") waited for \"vip\", got \"bob\""))
                    ]
            }
        }

        /// A test case that throws still has its setups checked when it ends, and its error goes on
        /// to the test.
        @Test func aTestCaseThatThrowsStillHasItsSetupsChecked() async {
            struct Stop: Error {}
            let mock = SeqDatabaseMock()
            let expectLine = #line + 5
            await withKnownIssue {
                do {
                    try await VerifyScope.run { () async throws in
                        setupStubSequence(of: &mock.addUserAction).when("vip")
                            .expect(.once)
                        throw Stop()
                    }
                    Issue.record("the test case's error did not come through")
                } catch {
                    #expect(error is Stop)
                }
            } matching: { issue in
                issue.sourceLocation?.line == expectLine
                    && issue.comments.map(\.rawValue).first?.contains("expected once, called 0 times") == true
            }
        }

        @Test func unusedSetupsAreRecordedAtTheSetupLine() async {
            let mock = SeqDatabaseMock()
            let setupLine = #line + 3
            await withKnownIssue {
                await Self.inTrait {
                    setupStubSequence(of: &mock.addUserAction).when("vip").returns(true)
                    _ = mock.addUser(name: "bob")
                }
            } matching: { issue in
                issue.sourceLocation?.line == setupLine
                    && issue.comments.map(\.rawValue) == [
                        Messages.unmatchedSetup("when(\"vip\").returns(true)", calls: "\"bob\"")
                    ]
            }
        }

        /// A missed setup with an expectation is reported once, by its expectation.
        ///
        /// The unmet expectation already says no call used the setup, so its steps are not reported
        /// unused too (issue 39). Once the expectation is met, steps no call used are.
        @Test func aMissedSetupWithAnExpectationIsReportedOnce() async {
            let mock = SeqDatabaseMock()
            let setupLine = #line + 4
            let messages = Protected<[String]>([])
            await withKnownIssue {
                await Self.inTrait {
                    setupStubSequence(of: &mock.addUserAction).when("vip").returnsOnce(true)
                        .expect(.once)
                    _ = mock.addUser(name: "bob")
                }
            } matching: { issue in
                messages.withLock { $0 += issue.comments.map(\.rawValue) }
                return true
            }
            #expect(
                messages.withLock { $0 } == [
                    Messages.expectationNotMetAtTestEnd(
                        sequenceSite: "StubKitTests/VerifyStubsTraitTests.swift:\(setupLine)",
                        conditions: "when(\"vip\")",
                        failure: Messages.unmetExpectations(
                            "once", count: 0, calls: "\"bob\"",
                            nearestMiss: "when(\"vip\") waited for \"vip\", got \"bob\""))
                ])
        }

        @Test func aMetExpectationLeavesUnusedStepsReported() async {
            let mock = SeqDatabaseMock()
            let messages = Protected<[String]>([])
            await withKnownIssue {
                await Self.inTrait {
                    setupStubSequence(of: &mock.addUserAction).when("vip").returnsOnce(true).returnsOnce(false)
                        .expect(.once)
                    _ = mock.addUser(name: "vip")
                }
            } matching: { issue in
                messages.withLock { $0 += issue.comments.map(\.rawValue) }
                return true
            }
            #expect(
                messages.withLock { $0 } == [
                    Messages.unusedSteps(
                        "returnsOnce(false)", of: "when(\"vip\").returnsOnce(true).returnsOnce(false)", matched: 1,
                        calls: "\"vip\"")
                ])
        }

        @Test func setupsMadeInTasksTheTestStartsBelongToIt() async {
            let mock = SeqDatabaseMock()
            await withKnownIssue {
                await Self.inTrait {
                    await Task {
                        _ = setupStubSequence(of: &mock.addAccountAction).expect(.once)
                    }.value
                    await withTaskGroup(of: Void.self) { group in
                        group.addTask { setupStubSequence(of: &mock.addUserAction).returnsOnce(true) }
                    }
                }
            } matching: { issue in
                let message = issue.comments.first?.rawValue ?? ""
                return message.hasSuffix(Messages.unmetExpectations("once", count: 0, calls: "none"))
                    || message
                        == Messages.unusedSetup("returnsOnce(true)", calls: "none")
            }
        }

        @Test func aTestThatUsesItsSetupsRecordsNothing() async {
            let mock = SeqDatabaseMock()
            await Self.inTrait {
                setupStubSequence(of: &mock.addUserAction).when("vip").returns(true).expect(.once)
                setupStubSequence(of: &mock.addUserAction).when("bob").returns(false).lenient()
                #expect(mock.addUser(name: "vip"))
            }
        }

        /// A scope asked for a whole suite (`testCase` is `nil`: Swift Testing asks so of a suite
        /// trait that is not recursive, or of a trait that forwards the suite's scope to this one)
        /// opens none, so that each test case's own call opens its own: each test's unused setup is
        /// reported when that test ends, in that test, and nothing is left for the suite's end.
        @Test func aSuitesScopeLeavesEachTestCaseItsOwn() async throws {
            let test = try #require(Test.current)
            let trait = VerifyStubsTrait()
            let mocks = ["first": SeqDatabaseMock(), "second": SeqDatabaseMock()]
            let setupLine = #line + 8
            let reportedByTest = Protected<[String: [String]]>([:])
            let reportedAtSuiteEnd = await recordingFailures {
                // Swift Testing's order: the suite's scope around every test, each test case's inside.
                try? await trait.provideScope(for: test, testCase: nil) {
                    for name in ["first", "second"] {
                        let failures = await recordingFailures {
                            try? await trait.provideScope(for: test, testCase: Test.Case.current) {
                                setupStubSequence(of: &mocks[name]!.addUserAction).when(name).returns(true)
                                _ = mocks[name]!.addUser(name: "bob")
                            }
                        }
                        reportedByTest.withLock { $0[name] = failures.map { "\($0.site.line): \($0.message)" } }
                    }
                }
            }
            for name in ["first", "second"] {
                let message = Messages.unmatchedSetup("when(\"\(name)\").returns(true)", calls: "\"bob\"")
                #expect(reportedByTest.withLock { $0[name] } == ["\(setupLine): \(message)"])
            }
            #expect(reportedAtSuiteEnd.map(\.message) == [])
        }

        /// Two test cases' scopes live at once on two tasks, each setting up and calling while the
        /// other is open: each reports its own setups only.
        @Test func parallelScopesSeeOnlyTheirOwnSetups() async {
            let meet = Rendezvous(count: 2)
            let mocks = ["first": SeqDatabaseMock(), "second": SeqDatabaseMock()]
            let reports = await withTaskGroup(of: (String, [String]).self) { group in
                for (name, mock) in mocks {
                    group.addTask {
                        let failures = await recordingFailures {
                            await Self.inTrait {
                                setupStubSequence(of: &mock.addUserAction).when(name).returns(true)
                                await meet.arrive()
                                for other in mocks.values { _ = other.addUser(name: "other") }
                                await meet.arrive()
                            }
                        }
                        return (name, failures.map(\.message))
                    }
                }
                var reports: [String: [String]] = [:]
                for await (name, messages) in group { reports[name] = messages }
                return reports
            }
            for name in ["first", "second"] {
                #expect(
                    reports[name] == [
                        Messages.unmatchedSetup("when(\"\(name)\").returns(true)", calls: "\"other\", \"other\"")
                    ])
            }
        }
    }

    /// An answer made in a `@MainActor` test whose `deinit` must run on the main actor (as a
    /// value holding a main-actor closure, run by its `deinit`, does).
    final class MainActorToken: Sendable {
        deinit { MainActor.assertIsolated("the token was released off the main actor") }
    }

    protocol TokenSource {
        func token() -> MainActorToken
    }

    final class TokenSourceMock: TokenSource {
        var tokenAction: (()) -> MainActorToken = strictStub(name: "tokenAction")
        func token() -> MainActorToken { tokenAction(()) }
    }

    /// The scope's end releases the test's setups, often the last references to their answers, on
    /// the main actor: released off it, the token's check would stop the process (trial 41c).
    @MainActor @Suite struct VerifyStubsTraitReleaseTests {
        @Test(.verifyStubs) func aMainActorTestsAnswersAreReleasedOnTheMainActor() {
            let source = TokenSourceMock()
            setupStub(of: &source.tokenAction, return: MainActorToken())
            _ = source.token()
        }
    }

    /// The trait on a suite: every test case gets its own scope, and passing tests record nothing.
    @Suite(.verifyStubs) struct VerifyStubsSuiteTests {
        let mock = SeqDatabaseMock()

        @Test func expectationsAreVerifiedWithoutSKTVerify() {
            setupStubSequence(of: &mock.addUserAction).when("vip").returns(true).expect(.once)
            #expect(mock.addUser(name: "vip"))
            #expect(VerifyScope.active != nil)
        }

        @Test(.verifyStubs, arguments: ["a", "b"]) func eachCaseHasItsOwnScope(name: String) async {
            setupStubSequence(of: &mock.addUserAction).when(name).expect(.once)
            await Task { _ = mock.addUser(name: name) }.value
        }
    }
#endif
