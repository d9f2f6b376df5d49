// Shapes met when mocking protocols of public packages (swift-metrics, swift-openapi-runtime,
// GRDB, hummingbird, the standard library's Clock): each was wrong once and is pinned here.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite struct RealWorldShapeTests {
    @Test func typesOfOtherModulesAreImported() throws {
        // One requirement naming HTTPTypes.HTTPRequest and Foundation's URL: fragments carry the
        // type's symbol, whose module the file imports (Foundation is always imported).
        let text = try generatedFile(
            """
            import Foundation
            import HTTPTypes

            public protocol Transport {
                func send(_ request: HTTPRequest, to: URL) async -> Bool
            }
            """, module: "Client", dependencies: [("HTTPTypes", "public struct HTTPRequest {}")])
        #expect(text.contains("\nimport Client\nimport Foundation\nimport HTTPTypes\nimport StubKit\n"))
        #expect(
            text.contains(
                "    func send(_ request: HTTPRequest, to: URL) async -> Bool { await sendAction((request, to)) }"))
    }

    @Test func associatedTypeConstraintsAndWhereClausesReachTheMock() throws {
        let text = try mockText(
            """
            protocol MyClock<Duration>: Sendable {
                associatedtype Duration
                associatedtype Instant: InstantProtocol where Duration == Instant.Duration
                func sleep(until deadline: Instant, tolerance: Instant.Duration?) async throws
            }
            """)
        #expect(
            text == """
                // @unchecked Sendable: configure every action before the code under test shares the mock.
                final class MyClockMock<Instant: InstantProtocol>: MyClock, @unchecked Sendable {
                    typealias Duration = Instant.Duration

                    var sleepAction: ((Instant, Instant.Duration?)) async throws -> Void = { _ in }
                    func sleep(until deadline: Instant, tolerance: Instant.Duration?) async throws {
                        try await sleepAction((deadline, tolerance))
                    }
                }

                """)
    }

    @Test func synchronousAndAsyncOverloadsAreNamedApart() throws {
        let text = try mockText(
            """
            protocol Reader {
                func count(_ table: String) throws -> Int
                func count(_ table: String) async throws -> Int
            }
            """)
        #expect(
            text == """
                final class ReaderMock: Reader {
                    var countAction: (String) throws -> Int = { _ in .defaultValue }
                    func count(_ table: String) throws -> Int { try countAction(table) }

                    var countAsyncAction: (String) async throws -> Int = { _ in .defaultValue }
                    func count(_ table: String) async throws -> Int { try await countAsyncAction(table) }
                }

                """)
    }

    @Test func aSelfParameterIsTheMock() throws {
        let text = try mockText(
            """
            protocol Node {
                func isLinked(to other: Self) -> Bool
            }
            """)
        #expect(
            text == """
                final class NodeMock: Node {
                    var isLinkedAction: (NodeMock) -> Bool = { _ in .defaultValue }
                    func isLinked(to other: NodeMock) -> Bool { isLinkedAction(other) }
                }

                """)
    }

    @Test func overloadsThatDifferOnlyInTypesAreNamedAfterTheTypes() throws {
        let text = try mockText(
            """
            @preconcurrency protocol RecorderHandler: AnyObject {
                func record(_ value: Int64)
                func record(_ value: Double)
            }
            """)
        #expect(
            text == """
                final class RecorderHandlerMock: RecorderHandler {
                    var recordInt64Action: (Int64) -> Void = { _ in }
                    func record(_ value: Int64) { recordInt64Action(value) }

                    var recordDoubleAction: (Double) -> Void = { _ in }
                    func record(_ value: Double) { recordDoubleAction(value) }
                }

                """)
    }

    @Test func aGenericClosureIsPinnedByTheResultAndSomeBecomesAny() throws {
        let text = try mockText(
            """
            final class Database {}
            struct ByteBuffer {}

            protocol Reader {
                func read<T>(_ value: (Database) throws -> T) throws -> T
                mutating func write(contentsOf buffers: some Sequence<ByteBuffer>) async throws
                func read<T>(key: String, _ value: (Database) throws -> T) throws -> T
            }
            """)
        #expect(
            text == """
                final class ReaderMock: Reader {
                    var readAction: (GenericCall<(Database) throws -> Any>) throws -> Any = stubGeneric()
                    func read<T>(_ value: (Database) throws -> T) throws -> T {
                        try withoutActuallyEscaping(value) { value in
                            try throwingGenericResult(
                                readAction(GenericCall({ argument1 in try value(argument1) }, types: T.self, returning: T.self)))
                        }
                    }

                    var writeAction: (any Sequence<ByteBuffer>) async throws -> Void = { _ in }
                    func write(contentsOf buffers: some Sequence<ByteBuffer>) async throws { try await writeAction(buffers) }

                    var readKeyAction: (GenericCall<(String, (Database) throws -> Any)>) throws -> Any = stubGeneric()
                    func read<T>(key: String, _ value: (Database) throws -> T) throws -> T {
                        try withoutActuallyEscaping(value) { value in
                            try throwingGenericResult(
                                readKeyAction(
                                    GenericCall((key, { argument1 in try value(argument1) }), types: T.self, returning: T.self)))
                        }
                    }
                }

                """)
    }
}

