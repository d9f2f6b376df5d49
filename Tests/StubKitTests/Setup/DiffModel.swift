import Foundation
@testable import StubKit

// The reference model of the differential test, written from the documentation only
// (SetupSequences.md "The rules" and "What runs when a sequence answers", Spying.md "How spies
// combine with setups", DynamicAnswers.md "Rules", VerificationAndExpectations.md, StrictStubs.md,
// GenericAndVariadicFunctions.md "Answers of the wrong type, and no answer" and StubSequence's doc
// comment), not from StubKit's sources; it takes only the exact sentences of generic failures from
// `Messages` (pinned in MessagesTests). It predicts a `DiffObservation` for a scenario; DiffRunner.swift
// observes the same things on real StubKit mocks.

/// Everything the test compares for one scenario.
struct DiffObservation: Equatable {
    /// Per call: its result, the callbacks that ran (in order) and the answer closures that ran.
    var calls: [DiffCallOutcome] = []
    /// Per spy, "L<index>: <records>", at the end.
    var spies: [String] = []
    /// Per sequence with expectations, what its verification returned or reported.
    var verifications: [String] = []
    /// The failures StubKit reported outside verification, normalised (see ``DiffFailure``), sorted.
    var failures: [String] = []
}

/// What one call did.
struct DiffCallOutcome: Equatable, CustomStringConvertible {
    var result: String
    var callbacks: [String] = []
    var answers: [String] = []

    var description: String { "\(result); callbacks \(callbacks); answers \(answers)" }
}

/// The failures StubKit reports, reduced to what the documentation promises about them.
enum DiffFailure {
    static let stepAfterEndless = "a failure about a step after an endless one"
    static let unverified = "A setup sequence with expectations was never verified"

    /// The strict-stub report's first sentence, as StrictStubs.md shows it.
    static func strict(_ name: String, _ arguments: String) -> String {
        "Unregistered strict stub '\(name)' was called with \(arguments)."
    }

