// Symbol graphs -> protocol models. A protocol's requirements are the symbols with a
// `requirementOf` relationship to it; its parents are its `conformsTo` targets, whose own
// requirements are added when the graphs contain them (pass the other module's graph for
// protocols that refine a protocol of another module).

enum ModelBuilder {
    /// Protocols the compiler adds or that need no requirement of their own in a mock.
    private static let markerProtocols: Set<String> = [
        "s:s8SendableP", "s:s16SendableMetatypeP", "s:s8CopyableP", "s:s9EscapableP", "s:ScA", "s:s9AnyObjecta",
    ]

    /// The protocols of `graphs`, sorted by name, each with its inherited requirements.
    static func protocols(in graphs: [SymbolGraph]) -> [ProtocolModel] {
        var symbols: [String: (symbol: SymbolGraph.Symbol, module: String)] = [:]
        var requirementsOf: [String: [String]] = [:]
        var parentsOf: [String: [(id: String, fallback: String?)]] = [:]
        for graph in graphs {
            for symbol in graph.symbols where symbols[symbol.identifier.precise] == nil {
                symbols[symbol.identifier.precise] = (symbol, graph.module.name)
            }
            for relationship in graph.relationships {
                switch relationship.kind {
                case "requirementOf", "optionalRequirementOf":
                    requirementsOf[relationship.target, default: []].append(relationship.source)
                case "conformsTo", "inheritsFrom":
                    parentsOf[relationship.source, default: []].append(
                        (relationship.target, relationship.targetFallback))
                default:
                    break
                }
            }
        }
        let protocolIDs = symbols.filter { $0.value.symbol.kind.identifier == "swift.protocol" }.keys
        var naming = TypeNaming()
        for (_, entry) in symbols {
            if entry.symbol.kind.identifier == "swift.associatedtype", let name = entry.symbol.pathComponents.last {
                naming.shadowed.insert(name)
            }
            if entry.symbol.pathComponents.count == 1, entry.symbol.pathComponents[0] == entry.module {
                naming.unqualifiableModules.insert(entry.module)
            }
        }
        return protocolIDs.map { id in
            build(id, symbols: symbols, requirementsOf: requirementsOf, parentsOf: parentsOf, naming: naming)
        }
        .sorted { $0.name < $1.name }
    }

    private static func build(
        _ id: String, symbols: [String: (symbol: SymbolGraph.Symbol, module: String)],
        requirementsOf: [String: [String]], parentsOf: [String: [(id: String, fallback: String?)]],
        naming: TypeNaming
    ) -> ProtocolModel {
        let (symbol, module) = symbols[id]!
        let name = symbol.pathComponents.joined(separator: ".")
        var model = ProtocolModel(
            name: name, module: module, globalActor: nil, isActor: false, isSendable: false,
            associatedTypes: [], requirements: [], unresolvedParents: [])
        // MCP's `Notification` beside Foundation's: the mock conforms to `MCP.Notification`.
        if symbol.pathComponents.count == 1, !naming.unqualifiableModules.contains(module),
            KnownTypeNames.all.contains(name) || naming.shadowed.contains(name)
        {
            model.writtenName = module + "." + name
        }
        // The protocol and its ancestors, nearest first, each once.
        var visited: Set<String> = []
        var queue = [id]
        var seenTitles: Set<String> = []
        while !queue.isEmpty {
            let current = queue.removeFirst()
            guard visited.insert(current).inserted else { continue }
            if let (protocolSymbol, _) = symbols[current] {
                let declaration = normalizeTypeText(protocolSymbol.declarationFragments?.text ?? "")
                // A global actor is an attribute before `protocol` whose name is a type: `@MainActor`,
                // `@StorageActor`; `@preconcurrency` and `@objc` are not.
                let attributes = declaration.components(separatedBy: "protocol ").first?.split(separator: " ") ?? []
                if model.globalActor == nil,
                    let actor = attributes.first(where: {
                        $0.hasPrefix("@") && $0.dropFirst().first?.isUppercase == true
                    })
                {
                    model.globalActor = String(actor.dropFirst())
                }
                // `protocol Attribute: RawRepresentable where RawValue == Int64` pins an associated type.
                let protocolWhere = topLevelRange(of: " where ", in: Substring(declaration)).map {
                    declaration[$0.upperBound...]
                }
                for constraint in splitTopLevel(protocolWhere ?? "", on: ",") {
                    guard let equals = constraint.range(of: " == ") else { continue }
                    let name = constraint[..<equals.lowerBound].trimmingSpaces
                    if !name.contains("."), model.pinnedTypes[name] == nil {
                        model.pinnedTypes[name] = constraint[equals.upperBound...].trimmingSpaces
                    }
                }
                let members = (requirementsOf[current] ?? []).compactMap { symbols[$0]?.symbol }.sorted(by: sourceOrder)
                for member in members {
                    if member.kind.identifier == "swift.associatedtype" {
                        let associated = associatedType(member, naming: naming)
                        if !model.associatedTypes.contains(where: { $0.name == associated.name }) {
                            model.associatedTypes.append(associated)
                        }
                        continue
                    }
                    guard let requirement = requirement(member, protocolName: name, naming: naming),
                        seenTitles.insert(signatureKey(requirement)).inserted
                    else { continue }
                    model.requirements.append(requirement)
                    for fragment in member.declarationFragments ?? [] {
                        if let other = moduleName(of: fragment.preciseIdentifier), other != module {
                            model.referencedModules.insert(other)
                        }
                    }
                }
            }
            for parent in parentsOf[current] ?? [] {
                switch parent.id {
                case "s:ScA":
                    model.isActor = true
                    model.isSendable = true
                case "s:s8SendableP":
                    model.isSendable = true
                case "s:s5ErrorP":
                    model.isSendable = true
                    model.unresolvedParents.append("Swift.Error")
                case _ where StandardParents.names[parent.id] != nil:
                    // Implemented by the mock itself, even where a graph declares the protocol.
                    model.unresolvedParents.append(StandardParents.names[parent.id]!)
                case _ where markerProtocols.contains(parent.id):
                    break
                case _ where symbols[parent.id]?.symbol.kind.identifier == "swift.protocol":
                    queue.append(parent.id)
                default:
                    model.unresolvedParents.append(parent.fallback ?? parent.id)
                }
            }
        }
        model.unresolvedParents = Array(Set(model.unresolvedParents)).sorted()
        return model
    }

