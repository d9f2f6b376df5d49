// A `SwiftType` as the printer's nodes, straight from the type's tree: a tuple, a function type's
// parameters and a generic argument clause are `.enclosed` groups, `throws(E)` and an attribute's
// argument (`@isolated(any)`) `.arguments` groups, an array or a dictionary one `.atomic` piece.
// Each name is written as the type says (the scope's decisions, module qualification among them,
// are made before, by `MockScope.written`); the text is the one `TypeSpelling.spell` writes.

extension LineLayout {
    /// The nodes of `type`, its first one unspaced.
    static func nodes(_ type: SwiftType) -> [Node] {
        TypeNodes().nodes(type)
    }

    /// The nodes of a function type's parameter: `_ request: inout Request`, `@escaping () -> Void`.
    static func nodes(_ parameter: FunctionParameter) -> [Node] {
        TypeNodes().nodes(parameter)
    }
}

private struct TypeNodes {
    typealias Node = LineLayout.Node
    typealias Token = LineLayout.Token

    func word(_ text: String, spaced: Bool = true) -> Node { .token(Token(text, spaced: spaced)) }

    func spaced(_ nodes: [Node]) -> [Node] { LineLayout.spaced(nodes) }

    /// `items` between brackets, separated by commas, each after the first spaced.
    func list(_ items: [[Node]], kind: LineLayout.GroupKind, open: String, close: String, spaced: Bool = false)
        -> Node
    {
        var children: [Node] = []
        for (index, item) in items.enumerated() {
            children += index == 0 ? LineLayout.unspaced(item) : self.spaced(item)
            if index < items.count - 1 { children.append(word(",", spaced: false)) }
        }
        return .group(kind: kind, open: Token(open, spaced: spaced), children: children, close: Token(close))
    }

    func nodes(_ type: SwiftType) -> [Node] {
        switch type {
        case .named(let typeName, let arguments):
            return [word(typeName.name, spaced: false)] + genericArguments(arguments)
        case .member(let base, let typeName, let arguments):
            return operand(base) + [word(".", spaced: false), word(typeName.name, spaced: false)]
                + genericArguments(arguments)
        case .selfType:
            return [word("Self", spaced: false)]
        case .generic(let name):
            return [word(name, spaced: false)]
        case .tuple(let elements):
            let items = elements.map { element in
                guard let label = element.label else { return nodes(element.type) }
                return [word(label, spaced: false), word(":", spaced: false)] + spaced(nodes(element.type))
            }
            return [list(items, kind: .enclosed, open: "(", close: ")")]
        case .function(let function):
            return nodes(function)
        case .optional(let wrapped):
            return operand(wrapped) + [word("?", spaced: false)]
        case .implicitlyUnwrapped(let wrapped):
            return operand(wrapped) + [word("!", spaced: false)]
        case .array(let element):
            return [.group(kind: .atomic, open: Token("["), children: nodes(element), close: Token("]"))]
        case .dictionary(let key, let value):
            let children = nodes(key) + [word(":", spaced: false)] + spaced(nodes(value))
            return [.group(kind: .atomic, open: Token("["), children: children, close: Token("]"))]
        case .metatype(let instance):
            return operand(instance) + [word(".", spaced: false), word("Type", spaced: false)]
        case .protocolMetatype(let instance):
            return operand(instance) + [word(".", spaced: false), word("Protocol", spaced: false)]
        case .existential(let constraint):
            return [word("any", spaced: false)] + spaced(nodes(constraint))
        case .opaque(let constraint):
            return [word("some", spaced: false)] + spaced(nodes(constraint))
        case .composition(let parts):
            var result: [Node] = []
            for (index, part) in parts.enumerated() {
                result += index == 0 ? operand(part) : [word("&")] + spaced(operand(part))
            }
            return result
        case .packElement(let pattern):
            return [word("each", spaced: false)] + spaced(operand(pattern))
        case .packExpansion(.packElement(let pattern)):
            return [word("repeat", spaced: false), word("each")] + spaced(operand(pattern))
        case .packExpansion(let pattern):
            return [word("repeat", spaced: false)] + spaced(operand(pattern))
        case .inverse(let type):
            return [word("~", spaced: false)] + operand(type)
        case .verbatim(let text):
            // As the compiler printed it: one piece, never broken.
            return [word(text, spaced: false)]
        }
    }

    /// A type where a suffix follows it: parenthesised unless it binds tighter than the suffix.
    func operand(_ type: SwiftType) -> [Node] {
        switch type {
        case .function, .existential, .opaque, .composition, .packElement, .packExpansion:
            return [.group(kind: .enclosed, open: Token("("), children: nodes(type), close: Token(")"))]
        default:
            return nodes(type)
        }
    }

    func genericArguments(_ arguments: [SwiftType]) -> [Node] {
        arguments.isEmpty ? [] : [list(arguments.map(nodes), kind: .enclosed, open: "<", close: ">")]
    }

    /// An attribute as written: `@Sendable`, and `@isolated(any)` with its argument as a group.
    func attribute(_ text: String) -> [Node] {
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return [word(text, spaced: false)] }
        let argument = text[text.index(after: open)..<text.index(before: text.endIndex)]
        return [
            word(String(text[..<open]), spaced: false),
            .group(
                kind: .arguments, open: Token("("), children: [word(String(argument), spaced: false)],
                close: Token(")")),
        ]
    }

    func nodes(_ function: FunctionType) -> [Node] {
        var result: [Node] = []
        for attribute in function.attributes { result += spaced(self.attribute(attribute)) }
        result.append(list(function.parameters.map(nodes), kind: .enclosed, open: "(", close: ")", spaced: true))
        if function.isAsync { result.append(word("async")) }
        switch function.throwing {
        case .none: break
        case .untyped: result.append(word("throws"))
        case .typed(let error):
            result += [
                word("throws"), .group(kind: .arguments, open: Token("("), children: nodes(error), close: Token(")")),
            ]
        }
        result.append(word("->"))
        result += spaced(function.result.isVoid ? [word("Void")] : nodes(function.result))
        return LineLayout.unspaced(result)
    }

    func nodes(_ parameter: FunctionParameter) -> [Node] {
        var words: [Node] = []
        if !parameter.names.isEmpty {
            words += parameter.names.map { word($0) } + [word(":", spaced: false)]
        }
        if let ownership = parameter.ownership { words.append(word(ownership.rawValue)) }
        var type = parameter.type
        // `nonisolated(nonsending)` is a parameter's: it comes before `@escaping`.
        if case .function(var function) = type, function.attributes.contains(where: { $0.hasPrefix("nonisolated(") }) {
            for attribute in function.attributes where attribute.hasPrefix("nonisolated(") {
                words += spaced(self.attribute(attribute))
            }
            function.attributes.removeAll { $0.hasPrefix("nonisolated(") }
            type = .function(function)
        }
        if parameter.isEscaping { words.append(word("@escaping")) }
        if parameter.isAutoclosure { words.append(word("@autoclosure")) }
        words += spaced(nodes(type))
        if parameter.isVariadic { words.append(word("...", spaced: false)) }
        return LineLayout.unspaced(words)
    }
}
