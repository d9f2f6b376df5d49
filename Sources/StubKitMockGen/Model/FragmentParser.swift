// Reads a declaration's fragments into a `Declaration`: the fragments are tokens that already
// carry their kind (keyword, attribute, parameter name, generic parameter, type name with its
// symbol), so a small recursive-descent parser over them builds the tree of `SwiftType`s directly.
// The compiler prints declarations in one canonical form; the parser never sees arbitrary source.
//
//   @MainActor func parse<T>(_ text: String, into value: inout T) async throws(ParseError) -> Int where T : Codable
//   static var shared: Self { get }
//   associatedtype ID : Hashable = Self

internal import Foundation

/// A declaration as its fragments spell it.
struct Declaration: Equatable {
    /// `@MainActor`, `@discardableResult`, `@SomeBuilder` (with `attributeArguments`).
    var attributes: [Attribute] = []
    /// `static`, `mutating`, `nonisolated`, `override`, ...
    var modifiers: [String] = []
    /// `func`, `var`, `let`, `subscript`, `init`, `associatedtype`, `typealias`, `protocol`, `class`.
    var keyword = ""
    /// The declared name: `parse`, `==`, `shared`; empty for `subscript` and `init`.
    var name = ""
    /// `?` or `!` after `init`.
    var failability: String?
    var genericParameters: [String] = []
    /// Those of them declared `each T`.
    var packParameters: Set<String> = []
    var parameters: [DeclaredParameter] = []
    var isAsync = false
    var throwing = Throwing.none
    var isRethrows = false
    /// The result, or for a property, a subscript, a typealias and an associated type's default:
    /// the type after `->`, `:` or `=`.
    var result: SwiftType?
    /// `-> sending T`.
    var isSendingResult = false
    /// `: A, B` of an associated type or a protocol.
    var inheritance: [SwiftType] = []
    var whereClause: [Constraint] = []
    /// The words between `{` and `}`: `get`, `set`, `async`, `throws`.
    var accessors: [String] = []
    /// `protocol Cache<Value>`: the primary associated types.
    var primaryAssociatedTypes: [String] = []
}

/// An attribute of a declaration: `@MainActor`, `@available(*, deprecated)`, `@Builder<State>`.
struct Attribute: Equatable {
    /// `@MainActor`, `nonisolated`.
    var name: String
    /// `<State, Action>` of a generic attribute.
    var typeArguments: [SwiftType] = []
}

/// A parameter of a function, initializer or subscript declaration.
struct DeclaredParameter: Equatable {
    /// The argument label as written, `_` included; `nil` when the declaration writes one name.
    var externalName: String?
    /// The name inside the body; `nil` when the declaration writes one name (then it is both).
    var internalName: String?
    var type: SwiftType
    var ownership: Ownership?
    var isAutoclosure = false
    var isEscaping = false
    var isVariadic = false
}

/// A requirement of a generic signature: `T: Codable`, `T.Element == Int`.
enum Constraint: Hashable {
    case conformance(SwiftType, SwiftType)
    case sameType(SwiftType, SwiftType)

    var subject: SwiftType {
        switch self {
        case .conformance(let subject, _), .sameType(let subject, _): return subject
        }
    }

    func map(_ transform: (SwiftType) -> SwiftType?) -> Constraint {
        switch self {
        case .conformance(let lhs, let rhs): return .conformance(lhs.map(transform), rhs.map(transform))
        case .sameType(let lhs, let rhs): return .sameType(lhs.map(transform), rhs.map(transform))
        }
    }
}

/// One fragment, or one piece of a text fragment.
struct Token: Equatable {
    enum Kind: Equatable {
        case keyword, attribute, identifier, externalParam, internalParam, genericParameter, typeIdentifier
        /// An identifier inside a text fragment: `any`, `Type`, a tuple label.
        case word
        case punctuation
        case literal
    }

    var kind: Kind
    var text: String
    var usr: String? = nil
    /// Whether space separates it from the token before.
    var spaced = false
}

