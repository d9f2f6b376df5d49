#!/usr/bin/env python3
"""Random protocol shapes for the mock generator (issue 20), seeded and replayable.

    scripts/random-shapes.py module --seed N --count C --output Module.swift --plan plan.json
    scripts/random-shapes.py test --plan plan.json --mocks Mocks.swift --output Tests.swift
    scripts/random-shapes.py test --plan plan.json --without-mocks --output Check.swift

`module` draws C protocols from a grammar of requirement features and their combinations
(effects, isolation, generic methods, closures, inout, variadics, autoclosures, statics, inits,
properties and subscripts, Sendable/actor/@MainActor protocols, associated types with
constraints, primary and default types, parents several levels deep and from the standard
library, name clashes with Foundation, standard-library and StubKit types, `Self`), writes them
as one module, and the plan (what each protocol declares) as JSON. Each protocol's doc comment
lists its features, so an error in its mock names the shapes. The same seed gives the same bytes.

`test` writes a Swift Testing suite that makes every mock and calls each requirement once through
the protocol (a generic function `exercise<M: P>(_:)` whose `where` clause binds the associated
types; a Sendable protocol's @MainActor requirements in a @MainActor function of their own). Calls
whose result has no automatic value (a strict stub) run inside `withKnownIssue(isIntermittent:
true)`. Beyond the mocks' names, the test reads one thing of the mocks file: the strict actions
that would stop the process when called unregistered (no value to return, no StubKitError to
throw), which it answers before the calls, as a user's test would (`mock.loadAction = { _ in
Model() }`).
"""
import argparse
import json
import random
import re

WORDS = ["load", "save", "fetch", "send", "parse", "render", "update", "remove", "find", "merge",
         "track", "notify", "resolve", "store", "open", "close", "sync", "apply", "emit", "scan"]
# Types of the module named like Foundation, standard-library and StubKit types: written
# module-qualified in the test, and the generated mocks must resolve them to the module's own.
CLASH_TYPES = ["IndexPath", "Expression", "Result", "Stub", "PropertyStub", "TestScoped"]
# name -> (Swift value in the test, has an automatic value in StubKit). The module's own Model has
# none: the mocks are generated from the module, where Model is not DefaultProvidable, so a
# requirement returning it is a strict stub (an issue, then StubKitError or a stop), as Kind is.
SIMPLE = {
    "Int": ("1", True), "String": ('"a"', True), "Bool": ("true", True), "Double": ("1.5", True),
    "[String]": ('["a"]', True), "[Int: String]?": ("nil", True), "Data": ("Data()", True),
    "Date": ("Date()", True), "URL": ('URL(fileURLWithPath: "/")', True), "Model": ("Model()", False),
    "Kind": (".first", False), "Set<String>": ("[]", True), "String?": ("nil", True), "[Int]": ("[1]", True),
}
PARENTS = ["Equatable", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible",
           "Identifiable", "Codable", "Error", "Comparable", "Sendable", "AnyObject"]
CONSTRAINTS = ["Hashable", "Sendable", "Codable", "Equatable", "Comparable"]


