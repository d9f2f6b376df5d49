// A stored property as a line to lay out, from its parts: `var name: Type = value` breaks after
// `=`, else in its type; `var name = value` after `=`. Its deprecation goes on a line of its own
// when the declaration with it does not fit on one (`SwiftRenderer.layout(_: StoredProperty, indent:)`).

extension LineLayout {
    /// The line declaring `property`.
    static func line(_ property: StoredProperty) -> Line {
        var head: [Node] = []
        if let deprecation = property.deprecation { head += nodes(deprecation) }
        if property.isLazy { head.append(.token(Token("lazy", spaced: true))) }
        head += [
            .token(Token(property.isConstant ? "let" : "var", spaced: true)),
            .token(Token(property.name, spaced: true)),
        ]
        head = unspaced(head)
        // Without a value, `let mock: RepositoryMock`: a constant its type's initializer sets.
        let value = property.value.map { nodes($0) }
        guard let type = property.type else { return .assignment(target: head, value: value ?? []) }
        head.append(.token(Token(":")))
        let typeNodes = nodes(type)
        return .storedProperty(head: head, type: typeNodes, value: value)
    }

    /// `@available(*, deprecated, message: "...")`, its arguments an enclosed group.
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
            // On a line of its own when too long, with `)` on a line of its own, as swift format writes it.
            .group(kind: .enclosed, open: Token("("), children: arguments, close: Token(")")),
        ]
    }
}