enum FragmentParser {
    /// The declaration the fragments print.
    ///
    /// - Parameters:
    ///   - fragments: A symbol's declaration fragments.
    ///   - generics: Names to read as generic parameters besides those the declaration declares
    ///     (`swiftGenerics` of the symbol).
    /// - Returns: The declaration, its types as trees.
    static func declaration(_ fragments: [SymbolGraph.Fragment], generics: Set<String> = []) -> Declaration {
        var parser = Parser(tokens: tokens(fragments), generics: generics)
        return parser.declaration()
    }

    /// The type the fragments print (a parameter's or a result's alone).
    static func type(_ fragments: [SymbolGraph.Fragment], generics: Set<String> = []) -> SwiftType {
        var parser = Parser(tokens: tokens(fragments), generics: generics)
        return parser.type()
    }

    /// The fragments as tokens: text split into punctuation and words, `@` joined to its name.
    static func tokens(_ fragments: [SymbolGraph.Fragment]) -> [Token] {
        var tokens: [Token] = []
        var pendingSpace = false
        for fragment in fragments {
            let spelling = fragment.spelling
            let leading = spelling.first?.isWhitespace == true
            let trailing = spelling.last?.isWhitespace == true
            let trimmed = spelling.trimmingCharacters(in: .whitespaces)
            switch fragment.kind {
            case "text":
                var text = Substring(spelling)
                while !text.isEmpty {
                    let spaces = text.prefix { $0.isWhitespace }
                    text = text.dropFirst(spaces.count)
                    if !spaces.isEmpty { pendingSpace = true }
                    guard let first = text.first else { break }
                    var piece: Substring
                    var kind = Token.Kind.punctuation
                    if first.isLetter || first == "_" || first == "$" {
                        piece = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
                        kind = .word
                    } else if first == "`" {
                        let end = text.dropFirst().firstIndex(of: "`") ?? text.endIndex
                        piece = text[..<(end == text.endIndex ? end : text.index(after: end))]
                        kind = .word
                    } else if first.isNumber {
                        piece = text.prefix { $0.isNumber || $0 == "." }
                        kind = .literal
                    } else if first == "\"" {
                        let end = text.dropFirst().firstIndex(of: "\"") ?? text.endIndex
                        piece = text[..<(end == text.endIndex ? end : text.index(after: end))]
                        kind = .literal
                    } else if let symbol = ["->", "...", "==", "&&"].first(where: { text.hasPrefix($0) }) {
                        piece = text.prefix(symbol.count)
                    } else {
                        piece = text.prefix(1)
                    }
                    tokens.append(Token(kind: kind, text: String(piece), spaced: pendingSpace))
                    pendingSpace = false
                    text = text.dropFirst(piece.count)
                }
                continue
            case "attribute":
                // `@` and `MainActor` come as two fragments.
                if let last = tokens.last, last.kind == .attribute, last.text == "@", !leading, !pendingSpace {
                    tokens[tokens.count - 1].text += trimmed
                } else {
                    tokens.append(Token(kind: .attribute, text: trimmed, spaced: pendingSpace || leading))
                }
            case "keyword": tokens.append(Token(kind: .keyword, text: trimmed, spaced: pendingSpace || leading))
            case "identifier": tokens.append(Token(kind: .identifier, text: trimmed, spaced: pendingSpace || leading))
            case "externalParam":
                tokens.append(Token(kind: .externalParam, text: trimmed, spaced: pendingSpace || leading))
            case "internalParam":
                tokens.append(Token(kind: .internalParam, text: trimmed, spaced: pendingSpace || leading))
            case "genericParameter":
                tokens.append(Token(kind: .genericParameter, text: trimmed, spaced: pendingSpace || leading))
            case "typeIdentifier":
                tokens.append(
                    Token(
                        kind: .typeIdentifier, text: trimmed, usr: fragment.preciseIdentifier,
                        spaced: pendingSpace || leading))
            default:
                tokens.append(Token(kind: .literal, text: trimmed, spaced: pendingSpace || leading))
            }
            pendingSpace = trailing
        }
        // `@` in a text fragment before a type name: a type's attribute, `@MainActor () -> Void`.
        var merged: [Token] = []
        for token in tokens {
            if let last = merged.last, last.kind == .punctuation, last.text == "@", !token.spaced {
                merged[merged.count - 1] = Token(kind: .attribute, text: "@" + token.text, spaced: last.spaced)
            } else {
                merged.append(token)
            }
        }
        return merged
    }
}