class Shape:
    def __init__(self, rng, index, earlier):
        self.rng = rng
        self.index = index
        self.features = []
        self.name = f"Shape{index}"
        self.requirements = []  # dicts: decl (in the protocol), call (in the test), strict, main
        self.associated = []  # (name, binding in the test)
        self.parents = []
        self.kind = rng.choice(["plain"] * 5 + ["class"] * 2 + ["sendable"] * 2 + ["main"] * 2 + ["actor"])
        self.features.append(f"protocol:{self.kind}")
        self.counter = 0
        self.inherited = None
        self.depth = 0
        self.assoc_decls = []
        self.primary = None
        self.draw_parents(earlier)
        self.draw_associated(earlier)
        for _ in range(rng.randint(2, 6)):
            self.draw_requirement()

    # -- parents and associated types ------------------------------------------------------
    def draw_parents(self, earlier):
        rng = self.rng
        if self.kind == "actor":
            self.parents.append("Actor")
            return
        if self.kind == "class":
            self.parents.append("AnyObject")
        if self.kind == "sendable":
            self.parents.append("Sendable")
        if rng.random() < 0.35:
            choices = [p for p in PARENTS if not (p == "AnyObject" and self.kind == "class")
                       and not (p == "Sendable" and self.kind == "sendable")]
            for parent in rng.sample(choices, rng.randint(1, 2)):
                if parent == "Error" and self.kind == "main":
                    continue
                self.parents.append(parent)
                self.features.append(f"parent:{parent}")
        same_kind = [shape for shape in earlier if shape.kind == self.kind and not shape.associated
                     and "Codable" not in shape.parents and "Identifiable" not in shape.parents]
        if same_kind and rng.random() < 0.3:
            parent = rng.choice(same_kind)
            self.parents.append(parent.name)
            self.inherited = parent
            depth = parent.depth + 1
            self.features.append(f"inherits-depth:{depth}")
        else:
            self.inherited = None
            depth = 0
        self.depth = depth

    def draw_associated(self, earlier):
        rng = self.rng
        if rng.random() < 0.3:
            for name in rng.sample(["Item", "Value", "Output", "Key"], rng.randint(1, 2)):
                constraint = rng.choice([None, None] + CONSTRAINTS)
                default = rng.random() < 0.25
                text = f"    associatedtype {name}" + (f": {constraint}" if constraint else "") + (" = Int" if default else "")
                self.assoc_decls = getattr(self, "assoc_decls", []) + [text]
                self.associated.append((name, "Int"))
                self.features.append("associatedtype" + (f":{constraint}" if constraint else "") + (":default" if default else ""))
            if rng.random() < 0.4:
                self.primary = self.associated[-1][0]
                self.features.append("primary-associatedtype")
        # An associated type named like a protocol of the module, constrained to it.
        simple = [shape for shape in earlier if shape.kind == "plain" and not shape.associated and not shape.parents]
        if simple and rng.random() < 0.12:
            target = rng.choice(simple)
            self.assoc_decls = getattr(self, "assoc_decls", []) + [f"    associatedtype {target.name}: RandomShapes.{target.name}"]
            self.associated.append((target.name, f"{target.name}Mock"))
            self.features.append("associatedtype-named-like-a-protocol")

    # -- requirements ----------------------------------------------------------------------
    def fresh(self):
        self.counter += 1
        return f"{self.rng.choice(WORDS)}{self.index}x{self.counter}"

    def value_type(self, for_result=False):
        rng = self.rng
        roll = rng.random()
        if self.associated and roll < 0.15:
            name, binding = self.associated[0]
            if binding == "Int":
                return name, "1", False
        if roll < 0.25 and not for_result:
            clash = rng.choice(CLASH_TYPES)
            self.features.append(f"clash-type:{clash}")
            return clash, f"RandomShapes.{clash}()", False
        name = rng.choice(list(SIMPLE))
        value, automatic = SIMPLE[name]
        return name, value, automatic and name != "Kind"

    def effects(self):
        rng = self.rng
        effect = rng.choice(["", "", "throws", "throws(ShapeError)", "async", "async throws",
                             "async throws(ShapeError)"])
        if effect:
            self.features.append(f"effect:{effect}")
        return effect

    def call_prefix(self, effect, isolated_call):
        prefix = ""
        if "throws" in effect:
            prefix += "try "
        if "async" in effect or isolated_call:
            prefix += "await "
        return prefix

    def parameters(self, allow_closures=True):
        """([(decl, argument)], features)."""
        rng = self.rng
        result = []
        for position in range(rng.randint(0, 4)):
            label = rng.choice(["", "_ ", "with ", "for "])
            if label == "_ " and result and result[0][2] == "variadic":
                label = "and "  # a parameter after a variadic one needs a label
            name = f"p{position}"
            roll = rng.random()
            if roll < 0.1:
                # One variable per position: two inout arguments must not alias (an exclusivity error).
                result.append((f"{label}{name}: inout Int", f"&counter{position}", "inout"))
            elif roll < 0.18 and position == 0:
                result.append((f"{label}{name}: Int...", "1, 2", "variadic"))
            elif roll < 0.26:
                result.append((f"{label}{name}: @autoclosure () -> String", '"a"', "autoclosure"))
            elif roll < 0.42 and allow_closures and self.kind != "actor":
                kind = rng.choice(["escaping", "nonescaping", "sendable", "throwing"])
                if kind == "escaping":
                    decl, arg = "@escaping (Int) -> Void", "{ @Sendable _ in }"
                elif kind == "sendable":
                    decl, arg = "@escaping @Sendable (String) -> Void", "{ @Sendable _ in }"
                elif kind == "throwing":
                    decl, arg = "(Int) throws -> String", '{ @Sendable _ in "a" }'
                else:
                    decl, arg = "(String) -> Bool", "{ @Sendable _ in true }"
                result.append((f"{label}{name}: {decl}", arg, f"closure:{kind}"))
            elif roll < 0.5:
                decl, arg, kind = rng.choice([
                    ("some Sequence<Int>", "[1]", "some"), ("borrowing String", '"a"', "borrowing"),
                    ("consuming String", '"a"', "consuming"), ("sending Model", "Model()", "sending"),
                ])
                result.append((f"{label}{name}: {decl}", arg, kind))
            else:
                type_name, value, _ = self.value_type()
                result.append((f"{label}{name}: {type_name}", value, None))
        return result

    def argument_list(self, parameters):
        arguments = []
        for decl, value, _ in parameters:
            words = decl.split(":")[0].split()
            label = None if words[0] == "_" else words[0]
            arguments.append((f"{label}: " if label else "") + value)
        return ", ".join(arguments)

    def draw_requirement(self):
        rng = self.rng
        shape = rng.choice(["method"] * 6 + ["generic"] * 3 + ["property"] * 2 + ["subscript", "static", "init", "self"])
        if shape == "init" and (self.kind == "actor" or any(r.get("init") for r in self.requirements)):
            shape = "method"
        getattr(self, "draw_" + shape)()

    def isolation_attribute(self):
        # Only in Sendable protocols: a main-actor call on a non-Sendable value that also has
        # nonisolated async requirements cannot be written by any caller.
        if self.kind == "sendable" and self.rng.random() < 0.2:
            self.features.append("requirement:@MainActor")
            return "@MainActor ", True
        return "", False

    def draw_method(self):
        name = self.fresh()
        parameters = self.parameters()
        effect = self.effects()
        has_throwing_closure = any(kind == "closure:throwing" for _, _, kind in parameters)
        if has_throwing_closure and "throws" not in effect and self.rng.random() < 0.6:
            effect = "rethrows"
            self.features.append("effect:rethrows")
        attribute, main = self.isolation_attribute()
        result_type, _, automatic = self.value_type(for_result=True) if self.rng.random() < 0.6 else ("Void", "", True)
        for _, _, kind in parameters:
            if kind:
                self.features.append(kind)
        arrow = "" if result_type == "Void" else f" -> {result_type}"
        decl = "    " + " ".join(f"{attribute}func {name}({', '.join(d for d, _, _ in parameters)}) {effect}{arrow}".split())
        call_effect = effect if effect != "rethrows" else ("throws" if has_throwing_closure else "")
        prefix = self.call_prefix(call_effect, self.kind == "actor")
        call = f"_ = {prefix}m.{name}({self.argument_list(parameters)})"
        self.requirements.append({"decl": decl, "call": call, "strict": not automatic, "main": main})

    def draw_generic(self):
        rng = self.rng
        name = self.fresh()
        count = rng.randint(1, 3)
        names = ["T", "U", "V"][:count]
        clauses, where, params, args = [], [], [], []
        for generic in names:
            constraint = rng.choice([None] + CONSTRAINTS)
            if constraint and rng.random() < 0.5:
                where.append(f"{generic}: {constraint}")
                clauses.append(generic)
                self.features.append("generic:where-clause")
            else:
                clauses.append(f"{generic}: {constraint}" if constraint else generic)
            form = rng.choice(["value", "array", "optional", "type", "closure-over", "closure-making"])
            self.features.append(f"generic-param:{form}")
            position = len(params)
            if form == "value":
                params.append(f"_ v{position}: {generic}"); args.append("1")
            elif form == "array":
                params.append(f"values v{position}: [{generic}]"); args.append("values: [1]")
            elif form == "optional":
                params.append(f"maybe v{position}: {generic}?"); args.append("maybe: 1")
            elif form == "type":
                params.append(f"as v{position}: {generic}.Type"); args.append("as: Int.self")
            elif form == "closure-over":
                params.append(f"each v{position}: ({generic}) -> Void"); args.append("each: { @Sendable (_: Int) in }")
            else:
                params.append(f"make v{position}: () -> {generic}"); args.append("make: { @Sendable in 1 }")
        if len(names) > 1:
            self.features.append(f"generic-params:{len(names)}")
        if rng.random() < 0.3:
            type_name, value, _ = self.value_type()
            params.append(f"extra: {type_name}"); args.append(f"extra: {value}")
            self.features.append("generic:beside-other-params")
        result = rng.choice(["", "T", "[T]", "T?", "Int"])
        if result:
            self.features.append(f"generic-result:{result}")
        effect = self.effects()
        attribute, main = self.isolation_attribute()
        where_text = f" where {', '.join(where)}" if where else ""
        arrow = f" -> {result}" if result else ""
        decl = f"    {attribute}func {name}<{', '.join(clauses)}>({', '.join(params)}) {effect}{arrow}{where_text}"
        decl = "    " + " ".join(decl.split())
        prefix = self.call_prefix(effect, self.kind == "actor")
        annotation = {"": "", "T": ": Int", "[T]": ": [Int]", "T?": ": Int?", "Int": ""}[result]
        binding = f"let _{annotation} = " if annotation else "_ = "
        self.requirements.append({"decl": decl, "call": f"{binding}{prefix}m.{name}({', '.join(args)})",
                                  "strict": result in ("T",), "main": main})

    def draw_property(self):
        rng = self.rng
        name = self.fresh()
        type_name, value, automatic = self.value_type(for_result=True)
        access = rng.choice(["get", "get", "get set", "get throws", "get async", "get async throws"])
        self.features.append(f"property:{access}")
        attribute, main = self.isolation_attribute()
        decl = f"    {attribute}var {name}: {type_name} {{ {access} }}"
        prefix = self.call_prefix(access, self.kind == "actor")
        if access == "get set" and self.kind != "actor":
            call = f"m.{name} = {value if value else '1'}\n        _ = m.{name}"
        else:
            call = f"_ = {prefix}m.{name}"
        self.requirements.append({"decl": decl, "call": call, "strict": not automatic, "main": main})

    def draw_subscript(self):
        rng = self.rng
        key, key_value = rng.choice([("String", '"a"'), ("Int", "1")])
        type_name, value, automatic = self.value_type(for_result=True)
        access = rng.choice(["get", "get set"]) if self.kind != "actor" else "get"
        label = self.fresh()  # a label of its own: never an override of a parent's subscript
        self.features.append(f"subscript:{access}")
        decl = f"    subscript({label} key: {key}) -> {type_name} {{ {access} }}"
        prefix = self.call_prefix("", self.kind == "actor")
        call = f"_ = {prefix}m[{label}: {key_value}]"
        if access == "get set":
            call = f"m[{label}: {key_value}] = {value}\n        " + call
        self.requirements.append({"decl": decl, "call": call, "strict": not automatic, "main": False})

    def draw_static(self):
        rng = self.rng
        name = self.fresh()
        if rng.random() < 0.5:
            effect = self.effects()
            type_name, _, automatic = self.value_type(for_result=True)
            decl = "    " + " ".join(f"static func {name}() {effect} -> {type_name}".split())
            call = f"_ = {self.call_prefix(effect, False)}M.{name}()"
            self.features.append("static:method")
        else:
            type_name, _, automatic = self.value_type(for_result=True)
            decl = f"    static var {name}: {type_name} {{ get }}"
            call = f"_ = M.{name}"
            self.features.append("static:property")
        isolated = self.kind == "main"
        self.requirements.append({"decl": decl, "call": call, "strict": not automatic, "main": isolated})

    def draw_init(self):
        self.features.append("init")
        self.requirements.append({"decl": "    init(name: String)", "call": '_ = M(name: "a")', "strict": False,
                                  "main": False, "init": True})

    def draw_self(self):
        rng = self.rng
        name = self.fresh()
        form = rng.choice(["result", "parameter", "optional-result"]) if self.kind != "actor" else "parameter"
        self.features.append(f"Self:{form}")
        prefix = self.call_prefix("", self.kind == "actor")
        if form == "result":
            decl, call, strict = f"    func {name}() -> Self", f"_ = {prefix}m.{name}()", True
        elif form == "optional-result":
            decl, call, strict = f"    func {name}() -> Self?", f"_ = {prefix}m.{name}()", False
        else:
            decl, call, strict = f"    func {name}(other: Self) -> Bool", f"_ = {prefix}m.{name}(other: m)", False
        self.requirements.append({"decl": decl, "call": call, "strict": strict, "main": False})

    # -- output ----------------------------------------------------------------------------
    def declaration(self):
        lines = [f"/// Features: {', '.join(sorted(set(self.features)))}."]
        attribute = "@MainActor " if self.kind == "main" else ""
        primary = f"<{self.primary}>" if getattr(self, "primary", None) else ""
        parents = f": {', '.join(self.parents)}" if self.parents else ""
        lines.append(f"{attribute}public protocol {self.name}{primary}{parents} {{")
        lines.extend(getattr(self, "assoc_decls", []))
        lines.extend(requirement["decl"] for requirement in self.requirements)
        lines.append("}")
        return "\n".join(lines)

    def plan(self):
        inherited = []
        shape = self.inherited
        while shape is not None:
            inherited.extend(shape.requirements)
            shape = shape.inherited
        return {"name": self.name, "kind": self.kind, "features": sorted(set(self.features)),
                "parents": self.parents, "associated": self.associated,
                "requirements": self.requirements + inherited}


