#!/usr/bin/env python3
"""The report of scripts/corpus.sh: one section per module, from the logs it left.

    scripts/corpus-report.py --logs DIR --generated DIR --graphs DIR [--seed N] [--random-status TEXT]
        [--deps-seconds N] [--total-seconds N] MODULE...

Per module: protocols in its symbol graph, mocks written, whether they compiled, placeholders
(the generator's `// Not mockable: <requirement>: <why>` comments, and the `#warning("...")` lines
of older generators), protocols left without a mock (`// P has no mock: <why>.`), compiler errors grouped by message
(with the mocks they hit), and the smoke test's outcome.
"""
import argparse
import collections
import functools
import glob
import json
import os
import re


@functools.lru_cache(maxsize=None)
def protocols(graphs, module):
    path = os.path.join(graphs, f"{module}.symbols.json")
    if not os.path.exists(path):
        return 0
    graph = json.load(open(path))
    # The random module is mocked without --only-public (scripts/corpus.sh): its @_spi protocols too.
    return sum(1 for symbol in graph["symbols"] if is_mocked_kind(symbol, spi=module == "RandomShapes"))


def is_mocked_kind(symbol, spi=False):
    """A protocol the corpus mocks: public, not `@_spi` (unless `spi`) and not underscored
    (`--only-public`): the graphs have internal declarations too, for the underscored public
    requirements of public protocols."""
    return (symbol["kind"]["identifier"] == "swift.protocol"
            and symbol.get("accessLevel", "public") in ("public", "open") and (spi or not symbol.get("spi"))
            and not any(part.startswith("_") for part in symbol["pathComponents"]))


def mock_at_line(lines, number):
    """The mock declared above line `number` (1-based) of a mocks file."""
    for line in reversed(lines[:number]):
        match = re.match(r"^(?:@\w+ )*(?:nonisolated )?(?:final class|class|actor|struct) (\w+)", line)
        if match:
            return match.group(1)
    return "?"


def normalise(message, module):
    """An error message for grouping: the random module's numbered names are blanked."""
    if module != "RandomShapes":
        return message.strip()
    message = re.sub(r"\b[A-Z]?[a-z]+C?\d+x\d+[A-Z]?\w*", "<requirement>", message)
    message = re.sub(r"Shape\d+", "Shape<N>", message)
    return re.sub(r"Shape<N>Mock<[^']*>", "Shape<N>Mock<...>", message).strip()


def enclosing_shape(lines, number):
    """The random protocol or class whose test or exercise function holds line `number` of the test file."""
    for line in reversed(lines[:number]):
        match = re.search(r"func (?:exercise)?((?:[cC]lass)?[sS]hape\d+)", line)
        if match:
            return match.group(1)[0].upper() + match.group(1)[1:]
    return "?"


# The paths a user runs the generator on (scripts/corpus.sh, CORPUS_PATHS): name, the suffix of the
# key its files and logs are under, and the title the report gives it.
PATHS = [("plugin", "", "plugin"), ("graphs", "+Graphs", "graphs alone"),
         ("graphs-typecheck", "+GraphsTypecheck", "graphs alone + --typecheck")]
PATH_SUFFIXES = {name: suffix for name, suffix, _ in PATHS}
PATH_TITLES = {suffix: f" ({title})" for _, suffix, title in PATHS if suffix}
MOCK_LINE = re.compile(r"^(?:@\w+ )*(?:nonisolated )?(?:final class|class|actor|struct) (\w+)")
LEFT_OUT_LINE = re.compile(r"^// (\S+) has no mock: ")
IMPORT_LINE = re.compile(r"^(?:@\w+(?:\([^)]*\))? )*import (?:(?:class|struct|enum|protocol|func|var|typealias) )?[\w.]+$")


def without_header(text):
    """A mock file without its header comment (up to the first blank line): the header names the
    command, which differs between paths."""
    lines = text.split("\n")
    if lines and lines[0].startswith("//") and "" in lines:
        return "\n".join(lines[lines.index("") + 1:])
    return text


def declarations(text):
    """The file's top-level parts by name: each mock (from its declaration to the next mock or
    left-out comment, its extensions included) and each `// P has no mock:` comment."""
    parts, name, lines = collections.OrderedDict(), None, []
    for line in without_header(text).split("\n"):
        match = MOCK_LINE.match(line) or LEFT_OUT_LINE.match(line)
        if match:
            if name:
                parts[name] = "\n".join(lines).rstrip()
            name, lines = (match.group(1) if MOCK_LINE.match(line) else f"{match.group(1)} (no mock)"), []
        if name:
            lines.append(line)
    if name:
        parts[name] = "\n".join(lines).rstrip()
    return parts


