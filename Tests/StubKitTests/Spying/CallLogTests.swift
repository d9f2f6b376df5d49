import Foundation
import Testing
import XCTest

@testable import StubKit

/// One event per requirement of `SpiedDatabase`, for typed call logs.
private enum Event: Equatable {
    case addUser(String)
    case addAccount(String, String)
    case save(Int)
    case parse(String)
    case load(Int)
    case fetch(Int)
}

final class CallLogTests: XCTestCase {
    func testOneLogKeepsTheCallsOfSeveralActionsOfTwoMocksInTheOrderTheyHappened() {
        let (first, second) = (SpiedDatabaseMock(), SpiedDatabaseMock())
        let events = CallLog<Event>()
        spyCalls(of: &first.addUserAction, into: events) { .addUser($0) }
        spyCalls(of: &first.addAccountAction, into: events) { .addAccount($0.0, $0.1) }
        spyCalls(of: &second.addUserAction, into: events) { .addUser("second " + $0) }
        _ = first.addUser(name: "tom")
        _ = second.addUser(name: "ann")
        _ = first.addAccount(givenName: "Tom", lastName: "Derk")
        _ = first.addUser(name: "lee")
        XCTAssertEqual(
            events, [.addUser("tom"), .addUser("second ann"), .addAccount("Tom", "Derk"), .addUser("lee")])
    }

    func testTheStubsKeepAnsweringWithTheSetupsMadeBeforeAndAfterTheLogIsAttached() {
        let mock = SpiedDatabaseMock()
        setupStub(of: &mock.addUserAction, return: true)
        let events = CallLog<Event>()
        spyCalls(of: &mock.addUserAction, into: events) { .addUser($0) }
        spyCalls(of: &mock.addAccountAction, into: events) { .addAccount($0.0, $0.1) }
        setupStubSequence(of: &mock.addAccountAction).returns(7)
        XCTAssertTrue(mock.addUser(name: "tom"))
        XCTAssertEqual(mock.addAccount(givenName: "Tom", lastName: "Derk"), 7)
        XCTAssertEqual(events, [.addUser("tom"), .addAccount("Tom", "Derk")])
    }

    func testClearingTheLogForgetsTheCallsSoFarAndKeepsRecording() {
        let mock = SpiedDatabaseMock()
        let events = CallLog<Event>()
        spyCalls(of: &mock.addUserAction, into: events) { .addUser($0) }
        _ = mock.addUser(name: "before")
        events.removeAll()
        XCTAssertEqual(events, [])
        _ = mock.addUser(name: "after")
        XCTAssertEqual(events, [.addUser("after")])
    }

    func testAReleasedLogStopsItsSpiesAndTheStubStillAnswers() {
        let mock = SpiedDatabaseMock()
        setupStub(of: &mock.addUserAction, return: true)
        weak var released: CallLog<Event>?
        do {
            let events = CallLog<Event>()
            spyCalls(of: &mock.addUserAction, into: events) { .addUser($0) }
            released = events
        }
        XCTAssertNil(released)
        XCTAssertTrue(mock.addUser(name: "tom"))
    }

    func testEveryThrowingAndTypedThrowingCallIsLoggedBeforeItThrows() {
        let mock = SpiedDatabaseMock()
        let events = CallLog<Event>()
        spyCalls(of: &mock.saveAction, into: events) { .save($0) }
        spyCalls(of: &mock.parseAction, into: events) { .parse($0) }
        setupStub(of: &mock.saveAction, throw: SpyError())
        setupStub(of: &mock.parseAction, throw: SpyError())
        XCTAssertThrowsError(try mock.save(3))
        XCTAssertThrowsError(try mock.parse("x"))
        XCTAssertEqual(events, [.save(3), .parse("x")])
    }

    func testAsyncActionsLogIntoTheSameLogAsSynchronousOnes() async throws {
        let mock = SpiedDatabaseMock()
        let events = CallLog<Event>()
        spyCalls(of: &mock.addUserAction, into: events) { .addUser($0) }
        spyCalls(of: &mock.loadAction, into: events) { .load($0) }
        spyCalls(of: &mock.fetchAction, into: events) { .fetch($0) }
        _ = await mock.load(1)
        _ = mock.addUser(name: "tom")
        _ = try await mock.fetch(2)
        XCTAssertEqual(events, [.load(1), .addUser("tom"), .fetch(2)])
    }