PRELUDE = """// Generated by scripts/random-shapes.py (seed {seed}, {count} protocols): do not edit.
// Replay with STUBKIT_GEN_SEED={seed} make random-shapes.
import Foundation

public struct Model: Sendable, Hashable, Codable {{
    public init() {{}}
}}
public enum Kind: Sendable {{ case first, second }}
public enum ShapeError: Error, Sendable {{ case failed }}
"""


def write_module(args):
    rng = random.Random(args.seed)
    shapes = []
    for index in range(args.count):
        shapes.append(Shape(rng, index, shapes))
    text = [PRELUDE.format(seed=args.seed, count=args.count)]
    for clash in CLASH_TYPES:
        text.append(f"/// Named like a type of Foundation, the standard library or StubKit.\n"
                    f"public struct {clash}: Sendable, Hashable {{\n    public init() {{}}\n}}")
    text.extend(shape.declaration() for shape in shapes)
    import os
    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    with open(args.output, "w") as out:
        out.write("\n\n".join(text) + "\n")
    with open(args.plan, "w") as out:
        json.dump({"seed": args.seed, "shapes": [shape.plan() for shape in shapes]}, out, indent=1)


PARENT_CALLS = {
    "Equatable": "_ = m == m", "Hashable": "_ = m.hashValue", "Comparable": "_ = m < m",
    "CustomStringConvertible": "_ = m.description", "CustomDebugStringConvertible": "_ = m.debugDescription",
    "Identifiable": "_ = m.id", "Codable": "_ = try? JSONEncoder().encode(m)",
}


