// A member's declaration as a line to lay out, from its parts: it breaks in its parameters,
// before its `->` and `where`, and puts `{` on a line of its own after a continuation line; a
// property's declaration breaks in its type. An `@available(*, deprecated)` attribute goes on a
// line of its own when the declaration with it does not fit on one.

extension LineLayout {
    /// The line declaring `signature`; `opensBrace`: followed by ` {` (its body on the next lines).
    static func line(_ signature: MemberSignature, opensBrace: Bool) -> Line {
        let parts = SignatureNodes(signature: signature)
        let brace: [Node] = opensBrace ? [.token(Token("{", spaced: true))] : []
        if case .property = signature.kind {
            return .storedProperty(head: parts.head, type: (parts.result ?? []) + brace, value: nil)
        }
        return .declaration(
            signature: parts.head, result: parts.result, whereClause: parts.whereClause, opensBrace: opensBrace)
    }

    /// The declaration as one line of text: `func send(_ email: Email) async throws`.
    static func text(_ signature: MemberSignature) -> String {
        flatText(nodes(signature))
    }

    /// The declaration's nodes, in one piece: its head, result and `where` clause.
    static func nodes(_ signature: MemberSignature) -> [Node] {
        SignatureNodes(signature: signature).all
    }

    /// The lines declaring `signature` at `indent`: whole when they fit, else its deprecation on a
    /// line of its own, then the declaration laid out without it.
    static func layout(_ signature: MemberSignature, opensBrace: Bool, indent: String) -> [String] {
        let deprecations = signature.modifiers.compactMap(\.deprecation)
        let oneLine = indent.count + text(signature).count + (opensBrace ? 2 : 0)
        guard !deprecations.isEmpty, oneLine > SwiftRenderer.lineLength else {
            return layout(line(signature, opensBrace: opensBrace), indent: indent)
        }
        var plain = signature
        plain.modifiers.removeAll { $0.deprecation != nil }
        return deprecations.flatMap { layout(.plain(nodes($0)), indent: indent) }
            + layout(line(plain, opensBrace: opensBrace), indent: indent)
    }
}

extension LineLayout {
    /// `where T: Decodable, T.Element == Int`, from `where`.
    static func whereClause(_ constraints: [MemberSignature.Constraint]) -> [Node] {
        var clause: [Node] = [.token(Token("where", spaced: true))]
        for (index, constraint) in constraints.enumerated() {
            if index > 0 { clause.append(.token(Token(","))) }
            switch constraint {
            case .conformance(let subject, let constraint):
                clause += spaced(nodes(subject)) + [.token(Token(":"))] + spaced(nodes(constraint))
            case .sameType(let subject, let type):
                clause += spaced(nodes(subject)) + [.token(Token("==", spaced: true))] + spaced(nodes(type))
            }
        }
        return clause
    }
}

extension MemberSignature.Modifier {
    /// The deprecation, when the modifier is one.
    var deprecation: Deprecation? {
        if case .deprecation(let deprecation) = self { return deprecation }
        return nil
    }
}

/// The nodes of a declaration: before its result, its result, its `where` clause.
private struct SignatureNodes {
    typealias Node = LineLayout.Node
    typealias Token = LineLayout.Token

    var head: [Node] = []
    /// `-> Result` (from the arrow), or a property's type.
    var result: [Node]?
    /// `where T: Decodable` (from `where`).
    var whereClause: [Node]?

    var all: [Node] { head + (result.map(spaced) ?? []) + (whereClause ?? []) }

    init(signature: MemberSignature) {
        for modifier in signature.modifiers { head += spaced(nodes(modifier)) }
        head += spaced(kind(signature))
        for effect in effects(signature) { head += spaced(effect) }
        head = LineLayout.unspaced(head)
        if let type = signature.result {
            if case .property = signature.kind {
                result = LineLayout.nodes(type)
            } else {
                result =
                    [word("->")] + (signature.isSendingResult ? [word("sending")] : []) + spaced(LineLayout.nodes(type))
            }
        }
        if !signature.constraints.isEmpty { whereClause = LineLayout.whereClause(signature.constraints) }
    }

    func word(_ text: String, spaced: Bool = true) -> Node { .token(Token(text, spaced: spaced)) }

    func spaced(_ nodes: [Node]) -> [Node] { LineLayout.spaced(nodes) }

    func nodes(_ modifier: MemberSignature.Modifier) -> [Node] {
        switch modifier {
        case .word(let text):
            return [word(text, spaced: false)]
        case .call(let name, let argument):
            // `nonisolated(nonsending)`: one word, never broken.
            return [word("\(name)(\(argument))", spaced: false)]
        case .deprecation(let deprecation):
            return LineLayout.nodes(deprecation)
        }
    }

    /// The keyword, the name, the generic parameters and the parameters.
    func kind(_ signature: MemberSignature) -> [Node] {
        switch signature.kind {
        case .function(let name, let isOperator):
            guard isOperator else {
                return [word("func", spaced: false), word(name)] + generics(signature)
                    + [parameters(signature, kind: .arguments, spaced: false)]
            }
            guard !signature.generics.isEmpty else {
                return [word("func", spaced: false), word(name), parameters(signature, kind: .enclosed, spaced: true)]
            }
            // `func == <T>(lhs: T, rhs: T)`: the generic clause after a space is words, not a group.
            var words = [word("func", spaced: false), word(name), word("<")]
            for (index, generic) in signature.generics.enumerated() {
                if index > 0 { words.append(word(",", spaced: false)) }
                words += generic.split(separator: " ").enumerated().map {
                    word(String($1), spaced: index > 0 || $0 > 0)
                }
            }
            return words + [word(">", spaced: false), parameters(signature, kind: .arguments, spaced: false)]
        case .initializer(let failability):
            return [word("init", spaced: false)] + (failability.map { [word($0, spaced: false)] } ?? [])
                + generics(signature) + [parameters(signature, kind: .arguments, spaced: false)]
        case .subscript:
            return [word("subscript", spaced: false)] + generics(signature)
                + [parameters(signature, kind: .arguments, spaced: false)]
        case .property(let name):
            return [word("var", spaced: false), word(name), word(":", spaced: false)]
        }
    }

    func generics(_ signature: MemberSignature) -> [Node] {
        guard !signature.generics.isEmpty else { return [] }
        var children: [Node] = []
        for (index, generic) in signature.generics.enumerated() {
            if index > 0 { children.append(word(",", spaced: false)) }
            children += generic.split(separator: " ").enumerated().map { word(String($1), spaced: index > 0 || $0 > 0) }
        }
        return [.group(kind: .enclosed, open: Token("<"), children: children, close: Token(">"))]
    }

    func parameters(_ signature: MemberSignature, kind: LineLayout.GroupKind, spaced: Bool) -> Node {
        var children: [Node] = []
        for (index, parameter) in signature.parameters.enumerated() {
            if index > 0 { children.append(word(",", spaced: false)) }
            var item = parameter.names.map { word($0) } + [word(":", spaced: false)]
            item += self.spaced(LineLayout.nodes(parameter.type))
            children += index == 0 ? LineLayout.unspaced(item) : item
        }
        return .group(kind: kind, open: Token("(", spaced: spaced), children: children, close: Token(")"))
    }

    func effects(_ signature: MemberSignature) -> [[Node]] {
        LineLayout.effects(isAsync: signature.isAsync, throwing: signature.throwing, isRethrows: signature.isRethrows)
    }
}
