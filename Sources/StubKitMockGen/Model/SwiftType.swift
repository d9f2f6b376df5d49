// The model's types: a small tree of Swift types in which every name keeps its identity (the
// symbol it refers to, and so its module), read once from the symbol graph's fragments
// (`FragmentParser`). Renaming, erasure, `Self` replacement and module qualification are functions
// over this tree (`map`, `TypeSpelling`), never edits of text.

/// A declaration a type refers to by name: `HTTPRequest` of `s:9HTTPTypes11HTTPRequestV`.
struct TypeName: Hashable, Sendable {
    /// The name as the declaration spells it, without its module.
    var name: String
    /// The symbol's precise identifier; `nil` where the graph gives none.
    var usr: String?

    init(_ name: String, usr: String? = nil) {
        self.name = name
        self.usr = usr.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The module declaring the symbol: `HTTPTypes`, `Swift` for the standard library's short forms.
    var module: String? { USR.module(of: usr) }

    /// What the symbol is, from its identifier's last letters.
    var kind: USR.Kind { USR.kind(of: usr) }
}

/// A Swift type.
indirect enum SwiftType: Hashable, Sendable {
    /// A type declared at the top level of a module (struct, class, enum, protocol, typealias,
    /// actor), with its generic arguments: `Result<User, any Error>`.
    case named(TypeName, [SwiftType])
    /// A type reached through another: `Outer.Inner`, `Self.Element`, `T.Element`, with its
    /// generic arguments.
    case member(SwiftType, TypeName, [SwiftType])
    /// `Self`: the conforming type.
    case selfType
    /// A generic parameter of the declaration: `T`.
    case generic(String)
    /// `(Int, label: String)`; `()` is `Void`.
    case tuple([TupleElement])
    case function(FunctionType)
    /// `T?`.
    case optional(SwiftType)
    /// `T!`.
    case implicitlyUnwrapped(SwiftType)
    /// `[T]`.
    case array(SwiftType)
    /// `[K: V]`.
    case dictionary(SwiftType, SwiftType)
    /// `T.Type`.
    case metatype(SwiftType)
    /// `P.Protocol`.
    case protocolMetatype(SwiftType)
    /// `any P`.
    case existential(SwiftType)
    /// `some P`.
    case opaque(SwiftType)
    /// `P & Q`.
    case composition([SwiftType])
    /// `each T`.
    case packElement(SwiftType)
    /// `repeat T`.
    case packExpansion(SwiftType)
    /// `~Copyable`.
    case inverse(SwiftType)
    /// A spelling the parser could not place in the tree (kept as the compiler printed it).
    case verbatim(String)

    static let void = SwiftType.tuple([])
}

/// An element of a tuple type.
struct TupleElement: Hashable, Sendable {
    var label: String?
    var type: SwiftType
}

/// What throwing a function does.
enum Throwing: Hashable, Sendable {
    case none
    case untyped
    /// `throws(ParseError)`.
    case typed(SwiftType)

    var throwsAtAll: Bool { self != .none }
}

/// How a parameter receives its argument.
enum Ownership: String, Hashable, Sendable {
    case `inout`, borrowing, consuming, sending, isolated
    case owned = "__owned"
    case shared = "__shared"
}

/// A function type: `@Sendable (_ request: Request, Int) async throws -> Response`.
struct FunctionType: Hashable, Sendable {
    /// Attributes of the type, as written.
    ///
    /// `@Sendable`, `@MainActor`, `@convention(c)`, `nonisolated(nonsending)`, `@isolated(any)`;
    /// `@escaping` belongs to a parameter, not here.
    var attributes: [String] = []
    var parameters: [FunctionParameter]
    var isAsync = false
    var throwing = Throwing.none
    var result: SwiftType

    /// Whether the type is `@Sendable`.
    var isSendable: Bool { attributes.contains("@Sendable") }

