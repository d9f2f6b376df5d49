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

    /// The graph of `source` with `damage` done to its JSON (`symbols` by path; a symbol set to
    /// `[:]` is removed, its relationships kept), run through the command: its status and standard
    /// error.
    private func run(source: String? = nil, damaging damage: (inout [String: [String: Any]]) throws -> Void) throws
        -> (status: Int32, error: String)
    {
        let graphs = try symbolGraphs(source ?? self.source)
        let data = try #require(graphs.first { $0.name == "App.symbols.json" }).data
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let symbols = try #require(json["symbols"] as? [[String: Any]])
        var byPath: [String: [String: Any]] = [:]
        for symbol in symbols {
            byPath[((symbol["pathComponents"] as? [String]) ?? []).joined(separator: ".")] = symbol
        }
        try damage(&byPath)
        json["symbols"] = symbols.compactMap { symbol -> [String: Any]? in
            let damaged = byPath[((symbol["pathComponents"] as? [String]) ?? []).joined(separator: ".")] ?? symbol
            return damaged.isEmpty ? nil : damaged
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
    // MARK: Every kind of symbol the generator reads, each damage

    /// A protocol with one symbol of each kind the generator reads, refining another of the module.
    private static let everyKind = """
        public struct User {}

        public protocol Named {
            var name: String { get }
        }

        public protocol Repository: Named {
            associatedtype Item: Hashable
            typealias Handler = (Item) -> Void
            init(id: Int)
            var count: Int { get }
            static var limit: Int { get }
            subscript(index: Int) -> Item { get }
            func find(id: Int) -> User
            static func make(id: Int, name: String) -> Int
            static func + (lhs: Self, rhs: Self) -> Self
            func observe(_ handler: @escaping Handler)
        }
        """

    /// Each symbol of `everyKind` by path, and what it is.
    static let kinds = [
        "Named", "Repository", "Repository.Item", "Repository.Handler", "Repository.init(id:)", "Repository.count",
        "Repository.limit", "Repository.subscript(_:)", "Repository.find(id:)", "Repository.make(id:name:)",
        "Repository.+(_:_:)", "Repository.observe(_:)", "Named.name",
    ]

    @Test func everyKindUndamagedIsMocked() throws {
        let result = try run(source: Self.everyKind) { _ in }
        #expect(result.error == "")
        #expect(result.status == 0)
    }

    /// Runs `everyKind` with `damage` done to the symbol at `path`: the command stops, and its
    /// error names the symbol and says `problem` (followed by the fragments' text, for a mismatch).
    private func expectStops(
        at path: String, saying problem: String, sourceLocation: SourceLocation = #_sourceLocation,
        damage: (inout [String: Any]) throws -> Void
    ) throws {
        let result = try run(source: Self.everyKind) { symbols in
            var symbol = try #require(symbols[path], "no symbol \(path)")
            try damage(&symbol)
            symbols[path] = symbol
        }
        #expect(result.status == 1, sourceLocation: sourceLocation)
        #expect(
            result.error.hasPrefix("error: App.symbols.json: symbol \(path) \(problem)")
                && result.error.hasSuffix("; nothing was written\n"), "\(result.error)", sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: outputPath), sourceLocation: sourceLocation)
    }

    @Test(arguments: kinds) func aSymbolWithoutFragmentsStopsTheCommand(path: String) throws {
        try expectStops(at: path, saying: "has no declaration fragments") { $0["declarationFragments"] = nil }
        try expectStops(at: path, saying: "has no declaration fragments") { $0["declarationFragments"] = [] }
    }

    @Test(arguments: kinds) func aSymbolWithAFragmentOfUnknownKindStopsTheCommand(path: String) throws {
        try expectStops(at: path, saying: "has a declaration fragment of unknown kind \"token\" (\"\")") { symbol in
            symbol["declarationFragments"] =
                [["kind": "token", "spelling": ""]] + (symbol["declarationFragments"] as? [[String: Any]] ?? [])
        }
    }

    @Test(arguments: kinds) func aSymbolWithoutAnIdentifierStopsTheCommand(path: String) throws {
        try expectStops(at: path, saying: "has an identifier that does not parse ()") { symbol in
            symbol["identifier"] = ["precise": "", "interfaceLanguage": "swift"]
        }
    }

    /// Fragments cut after the name (an initializer's or a subscript's keyword) lose the parameters.
    ///
    /// And the type of a property. A protocol, an associated type or a typealias so cut is a
    /// declaration still (the standard library's `typealias AnyObject`).
    @Test(arguments: [
        ("Repository.init(id:)", "without the parameters its path names (\"init\")"),
        ("Repository.count", "without its type (\"var count\")"),
        ("Repository.limit", "without its type (\"static var limit\")"),
        ("Repository.subscript(_:)", "without the parameters its path names (\"subscript\")"),
        ("Repository.find(id:)", "without the parameters its path names (\"func find\")"),
        ("Repository.make(id:name:)", "without the parameters its path names (\"static func make\")"),
        ("Repository.+(_:_:)", "without the parameters its path names (\"static func +\")"),
        ("Repository.observe(_:)", "without the parameters its path names (\"func observe\")"),
        ("Named.name", "without its type (\"var name\")"),
    ])
    func aSymbolWhoseFragmentsAreCutShortStopsTheCommand(path: String, problem: String) throws {
        try expectStops(at: path, saying: "has declaration fragments " + problem) { symbol in
            let fragments = try #require(symbol["declarationFragments"] as? [[String: Any]])
            let kinds = fragments.map { $0["kind"] as? String }
            let end = kinds.firstIndex(of: "identifier") ?? kinds.firstIndex(of: "keyword") ?? 0
            symbol["declarationFragments"] = Array(fragments[...end])
        }
    }

    /// The rest whole, the name lost: a method's, an operator's, a property's, an associated
    /// type's, a typealias's, a protocol's (an initializer's and a subscript's are their keywords).
    @Test(arguments: [
        ("Repository.find(id:)", "func (id: Int) -> User"),
        ("Repository.+(_:_:)", "static func  (lhs: Self, rhs: Self) -> Self"),
        ("Repository.count", "var : Int { get }"), ("Repository.Item", "associatedtype  : Hashable"),
        ("Repository.Handler", "typealias  = (Self.Item) -> Void"), ("Repository", "protocol  : Named"),
    ])
    func aSymbolWhoseFragmentsLostItsNameStopsTheCommand(path: String, text: String) throws {
        try expectStops(at: path, saying: "has declaration fragments that do not name it (\"\(text)\")") { symbol in
            var fragments = try #require(symbol["declarationFragments"] as? [[String: Any]])
            let name = try #require(fragments.firstIndex { $0["kind"] as? String == "identifier" })
            fragments.remove(at: name)
            symbol["declarationFragments"] = fragments
        }
    }

    @Test(arguments: kinds) func aSymbolWithoutAPathStopsTheCommand(path: String) throws {
        let result = try run(source: Self.everyKind) { symbols in
            symbols[path]?["pathComponents"] = [String]()
        }
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("error: App.symbols.json: symbol s:"))
        #expect(result.error.hasSuffix(" has no path components; nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: outputPath))
    }

    /// A symbol gone, its relationships kept: a requirement of each kind, an associated type, the
    /// protocol its requirements name, the parent it refines.
    @Test(arguments: [
        ("Repository.Item", "Repository", "has a requirement the graph does not have"),
        ("Repository.init(id:)", "Repository", "has a requirement the graph does not have"),
        ("Repository.count", "Repository", "has a requirement the graph does not have"),
        ("Repository.limit", "Repository", "has a requirement the graph does not have"),
        ("Repository.subscript(_:)", "Repository", "has a requirement the graph does not have"),
        ("Repository.find(id:)", "Repository", "has a requirement the graph does not have"),
        ("Repository.make(id:name:)", "Repository", "has a requirement the graph does not have"),
        ("Repository.+(_:_:)", "Repository", "has a requirement the graph does not have"),
        ("Repository.observe(_:)", "Repository", "has a requirement the graph does not have"),
        ("Named.name", "Named", "has a requirement the graph does not have"),
        ("Repository", "Repository.", "is a requirement of a protocol the graph does not have"),
    ])
    func aRelationshipToAMissingSymbolStopsTheCommand(missing: String, named: String, problem: String) throws {
        let usr = try #require(
            try symbols(Self.everyKind)[missing]?.identifier.precise, "no symbol \(missing)")
        let result = try run(source: Self.everyKind) { $0[missing] = [:] }
        #expect(result.status == 1)
        // The protocol gone, the first of its requirements the graph relates to it is named.
        #expect(result.error.hasPrefix("error: App.symbols.json: symbol \(named)"))
        #expect(result.error.hasSuffix(" \(problem) (\(usr)); nothing was written\n"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: outputPath))
    }

    @Test func aParentTheGraphNeitherHasNorNamesStopsTheCommand() throws {
        let named = try #require(try symbols(Self.everyKind)["Named"]?.identifier.precise)
        let result = try run(source: "public protocol Named {}\npublic protocol Repository: Named {}\n") {
            $0["Named"] = [:]
        }
        #expect(result.status == 1)
        #expect(
            result.error
                == "error: App.symbols.json: symbol Repository refines a protocol the graph neither has nor names "
                + "(\(named)); nothing was written\n")
    }
    /// Only what the generator reads is compared with its path: a type's initializer whose default
    /// value is a closure (swift-argument-parser's `ArgumentDefinition.init(…initial:)`, in a
    /// context graph) is not a requirement, and the fragment parser need not read default values.
    @Test func aTypesMembersAreNotComparedWithTheirPaths() throws {
        let result = try run(
            source: """
                public struct Options {
                    public init(count: Int = 1, initial: @escaping (Int, Int) -> Void = { _, _ in }) {}
                    public func run(_ handler: (Int, Int) -> Void = { _, _ in }) {}
                }

                public protocol Repository {
                    func find(id: Int) -> Int
                }
                """
        ) { _ in }
        #expect(result.error == "")
        #expect(result.status == 0)
    }
}
