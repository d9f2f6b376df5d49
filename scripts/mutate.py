#!/usr/bin/env python3
"""`make mutate`: mutants nobody picks by hand (issue 31). Plants small bugs automatically on the
lines a change touched and says which ones the whole suite lets through.

The lines are those `git diff BASE` shows as added or changed in the working tree (uncommitted
edits included) under --paths. On each, every operator that applies makes one mutant:

  negate      `if x {` -> `if !(x) {`, `guard x else` -> `guard !(x) else`, `while x {`, one
              mutant per condition clause that binds nothing (`let`, `case` clauses are left)
  unnot       a prefix `!` removed
  equality    `==` <-> `!=`
  order       ` < ` <-> ` <= `, ` > ` <-> ` >= ` (spaced binary operators only: not generics, `->`)
  boolean     `true` <-> `false`
  remove      a one-line call, assignment or bare `return` statement removed (the line left blank)
  return      `return; ` inserted before such a statement, in a function that returns nothing
  effect      one `try ` or `await ` removed (kept only where it still compiles)
  swap        two adjacent arguments of a call swapped, when both are literals of one kind or
              both plain names (best effort: one of two types is "not viable")
  empty       an array or dictionary literal emptied (`[x, y]` -> `[]`, `[a: b]` -> `[:]`)

Never on comments, doc comments, the insides of string literals, `#if` lines, imports, lines
that only declare (`func`, `struct`, `case`, `let x: T`, ...), or lines in a `#if` branch that
this platform (Linux) does not compile, such as the `#else` of `canImport(Testing)`: no test could
catch those (condition_value and inactive_lines decide, counting what they cannot decide as compiled). The functions that select lines
and make mutants are pure (scripts/test_mutate.py tests them).

Each mutant is planted alone in one persistent scratch copy of the checkout (.build-mutate/repo,
kept in step by scripts/mutants.py's sync_copy: builds are incremental) and the file is put back
after it. `swift build --build-tests`: a failure makes the mutant "not viable" (counted apart).
Then the suite, with a time limit: first the test target mirroring the mutated module
(StubKitMockGen -> StubKitMockGenTests, StubKit -> StubKitTests), stopping at the first failing
test; if it passes, every other test target. A failure or a run past the limit is "caught"; a pass
is a survivor. A survivor in Sources/StubKitMockGen/ is judged once more: the committed generated
mocks are regenerated in the copy (scripts/generate-mocks.sh, the plugin) and any difference
catches it, as `generate-mocks.sh --check` would in CI; with --corpus, the corpus modules named
are then generated and compiled with the mutated generator (scripts/corpus.sh; slow, opt-in).

scripts/mutate-equivalent.txt lists mutants that cannot change behaviour (file, from, to, why);
they are skipped and counted as equivalent.

The whole-code mode (issue 40), `--whole N`, plants mutants on every line of each module rather
than on changed lines: every mutant of every line of every file under each of --paths (default
Sources/StubKit and Sources/StubKitMockGen) is numbered, and N are drawn per module, uniformly at
random with --seed (default: today's date, YYYYMMDD, a seed nobody picks). They run in a random
order that interleaves the modules, so a run cut short by --minutes is still a uniform sample of
each. It prints, per module and in all, caught / survived / not viable / equivalent / not run and
the score, caught / (caught + survived), with its 95% Wilson interval.

Usage: scripts/mutate.py [--base REV] [--paths P ...] [--list] [--sample N] [--seed S]
                         [--only N,M] [--corpus "Module ..."] [--no-regenerate]
       scripts/mutate.py --whole N [--paths MODULE ...] [--seed S] [--minutes M] [--list] [--only N,M]
  --whole N       N mutants drawn per module from all its lines (the whole-code mode above); with
                  --only, the mutants of those numbers in `--whole N --list` instead (to re-judge a
                  run's survivors after their fixes, listed from the same sources)
  --minutes M     stop starting mutants after M minutes (those left are counted "not run")
  --base REV      compare with this commit (default HEAD~1)
  --paths P ...   only files under these paths (default Sources); each following word is a path
  --list          print the mutants (those --sample or --only choose), number, file, line and
                  mutation, without running anything
  --sample N      run N mutants drawn with --seed (default 1) from all, in file order
  --only N,M      run only these mutants (numbers from --list with the same base and paths)
  --corpus MODS   judge generator survivors with these corpus modules too (scripts/corpus.sh)
  --no-regenerate do not regenerate the committed mocks for generator survivors
Environment: SWIFT (default swift); MUTATE_SCRATCH (default .build-mutate); MUTATE_TIMEOUT,
seconds for one test run before it counts as hung (default: 3 times the unchanged copy's run,
at least 120).
Exit status: 0 when no mutant survived, 1 when one did, 2 on a usage or baseline error.
"""

import os
import random
import re
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mutants as shared  # noqa: E402  (the copy, the log runner and the failure parsing of `make mutants`)

ROOT = shared.ROOT
EQUIVALENT_LIST = os.path.join(ROOT, "scripts", "mutate-equivalent.txt")
GENERATED_MOCKS = [
    "Tests/ExampleAppGeneratedMockTests/Mocks/ExampleAppMocks.swift",
    "Tests/MockGenConsumerTests/Mocks/MockGenFixturesMocks.swift",
    "Tests/MockGenConsumerTestsSwift5/Mocks/MockGenFixturesMocks.swift",
]
# The test target that mirrors each source module, run first: most mutants fail there, sooner.
MIRRORED_TESTS = {"StubKit": "StubKitTests", "StubKitMockGen": "StubKitMockGenTests", "ExampleApp": "ExampleAppTests"}


def fail(message):
    print(f"mutate: {message}", file=sys.stderr)
    sys.exit(2)


# MARK: - Code masks: where the code is on each line


