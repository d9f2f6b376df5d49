import StubKit
import Testing

@Suite struct ArgRecordsTests {
    @Test func subscriptIsNilOutOfRange() {
        let records: ArgRecords<String> = ["a"]
        #expect(records[0] == "a")
        #expect(records[1] == nil)
        #expect(records[-1] == nil)
    }

    @Test func countEmptinessFirstAndLast() {
        let empty = ArgRecords<Int>()
        #expect(empty.isEmpty)
        #expect(empty.count == 0)
        #expect(empty.first == nil)
        #expect(empty.last == nil)

        let records: ArgRecords<Int> = [1, 2, 3]
        #expect(!records.isEmpty)
        #expect(records.count == 3)
        #expect(records.first == 1)
        #expect(records.last == 3)
    }

    @Test func comparesWithArraysInBothDirections() {
        let records: ArgRecords<String> = ["a", "b"]
        #expect(records == ["a", "b"])
        #expect(["a", "b"] == records)
        #expect(records != ["b", "a"])
        #expect(["a"] != records)
        #expect(records == ArgRecords(["a", "b"]))
        #expect(records != ArgRecords(["a"]))
    }

    @Test func isASequence() {
        let records: ArgRecords<String> = ["user1", "admin", "user2"]
        #expect(records.filter { $0.hasPrefix("user") } == ["user1", "user2"])
        #expect(records.map(\.count) == [5, 5, 5])
        #expect(records.contains("admin"))
        #expect(records.first { $0.hasPrefix("a") } == "admin")
        #expect(Array(records) == ["user1", "admin", "user2"])
    }

    @Test func debugDescriptionShowsTheArguments() {
        let records: ArgRecords<String> = ["a", "b"]
        #expect(records.debugDescription == #"ArgRecords(["a", "b"])"#)
        let tuples = ArgRecords<(String, Int)>([("a", 1)])
        #expect(tuples.debugDescription == #"ArgRecords([("a", 1)])"#)
    }

    @Test func removeAllAndResetClearTheRecordsButKeepRecording() {
        let mock = SpiedDatabaseMock()
        let spy = spyCalls(of: &mock.addUserAction)
        _ = mock.addUser(name: "a")
        spy.removeAll()
        #expect(spy.isEmpty)
        _ = mock.addUser(name: "b")
        #expect(spy == ["b"])
        spy.reset()
        #expect(spy.count == 0)
        _ = mock.addUser(name: "c")
        #expect(spy == ["c"])
    }

    @Test func weakRecordsCompareAndDescribe() {
        let session = Session(id: 1)
        let records = ArgWeakRecords<Session>([session])
        #expect(records.count == 1)
        #expect(records.first === session)
        #expect(records.last === session)
        #expect(records.debugDescription.hasPrefix("ArgWeakRecords([Optional("))
        records.reset()
        #expect(records.isEmpty)
    }

    @Test func weakRecordsOfEquatableObjectsCompareWithArrays() {
        let a = Token("a")
        let records: ArgWeakRecords<Token> = [a]
        #expect(records == [a])
        #expect([a] == records)
        #expect(records == ArgWeakRecords([a]))
    }
}

private final class Token: Equatable {
    let value: String
    init(_ value: String) { self.value = value }
    static func == (lhs: Token, rhs: Token) -> Bool { lhs.value == rhs.value }
}

/// The storage behind the records: shared with the spy, dropped with the records.
@Suite struct ArgRecordsStorageTests {
    private final class Token {}

    private final class TokenMock {
        lazy var takeAction = stub(of: take)
        func take(_ token: Token) { takeAction(token) }
    }

    @Test func keepsEveryCallInOrderAcrossGrowth() {
        let mock = SpiedDatabaseMock()
        let spy = spyCalls(of: &mock.addUserAction)
        for index in 0..<1_000 { _ = mock.addUser(name: "user \(index) with a heap-allocated payload") }
        #expect(spy.count == 1_000)
        #expect(spy[0] == "user 0 with a heap-allocated payload")
        #expect(spy[500] == "user 500 with a heap-allocated payload")
        #expect(spy.last == "user 999 with a heap-allocated payload")
        #expect(spy.all.count == 1_000)
    }

    @Test func releasingTheRecordsReleasesWhatTheyHeldWhileTheStubLives() {
        let mock = TokenMock()
        weak var recorded: Token?
        do {
            let spy = spyCalls(of: &mock.takeAction)
            let token = Token()
            recorded = token
            mock.take(token)
            #expect(spy.count == 1)
        }
        #expect(recorded == nil, "the spy left on the stub must not keep recorded arguments alive")
        mock.take(Token())
    }

    @Test func removeAllReleasesTheArgumentsAndRecordingGoesOn() {
        let mock = TokenMock()
        let spy = spyCalls(of: &mock.takeAction)
        weak var first: Token?
        do {
            let token = Token()
            first = token
            mock.take(token)
        }
        #expect(first != nil)
        spy.removeAll()
        #expect(first == nil, "removeAll releases what was recorded")
        #expect(spy.isEmpty)
        mock.take(Token())
        #expect(spy.count == 1)
    }
}
