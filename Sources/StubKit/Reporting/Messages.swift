/// Every sentence StubKit reports to a user, in one place.
///
/// The library builds its failures here; StubKit's own tests build the messages they expect here
/// too (`MessagesTests` pins each sentence once, word for word), and `scripts/check-clients.sh`
/// reads ``noDefaultValue`` from this file. Compile-time messages (`@available(*, unavailable,
/// message:)`) must be string literals: each one repeats its constant here, and a test checks
/// that the copies in the sources match.
@usableFromInline
enum Messages {
    /// The compile error of `stub(of:)` on a result type without a default value.
    static let noDefaultValue =
        "the result type does not conform to DefaultProvidable: use stub(of:alwaysReturn:) or conform it"

    /// The compile error of `StubGeneric`'s `stub` on a result type without a default value.
    static let noDefaultValueForGeneric =
        "the result type does not conform to DefaultProvidable: use .strictStub and register it, or conform it"

    /// The compile error of `stub()` for a declared action whose result has no default value.
    static let noDefaultValueForDeclared =
        "the result type does not conform to DefaultProvidable: use stub(alwaysReturn:) or conform it"

    /// The compile error of `stub()`, `stub(alwaysReturn:)` and `stub(alwaysThrow:)` declared as
    /// `() -> Output`: every action takes its arguments as one value, so none is `()`.
    static let declaredActionWithoutParameters =
        "a method without parameters takes (): declare its action as (()) -> Output and call it with action(())"

    /// A strict stub was called without being registered or set up; `nearMiss` names the setups
    /// whose conditions refused the call (``nearMisses(_:more:)``).
    static func unregisteredStrictStub(name: String, arguments: String, nearMiss: String? = nil) -> String {
        "Unregistered strict stub '\(name)' was called with \(arguments). "
            + (nearMiss.map { "\($0). " } ?? "")
            + "Register it (registerStub(alwaysReturn:) or a closure) or set it up with setupStub(of:return:) "
            + "before the code under test calls it."
    }

    /// A strict property stub's getter ran before any value was set.
    static func strictPropertyReadBeforeSet(name: String) -> String {
        "Strict property '\(name)' was read before it was set. Set it, or set up its get action "
            + "(setupStub(of: &mock.nameStub.get, return:)), before the code under test reads it."
    }

    /// A weak property stub was set to a value that is not a class instance.
    static func weakPropertyOfValue(type: String) -> String {
        "A weak PropertyStub was set to a value of type \(type), which cannot be held weakly: only class "
            + "instances can. It holds this value strongly; declare the property with PropertyStub(_:) instead."
    }

    /// A generic stub was asked for a signature none of its potentials has.
    static func noGenericStub(name: String, arguments: String, output: String, offered: String) -> String {
        "No stub for \(name) with arguments of type \(arguments) returning \(output); potentials offered: \(offered)"
    }

    /// A generic method's action answered a call with a value of another type than the call expects.
    static func genericAnswerOfWrongType(name: String, expected: String, answered: String) -> String {
        "\(name) expects an answer of type \(expected), but its action answered a value of type \(answered). "
            + "Answer each call with its own type: match it with when { $0.expects(\(expected).self) }."
    }

    /// Nothing answered a generic method's call, and the type it expects has no default value.
    static func noGenericAnswer(name: String, expected: String) -> String {
        "No answer for \(name) returning \(expected), which has no default value: set up its action "
            + "for this type (when { $0.expects(\(expected).self) }.returns(...)) or make \(expected) DefaultProvidable."
    }

    /// Nothing answered a call of a generic method whose action is strict; `nearMiss` names the
    /// setups whose conditions refused the call (``nearMisses(_:more:)``).
    static func unansweredStrictGeneric(name: String, expected: String, nearMiss: String? = nil) -> String {
        "Unregistered strict generic stub '\(name)' was called expecting \(expected). "
            + (nearMiss.map { "\($0). " } ?? "")
            + "Set up its action for this type before the code under test calls it."
    }

    /// The action of a `rethrows` method threw an error its closure parameter did not throw.
    static func rethrowsActionThrew(name: String, error: String) -> String {
        "\(name) rethrows only what its closure parameter throws, but its action threw \(error) while the closure "
            + "threw nothing: call the closure in the answer and let its error through, or return a value."
    }

