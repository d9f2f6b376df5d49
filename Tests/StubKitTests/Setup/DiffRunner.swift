@testable import StubKit

// Runs a differential-test scenario on real StubKit mocks and observes what the model predicts:
// results, callbacks, answer closures, spy records, verification and reported failures.

/// One method per shape, loose and strict.
final class DiffMock {
    lazy var singleAction = stub(of: single)
    func single(_ text: String) -> Int { singleAction(text) }
    lazy var singleStrictAction = strictStub(of: singleStrict)
    func singleStrict(_ text: String) -> Int { singleStrictAction(text) }

    lazy var pairAction = stub(of: pair)
    func pair(_ text: String, _ number: Int) -> Int { pairAction((text, number)) }
    lazy var pairStrictAction = strictStub(of: pairStrict)
    func pairStrict(_ text: String, _ number: Int) -> Int { pairStrictAction((text, number)) }

    lazy var throwingAction = stub(of: throwing)
    func throwing(_ text: String) throws -> Int { try throwingAction(text) }
    lazy var throwingStrictAction = strictStub(of: throwingStrict)
    func throwingStrict(_ text: String) throws -> Int { try throwingStrictAction(text) }

    lazy var typedAction = stub(of: typed)
    func typed(_ text: String) throws(DiffTypedError) -> Int { try typedAction(text) }
    lazy var typedStrictAction = strictStub(of: typedStrict)
    func typedStrict(_ text: String) throws(DiffTypedError) -> Int { try typedStrictAction(text) }

    lazy var asyncAction = stub(of: async)
    func async(_ text: String) async -> Int { await asyncAction(text) }
    lazy var asyncStrictAction = strictStub(of: asyncStrict)
    func asyncStrict(_ text: String) async -> Int { await asyncStrictAction(text) }

    lazy var asyncThrowingAction = stub(of: asyncThrowing)
    func asyncThrowing(_ text: String) async throws -> Int { try await asyncThrowingAction(text) }
    lazy var asyncThrowingStrictAction = strictStub(of: asyncThrowingStrict)
    func asyncThrowingStrict(_ text: String) async throws -> Int { try await asyncThrowingStrictAction(text) }

    // Generic methods, one action for every type; a strict scenario makes it with strictStubGeneric().
    var valueAction: (GenericCall<String>) -> Any = stubGeneric()
    func value<T>(_ text: String) -> T {
        genericResult(valueAction(GenericCall(text, types: T.self, returning: T.self)))
    }

    var pairValueAction: (GenericCall<(String, Int)>) throws -> Any = stubGeneric()
    func pairValue<T>(_ text: String, _ number: Int) throws -> T {
        try throwingGenericResult(pairValueAction(GenericCall((text, number), types: T.self, returning: T.self)))
    }

    var asyncValueAction: (GenericCall<String>) async throws -> Any = stubGeneric()
    func asyncValue<T>(_ text: String) async throws -> T {
        try await throwingGenericResult(asyncValueAction(GenericCall(text, types: T.self, returning: T.self)))
    }

    var typedValueAction: (GenericCall<String>) throws(DiffTypedError) -> Any = stubGeneric()
    func typedValue<T>(_ text: String) throws(DiffTypedError) -> T {
        try throwingGenericResult(
            typedValueAction(GenericCall(text, types: T.self, returning: T.self)), throwing: DiffTypedError.self)
    }
}

extension DiffMock {
    // Each generic method called expecting the call's type.

    func valueOf(_ call: DiffCall) -> DiffValue {
        switch call.type {
        case .int: return .int(value(call.text))
        case .string: return .string(value(call.text))
        case .box, nil: return .box(value(call.text))
        }
    }

    func pairValueOf(_ call: DiffCall) throws -> DiffValue {
        switch call.type {
        case .int: return .int(try pairValue(call.text, call.number))
        case .string: return .string(try pairValue(call.text, call.number))
        case .box, nil: return .box(try pairValue(call.text, call.number))
        }
    }

    func asyncValueOf(_ call: DiffCall) async throws -> DiffValue {
        switch call.type {
        case .int: return .int(try await asyncValue(call.text))
        case .string: return .string(try await asyncValue(call.text))
        case .box, nil: return .box(try await asyncValue(call.text))
        }
    }

