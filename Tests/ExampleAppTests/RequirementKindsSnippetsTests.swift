// Compiles and runs the snippets of the requirement-kind guides in Documentation/StubKit.docc/Articles
// (ClosureAndInoutParameters, PropertiesAndSubscripts, StaticsAndInitializers,
// SendableAndActorProtocols, AssociatedTypesAndRefinements; MockingEveryKindOfRequirement links them).
// The article's types live in the `RequirementKindsArticle` namespace; each test holds one
// section's test snippet, with its comments turned into assertions. If a snippet here has to
// change, change the article.
import Foundation
import StubKit
import XCTest

enum RequirementKindsArticle {
    struct Request: Equatable {
        var path: String
    }

    struct Response: Equatable {
        var status: Int
    }

    // MARK: Closure parameters beside other parameters

    protocol ClientMiddleware {
        func intercept(
            _ request: Request, body: String?, operationID: String,
            next: (Request, String?) async throws -> Response
        ) async throws -> Response
    }

    final class ClientMiddlewareMock: ClientMiddleware {
        lazy var interceptAction = stub(
            of: intercept
                as (Request, String?, String, @escaping (Request, String?) async throws -> Response)
                async throws -> Response,
            alwaysReturn: Response(status: 200))
        func intercept(
            _ request: Request, body: String?, operationID: String,
            next: (Request, String?) async throws -> Response
        ) async throws -> Response {
            // The form for NonisolatedNonsendingByDefault: SwiftSettings.md, "Closure parameters".
            #if hasFeature(NonisolatedNonsendingByDefault)
                func pass(_ isolation: isolated (any Actor)?) async throws -> Response {
                    try await withoutActuallyEscaping(next) { next in
                        _ = isolation
                        return try await interceptAction((request, body, operationID, next))
                    }
                }
                return try await pass(#isolation)
            #else
                return try await withoutActuallyEscaping(next) { next in
                    try await interceptAction((request, body, operationID, next))
                }
            #endif
        }
    }

    /// The same mock without `lazy`, its action's type declared.
    final class StoredClientMiddlewareMock: ClientMiddleware, @unchecked Sendable {
        var interceptAction:
            ((Request, String?, String, (Request, String?) async throws -> Response)) async throws
                -> Response = stub(alwaysReturn: Response(status: 200))
        func intercept(
            _ request: Request, body: String?, operationID: String,
            next: (Request, String?) async throws -> Response
        ) async throws -> Response {
            // The form for NonisolatedNonsendingByDefault: SwiftSettings.md, "Closure parameters".
            #if hasFeature(NonisolatedNonsendingByDefault)
                func pass(_ isolation: isolated (any Actor)?) async throws -> Response {
                    try await withoutActuallyEscaping(next) { next in
                        _ = isolation
                        return try await interceptAction((request, body, operationID, next))
                    }
                }
                return try await pass(#isolation)
            #else
                return try await withoutActuallyEscaping(next) { next in
                    try await interceptAction((request, body, operationID, next))
                }
            #endif
        }
    }

    // MARK: Properties

    protocol Settings {
        var volume: Int { get set }
        var name: String { get }
        var current: Int { get async throws }
    }

    final class SettingsMock: Settings {
        var volumeStub = PropertyStub<Int>()
        var volume: Int {
            get { volumeStub.get(()) }
            set { volumeStub.set(newValue) }
        }

        var nameAction: (()) -> String = stub()
        var name: String { nameAction(()) }

        var currentAction: (()) async throws -> Int = stub()
        var current: Int { get async throws { try await currentAction(()) } }
    }

    // MARK: Subscripts

    protocol Grid {
        subscript(key: String) -> Int { get set }
        subscript(row: Int, column: Int) -> Double { get set }
        subscript(label index: Int) -> String { get }
    }

    final class GridMock: Grid {
        var keySubscript = SubscriptStub<String, Int>()
        subscript(key: String) -> Int {
            get { keySubscript.get(key) }
            set { keySubscript.set((key, newValue)) }
        }

        var cellSubscript = SubscriptStub<(Int, Int), Double>()
        subscript(row: Int, column: Int) -> Double {
            get { cellSubscript.get((row, column)) }
            set { cellSubscript.set(((row, column), newValue)) }
        }

