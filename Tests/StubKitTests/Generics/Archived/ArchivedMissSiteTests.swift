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

final class ArchivedMissSiteTests: XCTestCase {
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
