// Whole-file properties of the generator: deterministic, sorted output; the --protocol filter;
// inherited requirements; and the names the compiler's declarations are read into.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite struct GeneratorTests {
    private let specs = [
        ProtocolSpec(declaration: "protocol Zebra", members: [("swift.method", "func run()")]),
        ProtocolSpec(declaration: "protocol Named", members: [("swift.method", "func name() -> String")]),
        ProtocolSpec(
            declaration: "protocol Animal : Named", members: [("swift.method", "func eat(_ food: String)")],
            parents: [("s:AppNamedP", "App.Named")]),
    ]

    @Test func runningTwiceGivesTheSameText() throws {
        let graph = symbolGraph(specs)
        let generator = MockGenerator(regenerateCommand: "regenerate")
        let first = try generator.generate(symbolGraphs: [("App.symbols.json", graph)])
        let second = try generator.generate(symbolGraphs: [("App.symbols.json", graph)])
        #expect(first == second)
    }

    @Test func internalProtocolsAreMockedThroughATestableImport() throws {
        let generator = MockGenerator(regenerateCommand: "regenerate")
        let hidden = try generator.generate(symbolGraphs: [
            ("App.symbols.json", symbolGraph(accessLevel: "internal", specs))
        ])
        #expect(hidden.contains("import Foundation\nimport StubKit\n\n@testable import App\n"))
        #expect(!hidden.contains("\nimport App\n"))
        let visible = try generator.generate(symbolGraphs: [("App.symbols.json", symbolGraph(specs))])
        #expect(visible.contains("import App\nimport Foundation\nimport StubKit\n"))
        #expect(!visible.contains("@testable"))
    }

    @Test func mocksAreSortedAndInheritRequirements() throws {
        let text = try mockText(specs)
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
        let text = try MockGenerator(protocols: ["Zebra"], regenerateCommand: "regenerate").generate(
            symbolGraphs: [("App.symbols.json", symbolGraph(specs))])
        #expect(text.contains("final class ZebraMock"))
        #expect(!text.contains("final class NamedMock"))
    }

    @Test func declarationsAreReadIntoTheirParts() {
        let requirement = DeclarationParser.parse(
            "@MainActor func parse<T>(_ text: String, into value: inout T, log: @escaping @Sendable (String) -> Void) "
                + "async throws(ParseError) -> [String : Int] where T : Codable",
            kind: .method, title: "Parser.parse(_:into:log:)")
        #expect(requirement.name == "parse")
        #expect(requirement.globalActor == "MainActor")
        #expect(requirement.genericParameters == ["T"])
        #expect(requirement.labels == [nil, "into", "log"])
        #expect(requirement.parameters.map(\.internalName) == ["text", "value", "log"])
        #expect(requirement.parameters.map(\.type) == ["String", "T", "@Sendable (String) -> Void"])
        #expect(requirement.parameters[1].isInout)
        #expect(requirement.parameters[2].typeAttributes == ["@escaping"])
        #expect(requirement.isAsync)
        #expect(requirement.throwing == .typed("ParseError"))
        #expect(requirement.returnType == "[String: Int]")
        #expect(requirement.whereClause == "T: Codable")
    }
}
