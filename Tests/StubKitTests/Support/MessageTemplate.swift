import Foundation

/// Whether `message` reads as `template` with any text in its one hole.
///
/// For a failure that holds a rendering the runtime decides, such as an unevaluated closure; the
/// rest of the sentence still comes from ``Messages`` and must match exactly:
///
/// ```swift
/// message(failure.message, matchesTemplate: {
///     Messages.unregisteredStrictStub(name: "logLevelAction", arguments: "(\($0), 2)")
/// })
/// ```
///
/// - Parameters:
///   - message: The message StubKit reported.
///   - template: Builds the expected message around the text it is given, exactly once.
/// - Returns: `true` when `message` starts with the text before the hole and ends with the text after it.
func message(_ message: String, matchesTemplate template: (String) -> String) -> Bool {
    let hole = "\u{FFFC}hole\u{FFFC}"
    let parts = template(hole).components(separatedBy: hole)
    precondition(parts.count == 2, "the template must place its hole exactly once")
    return message.count >= parts[0].count + parts[1].count && message.hasPrefix(parts[0])
        && message.hasSuffix(parts[1])
}
