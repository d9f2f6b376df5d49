import Foundation
import Testing
import XCTest

@testable import StubKit

private protocol Bank {
    func account(id: Int) throws -> Account
    func fetch(id: Int) async throws -> Account
    func owner(of id: Int) -> Account
    func parse(_ text: String) throws(ParseError) -> Account
    var manager: Account { get set }
}

private final class BankMock: Bank {
    static let accountLine: UInt = #line + 1
    var accountAction: (Int) throws -> Account = strictStub(name: "accountAction")
    func account(id: Int) throws -> Account { try accountAction(id) }
    var fetchAction: (Int) async throws -> Account = strictStub(name: "fetchAction")
    func fetch(id: Int) async throws -> Account { try await fetchAction(id) }
    var ownerAction: (Int) -> Account = strictStub(name: "ownerAction")
    func owner(of id: Int) -> Account { ownerAction(id) }
    var parseAction: (String) throws(ParseError) -> Account = strictStub(name: "parseAction", throwing: ParseError.self)
    func parse(_ text: String) throws(ParseError) -> Account { try parseAction(text) }
    var managerStub = PropertyStub<Account>(strict: "managerStub")
    var manager: Account {
        get { return managerStub.get(()) }
        set { managerStub.set(newValue) }
    }
}

private struct StoreError: Error {}

private final class StoreMock {
    static let deleteLine: UInt = #line + 1
    var deleteAction: (Int) -> Void = strictStub(name: "deleteAction")
    func delete(id: Int) { deleteAction(id) }
    var purgeAction: (String) throws(StoreError) -> Void = strictStub(name: "purgeAction", throwing: StoreError.self)
    func purge() { try? purgeAction("all") }
    var countAction: (()) -> Int = strictStub(name: "countAction")
    func count() -> Int { countAction(()) }
}

final class DeclaredStrictStubTests: XCTestCase {
    func testAnUnregisteredThrowingCallReportsAtTheDeclarationThenThrows() {
        let mock = BankMock()
        var thrown: Error?
        let failures = recordingFailures {
            do { _ = try mock.account(id: 7) } catch { thrown = error }
        }
        XCTAssertEqual(
            failures.map(\.message), [Messages.unregisteredStrictStub(name: "accountAction", arguments: "7")])
        XCTAssertEqual(failures.first?.site.line, BankMock.accountLine)
        XCTAssertTrue(thrown is StubKitError)
    }

    func testAnAsyncThrowingActionThrowsToo() async {
        let mock = BankMock()
        var thrown: Error?
        let failures = await recordingFailures {
            do { _ = try await mock.fetch(id: 3) } catch { thrown = error }
        }
        XCTAssertEqual(failures.map(\.message), [Messages.unregisteredStrictStub(name: "fetchAction", arguments: "3")])
        XCTAssertTrue(thrown is StubKitError)
    }

    func testRegisteredAndSetUpActionsAnswer() throws {
        let mock = BankMock()
        mock.accountAction = registerStub(alwaysReturn: Account(id: 1))
        setupStubSequence(of: &mock.ownerAction).returns(Account(id: 2))
        let spy = spyCalls(of: &mock.ownerAction)
        XCTAssertEqual(try mock.account(id: 9), Account(id: 1))
        XCTAssertEqual(mock.owner(of: 5), Account(id: 2))
        XCTAssertEqual(spy.map { $0 }, [5])
    }

    func testATypedThrowingActionSetUpToThrowThrowsItsErrorWithoutAFailure() {
        let mock = BankMock()
        setupStub(of: &mock.parseAction, throw: ParseError(reason: "empty"))
        var thrown: ParseError?
        let failures = recordingFailures {
            do throws(ParseError) { _ = try mock.parse("") } catch { thrown = error }
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(thrown, ParseError(reason: "empty"))
    }

    func testAStrictPropertyReturnsWhatWasSet() {
        let mock = BankMock()
        let failures = recordingFailures {
            mock.manager = Account(id: 4)
            XCTAssertEqual(mock.manager, Account(id: 4))
        }
        XCTAssertEqual(failures.map(\.message), [])
    }

    /// A declared strict `Void` action (the Mockable guide's strict row) reports, then returns: a
    /// test failure, not a stopped test process.
    func testAnUnregisteredVoidActionReportsThenReturns() {
        let mock = StoreMock()
        let failures = recordingFailures {
            mock.delete(id: 3)
            mock.purge()
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.unregisteredStrictStub(name: "deleteAction", arguments: "3"),
                Messages.unregisteredStrictStub(name: "purgeAction", arguments: "\"all\""),
            ])
        XCTAssertEqual(failures.first?.site.line, StoreMock.deleteLine)
    }

    /// A declared strict action whose result has a default value returns it after the report.
    func testAnUnregisteredActionWithADefaultValueReportsThenReturnsIt() {
        let mock = StoreMock()
        var count: Int?
        let failures = recordingFailures { count = mock.count() }
        XCTAssertEqual(failures.map(\.message), [Messages.unregisteredStrictStub(name: "countAction", arguments: "()")])
        XCTAssertEqual(count, 0)
    }

    func testAStrictPropertySetUpBeforeAnySetAnswersWithoutFailure() {
        let mock = BankMock()
        setupStubSequence(of: &mock.managerStub.get).returns(Account(id: 8))
        let failures = recordingFailures { XCTAssertEqual(mock.manager, Account(id: 8)) }
        XCTAssertEqual(failures.map(\.message), [])
    }
}

@MainActor
private final class ScreenMock {
    var loadAction: @MainActor @Sendable (Int) async throws -> Account = strictStub(name: "loadAction")
    var showAction: @MainActor (Int) throws -> Account = strictStub(name: "showAction")
    var closeAction: @MainActor (Int) -> Void = strictStub(name: "closeAction")
}

/// Swift Testing: Linux XCTest cannot run `@MainActor` test methods.
@Suite struct DeclaredMainActorStrictStubTests {
    /// A main-actor throwing action reports, then throws, as any throwing one: the process goes on.
    @MainActor @Test func anUnregisteredMainActorThrowingActionThrows() async {
        let mock = ScreenMock()
        var thrown: [any Error] = []
        await withKnownIssue {
            do { _ = try await mock.loadAction(1) } catch { thrown.append(error) }
            do { _ = try mock.showAction(2) } catch { thrown.append(error) }
        } matching: { issue in
            issue.description.contains("Unregistered strict stub 'loadAction' was called with 1")
                || issue.description.contains("Unregistered strict stub 'showAction' was called with 2")
        }
        #expect(thrown.count == 2)
        #expect(thrown.allSatisfy { $0 is StubKitError })
    }

    /// A main-actor `Void` action reports, then returns.
    @MainActor @Test func anUnregisteredMainActorVoidActionReportsThenReturns() {
        let mock = ScreenMock()
        withKnownIssue {
            mock.closeAction(4)
        } matching: { issue in
            issue.description.contains("Unregistered strict stub 'closeAction' was called with 4")
        }
    }
}
