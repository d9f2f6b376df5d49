import Testing

@testable import StubKit

/// How the conditions of one sequence combine: all must hold, tried in the order added.
@Suite struct ArgumentConditionsTests {
    @Test func predicatesAreTriedInTheOrderAddedAndStopAtTheFirstThatFails() {
        let mock = SeqDatabaseMock()
        var tried: [String] = []
        setupStubSequence(of: &mock.addUserAction)
            .when { _ in
                tried.append("a")
                return true
            }
            .when { name in
                tried.append("b")
                return name == "yes"
            }
            .when { _ in
                tried.append("c")
                return true
            }
            .returns(true)

        #expect(mock.addUser(name: "yes"))
        #expect(tried == ["a", "b", "c"])
        tried = []
        #expect(!mock.addUser(name: "no"))
        #expect(tried == ["a", "b"])
    }

    @Test func equalitiesAndPredicatesMustAllHold() {
        let mock = SeqDatabaseMock()
        var predicateCalls = 0
        setupStubSequence(of: &mock.addAccountAction)
            .whenFirst("Tom")
            .when { _ in
                predicateCalls += 1
                return true
            }
            .whenSecond("Derk")
            .returns(7)

        #expect(mock.addAccount(givenName: "Tom", lastName: "Derk") == 7)
        #expect(mock.addAccount(givenName: "Tom", lastName: "Other") == 0)
        #expect(mock.addAccount(givenName: "Ann", lastName: "Derk") == 0)
        #expect(predicateCalls == 1, "a call that fails an equality does not run the predicates")
    }

    @Test func aPredicateMayCallTheMockAgain() {
        let mock = SeqDatabaseMock()
        setupStubSequence(of: &mock.addUserAction).when("inner").returns(true)
        setupStubSequence(of: &mock.addUserAction).when { name in name == "outer" && mock.addUser(name: "inner") }
            .returns(true)

        #expect(mock.addUser(name: "outer"))
    }

    @Test func conditionsAreDescribedInTheOrderAdded() {
        let mock = SeqDatabaseMock()
        let sequence = setupStubSequence(of: &mock.addAccountAction).whenSecond("Derk").when { _ in true }
            .whenFirst("Tom")
        #expect(sequence.conditionsDescription == #"whenSecond("Derk"), when(predicate), whenFirst("Tom")"#)
    }
}
