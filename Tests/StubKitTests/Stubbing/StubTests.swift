import Foundation
import StubKit
import XCTest

/// A reference box, so that registered closures can record what they receive.
final class Received<Value> {
    var values: [Value] = []
}

final class StubTests: XCTestCase {
    // MARK: - Sync

    func testZeroArgumentFunctionsTakeAnEmptyTuple() {
        let mock = ShapeServiceMock()
        let ping: (()) -> Void = mock.pingAction
        let count: (()) -> Int = mock.countAction
        ping(())
        XCTAssertEqual(count(()), 0)
        let calls = Received<Void>()
        mock.pingAction = { calls.values.append($0) }
        mock.ping()
        mock.ping()
        XCTAssertEqual(calls.values.count, 2)
    }

    func testSyncDefaultsAndVoid() {
        let mock = ShapeServiceMock()
        mock.ping()
        XCTAssertEqual(mock.count(), 0)
        XCTAssertFalse(mock.addUser(name: "ann"))
        XCTAssertEqual(mock.addAccount(givenName: "Ada", lastName: "Lovelace"), 0)
    }

    func testSyncAlwaysReturnGivesTheValueForEveryCall() {
        let mock = ShapeServiceMock()
        XCTAssertEqual(mock.account(id: 1), Account(id: 7))
        XCTAssertEqual(mock.account(id: 2), Account(id: 7))
        let countAction = stub(of: mock.count, alwaysReturn: 42)
        XCTAssertEqual(countAction(()), 42)
    }

    func testMultipleParametersArriveAsOneTuple() {
        let mock = ShapeServiceMock()
        let action: ((String, String)) -> Int = mock.addAccountAction
        _ = action
        let calls = Received<(String, String)>()
        mock.addAccountAction = {
            calls.values.append($0)
            return 5
        }
        XCTAssertEqual(mock.addAccount(givenName: "Ada", lastName: "Lovelace"), 5)
        XCTAssertEqual(calls.values.map(\.0), ["Ada"])
        XCTAssertEqual(calls.values.map(\.1), ["Lovelace"])
    }

    // MARK: - Throwing

    func testThrowingDefaultsAndVoid() throws {
        let mock = ShapeServiceMock()
        let save: (Int) throws -> Void = mock.saveAction
        let load: (Int) throws -> String = mock.loadAction
        _ = (save, load)
        try mock.save(1)
        XCTAssertEqual(try mock.load(id: 1), "")
    }

    func testThrowingAlwaysThrowThrowsTheErrorForEveryCall() {
        let mock = ShapeServiceMock()
        for id in 1...2 {
            XCTAssertThrowsError(try mock.fetchAccount(id: id)) { error in
                XCTAssertEqual(error as? ShapeError, ShapeError(code: 1))
            }
        }
    }

    func testThrowingAlwaysReturn() throws {
        let mock = ShapeServiceMock()
        mock.fetchAccountAction = stub(of: mock.fetchAccount, alwaysReturn: Account(id: 4))
        XCTAssertEqual(try mock.fetchAccount(id: 1), Account(id: 4))
        mock.loadAction = stub(of: mock.load, alwaysThrow: ShapeError(code: 8))
        XCTAssertThrowsError(try mock.load(id: 1)) { XCTAssertEqual($0 as? ShapeError, ShapeError(code: 8)) }
    }

    // MARK: - Typed throws

    func testTypedThrowingClosuresKeepTheirErrorType() throws(ParseError) {
        let mock = ShapeServiceMock()
        let parse: (String) throws(ParseError) -> Int = mock.parseAction
        let validate: (String) throws(ParseError) -> Void = mock.validateAction
        XCTAssertEqual(try parse("1"), 0)
        try validate("1")
        XCTAssertEqual(try mock.parse("1"), 0)
        try mock.validate("1")
    }

    func testTypedAlwaysThrowTakesTheDeclaredErrorType() {
        let mock = ShapeServiceMock()
        do throws(ParseError) {
            _ = try mock.parseAccount("x")
            XCTFail("expected a ParseError")
        } catch {
            XCTAssertEqual(error, ParseError(reason: "account"))
        }
        mock.parseAction = stub(of: mock.parse, alwaysThrow: ParseError(reason: "digits"))
        do throws(ParseError) {
            _ = try mock.parse("x")
            XCTFail("expected a ParseError")
        } catch {
            XCTAssertEqual(error, ParseError(reason: "digits"))
        }
    }

