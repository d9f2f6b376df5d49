// Mocks for every kind of requirement (Documentation "Mocking Every Kind of Requirement"), as a
// user writes them. Shared by the Swift 6 and Swift 5 client packages: it only has to compile.
import Foundation
import StubKit

struct Request: Equatable {
    var path: String
}

struct Response: Equatable {
    var status: Int
}

/// Every kind of requirement that is not an instance method with by-value parameters.
protocol Requirements {
    var count: Int { get }
    var volume: Int { get set }
    var owner: Account { get set }
    var label: String { get throws }
    var remote: Int { get async }
    var parsed: Int { get throws(ParseError) }
    var current: Data { get async throws }
    subscript(key: String) -> Int { get set }
    subscript(row: Int, column: Int) -> Double { get set }
    subscript(label index: Int) -> String { get }
    func schedule(_ work: () -> Void, after delay: Int) -> Bool
    func retry(times: Int, _ body: () throws -> String) throws -> String
    func both(_ first: @Sendable () -> Int, _ second: (Int) -> Int) -> Int
    func intercept(
        _ request: Request, body: String?, operationID: String,
        next: (Request, String?) async throws -> Response
    ) async throws -> Response
    func inject(_ context: String, into carrier: inout [String: String])
    func advance(_ cursor: inout Int) -> Bool
    func run(_ job: some CustomStringConvertible)
}

final class RequirementsMock: Requirements, @unchecked Sendable {
    var countAction: (()) -> Int = stub()
    var count: Int { countAction(()) }
    var volumeStub = PropertyStub<Int>()
    var volume: Int {
        get { volumeStub.get(()) }
        set { volumeStub.set(newValue) }
    }
    var ownerStub = PropertyStub(Account(id: 1))
    var owner: Account {
        get { ownerStub.get(()) }
        set { ownerStub.set(newValue) }
    }
    var labelAction: (()) throws -> String = stub(alwaysThrow: ClientError())
    var label: String { get throws { try labelAction(()) } }
    var remoteAction: (()) async -> Int = stub()
    var remote: Int { get async { await remoteAction(()) } }
    var parsedAction: (()) throws(ParseError) -> Int = stub()
    var parsed: Int { get throws(ParseError) { try parsedAction(()) } }
    var currentAction: (()) async throws -> Data = stub(alwaysReturn: Data([1]))
    var current: Data { get async throws { try await currentAction(()) } }
    var keySubscript = SubscriptStub<String, Int>()
    subscript(key: String) -> Int {
        get { keySubscript.get(key) }
        set { keySubscript.set((key, newValue)) }
    }
    var cellSubscript = SubscriptStub<(Int, Int), Double>(0.5)
    subscript(row: Int, column: Int) -> Double {
        get { cellSubscript.get((row, column)) }
        set { cellSubscript.set(((row, column), newValue)) }
    }
    var labelSubscriptAction: (Int) -> String = stub()
    subscript(label index: Int) -> String { labelSubscriptAction(index) }

    lazy var scheduleAction = stub(of: schedule as (@escaping () -> Void, Int) -> Bool)
    func schedule(_ work: () -> Void, after delay: Int) -> Bool {
        withoutActuallyEscaping(work) { scheduleAction(($0, delay)) }
    }
    lazy var retryAction = strictStub(of: retry as (Int, @escaping () throws -> String) throws -> String)
    func retry(times: Int, _ body: () throws -> String) throws -> String {
        try withoutActuallyEscaping(body) { try retryAction((times, $0)) }
    }
    lazy var bothAction = stub(of: both as (@escaping @Sendable () -> Int, @escaping (Int) -> Int) -> Int)
    func both(_ first: @Sendable () -> Int, _ second: (Int) -> Int) -> Int {
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in bothAction((first, second)) }
        }
    }
    lazy var interceptAction = stub(
        of: intercept
            as (Request, String?, String, @escaping (Request, String?) async throws -> Response)
            async throws -> Response,
        alwaysReturn: Response(status: 200))
    func intercept(
        _ request: Request, body: String?, operationID: String,
        next: (Request, String?) async throws -> Response
    ) async throws -> Response {
        try await withoutActuallyEscaping(next) { next in
            try await interceptAction((request, body, operationID, next))
        }
    }
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
    var runAction: (any CustomStringConvertible) -> Void = stub()
    func run(_ job: some CustomStringConvertible) { runAction(job) }
}

