import Foundation
import XCTest

// A randomized differential test of setup sequences: seeded scenarios (DiffScenario.swift) run on
// real StubKit mocks (DiffRunner.swift) and on a reference model written from the documentation
// (DiffModel.swift), and everything observable is compared.
//
// Replay one seed: STUBKIT_DIFF_SEED=42 swift test --filter DifferentialTests

final class DifferentialTests: XCTestCase {
    /// The seeds run by default.
    static let defaultSeeds: ClosedRange<UInt64> = 1...1000

    /// `STUBKIT_DIFF_SEED` if set, otherwise ``defaultSeeds``.
    static var seeds: [UInt64] {
        if let text = ProcessInfo.processInfo.environment["STUBKIT_DIFF_SEED"], let seed = UInt64(text) {
            return [seed]
        }
        return Array(defaultSeeds)
    }

    /// What StubKit did for each default seed, observed once for the two tests that compare every
    /// seed: observing is most of their time.
    private static let defaultObservations = SeqLocked<[DiffObservation]?>(nil)

    /// Each default seed's scenario and what StubKit did for it.
    static func observeDefaultSeeds() async -> [(DiffScenario, DiffObservation)] {
        let scenarios = defaultSeeds.map { DiffScenario(seed: $0) }
        if let observed = defaultObservations.current { return Array(zip(scenarios, observed)) }
        var observed: [DiffObservation] = []
        for scenario in scenarios { observed.append(await diffObserve(scenario)) }
        defaultObservations.withLock { $0 = observed }
        return Array(zip(scenarios, observed))
    }

    func testStubKitFollowsTheDocumentedRules() async {
        var runs: [(DiffScenario, DiffObservation)] = []
        if Self.seeds == Array(Self.defaultSeeds) {
            runs = await Self.observeDefaultSeeds()
        } else {
            for seed in Self.seeds {
                let scenario = DiffScenario(seed: seed)
                runs.append((scenario, await diffObserve(scenario)))
            }
        }
        var mismatches = 0
        for (scenario, actual) in runs {
            let expected = diffPredict(scenario)
            guard expected != actual else { continue }
            XCTFail(diffReport(scenario, expected: expected, actual: actual))
            mismatches += 1
            if mismatches == 3 { break }
        }
    }

    /// Proves the comparison can fail: each wrong reading of the documentation disagrees with
    /// StubKit on some seed where the documented reading agrees.
    func testEveryMutationOfTheModelIsCaught() async {
        let agreeing = await Self.observeDefaultSeeds().filter { diffPredict($0.0) == $0.1 }
        for mutation in DiffMutation.allCases {
            let catching = agreeing.first { diffPredict($0.0, mutation: mutation) != $0.1 }
            XCTAssertNotNil(catching, "The mutation \(mutation) of the model agrees with StubKit on every seed")
        }
    }

    /// The generator reaches every kind of layer, condition, step, base and verification in the
    /// default seeds, and every documented outcome of a generic call on every generic shape, so the
    /// comparison exercises all of them.
    func testTheDefaultSeedsCoverEveryFeature() {
        var seen = Set<String>()
        for seed in Self.defaultSeeds {
            let scenario = DiffScenario(seed: seed)
            let shape = scenario.shape
            seen.insert("shape \(shape)")
            seen.insert("base \(scenario.base)")
            if shape.isGeneric { seen.insert("generic base \(scenario.base)") }
            for operation in scenario.operations {
                if case .resetSpy = operation { seen.insert("removeAll") }
                if case .call(let call) = operation, let type = call.type { seen.insert("call expecting \(type)") }
            }
            for outcome in Self.genericOutcomes(scenario) { seen.insert(outcome) }
            if case .defaulted = scenario.base {
                // A default that runs under some calls and steps aside under others, with layers above it.
                let predicted = diffPredict(scenario).calls
                if predicted.contains(where: { $0.answers.contains("default") }) { seen.insert("default ran") }
                if predicted.contains(where: { !$0.answers.contains("default") }) {
                    seen.insert("default stepped aside")
                }
            }
            for layer in scenario.layers {
                guard case .sequence(let upFront, let links, let verification) = layer else {
                    seen.insert("spy")
                    continue
                }
                if upFront != nil { seen.insert("setupStubSequence(of:for:)") }
                seen.insert("verification \(verification)")
                var endless = false
                for link in links {
                    switch link {
                    case .condition(let condition): seen.insert(condition.feature(shape))
                    case .step(let step):
                        if endless { seen.insert("step after endless") }
                        endless = endless || step.isEndless
                        seen.insert(step.feature)
                        if shape.isGeneric { seen.insert(step.genericFeature) }
                    case .callback: seen.insert("callback")
                    case .expect(let expectation):
                        seen.insert(String(expectation.diffWritten.prefix { $0 != "(" }))
                    }
                }
            }
        }
        let expected: Set<String> = [
            "shape (String) -> Int", "shape (String, Int) -> Int", "shape (String) throws -> Int",
            "shape (String) throws(DiffTypedError) -> Int", "shape (String) async -> Int",
            "shape (String) async throws -> Int",
            "base loose", "base registered(7)", "base registeredThrow(9)", "base strict", "base strictRegistered(8)",
            "base defaulted(6)", "generic base defaulted(6)", "default stepped aside", "default ran",
            "removeAll", "spy", "setupStubSequence(of:for:)",
            "verification failures", "verification verify", "verification skt", "verification none",
            "when(value)", "when(first, second)", "when(predicate)", "whenFirst", "whenSecond",
            "step after endless", "returnsOnce", "returns", "throwsOnce", "throws", "answersOnce", "answers",
            "answers throwing", "answersOnce throwing",
            "callback", "never", "once", "atLeastOnce", "times", "atLeastTimes", "noMoreThan",
            // Generic actions.
            "shape <T>(String) -> T", "shape <T>(String, Int) throws -> T", "shape <T>(String) async throws -> T",
            "shape <T>(String) throws(DiffTypedError) -> T",
            "generic base loose", "generic base registered(7)", "generic base registeredThrow(9)",
            "generic base strict", "generic base strictRegistered(8)",
            "call expecting Int", "call expecting String", "call expecting DiffBox",
            "when(GenericCall)", "when { $0.arguments == … }", "when(expects)", "when(uses)",
            "returns an Int", "returns a String", "returns a DiffBox",
            "answers an Int", "answers a String", "answers a DiffBox", "answers the call's type",
        ]
        // "No answer" needs a type without a default value, which only throwing bodies are asked for.
        let outcomes = DiffShape.allCases.filter(\.isGeneric).flatMap { shape in
            ["wrong type", "strict unanswered", "answered in type", "default value", "received calls with types"].map {
                "\(shape): \($0)"
            }
                + (shape.callTypes.contains(.box) ? ["\(shape): no answer"] : [])
        }
        XCTAssertEqual(expected.union(outcomes).subtracting(seen), [])
    }