    func testTypedAlwaysReturnAndClosureAssignment() throws(ParseError) {
        let mock = ShapeServiceMock()
        mock.parseAction = stub(of: mock.parse, alwaysReturn: 12)
        XCTAssertEqual(try mock.parse("12"), 12)
        mock.parseAction = { (text: String) throws(ParseError) in
            guard let value = Int(text) else { throw ParseError(reason: text) }
            return value
        }
        XCTAssertEqual(try mock.parse("31"), 31)
        do throws(ParseError) {
            _ = try mock.parse("x")
            XCTFail("expected a ParseError")
        } catch {
            XCTAssertEqual(error, ParseError(reason: "x"))
        }
    }

    // MARK: - Async

    func testAsyncDefaultsVoidAndAlwaysReturn() async {
        let mock = ShapeServiceMock()
        let refresh: (()) async -> Void = mock.refreshAction
        let loadName: (Int) async -> String = mock.loadNameAction
        _ = (refresh, loadName)
        await mock.refresh()
        let name = await mock.loadName(id: 1)
        XCTAssertEqual(name, "")
        let account = await mock.loadAccount(id: 1)
        XCTAssertEqual(account, Account(id: 3))
        mock.loadNameAction = stub(of: mock.loadName, alwaysReturn: "Ada")
        let renamed = await mock.loadName(id: 1)
        XCTAssertEqual(renamed, "Ada")
    }

    func testAsyncThrowingDefaultsVoidAlwaysReturnAndAlwaysThrow() async throws {
        let mock = ShapeServiceMock()
        let upload: (Data) async throws -> Void = mock.uploadAction
        let download: (Int) async throws -> Data = mock.downloadAction
        _ = (upload, download)
        try await mock.upload(Data([1]))
        let data = try await mock.download(id: 1)
        XCTAssertEqual(data, Data())
        do {
            _ = try await mock.downloadAccount(id: 1)
            XCTFail("expected a ShapeError")
        } catch {
            XCTAssertEqual(error as? ShapeError, ShapeError(code: 2))
        }
        mock.downloadAccountAction = stub(of: mock.downloadAccount, alwaysReturn: Account(id: 6))
        let account = try await mock.downloadAccount(id: 1)
        XCTAssertEqual(account, Account(id: 6))
    }

    func testAsyncTypedThrowing() async {
        let mock = ShapeServiceMock()
        let parseRemote: (String) async throws(ParseError) -> Int = mock.parseRemoteAction
        _ = parseRemote
        do throws(ParseError) {
            let value = try await mock.parseRemote("1")
            XCTAssertEqual(value, 0)
            mock.parseRemoteAction = stub(of: mock.parseRemote, alwaysThrow: ParseError(reason: "remote"))
            _ = try await mock.parseRemote("1")
            XCTFail("expected a ParseError")
        } catch {
            XCTAssertEqual(error, ParseError(reason: "remote"))
        }
    }

    // MARK: - @autoclosure

    func testAutoclosureAloneReceivesTheEvaluatedValue() throws {
        let mock = ShapeServiceMock()
        let log: (String) -> Void = mock.logAction
        _ = log
        mock.log("default stub")
        let messages = Received<String>()
        mock.logAction = { messages.values.append($0) }
        let name = "Ada"
        mock.log("hello " + name)
        XCTAssertEqual(messages.values, ["hello Ada"])

        let check: (Bool) throws -> Int = mock.checkAction
        _ = check
        XCTAssertEqual(try mock.check(1 < 2), 0)
        let conditions = Received<Bool>()
        mock.checkAction = {
            conditions.values.append($0)
            return 1
        }
        XCTAssertEqual(try mock.check(name.isEmpty), 1)
        XCTAssertEqual(conditions.values, [false])
    }

