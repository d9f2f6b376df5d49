// Reads a requirement's declaration, as the symbol graph prints it, into a `Requirement`:
//
//   @MainActor func parse<T>(_ text: String, into value: inout T) async throws(ParseError) -> Int where T: Codable
//   static var shared: Self { get }
//   subscript(index: Int) -> String { get set }
//
// The compiler prints declarations in one canonical form, so a small bracket-aware scanner is
// enough; it never sees arbitrary source code.

enum DeclarationParser {
    /// Parses `declaration` (the joined fragments) of a requirement of the given symbol kind.
    static func parse(_ declaration: String, kind: Requirement.Kind, title: String) -> Requirement {
        var text = Substring(normalizeTypeText(declaration))
        var attributes: [String] = []
        var isStatic = false
        var isMutating = false
        var isNonisolated = false
        var globalActor: String?
        let keyword: String
        switch kind {
        case .method: keyword = "func"
        case .property: keyword = "var"
        case .subscript: keyword = "subscript"
        case .initializer: keyword = "init"
        }
        // Modifiers and attributes before the keyword.
        while !text.isEmpty, !startsWithKeyword(text, keyword) {
            let modifier = String(text.prefix { $0 != " " })
            text = text.dropFirst(modifier.count).drop { $0 == " " }
            switch modifier {
            case "static", "class": isStatic = true
            case "mutating": isMutating = true
            case "nonisolated": isNonisolated = true
            default:
                guard modifier.hasPrefix("@") else { break }
                if modifier.dropFirst().first?.isUppercase == true {
                    globalActor = String(modifier.dropFirst())
                } else {
                    attributes.append(modifier)
                }
            }
        }
        text = text.dropFirst(keyword.count)
        var requirement = Requirement(
            kind: kind, name: keyword, labels: [], parameters: [], returnType: "Void", isAsync: false,
            throwing: .none, isStatic: isStatic, isMutating: isMutating, isNonisolated: isNonisolated,
            globalActor: globalActor, genericParameters: [], whereClause: nil, hasSetter: false,
            attributes: attributes, title: title)
        switch kind {
        case .property:
            parseProperty(text, into: &requirement)
        case .method, .subscript, .initializer:
            parseFunction(text, into: &requirement)
        }
        return requirement
    }

    /// Whether `text` starts with `keyword` as a whole word.
    private static func startsWithKeyword(_ text: Substring, _ keyword: String) -> Bool {
        guard text.hasPrefix(keyword) else { return false }
        let next = text.dropFirst(keyword.count).first
        return next == nil || " (<?!".contains(next!)
    }

    /// Reads a property's name, type and accessors: ` name: String { get set }`.
    private static func parseProperty(_ text: Substring, into requirement: inout Requirement) {
        var rest = text.drop { $0 == " " }
        let name = rest.prefix { $0 != ":" }
        requirement.name = String(name).trimmingSpaces
        rest = rest.dropFirst(name.count + 1)
        let accessors = rest.range(of: " {").map { rest[$0.upperBound...] } ?? ""
        let type = rest.range(of: " {").map { rest[..<$0.lowerBound] } ?? rest
        requirement.returnType = String(type).trimmingSpaces
        let words = accessors.split(whereSeparator: { " {}".contains($0) })
        requirement.hasSetter = words.contains("set")
        requirement.isAsync = words.contains("async")
        requirement.throwing = words.contains("throws") ? .untyped : .none
    }

