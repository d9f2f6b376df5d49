// Compiles and runs the snippets of Documentation/StubKit.docc/Articles/SwiftSixEraShapes.md: a
// `~Copyable` protocol, parameter packs and closures over them, `@concurrent` requirements, a
// `@MainActor` property in a nonisolated protocol, a generic method whose fallback awaits, a
// closure that throws its method's own error, a defaulted requirement that calls another, a
// `~Copyable` generic parameter, a `~Escapable` parameter and a default that awaits an actor. The
// article's types live in the `SwiftSixEraShapesArticle` namespace; each test holds one section's
// test snippet, with its comments turned into assertions. If a snippet here has to change, change
// the article. Swift Testing: the main-actor sections need `@MainActor` tests, which Linux XCTest
// cannot run.
import StubKit
import Testing

enum SwiftSixEraShapesArticle {
    // MARK: A ~Copyable protocol

    protocol BodyWriter: ~Copyable {
        mutating func write(_ chunk: String) async throws
        consuming func finish(_ trailer: String?) async throws
    }

    /// The code under test: writes each line, then hands the writer over for good.
    static func streamLines<W: BodyWriter & ~Copyable>(_ lines: [String], to writer: consuming W) async throws {
        for line in lines { try await writer.write(line + "\n") }
        try await writer.finish("done")
    }

    final class BodyWriterMock: BodyWriter {
        lazy var writeAction = stub(of: write)
        func write(_ chunk: String) async throws { try await writeAction(chunk) }

        lazy var finishAction = stub(of: finish)
        func finish(_ trailer: String?) async throws { try await finishAction(trailer) }
    }

    struct UniqueBodyWriterMock: BodyWriter, ~Copyable {
        var writeAction: (String) async throws -> Void = stub()
        mutating func write(_ chunk: String) async throws { try await writeAction(chunk) }

        var finishAction: (String?) async throws -> Void = stub()
        consuming func finish(_ trailer: String?) async throws { try await finishAction(trailer) }
    }

    struct WriterClosed: Error, Equatable {}

    // MARK: Parameter packs

    protocol RowDecoder {
        func decode<each Column: Decodable>(_ columnType: (repeat each Column).Type) throws -> (repeat each Column)
        func execute<each Bind: Encodable>(_ sql: String, _ binds: repeat each Bind) async throws -> Int
    }

    final class RowDecoderMock: RowDecoder {
        var decodeAction: (GenericCall<Any.Type>) throws -> Any = stubGeneric()
        func decode<each Column: Decodable>(_ columnType: (repeat each Column).Type) throws -> (repeat each Column) {
            try throwingGenericResult(
                decodeAction(
                    GenericCall(columnType, types: (repeat each Column).self, returning: (repeat each Column).self)))
        }

        var executeAction: (GenericCall<(String, Any)>) async throws -> Int = stub()
        func execute<each Bind: Encodable>(_ sql: String, _ binds: repeat each Bind) async throws -> Int {
            try await executeAction(GenericCall((sql, (repeat each binds)), types: (repeat each Bind).self))
        }
    }

    // MARK: A closure over a parameter pack

    struct Input<each Detail> {
        var details: (repeat each Detail)
        init(_ details: repeat each Detail) { self.details = (repeat each details) }
    }

    protocol Pipeline {
        func handle<each Detail>(next: (Input<repeat each Detail>) async throws -> Void) async throws
        func visit<each Value>(_ body: (repeat each Value) -> Void)
    }

