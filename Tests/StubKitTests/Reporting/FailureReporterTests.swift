import Foundation
import Testing
import XCTest

@testable import StubKit

private let site = CallSite(
    fileID: "Client/LoginTests.swift", filePath: "/src/Client/LoginTests.swift", line: 12, column: 7)

@Suite struct FailureReporterSwiftTestingTests {
    @Test func aReportedFailureIsAnIssueAtTheSite() {
        withKnownIssue {
            FailureReporter.report("boom", at: site)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["boom"]
                && issue.sourceLocation?.fileID == "Client/LoginTests.swift"
                && issue.sourceLocation?.filePath == "/src/Client/LoginTests.swift"
                && issue.sourceLocation?.line == 12
                && issue.sourceLocation?.column == 7
        }
    }

    @Test func everyReportIsItsOwnIssue() {
        let count = Protected(0)
        withKnownIssue {
            FailureReporter.report("first", at: site)
            FailureReporter.report("second", at: site)
        } matching: { issue in
            count.withLock { $0 += 1 }
            return issue.comments.map(\.rawValue) == ["first"] || issue.comments.map(\.rawValue) == ["second"]
        }
        #expect(count.withLock { $0 } == 2)
    }

    @Test func aCallsFailureFromAMockInAnotherFileIsAnIssueOfTheTestNamingTheMocksLine() {
        let here = Test.current?.sourceLocation
        withKnownIssue {
            FailureReporter.reportCallFailure("boom", at: site)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                Messages.failedCallInTest(
                    "boom", test: "aCallsFailureFromAMockInAnotherFileIsAnIssueOfTheTestNamingTheMocksLine()",
                    testSite: "StubKitTests/FailureReporterTests.swift:\(here?.line ?? 0)",
                    mockSite: "Client/LoginTests.swift:12")
            ] && issue.sourceLocation == here
        }
    }

    @Test func aCallsFailureFromAMockInTheTestsOwnFileStaysAtItsLine() {
        let inThisFile = CallSite(fileID: #fileID, filePath: #filePath, line: 3, column: 5)
        withKnownIssue {
            FailureReporter.reportCallFailure("boom", at: inThisFile)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["boom"] && issue.sourceLocation?.line == 3
                && issue.sourceLocation?.column == 5 && issue.sourceLocation?.fileID == #fileID
        }
    }

    @Test func aRecorderTakesACallsFailureAsItWasRaised() {
        let failures = recordingFailures { FailureReporter.reportCallFailure("captured", at: site) }
        #expect(failures == [Failure(message: "captured", site: site)])
    }

    @Test func aRecorderTakesPrecedenceOverTheRunningTest() {
        // Without the recorder this would record an issue and fail the test.
        let failures = recordingFailures { FailureReporter.report("captured", at: site) }
        #expect(failures == [Failure(message: "captured", site: site)])
    }

    @Test func theInnermostRecorderCapturesAndTheOuterSeesNothing() {
        var inner: [Failure] = []
        let outer = recordingFailures {
            inner = recordingFailures { FailureReporter.report("inner", at: site) }
        }
        #expect(inner.map(\.message) == ["inner"])
        #expect(outer == [])
    }

    @Test func childTasksReportToTheRecorderConcurrently() async {
        let failures = await recordingFailures {
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<200 {
                    group.addTask { FailureReporter.report("failure \(index)", at: site) }
                }
            }
        }
        #expect(failures.count == 200)
        #expect(Set(failures.map(\.message)) == Set((0..<200).map { "failure \($0)" }))
    }

    @Test func failureDescriptionNamesTheSite() {
        #expect(Failure(message: "boom", site: site).description == "Client/LoginTests.swift:12: boom")
        #expect(site.description == "Client/LoginTests.swift:12")
    }
}

final class FailureReporterXCTests: XCTestCase {
    private var captured: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard capturing else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append((description, filePath, lineNumber))
    }

    func testOutsideSwiftTestingAReportedFailureIsAnXCTestFailureAtTheSite() {
        capturing = true
        FailureReporter.report("boom", at: site)
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.description.hasSuffix("boom"), true, captured.first?.description ?? "")
        XCTAssertEqual(captured.first?.file, "/src/Client/LoginTests.swift")
        XCTAssertEqual(captured.first?.line, 12)
    }

    func testARecorderTakesPrecedenceOverXCTest() {
        capturing = true
        let failures = recordingFailures { FailureReporter.report("captured", at: site) }
        capturing = false
        XCTAssertEqual(captured.count, 0)
        XCTAssertEqual(failures, [Failure(message: "captured", site: site)])
    }
}
