// Symbol graphs -> protocol models. A protocol's requirements are the symbols with a
// `requirementOf` relationship to it; its parents are its `conformsTo` targets, whose own
// requirements are added when the graphs contain them (pass the other module's graph for
// protocols that refine a protocol of another module). A requirement that re-declares a parent's
// (`overrides`) is one member with it.

enum ModelBuilder {
    /// Protocols the compiler adds or that need no requirement of their own in a mock.
    static let markerProtocolIDs: Set<String> = [
        "s:s8SendableP", "s:s16SendableMetatypeP", "s:s8CopyableP", "s:s9EscapableP", "s:ScA", "s:s9AnyObjecta",
        "s:s15BitwiseCopyableP",
    ]

    /// The protocols of the graphs that `include` accepts (by module), sorted by name, each with
    /// its inherited requirements.
    static func protocols(in table: SymbolTable, including include: (_ module: String) -> Bool) -> [ProtocolModel] {
        table.protocolIDs.filter { include(table.symbols[$0]!.module) }
            .map { id in
                var builder = ProtocolBuilder(table: table, id: id)
                return builder.build()
            }
            .sorted { $0.name < $1.name }
    }
}

/// Builds the model of one protocol; reads a class's members as requirements too
/// (``ClassModelBuilder``).
struct ProtocolBuilder {
    let table: SymbolTable
    let id: String
    /// The generic parameters of the type whose members are read, besides each member's own: a
    /// generic class's `T` (a protocol's `Self` needs none).
    var typeGenerics: Set<String> = []
    /// Isolation of each protocol visited, computed once.
    private var isolations: [String: Isolation] = [:]

    init(table: SymbolTable, id: String) {
        self.table = table
        self.id = id
    }

