import Foundation
import XCTest

@testable import StubKit

private protocol StrictService {
    func ping()
    func addUser(name: String) -> Bool
    func addAccount(givenName: String, lastName: String) -> Int
    func save(_ id: Int) throws
    func load(id: Int) throws -> String
    func fetchAccount(id: Int) throws -> Account
    func parse(_ text: String) throws(ParseError) -> Int
    func validate(_ text: String) throws(ParseError)
    func refresh() async
    func loadName(id: Int) async -> String
    func upload(_ data: Data) async throws
    func download(id: Int) async throws -> Account
    func parseRemote(_ text: String) async throws(ParseError) -> Int
    func log(_ message: @autoclosure () -> String)
    func log(_ message: @autoclosure () -> String, level: Int) -> Bool
    func check(_ condition: @autoclosure () -> Bool) throws -> Account
}

private final class StrictServiceMock: StrictService {
    static let pingLine: UInt = #line + 1
    lazy var pingAction = strictStub(of: ping)
    func ping() { pingAction(()) }
    static let addUserLine: UInt = #line + 1
    lazy var addUserAction = strictStub(of: addUser)
    func addUser(name: String) -> Bool { addUserAction(name) }
    static let addAccountLine: UInt = #line + 1
    lazy var addAccountAction = strictStub(of: addAccount)
    func addAccount(givenName: String, lastName: String) -> Int { addAccountAction((givenName, lastName)) }

    static let saveLine: UInt = #line + 1
    lazy var saveAction = strictStub(of: save)
    func save(_ id: Int) throws { try saveAction(id) }
    static let loadLine: UInt = #line + 1
    lazy var loadAction = strictStub(of: load)
    func load(id: Int) throws -> String { try loadAction(id) }
    static let fetchAccountLine: UInt = #line + 1
    lazy var fetchAccountAction = strictStub(of: fetchAccount)
    func fetchAccount(id: Int) throws -> Account { try fetchAccountAction(id) }
    static let parseLine: UInt = #line + 1
    lazy var parseAction = strictStub(of: parse)
    func parse(_ text: String) throws(ParseError) -> Int { try parseAction(text) }
    static let validateLine: UInt = #line + 1
    lazy var validateAction = strictStub(of: validate)
    func validate(_ text: String) throws(ParseError) { try validateAction(text) }

    static let refreshLine: UInt = #line + 1
    lazy var refreshAction = strictStub(of: refresh)
    func refresh() async { await refreshAction(()) }
    static let loadNameLine: UInt = #line + 1
    lazy var loadNameAction = strictStub(of: loadName)
    func loadName(id: Int) async -> String { await loadNameAction(id) }
    static let uploadLine: UInt = #line + 1
    lazy var uploadAction = strictStub(of: upload)
    func upload(_ data: Data) async throws { try await uploadAction(data) }
    static let downloadLine: UInt = #line + 1
    lazy var downloadAction = strictStub(of: download)
    func download(id: Int) async throws -> Account { try await downloadAction(id) }
    static let parseRemoteLine: UInt = #line + 1
    lazy var parseRemoteAction = strictStub(of: parseRemote)
    func parseRemote(_ text: String) async throws(ParseError) -> Int { try await parseRemoteAction(text) }

    static let logLine: UInt = #line + 1
    lazy var logAction = strictStub(of: log(_:))
    func log(_ message: @autoclosure () -> String) { logAction(message()) }
    static let logLevelLine: UInt = #line + 1
    lazy var logLevelAction = strictStub(of: log(_:level:))
    func log(_ message: @autoclosure () -> String, level: Int) -> Bool {
        withoutActuallyEscaping(message) { logLevelAction(($0, level)) }
    }
    static let checkLine: UInt = #line + 1
    lazy var checkAction = strictStub(of: check)
    func check(_ condition: @autoclosure () -> Bool) throws -> Account { try checkAction(condition()) }
}

/// The message an unregistered strict stub reports, for the stub `name` called with `arguments`.
private func unregistered(_ name: String, _ arguments: String) -> String {
    Messages.unregisteredStrictStub(name: name, arguments: arguments)
}