    func typedValueOf(_ call: DiffCall) throws(DiffTypedError) -> DiffValue {
        switch call.type {
        case .int: return .int(try typedValue(call.text))
        case .string: return .string(try typedValue(call.text))
        case .box, nil: return .box(try typedValue(call.text))
        }
    }
}

/// The body of an asynchronous shape's `byDefault` base: it awaits, so the asynchronous overloads
/// and engine serve it.
func diffDefaultAwaits<T>(_ ran: () -> Void, _ value: T) async -> T {
    await Task.yield()
    ran()
    return value
}

/// The error of the typed-throwing shape.
struct DiffTypedError: Error, Equatable {
    let code: Int
}

/// What the generic runner needs to know about one shape: how to reach its action, and the
/// parts of the API that only some shapes have.
private struct DiffHarness<Args, Output, Failure: Error> {
    var toCall: (Args) -> DiffCall
    /// Gives the action the scenario's base; a `byDefault` base calls `ran` when its body runs.
    var register: (DiffBase, _ ran: @escaping @Sendable () -> Void) -> Void
    var setup: () -> StubSequence<Args, Output, Failure>
    var setupFor: (@escaping (Args) -> Bool) -> StubSequence<Args, Output, Failure>
    var spy: () -> ArgRecords<Args>
    /// Adds a condition other than a predicate (`when(value)`, `whenFirst`, `whenSecond`,
    /// `when { $0.expects(…) }`, `when { $0.uses(…) }`).
    var equality: (StubSequence<Args, Output, Failure>, DiffCondition) -> Void
    /// The error to throw, on a throwing shape.
    var error: (SeqError) -> Failure?
    /// A step's value as the action returns it.
    var output: (DiffValue) -> Output
    /// Calls the mock's method; the result as ``DiffValue`` shows it.
    var call: (DiffCall) async throws -> String
}

/// The type conditions of the generic shapes.
private func diffTypeCondition<A, F: Error>(
    _ sequence: StubSequence<GenericCall<A>, Any, F>, _ condition: DiffCondition
) {
    switch condition {
    case .expects(let type): sequence.when { $0.expects(type.swiftType) }
    case .uses(let type): sequence.when { $0.uses(type.swiftType) }
    default: break
    }
}

/// The call a generic action received, with the type it expects when its generic parameter is that type.
private func diffGenericCall<A>(_ call: GenericCall<A>, text: String, number: Int) -> DiffCall {
    DiffCall(text: text, number: number, type: call.uses(call.resultType) ? DiffType(call.resultType) : nil)
}

/// Runs `scenario` on a real mock; every failure StubKit reports is captured, including those
/// reported when the mock and its sequences are released at the end.
func diffObserve(_ scenario: DiffScenario) async -> DiffObservation {
    var observation = DiffObservation()
    let failures = await recordingFailures {
        observation = await diffRun(scenario)
    }
    observation.failures = failures.map { DiffFailure.normalise($0.message) }.sorted()
    return observation
}