        var labelAction: (Int) -> String = stub()
        subscript(label index: Int) -> String { labelAction(index) }
    }

    // MARK: inout parameters

    protocol Injector {
        func inject(_ context: String, into carrier: inout [String: String])
        func advance(_ cursor: inout Int) -> Bool
    }

    final class InjectorMock: Injector {
        var injectAction: ((String, [String: String])) -> [String: String] = byDefault { $0.1 }
        func inject(_ context: String, into carrier: inout [String: String]) {
            carrier = injectAction((context, carrier))
        }

        var advanceAction: (Int) -> (Int, Bool) = byDefault { ($0, false) }
        func advance(_ cursor: inout Int) -> Bool {
            let (written, result) = advanceAction(cursor)
            cursor = written
            return result
        }
    }

    // MARK: Sendable protocols

    protocol CounterHandler: Sendable {
        func increment(by amount: Int64)
        func reset()
    }

    final class CounterHandlerMock: CounterHandler, @unchecked Sendable {
        var incrementAction: (Int64) -> Void = stub()
        func increment(by amount: Int64) { incrementAction(amount) }

        var resetAction: (()) -> Void = stub()
        func reset() { resetAction(()) }
    }

    // MARK: Static members and initializers

    protocol Driver {
        static var version: Int { get }
        static func make(name: String) -> Self
        init(name: String)
        func start() -> Bool
    }

    final class DriverMock: Driver {
        final class Statics: @unchecked Sendable {
            var versionAction: (()) -> Int = stub()
            var makeAction: (String) -> DriverMock = byDefault { DriverMock(name: $0) }
            var initAction: ((String, DriverMock)) -> Void = stub()
        }
        static let statics = TestScoped { Statics() }

        static var version: Int { statics.current.versionAction(()) }
        static func make(name: String) -> DriverMock { statics.current.makeAction(name) }
        init(name: String) { Self.statics.current.initAction((name, self)) }

        lazy var startAction = stub(of: start)
        func start() -> Bool { startAction(()) }
    }

    static func bootstrap<D: Driver>(_ type: D.Type, names: [String]) -> [Bool] {
        guard D.version >= 2 else { return [] }
        return names.map { D.make(name: $0).start() }
    }

    // MARK: Static members and initializers of a generic mock

    protocol SQLValue {
        associatedtype Datatype
        static var declaredDatatype: String { get }
        static func fromDatatypeValue(_ datatypeValue: Datatype) throws -> Self
        init(datatypeValue: Datatype)
    }

    final class SQLValueMock<Datatype>: SQLValue {
        final class Statics: TestScopedValue, @unchecked Sendable {
            var declaredDatatypeAction: (()) -> String = stub()
            var fromDatatypeValueAction: (Datatype) throws -> SQLValueMock = byDefault {
                SQLValueMock(datatypeValue: $0)
            }
            var initAction: ((Datatype, SQLValueMock)) -> Void = stub()
        }
        static var statics: TestScoped<Statics> { TestScoped(for: Self.self) }

        static var declaredDatatype: String { statics.current.declaredDatatypeAction(()) }
        static func fromDatatypeValue(_ datatypeValue: Datatype) throws -> SQLValueMock {
            try statics.current.fromDatatypeValueAction(datatypeValue)
        }
        init(datatypeValue: Datatype) { Self.statics.current.initAction((datatypeValue, self)) }
    }

    /// Code under test: reads a column through the protocol's static side.
    static func readColumn<V: SQLValue>(_ type: V.Type, _ values: [V.Datatype]) throws -> (String, [V]) {
        (V.declaredDatatype, try values.map { try V.fromDatatypeValue($0) })
    }

    // MARK: Static members and initializers of an actor mock

    protocol Connection: Actor {
        static var defaultPort: Int { get }
        init(host: String)
    }

    actor ConnectionMock: Connection {
        final class Statics: @unchecked Sendable {
            var defaultPortAction: (()) -> Int = stub(alwaysReturn: 5432)
            var initAction: ((String, ConnectionMock)) -> Void = stub()
        }
        static let statics = TestScoped { Statics() }

        static var defaultPort: Int { statics.current.defaultPortAction(()) }
        init(host: String) { Self.statics.current.initAction((host, self)) }
    }