    /// Modules every generated file has anyway: the standard library, concurrency, and Foundation
    /// (whose Linux parts, FoundationEssentials, would make the output differ between platforms).
    private static let implicitModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "_Builtin_float", "Dispatch",
    ]

    /// The module of a Swift type symbol: `HTTPTypes` for `s:9HTTPTypes11HTTPRequestV`; `nil` for
    /// the standard library's short forms (`s:SS`), C symbols and the implicit modules.
    static func moduleName(of precise: String?) -> String? {
        guard let precise, precise.hasPrefix("s:") else { return nil }
        let mangled = precise.dropFirst(2)
        let digits = mangled.prefix { $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        let name = String(mangled.dropFirst(digits.count).prefix(length))
        return implicitModules.contains(name) ? nil : name
    }

    /// Source order within a file, then by name; symbols without a location come last.
    private static func sourceOrder(_ lhs: SymbolGraph.Symbol, _ rhs: SymbolGraph.Symbol) -> Bool {
        switch (lhs.location, rhs.location) {
        case let (left?, right?) where left.uri != right.uri:
            return left.uri < right.uri
        case let (left?, right?) where left.position.line != right.position.line:
            return left.position.line < right.position.line
        case (.some, nil):
            return true
        case (nil, .some):
            return false
        default:
            return lhs.pathComponents.last ?? "" < rhs.pathComponents.last ?? ""
        }
    }

    /// Two requirements with the same declaration are one (a parent's requirement restated by a child).
    private static func signatureKey(_ requirement: Requirement) -> String {
        "\(requirement.isStatic) \(requirement.kind) \(requirement.fullName) \(requirement.parameters.map(\.type)) "
            + "\(requirement.isAsync) \(requirement.throwing) \(requirement.returnType)"
    }

    private static func associatedType(_ symbol: SymbolGraph.Symbol, naming: TypeNaming) -> AssociatedType {
        let declaration = normalizeTypeText(naming.text(of: symbol.declarationFragments ?? []))
        var rest = Substring(declaration).dropFirst("associatedtype ".count)
        let name = rest.prefix { $0 != ":" && $0 != " " }
        rest = rest.dropFirst(name.count)
        var defaultType: String?
        if let defaultRange = rest.range(of: " = ") {
            defaultType = String(rest[defaultRange.upperBound...]).trimmingSpaces
            if let whereRange = defaultType?.range(of: " where ") {
                rest = rest[..<defaultRange.lowerBound] + " " + defaultType![whereRange.lowerBound...]
                defaultType = String(defaultType![..<whereRange.lowerBound])
            } else {
                rest = rest[..<defaultRange.lowerBound]
            }
        }
        var whereClause: String?
        if let whereRange = rest.range(of: " where ") {
            whereClause = String(rest[whereRange.upperBound...]).trimmingSpaces
            rest = rest[..<whereRange.lowerBound]
        }
        // `associatedtype Key where Key == String`: the type is pinned, as by a default.
        if let clause = whereClause {
            var kept: [String] = []
            for part in splitTopLevel(Substring(clause), on: ",") {
                if let equals = part.range(of: " == "), part[..<equals.lowerBound].trimmingSpaces == String(name) {
                    defaultType = part[equals.upperBound...].trimmingSpaces
                } else {
                    kept.append(part.trimmingSpaces)
                }
            }
            whereClause = kept.isEmpty ? nil : kept.joined(separator: ", ")
        }
        // `associatedtype Item: Codable` prints as `Item : Decodable, Encodable`: one composition.
        let constraint =
            rest.hasPrefix(":")
            ? splitTopLevel(rest.dropFirst(), on: ",").map(\.trimmingSpaces).joined(separator: " & ") : nil
        return AssociatedType(
            name: String(name), constraint: constraint, whereClause: whereClause, defaultType: defaultType)
    }

    private static func requirement(_ symbol: SymbolGraph.Symbol, protocolName: String, naming: TypeNaming)
        -> Requirement?
    {
        let kind: Requirement.Kind
        switch symbol.kind.identifier {
        case "swift.method", "swift.type.method", "swift.func.op": kind = .method
        case "swift.property", "swift.type.property": kind = .property
        case "swift.subscript", "swift.type.subscript": kind = .subscript
        case "swift.init": kind = .initializer
        default: return nil
        }
        let title = protocolName + "." + (symbol.pathComponents.last ?? "")
        var requirement = DeclarationParser.parse(
            naming.text(of: symbol.declarationFragments ?? []), kind: kind, title: title)
        if symbol.kind.identifier.hasPrefix("swift.type.") { requirement.isStatic = true }
        return requirement
    }
}
