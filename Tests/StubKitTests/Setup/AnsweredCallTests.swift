import Testing
import XCTest

@testable import StubKit

// When a newer sequence answers a call, older layers still see it (counts, once-steps, callbacks),
// but nothing of theirs that only matters for the result runs, and user code they run is isolated
// from the answer.

private final class PairMock {
    lazy var firstAction = stub(of: first)
    func first(_ text: String) -> Int { firstAction(text) }
    lazy var secondAction = strictStub(of: second)
    func second(_ text: String) -> Int { secondAction(text) }
}

final class AnsweredCallTests: XCTestCase {
    func testAnOlderAnswerIsNotComputedWhenANewerSequenceAnswers() {
        let mock = PairMock()
        var olderAnswers = 0
        setupStubSequence(of: &mock.firstAction).answers { _ in
            olderAnswers += 1
            return -1
        }
        setupStubSequence(of: &mock.firstAction).returnsOnce(5)

        XCTAssertEqual(mock.first("a"), 5)
        XCTAssertEqual(olderAnswers, 0, "the older answer's result would be thrown away")
        XCTAssertEqual(mock.first("b"), -1, "once the newer sequence is used up, the older one answers")
        XCTAssertEqual(olderAnswers, 1)
    }

    func testAnOlderAnswerOnceIsStillUsedUpWithoutRunning() {
        let mock = PairMock()
        var olderAnswers = 0
        setupStubSequence(of: &mock.firstAction)
            .answersOnce { _ in
                olderAnswers += 1
                return -1
            }
            .returns(7)
        setupStubSequence(of: &mock.firstAction).returnsOnce(5)

        XCTAssertEqual(mock.first("a"), 5)
        XCTAssertEqual(mock.first("b"), 7, "the older answersOnce was consumed by the first call")
        XCTAssertEqual(olderAnswers, 0)
    }

    func testAnOlderCallbackStillRunsForAnAnsweredCall() {
        let mock = PairMock()
        var seen: [String] = []
        setupStubSequence(of: &mock.firstAction).callback { seen.append($0) }
        setupStubSequence(of: &mock.firstAction).returns(5)

        XCTAssertEqual(mock.first("a"), 5)
        XCTAssertEqual(seen, ["a"])
    }

    func testAStrictStubCalledFromACallbackDuringAnAnsweredCallStillReports() {
        let mock = PairMock()
        var inner: Int?
        setupStubSequence(of: &mock.firstAction).callback { _ in inner = mock.second("inside") }
        setupStubSequence(of: &mock.firstAction).returns(5)

        let failures = recordingFailures {
            XCTAssertEqual(mock.first("a"), 5)
        }

        XCTAssertEqual(inner, 0, "the unregistered strict stub answers its own default, not the outer 5")
        XCTAssertEqual(failures.map(\.message).count, 1)
        XCTAssertEqual(failures.first?.message, unregistered("inside"))
    }

    func testAReentrantCallFromAnAnswerGetsItsOwnResult() {
        let mock = PairMock()
        setupStubSequence(of: &mock.firstAction).when("inner").returns(2)
        setupStubSequence(of: &mock.firstAction).when("outer").answers { _ in mock.first("inner") * 10 }

        XCTAssertEqual(mock.first("outer"), 20)
    }

    // The answered-call binding must not leak into calls that user code makes to another mock
    // whose stub has the same signature: each of these reports the unregistered strict stub.

    func testARegisterStubBodyCallingAnotherMocksStrictStubDuringAnAnsweredCallGetsItsReport() {
        let mock = PairMock()
        let other = PairMock()
        var inner: Int?
        mock.firstAction = registerStub(alwaysReturn: {
            inner = other.second("inside")
            return -1
        })
        setupStubSequence(of: &mock.firstAction).returns(5)

        let failures = recordingFailures {
            XCTAssertEqual(mock.first("a"), 5)
        }

        XCTAssertEqual(inner, 0, "the other mock's strict stub answers its own default, not the outer 5")
        XCTAssertEqual(failures.map(\.message), [unregistered("inside")])
    }

    func testAConditionOrSpyTransformOfALowerLayerCallingAStrictStubDuringAnAnsweredCallGetsItsReport() {
        let mock = PairMock()
        let other = PairMock()
        var fromCondition: Int?
        var fromTransform: Int?
        setupStubSequence(of: &mock.firstAction).when { _ in
            fromCondition = other.second("condition")
            return true
        }
        let spy = spyCalls(of: &mock.firstAction) { (text: String) -> String in
            fromTransform = other.second("transform")
            return text
        }
        setupStubSequence(of: &mock.firstAction).returns(5)

        let failures = recordingFailures {
            XCTAssertEqual(mock.first("a"), 5)
        }

        XCTAssertEqual(spy.all, ["a"])
        XCTAssertEqual(fromCondition, 0)
        XCTAssertEqual(fromTransform, 0)
        XCTAssertEqual(failures.map(\.message), [unregistered("transform"), unregistered("condition")])
    }

    func testAnAsyncCallsRegisterStubBodyCallingAStrictStubDuringAnAnsweredCallGetsItsReport() async {
        let mock = AsyncPairMock()
        let other = PairMock()
        let inner = Protected<Int?>(nil)
        mock.firstAction = registerStub(alwaysReturn: {
            let value = other.second("inside")
            inner.withLock { $0 = value }
            return -1
        })
        setupStubSequence(of: &mock.firstAction).returns(5)

        let failures = await recordingFailures {
            let result = try? await mock.first("a")
            XCTAssertEqual(result, 5)
        }

        XCTAssertEqual(inner.withLock { $0 }, 0)
        XCTAssertEqual(failures.map(\.message), [unregistered("inside")])
    }