/// Properties and subscripts: a `PropertyStub` or `SubscriptStub` when they have a setter, else an
/// action with its type declared; checked to compile and behave against that API.
@Suite struct PropertyAndSubscriptShapeTests {
    @Test func propertiesAndSubscripts() throws {
        let text = try mockText(
            """
            protocol Settings {
                var name: String { get set }
                var version: Int { get }
                var current: Int { get async throws }
                subscript(key: String) -> Int { get set }
                subscript(index: Int) -> String { get }
            }
            """)
        #expect(
            text == """
                final class SettingsMock: Settings {
                    var nameStub = PropertyStub<String>()
                    var name: String {
                        get { return nameStub.get(()) }
                        set { nameStub.set(newValue) }
                    }

                    var versionAction: (()) -> Int = { _ in .defaultValue }
                    var version: Int { return versionAction(()) }

                    var currentAction: (()) async throws -> Int = { _ in .defaultValue }
                    var current: Int { get async throws { return try await currentAction(()) } }

                    var subscriptKeyStub = SubscriptStub<String, Int>()
                    subscript(key: String) -> Int {
                        get { return subscriptKeyStub.get(key) }
                        set { subscriptKeyStub.set((key, newValue)) }
                    }

                    var subscriptIndexAction: (Int) -> String = { _ in .defaultValue }
                    subscript(index: Int) -> String { return subscriptIndexAction(index) }
                }

                """)
    }
}

/// Async generic methods: one action for every specialization, converted back by `genericResult`.
@Suite struct AsyncGenericMethodShapeTests {
    @Test func asyncGenericMethods() throws {
        let text = try mockText(
            """
            protocol AsyncStore {
                func load<Value>(key: String) async -> Value
                func fetch<Value>(key: String) async throws -> Value where Value: Decodable
            }
            """)
        #expect(
            text == """
                final class AsyncStoreMock: AsyncStore {
                    var loadAction: (GenericCall<String>) async -> Any = stubGeneric()
                    func load<Value>(key: String) async -> Value {
                        await genericResult(loadAction(GenericCall(key, types: Value.self, returning: Value.self)))
                    }

                    var fetchAction: (GenericCall<String>) async throws -> Any = stubGeneric()
                    func fetch<Value>(key: String) async throws -> Value where Value: Decodable {
                        try await throwingGenericResult(fetchAction(GenericCall(key, types: Value.self, returning: Value.self)))
                    }
                }

                """)
    }
}