def code_masks(text):
    """One string per line of `text`, as long as the line: its code as it is, a space for every
    character of a comment, and `~` for every character inside a string literal (its outer quotes
    kept; interpolations, and strings inside them, are inside too). Block comments nest;
    multi-line and raw strings are followed across lines."""
    masks, mask = [], []
    i, n = 0, len(text)
    block_depth = 0  # nested /* */
    stack = []  # the literals we are in: ["string", hashes, multiline] or ["interpolation", parentheses]
    opening = re.compile(r'(#*)("""|")')
    while i < n:
        c = text[i]
        if c == "\n":
            masks.append("".join(mask))
            mask = []
            i += 1
        elif block_depth:
            if text.startswith("*/", i) or text.startswith("/*", i):
                block_depth += 1 if text[i] == "/" else -1
                mask += "  "
                i += 2
            else:
                mask.append(" ")
                i += 1
        elif stack and stack[-1][0] == "string":
            _, hashes, multiline = stack[-1]
            closing = ('"""' if multiline else '"') + "#" * hashes
            escape = "\\" + "#" * hashes
            if text.startswith(escape + "(", i):
                stack.append(["interpolation", 1])
                mask += "~" * (len(escape) + 1)
                i += len(escape) + 1
            elif text.startswith(escape, i) and i + len(escape) < n and text[i + len(escape)] != "\n":
                mask += "~" * (len(escape) + 1)
                i += len(escape) + 1
            elif text.startswith(closing, i):
                stack.pop()
                mask += closing if not stack else "~" * len(closing)
                i += len(closing)
            else:
                mask.append("~")
                i += 1
        elif stack:  # inside an interpolation: code, but part of the string
            match = opening.match(text, i)
            if match and (match.group(1) == "" or c == "#"):
                stack.append(["string", len(match.group(1)), match.group(2) == '"""'])
                mask += "~" * len(match.group(0))
                i += len(match.group(0))
                continue
            if c == "(":
                stack[-1][1] += 1
            elif c == ")":
                stack[-1][1] -= 1
                if stack[-1][1] == 0:
                    stack.pop()
            mask.append("~")
            i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            mask += " " * (end - i)
            i = end
        elif text.startswith("/*", i):
            block_depth = 1
            mask += "  "
            i += 2
        else:
            match = opening.match(text, i)
            if match and (match.group(1) == "" or c == "#"):
                stack.append(["string", len(match.group(1)), match.group(2) == '"""'])
                mask += match.group(0)
                i += len(match.group(0))
            else:
                mask.append(c)
                i += 1
    masks.append("".join(mask))
    if text.endswith("\n"):
        masks.pop()
    return masks


DECLARATION_KEYWORDS = (
    "func", "init", "init?", "init!", "deinit", "subscript", "struct", "class", "enum", "protocol", "extension",
    "typealias", "associatedtype", "actor", "case", "default", "import", "operator", "precedencegroup", "macro")
MODIFIERS = (
    "public", "private", "fileprivate", "internal", "package", "open", "static", "final", "override", "mutating",
    "nonmutating", "nonisolated", "lazy", "weak", "unowned", "indirect", "convenience", "required", "dynamic",
    "optional", "consuming", "borrowing", "isolated")


def without_modifiers(code):
    """The code of a line without leading attributes (`@MainActor`, `@available(...)`) and modifiers."""
    code = code.strip()
    while True:
        attribute = re.match(r"@\w+(\([^()]*\))?\s*", code)
        modifier = re.match(r"(?:%s)(\([^()]*\))?\b\s*" % "|".join(MODIFIERS), code)
        match = attribute or modifier
        if not match or not match.group(0):
            return code
        code = code[match.end():]


def first_word(code):
    match = re.match(r"[\w?!]+", code)
    return match.group(0) if match else ""


def is_mutable_line(mask):
    """Whether a line (its code mask) can carry a mutant: some code that is not a compiler
    directive, an import, an attribute alone or a declaration without an expression."""
    code = mask.strip()
    if not code or code.startswith("#") or re.fullmatch(r"[{}()\[\],;:~\"#]*", code):
        return False  # no code, a directive, or only brackets and string insides
    bare = without_modifiers(code)
    if not bare:
        return False  # attributes or modifiers alone
    word = first_word(bare)
    if word in DECLARATION_KEYWORDS:
        # A `case` of a switch with a `where` has a condition; every other `case` only declares.
        return word == "case" and " where " in bare
    if word in ("let", "var"):
        return has_top_level(bare, "=")  # an initial value is an expression; `let x: T` is not
    return True


def has_top_level(code, token):
    return any(True for _ in top_level(code, token))


def top_level(code, token):
    """Indexes of `token` in `code` outside (), [], {} and <> of generic arguments (best effort)."""
    depth = 0
    for index, c in enumerate(code):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif depth == 0 and code.startswith(token, index):
            if token == "=" and (code[index - 1:index] in ("=", "!", "<", ">", "+", "-", "*", "/", "%", "&", "|")
                                 or code[index + 1:index + 2] == "="):
                continue
            yield index


def balanced(code):
    depth = 0
    for c in code:
        depth += c in "([{"
        depth -= c in ")]}"
        if depth < 0:
            return False
    return depth == 0


# MARK: - Function bodies: where an early `return` compiles


CONTROL_KEYWORDS = ("if", "guard", "else", "for", "while", "switch", "do", "catch", "repeat")


def return_contexts(masks):
    """For each line, whether a `return` with no value compiles at its start: the innermost
    function around it is a `func` without `->` (not an initializer, accessor or closure) and
    nothing lies between them but `if`/`for`/`guard`/`switch`/... blocks (no closure, no `defer`)."""
    stack = []  # the open braces: "control", "void" (a function returning nothing) or "other"
    signature = None  # the text of a `func` declaration whose `{` has not come yet
    result = []
    for mask in masks:
        code = mask.strip()
        word = first_word(without_modifiers(code))
        if word == "func":
            signature = ""
        elif word in DECLARATION_KEYWORDS + ("let", "var"):
            signature = None  # the `func` before had no body (a protocol requirement)
        innermost = next((kind for kind in reversed(stack) if kind != "control"), None)
        result.append(innermost == "void")
        leading_word = first_word(without_modifiers(re.sub(r"^[}\s]*", "", code)))
        block_seen, depth = False, 0
        for index, c in enumerate(code):
            if c in "([":
                depth += 1
            elif c in ")]":
                depth -= 1
            elif c == "}":
                if stack:
                    stack.pop()
            elif c == "{":
                if signature is not None and depth == 0:
                    stack.append("other" if "->" in signature + " " + code[:index] else "void")
                    signature = None
                elif depth == 0 and not block_seen and leading_word in CONTROL_KEYWORDS:
                    stack.append("control")
                else:
                    stack.append("other")
                block_seen = block_seen or depth == 0
        if signature is not None:
            signature += " " + code
    return result


