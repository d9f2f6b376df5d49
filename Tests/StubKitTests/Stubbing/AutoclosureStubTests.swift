import Testing
import XCTest

@testable import StubKit

/// Strict stubs of methods whose only parameter is an `@autoclosure`, throwing, with a result
/// that has a default value: where their failures point.
private final class GuardMock {
    static let verifyLine: UInt = #line + 1
    lazy var verifyAction = strictStub(of: verify)
    func verify(_ condition: @autoclosure () -> Bool) throws -> Int { try verifyAction(condition()) }
    static let ensureLine: UInt = #line + 1
    lazy var ensureAction = strictStub(of: ensure)
    func ensure(_ condition: @autoclosure () -> Bool) throws(ParseError) -> Int { try ensureAction(condition()) }
}

/// Strict stubs of the other shapes with an `@autoclosure`.
///
/// Alone or beside an `Int`, throwing or not, returning nothing, a value with a default, or one
/// without (`Account`). The names have one length, so that every declaration's `strictStub(`
/// opens at column 37, on lines numbered otherwise.
private final class AutoclosureShapesMock {
    static let noteLine: UInt = #line + 1
    lazy var noteAction = strictStub(of: note)
    func note(_ text: @autoclosure () -> String) -> Int { noteAction(text()) }
    static let pingLine: UInt = #line + 1
    lazy var pingAction = strictStub(of: ping)
    func ping(_ text: @autoclosure () -> String) { pingAction(text()) }
    static let markLine: UInt = #line + 1
    lazy var markAction = strictStub(of: mark)
    func mark(_ text: @autoclosure () -> String) throws { try markAction(text()) }
    static let pickLine: UInt = #line + 1
    lazy var pickAction = strictStub(of: pick)
    func pick(_ text: @autoclosure () -> String) throws -> Account { try pickAction(text()) }
    static let showLine: UInt = #line + 1
    lazy var showAction = strictStub(of: show)
    func show(_ text: @autoclosure () -> String) -> Account { showAction(text()) }

    static let rateLine: UInt = #line + 1
    lazy var rateAction = strictStub(of: rate)
    func rate(_ text: @autoclosure () -> String, _ count: Int) -> Int {
        withoutActuallyEscaping(text) { rateAction(($0, count)) }
    }
    static let tellLine: UInt = #line + 1
    lazy var tellAction = strictStub(of: tell)
    func tell(_ text: @autoclosure () -> String, _ count: Int) {
        withoutActuallyEscaping(text) { tellAction(($0, count)) }
    }
    static let copyLine: UInt = #line + 1
    lazy var copyAction = strictStub(of: copy)
    func copy(_ text: @autoclosure () -> String, _ count: Int) throws -> Int {
        try withoutActuallyEscaping(text) { try copyAction(($0, count)) }
    }
    static let dropLine: UInt = #line + 1
    lazy var dropAction = strictStub(of: drop)
    func drop(_ text: @autoclosure () -> String, _ count: Int) throws {
        try withoutActuallyEscaping(text) { try dropAction(($0, count)) }
    }
    static let findLine: UInt = #line + 1
    lazy var findAction = strictStub(of: find)
    func find(_ text: @autoclosure () -> String, _ count: Int) throws -> Account {
        try withoutActuallyEscaping(text) { try findAction(($0, count)) }
    }
    static let giveLine: UInt = #line + 1
    lazy var giveAction = strictStub(of: give)
    func give(_ text: @autoclosure () -> String, _ count: Int) -> Account {
        withoutActuallyEscaping(text) { giveAction(($0, count)) }
    }
}

final class AutoclosureStubTests: XCTestCase {
    /// The file, line and column a user is sent to are the declaration's: `#column` of
    /// `    lazy var verifyAction = strictStub(of: verify)` is its `(`, column 39, on a line whose
    /// number is not 39.
    func testAnUnregisteredThrowingCallPointsAtTheDeclarationsLineAndColumn() {
        let mock = GuardMock()
        var thrown: (any Error)?
        let failures = recordingFailures {
            do { _ = try mock.verify(true) } catch { thrown = error }
        }
        let message = Messages.unregisteredStrictStub(name: "verifyAction", arguments: "true")
        XCTAssertEqual(failures.map(\.message), [message])
        XCTAssertEqual(failures.map(\.site.fileID), ["StubKitTests/AutoclosureStubTests.swift"])
        XCTAssertEqual(failures.map { "\($0.site.filePath)" }, ["\(#filePath)"])
        XCTAssertEqual(failures.map(\.site.line), [GuardMock.verifyLine])
        XCTAssertEqual(failures.map(\.site.column), [39])
        XCTAssertEqual(thrown as? StubKitError, StubKitError(message: message))
    }

