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
/// may call the mock again; equality conditions (`when(value)`, `whenFirst`...) are checked with
/// it held, so the `==` of your argument types must not call the mock.
public class StubSequence<Args, Output, Failure: Error>: @unchecked Sendable {
    // @unchecked Sendable: the only mutable state is `layer.state`, behind its lock; `site` is
    // immutable. Not `final` only for ``AsyncStubSequence`` and ``NonsendingAsyncStubSequence``,
    // which add no state; no other subclass exists (the class is not `open`). Stored answers and
    // recorded arguments are the user's own values, handed back as they were given.

    /// Everything mutable about a sequence; only touched with its layer's lock held.
    ///
    /// Its fields are chosen so that an unoptimised build looks no generic type up at run time on
    /// the per-call path: class references, optional closures, `Int`s, and arrays of argument or
    /// non-generic types.
    @usableFromInline
    struct State {
        /// The equality conditions StubKit wrote (`when(value)`, `whenFirst`...) as one check.
        ///
        /// Each is tried in the order added until one fails; `nil` when there are none. Run with
        /// the lock held: they run no user code beyond `==`.
        @usableFromInline var equalities: ((Args) -> Bool)?
        /// The user's predicates (`when { … }`) as one check, in the order added.
        ///
        /// `nil` when there are none. Run without the lock, so they may call the mock.
        @usableFromInline var predicates: ((Args) -> Bool)?
        /// The conditions, in the order added, as failure messages explain them (see ``NearMisses``).
        var conditions: [SetupCondition<Args>] = []
        /// The conditions in words, in the order added, for failure messages.
        var conditionDescriptions: [String] { conditions.map(\.description) }
        /// The answer the next matching call takes; `nil` when every answer is used up.
        @usableFromInline var nextAnswer: LayerAnswer<Args, Output, Failure>?
        /// The answer added last, which a new one follows.
        var lastAnswer: LayerAnswer<Args, Output, Failure>?
        /// The endless step in words, for the failure when a step is added after it.
        var endlessDescription: String?
        /// How many calls matched the conditions.
        @usableFromInline var matchCount = 0
        /// Whether calls are described into ``received``: the sequence has expectations, or a
        /// whole-test scope checks it (see ``VerifyScope``).
        @usableFromInline var recordsCalls = false
        /// The first ``receivedCallsShown`` calls this sequence saw while it had expectations,
        /// described when they came: arguments may hold a non-escaping closure, which must not
        /// outlive its call.
        @usableFromInline var received: [String] = []
        @usableFromInline var receivedTotal = 0
        /// Why the conditions refused the nearest refused call among the ``received`` ones (see
        /// ``MissDistance``; the first of the nearest), for an expectation left short:
        /// `when("vip") waited for "vip", got "guest"`.
        var nearestRefusal: (reason: String, distance: MissDistance)?
        @usableFromInline var expectations: [StubExpectation] = []
        var expectSite: CallSite?
        var awaitingVerification = false
        /// Every callback as one closure, run in the order added, without the lock.
        @usableFromInline var callbacks: ((Args) -> Void)?
        /// Whether one of ``callbacks`` is the test's closure (not StubKit's own, which fulfils an
        /// `XCTestExpectation`).
        var hasTestCallback = false
        /// Run once, when the sequence has expectations and they become met.
        @usableFromInline var whenMet: [() -> Void] = []
        /// Set by `attach(_:)`: meeting the expectations verifies the sequence.
        var verifiesWhenMet = false
        /// The expectations were met, and the sequence verified, when `whenMet` ran.
        var verifiedWhenMet = false
        /// Every step in words, in the order added; kept only for a sequence in a ``VerifyScope``.
        var steps: [String] = []
        /// Set by `lenient()`: the end of a ``VerifyScope`` does not report unused steps or conditions.
        var isLenient = false
        /// The ``CallOrder`` stamps of the first and the latest matching call; 0 before any.
        @usableFromInline var firstStamp: UInt64 = 0
        @usableFromInline var lastStamp: UInt64 = 0
        /// The stamps and described arguments of the first ``receivedCallsShown`` matching
        /// calls, for `SKTVerifyInOrder`.
        @usableFromInline var matchedStamps: [UInt64] = []
        @usableFromInline var matchedCalls: [String] = []