# MARK: - Operators: each a pure function from one line (text and code mask) to its mutants


class Mutation:
    def __init__(self, operator, mutated):
        self.operator = operator
        self.mutated = mutated  # the whole new line, indentation kept; "" removes it

    def __repr__(self):
        return f"Mutation({self.operator!r}, {self.mutated!r})"


def replace_at(line, start, end, new):
    return line[:start] + new + line[end:]


def regex_swaps(line, mask, operator, pattern, replacement):
    return [Mutation(operator, replace_at(line, m.start(), m.end(), replacement(m.group(0))))
            for m in re.finditer(pattern, mask)]


def equality(line, mask):
    swapped = {"==": "!=", "!=": "=="}
    return regex_swaps(line, mask, "equality", r"(?<![=!<>])(?:==|!=)(?!=)", swapped.get)


def order(line, mask):
    swapped = {"<": "<=", "<=": "<", ">": ">=", ">=": ">"}
    return regex_swaps(line, mask, "order", r"(?<=\s)(?:<=|>=|<|>)(?=\s)", swapped.get)


def boolean(line, mask):
    swapped = {"true": "false", "false": "true"}
    return regex_swaps(line, mask, "boolean", r"(?<![\w.$])(?:true|false)\b", swapped.get)


def unnot(line, mask):
    return [Mutation("unnot", replace_at(line, m.start(), m.end(), ""))
            for m in re.finditer(r"(?:^|(?<=[\s(\[,{&|:=?]))!(?=[\w($.\[])", mask)]


def effect(line, mask):
    return [Mutation("effect", replace_at(line, m.start(), m.end(), ""))
            for m in re.finditer(r"(?<![\w.])(?:try|await)\s+", mask)]


def clauses(mask, start, end):
    """(start, end) of each comma-separated clause of a condition in mask[start:end], trimmed."""
    pieces, depth, piece_start = [], 0, start
    for index in range(start, end + 1):
        c = mask[index] if index < end else ","
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            text = mask[piece_start:index]
            left = piece_start + len(text) - len(text.lstrip())
            right = index - (len(text) - len(text.rstrip()))
            if right > left:
                pieces.append((left, right))
            piece_start = index + 1
    return pieces


def negate(line, mask):
    """`if`/`while` conditions up to their `{` on the line, `guard` conditions up to `else`."""
    match = re.match(r"\s*(?:\}\s*else\s+)?(if|while|guard)\s", mask)
    if not match:
        return []
    keyword, start = match.group(1), match.end()
    end, depth = None, 0
    for index in range(start, len(mask)):
        c = mask[index]
        if depth == 0:
            if keyword == "guard" and re.match(r"\belse\b", mask[index:]) and mask[index - 1] in " )":
                end = index
                break
            if keyword != "guard" and c == "{":
                end = index
                break
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
    if end is None:
        if not re.search(r",\s*$", mask) or not balanced(mask[start:]):
            return []  # the line ends inside a clause
        end = len(mask.rstrip()) - 1  # the clauses up to the line's last comma; the rest go on below
    mutations = []
    for left, right in clauses(mask, start, end):
        clause = mask[left:right]
        if re.match(r"(?:let|var|case)\b|#(?:un)?available", clause):
            continue  # a binding or an availability check, which cannot be negated
        if clause.startswith("!") and re.fullmatch(r"!" + r"[\w.$?!\[\]()]+", flatten(clause)):
            continue  # `!x`: removing the `!` (unnot) is this negation
        mutations.append(Mutation("negate", replace_at(line, left, right, "!(" + line[left:right] + ")")))
    return mutations


def flatten(code):
    """The code with what is inside (), [] and {} left out: `a[x, y].b(c) = d` -> `a[].b() = d`."""
    kept, depth = [], 0
    for c in code:
        if c in ")]}":
            depth -= 1
        if depth == 0:
            kept.append(c)
        if c in "([{":
            depth += 1
    return "".join(kept)


def statement_kind(mask, previous_mask, next_mask):
    """'return' for a bare `return`; 'call' for a whole one-line statement that is a call (a
    postfix chain ending in a call or a trailing closure, `try`/`await` allowed) or an assignment
    (`x = y`, `x += y`); else None (a declaration, a condition, an expression, a line that goes on)."""
    code = mask.strip()
    if not code or not balanced(code):
        return None
    if code == "return":
        return "return"
    word = first_word(without_modifiers(code))
    if word in DECLARATION_KEYWORDS + CONTROL_KEYWORDS + (
            "let", "var", "return", "throw", "break", "continue", "fallthrough", "defer", "in", "fatalError",
            "preconditionFailure") or code.startswith(("super.init", "self.init", "self = ")):
        return None
    if re.match(r"[.}{#@&|+\-*/%?:=<>]", code) or re.search(r"(?:[,(\[{=.:+\-*/&|?]|\bin)\s*$", code):
        return None
    if previous_mask is not None and re.search(r"(?:[,(\[=.+\-*/&|]|\?\?)\s*$", previous_mask.strip()):
        return None  # the line continues the one before
    if next_mask is not None and re.match(r"\s*(?:[.?:]|&&|\|\||[+\-*/]\s)", next_mask):
        return None  # the next line continues this one
    flat = flatten(code)
    chain = r"[\w.$?!\[\]()]+"
    assignment = re.fullmatch(chain + r"\s*(?:[-+*/%]|&&|\|\|)?=\s.*", flat) is not None
    call = re.fullmatch(r"(?:(?:try|await)\s+)*" + chain + r"(?:\s*\{\})?", flat) is not None and flat[-1] in ")}"
    return "call" if assignment or call else None