/// Sets up, spies on and registers every requirement kind, as a test does.
func configureEveryRequirement(on mock: RequirementsMock) {
    setupStub(of: &mock.countAction, return: 2)
    setupStubSequence(of: &mock.volumeStub.get).returnsOnce(3)
    _ = spyCalls(of: &mock.volumeStub.set)
    mock.ownerStub.get = registerStub(alwaysReturn: Account(id: 2))
    setupStub(of: &mock.labelAction, return: "label")
    setupStubSequence(of: &mock.parsedAction).throwsOnce(ParseError(reason: "x")).returns(1)
    setupStub(of: &mock.currentAction, return: Data())
    setupStubSequence(of: &mock.keySubscript.get).when("a").returns(1)
    _ = spyCalls(of: &mock.cellSubscript.set)
    setupStubSequence(of: &mock.labelSubscriptAction).when(1).returns("one")
    setupStubSequence(of: &mock.scheduleAction).whenSecond(0).returns(true).expect(.atLeastOnce)
    mock.retryAction = { call in try call.1() }
    mock.interceptAction = { call in
        let (request, body, _, next) = call
        return try await next(request, body)
    }
    _ = spyCalls(of: &mock.interceptAction, transform: { $0.2 })
    setupStubSequence(of: &mock.injectAction).answers { context, carrier in
        carrier.merging(["trace": context]) { $1 }
    }
    _ = spyCalls(of: &mock.runAction, transform: { $0.description })
}

/// An actor-constrained protocol and its mock.
protocol Transport: Actor {
    var isConnected: Bool { get }
    func connect() async throws
    func send(_ data: Data) async throws
}

actor TransportMock: Transport {
    final class Actions: @unchecked Sendable {
        var isConnectedAction: (()) -> Bool = stub()
        var connectAction: (()) async throws -> Void = stub()
        var sendAction: (Data) async throws -> Void = stub()
    }
    nonisolated let actions = Actions()

    var isConnected: Bool { actions.isConnectedAction(()) }
    func connect() async throws { try await actions.connectAction(()) }
    func send(_ data: Data) async throws { try await actions.sendAction(data) }
}

func configureTransport(_ transport: TransportMock) {
    setupStub(of: &transport.actions.isConnectedAction, return: true)
    setupStubSequence(of: &transport.actions.connectAction).throwsOnce(ClientError())
    _ = spyCalls(of: &transport.actions.sendAction)
}

/// A protocol with a primary associated type and its generic mock.
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

@MainActor
protocol TitleView {
    var title: String { get }
    func show(_ text: String)
}

@MainActor
final class TitleViewMock: TitleView {
    var titleAction: @MainActor (()) -> String = stub()
    var title: String { titleAction(()) }
    var showAction: @MainActor (String) -> Void = stub()
    func show(_ text: String) { showAction(text) }
}

/// Static members and an `init` requirement, with the static side scoped to the running test.
protocol Driver {
    static var version: Int { get }
    static var mode: String { get set }
    static func make(name: String) -> Self
    static func connect(to host: String) throws -> Bool
    init(name: String, retries: Int)
}

final class DriverMock: Driver {
    final class Statics: @unchecked Sendable {
        var versionAction: (()) -> Int = stub()
        var modeStub = PropertyStub("fast")
        var makeAction: (String) -> DriverMock = byDefault { DriverMock(name: $0, retries: 0) }
        var connectAction = strictStub(of: DriverMock.connect, name: "connectAction")
        var initAction: ((String, Int, DriverMock)) -> Void = stub()
    }
    static let statics = TestScoped { Statics() }

