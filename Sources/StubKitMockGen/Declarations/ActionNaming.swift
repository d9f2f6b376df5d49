// Names of the stored actions, following the docs' "Overloaded names" hints: `addUserAction` when
// the base name is unique, `addUserAtAction` when labels tell overloads apart, `recordInt64Action`
// when only the parameter types differ, `operatorStarAction` for `*`.
internal import Foundation

enum ActionNaming {
    /// One unique action name per requirement, in order.
    static func names(for requirements: [Requirement]) -> [String] {
        var candidates = requirements.map { requirement -> String in
            let base =
                requirement.kind == .method
                ? operatorWord(requirement.name.trimmingCharacters(in: ["`"])) : requirement.kindName
            let sameBase = requirements.filter { $0.kind == requirement.kind && $0.name == requirement.name }
            guard sameBase.count > 1 else { return base + "Action" }
            let labelled = base + requirement.labels.compactMap { $0.map(capitalized) }.joined()
            let sameLabels = sameBase.filter { $0.labels == requirement.labels }
            guard sameLabels.count > 1 else { return labelled + "Action" }
            let named = base + requirement.parameters.map { capitalized($0.internalName) }.joined()
            let sameNames = sameLabels.filter {
                $0.parameters.map(\.internalName) == requirement.parameters.map(\.internalName)
            }
            guard sameNames.count > 1 else { return named + "Action" }
            // A synchronous and an async overload: `readAction`, `readAsyncAction`.
            if sameNames.filter({ $0.isAsync == requirement.isAsync }).count == 1 {
                return base + (requirement.isAsync ? "Async" : "") + "Action"
            }
            // Only the types differ: `recordInt64Action`, `recordDoubleAction`.
            return base + requirement.parameters.map { capitalized(typeNameWord($0.type)) }.joined() + "Action"
        }
        // Whatever still collides gets a number.
        var seen: [String: Int] = [:]
        for index in candidates.indices {
            let count = seen[candidates[index], default: 0]
            seen[candidates[index]] = count + 1
            if count > 0 { candidates[index] = candidates[index].dropLast(6) + "\(count + 1)Action" }
        }
        return candidates
    }
}

/// `Int64` for `Int64`, `StringArray` for `[String]`, `OptionalUser` for `User?`, `Closure` for a
/// function type: a type as one word.
func typeNameWord(_ type: SwiftType) -> String {
    switch type {
    case .function: return "Closure"
    case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return "Optional" + typeNameWord(wrapped)
    case .array(let element): return typeNameWord(element) + "Array"
    default: return TypeSpelling.canonical(type).filter { $0.isLetter || $0.isNumber }
    }
}

extension Requirement {
    /// `subscript`, `init` and property names, for action names.
    var kindName: String {
        switch kind {
        case .method, .property: return name
        case .subscript: return "subscript"
        case .initializer: return "init"
        }
    }
}

/// `operatorStar` for `*`, `operatorLessEqual` for `<=`: an operator's name as an identifier; other names unchanged.
func operatorWord(_ name: String) -> String {
    let words: [Character: String] = [
        "+": "Plus", "-": "Minus", "*": "Star", "/": "Slash", "%": "Percent", "=": "Equal", "<": "Less",
        ">": "Greater", "!": "Bang", "&": "Amp", "|": "Bar", "^": "Caret", "~": "Tilde", ".": "Dot", "?": "Question",
    ]
    guard let first = name.first, words[first] != nil else { return name }
    return "operator" + name.map { words[$0] ?? "" }.joined()
}
