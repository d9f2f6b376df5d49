// The declaration families real modules brought that mocks got wrong (issue 25), one protocol or
// more each: re-declared requirements, attributes with generic arguments, generic initializers and
// subscripts, generic parameters named like known types, constraints of associated types,
// ownership, implicitly unwrapped optionals, closure typealiases, `rethrows` with `inout`
// closures, typealiases of generic mocks, isolated protocols refining nonisolated ones, and
// collections.
public import Foundation

// MARK: Re-declared requirements

/// Re-declares its parent's `description`.
public protocol Labelled: CustomStringConvertible {
    var description: String { get }
    var label: String { get }
}

/// A producer whose type its refinements choose.
public protocol Producing {
    associatedtype Producer
    var producer: Producer { get }
}

/// Re-declares `producer` with a more specific type.
public protocol CountProducing: Producing {
    var producer: Int { get }
}

/// Encodes, throwing.
public protocol ThrowingEncoder {
    func encode(into buffer: inout [UInt8], context: Int) throws
}

/// Re-declares `encode(into:context:)` without `throws`.
public protocol PlainEncoder: ThrowingEncoder {
    func encode(into buffer: inout [UInt8], context: Int)
}

/// One parent that resets.
public protocol LeftResetting {
    func reset()
}

/// Another parent that resets.
public protocol RightResetting {
    func reset()
}

/// The same requirement from two parents.
public protocol BothResetting: LeftResetting, RightResetting {}

// MARK: Attributes with generic arguments

/// A result builder generic over a feature's state and action.
@resultBuilder
public enum FeatureBuilder<State, Action> {
    /// Builds nothing in particular.
    public static func buildBlock<Component>(_ component: Component) -> Component { component }
}

/// A requirement whose attribute has generic arguments.
public protocol Feature {
    associatedtype State
    associatedtype Action
    associatedtype Body
    @FeatureBuilder<State, Action> var body: Body { get }
}

// MARK: Generic initializers and generic parameters named like known types

/// Decodes with a decoder of the caller's choice.
public protocol CustomDecoding {}

/// A decoding context over a decoder type.
public struct DecodingContext<Decoder>: Sendable {
    /// Creates a context.
    public init() {}
}

/// Generic initializers, one with a generic parameter named like Foundation's `JSONDecoder`.
public protocol ByteParsing {
    init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8
    init<T>(parsing value: inout T) throws
    init<Source: IteratorProtocol>(reading source: inout Source) throws(ParseError) where Source.Element == UInt8
    init<JSONDecoder: CustomDecoding>(decoder: JSONDecoder, context: DecodingContext<JSONDecoder>)
    func decode<Data: Decodable>(_ type: Data.Type) -> Data?
}

// MARK: Constraints of associated types

/// An associated type used through its constraint, and one that defaults to `Self`.
public protocol Indexed {
    associatedtype Value: Collection
    associatedtype ID: Hashable = Self
    func first(in value: Value) -> Value.Element?
    var id: ID { get }
}

/// A source of values whose key the protocol below makes concrete.
public protocol KeySource {
    associatedtype Key
}

/// A member type pinned by a `where` clause (`Source.Key == Int`) answers that type's default.
public protocol KeyLookup {
    associatedtype Source: KeySource where Source.Key == Int
    func key(of source: Source) -> Source.Key
}

/// A source whose key is an Int.
public struct IntSource: KeySource {
    /// The key: an Int.
    public typealias Key = Int
    /// Creates a source.
    public init() {}
}

// MARK: Defaults of the protocol

/// A value with no default value.
public struct Ticket: Equatable, Sendable {
    /// The ticket's number.
    public let number: Int
    /// Creates a ticket.
    public init(number: Int) { self.number = number }
}

/// A requirement with a default implementation whose result has no default value is left to it
/// (the mock would be a strict stub); one whose result has a default value is mocked.
public protocol Ticketing {
    /// The current ticket; the protocol's default is ticket 7.
    var ticket: Ticket { get }
    /// How many tickets were issued; the protocol's default is 1.
    var issued: Int { get }
}

extension Ticketing {
    /// Ticket 7.
    public var ticket: Ticket { Ticket(number: 7) }
    /// One.
    public var issued: Int { 1 }
}

/// Callbacks the protocol answers by default, with the generator's choices made in
/// scripts/generate-mocks.sh: `--keep-default DownloadObserver.didFinish` keeps the default that
/// counts, `--intercept-default DownloadObserver.disposition` mocks the one whose result has no
/// default value, its action answering as the protocol's default; `didFail(reason:)` follows the
/// rule (mocked).
public protocol DownloadObserver: AnyObject {
    /// Downloads finished so far.
    var finished: Int { get set }
    /// A download finished; the protocol's default counts it.
    func didFinish(bytes: Int)
    /// A download failed; the protocol's default ignores it.
    func didFail(reason: String)
    /// The ticket a download gets; the protocol's default numbers it with the count of finished downloads.
    func disposition(for url: String) -> Ticket
}

