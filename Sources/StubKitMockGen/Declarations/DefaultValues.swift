// Which result types `stub(of:)` can answer without a value: those StubKit's DefaultProvidable
// covers, recognised by spelling, and the module's own types that conform to it. For any other
// type the generated mock declares a strict stub, which the test registers or sets up.

enum DefaultValues {
    /// The types StubKit conforms to `DefaultProvidable` (see Documentation's default-value table).
    static let standardTypes: Set<String> = [
        "String", "Substring", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal", "Data", "Date", "TimeZone", "Calendar",
        "Locale", "URL", "URLComponents", "URLQueryItem", "UUID",
    ]

    /// Whether `type` is one of the standard library's `Hashable` types, as a subscript index.
    static func isKnownHashable(_ type: String) -> Bool {
        [
            "String", "Substring", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
            "UInt32",
            "UInt64", "Double", "Float", "Character", "UUID", "URL", "Date", "Data",
        ].contains(type)
    }

    /// Whether `type` is `Void`.
    static func isVoid(_ type: String) -> Bool {
        type == "Void" || type == "()" || type == "Swift.Void"
    }

    /// Whether a stub returning `type` compiles without `alwaysReturn:`.
    static func isDefaultProvidable(_ type: String, extraTypes: Set<String>) -> Bool {
        let type = type.trimmingSpaces
        if type.hasSuffix("?") || type.hasSuffix("!") { return true }
        if type.hasPrefix("["), type.hasSuffix("]") { return true }
        let base = String(type.prefix { $0 != "<" })
        let unqualified = base.split(separator: ".").last.map(String.init) ?? base
        if ["Optional", "Array", "ContiguousArray", "Dictionary", "Set"].contains(unqualified), base != type {
            return true
        }
        return base == type && (standardTypes.contains(unqualified) || extraTypes.contains(type))
    }
}