    /// Whether an attribute says where the function runs.
    ///
    /// `@MainActor` (any global actor), `@concurrent`, `nonisolated(nonsending)`, `@isolated(any)`
    /// do; `@Sendable` and `@convention` do not; an attribute not known here is taken to.
    var statesIsolation: Bool {
        attributes.contains { attribute in
            attribute != "@Sendable" && !attribute.hasPrefix("@convention") && !attribute.hasPrefix("@differentiable")
        }
    }
}

/// A parameter of a function type.
struct FunctionParameter: Hashable, Sendable {
    /// `_ stream` in `(_ stream: Stream) -> Void`: the names a function type may write.
    var names: [String] = []
    var type: SwiftType
    var ownership: Ownership?
    var isAutoclosure = false
    var isEscaping = false
    var isVariadic = false
}

extension SwiftType {
    /// The type with every part replaced, bottom-up, where `transform` answers.
    ///
    /// `transform` sees each node before its children: an answer replaces the node whole.
    func map(_ transform: (SwiftType) -> SwiftType?) -> SwiftType {
        if let replaced = transform(self) { return replaced }
        switch self {
        case .named(let name, let arguments): return .named(name, arguments.map { $0.map(transform) })
        case .member(let base, let name, let arguments):
            return .member(base.map(transform), name, arguments.map { $0.map(transform) })
        case .selfType, .generic, .verbatim: return self
        case .tuple(let elements):
            return .tuple(elements.map { TupleElement(label: $0.label, type: $0.type.map(transform)) })
        case .function(let function): return .function(function.map(transform))
        case .optional(let wrapped): return .optional(wrapped.map(transform))
        case .implicitlyUnwrapped(let wrapped): return .implicitlyUnwrapped(wrapped.map(transform))
        case .array(let element): return .array(element.map(transform))
        case .dictionary(let key, let value): return .dictionary(key.map(transform), value.map(transform))
        case .metatype(let instance): return .metatype(instance.map(transform))
        case .protocolMetatype(let instance): return .protocolMetatype(instance.map(transform))
        case .existential(let constraint): return .existential(constraint.map(transform))
        case .opaque(let constraint): return .opaque(constraint.map(transform))
        case .composition(let parts): return .composition(parts.map { $0.map(transform) })
        case .packElement(let pattern): return .packElement(pattern.map(transform))
        case .packExpansion(let pattern): return .packExpansion(pattern.map(transform))
        case .inverse(let type): return .inverse(type.map(transform))
        }
    }

    /// Whether any part of the type satisfies `predicate`.
    func contains(where predicate: (SwiftType) -> Bool) -> Bool {
        var found = false
        _ = map { type in
            if !found, predicate(type) { found = true }
            return found ? type : nil
        }
        return found
    }

    /// Whether the type mentions the generic parameter `name`.
    func mentions(generic name: String) -> Bool {
        contains { $0 == .generic(name) }
    }

    /// Whether the type is `Void` (`()`, `Void`, `Swift.Void`).
    var isVoid: Bool {
        switch self {
        case .tuple(let elements): return elements.isEmpty
        case .named(let name, []): return name.name == "Void" && (name.module == nil || name.module == "Swift")
        default: return false
        }
    }

    /// The function type this type is, looking through parentheses; `nil` for any other type.
    var function: FunctionType? {
        switch self {
        case .function(let function): return function
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return elements[0].type.function
        default: return nil
        }
    }

    /// The name of a top-level type without generic arguments (`Hashable`), else `nil`.
    var namedTypeName: String? {
        if case .named(let name, []) = self { return name.name }
        return nil
    }

    /// The type without an outer `?` or `!`.
    var unwrapped: SwiftType {
        switch self {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return wrapped
        default: return self
        }
    }
}

extension FunctionType {
    /// The function type with every part replaced where `transform` answers.
    func map(_ transform: (SwiftType) -> SwiftType?) -> FunctionType {
        var mapped = self
        mapped.parameters = parameters.map { parameter in
            var parameter = parameter
            parameter.type = parameter.type.map(transform)
            return parameter
        }
        if case .typed(let error) = throwing { mapped.throwing = .typed(error.map(transform)) }
        mapped.result = result.map(transform)
        return mapped
    }
}
