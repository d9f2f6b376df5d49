// A whole line as the renderer knows it: what the line is (a stored property, an assignment, a
// declaration, anything else) decides where it breaks, so the printer never guesses it from the
// line's words.

extension LineLayout {
    /// A line to lay out, by what it is.
    enum Line: Equatable {
        /// `var name: Type = value`: `head` through the `:`, then the type, then the value (after
        /// ` = `). Breaks after `=`, else in the type, whose indentation lasts to the end of the line.
        case storedProperty(head: [Node], type: [Node], value: [Node]?)
        /// `let name = value`, `var name = value`: `target` before the `=`. Breaks after `=`.
        case assignment(target: [Node], value: [Node])
        /// `func`, `init`, `subscript`, `class`, `actor`: `signature` before the result's `->`,
        /// `result` from the `->`, `whereClause` from `where`; `opensBrace`: ends with ` {`. Breaks in
        /// its parameters, before `->` and `where`, and puts `{` on a line of its own after a
        /// continuation line.
        case declaration(signature: [Node], result: [Node]?, whereClause: [Node]?, opensBrace: Bool)
        /// Anything else: breaks in its groups.
        case plain([Node])
        /// A local function: its declaration (a `.declaration` that opens its brace), then its body's
        /// lines one level deeper and `}` on a line of its own.
        indirect case function(Line, body: [Line])
    }

    /// Emits `line` as text and breaks.
    static func emit(_ line: Line, into stream: inout Stream) {
        switch line {
        case .storedProperty(let head, let type, let value):
            // `var name: Type = value`: the type's indentation lasts to the end of the line.
            stream.emit(head)
            stream.add(.break(.open, size: 1))
            stream.add(.groupOpen)
            stream.emit(unspaced(type))
            stream.add(.groupClose)
            if let value { assignment(value, into: &stream) }
            stream.add(.break(.end, size: 0))
        case .assignment(let target, let value):
            stream.emit(target)
            assignment(value, into: &stream)
        case .declaration(let signature, let result, let whereClause, let opensBrace):
            if let result {
                stream.emit(signature, parameters: true)
                stream.add(.break(.continue, size: 1))
                stream.emit(unspaced(result), returnArrow: true)
            } else {
                stream.emit(signature, parameters: true)
            }
            if let whereClause {
                // `where` starts a line of its own at the declaration's indentation when it does not fit.
                stream.add(.break(.same, size: 1))
                stream.emit(unspaced(whereClause))
            }
            if opensBrace {
                stream.add(.break(.reset, size: 1))
                stream.text("{")
            }
        case .plain(let nodes):
            stream.emit(nodes)
        case .function(let declaration, let body):
            emit(declaration, into: &stream)
            stream.block(open: Token(""), signature: [], lines: body, close: Token("}"))
        }
    }

    /// ` = value`, breaking after `=`.
    private static func assignment(_ value: [Node], into stream: inout Stream) {
        stream.text(" =")
        stream.add(.break(.continue, size: 1))
        stream.emit(unspaced(value))
    }
}
