// Which result types `stub()` can answer without a value: those StubKit's DefaultProvidable
// covers, recognised by their identity (the standard library's and Foundation's types), and the
// module's own types that conform to it. For any other type the generated mock declares a strict
// stub, which the test registers or sets up.

enum DefaultValues {
    /// The types StubKit conforms to `DefaultProvidable` (see Documentation's default-value table).
    static let standardTypes: Set<String> = [
        "String", "Substring", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal", "Data", "Date", "TimeZone", "Calendar",
        "Locale", "URL", "URLComponents", "URLQueryItem", "UUID",
    ]

    /// The standard library's and Foundation's `Hashable` value types, as subscript indexes.
    static let hashableTypes: Set<String> = [
        "String", "Substring", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "Character", "UUID", "URL", "Date", "Data",
    ]

    /// Whether `type` (its typealiases resolved) is a standard type named `name`s: declared by
    /// the standard library or Foundation, not a module's own type of the same name.
    static func isStandard(_ type: SwiftType, in names: Set<String>) -> Bool {
        guard case .named(let name, []) = type, names.contains(name.name) else { return false }
        return name.module.map(TypeSpelling.implicitModules.contains) ?? true
    }

    /// Whether a stub returning `type` (its typealiases resolved) compiles without a value.
    ///
    /// - Parameters:
    ///   - type: The result type, its typealiases resolved.
    ///   - extraTypes: Types of the module that conform to `DefaultProvidable`, by name.
    /// - Returns: Whether `.defaultValue` answers for it.
    static func isDefaultProvidable(_ type: SwiftType, extraTypes: Set<String>) -> Bool {
        switch type {
        case .optional, .implicitlyUnwrapped, .array, .dictionary:
            return true
        case .tuple(let elements):
            return elements.isEmpty
        case .named(let name, let arguments) where !arguments.isEmpty:
            let standard = name.module.map(TypeSpelling.implicitModules.contains) ?? true
            return standard && ["Optional", "Array", "ContiguousArray", "Dictionary", "Set"].contains(name.name)
        case .named(let name, []):
            if name.module == nil || TypeSpelling.implicitModules.contains(name.module!) {
                if standardTypes.contains(name.name) || name.name == "Void" { return true }
            }
            return extraTypes.contains(name.name)
        case .member(_, _, []):
            return extraTypes.contains(TypeSpelling.canonical(type))
        default:
            return false
        }
    }
}
