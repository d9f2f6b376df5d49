import Foundation
import Testing
import XCTest

@testable import StubKit

private struct StoreError: Error, Equatable {
    var code: Int
}

private final class Database {
    let base: Int
    init(base: Int) { self.base = base }
}

// Async, async throwing, typed-throwing and closure-taking generic methods, in the shape of
// GRDB's `DatabaseReader.read<T>(_:)` and swift-distributed-tracing's generic methods.
private protocol Store {
    func load<Value>(key: String) async -> Value
    func send<Value>(_ value: Value) async
    func fetch<Value>(key: String, retries: Int) async throws -> Value
    func decode<Value>(_ text: String) async throws(StoreError) -> Value
    func read<T>(_ body: (Database) throws -> T) throws -> T
}

private final class StoreMock: Store {
    lazy var loadIntAction = stubGeneric(of: load).with(return: Int.self).stub
    lazy var loadStringAction = stubGeneric(of: load).with(return: String.self).stub
    static let loadLine: UInt = #line + 2
    func load<Value>(key: String) async -> Value {
        await callGenericAsync(key, potentials: [loadIntAction, loadStringAction])
    }
    lazy var sendStringAction = stubGeneric(of: send).with(first: String.self).stub
    func send<Value>(_ value: Value) async {
        await callGenericAsync(value, potentials: [sendStringAction])
    }
    static let fetchDeclarationLine: UInt = #line + 1
    lazy var fetchIntAction = stubGeneric(of: fetch).with(return: Int.self).strictStub
    lazy var fetchSyncAction: ((String, Int)) -> String = { "sync \($0.0)" }
    static let fetchLine: UInt = #line + 2
    func fetch<Value>(key: String, retries: Int) async throws -> Value {
        try await callThrowsGenericAsync((key, retries), potentials: [fetchIntAction, fetchSyncAction])
    }
    lazy var decodeIntAction = stubGeneric(of: decode).with(return: Int.self).stub
    func decode<Value>(_ text: String) async throws(StoreError) -> Value {
        try await callThrowsGenericAsync(text, potentials: [decodeIntAction], throwing: StoreError.self)
    }
    lazy var readIntAction = stubGeneric(of: read).with(return: Int.self).stub
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        try withoutActuallyEscaping(body) { try callThrowsGeneric($0, potentials: [readIntAction]) }
    }
}

final class AsyncGenericTests: XCTestCase {
    func testAsyncGenericMethodsCallTheActionOfTheRequestedType() async {
        let store = StoreMock()
        setupStubSequence(of: &store.loadIntAction).when("answer").returns(42)
        setupStub(of: &store.loadStringAction, return: "text")
        let number: Int = await store.load(key: "answer")
        let text: String = await store.load(key: "answer")
        XCTAssertEqual(number, 42)
        XCTAssertEqual(text, "text")
        let sent = spyCalls(of: &store.sendStringAction)
        await store.send("hello")
        XCTAssertEqual(sent, ["hello"])
    }

    func testAsyncThrowingGenericMethodsTakeAsyncAndSynchronousPotentials() async throws {
        let store = StoreMock()
        setupStubSequence(of: &store.fetchIntAction).whenSecond(3).throwsOnce(StoreError(code: 1)).returns(7)
        do {
            let _: Int = try await store.fetch(key: "a", retries: 3)
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? StoreError, StoreError(code: 1))
        }
        let number: Int = try await store.fetch(key: "a", retries: 3)
        XCTAssertEqual(number, 7)
        let text: String = try await store.fetch(key: "b", retries: 0)
        XCTAssertEqual(text, "sync b")
    }

    func testTypedThrowingAsyncGenericMethodsKeepTheirErrorType() async {
        let store = StoreMock()
        setupStub(of: &store.decodeIntAction, throw: StoreError(code: 2))
        do {
            let _: Int = try await store.decode("x")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, StoreError(code: 2))
        }
    }

    func testAGenericMethodTakingAClosureOverItsTypeReachesTheClosure() throws {
        let store = StoreMock()
        store.readIntAction = { body in try body(Database(base: 40)) + 1 }
        let reads = spyCalls(of: &store.readIntAction, transform: { _ in () })
        XCTAssertEqual(try store.read { $0.base + 1 }, 42)
        XCTAssertEqual(reads.count, 1)
    }

    func testAMissNamesTheRequestedAndOfferedTypesThenReturnsTheDefault() async {
        let store = StoreMock()
        var value = 1.0
        let failures = await recordingFailures { value = await store.load(key: "k") }
        XCTAssertEqual(
            failures.map(\.message),
            [
                "No stub for load(key:) with arguments of type (String) returning Double; "
                    + "potentials offered: (String) async -> Int, (String) async -> String"
            ])
        XCTAssertEqual(failures.first?.site.line, StoreMock.loadLine)
        XCTAssertEqual(value, 0)
    }

    func testAThrowingMissThrowsAStubKitErrorWithTheSameMessage() async {
        let store = StoreMock()
        var thrown: (any Error)?
        let failures = await recordingFailures {
            do {
                let _: Double = try await store.fetch(key: "k", retries: 1)
            } catch {
                thrown = error
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures[0].message.hasPrefix(
                "No stub for fetch(key:retries:) with arguments of type (String, Int) returning Double; "),
            failures[0].message)
        XCTAssertEqual(failures.first?.site.line, StoreMock.fetchLine)
        XCTAssertEqual((thrown as? StubKitError)?.message, failures.first?.message)
    }

    func testAnUnregisteredAsyncStrictGenericStubReportsAtItsDeclaration() async {
        let store = StoreMock()
        var thrown: (any Error)?
        let failures = await recordingFailures {
            do {
                let _: Int = try await store.fetch(key: "k", retries: 1)
            } catch {
                thrown = error
            }
        }
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.unregisteredStrictStub(name: "fetchIntAction", arguments: #"("k", 1)"#)])
        XCTAssertEqual(failures.first?.site.line, StoreMock.fetchDeclarationLine)
        XCTAssertTrue(thrown is StubKitError)
    }
}

// MARK: - `@MainActor` generic methods (Swift Testing: Linux XCTest cannot run main-actor tests)

@MainActor
private protocol Presenter {
    func show<Item>(_ item: Item) -> Bool
    func render<Item>(_ item: Item) throws -> String
    func refresh<Item>(_ item: Item) async -> Int
}

@MainActor
private final class PresenterMock: Presenter {
    lazy var showStringAction = stubGeneric(of: show).with(first: String.self).stub
    func show<Item>(_ item: Item) -> Bool { callGeneric(item, potentials: [showStringAction]) }
    lazy var renderIntAction = stubGeneric(of: render).with(first: Int.self).stub
    func render<Item>(_ item: Item) throws -> String { try callThrowsGeneric(item, potentials: [renderIntAction]) }
    lazy var refreshIntAction = stubGeneric(of: refresh).with(first: Int.self).stub
    func refresh<Item>(_ item: Item) async -> Int { await callGenericAsync(item, potentials: [refreshIntAction]) }
}

@MainActor
@Test func mainActorGenericMethodsUseTheSameBuildersAndCalls() async throws {
    let presenter = PresenterMock()
    setupStubSequence(of: &presenter.showStringAction).when("a").returns(true)
    setupStub(of: &presenter.renderIntAction, return: "rendered")
    setupStub(of: &presenter.refreshIntAction, return: 3)
    #expect(presenter.show("a"))
    #expect(try presenter.render(1) == "rendered")
    #expect(await presenter.refresh(1) == 3)
}
