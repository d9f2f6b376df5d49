#!/usr/bin/env python3
"""Tests of scripts/mutate.py's pure parts: the code masks, the line selection and each operator.
Run: python3 scripts/test_mutate.py (`make mutate-selftest`; no Swift needed, under a second)."""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mutate  # noqa: E402


def mutated(line, **context):
    """The mutated lines of one line alone, by operator: [(operator, new line)]."""
    mask = mutate.code_masks(line)[0]
    return [(m.operator, m.mutated) for m in mutate.mutations_of_line(line, mask, **context)]


def of(operator, line, **context):
    return [text for name, text in mutated(line, **context) if name == operator]


class CodeMaskTests(unittest.TestCase):
    def test_comments_become_spaces_and_string_insides_tildes(self):
        text = 'let a = "x == y" // a == b\n/* if x { */ f(true)\n'
        self.assertEqual(mutate.code_masks(text), ['let a = "~~~~~~"' + " " * 10, " " * 13 + "f(true)"])

    def test_nested_block_comments_multiline_and_raw_strings_span_lines(self):
        text = '/* a /* b */ c == d */ x\nlet s = """\n  a == b\n  """\nlet r = #"a "quoted" == b"#\n'
        masks = mutate.code_masks(text)
        self.assertEqual(masks[0].strip(), "x")
        self.assertEqual(masks[2], "~" * len("  a == b"))
        self.assertNotIn("==", masks[4])
        self.assertTrue(masks[4].startswith('let r = #"') and masks[4].endswith('"#'))

    def test_interpolations_and_the_strings_inside_them_are_inside(self):
        line = 'f("when(\\(items.joined(separator: ", ")))", a == b)'
        self.assertEqual(mutate.code_masks(line)[0], 'f("' + "~" * 38 + '", a == b)')

    def test_an_escaped_quote_stays_inside_the_string(self):
        self.assertEqual(mutate.code_masks('f("a \\" == b", x == y)')[0], 'f("' + "~" * 9 + '", x == y)')


class LineSelectionTests(unittest.TestCase):
    def test_lines_that_only_declare_carry_no_mutant(self):
        for line in [
            "import Foundation", "#if DEBUG", "@MainActor", "public static func f(x: Bool = true) -> Bool {",
            "struct S: Equatable {", "case a, b", "let x: [String]", "var flag: Bool {", "}", "/// if x == y {",
            "// return true", "private(set) var members: [String: [String: String]] = [:]",
            "case .some(let x):", "default:",
        ]:
            with self.subTest(line=line):
                self.assertEqual(mutated(line), [])

    def test_nothing_inside_a_string_literal(self):
        self.assertEqual(mutated('    print("a == b, true, [1, 2]", x)'), [("remove", "")])

    def test_a_declaration_with_an_expression_and_a_case_with_where_are_mutated(self):
        self.assertEqual(of("equality", "let same = a == b"), ["let same = a != b"])
        self.assertEqual(of("boolean", "case .x where flag == true:"), ["case .x where flag == false:"])

    def test_changed_lines_of_a_unified_diff(self):
        diff = "\n".join([
            "diff --git a/Sources/A.swift b/Sources/A.swift", "--- a/Sources/A.swift", "+++ b/Sources/A.swift",
            "@@ -3 +3,2 @@ enum A {", "-x", "+y", "+z", "@@ -10,2 +12 @@", "+w", "@@ -20 +20,0 @@", "-gone",
            "diff --git a/Sources/B.swift b/Sources/B.swift", "+++ /dev/null", "@@ -1 +0,0 @@",
        ])
        self.assertEqual(mutate.changed_lines(diff), {"Sources/A.swift": {3, 4, 12}})

    def test_only_the_wanted_lines_of_a_file(self):
        text = "func f() {\n    if a == b { g() }\n    h(true)\n}\n"
        found = mutate.mutations_of_file(text, {3})
        self.assertEqual({number for number, _, _ in found}, {3})
        self.assertIn("    h(false)", [m.mutated for _, _, m in found])


