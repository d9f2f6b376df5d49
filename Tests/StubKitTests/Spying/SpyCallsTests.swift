import Foundation
import StubKit
import XCTest

final class SpyCallsTests: XCTestCase {
    func testDocumentedSingleArgumentSpy() {
        let databaseMock = SpiedDatabaseMock()
        let addUserSpy = spyCalls(of: &databaseMock.addUserAction)
        _ = databaseMock.addUser(name: "user1")

        XCTAssertEqual(addUserSpy[0], "user1")
        XCTAssertEqual(addUserSpy.count, 1)
        XCTAssertEqual(addUserSpy, ["user1"])
    }

    func testDocumentedMultiArgumentSpy() {
        let databaseMock = SpiedDatabaseMock()
        let addAccountSpy = spyCalls(of: &databaseMock.addAccountAction)
        _ = databaseMock.addAccount(givenName: "given", lastName: "last")

        XCTAssertEqual(addAccountSpy[0]?.0, "given")
        XCTAssertEqual(addAccountSpy[0]?.1, "last")
        XCTAssertNil(addAccountSpy[1])
    }

    func testDocumentedTransformSpy() {
        let databaseMock = SpiedDatabaseMock()
        let addAccountSpy = spyCalls(of: &databaseMock.addAccountAction, transform: { $0.0 })
        _ = databaseMock.addAccount(givenName: "given", lastName: "last")

        XCTAssertEqual(addAccountSpy, ["given"])
    }

    func testDocumentedNonEscapingSpyThroughTransform() {
        let databaseMock = SpiedDatabaseMock()
        let enumerateUsers = spyCalls(of: &databaseMock.enumerateUsersAction, transform: { $0("probe") })
        var seen: [String] = []
        databaseMock.enumerateUsers { seen.append($0) }

        XCTAssertEqual(enumerateUsers.count, 1)
        XCTAssertEqual(seen, ["probe"])
    }

    func testSpyRecordsEveryShape() async throws {
        let mock = SpiedDatabaseMock()
        let saves = spyCalls(of: &mock.saveAction)
        let parses = spyCalls(of: &mock.parseAction)
        let loads = spyCalls(of: &mock.loadAction)
        let fetches = spyCalls(of: &mock.fetchAction)

        _ = try mock.save(1)
        _ = try mock.parse("2")
        _ = await mock.load(3)
        _ = try await mock.fetch(4)

        XCTAssertEqual(saves, [1])
        XCTAssertEqual(parses, ["2"])
        XCTAssertEqual(loads, [3])
        XCTAssertEqual(fetches, [4])
    }

    @MainActor
    func testSpyOnMainActorStubs() throws {
        let viewModel = SpiedViewModelMock()
        let shows = spyCalls(of: &viewModel.showAction)
        let validations = spyCalls(of: &viewModel.validateAction, transform: { $0.count })
        _ = viewModel.show("Home")
        _ = try viewModel.validate("abc")

        XCTAssertEqual(shows, ["Home"])
        XCTAssertEqual(validations, [3])
    }

    func testThrowingCallIsRecordedBeforeTheStubThrows() {
        let mock = SpiedDatabaseMock()
        let saves = spyCalls(of: &mock.saveAction)
        setupStub(of: &mock.saveAction, throw: SpyError())

        XCTAssertThrowsError(try mock.save(7))
        XCTAssertEqual(saves, [7])
    }

    func testSpyKeepsWorkingWhenSetupsAreAddedAfterIt() {
        let mock = SpiedDatabaseMock()
        let spy = spyCalls(of: &mock.addUserAction)
        setupStubSequence(of: &mock.addUserAction).when("vip").returns(true)

        XCTAssertTrue(mock.addUser(name: "vip"))
        XCTAssertFalse(mock.addUser(name: "guest"))
        XCTAssertEqual(spy, ["vip", "guest"])
    }

    func testSetupsKeepWorkingWhenSpiesAreAddedAfterThem() {
        let mock = SpiedDatabaseMock()
        setupStubSequence(of: &mock.addUserAction).when("vip").returns(true)
        let spy = spyCalls(of: &mock.addUserAction)

        XCTAssertTrue(mock.addUser(name: "vip"))
        XCTAssertFalse(mock.addUser(name: "guest"))
        XCTAssertEqual(spy, ["vip", "guest"])
    }