    /// Reads the rest of a function, subscript or initializer: `name<T>(a: T) async throws -> R where ...`.
    private static func parseFunction(_ text: Substring, into requirement: inout Requirement) {
        var rest = text.drop { $0 == " " }
        if requirement.kind == .method {
            let name = rest.prefix { $0 != "<" && $0 != "(" }
            requirement.name = String(name).trimmingSpaces
            rest = rest.dropFirst(name.count)
        } else if requirement.kind == .initializer, rest.first == "?" || rest.first == "!" {
            requirement.returnType = String(rest.first!)
            rest = rest.dropFirst()
        }
        if rest.first == "<" {
            let generics = balancedPrefix(rest)
            for parameter in splitTopLevel(generics.dropFirst().dropLast(), on: ",") {
                let name = String(parameter.prefix { $0 != ":" }).trimmingSpaces
                requirement.genericParameters.append(name)
                if let colon = parameter.firstIndex(of: ":") {
                    requirement.genericConstraints[name] = parameter[colon...].dropFirst().trimmingSpaces
                }
            }
            rest = rest.dropFirst(generics.count)
        }
        let parameterList = balancedPrefix(rest)
        rest = rest.dropFirst(parameterList.count)
        let isSubscript = requirement.kind == .subscript
        requirement.parameters = splitTopLevel(parameterList.dropFirst().dropLast(), on: ",").enumerated().map {
            parseParameter($0.element, position: $0.offset + 1, isSubscript: isSubscript)
        }
        requirement.labels = requirement.parameters.map(\.label)
        // Effects, result, where clause and accessors.
        var accessors: Substring = ""
        if let brace = topLevelIndex(of: "{", in: rest) {
            accessors = rest[brace...]
            rest = rest[..<brace]
        }
        if let whereRange = topLevelRange(of: " where ", in: rest) {
            requirement.whereClause = String(rest[whereRange.upperBound...]).trimmingSpaces
            rest = rest[..<whereRange.lowerBound]
        }
        if let arrow = topLevelRange(of: "->", in: rest) {
            let result = String(rest[arrow.upperBound...]).trimmingSpaces
            requirement.returnType = result == "()" ? "Void" : result
            rest = rest[..<arrow.lowerBound]
        }
        let effects = rest.trimmingSpaces
        requirement.isAsync = effects.hasPrefix("async")
        if effects.contains("rethrows") {
            requirement.throwing = .untyped
            requirement.isRethrows = true
        } else if let throwsRange = effects.range(of: "throws") {
            let after = effects[throwsRange.upperBound...]
            if after.hasPrefix("(") {
                let error = balancedPrefix(after).dropFirst().dropLast()
                requirement.throwing = error == "any Error" ? .untyped : .typed(String(error))
            } else {
                requirement.throwing = .untyped
            }
        }
        let words = accessors.split(whereSeparator: { " {}".contains($0) })
        requirement.hasSetter = words.contains("set")
        if isSubscript, words.contains("async") { requirement.isAsync = true }
        if isSubscript, words.contains("throws") { requirement.throwing = .untyped }
    }

    /// `label name: @escaping @Sendable (Int) -> Void`, `_ items: String...`, `x: inout Int`.
    ///
    /// A parameter without an internal name (`subscript(metadataKey _: String)`, `func f(_: Int)`)
    /// gets `argument` and its `position`, so that the mock's body can pass it on.
    private static func parseParameter(_ text: Substring, position: Int, isSubscript: Bool) -> Parameter {
        let colon = topLevelIndex(of: ":", in: text) ?? text.endIndex
        let names = text[..<colon].split(separator: " ").map(String.init)
        var type = String(text[colon...].dropFirst()).trimmingSpaces
        let label: String?
        var internalName: String
        if names.count >= 2 {
            label = names[0] == "_" ? nil : names[0]
            internalName = names[1]
        } else {
            // A subscript's single name is only its internal name: subscripts have no labels by default.
            label = isSubscript || names.first == "_" ? nil : names.first
            internalName = names.first ?? "_"
        }
        if internalName == "_" { internalName = "argument\(position)" }
        var parameter = Parameter(
            label: label, internalName: escapedIdentifier(internalName), type: "", isInout: false,
            isAutoclosure: false, isVariadic: false, isNonEscapingClosure: false, typeAttributes: [])
        while true {
            if type.hasPrefix("inout ") {
                parameter.isInout = true
                type = String(type.dropFirst(6))
            } else if type.hasPrefix("@autoclosure ") {
                parameter.isAutoclosure = true
                type = String(type.dropFirst(13))
            } else if type.hasPrefix("@escaping ") {
                parameter.typeAttributes.append("@escaping")
                type = String(type.dropFirst(10))
            } else if type.hasPrefix("@"), let space = type.firstIndex(of: " "),
                type[space...].hasPrefix(" @escaping ")
            {
                // `@Sendable @escaping (Int) -> Void`: `@escaping` belongs to the parameter, `@Sendable` to the type.
                parameter.typeAttributes.append("@escaping")
                type = String(type[..<space]) + String(type[space...].dropFirst(" @escaping".count))
            } else {
                break
            }
        }
        if type.hasSuffix("...") {
            parameter.isVariadic = true
            type = String(type.dropLast(3))
        }
        parameter.type = type
        parameter.isNonEscapingClosure =
            !parameter.isAutoclosure && !parameter.typeAttributes.contains("@escaping") && isFunctionType(type)
        return parameter
    }
}