/// The recursive-descent parser over one declaration's tokens.
private struct Parser {
    let tokens: [Token]
    var index = 0
    /// Generic parameters in scope: references to them are `SwiftType.generic`.
    var generics: Set<String>
    /// Whether the last type read was marked `sending`.
    var sawSending = false

    init(tokens: [Token], generics: Set<String>) {
        self.tokens = tokens
        self.generics = generics
    }

    var current: Token? { index < tokens.count ? tokens[index] : nil }

    func peek(_ offset: Int = 0) -> Token? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    func isPunctuation(_ text: String, at offset: Int = 0) -> Bool {
        guard let token = peek(offset) else { return false }
        return token.kind == .punctuation && token.text == text
    }

    /// A keyword, or a word of a text fragment, spelled `text`.
    func isWord(_ text: String, at offset: Int = 0) -> Bool {
        guard let token = peek(offset) else { return false }
        return (token.kind == .keyword || token.kind == .word) && token.text == text
    }

    /// Whether the token at `offset` may be a name in a parameter list.
    func isName(at offset: Int) -> Bool {
        guard let token = peek(offset) else { return false }
        return [.word, .externalParam, .internalParam].contains(token.kind)
    }

    mutating func advance() { index += 1 }

    mutating func skip(_ text: String) -> Bool {
        guard isPunctuation(text) || isWord(text) else { return false }
        advance()
        return true
    }

    // MARK: Declarations

    mutating func declaration() -> Declaration {
        var declaration = Declaration()
        let introducers: Set<String> = [
            "func", "var", "let", "subscript", "init", "associatedtype", "typealias", "protocol",
        ]
        // Attributes and modifiers, up to the introducing keyword. `class` introduces a class when a
        // name follows it, and is a modifier before `func` or `var` (`class func make()`).
        while let token = current {
            if token.kind == .keyword, introducers.contains(token.text) { break }
            if token.kind == .keyword, token.text == "class", peek(1)?.kind == .identifier { break }
            if token.kind == .attribute {
                var attribute = Attribute(name: token.text)
                advance()
                if attribute.name == "nonisolated" || attribute.name == "isolated" {
                    // `nonisolated(nonsending)` says where an async function runs: an attribute the
                    // mock repeats; `nonisolated` alone (or `(unsafe)`) is a modifier.
                    let arguments = argumentsText()
                    if arguments == "(nonsending)" {
                        declaration.attributes.append(Attribute(name: attribute.name + arguments))
                    } else {
                        declaration.modifiers.append(attribute.name)
                    }
                    continue
                }
                if isPunctuation("<"), current?.spaced == false {
                    attribute.typeArguments = genericArguments()
                }
                skipArguments()
                declaration.attributes.append(attribute)
                continue
            }
            if token.kind == .keyword || token.kind == .word {
                declaration.modifiers.append(token.text)
                advance()
                skipArguments()  // `nonisolated(unsafe)`, `private(set)`
                continue
            }
            advance()
        }
        guard let keyword = current else { return declaration }
        declaration.keyword = keyword.text
        advance()
        switch declaration.keyword {
        case "func":
            declaration.name = nameToken()
            functionRest(&declaration)
        case "init":
            if isPunctuation("?") || isPunctuation("!") {
                declaration.failability = current!.text
                advance()
            }
            functionRest(&declaration)
        case "subscript":
            functionRest(&declaration)
            declaration.accessors = accessors()
        case "var", "let":
            declaration.name = nameToken()
            if skip(":") { declaration.result = type() }
            declaration.accessors = accessors()
        case "associatedtype":
            declaration.name = nameToken()
            if skip(":") { declaration.inheritance = typeList() }
            if skip("=") { declaration.result = type() }
            declaration.whereClause = whereClause()
        case "typealias":
            declaration.name = nameToken()
            declaration.genericParameters = genericParameterList().names
            if skip("=") { declaration.result = type() }
        case "protocol":
            declaration.name = nameToken()
            if isPunctuation("<") {
                declaration.primaryAssociatedTypes = genericArguments().compactMap { type -> String? in
                    if case .named(let name, _) = type { return name.name }
                    if case .generic(let name) = type { return name }
                    return nil
                }
            }
            if skip(":") { declaration.inheritance = typeList() }
            declaration.whereClause = whereClause()
        case "class":
            // `class Box<T, U> where T : Equatable`: a graph prints no superclass here.
            declaration.name = nameToken()
            (declaration.genericParameters, declaration.packParameters) = genericParameterList()
            declaration.whereClause = whereClause()
        default:
            break
        }
        return declaration
    }

