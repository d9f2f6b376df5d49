import Foundation
import XCTest

@testable import StubKit

final class SKTVerifyInOrderTests: XCTestCase {
    func testCallsInOrderAcrossStubsOfDifferentTypesPassAndVerifyTheSequences() {
        let database = SeqDatabaseMock()
        let shapes = SeqShapesMock()
        let failures = recordingFailures {
            let login = setupStubSequence(of: &database.addUserAction).when("login").expect(.once)
            let accounts = spyCalls(of: &database.addAccountAction)
            let pings = setupStubSequence(of: &shapes.pingAction).expect(.times(2))
            _ = database.addUser(name: "other")
            _ = database.addUser(name: "login")
            _ = database.addAccount(givenName: "Tom", lastName: "Derk")
            _ = database.addAccount(givenName: "Ann", lastName: "Lee")
            _ = shapes.ping()
            _ = shapes.ping()
            _ = database.addUser(name: "other")
            XCTAssertTrue(SKTVerifyInOrder(login, accounts, pings))
        }
        // Verified by the order check: releasing the sequences reports nothing.
        XCTAssertEqual(failures, [])
    }

    func testOutOfOrderCallsListEveryCallInTheOrderTheyHappenedAtTheVerifyLine() {
        let database = SeqDatabaseMock()
        let setupLine: UInt = #line + 1
        let login = setupStubSequence(of: &database.addUserAction).when("login")
        let accounts = spyCalls(of: &database.addAccountAction)
        _ = database.addUser(name: "login")
        _ = database.addAccount(givenName: "Tom", lastName: "Derk")
        _ = database.addUser(name: "login")
        var verifyLine: UInt = 0
        var held = true
        let failures = recordingFailures {
            held = SKTVerifyInOrder(login, accounts)
            verifyLine = #line - 1
        }
        XCTAssertFalse(held)
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.callsOutOfOrder(
                    early: 2, earlyCall: "(\"Tom\", \"Derk\")", late: 1,
                    names: [
                        Messages.sequenceName(
                            site: "StubKitTests/SKTVerifyInOrderTests.swift:\(setupLine)", conditions: "when(\"login\")"
                        ),
                        Messages.spyName(recording: "(String, String)", weakly: false),
                    ],
                    calls: ["#1 \"login\"", "#2 (\"Tom\", \"Derk\")", "#1 \"login\""], unlisted: 0)
            ])
        XCTAssertEqual(failures.first?.site.line, verifyLine)
        XCTAssertEqual(failures.first?.site.fileID, #fileID)
    }

    func testEveryCallMustFollowEveryCallOfAllEarlierArgumentsNotOnlyThePreviousOne() {
        let shapes = SeqShapesMock()
        let first = spyCalls(of: &shapes.nameAction)
        let empty = spyCalls(of: &shapes.logAction)
        let third = spyCalls(of: &shapes.pingAction)
        _ = shapes.ping()
        _ = shapes.name(1)
        let failures = recordingFailures { SKTVerifyInOrder(first, empty, third) }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.callsOutOfOrder(
                    early: 3, earlyCall: "()", late: 1,
                    names: ["Int", "String", "()"].map { Messages.spyName(recording: $0, weakly: false) },
                    calls: ["#3 ()", "#1 1"], unlisted: 0)
            ])
    }

    /// One record listed twice ties on its latest call: the breach names the first place it is
    /// listed, where that call was first awaited (whole-code survivor #1655: `>` changed to `>=`,
    /// naming the second place, passed).
    func testARecordListedTwiceIsNamedAtItsFirstPlace() {
        let shapes = SeqShapesMock()
        let names = spyCalls(of: &shapes.nameAction)
        let pings = spyCalls(of: &shapes.pingAction)
        _ = shapes.ping()
        _ = shapes.name(1)
        let failures = recordingFailures { SKTVerifyInOrder(names, names, pings) }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.callsOutOfOrder(
                    early: 3, earlyCall: "()", late: 1,
                    names: ["Int", "Int", "()"].map { Messages.spyName(recording: $0, weakly: false) },
                    calls: ["#3 ()", "#1 1", "#2 1"], unlisted: 0)
            ])
    }

    func testArgumentsWithoutCallsPutNoConstraint() {
        let shapes = SeqShapesMock()
        let names = spyCalls(of: &shapes.nameAction)
        let logs = spyCalls(of: &shapes.logAction)
        let pings = setupStubSequence(of: &shapes.pingAction)
        _ = shapes.name(1)
        _ = shapes.ping()
        XCTAssertEqual(recordingFailures { XCTAssertTrue(SKTVerifyInOrder(logs, names, logs, pings, logs)) }, [])
    }

    func testUnmetExpectationsAreReportedAsSKTVerifyDoesEvenWhenTheOrderHolds() {
        let database = SeqDatabaseMock()
        let setupLine: UInt = #line + 1
        let login = setupStubSequence(of: &database.addUserAction).when("login").expect(.once)
        let accounts = spyCalls(of: &database.addAccountAction)
        _ = database.addAccount(givenName: "Tom", lastName: "Derk")
        var held = true
        let failures = recordingFailures { held = SKTVerifyInOrder(login, accounts) }
        XCTAssertFalse(held)
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "StubKitTests/SKTVerifyInOrderTests.swift:\(setupLine)",
                    conditions: "when(\"login\")",
                    failure: Messages.unmetExpectations("once", count: 0, calls: "none"))
            ])
    }

    func testASequencePassedTwiceIsReportedOnce() {
        let database = SeqDatabaseMock()
        let login = setupStubSequence(of: &database.addUserAction).when("login").expect(.once)
        let accounts = spyCalls(of: &database.addAccountAction)
        let failures = recordingFailures { XCTAssertFalse(SKTVerifyInOrder(login, accounts, login)) }
        XCTAssertEqual(failures.count, 1)
    }

    func testWeakSpiesTakePartAndLongListsSayHowManyCallsAreNotListed() {
        let spied = SpiedDatabaseMock()
        let sessions = spyWeaklyCalls(of: &spied.attachAction)
        let users = spyCalls(of: &spied.addUserAction)
        let session = Session(id: 1)
        for index in 0..<12 { _ = spied.addUser(name: "u\(index)") }
        spied.attach(session)
        let failures = recordingFailures { SKTVerifyInOrder(sessions, users) }
        let listed = (0..<10).map { "#2 \"u\($0)\"" }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.callsOutOfOrder(
                    early: 2, earlyCall: "\"u0\"", late: 1,
                    names: [
                        Messages.spyName(recording: "Session", weakly: true),
                        Messages.spyName(recording: "String", weakly: false),
                    ],
                    calls: listed + ["#1 \(describeArguments(Optional(session)))"], unlisted: 2)
            ])
    }

    func testCallsFromBeforeTheRecordsWereClearedDoNotCount() {
        let shapes = SeqShapesMock()
        let names = spyCalls(of: &shapes.nameAction)
        let pings = spyCalls(of: &shapes.pingAction)
        _ = shapes.ping()
        names.removeAll()
        pings.removeAll()
        _ = shapes.name(1)
        _ = shapes.ping()
        XCTAssertEqual(recordingFailures { SKTVerifyInOrder(names, pings) }, [])
    }

    private final class NotAStubKitType: InOrderVerifiable {}

    func testATypeThatRecordsNoOrderIsAFailure() {
        let shapes = SeqShapesMock()
        let names = spyCalls(of: &shapes.nameAction)
        let failures = recordingFailures { XCTAssertFalse(SKTVerifyInOrder(names, NotAStubKitType())) }
        XCTAssertEqual(failures.map(\.message), [Messages.notOrderable(type: "\(NotAStubKitType.self)")])
    }

    /// Two threads whose calls interleave in a known order, forced by semaphores: the clock sees
    /// that order exactly, although neither stub's own lock knows about the other.
    func testOrderIsExactAcrossThreads() {
        let database = SeqDatabaseMock()
        let logins = setupStubSequence(of: &database.addUserAction).when("login")
        let accounts = spyCalls(of: &database.addAccountAction)
        let firstLoginDone = DispatchSemaphore(value: 0)
        let accountDone = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        group.enter()
        Thread {
            _ = database.addUser(name: "login")
            firstLoginDone.signal()
            accountDone.wait()
            _ = database.addUser(name: "login")
            group.leave()
        }.start()
        group.enter()
        Thread {
            firstLoginDone.wait()
            _ = database.addAccount(givenName: "Tom", lastName: "Derk")
            accountDone.signal()
            group.leave()
        }.start()
        group.wait()
        let failures = recordingFailures { SKTVerifyInOrder(logins, accounts) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.message.hasSuffix(
                "Calls in the order they happened: #1 \"login\", #2 (\"Tom\", \"Derk\"), #1 \"login\"") ?? false,
            failures.first?.message ?? "")
    }

    /// Both threads call at once, released together by a barrier; afterwards every call of one
    /// stub follows every call of the other, made strictly later on the same threads.
    func testOverlappingThreadsAreOrderedByTheirCalls() {
        let database = SeqDatabaseMock()
        let early = setupStubSequence(of: &database.addUserAction).when("early").expect(.times(2_000))
        let noise = spyCalls(of: &database.addAccountAction)
        let late = setupStubSequence(of: &database.addUserAction).when("late").expect(.times(2_000))
        let barrier = DispatchSemaphore(value: 0)
        let earlyDone = DispatchGroup()
        let group = DispatchGroup()
        for thread in 0..<2 {
            group.enter()
            earlyDone.enter()
            Thread {
                barrier.wait()
                for _ in 0..<1_000 {
                    _ = database.addUser(name: "early")
                    _ = database.addAccount(givenName: "\(thread)", lastName: "")
                }
                earlyDone.leave()
                earlyDone.wait()
                for _ in 0..<1_000 { _ = database.addUser(name: "late") }
                group.leave()
            }.start()
        }
        barrier.signal()
        barrier.signal()
        group.wait()
        XCTAssertEqual(noise.count, 2_000)
        XCTAssertEqual(recordingFailures { XCTAssertTrue(SKTVerifyInOrder(early, late)) }, [])
        XCTAssertEqual(recordingFailures { XCTAssertFalse(SKTVerifyInOrder(late, early)) }.count, 1)
    }

    /// Calls described from two threads in another order than they matched are listed as they matched.
    ///
    /// The first thread's description waits until the second thread's call has matched and its
    /// description is kept. The message still lists the calls, and names the early call, in the order they
    /// matched.
    func testCallsDescribedInAnotherOrderThanTheyHappenedAreListedInTheOrderTheyHappened() {
        let firstDescribing = DispatchSemaphore(value: 0)
        let secondListed = DispatchSemaphore(value: 0)
        let mock = PullerMock()
        let pulls = setupStubSequence(of: &mock.pullAction)
        let pings = spyCalls(of: &mock.pingAction)
        let first = Described("first") {
            firstDescribing.signal()  // this call has its stamp: let the second thread call
            secondListed.wait()
            secondListed.signal()  // later descriptions of this argument do not wait
        }
        let done = DispatchSemaphore(value: 0)
        Thread {
            mock.pullAction(first)
            done.signal()
        }.start()
        Thread {
            firstDescribing.wait()
            mock.pullAction(Described("second") {})
            secondListed.signal()  // its stamp and description are kept
            done.signal()
        }.start()
        done.wait()
        done.wait()
        XCTAssertEqual(pulls.layer.locked { $0.matchedCalls }, ["second", "first"], "described in the other order")
        mock.pingAction(7)

        let failures = recordingFailures { XCTAssertFalse(SKTVerifyInOrder(pings, pulls)) }

        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.callsOutOfOrder(
                    early: 2, earlyCall: "first", late: 1,
                    names: [pings.orderName, pulls.orderName],
                    calls: ["#2 first", "#2 second", "#1 7"], unlisted: 0)
            ])
    }
}

/// Stored actions, set up before the threads call them (as a `Sendable` mock's).
private final class PullerMock: @unchecked Sendable {
    var pullAction: (Described) -> Void = stub()
    var pingAction: (Int) -> Void = stub()
}

/// An argument whose description runs `describing` first, to hold a thread while it is described.
private struct Described: CustomDebugStringConvertible, Sendable {
    let name: String
    let describing: @Sendable () -> Void

    init(_ name: String, describing: @escaping @Sendable () -> Void) {
        self.name = name
        self.describing = describing
    }

    var debugDescription: String {
        describing()
        return name
    }
}
