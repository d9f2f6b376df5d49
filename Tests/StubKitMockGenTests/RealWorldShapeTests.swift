// Shapes met when mocking protocols of public packages (swift-metrics, swift-openapi-runtime,
// GRDB, hummingbird, the standard library's Clock): each was wrong once and is pinned here.
import Foundation
import Testing

@testable import StubKitMockGen

private let method = "swift.method"

@Suite struct RealWorldShapeTests {
    @Test func typesOfOtherModulesAreImported() throws {
        // One requirement naming HTTPTypes.HTTPRequest and Foundation's URL: fragments carry the
        // type's symbol, whose module the file imports (Foundation is always imported).
        let json = """
            {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}},
             "module": {"name": "Client"},
             "symbols": [
              {"kind": {"identifier": "swift.protocol"}, "identifier": {"precise": "s:6Client9TransportP"},
               "pathComponents": ["Transport"],
               "declarationFragments": [{"kind": "keyword", "spelling": "protocol"}, {"kind": "text", "spelling": " "},
                                        {"kind": "identifier", "spelling": "Transport"}]},
              {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "s:6Client9TransportP4send"},
               "pathComponents": ["Transport", "send(_:to:)"],
               "declarationFragments": [
                {"kind": "keyword", "spelling": "func"}, {"kind": "text", "spelling": " "},
                {"kind": "identifier", "spelling": "send"}, {"kind": "text", "spelling": "("},
                {"kind": "externalParam", "spelling": "_"}, {"kind": "text", "spelling": " "},
                {"kind": "internalParam", "spelling": "request"}, {"kind": "text", "spelling": ": "},
                {"kind": "typeIdentifier", "spelling": "HTTPRequest", "preciseIdentifier": "s:9HTTPTypes11HTTPRequestV"},
                {"kind": "text", "spelling": ", "}, {"kind": "externalParam", "spelling": "to"},
                {"kind": "text", "spelling": ": "},
                {"kind": "typeIdentifier", "spelling": "URL", "preciseIdentifier": "s:20FoundationEssentials3URLV"},
                {"kind": "text", "spelling": ") "}, {"kind": "keyword", "spelling": "async"},
                {"kind": "text", "spelling": " -> "},
                {"kind": "typeIdentifier", "spelling": "Bool", "preciseIdentifier": "s:Sb"}]}],
             "relationships": [
              {"kind": "requirementOf", "source": "s:6Client9TransportP4send", "target": "s:6Client9TransportP"}]}
            """
        let text = try MockGenerator(regenerateCommand: "regenerate").generate(
            symbolGraphs: [("Client.symbols.json", Data(json.utf8))])
        #expect(text.contains("\nimport Client\nimport Foundation\nimport HTTPTypes\nimport StubKit\n"))
        #expect(
            text.contains(
                "    func send(_ request: HTTPRequest, to: URL) async -> Bool { await sendAction((request, to)) }"))
    }

    @Test func associatedTypeConstraintsAndWhereClausesReachTheMock() throws {
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol MyClock<Duration> : Sendable",
                members: [
                    ("swift.associatedtype", "associatedtype Duration"),
                    (
                        "swift.associatedtype",
                        "associatedtype Instant : InstantProtocol where Self.Duration == Self.Instant.Duration"
                    ),
                    (
                        method,
                        "func sleep(until deadline: Self.Instant, tolerance: Self.Instant.Duration?) async throws"
                    ),
                ])
        ])
        #expect(
            text == """
                final class MyClockMock<Duration, Instant: InstantProtocol>: MyClock where Duration == Instant.Duration {
                    var sleepAction: ((Instant, Instant.Duration?)) async throws -> Void = { _ in }
                    func sleep(until deadline: Instant, tolerance: Instant.Duration?) async throws {
                        try await sleepAction((deadline, tolerance))
                    }
                }

                """)
    }

    @Test func synchronousAndAsyncOverloadsAreNamedApart() throws {
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol Reader",
                members: [
                    (method, "func count(_ table: String) throws -> Int"),
                    (method, "func count(_ table: String) async throws -> Int"),
                ])
        ])
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
        let text = try mockText([
            ProtocolSpec(declaration: "protocol Node", members: [(method, "func isLinked(to other: Self) -> Bool")])
        ])
        #expect(
            text == """
                final class NodeMock: Node {
                    var isLinkedAction: (NodeMock) -> Bool = { _ in .defaultValue }
                    func isLinked(to other: NodeMock) -> Bool { isLinkedAction(other) }
                }

                """)
    }

    @Test func overloadsThatDifferOnlyInTypesAreNamedAfterTheTypes() throws {
        let text = try mockText([
            ProtocolSpec(
                declaration: "@preconcurrency protocol RecorderHandler : AnyObject",
                members: [(method, "func record(_ value: Int64)"), (method, "func record(_ value: Double)")])
        ])
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
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol Reader",
                members: [
                    (method, "func read<T>(_ value: (Database) throws -> T) throws -> T"),
                    (method, "mutating func write(contentsOf buffers: some Sequence<ByteBuffer>) async throws"),
                    (method, "func read<T>(key: String, _ value: (Database) throws -> T) throws -> T"),
                ])
        ])
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

/// With `.propertyStubs` (a StubKit that has PropertyStub, SubscriptStub and `stub()`), properties
/// and subscripts get their patterns; checked to compile and behave against that API.
@Suite struct PropertyStubFeatureTests {
    @Test func propertiesAndSubscripts() throws {
        var generator = MockGenerator(regenerateCommand: "regenerate")
        generator.features = .propertyStubs
        let graph = symbolGraph([
            ProtocolSpec(
                declaration: "protocol Settings",
                members: [
                    ("swift.property", "var name: String { get set }"),
                    ("swift.property", "var version: Int { get }"),
                    ("swift.property", "var current: Int { get async throws }"),
                    ("swift.subscript", "subscript(key: String) -> Int { get set }"),
                    ("swift.subscript", "subscript(index: Int) -> String { get }"),
                ])
        ])
        let text = try generator.generate(symbolGraphs: [("App.symbols.json", graph)])
            .components(separatedBy: "import StubKit\n\n").last
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
@Suite struct AsyncGenericsFeatureTests {
    @Test func asyncGenericMethods() throws {
        var generator = MockGenerator(regenerateCommand: "regenerate")
        generator.features = .asyncGenerics
        let graph = symbolGraph([
            ProtocolSpec(
                declaration: "protocol AsyncStore",
                members: [
                    ("swift.method", "func load<Value>(key: String) async -> Value"),
                    ("swift.method", "func fetch<Value>(key: String) async throws -> Value where Value : Decodable"),
                ])
        ])
        let text = try generator.generate(symbolGraphs: [("App.symbols.json", graph)])
            .components(separatedBy: "import StubKit\n\n").last
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
