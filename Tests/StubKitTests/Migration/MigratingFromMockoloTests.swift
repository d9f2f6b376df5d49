import Foundation
import XCTest

@testable import StubKit

// Every StubKit spelling of MigratingFromMockolo.md, run: one test per table row, then the
// guide's before-and-after suite. MigrationGuideTablesTests checks that the guide's snippets are
// here, verbatim.

enum SessionStoreError: Error, Equatable {
    case full
}

protocol SessionStore: AnyObject {
    var token: String? { get set }
    func load(userID: Int) -> String?
    func save(_ session: String, for userID: Int) throws
    func refresh(userID: Int) async throws -> String
    func clear()
}

final class SessionStoreMock: SessionStore {
    var tokenStub = PropertyStub<String?>()
    var token: String? {
        get { return tokenStub.get(()) }
        set { tokenStub.set(newValue) }
    }

    var loadAction: (Int) -> String? = { _ in .defaultValue }
    func load(userID: Int) -> String? { loadAction(userID) }

    var saveAction: ((String, Int)) throws -> Void = { _ in }
    func save(_ session: String, for userID: Int) throws { try saveAction((session, userID)) }

    var refreshAction: (Int) async throws -> String = { _ in .defaultValue }
    func refresh(userID: Int) async throws -> String { try await refreshAction(userID) }

    var clearAction: (()) -> Void = { _ in }
    func clear() { clearAction(()) }
}

final class MigratingFromMockoloTests: XCTestCase {
    private let file = "StubKitTests/MigratingFromMockoloTests.swift"
    let mock = SessionStoreMock()

    // loadHandler = { _ in "s-1" }
    func testAConstantHandlerIsASetup() {
        setupStub(of: &mock.loadAction, return: "s-1")
        XCTAssertEqual(mock.load(userID: 1), "s-1")
        XCTAssertEqual(mock.load(userID: 2), "s-1")
    }

    // loadHandler = { userID in ... }
    func testAHandlerComputingItsResult() {
        mock.loadAction = { userID in "s-\(userID)" }
        XCTAssertEqual(mock.load(userID: 3), "s-3")
        setupStubSequence(of: &mock.loadAction).answers { userID in "a-\(userID)" }
        XCTAssertEqual(mock.load(userID: 4), "a-4")
    }

    // A handler switching on the argument
    func testAHandlerSwitchingOnTheArgument() {
        setupStubSequence(of: &mock.loadAction).when(1).returns("s-1")
        XCTAssertEqual(mock.load(userID: 1), "s-1")
        XCTAssertNil(mock.load(userID: 2))
    }

    // A handler counting its own calls to answer differently
    func testAHandlerCountingItsCalls() {
        setupStubSequence(of: &mock.loadAction).returnsOnce(nil).returns("s-1")
        XCTAssertNil(mock.load(userID: 1))
        XCTAssertEqual(mock.load(userID: 1), "s-1")
        XCTAssertEqual(mock.load(userID: 1), "s-1")
    }

    // saveHandler = { _, _ in throw SessionStoreError.full }
    func testAThrowingHandler() {
        setupStub(of: &mock.saveAction, throw: SessionStoreError.full)
        XCTAssertThrowsError(try mock.save("s", for: 1)) { XCTAssertEqual($0 as? SessionStoreError, .full) }
    }

    // refreshHandler = { userID async throws in ... }
    func testAnAsyncHandler() async throws {
        setupStubSequence(of: &mock.refreshAction).answers { userID in "fresh-\(userID)" }
        let fresh = try await mock.refresh(userID: 5)
        XCTAssertEqual(fresh, "fresh-5")
    }

    // loadCallCount and loadArgValues
    func testCallCountAndArgValues() {
        let loads = spyCalls(of: &mock.loadAction)
        _ = mock.load(userID: 1)
        _ = mock.load(userID: 2)
        XCTAssertEqual(loads.count, 2)
        XCTAssertEqual(loads, [1, 2])
    }

    // saveArgValues of a method with two parameters
    func testArgValuesOfSeveralParameters() throws {
        let saves = spyCalls(of: &mock.saveAction)
        try mock.save("s-1", for: 1)
        XCTAssertEqual(saves.map(\.0), ["s-1"])
        XCTAssertEqual(saves.map(\.1), [1])
    }

