// Every symbol of the graphs (mocked and context) by its identifier, with the relationships the
// model reads and what it needs to know about types beside protocols: typealiases (a closure
// typealias is a closure), global actors, the names a generated file may see twice.

/// The symbols and relationships of a set of symbol graphs.
struct SymbolTable {
    struct Entry {
        var symbol: SymbolGraph.Symbol
        var module: String
    }

    /// A typealias: its own generic parameters and the type it names.
    struct Alias {
        var generics: [String]
        var type: SwiftType
    }

    private(set) var symbols: [String: Entry] = [:]
    /// Requirement symbols of each protocol, `requirementOf` and `optionalRequirementOf`.
    private(set) var requirementsOf: [String: [String]] = [:]
    /// Parents of each protocol (`conformsTo`, `inheritsFrom`), with the graph's fallback name.
    private(set) var parentsOf: [String: [(id: String, fallback: String?)]] = [:]
    /// The requirements a requirement re-declares (`overrides`), and the members of a superclass a
    /// class's member overrides.
    private(set) var overrides: [String: [String]] = [:]
    /// The members of each type, by the type's symbol (`memberOf`), in the graphs' order: a class's
    /// methods, properties, subscripts and initializers.
    private(set) var membersOf: [String: [String]] = [:]
    /// The superclass of each class whose graph names one (`inheritsFrom` of a class), with the
    /// graph's fallback name: a superclass of another module may be in no graph given.
    private(set) var superclassOf: [String: (id: String, fallback: String?)] = [:]
    /// Typealiases, parsed once.
    private(set) var aliases: [String: Alias] = [:]
    /// The typealiases declared in protocols: written from `Self`, so written out in mocks.
    private(set) var protocolAliases: Set<String> = []
    /// For each protocol, its typealiases and associated types by name: a graph may print
    /// `Self.Expression` without the symbol (swift-syntax's `ListBuilder.Component = [Expression]`).
    private(set) var protocolMembers: [String: [String: String]] = [:]
    /// Types declared `@globalActor`, by name: `MainActor`, `StorageActor`.
    private(set) var globalActors: Set<String> = ["MainActor"]
    /// Every type name the graphs declare at any depth, by name: an attribute naming one that is
    /// not a global actor is something else (a result builder).
    private(set) var typeNames: Set<String> = []
    /// Modules with a type of their own name (`XCTest`): `XCTest.X` would name the type's member.
    private(set) var unqualifiableModules: Set<String> = []
    /// The protocols, by identifier.
    private(set) var protocolIDs: Set<String> = []
    /// For each requirement, the members of protocol extensions without constraints that the
    /// graph relates to it (`defaultImplementationOf`) and the mocks' file can see: by name only,
    /// so an overload of another signature may be among them.
    private(set) var defaultImplementations: [String: [String]] = [:]
    /// For generic types, the protocols each generic parameter (by position) must conform to:
    /// FluentKit's `AliasedField<Alias: ModelAlias, Field>` is `[0: [ModelAlias]]`.
    private(set) var parameterConstraints: [String: [Int: Set<String>]] = [:]
    /// The modules declaring a top-level type of each name.
    private(set) var modulesDeclaring: [String: Set<String>] = [:]

