#!/usr/bin/env python3
"""`make mutants`: plants each small bug of scripts/mutants.txt, one at a time, and reports which
ones no test caught (issue 27).

For every entry of the list: the source file of a scratch copy of the checkout
(.build-mutants/repo, git-ignored) gets the entry's edit, the package and its tests are built,
the suite runs (`swift test`), and the file is put back. A mutant is caught only when the suite
fails; the report names the tests that failed and says whether the entry's own test was one of them.

Before any mutant, the unchanged copy must build and pass, or nothing would mean anything. The run
stops at once, before building anything, when an entry's original lines are not found exactly once
in its file (the list is stale) or an entry is malformed. A mutant that does not compile is not a
realistic bug: it is reported as broken and fails the run, as an uncaught one does.

Usage: scripts/mutants.py [--list FILE] [--only N,M,...] [--named-only] [--check]
  --list FILE     another list (default scripts/mutants.txt)
  --only N,M      only these entries (1-based), to try a new line quickly
  --check         only check that every entry's original lines are found exactly once (CI runs
                  it: a list gone stale after a change fails at once, not at the next mutation run)
  --named-only    run only each entry's named test (`swift test --filter`): faster, but it says
                  only that the named test catches the mutant, not that the suite does
Environment: SWIFT (default swift); MUTANTS_SCRATCH (default .build-mutants); MUTANTS_TIMEOUT,
seconds for one suite run before it counts as hung, and so caught (default 900).
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SWIFT = os.environ.get("SWIFT", "swift")
SCRATCH = os.path.join(ROOT, os.environ.get("MUTANTS_SCRATCH", ".build-mutants"))
COPY = os.path.join(SCRATCH, "repo")
LOGS = os.path.join(SCRATCH, "logs")
TIMEOUT = int(os.environ.get("MUTANTS_TIMEOUT", "900"))


def fail(message):
    print(f"mutants: {message}", file=sys.stderr)
    sys.exit(2)


class Mutant:
    def __init__(self, number, source_line):
        self.number = number
        self.source_line = source_line  # where the entry starts in the list, for messages
        self.file = None
        self.original = []  # `from:` lines, stripped: consecutive lines of the file
        self.mutated = []  # `to:` lines, stripped; none deletes the original lines
        self.test = None
        self.behaviour = None

    def where(self):
        return f"entry {self.number} (list line {self.source_line})"


def read_blocks(path, keys):
    """The `key: value` lines of a list of entries (blocks separated by blank lines; `#` starts a
    comment line), as (line number, key, value, whether it starts a block); stops on another key."""
    starts = True
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            text = line.rstrip("\n")
            if text.lstrip().startswith("#"):
                continue
            if not text.strip():
                starts = True
                continue
            key, separator, value = text.partition(":")
            key, value = key.strip(), value.strip()
            if not separator or key not in keys:
                expected = ", ".join(f"'{k}:'" for k in keys[:-1]) + f" or '{keys[-1]}:'"
                fail(f"{path}:{number}: expected {expected}, got {text!r}")
            yield number, key, value, starts
            starts = False


def parse(path):
    """Entries are blocks of `key: value` lines separated by blank lines; `#` starts a comment line."""
    mutants, current = [], None
    for number, key, value, starts in read_blocks(path, ("file", "from", "to", "test", "behaviour")):
        if starts:
            current = Mutant(len(mutants) + 1, number)
            mutants.append(current)
        if key == "from":
            current.original.append(value)
        elif key == "to":
            current.mutated.append(value)
        elif getattr(current, key) is not None:
            fail(f"{path}:{number}: a second '{key}:' in {current.where()}")
        else:
            setattr(current, key, value)
    for mutant in mutants:
        if not (mutant.file and mutant.original and mutant.test and mutant.behaviour):
            fail(f"{mutant.where()}: needs 'file:', 'behaviour:', 'test:' and at least one 'from:'")
        if mutant.original == mutant.mutated:
            fail(f"{mutant.where()}: 'to:' is the same as 'from:'")
    return mutants


def locate(mutant, lines):
    """The index of the one place where the entry's original lines are, or a loud stop."""
    stripped = [line.strip() for line in lines]
    size = len(mutant.original)
    found = [i for i in range(len(lines) - size + 1) if stripped[i : i + size] == mutant.original]
    if len(found) != 1:
        shown = " / ".join(mutant.original)
        fail(
            f"{mutant.where()}: the original line(s) {shown!r} are found {len(found)} times in {mutant.file}, "
            "not exactly once: the list is stale (or needs one more 'from:' line of context)"
        )
    return found[0]


def mutate(mutant, text):
    lines = text.splitlines(keepends=True)
    start = locate(mutant, lines)
    # Line i of the mutant takes the indentation of original line i (the last one's past the end).
    indents = [re.match(r"\s*", line).group(0) for line in lines[start : start + len(mutant.original)]]
    replacement = [indents[min(i, len(indents) - 1)] + line + "\n" for i, line in enumerate(mutant.mutated)]
    return "".join(lines[:start] + replacement + lines[start + len(mutant.original) :]), start + 1


