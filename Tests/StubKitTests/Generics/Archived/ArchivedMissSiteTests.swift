import XCTest

@testable import StubKit

// The archived form's spellings that name their error type, and the async `Void` one: a miss
// reports at the mock's call (line and column), naming the mocked method. Found by `make mutate`:
// swapped `line:`/`column:` or `name:`/`fileID:` in these wrappers passed every other test.

private struct LoadError: Error, Equatable {}

private final class ArchiveMock {
    static let parseLine: UInt = #line + 3
    static let parseColumn: UInt = 30  // `#column` of a call is its argument list's
    func parse<Value>(_ text: String) throws(LoadError) -> Value {
        try callThrowsGeneric(text, potentials: [], throwing: LoadError.self)
    }

    static let loadLine: UInt = #line + 3
    static let loadColumn: UInt = 41
    func load<Value>(_ key: Int) async throws(LoadError) -> Value {
        try await callThrowsGenericAsync(key, potentials: [], throwing: LoadError.self)
    }

    static let uploadLine: UInt = #line + 3
    static let uploadColumn: UInt = 41
    func upload<Value>(_ value: Value) async throws {
        try await callThrowsGenericAsync(value, potentials: [])
    }
}

/// One method per archived wrapper, each passing one line and one column that differ: a miss
/// reports at line 1,000, column 7.
private final class EveryWrapperMock {
    func value<V>(_ x: Int) -> V { callGeneric(x, potentials: [], line: 1_000, column: 7) }
    func thrown<V>(_ x: Int) throws -> V { try callThrowsGeneric(x, potentials: [], line: 1_000, column: 7) }
    func typed<V>(_ x: Int) throws(LoadError) -> V {
        try callThrowsGeneric(x, potentials: [], throwing: LoadError.self, line: 1_000, column: 7)
    }
    func none<V>(_ x: V) { callGeneric(x, potentials: [], line: 1_000, column: 7) }
    func noneThrowing<V>(_ x: V) throws { try callThrowsGeneric(x, potentials: [], line: 1_000, column: 7) }
    func noneTyped<V>(_ x: V) throws(LoadError) {
        try callThrowsGeneric(x, potentials: [], throwing: LoadError.self, line: 1_000, column: 7)
    }
    func valueAsync<V>(_ x: Int) async -> V { await callGenericAsync(x, potentials: [], line: 1_000, column: 7) }
    func noneAsync<V>(_ x: V) async { await callGenericAsync(x, potentials: [], line: 1_000, column: 7) }
    func thrownAsync<V>(_ x: Int) async throws -> V {
        try await callThrowsGenericAsync(x, potentials: [], line: 1_000, column: 7)
    }
}

final class ArchivedMissSiteTests: XCTestCase {
    /// Every archived wrapper reports a miss at the mock's line, not at its column (whole-code run
    /// seed 55547894: survivor #160, `callGenericAsync`'s `Void` form with line and column swapped,
    /// passed).
    func testEveryWrapperReportsAMissAtTheCallsLine() async {
        let mock = EveryWrapperMock()
        var sites: [CallSite] = []
        sites += recordingFailures { _ = mock.value(1) as Int }.map(\.site)
        sites += recordingFailures { _ = try? mock.thrown(1) as Int }.map(\.site)
        sites += recordingFailures { _ = try? mock.typed(1) as Int }.map(\.site)
        sites += recordingFailures { mock.none(1) }.map(\.site)
        sites += recordingFailures { try? mock.noneThrowing(1) }.map(\.site)
        sites += recordingFailures { try? mock.noneTyped(1) }.map(\.site)
        sites += await recordingFailures { _ = await mock.valueAsync(1) as Int }.map(\.site)
        sites += await recordingFailures { await mock.noneAsync(1) }.map(\.site)
        sites += await recordingFailures { _ = try? await mock.thrownAsync(1) as Int }.map(\.site)
        XCTAssertEqual(sites.map(\.line), Array(repeating: 1_000, count: 9))
        XCTAssertEqual(sites.map(\.column), Array(repeating: 7, count: 9))
    }

    func testATypedThrowingMissReportsAtTheCallThenReturnsTheDefault() throws {
        let mock = ArchiveMock()
        var value: Int?
        let failures = recordingFailures { value = try? mock.parse("7") as Int }
        XCTAssertEqual(value, 0)
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.noGenericStub(name: "parse(_:)", arguments: "(String)", output: "Int", offered: "none")])
        XCTAssertEqual(failures.first?.site.line, ArchiveMock.parseLine)
        XCTAssertEqual(failures.first?.site.column, ArchiveMock.parseColumn)
        XCTAssertEqual(failures.first?.site.fileID, "StubKitTests/ArchivedMissSiteTests.swift")
    }

    func testAnAsyncTypedThrowingMissReportsAtTheCallThenReturnsTheDefault() async {
        let mock = ArchiveMock()
        var value: String?
        let failures = await recordingFailures { value = try? await mock.load(3) as String }
        XCTAssertEqual(value, "")
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.noGenericStub(name: "load(_:)", arguments: "(Int)", output: "String", offered: "none")])
        XCTAssertEqual(failures.first?.site.line, ArchiveMock.loadLine)
        XCTAssertEqual(failures.first?.site.column, ArchiveMock.loadColumn)
        XCTAssertEqual(failures.first?.site.fileID, "StubKitTests/ArchivedMissSiteTests.swift")
    }

    func testAnAsyncVoidMissReportsAtTheCallNamingTheMethodThenThrows() async {
        let mock = ArchiveMock()
        var thrown: (any Error)?
        let failures = await recordingFailures {
            do { try await mock.upload(2.5) } catch { thrown = error }
        }
        XCTAssertTrue(thrown is StubKitError)
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.noGenericStub(name: "upload(_:)", arguments: "(Double)", output: "()", offered: "none")])
        XCTAssertEqual(failures.first?.site.line, ArchiveMock.uploadLine)
        XCTAssertEqual(failures.first?.site.column, ArchiveMock.uploadColumn)
        XCTAssertEqual(failures.first?.site.fileID, "StubKitTests/ArchivedMissSiteTests.swift")
    }
}
