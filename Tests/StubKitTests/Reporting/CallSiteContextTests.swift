import Testing
import XCTest

@testable import StubKit

// A failure reported away from the test's own task (a background queue, a late deinit) must still
// reach the framework the test runs under: call sites remember where they were created.

@Suite struct CallSiteContextSwiftTestingTests {
    @Test func siteCreatedInASwiftTestingTestRemembersIt() {
        let site = CallSite(fileID: "M/F.swift", filePath: #filePath, line: 1, column: 1)
        #expect(site.createdInSwiftTesting)
    }

    @Test func siteCreatedOnAnotherThreadDuringTheTestDoesNotClaimIt() async {
        let createdInSwiftTesting = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let site = CallSite(fileID: "M/F.swift", filePath: #filePath, line: 1, column: 1)
                continuation.resume(returning: site.createdInSwiftTesting)
            }
        }
        #expect(!createdInSwiftTesting)
    }
}

final class CallSiteContextXCTests: XCTestCase {
    func testSiteCreatedInAnXCTestDoesNotClaimSwiftTesting() {
        let site = CallSite(fileID: "M/F.swift", filePath: #filePath, line: 1, column: 1)
        XCTAssertFalse(site.createdInSwiftTesting)
    }
}
