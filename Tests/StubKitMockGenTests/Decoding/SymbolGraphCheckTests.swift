// A graph the generator cannot read stops the command with a line naming the symbol and the file,
// and nothing is written: a symbol without fragments, with a fragment of a kind the parser does not
// know, with a field of the wrong type or missing, or with an identifier that does not parse.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite final class SymbolGraphCheckTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("StubKitMockGenTests-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    private var outputPath: String { folder.appendingPathComponent("Mocks/AppMocks.swift").path }

    private let source = """
        public struct User {}

        public protocol Repository {
            func find(id: Int) -> User
            func isEmailTaken(_ email: String) -> Bool
        }
        """

    /// The graph of `source` with `damage` done to its JSON (`symbols` by path), run through the
    /// command: its status and standard error.
    private func run(damaging damage: (inout [String: [String: Any]]) throws -> Void) throws
        -> (status: Int32, error: String)
    {
        let graphs = try symbolGraphs(source)
        let data = try #require(graphs.first { $0.name == "App.symbols.json" }).data
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let symbols = try #require(json["symbols"] as? [[String: Any]])
        var byPath: [String: [String: Any]] = [:]
        for symbol in symbols {
            byPath[((symbol["pathComponents"] as? [String]) ?? []).joined(separator: ".")] = symbol
        }
        try damage(&byPath)
        json["symbols"] = symbols.map { symbol in
            byPath[((symbol["pathComponents"] as? [String]) ?? []).joined(separator: ".")] ?? symbol
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let input = folder.appendingPathComponent("App.symbols.json")
        try JSONSerialization.data(withJSONObject: json).write(to: input)
        var error = ""
        let status = MockGenCommand.run(
            [input.path, "--output", outputPath], standardOutput: { _ in }, standardError: { error += $0 })
        return (status, error)
    }

    /// Sets `value` at `key` of the symbol at `path`'s `index`th declaration fragment.
    private func setFragment(_ key: String, to value: Any, of path: String, at index: Int)
        -> (inout [String: [String: Any]]) throws -> Void
    {
        { symbols in
            var fragments = try #require(symbols[path]?["declarationFragments"] as? [[String: Any]])
            fragments[index][key] = value
            symbols[path]?["declarationFragments"] = fragments
        }
    }

    @Test func theUndamagedGraphIsMocked() throws {
        let result = try run { _ in }
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: outputPath))
    }

    @Test func aRequirementWithoutFragmentsStopsTheCommand() throws {
        let result = try run { $0["Repository.find(id:)"]?["declarationFragments"] = nil }
        #expect(result.status == 1)
        #expect(
            result.error
                == "error: App.symbols.json: symbol Repository.find(id:) has no declaration fragments; nothing was written\n"
        )
        #expect(!FileManager.default.fileExists(atPath: outputPath))
    }

    @Test func symbolsThatAllLostTheirFragmentsStopTheCommand() throws {
        let result = try run { symbols in
            for path in symbols.keys { symbols[path]?["declarationFragments"] = [] }
        }
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("error: App.symbols.json: symbol "))
        #expect(result.error.hasSuffix(" has no declaration fragments; nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: outputPath))
    }

    @Test func aFragmentOfUnknownKindStopsTheCommand() throws {
        let result = try run(damaging: setFragment("kind", to: "token", of: "Repository.isEmailTaken(_:)", at: 0))
        #expect(result.status == 1)
        #expect(
            result.error
                == "error: App.symbols.json: symbol Repository.isEmailTaken(_:) has a declaration fragment of unknown "
                + "kind \"token\" (\"func\"); nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: outputPath))
    }

    @Test func aFieldOfTheWrongTypeStopsTheCommand() throws {
        let result = try run(damaging: setFragment("spelling", to: 42, of: "Repository.find(id:)", at: 0))
        #expect(result.status == 1)
        #expect(
            result.error
                == "error: App.symbols.json: symbol Repository.find(id:) has a field declarationFragments[0].spelling "
                + "that is not a string; nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: outputPath))
    }

    @Test func aMissingFieldStopsTheCommand() throws {
        let result = try run { $0["Repository"]?["kind"] = nil }
        #expect(result.status == 1)
        #expect(result.error == "error: App.symbols.json: symbol Repository has no field kind; nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: outputPath))
    }

    @Test func aNullFieldStopsTheCommand() throws {
        let result = try run { $0["User"]?["identifier"] = ["precise": NSNull()] }
        #expect(result.status == 1)
        #expect(
            result.error
                == "error: App.symbols.json: symbol User has a field identifier.precise that is null; nothing was written\n"
        )
        #expect(!FileManager.default.fileExists(atPath: outputPath))
    }

    @Test func aSymbolIdentifierThatDoesNotParseStopsTheCommand() throws {
        let result = try run { $0["Repository"]?["identifier"] = ["precise": "s:3App", "interfaceLanguage": "swift"] }
        #expect(result.status == 1)
        #expect(
            result.error
                == "error: App.symbols.json: symbol Repository has an identifier that does not parse (s:3App); "
                + "nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: outputPath))
    }

    @Test func aTypeIdentifierThatDoesNotParseStopsTheCommand() throws {
        let result = try run { symbols in
            var fragments = try #require(symbols["Repository.find(id:)"]?["declarationFragments"] as? [[String: Any]])
            let user = try #require(fragments.firstIndex { $0["spelling"] as? String == "User" })
            // A word substitution of the second word (`0B`) where one only, "App", came before.
            fragments[user]["preciseIdentifier"] = "s:3App0B4UserV"
            symbols["Repository.find(id:)"]?["declarationFragments"] = fragments
        }
        #expect(result.status == 1)
        #expect(
            result.error
                == "error: App.symbols.json: symbol Repository.find(id:) names User by an identifier that does not "
                + "parse (s:3App0B4UserV); nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: outputPath))
    }

    @Test func theStandardLibrarysGraphsPassTheCheck() throws {
        for graph in standardLibraryGraphs {
            _ = try SymbolGraph.decode(graph.data, name: graph.name)
        }
    }
}
