import XCTest

@testable import StubKit

/// A `rethrows` generic method with an `inout` value: `Rethrowing.genericResult(_:ifUnanswered:)`.
final class UpdaterMock: @unchecked Sendable {
    var updateAction: (GenericCall<(Any, (Any) throws -> Any)>) throws -> Any = stubGeneric()
    func update<T>(_ value: inout T, _ transform: (T) throws -> T) rethrows {
        try withoutActuallyEscaping(transform) { transform in
            let call = Rethrowing()
            let start = value
            let transformAny: (Any) throws -> Any = { value in try call.body { try transform(value as! T) } }
            value = try call.genericResult(
                { try updateAction(GenericCall((start, transformAny), types: T.self, returning: T.self)) },
                ifUnanswered: try call.body { try transform(start) })
        }
    }

    var refreshAction: (GenericCall<Void>) async throws -> Any = stubGeneric()
    func refresh<T>(_ value: inout T, _ load: () async throws -> T) async rethrows {
        // The form for NonisolatedNonsendingByDefault: SwiftSettings.md, "Closure parameters".
        #if hasFeature(NonisolatedNonsendingByDefault)
            func pass(_ isolation: isolated (any Actor)?, _ load: () async throws -> T) async rethrows {
                try await withoutActuallyEscaping(load) { load in
                    _ = isolation
                    let call = Rethrowing()
                    value = try await call.genericResult(
                        { try await refreshAction(GenericCall((), types: T.self, returning: T.self)) },
                        ifUnanswered: try await call.body { try await load() })
                }
            }
            try await pass(#isolation, load)
        #else
            try await withoutActuallyEscaping(load) { load in
                let call = Rethrowing()
                value = try await call.genericResult(
                    { try await refreshAction(GenericCall((), types: T.self, returning: T.self)) },
                    ifUnanswered: try await call.body { try await load() })
            }
        #endif
    }
}

final class RethrowingIfUnansweredTests: XCTestCase {
    func testAnUnansweredCallKeepsWhatTheClosureMakes() {
        let mock = UpdaterMock()
        var value = 1
        mock.update(&value) { $0 + 1 }
        XCTAssertEqual(value, 2)
    }

    func testAnAnsweredCallDoesNotRunTheClosure() {
        let mock = UpdaterMock()
        setupStubSequence(of: &mock.updateAction).returns(10)
        var value = 1
        var transformed = 0
        mock.update(&value) {
            transformed += 1
            return $0 + 1
        }
        XCTAssertEqual(value, 10)
        XCTAssertEqual(transformed, 0)
    }

    func testTheClosuresErrorGoesOut() {
        let mock = UpdaterMock()
        var value = 1
        XCTAssertThrowsError(try mock.update(&value) { _ in throw SeqParseError.empty }) {
            XCTAssertEqual($0 as? SeqParseError, .empty)
        }
        XCTAssertEqual(value, 1)
    }

    func testAStrictActionReportsTheCallAndKeepsTheValue() {
        let mock = UpdaterMock()
        mock.updateAction = strictStubGeneric()
        var value = 1
        let failures = recordingFailures { mock.update(&value) { $0 + 1 } }
        XCTAssertEqual(value, 2)
        XCTAssertEqual(
            failures.map(\.message), [Messages.unansweredStrictGeneric(name: "update(_:_:)", expected: "Int")])
    }

    func testTheAsynchronousForm() async throws {
        let mock = UpdaterMock()
        var value = 1
        await mock.refresh(&value) { 5 }
        XCTAssertEqual(value, 5)
        setupStubSequence(of: &mock.refreshAction).returns(9)
        await mock.refresh(&value) { 6 }
        XCTAssertEqual(value, 9)
    }
}