def remove(line, kind):
    return [Mutation("remove", "")] if kind else []


def early_return(line, kind, may_return):
    if kind != "call" or not may_return:
        return []
    indent = line[: len(line) - len(line.lstrip())]
    return [Mutation("return", indent + "return; " + line.lstrip())]


LITERAL_KINDS = [
    ("string", r'#*"~*"#*'),
    ("number", r"-?\d[\d_]*(?:\.\d+)?"),
    ("name", r"(?:[a-z_]\w*\.)*[a-z_]\w*"),
    ("member", r"\.[a-z_]\w*"),
]


def argument_kind(text):
    value = re.sub(r"^\w+\s*:\s*", "", text.strip())  # without its label
    for kind, pattern in LITERAL_KINDS:
        if re.fullmatch(pattern, value):
            return kind, value
    return None, value


def swap(line, mask):
    """Two adjacent arguments of one call, when both are literals of one kind or plain names."""
    mutations = []
    for match in re.finditer(r"[\w?!)\]>]\(", mask):
        open_index = match.end() - 1
        depth, pieces, piece_start = 0, [], open_index + 1
        for index in range(open_index + 1, len(mask)):
            c = mask[index]
            if c in "([{":
                depth += 1
            elif c in ")]}" and depth > 0:
                depth -= 1
            elif c == ")" or (c == "," and depth == 0):
                pieces.append((piece_start, index))
                piece_start = index + 1
                if c == ")":
                    break
        else:
            continue  # the call goes on past the line
        for (a_start, a_end), (b_start, b_end) in zip(pieces, pieces[1:]):
            kind_a, value_a = argument_kind(mask[a_start:a_end])
            kind_b, value_b = argument_kind(mask[b_start:b_end])
            if kind_a is None or kind_a != kind_b:
                continue
            # The values' places in the line (labels stay where they are).
            a_value_start = a_start + mask[a_start:a_end].rindex(value_a)
            b_value_start = b_start + mask[b_start:b_end].rindex(value_b)
            first, second = line[a_value_start:a_value_start + len(value_a)], line[b_value_start:b_value_start + len(value_b)]
            if first == second:
                continue
            mutated = (line[:a_value_start] + second + line[a_value_start + len(value_a):b_value_start] + first
                       + line[b_value_start + len(value_b):])
            mutations.append(Mutation("swap", mutated))
    return mutations


def empty(line, mask):
    """Array and dictionary literals, not subscripts (`a[0]`) and not types (`[String]`, `[K: V]`)."""
    mutations = []
    for match in re.finditer(r"\[", mask):
        start = match.start()
        before = mask[:start].rstrip()
        if mask[start - 1:start] and re.match(r"[\w)\]?!>]", mask[start - 1]):
            continue  # a subscript
        if before.endswith("{"):
            continue  # a closure's capture list
        depth, end = 0, None
        for index in range(start, len(mask)):
            if mask[index] in "([{":
                depth += 1
            elif mask[index] in ")]}":
                depth -= 1
                if depth == 0:
                    end = index
                    break
        if end is None:
            continue
        inside = mask[start + 1:end].strip()
        if not inside or inside == ":":
            continue
        if re.fullmatch(r"(?:[A-Z]\w*|any|some|->|[\s.:\[\]<>?!,()&])+", inside) and re.search(r"[A-Z]", inside):
            continue  # a type: [String], [Key: [Value]], [any P]
        if re.match(r"\s*\(", mask[end + 1:]) or re.search(r"(?:->|\bas[?!]?|\bis)\s*$", before):
            continue  # [T]() or a type after `->`, `as`, `is`
        has_key = has_top_level(inside, ":")
        mutations.append(Mutation("empty", replace_at(line, start, end + 1, "[:]" if has_key else "[]")))
    return mutations


def mutations_of_line(line, mask, previous_mask=None, next_mask=None, may_return=False):
    """Every mutant of one line, in a stable order; none when the line carries no code to mutate."""
    if not is_mutable_line(mask):
        return []
    kind = statement_kind(mask, previous_mask, next_mask)
    found = (negate(line, mask) + unnot(line, mask) + equality(line, mask) + order(line, mask)
             + boolean(line, mask) + remove(line, kind) + early_return(line, kind, may_return)
             + effect(line, mask) + swap(line, mask) + empty(line, mask))
    unique, seen = [], set()
    for mutation in found:
        if mutation.mutated != line and mutation.mutated not in seen:
            seen.add(mutation.mutated)
            unique.append(mutation)
    return unique


# What this platform compiles (make mutate runs on Linux): a `#if` branch whose condition is false
# here builds nothing, so its mutants would survive whatever the tests; they are not made. A
# condition the facts do not decide (`compiler(>=6.1)`, `hasFeature(X)`, an unknown module) counts as
# true, so its branch keeps its mutants.
IMPORTABLE_HERE = {"Dispatch", "Distributed", "Foundation", "FoundationEssentials", "FoundationNetworking",
                   "Glibc", "Observation", "Synchronization", "Testing", "XCTest"}
NOT_IMPORTABLE_HERE = {"AppKit", "Cocoa", "Darwin", "ObjectiveC", "SwiftUI", "UIKit", "WatchKit", "WinSDK"}