    /// The declared name: an identifier, or an operator's symbols.
    mutating func nameToken() -> String {
        guard let token = current else { return "" }
        advance()
        // An operator may come as several punctuation tokens (`<`, `=`) in a text fragment.
        guard token.kind == .punctuation else { return token.text }
        var name = token.text
        while let next = current, next.kind == .punctuation, !next.spaced, next.text != "(", next.text != "<" {
            name += next.text
            advance()
        }
        return name
    }

    /// Generic parameters, parameters, effects, result and `where` of a function, init or subscript.
    mutating func functionRest(_ declaration: inout Declaration) {
        (declaration.genericParameters, declaration.packParameters) = genericParameterList()
        declaration.parameters = parameterList()
        effects(into: &declaration)
        if skip("->") {
            sawSending = false
            declaration.result = type()
            declaration.isSendingResult = sawSending
        }
        declaration.whereClause = whereClause()
    }

    /// `<T, each U>`: the names, and those of packs (inline constraints are skipped: the
    /// compiler prints them in the `where` clause).
    mutating func genericParameterList() -> (names: [String], packs: Set<String>) {
        guard isPunctuation("<") else { return ([], []) }
        advance()
        var names: [String] = []
        var packs: Set<String> = []
        while let token = current, !isPunctuation(">") {
            if token.kind == .genericParameter || token.kind == .word || token.kind == .typeIdentifier
                || token.kind == .keyword
            {
                let isPack = token.text == "each"
                if isPack { advance() }
                let name = current?.text ?? ""
                if isPack { packs.insert(name) }
                names.append(name)
                generics.insert(name)
                advance()
                if skip(":") { _ = type() }  // An inline constraint; the `where` clause repeats it.
            } else {
                advance()
            }
            _ = skip(",")
        }
        _ = skip(">")
        return (names, packs)
    }

