// One requirement of a protocol, parsed from its declaration fragments into the pieces the mock
// needs: name, parameters, effects, result, isolation and generic signature.
import Foundation

/// A method, property, subscript or initializer a protocol requires.
struct Requirement: Equatable {
    enum Kind: Equatable {
        case method
        case property
        case `subscript`
        case initializer
    }

    /// What throwing a function does.
    enum Throwing: Equatable {
        case none
        case untyped
        /// `throws(ParseError)`: the error type.
        case typed(String)
    }

    var kind: Kind
    /// The base name: `createUser` for `createUser(email:displayName:)`, `subscript`, `init`.
    var name: String
    /// The argument labels, `nil` for `_`.
    var labels: [String?]
    var parameters: [Parameter]
    /// The result type (`Void` when there is none); for a property, its type.
    var returnType: String
    var isAsync: Bool
    var throwing: Throwing
    /// `static` (or `class`) requirements.
    var isStatic: Bool
    /// `mutating` methods and setters.
    var isMutating: Bool
    /// `nonisolated` in an isolated protocol.
    var isNonisolated: Bool
    /// A global actor on the requirement itself, without the `@`.
    var globalActor: String?
    /// The method's generic parameters, `T`.
    var genericParameters: [String]
    /// Each generic parameter's inheritance clause, `T: Decodable & Sendable`, in order.
    var genericConstraints: [String: String] = [:]
    /// `rethrows`: the action throws; the body lets out only what the closure threw (`Rethrowing`).
    var isRethrows = false
    /// The `where` clause, without `where`: `T: Decodable, T: Sendable`.
    var whereClause: String?
    /// For properties and subscripts: whether there is a setter.
    var hasSetter: Bool
    /// Attributes kept on the mock's declaration, such as `@discardableResult`.
    var attributes: [String]
    /// `Name.name(label:)` as users write it in messages: `UserRepository.createUser(email:displayName:marketingOptIn:)`.
    var title: String

    /// The full name as a method reference spells it: `createUser(email:displayName:marketingOptIn:)`.
    var fullName: String {
        name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}

/// A function or subscript parameter.
struct Parameter: Equatable {
    /// The argument label; `nil` for `_`.
    var label: String?
    /// The name inside the body, escaped with backticks when it is a keyword.
    var internalName: String
    /// The type without `inout`, `@autoclosure`, `@escaping` or `...`: `() -> String` for an autoclosure,
    /// `@Sendable (Int) -> Void` (`@Sendable` belongs to the type, so actions keep it).
    var type: String
    var isInout: Bool
    var isAutoclosure: Bool
    var isVariadic: Bool
    /// A closure type that is not `@escaping` (and not an autoclosure).
    var isNonEscapingClosure: Bool
    /// `@escaping`, when the parameter declares it.
    var typeAttributes: [String]

    /// The parameter as a subscript declares it: a subscript has no argument label unless it writes one.
    var subscriptDeclaration: String {
        label == nil
            ? Parameter(
                label: internalName.trimmingCharacters(in: ["`"]), internalName: internalName, type: type,
                isInout: isInout,
                isAutoclosure: isAutoclosure, isVariadic: isVariadic, isNonEscapingClosure: isNonEscapingClosure,
                typeAttributes: typeAttributes
            ).declaration : declaration
    }

    /// The parameter as the mock's declaration writes it: `_ message: @autoclosure () -> String`.
    var declaration: String {
        var text = ""
        switch label {
        case nil: text = "_ \(internalName)"
        case let label? where label == internalName.trimmingCharacters(in: ["`"]): text = internalName
        case let label?: text = "\(label) \(internalName)"
        }
        var type = self.type
        if isVariadic { type += "..." }
        let prefix = (isInout ? ["inout"] : []) + (isAutoclosure ? ["@autoclosure"] : []) + typeAttributes
        return text + ": " + (prefix + [type]).joined(separator: " ")
    }
}