def split_top(text):
    """`text` split at the commas outside brackets."""
    parts, depth, current = [], 0, ""
    for position, char in enumerate(text):
        depth += (char in "([<") - (char in ")]" or (char == ">" and text[position - 1] != "-"))
        if char == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    return parts + ([current.strip()] if current.strip() else [])


def read_mocks(path):
    """Mock name -> {"generics": [parameter names], "strict": [(scope, action, type)]}.

    A strict stub with no value to return stops the test process when called unregistered, unless
    its action throws an untyped error (then it throws StubKitError) and the requirement does not
    rethrow: only those may reach the mock unanswered (the test expects their issue). The others,
    and strict get/set properties (`PropertyStub(strict:)`), are listed here, to be answered
    before the test calls them.
    """
    lines = open(path).read().splitlines()
    mocks, current, scope = {}, None, "instance"
    for index, line in enumerate(lines):
        match = re.match(r"^(?:final class|actor) (\w+Mock)(<.*?>)?(?::| \{)", line)
        if match:
            generics = [part.split(":")[0].strip() for part in split_top(match.group(2)[1:-1])] if match.group(2) else []
            current, scope = {"generics": generics, "strict": []}, "instance"
            mocks[match.group(1)] = current
            continue
        if current is None:
            continue
        if re.match(r"^    final class Statics\b", line):
            scope = "statics"
        elif re.match(r"^    final class Actions\b", line):
            scope = "actions"
        elif line == "    }":
            scope = "instance"
        text = line + (" " + lines[index + 1].strip() if re.match(r"^\s+var \w+:$", line) else "")
        # A get/set property without a default value: a strict PropertyStub, whose read before any
        # set stops the process. The test sets it first (an actor's cannot be set from outside).
        match = re.match(r'^\s+var (\w+Stub) = (?:StubKit\.)?PropertyStub<(.*)>\(strict: "\w+"\)$', text)
        if match:
            current["strict"].append((scope, match.group(1), match.group(2), "property"))
            continue
        match = re.match(r'^\s+var (\w+Action): (.*) = strictStub\(name: "\w+"(?:, throwing: \w+\.self)?\)$', text)
        if not match:
            continue
        action, action_type = match.groups()
        depth, arrow = 0, -1
        for position, char in enumerate(action_type):
            depth += (char in "([<") - (char in ")]" or (char == ">" and action_type[position - 1] != "-"))
            if depth == 0 and action_type.startswith("->", position):
                arrow = position
        effects = action_type[:arrow]
        untyped = re.search(r"\bthrows(?!\()", effects[effects.rfind(")"):]) is not None
        # The member whose body calls the action: the first line calling it, or the nearest
        # declaration above that line.
        caller = next((at for at in range(index + 1, len(lines)) if re.search(rf"\b{action}\(", lines[at])), 0)
        member = next((lines[back] for back in range(caller, 0, -1)
                       if re.match(r"^\s+(?:@\w+ )*(?:static )?(?:func|var|subscript)\b", lines[back])
                       and "Action:" not in lines[back]), "")
        if untyped and "rethrows" not in member:
            continue
        current["strict"].append((scope, action, action_type[arrow + 2:].strip(), "action"))
    return mocks