    /// What SetupSequences.md documents: a closure the test assigned runs for every call, its
    /// result ignored when a sequence answered, and it runs with the answer bound, so a stub with
    /// the very same signature that it calls directly is answered too.
    func testAClosureTheTestAssignedRunsWithTheAnswerBound() {
        let mock = PairMock()
        let other = PairMock()
        var inner: Int?
        var calls = 0
        mock.firstAction = { _ in
            calls += 1
            inner = other.second("inside")
            return -1
        }
        setupStubSequence(of: &mock.firstAction).returns(5)

        let failures = recordingFailures {
            XCTAssertEqual(mock.first("a"), 5)
        }

        XCTAssertEqual(calls, 1)
        XCTAssertEqual(inner, 5)
        XCTAssertEqual(failures.map(\.message), [])
    }

    func testAStrictStubBelowAnAnsweringSequenceReturnsTheAnswerWithoutReporting() async {
        let mock = PairMock()
        let asyncMock = AsyncPairMock()
        setupStubSequence(of: &mock.secondAction).returnsOnce(3)
        asyncMock.firstAction = strictStub(of: asyncMock.first)
        setupStubSequence(of: &asyncMock.firstAction).throwsOnce(PairError.failed).returns(4)

        let failures = await recordingFailures {
            XCTAssertEqual(mock.second("a"), 3)
            let thrown: Error?
            do {
                _ = try await asyncMock.first("b")
                thrown = nil
            } catch { thrown = error }
            XCTAssertTrue(thrown is PairError)
            let result = try? await asyncMock.first("c")
            XCTAssertEqual(result, 4)
        }

        XCTAssertEqual(failures.map(\.message), [])
    }

    #if !canImport(Darwin) && canImport(Synchronization)
        // The count of bindings in progress goes back to zero after every answered call, sync or
        // async, answer or error: left above zero, every later call in the process would read the
        // task local again (the cost the count exists to avoid). XCTest runs one test at a time, so
        // no other binding is in progress here.
        func testTheCountOfBindingsInProgressReturnsToZero() async {
            let mock = PairMock()
            let asyncMock = AsyncPairMock()
            setupStubSequence(of: &mock.firstAction).returns(5)
            setupStubSequence(of: &asyncMock.firstAction).throwsOnce(PairError.failed).returns(4)
            XCTAssertFalse(AnsweredCall.anyBound)

            XCTAssertEqual(mock.first("a"), 5)
            XCTAssertFalse(AnsweredCall.anyBound, "after a synchronous answered call")
            _ = try? await asyncMock.first("b")
            XCTAssertFalse(AnsweredCall.anyBound, "after an asynchronous call answered with an error")
            _ = try? await asyncMock.first("c")
            XCTAssertFalse(AnsweredCall.anyBound, "after an asynchronous answered call")
        }
    #endif

    private func unregistered(_ argument: String) -> String {
        Messages.unregisteredStrictStub(name: "secondAction", arguments: "\"\(argument)\"")
    }
}

private enum PairError: Error { case failed }

private final class AsyncPairMock: @unchecked Sendable {
    lazy var firstAction = stub(of: first)
    func first(_ text: String) async throws -> Int { try await firstAction(text) }
}

// Linux XCTest cannot run `@MainActor` test methods: the main-actor shapes are tested with Swift
// Testing. A strict stub below a main-actor sequence that computes a value or an error steps
// aside without reporting (whole-code run seed 55547894: survivors #504, #511 and #531, the
// answer bound as the other kind on the main actor's sync, throwing and async throwing shapes,
// passed: the strict stub then found no answer of its type and reported the call).
@MainActor
@Test func aStrictStubBelowAnAnsweringMainActorSequenceStepsAside() async {
    var plain: @MainActor (Int) -> Int = strictStub(name: "plain")
    var throwing: @MainActor (Int) throws(PairError) -> Int = strictStub(name: "throwing", throwing: PairError.self)
    var async: @MainActor (Int) async -> Int = strictStub(name: "async")
    var asyncThrowing: @MainActor (Int) async throws(PairError) -> Int = strictStub(
        name: "asyncThrowing", throwing: PairError.self)
    // Computed answers: a stored one (`returns`, `throws`) carries its own binding.
    setupStubSequence(of: &plain).answers { _ in 1 }
    setupStubSequence(of: &throwing).answersOnce { _ throws(PairError) in throw .failed }.answers { _ in 2 }
    setupStubSequence(of: &async).answers { _ in 3 }
    setupStubSequence(of: &asyncThrowing).answersOnce { _ throws(PairError) in throw .failed }.answers { _ in 4 }
    var results: [Int?] = []
    let failures = await recordingFailures {
        results.append(plain(0))
        results.append(try? throwing(0))
        results.append(try? throwing(0))
        results.append(await async(0))
        results.append(try? await asyncThrowing(0))
        results.append(try? await asyncThrowing(0))
    }
    #expect(results == [1, nil, 2, 3, nil, 4])
    #expect(failures.map(\.message) == [])
}
