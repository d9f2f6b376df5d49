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
/// may call the mock again; equality conditions (`when(value)`, `whenFirst`...) are checked with it
/// held, so the `==` of your argument types must not call the mock.
public final class StubSequence<Args, Output, Failure: Error>: @unchecked Sendable {
    // @unchecked Sendable: every mutable field lives in `state`, behind its lock. Stored answers and
    // recorded arguments are the user's own values, handed back as they were given.

    @usableFromInline
    enum Step {
        case value(Output)
        case failure(Failure)
        case answer((Args) throws(Failure) -> Output)

        var isAnswer: Bool {
            if case .answer = self { return true }
            return false
        }
    }

    @usableFromInline
    struct Condition {
        @usableFromInline let matches: (Args) -> Bool
        let description: String
        /// An equality check StubKit wrote (`when(value)`, `whenFirst`...), cheap and free of user
        /// logic beyond `==`: it runs while the sequence's lock is held.
        let isEquality: Bool
    }

    /// The equality conditions of a sequence, combined into one immutable check.
    @usableFromInline
    final class EqualityMatcher {
        @usableFromInline let check: ((Args) -> Bool)?

        init(_ check: ((Args) -> Bool)?) {
            self.check = check
        }
    }

    /// Everything mutable about a sequence; only touched with `state.lock` held.
    ///
    /// A class rather than a struct: in unoptimised (debug) builds, reading a field of a generic
    /// struct looks its type metadata up at run time on every access, while a class instance
    /// carries its metadata with it. Debug builds are how tests usually run.
    @usableFromInline
    final class State {
        // @exclusivity(unchecked): every field is only accessed with the sequence's lock held,
        // which already makes each access exclusive; the run-time check would only add cost.
        @exclusivity(unchecked) @usableFromInline var conditions: [Condition] = [] {
            didSet {
                equalityMatchers.append(EqualityMatcher(Self.combine(conditions.filter(\.isEquality))))
                matchesPredicates = Self.combine(conditions.filter { !$0.isEquality })
            }
        }
        /// Every version of the equality check, run with the lock held; the last one is current.
        ///
        /// The earlier ones stay alive so that ``currentEqualityMatcher`` can be read unretained.
        @exclusivity(unchecked) @usableFromInline var equalityMatchers: [EqualityMatcher] = [] {
            didSet { currentEqualityMatcher = equalityMatchers.last.map(Unmanaged.passUnretained) }
        }
        /// The current equality check, `nil` when there are no equality conditions.
        ///
        /// Read without retaining it: a call that fails it costs one lock and no reference-count
        /// traffic, which matters because most selective setups are equalities.
        @exclusivity(unchecked) @usableFromInline var currentEqualityMatcher: Unmanaged<EqualityMatcher>?
        /// The user's predicates as one check, run outside the lock; `nil` when there are none.
        ///
        /// Built when a condition is added, so that a call copies one closure out of the lock
        /// rather than the array.
        @exclusivity(unchecked) @usableFromInline var matchesPredicates: ((Args) -> Bool)?
        @exclusivity(unchecked) @usableFromInline var steps: [Step] = []
        /// Which steps compute an answer, readable without the `Step` type's metadata.
        @exclusivity(unchecked) @usableFromInline var stepIsAnswer: [Bool] = []
        /// Index of the step that answers every call once it is reached.
        @exclusivity(unchecked) @usableFromInline var endless: Int?
        /// The endless step in words, for the failure when a step is added after it.
        @exclusivity(unchecked) var endlessDescription: String?
        /// How many calls took a step.
        @exclusivity(unchecked) @usableFromInline var used = 0
        /// How many calls matched the conditions.
        @exclusivity(unchecked) @usableFromInline var matchCount = 0
        /// The first calls this sequence saw while it had expectations, for failure messages.
        @exclusivity(unchecked) @usableFromInline var received: [Args] = []
        @exclusivity(unchecked) @usableFromInline var receivedTotal = 0
        @exclusivity(unchecked) @usableFromInline var expectations: [StubExpectation] = []
        @exclusivity(unchecked) var expectSite: CallSite?
        @exclusivity(unchecked) var awaitingVerification = false
        @exclusivity(unchecked) @usableFromInline var callbacks: [(Args) -> Void] = [] {
            didSet { hasCallbacks = !callbacks.isEmpty }
        }
        @exclusivity(unchecked) @usableFromInline var hasCallbacks = false
        /// Run once, when the sequence has expectations and they become met.
        @exclusivity(unchecked) @usableFromInline var whenMet: [() -> Void] = []
        /// Set by `attach(_:)`: meeting the expectations verifies the sequence.
        @exclusivity(unchecked) var verifiesWhenMet = false
        /// The expectations were met, and the sequence verified, when `whenMet` ran.
        @exclusivity(unchecked) var verifiedWhenMet = false

