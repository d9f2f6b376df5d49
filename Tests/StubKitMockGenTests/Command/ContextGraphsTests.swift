// `--context-modules`: the modules whose graphs the protocols need as context, the standard library
// among them when a parent or a typealias the generator does not know comes from it, and not once
// its graphs are given.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite struct ContextGraphsTests {
    /// The modules `--context-modules` names for `source` (module `App`): its graphs mocked, those of
    /// `dependencies` (and the standard library's, with `standardLibrary`) given as context.
    private func neededModules(
        _ source: String, dependencies: [(String, String)] = [], standardLibrary: Bool = false
    ) throws -> [String] {
        let graphs = try symbolGraphs(source, dependencies: dependencies)
        let own = graphs.filter { $0.name == "App.symbols.json" || $0.name.hasPrefix("App@") }
        let context =
            graphs.filter { graph in dependencies.contains { graph.name == $0.0 + ".symbols.json" } }
            + (standardLibrary ? standardLibraryGraphs : [])
        return ContextGraphs.neededModules(
            symbolGraphs: try own.map { try SymbolGraph.decode($0.data, name: $0.name) },
            context: try context.map { try SymbolGraph.decode($0.data, name: $0.name) })
    }

    private let rawRepresentable = """
        public protocol Attribute: RawRepresentable where RawValue == Int64 {
            init?(rawValue: Int64)
            var rawValue: Int64 { get }
        }
        """

    private let asyncSequence = """
        public protocol Updates: AsyncSequence where Element == String {}
        """

    @Test func aRawRepresentableParentNeedsTheStandardLibrary() throws {
        #expect(try neededModules(rawRepresentable) == ["Swift"])
    }

    @Test func anAsyncSequenceParentNeedsTheStandardLibrary() throws {
        // `s:Sci`: a short form of _Concurrency, whose graph is `_Concurrency@Swift`.
        #expect(try neededModules(asyncSequence) == ["Swift"])
    }

    @Test func aParentOfConcurrencyInItsLongFormNeedsTheStandardLibrary() throws {
        // `s:12_Concurrency5ClockP`.
        #expect(try neededModules("public protocol Timer: Clock where Duration == Swift.Duration {}") == ["Swift"])
    }

    @Test func aParentsStandardParentNeedsTheStandardLibrary() throws {
        let library = "public protocol Coded: RawRepresentable where RawValue == String {}"
        let source = "import Library\npublic protocol Tag: Coded {}"
        #expect(try neededModules(source, dependencies: [("Library", library)]) == ["Swift"])
        // Without the dependency's graph both are missing (the graph lists inherited parents too).
        let graphs = try symbolGraphs(source, dependencies: [("Library", library)])
        let own = try graphs.filter { $0.name == "App.symbols.json" }.map {
            try SymbolGraph.decode($0.data, name: $0.name)
        }
        #expect(ContextGraphs.neededModules(symbolGraphs: own, context: []) == ["Library", "Swift"])
    }

    /// A type a requirement names, from another module, needs that module's graph (where its
    /// default value is decided), though no parent comes from there; not once it is given (issue 40,
    /// run 2 survivor #1721).
    @Test func aTypeARequirementNamesNeedsItsModulesGraph() throws {
        let library = "public struct Record { public init() {} }"
        let source = "import Library\npublic protocol Store { func load() -> Record }"
        #expect(try neededModules(source, dependencies: [("Library", library)]) == [])
        let graphs = try symbolGraphs(source, dependencies: [("Library", library)])
        let own = try graphs.filter { $0.name == "App.symbols.json" }.map {
            try SymbolGraph.decode($0.data, name: $0.name)
        }
        #expect(ContextGraphs.neededModules(symbolGraphs: own, context: []) == ["Library"])
    }

    /// A protocol another module declares and `App` re-exports needs that module's graph, even
    /// when its requirements name none of its types; not once it is given.
    @Test func aReexportedProtocolNeedsItsOwnModulesGraph() throws {
        let graphs = try reexportingGraphs(
            core: "public protocol Pipe {\n var _handle: Int { get }\n func send(_ value: Int)\n}")
        let app = try graphs.app.map { try SymbolGraph.decode($0.data, name: $0.name) }
        let core = try graphs.core.map { try SymbolGraph.decode($0.data, name: $0.name) }
        #expect(ContextGraphs.neededModules(symbolGraphs: app, context: []) == ["Core"])
        #expect(ContextGraphs.neededModules(symbolGraphs: app, context: core) == [])
    }

    @Test func aStandardTypealiasNeedsTheStandardLibrary() throws {
        // `CInt` is `Int32`, which has a default value, only through the standard library's graph.
        #expect(try neededModules("public protocol Binder { func bind(at index: CInt) -> CInt }") == ["Swift"])
    }

    @Test func theParentsAndTypesTheGeneratorKnowsNeedNoGraph() throws {
        let source = """
            public protocol Account: Hashable, Sendable, CustomStringConvertible {
                var name: String { get }
                func load(_ completion: @escaping (Result<[Int], any Error>) -> Void) async throws -> Int64?
            }
            public protocol Session: Equatable, Identifiable, Error where ID == String {
                var kind: AnyClass { get }
            }
            public protocol Store: AnyObject, Sendable {
                func save(_ values: [String: Double]) throws
            }
            """
        #expect(try neededModules(source) == [])
    }

    @Test func theStandardLibrarysGraphsGivenNeedNothingMore() throws {
        let source = rawRepresentable + "\n" + asyncSequence + "\npublic protocol Binder { func bind() -> CInt }"
        #expect(try neededModules(source, standardLibrary: true) == [])
    }

    @Test func theCommandPrintsTheStandardLibrary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "StubKitMockGenTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = try #require(symbolGraphs(rawRepresentable).first { $0.name == "App.symbols.json" })
        let input = folder.appendingPathComponent(graph.name)
        try graph.data.write(to: input)
        var output = ""
        var error = ""
        let status = MockGenCommand.run(
            [input.path, "--context-modules"], standardOutput: { output += $0 }, standardError: { error += $0 })
        #expect(status == 0)
        #expect(output == "Swift\n")
        #expect(error == "")
    }

    @Test func aStandardTypealiasIsReadFromItsSymbol() {
        #expect(ContextGraphs.isStandardTypealias("s:s4CInta"))
        #expect(ContextGraphs.isStandardTypealias("s:12_Concurrency8AnyActora"))
        // An associated type, a struct, a short form, another module's typealias.
        #expect(!ContextGraphs.isStandardTypealias("s:s12IdentifiableP2IDQa"))
        #expect(!ContextGraphs.isStandardTypealias("s:s5Int32V"))
        #expect(!ContextGraphs.isStandardTypealias("s:SY8RawValueQa"))
        #expect(!ContextGraphs.isStandardTypealias("s:3App5Tokena"))
    }
}