def answer_value(result, mock, bindings):
    """A Swift value of an action's result type, or None."""
    result = result.strip()
    if result.startswith("RandomShapes."):
        result = result[len("RandomShapes."):]
    values = {name: value for name, (value, _) in SIMPLE.items()}
    values.update({"Model": "Model()", "Kind": ".first", "Self": "mock"})
    if result in values:
        return values[result]
    if result == mock or result.startswith(mock + "<"):
        return "mock"
    if result in bindings:
        binding = bindings[result]
        return "1" if binding == "Int" else f"{binding}()"
    if result.startswith("(") and result.endswith(")"):
        parts = [answer_value(part, mock, bindings) for part in split_top(result[1:-1])]
        return None if None in parts else f"({', '.join(parts)})"
    return None


def exercise_body(requirements):
    """The lines of an exercise function that call each of `requirements` once on `m`."""
    body = ["    var m = mock", "    var (counter0, counter1, counter2, counter3) = (0, 0, 0, 0)",
            "    _ = (counter0, counter1, counter2, counter3)"]
    for requirement in requirements:
        call = requirement["call"]
        if requirement["strict"]:
            body.append("    await withKnownIssue(isIntermittent: true) {")
            body.append("        " + call.replace("\n        ", "\n        "))
            body.append("    }")
        else:
            body.append("    " + call.replace("\n        ", "\n    "))
    return body


