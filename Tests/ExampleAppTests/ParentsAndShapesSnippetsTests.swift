// Compiles and runs the snippets of the guides in Documentation/StubKit.docc/Articles
// (StandardLibraryParents, AssociatedTypesAndRefinements, RequirementsWithDefaultImplementations,
// SendableAndActorProtocols) on standard-library parents,
// result-builder requirements, requirements with default implementations, and `isolated`,
// `rethrows` and `-> Self` methods. The article's types live in the `ParentsAndShapesArticle`
// namespace; each test holds one section's test snippet, with its comments turned into
// assertions. If a snippet here has to change, change the article.
import Foundation
import StubKit
import XCTest

enum ParentsAndShapesArticle {
    // MARK: Standard library parents

    protocol Feed: Hashable, Comparable, CustomStringConvertible, Identifiable, Codable {
        var url: String { get }
    }

    final class FeedMock: Feed {
        var urlAction: (()) -> String = stub()
        var url: String { urlAction(()) }

        var equalAction: ((FeedMock, FeedMock)) -> Bool = sameInstance
        static func == (lhs: FeedMock, rhs: FeedMock) -> Bool { lhs.equalAction((lhs, rhs)) }

        var hashAction: (Hasher) -> Hasher = { $0 }
        func hash(into hasher: inout Hasher) { hasher = hashAction(hasher) }

        var lessThanAction: ((FeedMock, FeedMock)) -> Bool = stub()
        static func < (lhs: FeedMock, rhs: FeedMock) -> Bool { lhs.lessThanAction((lhs, rhs)) }

        var descriptionAction: (()) -> String = stub(alwaysReturn: "\(FeedMock.self)")
        var description: String { descriptionAction(()) }

        var encodeAction: (any Encoder) throws -> Void = encodeNoFields
        func encode(to encoder: any Encoder) throws { try encodeAction(encoder) }

        final class Statics: @unchecked Sendable {
            var initAction: ((any Decoder, FeedMock)) throws -> Void = stub()
        }
        static let statics = TestScoped { Statics() }

        init() {}
        init(from decoder: any Decoder) throws { try Self.statics.current.initAction((decoder, self)) }
    }

    protocol Tag: Identifiable, CustomDebugStringConvertible where ID == String {}

    final class TagMock<Owner>: Tag {
        var idAction: (()) -> String = stub()
        var id: String { idAction(()) }

        var debugDescriptionAction: (()) -> String = stub(alwaysReturn: "\(TagMock.self)")
        var debugDescription: String { debugDescriptionAction(()) }
    }

    protocol ServerError: LocalizedError {
        var status: Int { get }
    }

    final class ServerErrorMock: ServerError, @unchecked Sendable {
        var statusAction: (()) -> Int = stub()
        var status: Int { statusAction(()) }

        var errorDescriptionAction: (()) -> String? = stub()
        var errorDescription: String? { errorDescriptionAction(()) }
    }

    // MARK: Result-builder requirements

    @resultBuilder
    enum SummaryBuilder {
        static func buildBlock(_ lines: String...) -> String { lines.joined(separator: "\n") }
    }

    protocol Rule {
        @SummaryBuilder var summary: String? { get }
    }

    final class RuleMock: Rule {
        var summaryAction: (()) -> String? = stub()
        var summary: String? { return summaryAction(()) }
    }

    // MARK: Requirements with default implementations

    protocol Channel {
        func send(_ message: String)
        @available(*, deprecated, message: "use send(_:)")
        func send(_ message: String, flush: Bool)
        func close()
    }

    final class ChannelMock: Channel {
        var sendAction: (String) -> Void = stub()
        func send(_ message: String) { sendAction(message) }

        var sendFlushAction: ((String, Bool)) -> Void = stub()
        func send(_ message: String, flush: Bool) { sendFlushAction((message, flush)) }

        var closeAction: (()) -> Void = stub()
        func close() { closeAction(()) }
    }

    /// Breaks the cycle with one of the two `send`s: the other's default calls it.
    final class SendOnlyChannelMock: Channel {
        var sendAction: (String) -> Void = stub()
        func send(_ message: String) { sendAction(message) }

        var closeAction: (()) -> Void = stub()
        func close() { closeAction(()) }
    }

    struct Envelope {
        var payload: Any
    }