        /// How many received calls a failure message lists.
        @usableFromInline static var receivedCallsShown: Int { 10 }

        @usableFromInline
        init() {}

        /// Whether the fields agree with each other; checked in debug builds after every change
        /// made at setup or verification (see ``Protected``).
        var invariantsHold: Bool {
            received.count <= min(receivedTotal, Self.receivedCallsShown)
                && (lastAnswer?.next == nil)
                && (endlessDescription == nil || lastAnswer?.isEndless == true)
                && (nextAnswer == nil || lastAnswer != nil)
                && (equalities == nil && predicates == nil) == conditionDescriptions.isEmpty
                && !(verifiedWhenMet && awaitingVerification)
                && (expectSite == nil) == expectations.isEmpty
                && (expectations.isEmpty || recordsCalls)
                && matchedStamps.count == matchedCalls.count && matchedStamps.count <= matchCount
        }

        /// Hands out the `whenMet` bodies if they are due.
        @usableFromInline
        mutating func takeWhenMet() -> [() -> Void] {
            guard !whenMet.isEmpty, !expectations.isEmpty, expectations.allSatisfy({ $0.meets(count: matchCount) })
            else { return [] }
            if verifiesWhenMet {
                awaitingVerification = false
                verifiedWhenMet = true
            }
            defer { whenMet = [] }
            return whenMet
        }
    }

    /// The layer ``Layering`` installs on the stub: the sequence's ``State``, behind its lock.
    ///
    /// The stub holds the layer and the user holds the ``StubSequence``, which holds the layer too:
    /// the layer is released when neither does, and then reports expectations left unverified.
    @usableFromInline
    final class Layer: CallLayer, Sendable {
        @usableFromInline let state = Protected(State(), invariant: \.invariantsHold)
        /// Where the sequence was set up, for failures that name it as a near miss.
        let origin: SetupOrigin

        init(origin: SetupOrigin) {
            self.origin = origin
        }

        deinit {
            let state = state.withLock { $0 }
            guard let expectSite = state.expectSite else { return }
            if state.awaitingVerification {
                FailureReporter.report(
                    Messages.unverifiedSequence(expectations: StubSequence.describe(state.expectations)),
                    at: expectSite)
            } else if state.verifiedWhenMet, let failure = StubSequence.verificationReport(Calls(state)).message {
                FailureReporter.report(Messages.brokenAfterFulfilment(failure), at: expectSite)
            }
        }

        /// Runs `body` with the lock held, for setup and verification (not the per-call path).
        func locked<R>(_ body: (inout State) -> R) -> R {
            state.withLock(body)
        }

        /// Keeps a description of a call for failure messages; described without the lock, since
        /// describing runs the arguments' own `description`.
        @usableFromInline
        func receive(_ args: Args) {
            let description = describeArguments(args)
            state.withLock { $0.received.append(description) }
        }

        /// Keeps why the conditions refused one of the described calls, if it is the nearest so far
        /// (see ``MissDistance``).
        ///
        /// Its equalities (`predicateNotes == nil`) are explained again here, without the lock;
        /// its predicates by the type checks they failed.
        @usableFromInline
        func noteRefusal(_ args: Args, predicateNotes: [String]? = nil) {
            let (conditions, nearest) = state.withLock { ($0.conditions, $0.nearestRefusal?.distance) }
            // Nothing is nearer than a call only a predicate refused: the first such one stays.
            if let nearest, nearest.refusedEqualities == 0 { return }
            // The predicates ran as one check, up to the first that refused: which one is not known,
            // only the type checks it failed. Each is written `when(predicate)`: named once, not once
            // per predicate (which named those that accepted the call, or never ran, as refusing).
            var predicates: [String] = []
            for condition in conditions where !condition.isEquality && !predicates.contains(condition.description) {
                predicates.append(condition.description)
            }
            let refusal: (reason: String, distance: MissDistance)
            if let predicateNotes {
                // A predicate that failed no type check says nothing the failure does not already
                // say (the sequence is named with its conditions, the calls are listed): its reason
                // is empty, and the failure names no nearest miss, rather than a farther one.
                let reason =
                    predicateNotes.isEmpty
                    ? ""
                    : SetupCondition<Args>.predicateRefusal(predicates.joined(separator: ", "), notes: predicateNotes)
                refusal = (reason, MissDistance(refusedEqualities: 0, edits: 0))
            } else if let nearness = SetupCondition.nearness(of: args, by: conditions.filter(\.isEquality)) {
                refusal = nearness
            } else {
                return
            }
            state.withLock { state in
                if let nearest = state.nearestRefusal, !(refusal.distance < nearest.distance) { return }
                state.nearestRefusal = refusal
            }
        }

