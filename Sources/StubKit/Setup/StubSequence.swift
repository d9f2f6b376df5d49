/// A setup installed on a stub: what it answers, for which calls, and how often it expects them.
///
/// Create one with ``setupStubSequence(of:fileID:filePath:line:column:)`` and configure it by
/// chaining. Answers are used in order; `returnsOnce`, `throwsOnce` and `answersOnce` answer one
/// call each, and `returns`, `throws` and `answers` answer every call after them:
///
/// ```swift
/// setupStubSequence(of: &mock.addAccountAction)
///     .whenFirst("Tom")
///     .returnsOnce(1)
///     .returns(0)
///     .expect(.atLeastOnce)
/// ```
///
/// Rules that hold for every closure shape (sync, throwing, async, `@MainActor`):
/// - The most recently set up sequence that matches a call and still has an answer supplies the
///   result; when none has, the stub's own behaviour does.
/// - Every matching sequence consumes its once-answers on every call, even when a newer sequence
///   supplied the result, and counts the call for its expectations and runs its callbacks.
/// - A sequence whose conditions do not match a call does not see it.
///
/// All state is protected by a lock. Predicates, callbacks and answers run outside of it, so they
/// may call the mock again; equality conditions (`when(value)`, `whenFirst`...) may be checked with
/// it held, so the `==` of your argument types must not call the mock.
public final class StubSequence<Args, Output, Failure: Error>: @unchecked Sendable {
    // @unchecked Sendable: every mutable field lives in `state`, behind its lock. Stored answers and
    // recorded arguments are the user's own values, handed back as they were given.

    @usableFromInline
    struct Condition {
        @usableFromInline let matcher: ArgumentMatcher<Args>
        let description: String
        /// An equality check StubKit wrote (`when(value)`, `whenFirst`...), cheap and free of user
        /// logic beyond `==`: it runs while the sequence's lock is held.
        let isEquality: Bool
    }

    /// Everything mutable about a sequence, only touched with `lock` held, and the layer that
    /// ``Layering`` installs on the stub.
    ///
    /// A class rather than a struct: in unoptimised (debug) builds, reading a field of a generic
    /// struct looks its type metadata up at run time on every access, while a class instance
    /// carries its metadata with it. Debug builds are how tests usually run.
    @usableFromInline
    final class State: CallLayer, @unchecked Sendable {
        // @unchecked Sendable: every mutable field is only touched with `lock` held;
        // `rejectingMatcher` is written with it held and read atomically.
        // @exclusivity(unchecked): every field is only accessed with the sequence's lock held,
        // which already makes each access exclusive; the run-time check would only add cost.
        @exclusivity(unchecked) @usableFromInline var conditions: [Condition] = [] {
            didSet {
                let equalities = conditions.filter(\.isEquality)
                if equalities.count != equalityCount, let matcher = ArgumentMatcher.all(equalities.map(\.matcher)) {
                    equalityCount = equalities.count
                    equalityMatchers.append(matcher)
                }
                matchesPredicates = ArgumentMatcher.all(conditions.filter { !$0.isEquality }.map(\.matcher))
            }
        }
        /// How many equality conditions the current equality check combines.
        @exclusivity(unchecked) var equalityCount = 0
        /// Every version of the equality check, run with the lock held; the last one is current.
        ///
        /// The earlier ones stay alive so that ``currentEqualityMatcher`` can be read unretained.
        @exclusivity(unchecked) @usableFromInline var equalityMatchers: [ArgumentMatcher<Args>] = [] {
            didSet {
                currentEqualityMatcher = equalityMatchers.last.map(Unmanaged.passUnretained)
                publishRejectingMatcher()
            }
        }
        /// The current equality check, `nil` when there are no equality conditions.
        ///
        /// Read without retaining it: a call that fails it costs one lock and no reference-count
        /// traffic, which matters because most selective setups are equalities.
        @exclusivity(unchecked) @usableFromInline var currentEqualityMatcher: Unmanaged<ArgumentMatcher<Args>>?
        /// ``currentEqualityMatcher`` for calls to check before taking the lock, or `nil` when they
        /// must take it first: when there is no equality check, or when the sequence records the
        /// calls it receives for its expectations.
        ///
        /// Most calls of a stub with several selective setups are rejected by most of them; this
        /// rejects them without a lock. The matcher it points at stays alive in ``equalityMatchers``.
        @usableFromInline let rejectingMatcher = PublishedPointer()

        /// Updates ``rejectingMatcher``; called with the lock held.
        func publishRejectingMatcher() {
            let matcher = hasExpectations ? nil : currentEqualityMatcher
            rejectingMatcher.store(matcher.map { UnsafeRawPointer($0.toOpaque()) })
        }

