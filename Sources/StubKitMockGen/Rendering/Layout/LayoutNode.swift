// What the line printer lays out: atoms of text that never break, and bracketed groups whose kind
// says how they break. The renderer builds them from the declarations (a type's tree, an argument
// list, a closure), so that no rendered text is read back to find its brackets.

extension LineLayout {
    /// An atom of text: a name, a keyword, a literal, a punctuation mark.
    struct Token: Equatable {
        var text: String
        /// Whether a space precedes the token in the line.
        var spaced: Bool

        init(_ text: String, spaced: Bool = false) {
            self.text = text
            self.spaced = spaced
        }

        init(text: String, spaced: Bool) {
            self.init(text, spaced: spaced)
        }
    }

    /// A token, a bracketed group of nodes, or a block of statements.
    indirect enum Node: Equatable {
        case token(Token)
        /// `open` and `close` are the brackets' tokens; `children` what is between them.
        case group(kind: GroupKind, open: Token, children: [Node], close: Token)
        /// `{ signature` (`rule in`), then each line on a line of its own one level deeper, then `}`
        /// on a line of its own: a closure or a clause whose statements do not share a line.
        case block(open: Token, signature: [Node], lines: [Line], close: Token)

        var spaced: Bool {
            switch self {
            case .token(let token): return token.spaced
            case .group(_, let open, _, _), .block(let open, _, _, _): return open.spaced
            }
        }

        /// The node on one line (a block's lines separated by `; `: never written so, only measured).
        var flatText: String {
            switch self {
            case .token(let token): return token.text
            case .group(_, let open, let children, let close):
                return open.text + LineLayout.flatText(children) + close.text
            case .block(let open, let signature, _, let close):
                return open.text + " " + LineLayout.flatText(signature) + " ... " + close.text
            }
        }

        /// Whether the node is, or holds, a block: it cannot be written on one line.
        var holdsBlock: Bool {
            switch self {
            case .token: return false
            case .group(_, _, let children, _): return children.contains(where: \.holdsBlock)
            case .block: return true
            }
        }

        /// The node with a space before it, or without.
        func spaced(_ spaced: Bool) -> Node {
            switch self {
            case .token(var token):
                token.spaced = spaced
                return .token(token)
            case .group(let kind, var open, let children, let close):
                open.spaced = spaced
                return .group(kind: kind, open: open, children: children, close: close)
            case .block(var open, let signature, let lines, let close):
                open.spaced = spaced
                return .block(open: open, signature: signature, lines: lines, close: close)
            }
        }
    }

    /// How a bracketed group breaks.
    enum GroupKind: Equatable {
        /// `f(a, b)`: the closing parenthesis stays on the last argument's line.
        case arguments
        /// `(a, b)`, `(Int) -> Void`, a declaration's parameters, `<T, U>`: the closing bracket
        /// gets a line of its own when the group broke.
        case enclosed
        /// `[...]`, laid out as one piece.
        case atomic
        /// `{ x in ... }`.
        case closure
    }

    static func flatText(_ nodes: [Node]) -> String {
        var text = ""
        for (index, node) in nodes.enumerated() {
            if index > 0, node.spaced { text += " " }
            text += node.flatText
        }
        return text
    }

    static func unspaced(_ nodes: [Node]) -> [Node] {
        guard let first = nodes.first else { return nodes }
        return [first.spaced(false)] + nodes.dropFirst()
    }

    /// `nodes` with a space before the first.
    static func spaced(_ nodes: [Node]) -> [Node] {
        guard let first = nodes.first else { return nodes }
        return [first.spaced(true)] + nodes.dropFirst()
    }
}
