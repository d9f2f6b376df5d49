// `--class <Name>`: the classes a run mocks, found by name among the mocked modules' types and
// checked to be classes a subclass can inherit from. A module has many classes a test never needs
// mocked, so none is mocked unless named.

/// The classes `--class` names, resolved against the symbol graphs.
enum ClassSelection {
    /// The symbols of the classes `names` names, in their order.
    ///
    /// - Parameters:
    ///   - names: The classes as `--class` writes them: `Printer`, `Outer.Printer`.
    ///   - graphs: The mocked modules' graphs (not the context's).
    ///   - table: The symbols of every graph.
    ///   - module: The mocked module, for messages.
    ///   - onlyOpen: Whether the module is another package's (`--only-public`): its classes are
    ///     subclassed with a plain `import`, which only `open` ones allow.
    /// - Returns: The classes' symbols, each once.
    /// - Throws: ``GeneratorError/unknownClasses(_:module:)`` for names no type of the graphs has,
    ///   ``GeneratorError/unmockableClass(_:what:)`` for a type that is not a class, a `final` class,
    ///   and (with `onlyOpen`) a class that is not `open` or that has no public initializer.
    static func resolve(
        _ names: [String], in graphs: [SymbolGraph], table: SymbolTable, module: String, onlyOpen: Bool
    ) throws(GeneratorError) -> [String] {
        let subclassing = ", so no mock can subclass it"
        var found: [String] = []
        var unknown: [String] = []
        for name in names {
            let candidates = graphs.flatMap(\.symbols).filter {
                $0.pathComponents.joined(separator: ".") == name && typeKinds[$0.kind.identifier] != nil
            }
            guard let symbol = candidates.first(where: { $0.kind.identifier == "swift.class" }) ?? candidates.first
            else {
                unknown.append(name)
                continue
            }
            let declaration = FragmentParser.declaration(symbol.declarationFragments ?? [])
            if symbol.kind.identifier != "swift.class" {
                throw .unmockableClass(
                    name, what: "is \(typeKinds[symbol.kind.identifier]!), not a class" + subclassing)
            }
            if declaration.modifiers.contains("final") { throw .unmockableClass(name, what: "is final" + subclassing) }
            if onlyOpen, symbol.accessLevel != "open" {
                throw .unmockableClass(name, what: "is \(symbol.accessLevel ?? "public"), not open" + subclassing)
            }
            if symbol.accessLevel == "private" || symbol.accessLevel == "fileprivate" {
                throw .unmockableClass(name, what: "is \(symbol.accessLevel!), seen by no other file" + subclassing)
            }
            let id = symbol.identifier.precise
            // The mock inherits the class's initializers, with their access: another module makes it
            // only with a public one.
            if onlyOpen, !hasPublicInitializer(id, in: table) {
                throw .unmockableClass(name, what: "has no public initializer, so no test could make its mock")
            }
            if table.symbols[id] != nil, !found.contains(id) { found.append(id) }
        }
        guard unknown.isEmpty else { throw .unknownClasses(unknown, module: module) }
        return found
    }

    /// Whether another module can call an initializer of the class `id`: its own, or, where it
    /// declares none, its nearest superclass's in the graphs that does (where none does, the graphs
    /// cannot say, and it is taken that it can).
    static func hasPublicInitializer(_ id: String, in table: SymbolTable) -> Bool {
        for owner in ClassModelBuilder.superclasses(of: id, in: table) {
            let initializers = (table.membersOf[owner] ?? []).compactMap { table.symbols[$0]?.symbol }
                .filter { $0.kind.identifier == "swift.init" && !$0.identifier.precise.contains("::SYNTHESIZED::") }
            if !initializers.isEmpty {
                return initializers.contains { MockGenerator.isVisible($0.accessLevel) }
            }
        }
        return true
    }

    /// What a type of each kind is, in messages: `a struct`.
    static let typeKinds: [String: String] = [
        "swift.class": "a class", "swift.struct": "a struct", "swift.enum": "an enum", "swift.protocol": "a protocol",
        "swift.actor": "an actor", "swift.typealias": "a typealias",
    ]
}