    func testSeveralSpiesOnOneStubEachRecordEverything() {
        let mock = SpiedDatabaseMock()
        let first = spyCalls(of: &mock.addUserAction)
        let second = spyCalls(of: &mock.addUserAction, transform: { $0.uppercased() })
        _ = mock.addUser(name: "a")

        XCTAssertEqual(first, ["a"])
        XCTAssertEqual(second, ["A"])
    }

    func testWeakSpyDoesNotRetainArguments() {
        let mock = SpiedDatabaseMock()
        let sessions = spyWeaklyCalls(of: &mock.attachAction)
        let kept = Session(id: 1)
        mock.attach(kept)
        mock.attach(Session(id: 2))

        XCTAssertEqual(sessions.count, 2)
        XCTAssertTrue(sessions[0] === kept)
        XCTAssertNil(sessions[1], "the second session had no other owner")
        XCTAssertEqual(sessions.all.map { $0?.id }, [1, nil])
        XCTAssertEqual(Array(sessions).map(\.id), [1], "iteration skips released arguments")
    }

    func testWeakSpyWithTransform() {
        let mock = SpiedDatabaseMock()
        let owners = spyWeaklyCalls(of: &mock.addAccountAction, transform: { _ in Session(id: 9) })
        _ = mock.addAccount(givenName: "a", lastName: "b")

        XCTAssertEqual(owners.count, 1)
        XCTAssertNil(owners[0])
    }

    func testSpyStopsRecordingOnceRecordsAreReleased() {
        let mock = SpiedDatabaseMock()
        weak var released: ArgRecords<String>?
        do {
            let spy = spyCalls(of: &mock.addUserAction)
            released = spy
            _ = mock.addUser(name: "a")
            XCTAssertEqual(spy.count, 1)
        }
        XCTAssertNil(released, "the stub must not keep the records alive")
        XCTAssertFalse(mock.addUser(name: "b"), "the stub keeps answering after its spy is gone")
    }

    func testMockWithSpiesAndSequencesIsReleased() {
        weak var releasedMock: SpiedDatabaseMock?
        do {
            let mock = SpiedDatabaseMock()
            releasedMock = mock
            let users = spyCalls(of: &mock.addUserAction)
            setupStubSequence(of: &mock.addUserAction).when("vip").returns(true)
            let notifications = spyCalls(of: &mock.notifyAction)
            mock.notify(mock)  // the records now reference the mock itself
            _ = mock.addUser(name: "vip")
            XCTAssertEqual(users.count, 1)
            XCTAssertEqual(notifications.count, 1)
        }
        XCTAssertNil(releasedMock, "spies, sequences and stubs must not keep the mock alive")
    }

    func testCustomRecorder() {
        let mock = SpiedDatabaseMock()
        let lengths = spyCalls(of: &mock.addUserAction, recorder: LengthRecorder.self)
        _ = mock.addUser(name: "abc")
        _ = mock.addUser(name: "de")

        XCTAssertEqual(lengths.count, 2)
        XCTAssertEqual(lengths.total, 5)
        XCTAssertEqual(lengths[1], "de")
    }

    func testConcurrentCallsLoseNoRecord() {
        let mock = SpiedDatabaseMock()
        let spy = spyCalls(of: &mock.saveAction)
        let threads = 8
        let callsPerThread = 10_000
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for call in 0..<callsPerThread {
                _ = try? mock.save(thread * callsPerThread + call)
            }
        }

        XCTAssertEqual(spy.count, threads * callsPerThread)
        XCTAssertEqual(Set(spy).count, threads * callsPerThread, "every call recorded exactly once")
    }
}

private final class LengthRecorder: Recorder, @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []
    private(set) var total = 0

    init() {}

    func record(_ element: String) {
        lock.withLock {
            names.append(element)
            total += element.count
        }
    }

    subscript(index: Int) -> String? { lock.withLock { names.indices.contains(index) ? names[index] : nil } }
    var count: Int { lock.withLock { names.count } }
}