        /// The user's predicates as one check, run outside the lock; `nil` when there are none.
        ///
        /// Built when a condition is added, so that a call copies one object out of the lock
        /// rather than the array.
        @exclusivity(unchecked) @usableFromInline var matchesPredicates: ArgumentMatcher<Args>?
        /// The answer the next matching call takes; `nil` when every answer is used up.
        @exclusivity(unchecked) @usableFromInline var nextAnswer: LayerAnswer<Args, Output, Failure>?
        /// The answer added last, which a new one follows.
        @exclusivity(unchecked) var lastAnswer: LayerAnswer<Args, Output, Failure>?
        /// The endless step in words, for the failure when a step is added after it.
        @exclusivity(unchecked) var endlessDescription: String?
        /// How many calls matched the conditions.
        @exclusivity(unchecked) @usableFromInline var matchCount = 0
        /// How many received calls a failure message lists.
        @usableFromInline var receivedCallsShown: Int { 10 }
        /// The first calls this sequence saw while it had expectations, described when they came:
        /// arguments may hold a non-escaping closure, which must not outlive its call.
        @exclusivity(unchecked) @usableFromInline var received: [String] = []
        @exclusivity(unchecked) @usableFromInline var receivedTotal = 0
        @exclusivity(unchecked) @usableFromInline var expectations: [StubExpectation] = [] {
            didSet {
                hasExpectations = !expectations.isEmpty
                publishRejectingMatcher()
            }
        }
        @exclusivity(unchecked) @usableFromInline var hasExpectations = false
        @exclusivity(unchecked) var expectSite: CallSite?
        @exclusivity(unchecked) var awaitingVerification = false
        @exclusivity(unchecked) @usableFromInline var callbacks: [(Args) -> Void] = [] {
            didSet { hasCallbacks = !callbacks.isEmpty }
        }
        @exclusivity(unchecked) @usableFromInline var hasCallbacks = false
        /// Run once, when the sequence has expectations and they become met.
        @exclusivity(unchecked) @usableFromInline var whenMet: [() -> Void] = [] {
            didSet { hasWhenMet = !whenMet.isEmpty }
        }
        @exclusivity(unchecked) @usableFromInline var hasWhenMet = false
        /// Set by `attach(_:)`: meeting the expectations verifies the sequence.
        @exclusivity(unchecked) var verifiesWhenMet = false
        /// The expectations were met, and the sequence verified, when `whenMet` ran.
        @exclusivity(unchecked) var verifiedWhenMet = false

        var expectationsMet: Bool {
            expectations.allSatisfy { $0.meets(count: matchCount) }
        }

        /// Guards every field above.
        ///
        /// A plain value: locking it costs no reference counting.
        @usableFromInline let lock = RawLock()

        @usableFromInline
        init() {}

        /// Reports expectations left unverified, once neither the user nor the stub holds the
        /// sequence any more.
        deinit {
            lock.destroy()
            // No other reference exists any more: the fields can be read without the lock.
            guard let expectSite else { return }
            if awaitingVerification {
                FailureReporter.report(
                    "A setup sequence with expectations (\(StubSequence.describe(expectations))) was never verified: "
                        + "call SKTVerify(sequence) or sequence.verify() before it is released.",
                    at: expectSite)
            } else if verifiedWhenMet, let failure = StubSequence.verificationReport(self).message {
                FailureReporter.report(
                    "The expectations of a setup sequence were met when its attached XCTestExpectation was "
                        + "fulfilled, but later calls broke them: \(failure)",
                    at: expectSite)
            }
        }

        /// Runs `body` with the lock held.
        @inlinable
        func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
            lock.lock()
            defer { lock.unlock() }
            var state = self
            return try body(&state)
        }

        /// Hands out the `whenMet` bodies if they are due; called with the lock held.
        @usableFromInline
        func takeWhenMet() -> [() -> Void] {
            guard !whenMet.isEmpty, !expectations.isEmpty, expectationsMet else { return [] }
            if verifiesWhenMet {
                awaitingVerification = false
                verifiedWhenMet = true
            }
            var ready: [() -> Void] = []
            swap(&ready, &whenMet)
            return ready
        }

        // The engine is `@inlinable` so that the client specialises it for its own argument and
        // result types. Unspecialised (debug builds), it touches only this object's own fields,
        // non-generic values and the answer list: no `Optional` of a generic value, no enum of
        // steps, no `Result`.