class OperatorTests(unittest.TestCase):
    def test_negate_each_condition_clause_that_binds_nothing(self):
        self.assertEqual(of("negate", "if a.isEmpty, let b = c, d > 1 {"),
                         ["if !(a.isEmpty), let b = c, d > 1 {", "if a.isEmpty, let b = c, !(d > 1) {"])
        self.assertEqual(of("negate", "guard x.contains(where: { $0 > 1 }) else { return }"),
                         ["guard !(x.contains(where: { $0 > 1 })) else { return }"])
        self.assertEqual(of("negate", "} else if flag {"), ["} else if !(flag) {"])
        self.assertEqual(of("negate", "while queue.count > 0 {"), ["while !(queue.count > 0) {"])

    def test_negate_the_clauses_before_a_condition_goes_on(self):
        self.assertEqual(of("negate", "guard a == b, c,"), ["guard !(a == b), c,", "guard a == b, !(c),"])
        self.assertEqual(of("negate", "if f(a,"), [])  # the line ends inside a clause

    def test_negate_leaves_a_plain_not_to_unnot_and_bindings_alone(self):
        self.assertEqual(of("negate", "if !done {"), [])
        self.assertEqual(of("negate", "if case .a = x {"), [])
        self.assertEqual(of("negate", "if #available(macOS 15, *) {"), [])

    def test_unnot_removes_a_prefix_not_only(self):
        self.assertEqual(of("unnot", "return !a && !(b || c)"), ["return a && !(b || c)", "return !a && (b || c)"])
        self.assertEqual(of("unnot", "let v = x! != y!"), [])

    def test_equality_and_order(self):
        self.assertEqual(of("equality", "if a == b && c != d { f() }"),
                         ["if a != b && c != d { f() }", "if a == b && c == d { f() }"])
        self.assertEqual(of("equality", "if a === b { f() }"), [])
        self.assertEqual(of("order", "let ok = a < b && c >= d"), ["let ok = a <= b && c >= d", "let ok = a < b && c > d"])
        self.assertEqual(of("order", "let f: (Array<Int>) -> Bool = g"), [])
        self.assertEqual(of("order", "for i in 0..<n where i > 1 {"), ["for i in 0..<n where i >= 1 {"])

    def test_boolean_not_inside_names(self):
        self.assertEqual(of("boolean", "f(x: true, isTrue: y.false_)"), ["f(x: false, isTrue: y.false_)"])

    def test_remove_a_whole_call_or_assignment_statement(self):
        for line in ["    items.append(x)", "    x = y.map { $0 }", "    counts[k, default: 0] += 1",
                     "    try await run(a)", "    return", "    aliases[id]?.type = identified"]:
            with self.subTest(line=line):
                self.assertEqual(of("remove", line), [""])

    def test_no_removal_of_what_is_not_a_whole_statement(self):
        for line in ["    a == b && f(c)", "    let x = f()", "    return f()", "    throw E.x", "    f(a,",
                     "    fatalError(\"no\")", "    .map { $0 }", "    self.init(x: 1)"]:
            with self.subTest(line=line):
                self.assertEqual(of("remove", line), [])
        self.assertEqual(of("remove", "    f(a)", previous_mask="    let x ="), [])
        self.assertEqual(of("remove", "    f(a)", next_mask="        .g()"), [])

    def test_early_return_only_where_a_bare_return_compiles(self):
        self.assertEqual(of("return", "    items.append(x)", may_return=True), ["    return; items.append(x)"])
        self.assertEqual(of("return", "    items.append(x)", may_return=False), [])

    def test_return_contexts_follow_functions_control_blocks_and_closures(self):
        text = "\n".join([
            "func f(a: Int) {",  # 1
            "    g()",  # 2: void function
            "    if a > 1 {",  # 3
            "        g()",  # 4: an if inside it
            "        list.forEach { x in",  # 5
            "            h(x)",  # 6: a closure
            "        }",  # 7
            "    }",  # 8
            "    defer {",  # 9
            "        g()",  # 10: a defer
            "    }",  # 11
            "}",  # 12
            "func k(",  # 13
            "    a: Int",  # 14
            ") -> Int {",  # 15
            "    g()",  # 16: a function with a result
            "    return 1",  # 17
            "}",  # 18
            "init() {",  # 19
            "    g()",  # 20: an initializer
            "}",  # 21
        ])
        contexts = mutate.return_contexts(mutate.code_masks(text))
        self.assertEqual([n + 1 for n, ok in enumerate(contexts) if ok], [2, 3, 4, 5, 8, 9, 12])

    def test_effect_removes_one_try_or_await(self):
        self.assertEqual(of("effect", "let v = try await f()"), ["let v = await f()", "let v = try f()"])
        self.assertEqual(of("effect", "let v = try? f()"), [])

    def test_swap_two_adjacent_arguments_of_one_kind(self):
        self.assertEqual(of("swap", "let r = f(a, of: b, in: 3)"), ["let r = f(b, of: a, in: 3)"])
        self.assertEqual(of("swap", 'let r = f("x", "y")'), ['let r = f("y", "x")'])
        self.assertEqual(of("swap", "let r = f(a, 1, g(x), a)"), [])

    def test_empty_array_and_dictionary_literals_not_types_or_subscripts(self):
        self.assertEqual(of("empty", 'let names = ["a", b]'), ["let names = []"])
        self.assertEqual(of("empty", "f(items: [a: 1], at: list[0])"), ["f(items: [:], at: list[0])"])
        self.assertEqual(of("empty", "let x = [String]()"), [])
        self.assertEqual(of("empty", "let f = { [weak self] in g() }"), [])
        self.assertEqual(of("empty", "let x = y as [Int: [String]]"), [])



