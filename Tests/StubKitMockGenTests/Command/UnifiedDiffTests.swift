// The unified diff `--check` prints: `diff -u`'s hunks, byte for byte, on the cases a stale mocks
// file brings (a member added, one removed, changes far apart, a last line without a newline); and
// at every gap between changes, at the file's ends, `git apply` takes it and makes the new text.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite struct UnifiedDiffTests {
    private func diff(_ old: String, _ new: String) -> String? {
        UnifiedDiff.diff(from: old, to: new, oldName: "old", newName: "new")
    }

    private func lines(_ range: ClosedRange<Int>) -> String {
        range.map { "line \($0)\n" }.joined()
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(diff("a\nb\n", "a\nb\n") == nil)
        #expect(diff("", "") == nil)
    }

    @Test func changesFarApartAreTwoHunksWithThreeLinesOfContext() {
        let old = lines(1...20)
        let new = old.replacingOccurrences(of: "line 3\n", with: "line three\n")
            .replacingOccurrences(of: "line 17\n", with: "")
        #expect(
            diff(old, new) == """
                --- old
                +++ new
                @@ -1,6 +1,6 @@
                 line 1
                 line 2
                -line 3
                +line three
                 line 4
                 line 5
                 line 6
                @@ -14,7 +14,6 @@
                 line 14
                 line 15
                 line 16
                -line 17
                 line 18
                 line 19
                 line 20

                """)
    }

    @Test func changesCloseTogetherShareAHunk() {
        let old = lines(1...12)
        let new = old.replacingOccurrences(of: "line 4\n", with: "line 4\ninserted\n")
            .replacingOccurrences(of: "line 9\n", with: "")
        #expect(
            diff(old, new) == """
                --- old
                +++ new
                @@ -2,11 +2,11 @@
                 line 2
                 line 3
                 line 4
                +inserted
                 line 5
                 line 6
                 line 7
                 line 8
                -line 9
                 line 10
                 line 11
                 line 12

                """)
    }

    @Test func aMiddleLineReplacedAmongRepeatedLinesIsOneChange() {
        // Myers' shortest script: one line out, one in, the equal lines around them kept.
        #expect(
            diff("}\n}\nold\n}\n}\n", "}\n}\nnew\n}\n}\n") == """
                --- old
                +++ new
                @@ -1,5 +1,5 @@
                 }
                 }
                -old
                +new
                 }
                 }

                """)
    }

    @Test func aLastLineWithoutNewlineIsMarked() {
        #expect(
            diff("a\nb", "a\nb\n") == """
                --- old
                +++ new
                @@ -1,2 +1,2 @@
                 a
                -b
                \\ No newline at end of file
                +b

                """)
    }

    @Test func anEmptyOldTextIsAllInsertions() {
        #expect(diff("", "a\nb\n") == "--- old\n+++ new\n@@ -0,0 +1,2 @@\n+a\n+b\n")
    }

    @Test func textsTooDifferentToCompareAreRemovedAndAddedWhole() {
        // Beyond `maximumDistance` differing lines, no search: every old line out, every new one in.
        let old = (0..<1_200).map { Substring("old \($0)") }
        let new = (0..<1_200).map { Substring("new \($0)") }
        let script = UnifiedDiff.script(old, new)
        #expect(script.prefix(1_200).allSatisfy { $0.kind == .delete })
        #expect(script.suffix(1_200).allSatisfy { $0.kind == .insert })
        #expect(script.count == 2_400)
    }

    @Test func aScriptKeepsEveryLineOfBothTextsInOrder() {
        // Random edits: the script's kept and deleted lines are the old text, kept and inserted the new.
        var generator = SplitMix(seed: 7)
        for _ in 0..<200 {
            let old = (0..<Int(generator.next() % 12)).map { _ in Substring(String(generator.next() % 4)) }
            let new = (0..<Int(generator.next() % 12)).map { _ in Substring(String(generator.next() % 4)) }
            let script = UnifiedDiff.script(old, new)
            #expect(script.filter { $0.kind != .insert }.map { old[$0.oldIndex] } == old)
            #expect(script.filter { $0.kind != .delete }.map { new[$0.newIndex] } == new)
            #expect(script.filter { $0.kind == .keep }.allSatisfy { old[$0.oldIndex] == new[$0.newIndex] })
        }
    }

    // MARK: Applied by git

    /// One stretch of a text pair: lines both have, or one line changed, removed or added.
    private enum Part {
        case same(Int)
        case replaced
        case deleted
        case inserted
    }

    /// The old and new texts `parts` describe, every line distinct; either may end without a newline.
    private func texts(_ parts: [Part], oldNewline: Bool = true, newNewline: Bool = true) -> (old: String, new: String)
    {
        var old: [String] = []
        var new: [String] = []
        for (index, part) in parts.enumerated() {
            switch part {
            case .same(let count):
                for line in 0..<count {
                    old.append("same \(index).\(line)")
                    new.append("same \(index).\(line)")
                }
            case .replaced:
                old.append("old \(index)")
                new.append("new \(index)")
            case .deleted: old.append("deleted \(index)")
            case .inserted: new.append("inserted \(index)")
            }
        }
        func text(_ lines: [String], _ newline: Bool) -> String {
            lines.joined(separator: "\n") + (newline && !lines.isEmpty ? "\n" : "")
        }
        return (text(old, oldNewline), text(new, newNewline))
    }

    /// `(start, count)` of each hunk's old side, from its `@@ -start,count +… @@` line.
    private func oldRanges(_ diff: String) -> [(start: Int, count: Int)] {
        diff.split(separator: "\n").filter { $0.hasPrefix("@@ -") }.map { line in
            let range = line.dropFirst(4).prefix { $0 != " " }.split(separator: ",")
            return (Int(range[0]) ?? -1, range.count > 1 ? Int(range[1]) ?? -1 : 1)
        }
    }

    /// Checks the diff of `old` and `new`, headed as `--check` heads it, with git: `git apply
    /// --check` accepts it, applying it to `old` gives `new`, its hunks do not overlap, and there
    /// are as many as `diff -U3` writes.
    private func expectGitApplies(_ old: String, _ new: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("UnifiedDiffTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "Mocks/AppMocks.swift"
        let diff = try #require(
            UnifiedDiff.diff(
                from: old, to: new, oldName: name + "\t(committed)", newName: name + "\t(generated)"),
            sourceLocation: sourceLocation)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Mocks"), withIntermediateDirectories: true)
        try old.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        try old.write(to: folder.appendingPathComponent("old"), atomically: true, encoding: .utf8)
        try new.write(to: folder.appendingPathComponent("new"), atomically: true, encoding: .utf8)
        try diff.write(to: folder.appendingPathComponent("check.diff"), atomically: true, encoding: .utf8)
        let git = try Toolchain.tool("git")
        let check = try run(git, ["-C", folder.path, "apply", "--check", "-p0", "check.diff"])
        #expect(check.status == 0, "git apply --check: \(check.output)\n\(diff)", sourceLocation: sourceLocation)
        let apply = try run(git, ["-C", folder.path, "apply", "-p0", "check.diff"])
        #expect(apply.status == 0, "git apply: \(apply.output)", sourceLocation: sourceLocation)
        let applied = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        #expect(applied == new, "applied:\n\(applied)\ndiff:\n\(diff)", sourceLocation: sourceLocation)
        let ranges = oldRanges(diff)
        for (previous, next) in zip(ranges, ranges.dropFirst()) {
            #expect(
                previous.start + previous.count <= next.start, "hunks overlap:\n\(diff)", sourceLocation: sourceLocation
            )
        }
        let reference = try run(Toolchain.tool("diff"), ["-U3", "old", "new"], in: folder)
        let hunks = reference.output.split(separator: "\n").filter { $0.hasPrefix("@@ ") }.count
        #expect(ranges.count == hunks, "diff -U3:\n\(reference.output)\nours:\n\(diff)", sourceLocation: sourceLocation)
    }

    /// Runs a tool (in `folder`): its status, and its output and errors together.
    private func run(_ executable: String, _ arguments: [String], in folder: URL? = nil) throws
        -> (status: Int32, output: String)
    {
        let process = Process()
        process.currentDirectoryURL = folder
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Two changes of every kind with 1 to 8 unchanged lines between them: one hunk up to twice the
    /// context (6), two beyond, never overlapping (`diff -u` merges hunks whose context would touch).
    @Test(arguments: 1...8) func changesAnyGapApartApplyWithGit(gap: Int) throws {
        let kinds: [Part] = [.replaced, .deleted, .inserted]
        for first in kinds {
            for second in kinds {
                let (old, new) = texts([.same(5), first, .same(gap), second, .same(5)])
                try expectGitApplies(old, new)
            }
        }
    }

    /// Three changes each `gap` lines apart, and two of them a change apart: hunks chain.
    @Test(arguments: 1...8) func threeChangesApplyWithGit(gap: Int) throws {
        let (old, new) = texts([.same(4), .replaced, .same(gap), .inserted, .same(gap), .deleted, .replaced, .same(4)])
        try expectGitApplies(old, new)
    }

    @Test func changesOnTheFirstAndLastLinesApplyWithGit() throws {
        for kind in [Part.replaced, .deleted, .inserted] {
            for parts in [[kind, .same(9)], [.same(9), kind], [kind], [kind, .same(1)], [.same(1), kind]] {
                let (old, new) = texts(parts)
                try expectGitApplies(old, new)
            }
            for gap in 1...8 {
                let (old, new) = texts([kind, .same(gap), kind])
                try expectGitApplies(old, new)
            }
        }
    }

    @Test func lastLinesWithoutANewlineApplyWithGit() throws {
        for (oldNewline, newNewline) in [(false, true), (true, false), (false, false)] {
            for parts in [[Part.same(5), .replaced], [.same(5), .deleted], [.same(5), .inserted], [.replaced]] {
                let (old, new) = texts(parts, oldNewline: oldNewline, newNewline: newNewline)
                if old != new { try expectGitApplies(old, new) }
            }
            for gap in 1...8 {
                let (old, new) = texts(
                    [.same(5), .replaced, .same(gap)], oldNewline: oldNewline, newNewline: newNewline)
                try expectGitApplies(old, new)
            }
        }
    }
}

/// A small seeded generator, the same numbers on every run.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
