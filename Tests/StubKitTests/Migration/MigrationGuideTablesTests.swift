import Foundation
import XCTest

/// The migration guides' promise: every StubKit spelling a guide shows is compiled and run by
/// that guide's test file, so a guide cannot drift from the API.
///
/// Two checks, both plain text and deterministic:
/// - every code span in the StubKit column of every table row appears verbatim in the test file;
/// - every ```swift block of the guide appears in the test file, line by line in order (leading
///   and trailing spaces aside). Other tools' code is shown in plain ``` blocks and not checked.
final class MigrationGuideTablesTests: XCTestCase {
    static let guides = ["Mockable", "Mockolo", "Cuckoo", "SwiftyMocky", "Spyable", "HandWrittenDoubles"]

    private static let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    private func guideAndTests(_ name: String) throws -> (guide: String, tests: String) {
        (
            try read("Documentation/StubKit.docc/Articles/MigratingFrom\(name).md"),
            try read("Tests/StubKitTests/Migration/MigratingFrom\(name)Tests.swift")
        )
    }

    func testEveryTableRowsStubKitSpellingIsInTheGuidesTestFile() throws {
        for name in Self.guides {
            let (guide, tests) = try guideAndTests(name)
            let rows = GuideText.stubKitCells(in: guide)
            XCTAssertGreaterThanOrEqual(rows.count, 6, "MigratingFrom\(name).md: too few table rows found")
            for failure in GuideText.snippetsMissing(from: tests, rows: rows) {
                XCTFail("MigratingFrom\(name).md: \(failure)")
            }
        }
    }

    func testEverySwiftBlockOfAGuideIsInTheGuidesTestFile() throws {
        for name in Self.guides {
            let (guide, tests) = try guideAndTests(name)
            let blocks = GuideText.swiftBlocks(in: guide)
            XCTAssertGreaterThanOrEqual(blocks.count, 2, "MigratingFrom\(name).md: the mock and the after block")
            for block in blocks {
                if let missing = GuideText.firstLineMissing(from: tests, block: block) {
                    XCTFail("MigratingFrom\(name).md: a swift block's line is not in the test file: \(missing)")
                }
            }
        }
    }

    /// The hand-written blocks run in MockingClassesTests; the last, what the generator writes for
    /// the guide's class ("Generating a class mock"), is a snippet test of the generator's.
    func testEverySwiftBlockOfTheClassesGuideIsInItsTestFile() throws {
        let guide = try read("Documentation/StubKit.docc/Articles/MockingClasses.md")
        let tests = try read("Tests/StubKitTests/Docs/MockingClassesTests.swift")
        let generated = try read("Tests/StubKitMockGenTests/Declarations/ClassMocksTests.swift")
        let blocks = GuideText.swiftBlocks(in: guide)
        XCTAssertEqual(blocks.count, 4)
        for (index, block) in blocks.enumerated() {
            if let missing = GuideText.firstLineMissing(from: index < 3 ? tests : generated, block: block) {
                XCTFail("MockingClasses.md: a swift block's line is not in the test file: \(missing)")
            }
        }
    }

    func testEverySwiftBlockOfThePortingArticleIsInItsTestFile() throws {
        let article = try read("Documentation/StubKit.docc/Articles/PortingAnExistingSuite.md")
        let tests = try read("Tests/StubKitTests/Migration/PortingAnExistingSuiteTests.swift")
        let blocks = GuideText.swiftBlocks(in: article)
        XCTAssertEqual(blocks.count, 3)
        for block in blocks {
            if let missing = GuideText.firstLineMissing(from: tests, block: block) {
                XCTFail("PortingAnExistingSuite.md: a swift block's line is not in the test file: \(missing)")
            }
        }
    }

    // The checks themselves must be able to fail.

    func testARowWhoseSpellingIsNotInTheTestsIsReported() {
        let guide = """
            | Theirs | StubKit |
            |---|---|
            | `a()` | `setupStub(of: &m.fAction, return: 1)` |
            | `b()` | `setupStub(of: &m.gAction, return: 2)`, `SKTVerify(g)` |
            | `c()` | no spelling |

            | Theirs | Other |
            |---|---|
            | `d()` | `ignored()` |
            """
        let rows = GuideText.stubKitCells(in: guide)
        XCTAssertEqual(rows.map(\.snippets.count), [1, 2, 0])
        XCTAssertEqual(
            GuideText.snippetsMissing(from: "setupStub(of: &m.fAction, return: 1)\nSKTVerify(g)", rows: rows),
            [
                "`setupStub(of: &m.gAction, return: 2)` (row `b()`) is not in the test file",
                "row `c()` has no StubKit spelling in code",
            ])
    }

    func testASwiftBlockLineOutOfOrderIsReported() {
        let guide = "text\n```swift\nlet a = 1\n    let b = 2\n```\n```\nnot(checked)\n```\n"
        let blocks = GuideText.swiftBlocks(in: guide)
        XCTAssertEqual(blocks, [["let a = 1", "let b = 2"]])
        XCTAssertNil(GuideText.firstLineMissing(from: "let a = 1\nx\n  let b = 2", block: blocks[0]))
        XCTAssertEqual(GuideText.firstLineMissing(from: "let b = 2\nlet a = 1", block: blocks[0]), "let b = 2")
    }
}

/// Reads the parts of a guide the checks compare.
enum GuideText {
    struct Row: Equatable {
        var theirs: String
        var snippets: [String]
    }

    /// The code spans of the column headed "StubKit" of every table, a row each.
    static func stubKitCells(in markdown: String) -> [Row] {
        var rows: [Row] = []
        var column: Int?
        var previousWasTable = false
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("|") else {
                previousWasTable = false
                column = nil
                continue
            }
            let cells = trimmed.dropFirst().dropLast().components(separatedBy: "|")
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if !previousWasTable {
                column = cells.firstIndex { $0.contains("StubKit") }
            } else if let column, !cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }), column < cells.count {
                rows.append(Row(theirs: cells[0], snippets: codeSpans(in: cells[column])))
            }
            previousWasTable = true
        }
        return rows
    }

    /// What the test file lacks: each missing snippet, and rows without any snippet.
    static func snippetsMissing(from tests: String, rows: [Row]) -> [String] {
        rows.flatMap { row -> [String] in
            if row.snippets.isEmpty { return ["row \(row.theirs) has no StubKit spelling in code"] }
            return row.snippets.filter { !tests.contains($0) }
                .map { "`\($0)` (row \(row.theirs)) is not in the test file" }
        }
    }

    /// The lines of every ```swift block, trimmed, blank lines left out.
    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil, !trimmed.isEmpty {
                current!.append(trimmed)
            }
        }
        return blocks
    }

    /// The first line of `block` not found in `tests` after the lines before it, or `nil`.
    static func firstLineMissing(from tests: String, block: [String]) -> String? {
        let lines = tests.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var index = 0
        for wanted in block {
            guard let found = lines[index...].firstIndex(of: wanted) else { return wanted }
            index = found + 1
        }
        return nil
    }

    private static func codeSpans(in cell: String) -> [String] {
        cell.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }
}
