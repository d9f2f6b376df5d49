// Line breaking as `swift format` does it (with the repository's .swift-format: 120 columns, 4
// spaces), for the lines the generator writes: stored actions, declarations and statements. The
// file it writes passes `swift format lint --strict` as it is, with no formatting step.
//
// A line is a `Line` of bracket groups (Layout/), laid out the way swift-format's pretty printer
// lays out a token stream (Oppen's algorithm): a break fires when the text up to the next break of
// the same level does not fit; an argument list breaks after `(`, fills lines with its arguments
// and keeps `)` on the last one; a tuple, function type or parameter list, a generic clause and a
// closure put their closing bracket on a line of its own once they broke; a stored property breaks
// after `=`, else after `:`.
//
// Every line comes as data: declarations, stored actions, headers and statements
// (Layout/*Layout.swift build their groups); nothing the generator wrote is read back. A block (a
// closure or a clause whose statements do not share a line) puts each statement on lines of its
// own, one level deeper, and its `}` on a line of its own.

enum LineLayout {
    static let indentWidth = 4

    /// `line` laid out at `indent`, in as many lines as it needs: whole when it fits.
    static func layout(_ line: Line, indent: String) -> [String] {
        var stream = Stream()
        emit(line, into: &stream)
        return Printer(stream: stream.items, indent: indent.count).print()
    }

    // MARK: - Stream

    enum BreakKind: Equatable {
        /// After an opening bracket (and a property's `var name:`): the lines it starts are
        /// indented one level more than the bracket's line, until its close.
        case open
        /// Before a closing bracket, which goes back to the opening bracket's line's indentation;
        /// `mustBreak`: whenever its open break fired.
        case close(mustBreak: Bool)
        /// Between the items of a list, before `where`.
        case same
        /// After `=`, a parameter's label, a function type's `->`, and before a declaration's
        /// `->`: the line it starts is a continuation line, one level deeper than the block.
        case `continue`
        /// Before a declaration's `{`: fires when the line is a continuation line.
        case reset
        /// After a block's `{ signature`: always fires, and the lines it starts are indented one
        /// level more than the brace's line, until its close.
        case block
        /// Between two statements of a block: always fires, at the block's indentation.
        case statement
        /// The end of a stored property's line: its type's indentation ends (never fires).
        case end
    }

    enum Item: Equatable {
        case text(String)
        case `break`(BreakKind, size: Int)
        /// A group: a break before it measures it whole.
        case groupOpen
        case groupClose
    }

    struct Stream {
        var items: [Item] = []

        mutating func text(_ text: String) {
            guard !text.isEmpty else { return }
            if case .text(let last)? = items.last {
                items[items.count - 1] = .text(last + text)
            } else {
                items.append(.text(text))
            }
        }

        mutating func add(_ item: Item) {
            items.append(item)
        }

        /// `nodes` as text and breaks; `parameters`: the first argument-like group is a
        /// declaration's parameter list, whose closing parenthesis gets a line of its own.
        mutating func emit(
            _ nodes: [Node], parameters: Bool = false, labels: Bool = false, returnArrow: Bool = false
        ) {
            var parametersDone = !parameters
            var index = 0
            while index < nodes.count {
                let node = nodes[index]
                if index > 0, node.spaced { text(" ") }
                switch node {
                case .token(let token):
                    text(token.text)
                    if token.text == "->", index + 1 < nodes.count, !(returnArrow && index == 0) {
                        // A function type breaks after its arrow.
                        add(.break(.continue, size: 1))
                        emit(unspaced(Array(nodes[(index + 1)...])))
                        return
                    }
                    if labels, token.text == ":", index + 1 < nodes.count {
                        // `handler: (Int) -> Void` may break after the label, the type in a group.
                        add(.break(.continue, size: 1))
                        add(.groupOpen)
                        emit(unspaced(Array(nodes[(index + 1)...])))
                        add(.groupClose)
                        return
                    }
                case .group(var kind, let open, let children, let close):
                    if kind == .arguments, !parametersDone {
                        kind = .enclosed
                        parametersDone = true
                    }
                    group(kind: kind, open: open, children: children, close: close)
                case .block(let open, let signature, let lines, let close):
                    block(open: open, signature: signature, lines: lines, close: close)
                }
                index += 1
            }
        }

