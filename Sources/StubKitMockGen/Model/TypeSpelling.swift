// A `SwiftType` written as Swift source, with the parentheses its precedence needs. How each
// named type is written (with its module or not) is the caller's choice, made on the type's
// identity.

enum TypeSpelling {
    /// Modules every generated file has anyway: the standard library, concurrency, and Foundation
    /// (whose Linux parts, FoundationEssentials, would make the output differ between platforms).
    static let implicitModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "_Builtin_float", "Dispatch",
    ]

    /// The type as the graph names it, an associated type by its name alone: for comparing
    /// declarations and naming actions.
    static func canonical(_ type: SwiftType) -> String {
        let named = type.map { node in
            if case .member(.selfType, let name, let arguments) = node { return .named(TypeName(name.name), arguments) }
            return nil
        }
        return spell(named) { $0.name }
    }

    /// The type as source text; `name` writes each top-level named type (`Charts.IndexPath`).
    static func spell(_ type: SwiftType, name: @escaping (TypeName) -> String) -> String {
        Speller(name: name).spell(type)
    }

    /// A parameter's type with what belongs to the parameter: `inout Int`, `@escaping () -> Void`,
    /// `nonisolated(nonsending) @escaping () async -> Void`, `String...`.
    static func spell(_ parameter: FunctionParameter, name: @escaping (TypeName) -> String) -> String {
        Speller(name: name).spell(parameter)
    }
}

private struct Speller {
    let name: (TypeName) -> String

    func spell(_ type: SwiftType) -> String {
        switch type {
        case .named(let typeName, let arguments):
            return name(typeName) + genericArguments(arguments)
        case .member(let base, let typeName, let arguments):
            return operand(base) + "." + typeName.name + genericArguments(arguments)
        case .selfType:
            return "Self"
        case .generic(let name):
            return name
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + spell($0.type) }.joined(separator: ", ")
                + ")"
        case .function(let function):
            return spell(function)
        case .optional(let wrapped):
            return operand(wrapped) + "?"
        case .implicitlyUnwrapped(let wrapped):
            return operand(wrapped) + "!"
        case .array(let element):
            return "[" + spell(element) + "]"
        case .dictionary(let key, let value):
            return "[" + spell(key) + ": " + spell(value) + "]"
        case .metatype(let instance):
            return operand(instance) + ".Type"
        case .protocolMetatype(let instance):
            return operand(instance) + ".Protocol"
        case .existential(let constraint):
            return "any " + spell(constraint)
        case .opaque(let constraint):
            return "some " + spell(constraint)
        case .composition(let parts):
            return parts.map(operand).joined(separator: " & ")
        case .packElement(let pattern):
            return "each " + operand(pattern)
        case .packExpansion(.packElement(let pattern)):
            return "repeat each " + operand(pattern)
        case .packExpansion(let pattern):
            return "repeat " + operand(pattern)
        case .inverse(let type):
            return "~" + operand(type)
        case .verbatim(let text):
            return text
        }
    }

    /// A type where a suffix follows it: parenthesised unless it binds tighter than the suffix.
    func operand(_ type: SwiftType) -> String {
        switch type {
        case .function, .existential, .opaque, .composition, .packElement, .packExpansion:
            return "(" + spell(type) + ")"
        default:
            return spell(type)
        }
    }

    func genericArguments(_ arguments: [SwiftType]) -> String {
        arguments.isEmpty ? "" : "<" + arguments.map(spell).joined(separator: ", ") + ">"
    }

    func spell(_ function: FunctionType) -> String {
        let parameters = function.parameters.map(spell).joined(separator: ", ")
        var text = function.attributes.map { $0 + " " }.joined() + "(" + parameters + ")"
        if function.isAsync { text += " async" }
        switch function.throwing {
        case .none: break
        case .untyped: text += " throws"
        case .typed(let error): text += " throws(" + spell(error) + ")"
        }
        return text + " -> " + (function.result.isVoid ? "Void" : spell(function.result))
    }

    func spell(_ parameter: FunctionParameter) -> String {
        var words = parameter.names.isEmpty ? [] : [parameter.names.joined(separator: " ") + ":"]
        if let ownership = parameter.ownership { words.append(ownership.rawValue) }
        var type = parameter.type
        // `nonisolated(nonsending)` is a parameter's: it comes before `@escaping`.
        if case .function(var function) = type, function.attributes.contains(where: { $0.hasPrefix("nonisolated(") }) {
            words += function.attributes.filter { $0.hasPrefix("nonisolated(") }
            function.attributes.removeAll { $0.hasPrefix("nonisolated(") }
            type = .function(function)
        }
        if parameter.isEscaping { words.append("@escaping") }
        if parameter.isAutoclosure { words.append("@autoclosure") }
        words.append(spell(type) + (parameter.isVariadic ? "..." : ""))
        return words.joined(separator: " ")
    }
}
