import Foundation
import Testing
import XCTest

@testable import StubKit

// A SQL value protocol with an associated type, statics and an `init` requirement, in the shape
// of SQLite.swift's `Value` (`associatedtype Datatype: Binding`, `static var declaredDatatype`,
// `static func fromDatatypeValue(_:) throws -> ValueType`).
private protocol SQLValue {
    associatedtype Datatype
    static var declaredDatatype: String { get }
    static func fromDatatypeValue(_ datatypeValue: Datatype) throws -> Self
    init(raw: Datatype)
    var datatypeValue: Datatype { get }
}

private struct BadValue: Error, Equatable {}

/// A generic mock cannot have a `static let`: its statics are keyed by its concrete type.
private final class SQLValueMock<Datatype>: SQLValue {
    final class Statics: @unchecked Sendable {
        // @unchecked Sendable: one instance per test and type, configured before the code under test runs.
        var declaredDatatypeAction: (()) -> String = stub()
        var fromDatatypeValueAction: (Datatype) throws -> SQLValueMock = { SQLValueMock(raw: $0) }
        var initAction: ((Datatype, SQLValueMock)) -> Void = stub()
        var strictAction = strictStub(of: SQLValueMock.strictStatic, name: "strictAction")
    }
    static var statics: TestScoped<Statics> { TestScoped(for: Self.self) { Statics() } }

    static var declaredDatatype: String { statics.current.declaredDatatypeAction(()) }
    static func fromDatatypeValue(_ datatypeValue: Datatype) throws -> SQLValueMock {
        try statics.current.fromDatatypeValueAction(datatypeValue)
    }
    static func strictStatic(_ value: Int) -> Int { statics.current.strictAction(value) }

    let datatypeValue: Datatype
    init(raw: Datatype) {
        datatypeValue = raw
        Self.statics.current.initAction((raw, self))
    }
}

/// Code under test: reads columns through the protocol's static side.
private func column<V: SQLValue>(_ type: V.Type, values: [V.Datatype]) throws -> (String, [V]) {
    (V.declaredDatatype, try values.map { try V.fromDatatypeValue($0) })
}

private protocol Connection: Actor {
    static var defaultPort: Int { get }
    init(host: String)
    func query(_ sql: String) async throws -> Int
}

/// An actor mock: its statics live in a `static let`, its instance actions in a `nonisolated let`.
private actor ConnectionMock: Connection {
    final class Statics: @unchecked Sendable {
        var defaultPortAction: (()) -> Int = stub(alwaysReturn: 5432)
        var initAction: ((String, ConnectionMock)) -> Void = stub()
    }
    static let statics = TestScoped { Statics() }

    final class Actions: @unchecked Sendable {
        var queryAction: (String) async throws -> Int = stub()
    }
    nonisolated let actions = Actions()

    static var defaultPort: Int { statics.current.defaultPortAction(()) }
    init(host: String) { Self.statics.current.initAction((host, self)) }
    func query(_ sql: String) async throws -> Int { try await actions.queryAction(sql) }
}

private protocol Migration {
    static var version: Int { get }
}

private protocol Table {
    static var tableName: String { get }
}

/// A generic mock of two protocols with static requirements: one class of statics per protocol,
/// both values keyed by the mock's type, so a test holds two values for one type.
private final class RecordMock<Row>: Migration, Table {
    final class MigrationStatics: TestScopedValue, @unchecked Sendable {
        var versionAction: (()) -> Int = stub()
    }
    final class TableStatics: TestScopedValue, @unchecked Sendable {
        var tableNameAction: (()) -> String = stub()
    }
    static var migration: TestScoped<MigrationStatics> { TestScoped(for: Self.self) }
    static var table: TestScoped<TableStatics> { TestScoped(for: Self.self) }

    static var version: Int { migration.current.versionAction(()) }
    static var tableName: String { table.current.tableNameAction(()) }
}

final class TestScopedForTypeTests: XCTestCase {
    func testTwoValuesOfDifferentTypesForOneMockTypeKeepTheirOwnSetups() {
        setupStub(of: &RecordMock<Int>.migration.current.versionAction, return: 3)
        setupStub(of: &RecordMock<Int>.table.current.tableNameAction, return: "users")
        XCTAssertEqual(RecordMock<Int>.version, 3)
        XCTAssertEqual(RecordMock<Int>.tableName, "users")
        XCTAssertEqual(RecordMock<Int>.version, 3)
        XCTAssertTrue(RecordMock<Int>.migration.current === RecordMock<Int>.migration.current)
    }

    func testEachSpecialisationOfAGenericMockHasItsOwnStatics() throws {
        setupStub(of: &SQLValueMock<Int>.statics.current.declaredDatatypeAction, return: "INTEGER")
        setupStub(of: &SQLValueMock<String>.statics.current.declaredDatatypeAction, return: "TEXT")
        let ints = spyCalls(of: &SQLValueMock<Int>.statics.current.initAction, transform: { $0.0 })
        let (type, values) = try column(SQLValueMock<Int>.self, values: [1, 2])
        XCTAssertEqual(type, "INTEGER")
        XCTAssertEqual(values.map(\.datatypeValue), [1, 2])
        XCTAssertEqual(ints, [1, 2])
        XCTAssertEqual(SQLValueMock<String>.declaredDatatype, "TEXT")
        XCTAssertEqual(SQLValueMock<Double>.declaredDatatype, "")
    }