def tracked_files():
    """What git tracks or would track: the working tree as a commit would see it, uncommitted edits included."""
    output = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, check=True, capture_output=True
    ).stdout
    return [name for name in output.decode().split("\0") if name and os.path.isfile(os.path.join(ROOT, name))]


def sync_copy():
    """Makes COPY hold exactly the checkout's files, copying only what changed (the copy's build stays warm)."""
    wanted = set(tracked_files())
    for name in sorted(wanted):
        source, target = os.path.join(ROOT, name), os.path.join(COPY, name)
        if os.path.isfile(target) and same_content(source, target):
            continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(source, target)
    for directory, subdirectories, files in os.walk(COPY):
        relative = os.path.relpath(directory, COPY)
        if relative == ".":
            subdirectories[:] = [d for d in subdirectories if not d.startswith(".build")]
        for name in files:
            path = os.path.normpath(os.path.join(relative, name))
            if path not in wanted:
                os.remove(os.path.join(directory, name))


def same_content(first, second):
    if os.path.getsize(first) != os.path.getsize(second):
        return False
    with open(first, "rb") as one, open(second, "rb") as other:
        return one.read() == other.read()


def run(command, log_name):
    """Runs `command` in the copy with output to a log; returns (exit status or None when hung, seconds, log)."""
    log_path = os.path.join(LOGS, log_name)
    started = time.monotonic()
    with open(log_path, "w", encoding="utf-8") as log:
        process = subprocess.Popen(command, cwd=COPY, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            status = process.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)  # the process group this run started, nothing else
            process.wait()
            status = None
    with open(log_path, encoding="utf-8", errors="replace") as log:
        return status, time.monotonic() - started, log.read()


def crashed(log):
    return re.search(r"exited with unexpected signal|Fatal error", log, re.IGNORECASE) is not None


def failed_tests(log):
    """The tests a run reports failed: XCTest's `Test Case 'X.y' failed`, Swift Testing's `✘ Test y() ...`."""
    names = re.findall(r"Test Case '([^']+)' failed", log)
    names += re.findall(r"✘ Test (?!run with )(.+?) (?:failed|recorded an issue)", log)
    if crashed(log):
        # A crash ends its run (XCTest's or Swift Testing's, which runs tests in parallel): the
        # tests after it never ran. Named by where it stopped, and the XCTest test left unfinished.
        sites = re.findall(r"([\w+-]+\.swift:\d+): Fatal error", log)
        started = re.findall(r"Test Case '([^']+)' started", log)
        ended = set(re.findall(r"Test Case '([^']+)' (?:passed|failed)", log))
        running = [name for name in started if name not in ended]
        names.append(
            "a crash" + (f" at {sites[0]}" if sites else "") + (f" while {running[-1]} ran" if running else ""))
    return list(dict.fromkeys(names))


def test_file(leaf):
    """The name of the file under Tests/ that declares the test function `leaf`, or None."""
    for directory, _, files in os.walk(os.path.join(ROOT, "Tests")):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(directory, name), encoding="utf-8", errors="replace") as handle:
                    if re.search(rf"\bfunc {re.escape(leaf)}\(", handle.read()):
                        return name
    return None


def who_caught(mutant, outcome, failures, log):
    """Says whether the entry's own test was among the failures; a crash counts for it when it
    stopped in the file that declares it (a crash names no test). When a crash ended the run
    before the entry's test finished, says so: `--named-only` then shows that test alone."""
    if outcome == "hung":
        return f"the suite hung (timed out after {TIMEOUT} s)"
    # XCTest prints `Suite.test`, Swift Testing `function()`: the name after the `/` is in both.
    leaf = mutant.test.split("/")[-1]
    home = test_file(leaf)
    mine = [f for f in failures if leaf in f or (home and f.startswith(f"a crash at {home}:"))]
    others = [f for f in failures if f not in mine]
    finished = re.search(rf"Test Case '[^']*\b{re.escape(leaf)}' (passed|failed)|[✔✘━] Test {re.escape(leaf)}\(", log)
    if mine:
        text = f"by {mutant.test}"
    elif crashed(log) and not finished:
        text = f"before {mutant.test} finished (a crash ended the run first), by"
    else:
        text = f"NOT by {mutant.test}, but by"
    if any(f.startswith("a crash") for f in mine):
        text += f" ({mine[-1]}, the file of that test)"
    if others:
        shown = ", ".join(others[:3]) + (" ..." if len(others) > 3 else "")
        text += f"{' and' if mine else ''} {len(others)} other(s): {shown}"
    return text