        /// `{ signature`, each line after a break that always fires, `}` on a line of its own.
        mutating func block(open: Token, signature: [Node], lines: [Line], close: Token) {
            text(open.text)
            if !signature.isEmpty { text(" " + flatText(signature)) }
            add(.break(.block, size: 1))
            add(.groupOpen)
            for (index, line) in lines.enumerated() {
                if index > 0 { add(.break(.statement, size: 1)) }
                LineLayout.emit(line, into: &self)
            }
            add(.break(.close(mustBreak: true), size: 1))
            add(.groupClose)
            text(close.text)
        }

        mutating func group(kind: GroupKind, open: Token, children: [Node], close: Token) {
            if children.isEmpty || kind == .atomic {
                text(open.text + flatText(children) + close.text)
                return
            }
            text(open.text)
            if kind == .closure {
                // `{ x, y in` stays on the brace's line; the body breaks after `in`.
                var body = children
                if let inIndex = children.firstIndex(where: { $0 == .token(Token(text: "in", spaced: true)) }) {
                    text(" " + flatText(Array(children[...inIndex])))
                    body = Array(children[(inIndex + 1)...])
                }
                guard !body.isEmpty else {
                    text(" " + close.text)
                    return
                }
                add(.break(.open, size: 1))
                add(.groupOpen)
                emit(unspaced(body))
                add(.break(.close(mustBreak: true), size: 1))
                add(.groupClose)
                text(close.text)
                return
            }
            add(.break(.open, size: 0))
            add(.groupOpen)
            // Each item a group: the break before it measures it whole.
            var item: [Node] = []
            var first = true
            func flush() {
                guard !item.isEmpty else { return }
                if !first { add(.break(.same, size: 1)) }
                add(.groupOpen)
                emit(unspaced(item), labels: kind == .enclosed && open.text == "(")
                add(.groupClose)
                first = false
                item = []
            }
            for node in children {
                item.append(node)
                if node == .token(Token(text: ",", spaced: false)) { flush() }
            }
            flush()
            add(.break(.close(mustBreak: kind == .enclosed), size: 0))
            add(.groupClose)
            text(close.text)
        }
    }

    // MARK: - Printer

    /// Oppen's algorithm over the stream: a break fires when its length does not fit on the line.
    struct Printer {
        var stream: [Item]
        var indent: Int

        /// The length a break stands for: its size, then the text up to the next break of its
        /// group (the groups after it counted whole) or the end of its group.
        func length(at index: Int) -> Int {
            guard case .break(_, let size) = stream[index] else { return 0 }
            var length = size
            var depth = 0
            for item in stream[(index + 1)...] {
                switch item {
                case .text(let text):
                    length += text.count
                case .groupOpen:
                    depth += 1
                case .groupClose:
                    if depth == 0 { return length }
                    depth -= 1
                case .break(_, let size):
                    if depth == 0 { return length }
                    length += size
                }
            }
            return length
        }

        func print() -> [String] {
            var lines: [String] = []
            var line = String(repeating: " ", count: indent)
            // The indentation of the current line, and of the lines the open breaks start.
            var lineIndent = indent
            var block = indent
            var continuationLine = false
            // Each open break: whether it fired, the block to go back to, its line's indentation.
            var opens: [(fired: Bool, block: Int, lineIndent: Int)] = []
            for (index, item) in stream.enumerated() {
                switch item {
                case .text(let text):
                    line += text
                case .groupOpen, .groupClose:
                    break
                case .break(let kind, let size):
                    let fits = line.count + length(at: index) <= SwiftRenderer.lineLength
                    let atLineStart = line.allSatisfy { $0 == " " }
                    var fire = !fits && !atLineStart
                    var newIndent = block
                    var continues = false
                    switch kind {
                    case .open, .block:
                        if kind == .block { fire = true }
                        opens.append((fire, block, lineIndent))
                        if fire { block = lineIndent + indentWidth }
                        newIndent = block
                    case .statement:
                        fire = true
                    case .end:
                        block = (opens.popLast() ?? (false, block, lineIndent)).block
                        continue
                    case .close(let mustBreak):
                        let open = opens.popLast() ?? (false, block, lineIndent)
                        fire = open.fired && (mustBreak || fire)
                        block = open.block
                        newIndent = open.lineIndent
                    case .same:
                        break
                    case .continue:
                        newIndent = block + indentWidth
                        continues = true
                    case .reset:
                        // At the declaration's own indentation: a local function's is its block's.
                        fire = fire || continuationLine
                        newIndent = block
                    }
                    if fire {
                        lines.append(line)
                        line = String(repeating: " ", count: newIndent)
                        lineIndent = newIndent
                        continuationLine = continues
                    } else {
                        line += String(repeating: " ", count: size)
                    }
                }
            }
            lines.append(line)
            return lines
        }
    }
}
