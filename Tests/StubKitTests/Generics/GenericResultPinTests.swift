import XCTest

@testable import StubKit

// A strict generic action stays strict on a method with an `inout` generic parameter (issue 31):
// `genericResult(_:ifUnanswered:)` and `throwingGenericResult(_:ifUnanswered:)` keep the caller's
// value for an unanswered call only after reporting it, where a lenient action keeps it silently.

private final class PinNormalizerMock {
    static let normalizeLine: UInt = #line + 3
    var normalizeAction: (GenericCall<Any>) -> Any = strictStubGeneric()
    func normalize<T>(_ value: inout T) {
        value = genericResult(
            normalizeAction(GenericCall(value, types: T.self, returning: T.self)), ifUnanswered: value)
    }

    static let migrateLine: UInt = #line + 3
    var migrateAction: (GenericCall<Any>) throws -> Any = strictStubGeneric()
    func migrate<T>(_ value: inout T) throws {
        value = try throwingGenericResult(
            migrateAction(GenericCall(value, types: T.self, returning: T.self)), ifUnanswered: value)
    }

    var trimAction: (GenericCall<Any>) -> Any = stubGeneric()
    func trim<T>(_ value: inout T) {
        value = genericResult(trimAction(GenericCall(value, types: T.self, returning: T.self)), ifUnanswered: value)
    }
}

final class GenericResultPinTests: XCTestCase {
    func testAStrictInoutActionReportsAnUnansweredCallThenKeepsTheValue() {
        let mock = PinNormalizerMock()
        var value = 7
        let failures = recordingFailures { mock.normalize(&value) }
        XCTAssertEqual(
            failures.map(\.message), [Messages.unansweredStrictGeneric(name: "normalize(_:)", expected: "Int")])
        XCTAssertEqual(
            failures.first?.message,
            "Unregistered strict generic stub 'normalize(_:)' was called expecting Int. "
                + "Set up its action for this type before the code under test calls it.")
        XCTAssertEqual(failures.first?.site.line, PinNormalizerMock.normalizeLine)
        XCTAssertEqual(value, 7, "a method that cannot throw keeps the caller's value after the report")
    }

    func testAStrictThrowingInoutActionReportsAnUnansweredCallAndThrows() {
        let mock = PinNormalizerMock()
        var value = "v1"
        var thrown: (any Error)?
        let failures = recordingFailures {
            do { try mock.migrate(&value) } catch { thrown = error }
        }
        let message = Messages.unansweredStrictGeneric(name: "migrate(_:)", expected: "String")
        XCTAssertEqual(failures.map(\.message), [message])
        XCTAssertEqual(failures.first?.site.line, PinNormalizerMock.migrateLine)
        XCTAssertEqual((thrown as? StubKitError)?.message, message, "the code under test takes its error path")
        XCTAssertEqual(value, "v1")
    }

    func testAnAnsweredStrictInoutCallReportsNothing() throws {
        let mock = PinNormalizerMock()
        setupStubSequence(of: &mock.normalizeAction).when { $0.expects(Int.self) }.returnsOnce(8)
        setupStubSequence(of: &mock.migrateAction).when { $0.expects(String.self) }.returnsOnce("v2")
        var number = 7
        var text = "v1"
        let failures = try recordingFailures {
            mock.normalize(&number)
            try mock.migrate(&text)
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(number, 8)
        XCTAssertEqual(text, "v2")
    }

    func testALenientInoutActionKeepsTheValueSilently() {
        let mock = PinNormalizerMock()
        var value = [1, 2]
        let failures = recordingFailures { mock.trim(&value) }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(value, [1, 2])
    }
}