        /// Keeps the order stamp and a description of one of the first matching calls, for
        /// `SKTVerifyInOrder`; described without the lock.
        @usableFromInline
        func list(_ args: Args, stamp: UInt64) {
            let description = describeArguments(args)
            state.withLock {
                $0.matchedStamps.append(stamp)
                $0.matchedCalls.append(description)
            }
        }

        /// Observes a call: records it while there are expectations, checks the conditions, and
        /// for a matching call counts it, takes its answer and runs the callbacks.
        ///
        /// The lock is held twice for a matching call, once otherwise (once more for each of the
        /// first matching calls, which are described for `SKTVerifyInOrder`); conditions and
        /// callbacks run without it, so they may call the mock again. A matching call takes its
        /// ``CallOrder`` stamp with the lock held.
        @inlinable
        func take(_ args: Args) -> LayerAnswer<Args, Output, Failure>? {
            let state = state  // One reference for the whole call: unoptimised builds retain at each use of a property.
            state.lock()
            guard !state.value.recordsCalls, case .none = state.value.predicates else {
                return takeRecordingOrPredicated(args, state)
            }
            if let equalities = state.value.equalities, !equalities(args) {
                state.unlock()
                return nil
            }
            return matched(args, state)
        }

        /// Whether ``take(_:)`` runs the test's closures: its predicates (`when { … }`) or callbacks.
        @usableFromInline
        var runsTestCode: Bool {
            state.withLock { $0.predicates != nil || $0.hasTestCallback }
        }

        /// ``take(_:)`` for a sequence that records its calls (it has expectations, or a whole-test
        /// scope checks it) or has predicates (checked without the lock), called with `state`'s
        /// lock held.
        ///
        /// A function of its own so that the common path's frame stays small: unoptimised builds
        /// clear a function's whole frame on every call.
        @usableFromInline
        func takeRecordingOrPredicated(_ args: Args, _ state: Protected<State>) -> LayerAnswer<Args, Output, Failure>? {
            var described = false
            if state.value.recordsCalls {
                state.value.receivedTotal += 1
                described = state.value.receivedTotal <= State.receivedCallsShown
            }
            if let equalities = state.value.equalities, !equalities(args) {
                state.unlock()
                if described {
                    receive(args)
                    noteRefusal(args)
                }
                return nil
            }
            if let predicates = state.value.predicates {
                state.unlock()
                if described {
                    receive(args)
                    // The first described calls note the type checks a refusing predicate makes.
                    let (accepted, notes) = TypeProbe.noting { predicates(args) }
                    guard accepted else {
                        noteRefusal(args, predicateNotes: notes)
                        return nil
                    }
                } else {
                    guard predicates(args) else { return nil }
                }
                state.lock()
            } else if described {
                state.unlock()
                let description = describeArguments(args)  // The arguments' `description`s: user code.
                state.lock()
                state.value.received.append(description)
            }
            return matched(args, state)
        }

        /// Counts a matching call, takes its answer (using up a once-step), releases the lock, which
        /// the caller holds, and runs the callbacks.
        @inlinable
        func matched(_ args: Args, _ state: Protected<State>) -> LayerAnswer<Args, Output, Failure>? {
            state.value.matchCount += 1
            let answer = state.value.nextAnswer
            if let answer, !answer.isEndless { state.value.nextAnswer = answer.next }
            let callbacks = state.value.callbacks
            // `nil` rather than `[]`: an empty array literal is an allocation call in unoptimised builds.
            let whenMet = state.value.whenMet.count > 0 ? state.value.takeWhenMet() : nil
            // The clock's lock is a leaf (see CallOrder): taking it here orders the matches exactly.
            // Fields rather than locals or a method: see `listing` below, and `State`.
            state.value.lastStamp = CallOrder.next()
            if state.value.firstStamp == 0 { state.value.firstStamp = state.value.lastStamp }
            // The one local the stamp adds (an unoptimised build zero-fills each local's slot on
            // entry, for every sequence a call reaches): the stamp when this call is one of the
            // first matches, listed with its arguments for `SKTVerifyInOrder`, else 0.
            let listing = state.value.matchCount <= State.receivedCallsShown ? state.value.lastStamp : 0
            state.unlock()
            if listing != 0 { list(args, stamp: listing) }
            callbacks?(args)
            if let whenMet { for body in whenMet { body() } }
            return answer
        }
    }