    protocol InboundHandler {
        associatedtype InboundIn
        func channelRead(_ data: Envelope)
        func unwrapInboundIn(_ data: Envelope) -> InboundIn
    }

    final class InboundHandlerMock<InboundIn>: InboundHandler {
        var channelReadAction: (Envelope) -> Void = stub()
        func channelRead(_ data: Envelope) { channelReadAction(data) }
        // unwrapInboundIn(_:) is left to the protocol's default.
    }

    /// The protocol's default as the fallback: `Defaults` implements only what has no default.
    final class FallbackInboundHandlerMock<InboundIn>: InboundHandler {
        struct Defaults: InboundHandler {
            let mock: FallbackInboundHandlerMock
            func channelRead(_ data: Envelope) { mock.channelRead(data) }
        }
        var defaults: Defaults { Defaults(mock: self) }

        var channelReadAction: (Envelope) -> Void = stub()
        func channelRead(_ data: Envelope) { channelReadAction(data) }

        lazy var unwrapInboundInAction: (Envelope) -> InboundIn = byDefault { [unowned self] in
            defaults.unwrapInboundIn($0)
        }
        func unwrapInboundIn(_ data: Envelope) -> InboundIn { unwrapInboundInAction(data) }
    }

    /// The strict-stub alternative: the test registers an answer for the type it uses.
    final class StrictInboundHandlerMock<InboundIn>: InboundHandler {
        var channelReadAction: (Envelope) -> Void = stub()
        func channelRead(_ data: Envelope) { channelReadAction(data) }

        lazy var unwrapInboundInAction = strictStub(of: unwrapInboundIn)
        func unwrapInboundIn(_ data: Envelope) -> InboundIn { unwrapInboundInAction(data) }
    }

    // MARK: Keeping or intercepting a default

    protocol DownloadDelegate: AnyObject {
        var finishedCount: Int { get set }
        func didFinish(bytes: Int)
        func didFail(_ error: String)
    }

    /// Keeps `didFinish(bytes:)` (the default counts) and intercepts `didFail(_:)`: what
    /// `--keep-default DownloadDelegate.didFinish` generates.
    final class DownloadDelegateMock: DownloadDelegate {
        var finishedCountStub = PropertyStub(0)
        var finishedCount: Int {
            get { finishedCountStub.get(()) }
            set { finishedCountStub.set(newValue) }
        }
        // didFinish(bytes:) is left to the protocol's default.

        var didFailAction: (String) -> Void = stub()
        func didFail(_ error: String) { didFailAction(error) }
    }

    /// The code under test: reports each download to its delegate.
    static func download(_ results: [Result<Int, DownloadError>], delegate: some DownloadDelegate) {
        for result in results {
            switch result {
            case .success(let bytes): delegate.didFinish(bytes: bytes)
            case .failure(let error): delegate.didFail(error.reason)
            }
        }
    }

    struct DownloadError: Error {
        var reason: String
    }

    protocol RetryPolicy {
        func retries(for url: String) -> Int
        func timeout(for url: String) -> Double
    }

    /// What the generator writes for `RetryPolicy` by default: `retries(for:)` intercepted, answering 0.
    final class RetryPolicyMock: RetryPolicy {
        var retriesAction: (String) -> Int = { _ in .defaultValue }
        func retries(for url: String) -> Int { retriesAction(url) }

        var timeoutAction: (String) -> Double = { _ in .defaultValue }
        func timeout(for url: String) -> Double { timeoutAction(url) }
    }

    /// In the test target, beside the generated file: the requirements without a default, forwarded
    /// to the mock; the defaulted ones run the protocol's default.
    struct RetryPolicyDefaults: RetryPolicy {
        let mock: RetryPolicyMock
        func timeout(for url: String) -> Double { mock.timeout(for: url) }
    }

    // MARK: isolated parameters, rethrows, -> Self

    final class TickerMock: AsyncIteratorProtocol {
        var nextAction: ((any Actor)?) async throws(Never) -> Int? = stub()
        func next(isolation actor: isolated (any Actor)?) async -> Int? { await nextAction(actor) }
    }

    struct Ticks: AsyncSequence {
        let iterator: TickerMock
        func makeAsyncIterator() -> TickerMock { iterator }
    }

    final class IteratorMock<Element>: AsyncIteratorProtocol {
        var nextAction: ((any Actor)?) async throws(Never) -> Element? = stub()
        func next(isolation actor: isolated (any Actor)?) async -> Element? { await nextAction(actor) }
    }