        /// One predicate that checks `conditions` in order and stops at the first that fails.
        static func combine(_ conditions: [Condition]) -> ((Args) -> Bool)? {
            let predicates = conditions.map(\.matches)
            switch predicates.count {
            case 0: return nil
            case 1: return predicates[0]
            default: return { args in predicates.allSatisfy { $0(args) } }
            }
        }

        var expectationsMet: Bool {
            expectations.allSatisfy { $0.meets(count: matchCount) }
        }

        /// Guards every field above.
        ///
        /// A plain value: locking it costs no reference counting.
        @usableFromInline let lock = RawLock()

        @usableFromInline
        init() {}

        deinit {
            lock.destroy()
        }

        /// Runs `body` with the lock held.
        @inlinable
        func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
            lock.lock()
            defer { lock.unlock() }
            var state = self
            return try body(&state)
        }
    }

    /// How many received calls a failure message lists.
    @usableFromInline static var receivedCallsShown: Int { 10 }

    @usableFromInline let state = State()
    /// Where `setupStubSequence` was called.
    @usableFromInline let site: CallSite

    @usableFromInline
    init(site: CallSite) {
        self.site = site
    }

    deinit {
        // No other reference exists any more: the state can be read without the lock.
        let state = state
        guard let expectSite = state.expectSite else { return }
        if state.awaitingVerification {
            FailureReporter.report(
                "A setup sequence with expectations (\(Self.describe(state.expectations))) was never verified: "
                    + "call SKTVerify(sequence) or sequence.verify() before it is released.",
                at: expectSite)
        } else if state.verifiedWhenMet, let failure = Self.verificationReport(state).message {
            FailureReporter.report(
                "The expectations of a setup sequence were met when its attached XCTestExpectation was fulfilled, "
                    + "but later calls broke them: \(failure)",
                at: expectSite)
        }
    }

    // MARK: Answers

    @usableFromInline
    func append(
        _ step: Step, endless: Bool, _ description: @autoclosure () -> String, at site: CallSite
    ) -> Self {
        // Described outside the lock: describing a value may run the user's `debugDescription`.
        let endlessDescription = endless ? description() : nil
        let earlierEndless = state.withLock { state -> String? in
            if let earlier = state.endlessDescription { return earlier }
            if endless {
                state.endless = state.steps.count
                state.endlessDescription = endlessDescription
            }
            state.steps.append(step)
            state.stepIsAnswer.append(step.isAnswer)
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
            .value(value), endless: false, "returnsOnce(\(describeArguments(value)))",
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
            .value(value), endless: true, "returns(\(describeArguments(value)))",
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
            .failure(error), endless: false, "throwsOnce(\(describeArguments(error)))",
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
            .failure(error), endless: true, "throws(\(describeArguments(error)))",
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
            .answer(answer), endless: false, "answersOnce { … }",
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
            .answer(answer), endless: true, "answers { … }",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: Conditions and callbacks

    @usableFromInline
    func addCondition(
        _ description: String, isEquality: Bool = false, _ matches: @escaping (Args) -> Bool
    ) -> Self {
        let condition = Condition(matches: matches, description: description, isEquality: isEquality)
        state.withLock { $0.conditions.append(condition) }
        return self
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
            return Self.takeWhenMet(&state)
        }
        for body in ready { body() }
        return self
    }

    /// Hands out the `whenMet` bodies if they are due.
    ///
    /// Called with the lock held.
    @usableFromInline
    static func takeWhenMet(_ state: inout State) -> [() -> Void] {
        guard !state.whenMet.isEmpty, !state.expectations.isEmpty, state.expectationsMet else { return [] }
        if state.verifiesWhenMet {
            state.awaitingVerification = false
            state.verifiedWhenMet = true
        }
        var ready: [() -> Void] = []
        swap(&ready, &state.whenMet)
        return ready
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
            return Self.takeWhenMet(&state)
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
        let received: [Args]
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
        var text = state.received.map(describeArguments).joined(separator: ", ")
        if state.receivedTotal > state.received.count {
            text += ", … and \(state.receivedTotal - state.received.count) more"
        }
        return text
    }
}