    /// The sequence's state, which is also the layer installed on the stub.
    @usableFromInline let layer: Layer
    /// Where `setupStubSequence` was called.
    @usableFromInline let site: CallSite
    /// Whether a whole-test scope (`.verifyStubs`, `verifyStubsAtTearDown()`) checks this sequence.
    let isScoped: Bool

    @usableFromInline
    init(site: CallSite) {
        self.site = site
        layer = Layer(origin: SetupOrigin(site: site))
        let scope = VerifyScope.current
        isScoped = scope != nil
        scope?.register(self)
    }

    /// Runs `install` with the layer of this sequence and returns the sequence, so a setup
    /// overload is one line.
    @inlinable
    func installed(_ install: (Layer) -> Void) -> Self {
        install(layer)
        return self
    }

    // MARK: Answers

    @usableFromInline
    func append(
        _ answer: LayerAnswer<Args, Output, Failure>, _ description: @autoclosure () -> String, at site: CallSite
    ) -> Self {
        // Described outside the lock: describing a value may run the user's `debugDescription`.
        let stepDescription = answer.isEndless || isScoped ? description() : nil
        let endlessDescription = answer.isEndless ? stepDescription : nil
        let earlierEndless = layer.locked { state -> String? in
            if let earlier = state.endlessDescription { return earlier }
            if isScoped, let stepDescription { state.steps.append(stepDescription) }
            state.endlessDescription = endlessDescription
            if state.nextAnswer == nil { state.nextAnswer = answer }
            state.lastAnswer?.next = answer
            state.lastAnswer = answer
            return nil
        }
        if let earlierEndless {
            FailureReporter.report(Messages.stepAfterEndless(step: description(), endless: earlierEndless), at: site)
        }
        return self
    }

    /// An answer that hands back `value`.
    @usableFromInline
    static func value(_ value: Output, endless: Bool) -> LayerAnswer<Args, Output, Failure> {
        LayerAnswer(isEndless: endless, value: value)
    }

    /// An answer that throws `error`.
    @usableFromInline
    static func failure(_ error: Failure, endless: Bool) -> LayerAnswer<Args, Output, Failure> {
        LayerAnswer(isEndless: endless, error: error)
    }