    // XCTAssertEqual(mock.clearCallCount, 0)
    func testACountOfZero() {
        let cleared = setupStubSequence(of: &mock.clearAction).expect(.never)
        let line = #line - 1
        XCTAssertTrue(recordingFailures { SKTVerify(cleared) }.isEmpty)
        mock.clear()
        XCTAssertEqual(
            recordingFailures { SKTVerify(cleared) }.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "\(file):\(line)", conditions: "",
                    failure: Messages.unmetExpectations("never", count: 1, calls: "()"))
            ])
    }

    // saveHandler = { session, userID in XCTAssertEqual(userID, 7) }: a callback asserts, an expectation also counts
    func testAHandlerThatAssertsOnItsArgument() throws {
        var checked = 0
        setupStubSequence(of: &mock.saveAction).callback { _ in checked += 1 }
        setupStubSequence(of: &mock.saveAction).callback { session, userID in XCTAssertEqual(userID, 7) }
        let saved = setupStubSequence(of: &mock.saveAction).when("s-1", 7).expect(.once)
        XCTAssertEqual(recordingFailures { SKTVerify(saved) }.count, 1)

        try mock.save("s-1", for: 7)

        XCTAssertEqual(checked, 1)
        XCTAssertTrue(recordingFailures { SKTVerify(saved) }.isEmpty)
    }

    // XCTAssertEqual(mock.clearCallCount, 1) in one line: an expectation the end of the test verifies
    func testACallCountInOneLine() {
        var line = 0
        let failures = recordingFailures {
            VerifyScope.run {
                setupStubSequence(of: &mock.clearAction).expect(.once)
                line = #line - 1
                mock.clear()
                mock.clear()
            }
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMetAtTestEnd(
                    sequenceSite: "\(file):\(line)", conditions: "",
                    failure: Messages.unmetExpectations("once", count: 2, calls: "(), ()"))
            ])
        let passing = recordingFailures {
            VerifyScope.run {
                setupStubSequence(of: &mock.clearAction).expect(.once)
                mock.clear()
            }
        }
        XCTAssertEqual(passing, [])
    }

    // tokenSetCallCount, and the stored token
    func testPropertySets() {
        let tokenSets = spyCalls(of: &mock.tokenStub.set)
        mock.token = "t-1"
        XCTAssertEqual(tokenSets.count, 1)
        XCTAssertEqual(mock.token, "t-1")
    }

    // A get handler for the property
    func testPropertyGets() {
        setupStubSequence(of: &mock.tokenStub.get).returnsOnce("t-0")
        XCTAssertEqual(mock.token, "t-0")
        XCTAssertNil(mock.token)
    }
}

/// The one-line count of the guide's row, under whole-test verification as a suite would write it.
final class MigratingFromMockoloCountAtTearDownTests: XCTestCase {
    let mock = SessionStoreMock()

    override func setUp() {
        super.setUp()
        verifyStubsAtTearDown()
    }

    func testSignOutClearsTheStoreOnce() {
        setupStubSequence(of: &mock.clearAction).expect(.once)
        SessionManager(store: mock).signOut()
    }
}

// The guide's before-and-after: a session manager over the store, and its suite.

final class SessionManager {
    let store: any SessionStore

    init(store: any SessionStore) {
        self.store = store
    }

    func signIn(userID: Int) async throws -> String {
        if let stored = store.load(userID: userID) { return stored }
        let fresh = try await store.refresh(userID: userID)
        try store.save(fresh, for: userID)
        store.token = fresh
        return fresh
    }

    func signOut() {
        store.clear()
        store.token = nil
    }
}

final class SessionManagerTests: XCTestCase {
    let store = SessionStoreMock()

    func testAStoredSessionNeedsNoRefresh() async throws {
        setupStub(of: &store.loadAction, return: "stored")
        let refreshes = setupStubSequence(of: &store.refreshAction).expect(.never)

        let session = try await SessionManager(store: store).signIn(userID: 7)

        XCTAssertEqual(session, "stored")
        SKTVerify(refreshes)
    }

    func testRefreshesAndSavesWhenNoSessionIsStored() async throws {
        setupStub(of: &store.refreshAction, return: "fresh")
        let saves = spyCalls(of: &store.saveAction)

        let session = try await SessionManager(store: store).signIn(userID: 7)

        XCTAssertEqual(session, "fresh")
        XCTAssertEqual(saves.map(\.0), ["fresh"])
        XCTAssertEqual(saves.map(\.1), [7])
        XCTAssertEqual(store.token, "fresh")
    }

    func testAFullStoreFailsTheSignIn() async {
        setupStub(of: &store.saveAction, throw: SessionStoreError.full)

        do {
            _ = try await SessionManager(store: store).signIn(userID: 7)
            XCTFail("expected SessionStoreError.full")
        } catch {
            XCTAssertEqual(error as? SessionStoreError, .full)
        }
        XCTAssertNil(store.token)
    }

    func testSignOutClearsTheStoreAndTheToken() {
        store.token = "old"
        let clears = spyCalls(of: &store.clearAction)

        SessionManager(store: store).signOut()

        XCTAssertEqual(clears.count, 1)
        XCTAssertNil(store.token)
    }
}
