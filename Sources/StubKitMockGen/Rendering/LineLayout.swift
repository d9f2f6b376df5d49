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
// Declarations, stored actions and headers come as data (Layout/*Layout.swift build their groups).
// So is a body's expression statement (a placeholder's `unmockedRequirement(...)`). The other
// statements are still text: `layout(_: String, indent:)` reads such a line into tokens and groups
// (`tokenize`, `parse`) and guesses what it is (`classify`), until statements are data.

enum LineLayout {
    static let indentWidth = 4

    /// A statement's `line`, as text, laid out at `indent`, in as many lines as it needs.
    static func layout(_ line: String, indent: String) -> [String] {
        guard indent.count + line.count > SwiftRenderer.lineLength else { return [indent + line] }
        // A line with a bracket it does not close (`try await f(x) { x in`) keeps that bracket as text.
        return layout(classify(parse(tokenize(line))), indent: indent)
    }

    /// `line` laid out at `indent`, in as many lines as it needs: whole when it fits.
    static func layout(_ line: Line, indent: String) -> [String] {
        var stream = Stream()
        emit(line, into: &stream)
        return Printer(stream: stream.items, indent: indent.count).print()
    }

    // MARK: - Tokens

    static func tokenize(_ line: String) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(line)
        var index = 0
        var spaced = false
        func isWord(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_" || character == "$" || character == "`"
                || character == "@" || character == "#"
        }
        while index < characters.count {
            let character = characters[index]
            if character == " " {
                spaced = true
                index += 1
                continue
            }
            var end = index + 1
            if character == "\"" {
                while end < characters.count, characters[end] != "\"" {
                    end += characters[end] == "\\" ? 2 : 1
                }
                end = min(end + 1, characters.count)
            } else if isWord(character) {
                while end < characters.count, isWord(characters[end]) { end += 1 }
            } else if character == "-", end < characters.count, characters[end] == ">" {
                end += 1
            } else if character == ".", end + 1 < characters.count, characters[end] == ".", characters[end + 1] == "." {
                end += 2
            } else if "=!<>&|+*/%".contains(character), !"(<".contains(character) || character == "<" {
                // Operators: `==`, `&&`, `<`; a `<` right after a word opens a generic clause (see parse).
                if character != "<" {
                    while end < characters.count, "=&|".contains(characters[end]) { end += 1 }
                }
            }
            tokens.append(Token(text: String(characters[index..<end]), spaced: spaced))
            spaced = false
            index = end
        }
        return tokens
    }

    // MARK: - Groups

    /// Groups `tokens` by their brackets; an unmatched bracket stays a token.
    static func parse(_ tokens: [Token]) -> [Node] {
        let closing: [String: String] = ["(": ")", "[": "]", "{": "}", "<": ">"]
        // Where each opening bracket closes, for those that do.
        var matches: [Int: Int] = [:]
        var stack: [Int] = []
        for (index, token) in tokens.enumerated() {
            switch token.text {
            case "(", "[", "{":
                stack.append(index)
            case "<" where !token.spaced && index > 0:
                // A generic clause follows a name without a space: `Array<Int>`, `func f<T>`.
                stack.append(index)
            case ")", "]", "}", ">":
                if let open = stack.last, closing[tokens[open].text] == token.text {
                    matches[open] = index
                    stack.removeLast()
                } else if token.text != ">" {
                    // An unmatched closing bracket: forget the open ones inside it.
                    while let open = stack.last, closing[tokens[open].text] != token.text { stack.removeLast() }
                    if let open = stack.popLast() { matches[open] = index }
                }
            default:
                break
            }
        }
        func nodes(_ range: Range<Int>) -> [Node] {
            var result: [Node] = []
            var index = range.lowerBound
            while index < range.upperBound {
                let token = tokens[index]
                guard let end = matches[index], end < range.upperBound else {
                    result.append(.token(token))
                    index += 1
                    continue
                }
                let kind: GroupKind
                switch token.text {
                case "[": kind = .atomic
                case "{": kind = .closure
                case "<": kind = .enclosed
                default:
                    // A parenthesis right after a name, `)`, `>`, `?` or `!` calls; otherwise it encloses.
                    let previous = index > 0 ? tokens[index - 1].text : ""
                    let calls =
                        !token.spaced && !previous.isEmpty
                        && (previous.last!.isLetter || previous.last!.isNumber || previous.last == "_"
                            || [")", ">", "?", "!", "]", "`"].contains(previous.last!))
                    kind = calls ? .arguments : .enclosed
                }
                result.append(
                    .group(kind: kind, open: token, children: nodes((index + 1)..<end), close: tokens[end]))
                index = end + 1
            }
            return result
        }
        return nodes(0..<tokens.count)
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
                }
                index += 1
            }
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

    /// What a line read back from its text is (the words before its first group say it): a
    /// stored property, an assignment, a declaration, anything else.
    static func classify(_ nodes: [Node]) -> Line {
        let words = nodes.prefix { if case .token = $0 { return true } else { return false } }.map(\.flatText)
        let keyword = words.first {
            ["var", "let", "func", "init", "init?", "subscript", "class", "actor"].contains($0)
        }
        let equals = nodes.firstIndex(of: .token(Token(text: "=", spaced: true)))
        switch keyword {
        case "var", "let":
            let colon = nodes.firstIndex(of: .token(Token(text: ":", spaced: false)))
            if let colon, equals.map({ colon < $0 }) ?? true {
                return .storedProperty(
                    head: Array(nodes[...colon]), type: Array(nodes[(colon + 1)..<(equals ?? nodes.count)]),
                    value: equals.map { Array(nodes[($0 + 1)...]) })
            }
            if let equals {
                return .assignment(target: Array(nodes[..<equals]), value: Array(nodes[(equals + 1)...]))
            }
            return .plain(nodes)
        case nil:
            return .plain(nodes)
        default:
            var signature = nodes
            let brace = signature.last == .token(Token(text: "{", spaced: true))
            if brace { signature.removeLast() }
            var whereClause: [Node]?
            if let whereIndex = signature.firstIndex(of: .token(Token(text: "where", spaced: true))) {
                whereClause = Array(signature[whereIndex...])
                signature = Array(signature[..<whereIndex])
            }
            var result: [Node]?
            if let arrow = signature.firstIndex(of: .token(Token(text: "->", spaced: true))) {
                result = Array(signature[arrow...])
                signature = Array(signature[..<arrow])
            }
            return .declaration(signature: signature, result: result, whereClause: whereClause, opensBrace: brace)
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
                    case .open:
                        opens.append((fire, block, lineIndent))
                        if fire { block = lineIndent + indentWidth }
                        newIndent = block
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
                        fire = fire || continuationLine
                        newIndent = indent
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