class EquivalentListTests(unittest.TestCase):
    def test_an_entry_names_a_mutant_by_its_texts_and_the_line_above_when_given(self):
        import tempfile
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as handle:
            handle.write("# a comment\n\nfile: Sources/A.swift\nafter: if x { return true }\nfrom: return false\n"
                         "to: return true\nwhy: never reached\n\nfile: Sources/A.swift\nfrom: f(a)\nto:\nwhy: no effect\n")
        entries = mutate.parse_equivalents(handle.name)
        os.remove(handle.name)
        self.assertEqual([e["to"] for e in entries], ["return true", ""])

        def mutant(original, mutated, previous):
            return mutate.Mutant(1, "Sources/A.swift", 9, "    " + original, mutate.Mutation("x", mutated), previous)

        self.assertTrue(mutant("return false", "    return true", "if x { return true }").matches(entries[0]))
        self.assertFalse(mutant("return false", "    return true", "guard y else {").matches(entries[0]))
        self.assertTrue(mutant("f(a)", "", "anything").matches(entries[1]))
        self.assertFalse(mutant("f(a)", "    return; f(a)", "anything").matches(entries[1]))


class WholeCodeTests(unittest.TestCase):
    def mutants(self, module, count):
        return [mutate.Mutant(i, f"{module}/F.swift", i, "x", mutate.Mutation("remove", "")) for i in range(count)]

    def test_each_module_gives_its_count_in_an_interleaved_order_that_a_seed_repeats(self):
        by_module = {"A": self.mutants("A", 40), "B": self.mutants("B", 5)}
        chosen = mutate.draw_whole(by_module, 10, 7)
        self.assertEqual(sum(m.file.startswith("A/") for m in chosen), 10)
        self.assertEqual(sum(m.file.startswith("B/") for m in chosen), 5)  # all of a smaller module
        self.assertEqual(len({id(m) for m in chosen}), 15)
        self.assertEqual(chosen, mutate.draw_whole(by_module, 10, 7))
        self.assertNotEqual(chosen, mutate.draw_whole(by_module, 10, 8))
        first_b = next(i for i, m in enumerate(chosen) if m.file.startswith("B/"))
        self.assertLess(first_b, 14)  # shuffled together, not module after module

    def test_every_mutant_is_drawn_alike(self):
        by_module = {"A": self.mutants("A", 10)}
        drawn = [0] * 10
        for seed in range(2000):
            for mutant in mutate.draw_whole(by_module, 3, seed):
                drawn[mutant.number] += 1
        self.assertTrue(all(500 < n < 700 for n in drawn), drawn)  # 600 each expected

    def test_only_picks_whole_code_mutants_by_their_numbers_in_the_order_given(self):
        mutants = self.mutants("A", 6)
        self.assertEqual([m.number for m in mutate.only_whole(mutants, [4, 1])], [4, 1])
        self.assertEqual(mutate.only_whole(mutants, [5])[0].number, 5)  # the last one
        with self.assertRaises(SystemExit):
            mutate.only_whole(mutants, [6])  # one past the last
        options = mutate.parse_arguments(["--whole", "5", "--only", "3,4"])
        self.assertEqual((options["whole"], options["only"]), (5, [3, 4]))
        with self.assertRaises(SystemExit):
            mutate.parse_arguments(["--whole", "5", "--sample", "3"])

    def test_the_wilson_interval(self):
        low, high = mutate.wilson(95, 100)
        self.assertAlmostEqual(low, 0.8883, places=3)
        self.assertAlmostEqual(high, 0.9785, places=3)
        self.assertEqual(mutate.wilson(0, 0), (0.0, 1.0))
        self.assertEqual(mutate.wilson(10, 10)[1], 1.0)
        self.assertAlmostEqual(mutate.wilson(10, 10)[0], 0.7225, places=3)

    def test_the_score_line_counts_only_caught_and_survived(self):
        self.assertEqual(mutate.score_line("M", 95, 5, 20, 3, 0),
                         "M: 95 caught, 5 survived, 20 not viable, 3 equivalent; score 95.0% of 100 "
                         "(95% interval 88.8-97.8%)")
        self.assertEqual(mutate.score_line("M", 0, 0, 2, 0, 4),
                         "M: 0 caught, 0 survived, 2 not viable, 0 equivalent, 4 not run; no score (nothing judged)")

    def test_whole_mode_takes_todays_date_as_seed_and_both_modules(self):
        options = mutate.parse_arguments(["--whole", "150"])
        self.assertEqual(options["paths"], ["Sources/StubKit", "Sources/StubKitMockGen"])
        self.assertEqual(len(str(options["seed"])), 8)
        self.assertEqual(mutate.parse_arguments(["--whole", "5", "--seed", "3"])["seed"], 3)
        self.assertEqual(mutate.parse_arguments(["--seed", "3"])["seed"], 3)
        self.assertEqual(mutate.parse_arguments([])["seed"], 1)


