// A statement as a line to lay out, from its parts: a binding breaks after `=` (and in its type),
// anything else in its groups; a closure or a clause whose statements cannot share a line is a
// block, its statements one level deeper; a `do` statement is on one line when it fits, else
// every clause is a block.

extension LineLayout {
    /// The line of `statement`, written at `indent`.
    static func line(_ statement: Statement, indent: Int) -> Line {
        ExpressionNodes(indent: indent).line(statement)
    }

    /// `statement` on one line; `nil` when it holds statements that go on lines of their own.
    static func oneLine(_ statement: Statement) -> String? {
        let nodes = ExpressionNodes(indent: 0).nodes(statement)
        guard !nodes.contains(where: \.holdsBlock) else { return nil }
        return oneLine(nodes)
    }

    /// `nodes` on one line, as the printer writes them when they fit (a closure's braces spaced).
    static func oneLine(_ nodes: [Node]) -> String {
        var stream = Stream()
        stream.emit(nodes)
        return stream.items.map { item in
            switch item {
            case .text(let text): return text
            case .break(_, let size): return String(repeating: " ", count: size)
            case .groupOpen, .groupClose: return ""
            }
        }.joined()
    }

    /// `async`, `throws`, `throws(E)`: the effects of a declaration or an accessor.
    static func effects(isAsync: Bool, throwing: Throwing, isRethrows: Bool = false) -> [[Node]] {
        var effects: [[Node]] = isAsync ? [[.token(Token("async"))]] : []
        switch throwing {
        case .none: break
        case .untyped: effects.append([.token(Token(isRethrows ? "rethrows" : "throws"))])
        case .typed(let error):
            effects.append([
                .token(Token("throws")),
                .group(kind: .arguments, open: Token("("), children: nodes(error), close: Token(")")),
            ])
        }
        return effects
    }
}

extension ExpressionNodes {
    /// The line of `statement`: a binding breaks after its `=` (a typed one in its type too).
    func line(_ statement: Statement) -> LineLayout.Line {
        if case .localFunction(let signature, let statements) = statement {
            // Laid out as a member's declaration is, its body one level deeper.
            let inside = ExpressionNodes(indent: indent + LineLayout.indentWidth)
            return .function(LineLayout.line(signature, opensBrace: true), body: statements.map(inside.line))
        }
        guard case .binding(let name, let type, let value) = statement else { return .plain(nodes(statement)) }
        let head = [word("let"), word(name, spaced: true)]
        let valueNodes = value.map { nodes($0) }
        guard let type else { return .assignment(target: head, value: valueNodes ?? []) }
        return .storedProperty(head: head + [word(":")], type: LineLayout.nodes(type), value: valueNodes)
    }

    /// The nodes of `statement`, its first one unspaced.
    func nodes(_ statement: Statement) -> [Node] {
        switch statement {
        case .expression(let expression):
            return nodes(expression)
        case .returning(let value):
            return [word("return")] + spaced(nodes(value))
        case .throw(let error):
            return [word("throw")] + spaced(nodes(error))
        case .binding(let name, let type, let value):
            var result = [word("let"), word(name, spaced: true)]
            if let type { result += [word(":")] + spaced(LineLayout.nodes(type)) }
            if let value { result += [word("=", spaced: true)] + spaced(nodes(value)) }
            return result
        case .guardElseReturnNil(let condition):
            return [word("guard")] + spaced(nodes(condition)) + [word("else", spaced: true)]
                + spaced([body([.returning(.atom("nil"))])])
        case .doCatch(let statement):
            return doCatch(statement)
        case .accessor(let keyword, let effects, let statement):
            var result = [word(keyword)]
            for effect in LineLayout.effects(isAsync: effects.isAsync, throwing: effects.throwing) {
                result += spaced(effect)
            }
            return result + spaced([body([statement])])
        case .block(let keyword, let statements):
            return [word(keyword), block(statements).spaced(true)]
        case .localFunction(let signature, let statements):
            return LineLayout.unspaced(LineLayout.nodes(signature)) + [block(statements).spaced(true)]
        case .ifFeature(let feature, let statements, let otherwise):
            // Two blocks, each clause's statements one level deeper: `#if …` to `#else`, then to `#endif`.
            let inside = ExpressionNodes(indent: indent + LineLayout.indentWidth)
            return [
                .block(
                    open: Token("#if hasFeature(\(feature))"), signature: [], lines: statements.map(inside.line),
                    close: Token("#else")),
                .block(open: Token(""), signature: [], lines: otherwise.map(inside.line), close: Token("#endif")),
            ]
        }
    }

    /// The statement's nodes when it can share a line with what encloses it (`{ x in call(x) }`):
    /// an expression, a `return` or a `throw` that holds no block.
    func inline(_ statement: Statement) -> [Node]? {
        switch statement {
        case .expression, .returning, .throw:
            let result = nodes(statement)
            return result.contains(where: \.holdsBlock) ? nil : result
        case .binding, .guardElseReturnNil, .doCatch, .accessor, .block, .localFunction, .ifFeature:
            return nil
        }
    }

    /// `do throws(E) { ... } catch let error as E { ... } catch { ... }`: on one line when every
    /// clause is one statement that can share it and it fits, else every clause a block.
    func doCatch(_ statement: Statement.DoCatch) -> [Node] {
        func clauses(_ body: ([Statement]) -> Node) -> [Node] {
            var result = [word("do")]
            if let error = statement.throwing {
                result += [
                    word("throws", spaced: true),
                    .group(kind: .arguments, open: Token("("), children: LineLayout.nodes(error), close: Token(")")),
                ]
            }
            result.append(body(statement.body).spaced(true))
            for clause in statement.catches {
                result.append(word("catch", spaced: true))
                if let binding = clause.binding {
                    result += [word("let", spaced: true), word(binding.name, spaced: true), word("as", spaced: true)]
                    result += spaced(LineLayout.nodes(binding.type))
                }
                result.append(body(clause.body).spaced(true))
            }
            return result
        }
        let oneLine = clauses { self.body($0) }
        let fits =
            !oneLine.contains(where: \.holdsBlock)
            && indent + LineLayout.oneLine(oneLine).count <= SwiftRenderer.lineLength
        return fits ? oneLine : clauses { block($0) }
    }
}
