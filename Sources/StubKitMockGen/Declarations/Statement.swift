// A statement of a member's body as the shapes build it: whether it returns a value is part of
// it, and so is how deep it is nested in the blocks the shapes open (a `withoutActuallyEscaping`
// closure, a `do`), so that a shape wrapping statements (a typed-throws `Result`, a failable
// initializer's `guard`) asks the statement, never its text, and the renderer indents it by its
// depth. Placeholder and accessor bodies are data (an `Expression`, an accessor, a block); the
// statements `passArguments` and the wrappers build are still text (`line`, `returning`).

/// One statement (or one line of a statement that spans several) of a body.
indirect enum Statement: Equatable {
    /// A statement that returns nothing, as written (`state = written.0`), or one line of a
    /// statement that spans several; `depth` blocks inside the body.
    case line(String, depth: Int = 0)
    /// `return value`, by its value, at the body's own level.
    case returning(String)
    /// An expression whose value is not used (`stub.set(newValue)`); `depth` blocks inside the body.
    case expression(Expression, depth: Int = 0)
    /// An accessor on one line: `get async throws { return nameAction(()) }`, `set { stub.set(newValue) }`.
    /// `effects` are written after the keyword, each after a space.
    case accessor(String, effects: [String] = [], Statement)
    /// A block over several lines: `keyword {`, its statements one level deeper, `}`.
    case block(String, [Statement])

    /// The statement as source text on one line, without its indentation.
    var text: String {
        switch self {
        case .line(let text, _): return text
        case .returning(let value): return "return " + value
        case .expression(let expression, _): return LineLayout.oneLine(expression)
        case .accessor(let keyword, let effects, let statement):
            return ([keyword] + effects).joined(separator: " ") + " { " + statement.text + " }"
        case .block(let keyword, let statements):
            return keyword + " { " + statements.map(\.text).joined(separator: "; ") + " }"
        }
    }

    /// How many blocks inside the body the statement is.
    var depth: Int {
        switch self {
        case .line(_, let depth), .expression(_, let depth): return depth
        case .returning, .accessor, .block: return 0
        }
    }

    /// The statement `levels` blocks deeper.
    func nested(_ levels: Int) -> Statement {
        if case .expression(let expression, let depth) = self { return .expression(expression, depth: depth + levels) }
        return .line(text, depth: depth + levels)
    }
}
