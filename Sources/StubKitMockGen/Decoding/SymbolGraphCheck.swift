// What the generator needs of a graph, checked before it reads one: every symbol whose declaration
// it reads has fragments of the kinds the compiler writes that declare it (its name, as many
// parameters as its path names, a type where one is needed), every identifier parses, and every
// requirement and parent a relationship names is there. A graph that lost its fragments would
// otherwise give a mock of nothing (`func () { Action(()) }`), or without a requirement, and report
// success; a damaged graph stops the command with the symbol, the file and what is wrong instead.
internal import Foundation

extension SymbolGraph {
    /// The fragment kinds the compiler writes, which `FragmentParser` reads.
    static let fragmentKinds: Set<String> = [
        "keyword", "attribute", "number", "string", "identifier", "typeIdentifier", "genericParameter",
        "internalParam", "externalParam", "text",
    ]

    /// The symbol kinds whose declarations the generator reads: protocols, what they declare, and
    /// typealiases.
    static let declarationKinds: Set<String> = [
        "swift.protocol", "swift.associatedtype", "swift.typealias", "swift.method", "swift.type.method",
        "swift.func.op", "swift.property", "swift.type.property", "swift.subscript", "swift.type.subscript",
        "swift.init",
    ]

    /// Throws for the first symbol the generator could not read.
    ///
    /// - Parameter name: The file's name, for the message.
    /// - Throws: ``GeneratorError/unreadableEntry(file:entry:problem:)``.
    func check(name: String) throws(GeneratorError) {
        let read = readDeclarations
        for symbol in symbols {
            func fail(_ problem: String) -> GeneratorError {
                .unreadableEntry(file: name, entry: "symbol " + Self.title(of: symbol), problem: problem)
            }
            guard USR.isReadable(symbol.identifier.precise) else {
                throw fail("has an identifier that does not parse (\(symbol.identifier.precise))")
            }
            guard Self.declarationKinds.contains(symbol.kind.identifier) else { continue }
            guard let fragments = symbol.declarationFragments, !fragments.isEmpty else {
                throw fail("has no declaration fragments")
            }
            for fragment in fragments {
                guard Self.fragmentKinds.contains(fragment.kind) else {
                    throw fail(
                        "has a declaration fragment of unknown kind \"\(fragment.kind)\" (\"\(fragment.spelling)\")")
                }
                if let usr = fragment.preciseIdentifier, !usr.isEmpty, !USR.isReadable(usr) {
                    throw fail("names \(fragment.spelling) by an identifier that does not parse (\(usr))")
                }
            }
            if read.contains(symbol.identifier.precise), let problem = Self.mismatch(of: symbol, fragments) {
                throw fail(problem)
            }
        }
        try checkRelationships(name: name)
    }

    /// The symbols whose declarations the generator reads whole.
    ///
    /// Protocols, their requirements (associated types included) and their typealiases; not the
    /// members of types, whose default values (`= { _, _ in }`) the fragment parser does not read.
    private var readDeclarations: Set<String> {
        var kinds: [String: String] = [:]
        for symbol in symbols { kinds[symbol.identifier.precise] = symbol.kind.identifier }
        var read = Set(kinds.filter { $0.value == "swift.protocol" }.keys)
        for relationship in relationships {
            switch relationship.kind {
            case "requirementOf", "optionalRequirementOf":
                read.insert(relationship.source)
            case "memberOf"
            where kinds[relationship.source] == "swift.typealias"
                && kinds[relationship.target] == "swift.protocol":
                read.insert(relationship.source)
            default:
                break
            }
        }
        return read
    }

    /// The symbol's path (`Repository.find(id:)`), else its identifier.
    private static func title(of symbol: Symbol) -> String {
        symbol.pathComponents.isEmpty ? symbol.identifier.precise : symbol.pathComponents.joined(separator: ".")
    }

