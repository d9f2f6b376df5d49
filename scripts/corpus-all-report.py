#!/usr/bin/env python3
"""Tests/CorpusAll/REPORT.md from what scripts/corpus-all.sh left in each group's folder.

    scripts/corpus-all-report.py --work DIR [--generator PATH] GROUP...

Per group (WORK/<group>/meta): the resolved package versions, resolve and build times, the
resolver's or the compiler's error when the group does not resolve or build, the plugin's file
against the CLI's on the sampled modules, and the per-module table and sections of
scripts/corpus-report.py (protocols, mocks, mocks compiled, placeholders with why, compiler errors
grouped by message). Before them: the totals, the modules whose mocks do not compile, and every
compiler error across the corpus grouped by family (the message with its quoted names blanked).
"""
import argparse
import collections
import json
import os
import re

PATH_TITLES = {"graphs": "graphs alone", "graphs-typecheck": "graphs alone + --typecheck"}
OTHER_PATHS = list(PATH_TITLES)


def read(path, default=""):
    return open(path, errors="replace").read().strip() if os.path.exists(path) else default


def family(message):
    """A message with its quoted names and numbers blanked: errors of one kind across modules."""
    text = re.sub(r"'[^']*'", "'_'", message)
    text = re.sub(r"\b\d+\b", "N", text)
    return re.sub(r"\s*\[#\w+\]$", "", text)


def ok(status):
    return (status in ("passed", "no public protocol", "module does not build")
            or status.startswith(("compiled", "no mock")))


def path_summary(modules, name):
    """A group's cell for one path: modules passing on it of those with mocks, and how many of its
    files differ from the plugin path's; "not run" for a run without the path."""
    judged = [m for m in modules if name in m.get("paths", {})]
    if not judged:
        return "not run"
    passing = sum(1 for m in judged if ok(m["paths"][name]["status"]))
    differ = sum(1 for m in judged if (m["paths"][name].get("difference") or {}).get("same") is False)
    return f"{passing}/{len(judged)} ({differ} differ)"


def path_seconds(modules, name, field="seconds"):
    """Seconds a path's steps took over a group's modules (generate + compile + test): the wall
    clock's (`seconds`) or the processor's (`cpu`)."""
    total = 0.0
    for m in modules:
        figures = m.get(field, {}) if name == "plugin" else m.get("paths", {}).get(name, {}).get(field, {})
        total += sum(figures.values())
    return total


def seconds(text):
    return f"{text} s" if text and text != "?" else "?"


def group_data(work, group):
    meta = os.path.join(work, group, "meta")
    data = {"group": group, "status": read(os.path.join(meta, "status"), "not run"),
            "date": read(os.path.join(meta, "date")),
            "generator": read(os.path.join(meta, "generator")),
            "resolve_seconds": read(os.path.join(meta, "resolve-seconds")),
            "first_build_seconds": read(os.path.join(work, group, "first-build-seconds")),
            "corpus_seconds": read(os.path.join(meta, "corpus-seconds")), "modules": [], "pins": [],
            "plugin": []}
    manifest = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Tests", "CorpusAll",
                            f"{group}-group", "Package.swift")
    data["listed"] = len(re.findall(r'^    \("[A-Za-z0-9_]+", ', read(manifest), re.M))
    report = os.path.join(meta, "report.json")
    if os.path.exists(report):
        figures = json.load(open(report))
        data["modules"] = figures["modules"]
        data["deps_seconds"] = figures["deps_seconds"]
        # A run whose corpus-all.sh was stopped after scripts/corpus.sh finished.
        data["corpus_seconds"] = data["corpus_seconds"] or str(figures["total_seconds"])
        if data["status"] == "not run":
            data["status"] = "ran"
    resolved = os.path.join(meta, "Package.resolved")
    if os.path.exists(resolved):
        pins = json.load(open(resolved)).get("pins", [])
        data["pins"] = sorted(f"{pin['identity']} {pin['state'].get('version') or pin['state'].get('revision', '')[:10]}"
                              for pin in pins)
    for name in sorted(os.listdir(meta)) if os.path.isdir(meta) else []:
        match = re.match(r"^plugin-(\w+)$", name)
        if match:
            result, _, took = read(os.path.join(meta, name)).partition(" ")
            diff = read(os.path.join(meta, name + ".diff"))
            data["plugin"].append((match.group(1), result, took, diff))
    if data["status"] == "resolve failed":
        lines = read(os.path.join(meta, "resolve.log")).splitlines()
        data["error"] = [line for line in lines if "error:" in line][:5] or lines[-5:]
    if data["status"] == "build failed":
        errors = collections.OrderedDict()
        for line in read(os.path.join(meta, "deps.log")).splitlines():
            match = re.match(r"^(/\S+?):\d+:\d+: error: (.*)$", line)
            if match:
                where = re.sub(r"^.*/(checkouts|CorpusAll)/", "", match.group(1))
                errors.setdefault(match.group(2), where)
            elif line.startswith("error:"):
                errors.setdefault(line, "")
        data["error"] = [f"`{message}`" + (f" ({where})" if where else "") for message, where in list(errors.items())[:12]]
    return data