/// Whether `type` is a function type: `(String) -> Void`, `@Sendable (Int) async -> Bool`.
func isFunctionType(_ type: String) -> Bool {
    var rest = Substring(type)
    while rest.hasPrefix("@") || rest.hasPrefix("nonisolated(") {
        rest = rest.drop { $0 != " " }.drop { $0 == " " }
    }
    guard rest.first == "(" else { return false }
    let arguments = balancedPrefix(rest)
    return rest.dropFirst(arguments.count).contains("->")
}

/// Spaces and prefixes as the codebase writes them: `[String: Int]`, `T: Codable`.
///
/// The compiler prints `[String : Int]`; `Self.Element` becomes `Element`: the mock declares associated types as generic parameters.
func normalizeTypeText(_ text: String) -> String {
    text.replacingOccurrences(of: " : ", with: ": ").replacingOccurrences(of: "Self.", with: "")
}

/// Walks `text` one character at a time with the bracket depth before and after it (`(`, `[` and
/// `<` open, `)`, `]` and a `>` that does not end `->` close), until `body` returns `false`.
func walkBrackets(_ text: Substring, _ body: (_ index: Substring.Index, _ before: Int, _ after: Int) -> Bool) {
    var depth = 0
    var previous: Character = " "
    for index in text.indices {
        let character = text[index]
        let before = depth
        switch character {
        case "(", "[", "<": depth += 1
        case ")", "]": depth -= 1
        case ">" where previous != "-": depth -= 1
        default: break
        }
        previous = character
        guard body(index, before, depth) else { return }
    }
}

/// The bracketed prefix of `text` (which starts with `(`, `<` or `[`), brackets included.
func balancedPrefix(_ text: Substring) -> Substring {
    var prefix = text
    walkBrackets(text) { index, _, after in
        if after == 0 { prefix = text[...index] }
        return after != 0
    }
    return prefix
}

/// `text` split on `separator` where it is not inside brackets.
func splitTopLevel(_ text: Substring, on separator: Character) -> [Substring] {
    var parts: [Substring] = []
    var start = text.startIndex
    walkBrackets(text) { index, before, _ in
        if before == 0, text[index] == separator {
            parts.append(text[start..<index])
            start = text.index(after: index)
        }
        return true
    }
    let last = text[start...]
    if !last.allSatisfy(\.isWhitespace) { parts.append(last) }
    return parts.map { $0.drop { $0 == " " } }
}

/// The first index of `character` outside brackets.
func topLevelIndex(of character: Character, in text: Substring) -> Substring.Index? {
    topLevelRange(of: String(character), in: text)?.lowerBound
}

/// The first range of `needle` outside brackets.
func topLevelRange(of needle: String, in text: Substring) -> Range<Substring.Index>? {
    var found: Range<Substring.Index>?
    walkBrackets(text) { index, before, _ in
        if before == 0, text[index...].hasPrefix(needle) {
            found = index..<text.index(index, offsetBy: needle.count)
        }
        return found == nil
    }
    return found
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

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
