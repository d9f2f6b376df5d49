// A type's declaration line as nodes: `final class CacheMock<Key: Hashable>: Cache, @unchecked
// Sendable`, for a mock and for the classes that hold its actions.

extension LineLayout {
    /// `keyword name<generics>: conformances`, each of `preconcurrency` after the first conformance
    /// as `@preconcurrency Parent`, each of `nonisolated` after them all as `nonisolated Parent`, then
    /// `@unchecked Sendable` when `isUncheckedSendable`.
    static func typeHeader(
        keyword: String, name: String, generics: [GenericParameter] = [], conformances: [SwiftType],
        preconcurrency: [SwiftType] = [], nonisolated: [SwiftType] = [], isUncheckedSendable: Bool
    ) -> [Node] {
        var header = keyword.split(separator: " ").map { Node.token(Token(String($0), spaced: true)) }
        header.append(.token(Token(name, spaced: true)))
        if !generics.isEmpty {
            var children: [Node] = []
            for (index, generic) in generics.enumerated() {
                if index > 0 { children.append(.token(Token(","))) }
                children.append(.token(Token(generic.name, spaced: index > 0)))
                for (position, constraint) in generic.constraints.enumerated() {
                    children += position == 0 ? [.token(Token(":"))] : [.token(Token("&", spaced: true))]
                    children += spaced(nodes(constraint))
                }
            }
            header.append(.group(kind: .enclosed, open: Token("<"), children: children, close: Token(">")))
        }
        header.append(.token(Token(":")))
        for (index, conformance) in conformances.enumerated() {
            if index > 0 { header.append(.token(Token(","))) }
            header += spaced(nodes(conformance))
            guard index == 0 else { continue }
            for parent in preconcurrency {
                header += [.token(Token(",")), .token(Token("@preconcurrency", spaced: true))] + spaced(nodes(parent))
            }
        }
        for parent in nonisolated {
            header += [.token(Token(",")), .token(Token("nonisolated", spaced: true))] + spaced(nodes(parent))
        }
        if isUncheckedSendable {
            if !conformances.isEmpty { header.append(.token(Token(","))) }
            header += [.token(Token("@unchecked", spaced: true)), .token(Token("Sendable", spaced: true))]
        }
        return unspaced(header)
    }
}