    /// "A generic actor takes the static computed property of a generic class."
    actor GenericConnectionMock<Row>: Connection {
        final class Statics: @unchecked Sendable {
            var defaultPortAction: (()) -> Int = stub()
        }
        static var statics: TestScoped<Statics> { TestScoped(for: Self.self) { Statics() } }

        static var defaultPort: Int { statics.current.defaultPortAction(()) }
        init(host: String) {}
    }

    // MARK: Actor-constrained protocols

    protocol Transport: Actor {
        func connect() async throws
        func send(_ data: Data) async throws
    }

    actor TransportMock: Transport {
        final class Actions: @unchecked Sendable {
            var connectAction: (()) async throws -> Void = stub()
            var sendAction: (Data) async throws -> Void = stub()
        }
        nonisolated let actions = Actions()

        func connect() async throws { try await actions.connectAction(()) }
        func send(_ data: Data) async throws { try await actions.sendAction(data) }
    }

    // MARK: some and any, associated types

    protocol Job {
        var name: String { get }
    }

    struct NamedJob: Job {
        var name: String
    }

    protocol Runner {
        func run(_ job: some Job)
    }

    final class RunnerMock: Runner {
        var runAction: (any Job) -> Void = stub()
        func run(_ job: some Job) { runAction(job) }
    }

    protocol Repository<Item> {
        associatedtype Item
        func save(_ item: Item) -> Bool
        func all() -> [Item]
    }

    final class RepositoryMock<Item>: Repository {
        lazy var saveAction = stub(of: save)
        func save(_ item: Item) -> Bool { saveAction(item) }
        lazy var allAction = stub(of: all)
        func all() -> [Item] { allAction(()) }
    }

    static func archive(_ names: [String], in repository: some Repository<String>) -> Int {
        names.filter { repository.save($0) }.count
    }
}

/// The new sections of GenericAndVariadicFunctions.md: async generic methods and generic methods taking closures.
enum AsyncGenericsArticle {
    protocol Cache {
        func value<Value>(for key: String) async -> Value
        func refresh<Value>(_ key: String) async throws -> Value
    }

    final class CacheMock: Cache {
        lazy var valueIntAction = stubGeneric(of: value).with(return: Int.self).stub  // (String) async -> Int
        lazy var refreshIntAction = stubGeneric(of: refresh).with(return: Int.self).stub

        func value<Value>(for key: String) async -> Value {
            await callGenericAsync(key, potentials: [valueIntAction])
        }
        func refresh<Value>(_ key: String) async throws -> Value {
            try await callThrowsGenericAsync(key, potentials: [refreshIntAction])
        }
    }

    final class Database {}

    protocol DatabaseReader {
        func read<T>(_ body: (Database) throws -> T) throws -> T
    }

    final class DatabaseReaderMock: DatabaseReader {
        lazy var readIntAction = stubGeneric(of: read).with(return: Int.self).stub

        func read<T>(_ body: (Database) throws -> T) throws -> T {
            try withoutActuallyEscaping(body) { try callThrowsGeneric($0, potentials: [readIntAction]) }
        }
    }
}

final class RequirementKindsSnippetsTests: XCTestCase {
    typealias Article = RequirementKindsArticle

