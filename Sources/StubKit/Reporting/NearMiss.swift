#if !canImport(Darwin) && canImport(Synchronization)
    import Synchronization
#endif

// Near misses: when a strict stub or a strict generic action gets a call nothing answers, or a
// sequence's expectation is unmet while calls arrived that failed its conditions, the failure
// names the setups whose conditions refused the call and what they waited for.
//
// Nothing here runs on the per-call path. A setup records its conditions in words once, when it
// is made (`SetupCondition`), and registers its layer here (`NearMisses.register`); a failure looks
// the setups of the same types up and runs their conditions once more on the failing arguments.

/// One condition of a setup sequence, as failure messages explain it.
@usableFromInline
struct SetupCondition<Args> {
    /// The condition as written: `when("vip")`, `whenFirst("Tom")`, `when(predicate)`.
    let description: String
    /// Whether StubKit wrote it (an equality, checked first and with the lock held) rather than
    /// the user's predicate.
    let isEquality: Bool
    /// What the condition waited for, for an equality: `"vip"`.
    let expected: String?
    /// The part of a call's arguments the condition compares, in words, for an equality.
    let actual: ((Args) -> String)?
    /// Whether a call satisfies the condition.
    let matches: (Args) -> Bool

    /// Why `args` fails this condition, or `nil` when it satisfies it.
    ///
    /// An equality says `when("vip") waited for "vip", got "guest"`. A predicate runs once more
    /// here, with the generic type checks it makes noted (see ``TypeProbe``).
    func refusal(of args: Args) -> String? {
        if let expected, let actual {
            return matches(args) ? nil : refusal(expected: expected, got: actual(args))
        }
        let (accepted, notes) = TypeProbe.noting { matches(args) }
        return accepted ? nil : Self.predicateRefusal(description, notes: notes)
    }

    /// How an equality that refused a call is explained: `when("vip") waited for "vip", got "guest"`.
    func refusal(expected: String, got actual: String) -> String {
        "\(description) waited for \(expected), got \(actual)"
    }

    /// How a predicate that refused a call is explained: the type checks it failed, if it made any.
    static func predicateRefusal(_ description: String, notes: [String]) -> String {
        notes.isEmpty ? "\(description) did not accept it" : "\(description) " + notes.joined(separator: ", ")
    }

    /// Why `conditions` refuse `args`, and how far `args` is from what they waited for.
    ///
    /// `nil` when `args` satisfies them all. The reason is ``refusal(of:by:)``'s.
    static func nearness(of args: Args, by conditions: [SetupCondition]) -> (reason: String, distance: MissDistance)? {
        var reasons: [String] = []
        var edits = 0
        for condition in conditions where condition.isEquality && !condition.matches(args) {
            guard let expected = condition.expected, let actual = condition.actual?(args) else { continue }
            reasons.append(condition.refusal(expected: expected, got: actual))
            edits += MissDistance.likeness(of: actual, to: expected)
        }
        if !reasons.isEmpty {
            return (reasons.joined(separator: ", "), MissDistance(refusedEqualities: reasons.count, edits: edits))
        }
        return refusal(of: args, by: conditions).map { ($0, MissDistance(refusedEqualities: 0, edits: 0)) }
    }

    /// Why `conditions` refuse `args`, as a call is checked; `nil` when it satisfies them all.
    ///
    /// Every equality that refuses is named, in the order written. Predicates run only when every
    /// equality accepted (a call never runs them on arguments an equality refused), each once, in
    /// the order written, up to the first that refuses, which is named.
    static func refusal(of args: Args, by conditions: [SetupCondition]) -> String? {
        let equalities = conditions.filter(\.isEquality).compactMap { $0.refusal(of: args) }
        if !equalities.isEmpty { return equalities.joined(separator: ", ") }
        // A loop, not `lazy.compactMap(...).first`: that finds the first index, then computes its
        // element again, running the refusing predicate twice.
        for predicate in conditions where !predicate.isEquality {
            if let refusal = predicate.refusal(of: args) { return refusal }
        }
        return nil
    }
}

