import Foundation
import Testing
import XCTest

@testable import StubKit

// Every StubKit spelling of MigratingFromHandWrittenDoubles.md, run: one test per table row, then
// the guide's before-and-after suite. MigrationGuideTablesTests checks that the guide's snippets
// are here, verbatim.

enum TransportError: Error, Equatable {
    case refused
}

protocol MessageTransport {
    func connect() async throws
    func send(_ text: String) async throws
    func incoming() -> AsyncStream<String>
    func disconnect()
}

final class MessageTransportMock: MessageTransport {
    var connectAction: (()) async throws -> Void = { _ in }
    func connect() async throws { try await connectAction(()) }

    var sendAction: (String) async throws -> Void = { _ in }
    func send(_ text: String) async throws { try await sendAction(text) }

    var incomingAction: (()) -> AsyncStream<String> = strictStub(name: "incomingAction")
    func incoming() -> AsyncStream<String> { incomingAction(()) }

    var disconnectAction: (()) -> Void = { _ in }
    func disconnect() { disconnectAction(()) }
}

protocol RequestMiddleware {
    func intercept(_ request: String, next: (String) async throws -> String) async throws -> String
}

final class RequestMiddlewareMock: RequestMiddleware {
    var interceptAction: ((String, (String) async throws -> String)) async throws -> String = { _ in .defaultValue }
    func intercept(_ request: String, next: (String) async throws -> String) async throws -> String {
        #if hasFeature(NonisolatedNonsendingByDefault)
            func pass(_ isolation: isolated (any Actor)?) async throws -> String {
                try await withoutActuallyEscaping(next) { next in
                    _ = isolation
                    return try await interceptAction((request, next))
                }
            }
            return try await pass(#isolation)
        #else
            try await withoutActuallyEscaping(next) { next in try await interceptAction((request, next)) }
        #endif
    }
}

protocol ImageLoader {
    func load(_ name: String, queue: DispatchQueue, completion: @escaping (Int) -> Void)
}

final class ImageLoaderMock: ImageLoader {
    var loadAction: ((String, DispatchQueue, (Int) -> Void)) -> Void = { _ in }
    func load(_ name: String, queue: DispatchQueue, completion: @escaping (Int) -> Void) {
        loadAction((name, queue, completion))
    }
}

protocol PageCache {
    func page(_ number: Int) -> String?
}

final class PageCacheMock: PageCache {
    var pageAction: (Int) -> String? = { _ in .defaultValue }
    func page(_ number: Int) -> String? { pageAction(number) }
}

/// The dummy kept as a class by hand: adopting StrictMock makes every `stub(of:)` in it strict.
final class MessageTransportDummy: MessageTransport, StrictMock {
    lazy var connectAction = stub(of: connect)
    func connect() async throws { try await connectAction(()) }

    lazy var sendAction = stub(of: send)
    func send(_ text: String) async throws { try await sendAction(text) }

    lazy var incomingAction = stub(of: incoming)
    func incoming() -> AsyncStream<String> { incomingAction(()) }

    lazy var disconnectAction = stub(of: disconnect)
    func disconnect() { disconnectAction(()) }
}

final class MigratingFromHandWrittenDoublesTests: XCTestCase {
    private let file = "StubKitTests/MigratingFromHandWrittenDoublesTests.swift"
    let transport = MessageTransportMock()

    // The flag-and-array spy: sendCalled, sentMessages
    func testTheFlagAndArraySpy() async throws {
        let sent = spyCalls(of: &transport.sendAction)
        try await transport.send("hi")
        XCTAssertFalse(sent.isEmpty)
        XCTAssertEqual(sent, ["hi"])
    }

    // One list of events across the double's methods, compared whole
    func testOneEventLogAcrossMethods() async throws {
        enum Event: Equatable {
            case connect
            case send(String)
        }
        let events = CallLog<Event>()
        spyCalls(of: &transport.connectAction, into: events) { _ in .connect }
        spyCalls(of: &transport.sendAction, into: events) { .send($0) }
        try await transport.connect()
        try await transport.send("hi")
        XCTAssertTrue(SKTVerifyCalls(events, [.connect, .send("hi")]))
        try await transport.send("again")
        XCTAssertEqual(
            recordingFailures { SKTVerifyCalls(events, [.connect, .send("hi")]) }.map(\.message),
            [
                Messages.callsDiffer(
                    called: 3, expected: 2, lines: ["  .connect", "  .send(\"hi\")", "+ .send(\"again\")"])
            ])
    }