    mutating func parameterList() -> [DeclaredParameter] {
        guard skip("(") else { return [] }
        var parameters: [DeclaredParameter] = []
        while current != nil, !isPunctuation(")") {
            var parameter = DeclaredParameter(type: .void)
            // A parameter's own attributes (`@ComponentBuilder content:`, a result builder): the
            // witness need not repeat them.
            while current?.kind == .attribute {
                advance()
                if isPunctuation("<"), current?.spaced == false { _ = genericArguments() }
                skipArguments()
            }
            // `label name`, `name` (a label or, in a subscript, the name alone), `_ name`.
            while let token = current,
                token.kind == .externalParam || token.kind == .internalParam
                    || (token.kind == .word && (isPunctuation(":", at: 1) || peek(1)?.kind == .internalParam))
            {
                if token.kind == .internalParam || parameter.externalName != nil {
                    parameter.internalName = token.text
                } else {
                    parameter.externalName = token.text
                }
                advance()
            }
            _ = skip(":")
            let element = parameterType()
            parameter.type = element.type
            parameter.ownership = element.ownership
            parameter.isAutoclosure = element.isAutoclosure
            parameter.isEscaping = element.isEscaping
            parameter.isVariadic = element.isVariadic
            // A default value (never in a protocol, but printed for other declarations).
            if skip("=") { skipUntilTopLevel([",", ")"]) }
            parameters.append(parameter)
            _ = skip(",")
        }
        _ = skip(")")
        return parameters
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`.
    mutating func effects(into declaration: inout Declaration) {
        while true {
            if skip("async") {
                declaration.isAsync = true
            } else if skip("rethrows") {
                declaration.throwing = .untyped
                declaration.isRethrows = true
            } else if isWord("throws") {
                advance()
                declaration.throwing = thrownType()
            } else {
                return
            }
        }
    }

    /// After `throws`: `(E)` or nothing.
    mutating func thrownType() -> Throwing {
        guard isPunctuation("("), current?.spaced == false else { return .untyped }
        advance()
        let error = type()
        _ = skip(")")
        if case .existential(let inner) = error, case .named(let name, []) = inner, name.name == "Error" {
            return .untyped
        }
        return .typed(error)
    }

    /// `where A : B, C.D == E`.
    mutating func whereClause() -> [Constraint] {
        guard skip("where") else { return [] }
        var constraints: [Constraint] = []
        while current != nil, !isPunctuation("{") {
            let subject = type()
            if skip(":") {
                for constraint in typeList(stoppingAtComma: true) {
                    constraints.append(.conformance(subject, constraint))
                }
            } else if skip("==") {
                constraints.append(.sameType(subject, type()))
            } else {
                advance()
            }
            if !skip(",") { break }
        }
        return constraints
    }

    /// `{ get set }`, `{ get async throws }`.
    mutating func accessors() -> [String] {
        guard skip("{") else { return [] }
        var words: [String] = []
        while let token = current, !isPunctuation("}") {
            words.append(token.text)
            advance()
        }
        _ = skip("}")
        return words
    }

    /// `A, B & C` (an inheritance clause; `&` joins a composition).
    mutating func typeList(stoppingAtComma: Bool = false) -> [SwiftType] {
        var types: [SwiftType] = []
        repeat {
            types.append(type())
            if stoppingAtComma { break }
        } while skip(",")
        return types
    }

    /// Skips a parenthesised argument list directly after an attribute or modifier.
    mutating func skipArguments() {
        guard isPunctuation("("), current?.spaced == false else { return }
        var depth = 0
        while let token = current {
            advance()
            if token.kind == .punctuation, token.text == "(" { depth += 1 }
            if token.kind == .punctuation, token.text == ")" {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    mutating func skipUntilTopLevel(_ stops: Set<String>) {
        var depth = 0
        while let token = current {
            if token.kind == .punctuation {
                if depth == 0, stops.contains(token.text) { return }
                if ["(", "[", "<"].contains(token.text) { depth += 1 }
                if [")", "]", ">"].contains(token.text) { depth -= 1 }
            }
            advance()
        }
    }

    // MARK: Types

    /// A parameter's type with what belongs to the parameter: `inout`, `@escaping`, `...`.
    mutating func parameterType() -> FunctionParameter {
        var parameter = FunctionParameter(type: .void)
        var typeAttributes: [String] = []
        while let token = current {
            if token.kind == .attribute {
                switch token.text {
                case "@escaping": parameter.isEscaping = true
                case "@autoclosure": parameter.isAutoclosure = true
                default:
                    advance()
                    typeAttributes.append(token.text + argumentsText())
                    continue
                }
                advance()
            } else if token.kind == .keyword || token.kind == .word,
                let ownership = Ownership(rawValue: token.text), !isPunctuation(":", at: 1)
            {
                // `isolated` and `sending` are also words of other meanings; a label is followed by `:`.
                parameter.ownership = ownership
                advance()
            } else if isWord("nonisolated"), isPunctuation("(", at: 1) {
                advance()
                typeAttributes.append("nonisolated" + argumentsText())
            } else if token.kind == .keyword, token.text.hasPrefix("nonisolated(") {
                // `nonisolated(nonsending)` in one fragment.
                advance()
                typeAttributes.append(token.text)
            } else {
                break
            }
        }
        parameter.type = type(attributes: typeAttributes)
        if skip("...") { parameter.isVariadic = true }
        return parameter
    }

    /// `(c)` after `@convention`, as text; empty when there are no arguments.
    mutating func argumentsText() -> String {
        guard isPunctuation("("), current?.spaced == false else { return "" }
        var text = ""
        var depth = 0
        while let token = current {
            advance()
            text += token.text
            if token.text == "(" { depth += 1 }
            if token.text == ")" {
                depth -= 1
                if depth == 0 { break }
            }
        }
        return text
    }

    /// A type, compositions included: `any P & Q`, `@Sendable (Int) -> Void`.
    mutating func type(attributes: [String] = []) -> SwiftType {
        var attributes = attributes
        while let token = current {
            if token.kind == .attribute, token.text != "@escaping", token.text != "@autoclosure" {
                advance()
                attributes.append(token.text + argumentsText())
            } else if isWord("nonisolated"), isPunctuation("(", at: 1) {
                advance()
                attributes.append("nonisolated" + argumentsText())
            } else if token.kind == .keyword, token.text.hasPrefix("nonisolated(") {
                advance()
                attributes.append(token.text)
            } else if token.kind == .attribute {
                advance()  // `@escaping` inside a function type's parameter list is the parameter's.
            } else {
                break
            }
        }
        var parts = [prefixed(attributes: attributes)]
        while isPunctuation("&") {
            advance()
            parts.append(prefixed(attributes: []))
        }
        return parts.count == 1 ? parts[0] : .composition(parts)
    }

    /// `any`, `some`, `each`, `repeat`, `~` before a type.
    mutating func prefixed(attributes: [String]) -> SwiftType {
        if skip("any") { return .existential(compositionOperand()) }
        if skip("some") { return .opaque(compositionOperand()) }
        if skip("each") { return .packElement(postfixed(attributes: [])) }
        if skip("repeat") { return .packExpansion(prefixed(attributes: [])) }
        // `-> sending T`: a result's specifier, which `Declaration.sendingResult` records.
        if isWord("sending"), let next = peek(1), next.kind != .punctuation || next.text == "(" || next.text == "[" {
            advance()
            sawSending = true
            return prefixed(attributes: attributes)
        }
        if skip("~") { return .inverse(postfixed(attributes: [])) }
        return postfixed(attributes: attributes)
    }

    /// After `any` or `some`: the constraint, a composition included.
    mutating func compositionOperand() -> SwiftType {
        var parts = [postfixed(attributes: [])]
        while isPunctuation("&") {
            advance()
            parts.append(postfixed(attributes: []))
        }
        return parts.count == 1 ? parts[0] : .composition(parts)
    }

    /// A primary type and its suffixes: `?`, `!`, `.Type`, `.Protocol`, `.Member<Args>`.
    mutating func postfixed(attributes: [String]) -> SwiftType {
        var type = primary(attributes: attributes)
        while let token = current, token.kind == .punctuation || token.kind == .typeIdentifier {
            if token.text == "?", !token.spaced {
                advance()
                type = .optional(type)
            } else if token.text == "!", !token.spaced {
                advance()
                type = .implicitlyUnwrapped(type)
            } else if token.text == ".", let next = peek(1) {
                if next.kind == .word, next.text == "Type" {
                    index += 2
                    type = .metatype(type)
                } else if next.kind == .word, next.text == "Protocol" {
                    index += 2
                    type = .protocolMetatype(type)
                } else if next.kind == .typeIdentifier || next.kind == .word {
                    index += 2
                    let arguments = isPunctuation("<") && current?.spaced == false ? genericArguments() : []
                    type = .member(type, TypeName(next.text, usr: next.usr), arguments)
                } else {
                    return type
                }
            } else {
                return type
            }
        }
        return type
    }

    mutating func primary(attributes: [String]) -> SwiftType {
        guard let token = current else { return .void }
        switch token.kind {
        case .typeIdentifier, .genericParameter, .word, .keyword:
            advance()
            let usr = token.usr.flatMap { $0.isEmpty ? nil : $0 }
            if usr == nil, token.text == "Self" { return .selfType }
            // A generic parameter comes without a symbol, or with a local one (`…L_qd__mfp`): a
            // type of the same name has a symbol of a type.
            if generics.contains(token.text),
                usr == nil || USR.kind(of: usr) == .unknown && !USR.isStandardShortForm(usr!)
            {
                return .generic(token.text)
            }
            let arguments = isPunctuation("<") && current?.spaced == false ? genericArguments() : []
            // An associated type written alone (`Producer` for `Self.Producer`) is the same member of `Self`.
            if USR.kind(of: usr) == .associatedType {
                return .member(.selfType, TypeName(token.text, usr: usr), arguments)
            }
            return .named(TypeName(token.text, usr: usr), arguments)
        case .punctuation where token.text == "(":
            return parenthesized(attributes: attributes)
        case .punctuation where token.text == "[":
            advance()
            let element = type()
            if skip(":") {
                let value = type()
                _ = skip("]")
                return .dictionary(element, value)
            }
            _ = skip("]")
            return .array(element)
        default:
            advance()
            return .verbatim(token.text)
        }
    }

    /// `(...)`: a tuple, a parenthesised type, or a function's parameters.
    mutating func parenthesized(attributes: [String]) -> SwiftType {
        advance()  // (
        var elements: [FunctionParameter] = []
        while current != nil, !isPunctuation(")") {
            var names: [String] = []
            while let token = current, [.word, .externalParam, .internalParam].contains(token.kind),
                isPunctuation(":", at: 1) || isName(at: 1) && isPunctuation(":", at: 2)
            {
                names.append(token.text)
                advance()
            }
            if !names.isEmpty { _ = skip(":") }
            var element = parameterType()
            element.names = names
            elements.append(element)
            if !skip(",") { break }
        }
        _ = skip(")")
        // A function type: effects or an arrow follow.
        if isWord("async") || isWord("throws") || isWord("rethrows") || isPunctuation("->") {
            var function = FunctionType(attributes: attributes, parameters: elements, result: .void)
            while true {
                if skip("async") {
                    function.isAsync = true
                } else if isWord("throws") || isWord("rethrows") {
                    advance()
                    function.throwing = thrownType()
                } else {
                    break
                }
            }
            _ = skip("->")
            function.result = type()
            // An extracted graph prints `@concurrent` as nothing and `nonisolated(nonsending)` as
            // written: an async type without isolation is `@concurrent`, which the mock must say in a
            // module where `NonisolatedNonsendingByDefault` makes the plain spelling nonsending.
            if function.isAsync, !function.statesIsolation { function.attributes.insert("@concurrent", at: 0) }
            return .function(function)
        }
        if elements.count == 1, elements[0].names.isEmpty, !elements[0].isVariadic {
            // `(repeat each T)` is a tuple of a pack; `(any P)` only parentheses.
            if case .packExpansion = elements[0].type {
                return .tuple([TupleElement(label: nil, type: elements[0].type)])
            }
            return elements[0].type
        }
        return .tuple(elements.map { TupleElement(label: $0.names.last, type: $0.type) })
    }

    /// `<A, B>`.
    mutating func genericArguments() -> [SwiftType] {
        guard skip("<") else { return [] }
        var arguments: [SwiftType] = []
        while current != nil, !isPunctuation(">") {
            arguments.append(type())
            if !skip(",") { break }
        }
        _ = skip(">")
        return arguments
    }
}
