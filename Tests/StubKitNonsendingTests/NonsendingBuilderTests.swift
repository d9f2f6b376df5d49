// The builders of a client with `NonisolatedNonsendingByDefault` on: every `(I) async -> O` here is
// `nonisolated(nonsending)`, and every builder must give an action of exactly that type (an
// `inout` of it compiles only then) that answers as it does for any client.
import Testing

@testable import StubKit

/// The actor the caller runs on: called from a `nonisolated(nonsending)` closure, its caller's.
func currentIsolation(_ isolation: isolated (any Actor)? = #isolation) -> (any Actor)? {
    isolation
}

/// Whether the caller runs on the main actor.
func onMainActor(_ isolation: isolated (any Actor)? = #isolation) -> Bool {
    isolation === MainActor.shared
}

/// Compiles only for an action of exactly the nonsending type: `inout` takes no conversion.
func requireNonsending<I, O>(_ action: inout (I) async -> O) {}

/// Compiles only for a throwing action of exactly the nonsending type.
func requireNonsendingThrowing<I, O, E: Error>(_ action: inout (I) async throws(E) -> O) {}

struct NonsendingLoadError: Error, Equatable {}

private final class CatalogMock: @unchecked Sendable {
    // @unchecked Sendable: each test sets the actions before it calls them.
    func count() async -> Int { 0 }
    func refresh(_ id: Int) async {}
    func fetch(_ id: Int) async throws -> [Int] { [] }
    func load(_ id: Int) async throws(NonsendingLoadError) -> String { "" }

    lazy var countAction = stub(of: count)
    lazy var refreshAction = stub(of: refresh)
    lazy var fetchAction = stub(of: fetch)
    lazy var loadAction = stub(of: load)
    lazy var countSevenAction = stub(of: count, alwaysReturn: 7)
    lazy var fetchFailingAction = stub(of: fetch, alwaysThrow: NonsendingLoadError())
    static let strictCountLine = #line + 1
    lazy var strictCountAction = strictStub(of: count)
    lazy var strictFetchAction = strictStub(of: fetch)

    var declaredCountAction: (()) async -> Int = stub()
    var declaredRefreshAction: (Int) async -> Void = stub()
    var declaredFetchAction: (Int) async throws -> [Int] = stub()
    var declaredLoadAction: (Int) async throws(NonsendingLoadError) -> String = stub()
    var declaredSevenAction: (()) async -> Int = stub(alwaysReturn: 7)
    var declaredFailingAction: (Int) async throws(NonsendingLoadError) -> String = stub(
        alwaysThrow: NonsendingLoadError())
    static let declaredStrictLine = #line + 1
    var declaredStrictAction: (()) async -> Int = strictStub(name: "declaredStrictAction")
    var declaredStrictFetchAction: (Int) async throws -> [Int] = strictStub(name: "declaredStrictFetchAction")
}

@MainActor
@Suite struct NonsendingBuilderTests {
    @Test func everyBuilderGivesANonsendingAction() {
        let mock = CatalogMock()
        requireNonsending(&mock.countAction)
        requireNonsending(&mock.refreshAction)
        requireNonsendingThrowing(&mock.fetchAction)
        requireNonsendingThrowing(&mock.loadAction)
        requireNonsending(&mock.countSevenAction)
        requireNonsendingThrowing(&mock.fetchFailingAction)
        requireNonsending(&mock.strictCountAction)
        requireNonsendingThrowing(&mock.strictFetchAction)
        requireNonsending(&mock.declaredCountAction)
        requireNonsending(&mock.declaredRefreshAction)
        requireNonsendingThrowing(&mock.declaredFetchAction)
        requireNonsendingThrowing(&mock.declaredLoadAction)
    }

    @Test func lazyStubsAnswerTheirDefaults() async throws {
        let mock = CatalogMock()
        #expect(await mock.countAction(()) == 0)
        await mock.refreshAction(1)
        #expect(try await mock.fetchAction(1) == [])
        #expect(try await mock.loadAction(1) == "")
        #expect(await mock.countSevenAction(()) == 7)
        await #expect(throws: NonsendingLoadError()) { try await mock.fetchFailingAction(1) }
    }

    @Test func declaredStubsAnswerTheirDefaults() async throws {
        let mock = CatalogMock()
        #expect(await mock.declaredCountAction(()) == 0)
        await mock.declaredRefreshAction(1)
        #expect(try await mock.declaredFetchAction(1) == [])
        #expect(try await mock.declaredLoadAction(1) == "")
        #expect(await mock.declaredSevenAction(()) == 7)
        await #expect(throws: NonsendingLoadError()) { try await mock.declaredFailingAction(1) }
    }

    @Test func registeredStubsAnswer() async throws {
        let mock = CatalogMock()
        mock.strictCountAction = registerStub(alwaysReturn: 3)
        mock.strictFetchAction = registerStub(alwaysThrow: NonsendingLoadError())
        mock.declaredStrictAction = registerStub()
        mock.declaredRefreshAction = registerStub()
        mock.declaredFetchAction = registerStub(alwaysReturn: { [4] })
        #expect(await mock.strictCountAction(()) == 3)
        await #expect(throws: NonsendingLoadError()) { try await mock.strictFetchAction(1) }
        #expect(await mock.declaredStrictAction(()) == 0)
        await mock.declaredRefreshAction(1)
        #expect(try await mock.declaredFetchAction(1) == [4])
    }

    @Test func anUnregisteredLazyStrictStubIsAnIssueAtItsDeclaration() async {
        let mock = CatalogMock()
        var count = -1
        await withKnownIssue {
            count = await mock.strictCountAction(())
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                Messages.unregisteredStrictStub(name: "strictCountAction", arguments: "()")
            ]
                && issue.sourceLocation?.line == CatalogMock.strictCountLine
        }
        #expect(count == 0)
    }

    @Test func anUnregisteredDeclaredStrictStubIsAnIssueAtItsDeclaration() async {
        let mock = CatalogMock()
        var count = -1
        await withKnownIssue {
            count = await mock.declaredStrictAction(())
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                Messages.unregisteredStrictStub(name: "declaredStrictAction", arguments: "()")
            ]
                && issue.sourceLocation?.line == CatalogMock.declaredStrictLine
        }
        #expect(count == 0)
    }

    @Test func anUnregisteredThrowingStrictStubThrowsItsMessage() async {
        let mock = CatalogMock()
        let message = Messages.unregisteredStrictStub(name: "declaredStrictFetchAction", arguments: "1")
        await withKnownIssue {
            await #expect(throws: StubKitError(message: message)) { try await mock.declaredStrictFetchAction(1) }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [message]
        }
    }
}