def condition_value(condition):
    """True, False or None (undecided) for a `#if` condition on this platform (Linux)."""
    tokens = re.findall(r"[A-Za-z_]\w*\s*\([^()]*\)|&&|\|\||!|\(|\)|[A-Za-z_]\w*", condition)
    position = 0

    def peek():
        return tokens[position] if position < len(tokens) else None

    def take():
        nonlocal position
        position += 1
        return tokens[position - 1]

    def atom():
        token = take()
        if token == "!":
            value = atom()
            return None if value is None else not value
        if token == "(":
            value = disjunction()
            if peek() == ")":
                take()
            return value
        if token in ("true", "false"):
            return token == "true"
        call = re.fullmatch(r"(\w+)\s*\(\s*([^()]*?)\s*\)", token)
        if not call:
            return None  # a custom flag (`DEBUG`): not known here
        name, argument = call.groups()
        if name == "canImport":
            module = argument.split(",")[0].strip()
            return True if module in IMPORTABLE_HERE else False if module in NOT_IMPORTABLE_HERE else None
        if name == "os":
            return argument == "Linux"
        return None

    def chain(operand, operator, absorbing):
        # `a && b` is false when either is, `a || b` true when either is; else undecided if one is.
        value = operand()
        while peek() == operator:
            take()
            other = operand()
            value = absorbing if absorbing in (value, other) else None if None in (value, other) else not absorbing
        return value

    def conjunction():
        return chain(atom, "&&", False)

    def disjunction():
        return chain(conjunction, "||", True)

    return disjunction() if tokens else None


def inactive_lines(masks):
    """The 0-based indices of lines in a `#if` branch this platform does not compile (the
    directives themselves aside: they carry no mutants)."""
    inactive, stack = set(), []  # stack entries: [this branch's value, whether an earlier one was taken]
    for index, mask in enumerate(masks):
        code = mask.strip()
        directive = re.match(r"#(if|elseif|else|endif)\b(.*)", code)
        if directive:
            keyword, rest = directive.group(1), directive.group(2).strip()
            if keyword == "if":
                value = condition_value(rest)
                stack.append([value, value])
            elif keyword in ("elseif", "else") and stack:
                taken = stack[-1][1]
                value = condition_value(rest) if keyword == "elseif" else True
                # After a branch that may have been taken, this one may be too only if undecided.
                branch = False if taken is True else value if taken is False else (None if value is not False else False)
                stack[-1] = [branch, True if taken is True or branch is True else None if None in (taken, branch) else False]
            elif keyword == "endif" and stack:
                stack.pop()
            continue
        if any(entry[0] is False for entry in stack):
            inactive.add(index)
    return inactive


def mutations_of_file(text, lines_wanted):
    """(line number, line, Mutation) for every mutant on the wanted 1-based lines of a file, but
    those in a `#if` branch this platform does not compile."""
    lines = text.split("\n")
    masks = code_masks(text)
    skipped = inactive_lines(masks)
    returns = return_contexts(masks)
    code_lines = [i for i, mask in enumerate(masks) if mask.strip()]
    previous_code, next_code = {}, {}
    for before, after in zip(code_lines, code_lines[1:]):
        previous_code[after], next_code[before] = masks[before], masks[after]
    result = []
    for number in sorted(lines_wanted):
        index = number - 1
        if index >= len(masks) or index in skipped:
            continue
        for mutation in mutations_of_line(
                lines[index], masks[index], previous_code.get(index), next_code.get(index), returns[index]):
            result.append((number, lines[index], mutation))
    return result


# MARK: - The lines a change touched


def changed_lines(diff_text):
    """{file: set of 1-based line numbers} added or changed, from `git diff -U0` output."""
    changed, current = {}, None
    for line in diff_text.splitlines():
        if line.startswith("+++ "):
            current = line[6:] if line.startswith("+++ b/") else None
        elif line.startswith("@@") and current:
            match = re.match(r"@@ -\S+ \+(\d+)(?:,(\d+))? @@", line)
            start, count = int(match.group(1)), int(match.group(2) if match.group(2) is not None else 1)
            changed.setdefault(current, set()).update(range(start, start + count))
    return changed


class Mutant:
    def __init__(self, number, file, line_number, original, mutation, previous=""):
        self.number = number
        self.file = file
        self.line = line_number
        self.original = original
        self.mutation = mutation
        self.previous = previous  # the nearest line above with text, stripped: tells equal lines apart

    def matches(self, entry):
        """Whether an entry of the equivalent list names this mutant."""
        return ((entry["file"], entry["from"], entry["to"]) == (self.file, self.original.strip(), self.mutation.mutated.strip())
                and entry.get("after", self.previous) == self.previous)

    def describe(self):
        to = self.mutation.mutated.strip() or "(line removed)"
        return f"{self.file}:{self.line}  {self.mutation.operator}: `{self.original.strip()}` -> `{to}`"


def collect(base, paths):
    command = ["git", "diff", "-U0", "--no-color", "--no-renames", base, "--"] + paths
    diff = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if diff.returncode != 0:
        fail(f"git diff {base} failed: {diff.stderr.strip()}")
    mutants = []
    for file, wanted in sorted(changed_lines(diff.stdout).items()):
        if not file.endswith(".swift") or not os.path.isfile(os.path.join(ROOT, file)):
            continue
        with open(os.path.join(ROOT, file), encoding="utf-8") as handle:
            text = handle.read()
        lines = text.split("\n")
        for number, line, mutation in mutations_of_file(text, wanted):
            previous = next((lines[i].strip() for i in range(number - 2, -1, -1) if lines[i].strip()), "")
            mutants.append(Mutant(len(mutants) + 1, file, number, line, mutation, previous))
    return mutants


def collect_whole(paths):
    """Every mutant of every line of every tracked Swift file under `paths`, numbered in file order:
    (mutants, {path: [its mutants]})."""
    mutants, by_module = [], {}
    for module in paths:
        files = subprocess.run(["git", "ls-files", "--", module], cwd=ROOT, capture_output=True, text=True).stdout
        by_module[module] = []
        for file in sorted(name for name in files.split() if name.endswith(".swift")):
            with open(os.path.join(ROOT, file), encoding="utf-8") as handle:
                text = handle.read()
            lines = text.split("\n")
            for number, line, mutation in mutations_of_file(text, range(1, len(lines) + 1)):
                previous = next((lines[i].strip() for i in range(number - 2, -1, -1) if lines[i].strip()), "")
                mutant = Mutant(len(mutants) + 1, file, number, line, mutation, previous)
                mutants.append(mutant)
                by_module[module].append(mutant)
    return mutants, by_module


