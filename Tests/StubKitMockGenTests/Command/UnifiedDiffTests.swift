// The unified diff `--check` prints: `diff -u`'s hunks, byte for byte, on the cases a stale mocks
// file brings (a member added, one removed, changes far apart, a last line without a newline).
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