def earlier_report(path):
    """What an earlier REPORT.md says of each group: its row of the groups table (cells), its
    section, and its lines of the list of modules that do not build; for the groups whose build
    folder is gone, so that a run of some groups keeps the others' last results."""
    groups = collections.defaultdict(lambda: {"row": None, "section": [], "unbuilt": []})
    if not path or not os.path.exists(path):
        return groups
    current, in_unbuilt = None, False
    for line in read(path).split("\n"):
        row = re.match(r"^\| ([a-z0-9]+) \| (\d{4}-[^|]*) \|", line)
        if row and current is None:
            groups[row.group(1)]["row"] = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("Modules that do not build on this machine"):
            in_unbuilt = True
        elif line.startswith("## "):
            in_unbuilt = False
        unbuilt = re.match(r"^- ([a-z0-9]+): ", line)
        if in_unbuilt and unbuilt:
            groups[unbuilt.group(1)]["unbuilt"].append(line)
        section = re.match(r"^## Group ([a-z0-9]+): ", line)
        if section:
            current = section.group(1)
        if current:
            groups[current]["section"].append(line)
    return groups


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--work", required=True)
    parser.add_argument("--generator", default="")
    # The committed report: the rows and sections of groups this folder has no run of are kept.
    parser.add_argument("--earlier", default="")
    parser.add_argument("groups", nargs="+")
    args = parser.parse_args()
    groups = [group_data(args.work, group) for group in args.groups]
    earlier = earlier_report(args.earlier)
    for data in groups:
        data["earlier"] = earlier[data["group"]] if data["status"] == "not run" and earlier[data["group"]]["row"] else None

    out = ["# corpus-all report", "",
           "Written by `make corpus-all` (scripts/corpus-all.sh, scripts/corpus-all-report.py): every public "
           "protocol of every library-product module of every Swift package on the machine "
           "(Tests/CorpusAll/groups.txt) and of the toolchain's modules, mocked by stubkit-mockgen with the "
           "graphs and context the generate-mocks plugin uses, each module's mocks compiled in a test target "
           "of its own beside a smoke test, on each path a user runs the generator on: the plugin's, and the "
           "module's graphs alone as Generating Mocks' Xcode section runs the command line, without and with "
           "`--typecheck`. Regenerate it with `make corpus-all` "
           "(`CORPUS_ALL_GROUPS=\"nio vapor\"` for some groups; the others keep their last results). A group "
           "marked \"(earlier run)\" was not run by the last `make corpus-all`: its row and section are those "
           "of its last run, kept from the committed report, and cover the paths its columns say.", ""]
    if args.generator:
        out += [f"Generator of the last run: `{args.generator.replace(os.path.dirname(args.work), '.')}`; "
                "each group's row names the commit of the generator it was judged with.", ""]

    # Totals.
    out += ["## Groups", "",
            "| Group | Run (UTC) | Generator | Result | Resolve | First build | Last run | Modules | With protocols | "
            "Protocols | Mocks compiled | Placeholders | No mock | Modules failing | Plugin = CLI | Graphs alone | "
            "Graphs alone + --typecheck |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    totals = collections.Counter()
    for data in groups:
        if data["earlier"]:
            # An earlier run's row, as it was, marked as such; no figures for the paths it did not run.
            cells = list(data["earlier"]["row"])
            cells[3] += "" if cells[3].endswith("(earlier run)") else " (earlier run)"
            cells += ["not run"] * (17 - len(cells))
            out.append("| " + " | ".join(cells) + " |")
            compiled, _, mocks = cells[10].partition("/")
            totals.update(modules=int(cells[7]), with_protocols=int(cells[8]), protocols=int(cells[9]),
                          compiled=int(compiled), mocks=int(mocks), placeholders=int(cells[11]),
                          left_out=int(cells[12]), failing=int(cells[13]))
            continue
        modules = data["modules"]
        with_protocols = [m for m in modules if m["protocols"] > 0]
        failing = [m for m in with_protocols if not ok(m["status"])]
        plugin = ", ".join(f"{module}: {result}" for module, result, _, _ in data["plugin"]) or "-"
        row = dict(modules=len(modules), with_protocols=len(with_protocols),
                   protocols=sum(m["protocols"] for m in modules), compiled=sum(m["compiled"] for m in modules),
                   mocks=sum(m["mocks"] for m in modules), placeholders=sum(m["placeholder_count"] for m in modules),
                   left_out=sum(m["left_out_count"] for m in modules), failing=len(failing))
        totals.update(row)
        out.append(f"| {data['group']} | {data['date'] or '-'} | {data['generator'] or '?'} | {data['status']} | {seconds(data['resolve_seconds'])} | "
                   f"{seconds(data['first_build_seconds'])} | {seconds(data['corpus_seconds'])} | {row['modules']} | "
                   f"{row['with_protocols']} | {row['protocols']} | {row['compiled']}/{row['mocks']} | "
                   f"{row['placeholders']} | {row['left_out']} | {row['failing']} | {plugin} | "
                   + " | ".join(path_summary(modules, name) for name in OTHER_PATHS) + " |")
    out.append(f"| all | | | | | | | {totals['modules']} | {totals['with_protocols']} | {totals['protocols']} | "
               f"{totals['compiled']}/{totals['mocks']} | {totals['placeholders']} | {totals['left_out']} | "
               f"{totals['failing']} | | "
               + " | ".join(path_summary([m for data in groups if not data["earlier"] for m in data["modules"]], name)
                            for name in OTHER_PATHS) + " |")
    out += ["", "First build: the group's packages built from nothing, with symbol graphs. Last run: the whole "
            "run of scripts/corpus.sh for the group (a null build of the packages, graphs, generation, the mock "
            "targets built one by one, the tests). Graphs alone: the module's own graphs and nothing else, "
            "as Generating Mocks' Xcode section runs `stubkit-mockgen` (no `--context`, no `--typecheck`); "
            "+ --typecheck: the same with the compiler's check. Each cell: modules passing on that path of "
            "those judged on it, and how many of their files differ from the plugin path's (a file equal "
            "to it is not compiled again); \"not run\": the group's last run is older than these paths. A "
            "module failing on any path is failing.", ""]

    # Modules whose mocks do not compile, and the errors by family across the corpus.
    failing_rows, families, unbuilt = [], collections.OrderedDict(), []
    for data in groups:
        for module in data["modules"]:
            if module["status"] == "module does not build":
                first = (module.get("build_errors") or ["?"])[0]
                unbuilt.append(f"- {data['group']}: {module['module']}: `{first[:200]}`")
                continue
            # Each path's errors, the plugin's first; a path's module is named with the path.
            by_path = [(module["module"], module.get("errors", {}))] + [
                (f"{module['module']} ({PATH_TITLES.get(name, name)})", entry.get("errors", {}))
                for name, entry in module.get("paths", {}).items()]
            for label, errors in by_path:
                for message, mocks in errors.items():
                    entry = families.setdefault(family(message), {"count": 0, "modules": collections.OrderedDict(),
                                                                  "example": (message, label, mocks[0])})
                    entry["count"] += len(mocks)
                    entry["modules"][label] = True
            if ok(module["status"]):
                continue
            errors = [message for _, errors in by_path for message in errors]
            first = errors[0] if errors else module["status"]
            failing_rows.append(f"| {data['group']} | {module['module']} | {module['protocols']} | "
                                f"{module['compiled']}/{module['mocks']} | {len(set(errors))} | "
                                f"`{first[:160]}` |")
    out += ["## Modules whose mocks do not compile", ""]
    if failing_rows:
        out += ["| Group | Module | Protocols | Mocks compiled | Distinct errors | First error |",
                "|---|---|---|---|---|---|"] + failing_rows
    else:
        out.append("None.")
    unbuilt += [line for data in groups if data["earlier"] for line in data["earlier"]["unbuilt"]]
    if unbuilt:
        out += ["", "Modules that do not build on this machine (so nothing to mock; their first error):", ""] + unbuilt
    out += ["", "## Compiler errors by family, across the corpus", "",
            "Each message with its quoted names blanked; the mocks it hit, the modules, and one real message.", ""]
    if families:
        out += ["| Mocks | Family | Modules | Example |", "|---|---|---|---|"]
        for key, entry in sorted(families.items(), key=lambda item: -item[1]["count"]):
            names = list(entry["modules"])
            shown = ", ".join(names[:6]) + (f", ... ({len(names)})" if len(names) > 6 else "")
            message, module, mock = entry["example"]
            out.append(f"| {entry['count']} | `{key[:140]}` | {shown} | {module} {mock}: `{message[:200]}` |")
    else:
        out.append("None.")
    out.append("")

    # Each group.
    for data in groups:
        if data["earlier"]:
            section = data["earlier"]["section"]
            if section[0].endswith("(earlier run)"):
                out += section
            else:
                out += [section[0].rstrip() + " (earlier run)", "",
                        f"Not run this time: the section of its run of {data['earlier']['row'][1]} with generator "
                        f"{data['earlier']['row'][2]}, kept from the committed report"
                        + ("; the plugin's path only." if len(data["earlier"]["row"]) == 15 else ".")]
                out += section[1:]
            while out and out[-1] == "":
                out.pop()
            out.append("")
            continue
        out += [f"## Group {data['group']}: {data['status']}", ""]
        if data["modules"] and len(data["modules"]) < data["listed"]:
            out += [f"Partial run (CORPUS_MODULES): {len(data['modules'])} of the group's {data['listed']} modules.", ""]
        if data["pins"]:
            out += ["Resolved: " + ", ".join(data["pins"]) + ".", ""]
        out.append(f"Resolve {seconds(data['resolve_seconds'])}; first build {seconds(data['first_build_seconds'])}; "
                   f"last run {seconds(data['corpus_seconds'])} (of which the packages' build "
                   f"{seconds(str(data.get('deps_seconds', '?')))}).")
        out.append("")
        if data.get("error"):
            out += ["Errors:", ""] + [f"- {line}" for line in data["error"]] + [""]
        for module, result, took, diff in data["plugin"]:
            out.append(f"- plugin `generate-mocks --target {module} --output DIR`: {result} ({took} s)"
                       + (" — the file equals the CLI's (header comment aside)" if result == "same" else ""))
            if result != "same" and diff:
                out += ["  ```", *("  " + line for line in diff.splitlines()[:20]), "  ```"]
        if data["plugin"]:
            out.append("")
        modules = data["modules"]
        if not modules:
            continue
        judged = [name for name in OTHER_PATHS if any(name in m.get("paths", {}) for m in modules)]
        if judged:
            out.append("Paths (seconds to generate, compile and test, over the group's modules; wall clock, then "
                       "processor): plugin "
                       f"{path_seconds(modules, 'plugin'):.0f} s, {path_seconds(modules, 'plugin', 'cpu'):.0f} s; "
                       + "; ".join(f"{PATH_TITLES[name]} {path_seconds(modules, name):.0f} s, "
                                   f"{path_seconds(modules, name, 'cpu'):.0f} s" for name in judged) + ".")
            differing = [(m["module"], name, m["paths"][name]) for m in modules for name in judged
                         if (m.get("paths", {}).get(name, {}).get("difference") or {}).get("same") is False]
            if differing:
                out += ["", "Where a path's file differs from the plugin's:", ""]
                out += [f"- {module} ({PATH_TITLES[name]}, {entry['status']}): {entry['description']}"
                        for module, name, entry in differing]
            out.append("")
        else:
            out += ["Paths: the plugin's only (this group's last run is older than the graphs-alone paths).", ""]
        out += ["| Module | Protocols | Mocks compiled | Placeholders | No mock |"
                + "".join(f" {PATH_TITLES[name].capitalize()} |" for name in judged) + " Result |",
                "|---|---|---|---|---|" + "---|" * len(judged) + "---|"]
        for m in modules:
            if m["protocols"] > 0 or m["status"] != "no public protocol":
                cells = "".join(f" {m['paths'][name]['cell'] if name in m.get('paths', {}) else '-'} |" for name in judged)
                out.append(f"| {m['module']} | {m['protocols']} | {m['compiled']}/{m['mocks']} | "
                           f"{m['placeholder_count']} | {m['left_out_count']} |{cells} {m['status']} |")
        none = [m["module"] for m in modules if m["status"] == "no public protocol"]
        if none:
            out += ["", "No public protocol: " + ", ".join(none) + "."]
        out.append("")
        for m in modules:
            if m["status"] != "no public protocol":
                out += [m["section"].replace("## ", "### ", 1), ""]
    print("\n".join(out).rstrip() + "\n")


if __name__ == "__main__":
    main()