    /// Typed `throws(E)`: the same report, then the result's default value.
    func testAnUnregisteredTypedThrowingCallPointsAtTheDeclarationThenReturnsTheDefault() throws {
        let mock = GuardMock()
        var result = -1
        let failures = try recordingFailures { result = try mock.ensure(false) }
        XCTAssertEqual(
            failures.map(\.message), [Messages.unregisteredStrictStub(name: "ensureAction", arguments: "false")])
        XCTAssertEqual(failures.map(\.site.line), [GuardMock.ensureLine])
        XCTAssertEqual(failures.map(\.site.column), [39])
        XCTAssertEqual(result, 0)
    }

    /// Every shape that can go on after its report names its stub and points at its declaration:
    /// file, line and column.
    func testEveryShapeNamesItsStubAndPointsAtItsDeclaration() {
        let mock = AutoclosureShapesMock()
        var thrown: [String] = []
        let failures = recordingFailures {
            _ = mock.note("a")
            mock.ping("b")
            do { try mock.mark("c") } catch { thrown.append("mark") }
            do { _ = try mock.pick("d") } catch { thrown.append("pick") }
            _ = mock.rate("e", 1)
            mock.tell("f", 2)
            do { _ = try mock.copy("g", 3) } catch { thrown.append("copy") }
            do { try mock.drop("h", 4) } catch { thrown.append("drop") }
            do { _ = try mock.find("i", 5) } catch { thrown.append("find") }
        }
        let expected: [(name: String, arguments: String?, line: UInt)] = [
            ("noteAction", #""a""#, AutoclosureShapesMock.noteLine),
            ("pingAction", #""b""#, AutoclosureShapesMock.pingLine),
            ("markAction", #""c""#, AutoclosureShapesMock.markLine),
            ("pickAction", #""d""#, AutoclosureShapesMock.pickLine),
            // Beside another parameter the closure is passed unevaluated: the runtime renders it.
            ("rateAction", nil, AutoclosureShapesMock.rateLine),
            ("tellAction", nil, AutoclosureShapesMock.tellLine),
            ("copyAction", nil, AutoclosureShapesMock.copyLine),
            ("dropAction", nil, AutoclosureShapesMock.dropLine),
            ("findAction", nil, AutoclosureShapesMock.findLine),
        ]
        XCTAssertEqual(failures.count, expected.count)
        for (failure, stub) in zip(failures, expected) {
            if let arguments = stub.arguments {
                XCTAssertEqual(failure.message, Messages.unregisteredStrictStub(name: stub.name, arguments: arguments))
            } else {
                XCTAssertTrue(
                    message(failure.message) { Messages.unregisteredStrictStub(name: stub.name, arguments: $0) },
                    failure.message)
            }
            XCTAssertEqual(failure.site.fileID, "StubKitTests/AutoclosureStubTests.swift", stub.name)
            XCTAssertEqual("\(failure.site.filePath)", "\(#filePath)", stub.name)
            XCTAssertEqual(failure.site.line, stub.line, stub.name)
            XCTAssertEqual(failure.site.column, 37, stub.name)
        }
        XCTAssertEqual(thrown, ["mark", "pick", "copy", "drop", "find"])
    }
}

/// Shapes whose result has no default value and that cannot throw.
///
/// They have nothing to return: the process stops with a message naming the stub, at its
/// declaration. The child's standard error is read, so its crash report stays out of this run's
/// output.
@Suite struct AutoclosureStubStopTests {
    @Test func anUnregisteredCallWithNoDefaultStopsNamingTheStubAtItsDeclaration() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
        ) {
            _ = AutoclosureShapesMock().show("j")
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let message = Messages.noValueToReturn(
            Messages.unregisteredStrictStub(name: "showAction", arguments: #""j""#), type: "Account")
        let line = AutoclosureShapesMock.showLine
        #expect(
            standardError.contains("AutoclosureStubTests.swift:\(line): Fatal error: \(message)"), "\(standardError)")
    }

    @Test func anUnregisteredCallBesideAnotherParameterWithNoDefaultStopsNamingTheStub() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
        ) {
            _ = AutoclosureShapesMock().give("k", 6)
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let fatal = standardError.split(separator: "\n").first { $0.contains("Fatal error: ") }.map(String.init) ?? ""
        let location = "\(#filePath):\(AutoclosureShapesMock.giveLine): Fatal error: "
        #expect(fatal.hasPrefix(location), "\(standardError)")
        // The closure is passed unevaluated; its rendering is the runtime's, so only the rest is fixed.
        #expect(
            message(String(fatal.dropFirst(location.count))) {
                Messages.noValueToReturn(
                    Messages.unregisteredStrictStub(name: "giveAction", arguments: "(\($0), 6)"), type: "Account")
            }, "\(standardError)")
    }
}