def placeholder_count(text):
    return len(re.findall(r"^\s*// Not mockable: ", text, re.M))


def compare(reference, other):
    """How a path's mock file differs from the plugin path's: imports, placeholders, mocks."""
    if without_header(reference) == without_header(other):
        return {"same": True}
    imports_of = lambda text: {line for line in without_header(text).split("\n") if IMPORT_LINE.match(line)}
    before, after = declarations(reference), declarations(other)
    return {"same": False,
            "imports_added": sorted(imports_of(other) - imports_of(reference)),
            "imports_removed": sorted(imports_of(reference) - imports_of(other)),
            "placeholders": [placeholder_count(reference), placeholder_count(other)],
            "only_here": [name for name in after if name not in before],
            "only_in_plugin": [name for name in before if name not in after],
            "changed": [name for name in after if name in before and before[name] != after[name]]}


def describe(difference):
    """One line for the report: how a path's file differs from the plugin path's."""
    if difference["same"]:
        return "same file as the plugin's"
    parts = []
    if difference["imports_added"] or difference["imports_removed"]:
        parts.append("imports " + ", ".join([f"+`{line}`" for line in difference["imports_added"]]
                                            + [f"-`{line}`" for line in difference["imports_removed"]]))
    plugin_count, count = difference["placeholders"]
    if plugin_count != count:
        parts.append(f"placeholders {plugin_count} -> {count}")
    for key, what in (("only_here", "only here"), ("only_in_plugin", "only in the plugin's"),
                      ("changed", "members differ in")):
        names = difference[key]
        if names:
            parts.append(f"{what} {len(names)}: " + ", ".join(names[:5]) + (", ..." if len(names) > 5 else ""))
    return "; ".join(parts) or "whitespace or order only"


def seconds_of(logs, key, cpu=False):
    """The seconds a path's steps took for a module (logs/<key>-seconds: `generate 1.2 1.0` lines,
    the wall clock's seconds and the processor's): the wall clock's, or with `cpu` the processor's."""
    figures = collections.Counter()
    path = os.path.join(logs, f"{key}-seconds")
    if os.path.exists(path):
        for line in open(path):
            fields = line.split()
            if len(fields) > (2 if cpu else 1):
                figures[fields[0]] += float(fields[2 if cpu else 1])
    return dict(figures)


def is_ok(status):
    return status == "passed" or status.startswith(("no mock", "compiled")) or status == "no public protocol"


def mock_file(args, key, module):
    found = glob.glob(os.path.join(args.generated, key, "**", f"{module}Mocks.swift"), recursive=True)
    return open(found[0]).read() if found else None


def path_figures(module, args, paths, plugin_status):
    """Each path but the plugin's: its result, its file against the plugin's, its seconds and
    section (none when its file equals another path's, whose result it has)."""
    figures = collections.OrderedDict()
    plugin_text = mock_file(args, module, module)
    for name in paths:
        if name == "plugin" or module == "RandomShapes":
            continue
        key = module + PATH_SUFFIXES[name]
        status_path = os.path.join(args.logs, f"{key}-status")
        if plugin_status in ("no public protocol", "module does not build"):
            continue
        status = open(status_path).read().strip() if os.path.exists(status_path) else "not run"
        same_path = os.path.join(args.logs, f"{key}-same")
        same = open(same_path).read().strip() if os.path.exists(same_path) else ""
        text = mock_file(args, key, module)
        difference = compare(plugin_text, text) if plugin_text is not None and text is not None else None
        entry = {"status": status, "same_as": same, "seconds": seconds_of(args.logs, key),
                 "cpu": seconds_of(args.logs, key, cpu=True),
                 "difference": difference, "section": "", "errors": {}, "mocks": 0, "compiled": 0,
                 "placeholder_count": placeholder_count(text or "")}
        if not same and text is not None:
            _, compiled, mocks, placeholders, _, section_text, more = section(module, args, key)
            entry.update(section=section_text, errors=more.get("errors", {}), mocks=mocks, compiled=compiled,
                         placeholder_count=placeholders)
        entry["description"] = describe(difference) if difference is not None else "no file to compare"
        entry["cell"] = path_cell(entry)
        figures[name] = entry
    return figures


