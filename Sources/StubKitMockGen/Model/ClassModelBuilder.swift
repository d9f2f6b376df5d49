// Symbol graphs -> the model of a class to mock with a subclass (`--class`). A class's members are
// the symbols with a `memberOf` relationship to it; its superclass is its `inheritsFrom` target,
// whose members it inherits unless one of its own `overrides` them. Each member a subclass can
// override is a requirement with an implementation, the class's, as a protocol's requirement with a
// default is: the declarations stage mocks both alike.

/// Builds the model of a class to mock.
enum ClassModelBuilder {
    /// Who may override the class's members.
    enum Access {
        /// The mocked module's own classes, imported `@testable`: any member that is not `final`
        /// nor `private`, whatever its access level.
        case testable
        /// A library's classes (`--only-public`): `open` members only.
        case openOnly
    }

    /// The model of the class `id`: its overridable members as requirements, nearest class first,
    /// each in source order, and what it leaves to the class.
    ///
    /// - Parameters:
    ///   - id: The class's symbol.
    ///   - table: The graphs' symbols.
    ///   - access: Who may override the members of the mocked module; a superclass's members of
    ///     another module are overridable when `open`.
    /// - Returns: The class as a model whose ``ProtocolModel/mockedClass`` is set.
    static func model(of id: String, in table: SymbolTable, access: Access) -> ProtocolModel {
        let entry = table.symbols[id]!
        let name = entry.symbol.pathComponents.joined(separator: ".")
        let declaration = FragmentParser.declaration(entry.symbol.declarationFragments ?? [])
        var mocked = MockedClass(genericParameters: declaration.genericParameters, constraints: declaration.whereClause)
        var model = ProtocolModel(
            name: name, module: entry.module, usr: id,
            type: .named(TypeName(name, usr: id), declaration.genericParameters.map { .generic($0) }))
        model.availability = (entry.symbol.availability ?? []).compactMap(ProtocolBuilder.availability)
        let chain = superclasses(of: id, in: table)
        model.ancestors = Set(chain)
        var builder = ProtocolBuilder(table: table, id: id)
        builder.typeGenerics = Set(declaration.genericParameters)
        // A subclass of an isolated class is isolated too, and of a `Sendable` one `Sendable`.
        var isolation = Isolation.none
        for owner in chain where isolation == .none { isolation = builder.isolation(of: owner) }
        if case .globalActor(let actor) = isolation { model.globalActor = actor }
        model.isSendable = chain.contains { (table.parentsOf[$0] ?? []).contains { $0.id == "s:s8SendableP" } }
        var isOpen = entry.symbol.accessLevel == "open"
        // Members a nearer class overrides are that class's.
        var overridden: Set<String> = []
        for owner in chain {
            let ownerEntry = table.symbols[owner]!
            let ownerName = ownerEntry.symbol.pathComponents.joined(separator: ".")
            let ownerIsGeneric = ownerEntry.symbol.swiftGenerics?.parameters?.contains { $0.depth == 0 } ?? false
            let members = (table.membersOf[owner] ?? []).compactMap { table.symbols[$0]?.symbol }
                .filter { !overridden.contains($0.identifier.precise) }
                .sorted(by: builder.sourceOrder)
            for member in members {
                overridden.formUnion(table.overrides[member.identifier.precise] ?? [])
                guard Self.memberKinds.contains(member.kind.identifier),
                    !member.identifier.precise.contains("::SYNTHESIZED::"),
                    var requirement = builder.requirement(member, protocolName: name)
                else { continue }
                let reason = reasonLeftToClass(
                    member, inherited: owner == id ? nil : (ownerName, ownerIsGeneric),
                    access: ownerEntry.module == entry.module ? access : .openOnly)
                if let reason {
                    mocked.leftToClass.append(LeftToClass(member: requirement.title, reason: reason))
                    continue
                }
                let memberDeclaration = FragmentParser.declaration(member.declarationFragments ?? [])
                // A stored `var` is printed without accessors; its override is get/set.
                if requirement.kind == .property, memberDeclaration.keyword == "var",
                    memberDeclaration.accessors.isEmpty
                {
                    requirement.hasSetter = true
                }
                requirement.isolation =
                    requirement.globalActor.map { .globalActor($0) } ?? (requirement.isNonisolated ? .none : isolation)
                // The class implements every member: `--keep-default` and `--intercept-default` choose
                // as they do for a protocol's defaults.
                requirement.defaultImplementedIn = [id]
                isOpen = isOpen && member.accessLevel == "open"
                model.requirements.append(requirement)
            }
        }
        mocked.isOpen = isOpen
        model.mockedClass = mocked
        var modules = builder.referencedModules(of: model)
        for constraint in mocked.constraints {
            for type in [constraint.subject] + [constraint.other] {
                _ = type.map { node in
                    if case .named(let typeName, _) = node, let module = typeName.module, table.isTopLevel(typeName),
                        module != model.module, !TypeSpelling.implicitModules.contains(module)
                    {
                        modules.insert(module)
                    }
                    return nil
                }
            }
        }
        model.referencedModules = modules
        return model
    }

    /// The symbol kinds of a class's members that its mock reads.
    ///
    /// Instance methods, properties and subscripts, and (to list them as left to the class) their
    /// `static` and `class` forms and operators. Initializers are inherited; nested types are no
    /// members to mock.
    static let memberKinds: Set<String> = [
        "swift.method", "swift.property", "swift.subscript", "swift.type.method", "swift.type.property",
        "swift.type.subscript", "swift.func.op",
    ]

    /// The class and its superclasses that the graphs declare, nearest first.
    static func superclasses(of id: String, in table: SymbolTable) -> [String] {
        var chain = [id]
        while let next = table.superclassOf[chain.last!]?.id, table.symbols[next] != nil, !chain.contains(next) {
            chain.append(next)
        }
        return chain
    }

    /// Why a subclass cannot override `member`, or `nil` when it can.
    ///
    /// - Parameters:
    ///   - member: A member of the class or of a superclass.
    ///   - inherited: The superclass declaring it, and whether that class is generic; `nil` for
    ///     the class's own members.
    ///   - access: Who may override the members of the declaring class's module.
    /// - Returns: The reason, `nil` for a member the mock overrides.
    static func reasonLeftToClass(
        _ member: SymbolGraph.Symbol, inherited: (name: String, isGeneric: Bool)?, access: Access
    ) -> LeftToClass.Reason? {
        let declaration = FragmentParser.declaration(member.declarationFragments ?? [])
        if member.kind.identifier.hasPrefix("swift.type.") || member.kind.identifier == "swift.func.op"
            || declaration.modifiers.contains("static") || declaration.modifiers.contains("class")
        {
            return .typeMember(declaration.modifiers.contains("class") ? "class" : "static")
        }
        if declaration.modifiers.contains("final") { return .final }
        if declaration.keyword == "let" { return .constant }
        if member.swiftExtension != nil { return .inExtension }
        if member.accessLevel == "private" || member.accessLevel == "fileprivate" { return .notVisible }
        if access == .openOnly, member.accessLevel != "open" { return .notOpen }
        if let inherited, inherited.isGeneric { return .inheritedFromGeneric(inherited.name) }
        return nil
    }
}

extension Constraint {
    /// The right-hand side: the protocol or the type.
    var other: SwiftType {
        switch self {
        case .conformance(_, let other), .sameType(_, let other): return other
        }
    }
}