    /// What is wrong when a declaration's fragments do not declare the symbol (cut short: a name, or
    /// parameters its path names, or the type of a property or a subscript, lost).
    private static func mismatch(of symbol: Symbol, _ fragments: [Fragment]) -> String? {
        guard let last = symbol.pathComponents.last else { return "has no path components" }
        let declaration = FragmentParser.declaration(fragments)
        let text = "(\"" + fragments.map(\.spelling).joined() + "\")"
        let kind = symbol.kind.identifier
        let base = last.prefix { $0 != "(" }
        let unquoted = declaration.name.filter { $0 != "`" }
        switch kind {
        case "swift.init", "swift.subscript", "swift.type.subscript":
            break
        default:
            guard unquoted == base.filter({ $0 != "`" }) else {
                return "has declaration fragments that do not name it " + text
            }
        }
        if last.hasSuffix(")"), declaration.parameters.count != last.filter({ $0 == ":" }).count {
            return "has declaration fragments without the parameters its path names " + text
        }
        // Not a typealias: the standard library's `typealias AnyObject` names no type.
        let typed: Set<String> = ["swift.property", "swift.type.property", "swift.subscript", "swift.type.subscript"]
        if typed.contains(kind), declaration.result == nil {
            return "has declaration fragments without its type " + text
        }
        return nil
    }

    /// Throws for the first requirement or parent a relationship names that the graph does not
    /// have: its protocol would be mocked without the requirement, or conform to a name it has not.
    private func checkRelationships(name: String) throws(GeneratorError) {
        var byID: [String: Symbol] = [:]
        for symbol in symbols where byID[symbol.identifier.precise] == nil { byID[symbol.identifier.precise] = symbol }
        func fail(_ symbol: Symbol, _ problem: String) -> GeneratorError {
            .unreadableEntry(file: name, entry: "symbol " + Self.title(of: symbol), problem: problem)
        }
        for (index, relationship) in relationships.enumerated() {
            let source = byID[relationship.source]
            let target = byID[relationship.target]
            switch relationship.kind {
            case "requirementOf", "optionalRequirementOf":
                if let source, target == nil {
                    throw fail(
                        source, "is a requirement of a protocol the graph does not have (\(relationship.target))")
                }
                if let target, source == nil {
                    throw fail(target, "has a requirement the graph does not have (\(relationship.source))")
                }
                if source == nil, target == nil {
                    throw .unreadableEntry(
                        file: name, entry: "relationship \(index + 1)",
                        problem:
                            "relates a requirement and a protocol the graph does not have (\(relationship.source), "
                            + "\(relationship.target))")
                }
            case "conformsTo", "inheritsFrom":
                if let source, source.kind.identifier == "swift.protocol", target == nil,
                    relationship.targetFallback?.isEmpty ?? true
                {
                    throw fail(source, "refines a protocol the graph neither has nor names (\(relationship.target))")
                }
            default:
                break
            }
        }
    }

    /// The error for a decoding failure inside a symbol or a relationship, naming it; `nil` for
    /// failures elsewhere (a file that is not a symbol graph at all).
    static func unreadableEntry(_ error: DecodingError, in data: Data, file: String) -> GeneratorError? {
        let path: [any CodingKey]
        let problem: (String) -> String
        switch error {
        case .typeMismatch(let type, let context):
            path = context.codingPath
            problem = { "has a field \($0) that is not \(describe(type))" }
        case .valueNotFound(_, let context):
            path = context.codingPath
            problem = { "has a field \($0) that is null" }
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
            problem = { "has no field \($0)" }
        default:
            return nil
        }
        guard path.count >= 3, let index = path[1].intValue,
            ["symbols", "relationships"].contains(path[0].stringValue)
        else { return nil }
        let field = fieldPath(path.dropFirst(2))
        guard path[0].stringValue == "symbols" else {
            return .unreadableEntry(file: file, entry: "relationship \(index + 1)", problem: problem(field))
        }
        return .unreadableEntry(
            file: file, entry: "symbol " + symbolTitle(at: index, in: data), problem: problem(field))
    }

    /// `declarationFragments[2].kind`.
    private static func fieldPath(_ path: ArraySlice<any CodingKey>) -> String {
        path.map { key in key.intValue.map { "[\($0)]" } ?? "." + key.stringValue }.joined()
            .trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        case is [Any].Type: return "an array"
        default: return "an object"
        }
    }

    /// The symbol's path (`Repository.find(id:)`), else its identifier, else its position.
    private static func symbolTitle(at index: Int, in data: Data) -> String {
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        let symbols = json?["symbols"] as? [Any]
        let symbol = symbols.flatMap { index < $0.count ? $0[index] as? [String: Any] : nil }
        if let path = symbol?["pathComponents"] as? [String], !path.isEmpty { return path.joined(separator: ".") }
        if let usr = (symbol?["identifier"] as? [String: Any])?["precise"] as? String { return usr }
        return "number \(index + 1)"
    }
}