/// How far a call a setup refused is from what it waited for.
///
/// The fewer of its equalities the call failed, the nearer (a call only a predicate refused failed
/// none); then, among values like the expected ones, the fewer characters they differ by
/// (`"paids"` is nearer `"paid"` than `"paid r-2"`). A value unlike the expected one (`"declined"`
/// for `"paid"`) counts as far as any other, so of calls equally far the first stays the nearest
/// miss.
struct MissDistance: Comparable {
    let refusedEqualities: Int
    let edits: Int

    /// What a value unlike the expected one counts for, beyond any like one.
    static let unlike = 1_000

    static func < (lhs: MissDistance, rhs: MissDistance) -> Bool {
        (lhs.refusedEqualities, lhs.edits) < (rhs.refusedEqualities, rhs.edits)
    }

    /// How far `actual` is from `expected`: the edits between them when they share more than
    /// half their characters (fewer edits than half the longer one's length), else ``unlike``.
    static func likeness(of actual: String, to expected: String) -> Int {
        let edits = edits(from: expected, to: actual)
        return edits * 2 < max(actual.count, expected.count) ? edits : unlike
    }

    /// The edits that turn `source` into `target` (Levenshtein's distance).
    ///
    /// An edit inserts, deletes or replaces one character. Both are descriptions, cut at a few
    /// dozen characters.
    static func edits(from source: String, to target: String) -> Int {
        let source = Array(source)
        let target = Array(target)
        guard !source.isEmpty else { return target.count }
        var previous = Array(0...target.count)
        for (i, character) in source.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: target.count)
            for (j, other) in target.enumerated() {
                current[j + 1] = Swift.min(
                    previous[j + 1] + 1, current[j] + 1, previous[j] + (character == other ? 0 : 1))
            }
            previous = current
        }
        return previous[target.count]
    }
}

/// Where a setup was made, and in which test.
@usableFromInline
struct SetupOrigin: Sendable {
    let site: CallSite
    /// The running test's scope where the setup was made (see ``StubScope/current``): one per
    /// Swift Testing test, per XCTest test case, or per `withStubScope`.
    let test: StubScope

    init(site: CallSite) {
        self.site = site
        test = StubScope.current
    }

    /// Whether a failure in the running test may name this setup: one made in the same test.
    ///
    /// Mocks outlive their test (an XCTest case keeps its properties until the suite ends), so
    /// a setup still alive is not enough.
    var isInCurrentTest: Bool { test === StubScope.current }
}

/// A setup a failure can name as a near miss: a setup sequence's layer.
protocol NearMissCandidate: AnyObject, Sendable {
    var origin: SetupOrigin { get }
    /// Why this setup refused a call with `args` on a stub returning `output`; `nil` when it is
    /// not a setup of such a stub, or its conditions accept the call.
    func refusal(of args: Any, returning output: ObjectIdentifier) -> String?
}

/// The setups a failure may name, by the type of their stub's arguments.
enum NearMisses {
    struct Entry {
        weak var setup: (any NearMissCandidate)?
    }

    struct Registry {
        var setups: [ObjectIdentifier: [Entry]] = [:]
        /// How many entries the next registration may find before released setups are dropped.
        var pruneAt = 64
        var count = 0

        /// Adds `setup` under `key`.
        ///
        /// When the count reaches `pruneAt`, released setups are dropped and the next threshold is
        /// twice what is left (at least 64), so the count stays bounded.
        mutating func add(_ setup: some NearMissCandidate, under key: ObjectIdentifier) {
            setups[key, default: []].append(Entry(setup: setup))
            count += 1
            guard count >= pruneAt else { return }
            for key in setups.keys { setups[key]?.removeAll { $0.setup == nil } }
            setups = setups.filter { !$0.value.isEmpty }
            count = setups.values.reduce(0) { $0 + $1.count }
            pruneAt = max(64, 2 * count)
        }
    }

    private static let registry = Protected(Registry())

    /// How many near misses a message names.
    static var shown: Int { 3 }