private func diffRun(_ scenario: DiffScenario) async -> DiffObservation {
    let mock = DiffMock()
    let strict = scenario.base.isStrict
    switch scenario.shape {
    case .single:
        let action = strict ? \DiffMock.singleStrictAction : \DiffMock.singleAction
        let harness = DiffHarness<String, Int, Never>(
            toCall: { DiffCall(text: $0, number: 0) },
            register: { base, ran in
                if case .defaulted(let value) = base {
                    mock[keyPath: action] = byDefault { _ in
                        ran()
                        return value
                    }
                }
                if case .registered(let value) = base { mock[keyPath: action] = registerStub(alwaysReturn: value) }
                if case .strictRegistered(let value) = base {
                    mock[keyPath: action] = registerStub(alwaysReturn: value)
                }
            },
            setup: { setupStubSequence(of: &mock[keyPath: action]) },
            setupFor: { setupStubSequence(of: &mock[keyPath: action], for: $0) },
            spy: { spyCalls(of: &mock[keyPath: action]) },
            equality: { sequence, condition in
                if case .equals(let value) = condition { sequence.when(value.text) }
            },
            error: { _ in nil },
            output: \.int,
            call: { "\(strict ? mock.singleStrict($0.text) : mock.single($0.text))" })
        return await diffRun(scenario, harness)
    case .pair:
        let action = strict ? \DiffMock.pairStrictAction : \DiffMock.pairAction
        let harness = DiffHarness<(String, Int), Int, Never>(
            toCall: { DiffCall(text: $0.0, number: $0.1) },
            register: { base, ran in
                if case .defaulted(let value) = base {
                    mock[keyPath: action] = byDefault { _ in
                        ran()
                        return value
                    }
                }
                if case .registered(let value) = base { mock[keyPath: action] = registerStub(alwaysReturn: value) }
                if case .strictRegistered(let value) = base {
                    mock[keyPath: action] = registerStub(alwaysReturn: value)
                }
            },
            setup: { setupStubSequence(of: &mock[keyPath: action]) },
            setupFor: { setupStubSequence(of: &mock[keyPath: action], for: $0) },
            spy: { spyCalls(of: &mock[keyPath: action]) },
            equality: { sequence, condition in
                switch condition {
                case .equals(let value): sequence.when(value.text, value.number)
                case .first(let text): sequence.whenFirst(text)
                case .second(let number): sequence.whenSecond(number)
                case .predicate, .expects, .uses: break
                }
            },
            error: { _ in nil },
            output: \.int,
            call: { "\(strict ? mock.pairStrict($0.text, $0.number) : mock.pair($0.text, $0.number))" })
        return await diffRun(scenario, harness)
    case .throwing:
        let action = strict ? \DiffMock.throwingStrictAction : \DiffMock.throwingAction
        let harness = DiffHarness<String, Int, any Error>(
            toCall: { DiffCall(text: $0, number: 0) },
            register: { base, ran in
                if case .defaulted(let value) = base {
                    mock[keyPath: action] = byDefault { _ in
                        ran()
                        return value
                    }
                }
                switch base {
                case .registered(let value), .strictRegistered(let value):
                    mock[keyPath: action] = registerStub(alwaysReturn: value)
                case .registeredThrow(let code):
                    let registered: (String) throws(SeqError) -> Int = registerStub(
                        alwaysThrow: SeqError(code: code))
                    mock[keyPath: action] = registered
                case .loose, .strict, .defaulted: break
                }
            },
            setup: { setupStubSequence(of: &mock[keyPath: action]) },
            setupFor: { setupStubSequence(of: &mock[keyPath: action], for: $0) },
            spy: { spyCalls(of: &mock[keyPath: action]) },
            equality: { sequence, condition in
                if case .equals(let value) = condition { sequence.when(value.text) }
            },
            error: { $0 },
            output: \.int,
            call: { "\(strict ? try mock.throwingStrict($0.text) : try mock.throwing($0.text))" })
        return await diffRun(scenario, harness)
    case .typedThrowing:
        let action = strict ? \DiffMock.typedStrictAction : \DiffMock.typedAction
        let harness = DiffHarness<String, Int, DiffTypedError>(
            toCall: { DiffCall(text: $0, number: 0) },
            register: { base, ran in
                if case .defaulted(let value) = base {
                    mock[keyPath: action] = byDefault(throwing: DiffTypedError.self) { _ in
                        ran()
                        return value
                    }
                }
                switch base {
                case .registered(let value), .strictRegistered(let value):
                    mock[keyPath: action] = registerStub(alwaysReturn: value)
                case .registeredThrow(let code):
                    mock[keyPath: action] = registerStub(alwaysThrow: DiffTypedError(code: code))
                case .loose, .strict, .defaulted: break
                }
            },
            setup: { setupStubSequence(of: &mock[keyPath: action]) },
            setupFor: { setupStubSequence(of: &mock[keyPath: action], for: $0) },
            spy: { spyCalls(of: &mock[keyPath: action]) },
            equality: { sequence, condition in
                if case .equals(let value) = condition { sequence.when(value.text) }
            },
            error: { DiffTypedError(code: $0.code) },
            output: \.int,
            call: { "\(strict ? try mock.typedStrict($0.text) : try mock.typed($0.text))" })
        return await diffRun(scenario, harness)
    case .async:
        let action = strict ? \DiffMock.asyncStrictAction : \DiffMock.asyncAction
        let harness = DiffHarness<String, Int, Never>(
            toCall: { DiffCall(text: $0, number: 0) },
            register: { base, ran in
                if case .defaulted(let value) = base {
                    mock[keyPath: action] = byDefault { _ in await diffDefaultAwaits(ran, value) }
                }
                if case .registered(let value) = base { mock[keyPath: action] = registerStub(alwaysReturn: value) }
                if case .strictRegistered(let value) = base {
                    mock[keyPath: action] = registerStub(alwaysReturn: value)
                }
            },
            setup: { setupStubSequence(of: &mock[keyPath: action]) },
            setupFor: { setupStubSequence(of: &mock[keyPath: action], for: $0) },
            spy: { spyCalls(of: &mock[keyPath: action]) },
            equality: { sequence, condition in
                if case .equals(let value) = condition { sequence.when(value.text) }
            },
            error: { _ in nil },
            output: \.int,
            call: { "\(strict ? await mock.asyncStrict($0.text) : await mock.async($0.text))" })
        return await diffRun(scenario, harness)
    case .asyncThrowing:
        let action = strict ? \DiffMock.asyncThrowingStrictAction : \DiffMock.asyncThrowingAction
        let harness = DiffHarness<String, Int, any Error>(
            toCall: { DiffCall(text: $0, number: 0) },
            register: { base, ran in
                if case .defaulted(let value) = base {
                    mock[keyPath: action] = byDefault { _ in await diffDefaultAwaits(ran, value) }
                }
                switch base {
                case .registered(let value), .strictRegistered(let value):
                    mock[keyPath: action] = registerStub(alwaysReturn: value)
                case .registeredThrow(let code):
                    let registered: (String) throws(SeqError) -> Int = registerStub(
                        alwaysThrow: SeqError(code: code))
                    mock[keyPath: action] = registered
                case .loose, .strict, .defaulted: break
                }
            },
            setup: { setupStubSequence(of: &mock[keyPath: action]) },
            setupFor: { setupStubSequence(of: &mock[keyPath: action], for: $0) },
            spy: { spyCalls(of: &mock[keyPath: action]) },
            equality: { sequence, condition in
                if case .equals(let value) = condition { sequence.when(value.text) }
            },
            error: { $0 },
            output: \.int,
            call: { "\(strict ? try await mock.asyncThrowingStrict($0.text) : try await mock.asyncThrowing($0.text))" })
        return await diffRun(scenario, harness)
    case .generic:
        let harness = DiffHarness<GenericCall<String>, Any, Never>(
            toCall: { diffGenericCall($0, text: $0.arguments, number: 0) },
            register: { base, ran in
                if case .defaulted(let value) = base {
                    mock.valueAction = byDefault { _ in
                        ran()
                        return value as Any
                    }
                }
                if base.isStrict { mock.valueAction = strictStubGeneric() }
                if case .registered(let value) = base { mock.valueAction = registerStub(alwaysReturn: value as Any) }
                if case .strictRegistered(let value) = base {
                    mock.valueAction = registerStub(alwaysReturn: value as Any)
                }
            },
            setup: { setupStubSequence(of: &mock.valueAction) },
            setupFor: { setupStubSequence(of: &mock.valueAction, for: $0) },
            spy: { spyCalls(of: &mock.valueAction) },
            equality: { sequence, condition in
                if case .equals(let value) = condition, let type = value.type?.swiftType {
                    sequence.when(GenericCall(value.text, types: type, returning: type))
                }
                diffTypeCondition(sequence, condition)
            },
            error: { _ in nil },
            output: \.any,
            call: { mock.valueOf($0).description })
        return await diffRun(scenario, harness)
    case .genericPair:
        let harness = DiffHarness<GenericCall<(String, Int)>, Any, any Error>(
            toCall: { diffGenericCall($0, text: $0.arguments.0, number: $0.arguments.1) },
            register: { base, ran in
                if case .defaulted(let value) = base {
                    mock.pairValueAction = byDefault { _ in
                        ran()
                        return value as Any
                    }
                }
                if base.isStrict { mock.pairValueAction = strictStubGeneric() }
                switch base {
                case .registered(let value), .strictRegistered(let value):
                    mock.pairValueAction = registerStub(alwaysReturn: value as Any)
                case .registeredThrow(let code):
                    let registered: (GenericCall<(String, Int)>) throws(SeqError) -> Any = registerStub(
                        alwaysThrow: SeqError(code: code))
                    mock.pairValueAction = registered
                case .loose, .strict, .defaulted: break
                }
            },
            setup: { setupStubSequence(of: &mock.pairValueAction) },
            setupFor: { setupStubSequence(of: &mock.pairValueAction, for: $0) },
            spy: { spyCalls(of: &mock.pairValueAction) },
            equality: { sequence, condition in
                if case .equals(let value) = condition {
                    let (text, number) = (value.text, value.number)
                    sequence.when { $0.arguments == (text, number) }
                }
                diffTypeCondition(sequence, condition)
            },
            error: { $0 },
            output: \.any,
            call: { try mock.pairValueOf($0).description })
        return await diffRun(scenario, harness)
    case .genericAsync:
        let harness = DiffHarness<GenericCall<String>, Any, any Error>(
            toCall: { diffGenericCall($0, text: $0.arguments, number: 0) },
            register: { base, ran in
                if case .defaulted(let value) = base {
                    mock.asyncValueAction = byDefault { _ in await diffDefaultAwaits(ran, value as Any) }
                }
                if base.isStrict { mock.asyncValueAction = strictStubGeneric() }
                switch base {
                case .registered(let value), .strictRegistered(let value):
                    mock.asyncValueAction = registerStub(alwaysReturn: value as Any)
                case .registeredThrow(let code):
                    let registered: (GenericCall<String>) throws(SeqError) -> Any = registerStub(
                        alwaysThrow: SeqError(code: code))
                    mock.asyncValueAction = registered
                case .loose, .strict, .defaulted: break
                }
            },
            setup: { setupStubSequence(of: &mock.asyncValueAction) },
            setupFor: { setupStubSequence(of: &mock.asyncValueAction, for: $0) },
            spy: { spyCalls(of: &mock.asyncValueAction) },
            equality: { sequence, condition in
                if case .equals(let value) = condition, let type = value.type?.swiftType {
                    sequence.when(GenericCall(value.text, types: type, returning: type))
                }
                diffTypeCondition(sequence, condition)
            },
            error: { $0 },
            output: \.any,
            call: { try await mock.asyncValueOf($0).description })
        return await diffRun(scenario, harness)
    case .genericTyped:
        let harness = DiffHarness<GenericCall<String>, Any, DiffTypedError>(
            toCall: { diffGenericCall($0, text: $0.arguments, number: 0) },
            register: { base, ran in
                if case .defaulted(let value) = base {
                    mock.typedValueAction = byDefault(throwing: DiffTypedError.self) { _ in
                        ran()
                        return value as Any
                    }
                }
                if base.isStrict { mock.typedValueAction = strictStubGeneric() }
                switch base {
                case .registered(let value), .strictRegistered(let value):
                    mock.typedValueAction = registerStub(alwaysReturn: value as Any)
                case .registeredThrow(let code):
                    mock.typedValueAction = registerStub(alwaysThrow: DiffTypedError(code: code))
                case .loose, .strict, .defaulted: break
                }
            },
            setup: { setupStubSequence(of: &mock.typedValueAction) },
            setupFor: { setupStubSequence(of: &mock.typedValueAction, for: $0) },
            spy: { spyCalls(of: &mock.typedValueAction) },
            equality: { sequence, condition in
                if case .equals(let value) = condition, let type = value.type?.swiftType {
                    sequence.when(GenericCall(value.text, types: type, returning: type))
                }
                diffTypeCondition(sequence, condition)
            },
            error: { DiffTypedError(code: $0.code) },
            output: \.any,
            call: { try mock.typedValueOf($0).description })
        return await diffRun(scenario, harness)
    }
}

