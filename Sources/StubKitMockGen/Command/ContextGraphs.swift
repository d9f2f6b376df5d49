// Context graphs, chosen and trimmed: which other modules' graphs the mocked protocols need, and a
// context graph without what generation never reads. The plugin uses both to extract and read
// only what a regeneration needs (the graphs of the modules a protocol's parents and types come
// from, not of every dependency), and caches the trimmed graphs.
import Foundation

enum ContextGraphs {
    /// The modules whose graphs `symbolGraphs`' protocols need as context, sorted.
    ///
    /// Those declaring a parent of a protocol (directly, or of a parent found in `context`), or a
    /// type a requirement or a protocol's declaration names, that `context` does not hold; the
    /// standard library's own modules are left out (the plugin always passes their graphs).
    static func neededModules(symbolGraphs: [SymbolGraph], context: [SymbolGraph]) -> [String] {
        let all = symbolGraphs + context
        var symbols: [String: SymbolGraph.Symbol] = [:]
        var requirements: [String: [String]] = [:]
        var parents: [String: [String]] = [:]
        for graph in all {
            for symbol in graph.symbols where symbols[symbol.identifier.precise] == nil {
                symbols[symbol.identifier.precise] = symbol
            }
            for relationship in graph.relationships {
                switch relationship.kind {
                case "requirementOf", "optionalRequirementOf":
                    requirements[relationship.target, default: []].append(relationship.source)
                case "conformsTo", "inheritsFrom":
                    parents[relationship.source, default: []].append(relationship.target)
                default:
                    break
                }
            }
        }
        var needed: Set<String> = []
        var queue = symbolGraphs.flatMap(\.symbols).filter { $0.kind.identifier == "swift.protocol" }.map {
            $0.identifier.precise
        }
        var visited: Set<String> = []
        while let id = queue.popLast() {
            guard visited.insert(id).inserted else { continue }
            let declarations = ([id] + (requirements[id] ?? [])).compactMap { symbols[$0]?.declarationFragments }
            for fragment in declarations.joined() {
                if let module = moduleName(of: fragment.preciseIdentifier) { needed.insert(module) }
            }
            for parent in parents[id] ?? [] {
                if symbols[parent]?.kind.identifier == "swift.protocol" {
                    queue.append(parent)
                } else if let module = moduleName(of: parent) {
                    needed.insert(module)
                }
            }
        }
        return needed.subtracting(all.map(\.module.name)).subtracting(standardModules).sorted()
    }

    /// Modules whose graphs come with the toolchain's standard library (or none is needed).
    static let standardModules: Set<String> = ["Swift", "_Concurrency", "_StringProcessing", "StubKit"]

    /// The module of a Swift symbol: `NIOCore` for `s:7NIOCore7ChannelP`; `Swift` for the standard
    /// library's short forms (`s:SH`, `s:s8SendableP`); `nil` for C symbols.
    static func moduleName(of precise: String?) -> String? {
        guard let precise, precise.hasPrefix("s:") else { return nil }
        let mangled = precise.dropFirst(2)
        if mangled.hasPrefix("S") || mangled.hasPrefix("s") { return "Swift" }
        let digits = mangled.prefix { $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        return String(mangled.dropFirst(digits.count).prefix(length))
    }

    /// Symbol kinds a context graph keeps whatever their relationships.
    ///
    /// Types, protocols and what protocols declare. Members of concrete types (most of a module:
    /// the standard library's graph is 48 MB, 5 MB without them) are kept only as requirements or
    /// default implementations.
    private static let keptKinds: Set<String> = [
        "swift.protocol", "swift.associatedtype", "swift.struct", "swift.class", "swift.enum", "swift.actor",
        "swift.typealias",
    ]

    /// `data`, a symbol graph, without the symbols generation never reads from a context graph,
    /// and their relationships.
    static func pruned(_ data: Data, name: String) throws(GeneratorError) -> Data {
        guard var graph = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .notJSON(file: name)
        }
        guard let symbols = graph["symbols"] as? [[String: Any]],
            let relationships = graph["relationships"] as? [[String: Any]]
        else { throw .notASymbolGraph(file: name) }
        let protocolMembers = Set(
            relationships.filter {
                ["requirementOf", "optionalRequirementOf", "defaultImplementationOf"].contains($0["kind"] as? String)
            }
            .compactMap { $0["source"] as? String })
        let kept = symbols.filter { symbol in
            let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? ""
            let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
            return keptKinds.contains(kind) || protocolMembers.contains(id)
        }
        let keptIDs = Set(kept.compactMap { ($0["identifier"] as? [String: Any])?["precise"] as? String })
        graph["symbols"] = kept
        graph["relationships"] = relationships.filter { keptIDs.contains($0["source"] as? String ?? "") }
        do {
            return try JSONSerialization.data(withJSONObject: graph, options: [.sortedKeys])
        } catch {
            throw .fileSystem("cannot write the trimmed graph of \(name): \(error.localizedDescription)")
        }
    }
}
