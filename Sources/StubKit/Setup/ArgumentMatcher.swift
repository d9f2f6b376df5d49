/// A check of a call's arguments: one condition of a setup sequence, or several combined.
///
/// Classes rather than closures: a sequence calls its equality check on every call, without
/// retaining it, and in unoptimised builds a method call on an object reached that way
/// costs no reference counting, while loading a stored closure to call it costs a retain and a
/// release on every call.
@usableFromInline
class ArgumentMatcher<Args>: @unchecked Sendable {
    // @unchecked Sendable: immutable; subclasses hold the user's values and closures as given.

    @usableFromInline
    init() {}

    /// Whether a call with `args` satisfies this check.
    @usableFromInline
    func matches(_ args: Args) -> Bool {
        true
    }

    /// `matchers` as one check that holds when all of them do, or `nil` when there are none.
    static func all(_ matchers: [ArgumentMatcher<Args>]) -> ArgumentMatcher<Args>? {
        switch matchers.count {
        case 0: return nil
        case 1: return matchers[0]
        default: return AllArgumentsMatcher(matchers)
        }
    }
}

/// `when(value)`: the arguments equal a value.
@usableFromInline
final class EqualArgumentsMatcher<Args: Equatable>: ArgumentMatcher<Args>, @unchecked Sendable {
    @usableFromInline let expected: Args

    @usableFromInline
    init(_ expected: Args) {
        self.expected = expected
    }

    @inlinable
    override func matches(_ args: Args) -> Bool {
        args == expected
    }
}

/// A check given as a closure: a user's predicate, or an equality on part of the arguments.
@usableFromInline
final class ClosureArgumentsMatcher<Args>: ArgumentMatcher<Args>, @unchecked Sendable {
    @usableFromInline let check: (Args) -> Bool

    @usableFromInline
    init(_ check: @escaping (Args) -> Bool) {
        self.check = check
    }

    @inlinable
    override func matches(_ args: Args) -> Bool {
        check(args)
    }
}

/// Several checks that must all hold, tried in order until one fails.
@usableFromInline
final class AllArgumentsMatcher<Args>: ArgumentMatcher<Args>, @unchecked Sendable {
    let matchers: [ArgumentMatcher<Args>]

    init(_ matchers: [ArgumentMatcher<Args>]) {
        self.matchers = matchers
    }

    override func matches(_ args: Args) -> Bool {
        matchers.allSatisfy { $0.matches(args) }
    }
}
