// Names of the stored actions and how `stub(of:)` refers to each method, following the docs'
// "Overloaded names" hints: `addUserAction` when the base name is unique, `addUserAtAction` and
// `stub(of: addUser(_:at:))` when labels tell overloads apart, and a written-out action type when
// only the parameter types differ.
import Foundation

enum ActionNaming {
    /// One unique action name per requirement, in order.
    static func names(for requirements: [Requirement]) -> [String] {
        var candidates = requirements.map { requirement -> String in
            let base =
                requirement.kind == .method ? requirement.name.trimmingCharacters(in: ["`"]) : requirement.kindName
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

    /// `bark` when no other method is called `bark`, `addUser(_:at:)` otherwise.
    static func reference(for requirement: Requirement, among requirements: [Requirement]) -> String {
        let sameBase = requirements.filter { $0.kind == .method && $0.name == requirement.name }
        if sameBase.count <= 1 || requirement.parameters.isEmpty { return requirement.name }
        return requirement.fullName
    }

    /// Whether two methods share the full name (or are overloaded without parameters), so that
    /// only the action's written type picks the right one.
    static func needsTypeAnnotation(_ requirement: Requirement, among requirements: [Requirement]) -> Bool {
        let sameBase = requirements.filter { $0.kind == .method && $0.name == requirement.name }
        guard sameBase.count > 1 else { return false }
        return requirement.parameters.isEmpty || sameBase.filter { $0.labels == requirement.labels }.count > 1
    }
}

/// `Int64` for `Int64`, `StringArray` for `[String]`, `OptionalUser` for `User?`, `Closure` for a
/// function type: a type as one word.
func typeNameWord(_ type: String) -> String {
    if isFunctionType(type) { return "Closure" }
    var word = type
    if word.hasSuffix("?") { word = "Optional" + word.dropLast() }
    if word.hasPrefix("["), word.hasSuffix("]") { word = String(word.dropFirst().dropLast()) + "Array" }
    return word.filter { $0.isLetter || $0.isNumber }
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
