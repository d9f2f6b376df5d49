// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the running test unless a call log holds exactly these calls, in this order.
///
/// On failure it shows the log beside the calls expected, line by line: `-` for a call expected
/// but not made, `+` for a call made but not expected, the calls both have unmarked:
///
/// ```swift
/// let events = CallLog<Event>()
/// spyCalls(of: &stream.resumeAction, into: events) { _ in .resume }
/// spyCalls(of: &delegate.headAction, into: events) { .head($0) }
/// spyCalls(of: &delegate.finishAction, into: events) { _ in .finish }
/// client.run()
/// SKTVerifyCalls(events, [.resume, .head(200), .finish])
/// // ❌ Calls differ from those expected (2 calls, 3 expected; - expected, not called; + called, not expected):
/// //      .resume
/// //    - .head(200)
/// //    - .finish
/// //    + .head(404)
/// ```
///
/// To check some calls only, compare a part of the log (`events.all.suffix(2)`), or use
/// ``SKTVerifyCalls(_:including:fileID:filePath:line:column:)``.
///
/// - Parameters:
///   - log: The call log, filled by ``spyCalls(of:into:transform:)`` or ``spyCalls(of:into:as:)``.
///   - expected: The calls the log must hold, oldest first.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where a failure points.
///   - line: The line of the call, where a failure points.
///   - column: The column of the call.
/// - Returns: Whether the log holds exactly the calls expected.
@discardableResult
public func SKTVerifyCalls<Entry: Equatable>(
    _ log: CallLog<Entry>, _ expected: [Entry],
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    verifyCalls(
        log.all, expected, othersAllowed: false,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the running test unless a call log holds these calls in this order, other calls allowed
/// before, between and after them.
///
/// Each call expected is matched to the earliest call of the log left that equals it. On failure
/// it shows the log, the calls matched unmarked and the others marked `·`, then the calls expected
/// that nothing matched, marked `-`:
///
/// ```swift
/// SKTVerifyCalls(events, including: [.head(200), .finish])
/// // ❌ Calls expected in this order are missing (1 of 2 not called; - expected, not called; · other calls):
/// //    · .resume
/// //      .head(200)
/// //    - .finish
/// ```
///
/// - Parameters:
///   - log: The call log, filled by ``spyCalls(of:into:transform:)`` or ``spyCalls(of:into:as:)``.
///   - expected: The calls the log must hold in this order, oldest first.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where a failure points.
///   - line: The line of the call, where a failure points.
///   - column: The column of the call.
/// - Returns: Whether the log holds the calls expected in this order.
@discardableResult
public func SKTVerifyCalls<Entry: Equatable>(
    _ log: CallLog<Entry>, including expected: [Entry],
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    verifyCalls(
        log.all, expected, othersAllowed: true,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The engine of both `SKTVerifyCalls`: reports, at `site`, the difference between the calls
/// made and those expected, unless the calls are those expected (`othersAllowed`: include them
/// in order).
func verifyCalls<Entry: Equatable>(_ called: [Entry], _ expected: [Entry], othersAllowed: Bool, at site: CallSite)
    -> Bool
{
    let lines =
        othersAllowed
        ? CallDiff.inclusion(of: expected, in: called) : CallDiff.lines(expected: expected, called: called)
    let missing = lines.filter { $0.mark == .expectedOnly }.count
    let extra = lines.filter { $0.mark == .calledOnly }.count
    guard missing > 0 || (extra > 0 && !othersAllowed) else { return true }
    let written = lines.map { line in
        let mark =
            switch line.mark {
            case .both: "  "
            case .expectedOnly: "- "
            case .calledOnly: othersAllowed ? "· " : "+ "
            }
        return mark + CallDiff.written(line.entry)
    }
    FailureReporter.report(
        othersAllowed
            ? Messages.expectedCallsMissing(missing: missing, expected: expected.count, lines: written)
            : Messages.callsDiffer(called: called.count, expected: expected.count, lines: written),
        at: site)
    return false
}

/// The line-by-line difference between the calls expected and those made.
enum CallDiff {
    /// An entry as a test writes it in the calls it expects: an enum case `.send("hi")`, without
    /// its type (which Swift prints with its module, and an enum declared in a function with its
    /// context's address), unless it describes itself; any other value as failures write arguments.
    static func written(_ entry: Any) -> String {
        let mirror = Mirror(reflecting: entry)
        switch mirror.displayStyle {
        case .optional: return mirror.children.first.map { written($0.value) } ?? "nil"
        case .enum where !(entry is any CustomStringConvertible): return "." + String(describing: entry)
        default: return ArgumentDescription.describe(entry)
        }
    }

    /// On which side a line of the difference is.
    enum Mark { case both, expectedOnly, calledOnly }

    /// The longest run of calls both sides have in the same order, unmarked, and the rest marked on
    /// the side that has them; where both sides differ at one place, the expected call comes first.
    static func lines<Entry: Equatable>(expected: [Entry], called: [Entry]) -> [(mark: Mark, entry: Entry)] {
        // common[i][j]: how many calls `expected[i...]` and `called[j...]` have in common, in order.
        var common = Array(repeating: Array(repeating: 0, count: called.count + 1), count: expected.count + 1)
        for i in expected.indices.reversed() {
            for j in called.indices.reversed() {
                common[i][j] =
                    expected[i] == called[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [(mark: Mark, entry: Entry)] = []
        var (i, j) = (0, 0)
        while i < expected.count || j < called.count {
            if i < expected.count, j < called.count, expected[i] == called[j] {
                lines.append((.both, expected[i]))
                (i, j) = (i + 1, j + 1)
            } else if i < expected.count, j == called.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append((.expectedOnly, expected[i]))
                i += 1
            } else {
                lines.append((.calledOnly, called[j]))
                j += 1
            }
        }
        return lines
    }

    /// The calls made, each expected one matched to the earliest call left that equals it, in
    /// order; the expected calls left unmatched come last, after the call the last match was.
    static func inclusion<Entry: Equatable>(of expected: [Entry], in called: [Entry]) -> [(mark: Mark, entry: Entry)] {
        var matched = 0
        var lines: [(mark: Mark, entry: Entry)] = called.map { call in
            guard matched < expected.count, expected[matched] == call else { return (.calledOnly, call) }
            matched += 1
            return (.both, call)
        }
        lines += expected[matched...].map { (.expectedOnly, $0) }
        return lines
    }
}
