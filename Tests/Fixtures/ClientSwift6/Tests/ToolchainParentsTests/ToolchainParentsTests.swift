// The mocks the generate-mocks plugin wrote for ToolchainParents (Mocks/, checked by
// scripts/check-clients.sh), made and called through their protocols.
import Foundation
import Observation
import StubKit
@_spi(Storage) import ToolchainParents
import XCTest

final class ToolchainParentsTests: XCTestCase {
    func testToolchainParentMocks() throws {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            let counter = CounterMock()
            counter.incrementAction = { step in step + 1 }
            let observed: any Counter = counter
            XCTAssertEqual(observed.increment(by: 2), 3)
            let _: any Observable = counter
        }

        let failure = UploadFailureMock()
        failure.retryableAction = { _ in true }
        let error: any LocalizedError = failure
        XCTAssertTrue(failure.retryable)
        XCTAssertNil(error.errorDescription)

        let store = CachedStoreMock()
        store.loadAction = { key in key + "!" }
        let evicted = spyCalls(of: &store.evictAction)
        let cached: any CachedStore = store
        XCTAssertEqual(cached.load("a"), "a!")
        cached.evict("a")
        XCTAssertEqual(evicted.count, 1)
        XCTAssertEqual(evicted[0], "a")
    }
}