    protocol Executor {
        func perform(_ body: () throws -> Int) rethrows -> Int
    }

    final class ExecutorMock: Executor {
        var performAction: (@escaping () throws -> Int) throws -> Int = stub()
        func perform(_ body: () throws -> Int) rethrows -> Int {
            try withoutActuallyEscaping(body) { body in
                let call = Rethrowing()
                return try call.result { try performAction({ try call.body(body) }) }
            }
        }
    }

    protocol RequestBuilder {
        func authenticate(user: String, password: String) -> Self
    }

    final class RequestBuilderMock: RequestBuilder {
        lazy var authenticateAction: ((String, String)) -> RequestBuilderMock = byDefault { [unowned self] _ in self }
        func authenticate(user: String, password: String) -> RequestBuilderMock {
            authenticateAction((user, password))
        }
    }

    /// The form that needs neither `lazy` nor `init`: `nil` answers the mock itself.
    final class OptionalRequestBuilderMock: RequestBuilder {
        var authenticateAction: ((String, String)) -> OptionalRequestBuilderMock? = stub()
        func authenticate(user: String, password: String) -> OptionalRequestBuilderMock {
            authenticateAction((user, password)) ?? self
        }
    }
}

extension ParentsAndShapesArticle.Channel {
    @available(*, deprecated, message: "implement send(_:)")
    func send(_ message: String) { send(message, flush: true) }
    @available(*, deprecated, message: "use send(_:)")
    func send(_ message: String, flush: Bool) { send(message) }
    func close() { close() }
    func sendAll(_ messages: [String]) { for message in messages { send(message) } }
}

/// What the protocol's conformers get for free: a count of finished downloads, a silent failure.
extension ParentsAndShapesArticle.DownloadDelegate {
    func didFinish(bytes: Int) { finishedCount += 1 }
    func didFail(_ error: String) {}
}

extension ParentsAndShapesArticle.RetryPolicy {
    func retries(for url: String) -> Int { 3 }
}

extension ParentsAndShapesArticle.InboundHandler {
    func unwrapInboundIn(_ data: ParentsAndShapesArticle.Envelope) -> InboundIn { data.payload as! InboundIn }
}

final class ParentsAndShapesSnippetsTests: XCTestCase {
    typealias Article = ParentsAndShapesArticle
    typealias FeedMock = Article.FeedMock

    func testStandardLibraryParents() throws {
        let first = FeedMock()
        let second = FeedMock()
        XCTAssertEqual(first, first)
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(Set([first, second, first]).count, 2)
        XCTAssertEqual("\(first)", "FeedMock")
        XCTAssertEqual(String(decoding: try JSONEncoder().encode(first), as: UTF8.self), "{}")

        setupStubSequence(of: &first.equalAction, for: { $0.1 === second }).returns(true)
        XCTAssertEqual(first, second)  // first's action answers first == second
        XCTAssertNotEqual(second, first)  // second's does not
        XCTAssertEqual(Set([first, second]).count, 1)

        let decoders = spyCalls(of: &FeedMock.statics.current.initAction)
        let decoded = try JSONDecoder().decode([FeedMock].self, from: Data("[{}, {}]".utf8))
        XCTAssertEqual(decoders.map(\.1), decoded)  // the new instances
        XCTAssertEqual(decoded.count, 2)
    }

    func testComparableParent() {
        let first = FeedMock()
        let second = FeedMock()
        XCTAssertEqual([second, first].sorted(), [second, first])  // no mock orders before another
        setupStub(of: &second.lessThanAction, return: true)
        XCTAssertEqual([first, second].sorted(), [second, first])
        XCTAssertTrue(second <= first)  // <=, >, >= and != are the standard library's, through < and ==
    }

    func testDescriptionAndIdentifiableParents() {
        let feed = FeedMock()
        XCTAssertEqual(String(reflecting: feed), "FeedMock", "what StubKit's messages show for an argument")
        XCTAssertEqual(feed.id, ObjectIdentifier(feed))  // Identifiable's default for classes
        setupStub(of: &feed.descriptionAction, return: "feed 1")
        XCTAssertEqual("\(feed)", "feed 1")

        let tag = Article.TagMock<Int>()
        XCTAssertEqual(String(reflecting: tag), "TagMock<Int>")
        XCTAssertEqual(tag.id, "")
        setupStub(of: &tag.idAction, return: "swift")
        XCTAssertEqual(tag.id, "swift")
    }