    /// A generated mock's placeholder for a requirement the generator has no pattern for was called.
    static func unmockedRequirement(_ requirement: String, reason: String) -> String {
        "'\(requirement)' was called, but the generated mock does not implement it: \(reason). Write it by hand."
    }

    /// What stops the process when a failed call has no value to return.
    static func noValueToReturn(_ message: String, type: String) -> String {
        "StubKit: \(message) (no default value of \(type) to return)"
    }

    /// A sequence with expectations was released without being verified.
    static func unverifiedSequence(expectations: String) -> String {
        "A setup sequence with expectations (\(expectations)) was never verified: "
            + "call SKTVerify(sequence) or sequence.verify() before it is released."
    }

    /// A sequence verified by its attached `XCTestExpectation` received calls that broke it later.
    static func brokenAfterFulfilment(_ failure: String) -> String {
        "The expectations of a setup sequence were met when its attached XCTestExpectation was "
            + "fulfilled, but later calls broke them: \(failure)"
    }

    /// A step chained after `returns`, `throws` or `answers`, which answer every later call.
    static func stepAfterEndless(step: String, endless: String) -> String {
        "\(step) is never used: \(endless) before it already answers every later call "
            + "of this setup sequence. Only the last step may be returns, throws or answers."
    }

    /// One or more unmet expectations of a sequence: `expected once, called 0 times; calls received: none`.
    ///
    /// `nearestMiss`, for an expectation that wanted more calls, says why the sequence's
    /// conditions refused the first call they refused.
    static func unmetExpectations(_ expected: String, count: Int, calls: String, nearestMiss: String? = nil) -> String {
        "expected \(expected), called \(times: count); calls received: \(calls)"
            + (nearestMiss.map { "; nearest miss: \($0)" } ?? "")
    }

    /// The setups whose conditions refused a call nothing answered, newest first, each with where it
    /// was set up and why: `Nearest setup (App/LoginTests.swift:12): when("vip") waited for "vip", got "guest"`.
    static func nearMisses(_ misses: [(site: String, reason: String)], more: Int) -> String {
        guard misses.count > 1 else {
            return misses.map { "Nearest setup (\($0.site)): \($0.reason)" }.joined()
        }
        return "Nearest setups: " + misses.map { "(\($0.site)) \($0.reason)" }.joined(separator: "; ")
            + (more > 0 ? "; … and \(more) more" : "")
    }

    /// `SKTVerify` found unmet expectations.
    static func expectationNotMet(sequenceSite: String, conditions: String, failure: String) -> String {
        "Stub expectation not met for the setup sequence from \(sequenceSite)"
            + (conditions.isEmpty ? "" : " matching \(conditions)") + ": \(failure)"
    }

    /// The end of a whole-test scope found unmet expectations of a sequence nobody verified.
    static func expectationNotMetAtTestEnd(sequenceSite: String, conditions: String, failure: String) -> String {
        "Stub expectation not met when the test ended, for the setup sequence from \(sequenceSite)"
            + (conditions.isEmpty ? "" : " matching \(conditions)") + ": \(failure)"
    }

    /// A sequence in a whole-test scope whose conditions matched no call: `setup` is the sequence
    /// as chained (`when("vip").returns(true)`).
    static func unmatchedSetup(_ setup: String, calls: String) -> String {
        "Unused setup: no call matched \(setup) during the test; calls its stub received: \(calls). "
            + "Fix the conditions, remove the setup, or mark it .lenient()."
    }

    /// A sequence in a whole-test scope that answered no call at all: `setup` is the sequence as
    /// chained, named once whatever its steps and conditions (`when("vip").returnsOnce(true).returns(false)`).
    static func unusedSetup(_ setup: String, calls: String) -> String {
        "Unused setup: \(setup) answered no call during the test; "
            + "calls its stub received: \(calls). Remove what the test does not need, or mark the sequence .lenient()."
    }

