public import Foundation

/// A type whose stubs can answer with an automatic value.
///
/// ``stub(of:)`` returns ``defaultValue`` for every call whose result type conforms, so a mock
/// needs no configuration until a test cares about the answer. Conform your own types to make
/// them stubbable the same way:
///
/// ```swift
/// struct User: DefaultProvidable {
///     var name: String
///     static let defaultValue = User(name: "")
/// }
/// ```
///
/// StubKit provides conformances for the standard library's and Foundation's common value types;
/// see <doc:StubbingAndDefaultValues> for the full table.
public protocol DefaultProvidable {
    /// The value a stub returns when nothing else was set up.
    static var defaultValue: Self { get }
}

// MARK: - Standard library

extension String: DefaultProvidable {
    /// The default value: `""`.
    public static var defaultValue: String { "" }
}

extension Substring: DefaultProvidable {
    /// The default value: `""`.
    public static var defaultValue: Substring { "" }
}

extension Bool: DefaultProvidable {
    /// The default value: `false`.
    public static var defaultValue: Bool { false }
}

extension Int: DefaultProvidable {
    /// The default value: `0`.
    public static var defaultValue: Int { 0 }
}

extension Int8: DefaultProvidable {
    /// The default value: `0`.
    public static var defaultValue: Int8 { 0 }
}

extension Int16: DefaultProvidable {
    /// The default value: `0`.
    public static var defaultValue: Int16 { 0 }
}

extension Int32: DefaultProvidable {
    /// The default value: `0`.
    public static var defaultValue: Int32 { 0 }
}

extension Int64: DefaultProvidable {
    /// The default value: `0`.
    public static var defaultValue: Int64 { 0 }
}

extension UInt: DefaultProvidable {
    /// The default value: `0`.
    public static var defaultValue: UInt { 0 }
}

extension UInt8: DefaultProvidable {
    /// The default value: `0`.
    public static var defaultValue: UInt8 { 0 }
}

extension UInt16: DefaultProvidable {
    /// The default value: `0`.
    public static var defaultValue: UInt16 { 0 }
}

extension UInt32: DefaultProvidable {
    /// The default value: `0`.
    public static var defaultValue: UInt32 { 0 }
}

extension UInt64: DefaultProvidable {
    /// The default value: `0`.
    public static var defaultValue: UInt64 { 0 }
}

extension Double: DefaultProvidable {
    /// The default value: `0.0`.
    public static var defaultValue: Double { 0 }
}

extension Float: DefaultProvidable {
    /// The default value: `0.0`.
    public static var defaultValue: Float { 0 }
}

extension Array: DefaultProvidable {
    /// The default value: `[]`.
    public static var defaultValue: [Element] { [] }
}

extension ContiguousArray: DefaultProvidable {
    /// The default value: `[]`.
    public static var defaultValue: ContiguousArray<Element> { [] }
}

extension Dictionary: DefaultProvidable {
    /// The default value: `[:]`.
    public static var defaultValue: [Key: Value] { [:] }
}

extension Set: DefaultProvidable {
    /// The default value: `[]`.
    public static var defaultValue: Set<Element> { [] }
}

extension Optional: DefaultProvidable {
    /// The default value: `nil`.
    public static var defaultValue: Wrapped? { nil }
}

// MARK: - Foundation

extension Decimal: DefaultProvidable {
    /// The default value: `0`.
    public static var defaultValue: Decimal { 0 }
}

extension CGFloat: DefaultProvidable {
    /// The default value: `0.0`.
    public static var defaultValue: CGFloat { 0 }
}

extension Data: DefaultProvidable {
    /// `Data()`, empty.
    public static var defaultValue: Data { Data() }
}

extension Date: DefaultProvidable {
    /// `Date(timeIntervalSince1970: 0)`: 1970-01-01 00:00:00 UTC, the same on every machine.
    public static var defaultValue: Date { Date(timeIntervalSince1970: 0) }
}

extension TimeZone: DefaultProvidable {
    /// UTC (`TimeZone(secondsFromGMT: 0)`), never the machine's own time zone.
    public static var defaultValue: TimeZone { TimeZone(secondsFromGMT: 0)! }
}

extension Calendar: DefaultProvidable {
    /// An ISO-8601 calendar in UTC with the POSIX locale, independent of the machine's settings.
    public static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = .defaultValue
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }
}

extension Locale: DefaultProvidable {
    /// `Locale(identifier: "")`, the root locale.
    public static var defaultValue: Locale { Locale(identifier: "") }
}

extension URL: DefaultProvidable {
    /// The default value: `URL(fileURLWithPath: "/")`.
    public static var defaultValue: URL { URL(fileURLWithPath: "/") }
}

extension URLComponents: DefaultProvidable {
    /// `URLComponents()`, with every component `nil`.
    public static var defaultValue: URLComponents { URLComponents() }
}

extension URLQueryItem: DefaultProvidable {
    /// The default value: `URLQueryItem(name: "", value: nil)`.
    public static var defaultValue: URLQueryItem { URLQueryItem(name: "", value: nil) }
}

extension UUID: DefaultProvidable {
    /// The nil UUID, `00000000-0000-0000-0000-000000000000`.
    public static var defaultValue: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
}
