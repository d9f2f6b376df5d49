// Mocks made strict by choice (issue 39 item 3): `--strict` naming a protocol, a base name or a full
// name turns the loose defaults of those requirements' actions into strict stubs, of every kind of
// requirement; initializers stay loose and setters keep storing.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite struct StrictChoicesTests {
    /// A transport of most kinds of requirement.
    private let transport = """
        struct Packet { let id: Int }
        struct TransportError: Error {}
        protocol Transport {
            init(host: String)
            var isOpen: Bool { get }
            var timeout: Int { get set }
            subscript(channel: Int) -> String { get set }
            func connect() async throws
            func send(_ packet: Packet) -> Bool
            func send(_ text: String, to peer: Int) -> Bool
            func parse(_ text: String) throws(TransportError) -> Int
            func decode<T: Decodable>(_ data: [UInt8]) throws -> T
            static func version() -> Int
        }
        """

    @Test func aStrictProtocolGetsAStrictStubForEveryRequirementButItsInitializer() throws {
        #expect(
            try mockText(transport, strict: ["Transport"]) == """
                final class TransportMock: Transport {
                    nonisolated final class Statics: @unchecked Sendable {
                        var initAction: ((String, TransportMock)) -> Void = { _ in }
                        var versionAction: (()) -> Int = strictStub(name: "versionAction")
                    }
                    static let statics = TestScoped { Statics() }

                    init() {}

                    init(host: String) { Self.statics.current.initAction((host, self)) }

                    var isOpenAction: (()) -> Bool = strictStub(name: "isOpenAction")
                    var isOpen: Bool { return isOpenAction(()) }

                    var timeoutStub = PropertyStub<Int>(strict: "timeoutStub")
                    var timeout: Int {
                        get { return timeoutStub.get(()) }
                        set { timeoutStub.set(newValue) }
                    }

                    var subscriptGetAction: (Int) -> String = strictStub(name: "subscriptGetAction")
                    var subscriptSetAction: ((Int, String)) -> Void = { _ in }
                    subscript(channel: Int) -> String {
                        get { return subscriptGetAction(channel) }
                        set { subscriptSetAction((channel, newValue)) }
                    }

                    var connectAction: (()) async throws -> Void = strictStub(name: "connectAction")
                    func connect() async throws { try await connectAction(()) }

                    var sendAction: (Packet) -> Bool = strictStub(name: "sendAction")
                    func send(_ packet: Packet) -> Bool { sendAction(packet) }

                    var sendToAction: ((String, Int)) -> Bool = strictStub(name: "sendToAction")
                    func send(_ text: String, to peer: Int) -> Bool { sendToAction((text, peer)) }

                    var parseAction: (String) throws(TransportError) -> Int = strictStub(
                        name: "parseAction", throwing: TransportError.self)
                    func parse(_ text: String) throws(TransportError) -> Int { try parseAction(text) }

                    var decodeAction: (GenericCall<[UInt8]>) throws -> Any = strictStubGeneric()
                    func decode<T>(_ data: [UInt8]) throws -> T where T: Decodable {
                        try throwingGenericResult(decodeAction(GenericCall(data, types: T.self, returning: T.self)))
                    }

                    static func version() -> Int { statics.current.versionAction(()) }
                }

                """)
    }

    /// A base name makes every overload of that name strict, a full name one; the others stay loose.
    @Test func aBaseNameMakesEveryOverloadStrictAndAFullNameOne() throws {
        let both = try mockText(transport, strict: ["Transport.send"])
        #expect(both.contains(#"var sendAction: (Packet) -> Bool = strictStub(name: "sendAction")"#))
        #expect(both.contains(#"var sendToAction: ((String, Int)) -> Bool = strictStub(name: "sendToAction")"#))
        #expect(both.contains("var isOpenAction: (()) -> Bool = { _ in .defaultValue }"))
        #expect(both.contains("var timeoutStub = PropertyStub<Int>()"))
        let one = try mockText(transport, strict: ["Transport.send(_:to:)", "Transport.timeout"])
        #expect(one.contains("var sendAction: (Packet) -> Bool = { _ in .defaultValue }"))
        #expect(one.contains(#"var sendToAction: ((String, Int)) -> Bool = strictStub(name: "sendToAction")"#))
        #expect(one.contains(#"var timeoutStub = PropertyStub<Int>(strict: "timeoutStub")"#))
        #expect(one.contains("var subscriptStub = SubscriptStub<Int, String>()"))
    }

    /// Without `--strict`, the same protocol's actions are loose: the option is what changes them.
    @Test func withoutTheOptionTheActionsStayLoose() throws {
        let text = try mockText(transport)
        #expect(!text.contains("strictStub"))
        #expect(text.contains("var decodeAction: (GenericCall<[UInt8]>) throws -> Any = stubGeneric()"))
    }

    /// A selector naming no protocol to mock, or no requirement a call reaches, stops the run.
    @Test func aSelectorNamingNothingStopsTheRun() throws {
        let unknown = try #require(throws: GeneratorError.self) { try mockText(transport, strict: ["Socket"]) }
        #expect(
            unknown.description.contains(
                "--strict Socket: no protocol to mock is named Socket; write <Protocol>, <Protocol>.<name> or "
                    + "<Protocol>.<name>(<labels>:)"))
        let initializer = try #require(throws: GeneratorError.self) {
            try mockText(transport, strict: ["Transport.init"])
        }
        #expect(
            initializer.description.contains(
                "--strict Transport.init: Transport has no requirement of that name but initializers; those it has: "
                    + "isOpen, timeout, subscript(_:), connect(), send(_:), send(_:to:), parse(_:), decode(_:), version()"
            ))
        let misspelt = try #require(throws: GeneratorError.self) { try mockText(transport, strict: ["Transport.sned"]) }
        #expect(misspelt.description.contains("--strict Transport.sned: Transport has no requirement of that name"))
    }
}
