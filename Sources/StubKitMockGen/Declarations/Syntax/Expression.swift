// An expression the generator writes, as data: a stored action's first value (`strictStub(name:
// "x")`, `{ _ in .defaultValue }`, `byDefault { [unowned self] _ in self }`) and what a body calls
// (`try await sendAction((request, retries))`). Names and literals are atoms, never read again; the
// renderer decides where the expression breaks from its shape (a call's arguments, a closure's
// body, a tuple).

/// A Swift expression.
indirect enum Expression: Equatable {
    /// A name, a keyword or a literal as written: `stubGeneric`, `.defaultValue`, `$0`, `self`, `true`.
    case atom(String)
    /// A string literal of `text`.
    case string(String)
    /// `callee(label: value, ...)`, and a trailing closure; no parentheses when there are no
    /// arguments and a trailing closure.
    case call(Expression, [Argument], trailingClosure: Closure? = nil)
    /// `base.name`.
    case member(Expression, String)
    /// `base[label: value, ...]`: a subscript's call (`super[index]`).
    case subscripted(Expression, [Argument])
    /// A type where an expression names it: `PropertyStub<Int>` in `PropertyStub<Int>()`.
    case type(SwiftType)
    /// `Type.self`.
    case metatype(SwiftType)
    case closure(Closure)
    /// `(a, b)`; `()` when empty.
    case tuple([Expression])
    /// `(expression)`.
    case parenthesized(Expression)
    case `try`(Expression)
    case await(Expression)
    /// `expression as Type`.
    case cast(Expression, SwiftType)
    /// `target = value`.
    case assignment(Expression, Expression)

    /// An argument of a call: `name: "x"`, or unlabelled.
    struct Argument: Equatable {
        var label: String?
        var value: Expression

        init(_ label: String?, _ value: Expression) {
            self.label = label
            self.value = value
        }
    }

    /// `{ [unowned self] _, _ in body }`, `{ rule -> Swift.Result<Int, ParseError> in ... }`.
    struct Closure: Equatable {
        /// `@concurrent`: written first, where the closure would otherwise take its context's isolation.
        var attributes: [String] = []
        /// `unowned self`.
        var captures: [String] = []
        /// `_`, `x`: written before `in` (none and no result: no `in`).
        var parameters: [String] = []
        /// `throws(E)` after the parameters: the closure's typed error, which Swift does not infer.
        var throwing: SwiftType?
        /// `-> Type` after the parameters.
        var result: SwiftType?
        /// The body; none: `{ _ in }`.
        var statements: [Statement] = []

        init(
            captures: [String] = [], parameters: [String] = [], throwing: SwiftType? = nil, result: SwiftType? = nil,
            statements: [Statement] = []
        ) {
            self.captures = captures
            self.parameters = parameters
            self.throwing = throwing
            self.result = result
            self.statements = statements
        }

        /// A closure whose body is one expression: `{ _ in .defaultValue }`.
        init(captures: [String] = [], parameters: [String] = [], body: Expression?) {
            self.init(captures: captures, parameters: parameters, statements: body.map { [.expression($0)] } ?? [])
        }
    }

    /// Whether the expression is `try ...`.
    var isTry: Bool {
        if case .try = self { return true }
        return false
    }

    /// A call of `name` with `arguments`: `stubGeneric()`, `strictStub(name: "x")`.
    static func call(_ name: String, _ arguments: [Argument] = []) -> Expression {
        .call(.atom(name), arguments)
    }

    /// `{ parameters in body }`.
    static func closure(_ parameters: [String], _ body: Expression? = nil) -> Expression {
        .closure(Closure(parameters: parameters, body: body))
    }

    /// `try` and `await` before the expression, as `throwing` and `isAsync` say: `try await call`.
    func effects(throwing: Bool, isAsync: Bool) -> Expression {
        let waited = isAsync ? Expression.await(self) : self
        return throwing ? .try(waited) : waited
    }

    /// `self(arguments...)`, each unlabelled.
    func callAsFunction(_ arguments: Expression...) -> Expression {
        .call(self, arguments.map { Argument(nil, $0) })
    }
}
