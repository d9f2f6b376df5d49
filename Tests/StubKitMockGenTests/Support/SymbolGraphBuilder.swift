// Small symbol graphs for snippet tests, in the compiler's JSON format: each declaration is one
// text fragment, which is all the generator reads of it.
import Foundation

@testable import StubKitMockGen

/// A protocol for `symbolGraph(module:_:)`: its declaration and its members' declarations.
struct ProtocolSpec {
    var declaration: String
    var members: [(kind: String, declaration: String)]
    var parents: [(id: String, fallback: String)] = []

    var name: String {
        let words = declaration.split(separator: " ")
        let index = words.firstIndex(of: "protocol")!
        return String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
}

/// The JSON of a symbol graph declaring `protocols` in `module`.
func symbolGraph(module: String = "App", accessLevel: String = "public", _ protocols: [ProtocolSpec]) -> Data {
    var symbols: [[String: Any]] = []
    var relationships: [[String: Any]] = []
    for (protocolIndex, spec) in protocols.enumerated() {
        let protocolID = "s:\(module)\(spec.name)P"
        var protocolSymbol = symbol(
            id: protocolID, kind: "swift.protocol", path: [spec.name], declaration: spec.declaration)
        protocolSymbol["accessLevel"] = accessLevel
        symbols.append(protocolSymbol)
        for parent in spec.parents {
            relationships.append([
                "kind": "conformsTo", "source": protocolID, "target": parent.id, "targetFallback": parent.fallback,
            ])
        }
        for (index, member) in spec.members.enumerated() {
            let id = "\(protocolID)\(index)"
            let name = memberTitle(member.declaration, kind: member.kind)
            var entry = symbol(id: id, kind: member.kind, path: [spec.name, name], declaration: member.declaration)
            entry["location"] = [
                "uri": "file:///App/\(spec.name).swift",
                "position": ["line": protocolIndex * 100 + index, "character": 4],
            ]
            symbols.append(entry)
            relationships.append(["kind": "requirementOf", "source": id, "target": protocolID])
        }
    }
    let graph: [String: Any] = [
        "metadata": ["formatVersion": ["major": 0, "minor": 6, "patch": 0], "generator": "tests"],
        "module": ["name": module, "platform": [:] as [String: Any]],
        "symbols": symbols,
        "relationships": relationships,
    ]
    return try! JSONSerialization.data(withJSONObject: graph, options: [.sortedKeys])
}

private func symbol(id: String, kind: String, path: [String], declaration: String) -> [String: Any] {
    [
        "kind": ["identifier": kind, "displayName": kind],
        "identifier": ["precise": id, "interfaceLanguage": "swift"],
        "pathComponents": path,
        "declarationFragments": [["kind": "text", "spelling": declaration]],
        "accessLevel": "internal",
    ]
}

/// `createUser(email:displayName:)` for `func createUser(email: String, displayName: String) -> User`.
private func memberTitle(_ declaration: String, kind: String) -> String {
    let requirement = DeclarationParser.parse(
        declaration,
        kind: kind.hasSuffix("property")
            ? .property
            : kind == "swift.init"
                ? .initializer
                : kind.hasSuffix("subscript") ? .subscript : .method,
        title: "")
    return requirement.kind == .property ? requirement.name : requirement.fullName
}

/// The generated text for one protocol, without the file header.
///
/// With `STUBKIT_SNIPPET_DUMP=<folder>`, also writes the text to `<folder>/<test>.txt`, so that a
/// change of pattern can be reviewed as a whole and pasted into the expectations.
func mockText(_ protocols: [ProtocolSpec], module: String = "App", test: String = #function) throws -> String {
    let text = try MockGenerator(regenerateCommand: "regenerate").generate(
        symbolGraphs: [("\(module).symbols.json", symbolGraph(module: module, protocols))])
    let mocks = text.components(separatedBy: "import StubKit\n\n").last!
    if let folder = ProcessInfo.processInfo.environment["STUBKIT_SNIPPET_DUMP"] {
        let name = test.prefix { $0 != "(" }
        try? mocks.write(toFile: "\(folder)/\(name).txt", atomically: true, encoding: .utf8)
    }
    return mocks
}
