// How the types of one mock are written and judged: inside the mock, `Self` is the mock and an
// associated type is the mock's generic parameter or typealias of the same name; a type is
// written with its module where another name in scope (a generic parameter, a type of another
// imported module, Foundation's `IndexPath`) would take its place.

/// The types of one mock, as its declarations write them.
struct MockScope {
    var table: SymbolTable
    /// The mock's name: `Self`.
    var mockName: String
    /// Names the mock declares: its generic parameters and typealiases, and (for one
    /// requirement) the requirement's own generic parameters.
    var names: Set<String> = []
    /// The mock's typealiases for associated types, by name, as written in the mock.
    var aliases: [String: SwiftType] = [:]
    /// Member types of the mock's generic parameters that its `where` clause makes concrete
    /// (`Source.Key == Int`), as written in the mock.
    var sameTypes: [SwiftType: SwiftType] = [:]
    /// Modules the generated file imports.
    var importedModules: Set<String> = []
    /// Types of the module known to conform to `DefaultProvidable`, by name.
    var defaultProvidableTypes: Set<String> = []

    /// The type as the mock sees it: `Self` is the mock, `Self.Item` the mock's `Item`.
    func inMock(_ type: SwiftType) -> SwiftType {
        type.map { node in
            switch node {
            case .selfType: return .named(TypeName(mockName), [])
            case .member(.selfType, let name, _): return .generic(name.name)
            default: return nil
            }
        }
    }

    /// The type as source text in the mock (`inMock` first).
    func spell(_ type: SwiftType) -> String {
        TypeSpelling.spell(written(type)) { $0.name }
    }

    /// The type with each top-level name as the mock writes it (`Charts.IndexPath`): what the
    /// renderer writes as it is.
    func written(_ type: SwiftType) -> SwiftType {
        type.map { node in
            guard case .named(let name, let arguments) = node else { return nil }
            return .named(TypeName(write(name)), arguments.map(written))
        }
    }

    /// A named type, with its module where its name alone could mean another type.
    func write(_ name: TypeName) -> String {
        guard let module = name.module, table.isTopLevel(name) else { return name.name }
        let hidden = names.contains(name.name)
        if TypeSpelling.implicitModules.contains(module) {
            // Hidden by a generic parameter, or by a type of an imported module (a module's `Result`).
            let declaredElsewhere = !(table.modulesDeclaring[name.name] ?? [])
                .intersection(importedModules).subtracting(TypeSpelling.implicitModules).isEmpty
            guard hidden || declaredElsewhere else { return name.name }
            switch module {
            case "Swift", "_Concurrency", "_StringProcessing": return "Swift." + name.name
            case "Dispatch": return "Dispatch." + name.name
            default: return "Foundation." + name.name
            }
        }
        guard !table.unqualifiableModules.contains(module) else { return name.name }
        if hidden || KnownTypeNames.all.contains(name.name)
            || table.isDeclared(name.name, byAnotherOf: importedModules, than: module)
        {
            return module + "." + name.name
        }
        return name.name
    }

    /// The type with typealiases (the graphs' and the mock's own) replaced by what they name.
    func resolved(_ type: SwiftType) -> SwiftType {
        let mockAliases = type.map { node in
            if case .generic(let name) = node, let alias = aliases[name] { return alias }
            return sameTypes[node]
        }
        return table.resolved(mockAliases)
    }

    /// Whether a stub returning `type` compiles without a value.
    func hasDefault(_ type: SwiftType) -> Bool {
        DefaultValues.isDefaultProvidable(resolved(type), extraTypes: defaultProvidableTypes)
    }

    /// Whether `type` is surely `Sendable`.
    func isKnownSendable(_ type: SwiftType) -> Bool {
        SendableTypes.isKnownSendable(resolved(type))
    }

    /// Types whose values may not be copied or may not escape, by name, beside the standard library's.
    ///
    /// Those the caller names (`--noncopyable`): a graph does not say whether a type is
    /// `~Copyable`; the compiler does, when an action lacks an ownership ("parameter of
    /// noncopyable type 'X' must specify ownership").
    var noncopyableTypes: Set<String> = []

    /// The standard library's types that may not be copied or may not escape, which protocols take.
    static let standardNoncopyableTypes: Set<String> = [
        "ExecutorJob", "Job", "Atomic", "Mutex", "Span", "RawSpan", "MutableSpan", "MutableRawSpan", "OutputSpan",
        "OutputRawSpan", "UTF8Span", "UniqueBox", "UniqueArray", "RigidArray",
    ]

    /// Whether values of `type` may not be copied: a `consuming` or `borrowing` one then keeps its
    /// ownership on the action (StubKit's setups and spies take copyable values only).
    func mayNotBeCopied(_ type: SwiftType) -> Bool {
        switch resolved(type).unwrapped {
        case .named(let name, _):
            let standard = name.module.map { ["Swift", "_Concurrency", "Synchronization"].contains($0) } ?? true
            return noncopyableTypes.contains(name.name)
                || standard && Self.standardNoncopyableTypes.contains(name.name)
        case .member(_, let name, _):
            return noncopyableTypes.contains(name.name)
        default:
            return false
        }
    }

    /// This scope with a requirement's generic parameters in it.
    func adding(_ generics: [String]) -> MockScope {
        var scope = self
        scope.names.formUnion(generics)
        return scope
    }
}