    final class PipelineMock: Pipeline {
        var handleAction: (GenericCall<(Any) async throws -> Void>) async throws -> Void = { _ in }
        func handle<each Detail>(next: (Input<repeat each Detail>) async throws -> Void) async throws {
            #if hasFeature(NonisolatedNonsendingByDefault)
                // On the caller's actor, as the method runs (SwiftSettings.md, "Closure parameters of async methods").
                func pass(_ isolation: isolated (any Actor)?) async throws {
                    try await withoutActuallyEscaping(next) { next in
                        _ = isolation
                        try await handleAction(
                            GenericCall(
                                { input in try await next(throwingGenericResult(input)) },
                                types: (repeat each Detail).self))
                    }
                }
                try await pass(#isolation)
            #else
                try await withoutActuallyEscaping(next) { next in
                    try await handleAction(
                        GenericCall(
                            { input in try await next(throwingGenericResult(input)) }, types: (repeat each Detail).self)
                    )
                }
            #endif
        }

        var visitAction: (GenericCall<(Any) -> Void>) -> Void = { _ in }
        func visit<each Value>(_ body: (repeat each Value) -> Void) {
            withoutActuallyEscaping(body) { body in
                visitAction(
                    GenericCall(
                        { values in
                            let values: (repeat each Value) = genericResult(values)
                            body(repeat each values)
                        }, types: (repeat each Value).self))
            }
        }
    }

    // MARK: A closure that throws its method's own error

    enum ParsingError: Error, Equatable { case truncated }

    struct ParserSpan {
        var bytes: [UInt8]
        mutating func readByte() throws(ParsingError) -> UInt8 {
            guard !bytes.isEmpty else { throw .truncated }
            return bytes.removeFirst()
        }
    }

    protocol BinaryParser {
        func withParserSpan<T>(_ body: (inout ParserSpan) throws(ParsingError) -> T) throws(ParsingError) -> T
    }

    final class BinaryParserMock: BinaryParser {
        var withParserSpanAction:
            (GenericCall<(inout ParserSpan) throws(ParsingError) -> Any>) throws(ParsingError) -> Any = stubGeneric()
        func withParserSpan<T>(_ body: (inout ParserSpan) throws(ParsingError) -> T) throws(ParsingError) -> T {
            try withoutActuallyEscaping(body) { body -> Swift.Result<T, ParsingError> in
                do throws(ParsingError) {
                    let erasedBody: (inout ParserSpan) throws(ParsingError) -> Any = { span throws(ParsingError) in
                        try body(&span)
                    }
                    return .success(
                        try throwingGenericResult(
                            withParserSpanAction(GenericCall(erasedBody, types: T.self, returning: T.self)),
                            throwing: ParsingError.self))
                } catch {
                    return .failure(error)
                }
            }.get()
        }
    }

    // MARK: @concurrent requirements

    protocol ChunkUploader: Sendable {
        @concurrent func upload(_ chunk: [UInt8]) async throws -> Int
    }

    final class ChunkUploaderMock: ChunkUploader, @unchecked Sendable {
        var uploadAction: ([UInt8]) async throws -> Int = stub()
        @concurrent func upload(_ chunk: [UInt8]) async throws -> Int { try await uploadAction(chunk) }
    }

    // MARK: A @MainActor property in a nonisolated protocol

    protocol TitledScreen {
        @MainActor var title: String { get set }
        func reload() async
    }

    final class TitledScreenMock: TitledScreen {
        var titleStub = PropertyStub("")
        @MainActor var title: String {
            get { titleStub.get(()) }
            set { titleStub.set(newValue) }
        }

        var reloadAction: (()) async -> Void = stub()
        func reload() async { await reloadAction(()) }
    }

    /// The code under test: renames the screen on the main actor.
    @MainActor static func rename(_ screen: some TitledScreen, to title: String) {
        var screen = screen
        screen.title = title
    }

    // MARK: A generic method whose fallback awaits

    final class Connection: Sendable {
        let id: Int
        init(id: Int) { self.id = id }
    }

    protocol ConnectionPool {
        func withConnection<Result>(_ closure: (Connection) async throws -> Result) async throws -> Result
    }

    final class ConnectionPoolMock: ConnectionPool {
        let connection = Connection(id: 1)

