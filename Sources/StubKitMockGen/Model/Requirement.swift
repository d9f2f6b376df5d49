// One requirement of a protocol: name, parameters, effects, result, isolation and generic
// signature, every type a `SwiftType` that keeps the identity of its names.

/// A method, property, subscript or initializer a protocol requires.
struct Requirement: Equatable {
    enum Kind: Equatable {
        case method
        case property
        case `subscript`
        case initializer
    }

    var kind: Kind
    /// The base name: `createUser` for `createUser(email:displayName:)`, `subscript`, `init`, `==`.
    var name: String
    /// The argument labels, `nil` for `_`.
    var labels: [String?]
    var parameters: [Parameter]
    /// The result (`Void` when there is none); for a property, its type.
    var result: SwiftType = .void
    /// `-> sending T`: the mock's declaration repeats it; the action returns a plain `T`.
    var isSendingResult = false
    /// `?` of `init?`, `!` of `init!`.
    var failability: String? = nil
    var isAsync = false
    var throwing = Throwing.none
    /// `rethrows`: the action throws; the body lets out only what the closure threw (`Rethrowing`).
    var isRethrows = false
    /// `static` (or `class`) requirements.
    var isStatic = false
    /// `mutating` methods.
    var isMutating = false
    /// `nonisolated`, written on the requirement.
    var isNonisolated = false
    /// `prefix` or `postfix` of an operator.
    var fixity: String? = nil
    /// A global actor written on the requirement itself.
    var globalActor: SwiftType? = nil
    /// Where the requirement runs, from the requirement and the protocol declaring it.
    var isolation = Isolation.none
    /// The requirement's own generic parameters, `T`.
    var generics: [String] = []
    /// Those of them that are parameter packs: `each T`.
    var packs: Set<String> = []
    /// Its `where` clause, the inline constraints included.
    var constraints: [Constraint] = []
    /// For properties and subscripts: whether there is a setter.
    var hasSetter = false
    /// `@discardableResult`.
    var isDiscardableResult = false
    /// `nonisolated(nonsending)`: where an async requirement runs, which the mock repeats.
    var isNonsending = false
    /// `@concurrent` written on the requirement: where an async requirement runs, which the mock
    /// repeats (a graph prints it only where the source says it).
    var isConcurrent = false
    /// `Name.name(label:)` as users write it in messages: `UserRepository.createUser(email:displayName:)`.
    var title: String
    /// The symbol of the requirement (of the nearest declaration, where several are merged).
    var usr: String = ""
    /// The protocols whose extensions (without constraints) implement it, by symbol: a default
    /// serves a mock of a protocol that is one of them or refines one.
    var defaultImplementedIn: Set<String> = []
    /// Deprecated (the requirement, not its protocol): its message, `""` without one.
    var deprecation: String? = nil

    /// The full name as a method reference spells it: `createUser(email:displayName:marketingOptIn:)`.
    var fullName: String {
        name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// The requirement with every type replaced where `transform` answers.
    func mapTypes(_ transform: (SwiftType) -> SwiftType?) -> Requirement {
        var mapped = self
        mapped.parameters = parameters.map { $0.mapType(transform) }
        mapped.result = result.map(transform)
        if case .typed(let error) = throwing { mapped.throwing = .typed(error.map(transform)) }
        mapped.constraints = constraints.map { $0.map(transform) }
        return mapped
    }
}

/// Where a requirement runs.
enum Isolation: Equatable {
    /// Nowhere in particular (a nonisolated protocol's requirement, or a `nonisolated` one).
    case none
    /// On a global actor: `@MainActor`.
    case globalActor(SwiftType)
    /// On the conforming actor (a requirement of a protocol refining `Actor`).
    case actor
}

/// A function or subscript parameter.
struct Parameter: Equatable {
    /// The argument label; `nil` for `_`.
    var label: String?
    /// The name inside the body, escaped with backticks when it is a keyword.
    var internalName: String
    var type: SwiftType
    var ownership: Ownership?
    var isAutoclosure = false
    var isEscaping = false
    var isVariadic = false
    /// The function type the parameter's type is, through typealiases; `nil` for other types
    /// (an optional closure included, which is escaping).
    var closureType: FunctionType? = nil

    /// A closure that may not escape: passed to the action inside `withoutActuallyEscaping`.
    var isNonEscapingClosure: Bool { closureType != nil && !isEscaping && !isAutoclosure }

    func mapType(_ transform: (SwiftType) -> SwiftType?) -> Parameter {
        var mapped = self
        mapped.type = type.map(transform)
        mapped.closureType = closureType?.map(transform)
        return mapped
    }
}

/// `in` becomes `` `in` ``: names the compiler prints bare but Swift reserves.
func escapedIdentifier(_ name: String) -> String {
    let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try",
    ]
    return reserved.contains(name) ? "`\(name)`" : name
}