    /// How many setups the registry holds now, released ones not yet dropped included (for tests:
    /// registering drops released setups once the count reaches twice what was alive, so it stays bounded).
    static var registeredCount: Int { registry.withLock { $0.count } }

    /// Remembers `setup`, made on a stub whose arguments are of type `args`, until it is released.
    static func register(_ setup: some NearMissCandidate, arguments args: Any.Type) {
        registry.withLock { $0.add(setup, under: ObjectIdentifier(args)) }
    }

    /// Set while a refusal is explained: a condition that calls a strict stub (a mistake, but a
    /// possible one) gets that stub's plain failure rather than an explanation of its own, which
    /// would run the same condition again.
    private static let explaining = TaskLocal<Bool>(wrappedValue: false)

    /// The setups of the running test on stubs of these types that refused `args`, in words.
    ///
    /// Newest first, for a failure message; `nil` when there is none. Only failure paths call it.
    static func describe<Args>(_ args: Args, returning output: Any.Type) -> String? {
        guard !explaining.get() else { return nil }
        // A predicate run again may call a strict stub: its failure was reported the first time.
        return FailureReporter.withRecorder(FailureRecorder()) {
            explaining.withValue(true) { explain(args, returning: output) }
        }
    }

    private static func explain<Args>(_ args: Args, returning output: Any.Type) -> String? {
        let candidates = registry.withLock { $0.setups[ObjectIdentifier(Args.self)] ?? [] }
            .compactMap(\.setup).filter(\.origin.isInCurrentTest)
        let outputID = ObjectIdentifier(output)
        var misses: [(site: String, reason: String)] = []
        for candidate in candidates.reversed() {
            if let reason = candidate.refusal(of: args, returning: outputID) {
                misses.append(("\(candidate.origin.site)", reason))
            }
        }
        guard !misses.isEmpty else { return nil }
        return Messages.nearMisses(Array(misses.prefix(shown)), more: max(0, misses.count - shown))
    }
}

extension StubSequence.Layer: NearMissCandidate {
    func refusal(of args: Any, returning output: ObjectIdentifier) -> String? {
        guard output == ObjectIdentifier(Output.self), let args = args as? Args else { return nil }
        let conditions = locked { $0.conditions }
        guard !conditions.isEmpty else { return nil }
        return AnsweredCall.unbound { SetupCondition.refusal(of: args, by: conditions) }
    }
}

/// Notes the generic type checks (`GenericCall.expects`, `uses`) that fail while StubKit explains a
/// refused call: `when(predicate)` then says which type it waited for.
///
/// The checks ask ``isNoting`` first, one relaxed atomic load where `Synchronization.Atomic` needs
/// no availability check (as ``AnsweredCall`` does), so a predicate pays nothing on other calls.
enum TypeProbe {
    /// The notes of the explanation in progress on this task.
    static let current = TaskLocal<Protected<[String]>?>(wrappedValue: nil)

    #if !canImport(Darwin) && canImport(Synchronization)
        /// How many explanations are in progress, in every task and thread.
        static let inProgress = Atomic<Int>(0)

        /// Whether a failed type check may have to be noted: `false` while nothing is explained.
        static var isNoting: Bool { inProgress.load(ordering: .relaxed) != 0 }
    #else
        static var isNoting: Bool { true }
    #endif

    /// Runs `check` and returns its result with the failed type checks it made.
    static func noting(_ check: () -> Bool) -> (Bool, [String]) {
        let notes = Protected<[String]>([])
        #if !canImport(Darwin) && canImport(Synchronization)
            inProgress.wrappingAdd(1, ordering: .relaxed)
            defer { inProgress.wrappingSubtract(1, ordering: .relaxed) }
        #endif
        let accepted = current.withValue(notes, operation: check)
        return (accepted, notes.withLock { $0 })
    }

    /// Notes a failed type check, if a refusal is being explained.
    static func note(_ note: @autoclosure () -> String) {
        guard isNoting, let notes = current.get() else { return }
        let text = note()
        notes.withLock { $0.append(text) }
    }
}