final class StrictStubTests: XCTestCase {
    /// Asserts that `failures` is exactly one failure with `message`, reported at `line` of this file.
    private func assertOneFailure(
        _ failures: [Failure], _ message: String, at line: UInt, file: StaticString = #filePath,
        testLine: UInt = #line
    ) {
        XCTAssertEqual(failures.map(\.message), [message], file: file, line: testLine)
        guard let failure = failures.first else { return }
        XCTAssertEqual(failure.site.fileID, "StubKitTests/StrictStubTests.swift", file: file, line: testLine)
        XCTAssertEqual("\(failure.site.filePath)", "\(#filePath)", file: file, line: testLine)
        XCTAssertEqual(failure.site.line, line, file: file, line: testLine)
    }

    // MARK: - Unregistered calls: message and location

    func testUnregisteredCallReportsTheExactMessageAtTheDeclaration() {
        let mock = StrictServiceMock()
        var result = true
        let failures = recordingFailures { result = mock.addUser(name: "vip") }
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.unregisteredStrictStub(name: "addUserAction", arguments: "\"vip\"")])
        XCTAssertEqual(failures.first?.site.fileID, "StubKitTests/StrictStubTests.swift")
        XCTAssertEqual(failures.first.map { "\($0.site.filePath)" }, "\(#filePath)")
        XCTAssertEqual(failures.first?.site.line, StrictServiceMock.addUserLine)
        // `    lazy var addUserAction = strictStub(of: addUser)`: `#column` of a call is its `(`.
        XCTAssertEqual(failures.first?.site.column, 40)
        XCTAssertFalse(result, "after reporting, a DefaultProvidable result falls back to its default")
    }

    func testEveryUnregisteredCallIsReported() {
        let mock = StrictServiceMock()
        let failures = recordingFailures {
            _ = mock.addUser(name: "a")
            _ = mock.addUser(name: "b")
        }
        XCTAssertEqual(
            failures.map(\.message), [unregistered("addUserAction", "\"a\""), unregistered("addUserAction", "\"b\"")])
    }

    func testSyncShapesReportThenReturnDefaults() {
        let mock = StrictServiceMock()
        var count = -1
        assertOneFailure(
            recordingFailures { count = mock.addAccount(givenName: "Ada", lastName: "Lovelace") },
            unregistered("addAccountAction", "(\"Ada\", \"Lovelace\")"), at: StrictServiceMock.addAccountLine)
        XCTAssertEqual(count, 0)
        assertOneFailure(
            recordingFailures { mock.ping() }, unregistered("pingAction", "()"), at: StrictServiceMock.pingLine)
    }

    func testUntypedThrowingShapesReportThenThrowStubKitError() {
        let mock = StrictServiceMock()
        for (call, name, line) in [
            ({ try mock.save(1) }, "saveAction", StrictServiceMock.saveLine),
            ({ _ = try mock.load(id: 1) }, "loadAction", StrictServiceMock.loadLine),
            ({ _ = try mock.fetchAccount(id: 1) }, "fetchAccountAction", StrictServiceMock.fetchAccountLine),
            ({ _ = try mock.check(true) }, "checkAction", StrictServiceMock.checkLine),
        ] as [(() throws -> Void, String, UInt)] {
            var thrown: (any Error)?
            let failures = recordingFailures {
                do { try call() } catch { thrown = error }
            }
            let argument = name == "checkAction" ? "true" : "1"
            assertOneFailure(failures, unregistered(name, argument), at: line)
            XCTAssertEqual(thrown as? StubKitError, StubKitError(message: unregistered(name, argument)), name)
        }
    }

    func testTypedThrowingShapesReportThenReturnDefaults() {
        let mock = StrictServiceMock()
        var parsed = -1
        var thrown: ParseError?
        let failures = recordingFailures {
            do throws(ParseError) {
                parsed = try mock.parse("12")
                try mock.validate("12")
            } catch {
                thrown = error
            }
        }
        XCTAssertEqual(
            failures.map(\.message), [unregistered("parseAction", "\"12\""), unregistered("validateAction", "\"12\"")])
        XCTAssertEqual(failures.map(\.site.line), [StrictServiceMock.parseLine, StrictServiceMock.validateLine])
        XCTAssertEqual(parsed, 0)
        XCTAssertNil(thrown)
    }

    func testAsyncShapesReportThenReturnDefaultsOrThrow() async {
        let mock = StrictServiceMock()
        var name = "unset"
        var parsed = -1
        var uploadError: (any Error)?
        var downloadError: (any Error)?
        let failures = await recordingFailures {
            await mock.refresh()
            name = await mock.loadName(id: 2)
            do { try await mock.upload(Data([1])) } catch { uploadError = error }
            do { _ = try await mock.download(id: 3) } catch { downloadError = error }
            do throws(ParseError) { parsed = try await mock.parseRemote("4") } catch { XCTFail("\(error)") }
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                unregistered("refreshAction", "()"), unregistered("loadNameAction", "2"),
                unregistered("uploadAction", "<01>"), unregistered("downloadAction", "3"),
                unregistered("parseRemoteAction", "\"4\""),
            ])
        XCTAssertEqual(
            failures.map(\.site.line),
            [
                StrictServiceMock.refreshLine, StrictServiceMock.loadNameLine, StrictServiceMock.uploadLine,
                StrictServiceMock.downloadLine, StrictServiceMock.parseRemoteLine,
            ])
        XCTAssertEqual(name, "")
        XCTAssertEqual(parsed, 0)
        XCTAssertEqual(uploadError as? StubKitError, StubKitError(message: unregistered("uploadAction", "<01>")))
        XCTAssertEqual(downloadError as? StubKitError, StubKitError(message: unregistered("downloadAction", "3")))
    }

    func testAutoclosureShapesReport() {
        let mock = StrictServiceMock()
        var logged = true
        let failures = recordingFailures {
            mock.log("hello")
            logged = mock.log("hello", level: 2)
        }
        XCTAssertEqual(failures.count, 2)
        XCTAssertEqual(failures.first?.message, unregistered("logAction", "\"hello\""))
        XCTAssertEqual(failures.map(\.site.line), [StrictServiceMock.logLine, StrictServiceMock.logLevelLine])
        // The closure is passed unevaluated; its rendering is the runtime's, so only the rest is fixed.
        XCTAssertTrue(
            message(
                failures.last?.message ?? "",
                matchesTemplate: {
                    unregistered("logLevelAction", "(\($0), 2)")
                }),
            failures.last?.message ?? "")
        XCTAssertFalse(logged)
    }

    func testExplicitNameReplacesThePropertyName() {
        let action = strictStub(of: { (id: Int) in id > 0 }, name: "isValid(_:)")
        let failures = recordingFailures { _ = action(5) }
        XCTAssertEqual(failures.map(\.message), [unregistered("isValid(_:)", "5")])
        XCTAssertEqual(failures.first?.site.line, #line - 3)
    }

    // MARK: - Registration silences the failure

    func testRegisterAlwaysReturnValue() {
        let mock = StrictServiceMock()
        var result = false
        let failures = recordingFailures {
            mock.addUserAction = registerStub(alwaysReturn: true)
            result = mock.addUser(name: "a")
        }
        XCTAssertEqual(failures, [])
        XCTAssertTrue(result)
    }

    func testRegisterDefaultAndVoid() {
        let mock = StrictServiceMock()
        var count = -1
        let failures = recordingFailures {
            mock.addAccountAction = registerStub()
            mock.pingAction = registerStub()
            count = mock.addAccount(givenName: "a", lastName: "b")
            mock.ping()
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(count, 0)
    }

    func testRegisterFactoryIsCalledForEveryCall() throws {
        let mock = StrictServiceMock()
        let made = Received<Int>()
        mock.fetchAccountAction = registerStub(alwaysReturn: {
            made.values.append(made.values.count + 1)
            return Account(id: made.values.count)
        })
        XCTAssertEqual(made.values, [], "the factory runs per call, not at registration")
        var accounts: [Account] = []
        let failures = try recordingFailures {
            accounts.append(try mock.fetchAccount(id: 0))
            accounts.append(try mock.fetchAccount(id: 0))
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(accounts, [Account(id: 1), Account(id: 2)])
    }

    func testRegisterAlwaysThrow() {
        let mock = StrictServiceMock()
        var saveError: (any Error)?
        var parseError: ParseError?
        let failures = recordingFailures {
            mock.saveAction = registerStub(alwaysThrow: ShapeError(code: 3))
            mock.parseAction = registerStub(alwaysThrow: ParseError(reason: "typed"))
            do { try mock.save(1) } catch { saveError = error }
            do throws(ParseError) { _ = try mock.parse("x") } catch { parseError = error }
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(saveError as? ShapeError, ShapeError(code: 3))
        XCTAssertEqual(parseError, ParseError(reason: "typed"))
    }

    func testRegisterEveryThrowingAndAsyncShape() async throws {
        let mock = StrictServiceMock()
        mock.loadAction = registerStub(alwaysReturn: "loaded")
        mock.validateAction = registerStub()
        mock.refreshAction = registerStub()
        mock.loadNameAction = registerStub(alwaysReturn: { "fresh" })
        mock.uploadAction = registerStub()
        mock.downloadAction = registerStub(alwaysThrow: ShapeError(code: 4))
        mock.parseRemoteAction = registerStub(alwaysReturn: 8)
        mock.logAction = { _ in }
        mock.logLevelAction = { _ in true }
        mock.checkAction = registerStub(alwaysReturn: Account(id: 1))
        var loaded = ""
        var name = ""
        var parsed = 0
        var logged = false
        var checked: Account?
        var downloadError: (any Error)?
        let failures = try await recordingFailures {
            loaded = try mock.load(id: 1)
            try mock.validate("x")
            await mock.refresh()
            name = await mock.loadName(id: 1)
            try await mock.upload(Data())
            do { _ = try await mock.download(id: 1) } catch { downloadError = error }
            parsed = try await mock.parseRemote("8")
            mock.log("x")
            logged = mock.log("x", level: 1)
            checked = try mock.check(true)
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(loaded, "loaded")
        XCTAssertEqual(name, "fresh")
        XCTAssertEqual(parsed, 8)
        XCTAssertTrue(logged)
        XCTAssertEqual(checked, Account(id: 1))
        XCTAssertEqual(downloadError as? ShapeError, ShapeError(code: 4))
    }

    func testPlainClosureAssignment() {
        let mock = StrictServiceMock()
        var result = false
        let failures = recordingFailures {
            mock.addUserAction = { $0 == "vip" }
            result = mock.addUser(name: "vip")
        }
        XCTAssertEqual(failures, [])
        XCTAssertTrue(result)
    }

    func testRegistrationAfterAFailureSilencesLaterCalls() {
        let mock = StrictServiceMock()
        let failures = recordingFailures {
            _ = mock.addUser(name: "early")
            mock.addUserAction = registerStub(alwaysReturn: true)
            _ = mock.addUser(name: "late")
        }
        XCTAssertEqual(failures.map(\.message), [unregistered("addUserAction", "\"early\"")])
    }

    func testSetupStubOnAStrictStubSilencesIt() throws {
        let mock = StrictServiceMock()
        var result = false
        var loaded = ""
        var parsed = 0
        let failures = try recordingFailures {
            setupStub(of: &mock.addUserAction, return: true)
            setupStub(of: &mock.loadAction, return: "set")
            setupStub(of: &mock.parseAction, return: 5)
            result = mock.addUser(name: "a")
            loaded = try mock.load(id: 1)
            do throws(ParseError) { parsed = try mock.parse("5") } catch { XCTFail("\(error)") }
        }
        XCTAssertEqual(failures, [])
        XCTAssertTrue(result)
        XCTAssertEqual(loaded, "set")
        XCTAssertEqual(parsed, 5)
    }

    func testSetupStubOnAnAsyncStrictStubSilencesIt() async {
        let mock = StrictServiceMock()
        var name = ""
        let failures = await recordingFailures {
            setupStub(of: &mock.loadNameAction, return: "set")
            name = await mock.loadName(id: 1)
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(name, "set")
    }
}