    func testEveryHandleForATypeReachesTheSameValue() {
        XCTAssertTrue(SQLValueMock<Int>.statics.current === SQLValueMock<Int>.statics.current)
        // Two handles alive at once: a freed handle's address, reused by the next, proves nothing.
        let first = SQLValueMock<Int>.statics
        let second = SQLValueMock<Int>.statics
        XCTAssertTrue(first.current === second.current)
        XCTAssertFalse(SQLValueMock<Int>.statics.current === SQLValueMock<UInt>.statics.current)
    }

    func testAThrowingStaticTakesASequence() {
        setupStubSequence(of: &SQLValueMock<String>.statics.current.fromDatatypeValueAction)
            .when("")
            .throws(BadValue())
        XCTAssertThrowsError(try column(SQLValueMock<String>.self, values: ["a", ""])) { error in
            XCTAssertEqual(error as? BadValue, BadValue())
        }
    }

    func testZ1ASetupInOneTest() {
        setupStub(of: &SQLValueMock<Int>.statics.current.declaredDatatypeAction, return: "BIGINT")
        XCTAssertEqual(SQLValueMock<Int>.declaredDatatype, "BIGINT")
    }

    func testZ2IsNotSeenByTheNextTest() {
        XCTAssertEqual(SQLValueMock<Int>.declaredDatatype, "", "each XCTest test case starts with fresh statics")
    }

    func testWithStubScopeStartsAFreshScopeForItsBodyOnly() {
        setupStub(of: &SQLValueMock<Int>.statics.current.declaredDatatypeAction, return: "A")
        withStubScope {
            XCTAssertEqual(SQLValueMock<Int>.declaredDatatype, "")
        }
        XCTAssertEqual(SQLValueMock<Int>.declaredDatatype, "A")
    }

    func testAnUnregisteredStrictStaticOfAGenericMockNamesItselfAndItsDeclaration() {
        let failures = recordingFailures { _ = SQLValueMock<Int>.strictStatic(3) }
        XCTAssertEqual(failures.map(\.message), [Messages.unregisteredStrictStub(name: "strictAction", arguments: "3")])
        XCTAssertEqual(failures.first?.site.fileID, #fileID, "the strict stub's declaration, in this file")
    }

    func testAnActorMocksStaticsAndInit() async throws {
        setupStub(of: &ConnectionMock.statics.current.defaultPortAction, return: 6543)
        let hosts = spyCalls(of: &ConnectionMock.statics.current.initAction, transform: { $0.0 })
        setupStubSequence(of: &ConnectionMock.statics.current.initAction, for: { $0.0 == "primary" })
            .callback { _, connection in setupStub(of: &connection.actions.queryAction, return: 1) }
        let primary = ConnectionMock(host: "primary")
        let replica = ConnectionMock(host: "replica")
        XCTAssertEqual(ConnectionMock.defaultPort, 6543)
        let counts = [try await primary.query("SELECT 1"), try await replica.query("SELECT 1")]
        XCTAssertEqual(counts, [1, 0])
        XCTAssertEqual(hosts, ["primary", "replica"])
    }
}

// MARK: - Swift Testing runs tests in parallel: each sees its own statics of each type

/// Lets two tests wait for each other, so that they overlap when Swift Testing runs them in parallel.
private actor TypeRendezvous {
    static let shared = TypeRendezvous()
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns when `count` callers have arrived, or after about two seconds (tests run serially).
    func arrive(count: Int) async {
        if waiting.count + 1 == count {
            for continuation in waiting { continuation.resume() }
            waiting.removeAll()
            return
        }
        await withCheckedContinuation { continuation in
            waiting.append(continuation)
            Task {
                try? await Task.sleep(nanoseconds: 2_000_000_000)
                self.timeOut()
            }
        }
    }

    private func timeOut() {
        for continuation in waiting { continuation.resume() }
        waiting.removeAll()
    }
}

@Suite struct TestScopedForTypeParallelTests {
    private func setUpAndCheck(_ name: String) async {
        setupStub(of: &SQLValueMock<Int>.statics.current.declaredDatatypeAction, return: name)
        await TypeRendezvous.shared.arrive(count: 2)
        #expect(SQLValueMock<Int>.declaredDatatype == name)
        let seenByChildTask = await Task { SQLValueMock<Int>.declaredDatatype }.value
        #expect(seenByChildTask == name)
    }

    @Test func oneTestSetsUpTheStaticsOfAType() async {
        await setUpAndCheck("INTEGER")
    }

    @Test func anotherTestAtTheSameTimeSetsUpOthers() async {
        await setUpAndCheck("BIGINT")
    }

    @Test(.stubScope, arguments: ["A", "B"])
    func eachCaseOfAParameterizedTestHasItsOwnStatics(name: String) {
        #expect(SQLValueMock<Int>.declaredDatatype == "")
        setupStub(of: &SQLValueMock<Int>.statics.current.declaredDatatypeAction, return: name)
        #expect(SQLValueMock<Int>.declaredDatatype == name)
    }
}
