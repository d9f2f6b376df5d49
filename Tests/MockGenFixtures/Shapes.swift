// Every requirement shape the mock generator knows, one protocol per family. The generated mocks
// (Tests/MockGenConsumerTests/Mocks/MockGenFixturesMocks.swift) must compile and behave like
// hand-written ones; regenerate them with
//   swift package --allow-writing-to-package-directory generate-mocks --target MockGenFixtures
public import Foundation

/// An error for typed throws.
public enum ParseError: Error, Equatable, Sendable {
    case empty
    case badFormat(String)
}

/// A result type with no default value.
public struct Account: Equatable, Sendable {
    /// The account's number.
    public var id: Int

    /// Creates an account.
    public init(id: Int) {
        self.id = id
    }
}

/// Methods of every effect and arity.
public protocol Effects {
    func ping()
    func name(for id: Int) -> String
    func add(_ first: Int, _ second: Int, label: String) -> Int
    func save(_ account: Account) throws
    func parse(_ text: String) throws(ParseError) -> Int
    func fetch(id: Int) async -> Account?
    func upload(_ data: Data, to url: URL) async throws -> Bool
    func validate(_ text: String) async throws(ParseError)
    func account(id: Int) throws -> Account
}

/// Overloaded names: by labels, and by types only.
public protocol Overloads {
    func find(_ name: String) -> Bool
    func find(_ id: Int) -> Bool
    func addUser(_ name: String) -> Bool
    func addUser(_ name: String, at date: Date) -> Bool
}

/// Parameters that need a twist in the body.
public protocol Parameters {
    func log(_ message: @autoclosure () -> String)
    func log(_ message: @autoclosure () -> String, level: Int) -> Bool
    func check(_ condition: @autoclosure () -> Bool, _ message: String, line: Int)
    func record(_ values: Int...)
    func record(_ name: String, values: Int...) async
    func enumerate(_ body: (String) -> Void)
    func transform(_ value: Int, with rule: (Int) throws -> Int) throws -> Int
    func map(_ values: [Int], _ transform: (Int) throws -> String) rethrows -> [String]
    func visit(_ root: String, before: (String) -> Bool, after: (String) async -> Void) async -> [String]
    func load(completion: @escaping @Sendable (Result<Int, any Error>) -> Void)
    func `default`(_ in: Int)
    func write(contentsOf values: some Sequence<Int>) async throws
}

/// Generic methods.
public protocol Generics {
    func store<Value>(_ value: Value) -> Bool
    func load<Value: Decodable>(key: String) throws -> Value
    func convert<Input, Output>(_ input: Input, count: Int) throws(ParseError) -> [Output]
    func read<T>(_ body: (Account) throws -> T) throws -> T
}

/// Associated types become the mock's generic parameters.
public protocol Container<Element> {
    associatedtype Element: Equatable
    associatedtype Index
    func element(at index: Index) -> Element
    func append(_ element: Element)
}

/// A protocol isolated to the main actor.
@MainActor
public protocol Screen: AnyObject {
    func show(_ title: String)
    func confirm(_ question: String) -> Bool
    func load() async -> [String]
}

/// Main-actor methods in a protocol that is not isolated.
public protocol Presenter {
    @MainActor func present(_ title: String)
    func refresh() async
}

/// A custom global actor.
@globalActor
public actor StorageActor {
    /// The actor's one instance.
    public static let shared = StorageActor()
}

/// A protocol isolated to a custom global actor.
@StorageActor
public protocol Storage {
    func read(id: Int) -> String
    func write(_ value: String, id: Int)
    func flush() async
}

/// A Sendable protocol, with inherited requirements from a parent of the same module.
public protocol Named {
    func displayName() -> String
}

/// A requirement taking `Self`.
public protocol Linked {
    func isLinked(to other: Self) -> Bool
}

/// Refines ``Named``; `Sendable`, so its mock stores every action (no `lazy`).
public protocol Repository: Named, Sendable {
    func count() -> Int
    func delete(id: Int) throws
    func account(id: Int) async throws -> Account
    func log(_ message: @autoclosure () -> String)
    func each(_ body: (Int) throws -> Void) rethrows
    func update(id: Int, _ change: (inout Account) -> Void) -> Bool
    var owner: Account { get }
}

/// An actor protocol: its mock keeps the actions in a `nonisolated let actions`.
public protocol Worker: Actor {
    func work(_ job: String) async -> Bool
    func cancel(_ job: String) throws
    func result(of job: String) async throws -> Account
    var pending: Int { get }
    nonisolated func label() -> String
}

/// Properties, subscripts, static members and initializers.
public protocol Settings {
    var name: String { get set }
    var version: Int { get }
    subscript(key: String) -> String? { get set }
    static func makeDefault() -> Self
    static var limit: Int { get set }
    static func connect(to host: String) throws -> Bool
    static func account(for name: String) -> Account
    init(name: String)
    init(name: String, version: Int) throws
}

/// Parameters without an internal name, as swift-log's `LogHandler` declares its subscript: the
/// generator names them.
public protocol MetadataStore {
    subscript(metadataKey _: String) -> String? { get set }
    func record(_: Int, at _: String)
}

/// Statics and an initializer of a generic mock: its `statics` is keyed by the mock's type, so that
/// each specialisation has its own in each test.
public protocol Pool<Item> {
    associatedtype Item
    static func capacity() -> Int
    static func make() -> Self
    init(items: [Item])
    func take() -> Item?
}