    func testCodableParent() throws {
        let feed = FeedMock()
        XCTAssertEqual(String(decoding: try JSONEncoder().encode(["a": [feed]]), as: UTF8.self), "{\"a\":[{}]}")
        setupStubSequence(of: &feed.encodeAction).answers { encoder in
            var container = encoder.singleValueContainer()
            try container.encode("feed")
        }
        XCTAssertEqual(String(decoding: try JSONEncoder().encode(feed), as: UTF8.self), "\"feed\"")

        setupStubSequence(of: &FeedMock.statics.current.initAction).throwsOnce(URLError(.cannotDecodeRawData))
        XCTAssertThrowsError(try JSONDecoder().decode(FeedMock.self, from: Data("{}".utf8)))
    }

    func testErrorParent() {
        let error = Article.ServerErrorMock()
        setupStub(of: &error.errorDescriptionAction, return: "Bad gateway")
        XCTAssertThrowsError(try { throw error }()) { thrown in
            XCTAssertTrue(thrown as? Article.ServerErrorMock === error)
            XCTAssertEqual(thrown.localizedDescription, "Bad gateway")
        }
        setupStub(of: &error.statusAction, return: 502)
        XCTAssertEqual((error as any Article.ServerError).status, 502)
        XCTAssertNil(error.failureReason)  // LocalizedError's other members: Foundation's defaults
        XCTAssertNil(error.recoverySuggestion)
        XCTAssertNil(error.helpAnchor)
    }

    func testResultBuilderRequirement() {
        let rule = Article.RuleMock()
        XCTAssertNil(rule.summary)
        setupStub(of: &rule.summaryAction, return: "no force unwraps")
        XCTAssertEqual(rule.summary, "no force unwraps")
    }

    @available(*, deprecated, message: "calls the deprecated send(_:flush:) on purpose")
    func testRequirementsWithDefaultImplementations() {
        let channel = Article.ChannelMock()
        let sent = spyCalls(of: &channel.sendAction)
        let flushed = spyCalls(of: &channel.sendFlushAction)
        channel.send("a")
        channel.send("b", flush: false)
        channel.sendAll(["c"])  // an extension method, not a requirement: it calls send(_:)
        channel.close()
        XCTAssertEqual(sent, ["a", "c"])
        XCTAssertEqual(flushed.map(\.0), ["b"])

        let sendOnly = Article.SendOnlyChannelMock()
        let sentOnly = spyCalls(of: &sendOnly.sendAction)
        sendOnly.send("b", flush: false)  // the default calls the mock's send(_:)
        XCTAssertEqual(sentOnly, ["b"])

        let handler = Article.InboundHandlerMock<String>()
        XCTAssertEqual(handler.unwrapInboundIn(Article.Envelope(payload: "ping")), "ping")
        let strict = Article.StrictInboundHandlerMock<String>()
        strict.unwrapInboundInAction = registerStub(alwaysReturn: "unwrapped")
        XCTAssertEqual(strict.unwrapInboundIn(Article.Envelope(payload: 1)), "unwrapped")

        let fallback = Article.FallbackInboundHandlerMock<String>()
        let unwrapped = spyCalls(of: &fallback.unwrapInboundInAction, transform: { $0.payload as? String })
        XCTAssertEqual(fallback.unwrapInboundIn(Article.Envelope(payload: "ping")), "ping")  // the protocol's default
        setupStubSequence(of: &fallback.unwrapInboundInAction).returnsOnce("pong")
        XCTAssertEqual(fallback.unwrapInboundIn(Article.Envelope(payload: 1)), "pong")  // the default's cast never ran
        XCTAssertEqual(unwrapped, ["ping", nil])
    }

    // `@concurrent`: `iterator.next()` below is the standard library's default, `@concurrent`; with
    // NonisolatedNonsendingByDefault a test method that is not would send it the iterator it keeps.
    func testKeepingOrInterceptingADefault() {
        let delegate = Article.DownloadDelegateMock()
        let failures = spyCalls(of: &delegate.didFailAction)
        Article.download(
            [.success(10), .failure(Article.DownloadError(reason: "offline")), .success(20)], delegate: delegate)
        XCTAssertEqual(delegate.finishedCount, 2)  // the protocol's default counted
        XCTAssertEqual(failures, ["offline"])  // the mock's action saw the failure
    }