def draw_whole(by_module, count, seed):
    """`count` mutants drawn uniformly from each module's (all of them when it has fewer), in one
    random order that interleaves the modules: any prefix of it is a uniform sample of each."""
    generator = random.Random(seed)
    chosen = []
    for module in sorted(by_module):
        mutants = by_module[module]
        chosen += generator.sample(mutants, min(count, len(mutants)))
    generator.shuffle(chosen)
    return chosen


def only_whole(mutants, numbers):
    """The mutants numbered so in the whole-code numbering (`--whole N --list`), in the order the
    numbers are given: a run's survivors, re-judged after their fixes. The numbering follows the
    sources, so take the numbers from a --list of the same sources."""
    by_number = {m.number: m for m in mutants}
    missing = [n for n in numbers if n not in by_number]
    if missing:
        fail(f"--only: no mutant numbered {', '.join(map(str, missing))} in the whole code ({len(mutants)} mutants)")
    return [by_number[n] for n in numbers]


def wilson(caught, judged, z=1.96):
    """The 95% Wilson score interval of a proportion caught/judged, as (low, high); (0, 1) when
    nothing was judged."""
    if judged == 0:
        return 0.0, 1.0
    p = caught / judged
    centre = (p + z * z / (2 * judged)) / (1 + z * z / judged)
    half = z * ((p * (1 - p) / judged + z * z / (4 * judged * judged)) ** 0.5) / (1 + z * z / judged)
    return max(0.0, centre - half), min(1.0, centre + half)


def score_line(name, caught, survived, not_viable, equivalent, not_run):
    """One line of the whole-code summary: the counts and the score with its interval."""
    judged = caught + survived
    counts = (f"{caught} caught, {survived} survived, {not_viable} not viable, {equivalent} equivalent"
              + (f", {not_run} not run" if not_run else ""))
    if not judged:
        return f"{name}: {counts}; no score (nothing judged)"
    low, high = wilson(caught, judged)
    return (f"{name}: {counts}; score {100 * caught / judged:.1f}% of {judged} "
            f"(95% interval {100 * low:.1f}-{100 * high:.1f}%)")


# MARK: - The equivalent mutants


def parse_equivalents(path):
    """Blocks of `file:`, `from:`, `to:` (empty: the line removed), `why:` and, where `from:` is
    found more than once in the file, `after:` (the nearest line above with text); `#` comments."""
    entries, current = [], None
    if not os.path.isfile(path):
        return entries
    for number, key, value, starts in shared.read_blocks(path, ("file", "from", "to", "why", "after")):
        if starts:
            current = {"line": number}
            entries.append(current)
        if key in current:
            fail(f"{path}:{number}: a second '{key}:' in the entry starting at line {current['line']}")
        current[key] = value
    for entry in entries:
        missing = [key for key in ("file", "from", "to", "why") if key not in entry]
        if missing or not entry["why"]:
            fail(f"{path}:{entry['line']}: the entry needs 'file:', 'from:', 'to:' and a 'why:'")
    return entries


# MARK: - Running


def strays(root, proc="/proc"):
    """The processes whose program lies under ROOT/.build: the test binaries `swift test` starts in a
    process group of their own, which stopping `swift test`'s group leaves running (a hung mutant's
    binary then spins on, stealing a core from every mutant after it)."""
    build = os.path.join(root, ".build") + os.sep
    found = []
    for entry in os.listdir(proc):
        if not entry.isdigit():
            continue
        try:
            with open(os.path.join(proc, entry, "cmdline"), "rb") as handle:
                program = handle.read().split(b"\0")[0].decode("utf-8", errors="replace")
        except OSError:  # the process ended while the list was read
            continue
        if program.startswith(build):
            found.append(int(entry))
    return sorted(found)


def stop_strays(root):
    """Kill every process `strays` finds under ROOT; the pids killed."""
    killed = []
    for pid in strays(root):
        try:
            os.kill(pid, 9)
            killed.append(pid)
        except ProcessLookupError:
            pass
    return killed


def run_tests(arguments, log_name, timeout):
    """`swift test --skip-build ARGUMENTS` in the copy, stopped at the first failing test:
    ('passed' | 'failed' | 'hung', seconds, failed tests, log)."""
    log_path = os.path.join(shared.LOGS, log_name)
    failure = re.compile(r"Test Case '[^']+' failed|✘ Test (?!run with )|Fatal error|exited with unexpected signal")
    stopped = threading.Event()
    started = time.monotonic()
    with open(log_path, "w", encoding="utf-8") as log:
        process = subprocess.Popen([shared.SWIFT, "test", "--skip-build"] + arguments, cwd=shared.COPY,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)

        def read():
            for raw in process.stdout:
                text = raw.decode("utf-8", errors="replace")
                log.write(text)
                if failure.search(text):
                    stopped.set()

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        outcome = None
        while outcome is None:
            try:
                status = process.wait(timeout=0.5)
                outcome = "passed" if status == 0 else "failed"
            except subprocess.TimeoutExpired:
                if stopped.is_set():
                    outcome = "failed"
                elif time.monotonic() - started > timeout:
                    outcome = "hung"
        if process.poll() is None:
            os.killpg(process.pid, 9)  # the process group this run started, nothing else
            process.wait()
        stop_strays(shared.COPY)
        reader.join(timeout=10)
    with open(log_path, encoding="utf-8", errors="replace") as handle:
        text = handle.read()
    return outcome, time.monotonic() - started, shared.failed_tests(text), text


def test_phases(file):
    """The `swift test` arguments of each run: the mirrored test target first, then the rest."""
    module = file.split("/")[1] if file.startswith("Sources/") else None
    target = MIRRORED_TESTS.get(module)
    return [["--filter", target], ["--skip", target]] if target else [[]]


