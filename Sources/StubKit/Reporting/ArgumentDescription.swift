import Foundation

/// How failure messages and spies write a call's arguments: as Swift prints them, except bytes.
///
/// `Data` and `[UInt8]`, alone or as an element of the arguments' tuple, are written by their
/// content rather than "11 bytes": their text when they are text (valid UTF-8 with no control
/// characters but tabs and line breaks), escaped as a Swift string literal and cut after
/// ``shownCharacters`` characters (`"{\"id\":1,…"… (300 bytes)`); otherwise their first
/// ``shownBytes`` bytes in hexadecimal (`<0a 1b ff … (300 bytes)>`).
///
/// A text of at most ``shownCharacters`` characters, counted as Swift counts a `String`'s
/// characters (`"é"` and `"👍🏽"` are one each) before escaping, is shown whole, without a count; a
/// longer one shows its first ``shownCharacters`` characters, never part of one, then its size in
/// bytes. Likewise ``shownBytes`` bytes of binary are shown whole.
enum ArgumentDescription {
    /// How many characters of a text payload are shown; a text of exactly this many is shown whole.
    static var shownCharacters: Int { 64 }
    /// How many bytes of a binary payload are shown; a payload of exactly this many is shown whole.
    static var shownBytes: Int { 16 }

    /// `"user1"`, `("John", "Derk")`, `()`, `("upload", "{\"id\":1}")`.
    ///
    /// An optional is written as its value, or `nil`, as a test writes it (`returns("cached")` for an
    /// `Optional("cached")`), alone or as an element of the arguments' tuple.
    static func describe(_ value: Any) -> String {
        if let bytes = payload(value) { return describe(bytes: bytes) }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.map { describe($0.value) } ?? "nil" }
        guard mirror.displayStyle == .tuple, mirror.children.contains(where: { rewritten($0.value) }) else {
            return String(reflecting: value)
        }
        let elements = mirror.children.map { child in
            // Unlabelled elements are named `.0`, `.1` by their mirror.
            let label = child.label.flatMap { $0.hasPrefix(".") ? nil : "\($0): " } ?? ""
            return label + describe(child.value)
        }
        return "(" + elements.joined(separator: ", ") + ")"
    }

    /// Whether `describe` writes `value` otherwise than Swift prints it: a payload or an optional.
    private static func rewritten(_ value: Any) -> Bool {
        payload(value) != nil || Mirror(reflecting: value).displayStyle == .optional
    }

    /// The bytes of a payload argument, or `nil` for any other value and for no bytes (written
    /// as Swift prints them: `[]`, `0 bytes`).
    private static func payload(_ value: Any) -> [UInt8]? {
        let bytes = (value as? Data).map { [UInt8]($0) } ?? value as? [UInt8]
        return bytes?.isEmpty == false ? bytes : nil
    }

    /// A payload by its content: its text, or a hexadecimal prefix.
    static func describe(bytes: [UInt8]) -> String {
        let count = bytes.count == 1 ? "1 byte" : "\(bytes.count) bytes"
        if let text = text(of: bytes) {
            guard text.count > shownCharacters else { return String(reflecting: text) }
            return String(reflecting: String(text.prefix(shownCharacters))) + "… (\(count))"
        }
        let hex = bytes.prefix(shownBytes).map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        guard bytes.count > shownBytes else { return "<" + hex.joined(separator: " ") + ">" }
        return "<" + hex.joined(separator: " ") + " … (\(count))>"
    }

    /// The bytes as text, when they are valid UTF-8 without control characters other than tabs
    /// and line breaks.
    private static func text(of bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        // Decoding replaces invalid sequences, so the bytes differ when they were not UTF-8.
        guard text.utf8.elementsEqual(bytes) else { return nil }
        let isText = text.unicodeScalars.allSatisfy { scalar in
            !(scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)) || "\t\n\r".unicodeScalars.contains(scalar)
        }
        return isText ? text : nil
    }
}
