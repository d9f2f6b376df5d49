import Foundation
import XCTest

@testable import StubKit

// Every StubKit spelling of MigratingFromSpyable.md, run: one test per table row, then the
// guide's before-and-after suite. MigrationGuideTablesTests checks that the guide's snippets are
// here, verbatim.

enum UploadError: Error, Equatable {
    case forbidden
}

protocol PhotoUploader {
    func upload(_ photo: String, album: String) async throws -> Int
    func cancel(id: Int)
    func pending() -> [String]
    func delete(id: Int) throws
}

final class PhotoUploaderMock: PhotoUploader {
    var uploadAction: ((String, String)) async throws -> Int = { _ in .defaultValue }
    func upload(_ photo: String, album: String) async throws -> Int { try await uploadAction((photo, album)) }

    var cancelAction: (Int) -> Void = { _ in }
    func cancel(id: Int) { cancelAction(id) }

    var pendingAction: (()) -> [String] = { _ in .defaultValue }
    func pending() -> [String] { pendingAction(()) }

    var deleteAction: (Int) throws -> Void = { _ in }
    func delete(id: Int) throws { try deleteAction(id) }
}

/// A mock whose every call must fail the test when nothing was set up: written by hand, it adopts StrictMock.
final class StrictPhotoUploaderMock: PhotoUploader, StrictMock {
    lazy var uploadAction = stub(of: upload)
    func upload(_ photo: String, album: String) async throws -> Int { try await uploadAction((photo, album)) }

    lazy var cancelAction = stub(of: cancel)
    func cancel(id: Int) { cancelAction(id) }

    lazy var pendingAction = stub(of: pending)
    func pending() -> [String] { pendingAction(()) }

    lazy var deleteAction = stub(of: delete)
    func delete(id: Int) throws { try deleteAction(id) }
}

final class MigratingFromSpyableTests: XCTestCase {
    private let file = "StubKitTests/MigratingFromSpyableTests.swift"
    let mock = PhotoUploaderMock()

    // cancelIdCalled, cancelIdCallsCount, cancelIdReceivedId, cancelIdReceivedInvocations
    func testCalledCountLastAndAllOfOneParameter() {
        let cancels = spyCalls(of: &mock.cancelAction)
        mock.cancel(id: 1)
        mock.cancel(id: 2)
        XCTAssertFalse(cancels.isEmpty)
        XCTAssertEqual(cancels.count, 2)
        XCTAssertEqual(cancels.last, 2)
        XCTAssertEqual(cancels, [1, 2])
    }

    // uploadAlbumReceivedArguments, uploadAlbumReceivedInvocations
    func testTheArgumentsOfSeveralParameters() async throws {
        let uploads = spyCalls(of: &mock.uploadAction)
        _ = try await mock.upload("a.jpg", album: "Trip")
        _ = try await mock.upload("b.jpg", album: "Home")
        XCTAssertEqual(uploads.last?.1, "Home")
        XCTAssertEqual(uploads.map(\.0), ["a.jpg", "b.jpg"])
    }

    // pendingClosure = { ... } on a method without parameters
    func testAClosureOfAMethodWithoutParameters() {
        setupStubSequence(of: &mock.pendingAction).answers { ["a.jpg"] }
        XCTAssertEqual(mock.pending(), ["a.jpg"])

        var queue = ["b.jpg", "c.jpg"]
        setupStubSequence(of: &mock.pendingAction).answers { _ in
            let next = queue.first.map { [$0] } ?? []
            queue = Array(queue.dropFirst())
            return next
        }
        XCTAssertEqual([mock.pending(), mock.pending(), mock.pending()], [["b.jpg"], ["c.jpg"], []])
    }

    // An unset pendingReturnValue that must stop the test: a strict action fails it, naming the action
    func testAStrictActionFailsACallNobodySetUp() throws {
        mock.pendingAction = strictStub(name: "pendingAction")
        var answered: [String]?
        let failures = recordingFailures { answered = mock.pending() }
        XCTAssertEqual(
            failures.map(\.message), [Messages.unregisteredStrictStub(name: "pendingAction", arguments: "()")])
        XCTAssertEqual(answered, [])

        mock.deleteAction = strictStub(name: "deleteAction")
        let thrown = try recordingFailures {
            XCTAssertThrowsError(try mock.delete(id: 3)) { XCTAssert($0 is StubKitError) }
        }
        XCTAssertEqual(thrown.map(\.message), [Messages.unregisteredStrictStub(name: "deleteAction", arguments: "3")])

        setupStub(of: &mock.pendingAction, return: ["a.jpg"])
        XCTAssertTrue(recordingFailures { XCTAssertEqual(mock.pending(), ["a.jpg"]) }.isEmpty)
    }

    // Every call of the mock must fail the test when nothing was set up: a mock adopting StrictMock
    func testAWholeMockStrictByHand() throws {
        let strict = StrictPhotoUploaderMock()
        var answered: [String]?
        let failures = try recordingFailures {
            answered = strict.pending()
            strict.cancel(id: 1)
            XCTAssertThrowsError(try strict.delete(id: 3)) { XCTAssert($0 is StubKitError) }
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.unregisteredStrictStub(name: "pendingAction", arguments: "()"),
                Messages.unregisteredStrictStub(name: "cancelAction", arguments: "1"),
                Messages.unregisteredStrictStub(name: "deleteAction", arguments: "3"),
            ])
        XCTAssertEqual(answered, [])

