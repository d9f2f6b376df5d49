// A statement of a member's body as the shapes build it: whether it returns a value is part of
// it, so that a shape wrapping statements (a typed-throws `Result`, a failable initializer's
// `guard`) asks the statement, never its text.

/// One statement of a body, before the body's lines are written.
enum Statement: Equatable {
    /// A statement that returns nothing, as written: `state = written.0`; or one line of a
    /// statement that spans several.
    case line(String)
    /// `return value`, by its value.
    case returning(String)

    /// The statement as source text.
    var text: String {
        switch self {
        case .line(let text): return text
        case .returning(let value): return "return " + value
        }
    }
}
