// An `Expression` as the printer's nodes: a call's arguments are an `.arguments` group, a tuple
// and a parenthesised expression `.enclosed` groups, a closure a `.closure` group that breaks
// after `in`, a capture list one `.atomic` piece.

extension LineLayout {
    /// The nodes of `expression`, its first one unspaced.
    static func nodes(_ expression: Expression) -> [Node] {
        ExpressionNodes().nodes(expression)
    }

    /// `expression` on one line, as the printer writes it when it fits.
    static func oneLine(_ expression: Expression) -> String {
        var stream = Stream()
        stream.emit(nodes(expression))
        return stream.items.map { item in
            switch item {
            case .text(let text): return text
            case .break(_, let size): return String(repeating: " ", count: size)
            case .groupOpen, .groupClose: return ""
            }
        }.joined()
    }
}

private struct ExpressionNodes {
    typealias Node = LineLayout.Node
    typealias Token = LineLayout.Token

    func word(_ text: String, spaced: Bool = false) -> Node { .token(Token(text, spaced: spaced)) }

    func spaced(_ nodes: [Node]) -> [Node] { LineLayout.spaced(nodes) }

    /// `items` separated by commas, each after the first spaced.
    func list(_ items: [[Node]]) -> [Node] {
        var children: [Node] = []
        for (index, item) in items.enumerated() {
            if index > 0 { children.append(word(",")) }
            children += index == 0 ? LineLayout.unspaced(item) : spaced(item)
        }
        return children
    }

    func nodes(_ expression: Expression) -> [Node] {
        switch expression {
        case .atom(let text):
            return [word(text)]
        case .string(let text):
            return [word(SwiftRenderer.stringLiteral(text))]
        case .call(let callee, let arguments, let trailing):
            var result = nodes(callee)
            if !arguments.isEmpty || trailing == nil {
                let items = arguments.map { argument in
                    guard let label = argument.label else { return nodes(argument.value) }
                    return [word(label), word(":")] + spaced(nodes(argument.value))
                }
                result.append(.group(kind: .arguments, open: Token("("), children: list(items), close: Token(")")))
            }
            if let trailing { result += spaced(closure(trailing)) }
            return result
        case .member(let base, let name):
            return nodes(base) + [word("."), word(name)]
        case .type(let type):
            return LineLayout.nodes(type)
        case .metatype(let type):
            switch type {
            case .function, .existential, .opaque, .composition:
                return [enclosed(LineLayout.nodes(type)), word("."), word("self")]
            default:
                return LineLayout.nodes(type) + [word("."), word("self")]
            }
        case .closure(let closure):
            return self.closure(closure)
        case .tuple(let elements):
            return [enclosed(list(elements.map(nodes)))]
        case .parenthesized(let inner):
            return [enclosed(nodes(inner))]
        case .try(let inner):
            return [word("try")] + spaced(nodes(inner))
        case .await(let inner):
            return [word("await")] + spaced(nodes(inner))
        case .cast(let value, let type):
            return nodes(value) + [word("as", spaced: true)] + spaced(LineLayout.nodes(type))
        }
    }

    func enclosed(_ children: [Node]) -> Node {
        .group(kind: .enclosed, open: Token("("), children: children, close: Token(")"))
    }

    func closure(_ closure: Expression.Closure) -> [Node] {
        var children: [Node] = []
        if !closure.captures.isEmpty {
            let captures = list(closure.captures.map { [word($0)] })
            children.append(
                .group(kind: .atomic, open: Token("[", spaced: true), children: captures, close: Token("]")))
        }
        for (index, parameter) in closure.parameters.enumerated() {
            if index > 0 { children.append(word(",")) }
            children.append(word(parameter, spaced: true))
        }
        if !children.isEmpty { children.append(word("in", spaced: true)) }
        if let body = closure.body { children += spaced(nodes(body)) }
        return [.group(kind: .closure, open: Token("{"), children: children, close: Token("}", spaced: true))]
    }
}
