// A stored property as a line to lay out, from its parts: `var name: Type = value` breaks after
// `=`, else in its type; `var name = value` after `=`.

extension LineLayout {
    /// The line declaring `property`.
    static func line(_ property: StoredProperty) -> Line {
        var head: [Node] = []
        if let deprecation = property.deprecation { head += nodes(deprecation) }
        if property.isLazy { head.append(.token(Token("lazy", spaced: true))) }
        head += [.token(Token("var", spaced: true)), .token(Token(property.name, spaced: true))]
        head = unspaced(head)
        let value = nodes(property.value)
        guard let type = property.type else { return .assignment(target: head, value: value) }
        head.append(.token(Token(":")))
        let typeNodes = nodes(type)
        if property.deprecation != nil {
            // Laid out as any line: an attribute's group comes first (as the text-reading printer
            // had it, which the committed mocks keep).
            return .plain(
                head + [typeNodes[0].spaced(true)] + typeNodes.dropFirst() + [.token(Token("=", spaced: true))]
                    + [value[0].spaced(true)] + value.dropFirst())
        }
        return .storedProperty(head: head, type: typeNodes, value: value)
    }

    /// `@available(*, deprecated, message: "...")`, its arguments a group.
    static func nodes(_ deprecation: Deprecation) -> [Node] {
        var arguments: [Node] = [
            .token(Token("*")), .token(Token(",")), .token(Token("deprecated", spaced: true)),
        ]
        if let message = deprecation.message {
            arguments += [
                .token(Token(",")), .token(Token("message", spaced: true)), .token(Token(":")),
                .token(Token(SwiftRenderer.stringLiteral(message), spaced: true)),
            ]
        }
        return [
            .token(Token("@available")),
            .group(kind: .arguments, open: Token("("), children: arguments, close: Token(")")),
        ]
    }
}