    static var version: Int { statics.current.versionAction(()) }
    static var mode: String {
        get { statics.current.modeStub.get(()) }
        set { statics.current.modeStub.set(newValue) }
    }
    static func make(name: String) -> DriverMock { statics.current.makeAction(name) }
    static func connect(to host: String) throws -> Bool { try statics.current.connectAction(host) }
    init(name: String, retries: Int) { Self.statics.current.initAction((name, retries, self)) }
}

func configureDriver() {
    withStubScope {
        setupStub(of: &DriverMock.statics.current.versionAction, return: 2)
        DriverMock.statics.current.connectAction = registerStub(alwaysReturn: true)
        _ = spyCalls(of: &DriverMock.statics.current.initAction)
        DriverMock.mode = "slow"
    }
}

/// Async, typed-throwing, closure-taking and `@MainActor` generic methods.
final class Database {}

protocol GenericStore {
    func load<Value>(key: String) async -> Value
    func fetch<Value>(key: String) async throws -> Value
    func decode<Value>(_ text: String) async throws(ParseError) -> Value
    func read<T>(_ body: (Database) throws -> T) throws -> T
}

final class GenericStoreMock: GenericStore {
    lazy var loadIntAction = stubGeneric(of: load).with(return: Int.self).stub
    func load<Value>(key: String) async -> Value { await callGenericAsync(key, potentials: [loadIntAction]) }
    lazy var fetchIntAction = stubGeneric(of: fetch).with(return: Int.self).strictStub
    func fetch<Value>(key: String) async throws -> Value {
        try await callThrowsGenericAsync(key, potentials: [fetchIntAction])
    }
    lazy var decodeIntAction = stubGeneric(of: decode).with(return: Int.self).stub
    func decode<Value>(_ text: String) async throws(ParseError) -> Value {
        try await callThrowsGenericAsync(text, potentials: [decodeIntAction], throwing: ParseError.self)
    }
    lazy var readIntAction = stubGeneric(of: read).with(return: Int.self).stub
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        try withoutActuallyEscaping(body) { try callThrowsGeneric($0, potentials: [readIntAction]) }
    }
}

@MainActor
protocol GenericPresenter {
    func show<Item>(_ item: Item) -> Bool
    func refresh<Item>(_ item: Item) async -> Int
}

@MainActor
final class GenericPresenterMock: GenericPresenter {
    lazy var showStringAction = stubGeneric(of: show).with(first: String.self).stub
    func show<Item>(_ item: Item) -> Bool { callGeneric(item, potentials: [showStringAction]) }
    lazy var refreshIntAction = stubGeneric(of: refresh).with(first: Int.self).stub
    func refresh<Item>(_ item: Item) async -> Int { await callGenericAsync(item, potentials: [refreshIntAction]) }
}

/// Answers that await: a middleware's answer passes the request on to `next`.
func passRequestsOn(_ mock: RequirementsMock) {
    setupStubSequence(of: &mock.interceptAction)
        .answers { request, body, _, next in try await next(request, body) }
}

/// More than four parameters: conditions on the first and fifth by key path.
protocol SevenParameterLogger {
    func log(
        level: Int, message: String, metadata: [String: String]?, source: String, file: String, function: String,
        line: UInt)
}

final class SevenParameterLoggerMock: SevenParameterLogger {
    lazy var logAction = stub(of: log)
    func log(
        level: Int, message: String, metadata: [String: String]?, source: String, file: String, function: String,
        line: UInt
    ) { logAction((level, message, metadata, source, file, function, line)) }
}

func expectOneErrorFromTheDatabaseFile(
    _ mock: SevenParameterLoggerMock
) -> StubSequence<(Int, String, [String: String]?, String, String, String, UInt), Void, Never> {
    setupStubSequence(of: &mock.logAction).when(\.0, equals: 2).when(\.4, equals: "Db.swift").expect(.once)
}
