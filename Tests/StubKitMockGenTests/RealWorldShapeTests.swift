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
                                readKeyAction(GenericCall((key, { argument1 in try value(argument1) }), types: T.self, returning: T.self)))
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
        let text = try mockText(
            """
            protocol Settings {
                var name: String { get set }
                var version: Int { get }
                var current: Int { get async throws }
                subscript(key: String) -> Int { get set }
                subscript(index: Int) -> String { get }
            }
            """, features: .propertyStubs)
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
        let text = try mockText(
            """
            protocol AsyncStore {
                func load<Value>(key: String) async -> Value
                func fetch<Value>(key: String) async throws -> Value where Value: Decodable
            }
            """, features: .asyncGenerics)
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