    func testClosureBesideOtherParameters() async throws {
        let middleware = Article.ClientMiddlewareMock()
        let untouched = try await middleware.intercept(.init(path: "/"), body: nil, operationID: "get") { _, _ in
            .init(status: 500)
        }
        XCTAssertEqual(untouched, .init(status: 200))

        middleware.interceptAction = { call in
            let (request, body, _, next) = call
            return try await next(request, body)
        }
        let operations = spyCalls(of: &middleware.interceptAction, transform: { $0.2 })

        let response = try await middleware.intercept(.init(path: "/a"), body: "x", operationID: "get") {
            request, body in .init(status: request.path == "/a" && body == "x" ? 204 : 400)
        }
        XCTAssertEqual(response, .init(status: 204))
        XCTAssertEqual(operations, ["get"])

        // The answer form, which stacks with spies and other setups.
        let answering = Article.ClientMiddlewareMock()
        setupStubSequence(of: &answering.interceptAction)
            .answers { request, body, _, next in try await next(request, body) }
        let answeredOperations = spyCalls(of: &answering.interceptAction, transform: { $0.2 })
        let answered = try await answering.intercept(.init(path: "/b"), body: nil, operationID: "list") {
            request, _ in .init(status: request.path == "/b" ? 202 : 400)
        }
        XCTAssertEqual(answered, .init(status: 202))
        XCTAssertEqual(answeredOperations, ["list"])

        let stored = Article.StoredClientMiddlewareMock()
        let status = try await stored.intercept(.init(path: "/"), body: nil, operationID: "get") { _, _ in
            .init(status: 500)
        }
        XCTAssertEqual(status, .init(status: 200))
    }

    func testProperties() async throws {
        let settings = Article.SettingsMock()
        settings.volume = 3
        XCTAssertEqual(settings.volume, 3)

        let sets = spyCalls(of: &settings.volumeStub.set)
        setupStubSequence(of: &settings.volumeStub.get).returnsOnce(10)
        settings.volume = 4
        XCTAssertEqual(settings.volume, 10)  // the setup answers first
        XCTAssertEqual(settings.volume, 4)  // then the stored value is back
        XCTAssertEqual(sets, [4])

        setupStub(of: &settings.nameAction, return: "Ada")
        XCTAssertEqual(settings.name, "Ada")
        setupStubSequence(of: &settings.currentAction).throwsOnce(URLError(.timedOut)).returns(7)
        await assertThrowsAsync(try await settings.current)
        let current = try await settings.current
        XCTAssertEqual(current, 7)
    }

    func testSubscripts() {
        let grid = Article.GridMock()
        grid[1, 2] = 0.5
        XCTAssertEqual(grid[1, 2], 0.5)
        XCTAssertEqual(grid[2, 1], 0)
        setupStubSequence(of: &grid.keySubscript.get).when("answer").returns(42)
        XCTAssertEqual(grid["answer"], 42)

        setupStubSequence(of: &grid.labelAction).when(1).returns("one")
        XCTAssertEqual(grid[label: 1], "one")
        grid["a"] = 1
        let writes = spyCalls(of: &grid.keySubscript.set)
        grid["b"] = 2
        XCTAssertEqual(writes.map(\.0), ["b"])
        XCTAssertEqual(grid["a"], 1)
    }

    func testInoutParameters() {
        let injector = Article.InjectorMock()
        let carriers = spyCalls(of: &injector.injectAction, transform: { $0.1 })
        setupStubSequence(of: &injector.injectAction).answers { context, carrier in
            carrier.merging(["trace-id": context]) { $1 }
        }
        var headers = ["accept": "json"]
        injector.inject("abc", into: &headers)
        XCTAssertEqual(headers, ["accept": "json", "trace-id": "abc"])
        XCTAssertEqual(carriers, [["accept": "json"]])  // what was passed in

        var cursor = 4
        XCTAssertFalse(injector.advance(&cursor))
        XCTAssertEqual(cursor, 4, "the default writes back what came in")
        setupStubSequence(of: &injector.advanceAction).answers { ($0 + 1, true) }
        XCTAssertTrue(injector.advance(&cursor))
        XCTAssertEqual(cursor, 5)
    }

    func testSendableProtocols() {
        let counter = Article.CounterHandlerMock()
        let increments = spyCalls(of: &counter.incrementAction)
        DispatchQueue.concurrentPerform(iterations: 10) { counter.increment(by: Int64($0)) }
        XCTAssertEqual(increments.count, 10)
    }