    func testAutoclosureBesideAnotherParameterReceivesTheClosure() {
        let mock = ShapeServiceMock()
        let logLevel: ((() -> String, Int)) -> Bool = mock.logLevelAction
        _ = logLevel
        XCTAssertFalse(mock.log("ignored", level: 1))
        let evaluations = Received<Int>()
        let received = Received<(String, Int)>()
        // `{ message, level in ... }` does not type-check: the tuple holds a non-escaping closure type.
        mock.logLevelAction = { arguments in
            let (message, level) = arguments
            received.values.append((message(), level))
            return level > 2
        }
        func expensive() -> String {
            evaluations.values.append(1)
            return "expensive"
        }
        XCTAssertTrue(mock.log(expensive(), level: 3))
        XCTAssertEqual(received.values.map(\.0), ["expensive"])
        XCTAssertEqual(received.values.map(\.1), [3])
        XCTAssertEqual(evaluations.values.count, 1)

        mock.logLevelAction = { _ in true }
        XCTAssertTrue(mock.log(expensive(), level: 0))
        XCTAssertEqual(evaluations.values.count, 1, "an action that ignores the closure never evaluates it")
    }

    // MARK: - Closure parameters

    func testNonEscapingClosureParameter() {
        let mock = ShapeServiceMock()
        let seen = Received<String>()
        mock.enumerateUsers { seen.values.append($0) }
        XCTAssertEqual(seen.values, [], "the default stub does not call the closure")
        mock.enumerateUsersAction = { body in
            body("ann")
            body("bob")
        }
        mock.enumerateUsers { seen.values.append($0) }
        XCTAssertEqual(seen.values, ["ann", "bob"])
    }

    func testEscapingClosureParameter() {
        let mock = ShapeServiceMock()
        let completions = Received<([String]) -> Void>()
        mock.fetchUsersAction = { completions.values.append($0) }
        let users = Received<[String]>()
        mock.fetchUsers { users.values.append($0) }
        XCTAssertEqual(users.values, [])
        completions.values.first?(["ann"])
        XCTAssertEqual(users.values, [["ann"]])
    }

    func testThrowingClosureParameters() throws {
        let mock = ShapeServiceMock()
        let handlers = Received<(Int) throws -> Void>()
        mock.observeAction = { handlers.values.append($0) }
        mock.observe { value in
            if value < 0 { throw ShapeError(code: value) }
        }
        XCTAssertEqual(handlers.values.count, 1)
        XCTAssertNoThrow(try handlers.values[0](1))
        XCTAssertThrowsError(try handlers.values[0](-3)) { XCTAssertEqual($0 as? ShapeError, ShapeError(code: -3)) }

        XCTAssertFalse(try mock.transaction { throw ShapeError(code: 0) }, "the default stub does not call the body")
        mock.transactionAction = { body in
            try body()
            return true
        }
        XCTAssertTrue(try mock.transaction {})
        XCTAssertThrowsError(try mock.transaction { throw ShapeError(code: 9) }) {
            XCTAssertEqual($0 as? ShapeError, ShapeError(code: 9))
        }
    }

    // MARK: - Overloaded names

    func testOverloadsByFullName() {
        let mock = ShapeServiceMock()
        let insert: (String) -> Bool = mock.insertAction
        let insertAt: ((String, Date)) -> Bool = mock.insertAtAction
        _ = (insert, insertAt)
        let dates = Received<Date>()
        mock.insertAtAction = {
            dates.values.append($0.1)
            return true
        }
        XCTAssertFalse(mock.insert("ann"))
        XCTAssertTrue(mock.insert("ann", at: Date(timeIntervalSince1970: 5)))
        XCTAssertEqual(dates.values, [Date(timeIntervalSince1970: 5)])
    }

    func testOverloadsByDeclaredType() {
        let mock = ShapeServiceMock()
        mock.removeIDAction = { $0 == 3 }
        XCTAssertFalse(mock.remove("3"))
        XCTAssertTrue(mock.remove(3))
        mock.removeNameAction = { $0 == "3" }
        XCTAssertTrue(mock.remove("3"))
    }

    func testEveryMockInstanceHasItsOwnStubs() {
        let first = ShapeServiceMock()
        let second = ShapeServiceMock()
        first.countAction = { _ in 1 }
        XCTAssertEqual(first.count(), 1)
        XCTAssertEqual(second.count(), 0)
    }
}
