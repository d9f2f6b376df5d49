// A statement of a member's body, as data: the shapes build calls, bindings, `guard`s and
// `do`/`catch` from expressions and types, and a closure that wraps statements
// (`withoutActuallyEscaping(rule) { rule in ... }`) holds them, so no shape reads a statement's
// text to wrap it (a typed-throws `Result`, a failable initializer's `guard`). The renderer
// decides from the tree where each one breaks (Rendering/Layout/StatementLayout.swift).

/// One statement of a body.
indirect enum Statement: Equatable {
    /// An expression whose value is not used: `try await sendAction(request)`, `state = written.0`.
    case expression(Expression)
    /// `return value`.
    case returning(Expression)
    /// `let name: Type = value`; without a type, `let name = value`; without a value, `let name: Type`.
    case binding(name: String, type: SwiftType?, value: Expression?)
    /// `guard condition else { return nil }`: a failable initializer's answer.
    case guardElseReturnNil(Expression)
    /// `throw error`.
    case `throw`(Expression)
    /// `do { ... } catch let error as E { ... } catch { ... }`.
    case doCatch(DoCatch)
    /// An accessor: `get async throws { return nameAction(()) }`, `set { stub.set(newValue) }`.
    case accessor(String, effects: Effects = Effects(), Statement)
    /// A block over several lines whatever its length: `keyword {`, its statements one level
    /// deeper, `}` (a placeholder's accessors).
    case block(String, [Statement])
    /// A local function: `func pass(_ isolation: isolated (any Actor)?) async throws -> Int {`, its
    /// statements one level deeper, `}`.
    case localFunction(MemberSignature, [Statement])
    /// `#if hasFeature(Feature)`, the statements compiled with the feature, `#else`, those compiled
    /// without it, `#endif`; each list one level deeper.
    case ifFeature(String, [Statement], else: [Statement])

    /// A `do` statement and its `catch` clauses.
    struct DoCatch: Equatable {
        /// `do throws(ParseError)`: the error type the body throws; `nil` for `do`.
        var throwing: SwiftType?
        var body: [Statement]
        var catches: [Catch]
    }

    /// `catch let name as Type { ... }`, or `catch { ... }` when `binding` is `nil`.
    struct Catch: Equatable {
        /// `let name as Type`.
        struct Binding: Equatable {
            var name: String
            var type: SwiftType
        }

        var binding: Binding?
        var body: [Statement]

        init(_ binding: (name: String, type: SwiftType), _ body: [Statement]) {
            self.binding = Binding(name: binding.name, type: binding.type)
            self.body = body
        }

        /// `catch { body }`.
        init(_ body: [Statement]) {
            self.body = body
        }
    }

    /// The effects an accessor is written with: `async`, `throws(E)`.
    struct Effects: Equatable {
        var isAsync = false
        var throwing = Throwing.none

        var isEmpty: Bool { !isAsync && throwing == .none }
    }

    /// The statement on one line, as the renderer writes it when it fits; `nil` when it holds
    /// statements that go on lines of their own (a block, a closure of several statements).
    var text: String? {
        LineLayout.oneLine(self)
    }
}
