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

/// Matching on the fifth argument and beyond, with a key path.
@Suite struct KeyPathConditionTests {
    enum Level: Equatable { case debug, error }

    /// swift-log's `LogHandler.log` shape: seven parameters.
    final class LogHandlerMock {
        lazy var logAction = stub(of: log)
        func log(
            level: Level, message: String, metadata: [String: String]?, source: String, file: String,
            function: String, line: UInt
        ) { logAction((level, message, metadata, source, file, function, line)) }
    }

    struct User: Equatable {
        let name: String
        let age: Int
    }

    final class RepositoryMock {
        lazy var saveAction = stub(of: save)
        func save(_ user: User) -> Bool { saveAction(user) }
    }

    @Test func matchesTheFifthArgumentAndBeyond() {
        let mock = LogHandlerMock()
        let errors = setupStubSequence(of: &mock.logAction).when(\.0, equals: .error).when(\.4, equals: "Db.swift")
            .expect(.once)
        let lines = spyCalls(of: &mock.logAction, transform: { $0.6 })

        mock.log(level: .error, message: "down", metadata: nil, source: "db", file: "Db.swift", function: "f", line: 7)
        mock.log(level: .debug, message: "up", metadata: nil, source: "db", file: "Db.swift", function: "f", line: 8)
        mock.log(level: .error, message: "x", metadata: nil, source: "db", file: "Other.swift", function: "f", line: 9)

        #expect(errors.verify())
        #expect(lines == [7, 8, 9])
    }

    @Test func matchesAPropertyOfAnArgument() {
        let mock = RepositoryMock()
        setupStubSequence(of: &mock.saveAction).when(\.name, equals: "Ann").returns(true)
        #expect(mock.save(User(name: "Ann", age: 30)))
        #expect(!mock.save(User(name: "Bob", age: 30)))
    }

    @Test func anUnmetExpectationDescribesTheKeyPathCondition() {
        let mock = RepositoryMock()
        let sequence = setupStubSequence(of: &mock.saveAction).when(\.age, equals: 40).expect(.once)
        let failures = recordingFailures { SKTVerify(sequence) }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains(#"matching when(\User.age, equals: 40)"#) == true)
    }
}