    /// An answer computed by the user's `answer`.
    ///
    /// It only runs when no upper layer answered, so no answer is bound while it runs.
    @usableFromInline
    static func computed(
        _ answer: @escaping (Args) throws(Failure) -> Output, endless: Bool
    ) -> LayerAnswer<Args, Output, Failure> {
        LayerAnswer(isEndless: endless, produce: answer)
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

    /// Adds a condition: an equality StubKit wrote (checked with the lock held), or the user's
    /// predicate (checked without it).
    ///
    /// An equality says what it waits for (`expected`) and which part of a call it compares
    /// (`actual`), for failures that explain why it refused a call; both are used only then.
    @usableFromInline
    func addCondition(
        _ description: String, isEquality: Bool, expected: String? = nil, actual: ((Args) -> String)? = nil,
        _ matches: @escaping (Args) -> Bool
    ) -> Self {
        let condition = SetupCondition(
            description: description, isEquality: isEquality, expected: expected, actual: actual, matches: matches)
        let isFirst = layer.locked { state in
            defer { state.conditions.append(condition) }
            func adding(to earlier: ((Args) -> Bool)?) -> (Args) -> Bool {
                earlier.map { earlier in { earlier($0) && matches($0) } } ?? matches
            }
            if isEquality {
                state.equalities = adding(to: state.equalities)
            } else {
                state.predicates = adding(to: state.predicates)
            }
            return state.conditions.isEmpty
        }
        // Setups with conditions are the ones a failure may name as near misses.
        if isFirst { NearMisses.register(layer, arguments: Args.self) }
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
        addCondition("when(predicate)", isEquality: false) { args in AnsweredCall.unbound { predicate(args) } }
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
        addCallback(body, isTestCode: true)
    }

    /// Adds a callback: the test's `body`, or StubKit's own (`isTestCode` false), which needs no
    /// particular actor (see ``Layering/onTestActor(_:_:)``).
    func addCallback(_ body: @escaping (Args) -> Void, isTestCode: Bool) -> Self {
        let callback: (Args) -> Void = { args in AnsweredCall.unbound { body(args) } }
        layer.locked { state in
            if isTestCode { state.hasTestCallback = true }
            state.callbacks =
                state.callbacks.map { earlier in
                    {
                        earlier($0)
                        callback($0)
                    }
                } ?? callback
        }
        return self
    }

    /// Runs `body` once, when the sequence has expectations and all of them are met.
    ///
    /// It runs at once if they already are. With `verifies`, meeting them also verifies the sequence.
    @usableFromInline
    func whenExpectationsMet(verifies: Bool = false, _ body: @escaping () -> Void) -> Self {
        let ready = layer.locked { state -> [() -> Void] in
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
        let ready = layer.locked { state -> [() -> Void] in
            state.expectations.append(expectation)
            state.expectSite = site
            state.awaitingVerification = true
            state.recordsCalls = true
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
            Messages.unmetExpectations(
                $0.description, count: report.count, calls: report.calls,
                nearestMiss: $0.wantsMore(than: report.count) ? report.refusal : nil)
        }
    }

    /// What ``verificationFailures()`` and ``SKTVerify(_:fileID:filePath:line:column:)`` report.
    struct VerificationReport {
        var unmet: [StubExpectation]
        var count: Int
        var calls: String
        /// Why the conditions refused the nearest refused call they were shown, if any.
        var refusal: String? = nil

        /// All unmet expectations in one sentence, or `nil` when every one is met.
        ///
        /// When one of them wanted more calls, it says why the conditions refused a call that came.
        var message: String? {
            guard !unmet.isEmpty else { return nil }
            let expected = unmet.map(\.description).joined(separator: " and ")
            let short = unmet.contains { $0.wantsMore(than: count) }
            return Messages.unmetExpectations(
                expected, count: count, calls: calls, nearestMiss: short ? refusal : nil)
        }
    }

    /// Marks the sequence as verified and reports on its expectations.
    func markVerified() -> VerificationReport {
        let snapshot = layer.locked { state in
            state.awaitingVerification = false
            state.verifiedWhenMet = false
            return Calls(state)
        }
        return Self.verificationReport(snapshot)
    }

    /// What verification needs, copied out of the lock.
    struct Calls {
        let expectations: [StubExpectation]
        let matchCount: Int
        let received: [String]
        let receivedTotal: Int
        let nearestRefusal: String?

        init(_ state: State) {
            expectations = state.expectations
            matchCount = state.matchCount
            received = state.received
            receivedTotal = state.receivedTotal
            nearestRefusal = state.nearestRefusal.flatMap { $0.reason.isEmpty ? nil : $0.reason }
        }
    }

    static func verificationReport(_ state: Calls) -> VerificationReport {
        let unmet = state.expectations.filter { !$0.meets(count: state.matchCount) }
        return VerificationReport(
            unmet: unmet, count: state.matchCount, calls: unmet.isEmpty ? "" : describeReceived(state),
            refusal: state.nearestRefusal)
    }

    /// The conditions of this sequence in words, for failure messages.
    var conditionsDescription: String {
        layer.locked { $0.conditionDescriptions }.joined(separator: ", ")
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

    static func describeReceived(_ state: Calls) -> String {
        guard state.receivedTotal > 0 else { return "none" }
        var text = state.received.joined(separator: ", ")
        if state.receivedTotal > state.received.count {
            text += ", … and \(state.receivedTotal - state.received.count) more"
        }
        return text
    }
}