private func diffRun<Args, Output, Failure: Error>(
    _ scenario: DiffScenario, _ harness: DiffHarness<Args, Output, Failure>
) async -> DiffObservation {
    var observation = DiffObservation()
    let callbackLog = SeqLocked<[String]>([])
    let answerLog = SeqLocked<[String]>([])
    /// How many calls each installed spy has recorded, read by answer closures when asked.
    let spyCounts = SeqLocked<[(index: Int, count: () -> Int)]>([])
    var sequences: [Int: StubSequence<Args, Output, Failure>] = [:]
    var spies: [Int: ArgRecords<Args>] = [:]
    var installed = 0
    harness.register(scenario.base) { answerLog.withLock { $0.append("default") } }
    for operation in scenario.operations {
        switch operation {
        case .install:
            let index = installed
            installed += 1
            switch scenario.layers[index] {
            case .spy:
                let records = harness.spy()
                spies[index] = records
                spyCounts.withLock { $0.append((index, { records.count })) }
            case .sequence(let upFront, let links, _):
                // Closures given to StubKit capture `toCall` and `error`, never the harness: it
                // holds the mock, which holds the sequence, and the mock must be released at the end.
                let toCall = harness.toCall
                let sequence =
                    upFront.map { predicate in harness.setupFor { predicate.holds(toCall($0)) } } ?? harness.setup()
                for link in links {
                    diffApply(
                        link, to: sequence, harness, callbackLog, answerLog,
                        spyCounts: scenario.answersReadSpies ? spyCounts : nil)
                }
                sequences[index] = sequence
            }
        case .call(let call):
            callbackLog.withLock { $0 = [] }
            answerLog.withLock { $0 = [] }
            let result: String
            do {
                result = "returned \(try await harness.call(call))"
            } catch let error as SeqError {
                result = "threw SeqError(code: \(error.code))"
            } catch let error as DiffTypedError {
                result = "threw DiffTypedError(code: \(error.code))"
            } catch is StubKitError {
                result = "threw StubKitError"
            } catch {
                result = "threw \(error)"
            }
            observation.calls.append(
                DiffCallOutcome(result: result, callbacks: callbackLog.current, answers: answerLog.current))
        case .resetSpy(let index):
            spies[index]?.removeAll()
        }
    }
    for index in scenario.layers.indices {
        if let records = spies[index] {
            observation.spies.append("L\(index): \(records.map(harness.toCall))")
        }
        guard let sequence = sequences[index],
            case .sequence(_, let links, let verification) = scenario.layers[index],
            links.contains(where: { if case .expect = $0 { true } else { false } })
        else { continue }
        switch verification {
        case .failures:
            let failures = sequence.verificationFailures()
            observation.verifications.append(
                "L\(index): verificationFailures() -> \(failures.count), called \(DiffFailure.calledCounts(failures)), "
                    + "received \(failures.map(DiffFailure.receivedCalls)); verify() -> \(sequence.verify())")
        case .verify:
            observation.verifications.append("L\(index): verify() -> \(sequence.verify())")
        case .skt:
            let reported = recordingFailures { SKTVerify(sequence) }.map { DiffFailure.normalise($0.message) }
            observation.verifications.append("L\(index): SKTVerify reported \(reported)")
        case .none:
            break
        }
    }
    return observation
}

