// Shapes real modules declare that the first fixtures did not (issue 20): names shared with
// Foundation and the standard library, `Self`, standard parents, strict properties, parameter
// specifiers, default and pinned associated types, deep inheritance, and generic methods with
// one action for every specialization.
public import Foundation

/// A module's own `IndexPath`, beside Foundation's.
public struct IndexPath: Equatable, Sendable {
    /// The row.
    public var row: Int

    /// Creates an index path.
    public init(row: Int) {
        self.row = row
    }
}

/// A module's own `Expression`, beside Foundation's.
public struct Expression: Equatable, Sendable {
    /// The source.
    public var source: String

    /// Creates an expression.
    public init(source: String) {
        self.source = source
    }
}

/// A protocol named like the associated type that refers to it.
public protocol Digest: Sendable {
    var bytes: [UInt8] { get }
}

/// Types named like Foundation's, and an associated type that shadows a protocol.
public protocol Grid {
    associatedtype Digest: MockGenFixtures.Digest
    func cell(at indexPath: IndexPath) -> String
    func evaluate(_ expression: Expression) -> Bool
    func finalize() -> Digest
}

/// `Self` in results, parameters and properties.
public protocol Fluent {
    func with(name: String) -> Self
    func isSame(as other: Self) -> Bool
    var parent: Self? { get }
    static func make() -> Self
}

/// Parents from the standard library and Foundation.
public protocol Token: Hashable, Comparable, CustomStringConvertible, CustomDebugStringConvertible, Identifiable,
    Codable, Sendable
{
    var value: String { get }
}

/// An error protocol.
public protocol Problem: LocalizedError {
    var code: Int { get }
}

/// A get/set property whose type has no default value.
public protocol Session {
    var owner: Account { get set }
}

/// Parameter specifiers, compositions, existentials without `any`, typed throws.
public protocol Specifiers {
    func next(isolation actor: isolated (any Actor)?) async throws(ParseError) -> Int?
    func run(_ body: () throws -> Void) rethrows
    func take(_ value: consuming Account) -> Int
    func borrow(_ value: borrowing Account) -> Int
    func give() -> sending Account
    func compose(_ value: any Equatable & Sendable) -> Bool
    func legacy(_ error: Error) -> Bool
    func notify(_ done: @escaping @Sendable (Int) -> Void)
}

/// A primary associated type and a default one.
public protocol Feed<Element> {
    associatedtype Element
    associatedtype Failure: Error = Never
    func next() async throws(Failure) -> Element?
}

/// An associated type pinned by the protocol's `where` clause.
public protocol Keyed where Key == String {
    associatedtype Key: Hashable
    func value(for key: Key) -> Int
}

/// Inherited requirements three levels deep.
public protocol Base {
    func base() -> Int
}

/// The middle level.
public protocol Middle: Base {
    func middle() -> Int
}

/// The top level.
public protocol Top: Middle {
    func top() -> Int
}

/// A request whose response type the call decides.
public protocol Request {
    associatedtype Response
    var path: String { get }
}

/// Something that observes elements.
public protocol Observer {
    associatedtype Element
    func receive(_ element: Element)
}

/// Generic methods: one action for every specialization.
public protocol Client {
    func send<R: Request>(_ request: R) async throws -> R.Response
    func resolve<Service, A1, A2, A3, A4, A5, A6>(
        _ type: Service.Type, name: String?, arguments a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6
    ) -> Service?
    func intercept<Input, Output>(
        request: [Input], context: String, next: ([Input], String) async throws -> Output
    ) async throws -> Output
    func normalize<T>(_ value: inout T)
    func describe(_ value: some CustomStringConvertible) -> String
    func perform<T>(_ body: () throws -> T) rethrows -> T
}

/// A module's own SPI protocol (smithy-swift's `SmithyReader`): its mock imports the module with
/// `@_spi(Storage)`, the name the plugin reads from this declaration.
@_spi(Storage)
public protocol StorageReader {
    /// The bytes stored under `key`.
    func read(_ key: String) -> [UInt8]
}

