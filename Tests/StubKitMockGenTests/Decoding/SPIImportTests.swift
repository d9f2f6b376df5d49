// A module's own `@_spi` protocols are mocked with the import that sees them, `@_spi(Name) import`:
// the graph marks them SPI without the name; the generator reads it from the declaration in the
// source file the graph names, or takes it from `--spi`.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite final class SPIImportTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("StubKitMockGenTests-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    private let source = """
        /// Reads raw values.
        @_spi(Storage)
        public protocol Reader {
            func read() -> Int
        }

        public protocol Node {
            func kind() -> Int
        }
        """

    /// The module's main graph, with every symbol's location pointing at `source` written to a file
    /// of the test's own (the snippet's compiled file is gone).
    private func graph(_ source: String? = nil) throws -> (name: String, data: Data) {
        let source = source ?? self.source
        let graphs = try symbolGraphs(module: "Storage", source)
        let data = try #require(graphs.first { $0.name == "Storage.symbols.json" }).data
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Storage.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        json["symbols"] = try #require(json["symbols"] as? [[String: Any]]).map { symbol in
            var symbol = symbol
            if var location = symbol["location"] as? [String: Any] {
                location["uri"] = file.absoluteString
                symbol["location"] = location
            }
            return symbol
        }
        return ("Storage.symbols.json", try JSONSerialization.data(withJSONObject: json))
    }

    @Test func theSPINameIsReadFromTheDeclaration() throws {
        let text = try MockGenerator(regenerateCommand: "regenerate").generate(symbolGraphs: [graph()])
        #expect(
            text.contains(
                "\nimport Foundation\n@_spi(Storage) import Storage\nimport StubKit\n\nfinal class"))
        #expect(!text.contains("@testable"))
        #expect(text.contains("final class ReaderMock: Reader {"))
    }

    @Test func theCommandLineNamesTheSPI() throws {
        // Without the source (the graph's location names a file that is gone), `--spi` says it.
        let graphs = try symbolGraphs(module: "Storage", source).filter { $0.name == "Storage.symbols.json" }
        // Without it, the file would not compile (`@testable import` does not see SPI): nothing is written.
        let location = try #require(try readerLocation(in: graphs))
        #expect(throws: GeneratorError.unknownSPI(protocol: "Storage.Reader", sourceFile: location)) {
            try MockGenerator(regenerateCommand: "regenerate").generate(symbolGraphs: graphs)
        }
        #expect(
            GeneratorError.unknownSPI(protocol: "Storage.Reader", sourceFile: "/gone/Storage.swift").description
                == "error: Storage.Reader is an @_spi protocol whose SPI name is not in /gone/Storage.swift, where its "
                + "symbol graph declares it; pass --spi <Name>, or --only-public to leave @_spi protocols out; "
                + "nothing was written")
        var generator = MockGenerator(regenerateCommand: "regenerate")
        generator.spiNames = ["Storage"]
        let named = try generator.generate(symbolGraphs: graphs)
        #expect(named.contains("\n@_spi(Storage) import Storage\n"))
        #expect(!named.contains("@testable"))
    }

    @Test func onlyPublicLeavesAnUnnamedSPIProtocolOut() throws {
        let graphs = try symbolGraphs(module: "Storage", source).filter { $0.name == "Storage.symbols.json" }
        var generator = MockGenerator(regenerateCommand: "regenerate")
        generator.onlyPublicProtocols = true
        let text = try generator.generate(symbolGraphs: graphs)
        #expect(!text.contains("ReaderMock"))
        #expect(text.contains("final class NodeMock: Node {"))
    }

    /// The path of `Reader`'s source file, as the graph gives it.
    private func readerLocation(in graphs: [(name: String, data: Data)]) throws -> String? {
        let graph = try SymbolGraph.decode(try #require(graphs.first).data, name: "Storage.symbols.json")
        let reader = graph.symbols.first { $0.pathComponents == ["Reader"] }
        return reader?.location.flatMap { URL(string: $0.uri)?.path }
    }

    /// An SPI protocol naming an SPI type of another SPI: the file imports the module with both.
    @Test func theSPIOfATypeARequirementNamesIsImportedToo() throws {
        let source = """
            @_spi(Tokens) public struct Token {}

            @_spi(Storage) public protocol Vault {
                func keep(_ token: Token)
            }
            """
        let text = try MockGenerator(regenerateCommand: "regenerate").generate(symbolGraphs: [graph(source)])
        #expect(text.contains("\nimport Foundation\n@_spi(Storage) @_spi(Tokens) import Storage\nimport StubKit\n"))
        #expect(text.contains("final class VaultMock: Vault {"))
    }

    @Test func attributesAboveTheDeclarationCountAndCommentsDoNot() {
        #expect(SPIAttribute.names(in: "@_spi(A) @_spi( B ) public protocol P") == ["A", "B"])
        #expect(SPIAttribute.names(in: "@_spi(A)\n@_spi(A) protocol P") == ["A"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("SPI-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try? "// @_spi(Comment)\n@_spi(Kept)\n/// Docs\n@MainActor\npublic protocol P {}\n".write(
            to: file, atomically: true, encoding: .utf8)
        let location = SymbolGraph.Symbol.Location(uri: file.absoluteString, position: .init(line: 4, character: 0))
        #expect(SPIAttribute.names(at: location) == ["Kept"])
    }
}