/// A failable initializer: its action answers whether the instance is made.
public protocol Parsed {
    init?(text: String)
    init?(text: String, rule: (String) -> Bool)
}

/// Closures beside `inout` values: the statements that write the values back run inside
/// `withoutActuallyEscaping`, and with typed throws inside a `Result` of the error type.
public protocol Cursor {
    func next(_ state: inout Int, using rule: (Int) -> Bool) -> Bool
    func fill(_ low: inout Int, _ high: inout Int, with source: () -> Int) throws(CursorError)
}

/// Generic bodies of several statements: a failable initializer's answer beside a closure,
/// values written back, a method's own typed error, a result only a throwing closure makes.
public protocol GenericBodies {
    init?<T>(value: T, rule: (T) -> Bool)
    func normalize<T>(_ value: inout T, count: inout Int) -> Bool
    func send<E: Error>(_ value: Int) throws(E) -> Int
    func run<E: Error>() throws(E)
    func with<Return: ~Copyable>(key: String, _ body: (Int) throws -> Return) throws -> Return
}

/// The error `Cursor.fill` throws.
public struct CursorError: Error {
    /// An error.
    public init() {}
}

/// Statics of a generic mock whose associated type has a constraint: StubKit makes its `Statics`
/// (`TestScopedValue`), as a closure would capture `Key`'s conformance and warn.
public protocol KeyedCache {
    associatedtype Key: Hashable
    static var limit: Int { get }
    func value(for key: Key) -> String?
}

/// Statics and an initializer of an actor mock.
public protocol Connection: Actor {
    static var defaultPort: Int { get }
    func ping() async -> Bool
}

/// An actor protocol with a synchronous init requirement: Swift 6.3.1 rejects an actor of another
/// module witnessing it, so the generator leaves its mock out with a comment saying why.
public protocol Listener: Actor {
    init(port: Int)
}

/// A value generic over a pack, as a middleware's `next` takes (`Input<repeat each Detail>`).
public struct Packet<each Detail> {
    /// The packet's details.
    public var details: (repeat each Detail)

    /// A packet of `details`.
    public init(_ details: repeat each Detail) {
        self.details = (repeat each details)
    }
}

/// Parameter packs: the values travel to the action as one tuple.
///
/// A closure over a pack receives them as one tuple too (`(Any) -> Void`). A closure taking such a
/// closure, which would have to be written as a literal over the pack, is a placeholder.
public protocol Packs {
    func all<each Value>(_ values: repeat each Value)
    func visit<each Value>(_ body: (repeat each Value) -> Void)
    func handle<each Detail>(next: (Packet<repeat each Detail>) async throws -> Void) async throws
    func count<each Value>(_ label: String, _ body: (String, repeat each Value) throws -> Int) rethrows -> Int
    func nested<each Value>(_ body: ((repeat each Value) -> Void) -> Void)
}

/// A position in bytes being parsed.
public struct ByteSpan: Equatable, Sendable {
    /// How many bytes were read.
    public var offset: Int

    /// A span at `offset`.
    public init(offset: Int) {
        self.offset = offset
    }
}

/// A generic method whose closure and itself throw one concrete error (swift-binary-parsing's
/// `withParserSpan`), with `inout` and without.
public protocol SpanParser {
    func withParserSpan<T>(_ body: (inout ByteSpan) throws(ParseError) -> T) throws(ParseError) -> T
    func withSpan<T>(_ body: (ByteSpan) throws(ParseError) -> T) throws(ParseError) -> T
    func decode<T>(_ body: (T) throws(ParseError) -> Void) throws(ParseError)
}

/// `inout` parameters: the action returns what is written back.
public protocol Counter {
    func adjust(_ value: inout Int)
    func next(_ state: inout Int) -> Bool
    func swap(_ first: inout String, _ second: inout String, times: Int) throws
    func merge(into account: inout Account) async -> Account
}

/// A value that is not `Sendable`, as many UI and daemon protocols pass.
public final class Draft {
    /// The draft's title.
    public var title: String

    /// A draft titled `title`.
    public init(title: String) {
        self.title = title
    }
}

/// Async methods of the main actor whose arguments and results are not `Sendable`.
@MainActor
public protocol DraftEditor {
    func save(_ draft: Draft) async throws(ParseError)
    func open(title: String) async -> Draft
    func onChange(_ handler: (@MainActor (Draft) -> Void)?) async
}

/// Async methods of another global actor whose arguments and results are not `Sendable`.
@StorageActor
public protocol DraftStore {
    func store(_ draft: Draft) async throws -> Int
    func load(id: Int) async -> Draft?
}

/// An actor protocol whose async requirements take values that are not `Sendable`: their actions are
/// synchronous and run on the actor; `count()`'s stays `async`.
public protocol DraftQueue: Actor {
    func enqueue(_ draft: Draft) async -> Int
    func position(where matches: (Draft) -> Bool) async -> Int?
    func note(_ message: @autoclosure () -> String) async throws
    func count(of title: String) async -> Int
    func push<T>(_ value: T, then done: (T) -> Void) async
}

/// Async generic methods of global actors with values that are not `Sendable`.
@MainActor
public protocol DraftBoard {
    func pin<T>(_ value: T, on draft: Draft) async -> T
}

/// Async generic methods of another global actor with values that are not `Sendable`.
@StorageActor
public protocol DraftShelf {
    func put<T>(_ value: T, beside draft: Draft) async throws -> T
}