    /// What the documented rules make of the generic calls of `scenario`, as the model predicts it:
    /// "<shape>: wrong type", "no answer", "strict unanswered", "answered in type", "default value",
    /// and "received calls with types" when a verification lists calls as `a <Int> -> Int`.
    static func genericOutcomes(_ scenario: DiffScenario) -> Set<String> {
        guard scenario.shape.isGeneric else { return [] }
        let predicted = diffPredict(scenario)
        var outcomes = Set<String>()
        for failure in predicted.failures {
            if failure.contains(" expects an answer of type ") { outcomes.insert("wrong type") }
            if failure.hasPrefix("No answer for ") { outcomes.insert("no answer") }
            if failure.hasPrefix("Unregistered strict generic stub") { outcomes.insert("strict unanswered") }
        }
        if predicted.verifications.contains(where: { $0.contains(" <") }) {
            outcomes.insert("received calls with types")
        }
        for call in predicted.calls {
            if call.result.hasPrefix("returned ") { outcomes.insert("answered in type") }
            if call.result == "returned 0" || call.result == "returned \"\"" { outcomes.insert("default value") }
        }
        return Set(outcomes.map { "\(scenario.shape): \($0)" })
    }

    func testAScenarioIsTheSameForTheSameSeed() {
        XCTAssertEqual(DiffScenario(seed: 42).transcript, DiffScenario(seed: 42).transcript)
        XCTAssertNotEqual(DiffScenario(seed: 42).transcript, DiffScenario(seed: 43).transcript)
    }
}

/// The seed, the scenario and every difference, so that a failure can be read and replayed.
func diffReport(_ scenario: DiffScenario, expected: DiffObservation, actual: DiffObservation) -> String {
    let options = scenario.answersReadSpies ? " STUBKIT_DIFF_SPY_TIMING=1" : ""
    var lines = [
        "StubKit disagrees with the documented rules for seed \(scenario.seed) "
            + "(replay: STUBKIT_DIFF_SEED=\(scenario.seed)\(options) swift test --filter DifferentialTests)",
        scenario.transcript,
        "Differences (documented / StubKit):",
    ]
    for index in 0..<max(expected.calls.count, actual.calls.count) {
        let want = index < expected.calls.count ? expected.calls[index].description : "-"
        let got = index < actual.calls.count ? actual.calls[index].description : "-"
        if want != got { lines.append("call \(index): \(want)\n    StubKit: \(got)") }
    }
    func compare(_ title: String, _ want: [String], _ got: [String]) {
        if want != got { lines.append("\(title): \(want)\n    StubKit: \(got)") }
    }
    compare("spies", expected.spies, actual.spies)
    compare("verification", expected.verifications, actual.verifications)
    compare("failures", expected.failures, actual.failures)
    return lines.joined(separator: "\n")
}

extension DiffCondition {
    /// The API this condition uses.
    fileprivate func feature(_ shape: DiffShape) -> String {
        switch self {
        case .equals(let value) where shape.isGeneric:
            return value.type == nil ? "when { $0.arguments == … }" : "when(GenericCall)"
        case .equals(let value): return value.number == 0 ? "when(value)" : "when(first, second)"
        case .first: return "whenFirst"
        case .second: return "whenSecond"
        case .predicate: return "when(predicate)"
        case .expects: return "when(expects)"
        case .uses: return "when(uses)"
        }
    }
}

extension DiffStep {
    /// The API this step uses.
    fileprivate var feature: String {
        let suffix = isEndless ? "" : "Once"
        switch kind {
        case .value: return "returns\(suffix)"
        case .error: return "throws\(suffix)"
        case .computed(_, let throwsOnC, _): return "answers\(suffix)\(throwsOnC ? " throwing" : "")"
        }
    }

    /// The type a step on a generic shape answers.
    fileprivate var genericFeature: String {
        switch kind {
        case .value(let value): return "returns \(value.type == .int ? "an" : "a") \(value.type)"
        case .error: return "throws"
        case .computed(_, _, let type?): return "answers \(type == .int ? "an" : "a") \(type)"
        case .computed(_, _, nil): return "answers the call's type"
        }
    }
}