        let cancels = setupStubSequence(of: &strict.cancelAction).returns(()).expect(.once)
        XCTAssertTrue(recordingFailures { strict.cancel(id: 2) }.isEmpty)
        SKTVerify(cancels)
    }

    // pendingReturnValue = ["a.jpg"]
    func testReturnValue() {
        setupStub(of: &mock.pendingAction, return: ["a.jpg"])
        XCTAssertEqual(mock.pending(), ["a.jpg"])
    }

    // An unset ReturnValue (an implicitly unwrapped optional) stops the test
    func testAnUnsetReturnValueIsTheDefault() {
        XCTAssertEqual(mock.pending(), [])
    }

    // deleteIdThrowableError = UploadError.forbidden
    func testThrowableError() {
        setupStub(of: &mock.deleteAction, throw: UploadError.forbidden)
        XCTAssertThrowsError(try mock.delete(id: 1)) { XCTAssertEqual($0 as? UploadError, .forbidden) }
    }

    // uploadAlbumClosure = { photo, album in ... }
    func testClosure() async throws {
        setupStubSequence(of: &mock.uploadAction).answers { photo, album in photo.count + album.count }
        let id = try await mock.upload("a.jpg", album: "Trip")
        XCTAssertEqual(id, 9)
    }

    // A closure that answers by argument
    func testAnswersByArgument() async throws {
        setupStubSequence(of: &mock.uploadAction).whenSecond("Trip").returns(7)
        let trip = try await mock.upload("a.jpg", album: "Trip")
        let home = try await mock.upload("a.jpg", album: "Home")
        XCTAssertEqual([trip, home], [7, 0])
    }

    // A closure that counts its calls to fail the first one
    func testFailTheFirstCallOnly() async throws {
        setupStubSequence(of: &mock.uploadAction).throwsOnce(UploadError.forbidden).returns(7)
        await assertThrowsAsync { try await self.mock.upload("a.jpg", album: "Trip") }
        let retried = try await mock.upload("a.jpg", album: "Trip")
        XCTAssertEqual(retried, 7)
    }

    // XCTAssertFalse(spy.cancelIdCalled)
    func testNeverCalled() {
        let cancelled = setupStubSequence(of: &mock.cancelAction).expect(.never)
        let line = #line - 1
        XCTAssertTrue(recordingFailures { SKTVerify(cancelled) }.isEmpty)
        mock.cancel(id: 3)
        XCTAssertEqual(
            recordingFailures { SKTVerify(cancelled) }.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "\(file):\(line)", conditions: "",
                    failure: Messages.unmetExpectations("never", count: 1, calls: "3"))
            ])
    }
}

// The guide's before-and-after: a gallery over the uploader, and its suite.

final class Gallery {
    let uploader: any PhotoUploader

    init(uploader: any PhotoUploader) {
        self.uploader = uploader
    }

    func share(_ photos: [String], to album: String) async -> [Int] {
        var ids: [Int] = []
        for photo in photos {
            if let id = try? await uploader.upload(photo, album: album) { ids.append(id) }
        }
        return ids
    }

    func retryPending(in album: String) async -> Int {
        await share(uploader.pending(), to: album).count
    }

    func cancelAll(_ ids: [Int]) {
        for id in ids { uploader.cancel(id: id) }
    }

    func remove(id: Int) -> Bool {
        (try? uploader.delete(id: id)) != nil
    }
}

final class GalleryTests: XCTestCase {
    let uploader = PhotoUploaderMock()

    func testSharingUploadsEachPhotoToTheAlbum() async {
        setupStubSequence(of: &uploader.uploadAction).returnsOnce(1).returnsOnce(2)
        let uploads = spyCalls(of: &uploader.uploadAction)

        let ids = await Gallery(uploader: uploader).share(["a.jpg", "b.jpg"], to: "Trip")

        XCTAssertEqual(ids, [1, 2])
        XCTAssertEqual(uploads.map(\.0), ["a.jpg", "b.jpg"])
        XCTAssertEqual(uploads.map(\.1), ["Trip", "Trip"])
    }

    func testRetryUploadsWhatIsPending() async {
        setupStub(of: &uploader.pendingAction, return: ["a.jpg"])
        setupStub(of: &uploader.uploadAction, return: 5)

        let retried = await Gallery(uploader: uploader).retryPending(in: "Trip")

        XCTAssertEqual(retried, 1)
    }

    func testCancelAllCancelsEachUpload() {
        let cancels = spyCalls(of: &uploader.cancelAction)

        Gallery(uploader: uploader).cancelAll([1, 2])

        XCTAssertEqual(cancels, [1, 2])
    }

    func testAForbiddenDeleteKeepsThePhoto() {
        setupStub(of: &uploader.deleteAction, throw: UploadError.forbidden)

        XCTAssertFalse(Gallery(uploader: uploader).remove(id: 1))
    }
}
