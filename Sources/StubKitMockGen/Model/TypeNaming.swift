// Writes a declaration's types so that they resolve, in the generated file, to the declarations
// the module meant: a module's own `IndexPath` or `Expression` beside Foundation's is ambiguous,
// and an associated type or generic parameter named like a protocol (`associatedtype Digest:
// Digest`) hides that protocol. Such names are written with their module, `Charts.IndexPath`;
// every other name stays as the module wrote it, so the mocks read like hand-written ones.

/// How the types of declaration fragments are written.
struct TypeNaming {
    /// Names a generated mock may see declared twice: associated types of the graphs (they become
    /// the mocks' generic parameters), besides ``KnownTypeNames/all``.
    var shadowed: Set<String> = []
    /// Modules with a type of their own name (`XCTest`): `XCTest.X` would name the type's member.
    var unqualifiableModules: Set<String> = []

    /// The fragments' text, each type of a module written `Module.Name` where its name is taken.
    func text(of fragments: [SymbolGraph.Fragment]) -> String {
        // Generic parameters of the declaration itself shadow the types they are named like.
        let generics = Set(fragments.filter { $0.kind == "genericParameter" }.map(\.spelling))
        var text = ""
        for fragment in fragments {
            // The standard library's `Encodable` where an associated type is named `Encodable`.
            if fragment.kind == "typeIdentifier", !text.hasSuffix("."),
                shadowed.contains(fragment.spelling) || generics.contains(fragment.spelling),
                let precise = fragment.preciseIdentifier, precise.hasPrefix("s:S") || precise.hasPrefix("s:s"),
                !precise.hasSuffix("Qa"), "VCOPa".contains(precise.last ?? " ")
            {
                text += "Swift." + fragment.spelling
                continue
            }
            guard fragment.kind == "typeIdentifier", !text.hasSuffix("."),
                let module = Self.declaringModule(of: fragment.preciseIdentifier),
                !unqualifiableModules.contains(module),
                KnownTypeNames.all.contains(fragment.spelling) || shadowed.contains(fragment.spelling)
                    || generics.contains(fragment.spelling)
            else {
                text += fragment.spelling
                continue
            }
            text += module + "." + fragment.spelling
        }
        return text
    }

    /// The module of a nominal type or protocol (`s:9HTTPTypes11HTTPRequestV`): `nil` for the
    /// standard library's short forms, associated types (`…Qa`), generic parameters and the
    /// modules every generated file imports anyway.
    static func declaringModule(of precise: String?) -> String? {
        guard let precise, let last = precise.last, "VCOPa".contains(last), !precise.hasSuffix("Qa"),
            isTopLevel(precise)
        else {
            return nil
        }
        return ModelBuilder.moduleName(of: precise)
    }

    /// Whether the symbol is declared at the top level of its module (`s:4Yams4NodeO`), rather than
    /// inside a type (`s:4Yams29AliasDereferencingStrategyP5Valuea`, a protocol's typealias, which
    /// the mock sees unqualified and `Yams.Value` does not name).
    static func isTopLevel(_ precise: String) -> Bool {
        var rest = Substring(precise.hasPrefix("s:") ? precise.dropFirst(2) : Substring(precise))
        for _ in 0..<2 {  // The module's name, then the symbol's.
            let digits = rest.prefix { $0.isNumber }
            guard let length = Int(digits), rest.count >= digits.count + length else { return false }
            rest = rest.dropFirst(digits.count + length)
        }
        return rest.count == 1
    }
}