def judge(mutant, timeout, label):
    """('caught', how) | ('survived', '') | ('not viable', errors) for one planted mutant."""
    status, seconds, log = shared.run([shared.SWIFT, "build", "--build-tests"], f"{label}-build.log")
    if status != 0:
        errors = [line.replace(shared.COPY + "/", "") for line in log.splitlines() if ": error:" in line]
        errors = list(dict.fromkeys(errors))  # one error is often printed twice
        return "not viable", "; ".join(errors[:2]) or f"the build failed with no error line (see {label}-build.log)", seconds
    total = seconds
    for phase, arguments in enumerate(test_phases(mutant.file)):
        outcome, seconds, failures, _ = run_tests(arguments, f"{label}-test{phase}.log", timeout)
        total += seconds
        if outcome == "hung":
            return "caught", f"the suite ran past {timeout} s", total
        if outcome == "failed":
            shown = ", ".join(failures[:2]) + (" ..." if len(failures) > 2 else "") if failures else "a failure"
            return "caught", f"by {shown}", total
    return "survived", "", total


def regenerate_mocks(label):
    """Regenerates the committed mocks in the copy with the plugin; the files that changed, or
    None when the plugin failed (a failure the mutant caused: caught too)."""
    status, seconds, log = shared.run(["scripts/generate-mocks.sh"], f"{label}-generate.log")
    changed = []
    for name in GENERATED_MOCKS:
        with open(os.path.join(ROOT, name), "rb") as committed, open(os.path.join(shared.COPY, name), "rb") as new:
            if committed.read() != new.read():
                changed.append(name)
        # Put the committed file back, for the next mutant and the copy's own build.
        with open(os.path.join(ROOT, name), "rb") as committed, open(os.path.join(shared.COPY, name), "wb") as new:
            new.write(committed.read())
    return (changed if status == 0 else None), seconds


def run_corpus(modules, label):
    """scripts/corpus.sh on `modules` with the copy's (mutated) generator: True when it fails."""
    environment = dict(os.environ, CORPUS_MODULES=modules, CORPUS_NO_RANDOM="1",
                       STUBKIT_MOCKGEN=os.path.join(shared.COPY, ".build", "debug", "stubkit-mockgen"))
    log_path = os.path.join(shared.LOGS, f"{label}-corpus.log")
    started = time.monotonic()
    with open(log_path, "w", encoding="utf-8") as log:
        status = subprocess.run(["scripts/corpus.sh"], cwd=ROOT, env=environment, stdout=log,
                                stderr=subprocess.STDOUT).returncode
    return status != 0, time.monotonic() - started


def parse_arguments(arguments):
    explicit_seed = False
    options = {"base": "HEAD~1", "paths": ["Sources"], "list": False, "sample": None, "seed": 1, "only": None,
               "corpus": None, "regenerate": True, "whole": None, "minutes": None}
    while arguments:
        option = arguments.pop(0)
        if option == "--base" and arguments:
            options["base"] = arguments.pop(0)
        elif option == "--paths" and arguments:
            options["paths"] = []
            while arguments and not arguments[0].startswith("--"):
                options["paths"].append(arguments.pop(0))
        elif option == "--list":
            options["list"] = True
        elif option == "--sample" and arguments:
            options["sample"] = int(arguments.pop(0))
        elif option == "--seed" and arguments:
            options["seed"] = int(arguments.pop(0))
            explicit_seed = True
        elif option == "--only" and arguments:
            options["only"] = [int(n) for n in arguments.pop(0).split(",")]
        elif option == "--corpus" and arguments:
            options["corpus"] = arguments.pop(0)
        elif option == "--whole" and arguments:
            options["whole"] = int(arguments.pop(0))
        elif option == "--minutes" and arguments:
            options["minutes"] = float(arguments.pop(0))
        elif option == "--no-regenerate":
            options["regenerate"] = False
        else:
            fail(f"unknown argument {option!r}; see the top of {__file__}")
    if options["whole"] is not None:
        if options["paths"] == ["Sources"]:
            options["paths"] = ["Sources/StubKit", "Sources/StubKitMockGen"]
        if not explicit_seed:
            options["seed"] = int(time.strftime("%Y%m%d"))
        if options["sample"] is not None:
            fail("--whole draws its own mutants: it takes no --sample (--only re-runs mutants of its --list)")
    return options


