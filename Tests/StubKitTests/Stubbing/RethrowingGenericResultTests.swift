import XCTest

@testable import StubKit

// `Rethrowing.genericResult`, sync and async (issue 31): a generic `rethrows` method lets out only
// what its closure parameter threw. An error of the action's own is the documented misuse: it is
// reported at the mock's line and the call returns the default value, never throws it.

private struct PinPlantedError: Error, Equatable {}
private struct PinBodyError: Error, Equatable {}

private final class PinPerformerMock: @unchecked Sendable {
    // @unchecked Sendable: each test sets the actions before the calls; StubKit's layers lock their state.
    static let performLine: UInt = #line + 4
    var performAction: (GenericCall<() throws -> Any>) throws -> Any = stubGeneric()
    func perform<T>(_ body: () throws -> T) rethrows -> T {
        try withoutActuallyEscaping(body) { body in
            let call = Rethrowing()
            return try call.genericResult {
                try performAction(GenericCall({ try call.body(body) }, types: T.self, returning: T.self))
            }
        }
    }

    #if hasFeature(NonisolatedNonsendingByDefault)
        static let mapLine: UInt = #line + 11
    #else
        static let mapLine: UInt = #line + 19
    #endif
    var mapAction: (GenericCall<() async throws -> Any>) async throws -> Any = stubGeneric()
    func map<T>(_ body: () async throws -> T) async rethrows -> T {
        // The form for NonisolatedNonsendingByDefault: SwiftSettings.md, "Closure parameters".
        #if hasFeature(NonisolatedNonsendingByDefault)
            func pass(_ isolation: isolated (any Actor)?, _ body: () async throws -> T) async rethrows -> T {
                try await withoutActuallyEscaping(body) { body in
                    _ = isolation
                    let call = Rethrowing()
                    return try await call.genericResult {
                        try await mapAction(
                            GenericCall({ try await call.body(body) }, types: T.self, returning: T.self))
                    }
                }
            }
            return try await pass(#isolation, body)
        #else
            return try await withoutActuallyEscaping(body) { body in
                let call = Rethrowing()
                return try await call.genericResult {
                    try await mapAction(GenericCall({ try await call.body(body) }, types: T.self, returning: T.self))
                }
            }
        #endif
    }
}

final class RethrowingGenericResultTests: XCTestCase {
    func testAnAsyncActionsOwnErrorAfterTheClosureReturnedIsReportedNotThrown() async {
        let mock = PinPerformerMock()
        mock.mapAction = { call in
            _ = try await call.arguments()
            throw PinPlantedError()
        }
        var result: Int?
        var thrown: (any Error)?
        let failures = await recordingFailures {
            do { result = try await mock.map { () async throws -> Int in 5 } } catch { thrown = error }
        }
        XCTAssertNil(thrown, "the closure threw nothing, so nothing may reach the caller")
        XCTAssertEqual(result, 0, "the call returns the default value after the report")
        XCTAssertEqual(
            failures.map(\.message), [Messages.rethrowsActionThrew(name: "map(_:)", error: "PinPlantedError()")])
        XCTAssertEqual(
            failures.first?.message,
            "map(_:) rethrows only what its closure parameter throws, but its action threw PinPlantedError() while "
                + "the closure threw nothing: call the closure in the answer and let its error through, or return a value."
        )
        XCTAssertEqual(failures.first?.site.line, PinPerformerMock.mapLine)
    }

    func testAnAsyncActionsErrorWithoutCallingTheClosureIsReportedNotThrown() async {
        let mock = PinPerformerMock()
        setupStubSequence(of: &mock.mapAction).throws(PinPlantedError())
        var result: String?
        var thrown: (any Error)?
        let failures = await recordingFailures {
            do { result = try await mock.map { () async throws -> String in "mapped" } } catch { thrown = error }
        }
        XCTAssertNil(thrown)
        XCTAssertEqual(result, "")
        XCTAssertEqual(
            failures.map(\.message), [Messages.rethrowsActionThrew(name: "map(_:)", error: "PinPlantedError()")])
    }

    func testTheAsyncClosuresOwnErrorReachesTheCaller() async {
        let mock = PinPerformerMock()
        mock.mapAction = { call in try await call.arguments() }
        var thrown: (any Error)?
        let failures = await recordingFailures {
            do { _ = try await mock.map { () async throws -> Int in throw PinBodyError() } } catch { thrown = error }
        }
        XCTAssertEqual(thrown as? PinBodyError, PinBodyError())
        XCTAssertEqual(failures.map(\.message), [])
    }

    func testASyncActionsOwnErrorIsReportedNotThrown() {
        let mock = PinPerformerMock()
        mock.performAction = { call in
            _ = try call.arguments()
            throw PinPlantedError()
        }
        var result: [Int]?
        var thrown: (any Error)?
        let failures = recordingFailures {
            do { result = try mock.perform { () throws -> [Int] in [1] } } catch { thrown = error }
        }
        XCTAssertNil(thrown)
        XCTAssertEqual(result, [])
        XCTAssertEqual(
            failures.map(\.message), [Messages.rethrowsActionThrew(name: "perform(_:)", error: "PinPlantedError()")])
        XCTAssertEqual(failures.first?.site.line, PinPerformerMock.performLine)
    }
}
