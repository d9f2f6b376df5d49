#!/usr/bin/env python3
"""The modules each module of a corpus package's dependency graph depends on, directly or not.

    scripts/corpus-deps.py PACKAGE_DIR SCRATCH OUTPUT.json [--failing BUILD.log MODULE...]

What the generate-mocks plugin passes as context for a target (`target.recursiveTargetDependencies`):
every target that a target depends on, through targets and products, across packages. Read from
`swift package show-dependencies` (the resolved packages and their checkouts) and each package's
`swift package dump-package` (cached in SCRATCH/manifests by identity and version). Writes
{"Module": ["Dependency", ...], ...}.

With --failing, also prints which of MODULE... do not build: those whose own target, or a target
they depend on, has an error in BUILD.log (a log of `swift build`), one a line.
"""
import json
import os
import re
import subprocess
import sys


def run_json(arguments, cwd=None):
    result = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(arguments)} failed: {result.stderr.strip()}")
    text = result.stdout
    return json.loads(text[text.index("{"):])


def main():
    package_dir, scratch, output = sys.argv[1:4]
    failing_log = sys.argv[5] if len(sys.argv) > 5 and sys.argv[4] == "--failing" else None
    tree = run_json(["swift", "package", "--package-path", package_dir, "--scratch-path", scratch,
                     "show-dependencies", "--format", "json"])
    cache = os.path.join(scratch, "manifests")
    os.makedirs(cache, exist_ok=True)
    nodes, pending = {}, list(tree.get("dependencies", []))
    while pending:
        node = pending.pop()
        if node["identity"] in nodes:
            continue
        nodes[node["identity"]] = node
        pending += node.get("dependencies", [])
    manifests = {}
    for identity, node in nodes.items():
        path = os.path.join(cache, f"{identity}@{node.get('version', 'unknown')}.json")
        if not os.path.exists(path):
            with open(path + ".partial", "w") as out:  # a stopped run leaves no half-written cache
                json.dump(run_json(["swift", "package", "dump-package"], cwd=node["path"]), out)
            os.replace(path + ".partial", path)
        manifests[identity] = json.load(open(path))

    def dependency_identity(manifest, name):
        """The identity of the dependency `name` (identity or name) of a package."""
        lowered = name.lower()
        for dependency in manifest.get("dependencies", []):
            for kind in dependency.values():
                entry = kind[0] if isinstance(kind, list) else kind
                if not isinstance(entry, dict):
                    continue
                if lowered in (str(entry.get("identity", "")).lower(),
                               str(entry.get("nameForTargetDependencyResolutionOnly", "")).lower()):
                    return str(entry.get("identity")).lower()
        return lowered

    products = {}  # (identity, product) -> [(identity, target)]
    for identity, manifest in manifests.items():
        for product in manifest["products"]:
            products[(identity, product["name"])] = [(identity, target) for target in product["targets"]]

    def direct(identity, target_name):
        manifest = manifests[identity]
        target = next((t for t in manifest["targets"] if t["name"] == target_name), None)
        if target is None:
            return []
        own = {t["name"] for t in manifest["targets"]}
        result = []
        for dependency in target.get("dependencies", []):
            (kind, value), = dependency.items()
            condition = value[-1] if isinstance(value[-1], dict) else {}
            if condition.get("platformNames") and "linux" not in condition["platformNames"]:
                continue  # a dependency on other platforms only
            if kind == "target" or (kind == "byName" and value[0] in own):
                result.append((identity, value[0]))
            elif kind == "product":
                package = dependency_identity(manifest, value[1]) if value[1] else identity
                result += products.get((package, value[0]), [])
            elif kind == "byName":
                for (package, name), targets in products.items():
                    if name == value[0] and package != identity:
                        result += targets
                        break
        return result

    modules = {}
    target_folders = []  # (checkout folder of the target's sources, module)
    for identity, manifest in manifests.items():
        for target in manifest["targets"]:
            folder = os.path.join(nodes[identity]["path"], target.get("path") or ("Sources/" + target["name"]))
            target_folders.append((os.path.realpath(folder) + "/", target["name"].replace("-", "_")))
    for identity, manifest in manifests.items():
        for target in manifest["targets"]:
            seen, pending = set(), direct(identity, target["name"])
            while pending:
                key = pending.pop()
                if key in seen or key[0] not in manifests:
                    continue
                seen.add(key)
                pending += direct(*key)
            module = target["name"].replace("-", "_")
            modules.setdefault(module, sorted({name.replace("-", "_") for _, name in seen}))
    with open(output, "w") as out:
        json.dump(modules, out, indent=1, sort_keys=True)
    if failing_log:
        broken = set()
        for line in open(failing_log, errors="replace"):
            match = re.match(r"^(/\S+?):\d+:\d+: (?:fatal )?error: ", line)
            if not match:
                continue
            path = os.path.realpath(match.group(1))
            for folder, module in target_folders:
                if path.startswith(folder):
                    broken.add(module)
        for module in sys.argv[6:]:
            if module in broken or broken & set(modules.get(module, [])):
                print(module)


if __name__ == "__main__":
    main()
