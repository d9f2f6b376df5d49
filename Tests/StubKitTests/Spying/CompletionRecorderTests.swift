import Foundation
import Testing
import XCTest

@testable import StubKit

private enum LoadError: Error, Equatable {
    case offline
}

/// A service whose requirement takes an `@escaping @Sendable` completion handler.
private protocol FeedService: Sendable {
    func load(page: Int, completion: @escaping @Sendable (Result<[String], LoadError>) -> Void)
}

private final class FeedServiceMock: FeedService, @unchecked Sendable {
    var loadAction: ((Int, @Sendable (Result<[String], LoadError>) -> Void)) -> Void = stub()
    func load(page: Int, completion: @escaping @Sendable (Result<[String], LoadError>) -> Void) {
        loadAction((page, completion))
    }
}

/// Code under test: answers on another thread, with a completion handler of its own.
private struct FeedModel: Sendable {
    let service: any FeedService

    func refresh(completion: @escaping @Sendable (Int) -> Void) {
        DispatchQueue.global().async {
            service.load(page: 1) { result in completion((try? result.get())?.count ?? -1) }
        }
    }
}

final class CompletionRecorderTests: XCTestCase {
    func testTheHandlerRecordsWhatTheCodeUnderTestPassesFromAnotherThread() async {
        let service = FeedServiceMock()
        setupStubSequence(of: &service.loadAction).answers { _, completion in completion(.success(["a", "b"])) }
        let refreshed = CompletionRecorder<Int>()
        FeedModel(service: service).refresh(completion: refreshed.handler)
        let met = await SKTVerify(refreshed, timeout: .seconds(5))
        XCTAssertTrue(met)
        XCTAssertEqual(refreshed.first, 2)
        XCTAssertEqual(refreshed.all, [2])
        XCTAssertEqual(refreshed[1], nil)
    }

    func testARecorderCapturesTheHandlerAMockReceived() async {
        let service = FeedServiceMock()
        let handlers = spyCalls(of: &service.loadAction, transform: { $0.1 })
        let loaded = CompletionRecorder<Result<[String], LoadError>>()
        service.load(page: 3, completion: loaded.handler)
        handlers.first?(.failure(.offline))
        XCTAssertEqual(loaded.all, [.failure(.offline)])
        XCTAssertEqual(loaded.count, 1)
    }

    func testWaitingForSeveralCallsReturnsOnTheCallThatMeetsTheExpectation() async {
        let saved = CompletionRecorder<Bool>()
        let handler = saved.handler
        // Called after the verification below has started waiting: the second call must wake it.
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(300)) {
            handler(true)
            handler(false)
        }
        let start = ContinuousClock.now
        let met = await SKTVerify(saved, .times(2), timeout: .seconds(10))
        let waited = ContinuousClock.now - start
        XCTAssertTrue(met)
        XCTAssertEqual(saved.all, [true, false])
        XCTAssertLessThan(waited, .seconds(2), "it returns on the call that meets the expectation, not at its timeout")
    }

    func testAHandlerNeverCalledFailsAtTheVerifyLineWithWhatItReceived() async {
        let saved = CompletionRecorder<Int>()
        saved.record(4)
        var line: UInt = 0
        let failures = await recordingFailures {
            let met = await SKTVerify(saved, .times(2), timeout: .milliseconds(50))
            line = #line - 1
            XCTAssertFalse(met)
        }
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.completionNotCalled(Messages.unmetExpectations("exactly 2 times", count: 1, calls: "4"))])
        XCTAssertEqual(failures.first?.site.line, line)
    }

    func testAnExpectationThatCannotBeMetAnyMoreFailsWithoutWaiting() async {
        let saved = CompletionRecorder<String>()
        saved.record("a")
        saved.record("b")
        let start = ContinuousClock.now
        let failures = await recordingFailures {
            let met = await SKTVerify(saved, timeout: .seconds(30))
            XCTAssertFalse(met)
        }
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(10))
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.completionNotCalled(Messages.unmetExpectations("once", count: 2, calls: #""a", "b""#))])
    }

    func testNoCallIsDescribedAsNone() async {
        let saved = CompletionRecorder<Int>()
        let failures = await recordingFailures { await SKTVerify(saved, timeout: .milliseconds(10)) }
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.completionNotCalled(Messages.unmetExpectations("once", count: 0, calls: "none"))])
    }

    func testItIsARecorderForSpies() {
        var pageAction: (Int) -> Void = stub()
        let pages = spyCalls(of: &pageAction, recorder: CompletionRecorder<Int>.self)
        pageAction(1)
        pageAction(2)
        XCTAssertEqual(pages.all, [1, 2])
    }

    /// Two threads call the handler at once, released together by a barrier, while the test waits.
    func testTwoThreadsCallingAtOnceLoseNoValueAndResumeTheWait() async {
        let received = CompletionRecorder<Int>()
        let handler = received.handler
        let barrier = DispatchSemaphore(value: 0)
        for thread in 0..<2 {
            Thread {
                barrier.wait()
                for index in 0..<500 { handler(thread * 1_000 + index) }
            }.start()
        }
        barrier.signal()
        barrier.signal()
        let met = await SKTVerify(received, .times(1_000), timeout: .seconds(30))
        XCTAssertTrue(met)
        XCTAssertEqual(received.count, 1_000)
        XCTAssertEqual(Set(received.all).count, 1_000)
        let fromFirst = received.all.filter { $0 < 1_000 }
        XCTAssertEqual(fromFirst, Array(0..<500), "each thread's values keep their order")
    }

    /// A wait is resumed by the call that meets its expectation, and only by it: later calls that
    /// meet it too resume nothing (whole-code run seed 55547894: survivor #1167, met waits kept,
    /// passed; an `SKTVerify` continuation resumed twice stops the process).
    func testAWaitIsResumedOnceThoughLaterCallsMeetItToo() {
        let recorder = CompletionRecorder<Int>()
        let resumed = Protected(0)
        recorder.whenCount(meets: .atLeastOnce) { resumed.withLock { $0 += 1 } }
        recorder.whenCount(meets: .times(2)) { resumed.withLock { $0 += 10 } }
        recorder.record(1)
        XCTAssertEqual(resumed.withLock { $0 }, 1)
        recorder.record(2)
        recorder.record(3)
        XCTAssertEqual(resumed.withLock { $0 }, 11)
    }
}

@Test func aCompletionRecorderWorksInSwiftTesting() async {
    let loaded = CompletionRecorder<Result<[String], LoadError>>()
    let service = FeedServiceMock()
    setupStubSequence(of: &service.loadAction).answers { _, completion in
        DispatchQueue.global().async { completion(.failure(.offline)) }
    }
    service.load(page: 1, completion: loaded.handler)
    await SKTVerify(loaded, timeout: .seconds(5))
    #expect(loaded.first == .failure(.offline))
}