        var withConnectionAction: (GenericCall<Void>) async throws -> Any = stubGeneric()
        func withConnection<Result>(_ closure: (Connection) async throws -> Result) async throws -> Result {
            try await throwingGenericResult(
                withConnectionAction(GenericCall((), types: Result.self, returning: Result.self)),
                ifUnanswered: { try await closure(self.connection) })
        }
    }

    // MARK: A defaulted requirement that calls another

    protocol ResponseWriter {
        mutating func write(_ buffer: [UInt8]) async throws
        mutating func write(contentsOf buffers: some Sequence<[UInt8]>) async throws
        consuming func finish(_ trailers: [String: String]?) async throws
    }

    /// The code under test: sends a response body in one call.
    static func respond(with chunks: [[UInt8]], to writer: inout some ResponseWriter) async throws {
        try await writer.write(contentsOf: chunks)
    }

    final class ResponseWriterMock: ResponseWriter {
        struct Defaults: ResponseWriter {
            let mock: ResponseWriterMock
            func write(_ buffer: [UInt8]) async throws { try await mock.write(buffer) }
            func finish(_ trailers: [String: String]?) async throws { try await mock.finish(trailers) }
        }

        var writeAction: ([UInt8]) async throws -> Void = stub()
        func write(_ buffer: [UInt8]) async throws { try await writeAction(buffer) }

        lazy var writeContentsOfAction: ([[UInt8]]) async throws -> Void = byDefault { [unowned self] buffers in
            var defaults = Defaults(mock: self)
            try await defaults.write(contentsOf: buffers)
        }
        func write(contentsOf buffers: some Sequence<[UInt8]>) async throws {
            try await writeContentsOfAction(Array(buffers))
        }

        var finishAction: ([String: String]?) async throws -> Void = stub()
        func finish(_ trailers: [String: String]?) async throws { try await finishAction(trailers) }
    }
}

extension SwiftSixEraShapesArticle {
    // MARK: A generic parameter that is ~Copyable

    protocol ConfigReader: Sendable {
        func watch<Return: ~Copyable>(
            key: String, updates: (_ values: [Int]) async throws -> Return
        ) async throws -> Return
    }

    final class ConfigReaderMock: ConfigReader, @unchecked Sendable {
        var watchAction: (String) async throws -> [Int] = { _ in [] }
        func watch<Return: ~Copyable>(
            key: String, updates: (_ values: [Int]) async throws -> Return
        ) async throws -> Return {
            try await updates(try await watchAction(key))
        }
    }

    /// A noncopyable value the code under test makes from the updates.
    struct Token: ~Copyable {
        let id: Int
    }

    // MARK: A ~Escapable parameter

    protocol OutputSink {
        func output(_ bytes: RawSpan) throws -> Int
    }

    final class OutputSinkMock: OutputSink {
        var outputAction: ([UInt8]) throws -> Int = { _ in 0 }
        func output(_ bytes: RawSpan) throws -> Int { try outputAction(bytes.withUnsafeBytes { Array($0) }) }
    }

    // MARK: A default that awaits an actor

    actor InputWriter {
        private(set) var finished = false
        func finish() { finished = true }
    }

    protocol InputSource: Sendable {
        func write(with writer: InputWriter) async throws
    }

    final class InputSourceMock: InputSource, @unchecked Sendable {
        var writeAction: (InputWriter) async throws -> Void
        init() {
            writeAction = byDefault { writer in await writer.finish() }
        }
        func write(with writer: InputWriter) async throws { try await writeAction(writer) }
    }
}

extension SwiftSixEraShapesArticle.ResponseWriter {
    mutating func write(contentsOf buffers: some Sequence<[UInt8]>) async throws {
        for buffer in buffers { try await write(buffer) }
    }
}

@Suite struct SwiftSixEraShapesSnippetsTests {
    typealias Article = SwiftSixEraShapesArticle