    /// Reads the graphs' symbols and relationships.
    ///
    /// - Parameters:
    ///   - graphs: The graphs of the mocked modules and of their context.
    ///   - internalsVisible: The modules whose internal declarations the mocks' file sees (through
    ///     `@testable import`); `nil`: every module's. An internal default implementation of
    ///     another module (FluentKit's `EagerLoader.anyRun`) cannot serve a mock's conformance.
    init(_ graphs: [SymbolGraph], internalsVisible: Set<String>? = nil) {
        var memberOf: [String: String] = [:]
        var defaults: [(implementation: String, requirement: String)] = []
        var inherits: [(source: String, target: String, fallback: String?)] = []
        for graph in graphs {
            for symbol in graph.symbols where symbols[symbol.identifier.precise] == nil {
                symbols[symbol.identifier.precise] = Entry(symbol: symbol, module: graph.module.name)
            }
            for relationship in graph.relationships {
                switch relationship.kind {
                case "requirementOf", "optionalRequirementOf":
                    requirementsOf[relationship.target, default: []].append(relationship.source)
                case "conformsTo", "inheritsFrom":
                    parentsOf[relationship.source, default: []].append(
                        (relationship.target, relationship.targetFallback))
                    if relationship.kind == "inheritsFrom" {
                        inherits.append((relationship.source, relationship.target, relationship.targetFallback))
                    }
                case "overrides":
                    overrides[relationship.source, default: []].append(relationship.target)
                case "memberOf":
                    memberOf[relationship.source] = relationship.target
                    membersOf[relationship.target, default: []].append(relationship.source)
                case "defaultImplementationOf":
                    defaults.append((relationship.source, relationship.target))
                default:
                    break
                }
            }
        }
        // A class inherits from its superclass; a protocol from the protocols it refines (`parentsOf`).
        for (source, target, fallback) in inherits where symbols[source]?.symbol.kind.identifier == "swift.class" {
            superclassOf[source] = (target, fallback)
        }
        for (implementation, requirement) in defaults {
            guard let entry = symbols[implementation], (entry.symbol.swiftExtension?.constraints ?? []).isEmpty
            else { continue }
            let visible =
                ["public", "open", nil].contains(entry.symbol.accessLevel)
                || internalsVisible.map { $0.contains(entry.module) } ?? true
            if visible { defaultImplementations[requirement, default: []].append(implementation) }
        }
        for (id, entry) in symbols {
            let symbol = entry.symbol
            let kind = symbol.kind.identifier
            guard let name = symbol.pathComponents.last else { continue }
            switch kind {
            case "swift.protocol":
                protocolIDs.insert(id)
                typeNames.insert(name)
            case "swift.associatedtype":
                if let owner = memberOf[id] { protocolMembers[owner, default: [:]][name] = id }
            case "swift.typealias":
                typeNames.insert(name)
                let declaration = FragmentParser.declaration(symbol.declarationFragments ?? [])
                if let type = declaration.result {
                    aliases[id] = Alias(generics: declaration.genericParameters, type: type)
                }
                if let owner = memberOf[id], symbols[owner]?.symbol.kind.identifier == "swift.protocol" {
                    protocolAliases.insert(id)
                    protocolMembers[owner, default: [:]][name] = id
                }
            case "swift.struct", "swift.class", "swift.enum", "swift.actor":
                typeNames.insert(name)
                let generics = (symbol.swiftGenerics?.parameters ?? []).filter { $0.depth == 0 }.map(\.name)
                for constraint in symbol.swiftGenerics?.constraints ?? [] where constraint.kind == "conformance" {
                    if let index = generics.firstIndex(of: constraint.lhs), let target = constraint.rhsPrecise {
                        parameterConstraints[id, default: [:]][index, default: []].insert(target)
                    }
                }
                let fragments = symbol.declarationFragments ?? []
                if fragments.contains(where: { $0.kind == "attribute" && $0.spelling.contains("globalActor") }) {
                    globalActors.insert(name)
                }
            default:
                break
            }
            if symbol.pathComponents.count == 1, kind != "swift.func", kind != "swift.var" {
                // A re-exported module's types appear in the re-exporting module's graph too:
                // the symbol names its own module.
                modulesDeclaring[name, default: []].insert(USR.module(of: id) ?? entry.module)
                if name == entry.module { unqualifiableModules.insert(entry.module) }
            }
        }
        // A typealias of a protocol's extension (Plot's `Component.ContentProvider`) is written
        // from `Self` too.
        for id in aliases.keys where !protocolAliases.contains(id) && extendedProtocol(of: id) != nil {
            protocolAliases.insert(id)
        }
        for id in protocolAliases {
            guard let owner = memberOf[id] ?? extendedProtocol(of: id), let alias = aliases[id] else { continue }
            let identified = identifyingSelfMembers(in: alias.type, of: owner)
            aliases[id]?.type = identified
        }
    }

    /// The type with each `Self.Name` the graph printed without its symbol given the symbol of
    /// the typealias or associated type `Name` of the protocol `owner` or of its parents: Swift
    /// looks `Self.Name` up there.
    func identifyingSelfMembers(in type: SwiftType, of owner: String) -> SwiftType {
        type.map { node in
            guard case .member(.selfType, let name, let arguments) = node, name.usr == nil,
                let usr = selfMember(named: name.name, of: owner)
            else { return nil }
            return .member(.selfType, TypeName(name.name, usr: usr), arguments)
        }
    }

