import XCTest

@testable import StubKit

// `Rethrowing` in a plain (not generic) mock, sync and async: the error of an action reaches the
// caller only when the closure parameter threw it during the call. (The generic forms are tested
// with GAClientMock in GenericActionTests.)

private struct RollbackError: Error, Equatable {}
private struct PlantedError: Error, Equatable {}

private protocol Database {
    func write(_ updates: (Int) throws -> Int) rethrows -> Int
    func read(_ query: (Int) async throws -> String) async rethrows -> String
}

private final class DatabaseMock: Database, @unchecked Sendable {
    // @unchecked Sendable: the actions are set before the calls; StubKit's layers lock their state.
    static let writeLine: UInt = #line + 4
    var writeAction: (@escaping (Int) throws -> Int) throws -> Int = stub()
    func write(_ updates: (Int) throws -> Int) rethrows -> Int {
        try withoutActuallyEscaping(updates) { updates in
            let call = Rethrowing()
            return try call.result { try writeAction({ connection in try call.body { try updates(connection) } }) }
        }
    }

    #if hasFeature(NonisolatedNonsendingByDefault)
        static let readLine: UInt = #line + 13
    #else
        static let readLine: UInt = #line + 20
    #endif
    var readAction: (@escaping (Int) async throws -> String) async throws -> String = stub()
    func read(_ query: (Int) async throws -> String) async rethrows -> String {
        // The form for NonisolatedNonsendingByDefault: SwiftSettings.md, "Closure parameters".
        #if hasFeature(NonisolatedNonsendingByDefault)
            func pass(_ isolation: isolated (any Actor)?, _ query: (Int) async throws -> String) async rethrows
                -> String
            {
                try await withoutActuallyEscaping(query) { query in
                    _ = isolation
                    let call = Rethrowing()
                    return try await call.result {
                        try await readAction({ connection in try await call.body { try await query(connection) } })
                    }
                }
            }
            return try await pass(#isolation, query)
        #else
            return try await withoutActuallyEscaping(query) { query in
                let call = Rethrowing()
                return try await call.result {
                    try await readAction({ connection in try await call.body { try await query(connection) } })
                }
            }
        #endif
    }
}

final class RethrowingTests: XCTestCase {
    func testTheClosuresErrorReachesTheCallerThroughTheAction() async {
        let database = DatabaseMock()
        database.writeAction = { updates in try updates(1) + 1 }
        database.readAction = { query in try await query(2) + "!" }
        XCTAssertEqual(database.write { $0 * 10 }, 11)
        XCTAssertThrowsError(try database.write { _ in throw RollbackError() }) {
            XCTAssertEqual($0 as? RollbackError, RollbackError())
        }
        let read = await database.read { "row \($0)" }
        XCTAssertEqual(read, "row 2!")
        do {
            _ = try await database.read { _ in throw RollbackError() }
            XCTFail("expected the closure's RollbackError")
        } catch {
            XCTAssertEqual(error as? RollbackError, RollbackError())
        }
    }

    /// The closure ran and returned, then the action threw its own error: the caller, which may
    /// have passed a closure that cannot throw, must not see it.
    func testAnErrorTheActionThrowsAfterTheClosureReturnedIsReportedNotThrown() {
        let database = DatabaseMock()
        database.writeAction = { updates in
            _ = try updates(1)
            throw PlantedError()
        }
        var result: Int?
        var thrown: (any Error)?
        let failures = recordingFailures {
            // A closure typed `throws` that does not throw: what a caller without `try` would pass.
            do { result = try database.write { (connection: Int) throws -> Int in connection } } catch {
                thrown = error
            }
        }
        XCTAssertNil(thrown, "the closure threw nothing, so nothing may reach the caller")
        XCTAssertEqual(result, 0)
        XCTAssertEqual(
            failures.map(\.message), [Messages.rethrowsActionThrew(name: "write(_:)", error: "PlantedError()")])
        XCTAssertEqual(
            failures.first?.message,
            "write(_:) rethrows only what its closure parameter throws, but its action threw PlantedError() while "
                + "the closure threw nothing: call the closure in the answer and let its error through, or return a value."
        )
        XCTAssertEqual(failures.first?.site.line, DatabaseMock.writeLine)
    }

    /// The same with an async closure parameter: `body` of an async closure.
    func testAnAsyncActionsErrorAfterTheClosureReturnedIsReportedNotThrown() async {
        let database = DatabaseMock()
        database.readAction = { query in
            _ = try await query(1)
            throw PlantedError()
        }
        var result: String?
        var thrown: (any Error)?
        let failures = await recordingFailures {
            do {
                result = try await database.read { (connection: Int) async throws -> String in "row \(connection)" }
            } catch {
                thrown = error
            }
        }
        XCTAssertNil(thrown, "the closure threw nothing, so nothing may reach the caller")
        XCTAssertEqual(result, "")
        XCTAssertEqual(
            failures.map(\.message), [Messages.rethrowsActionThrew(name: "read(_:)", error: "PlantedError()")])
        XCTAssertEqual(failures.first?.site.line, DatabaseMock.readLine)
    }

    /// An async action that throws without calling the closure at all.
    func testAnAsyncActionsErrorWithoutCallingTheClosureIsReportedNotThrown() async {
        let database = DatabaseMock()
        setupStubSequence(of: &database.readAction).throws(PlantedError())
        var result: String?
        var thrown: (any Error)?
        let failures = await recordingFailures {
            do {
                result = try await database.read { (connection: Int) async throws -> String in "row \(connection)" }
            } catch {
                thrown = error
            }
        }
        XCTAssertNil(thrown, "the closure threw nothing, so nothing may reach the caller")
        XCTAssertEqual(result, "")
        XCTAssertEqual(
            failures.map(\.message), [Messages.rethrowsActionThrew(name: "read(_:)", error: "PlantedError()")])
    }
}
