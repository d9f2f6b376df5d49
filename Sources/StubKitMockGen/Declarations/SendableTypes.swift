// Which types are surely `Sendable`, by identity: the standard library's and Foundation's value
// types, `@Sendable` closures, `any Error` and `any Sendable`, and optionals, arrays, dictionaries,
// sets and tuples of them. A type of the module, a closure that is not `@Sendable` or `Any` is not
// known to be, and an actor mock keeps such arguments on the actor (`Shapes.actionStaysOnActor`).

enum SendableTypes {
    /// Standard types known to be `Sendable`, by name.
    static let names: Set<String> = DefaultValues.standardTypes.union([
        "Character", "Void", "Never", "Optional", "Array", "Set", "Dictionary", "ContiguousArray", "Range",
        "ClosedRange", "Duration",
    ])

    /// Whether `type` (its typealiases resolved) is `Sendable` whatever the module declares:
    /// `(String, [Int: URL?])`, `@Sendable (Int) -> Void`, `any Error`; `false` for `Model`,
    /// `() -> String` or `Any`.
    static func isKnownSendable(_ type: SwiftType) -> Bool {
        switch type {
        case .function(let function):
            return function.isSendable
        case .tuple(let elements):
            return elements.allSatisfy { isKnownSendable($0.type) }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped):
            return isKnownSendable(wrapped)
        case .dictionary(let key, let value):
            return isKnownSendable(key) && isKnownSendable(value)
        case .named(let name, let arguments):
            let standard = name.module.map(TypeSpelling.implicitModules.contains) ?? true
            return standard && names.contains(name.name) && arguments.allSatisfy(isKnownSendable)
        case .existential(let constraint):
            let parts: [SwiftType]
            if case .composition(let composed) = constraint { parts = composed } else { parts = [constraint] }
            return parts.contains {
                guard case .named(let name, []) = $0 else { return false }
                return name.name == "Sendable" || name.name == "Error"
            }
        default:
            return false
        }
    }
}
