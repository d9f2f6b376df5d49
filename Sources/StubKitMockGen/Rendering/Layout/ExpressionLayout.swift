// An `Expression` as the printer's nodes: a call's arguments are an `.arguments` group, a tuple
// and a parenthesised expression `.enclosed` groups, a closure a `.closure` group that breaks
// after `in` (a `.block` when its statements cannot share a line), a capture list one `.atomic`
// piece.

extension LineLayout {
    /// The nodes of `expression`, its first one unspaced.
    static func nodes(_ expression: Expression) -> [Node] {
        ExpressionNodes(indent: 0).nodes(expression)
    }

    /// `expression` on one line, as the printer writes it when it fits.
    static func oneLine(_ expression: Expression) -> String {
        oneLine(nodes(expression))
    }
}

/// The nodes of expressions and statements written at `indent` (a block's statements are laid
/// out one level deeper, so a `do` statement there knows whether it fits on its line).
struct ExpressionNodes {
    typealias Node = LineLayout.Node
    typealias Token = LineLayout.Token

    /// The indentation of the line the nodes start on.
    var indent: Int

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
        case .subscripted(let base, let arguments):
            let items = arguments.map { argument in
                guard let label = argument.label else { return nodes(argument.value) }
                return [word(label), word(":")] + spaced(nodes(argument.value))
            }
            return nodes(base) + [.group(kind: .arguments, open: Token("["), children: list(items), close: Token("]"))]
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
        case .assignment(let target, let value):
            return nodes(target) + [word("=", spaced: true)] + spaced(nodes(value))
        }
    }

    func enclosed(_ children: [Node]) -> Node {
        .group(kind: .enclosed, open: Token("("), children: children, close: Token(")"))
    }

    /// `{ [captures] parameters -> Result in body }`: a `.closure` group when its body is one
    /// statement that can share a line, else a block.
    func closure(_ closure: Expression.Closure) -> [Node] {
        var signature: [Node] = closure.attributes.map { word($0, spaced: true) }
        if !closure.captures.isEmpty {
            let captures = list(closure.captures.map { [word($0)] })
            signature.append(
                .group(kind: .atomic, open: Token("[", spaced: true), children: captures, close: Token("]")))
        }
        for (index, parameter) in closure.parameters.enumerated() {
            if index > 0 { signature.append(word(",")) }
            signature.append(word(parameter, spaced: true))
        }
        if let error = closure.throwing {
            signature += [
                word("throws", spaced: true),
                .group(kind: .arguments, open: Token("("), children: LineLayout.nodes(error), close: Token(")")),
            ]
        }
        if let result = closure.result { signature += [word("->", spaced: true)] + spaced(LineLayout.nodes(result)) }
        if !signature.isEmpty { signature.append(word("in", spaced: true)) }
        return [body(closure.statements, signature: signature)]
    }

    /// `{ signature statement }` when the statements share a line, else a block of them.
    func body(_ statements: [Statement], signature: [Node] = []) -> Node {
        if statements.count <= 1, let statement = statements.first.map(inline) ?? [] {
            return .group(
                kind: .closure, open: Token("{"), children: signature + spaced(statement),
                close: Token("}", spaced: true))
        }
        return block(statements, signature: signature)
    }

    /// `{ signature`, the statements one level deeper, each on its own lines, and `}`.
    func block(_ statements: [Statement], signature: [Node] = []) -> Node {
        let inside = ExpressionNodes(indent: indent + LineLayout.indentWidth)
        return .block(
            open: Token("{"), signature: LineLayout.unspaced(signature), lines: statements.map(inside.line),
            close: Token("}"))
    }
}