extension DownloadObserver {
    /// Counts the download.
    public func didFinish(bytes: Int) { finished += 1 }
    /// Ignores the failure.
    public func didFail(reason: String) {}
    /// The ticket numbered with the count of finished downloads.
    public func disposition(for url: String) -> Ticket { Ticket(number: finished) }
}

// MARK: Generic subscripts tied to the mock's parameters

/// A field of a model.
public protocol FieldKind {
    associatedtype Model
}

/// A field reached through another model: its alias must be one.
public struct AliasedField<Alias, Field> where Alias: ModelAlias, Field: FieldKind, Alias.Model == Field.Model {
    /// Creates an aliased field.
    public init() {}
}

/// Dynamic member lookup through a generic subscript tied to an associated type, whose result
/// needs the conforming type's own conformance: a generic mock names its parameter apart from the
/// associated type to declare it.
@dynamicMemberLookup
public protocol ModelAlias {
    associatedtype Model
    subscript<Field: FieldKind>(dynamicMember keyPath: KeyPath<Model, Field>) -> AliasedField<Self, Field>
    where Field.Model == Model { get }
    subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value { get }
}

extension ModelAlias {
    /// The aliased field.
    public subscript<Field: FieldKind>(dynamicMember keyPath: KeyPath<Model, Field>) -> AliasedField<Self, Field>
    where Field.Model == Model {
        AliasedField()
    }
}

// MARK: Ownership

/// Values that may not be copied: their ownership is part of the mock's actions.
///
/// Copyable ones are plain values, so that setups and spies take them.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol JobQueue {
    func enqueue(_ job: consuming ExecutorJob)
    func schedule(_ job: consuming ExecutorJob, priority: Int)
    func count(_ label: borrowing String) -> Int
    func take(_ label: consuming [String]) -> Int
}

// MARK: Implicitly unwrapped optionals and closure typealiases

/// A handler of requests, behind a typealias.
public typealias RequestHandler = (URL) -> Void

/// A handler that may run concurrently.
public typealias SendableHandler = @Sendable (String) async -> Bool

/// Implicitly unwrapped optionals and closure typealiases.
public protocol Browser {
    func addTab(_ url: URL!, title: String!) -> Int!
    func provide(_ handler: @escaping RequestHandler)
    func visit(_ handler: RequestHandler)
    func maybe(_ handler: RequestHandler?)
    func check(_ handler: @escaping SendableHandler) async
}

// MARK: rethrows with an inout closure

/// A value modified in place by the caller's closure.
public protocol Modifying {
    associatedtype Value
    func modify<R>(_ action: (inout Value) throws -> R) rethrows -> R
}

// MARK: Typealiases of generic mocks

/// A stream of values.
public struct Stream<Element: Sendable>: Sendable {
    /// Creates a stream.
    public init() {}
}

/// A transport whose typealiases tie its associated type.
public protocol Transport: Sendable {
    associatedtype Bytes: Collection & Sendable where Bytes.Element == UInt8
    typealias Inbound = Stream<Bytes>
    typealias Outbound = [Bytes]
    func connect() async throws -> Inbound
    func send(_ outbound: Outbound) async throws
}

// MARK: Isolation of parents

/// A nonisolated parent with requirements.
public protocol Refreshing {
    func refresh() -> Bool
    var lastRefresh: Date? { get }
}

/// A main-actor protocol refining nonisolated ones.
@MainActor
public protocol Page: Refreshing, Identifiable {
    func show(title: String)
}

// MARK: Collections

/// A collection of names.
public protocol NameCollection: Collection where Element == String, Index == Int {
    var title: String { get }
}

// MARK: Closures that run where their caller does

/// A closure parameter marked `nonisolated(nonsending)`.
public protocol CallerRunner {
    func run(_ work: nonisolated(nonsending) () async -> Void) async
    func runAll(_ work: nonisolated(nonsending) @escaping () async -> Void, times: Int) async
}

// MARK: Builders

/// A fluent builder whose steps return the protocol, in a `Sendable` mock.
public protocol QueryBuilder: Sendable {
    init(table: String)
    func filter(_ field: String) -> any QueryBuilder
    func limit(_ count: Int) -> Self
    var unfiltered: any QueryBuilder { get }
}

/// A fluent builder of a plain mock.
public protocol Chain: AnyObject {
    func then(_ step: String) throws -> any Chain
}
