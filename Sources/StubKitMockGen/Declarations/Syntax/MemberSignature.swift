// A member's declaration without its body, as data: its attributes and modifiers, what it is
// (a function, an initializer, a subscript, a property), its generic parameters, its parameters
// with their types, its effects, its result and its `where` clause. Types are `SwiftType`s whose
// names already say how the mock writes them; the renderer writes the declaration once.

/// The declaration of a mock's member: `@discardableResult func send(_ email: Email) async throws -> Receipt`.
struct MemberSignature: Equatable {
    /// An attribute or modifier before the declaration's keyword.
    enum Modifier: Equatable {
        /// `@discardableResult`, `@MainActor`, `nonisolated`, `static`, `prefix`.
        case word(String)
        /// `nonisolated(nonsending)`: a word with an argument.
        case call(String, argument: String)
        /// `@available(*, deprecated)`.
        case deprecation(Deprecation)
    }

    /// What the member is.
    enum Kind: Equatable {
        /// `func name`; an operator (`==`) is written with a space before its parameters.
        case function(name: String, isOperator: Bool)
        /// `init`, `init?`, `init!`.
        case initializer(failability: String?)
        case `subscript`
        /// `var name: Type`: the property's type is the signature's `result`.
        case property(name: String)
    }

    /// A parameter as the declaration writes it: `_ message: @autoclosure () -> String`.
    struct Parameter: Equatable {
        /// `_ message`, `to encoder`, `key`.
        var names: [String]
        /// The type, with ownership, `@escaping`, `@autoclosure` and `...`.
        var type: FunctionParameter
    }

    /// A requirement of the `where` clause, its types as written.
    enum Constraint: Equatable {
        /// `T: Decodable`.
        case conformance(SwiftType, SwiftType)
        /// `T.Element == Int`.
        case sameType(SwiftType, SwiftType)
    }

    var modifiers: [Modifier] = []
    var kind: Kind
    /// `T`, `each U`.
    var generics: [String] = []
    var parameters: [Parameter] = []
    var isAsync = false
    var throwing = Throwing.none
    /// `rethrows` instead of `throws`.
    var isRethrows = false
    /// The result (`-> Result`), or a property's type; `nil` for none.
    var result: SwiftType?
    /// `-> sending Result`.
    var isSendingResult = false
    var constraints: [Constraint] = []

    /// A declaration with no attributes, generic parameters or effects.
    init(_ kind: Kind, parameters: [Parameter] = [], result: SwiftType? = nil) {
        self.kind = kind
        self.parameters = parameters
        self.result = result
    }
}

extension MemberSignature.Parameter {
    /// `label name: Type`.
    init(_ names: [String], _ type: SwiftType) {
        self.init(names: names, type: FunctionParameter(type: type))
    }
}
