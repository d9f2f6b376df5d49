import XCTest

@testable import StubKit

private struct SendError: Error, Equatable {
    let line: String
}

private protocol Logger {
    func log(_ items: String...)
    func count(_ items: Int...) -> Int
    func join(_ items: String...) -> String
    func send(_ lines: String...) throws
    func sum(_ values: Int...) throws(SendError) -> Int
    func log(level: Int, _ items: String...)
}

private final class LoggerMock: Logger {
    lazy var logAction = stub(of: log as (String...) -> Void)
    func log(_ items: String...) { logAction(items) }

    lazy var countAction = stub(of: count)
    func count(_ items: Int...) -> Int { countAction(items) }

    lazy var joinAction = stub(of: join, alwaysReturn: "joined")
    func join(_ items: String...) -> String { joinAction(items) }

    lazy var sendAction = stub(of: send)
    func send(_ lines: String...) throws { try sendAction(lines) }

    lazy var sumAction = stub(of: sum)
    func sum(_ values: Int...) throws(SendError) -> Int { try sumAction(values) }

    // A variadic parameter beside others: a closure literal gives the action its type.
    lazy var levelLogAction = stub(of: { (_: (Int, [String])) in })
    func log(level: Int, _ items: String...) { levelLogAction((level, items)) }
}

private final class StrictLoggerMock {
    func log(_ items: String...) { logAction(items) }
    func count(_ items: Int...) -> Int { countAction(items) }
    func make(_ parts: String...) -> NSObject { makeAction(parts) }
    func send(_ lines: String...) throws -> NSObject { try sendAction(lines) }
    func sum(_ values: Int...) throws(SendError) -> Int { try sumAction(values) }

    static let strictLine: UInt = #line + 1
    lazy var logAction = strictStub(of: log)
    lazy var countAction = strictStub(of: count)
    lazy var makeAction = strictStub(of: make)
    lazy var sendAction = strictStub(of: send)
    lazy var sumAction = strictStub(of: sum)
}

private func unregistered(_ name: String, _ args: String) -> String {
    Messages.unregisteredStrictStub(name: name, arguments: args)
}

final class VariadicStubTests: XCTestCase {
    func testActionsReceiveArrays() throws {
        let mock = LoggerMock()
        let _: ([String]) -> Void = mock.logAction
        let _: ([Int]) -> Int = mock.countAction
        let _: ([String]) -> String = mock.joinAction
        let _: ([String]) throws -> Void = mock.sendAction
        let _: ([Int]) throws(SendError) -> Int = mock.sumAction
        let _: ((Int, [String])) -> Void = mock.levelLogAction
        mock.log("a", "b")
        XCTAssertEqual(mock.count(1, 2, 3), 0)
        XCTAssertEqual(mock.join(), "joined")
        try mock.send("x")
        XCTAssertEqual(try mock.sum(1), 0)
        mock.log(level: 1, "a")
    }

    func testSpiesRecordArrays() throws {
        let mock = LoggerMock()
        let logs = spyCalls(of: &mock.logAction)
        let sends = spyCalls(of: &mock.sendAction)
        let levelLogs = spyCalls(of: &mock.levelLogAction)
        mock.log("a", "b")
        mock.log()
        mock.log("c")
        try mock.send("line 1", "line 2")
        mock.log(level: 2, "x", "y")

        XCTAssertEqual(Array(logs), [["a", "b"], [], ["c"]])
        XCTAssertEqual(logs.last, ["c"])
        XCTAssertTrue(logs.contains(["a", "b"]))
        XCTAssertEqual(Array(sends), [["line 1", "line 2"]])
        XCTAssertEqual(levelLogs.count, 1)
        XCTAssertEqual(levelLogs[0]?.0, 2)
        XCTAssertEqual(levelLogs[0]?.1, ["x", "y"])
    }

    func testSequencesMatchWholeArrays() throws {
        let mock = LoggerMock()
        setupStubSequence(of: &mock.countAction).when([1, 2]).returns(12)
        setupStubSequence(of: &mock.countAction).when({ $0.isEmpty }).returns(-1)
        setupStubSequence(of: &mock.sendAction).when(["boom"]).throws(SendError(line: "boom"))
        setupStubSequence(of: &mock.sumAction).returnsOnce(5).throws(SendError(line: "sum"))

        XCTAssertEqual(mock.count(1, 2), 12)
        XCTAssertEqual(mock.count(), -1)
        XCTAssertEqual(mock.count(2, 1), 0)
        XCTAssertNoThrow(try mock.send("fine"))
        XCTAssertThrowsError(try mock.send("boom")) { error in
            XCTAssertEqual(error as? SendError, SendError(line: "boom"))
        }
        XCTAssertEqual(try mock.sum(1, 2), 5)
        do throws(SendError) {
            _ = try mock.sum(1, 2)
            XCTFail("expected SendError")
        } catch {
            XCTAssertEqual(error, SendError(line: "sum"))
        }
    }

    func testStrictStubsReportUnregisteredCallsWithTheArray() {
        let mock = StrictLoggerMock()
        var count: Int?
        var sum: Int?
        var thrown: (any Error)?
        let failures = recordingFailures {
            mock.log("a", "b")
            count = mock.count(7)
            do { _ = try mock.send("s") } catch { thrown = error }
            do throws(SendError) { sum = try mock.sum() } catch { XCTFail("unexpected \(error)") }
        }
        XCTAssertEqual(count, 0)
        XCTAssertEqual(sum, 0)
        XCTAssertEqual(
            failures.map(\.message),
            [
                unregistered("logAction", #"["a", "b"]"#),
                unregistered("countAction", "[7]"),
                unregistered("sendAction", #"["s"]"#),
                unregistered("sumAction", "[]"),
            ])
        XCTAssertEqual(thrown as? StubKitError, StubKitError(message: unregistered("sendAction", #"["s"]"#)))
        let line = StrictLoggerMock.strictLine
        XCTAssertEqual(failures.map(\.site.line), [line, line + 1, line + 3, line + 4])
    }

    func testStrictStubsAreSilentOnceSetUp() throws {
        let mock = StrictLoggerMock()
        let object = NSObject()
        mock.logAction = { _ in }
        setupStub(of: &mock.countAction, return: 3)
        mock.makeAction = { _ in object }
        setupStub(of: &mock.sendAction, return: object)
        let failures = try recordingFailures {
            mock.log("a")
            XCTAssertEqual(mock.count(1), 3)
            XCTAssertTrue(mock.make("x") === object)
            XCTAssertTrue(try mock.send("y") === object)
        }
        XCTAssertEqual(failures, [])
    }

    func testNonVariadicFunctionsStillUseTheRegularOverloads() {
        final class Mock {
            func take(_ items: [String]) -> Int { takeAction(items) }
            lazy var takeAction = stub(of: take)
        }
        let mock = Mock()
        let _: ([String]) -> Int = mock.takeAction
        setupStubSequence(of: &mock.takeAction).when(["a"]).returns(1)
        XCTAssertEqual(mock.take(["a"]), 1)
    }
}