    func testFallingBackToTheProtocolsDefault() {
        let policy = Article.RetryPolicyMock()
        XCTAssertEqual(policy.retries(for: "a"), 0)  // the result type's default value, not the protocol's 3
        policy.retriesAction = byDefault { [unowned policy] url in
            Article.RetryPolicyDefaults(mock: policy).retries(for: url)
        }
        XCTAssertEqual(policy.retries(for: "a"), 3)  // the protocol's default
        setupStubSequence(of: &policy.retriesAction).returnsOnce(5)
        XCTAssertEqual(policy.retries(for: "b"), 5)  // answered by the test
        XCTAssertEqual(policy.retries(for: "c"), 3)  // back to the protocol's default
    }

    @concurrent func testIsolatedParameter() async {
        let ticker = Article.TickerMock()
        let isolations = spyCalls(of: &ticker.nextAction)
        setupStubSequence(of: &ticker.nextAction).returnsOnce(1).returnsOnce(2).returns(nil)
        var ticks: [Int] = []
        for await tick in Article.Ticks(iterator: ticker) { ticks.append(tick) }
        XCTAssertEqual(ticks, [1, 2])
        XCTAssertEqual(isolations.count, 3)
        let next = await ticker.next(isolation: nil)
        XCTAssertNil(next)
        var iterator = ticker
        let plainNext = await iterator.next()  // the protocol's default, through next(isolation:)
        XCTAssertNil(plainNext)
        XCTAssertEqual(isolations.count, 5)
    }

    /// Iterates in its own isolation: `for await` passes the actor to `next(isolation:)`.
    actor TickCollector {
        func collect(_ ticks: sending Article.Ticks) async -> [Int] {
            var collected: [Int] = []
            for await tick in ticks { collected.append(tick) }
            return collected
        }
    }

    func testIsolatedParameterReceivesTheCallersActor() async {
        let ticker = Article.TickerMock()
        let isolations = spyCalls(of: &ticker.nextAction, transform: { $0.map { ObjectIdentifier($0) } })
        setupStubSequence(of: &ticker.nextAction).returnsOnce(1).returns(nil)
        let collector = TickCollector()
        let ticks = await collector.collect(Article.Ticks(iterator: ticker))
        XCTAssertEqual(ticks, [1])
        XCTAssertEqual(isolations, [ObjectIdentifier(collector), ObjectIdentifier(collector)])
    }

    func testAGenericIteratorThatNeverThrows() async {
        let iterator = Article.IteratorMock<String>()
        let isolations = spyCalls(of: &iterator.nextAction)
        setupStubSequence(of: &iterator.nextAction).returnsOnce("a").returns(nil)
        let first = await iterator.next(isolation: nil)
        let second = await iterator.next(isolation: nil)
        XCTAssertEqual(first, "a")
        XCTAssertNil(second)
        XCTAssertEqual(isolations.count, 2)
    }

    struct BodyFailure: Error {}

    func testRethrows() {
        let executor = Article.ExecutorMock()
        setupStubSequence(of: &executor.performAction).answers { body in try body() * 2 }
        XCTAssertEqual(executor.perform { 21 }, 42)  // no try: the body does not throw
        XCTAssertThrowsError(try executor.perform { throw BodyFailure() })
        XCTAssertThrowsError(try executor.perform { throw BodyFailure() }) { XCTAssertTrue($0 is BodyFailure) }
    }

    func testMethodReturningSelf() {
        let builder = Article.RequestBuilderMock()
        let logins = spyCalls(of: &builder.authenticateAction)
        XCTAssertTrue(builder.authenticate(user: "ada", password: "secret") === builder)
        let other = Article.RequestBuilderMock()
        setupStub(of: &builder.authenticateAction, return: other)
        XCTAssertTrue(builder.authenticate(user: "bob", password: "pw") === other)
        XCTAssertEqual(logins.map(\.0), ["ada", "bob"])

        let optional = Article.OptionalRequestBuilderMock()
        XCTAssertTrue(optional.authenticate(user: "ada", password: "secret") === optional)

        weak var released: Article.RequestBuilderMock?
        do {
            let builder = Article.RequestBuilderMock()
            released = builder
            _ = builder.authenticate(user: "ada", password: "secret")
        }
        XCTAssertNil(released, "the action holds its mock unowned")
    }
}