    /// Reduces an actual failure message to the model's words.
    static func normalise(_ message: String) -> String {
        if message.hasPrefix("Unregistered strict stub '"), let end = message.range(of: ". ") {
            return String(message[..<end.lowerBound]) + "."
        }
        let unverifiedEnd = ") was never verified: call SKTVerify(sequence) or sequence.verify() before it is released."
        if message.hasPrefix("A setup sequence with expectations ("), message.hasSuffix(unverifiedEnd) {
            return unverified
        }
        if message.hasPrefix("Stub expectation not met for the setup sequence from ") {
            return "SKTVerify: called \(calledCounts([message])), received \(receivedCalls(message))"
        }
        // The documentation promises a failure, not its words: any sentence saying the step is
        // never used will do. Anything else is shown whole.
        if message.contains(" is never used") { return stepAfterEndless }
        // Generic failures are predicted word for word, but for the setups that refused a strict
        // action's call ("Nearest setup (…): … . "), which NearMissTests pin.
        if message.contains(" expects an answer of type ") || message.hasPrefix("No answer for ")
            || message.hasPrefix("Unregistered strict generic stub '")
        {
            return message.replacing(try! Regex(#"Nearest setups?[ :(].*?\. (?=Set up its action)"#), with: "")
        }
        return "an unexpected failure: \(message)"
    }

    /// The first ten calls listed after "calls received: " in a verification message, as the
    /// documentation promises them ("the calls the stub received (the first ten)").
    static func receivedCalls(_ message: String) -> String {
        // What follows the calls, why the conditions refused one ("; nearest miss: …"), lists no call.
        let listing = message.components(separatedBy: "; nearest miss: ")[0]
        guard let range = listing.range(of: "; calls received: ") else { return "?" }
        // `"a"`, `("a", 1)`, and generic calls with their types: `"a" <Int> -> Int`, `("a", 1) <Int> -> Int`.
        let call = try! Regex(#"\("[a-z]+", \d+\)(?: <\w+> -> \w+)?|"[a-z]+"(?: <\w+> -> \w+)?"#)
        let calls = listing[range.upperBound...].matches(of: call).prefix(10).map {
            String($0.output[0].substring ?? "")
        }
        return "[\(calls.joined(separator: ", "))]"
    }

    /// The numbers after "called " in verification messages ("expected once, called 0 times; …").
    static func calledCounts(_ messages: [String]) -> [Int] {
        messages.map { message in
            guard let range = message.range(of: ", called ") else { return -1 }
            return Int(message[range.upperBound...].prefix { $0.isNumber }) ?? -1
        }
    }
}

/// A deliberately wrong variant of the model, to prove that the comparison catches each rule.
enum DiffMutation: CaseIterable {
    /// Rule 1 reversed: the oldest matching sequence with an answer left answers.
    case oldestSequenceAnswers
    /// Rule 2 broken: a once-step is not used up when a newer sequence answered the call.
    case shadowedOnceStepsKept
    /// Rule 3 broken: only the answering sequence runs its callbacks.
    case callbacksOnlyOnAnsweringSequence
    /// "The newest sequence sees the call first" reversed for callbacks.
    case callbacksOldestFirst
    /// Rule 4 broken: a sequence counts calls its conditions do not match.
    case nonMatchingCallsCounted
    /// "Conditions combine with AND" broken: any one condition is enough.
    case conditionsOred
    /// DynamicAnswers.md broken: shadowed answer closures run too.
    case shadowedAnswersRun
    /// Spying.md broken: a spy misses the calls a newer sequence answered.
    case spiesMissAnsweredCalls
    /// GenericAndVariadicFunctions.md broken: an answer of another type than the call's is accepted.
    case genericWrongTypeAccepted
    /// GenericAndVariadicFunctions.md read as "sequences answer per type": a sequence whose answer
    /// has another type than the call's lets an older one answer.
    case genericWrongTypeFallsThrough
    /// `strictStubGeneric()` ignored: an unanswered call returns the default value, unreported.
    case genericStrictUnansweredReturnsDefault
    /// After a wrong or missing answer, `throwingGenericResult` returns the default value instead of throwing.
    case genericFailureReturnsDefault
    /// After a wrong or missing answer, typed `throwingGenericResult(_:throwing:)` throws a StubKitError
    /// its error type cannot hold, instead of returning the default value.
    case genericTypedFailureThrows
    /// A missing answer for a type without a default value reported as a strict action's.
    case genericNoDefaultReportedAsStrict
    /// `when(GenericCall(...))` matches on the arguments only, whatever the call's type.
    case genericCallEqualityIgnoresTypes
    /// SetupSequences.md broken: a `byDefault` default runs under answered calls too, as a closure
    /// assigned to the action does.
    case defaultRunsUnderAnsweredCalls
}

/// Predicts what StubKit does for `scenario`, following the documentation, or a mutated reading
/// of it.
func diffPredict(_ scenario: DiffScenario, mutation: DiffMutation? = nil) -> DiffObservation {
    var model = DiffModel(scenario: scenario, mutation: mutation)
    return model.run()
}

private struct DiffModel {
    struct Sequence {
        var conditions: [DiffCondition] = []
        var steps: [DiffStep] = []
        var callbacks: [String] = []
        var expectations: [StubExpectation] = []
        var verification = DiffVerification.none
        /// The next step to answer with; `steps.count` when all are used up.
        var cursor = 0
        /// The calls this sequence matched.
        var count = 0
        /// Every call made since the sequence was installed, matching or not.
        var received: [DiffCall] = []
    }

    enum Layer {
        case sequence(Sequence)
        case spy([DiffCall])
    }

    let scenario: DiffScenario
    let mutation: DiffMutation?
    var layers: [Layer] = []
    var observation = DiffObservation()

    init(scenario: DiffScenario, mutation: DiffMutation?) {
        self.scenario = scenario
        self.mutation = mutation
    }

    mutating func run() -> DiffObservation {
        for operation in scenario.operations {
            switch operation {
            case .install: install(scenario.layers[layers.count])
            case .call(let call): observation.calls.append(answer(call))
            case .resetSpy(let index):
                if case .spy = layers[index] { layers[index] = .spy([]) }
            }
        }
        for (index, layer) in layers.enumerated() {
            switch layer {
            case .spy(let records): observation.spies.append("L\(index): \(records)")
            case .sequence(let sequence): verify(sequence, index)
            }
        }
        observation.failures.sort()
        return observation
    }

    /// Installs a layer; a step after an endless one is left out and reported.
    ///
    /// SetupSequences.md: "An endless step ends the sequence: a step chained after it could never
    /// be used, and StubKit reports it as a test failure."
    mutating func install(_ layer: DiffLayer) {
        guard case .sequence(let upFront, let links, let verification) = layer else {
            layers.append(.spy([]))
            return
        }
        var sequence = Sequence(verification: verification)
        if let upFront { sequence.conditions.append(.predicate(upFront)) }
        for link in links {
            switch link {
            case .condition(let condition): sequence.conditions.append(condition)
            case .callback(let name): sequence.callbacks.append(name)
            case .expect(let expectation): sequence.expectations.append(expectation)
            case .step(let step):
                if sequence.steps.last?.isEndless == true {
                    observation.failures.append(DiffFailure.stepAfterEndless)
                } else {
                    sequence.steps.append(step)
                }
            }
        }
        layers.append(.sequence(sequence))
    }

    /// "Conditions combine with AND"; a sequence without conditions matches every call.
    func matches(_ sequence: Sequence, _ call: DiffCall) -> Bool {
        let ignoringTypes = mutation == .genericCallEqualityIgnoresTypes
        if mutation == .conditionsOred && !sequence.conditions.isEmpty {
            return sequence.conditions.contains { $0.holds(call, ignoringTypes: ignoringTypes) }
        }
        return sequence.conditions.allSatisfy { $0.holds(call, ignoringTypes: ignoringTypes) }
    }

    /// Whether `step` answers `call` with a value of the type it expects (or throws).
    func answersInType(_ step: DiffStep, _ call: DiffCall) -> Bool {
        switch step.kind {
        case .value(let value): return value.type == call.type
        case .error: return true
        case .computed(_, let throwsOnC, let type):
            return (throwsOnC && call.text == "c") || type == nil || type == call.type
        }
    }

    mutating func answer(_ call: DiffCall) -> DiffCallOutcome {
        // Offers of an answer by matching sequences, newest first.
        var offers: [(layer: Int, step: DiffStep)] = []
        var callbacks: [(layer: Int, name: String)] = []
        var spies: [Int] = []
        for index in layers.indices.reversed() {
            guard case .sequence(var sequence) = layers[index] else {
                spies.append(index)
                continue
            }
            sequence.received.append(call)
            // Rule 4: a sequence whose conditions do not match does not see the call.
            guard matches(sequence, call) else {
                if mutation == .nonMatchingCallsCounted { sequence.count += 1 }
                layers[index] = .sequence(sequence)
                continue
            }
            // Rule 3: every matching sequence counts the call and runs its callbacks.
            sequence.count += 1
            callbacks += sequence.callbacks.map { (index, $0) }
            if sequence.cursor < sequence.steps.count { offers.append((index, sequence.steps[sequence.cursor])) }
            layers[index] = .sequence(sequence)
        }
        // Rule 1: the newest matching sequence with an answer left supplies the result.
        var winner = mutation == .oldestSequenceAnswers ? offers.last : offers.first
        if mutation == .genericWrongTypeFallsThrough, scenario.shape.isGeneric {
            winner = offers.first { answersInType($0.step, call) } ?? offers.first
        }
        // Rule 2: every matching sequence takes a step, even when a newer one answered.
        for offer in offers where !offer.step.isEndless {
            if mutation == .shadowedOnceStepsKept && offer.layer != winner?.layer { continue }
            guard case .sequence(var sequence) = layers[offer.layer] else { continue }
            sequence.cursor += 1
            layers[offer.layer] = .sequence(sequence)
        }
        // Spying.md: every spy records every call made while it is installed.
        for index in spies {
            if mutation == .spiesMissAnsweredCalls, let winner, index < winner.layer { continue }
            guard case .spy(let records) = layers[index] else { continue }
            layers[index] = .spy(records + [call])
        }
        var outcome = DiffCallOutcome(result: "")
        if mutation == .callbacksOnlyOnAnsweringSequence { callbacks = callbacks.filter { $0.layer == winner?.layer } }
        if mutation == .callbacksOldestFirst { callbacks.sort { $0.layer < $1.layer } }
        outcome.callbacks = callbacks.map(\.name)
        // DynamicAnswers.md: a shadowed answer closure is not run.
        if mutation == .shadowedAnswersRun {
            for offer in offers.dropFirst() {
                if case .computed = offer.step.kind { outcome.answers.append(offer.step.name) }
            }
        }
        if let winner {
            outcome.result = result(of: winner.step, call, log: &outcome.answers)
        } else {
            outcome.result = base(call)
        }
        // SetupSequences.md, "What runs when a sequence answers": a default made with `byDefault`
        // runs only for a call that no setup answers; a closure assigned to the action runs under
        // every call.
        if case .defaulted = scenario.base, winner == nil || mutation == .defaultRunsUnderAnsweredCalls {
            outcome.answers.append("default")
        }
        return outcome
    }

    /// What an answer closure sees of the spies, when the scenario asks: Spying.md, "A spy
    /// records before the stub answers", read literally, means every installed spy has recorded
    /// the call by the time an answer closure computes the result.
    var spiesSeen: String {
        guard scenario.answersReadSpies else { return "" }
        let counts = layers.indices.compactMap { index -> String? in
            guard case .spy(let records) = layers[index] else { return nil }
            return "L\(index): \(records.count)"
        }
        return " saw spies \(counts)"
    }

    mutating func result(of step: DiffStep, _ call: DiffCall, log: inout [String]) -> String {
        switch step.kind {
        case .value(let value): return deliver(value, call)
        case .error(let code): return "threw \(scenario.shape.errorName)(code: \(code))"
        case .computed(let seed, let throwsOnC, let type):
            log.append(step.name + spiesSeen)
            if throwsOnC && call.text == "c" { return "threw \(scenario.shape.errorName)(code: \(seed))" }
            return deliver(DiffStep.computed(seed, call, type), call)
        }
    }

    /// GenericAndVariadicFunctions.md, "Answers of the wrong type, and no answer": an answer of the
    /// call's type is the result; one of another type is a failure naming the method, the expected
    /// and the answered type, after which the call behaves like an unregistered strict stub.
    mutating func deliver(_ value: DiffValue, _ call: DiffCall) -> String {
        guard let expected = call.type, value.type != expected, mutation != .genericWrongTypeAccepted else {
            return "returned \(value)"
        }
        let name = scenario.shape.genericName
        return fail(
            Messages.genericAnswerOfWrongType(name: name, expected: "\(expected)", answered: "\(value.type)"), call)
    }

    /// Reports a generic call's failure and gives what the call does next.
    ///
    /// "After a failure the call behaves like an unregistered strict stub: `throwingGenericResult`
    /// throws a StubKitError […]; `genericResult` returns the default value; […] For typed throws
    /// […] throws the StubKitError only where `StoreError` can hold it, and returns the default
    /// value otherwise." The scenarios never leave a type without a default value where the body
    /// cannot throw (that stops the process).
    mutating func fail(_ message: String, _ call: DiffCall) -> String {
        observation.failures.append(message)
        let fallback = call.type?.defaultValue.map { "returned \($0)" } ?? "stopped"
        if scenario.shape == .genericTyped && mutation == .genericTypedFailureThrows { return "threw StubKitError" }
        if scenario.shape.throwsAnyError && (mutation != .genericFailureReturnsDefault || fallback == "stopped") {
            return "threw StubKitError"
        }
        return fallback
    }

    /// What a generic action's base makes of a call nothing set up answers.
    ///
    /// "No answer […] is the expected type's defaultValue. Where the type has none, it is a failure
    /// naming the method and the type […]. Make the action with strictStubGeneric() to have every
    /// unanswered call reported." A registered base answers like a setup.
    mutating func genericBase(_ call: DiffCall, expected: DiffType) -> String {
        let name = scenario.shape.genericName
        switch scenario.base {
        case .registered(let value), .strictRegistered(let value), .defaulted(let value):
            return deliver(.int(value), call)
        case .registeredThrow(let code): return "threw \(scenario.shape.errorName)(code: \(code))"
        case .strict where mutation != .genericStrictUnansweredReturnsDefault:
            return fail(Messages.unansweredStrictGeneric(name: name, expected: "\(expected)"), call)
        case .loose, .strict:
            if let value = expected.defaultValue { return "returned \(value)" }
            if mutation == .genericNoDefaultReportedAsStrict {
                return fail(Messages.unansweredStrictGeneric(name: name, expected: "\(expected)"), call)
            }
            return fail(Messages.noGenericAnswer(name: name, expected: "\(expected)"), call)
        }
    }

    /// Rule 1's fallback: the stub's default value, registered value or default behaviour, or
    /// strict-stub report.
    ///
    /// StrictStubs.md: a strict stub reports, then throws a StubKitError from a method declared
    /// `throws`, or returns the default value (typed-throwing methods included, whose error type
    /// cannot hold a StubKitError).
    mutating func base(_ call: DiffCall) -> String {
        if let expected = call.type { return genericBase(call, expected: expected) }
        switch scenario.base {
        case .loose: return "returned 0"
        case .registered(let value), .strictRegistered(let value), .defaulted(let value): return "returned \(value)"
        case .registeredThrow(let code): return "threw \(scenario.shape.errorName)(code: \(code))"
        case .strict:
            observation.failures.append(DiffFailure.strict(scenario.actionName, call.written(scenario.shape)))
            return scenario.shape.throwsAnyError ? "threw StubKitError" : "returned 0"
        }
    }

    /// VerificationAndExpectations.md: the table of expectations, one message per unmet
    /// expectation from `verificationFailures()`, the actual count in every message, and the
    /// failure of an unverified sequence when it is released.
    mutating func verify(_ sequence: Sequence, _ index: Int) {
        guard !sequence.expectations.isEmpty else { return }
        let unmet = sequence.expectations.filter { !Self.meets($0, sequence.count) }
        let called = Array(repeating: sequence.count, count: unmet.count)
        let shown = sequence.received.prefix(10).map { $0.written(scenario.shape) }.joined(separator: ", ")
        let received = Array(repeating: "[\(shown)]", count: unmet.count)
        switch sequence.verification {
        case .failures:
            observation.verifications.append(
                "L\(index): verificationFailures() -> \(unmet.count), called \(called), received \(received); "
                    + "verify() -> \(unmet.isEmpty)")
        case .verify:
            observation.verifications.append("L\(index): verify() -> \(unmet.isEmpty)")
        case .skt:
            let reported = unmet.isEmpty ? [] : ["SKTVerify: called \([sequence.count]), received [\(shown)]"]
            observation.verifications.append("L\(index): SKTVerify reported \(reported)")
        case .none:
            observation.failures.append(DiffFailure.unverified)
        }
    }

    static func meets(_ expectation: StubExpectation, _ count: Int) -> Bool {
        switch expectation {
        case .never: return count == 0
        case .once: return count == 1
        case .atLeastOnce: return count >= 1
        case .times(let n): return count == n
        case .atLeastTimes(let n): return count >= n
        case .noMoreThan(let n): return count <= n
        }
    }
}
