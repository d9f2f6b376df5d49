import Foundation
import XCTest

@testable import StubKit

/// The migration guide quotes the failures a user moving from the archived StubKit reads; each
/// quote must be what StubKit reports, built here through ``Messages``.
final class MigrationGuideMessagesTests: XCTestCase {
    private func guide() throws -> String {
        let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try String(
            contentsOf: root.appendingPathComponent("Documentation/StubKit.docc/Articles/MigratingFromStubKit.md"),
            encoding: .utf8)
    }

    func testEveryQuotedFailureIsTheMessageStubKitReports() throws {
        let guide = try guide()
        let quoted = [
            Messages.unregisteredStrictStub(name: "addUserAction", arguments: "\"vip\""),
            Messages.unverifiedSequence(expectations: "expect(.once)"),
            Messages.expectationNotMet(
                sequenceSite: "SignUpTests/SignUpTests.swift:12",
                conditions: "whenFirst(\"Tom\"), whenSecond(\"Derk\")",
                // The nearest miss, as QuotedFailureMessagesTests runs the scenario to show.
                failure: Messages.unmetExpectations(
                    "once", count: 0, calls: "(\"Tom\", \"On\"), (\"John\", \"Derk\")",
                    nearestMiss: "whenSecond(\"Derk\") waited for \"Derk\", got \"On\"")),
            Messages.brokenAfterFulfilment(Messages.unmetExpectations("once", count: 2, calls: "\"user1\", \"user1\"")),
            Messages.stepAfterEndless(step: "returnsOnce(2)", endless: "returns(1)"),
            Messages.noGenericStub(
                name: "add(user:)", arguments: "(Double)", output: "Bool", offered: "(String) -> Bool, (Int) -> Bool"),
        ]
        for message in quoted {
            XCTAssertTrue(guide.contains("```\n\(message)\n```"), "The migration guide does not quote: \(message)")
        }
    }

    func testTheArchivedSentenceIsWhatNotMetDescriptionBuilds() throws {
        let archived = try XCTUnwrap(StubExpectation.once.notMetDescription(count: 0))
        XCTAssertTrue(try guide().contains("`Sequence expectation not met: \(archived)`"))
        let atMaximum = try XCTUnwrap(StubExpectation.noMoreThan(3).notMetDescription(count: 4))
        XCTAssertTrue(try guide().contains("`\"\(atMaximum)\"`"))
    }
}
