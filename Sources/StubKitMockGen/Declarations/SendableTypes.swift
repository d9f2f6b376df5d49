// Which types are surely `Sendable`, recognised by spelling: the standard library's and
// Foundation's value types, and optionals, arrays, sets, dictionaries and tuples of them. A type
// of the module, a closure that is not `@Sendable` or `Any` is not known to be, and an actor mock
// keeps such arguments on the actor (`Shapes.actionStaysOnActor`).

enum SendableTypes {
    /// Identifiers that may appear in a type known to be `Sendable`.
    static let words: Set<String> = DefaultValues.standardTypes.union([
        "Swift", "Foundation", "Character", "Void", "Never", "Optional", "Array", "Set", "Dictionary",
        "ContiguousArray", "Range", "ClosedRange", "Duration", "any", "Sendable", "Error",
    ])

    /// Whether `type` is `Sendable` whatever the module declares: `(String, [Int: URL?])`,
    /// `@Sendable (Int) -> Void`, `any Error`; `false` for `Model`, `() -> String` or `Any`.
    static func isKnownSendable(_ type: String) -> Bool {
        let type = Shapes.valueType(type)
        if type.hasPrefix("@Sendable ") || type.hasPrefix("@escaping @Sendable ") { return true }
        if type.contains("->") || type.contains("@") { return false }
        var word = ""
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if !word.isEmpty, !words.contains(word) { return false }
                word = ""
            }
        }
        return true
    }
}