    /// A sequence in a whole-test scope that answered some calls, with later steps no call used.
    static func unusedSteps(_ unused: String, of setup: String, matched: Int, calls: String) -> String {
        "Unused setup: \(unused) of \(setup) answered no call during the test (it matched \(times: matched)); "
            + "calls its stub received: \(calls). Remove what the test does not need, or mark the sequence .lenient()."
    }

    /// How `SKTVerifyInOrder` names a setup sequence: by where it was set up, and its conditions.
    static func sequenceName(site: String, conditions: String) -> String {
        "the setup sequence from \(site)" + (conditions.isEmpty ? "" : " matching \(conditions)")
    }

    /// How `SKTVerifyInOrder` names a spy: by what it records.
    static func spyName(recording type: String, weakly: Bool) -> String {
        (weakly ? "the weak spy of " : "the spy of ") + type
    }

    /// `SKTVerifyInOrder` found a call made before a call of an argument listed earlier.
    ///
    /// `calls` are the calls of every argument in the order they happened, as `#2 "logout"`;
    /// `names` are the arguments' names in the order they were passed.
    static func callsOutOfOrder(
        early: Int, earlyCall: String, late: Int, names: [String], calls: [String], unlisted: Int
    ) -> String {
        "Calls out of order: #\(early) was called with \(earlyCall) before the last call of #\(late). "
            + "Expected in this order: "
            + names.enumerated().map { "#\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
            + ". Calls in the order they happened: " + calls.joined(separator: ", ")
            + (unlisted > 0 ? ", … and \(unlisted) more" : "")
    }

    /// A call to a mock failed (`failure`) during the Swift Testing test `test`, declared at
    /// `testSite`; the failure was raised at `mockSite`, the mock's line.
    static func failedCallInTest(_ failure: String, test: String, testSite: String, mockSite: String) -> String {
        failure + "\n(In test \(test) at \(testSite); the mock's line: \(mockSite).)"
    }

    /// A failure on a thread where no Swift Testing test runs, held by the whole-test scope of the
    /// test that made the mock and reported when that test ended.
    static func heldUntilTestEnd(_ failure: String) -> String {
        failure + "\n(Reported when the test ended: it happened on a thread the test did not start.)"
    }

    /// A failure on a thread where no Swift Testing test runs, for a mock made in `test` (`signUp()
    /// at AppTests/SignUpTests.swift:14`) that no whole-test scope holds.
    static func outsideAnyTest(_ failure: String, test: String) -> String {
        failure
            + "\n(Reported outside any test: it happened on a thread that test \(test) did not start, "
            + "where Swift Testing knows no test. Give that test or its suite the .verifyStubs trait to "
            + "have it reported against the test when it ends.)"
    }

    /// `SKTVerifyCalls(_:_:)` found a log that differs from the calls expected; `lines` are the
    /// difference, each marked `  `, `- ` or `+ `.
    static func callsDiffer(called: Int, expected: Int, lines: [String]) -> String {
        "Calls differ from those expected (\(called == 1 ? "1 call" : "\(called) calls"), \(expected) expected; "
            + "- expected, not called; + called, not expected):\n" + lines.joined(separator: "\n")
    }

    /// `SKTVerifyCalls(_:including:)` found calls expected missing from the log, or out of order;
    /// `lines` are the log with them merged in, each marked `  `, `- ` or `· `.
    static func expectedCallsMissing(missing: Int, expected: Int, lines: [String]) -> String {
        "Calls expected in this order are missing (\(missing) of \(expected) not called; "
            + "- expected, not called; · other calls):\n" + lines.joined(separator: "\n")
    }

    /// `SKTVerifyInOrder` was given something that records no call order.
    static func notOrderable(type: String) -> String {
        "\(type) cannot be verified in order: SKTVerifyInOrder takes setup sequences and spies "
            + "(ArgRecords, ArgWeakRecords)."
    }

    /// `SKTVerify(_:_:timeout:)` found a completion handler not called as expected when the time was up.
    static func completionNotCalled(_ failure: String) -> String {
        "Completion handler not called as expected: \(failure)"
    }

    /// ``StubExpectation/notMetDescription(count:)``, in the archived StubKit's words.
    static func notMetDescription(expected: String, count: Int) -> String {
        "Called \(times: count) while expected \(expected)"
    }
}
