#!/usr/bin/env python3
"""Writes Tests/CorpusAll/<group>-group/Package.swift (a folder named unlike any package: SwiftPM
names a root package after its folder) for every group of Tests/CorpusAll/groups.txt.

    scripts/corpus-all-manifests.py [--cache DIR] [GROUP...]

For each package line it reads the package's own manifest at that version from the machine's local
copy (`git archive` of /opt/swift-packages/OWNER/NAME.git, then `swift package dump-package`, cached
in DIR, default .build-corpus-all/manifests) and lists every module of its library products that
has Swift sources, as `("Module", "Product", "package-identity")`: the list scripts/corpus.sh reads.
C modules are named in a comment (they have no Swift protocol). Run it again after editing
groups.txt; the manifests are committed.
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COPIES = "/opt/swift-packages"

# What Tests/Corpus/Package.swift holds for the toolchain's own modules, and what it adds.
# _Concurrency's protocols are Swift's here: the toolchain writes them in `_Concurrency@Swift`, a graph
# of module Swift, which the generator reads with Swift's (as the plugin passes it).
TOOLCHAIN = ["Swift", "Foundation", "FoundationNetworking", "FoundationXML", "Dispatch", "XCTest", "Testing",
             "Synchronization", "Distributed", "Observation", "RegexBuilder"]


def read_groups(path):
    groups = {}
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        fields = line.split()
        group, name, version = fields[:3]
        traits = fields[3].split(",") if len(fields) > 3 else []
        groups.setdefault(group, []).append((name, version, traits))
    return groups


def manifest(name, version, cache):
    """The package's dump-package JSON and its source folder at `version`."""
    key = name.replace("/", "_") + "@" + version
    source = os.path.join(cache, key)
    output = os.path.join(cache, key + ".json")
    if not os.path.exists(output):
        os.makedirs(source, exist_ok=True)
        archive = subprocess.run(["git", "-C", f"{COPIES}/{name}.git", "archive", version],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", source], input=archive, check=True)
        dump = subprocess.run(["swift", "package", "dump-package"], cwd=source, capture_output=True, text=True)
        if dump.returncode != 0:
            sys.exit(f"dump-package failed for {name} {version}: {dump.stderr}")
        with open(output, "w") as out:
            out.write(dump.stdout)
    return json.load(open(output)), source


def has_swift(source, target):
    folder = os.path.join(source, target.get("path") or ("Sources/" + target["name"]))
    for _, _, files in os.walk(folder):
        if any(file.endswith(".swift") for file in files):
            return True
    return False


def modules_of(name, version, cache):
    """[(module, product)] of the package's library products with Swift sources, and its C modules."""
    package, source = manifest(name, version, cache)
    targets = {target["name"]: target for target in package["targets"]}
    swift, c_modules = {}, []
    for product in package["products"]:
        if "library" not in product["type"]:
            continue
        for target_name in product["targets"]:
            target = targets[target_name]
            if target["type"] in ("system", "binary") or not has_swift(source, target):
                if target_name not in c_modules:
                    c_modules.append(target_name)
                continue
            # One product a module: the one named like it, else the first.
            if target_name not in swift or product["name"] == target_name:
                swift[target_name] = product["name"]
    return sorted(swift.items()), c_modules


TEMPLATE = '''// swift-tools-version:6.1
// `make corpus-all`, group {group}: every public protocol of the library-product modules of these
// packages, mocked by stubkit-mockgen and compiled, each module's mocks in a test target of its own.
// Written by scripts/corpus-all-manifests.py from Tests/CorpusAll/groups.txt: do not edit. Driven
// by scripts/corpus-all.sh through scripts/corpus.sh, which writes the generated targets under
// Generated/ (git-ignored) and names the ones to build in CORPUS_TARGETS.
import PackageDescription

// Every module of the group: module, product (or "toolchain"), package. scripts/corpus.sh reads this
// list.{c_comment}
let corpus: [(module: String, product: String, package: String)] = [
{entries}
]

func product(_ entry: (module: String, product: String, package: String)) -> [Target.Dependency] {{
    entry.product == "toolchain" ? [] : [.product(name: entry.product, package: entry.package)]
}}

// The generated test targets to build: "NIOCore,NIOPosix"; none when unset (the first build, of the
// dependencies only).
let enabled = Set((Context.environment["CORPUS_TARGETS"] ?? "").split(separator: ",").map(String.init))

// Modules that do not build here (an Apple-only package), left out of CorpusDeps by scripts/corpus.sh;
// with CORPUS_MODULES, CorpusDeps builds only those (CORPUS_ONLY).
let excluded = Set((Context.environment["CORPUS_EXCLUDE"] ?? "").split(separator: ",").map(String.init))
let only = Set((Context.environment["CORPUS_ONLY"] ?? "").split(separator: ",").map(String.init))

let built = corpus.filter {{ !excluded.contains($0.module) && (only.isEmpty || only.contains($0.module)) }}

// The StubKit checkout three folders up; SwiftPM names a path dependency after its folder.
let stubKitPackage = String(Context.packageDirectory.split(separator: "/").dropLast(3).last ?? "StubKit")
let stubKit = Target.Dependency.product(name: "StubKit", package: stubKitPackage)

var targets: [Target] = [
    // Imports every module of the group: building it builds (and, with -emit-symbol-graph,
    // describes) all of them once.
    .target(
        name: "CorpusDeps",
        dependencies: built.flatMap(product) + [stubKit],
        // CorpusDeps.swift imports the modules built (IMPORT_<module>), not those left out.
        swiftSettings: built.filter {{ $0.product != "toolchain" }}.map {{ .define("IMPORT_\\($0.module)") }})
]
// Each path's mocks in a target of their own (scripts/corpus.sh, CORPUS_PATHS): "NIOCore" is the
// plugin's path, in Generated/NIOCore; "NIOCore+Graphs" the graphs-alone path's, built as
// NIOCoreGraphsMockTests from Generated/NIOCore+Graphs.
for entry in corpus {{
    for suffix in ["", "+Graphs", "+GraphsTypecheck"] where enabled.contains(entry.module + suffix) {{
        targets.append(
            .testTarget(
                name: "\\(entry.module)\\(suffix.dropFirst())MockTests",
                dependencies: product(entry) + [stubKit],
                path: "Generated/\\(entry.module)\\(suffix)"))
    }}
}}

let package = Package(
    name: "StubKitCorpusAll{title}",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../../.."),
{packages}
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
'''


def write(group, lines, cache):
    entries, packages, c_all = [], [], []
    if group == "toolchain":
        entries = [f'    ("{module}", "toolchain", "-"),' for module in TOOLCHAIN]
    for name, version, traits in lines:
        identity = name.split("/")[1]
        trait_text = ", traits: [" + ", ".join(f'"{t}"' for t in traits) + "]" if traits else ""
        packages.append(f'        .package(url: "https://github.com/{name}", exact: "{version}"{trait_text}),')
        modules, c_modules = modules_of(name, version, cache)
        entries += [f'    ("{module}", "{product}", "{identity}"),' for module, product in modules]
        c_all += c_modules
        if not modules:
            entries.append(f"    // {name} {version}: no library product with Swift sources")
    c_comment = ("\n// C modules, left out (no Swift protocol): " + ", ".join(c_all) + ".") if c_all else ""
    folder = os.path.join(ROOT, "Tests", "CorpusAll", group + "-group")
    os.makedirs(folder, exist_ok=True)
    text = TEMPLATE.format(group=group, c_comment=c_comment, entries="\n".join(entries),
                           title=group[0].upper() + group[1:], packages="\n".join(packages))
    text = text.replace("    dependencies: [\n        .package(path: \"../../..\"),\n\n    ]",
                        "    dependencies: [.package(path: \"../../..\")]")
    with open(os.path.join(folder, "Package.swift"), "w") as out:
        out.write(text)
    os.makedirs(os.path.join(folder, "Sources", "CorpusDeps"), exist_ok=True)
    imports = sorted({entry.split('"')[1] for entry in entries if entry.startswith("    (") and '"toolchain"' not in entry})
    with open(os.path.join(folder, "Sources", "CorpusDeps", "CorpusDeps.swift"), "w") as out:
        out.write("// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so\n"
                  "// that one build compiles them all (with -emit-symbol-graph).\n")
        out.write("// A module left out of CorpusDeps (CORPUS_EXCLUDE, CORPUS_ONLY) is not imported.\n")
        out.write("".join(f"#if IMPORT_{name}\n    import {name}\n#endif\n" for name in imports))
    print(f"{group}: {len(lines)} packages, {sum(1 for e in entries if e.startswith('    ('))} modules")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cache", default=os.path.join(ROOT, ".build-corpus-all", "manifests"))
    parser.add_argument("groups", nargs="*")
    args = parser.parse_args()
    groups = read_groups(os.path.join(ROOT, "Tests", "CorpusAll", "groups.txt"))
    groups.setdefault("toolchain", [])
    for group in args.groups or list(groups):
        write(group, groups[group], args.cache)


if __name__ == "__main__":
    main()