def build_and_test(log_prefix, filter_pattern=None):
    """Builds the copy and runs its tests: ('broken' | 'passed' | 'failed' | 'hung', seconds, failed tests, log)."""
    status, build_seconds, log = run([SWIFT, "build", "--build-tests"], f"{log_prefix}-build.log")
    if status != 0:
        return "broken", build_seconds, [line for line in log.splitlines() if ": error:" in line][:3], log
    command = [SWIFT, "test", "--skip-build"] + (["--filter", filter_pattern] if filter_pattern else [])
    status, test_seconds, log = run(command, f"{log_prefix}-test.log")
    seconds = build_seconds + test_seconds
    if status is None:
        return "hung", seconds, [], log
    ran = [int(n) for n in re.findall(r"(?:Executed|Test run with) (\d+) tests?", log)]
    if filter_pattern and not any(ran) and not crashed(log):
        fail(f"--filter {filter_pattern!r} ran no test: is the 'test:' name right? See {LOGS}/{log_prefix}-test.log")
    return ("passed" if status == 0 else "failed"), seconds, failed_tests(log), log


def main():
    arguments = sys.argv[1:]
    list_path, only, named_only = os.path.join(ROOT, "scripts", "mutants.txt"), None, False
    check_only = False
    while arguments:
        option = arguments.pop(0)
        if option == "--list" and arguments:
            list_path = os.path.abspath(arguments.pop(0))
        elif option == "--only" and arguments:
            only = {int(n) for n in arguments.pop(0).split(",")}
        elif option == "--named-only":
            named_only = True
        elif option == "--check":
            check_only = True
        else:
            fail(f"unknown argument {option!r}; see the top of {__file__}")

    started = time.monotonic()
    mutants = parse(list_path)
    if only:
        unknown = sorted(only - {m.number for m in mutants})
        if unknown:
            fail(f"--only: no entry {', '.join(map(str, unknown))} in {list_path} ({len(mutants)} entries)")
        mutants = [m for m in mutants if m.number in only]
    # Every entry is checked against the sources before anything is built: a stale list stops here.
    for mutant in mutants:
        path = os.path.join(ROOT, mutant.file)
        if not os.path.isfile(path):
            fail(f"{mutant.where()}: no file {mutant.file}")
        with open(path, encoding="utf-8") as handle:
            mutate(mutant, handle.read())
    if check_only:
        print(f"mutants: the {len(mutants)} entries of {os.path.relpath(list_path, ROOT)} match the sources")
        return

    os.makedirs(LOGS, exist_ok=True)
    sync_copy()
    print(f"mutants: {len(mutants)} from {os.path.relpath(list_path, ROOT)}, in {os.path.relpath(COPY, ROOT)}")
    outcome, seconds, failures, _ = build_and_test("baseline")
    if outcome != "passed":
        detail = "; ".join(failures) if failures else f"see {LOGS}/baseline-*.log"
        fail(f"the unchanged copy {outcome} ({detail}): fix that first, or no mutant means anything")
    with open(os.path.join(LOGS, "baseline-test.log"), encoding="utf-8", errors="replace") as log:
        passed = log.read()
    # The whole suite passed, so each entry's test passed if it ran: its name in the log is enough.
    # (Swift Testing's result lines can be lost when XCTest writes at the same time under load;
    # its "started" line is checked too.)
    for mutant in mutants:
        leaf = mutant.test.split("/")[-1]
        xctest, swift_testing = rf"Test Case '[^']*\b{re.escape(leaf)}' passed", rf"[◇✔━] Test {re.escape(leaf)}\("
        if not re.search(f"{xctest}|{swift_testing}", passed):
            fail(f"{mutant.where()}: its test {mutant.test} did not pass in the unchanged copy (renamed?)")
    print(f"baseline: builds and passes ({seconds:.0f} s)", flush=True)

    caught, missed, broken = [], [], []
    for index, mutant in enumerate(mutants, start=1):
        path = os.path.join(COPY, mutant.file)
        with open(path, encoding="utf-8") as handle:
            original = handle.read()
        mutated, line = mutate(mutant, original)
        label = f"[{index:>2}/{len(mutants)}] #{mutant.number} {mutant.file}:{line}  {mutant.behaviour}"
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(mutated)
        try:
            outcome, seconds, failures, log = build_and_test(
                f"mutant-{mutant.number}", filter_pattern=mutant.test if named_only else None)
        finally:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original)
        if outcome in ("failed", "hung"):
            caught.append(mutant)
            print(f"{label}\n         caught, {who_caught(mutant, outcome, failures, log)} ({seconds:.0f} s)", flush=True)
        elif outcome == "passed":
            missed.append(mutant)
            print(f"{label}\n         NOT CAUGHT: every test passes ({seconds:.0f} s)", flush=True)
        else:
            broken.append(mutant)
            print(f"{label}\n         BROKEN: does not build ({'; '.join(failures)})", flush=True)

    total = len(mutants)
    percent = 100 * len(caught) // total if total else 100
    print(f"\n{len(caught)} of {total} caught ({percent}%) in {(time.monotonic() - started) / 60:.1f} min")
    for mutant in missed:
        print(f"  not caught: #{mutant.number} {mutant.file}: {mutant.behaviour} (expected: {mutant.test})")
    for mutant in broken:
        print(f"  broken: #{mutant.number} {mutant.file}: {mutant.behaviour}")
    sys.exit(0 if not missed and not broken else 1)


if __name__ == "__main__":
    main()
