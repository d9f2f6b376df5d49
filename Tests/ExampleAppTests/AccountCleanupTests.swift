// Background work with XCTest. Demonstrates: `XCTestExpectation` fulfilled by a setup sequence
// from a `DispatchQueue.global()` thread, with `.callback(expectation)` (once per matching call,
// with `expectedFulfillmentCount`) and `.attach(expectation)` (once, when `expect` is met);
// `throws` for one argument chosen with `when(value)`; a spy filled from another thread.
import Dispatch
import ExampleApp
import Foundation
import StubKit
import XCTest

final class AccountCleanupTests: XCTestCase {
    func testEveryAbandonedAccountIsTriedEvenAfterAFailure() {
        let repository = UserRepositoryMock()
        let service = SignUpService(repository: repository, mailer: MailerMock())
        let deletions = expectation(description: "three deletions")
        deletions.expectedFulfillmentCount = 3
        setupStubSequence(of: &repository.deleteUserAction).callback(deletions)
        setupStubSequence(of: &repository.deleteUserAction).when(2).throws(RepositoryError.notFound(id: 2))
        let deleted = spyCalls(of: &repository.deleteUserAction)
        let finished = expectation(description: "cleanup finished")
        let report = Mailbox<CleanupReport>()

        service.removeAbandonedAccounts([1, 2, 3], on: .global()) { result in
            report.put(result)
            finished.fulfill()
        }

        wait(for: [deletions, finished], timeout: 5, enforceOrder: true)
        XCTAssertEqual(report.value, CleanupReport(removed: [1, 3], failed: [2]))
        XCTAssertEqual(deleted, [1, 2, 3])
    }

    func testAttachFulfilsOnceTheExpectedDeletionHappened() {
        let repository = UserRepositoryMock()
        let service = SignUpService(repository: repository, mailer: MailerMock())
        let vipDeleted = expectation(description: "user 7 deleted")
        let vip = setupStubSequence(of: &repository.deleteUserAction)
            .when(7)
            .expect(.once)
            .attach(vipDeleted)
        let finished = expectation(description: "cleanup finished")

        service.removeAbandonedAccounts([5, 7, 9]) { _ in finished.fulfill() }

        wait(for: [vipDeleted, finished], timeout: 5, enforceOrder: true)
        SKTVerify(vip)
    }

    func testCallsFromManyThreadsAreAllSeen() {
        let repository = UserRepositoryMock()
        let service = SignUpService(repository: repository, mailer: MailerMock())
        let batches = 8
        let deletions = expectation(description: "every deletion")
        deletions.expectedFulfillmentCount = batches * 10
        setupStubSequence(of: &repository.deleteUserAction).callback(deletions)
        let deleted = spyCalls(of: &repository.deleteUserAction)
        let everyBatch = setupStubSequence(of: &repository.deleteUserAction).expect(.times(batches * 10))
        let finished = expectation(description: "every batch finished")
        finished.expectedFulfillmentCount = batches

        for batch in 0..<batches {
            let ids = Array((batch * 10)..<(batch * 10 + 10))
            service.removeAbandonedAccounts(ids, on: .global()) { _ in finished.fulfill() }
        }

        wait(for: [deletions, finished], timeout: 5)
        XCTAssertEqual(deleted.sorted(), Array(0..<(batches * 10)))
        SKTVerify(everyBatch)
    }
}

/// Hands one value from a background thread to the test.
final class Mailbox<Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `stored` is only touched with `lock` held.
    private let lock = NSLock()
    private var stored: Value?

    func put(_ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        stored = value
    }

    var value: Value? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
