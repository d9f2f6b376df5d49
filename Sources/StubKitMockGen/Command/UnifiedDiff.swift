// A line-based unified diff (`diff -u`'s format), for `--check`: what a regeneration would change in
// the committed file. Myers' algorithm on what lies between the common first and last lines; a
// middle too different to compare cheaply is shown as removed and added whole.

/// The unified diff between two texts.
enum UnifiedDiff {
    /// Lines of context around each change.
    static let context = 3
    /// The most differing lines Myers' search looks for before giving up on a minimal diff.
    static let maximumDistance = 2_000

    /// The unified diff of two texts, headed `--- old` and `+++ new`.
    ///
    /// A name followed by a tab and a label (`--check`'s `(committed)`) is read by `git apply -p0`
    /// and `patch -p0` as the name alone, as they read `diff -u`'s tab and date; after a space, the
    /// label would be part of the file's name.
    ///
    ///     --- Mocks/AppMocks.swift<tab>(committed)
    ///     +++ Mocks/AppMocks.swift<tab>(generated)
    ///     @@ -6,3 +6,4 @@
    ///      final class RepositoryMock: Repository {
    ///     +    var countAction: (()) -> Int = { _ in .defaultValue }
    ///
    /// - Parameters:
    ///   - old: The text before.
    ///   - new: The text after.
    ///   - oldName: The old text's name in the header.
    ///   - newName: The new text's name in the header.
    /// - Returns: The diff; `nil` when the texts are equal.
    static func diff(from old: String, to new: String, oldName: String, newName: String) -> String? {
        guard old != new else { return nil }
        let before = Lines(old)
        let after = Lines(new)
        let edits = script(before.compared, after.compared)
        var text = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(edits) {
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            let oldStart = hunk.first { $0.kind != .insert }?.oldIndex ?? (hunk.first?.oldIndex ?? 0)
            let newStart = hunk.first { $0.kind != .delete }?.newIndex ?? (hunk.first?.newIndex ?? 0)
            text += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .keep:
                    text += " " + before.lines[edit.oldIndex] + "\n"
                    text += before.marker(after: edit.oldIndex) ?? after.marker(after: edit.newIndex) ?? ""
                case .delete:
                    text += "-" + before.lines[edit.oldIndex] + "\n" + (before.marker(after: edit.oldIndex) ?? "")
                case .insert:
                    text += "+" + after.lines[edit.newIndex] + "\n" + (after.marker(after: edit.newIndex) ?? "")
                }
            }
        }
        return text
    }

    /// `start,count` of a hunk's side, as `diff -u` writes it (lines from 1; an empty side names the
    /// line before it; a count of one is left out).
    private static func range(_ index: Int, _ count: Int) -> String {
        switch count {
        case 0: return "\(index),0"
        case 1: return "\(index + 1)"
        default: return "\(index + 1),\(count)"
        }
    }

    /// A text's lines, and whether its last one ends without a newline.
    private struct Lines {
        var lines: [Substring]
        var endsWithoutNewline: Bool
        /// The lines as compared: a last line without a newline differs from the same with one.
        var compared: [Substring]

        init(_ text: String) {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            endsWithoutNewline = lines.last.map { !$0.isEmpty } ?? false
            if !endsWithoutNewline { lines.removeLast() }
            compared = lines
            if endsWithoutNewline, let last = lines.last { compared[lines.count - 1] = Substring(last + "\n") }
        }

        /// `\ No newline at end of file` after the last line of a text without one.
        func marker(after index: Int) -> String? {
            endsWithoutNewline && index == lines.count - 1 ? "\\ No newline at end of file\n" : nil
        }
    }

    struct Edit: Equatable {
        enum Kind { case keep, delete, insert }
        var kind: Kind
        /// The line's index in the old text (for an insertion: the old line it comes before).
        var oldIndex: Int
        /// The line's index in the new text (for a deletion: the new line it comes before).
        var newIndex: Int
    }

    /// Every line of both texts as kept, deleted or inserted, in order.
    static func script(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        var edits = (0..<prefix).map { Edit(kind: .keep, oldIndex: $0, newIndex: $0) }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        let middle =
            myers(oldMiddle, newMiddle)
            ?? (0..<oldMiddle.count).map { Edit(kind: .delete, oldIndex: $0, newIndex: 0) }
            + (0..<newMiddle.count).map { Edit(kind: .insert, oldIndex: oldMiddle.count, newIndex: $0) }
        edits += middle.map { Edit(kind: $0.kind, oldIndex: $0.oldIndex + prefix, newIndex: $0.newIndex + prefix) }
        for offset in 0..<suffix {
            edits.append(
                Edit(kind: .keep, oldIndex: old.count - suffix + offset, newIndex: new.count - suffix + offset))
        }
        return edits
    }

    /// The shortest edit script (Myers 1986); `nil` beyond `maximumDistance` differing lines.
    private static func myers(_ old: [Substring], _ new: [Substring]) -> [Edit]? {
        let n = old.count
        let m = new.count
        let limit = min(n + m, maximumDistance)
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        search: for distance in 0...limit {
            trace.append(furthest)
            for diagonal in stride(from: -distance, through: distance, by: 2) {
                var x: Int
                if diagonal == -distance
                    || (diagonal != distance && furthest[offset + diagonal - 1] < furthest[offset + diagonal + 1])
                {
                    x = furthest[offset + diagonal + 1]
                } else {
                    x = furthest[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + diagonal] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return nil }
        // Back from the end, one step of the search at a time.
        var edits: [Edit] = []
        var x = n
        var y = m
        for distance in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[distance]
            let diagonal = x - y
            let down =
                diagonal == -distance
                || (diagonal != distance && previous[offset + diagonal - 1] < previous[offset + diagonal + 1])
            let previousDiagonal = down ? diagonal + 1 : diagonal - 1
            let previousX = distance == 0 ? 0 : previous[offset + previousDiagonal]
            let previousY = previousX - previousDiagonal
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(Edit(kind: .keep, oldIndex: x, newIndex: y))
            }
            guard distance > 0 else { break }
            if down {
                y -= 1
                edits.append(Edit(kind: .insert, oldIndex: x, newIndex: y))
            } else {
                x -= 1
                edits.append(Edit(kind: .delete, oldIndex: x, newIndex: y))
            }
        }
        return edits.reversed()
    }

    /// The edits grouped into hunks: each change with `context` kept lines around it, changes
    /// with at most twice that many kept lines between them in one hunk (as `diff -u`: their
    /// contexts would touch or overlap).
    private static func hunks(_ edits: [Edit]) -> [[Edit]] {
        let changed = edits.indices.filter { edits[$0].kind != .keep }
        var hunks: [[Edit]] = []
        var start: Int?
        var end = 0
        for index in changed {
            // `index - end - 1` kept lines since the last change.
            if let first = start, index - end - 1 > 2 * context {
                hunks.append(Array(edits[max(0, first - context)...min(edits.count - 1, end + context)]))
                start = nil
            }
            if start == nil { start = index }
            end = index
        }
        if let first = start {
            hunks.append(Array(edits[max(0, first - context)...min(edits.count - 1, end + context)]))
        }
        return hunks
    }
}
