// Generic mocks of a client with `NonisolatedNonsendingByDefault` on: `stubGeneric()` actions and
// the archived form's potentials are nonsending, and the archived engine must find them (a cast
// to a `@concurrent` type does not) and run them on the caller's actor.
import Testing

@testable import StubKit

private protocol Shelf {
    func item<T>(at index: Int) async throws -> T
    func load<Value>(key: String) async -> Value
    func fetch<Value>(key: String) async throws -> Value
    func decode<Value>(_ text: String) async throws(NonsendingLoadError) -> Value
}

private final class ShelfMock: Shelf, @unchecked Sendable {
    // @unchecked Sendable: each test sets the actions before it calls them.
    var itemAction: (GenericCall<Int>) async throws -> Any = stubGeneric()
    func item<T>(at index: Int) async throws -> T {
        try throwingGenericResult(await itemAction(GenericCall(index, types: T.self, returning: T.self)))
    }

    lazy var loadIntAction = stubGeneric(of: load).with(return: Int.self).stub
    var loadIsolationAction: (String) async -> Bool = { _ in onMainActor() }
    var loadConcurrentAction: @concurrent (String) async -> String = { _ in "concurrent" }
    static let loadLine = #line + 2
    func load<Value>(key: String) async -> Value {
        await callGenericAsync(key, potentials: [loadIntAction, loadIsolationAction, loadConcurrentAction])
    }

    lazy var fetchIntAction = stubGeneric(of: fetch).with(return: Int.self).stub
    var fetchIsolationAction: (String) async throws -> Bool = { _ in onMainActor() }
    var fetchConcurrentAction: @concurrent (String) async throws -> String = { _ in "concurrent" }
    func fetch<Value>(key: String) async throws -> Value {
        try await callThrowsGenericAsync(
            key, potentials: [fetchIntAction, fetchIsolationAction, fetchConcurrentAction])
    }

    lazy var decodeIntAction = stubGeneric(of: decode).with(return: Int.self).stub
    var decodeIsolationAction: (String) async throws(NonsendingLoadError) -> Bool = { _ in onMainActor() }
    func decode<Value>(_ text: String) async throws(NonsendingLoadError) -> Value {
        try await callThrowsGenericAsync(
            text, potentials: [decodeIntAction, decodeIsolationAction], throwing: NonsendingLoadError.self)
    }
}

@MainActor
@Suite struct NonsendingGenericTests {
    @Test func aGenericActionAnswersTheDefaultOfTheCallsType() async throws {
        let mock = ShelfMock()
        requireNonsendingThrowing(&mock.itemAction)
        let number: Int = try await mock.item(at: 1)
        let text: String = try await mock.item(at: 2)
        #expect(number == 0)
        #expect(text == "")
    }

    @Test func archivedBuildersGiveNonsendingActions() {
        let mock = ShelfMock()
        requireNonsending(&mock.loadIntAction)
        requireNonsendingThrowing(&mock.fetchIntAction)
        requireNonsendingThrowing(&mock.decodeIntAction)
    }

    @Test func theArchivedEngineFindsNonsendingAndConcurrentPotentials() async throws {
        let mock = ShelfMock()
        let number: Int = await mock.load(key: "a")
        let text: String = await mock.load(key: "a")
        let fetched: Int = try await mock.fetch(key: "a")
        let fetchedText: String = try await mock.fetch(key: "a")
        let decoded: Int = try await mock.decode("a")
        #expect(number == 0)
        #expect(text == "concurrent")
        #expect(fetched == 0)
        #expect(fetchedText == "concurrent")
        #expect(decoded == 0)
    }

    @Test func aNonsendingPotentialRunsOnTheCallersActor() async throws {
        let mock = ShelfMock()
        let loaded: Bool = await mock.load(key: "a")
        let fetched: Bool = try await mock.fetch(key: "a")
        let decoded: Bool = try await mock.decode("a")
        #expect(loaded)
        #expect(fetched)
        #expect(decoded)
    }

    @Test func aMissNamesTheOfferedTypes() async {
        let mock = ShelfMock()
        var value = 1.0
        await withKnownIssue {
            value = await mock.load(key: "k")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "No stub for load(key:) with arguments of type (String) returning Double; potentials offered: "
                    + "(String) async -> Int, (String) async -> Bool, (String) async -> String"
            ]
                && issue.sourceLocation?.line == ShelfMock.loadLine
        }
        #expect(value == 0)
    }
}