class StrayTests(unittest.TestCase):
    """A test binary `swift test` started in its own process group outlives the group's kill."""

    def test_a_program_under_the_copys_build_folder_is_found_and_killed_and_nothing_else(self):
        with tempfile.TemporaryDirectory() as root:
            os.makedirs(os.path.join(root, ".build", "debug"))
            inside = os.path.join(root, ".build", "debug", "StubKitPackageTests.xctest")
            beside = os.path.join(root, "sleep")  # in the copy, not in its build folder
            for program in (inside, beside):
                shutil.copy(shutil.which("sleep"), program)
            stray = subprocess.Popen([inside, "60"], start_new_session=True)
            other = subprocess.Popen([beside, "60"], start_new_session=True)
            try:
                self.assertEqual(mutate.strays(root), [stray.pid])
                self.assertEqual(mutate.stop_strays(root), [stray.pid])
                self.assertEqual(stray.wait(timeout=10), -9)
                self.assertIsNone(other.poll())
                self.assertEqual(mutate.strays(root), [])
            finally:
                for process in (stray, other):
                    if process.poll() is None:
                        process.kill()
                        process.wait()

    def test_a_process_that_ends_while_the_list_is_read_is_skipped(self):
        with tempfile.TemporaryDirectory() as proc:
            os.makedirs(os.path.join(proc, "12"))  # no cmdline: it ended
            os.makedirs(os.path.join(proc, "self"))
            os.makedirs(os.path.join(proc, "34"))
            with open(os.path.join(proc, "34", "cmdline"), "wb") as handle:
                handle.write(b"/copy/.build/debug/Tests.xctest\0--testing-library\0")
            os.makedirs(os.path.join(proc, "56"))
            with open(os.path.join(proc, "56", "cmdline"), "wb") as handle:
                handle.write(b"/usr/bin/swift\0test\0/copy/.build/debug/Tests.xctest\0")
            self.assertEqual(mutate.strays("/copy", proc=proc), [34])


class InactiveBranchTests(unittest.TestCase):
    """A `#if` branch Linux does not compile gets no mutants: none could be caught (issue 40, run 6:
    the Apple-only clock's `unlock()` survived; the `#else` of `canImport(Testing)` would too)."""

    def test_conditions_are_decided_by_what_linux_compiles_and_the_rest_is_undecided(self):
        cases = {
            "canImport(Testing)": True, "canImport(Darwin)": False, "!canImport(Darwin)": True,
            "!canImport(Darwin) && canImport(Synchronization)": True, "os(Linux)": True,
            "os(macOS) || os(iOS)": False, "!(os(Linux))": False, "canImport(Testing) && compiler(>=6.1)": None,
            "DEBUG": None, "canImport(Darwin) && DEBUG": False, "os(Linux) || DEBUG": True,
            "canImport(MyModule)": None,
        }
        for condition, value in cases.items():
            self.assertIs(mutate.condition_value(condition), value, condition)

    def test_only_the_lines_of_branches_that_are_not_compiled_are_inactive(self):
        source = "\n".join([
            "#if canImport(Testing)",      # 0
            "    let a = 1",               # 1  compiled
            "#else",                       # 2
            "    let a = 2",               # 3  not compiled
            "#endif",                      # 4
            "#if canImport(Darwin)",       # 5
            "    f()",                     # 6  not compiled
            "#elseif os(Linux)",           # 7
            "    g()",                     # 8  compiled
            "    #if DEBUG",               # 9
            "        h()",                 # 10 undecided: kept
            "    #else",                   # 11
            "        i()",                 # 12 undecided: kept
            "    #endif",                  # 13
            "#else",                       # 14
            "    j()",                     # 15 not compiled: an earlier branch is
            "#endif",                      # 16
            "k()",                         # 17
        ])
        self.assertEqual(mutate.inactive_lines(mutate.code_masks(source)), {3, 6, 15})

    def test_an_inactive_branch_gives_no_mutants(self):
        source = "\n".join([
            "func f() -> Bool {",
            "    #if canImport(Testing)",
            "        return true",
            "    #else",
            "        return false",
            "    #endif",
            "}",
        ])
        made = mutate.mutations_of_file(source, {3, 5})
        self.assertEqual([number for number, _, _ in made], [3])


if __name__ == "__main__":
    unittest.main()
