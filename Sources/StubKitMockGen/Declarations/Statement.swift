// A statement of a member's body as the shapes build it: whether it returns a value is part of
// it, and so is how deep it is nested in the blocks the shapes open (a `withoutActuallyEscaping`
// closure, a `do`), so that a shape wrapping statements (a typed-throws `Result`, a failable
// initializer's `guard`) asks the statement, never its text, and the renderer indents it by its
// depth.

/// One statement (or one line of a statement that spans several) of a body.
enum Statement: Equatable {
    /// A statement that returns nothing, as written (`state = written.0`), or one line of a
    /// statement that spans several; `depth` blocks inside the body.
    case line(String, depth: Int = 0)
    /// `return value`, by its value, at the body's own level.
    case returning(String)

    /// The statement as source text, without its indentation.
    var text: String {
        switch self {
        case .line(let text, _): return text
        case .returning(let value): return "return " + value
        }
    }

    /// How many blocks inside the body the statement is.
    var depth: Int {
        if case .line(_, let depth) = self { return depth }
        return 0
    }

    /// The statement `levels` blocks deeper.
    func nested(_ levels: Int) -> Statement {
        .line(text, depth: depth + levels)
    }
}
