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
}