def overall_status(plugin_status, paths):
    """The module's result: the plugin path's, or, where that passed, the first other path's
    failure (a mock that compiles on one path and not on another fails the module)."""
    if not is_ok(plugin_status):
        return plugin_status
    for name, entry in paths.items():
        if not is_ok(entry["status"]):
            return f"{dict((n, t) for n, _, t in PATHS)[name]}: {entry['status']}"
    return plugin_status


def path_cell(entry):
    """A path's cell in the module table: its result, and whose file it equals."""
    if entry is None:
        return "-"
    status = entry["status"] if is_ok(entry["status"]) else entry["status"].upper()
    if entry["same_as"]:
        return f"{status} (= {'graphs alone' if '+' in entry['same_as'] else 'plugin'})"
    return status


def section(module, args, key=None):
    """The module's section for one path: `key` is the module and the path's suffix
    (`NIOCore+Graphs`, its files in Generated/NIOCore+Graphs and logs/NIOCore+Graphs-*); None is
    the plugin's path."""
    key = key or module
    out = []
    folder = os.path.join(args.generated, key)
    mock_files = glob.glob(os.path.join(folder, "**", f"{module}Mocks.swift"), recursive=True)
    test_files = glob.glob(os.path.join(folder, "**", "RandomShapesTests.swift"), recursive=True)
    test_lines = open(test_files[0]).read().split("\n") if test_files else []
    source = open(mock_files[0]).read() if mock_files else ""
    lines = source.split("\n")
    mocks = len(re.findall(r"^(?:@\w+ )*(?:nonisolated )?(?:final class|class|actor|struct) \w+", source, re.M))
    # Both forms: the comment of the current generator, the #warning of older ones.
    placeholders = (re.findall(r'^\s*// Not mockable: (.*)$', source, re.M)
                    + re.findall(r'^\s*#warning\("(.*)"\)', source, re.M))
    left_out = re.findall(r'^// (\S+) has no mock: (.*)$', source, re.M)
    status_path = os.path.join(args.logs, f"{key}-status")
    status = open(status_path).read().strip() if os.path.exists(status_path) else "not run"
    if module == "RandomShapes" and args.random_status:
        status = args.random_status
    compiled = status in ("passed", "tests failed") or status.startswith("compiled")
    ok = status == "passed" or status.startswith(("no mock", "compiled")) or status == "no public protocol"
    out.append(f"## {module}{PATH_TITLES.get(key[len(module):], '')}: {status if ok else status.upper()}")
    if status == "no public protocol":
        return status, 0, 0, 0, 0, "\n".join(out), {}
    module_log = os.path.join(args.logs, f"{module}-module.log")
    if key == module and status == "module does not build" and os.path.exists(module_log):
        # The package's own module, built alone (corpus-all, CORPUS_KEEP_GOING=1): its first errors.
        errors = collections.OrderedDict()
        for line in open(module_log, errors="replace"):
            match = re.match(r"^(/\S+?):\d+:\d+: (?:fatal )?error: (.*)$", line.rstrip())
            if match:
                errors.setdefault(match.group(2), re.sub(r"^.*/checkouts/", "", match.group(1)))
            elif line.startswith("error:"):
                errors.setdefault(line.strip(), "")
        out.append("- the module itself does not build here; its errors:")
        out.extend(f"  - `{message}`" + (f" ({where})" if where else "") for message, where in list(errors.items())[:8])
        return status, 0, 0, 0, 0, "\n".join(out), {"errors": {}, "build_errors": list(errors)[:8]}
    out.append(f"- protocols in the symbol graph: {protocols(args.graphs, module)}; mocks written: {mocks}; "
               f"mocks compiled: {mocks if compiled else 0}; placeholders: {len(placeholders)}; "
               f"protocols left without a mock: {len(left_out)}")
    for protocol, reason in left_out:
        out.append(f"  - no mock for {protocol}: {reason}")
    if placeholders:
        out.append("- placeholders (`// Not mockable:` or `#warning`), grouped by why:")
        by_reason = collections.defaultdict(list)
        for text in placeholders:
            requirement, _, reason = text.partition(": ")
            by_reason[reason].append(requirement)
        for reason, requirements in sorted(by_reason.items(), key=lambda item: -len(item[1])):
            shown = ", ".join(requirements[:6]) + (f", ... ({len(requirements)} in all)" if len(requirements) > 6 else "")
            out.append(f"  - {len(requirements)} x {reason}: {shown}")
    build_log = os.path.join(args.logs, f"{key}-build.log")
    failing_shapes = set()
    groups = collections.OrderedDict()
    if not compiled and os.path.exists(build_log):
        for line in open(build_log, errors="replace"):
            match = re.match(r"^(/\S+?):(\d+):\d+: error: (.*)$", line.rstrip())
            if not match:
                continue
            path, number, message = match.group(1), int(match.group(2)), match.group(3)
            if path.endswith(f"{module}Mocks.swift"):
                where = mock_at_line(lines, number)
            elif path.endswith("RandomShapesTests.swift"):
                where = enclosing_shape(test_lines, number) + " (test)"
            else:
                where = os.path.basename(path)
            # A parent the random module declares for one protocol (Shape12Base) counts as that protocol.
            failing_shapes.add(re.sub(r"^(Shape\d+)(?:Base|Left|Right)$", r"\1", re.sub(r"Mock$| \(test\)$", "", where)))
            key = normalise(message, module)
            groups.setdefault(key, collections.OrderedDict())[where] = True
        if groups:
            out.append(f"- compiler errors ({len(groups)} distinct messages):")
            for message, places in groups.items():
                names = list(places)
                shown = ", ".join(names[:5]) + (f", ... ({len(names)} in all)" if len(names) > 5 else "")
                out.append(f"  - `{message}` in {shown}")
        else:
            tail = [line.rstrip() for line in open(build_log, errors="replace")][-5:]
            out.append("- build failed without a located error; last lines: " + " | ".join(tail))
    if module == "RandomShapes" and args.plan and os.path.exists(args.plan):
        # How many protocols have each family of issue 25 (random-shapes.py's FAMILIES), and how many
        # of those have an error in their mock or test.
        plan = json.load(open(args.plan))
        shapes = plan["shapes"] + plan.get("classes", [])  # the class family's classes
        families = collections.Counter(family for shape in shapes for family in shape.get("families", []))
        failing = collections.Counter(family for shape in shapes if shape["name"] in failing_shapes
                                      for family in shape.get("families", []))
        if families:
            out.append("- families (protocols with an error/with the family): " + "; ".join(
                f"{family} {failing[family]}/{count}" for family, count in sorted(families.items())))
        others = sorted(name for name in failing_shapes if not re.match(r"^(?:Class)?Shape\d+$", name))
        if others:
            out.append("- errors outside the random protocols' mocks and tests: " + ", ".join(others))
    if module == "RandomShapes" and args.plan and os.path.exists(args.plan) and failing_shapes:
        plan = json.load(open(args.plan))
        shapes = plan["shapes"] + plan.get("classes", [])
        total, failing = collections.Counter(), collections.Counter()
        for shape in shapes:
            for feature in shape["features"]:
                total[feature] += 1
                failing[feature] += shape["name"] in failing_shapes
        failed = sum(1 for shape in shapes if shape["name"] in failing_shapes)
        out.append(f"- protocols with an error in their mock or test: {failed} of {len(shapes)}; by feature "
                   "(failing/with the feature; features always failing first):")
        ranked = sorted(total, key=lambda feature: (-(failing[feature] / total[feature]), -total[feature]))
        out.append("  " + "; ".join(f"{feature} {failing[feature]}/{total[feature]}" for feature in ranked))
    smoke = os.path.join(args.logs, f"{key}-smoke.json")
    if os.path.exists(smoke):
        counts = collections.Counter(entry["result"].split(" (")[0] for entry in json.load(open(smoke)))
        out.append("- smoke tests: " + "; ".join(f"{count} {kind}" for kind, count in counts.items()))
        skipped = [entry for entry in json.load(open(smoke)) if entry["result"].startswith("not made")]
        for entry in skipped:
            out.append(f"  - {entry['mock']}: {entry['result']}")
    test_log = os.path.join(args.logs, f"{key}-test.log")
    if status == "tests failed" and os.path.exists(test_log):
        failures = [line.rstrip() for line in open(test_log, errors="replace")
                    if re.search(r"✘|error:|failed|Fatal error", line)]
        out.append("- failing tests:")
        out.extend("  " + line for line in failures[:25])
    generate_log = os.path.join(args.logs, f"{key}-generate.log")
    if status.startswith("generator failed") and os.path.exists(generate_log):
        out.append("- generator: " + open(generate_log).read().strip())
    figures = {"errors": {message: list(places) for message, places in groups.items()},
               "placeholders": placeholders, "left_out": [f"{p}: {r}" for p, r in left_out]}
    return status, mocks if compiled else 0, mocks, len(placeholders), len(left_out), "\n".join(out), figures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--logs")
    parser.add_argument("--generated")
    parser.add_argument("--graphs")
    parser.add_argument("--seed", default="")
    parser.add_argument("--plan", default="")
    parser.add_argument("--random-status", default="")
    parser.add_argument("--deps-seconds", default="?")
    parser.add_argument("--total-seconds", default="?")
    # The paths scripts/corpus.sh ran (CORPUS_PATHS), space-separated; the plugin's alone by default.
    parser.add_argument("--paths", default="plugin")
    # Prints only the count of protocols the corpus mocks in the module's graph (corpus.sh uses it).
    parser.add_argument("--count-protocols", action="store_true")
    # Also writes each module's figures and section as JSON (scripts/corpus-all-report.py reads it).
    parser.add_argument("--json", default="")
    parser.add_argument("modules", nargs="+")
    args = parser.parse_args()
    if args.count_protocols:
        print(protocols(args.graphs, args.modules[0]))
        return
    paths = args.paths.split()
    others = [name for name in paths if name != "plugin"]
    titles = {name: title for name, _, title in PATHS}
    sections, rows, figures = [], [], []
    for module in args.modules:
        plugin_status, compiled, mocks, placeholders, left_out, text, more = section(module, args)
        by_path = path_figures(module, args, paths, plugin_status)
        status = overall_status(plugin_status, by_path)
        for name, entry in by_path.items():
            line = f"- {titles[name]}: {entry['status']}"
            line += f"; {entry['description']}"
            text += "\n" + line
        text += "".join("\n\n" + entry["section"] for entry in by_path.values() if entry["section"])
        if status != plugin_status:
            text = text.replace(f": {plugin_status}", f": {status.upper()} (plugin: {plugin_status})", 1)
        sections.append(text)
        figures.append(dict(module=module, protocols=protocols(args.graphs, module), status=status,
                            plugin_status=plugin_status, mocks=mocks, compiled=compiled,
                            placeholder_count=placeholders, left_out_count=left_out, section=text,
                            seconds=seconds_of(args.logs, module), cpu=seconds_of(args.logs, module, cpu=True),
                            paths=by_path, **more))
        cells = "".join(f" {path_cell(by_path.get(name))} |" for name in others)
        rows.append(f"| {module} | {protocols(args.graphs, module)} | {compiled}/{mocks} | {placeholders} | {left_out} |"
                    f"{cells} {status} |")
    print("# Mock generator corpus report")
    print()
    print(f"Dependencies built in {args.deps_seconds} s; whole run {args.total_seconds} s."
          + (f" Random module seed: {args.seed} (replay: STUBKIT_GEN_SEED={args.seed} make corpus)."
             if "RandomShapes" in args.modules else ""))
    print()
    if others:
        print("Paths judged (CORPUS_PATHS): " + ", ".join(titles[name] for name in paths) + ". A path's file equal "
              "to the plugin path's (header aside) is not compiled again and has its result (`= plugin`).")
        print()
        for kind, cpu in (("wall clock", False), ("processor", True)):
            cost = path_costs(figures, paths, cpu)
            print(f"Seconds per path, {kind} (generate + compile + test): " + "; ".join(
                f"{titles[name]} {c['generate']:.1f} + {c['compile']:.1f} + {c['test']:.1f}" for name, c in cost.items())
                  + ".")
        print()
    print("| Module | Protocols | Mocks compiled | Placeholders | No mock |"
          + "".join(f" {titles[name].capitalize()} |" for name in others) + " Result |")
    print("|---|---|---|---|---|" + "---|" * len(others) + "---|")
    print("\n".join(rows))
    print()
    print("\n\n".join(sections))
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"deps_seconds": args.deps_seconds, "total_seconds": args.total_seconds, "paths": paths,
                       "modules": figures}, out, indent=1)


def path_costs(figures, paths, cpu=False):
    """Seconds each path's steps took over the modules, {path: {generate, compile, test}}: the wall
    clock's, or with `cpu` the processor's."""
    field = "cpu" if cpu else "seconds"
    costs = collections.OrderedDict((name, collections.Counter(generate=0.0, compile=0.0, test=0.0)) for name in paths)
    for module in figures:
        for name in paths:
            seconds = module.get(field, {}) if name == "plugin" else module.get("paths", {}).get(name, {}).get(field, {})
            costs[name].update(seconds)
    return costs


if __name__ == "__main__":
    main()