def write_test(args):
    plan = json.load(open(args.plan))
    out = ["// Generated by scripts/random-shapes.py from the random module's plan: do not edit.",
           f"// Seed {plan['seed']}: every mock is made and each requirement called once.", "",
           "import Foundation", "import RandomShapes", "import StubKit", "import Testing", "",
           "extension RandomShapes.Model: DefaultProvidable {",
           "    public static var defaultValue: Self { .init() }", "}", ""]
    mocks = read_mocks(args.mocks) if args.mocks else {}
    tests, functions = [], []
    for shape in plan["shapes"]:
        name = shape["name"]
        where = [f"M.{assoc} == {binding}" for assoc, binding in shape["associated"]
                 if not (args.without_mocks and binding.endswith("Mock"))]
        where_text = f" where {', '.join(where)}" if where else ""
        signature = f"<M: {name}>(_ mock: M) async throws{where_text}"
        # Each requirement is called from its own isolation. A @MainActor protocol's requirements
        # all are; a Sendable protocol's @MainActor requirements go to a @MainActor function of their
        # own, and its other requirements stay in a nonisolated one: called from the main actor, a
        # nonisolated async requirement would be sent the arguments made there, main-actor values
        # (an autoclosure's `() -> String` is not Sendable: "sending value of non-Sendable type
        # '() -> String' risks causing data races"). The mock is Sendable (its protocol is), so the
        # nonisolated function hands it to the main-actor one, which keeps one call per requirement.
        main_protocol = shape["kind"] == "main"
        on_main = [r for r in shape["requirements"] if r["main"] and not main_protocol]
        elsewhere = [r for r in shape["requirements"] if main_protocol or not r["main"]]
        body = exercise_body(elsewhere)
        for parent in shape["parents"]:
            if parent in PARENT_CALLS:
                body.append(f"    await withKnownIssue(isIntermittent: true) {{ {PARENT_CALLS[parent]} }}")
        if on_main:
            body.append(f"    try await exercise{name}OnMainActor(m)")
        else:
            body.append("    _ = m")
        isolation = "@MainActor " if main_protocol else ""
        functions.append(f"/// {', '.join(shape['features'])}\n"
                         f"{isolation}func exercise{name}{signature} {{\n" + "\n".join(body) + "\n}")
        if on_main:
            functions.append(f"/// {name}'s @MainActor requirements.\n"
                             f"@MainActor func exercise{name}OnMainActor{signature} {{\n"
                             + "\n".join(exercise_body(on_main) + ["    _ = m"]) + "\n}")
        # The mock of the test, typed: its strict actions that would stop the process are answered
        # before the requirements are called (a value of the result, the mock itself for Self).
        mock_name = f"{name}Mock"
        mock = mocks.get(mock_name, {"generics": [], "strict": []})
        bindings = dict((assoc, binding) for assoc, binding in shape["associated"])
        arguments = [bindings.get(generic, "Int") for generic in mock["generics"]]
        mock_type = mock_name + (f"<{', '.join(arguments)}>" if arguments else "")
        setup = [f"        let mock = {mock_type}()"]
        owners = {"instance": "mock", "actions": "mock.actions", "statics": "type(of: mock).statics.current"}
        for scope, action, result, kind in mock["strict"]:
            value = answer_value(result, mock_name, bindings)
            if value is None:  # the call will stop the process: say why where it happens
                setup.append(f"        // {action} is not answered: the script has no value of {result}.")
            elif kind == "property":
                setup.append(f"        {owners[scope]}.{action}.set({value})")
            else:
                setup.append(f"        {owners[scope]}.{action} = {{ _ in {value} }}")
        tests.append(f"    {isolation}@Test func {name[0].lower() + name[1:]}() async throws {{\n"
                     + "\n".join(setup) + f"\n        try await exercise{name}(mock)\n    }}")
    if not args.without_mocks:
        out.append("@Suite struct RandomShapesTests {")
        out.append("\n\n".join(tests))
        out.append("}")
        out.append("")
    out.append("\n\n".join(functions))
    with open(args.output, "w") as handle:
        handle.write("\n".join(out) + "\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=["module", "test"])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--count", type=int, default=220)
    parser.add_argument("--output")
    parser.add_argument("--plan")
    parser.add_argument("--mocks")
    # The exercise functions alone, which must type-check against the module without any mock:
    # an error there is a bug of this script, not of the generator.
    parser.add_argument("--without-mocks", action="store_true")
    args = parser.parse_args()
    (write_module if args.command == "module" else write_test)(args)


if __name__ == "__main__":
    main()