    func testEntriesAsTextNameTheirStubAndWriteTheArgumentsAsFailuresDo() async throws {
        let mock = SpiedDatabaseMock()
        let calls = CallLog<String>()
        spyCalls(of: &mock.addUserAction, into: calls, as: "addUser")
        spyCalls(of: &mock.addAccountAction, into: calls, as: "addAccount")
        spyCalls(of: &mock.saveAction, into: calls, as: "save")
        spyCalls(of: &mock.parseAction, into: calls, as: "parse")
        spyCalls(of: &mock.loadAction, into: calls, as: "load")
        spyCalls(of: &mock.fetchAction, into: calls, as: "fetch")
        _ = mock.addUser(name: "tom")
        _ = mock.addAccount(givenName: "Tom", lastName: "Derk")
        _ = try mock.save(3)
        _ = try mock.parse("x")
        _ = await mock.load(4)
        _ = try await mock.fetch(5)
        XCTAssertEqual(
            calls.all,
            [#"addUser("tom")"#, #"addAccount("Tom", "Derk")"#, "save(3)", #"parse("x")"#, "load(4)", "fetch(5)"])
    }

    func testAnEntryAsTextOfNoArgumentsAnOptionalAndBytesIsWrittenAsAFailureWritesThem() {
        XCTAssertEqual(LoggedCall.text("open", ()), "open()")
        XCTAssertEqual(LoggedCall.text("find", Optional("id") as Any), #"find("id")"#)
        XCTAssertEqual(LoggedCall.text("find", String?.none as Any), "find(nil)")
        XCTAssertEqual(LoggedCall.text("send", (Data("hi".utf8), 2)), #"send("hi", 2)"#)
        XCTAssertEqual(LoggedCall.text("move", (from: 1, to: 2)), "move(from: 1, to: 2)")
        let writer: ((Int, Int)) -> String = LoggedCall.writer("add")
        XCTAssertEqual(writer((1, 2)), "add(1, 2)")
    }

    /// Two threads call two actions logged into one log at once, released together by a barrier:
    /// the log keeps every call, and each thread's calls in the order that thread made them.
    func testTwoThreadsLoggingAtOnceKeepEveryCallAndEachThreadsOrder() {
        let mock = SpiedDatabaseMock()
        let events = CallLog<Event>()
        spyCalls(of: &mock.addUserAction, into: events) { .addUser($0) }
        spyCalls(of: &mock.saveAction, into: events) { .save($0) }
        for round in 0..<100 {
            events.removeAll()
            let barrier = DispatchGroup()
            barrier.enter()
            let done = DispatchGroup()
            done.enter()
            Thread {
                barrier.wait()
                for id in 0..<20 { _ = mock.addUser(name: "\(id)") }
                done.leave()
            }.start()
            done.enter()
            Thread {
                barrier.wait()
                for id in 0..<20 { _ = try? mock.save(id) }
                done.leave()
            }.start()
            barrier.leave()
            done.wait()
            let all = events.all
            XCTAssertEqual(all.count, 40, "round \(round)")
            XCTAssertEqual(
                all.filter { if case .addUser = $0 { true } else { false } }, (0..<20).map { .addUser("\($0)") })
            XCTAssertEqual(all.filter { if case .save = $0 { true } else { false } }, (0..<20).map { .save($0) })
            if all.count != 40 { break }
        }
    }
}

// Linux XCTest cannot run `@MainActor` test methods: the main-actor forms are tested with Swift Testing.
@MainActor
@Test func mainActorActionsLogIntoOneLogWithTheirTypedEntriesOrAsText() throws {
    let viewModel = SpiedViewModelMock()
    let events = CallLog<String>()
    spyCalls(of: &viewModel.showAction, into: events) { "shown " + $0 }
    spyCalls(of: &viewModel.validateAction, into: events, as: "validate")
    setupStub(of: &viewModel.validateAction, throw: SpyError())
    _ = viewModel.show("inbox")
    #expect(throws: SpyError.self) { try viewModel.validate("x") }
    #expect(events == ["shown inbox", #"validate("x")"#])

    let other = SpiedViewModelMock()
    spyCalls(of: &other.showAction, into: events, as: "show")
    spyCalls(of: &other.validateAction, into: events) { "validated " + $0 }
    _ = try other.validate("y")
    _ = other.show("outbox")
    #expect(events == ["shown inbox", #"validate("x")"#, "validated y", #"show("outbox")"#])
}

/// Actions isolated to the main actor that are async, for the last two shapes of call logs.
@MainActor private final class MainActorLoaderMock {
    var loadAction: @MainActor (Int) async -> String = { _ in "" }
    var fetchAction: @MainActor (Int) async throws(SpyError) -> String = { _ throws(SpyError) in "" }
}

@MainActor
@Test func asyncMainActorActionsLogIntoOneLogWithTheirTypedEntriesOrAsText() async throws {
    let loader = MainActorLoaderMock()
    let events = CallLog<String>()
    spyCalls(of: &loader.loadAction, into: events) { "loaded \($0)" }
    spyCalls(of: &loader.fetchAction, into: events, as: "fetch")
    _ = try await loader.fetchAction(1)
    _ = await loader.loadAction(2)
    #expect(events == ["fetch(1)", "loaded 2"])

    let other = MainActorLoaderMock()
    spyCalls(of: &other.loadAction, into: events, as: "load")
    spyCalls(of: &other.fetchAction, into: events) { "fetched \($0)" }
    _ = await other.loadAction(3)
    _ = try await other.fetchAction(4)
    #expect(events == ["fetch(1)", "loaded 2", "load(3)", "fetched 4"])
}