    mutating func build() -> ProtocolModel {
        let entry = table.symbols[id]!
        let name = entry.symbol.pathComponents.joined(separator: ".")
        var model = ProtocolModel(name: name, module: entry.module, usr: id, type: .named(TypeName(name, usr: id), []))
        if case .globalActor(let actor) = isolation(of: id) { model.globalActor = actor }
        if id == "s:ScA" {
            // `Actor` itself.
            model.isActor = true
            model.isSendable = true
        }
        model.availability = (entry.symbol.availability ?? []).compactMap(Self.availability)
        var requirements: [Requirement] = []
        var visited: Set<String> = []
        var queue = [id]
        // The protocol and its ancestors, nearest first, each once.
        while !queue.isEmpty {
            let current = queue.removeFirst()
            guard visited.insert(current).inserted else { continue }
            if let protocolEntry = table.symbols[current], protocolEntry.symbol.kind.identifier == "swift.protocol" {
                let declaration = FragmentParser.declaration(protocolEntry.symbol.declarationFragments ?? [])
                add(declaration.whereClause, to: &model)
                let members = (table.requirementsOf[current] ?? []).compactMap { table.symbols[$0]?.symbol }
                    .sorted(by: sourceOrder)
                for member in members {
                    if member.kind.identifier == "swift.associatedtype" {
                        addAssociatedType(member, to: &model)
                    } else if var requirement = requirement(member, protocolName: name) {
                        requirement.isolation = isolation(of: requirement, declaredIn: current)
                        requirements.append(requirement)
                    }
                }
            }
            for parent in table.parentsOf[current] ?? [] {
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
                case _ where ModelBuilder.markerProtocolIDs.contains(parent.id):
                    break
                case _ where table.protocolIDs.contains(parent.id):
                    queue.append(parent.id)
                default:
                    model.unresolvedParents.append(parent.fallback ?? parent.id)
                }
            }
        }
        model.unresolvedParents = Array(Set(model.unresolvedParents)).sorted()
        model.ancestors = visited
        // Twice: a requirement alike another only once a later one pinned an associated type (`init?(rawValue:
        // RawValue)` before `var rawValue: Int` pins `RawValue`) is merged the second time.
        let once = merged(requirements, ancestors: visited, pinning: &model.pinnedTypes)
        model.requirements = merged(once, ancestors: visited, pinning: &model.pinnedTypes)
        if let id = Self.identifiableID(of: model) {
            model.requirements.append(
                Requirement(
                    kind: .property, name: "id", labels: [], parameters: [], result: id, title: name + ".id",
                    usr: "s:s12IdentifiableP2id2IDQzvp"))
        }
        model.preconcurrencyParents = parentsAnsweredByIsolatedDefaults(
            declared: requirements, kept: model.requirements, ancestors: visited)
        if model.globalActor != nil { model.nonisolatedParents = nonisolatedParents(of: model) }
        model.referencedModules = referencedModules(of: model)
        return model
    }

    /// ``ProtocolModel/nonisolatedParents``: the graphs' ancestors isolated to nothing, by name,
    /// then the standard parents the mock implements.
    private mutating func nonisolatedParents(of model: ProtocolModel) -> [SwiftType] {
        var parents: [SwiftType] = []
        for ancestor in model.ancestors.sorted() where ancestor != id && isolation(of: ancestor) == .none {
            guard let entry = table.symbols[ancestor] else { continue }
            let type = SwiftType.named(TypeName(entry.symbol.pathComponents.joined(separator: "."), usr: ancestor), [])
            if !model.preconcurrencyParents.contains(type) { parents.append(type) }
        }
        for parent in model.unresolvedParents {
            guard let usr = StandardParents.names.filter({ $0.value == parent }).keys.sorted().first else { continue }
            parents.append(.named(TypeName(String(parent.drop { $0 != "." }.dropFirst()), usr: usr), []))
        }
        return parents
    }

    /// The type a `where` clause gives `Identifiable`'s `ID` (`protocol Tag: Identifiable where ID ==
    /// String`), when the mock must declare `var id` itself: `Identifiable` is implemented by the mock,
    /// whose default `id` is its `ObjectIdentifier`, which such an `ID` rules out.
    private static func identifiableID(of model: ProtocolModel) -> SwiftType? {
        guard model.unresolvedParents.contains("Swift.Identifiable"), let id = model.pinnedTypes["ID"],
            !model.requirements.contains(where: { $0.kind == .property && $0.name == "id" })
        else { return nil }
        if case .named(let name, []) = id, name.name == "ObjectIdentifier" { return nil }
        return id
    }

    /// A graph's availability entry, as the model keeps it.
    static func availability(_ entry: SymbolGraph.Symbol.Availability) -> Availability? {
        guard let domain = entry.domain else { return nil }
        func text(_ version: SymbolGraph.Symbol.Availability.Version?) -> String? {
            guard let version else { return nil }
            return ([version.major] + [version.minor, version.patch].compactMap { $0 }).map(String.init)
                .joined(separator: ".")
        }
        return Availability(
            domain: domain == "Swift" ? "swift" : domain, introduced: text(entry.introduced),
            deprecated: text(entry.deprecated), obsoleted: text(entry.obsoleted), message: entry.message,
            isUnconditionallyDeprecated: entry.isUnconditionallyDeprecated ?? false,
            isUnconditionallyUnavailable: entry.isUnconditionallyUnavailable ?? false)
    }

    // MARK: Isolation

    /// Where a protocol's requirements run: its own global actor, the actor for a protocol
    /// refining `Actor`, or that of the nearest isolated parent.
    mutating func isolation(of protocolID: String) -> Isolation {
        if let known = isolations[protocolID] { return known }
        isolations[protocolID] = Isolation.none  // Cycles end here.
        var result = Isolation.none
        if let entry = table.symbols[protocolID] {
            let declaration = FragmentParser.declaration(entry.symbol.declarationFragments ?? [])
            if let actor = declaration.attributes.first(where: { table.isGlobalActor($0.name) }) {
                result = .globalActor(.named(TypeName(String(actor.name.dropFirst())), []))
            }
        }
        if result == .none {
            for parent in table.parentsOf[protocolID] ?? [] {
                if parent.id == "s:ScA" {
                    result = .actor
                    break
                }
                let inherited = table.protocolIDs.contains(parent.id) ? isolation(of: parent.id) : .none
                if inherited != .none {
                    result = inherited
                    break
                }
            }
        }
        isolations[protocolID] = result
        return result
    }

    private mutating func isolation(of requirement: Requirement, declaredIn protocolID: String) -> Isolation {
        if let actor = requirement.globalActor { return .globalActor(actor) }
        if requirement.isNonisolated { return .none }
        return isolation(of: protocolID)
    }

    // MARK: Requirements

    func requirement(_ symbol: SymbolGraph.Symbol, protocolName: String, isImplementation: Bool = false)
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
        let generics = Set((symbol.swiftGenerics?.parameters ?? []).filter { $0.depth > 0 }.map(\.name))
            .union(typeGenerics)
        let declaration = FragmentParser.declaration(symbol.declarationFragments ?? [], generics: generics)
        var requirement = Requirement(
            kind: kind, name: declaration.name, labels: [], parameters: [],
            title: protocolName + "." + (symbol.pathComponents.last ?? ""))
        requirement.usr = symbol.identifier.precise
        if let deprecated = symbol.availability?.first(where: {
            $0.isUnconditionallyDeprecated == true || $0.deprecated != nil
        }) {
            requirement.deprecation = deprecated.message ?? ""
        }
        switch kind {
        case .subscript: requirement.name = "subscript"
        case .initializer: requirement.name = "init"
        default: break
        }
        requirement.isStatic =
            symbol.kind.identifier.hasPrefix("swift.type.") || declaration.modifiers.contains("static")
            || declaration.modifiers.contains("class")
        requirement.isMutating = declaration.modifiers.contains("mutating")
        requirement.isNonisolated = declaration.modifiers.contains("nonisolated")
        requirement.fixity =
            declaration.modifiers.first { $0 == "prefix" || $0 == "postfix" }
            ?? USR.operatorFixity(of: symbol.identifier.precise, name: declaration.name)
        requirement.isDiscardableResult = declaration.attributes.contains { $0.name == "@discardableResult" }
        requirement.isNonsending = declaration.attributes.contains { $0.name == "nonisolated(nonsending)" }
        requirement.isConcurrent = declaration.attributes.contains { $0.name == "@concurrent" }
        if let actor = declaration.attributes.first(where: { table.isGlobalActor($0.name) }) {
            requirement.globalActor = .named(TypeName(String(actor.name.dropFirst())), [])
        }
        requirement.generics = declaration.genericParameters
        requirement.packs = declaration.packParameters
        requirement.constraints = declaration.whereClause
        requirement.failability = declaration.failability
        requirement.isSendingResult = declaration.isSendingResult
        requirement.isRethrows = declaration.isRethrows
        switch kind {
        case .property:
            requirement.result = declaration.result ?? .void
            requirement.hasSetter = declaration.accessors.contains("set")
            requirement.isAsync = declaration.accessors.contains("async")
            requirement.throwing = declaration.accessors.contains("throws") ? .untyped : .none
        case .subscript:
            requirement.result = declaration.result ?? .void
            requirement.hasSetter = declaration.accessors.contains("set")
            requirement.isAsync = declaration.accessors.contains("async")
            requirement.throwing = declaration.accessors.contains("throws") ? .untyped : .none
        case .method, .initializer:
            requirement.result = declaration.result ?? .void
            requirement.isAsync = declaration.isAsync
            requirement.throwing = declaration.throwing
        }
        for (position, declared) in declaration.parameters.enumerated() {
            requirement.parameters.append(parameter(declared, position: position + 1, isSubscript: kind == .subscript))
        }
        requirement.labels = requirement.parameters.map(\.label)
        requirement = Self.namingNestedOpaqueTypes(requirement)
        // Default implementations of this very signature (the graph relates overloads by name),
        // and the protocols whose extensions declare them.
        if !isImplementation {
            for usr in table.defaultImplementations[requirement.usr] ?? [] {
                guard let implementation = table.symbols[usr]?.symbol, let owner = table.extendedProtocol(of: usr),
                    let candidate = self.requirement(
                        implementation, protocolName: protocolName, isImplementation: true),
                    signatureKey(candidate) == signatureKey(requirement)
                else { continue }
                requirement.defaultImplementedIn.insert(owner)
            }
        }
        // A protocol's own typealiases are written from `Self`: written out, a generic mock's
        // types say what they are. Other typealiases keep their names (a graph prints a
        // `@convention(c)` closure typealias without its convention); what they name is looked
        // up where it matters (`SymbolTable.resolved`).
        if let owner = table.extendedProtocol(of: requirement.usr) {
            requirement = requirement.mapTypes { table.identifyingSelfMembers(in: $0, of: owner) }
        }
        requirement = requirement.mapTypes { expandedProtocolAliases($0) }
        for index in requirement.parameters.indices {
            let parameter = requirement.parameters[index]
            if case .optional = parameter.type { continue }
            if case .implicitlyUnwrapped = parameter.type { continue }
            requirement.parameters[index].closureType =
                parameter.type.function ?? table.resolved(parameter.type).function
        }
        return requirement
    }

    /// The requirement with each opaque type inside a parameter's type a generic parameter.
    ///
    /// `APNSRequest<some APNSMessage>` is `APNSRequest<SomeAPNSMessage>` where `SomeAPNSMessage:
    /// APNSMessage`: Swift reads it so, and the mock declares it so. An opaque parameter type
    /// (`some Sequence<Int>`) stays one.
    static func namingNestedOpaqueTypes(_ requirement: Requirement) -> Requirement {
        var requirement = requirement
        var generics = requirement.generics
        var constraints = requirement.constraints
        for index in requirement.parameters.indices {
            let type = requirement.parameters[index].type
            if case .opaque = type { continue }
            let named = type.map { node -> SwiftType? in
                guard case .opaque(let constraint) = node else { return nil }
                let base = "Some" + TypeSpelling.canonical(constraint).filter { $0.isLetter || $0.isNumber }
                var name = base
                var number = 1
                while generics.contains(name) {
                    number += 1
                    name = base + String(number)
                }
                generics.append(name)
                constraints.append(.conformance(.generic(name), constraint))
                return .generic(name)
            }
            requirement.parameters[index].type = named
        }
        requirement.generics = generics
        requirement.constraints = constraints
        return requirement
    }

    /// A declared parameter as the mock declares it: a single name is the label and the internal
    /// name (a subscript's only the internal name); a missing internal name is `argument<position>`.
    private func parameter(_ declared: DeclaredParameter, position: Int, isSubscript: Bool) -> Parameter {
        let label: String?
        var internalName: String
        switch (declared.externalName, declared.internalName) {
        case (let outer?, let inner?):
            label = outer == "_" ? nil : outer
            internalName = inner
        case (let outer?, nil):
            label = isSubscript || outer == "_" ? nil : outer
            internalName = outer
        case (nil, let inner?):
            label = nil
            internalName = inner
        case (nil, nil):
            label = nil
            internalName = "_"
        }
        if internalName == "_" { internalName = "argument\(position)" }
        return Parameter(
            label: label, internalName: escapedIdentifier(internalName), type: declared.type,
            ownership: declared.ownership, isAutoclosure: declared.isAutoclosure, isEscaping: declared.isEscaping,
            isVariadic: declared.isVariadic)
    }

    /// `type` with the typealiases of protocols written out.
    private func expandedProtocolAliases(_ type: SwiftType) -> SwiftType? {
        table.expandingAliases(in: type) { name, _ in name.usr.map(table.protocolAliases.contains) == true }
    }

    // MARK: Merging re-declarations

    /// One requirement per member the mock declares: a requirement and those it re-declares
    /// (`overrides`) are one, with the effects every declaration allows; a requirement a
    /// standard parent's member implements (`CustomStringConvertible.description` re-declared)
    /// is left to it; the same declaration from two parents is one; a property re-declared with
    /// a more specific type than an associated type sets that type.
    private func merged(
        _ requirements: [Requirement], ancestors: Set<String>, pinning pinned: inout [String: SwiftType]
    ) -> [Requirement] {
        var result: [Requirement] = []
        var indexOf: [String: Int] = [:]
        var signatures: [String: Int] = [:]
        for requirement in requirements {
            if let index = indexOf[requirement.usr] {
                result[index] = merging(result[index], requirement)
                continue
            }
            let redeclared = reDeclared(by: requirement.usr)
            if redeclared.contains(where: StandardParents.implementsRequirement) { continue }
            // Two declarations alike once the protocols' pinned associated types are written out
            // (`init?(rawValue: Int)` beside `RawRepresentable`'s `init?(rawValue: RawValue)`).
            let signature = signatureKey(
                requirement.mapTypes { node in
                    if case .member(.selfType, let name, []) = node { return pinned[name.name] }
                    return nil
                })
            if let index = signatures[signature] {
                result[index] = merging(result[index], requirement)
                indexOf[requirement.usr] = index
                for target in redeclared { indexOf[target] = index }
                continue
            }
            // A property re-declared with a more specific type: in place of an associated type, it
            // sets that type; a parent's of another type that an extension implements (from the
            // child's, say) is left to it, as no type can declare two properties of one name.
            if requirement.kind == .property,
                let index = result.firstIndex(where: {
                    $0.kind == .property && $0.name == requirement.name && $0.isStatic == requirement.isStatic
                })
            {
                if bind(requirement.result, to: result[index].result, into: &pinned) {
                    result[index] = merging(result[index], requirement)
                    indexOf[requirement.usr] = index
                    continue
                }
                if !requirement.defaultImplementedIn.isDisjoint(with: ancestors) {
                    indexOf[requirement.usr] = index
                    continue
                }
                if !result[index].defaultImplementedIn.isDisjoint(with: ancestors) {
                    result[index] = requirement
                    indexOf[requirement.usr] = index
                    continue
                }
            }
            result.append(requirement)
            indexOf[requirement.usr] = result.count - 1
            signatures[signature] = result.count - 1
            for target in redeclared { indexOf[target] = result.count - 1 }
        }
        return result
    }

    /// Every requirement `usr` re-declares, however many levels up.
    private func reDeclared(by usr: String) -> Set<String> {
        var found: Set<String> = []
        var pending = table.overrides[usr] ?? []
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += table.overrides[next] ?? []
        }
        return found
    }

    /// `nearer` with the effects both allow: a witness that does not throw satisfies a
    /// requirement that throws, a synchronous one an async one.
    private func merging(_ nearer: Requirement, _ farther: Requirement) -> Requirement {
        var merged = nearer
        merged.isAsync = nearer.isAsync && farther.isAsync
        switch (nearer.throwing, farther.throwing) {
        case (.none, _), (_, .none):
            merged.throwing = .none
            merged.isRethrows = false
        case (.typed, _):
            break
        case (.untyped, .typed(let error)):
            merged.throwing = .typed(error)
            merged.isRethrows = false
        case (.untyped, .untyped):
            merged.isRethrows = nearer.isRethrows && farther.isRethrows
        }
        merged.hasSetter = nearer.hasSetter || farther.hasSetter
        // A nonisolated witness satisfies an isolated requirement too, not the other way round.
        if farther.isolation == .none { merged.isolation = .none }
        merged.isDiscardableResult = nearer.isDiscardableResult || farther.isDiscardableResult
        // A parent's extension implements a child's re-declaration of the same signature too.
        merged.defaultImplementedIn = nearer.defaultImplementedIn.union(farther.defaultImplementedIn)
        return merged
    }

    /// Binds the associated types of `general` (`Self.Producer`) to what `specific` has in their
    /// place; `false` when the two differ elsewhere.
    private func bind(_ general: SwiftType, to specific: SwiftType, into pinned: inout [String: SwiftType]) -> Bool {
        var found: [String: SwiftType] = [:]
        func unify(_ lhs: SwiftType, _ rhs: SwiftType) -> Bool {
            if lhs == rhs { return true }
            for (associated, other) in [(lhs, rhs), (rhs, lhs)] {
                if case .member(.selfType, let name, []) = associated, name.kind == .associatedType,
                    !other.contains(where: { $0 == .selfType })
                {
                    if let bound = found[name.name] ?? pinned[name.name] { return bound == other }
                    found[name.name] = other
                    return true
                }
            }
            switch (lhs, rhs) {
            case (.optional(let left), .optional(let right)), (.array(let left), .array(let right)):
                return unify(left, right)
            case (.named(let left, let leftArguments), .named(let right, let rightArguments)):
                return left == right && leftArguments.count == rightArguments.count
                    && zip(leftArguments, rightArguments).allSatisfy(unify)
            default:
                return false
            }
        }
        guard general != specific, unify(general, specific) else { return false }
        pinned.merge(found) { old, _ in old }
        return true
    }

    /// Two requirements with this key are the same declaration (from two parents), whatever they
    /// name their generic parameters (`init<T>(exactly: T)` and `init<Source>(exactly: Source)`).
    private func signatureKey(_ requirement: Requirement) -> String {
        let positions = Dictionary(uniqueKeysWithValues: requirement.generics.enumerated().map { ($1, "τ\($0)") })
        let key = requirement.mapTypes { node in
            if case .generic(let name) = node, let position = positions[name] { return .generic(position) }
            return nil
        }
        let parameters = key.parameters.map { TypeSpelling.canonical($0.type) + ($0.isVariadic ? "..." : "") }
        let constraints = key.constraints.map { constraint -> String in
            switch constraint {
            case .conformance(let lhs, let rhs): return TypeSpelling.canonical(lhs) + ": " + TypeSpelling.canonical(rhs)
            case .sameType(let lhs, let rhs): return TypeSpelling.canonical(lhs) + " == " + TypeSpelling.canonical(rhs)
            }
        }
        // Not whether it throws: two declarations that differ only there are one member (a type
        // cannot declare both), which does not throw. An async one beside a synchronous one is an overload.
        return "\(key.isStatic) \(key.kind) \(key.fullName) \(parameters) \(constraints.sorted()) "
            + "\(key.isAsync) \(TypeSpelling.canonical(key.result))"
    }

    // MARK: Associated types and constraints

    private func addAssociatedType(_ symbol: SymbolGraph.Symbol, to model: inout ProtocolModel) {
        let declaration = FragmentParser.declaration(symbol.declarationFragments ?? [])
        let name = declaration.name
        let associated = AssociatedType(
            name: name, inheritance: declaration.inheritance, defaultType: declaration.result)
        add(declaration.whereClause, to: &model)
        if let index = model.associatedTypes.firstIndex(where: { $0.name == name }) {
            // Declared again by a parent: the nearer declaration keeps its default; constraints add up.
            for type in associated.inheritance where !model.associatedTypes[index].inheritance.contains(type) {
                model.associatedTypes[index].inheritance.append(type)
            }
            if model.associatedTypes[index].defaultType == nil {
                model.associatedTypes[index].defaultType = associated.defaultType
            }
        } else {
            model.associatedTypes.append(associated)
        }
    }

    /// `Iterator` for `Self.Iterator.Element`.
    private func rootAssociatedType(of type: SwiftType) -> String? {
        switch type {
        case .member(.selfType, let name, _): return name.name
        case .member(let base, _, _): return rootAssociatedType(of: base)
        default: return nil
        }
    }

    /// A `where` clause, a protocol's or an associated type's: `Self.Element == String` pins an
    /// associated type; `Self.Element == Self.Iterator.Element` ties it to others (the first of
    /// each for each associated type, nearest protocol first); any other constraint the mock's
    /// generic parameters must meet.
    private func add(_ constraints: [Constraint], to model: inout ProtocolModel) {
        for constraint in constraints {
            var settled = false
            if case .sameType(let lhs, let rhs) = constraint {
                for (side, other) in [(lhs, rhs), (rhs, lhs)] {
                    // `Self.Indices == Self.Indices.SubSequence` constrains the type; it sets nothing.
                    guard case .member(.selfType, let name, []) = side, rootAssociatedType(of: other) != name.name
                    else {
                        continue
                    }
                    if !other.contains(where: { $0 == .selfType }) {
                        if model.pinnedTypes[name.name] == nil {
                            model.pinnedTypes[name.name] = other
                            settled = true
                        }
                    } else if model.ties[name.name] == nil {
                        model.ties[name.name] = other
                        settled = true
                    }
                    break
                }
            }
            if !settled, !model.constraints.contains(constraint) { model.constraints.append(constraint) }
        }
    }

    // MARK: Helpers

    /// Modules other than the protocol's whose types the model names.
    func referencedModules(of model: ProtocolModel) -> Set<String> {
        var modules: Set<String> = []
        func visit(_ type: SwiftType) {
            _ = type.map { node in
                if case .named(let name, _) = node, let module = name.module, table.isTopLevel(name) {
                    modules.insert(module)
                }
                return nil
            }
        }
        for requirement in model.requirements {
            for parameter in requirement.parameters { visit(parameter.type) }
            visit(requirement.result)
            if case .typed(let error) = requirement.throwing { visit(error) }
            for constraint in requirement.constraints {
                if case .conformance(let lhs, let rhs) = constraint {
                    visit(lhs)
                    visit(rhs)
                }
                if case .sameType(let lhs, let rhs) = constraint {
                    visit(lhs)
                    visit(rhs)
                }
            }
        }
        for associated in model.associatedTypes {
            associated.inheritance.forEach(visit)
            associated.defaultType.map(visit)
        }
        model.pinnedTypes.values.forEach(visit)
        // A parent the mock conforms to `nonisolated` by name (Observation's `Observable`) is imported.
        model.nonisolatedParents.forEach(visit)
        return modules.subtracting([model.module]).subtracting(TypeSpelling.implicitModules)
    }

    /// Source order within a file, then by name; symbols without a location come last.
    func sourceOrder(_ lhs: SymbolGraph.Symbol, _ rhs: SymbolGraph.Symbol) -> Bool {
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
}

