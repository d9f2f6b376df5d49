// Whole-file properties of the generator: deterministic, sorted output; the --protocol filter;
// inherited requirements; and visible or hidden protocols.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite struct GeneratorTests {
    private let source = """
        protocol Zebra {
            func run()
        }

        protocol Named {
            func name() -> String
        }

        protocol Animal: Named {
            func eat(_ food: String)
        }
        """

    @Test func runningTwiceGivesTheSameText() throws {
        let graphs = try symbolGraphs(source)
        let generator = MockGenerator(regenerateCommand: "regenerate")
        let first = try generator.generate(symbolGraphs: graphs)
        let second = try generator.generate(symbolGraphs: graphs)
        #expect(first == second)
    }

    @Test func internalProtocolsAreMockedThroughATestableImport() throws {
        let hidden = try generatedFile(source)
        #expect(hidden.contains("import Foundation\nimport StubKit\n\n@testable import App\n"))
        #expect(!hidden.contains("\nimport App\n"))
        let visible = try generatedFile(source.replacingOccurrences(of: "protocol ", with: "public protocol "))
        #expect(visible.contains("import App\nimport Foundation\nimport StubKit\n"))
        #expect(!visible.contains("@testable"))
    }

    /// A module only some platforms have is imported where it exists: on Linux, `URLSession` is
    /// FoundationNetworking's, which Apple's platforms do not have (MCP trial: a file generated on
    /// Linux said `import FoundationNetworking` and would not compile on macOS).
    @Test func aModuleOnlySomePlatformsHaveIsImportedWhereItExists() throws {
        let text = try generatedFile(
            """
            import Foundation
            #if canImport(FoundationNetworking)
                import FoundationNetworking
            #endif
            public protocol Fetching {
                func fetch(session: URLSession) async throws
                func request(for url: URL) -> URLRequest
            }
            """)
        #if canImport(FoundationNetworking)
            #expect(
                text.contains(
                    "import App\nimport Foundation\nimport StubKit\n\n#if canImport(FoundationNetworking)\n    import FoundationNetworking\n#endif\n"
                ))
            #expect(!text.contains("\nimport FoundationNetworking"))
        #endif
        #expect(text.contains("final class FetchingMock: Fetching"))
    }

    @Test func mocksAreSortedAndInheritRequirements() throws {
        let text = try mockText(source)
        #expect(
            text == """
                final class AnimalMock: Animal {
                    var eatAction: (String) -> Void = { _ in }
                    func eat(_ food: String) { eatAction(food) }

                    var nameAction: (()) -> String = { _ in .defaultValue }
                    func name() -> String { nameAction(()) }
                }

                final class NamedMock: Named {
                    var nameAction: (()) -> String = { _ in .defaultValue }
                    func name() -> String { nameAction(()) }
                }

                final class ZebraMock: Zebra {
                    var runAction: (()) -> Void = { _ in }
                    func run() { runAction(()) }
                }

                """)
    }

    @Test func theProtocolFilterKeepsOnlyTheNamedProtocols() throws {
        let text = try generatedFile(source, protocols: ["Zebra"])
        #expect(text.contains("final class ZebraMock"))
        #expect(!text.contains("final class NamedMock"))
    }

    /// With only the public protocols, an underscored one is the library's implementation detail,
    /// unless `--protocol` names it (OpenCombine's `_Introspection`).
    @Test func anUnderscoredProtocolIsMockedOnlyWhenNamed() throws {
        let library = """
            public protocol _Inspecting { func inspect() }
            public protocol Shown { func show() }
            """
        let graphs = try symbolGraphs(module: "Library", library, dependencies: [])
        func file(_ protocols: [String]) throws -> String {
            var generator = MockGenerator(protocols: protocols, regenerateCommand: "regenerate")
            generator.onlyPublicProtocols = true
            return try generator.generate(symbolGraphs: graphs, context: [])
        }
        let all = try file([])
        #expect(all.contains("final class ShownMock"))
        #expect(!all.contains("_InspectingMock"))
        let named = try file(["_Inspecting"])
        #expect(named.contains("final class _InspectingMock: _Inspecting"))
        #expect(!named.contains("ShownMock"))
    }

    /// An internal default implementation serves a mock only where the mocks' file sees it: in the
    /// module's own tests (`@testable import`), not in a library's mocks (FluentKit's
    /// `EagerLoader.anyRun`: left to it, the mock did not conform).
    @Test func anInternalDefaultServesOnlyMocksThatSeeIt() throws {
        let library = """
            public struct Future {}
            public protocol Loading { func load() -> Future }
            extension Loading { func load() -> Future { Future() } }
            """
        let graphs = try symbolGraphs(module: "InternalDefaults", library, dependencies: [])
        func file(onlyPublic: Bool) throws -> String {
            var generator = MockGenerator(protocols: [], regenerateCommand: "regenerate")
            generator.onlyPublicProtocols = onlyPublic
            return try generator.generate(symbolGraphs: graphs, context: [])
        }
        #expect(try file(onlyPublic: true).contains("func load() -> Future { loadAction(()) }"))
        #expect(!(try file(onlyPublic: false).contains("loadAction")))
    }

    /// With only the public protocols, an `@_spi` one is left out: a client sees it only through
    /// an `@_spi(Name) import`, and the graph does not name the SPI (swift-syntax's
    /// `RawSyntaxNodeProtocol`: the mock did not compile, "cannot find type in scope").
    @Test func anSPIProtocolIsNotMockedWithOnlyThePublicOnes() throws {
        let library = """
            @_spi(Raw) public protocol RawNode { func raw() }
            public protocol Node { func kind() -> Int }
            """
        let graphs = try symbolGraphs(module: "SPILibrary", library, dependencies: [])
        var generator = MockGenerator(protocols: [], regenerateCommand: "regenerate")
        generator.onlyPublicProtocols = true
        let text = try generator.generate(symbolGraphs: graphs, context: [])
        #expect(text.contains("final class NodeMock: Node"))
        #expect(!text.contains("RawNodeMock"))
    }

    /// A type the mocked module itself conforms to `DefaultProvidable` answers with `.defaultValue`.
    ///
    /// So a test target's, whose graph is mocked: nested or not; a type that does not conform
    /// stays strict. Whole-code run seed 215238531, survivor #3362: the conformance was credited
    /// to another symbol of the graph than its source.
    @Test func theModulesOwnDefaultProvidableTypesGetLooseStubs() throws {
        let stubKit = "public protocol DefaultProvidable { static var defaultValue: Self { get } }"
        let text = try mockText(
            """
            import StubKit
            struct Order {}
            struct Receipt: DefaultProvidable { static var defaultValue: Receipt { Receipt() } }
            enum Shop {
                struct Ticket {}
            }
            extension Shop.Ticket: DefaultProvidable { static var defaultValue: Shop.Ticket { Shop.Ticket() } }
            protocol Printer {
                func order() -> Order
                func receipt() -> Receipt
                func ticket() -> Shop.Ticket
            }
            """, dependencies: [("StubKit", stubKit)])
        #expect(text.contains(#"var orderAction: (()) -> Order = strictStub(name: "orderAction")"#), "\(text)")
        #expect(text.contains("var receiptAction: (()) -> Receipt = { _ in .defaultValue }"), "\(text)")
        #expect(text.contains("var ticketAction: (()) -> Shop.Ticket = { _ in .defaultValue }"), "\(text)")
    }
}