    @Test func aCopyableClassMocksANoncopyableProtocol() async throws {
        let writer = Article.BodyWriterMock()
        let chunks = spyCalls(of: &writer.writeAction)
        let trailers = spyCalls(of: &writer.finishAction)

        try await Article.streamLines(["a", "b"], to: writer)

        #expect(chunks.map { $0 } == ["a\n", "b\n"])
        #expect(trailers.map { $0 } == ["done"])  // the test still holds the class
    }

    @Test func aNoncopyableStructMockIsSetUpBeforeItIsHandedOver() async throws {
        var writer = Article.UniqueBodyWriterMock()
        let chunks = spyCalls(of: &writer.writeAction)
        setupStubSequence(of: &writer.finishAction).when("done").throwsOnce(Article.WriterClosed())

        do {
            try await Article.streamLines(["a"], to: writer)  // consumed: the test cannot use `writer` again
            Issue.record("finish(_:) throws, as set up")
        } catch {
            #expect(error as? Article.WriterClosed == Article.WriterClosed())
        }
        #expect(chunks.map { $0 } == ["a\n"])  // the spy outlives the mock
    }

    @Test func aPackIsOneGenericTypeItsTuple() throws {
        let row = Article.RowDecoderMock()
        let types = spyCalls(of: &row.decodeAction, transform: { $0.genericTypes.map { "\($0)" } })
        setupStubSequence(of: &row.decodeAction).when { $0.uses((Int, String).self) }.returns((1, "Ada"))
        setupStubSequence(of: &row.decodeAction).when { $0.uses(Int.self) }.returns(7)

        let (id, name) = try row.decode((Int, String).self)
        let count = try row.decode(Int.self)

        #expect(id == 1 && name == "Ada")
        #expect(count == 7)  // a pack of one is its element: `uses(Int.self)`
        #expect(types.map { $0 } == [["(Int, String)"], ["Int"]])
    }

    @Test func packedArgumentsTravelAsATuple() async throws {
        let row = Article.RowDecoderMock()
        let calls = spyCalls(of: &row.executeAction)
        setupStubSequence(of: &row.executeAction).when { $0.uses((Int, String).self) }.returns(1)

        #expect(try await row.execute("INSERT INTO users VALUES ($1, $2)", 7, "Ada") == 1)
        #expect(try await row.execute("VACUUM") == 0)

        let binds = try #require(calls[0]?.arguments.1 as? (Int, String))
        #expect(binds == (7, "Ada"))
        #expect(calls[1]?.uses(Void.self) == true)  // an empty pack is `()`
        #expect(
            calls.map(\.description) == [
                #"("INSERT INTO users VALUES ($1, $2)", (7, "Ada")) <(Int, String)>"#, #"("VACUUM", ()) <()>"#,
            ])
    }

    @Test func aClosureOverAPackIsCalledWithTheTypesTheCallUses() async throws {
        let pipeline = Article.PipelineMock()
        setupStubSequence(of: &pipeline.handleAction).when { $0.uses((Int, String).self) }.answers { call in
            try await call.arguments(Article.Input(7, "Ada"))  // call the code under test's `next`
        }
        var handled: [String] = []
        try await pipeline.handle { (input: Article.Input<Int, String>) in
            handled.append("\(input.details)")
        }
        #expect(handled == [#"(7, "Ada")"#])

        pipeline.visitAction = { call in call.arguments((1, true)) }
        var visited: [String] = []
        pipeline.visit { (count: Int, flag: Bool) in visited.append("\(count) \(flag)") }
        #expect(visited == ["1 true"])
    }

    @Test func aClosuresTypedErrorStaysTyped() throws {
        let parser = Article.BinaryParserMock()
        var left: [[UInt8]] = []
        parser.withParserSpanAction = { call throws(Article.ParsingError) in
            var span = Article.ParserSpan(bytes: [0, 7])
            defer { left.append(span.bytes) }
            return try call.arguments(&span)
        }
        let first = try parser.withParserSpan { span throws(Article.ParsingError) in try span.readByte() }
        #expect(first == 0)
        #expect(left == [[7]])  // the closure read the answer's span, inout
        do {
            _ = try parser.withParserSpan { _ throws(Article.ParsingError) -> Int in throw .truncated }
            Issue.record("the closure throws")
        } catch {
            #expect(error == .truncated)  // typed: `error` is a ParsingError
        }
    }