private func diffApply<Args, Output, Failure: Error>(
    _ link: DiffLink, to sequence: StubSequence<Args, Output, Failure>, _ harness: DiffHarness<Args, Output, Failure>,
    _ callbackLog: SeqLocked<[String]>, _ answerLog: SeqLocked<[String]>,
    spyCounts: SeqLocked<[(index: Int, count: () -> Int)]>?
) {
    switch link {
    case .condition(.predicate(let predicate)):
        let toCall = harness.toCall
        sequence.when { predicate.holds(toCall($0)) }
    case .condition(let condition):
        harness.equality(sequence, condition)
    case .callback(let name):
        sequence.callback { _ in callbackLog.withLock { $0.append(name) } }
    case .expect(let expectation):
        sequence.expect(expectation)
    case .step(let step):
        switch step.kind {
        case .value(let value):
            let output = harness.output(value)
            if step.isEndless { sequence.returns(output) } else { sequence.returnsOnce(output) }
        case .error(let code):
            guard let error = harness.error(SeqError(code: code)) else { return }
            if step.isEndless { sequence.throws(error) } else { sequence.throwsOnce(error) }
        case .computed(let seed, let throwsOnC, let type):
            let name = step.name
            let toCall = harness.toCall
            let makeError = harness.error
            let output = harness.output
            let answer = { (args: Args) throws(Failure) -> Output in
                let seen = spyCounts.map { " saw spies \($0.current.map { "L\($0.index): \($0.count())" })" } ?? ""
                answerLog.withLock { $0.append(name + seen) }
                let call = toCall(args)
                if throwsOnC, call.text == "c", let error = makeError(SeqError(code: seed)) { throw error }
                return output(DiffStep.computed(seed, call, type))
            }
            if step.isEndless { sequence.answers(answer) } else { sequence.answersOnce(answer) }
        }
    }
}