// MARK: - The engine

// The engine is `@inlinable` so that the client specialises it for its own argument and result
// types. Unspecialised (debug builds), it avoids generic aggregates on the path every call takes:
// `observe` touches only the class's own fields and non-generic values, and the `Step`, `Result`
// and `Optional` types are only instantiated by `answer`, for calls this sequence answers.
extension StubSequence: CallInterceptor {
    @inlinable
    func observe(_ args: Args) -> Int {
        Self.observe(args, in: state)
    }

    /// ``observe(_:)`` with the state as a borrowed parameter: its fields are then read without
    /// retaining it, in debug builds too.
    @inlinable
    static func observe(_ args: Args, in state: State) -> Int {
        // One lock for a sequence without user predicates, two with them: equality conditions run
        // under the lock, the user's predicates outside it, so they may call the mock again.
        state.lock.lock()
        if !state.expectations.isEmpty {
            state.receivedTotal += 1
            if state.received.count < receivedCallsShown { state.received.append(args) }
        }
        if let matcher = state.currentEqualityMatcher,
            !matcher._withUnsafeGuaranteedRef({ $0.check?(args) ?? true })
        {
            state.lock.unlock()
            return -1
        }
        if let predicates = state.matchesPredicates {
            state.lock.unlock()
            guard predicates(args) else { return -1 }
            state.lock.lock()
        }
        // Count the matching call and take its step.
        state.matchCount += 1
        var index = state.used
        if let endless = state.endless, endless < index { index = endless }
        var token = -1
        var computesAnswer = false
        if index < state.stepIsAnswer.count {
            token = index
            computesAnswer = state.stepIsAnswer[index]
            state.used += 1
        }
        let callbacks = state.hasCallbacks ? state.callbacks : nil
        var whenMet: [() -> Void] = []
        if !state.whenMet.isEmpty {
            var locked = state
            whenMet = takeWhenMet(&locked)
        }
        state.lock.unlock()
        if callbacks != nil || !whenMet.isEmpty {
            SuppliedResult.unbound {
                for callback in callbacks ?? [] { callback(args) }
                for body in whenMet { body() }
            }
        }
        // A newer sequence already answered this call: the step is used up, as every matching
        // sequence's is, but an answer is not computed, so its side effects do not happen.
        if computesAnswer, SuppliedResult.isBound(Output.self, Failure.self) {
            return -1
        }
        return token
    }

    @inlinable
    func answer(_ args: Args, token: Int) -> Result<Output, Failure> {
        state.lock.lock()
        let step = state.steps[token]
        state.lock.unlock()
        switch step {
        case .value(let value): return .success(value)
        case .failure(let error): return .failure(error)
        case .answer(let answer):
            return SuppliedResult.unbound { Result { () throws(Failure) -> Output in try answer(args) } }
        }
    }
}