def main():
    options = parse_arguments(sys.argv[1:])
    started = time.monotonic()
    whole = options["whole"] is not None
    if whole:
        mutants, by_module = collect_whole(options["paths"])
    else:
        mutants = collect(options["base"], options["paths"])
    equivalents = parse_equivalents(EQUIVALENT_LIST)
    for entry in equivalents:
        matched = {m.previous for m in mutants if m.matches(entry)}
        if len(matched) > 1:
            fail(f"{EQUIVALENT_LIST}:{entry['line']}: the entry names {len(matched)} mutants of lines that read the "
                 "same: add an 'after:' line (the line above the one meant)")

    def is_equivalent(mutant):
        return any(mutant.matches(entry) for entry in equivalents)

    scope = f"{len(mutants)} mutants on the lines changed since {options['base']} under {' '.join(options['paths'])}"
    chosen = mutants
    if whole:
        chosen = draw_whole(by_module, options["whole"], options["seed"])
        scope = (f"the whole code: {', '.join(f'{len(v)} mutants in {k}' for k, v in sorted(by_module.items()))}; "
                 f"{options['whole']} drawn from each (seed {options['seed']})")
        if options["only"]:
            chosen = only_whole(mutants, options["only"])
            scope = f"the whole code: mutants {', '.join(f'#{n}' for n in options['only'])} re-run"
    elif options["only"]:
        chosen = [m for m in mutants if m.number in options["only"]]
    elif options["sample"] is not None and options["sample"] < len(mutants):
        picked = set(random.Random(options["seed"]).sample(range(len(mutants)), options["sample"]))
        chosen = [m for m in mutants if m.number - 1 in picked]
        scope += f"; a sample of {len(chosen)} (seed {options['seed']})"
    if options["list"]:
        print(scope)
        for mutant in chosen:
            mark = "  (equivalent)" if is_equivalent(mutant) else ""
            print(f"#{mutant.number:<4} {mutant.describe()}{mark}")
        return
    equivalent = [m for m in chosen if is_equivalent(m)]
    to_run = [m for m in chosen if not is_equivalent(m)]
    print(f"mutate: {scope}; {len(equivalent)} equivalent (skipped), {len(to_run)} to run", flush=True)

    shared.SCRATCH = os.path.join(ROOT, os.environ.get("MUTATE_SCRATCH", ".build-mutate"))
    shared.COPY = os.path.join(shared.SCRATCH, "repo")
    shared.LOGS = os.path.join(shared.SCRATCH, "logs")
    shared.TIMEOUT = 3600  # builds: a build has no time limit of its own meaning
    os.makedirs(shared.LOGS, exist_ok=True)
    shared.sync_copy()
    status, build_seconds, log = shared.run([shared.SWIFT, "build", "--build-tests"], "baseline-build.log")
    if status != 0:
        fail(f"the unchanged copy does not build: see {shared.LOGS}/baseline-build.log")
    test_seconds = 0.0
    files = sorted({m.file for m in to_run}) or ["Sources/StubKit/"]
    for phase, arguments in enumerate(test_phases(files[0])):
        outcome, seconds, failures, _ = run_tests(arguments, f"baseline-test{phase}.log", 3600)
        test_seconds += seconds
        if outcome != "passed":
            fail(f"the unchanged copy's tests {outcome} ({', '.join(failures[:3])}): fix that first")
    timeout = int(os.environ.get("MUTATE_TIMEOUT", "0")) or max(120, int(3 * test_seconds))
    generator = any(m.file.startswith("Sources/StubKitMockGen/") for m in to_run) and options["regenerate"]
    if generator:
        changed, seconds = regenerate_mocks("baseline")
        if changed != []:
            fail("regenerating the committed mocks in the unchanged copy "
                 + ("failed" if changed is None else f"changed {', '.join(changed)}") + ": fix that first")
        print(f"baseline: the committed mocks regenerate unchanged ({seconds:.0f} s)")
    print(f"baseline: builds ({build_seconds:.0f} s) and passes ({test_seconds:.0f} s); "
          f"a test run past {timeout} s counts as caught", flush=True)

    caught, survived, not_viable, not_run, mutant_seconds = [], [], [], [], []
    for index, mutant in enumerate(to_run, start=1):
        if options["minutes"] is not None and time.monotonic() - started > 60 * options["minutes"]:
            not_run = to_run[index - 1:]
            print(f"mutate: {options['minutes']:g} minutes are up; {len(not_run)} mutants not run", flush=True)
            break
        path = os.path.join(shared.COPY, mutant.file)
        with open(path, encoding="utf-8") as handle:
            original = handle.read()
        lines = original.split("\n")
        if lines[mutant.line - 1] != mutant.original:
            fail(f"{mutant.describe()}: the copy's line differs from the checkout's")
        lines[mutant.line - 1] = mutant.mutation.mutated
        label = f"mutant-{mutant.number}"
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines))
        try:
            verdict, how, seconds = judge(mutant, timeout, label)
            if verdict == "survived" and mutant.file.startswith("Sources/StubKitMockGen/"):
                if options["regenerate"]:
                    changed, extra = regenerate_mocks(label)
                    seconds += extra
                    if changed is None:
                        verdict, how = "caught", "by the plugin: generate-mocks failed"
                    elif changed:
                        verdict, how = "caught", f"by generate-mocks --check ({', '.join(c.split('/')[1] for c in changed)}: the mocks differ)"
                if verdict == "survived" and options["corpus"]:
                    corpus_failed, extra = run_corpus(options["corpus"], label)
                    seconds += extra
                    if corpus_failed:
                        verdict, how = "caught", f"by the corpus ({options['corpus']})"
        finally:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original)
        mutant_seconds.append(seconds)
        {"caught": caught, "survived": survived, "not viable": not_viable}[verdict].append(mutant)
        text = {"caught": f"caught {how}", "survived": "SURVIVED: every test passes",
                "not viable": f"not viable: {how}"}[verdict]
        print(f"[{index}/{len(to_run)}] #{mutant.number} {mutant.describe()}\n    {text} ({seconds:.0f} s)", flush=True)

    if survived:
        print("\nSurvivors (write a test that catches each, or list it in scripts/mutate-equivalent.txt):")
        for mutant in survived:
            print(f"  #{mutant.number} {mutant.describe()}")
    unused = [e for e in equivalents if not any(m.matches(e) for m in mutants)]
    if unused and not options["only"] and options["sample"] is None:
        print(f"\n{len(unused)} entries of scripts/mutate-equivalent.txt match no mutant of this range "
              f"(lines {', '.join(str(e['line']) for e in unused)}): stale, or of another range")
    average = sum(mutant_seconds) / len(mutant_seconds) if mutant_seconds else 0
    if whole:
        print()
        for module in sorted(by_module) + [None]:
            def count(group):
                return sum(1 for m in group if module is None or m.file.startswith(module + "/"))
            print(score_line(module or "in all", count(caught), count(survived), count(not_viable),
                             count(equivalent), count(not_run)))
        print(f"({(time.monotonic() - started) / 60:.1f} min in all; {average:.0f} s a mutant)")
        sys.exit(1 if survived else 0)
    print(f"\n{len(chosen)} mutants: {len(caught)} caught, {len(survived)} survived, {len(equivalent)} equivalent "
          f"(skipped), {len(not_viable)} not viable")
    print(f"({len(chosen)} of {len(mutants)} on the changed lines; {average:.0f} s a mutant; "
          f"{(time.monotonic() - started) / 60:.1f} min in all)")
    sys.exit(1 if survived else 0)


if __name__ == "__main__":
    try:
        main()
    finally:  # a run stopped by Ctrl-C leaves no test binary of the copy running
        stop_strays(shared.COPY)