    func testStaticMembersAndInitializers() {
        typealias DriverMock = Article.DriverMock
        setupStub(of: &DriverMock.statics.current.versionAction, return: 2)
        let created = spyCalls(of: &DriverMock.statics.current.initAction)
        setupStubSequence(of: &DriverMock.statics.current.initAction, for: { $0.0 == "primary" })
            .callback { _, driver in setupStub(of: &driver.startAction, return: true) }

        let started = Article.bootstrap(DriverMock.self, names: ["primary", "replica"])

        XCTAssertEqual(started, [true, false])
        XCTAssertEqual(created.map(\.0), ["primary", "replica"])  // init arguments, with created.map(\.1) the mocks

        // The default of makeAction creates a DriverMock only for a call the test does not answer.
        let standby = created[1]!.1
        setupStubSequence(of: &DriverMock.statics.current.makeAction).returnsOnce(standby)
        XCTAssertTrue(DriverMock.make(name: "standby") === standby)
        XCTAssertEqual(created.count, 2, "no DriverMock was created for the answered call")
    }

    func testStaticMembersOfAGenericMock() throws {
        typealias SQLValueMock = Article.SQLValueMock
        setupStub(of: &SQLValueMock<Int>.statics.current.declaredDatatypeAction, return: "INTEGER")
        let made = spyCalls(of: &SQLValueMock<Int>.statics.current.initAction, transform: { $0.0 })

        let (type, values) = try Article.readColumn(SQLValueMock<Int>.self, [1, 2])

        XCTAssertEqual(type, "INTEGER")
        XCTAssertEqual(made, [1, 2])
        XCTAssertEqual(SQLValueMock<String>.declaredDatatype, "")  // another type, other statics
        XCTAssertEqual(values.count, 2)
    }

    func testStaticMembersOfAnActorMock() {
        typealias ConnectionMock = Article.ConnectionMock
        let hosts = spyCalls(of: &ConnectionMock.statics.current.initAction, transform: { $0.0 })
        _ = ConnectionMock(host: "db")
        XCTAssertEqual(ConnectionMock.defaultPort, 5432)
        XCTAssertEqual(hosts, ["db"])

        setupStub(of: &Article.GenericConnectionMock<Int>.statics.current.defaultPortAction, return: 1)
        XCTAssertEqual(Article.GenericConnectionMock<Int>.defaultPort, 1)
        XCTAssertEqual(Article.GenericConnectionMock<String>.defaultPort, 0)
        _ = Article.GenericConnectionMock<Int>(host: "db")
    }

    func testActorConstrainedProtocols() async throws {
        let transport = Article.TransportMock()
        let sent = spyCalls(of: &transport.actions.sendAction)
        setupStubSequence(of: &transport.actions.connectAction).throwsOnce(URLError(.notConnectedToInternet))
        await assertThrowsAsync(try await transport.connect())
        try await transport.connect()
        try await transport.send(Data([1]))
        XCTAssertEqual(sent, [Data([1])])
    }

    func testAsyncGenericMethods() async throws {
        let cache = AsyncGenericsArticle.CacheMock()
        setupStub(of: &cache.valueIntAction, return: 1)
        setupStubSequence(of: &cache.refreshIntAction).throwsOnce(URLError(.timedOut)).returns(2)
        let value: Int = await cache.value(for: "a")
        XCTAssertEqual(value, 1)
        await assertThrowsAsync(try await cache.refresh("a") as Int)
        let refreshed: Int = try await cache.refresh("a")
        XCTAssertEqual(refreshed, 2)

        let reader = AsyncGenericsArticle.DatabaseReaderMock()
        // Run the code under test's closure:
        reader.readIntAction = { body in try body(AsyncGenericsArticle.Database()) }
        XCTAssertEqual(try reader.read { _ in 5 }, 5)
    }

    func testSomeAnyAndAssociatedTypes() {
        let runner = Article.RunnerMock()
        let names = spyCalls(of: &runner.runAction, transform: { $0.name })
        runner.run(Article.NamedJob(name: "build"))
        XCTAssertEqual(names, ["build"])

        let repository = Article.RepositoryMock<String>()
        setupStubSequence(of: &repository.saveAction).when("keep").returns(true)
        XCTAssertEqual(Article.archive(["keep", "drop"], in: repository), 1)
        XCTAssertEqual(repository.all(), [])
    }
}

/// `XCTAssertThrowsError` for an async expression.
private func assertThrowsAsync<T>(
    _ expression: @autoclosure () async throws -> T, file: StaticString = #filePath, line: UInt = #line
) async {
    do {
        _ = try await expression()
        XCTFail("expected an error", file: file, line: line)
    } catch {}
}
