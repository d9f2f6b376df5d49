import Testing
import XCTest

@testable import StubKit

// A generic method called with `T == Any` (issue 40, run 6 survivor #298): the marker of an
// unanswered call is itself a value of `Any`, so only the "is it an answer" half of each fast path
// keeps it from being handed back as the result. Every entry point that takes the marker, sync and
// async, plain, `ifUnanswered:`, typed throws and `Rethrowing`, must report the strict action's
// unanswered call, then throw or keep the caller's value, never return the marker.

private struct PinLoadError: Error {}

/// The async forms as a mock's `load<T>() async` calls them: with `T` generic, the synchronous
/// `@autoclosure` forms cannot take the closure (with `Any` written out, Swift picks them, `Result`
/// being the closure's own type).
private func asyncLoad<T>(keeping current: T) async -> T {
    await genericResult(unanswered(), ifUnanswered: { current }, name: "load()")
}

private func asyncThrowingLoad<T>(keeping current: T) async throws -> T {
    try await throwingGenericResult(unanswered(), ifUnanswered: { current }, name: "load()")
}

private func asyncTypedThrowingLoad<T>(keeping current: T) async throws(PinLoadError) -> T {
    try await throwingGenericResult(
        unanswered(), ifUnanswered: { () throws(PinLoadError) -> T in current }, throwing: PinLoadError.self,
        name: "load()")
}

/// The async form of `Rethrowing.genericResult`, as a `rethrows` mock method calls it.
///
/// `T` is generic as above; `any Sendable` holds the marker as `Any` does (it is `Sendable`), and
/// the closures are `@concurrent`.
private func rethrowingAsyncLoad<T: Sendable>(keeping current: T) async throws -> T {
    let call = Rethrowing(name: "load()")
    return try await call.genericResult({ await unansweredLater() }, ifUnanswered: current)
}

@concurrent private func unansweredLater() async -> Any { unanswered() }

/// What a strict generic action answers for a call of `load<T>() -> T` with `T == Any` no setup answered.
private func unanswered() -> Any {
    let action: (GenericCall<Any>) -> Any = strictStubGeneric()
    return action(GenericCall((), types: Any.self, returning: Any.self))
}

final class GenericResultOfAnyTests: XCTestCase {
    private let expected = Messages.unansweredStrictGeneric(name: "load()", expected: "Any")

    private func assertKept(_ result: Any?, _ failures: [Failure], line: UInt = #line) {
        XCTAssertEqual(result as? String, "kept", "the caller's value, not the marker", line: line)
        XCTAssertEqual(failures.map(\.message), [expected], line: line)
    }

    private func assertThrown(_ result: Any?, _ thrown: (any Error)?, _ failures: [Failure], line: UInt = #line) {
        XCTAssertNil(result, "nothing is returned, the marker least of all", line: line)
        XCTAssertEqual((thrown as? StubKitError)?.message, expected, line: line)
        XCTAssertEqual(failures.map(\.message), [expected], line: line)
    }

    func testThrowingGenericResultThrowsForAnUnansweredCallOfAny() {
        var result: Any?
        var thrown: (any Error)?
        let failures = recordingFailures {
            do { result = try throwingGenericResult(unanswered(), name: "load()") as Any } catch { thrown = error }
        }
        assertThrown(result, thrown, failures)
    }

    func testThrowingGenericResultKeepingAValueThrowsForAnUnansweredCallOfAny() {
        var result: Any?
        var thrown: (any Error)?
        let failures = recordingFailures {
            do {
                result = try throwingGenericResult(unanswered(), ifUnanswered: "kept" as Any, name: "load()") as Any
            } catch { thrown = error }
        }
        assertThrown(result, thrown, failures)
    }

    func testGenericResultKeepingAValueKeepsItForAnUnansweredCallOfAny() {
        var result: Any?
        let failures = recordingFailures {
            result = genericResult(unanswered(), ifUnanswered: "kept" as Any, name: "load()") as Any
        }
        assertKept(result, failures)
    }

    func testATypedThrowingGenericResultKeepingAValueKeepsItForAnUnansweredCallOfAny() {
        var result: Any?
        let failures = recordingFailures {
            result =
                try? throwingGenericResult(
                    unanswered(), ifUnanswered: "kept" as Any, throwing: PinLoadError.self, name: "load()") as Any
        }
        assertKept(result, failures)
    }

    func testAsyncGenericResultKeepsTheValueForAnUnansweredCallOfAny() async {
        var result: Any?
        let failures = await recordingFailures {
            result = await asyncLoad(keeping: "kept" as Any) as Any
        }
        assertKept(result, failures)
    }

    func testAsyncThrowingGenericResultThrowsForAnUnansweredCallOfAny() async {
        var result: Any?
        var thrown: (any Error)?
        let failures = await recordingFailures {
            do {
                result = try await asyncThrowingLoad(keeping: "kept" as Any) as Any
            } catch { thrown = error }
        }
        assertThrown(result, thrown, failures)
    }

    func testAsyncTypedThrowingGenericResultKeepsTheValueForAnUnansweredCallOfAny() async {
        var result: Any?
        let failures = await recordingFailures {
            result = try? await asyncTypedThrowingLoad(keeping: "kept" as Any) as Any
        }
        assertKept(result, failures)
    }

    func testRethrowingGenericResultKeepsTheValueForAnUnansweredCallOfAny() throws {
        var result: Any?
        let failures = try recordingFailures {
            let call = Rethrowing(name: "load()")
            result = try call.genericResult({ unanswered() }, ifUnanswered: "kept" as Any) as Any
        }
        assertKept(result, failures)
    }

    func testAsyncRethrowingGenericResultKeepsTheValueForAnUnansweredCallOfAny() async throws {
        var result: Any?
        let failures = try await recordingFailures {
            result = try await rethrowingAsyncLoad(keeping: "kept" as any Sendable) as Any
        }
        assertKept(result, failures)
    }
}

@Suite struct GenericResultOfAnyExitTests {
    /// `genericResult` with no value to keep: `Any` has no default, so the process stops after the
    /// report, where handing back the marker would let the call return it.
    @Test func anUnansweredCallOfAnyWithNothingToKeepStops() async {
        _ = await #expect(processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]) {
            _ = genericResult(unanswered(), name: "load()") as Any
        }
    }
}
