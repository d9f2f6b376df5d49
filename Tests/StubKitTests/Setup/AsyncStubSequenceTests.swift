import Testing

@testable import StubKit

/// `answers` and `answersOnce` with asynchronous closures, on asynchronous stubs.
@Suite struct AsyncStubSequenceTests {
    enum FetchError: Error, Equatable { case offline }

    final class Mock: @unchecked Sendable {
        lazy var lengthAction = stub(of: length)
        func length(_ text: String) async -> Int { await lengthAction(text) }

        lazy var fetchAction = stub(of: fetch)
        func fetch(_ id: Int) async throws(FetchError) -> String { try await fetchAction(id) }

        /// An action declared `@concurrent`, whose sequence is an `AsyncStubSequence` (`stub(of:)`
        /// gives the actions above `nonisolated(nonsending)` types, and their sequences are
        /// `NonsendingAsyncStubSequence`s).
        var measureAction: @concurrent (String) async -> Int = { _ in 0 }

        // A middleware's shape: a closure beside another parameter, stubbed with the closure made
        // escaping (see "Mocking Every Kind of Requirement").
        typealias Next = (String) async throws -> String
        lazy var interceptAction = stub(of: intercept as (String, @escaping Next) async throws -> String)
        func intercept(_ request: String, next: Next) async throws -> String {
            #if hasFeature(NonisolatedNonsendingByDefault)
                func pass(_ isolation: isolated (any Actor)?) async throws -> String {
                    try await withoutActuallyEscaping(next) { next in
                        _ = isolation
                        return try await interceptAction((request, next))
                    }
                }
                return try await pass(#isolation)
            #else
                return try await withoutActuallyEscaping(next) { next in try await interceptAction((request, next)) }
            #endif
        }
    }

    /// An async `answersOnce` step written after an endless one can never answer: the failure points
    /// at the step, its line and its column (on its own line, so that neither can stand for the other).
    @Test func anAsyncAnswerOnceAfterAnEndlessStepIsReportedAtItsLineAndColumn() {
        // Declared so in a module without NonisolatedNonsendingByDefault, the action is `@concurrent`:
        // its sequence is an AsyncStubSequence.
        var countAction: (String) async -> Int = { _ in 0 }
        var line: UInt = 0
        let failures = recordingFailures {
            let sequence = setupStubSequence(of: &countAction).returns(1)
            // The step's line is not its column, 38: a swap of the two would pass unseen.
            _ = sequence.answersOnce { text in
                await Task.yield()
                return text.count
            }
            line = #line - 4
        }
        #expect(
            failures.map(\.message) == [Messages.stepAfterEndless(step: "answersOnce { … }", endless: "returns(1)")])
        #expect(failures.map(\.site.line) == [line])
        #expect(failures.map(\.site.column) == [38])  // The trailing closure's `{`, where #column puts the call.
        #expect(failures.map(\.site.fileID) == [#fileID])
    }

    @Test func anAnswerCanAwait() async {
        let mock = Mock()
        setupStubSequence(of: &mock.lengthAction).answers { text in
            await Task.yield()
            return text.count
        }
        #expect(await mock.length("four") == 4)
        #expect(await mock.length("") == 0)
    }

    @Test func anAnswerCanCallTheClosureItReceived() async throws {
        let mock = Mock()
        setupStubSequence(of: &mock.interceptAction).answers { request, next in
            try await next(request + " (seen by the middleware)")
        }
        let response = try await mock.intercept("GET /") { request in "200 for \(request)" }
        #expect(response == "200 for GET / (seen by the middleware)")
    }

    @Test func answersOnceThenTheNextStep() async throws {
        let mock = Mock()
        setupStubSequence(of: &mock.fetchAction)
            .answersOnce { id in
                await Task.yield()
                return "first \(id)"
            }
            .answersOnce { (_: Int) async throws(FetchError) -> String in throw .offline }
            .returns("cached")

        #expect(try await mock.fetch(1) == "first 1")
        await #expect(throws: FetchError.offline) { try await mock.fetch(2) }
        #expect(try await mock.fetch(3) == "cached")
    }

    @Test func aSynchronousAnswerStillWorksOnAnAsynchronousStub() async {
        let mock = Mock()
        setupStubSequence(of: &mock.lengthAction).answers { $0.count * 2 }
        #expect(await mock.length("ab") == 4)
    }

    @Test func anOlderAsyncAnswerIsNotRunWhenANewerSequenceAnswers() async {
        let mock = Mock()
        let runs = Protected(0)
        setupStubSequence(of: &mock.lengthAction).answers { _ in
            runs.withLock { $0 += 1 }
            return -1
        }
        setupStubSequence(of: &mock.lengthAction).returnsOnce(5)

        #expect(await mock.length("a") == 5)
        #expect(runs.withLock { $0 } == 0)
        #expect(await mock.length("b") == -1)
        #expect(runs.withLock { $0 } == 1)
    }

    @Test func aStepAfterAnEndlessAsyncAnswerIsReported() async {
        let mock = Mock()
        let failures = recordingFailures {
            setupStubSequence(of: &mock.lengthAction)
                .answers { text in
                    await Task.yield()
                    return text.count
                }
                .returnsOnce(1)
        }
        #expect(
            failures.map(\.message) == [Messages.stepAfterEndless(step: "returnsOnce(1)", endless: "answers { … }")])
    }

    /// On a `@concurrent` action, `answersOnce` answers one call and `answers` every call after it,
    /// ending the sequence: a step after it is reported and never used (whole-code run seed 20261207,
    /// survivor #804: `answers` made a one-time step passed, as every other test's sequence was
    /// the nonsending one).
    @Test func aConcurrentActionsAnswersOnceThenAnswersEndTheSequence() async {
        let mock = Mock()
        let sequence = setupStubSequence(of: &mock.measureAction)
        #expect(type(of: sequence) == AsyncStubSequence<String, Int, Never>.self)
        let failures = recordingFailures {
            sequence
                .answersOnce { _ in
                    await Task.yield()
                    return 100
                }
                .answers { text in
                    await Task.yield()
                    return text.count
                }
                .returnsOnce(-1)
        }
        #expect(
            failures.map(\.message) == [Messages.stepAfterEndless(step: "returnsOnce(-1)", endless: "answers { … }")])
        #expect(await mock.measureAction("a") == 100)
        #expect(await mock.measureAction("bb") == 2)
        #expect(await mock.measureAction("ccc") == 3)
    }

    @Test func theSequenceIsAStubSequence() async {
        let mock = Mock()
        let sequence: StubSequence<String, Int, Never> = setupStubSequence(of: &mock.lengthAction).expect(.once)
        _ = await mock.length("x")
        #expect(sequence.verify())
    }
}