// MARK: Isolated defaults of nonisolated parents

extension ProtocolBuilder {
    /// The nonisolated parents whose requirement the mock leaves to an isolated protocol's default.
    ///
    /// Such a requirement is a property the isolated protocol re-declares narrower
    /// (`var producer: SpecificProducer` for the parent's `any ProducerBase`), which its extension
    /// answers from its own. The mock's conformance to such a parent "crosses into main
    /// actor-isolated code" (an error in Swift 6) unless it is `@preconcurrency`; each parent once.
    fileprivate mutating func parentsAnsweredByIsolatedDefaults(
        declared: [Requirement], kept: [Requirement], ancestors: Set<String>
    ) -> [SwiftType] {
        var parents: [SwiftType] = []
        for requirement in declared
        where requirement.isolation == .none && !kept.contains(where: { $0.usr == requirement.usr }) {
            // Left to the default, not merged into a mocked declaration of the same type.
            guard
                kept.contains(where: {
                    $0.kind == requirement.kind && $0.name == requirement.name && $0.isStatic == requirement.isStatic
                        && $0.result != requirement.result
                })
            else { continue }
            let owners = requirement.defaultImplementedIn.intersection(ancestors).sorted()
            guard owners.contains(where: { isolation(of: $0) != .none }),
                let parent = ancestors.sorted().first(where: {
                    table.requirementsOf[$0]?.contains(requirement.usr) ?? false
                }),
                let entry = table.symbols[parent]
            else { continue }
            let type = SwiftType.named(TypeName(entry.symbol.pathComponents.joined(separator: "."), usr: parent), [])
            if !parents.contains(type) { parents.append(type) }
        }
        return parents
    }
}