    // The counter: disconnectCount
    func testTheCounter() {
        let disconnects = setupStubSequence(of: &transport.disconnectAction).expect(.once)
        let line = #line - 1
        transport.disconnect()
        transport.disconnect()
        XCTAssertEqual(
            recordingFailures { SKTVerify(disconnects) }.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "\(file):\(line)", conditions: "",
                    failure: Messages.unmetExpectations("once", count: 2, calls: "(), ()"))
            ])
    }

    // The shouldFail fake: if shouldFailToConnect { throw ... }
    func testTheShouldFailFake() async {
        setupStub(of: &transport.connectAction, throw: TransportError.refused)
        await assertThrowsAsync { try await self.transport.connect() }
        await assertThrowsAsync { try await self.transport.connect() }
    }

    // A fake that fails the first attempt only
    func testFailTheFirstAttempt() async throws {
        setupStubSequence(of: &transport.connectAction).throwsOnce(TransportError.refused).returns(())
        await assertThrowsAsync { try await self.transport.connect() }
        try await transport.connect()
    }

    // The dummy: a double whose calls must not happen
    func testTheDummy() async {
        transport.connectAction = strictStub(name: "connectAction")
        let transport = self.transport
        let failures = await recordingFailures { await assertThrowsAsync { try await transport.connect() } }
        XCTAssertEqual(
            failures.map(\.message), [Messages.unregisteredStrictStub(name: "connectAction", arguments: "()")])
    }

    // The dummy kept as a class, every method failing the test: it adopts StrictMock
    func testTheDummyClassAdoptsStrictMock() async {
        let dummy = MessageTransportDummy()
        let failures = await recordingFailures {
            await assertThrowsAsync { try await dummy.connect() }
            await assertThrowsAsync { try await dummy.send("hi") }
            dummy.disconnect()
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.unregisteredStrictStub(name: "connectAction", arguments: "()"),
                Messages.unregisteredStrictStub(name: "sendAction", arguments: "\"hi\""),
                Messages.unregisteredStrictStub(name: "disconnectAction", arguments: "()"),
            ])

        dummy.connectAction = registerStub()
        setupStub(of: &dummy.incomingAction, return: AsyncStream { $0.finish() })
        let allowed = await recordingFailures {
            try? await dummy.connect()
            _ = dummy.incoming()
        }
        XCTAssertEqual(allowed, [])
    }

    // The stream-feeding transport: feed(_:) yields into the incoming stream
    func testTheStreamFeedingTransport() async {
        let (incoming, feed) = AsyncStream.makeStream(of: String.self)
        setupStub(of: &transport.incomingAction, return: incoming)
        feed.yield("hello")
        feed.finish()
        var received: [String] = []
        for await message in transport.incoming() { received.append(message) }
        XCTAssertEqual(received, ["hello"])
    }

    // A transport that replies to what is sent
    func testATransportThatReplies() async throws {
        let (incoming, feed) = AsyncStream.makeStream(of: String.self)
        setupStub(of: &transport.incomingAction, return: incoming)
        setupStubSequence(of: &transport.sendAction).answers { text in feed.yield("re: \(text)") }
        try await transport.send("hi")
        var iterator = transport.incoming().makeAsyncIterator()
        let reply = await iterator.next()
        XCTAssertEqual(reply, "re: hi")
    }

    // A middleware double that calls next
    func testAMiddlewareCallingNext() async throws {
        let middleware = RequestMiddlewareMock()
        setupStubSequence(of: &middleware.interceptAction).answers { request, next in try await next(request + "!") }
        let requests = spyCalls(of: &middleware.interceptAction, transform: { $0.0 })
        let response = try await middleware.intercept("GET /") { "200 for \($0)" }
        XCTAssertEqual(response, "200 for GET /!")
        XCTAssertEqual(requests, ["GET /"])
    }

    // A completion called on the queue the caller passed
    func testACompletionOnTheCallersQueue() async {
        let loader = ImageLoaderMock()
        setupStubSequence(of: &loader.loadAction).answers { _, queue, completion in
            nonisolated(unsafe) let completion = completion
            queue.async { completion(42) }
        }
        let queue = DispatchQueue(label: "loader")
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "loader")
        let done = CompletionRecorder<String?>()
        loader.load("a.png", queue: queue) { _ in done.handler(DispatchQueue.getSpecific(key: key)) }
        await SKTVerify(done, timeout: .seconds(5))
        XCTAssertEqual(done.first, "loader")
    }

    // An actor a handler closure records into, read after a sleep: a recorder the test waits on
    func testAClosureSpyActorBecomesACompletionRecorder() async {
        let received = CompletionRecorder<Int>()
        let onLevel: @Sendable (Int) -> Void = { level in received.handler(level) }
        Task.detached { onLevel(3) }
        await SKTVerify(received, timeout: .seconds(5))
        XCTAssertEqual(received.all, [3])
    }

    // Fixture fallbacks under whole-test verification
    func testAFixtureFallbackIsLenient() {
        let cache = PageCacheMock()
        let failures = recordingFailures {
            VerifyScope.run {
                setupStub(of: &cache.pageAction, return: "cached").lenient()
            }
        }
        XCTAssertEqual(failures, [])

        let returnsCached = #"returns("cached")"#  // as the test wrote it, not returns(Optional("cached"))
        var line: UInt = 0
        let reported = recordingFailures {
            VerifyScope.run {
                setupStub(of: &cache.pageAction, return: "cached")
                line = #line - 1
            }
        }
        // A setup no call used is named once (not "returns(…) of returns(…)").
        XCTAssertEqual(reported.map(\.message), [Messages.unusedSetup(returnsCached, calls: "none")])
        XCTAssertEqual(reported.first?.site.line, line)
    }
}