/// The families of requirement shapes of issue 25, each on the typed model.
extension RealWorldShapeTests {
    /// Re-declared requirements: `description` of `CustomStringConvertible`, a property re-declared with
    /// a more specific type than an associated type, a requirement that throws in the parent and not
    /// in the child.
    @Test func requirementsReDeclaredByARefinementAreOneMember() throws {
        let text = try mockText(
            """
            struct Factory {}

            protocol Described: CustomStringConvertible {
                var description: String { get }
            }

            protocol Produces {
                associatedtype Producer
                var producer: Producer { get }
            }

            protocol Concrete: Produces {
                var producer: Factory { get }
            }

            protocol Encoding {
                func encode(into buffer: inout [UInt8], context: Int) throws
            }

            protocol SafeEncoding: Encoding {
                func encode(into buffer: inout [UInt8], context: Int)
            }
            """)
        #expect(
            text == """
                final class ConcreteMock: Concrete {
                    typealias Producer = Factory

                    var producerAction: (()) -> Factory = strictStub(name: "producerAction")
                    var producer: Factory { return producerAction(()) }
                }

                final class DescribedMock: Described {
                    var descriptionAction: (()) -> String = stub(alwaysReturn: "DescribedMock")
                    var description: String { return descriptionAction(()) }
                }

                final class EncodingMock: Encoding {
                    var encodeAction: (([UInt8], Int)) throws -> [UInt8] = { $0.0 }
                    func encode(into buffer: inout [UInt8], context: Int) throws { buffer = try encodeAction((buffer, context)) }
                }

                final class ProducesMock<Producer>: Produces {
                    var producerAction: (()) -> Producer = strictStub(name: "producerAction")
                    var producer: Producer { return producerAction(()) }
                }

                final class SafeEncodingMock: SafeEncoding {
                    var encodeAction: (([UInt8], Int)) -> [UInt8] = { $0.0 }
                    func encode(into buffer: inout [UInt8], context: Int) { buffer = encodeAction((buffer, context)) }
                }

                """)
    }

    /// Generic initializers: the statics' action erases the initializer's own generic parameters.
    @Test func genericInitializersNameTheirGenericParametersOnlyInTheInitializer() throws {
        let text = try mockText(
            """
            protocol Buffer {
                init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8
                init<T>(value: inout T, count: Int) throws
            }
            """)
        #expect(
            text == """
                final class BufferMock: Buffer {
                    nonisolated final class Statics: @unchecked Sendable {
                        var initAction: (GenericCall<(any Sequence, BufferMock)>) -> Void = { _ in }
                        var initValueCountAction: (GenericCall<(Any, Int, BufferMock)>) throws -> Any = stubGeneric()
                    }
                    static let statics = TestScoped { Statics() }

                    init() {}

                    init<Bytes>(_ bytes: Bytes) where Bytes: Sequence, Bytes.Element == UInt8 {
                        Self.statics.current.initAction(GenericCall((bytes, self), types: Bytes.self))
                    }

                    init<T>(value: inout T, count: Int) throws {
                        value = try throwingGenericResult(
                            Self.statics.current.initValueCountAction(
                                GenericCall((value, count, self), types: T.self, returning: T.self)), ifUnanswered: value)
                    }
                }

                """)
    }

    /// `JSONDecoder` is the generic parameter here, not Foundation's class.
    @Test func aGenericParameterNamedLikeAFoundationTypeStaysTheGenericParameter() throws {
        let text = try mockText(
            """
            import Foundation

            protocol SomeJSONDecoder {}
            struct Context<D> {}

            protocol Decoding {
                init<JSONDecoder: SomeJSONDecoder>(decoder: JSONDecoder, context: Context<JSONDecoder>)
                func decode<JSONDecoder: SomeJSONDecoder>(with decoder: JSONDecoder) -> Int
            }
            """, protocols: ["Decoding"])
        #expect(
            text == """
                final class DecodingMock: Decoding {
                    nonisolated final class Statics: @unchecked Sendable {
                        var initAction: (GenericCall<(any SomeJSONDecoder, Any, DecodingMock)>) -> Void = { _ in }
                    }
                    static let statics = TestScoped { Statics() }

                    init() {}

                    init<JSONDecoder>(decoder: JSONDecoder, context: Context<JSONDecoder>) where JSONDecoder: SomeJSONDecoder {
                        Self.statics.current.initAction(GenericCall((decoder, context, self), types: JSONDecoder.self))
                    }

                    var decodeAction: (GenericCall<any SomeJSONDecoder>) -> Int = { _ in .defaultValue }
                    func decode<JSONDecoder>(with decoder: JSONDecoder) -> Int where JSONDecoder: SomeJSONDecoder {
                        decodeAction(GenericCall(decoder, types: JSONDecoder.self))
                    }
                }

                """)
    }

    /// `T!` may not appear in a tuple: the action takes and returns `T?`.
    @Test func implicitlyUnwrappedOptionalsAreOptionalsInTheAction() throws {
        let text = try mockText(
            """
            struct Request {}

            protocol Tabs {
                func addTab(_ request: Request!, title: String!) -> Int!
            }
            """)
        #expect(
            text == """
                final class TabsMock: Tabs {
                    var addTabAction: ((Request?, String?)) -> Int? = { _ in .defaultValue }
                    func addTab(_ request: Request!, title: String!) -> Int! { addTabAction((request, title)) }
                }

                """)
    }

    /// A result builder's attribute with generic arguments (`@SomeBuilder<State, Action>`) is read whole;
    /// the mock's property, which builds nothing, goes without it.
    @Test func attributesWithGenericArgumentsStayWithTheProtocol() throws {
        let text = try mockText(
            """
            struct State {}
            struct Action {}
            struct Body {}

            @resultBuilder struct SomeBuilder<S, A> {
                static func buildBlock(_ parts: Body...) -> Body { Body() }
            }

            protocol Feature {
                @SomeBuilder<State, Action> var body: Body { get }
            }
            """)
        #expect(
            text == """
                final class FeatureMock: Feature {
                    var bodyAction: (()) -> Body = strictStub(name: "bodyAction")
                    var body: Body { return bodyAction(()) }
                }

                """)
    }

    /// A parameter's result-builder attribute with generic arguments (`@SomeBuilder<State, Action>
    /// content:`) is read whole too, and the witness goes without it (whole-code run seed 55547894:
    /// survivor #1827, the parameter attribute's `<` check negated, passed).
    @Test func aParametersAttributeWithGenericArgumentsIsReadWhole() throws {
        let text = try mockText(
            """
            struct State {}
            struct Action {}
            struct Body {}

            @resultBuilder struct SomeBuilder<S, A> {
                static func buildBlock(_ parts: Body...) -> Body { Body() }
            }

            protocol Feature {
                func reduce(@SomeBuilder<State, Action> content: () -> Body) -> Int
            }
            """)
        #expect(text.contains("func reduce(content: () -> Body) -> Int {"), "\(text)")
    }

    /// A closure typealias is a closure: escaping where the requirement says so, passed through
    /// `withoutActuallyEscaping` where not.
    @Test func closureTypealiasesAreClosures() throws {
        let text = try mockText(
            """
            struct Request {}
            typealias Provider = (Request) -> Void

            protocol Providing {
                func provider(_ p: @escaping Provider)
                func each(_ p: Provider)
            }
            """)
        #expect(
            text == """
                final class ProvidingMock: Providing {
                    var providerAction: (@escaping Provider) -> Void = { _ in }
                    func provider(_ p: @escaping Provider) { providerAction(p) }

                    var eachAction: (@escaping (Request) -> Void) -> Void = { _ in }
                    func each(_ p: (Request) -> Void) { withoutActuallyEscaping(p) { p in eachAction(p) } }
                }

                """)
    }

    /// A protocol refining `Sequence` with `Element == String`: `Sequence` ties `Element` to
    /// `Iterator.Element`, so the mock's `Iterator` must produce `String`s.
    @Test func aProtocolRefiningSequenceKeepsTheConstraintOnItsIterator() throws {
        let text = try mockText(
            """
            protocol Names: Sequence where Element == String {
                func reload()
            }
            """, standardLibrary: true)
        #expect(
            text == """
                final class NamesMock<Iterator: IteratorProtocol>: Names where Iterator.Element == String {
                    typealias Element = String

                    var reloadAction: (()) -> Void = { _ in }
                    func reload() { reloadAction(()) }

                    var makeIteratorAction: (()) -> Iterator = strictStub(name: "makeIteratorAction")
                    func makeIterator() -> Iterator { makeIteratorAction(()) }

                    var underestimatedCountAction: (()) -> Int = { _ in .defaultValue }
                    var underestimatedCount: Int { return underestimatedCountAction(()) }

                    var withContiguousStorageIfAvailableAction:
                        (GenericCall<(UnsafeBufferPointer<Element>) throws -> Any>) throws -> Any = stubGeneric()
                    func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R? {
                        return try withoutActuallyEscaping(body) { body in
                            let call = Rethrowing()
                            return try call.genericResult {
                                try withContiguousStorageIfAvailableAction(
                                    GenericCall(
                                        { argument1 in try call.body { try body(argument1) } }, types: R.self, returning: R?.self))
                            }
                        }
                    }
                }

                """)
    }

    /// A protocol's typealias naming another (swift-syntax's `ListBuilder`: `typealias Component =
    /// [Expression]`) is written out to the end: the graph prints `Self.Expression` without its
    /// symbol, and the name alone is Foundation's generic `Expression` in the mock's file.
    @Test func typealiasesNamingTypealiasesAreWrittenOut() throws {
        let text = try mockText(
            """
            protocol Listing {
                associatedtype FinalResult: Collection
                typealias Expression = FinalResult.Element
                typealias Component = [Expression]
                static func buildExpression(_ expression: Expression) -> Component
            }
            """)
        #expect(
            text == """
                final class ListingMock<FinalResult: Collection>: Listing {
                    nonisolated final class Statics: TestScopedValue, @unchecked Sendable {
                        var buildExpressionAction: (FinalResult.Element) -> [FinalResult.Element] = { _ in .defaultValue }
                    }
                    static var statics: TestScoped<Statics> { TestScoped(for: Self.self) }

                    static func buildExpression(_ expression: FinalResult.Element) -> [FinalResult.Element] {
                        statics.current.buildExpressionAction(expression)
                    }
                }

                """)
    }

    @Test func anOpaqueTypeInsideAGenericArgumentIsAGenericParameterOfTheMethod() throws {
        // swift-nio-apns's `send(_: APNSRequest<some APNSMessage>)`: erased to `Any` inside the
        // argument, `some` became `any APNSMessage`, which cannot conform to `APNSMessage`.
        let text = try mockText(
            """
            protocol Message {}
            struct Request<Payload> {}

            protocol Client {
                func send(_ request: Request<some Message>) async throws
                func describe(_ value: some CustomStringConvertible, in request: Request<some Message & Sendable>) -> String
            }
            """)
        #expect(
            text == """
                final class ClientMock: Client {
                    var sendAction: (GenericCall<Any>) async throws -> Void = { _ in }
                    func send<SomeMessage>(_ request: Request<SomeMessage>) async throws where SomeMessage: Message {
                        try await sendAction(GenericCall(request, types: SomeMessage.self))
                    }

                    var describeAction: (GenericCall<(any CustomStringConvertible, Any)>) -> String = { _ in .defaultValue }
                    func describe<SomeMessageSendable>(_ value: some CustomStringConvertible, in request: Request<SomeMessageSendable>)
                        -> String where SomeMessageSendable: Message & Sendable
                    {
                        describeAction(GenericCall((value, request), types: SomeMessageSendable.self))
                    }
                }

                final class MessageMock: Message {
                }

                """)
    }

    @Test func manyOpaqueTypesOfOneConstraintAreGenericParametersOfDistinctNames() throws {
        // Three and four `Request<some Message>` in one method, in one parameter, beside generic
        // parameters named as the generator would name them, and in an initializer.
        let text = try mockText(
            """
            protocol Message {}
            struct Request<Payload> {}
            struct Pair<First, Second> {}

            protocol Client {
                init(_ first: Request<some Message>, _ second: Request<some Message>, _ third: Request<some Message>)
                func send(_ a: Request<some Message>, _ b: Request<some Message>, _ c: Request<some Message>)
                func sendAll(
                    _ a: Request<some Message>, _ b: Request<some Message>, _ c: Request<some Message>,
                    _ d: Request<some Message>
                ) async throws
                func pair(_ both: Pair<Request<some Message>, Request<some Message>>, _ third: Request<some Message>)
                func relay<SomeMessage2: Message>(
                    _ first: Request<some Message>, _ named: Request<SomeMessage2>, _ second: Request<some Message>,
                    _ third: Request<some Message>
                )
                func forward<SomeMessage, SomeMessage3>(
                    _ first: Request<some Message>, _ a: SomeMessage, _ second: Request<some Message>,
                    _ b: SomeMessage3, _ third: Request<some Message>
                )
            }
            """)
        #expect(
            text == """
                final class ClientMock: Client {
                    nonisolated final class Statics: @unchecked Sendable {
                        var initAction: (GenericCall<(Any, Any, Any, ClientMock)>) -> Void = { _ in }
                    }
                    static let statics = TestScoped { Statics() }

                    init() {}

                    init<SomeMessage, SomeMessage2, SomeMessage3>(
                        _ first: Request<SomeMessage>, _ second: Request<SomeMessage2>, _ third: Request<SomeMessage3>
                    ) where SomeMessage: Message, SomeMessage2: Message, SomeMessage3: Message {
                        Self.statics.current.initAction(
                            GenericCall((first, second, third, self), types: SomeMessage.self, SomeMessage2.self, SomeMessage3.self))
                    }

                    var sendAction: (GenericCall<(Any, Any, Any)>) -> Void = { _ in }
                    func send<SomeMessage, SomeMessage2, SomeMessage3>(
                        _ a: Request<SomeMessage>, _ b: Request<SomeMessage2>, _ c: Request<SomeMessage3>
                    ) where SomeMessage: Message, SomeMessage2: Message, SomeMessage3: Message {
                        sendAction(GenericCall((a, b, c), types: SomeMessage.self, SomeMessage2.self, SomeMessage3.self))
                    }

                    var sendAllAction: (GenericCall<(Any, Any, Any, Any)>) async throws -> Void = { _ in }
                    func sendAll<SomeMessage, SomeMessage2, SomeMessage3, SomeMessage4>(
                        _ a: Request<SomeMessage>, _ b: Request<SomeMessage2>, _ c: Request<SomeMessage3>, _ d: Request<SomeMessage4>
                    ) async throws where SomeMessage: Message, SomeMessage2: Message, SomeMessage3: Message, SomeMessage4: Message {
                        try await sendAllAction(
                            GenericCall((a, b, c, d), types: SomeMessage.self, SomeMessage2.self, SomeMessage3.self, SomeMessage4.self))
                    }

                    var pairAction: (GenericCall<(Any, Any)>) -> Void = { _ in }
                    func pair<SomeMessage, SomeMessage2, SomeMessage3>(
                        _ both: Pair<Request<SomeMessage>, Request<SomeMessage2>>, _ third: Request<SomeMessage3>
                    ) where SomeMessage: Message, SomeMessage2: Message, SomeMessage3: Message {
                        pairAction(GenericCall((both, third), types: SomeMessage.self, SomeMessage2.self, SomeMessage3.self))
                    }

                    var relayAction: (GenericCall<(Any, Any, Any, Any)>) -> Void = { _ in }
                    func relay<SomeMessage2, SomeMessage, SomeMessage3, SomeMessage4>(
                        _ first: Request<SomeMessage>, _ named: Request<SomeMessage2>, _ second: Request<SomeMessage3>,
                        _ third: Request<SomeMessage4>
                    ) where SomeMessage2: Message, SomeMessage: Message, SomeMessage3: Message, SomeMessage4: Message {
                        relayAction(
                            GenericCall(
                                (first, named, second, third), types: SomeMessage2.self, SomeMessage.self, SomeMessage3.self,
                                SomeMessage4.self))
                    }

                    var forwardAction: (GenericCall<(Any, Any, Any, Any, Any)>) -> Void = { _ in }
                    func forward<SomeMessage, SomeMessage3, SomeMessage2, SomeMessage4, SomeMessage5>(
                        _ first: Request<SomeMessage2>, _ a: SomeMessage, _ second: Request<SomeMessage4>, _ b: SomeMessage3,
                        _ third: Request<SomeMessage5>
                    ) where SomeMessage2: Message, SomeMessage4: Message, SomeMessage5: Message {
                        forwardAction(
                            GenericCall(
                                (first, a, second, b, third), types: SomeMessage.self, SomeMessage3.self, SomeMessage2.self,
                                SomeMessage4.self, SomeMessage5.self))
                    }
                }

                final class MessageMock: Message {
                }

                """)
    }
}
