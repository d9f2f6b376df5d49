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
/// All state is protected by a lock. Conditions, callbacks and answers run outside of it, so they
/// may call the mock again.
public final class StubSequence<Args, Output, Failure: Error>: @unchecked Sendable {
    // @unchecked Sendable: every mutable field lives in `state`, behind its lock. Stored answers and
    // recorded arguments are the user's own values, handed back as they were given.

    @usableFromInline
    enum Step {
        case value(Output)
        case failure(Failure)
        case answer((Args) throws(Failure) -> Output)
    }

    @usableFromInline
    struct Condition {
        let matches: (Args) -> Bool
        let description: String
    }

    @usableFromInline
    struct State {
        var conditions: [Condition] = []
        var steps: [Step] = []
        /// Index of the step that answers every call once it is reached.
        var endless: Int?
        /// How many calls took a step.
        var used = 0
        /// How many calls matched the conditions.
        var matchCount = 0
        /// The first calls this sequence saw while it had expectations, for failure messages.
        var received: [Args] = []
        var receivedTotal = 0
        var expectations: [StubExpectation] = []
        var expectSite: CallSite?
        var awaitingVerification = false
        var callbacks: [(Args) -> Void] = []
        /// Run once, when the expectations become met.
        var whenMet: [() -> Void] = []

        var expectationsMet: Bool {
            expectations.allSatisfy { $0.meets(count: matchCount) }
        }
    }

    /// How many received calls a failure message lists.
    static var receivedCallsShown: Int { 10 }

    @usableFromInline let state = Protected(State())
    /// Where `setupStubSequence` was called.
    @usableFromInline let site: CallSite

    @usableFromInline
    init(site: CallSite) {
        self.site = site
    }

    deinit {
        let state = state.withLock { $0 }
        if state.awaitingVerification, let expectSite = state.expectSite {
            FailureReporter.report(
                "A setup sequence with expectations (\(Self.describe(state.expectations))) was never verified: "
                    + "call SKTVerify(sequence) or sequence.verify() before it is released.",
                at: expectSite)
        }
    }

    // MARK: Answers

    @usableFromInline
    func append(_ step: Step, endless: Bool) -> Self {
        state.withLock { state in
            if endless {
                state.endless = state.steps.count
            }
            state.steps.append(step)
        }
        return self
    }

    /// Answers the next matching call with `value`, once.
    ///
    /// ```swift
    /// setupStubSequence(of: &mock.addAccountAction).returnsOnce(1).returnsOnce(2).returns(0)
    /// ```
    ///
    /// - Parameter value: The result of one call.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func returnsOnce(_ value: Output) -> Self {
        append(.value(value), endless: false)
    }

    /// Answers every following matching call with `value`.
    ///
    /// - Parameter value: The result of every later call.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func returns(_ value: Output) -> Self {
        append(.value(value), endless: true)
    }

    /// Throws `error` from the next matching call, once.
    ///
    /// ```swift
    /// setupStubSequence(of: &mock.saveAction).throwsOnce(DatabaseError.busy).returns(())
    /// ```
    ///
    /// - Parameter error: What one call throws; a typed-throwing stub takes its own error type.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func throwsOnce(_ error: Failure) -> Self {
        append(.failure(error), endless: false)
    }

    /// Throws `error` from every following matching call.
    ///
    /// - Parameter error: What every later call throws.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func `throws`(_ error: Failure) -> Self {
        append(.failure(error), endless: true)
    }

    /// Answers the next matching call with a result computed from its arguments, once.
    ///
    /// ```swift
    /// setupStubSequence(of: &mock.addAccountAction).answersOnce { given, last in given.count + last.count }
    /// ```
    ///
    /// - Parameter answer: Computes the result, or throws, from the call's arguments. It runs
    ///   outside StubKit's lock and may call the mock again.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func answersOnce(_ answer: @escaping (Args) throws(Failure) -> Output) -> Self {
        append(.answer(answer), endless: false)
    }

    /// Answers every following matching call with a result computed from its arguments.
    ///
    /// ```swift
    /// setupStubSequence(of: &mock.lengthAction).answers { name in name.count }
    /// ```
    ///
    /// - Parameter answer: Computes the result, or throws, from the call's arguments.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func answers(_ answer: @escaping (Args) throws(Failure) -> Output) -> Self {
        append(.answer(answer), endless: true)
    }

    // MARK: Conditions and callbacks

    @usableFromInline
    func addCondition(_ description: String, _ matches: @escaping (Args) -> Bool) -> Self {
        state.withLock { $0.conditions.append(Condition(matches: matches, description: description)) }
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

    /// Runs `body` once, as soon as every expectation of this sequence is met (at once if it is).
    @usableFromInline
    func whenExpectationsMet(_ body: @escaping () -> Void) -> Self {
        let runNow = state.withLock { state -> Bool in
            if state.expectationsMet { return true }
            state.whenMet.append(body)
            return false
        }
        if runNow { body() }
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
        state.withLock { state in
            state.expectations.append(expectation)
            state.expectSite = site
            state.awaitingVerification = true
        }
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
        let state = state.withLock { state in
            state.awaitingVerification = false
            return state
        }
        let calls = Self.describeReceived(state)
        return state.expectations
            .filter { !$0.meets(count: state.matchCount) }
            .map { "expected \($0), called \(times: state.matchCount); calls received: \(calls)" }
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

    private static func describeReceived(_ state: State) -> String {
        guard state.receivedTotal > 0 else { return "none" }
        var text = state.received.map(describeArguments).joined(separator: ", ")
        if state.receivedTotal > state.received.count {
            text += ", … and \(state.receivedTotal - state.received.count) more"
        }
        return text
    }
}

// MARK: - The engine

extension StubSequence: CallInterceptor {
    @usableFromInline
    enum Decision {
        case skip
        case evaluate([Condition])
        case take(Step?, [(Args) -> Void], [() -> Void])
    }

    @usableFromInline
    func intercept(_ args: Args) -> Interception<Output, Failure> {
        var decision = state.withLock { state -> Decision in
            if !state.expectations.isEmpty {
                state.receivedTotal += 1
                if state.received.count < Self.receivedCallsShown { state.received.append(args) }
            }
            return state.conditions.isEmpty ? Self.take(&state) : .evaluate(state.conditions)
        }
        if case .evaluate(let conditions) = decision {
            // User predicates run outside the lock.
            guard conditions.allSatisfy({ $0.matches(args) }) else { return .passThrough }
            decision = state.withLock { Self.take(&$0) }
        }
        guard case .take(let step, let callbacks, let whenMet) = decision else { return .passThrough }
        for callback in callbacks { callback(args) }
        for body in whenMet { body() }
        switch step {
        case nil: return .passThrough
        case .value(let value)?: return .answered(.success(value))
        case .failure(let error)?: return .answered(.failure(error))
        case .answer(let answer)?: return .answered(Result { () throws(Failure) -> Output in try answer(args) })
        }
    }

    /// Counts a matching call and takes its step. Called with the lock held.
    @usableFromInline
    static func take(_ state: inout State) -> Decision {
        state.matchCount += 1
        let index = state.endless.map { min($0, state.used) } ?? state.used
        var step: Step?
        if index < state.steps.count {
            step = state.steps[index]
            state.used += 1
        }
        var whenMet: [() -> Void] = []
        if !state.whenMet.isEmpty && state.expectationsMet {
            swap(&whenMet, &state.whenMet)
        }
        return .take(step, state.callbacks, whenMet)
    }
}