// The guide's before-and-after: a chat session over the transport, and its suite.

final class ChatSession {
    let transport: any MessageTransport

    init(transport: any MessageTransport) {
        self.transport = transport
    }

    func start() async -> Bool {
        (try? await transport.connect()) != nil
    }

    func ask(_ question: String) async throws -> String? {
        try await transport.send(question)
        for await reply in transport.incoming() { return reply }
        return nil
    }

    func end() {
        transport.disconnect()
    }
}

final class ChatSessionTests: XCTestCase {
    let transport = MessageTransportMock()
    let (incoming, feed) = AsyncStream.makeStream(of: String.self)

    override func setUp() {
        super.setUp()
        setupStub(of: &transport.incomingAction, return: incoming).lenient()
    }

    func testStartConnects() async {
        let connects = setupStubSequence(of: &transport.connectAction).expect(.once)

        let started = await ChatSession(transport: transport).start()

        XCTAssertTrue(started)
        SKTVerify(connects)
    }

    func testARefusedConnectionDoesNotStart() async {
        setupStub(of: &transport.connectAction, throw: TransportError.refused)

        let started = await ChatSession(transport: transport).start()

        XCTAssertFalse(started)
    }

    func testAskReturnsTheReplyToTheQuestion() async throws {
        let feed = self.feed
        setupStubSequence(of: &transport.sendAction).when("ping").answers { _ in feed.yield("pong") }

        let reply = try await ChatSession(transport: transport).ask("ping")

        XCTAssertEqual(reply, "pong")
    }

    func testAClosedStreamAnswersNothing() async throws {
        let sent = spyCalls(of: &transport.sendAction)
        feed.finish()

        let reply = try await ChatSession(transport: transport).ask("ping")

        XCTAssertNil(reply)
        XCTAssertEqual(sent, ["ping"])
    }

    func testEndDisconnectsOnce() {
        let disconnects = setupStubSequence(of: &transport.disconnectAction).expect(.once)

        ChatSession(transport: transport).end()

        SKTVerify(disconnects)
    }
}

// The same, as a Swift Testing suite: the stream is made in `init()` (the guide's last example).
@Suite struct ChatSessionSuite {
    let transport = MessageTransportMock()
    let feed: AsyncStream<String>.Continuation

    init() {
        let (incoming, feed) = AsyncStream.makeStream(of: String.self)
        self.feed = feed
        setupStub(of: &transport.incomingAction, return: incoming).lenient()
    }

    @Test func askReturnsTheReplyToTheQuestion() async throws {
        let feed = self.feed
        setupStubSequence(of: &transport.sendAction).when("ping").answers { _ in feed.yield("pong") }

        #expect(try await ChatSession(transport: transport).ask("ping") == "pong")
    }
}
