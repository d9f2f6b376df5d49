// Context graphs, chosen and trimmed: which other modules' graphs the mocked protocols need, and a
// context graph without what generation never reads. The plugin uses both to extract and read
// only what a regeneration needs (the graphs of the modules a protocol's parents and types come
// from, not of every dependency), and caches the trimmed graphs.
internal import Foundation

enum ContextGraphs {
    /// The modules whose graphs `symbolGraphs`' protocols need as context, sorted.
    ///
    /// Those declaring a protocol the graphs re-export, a parent of a protocol (directly, or of a
    /// parent found in `context`), or a type a requirement or a protocol's declaration names, that
    /// `context` does not hold.
    ///
    /// `Swift` (whose extraction writes `Swift.symbols.json` and `_Concurrency@Swift.symbols.json`)
    /// only for what the generator does not know without its graph: a parent other than those it
    /// implements itself (``StandardParents``) or that only mark the mock (`Sendable`), and a
    /// typealias (`CInt`: its default value is `Int32`'s) but the few it knows (`Void`), when no
    /// graph given declares that symbol.
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
        var needsStandardLibrary = false
        var queue = symbolGraphs.flatMap(\.symbols).filter { $0.kind.identifier == "swift.protocol" }.map {
            $0.identifier.precise
        }
        // A protocol another module declares, which these re-export (`@_exported import NIOCore`):
        // its own module's graph has the requirements the re-exporting graph leaves out.
        for id in queue {
            if let module = USR.module(of: id), !standardLibraryModules.contains(module) { needed.insert(module) }
        }
        var visited: Set<String> = []
        while let id = queue.popLast() {
            guard visited.insert(id).inserted else { continue }
            let declarations = ([id] + (requirements[id] ?? [])).compactMap { symbols[$0]?.declarationFragments }
            for fragment in declarations.joined() {
                guard let usr = fragment.preciseIdentifier, let module = USR.module(of: usr) else { continue }
                if standardLibraryModules.contains(module) {
                    if symbols[usr] == nil, isStandardTypealias(usr), !knownStandardTypealiases.contains(usr) {
                        needsStandardLibrary = true
                    }
                } else {
                    needed.insert(module)
                }
            }
            for parent in parents[id] ?? [] {
                if let symbol = symbols[parent] {
                    // Given: its parents and types are looked at in turn.
                    if symbol.kind.identifier == "swift.protocol" { queue.append(parent) }
                } else if let module = USR.module(of: parent) {
                    if !standardLibraryModules.contains(module) {
                        needed.insert(module)
                    } else if StandardParents.names[parent] == nil, !ModelBuilder.markerProtocolIDs.contains(parent) {
                        needsStandardLibrary = true
                    }
                }
            }
        }
        var modules = needed.subtracting(all.map(\.module.name)).subtracting(notPrinted)
        if needsStandardLibrary { modules.insert("Swift") }
        return modules.sorted()
    }

    /// The modules of the standard library's graphs: `swift symbolgraph-extract -module-name Swift`
    /// writes `_Concurrency`'s protocols (`AsyncSequence`, `Clock`) into `_Concurrency@Swift`.
    static let standardLibraryModules: Set<String> = ["Swift", "_Concurrency"]

    /// Modules never printed: StubKit (the mocks' own library) and `_StringProcessing` (`Regex`),
    /// whose protocols the extraction of `Swift` writes into `_StringProcessing@Swift`, a graph the
    /// plugin does not pass.
    static let notPrinted: Set<String> = ["_StringProcessing", "StubKit"]

    /// The standard library's typealiases whose graph changes no mock: `Void` is `()` by name,
    /// `AnyObject` only marks a class-bound protocol, and `AnyClass` (`AnyObject.Type`) has no
    /// default value and is not known `Sendable` whether it is resolved or not.
    static let knownStandardTypealiases: Set<String> = ["s:s4Voida", "s:s9AnyObjecta", "s:s8AnyClassa"]

    /// Whether `usr` is a typealias the standard library declares at its top level: `s:s4CInta`
    /// (`CInt`), not an associated type (`s:s12IdentifiableP2IDQa`) or a nominal type.
    static func isStandardTypealias(_ usr: String) -> Bool {
        guard usr.hasPrefix("s:") else { return false }
        var rest = usr.dropFirst(2)
        if rest.hasPrefix("s") {
            rest = rest.dropFirst()  // `Swift`
        } else if rest.hasPrefix("12_Concurrency") {
            rest = rest.dropFirst(14)
        } else {
            return false
        }
        let digits = rest.prefix { $0.isNumber }
        guard let length = Int(digits), length > 0 else { return false }
        return rest.dropFirst(digits.count + length) == "a"
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