        /// Counts a call that matches this sequence and takes its answer.
        ///
        /// A call that the published equality check rejects costs no lock (see
        /// ``rejectingMatcher``). Otherwise it takes one lock for a sequence without user
        /// predicates, two with them: equality conditions run under the lock, the user's
        /// predicates outside it, so they may call the mock again.
        @inlinable
        func take(_ args: Args) -> LayerAnswer<Args, Output, Failure>? {
            if let rejecting = rejectingMatcher.load(),
                !Unmanaged<ArgumentMatcher<Args>>.fromOpaque(rejecting)._withUnsafeGuaranteedRef({ $0.matches(args) })
            {
                return nil
            }
            lock.lock()
            if hasExpectations {
                receivedTotal += 1
                if receivedTotal <= receivedCallsShown { received.append(describeArguments(args)) }
            }
            if let matcher = currentEqualityMatcher, !matcher._withUnsafeGuaranteedRef({ $0.matches(args) }) {
                lock.unlock()
                return nil
            }
            if let predicates = matchesPredicates {
                lock.unlock()
                guard predicates.matches(args) else { return nil }
                lock.lock()
            }
            matchCount += 1
            let answer = nextAnswer
            if let answer, !answer.isEndless { nextAnswer = answer.next }
            if hasCallbacks || hasWhenMet {
                let callbacks = callbacks
                let whenMet = takeWhenMet()
                lock.unlock()
                SuppliedResult.unbound {
                    for callback in callbacks { callback(args) }
                    for body in whenMet { body() }
                }
            } else {
                lock.unlock()
            }
            // A newer sequence already answered this call: the step is used up, as every matching
            // sequence's is, but an answer is not computed, so its side effects do not happen.
            if let answer, answer.runsUserCode, SuppliedResult.isBound(Output.self, Failure.self) {
                return nil
            }
            return answer
        }
    }

    /// The sequence's state, which is also the layer installed on the stub.
    @usableFromInline let state = State()
    /// Where `setupStubSequence` was called.
    @usableFromInline let site: CallSite

    @usableFromInline
    init(site: CallSite) {
        self.site = site
    }

    /// Runs `install` with the layer of this sequence and returns the sequence, so a setup
    /// overload is one line.
    @inlinable
    func installed(_ install: (State) -> Void) -> Self {
        install(state)
        return self
    }

    // MARK: Answers

    @usableFromInline
    func append(
        _ answer: LayerAnswer<Args, Output, Failure>, _ description: @autoclosure () -> String, at site: CallSite
    ) -> Self {
        // Described outside the lock: describing a value may run the user's `debugDescription`.
        let endlessDescription = answer.isEndless ? description() : nil
        let earlierEndless = state.withLock { state -> String? in
            if let earlier = state.endlessDescription { return earlier }
            state.endlessDescription = endlessDescription
            if state.nextAnswer == nil { state.nextAnswer = answer }
            state.lastAnswer?.next = answer
            state.lastAnswer = answer
            return nil
        }
        if let earlierEndless {
            FailureReporter.report(
                "\(description()) is never used: \(earlierEndless) before it already answers every later call "
                    + "of this setup sequence. Only the last step may be returns, throws or answers.",
                at: site)
        }
        return self
    }

    /// An answer that hands back `value`.
    @usableFromInline
    static func value(_ value: Output, endless: Bool) -> LayerAnswer<Args, Output, Failure> {
        LayerAnswer(isEndless: endless, runsUserCode: false) { _ throws(Failure) in value }
    }

    /// An answer that throws `error`.
    @usableFromInline
    static func failure(_ error: Failure, endless: Bool) -> LayerAnswer<Args, Output, Failure> {
        LayerAnswer(isEndless: endless, runsUserCode: false) { _ throws(Failure) in throw error }
    }

    /// An answer computed by the user's `answer`, run with no answered-call binding.
    @usableFromInline
    static func computed(
        _ answer: @escaping (Args) throws(Failure) -> Output, endless: Bool
    ) -> LayerAnswer<Args, Output, Failure> {
        LayerAnswer(isEndless: endless, runsUserCode: true) { args throws(Failure) in
            try SuppliedResult.unbound { () throws(Failure) -> Output in try answer(args) }
        }
    }

    /// Answers the next matching call with `value`, once.
    ///
    /// ```swift
    /// setupStubSequence(of: &mock.addAccountAction).returnsOnce(1).returnsOnce(2).returns(0)
    /// ```
    ///
    /// - Parameters:
    ///   - value: The result of one call.
    ///   - fileID: The file ID of the call, for failure messages.
    ///   - filePath: The file path of the call, where a failure points if this step is never used.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func returnsOnce(
        _ value: Output, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        append(
            Self.value(value, endless: false), "returnsOnce(\(describeArguments(value)))",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Answers every following matching call with `value`.
    ///
    /// It ends the sequence: a step added after it would never be used, and is reported as a failure.
    ///
    /// - Parameters:
    ///   - value: The result of every later call.
    ///   - fileID: The file ID of the call, for failure messages.
    ///   - filePath: The file path of the call, where a failure points if this step is never used.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func returns(
        _ value: Output, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        append(
            Self.value(value, endless: true), "returns(\(describeArguments(value)))",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Throws `error` from the next matching call, once.
    ///
    /// ```swift
    /// setupStubSequence(of: &mock.saveAction).throwsOnce(DatabaseError.busy).returns(())
    /// ```
    ///
    /// - Parameters:
    ///   - error: What one call throws; a typed-throwing stub takes its own error type.
    ///   - fileID: The file ID of the call, for failure messages.
    ///   - filePath: The file path of the call, where a failure points if this step is never used.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func throwsOnce(
        _ error: Failure, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        append(
            Self.failure(error, endless: false), "throwsOnce(\(describeArguments(error)))",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Throws `error` from every following matching call.
    ///
    /// It ends the sequence: a step added after it would never be used, and is reported as a failure.
    ///
    /// - Parameters:
    ///   - error: What every later call throws.
    ///   - fileID: The file ID of the call, for failure messages.
    ///   - filePath: The file path of the call, where a failure points if this step is never used.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func `throws`(
        _ error: Failure, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        append(
            Self.failure(error, endless: true), "throws(\(describeArguments(error)))",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Answers the next matching call with a result computed from its arguments, once.
    ///
    /// ```swift
    /// setupStubSequence(of: &mock.addAccountAction).answersOnce { given, last in given.count + last.count }
    /// ```
    ///
    /// - Parameters:
    ///   - answer: Computes the result, or throws, from the call's arguments. It runs outside
    ///     StubKit's lock and may call the mock again.
    ///   - fileID: The file ID of the call, for failure messages.
    ///   - filePath: The file path of the call, where a failure points if this step is never used.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func answersOnce(
        _ answer: @escaping (Args) throws(Failure) -> Output, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self {
        append(
            Self.computed(answer, endless: false), "answersOnce { … }",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Answers every following matching call with a result computed from its arguments.
    ///
    /// ```swift
    /// setupStubSequence(of: &mock.lengthAction).answers { name in name.count }
    /// ```
    ///
    /// It ends the sequence: a step added after it would never be used, and is reported as a failure.
    ///
    /// - Parameters:
    ///   - answer: Computes the result, or throws, from the call's arguments.
    ///   - fileID: The file ID of the call, for failure messages.
    ///   - filePath: The file path of the call, where a failure points if this step is never used.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func answers(
        _ answer: @escaping (Args) throws(Failure) -> Output, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self {
        append(
            Self.computed(answer, endless: true), "answers { … }",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: Conditions and callbacks

    @usableFromInline
    func addCondition(_ description: String, isEquality: Bool, _ matcher: ArgumentMatcher<Args>) -> Self {
        let condition = Condition(matcher: matcher, description: description, isEquality: isEquality)
        state.withLock { $0.conditions.append(condition) }
        return self
    }

    @usableFromInline
    func addCondition(
        _ description: String, isEquality: Bool = false, _ matches: @escaping (Args) -> Bool
    ) -> Self {
        addCondition(description, isEquality: isEquality, ClosureArgumentsMatcher(matches))
    }

    /// Restricts this sequence to calls whose arguments satisfy `predicate`.
    ///
    /// ```swift
    /// setupStubSequence(of: &mock.addUserAction).when { $0.count > 0 }.returns(true)
    /// ```
    ///
    /// Conditions combine: a call must satisfy all of them.
    ///
    /// - Parameter predicate: Decides whether a call belongs to this sequence.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func when(_ predicate: @escaping (Args) -> Bool) -> Self {
        addCondition("when(predicate)", predicate)
    }

    /// Runs `body` on every matching call, before the result is returned.
    ///
    /// ```swift
    /// setupStubSequence(of: &mock.addUserAction).callback { print("Add user: \($0)") }
    /// ```
    ///
    /// - Parameter body: Receives the call's arguments; runs outside StubKit's lock.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func callback(_ body: @escaping (Args) -> Void) -> Self {
        state.withLock { $0.callbacks.append(body) }
        return self
    }

    /// Runs `body` once, when the sequence has expectations and all of them are met.
    ///
    /// It runs at once if they already are. With `verifies`, meeting them also verifies the sequence.
    @usableFromInline
    func whenExpectationsMet(verifies: Bool = false, _ body: @escaping () -> Void) -> Self {
        let ready = state.withLock { state -> [() -> Void] in
            state.whenMet.append(body)
            if verifies { state.verifiesWhenMet = true }
            return state.takeWhenMet()
        }
        for body in ready { body() }
        return self
    }

    // MARK: Expectations

    /// Expects a number of matching calls, to be checked with ``SKTVerify(_:fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// let sequence = setupStubSequence(of: &mock.addUserAction).when("user1").expect(.once)
    /// // ... exercise the code under test ...
    /// SKTVerify(sequence)
    /// ```
    ///
    /// A sequence with expectations must be verified: if it is released unverified, StubKit reports
    /// a failure at the `expect` line.
    ///
    /// - Parameters:
    ///   - expectation: How many matching calls are expected.
    ///   - fileID: The file ID of the call, for failure messages.
    ///   - filePath: The file path of the call, where an unverified-sequence failure points.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func expect(
        _ expectation: StubExpectation, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Self {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let ready = state.withLock { state -> [() -> Void] in
            state.expectations.append(expectation)
            state.expectSite = site
            state.awaitingVerification = true
            return state.takeWhenMet()
        }
        for body in ready { body() }
        return self
    }

    /// Checks the expectations and marks the sequence as verified.
    ///
    /// ```swift
    /// XCTAssertTrue(sequence.verify())
    /// ```
    ///
    /// - Returns: `true` when every expectation is met.
    @discardableResult
    public func verify() -> Bool {
        verificationFailures().isEmpty
    }

    /// Checks the expectations, marks the sequence as verified, and describes every unmet one.
    ///
    /// ```swift
    /// sequence.verificationFailures()
    /// // ["expected once, called 0 times; calls received: (\"John\", \"Derk\")"]
    /// ```
    ///
    /// - Returns: One message per unmet expectation; empty when all are met.
    public func verificationFailures() -> [String] {
        let report = markVerified()
        return report.unmet.map {
            "expected \($0), called \(times: report.count); calls received: \(report.calls)"
        }
    }

    /// What ``verificationFailures()`` and ``SKTVerify(_:fileID:filePath:line:column:)`` report.
    struct VerificationReport {
        var unmet: [StubExpectation]
        var count: Int
        var calls: String

        /// All unmet expectations in one sentence, or `nil` when every one is met.
        var message: String? {
            guard !unmet.isEmpty else { return nil }
            let expected = unmet.map(\.description).joined(separator: " and ")
            return "expected \(expected), called \(times: count); calls received: \(calls)"
        }
    }

    /// Marks the sequence as verified and reports on its expectations.
    func markVerified() -> VerificationReport {
        let snapshot = state.withLock { state in
            state.awaitingVerification = false
            state.verifiedWhenMet = false
            return Calls(state)
        }
        return Self.verificationReport(snapshot)
    }

    /// What verification needs, copied out of the lock so that describing arguments (user code)
    /// runs without it.
    private struct Calls {
        let expectations: [StubExpectation]
        let matchCount: Int
        let received: [String]
        let receivedTotal: Int

        init(_ state: State) {
            expectations = state.expectations
            matchCount = state.matchCount
            received = state.received
            receivedTotal = state.receivedTotal
        }
    }

    private static func verificationReport(_ state: State) -> VerificationReport {
        verificationReport(Calls(state))
    }

    private static func verificationReport(_ state: Calls) -> VerificationReport {
        let unmet = state.expectations.filter { !$0.meets(count: state.matchCount) }
        return VerificationReport(
            unmet: unmet, count: state.matchCount, calls: unmet.isEmpty ? "" : describeReceived(state))
    }

    /// The conditions of this sequence in words, for failure messages.
    var conditionsDescription: String {
        state.withLock { $0.conditions.map(\.description) }.joined(separator: ", ")
    }

    static func describe(_ expectations: [StubExpectation]) -> String {
        expectations.map { "expect(.\(caseName($0)))" }.joined(separator: ", ")
    }

    private static func caseName(_ expectation: StubExpectation) -> String {
        switch expectation {
        case .never: return "never"
        case .once: return "once"
        case .atLeastOnce: return "atLeastOnce"
        case .times(let n): return "times(\(n))"
        case .atLeastTimes(let n): return "atLeastTimes(\(n))"
        case .noMoreThan(let n): return "noMoreThan(\(n))"
        }
    }

    private static func describeReceived(_ state: Calls) -> String {
        guard state.receivedTotal > 0 else { return "none" }
        var text = state.received.joined(separator: ", ")
        if state.receivedTotal > state.received.count {
            text += ", … and \(state.receivedTotal - state.received.count) more"
        }
        return text
    }
}
