import XCTest

@testable import StubKit

/// A call nothing answers names the setups whose conditions refused it, and what they waited for.
final class NearMissTests: XCTestCase {
    private let file = #fileID

    /// Every conditioned setup registers for near misses; released ones are dropped as more register,
    /// so a long suite's registry stays bounded (found by `make mutate`: a negated prune passed).
    func testReleasedSetupsAreDroppedAsMoreRegister() {
        // More live setups than the first pruning threshold (64), held for the whole test...
        var live: [(String) -> Int] = []
        for index in 0..<80 {
            var action: (String) -> Int = { _ in 0 }
            setupStubSequence(of: &action).when("live\(index)").returns(index)
            live.append(action)
        }
        // ...then 400 setups released at once: the registry drops them as it grows.
        for index in 0..<400 {
            var action: (String) -> Int = { _ in 0 }
            setupStubSequence(of: &action).when("x\(index)").returns(index)
        }
        // Other tests may hold a few live setups meanwhile; the 400 released ones are never all kept.
        XCTAssertLessThan(NearMisses.registeredCount, 320)
        XCTAssertEqual(live.count, 80)
    }

    /// Pruning drops released setups only: a live setup of another argument type, registered
    /// before hundreds of released ones, is still named by a near miss after the registry pruned
    /// (whole-code survivor #688: a prune keeping only the emptied argument types passed).
    func testALiveSetupOfAnotherArgumentTypeOutlivesEveryPrune() {
        let mock = SeqStrictMock()
        setupStubSequence(of: &mock.scoreAction).when("vip").returns(1)
        let setupLine = #line - 1
        for index in 0..<400 {
            var action: (Int) -> Int = { _ in 0 }
            setupStubSequence(of: &action).when(index).returns(index)
        }
        let failures = recordingFailures { _ = mock.score("guest") }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.unregisteredStrictStub(
                    name: "scoreAction", arguments: "\"guest\"",
                    nearMiss: "Nearest setup (\(file):\(setupLine)): when(\"vip\") waited for \"vip\", got \"guest\"")
            ])
    }

    /// The registry prunes exactly when its count reaches the threshold (64), not one later, and
    /// keeps live setups; the next threshold is twice what is left, never under 64 (whole-code
    /// survivor #729: `>=` changed to `>` passed, as did pruning on every registration).
    func testTheRegistryPrunesAtExactlyItsThresholdAndKeepsTheLive() {
        let key = ObjectIdentifier(String.self)
        var registry = NearMisses.Registry()
        for _ in 0..<63 { registry.add(PlainCandidate(), under: key) }
        XCTAssertEqual(registry.count, 63, "one under the threshold: nothing is dropped")
        XCTAssertEqual(registry.setups[key]?.count, 63)
        let first = PlainCandidate()
        registry.add(first, under: key)
        XCTAssertEqual(registry.count, 1, "at the threshold: the released setups are dropped, the one added stays")
        XCTAssertEqual(registry.setups[key]?.count, 1)
        XCTAssertEqual(registry.pruneAt, 64, "never under 64")

        let live = (0..<40).map { _ in PlainCandidate() }
        for candidate in live { registry.add(candidate, under: key) }
        for _ in 0..<22 { registry.add(PlainCandidate(), under: ObjectIdentifier(Int.self)) }
        XCTAssertEqual(registry.count, 63)
        let last = PlainCandidate()
        registry.add(last, under: key)
        XCTAssertEqual(registry.count, 42, "the live setups stay")
        XCTAssertEqual(registry.setups[key]?.count, 42)
        XCTAssertNil(registry.setups[ObjectIdentifier(Int.self)], "an argument type left with none is dropped")
        XCTAssertEqual(registry.pruneAt, 84, "twice what is left")
        withExtendedLifetime((first, last)) {}
        XCTAssertEqual(live.count, 40)
    }

    /// `when(...)` of two, three and four arguments is an equality: an unmet expectation says what
    /// it waited for and what came, as for `when(x)` (whole-code survivor #784: the four-argument
    /// form marked as a predicate passed, and then named no nearest miss).
    func testWhenOfEveryArityIsAnEqualityAnUnmetExpectationExplains() {
        let database = SeqDatabaseMock()
        let two = setupStubSequence(of: &database.addAccountAction).when("Tom", "Derk").expect(.once)
        let shapes = SeqShapesMock()
        let three = setupStubSequence(of: &shapes.moveAction).when(1, 2, 3).expect(.once)
        let four = setupStubSequence(of: &shapes.configureAction).when("db", 5432, true, 1.5).expect(.once)
        _ = database.addAccount(givenName: "Tom", lastName: "Lee")
        _ = shapes.move(x: 1, y: 2, z: 4)
        _ = shapes.configure(host: "db", port: 5432, secure: false, timeout: 1.5)
        XCTAssertEqual(
            two.verificationFailures(),
            [
                #"expected once, called 0 times; calls received: ("Tom", "Lee"); nearest miss: "#
                    + #"when("Tom", "Derk") waited for ("Tom", "Derk"), got ("Tom", "Lee")"#
            ])
        XCTAssertEqual(
            three.verificationFailures(),
            [
                "expected once, called 0 times; calls received: (1, 2, 4); nearest miss: "
                    + "when(1, 2, 3) waited for (1, 2, 3), got (1, 2, 4)"
            ])
        XCTAssertEqual(
            four.verificationFailures(),
            [
                #"expected once, called 0 times; calls received: ("db", 5432, false, 1.5); nearest miss: "#
                    + #"when("db", 5432, true, 1.5) waited for ("db", 5432, true, 1.5), got ("db", 5432, false, 1.5)"#
            ])
    }

    func testAStrictStubNamesTheSetupWhoseValueDiffered() {
        let mock = SeqStrictMock()
        setupStubSequence(of: &mock.scoreAction).when("vip").returns(1)
        let setupLine = #line - 1
        let failures = recordingFailures { _ = mock.score("guest") }
        XCTAssertEqual(
            failures.map(\.message),
            [
                "Unregistered strict stub 'scoreAction' was called with \"guest\". Nearest setup (\(file):\(setupLine)): "
                    + "when(\"vip\") waited for \"vip\", got \"guest\". Register it (registerStub(alwaysReturn:) or a "
                    + "closure) or set it up with setupStub(of:return:) before the code under test calls it."
            ])
    }

    func testSeveralRefusingSetupsAreNamedNewestFirstAndAcceptingOnesAreNot() {
        let mock = SeqStrictMock()
        setupStubSequence(of: &mock.scoreAction).when("a").returns(1)
        let firstLine = #line - 1
        setupStubSequence(of: &mock.scoreAction).when("guest").returnsOnce(2)
        setupStubSequence(of: &mock.scoreAction).when("b").returns(3)
        let lastLine = #line - 1
        let failures = recordingFailures {
            XCTAssertEqual(mock.score("guest"), 2)
            _ = mock.score("guest")  // The once-step is used up; its condition accepts the call, so it is not named.
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.unregisteredStrictStub(
                    name: "scoreAction", arguments: "\"guest\"",
                    nearMiss: "Nearest setups: (\(file):\(lastLine)) when(\"b\") waited for \"b\", got \"guest\"; "
                        + "(\(file):\(firstLine)) when(\"a\") waited for \"a\", got \"guest\"")
            ])
    }

    func testOnlyTheConditionsThatRefusedAreNamed() {
        let mock = SeqStrictMock()
        setupStubSequence(of: &mock.scoreAction).when { $0.count > 3 }.when("vip").returns(1)
        let setupLine = #line - 1
        let refusedByValue = recordingFailures { _ = mock.score("guests") }
        let refusedByPredicate = recordingFailures { _ = mock.score("vip") }
        XCTAssertEqual(
            refusedByValue.map(\.message),
            [
                Messages.unregisteredStrictStub(
                    name: "scoreAction", arguments: "\"guests\"",
                    nearMiss: "Nearest setup (\(file):\(setupLine)): when(\"vip\") waited for \"vip\", got \"guests\"")
            ])
        XCTAssertEqual(
            refusedByPredicate.map(\.message),
            [
                Messages.unregisteredStrictStub(
                    name: "scoreAction", arguments: "\"vip\"",
                    nearMiss: "Nearest setup (\(file):\(setupLine)): when(predicate) did not accept it")
            ])
    }

    func testAPredicateAloneSaysItDidNotAccept() {
        let mock = SeqStrictMock()
        setupStubSequence(of: &mock.scoreAction, for: { $0.hasPrefix("admin") }).returns(1)
        let setupLine = #line - 1
        let failures = recordingFailures { _ = mock.score("guest") }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.unregisteredStrictStub(
                    name: "scoreAction", arguments: "\"guest\"",
                    nearMiss: "Nearest setup (\(file):\(setupLine)): when(predicate) did not accept it")
            ])
    }

    func testOneArgumentOfSeveralShowsTheValueItCompared() {
        let mock = SeqShapesMock()
        mock.moveAction = strictStub(of: mock.move, name: "moveAction")
        setupStubSequence(of: &mock.moveAction).whenSecond(2).returns(true)
        let secondLine = #line - 1
        setupStubSequence(of: &mock.moveAction).when(\.2, equals: 9).returns(true)
        let keyPathLine = #line - 1
        let failures = recordingFailures { _ = mock.move(x: 1, y: 5, z: 3) }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.unregisteredStrictStub(
                    name: "moveAction", arguments: "(1, 5, 3)",
                    nearMiss: "Nearest setups: (\(file):\(keyPathLine)) when(\\(Int, Int, Int)..2, equals: 9) "
                        + "waited for 9, got 3; (\(file):\(secondLine)) whenSecond(2) waited for 2, got 5")
            ])
    }

    /// A setup refused by two equality conditions names both, and not the one the call satisfied.
    ///
    /// Fixing the first alone, the call would still be refused.
    func testASecondRefusingConditionIsNamedToo() {
        let mock = SeqShapesMock()
        mock.moveAction = strictStub(of: mock.move, name: "moveAction")
        setupStubSequence(of: &mock.moveAction).whenFirst(1).whenSecond(2).whenThird(3).returns(true)
        let setupLine = #line - 1
        let failures = recordingFailures { _ = mock.move(x: 7, y: 5, z: 3) }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.unregisteredStrictStub(
                    name: "moveAction", arguments: "(7, 5, 3)",
                    nearMiss: "Nearest setup (\(file):\(setupLine)): whenFirst(1) waited for 1, got 7, "
                        + "whenSecond(2) waited for 2, got 5")
            ])
    }

    /// Every refusing equality is named, in the order written: the third too, and one of another
    /// kind (a key path) after a condition that accepted the call.
    func testEveryRefusingEqualityIsNamedInTheOrderWritten() {
        let mock = SeqShapesMock()
        mock.moveAction = strictStub(of: mock.move, name: "moveAction")
        setupStubSequence(of: &mock.moveAction).whenFirst(1).whenSecond(2).whenThird(4).returns(true)
        let threeLine = #line - 1
        setupStubSequence(of: &mock.moveAction).whenThird(3).when(\.1, equals: 6).when(\.0, equals: 8).returns(true)
        let keyPathLine = #line - 1
        let failures = recordingFailures { _ = mock.move(x: 7, y: 5, z: 3) }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.unregisteredStrictStub(
                    name: "moveAction", arguments: "(7, 5, 3)",
                    nearMiss: "Nearest setups: (\(file):\(keyPathLine)) when(\\(Int, Int, Int)..1, equals: 6) "
                        + "waited for 6, got 5, when(\\(Int, Int, Int)..0, equals: 8) waited for 8, got 7; "
                        + "(\(file):\(threeLine)) whenFirst(1) waited for 1, got 7, whenSecond(2) waited for 2, got 5, "
                        + "whenThird(4) waited for 4, got 3")
            ])
    }

    /// A predicate is named when the equalities accepted the call, the second when it refused.
    ///
    /// Predicates run in the order written and stop at the first that refuses, as for a call. When
    /// an equality refuses, predicates are not run (a call never runs them on arguments an equality
    /// refused, and one may rely on it).
    func testTheRefusingPredicateIsNamedAfterTheEqualitiesAccepted() {
        let mock = SeqShapesMock()
        mock.moveAction = strictStub(of: mock.move, name: "moveAction")
        let ranSecond = Protected(0)
        setupStubSequence(of: &mock.moveAction).when { $0.0 == 7 }
            .when { args in
                ranSecond.withLock { $0 += 1 }
                return args.1 == 6
            }
            .whenThird(3).returns(true)
        let setupLine = #line - 6
        let refusedByPredicate = recordingFailures { _ = mock.move(x: 7, y: 5, z: 3) }
        XCTAssertEqual(
            refusedByPredicate.map(\.message),
            [
                Messages.unregisteredStrictStub(
                    name: "moveAction", arguments: "(7, 5, 3)",
                    nearMiss: "Nearest setup (\(file):\(setupLine)): when(predicate) did not accept it")
            ])
        XCTAssertEqual(ranSecond.withLock { $0 }, 2)  // the call, then its explanation
        let refusedByValue = recordingFailures { _ = mock.move(x: 7, y: 5, z: 4) }
        XCTAssertEqual(
            refusedByValue.map(\.message),
            [
                Messages.unregisteredStrictStub(
                    name: "moveAction", arguments: "(7, 5, 4)",
                    nearMiss: "Nearest setup (\(file):\(setupLine)): whenThird(3) waited for 3, got 4")
            ])
        XCTAssertEqual(ranSecond.withLock { $0 }, 2)
    }

    func testAStrictGenericActionNamesTheTypeASetupWaitedFor() {
        let mock = GAClientMock()
        setupStubSequence(of: &mock.loadAction).when { $0.expects(String.self) }.returns("text")
        let setupLine = #line - 1
        let failures = recordingFailures { _ = try? mock.load("k") as Int }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.unansweredStrictGeneric(
                    name: "load(_:)", expected: "Int",
                    nearMiss: "Nearest setup (\(file):\(setupLine)): when(predicate) waited for a call expecting "
                        + "String, got one expecting Int")
            ])
        // An answered call of the same action names nothing and reports nothing.
        XCTAssertEqual(recordingFailures { XCTAssertEqual(try? mock.load("k") as String, "text") }, [])
    }

    func testAStrictGenericActionNamesTheGenericParametersASetupWaitedFor() {
        let mock = GAClientMock()
        setupStubSequence(of: &mock.loadAction).when { $0.uses(Int.self) }.returns(1)
        let setupLine = #line - 1
        let failures = recordingFailures { _ = try? mock.load("k") as String }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.unansweredStrictGeneric(
                    name: "load(_:)", expected: "String",
                    nearMiss: "Nearest setup (\(file):\(setupLine)): when(predicate) waited for a call using <Int>, "
                        + "got one using <String>")
            ])
    }

    func testSetupsOfOtherTypesAreNotNamed() {
        let mock = SeqStrictMock()
        let other = SeqDatabaseMock()
        setupStubSequence(of: &other.addAccountAction).whenFirst("vip").returns(1)
        setupStubSequence(of: &other.addUserAction).when("vip").returns(true)  // (String) -> Bool, not -> Int
        let failures = recordingFailures { _ = mock.score("guest") }
        XCTAssertEqual(
            failures.map(\.message), [Messages.unregisteredStrictStub(name: "scoreAction", arguments: "\"guest\"")])
    }

    /// The nearest miss an unmet expectation names, of the calls its conditions refused.
    private func nearestMiss(
        of sequence: StubSequence<(String, String), Int, Never>, after calls: [(String, String)],
        on mock: SeqDatabaseMock
    ) -> String? {
        for (given, last) in calls { _ = mock.addAccount(givenName: given, lastName: last) }
        let failures = recordingFailures { SKTVerify(sequence) }
        return failures.first?.message.components(separatedBy: "; nearest miss: ").dropFirst().first
    }

    func testOfCallsRefusedByOneConditionTheOneLikeTheExpectedValueIsTheNearestMiss() {
        let mock = SeqDatabaseMock()
        let paid = setupStubSequence(of: &mock.addUserAction).when("paid").expect(.once)
        for event in ["setting up", "paid r-2", "declined"] { _ = mock.addUser(name: event) }
        let failures = recordingFailures { SKTVerify(paid) }
        XCTAssertEqual(
            failures.first?.message.components(separatedBy: "; nearest miss: ").last,
            #"when("paid") waited for "paid", got "paid r-2""#)
    }

    func testOfValuesLikeTheExpectedOneTheFewerEditsAreNearerWhateverTheOrder() {
        let mock = SeqDatabaseMock()
        let named = setupStubSequence(of: &mock.addAccountAction).whenFirst("Katherine").expect(.once)
        // Three edits from "Katherine", then one: the later call is nearer.
        XCTAssertEqual(
            nearestMiss(of: named, after: [("Kathleen", "J"), ("Katharine", "J")], on: mock),
            #"whenFirst("Katherine") waited for "Katherine", got "Katharine""#)
    }

    func testOfValuesUnlikeTheExpectedOneTheFirstStaysTheNearestMiss() {
        let mock = SeqDatabaseMock()
        let named = setupStubSequence(of: &mock.addAccountAction).whenFirst("Ada").expect(.once)
        // "Bob" and "Ann" share less than half of "Ada" ("Ann": two edits of 5 characters with the
        // quotes is like it; "Bob" is not): unlike values keep the first call.
        XCTAssertEqual(
            nearestMiss(of: named, after: [("Bob", "L"), ("Zed", "L")], on: mock),
            #"whenFirst("Ada") waited for "Ada", got "Bob""#)
    }

    func testACallFailingFewerConditionsIsNearerThanAnEarlierOneFailingMore() {
        let mock = SeqDatabaseMock()
        let named = setupStubSequence(of: &mock.addAccountAction).whenFirst("Ada").whenSecond("Lovelace")
            .expect(.once)
        XCTAssertEqual(
            nearestMiss(of: named, after: [("Ava", "Lovelock"), ("Grace", "Lovelace")], on: mock),
            #"whenFirst("Ada") waited for "Ada", got "Grace""#)
    }

    func testACallOnlyAPredicateRefusedIsNearerThanOneAnEqualityRefused() {
        let mock = SeqDatabaseMock()
        let named = setupStubSequence(of: &mock.addAccountAction).whenFirst("Ada").when { $0.1.count > 3 }
            .expect(.once)
        // The second call met every equality: a predicate that checked no type says no more than the
        // failure does, so no nearest miss is named, and not the farther first call.
        XCTAssertNil(nearestMiss(of: named, after: [("Adb", "Lovelace"), ("Ada", "L"), ("Ada", "X")], on: mock))
    }

    func testEditsCountInsertionsDeletionsAndReplacements() {
        XCTAssertEqual(MissDistance.edits(from: "", to: "abc"), 3)
        XCTAssertEqual(MissDistance.edits(from: "abc", to: ""), 3)
        XCTAssertEqual(MissDistance.edits(from: "kitten", to: "sitting"), 3)
        XCTAssertEqual(MissDistance.edits(from: "flaw", to: "lawn"), 2)
        XCTAssertEqual(MissDistance.edits(from: "same", to: "same"), 0)
        // Like: fewer edits than half the longer length; at exactly half, unlike.
        XCTAssertEqual(MissDistance.likeness(of: "abcx", to: "abcd"), 1)
        XCTAssertEqual(MissDistance.likeness(of: "abxy", to: "abcd"), MissDistance.unlike)
        XCTAssertEqual(MissDistance.likeness(of: "abcxy", to: "abcde"), 2)
    }

    func testAnUnmetExpectationSaysWhyItsConditionsRefusedTheCallsThatCame() {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addUserAction).when("vip").returns(true).expect(.once)
        let setupLine = #line - 1
        _ = mock.addUser(name: "guest")
        _ = mock.addUser(name: "bob")
        let failures = recordingFailures { SKTVerify(sequence) }
        XCTAssertEqual(
            failures.map(\.message),
            [
                "Stub expectation not met for the setup sequence from \(file):\(setupLine) matching when(\"vip\"): "
                    + "expected once, called 0 times; calls received: \"guest\", \"bob\"; "
                    + "nearest miss: when(\"vip\") waited for \"vip\", got \"guest\""
            ])
    }

    /// The nearest miss of an unmet expectation names every equality that refused the call too.
    func testAnUnmetExpectationNamesEveryRefusingEquality() {
        let mock = SeqShapesMock()
        let sequence = setupStubSequence(of: &mock.moveAction).whenFirst(1).whenSecond(2).whenThird(4).expect(.once)
        _ = mock.move(x: 7, y: 5, z: 3)
        XCTAssertEqual(
            sequence.verificationFailures(),
            [
                "expected once, called 0 times; calls received: (7, 5, 3); nearest miss: whenFirst(1) waited for 1, "
                    + "got 7, whenSecond(2) waited for 2, got 5, whenThird(4) waited for 4, got 3"
            ])
    }

    /// Every positional equality of two and four arguments is named with what it waited for
    /// (whole-code survivor #777: the four-argument `whenThird` marked as a predicate passed, and
    /// then dropped out of the nearest miss); three arguments are the test above.
    func testEveryPositionalEqualityOfTwoAndFourArgumentsNamesWhatItWaitedFor() {
        let database = SeqDatabaseMock()
        let two = setupStubSequence(of: &database.addAccountAction).whenFirst("Ann").whenSecond("Derk").expect(.once)
        let shapes = SeqShapesMock()
        let four = setupStubSequence(of: &shapes.configureAction).whenFirst("db").whenSecond(5432).whenThird(true)
            .whenFourth(1.5).expect(.once)
        _ = database.addAccount(givenName: "Tom", lastName: "Lee")
        _ = shapes.configure(host: "web", port: 80, secure: false, timeout: 9)
        XCTAssertEqual(
            two.verificationFailures(),
            [
                #"expected once, called 0 times; calls received: ("Tom", "Lee"); nearest miss: "#
                    + #"whenFirst("Ann") waited for "Ann", got "Tom", whenSecond("Derk") waited for "Derk", got "Lee""#
            ])
        XCTAssertEqual(
            four.verificationFailures(),
            [
                #"expected once, called 0 times; calls received: ("web", 80, false, 9.0); nearest miss: "#
                    + #"whenFirst("db") waited for "db", got "web", whenSecond(5432) waited for 5432, got 80, "#
                    + "whenThird(true) waited for true, got false, whenFourth(1.5) waited for 1.5, got 9.0"
            ])
    }

    func testAnUnmetExpectationOfAGenericActionNamesTheTypeItWaitedFor() {
        let mock = GAClientMock()
        let sequence = setupStubSequence(of: &mock.loadAction).when { $0.expects(String.self) }.expect(.atLeastOnce)
        _ = recordingFailures { _ = try? mock.load("k") as Int }
        XCTAssertEqual(
            sequence.verificationFailures(),
            [
                "expected at least once, called 0 times; calls received: \"k\" <Int> -> Int; nearest miss: "
                    + "when(predicate) waited for a call expecting String, got one expecting Int"
            ])
    }

    /// Predicates run as one check, up to the first that refuses: an unmet expectation names the
    /// type check that failed once, not every predicate of the sequence (the others did not refuse).
    func testAnUnmetExpectationNamesTheRefusingPredicateOnce() {
        let mock = GAClientMock()
        let first = setupStubSequence(of: &mock.loadAction).when { $0.expects(String.self) }.when { _ in true }
            .expect(.once)
        let second = setupStubSequence(of: &mock.loadAction).when { _ in true }.when { $0.expects(String.self) }
            .expect(.once)
        _ = recordingFailures { _ = try? mock.load("k") as Int }
        let failure =
            "expected once, called 0 times; calls received: \"k\" <Int> -> Int; nearest miss: "
            + "when(predicate) waited for a call expecting String, got one expecting Int"
        XCTAssertEqual(first.verificationFailures(), [failure])
        XCTAssertEqual(second.verificationFailures(), [failure])
    }

    func testTooManyCallsNameNoMiss() {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addUserAction).when("vip").expect(.never)
        let setupLine = #line - 1
        _ = mock.addUser(name: "guest")
        _ = mock.addUser(name: "vip")
        let failure = "expected never, called 1 time; calls received: \"guest\", \"vip\""
        let failures = recordingFailures { SKTVerify(sequence) }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "\(file):\(setupLine)", conditions: "when(\"vip\")", failure: failure)
            ])
        XCTAssertEqual(sequence.verificationFailures(), [failure])
    }
}

/// A near-miss candidate that refuses nothing; one nothing else holds is released once added.
private final class PlainCandidate: NearMissCandidate, @unchecked Sendable {
    let origin = SetupOrigin(site: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    func refusal(of args: Any, returning output: ObjectIdentifier) -> String? { nil }
}