    @MainActor
    @Test func aConcurrentRequirementIsRepeatedOnTheMock() async throws {
        let uploader = Article.ChunkUploaderMock()
        let sizes = spyCalls(of: &uploader.uploadAction, transform: { $0.count })
        setupStubSequence(of: &uploader.uploadAction).answers { chunk in chunk.count }

        #expect(try await uploader.upload([1, 2, 3]) == 3)
        #expect(try await (uploader as any Article.ChunkUploader).upload([1, 2]) == 2)
        #expect(sizes.map { $0 } == [3, 2])
    }

    @MainActor
    @Test func aMainActorPropertyKeepsItsStubBesideIt() async {
        let screen = Article.TitledScreenMock()
        let titles = spyCalls(of: &screen.titleStub.set)

        Article.rename(screen, to: "Inbox")

        #expect(titles.map { $0 } == ["Inbox"])
        #expect(screen.title == "Inbox")
        setupStubSequence(of: &screen.titleStub.get).returnsOnce("Loading")
        #expect(screen.title == "Loading")
    }

    @Test func anAsyncFallbackRunsTheCodeUnderTestsClosure() async throws {
        let pool = Article.ConnectionPoolMock()
        let types = spyCalls(of: &pool.withConnectionAction, transform: { "\($0.resultType)" })

        #expect(try await pool.withConnection { $0.id } == 1)  // unanswered: the closure ran on the mock's connection
        setupStubSequence(of: &pool.withConnectionAction).when { $0.expects(Int.self) }.returnsOnce(42)
        #expect(try await pool.withConnection { $0.id } == 42)  // answered: the closure did not run

        #expect(types.map { $0 } == ["Int", "Int"])
    }

    @Test func aNoncopyableGenericResultComesFromTheClosure() async throws {
        let config = Article.ConfigReaderMock()
        let keys = spyCalls(of: &config.watchAction)
        setupStubSequence(of: &config.watchAction).when("retries").returns([3, 5])
        let total = try await config.watch(key: "retries") { values in values.reduce(0, +) }
        #expect(total == 8)
        let first = try await config.watch(key: "retries") { values in Article.Token(id: values[0]) }
        #expect(first.id == 3)  // a noncopyable result
        #expect(keys == ["retries", "retries"])
    }

    @Test func aNonescapableParameterReachesTheActionAsACopy() throws {
        let sink = Article.OutputSinkMock()
        let written = spyCalls(of: &sink.outputAction)
        setupStub(of: &sink.outputAction, return: 3)
        let bytes: [UInt8] = [1, 2, 3]
        #expect(try sink.output(bytes.span.bytes) == 3)
        #expect(written == [[1, 2, 3]])
    }

    @Test func aDefaultThatAwaitsAnActorIsSetInTheInitializer() async throws {
        let source = Article.InputSourceMock()
        let writer = Article.InputWriter()
        try await source.write(with: writer)
        #expect(await writer.finished)
    }

    @Test func aDefaultedRequirementFallsBackToTheProtocolsDefault() async throws {
        let writer = Article.ResponseWriterMock()
        let buffers = spyCalls(of: &writer.writeAction)
        let batches = spyCalls(of: &writer.writeContentsOfAction)

        var response = writer
        try await Article.respond(with: [[1], [2, 3]], to: &response)
        #expect(batches.map { $0 } == [[[1], [2, 3]]])
        #expect(buffers.map { $0 } == [[1], [2, 3]])  // the default's inner calls reached writeAction

        setupStubSequence(of: &writer.writeContentsOfAction).answersOnce { _ in }
        try await Article.respond(with: [[4]], to: &response)
        #expect(buffers.count == 2)  // answered: the default did not run
    }
}