    private func selfMember(named name: String, of owner: String) -> String? {
        var queue = [owner]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            if let usr = protocolMembers[next]?[name] { return usr }
            queue += (parentsOf[next] ?? []).map(\.id)
        }
        return nil
    }

    /// The protocol whose extension declares the member `usr`: its symbol begins with the
    /// protocol's (`s:9FluentKit10ModelAliasPAAE…` extends `s:9FluentKit10ModelAliasP`).
    func extendedProtocol(of usr: String) -> String? {
        protocolIDs.filter { usr.hasPrefix($0) && usr.count > $0.count }.max { $0.count < $1.count }
    }

    /// Whether the type is declared at the top level of its module, rather than inside a type
    /// (`Logger.Level`): by the graph that declares it, else by its identifier.
    func isTopLevel(_ name: TypeName) -> Bool {
        if let usr = name.usr, let entry = symbols[usr] { return entry.symbol.pathComponents.count == 1 }
        return USR.isTopLevel(name.usr)
    }

    /// Whether a module of `modules` other than `module` declares a top-level type named `name`.
    func isDeclared(_ name: String, byAnotherOf modules: Set<String>, than module: String) -> Bool {
        !(modulesDeclaring[name] ?? []).intersection(modules).subtracting([module]).isEmpty
    }

    /// Whether an attribute names a global actor: one the graphs declare `@globalActor`, or
    /// (declared in no graph given) one named like an actor.
    func isGlobalActor(_ attribute: String) -> Bool {
        let name = attribute.hasPrefix("@") ? String(attribute.dropFirst()) : attribute
        guard name.first?.isUppercase == true else { return false }
        if globalActors.contains(name) { return true }
        return !typeNames.contains(name) && name.hasSuffix("Actor")
    }

    /// Whether the symbol is a protocol: one of the graphs', or a standard one by name (the
    /// standard library's short identifiers, `s:SQ`, do not say what they are).
    func isProtocol(_ name: TypeName) -> Bool {
        if name.kind == .protocol { return true }
        if let usr = name.usr, protocolIDs.contains(usr) { return true }
        let standard = name.usr.map(USR.isStandardShortForm) ?? true
        return standard && KnownTypeNames.protocols.contains(name.name)
    }

    /// `type` with typealiases replaced by what they name, where `expand` says so, however deep.
    func expandingAliases(in type: SwiftType, where expand: (TypeName, Alias) -> Bool) -> SwiftType {
        expandingAliases(in: type, depth: 0, where: expand)
    }

    private func expandingAliases(in type: SwiftType, depth: Int, where expand: (TypeName, Alias) -> Bool)
        -> SwiftType
    {
        guard depth < 8 else { return type }
        return type.map { node in
            let reference: (TypeName, [SwiftType], SwiftType?)
            switch node {
            case .named(let name, let arguments): reference = (name, arguments, nil)
            case .member(let base, let name, let arguments): reference = (name, arguments, base)
            default: return nil
            }
            guard let usr = reference.0.usr, let alias = aliases[usr], expand(reference.0, alias) else { return nil }
            let arguments = reference.1.map { expandingAliases(in: $0, depth: depth + 1, where: expand) }
            var substitutions: [String: SwiftType] = [:]
            for (parameter, argument) in zip(alias.generics, arguments) { substitutions[parameter] = argument }
            // A protocol's typealias is written from `Self`; a base other than `Self` (a generic
            // parameter's member) takes its place.
            let base = reference.2
            let expanded = alias.type.map { inner in
                if case .generic(let name) = inner { return substitutions[name] }
                if case .named(let name, []) = inner, name.usr == nil { return substitutions[name.name] }
                if inner == .selfType, let base, base != .selfType { return base }
                return nil
            }
            return expandingAliases(in: expanded, depth: depth + 1, where: expand)
        }
    }

    /// The type with every typealias replaced by what it names: what the type is, for judging
    /// whether it is a closure, has a default value or is `Sendable`.
    func resolved(_ type: SwiftType) -> SwiftType {
        expandingAliases(in: type) { _, _ in true }
    }
}
