import XCTest

@testable import StubKit

// `genericResult(_:ifUnanswered:)` and `throwingGenericResult(_:ifUnanswered:)` evaluate the value
// to keep only for a call no setup answered (issue 26): a mocked `transaction` whose unanswered
// call runs the closure it was given must not run it when a test answers the call.

private struct GRError: Error, Equatable {}

private final class GRStoreMock {
    var normalizeAction: (GenericCall<Any>) -> Any = stubGeneric()
    func normalize<T>(_ value: inout T, counting evaluations: inout Int) {
        value = genericResult(
            normalizeAction(GenericCall(value, types: T.self, returning: T.self)),
            ifUnanswered: { () -> T in
                evaluations += 1
                return value
            }())
    }

    var transactionAction: (GenericCall<(GRStoreMock) throws -> Any>) throws -> Any = stubGeneric()
    func transaction<T>(_ body: (GRStoreMock) throws -> T) throws -> T {
        try withoutActuallyEscaping(body) { body in
            try throwingGenericResult(
                transactionAction(GenericCall({ try body($0) }, types: T.self, returning: T.self)),
                ifUnanswered: try body(self))
        }
    }

    var readAction: (GenericCall<Any>) throws(GRError) -> Any = stubGeneric()
    func read<T>(_ value: inout T, refill: () throws(GRError) -> T) throws(GRError) {
        value = try throwingGenericResult(
            readAction(GenericCall(value, types: T.self, returning: T.self)), ifUnanswered: try refill(),
            throwing: GRError.self)
    }
}

final class GenericResultTests: XCTestCase {
    func testTheValueToKeepIsNotEvaluatedForAnAnsweredCall() {
        let store = GRStoreMock()
        setupStubSequence(of: &store.normalizeAction).returnsOnce(2)
        var value = 1
        var evaluations = 0

        store.normalize(&value, counting: &evaluations)
        XCTAssertEqual(value, 2)
        XCTAssertEqual(evaluations, 0, "an answered call keeps nothing, so it evaluates nothing")

        store.normalize(&value, counting: &evaluations)
        XCTAssertEqual(value, 2)
        XCTAssertEqual(evaluations, 1, "the unanswered call evaluates the value to keep, once")
    }

    func testAnUnansweredTransactionRunsItsBodyAndAnAnsweredOneDoesNot() throws {
        let store = GRStoreMock()
        var runs = 0
        let body = { (_: GRStoreMock) -> Int in
            runs += 1
            return 7
        }

        XCTAssertEqual(try store.transaction(body), 7)
        XCTAssertEqual(runs, 1)

        setupStubSequence(of: &store.transactionAction).when { $0.expects(Int.self) }.returnsOnce(3)
        XCTAssertEqual(try store.transaction(body), 3)
        XCTAssertEqual(runs, 1, "the answered call does not run the body")
    }

    func testAnErrorTheValueToKeepThrowsIsTheCallsError() {
        let store = GRStoreMock()
        XCTAssertThrowsError(try store.transaction { (_: GRStoreMock) -> Int in throw GRError() }) {
            XCTAssertEqual($0 as? GRError, GRError())
        }
    }

    func testAnAnswerOfAnotherTypeIsReportedWithoutEvaluatingTheValueToKeep() {
        let store = GRStoreMock()
        var runs = 0
        setupStubSequence(of: &store.transactionAction).returns("text")
        var thrown: (any Error)?
        let failures = recordingFailures {
            do {
                _ = try store.transaction { (_: GRStoreMock) -> Int in
                    runs += 1
                    return 1
                }
            } catch {
                thrown = error
            }
        }
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.genericAnswerOfWrongType(name: "transaction(_:)", expected: "Int", answered: "String")])
        XCTAssertTrue(thrown is StubKitError, "the call takes its error path, as documented")
        XCTAssertEqual(runs, 0)
    }

    func testTypedThrowsKeepsTheValueOnlyForAnUnansweredCall() throws {
        let store = GRStoreMock()
        var refills = 0
        let refill = { () throws(GRError) -> Int in
            refills += 1
            return 5
        }
        var value = 1

        try store.read(&value, refill: refill)
        XCTAssertEqual(value, 5)
        XCTAssertEqual(refills, 1)

        setupStubSequence(of: &store.readAction).returnsOnce(9)
        try store.read(&value, refill: refill)
        XCTAssertEqual(value, 9)
        XCTAssertEqual(refills, 1, "an answered call does not evaluate the value to keep")
    }

    func testTypedThrowsPassesTheErrorOfTheValueToKeepAsTyped() {
        let store = GRStoreMock()
        var value = 1
        do {
            try store.read(&value) { () throws(GRError) -> Int in throw GRError() }
            XCTFail("the error of the value to keep is the call's")
        } catch {
            XCTAssertEqual(error, GRError())
            XCTAssertEqual(value, 1)
        }
    }

    func testTypedThrowsReportsAnAnswerOfAnotherTypeAndKeepsTheValue() {
        let store = GRStoreMock()
        setupStubSequence(of: &store.readAction).returnsOnce("text")
        var value = 1
        var refills = 0
        let failures = recordingFailures {
            try? store.read(&value) { () throws(GRError) -> Int in
                refills += 1
                return 5
            }
        }
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.genericAnswerOfWrongType(name: "read(_:refill:)", expected: "Int", answered: "String")])
        XCTAssertEqual(value, 5, "GRError cannot hold the failure, so the call keeps the value to keep")
        XCTAssertEqual(refills, 1)
    }
}