/// Opaque types inside generic arguments (swift-nio-apns's `send(_: APNSRequest<some APNSMessage>)`):
/// Swift reads each as a generic parameter of the method, and the mock declares it so.
public struct Envelope<Message> {
    /// What is sent.
    public var message: Message
    /// An envelope holding `message`.
    public init(_ message: Message) { self.message = message }
}

/// Sends envelopes of any message type.
public protocol Courier {
    func send(_ envelope: Envelope<some CustomStringConvertible>) async throws
    func sendAll(_ envelopes: [Envelope<some CustomStringConvertible & Sendable>], urgent: Bool) -> Int
}

/// Generic methods of a `Sendable` protocol, one of them static.
public protocol SharedCache: Sendable {
    func get<T>(_ key: String, as type: T.Type) async throws -> T? where T: Decodable & Sendable
    static func preset<T>(_ type: T.Type) -> T?
}

/// A generic method tied to the protocol's associated type by a `where` clause.
public protocol Subject {
    associatedtype Element
    func subscribe<O: Observer>(_ observer: O) -> Bool where O.Element == Element
}

/// Generic methods of an isolated protocol and an actor.
@MainActor
public protocol Board {
    func show<T: CustomStringConvertible>(_ value: T) -> String
}

/// An actor protocol with a generic method.
public protocol Runner: Actor {
    func run<T: Sendable>(_ job: T) async -> T
}

/// Typed throws beside a closure that may not escape.
public protocol TypedParser {
    func parse(_ text: String, rule: (String) throws(ParseError) -> Int) throws(ParseError) -> Int
    func check(_ condition: @autoclosure () -> Bool) async throws(ParseError)
}

/// Standard parents of an isolated protocol: their requirements are nonisolated.
@MainActor
public protocol Badge: Hashable, CustomStringConvertible {
    func show()
}

/// A main-actor method with typed throws and a result without a default value.
@MainActor
public protocol Loader {
    func load() throws(ParseError) -> Account
}

/// Updates a `Watcher` hands to its handler.
public struct Updates: Sendable {
    /// The values, in order.
    public var values: [Int]

    /// Updates with `values`.
    public init(values: [Int]) {
        self.values = values
    }
}

/// "With" methods whose result may not be copied, as swift-configuration's `ConfigProvider`
/// declares them: the closure makes the result from what the mock's action answers.
public protocol Watcher: Sendable {
    func watch<Return: ~Copyable>(
        key: String, handler: nonisolated(nonsending) (Updates) async throws -> Return
    ) async throws -> Return
    func withPair<Return: ~Copyable>(_ body: (Int, String) -> Return) -> Return
}

/// A protocol refining `AsyncSequence`: the mock is generic over its iterator, tied to `String`.
public protocol EventStream: AsyncSequence, Sendable where Element == String {
    func close() async
}

/// A protocol refining `Sequence`.
public protocol NameList: Sequence where Element == String {
    var total: Int { get }
}

/// Parents of the standard library that the generator reads from its graph.
public protocol Level: RawRepresentable, CaseIterable where RawValue == String {
    var label: String { get }
}

/// A protocol named like a Foundation type, as the MCP swift-sdk's `Notification`: the mock
/// conforms to `MockGenFixtures.Notification`.
public protocol Notification: Sendable {
    var name: String { get }
}

/// A generic method whose parameter is named like the protocol's associated type, and an
/// underscored public requirement, as GRDB's `Association` declares them: the mock renames its
/// method's parameter (`RowDecoder2`), and the plugin's graphs keep the underscored requirement.
public protocol Joined {
    associatedtype RowDecoder
    func with<RowDecoder>(_ rows: [RowDecoder]) -> Self
    var _sqlName: String { get }
}

/// `Identifiable` with its `ID` fixed by a `where` clause, as an app's tags are: the mock declares
/// `var id: String` (its default `ObjectIdentifier` is not a `String`).
public protocol NamedTag: Identifiable where ID == String {
    var label: String { get }
}

/// Unavailable on one platform: the mock is available where its protocol is.
@available(watchOS, unavailable)
public protocol Camera {
    func capture() -> Int
}
