/// How many matching calls a setup sequence expects.
///
/// Attach one or more with ``StubSequence/expect(_:fileID:filePath:line:column:)`` and check them
/// with ``SKTVerify(_:fileID:filePath:line:column:)``. Several expectations combine: a range is
/// two bounds.
///
/// ```swift
/// let sequence = setupStubSequence(of: &mock.addUserAction)
///     .expect(.atLeastTimes(1))
///     .expect(.noMoreThan(3))
/// ```
public enum StubExpectation: Sendable, Hashable, CustomStringConvertible {
    /// No matching call at all.
    case never
    /// Exactly one matching call.
    case once
    /// One matching call or more.
    case atLeastOnce
    /// Exactly `n` matching calls.
    case times(Int)
    /// `n` matching calls or more.
    case atLeastTimes(Int)
    /// At most `n` matching calls.
    case noMoreThan(Int)

    /// Whether `count` matching calls satisfy this expectation.
    ///
    /// ```swift
    /// StubExpectation.noMoreThan(3).meets(count: 2) // true
    /// ```
    ///
    /// - Parameter count: The number of matching calls.
    /// - Returns: `true` when the count is allowed.
    public func meets(count: Int) -> Bool {
        switch self {
        case .never: return count == 0
        case .once: return count == 1
        case .atLeastOnce: return count >= 1
        case .times(let n): return count == n
        case .atLeastTimes(let n): return count >= n
        case .noMoreThan(let n): return count <= n
        }
    }

    /// Whether `count` matching calls are too few for this expectation (rather than too many).
    func wantsMore(than count: Int) -> Bool {
        switch self {
        case .never, .noMoreThan: return false
        case .once, .atLeastOnce: return count < 1
        case .times(let n), .atLeastTimes(let n): return count < n
        }
    }

    /// Describes how `count` matching calls fail this expectation, in the archived StubKit's words.
    ///
    /// ```swift
    /// StubExpectation.never.notMetDescription(count: 3) // "Called 3 times while expected never"
    /// StubExpectation.noMoreThan(3).notMetDescription(count: 4)
    /// // "Called 4 times while expected at maximum 3 (or less)"
    /// StubExpectation.once.notMetDescription(count: 1)  // nil
    /// ```
    ///
    /// - Parameter count: The number of matching calls.
    /// - Returns: `nil` when the count meets the expectation, else a sentence saying how it does not.
    public func notMetDescription(count: Int) -> String? {
        meets(count: count) ? nil : Messages.notMetDescription(expected: archivedDescription, count: count)
    }

    /// The expectation as the archived StubKit's `notMetDescription(count:)` words it:
    /// `exactly 3`, `at least 3 (or more)`, `at maximum 3 (or less)`.
    var archivedDescription: String {
        switch self {
        case .never, .once, .atLeastOnce: return description
        case .times(let n): return "exactly \(n)"
        case .atLeastTimes(let n): return "at least \(n) (or more)"
        case .noMoreThan(let n): return "at maximum \(n) (or less)"
        }
    }

    /// The expectation in words: `once`, `at least 2 times`, `no more than 3 times`.
    public var description: String {
        switch self {
        case .never: return "never"
        case .once: return "once"
        case .atLeastOnce: return "at least once"
        case .times(let n): return "exactly \(times: n)"
        case .atLeastTimes(let n): return "at least \(times: n)"
        case .noMoreThan(let n): return "no more than \(times: n)"
        }
    }
}

extension DefaultStringInterpolation {
    /// `1 time`, `3 times`.
    mutating func appendInterpolation(times count: Int) {
        appendLiteral(count == 1 ? "1 time" : "\(count) times")
    }
}
