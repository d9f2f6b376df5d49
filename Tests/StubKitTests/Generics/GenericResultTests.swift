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

// An async method whose unanswered call runs async code: an autoclosure cannot await, so the
// action's default behaviour (`byDefault`) runs the body, and steps aside for an answered call.
private final class GRAsyncStoreMock {
    lazy var writeAction: (GenericCall<(GRAsyncStoreMock) async throws -> Any>) async throws -> Any = byDefault {
        [unowned self] call in try await call.arguments(self)
    }
    func write<T>(_ body: (GRAsyncStoreMock) async throws -> T) async throws -> T {
        // The form for NonisolatedNonsendingByDefault: SwiftSettings.md, "Closure parameters".
        #if hasFeature(NonisolatedNonsendingByDefault)
            func pass(_ isolation: isolated (any Actor)?) async throws -> T {
                try await withoutActuallyEscaping(body) { body in
                    _ = isolation
                    return try await throwingGenericResult(
                        writeAction(GenericCall({ try await body($0) }, types: T.self, returning: T.self)))
                }
            }
            return try await pass(#isolation)
        #else
            return try await withoutActuallyEscaping(body) { body in
                try await throwingGenericResult(
                    writeAction(GenericCall({ try await body($0) }, types: T.self, returning: T.self)))
            }
        #endif
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

    func testASpyOfACallCarryingTheBodyKeepsATransformOfIt() throws {
        // The body may not outlive the call (`withoutActuallyEscaping` stops the process if it
        // did): the spy keeps what the test needs of each call, not the call.
        let store = GRStoreMock()
        let types = spyCalls(of: &store.transactionAction, transform: { "\($0.resultType)" })
        _ = try store.transaction { _ in 1 }
        _ = try store.transaction { _ in "a" }
        XCTAssertEqual(types.map { $0 }, ["Int", "String"])
    }

    func testAnAsyncBodyRunsFromTheActionsDefaultOnlyWhenUnanswered() async throws {
        let store = GRAsyncStoreMock()
        var runs = 0
        let value = try await store.write { _ in
            runs += 1
            return 4
        }
        XCTAssertEqual(value, 4)
        XCTAssertEqual(runs, 1)

        setupStubSequence(of: &store.writeAction).when { $0.expects(Int.self) }.returnsOnce(9)
        let answered = try await store.write { _ in
            runs += 1
            return 4
        }
        XCTAssertEqual(answered, 9)
        XCTAssertEqual(runs, 1, "an answered call does not run the body")
    }
}
