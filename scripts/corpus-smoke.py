#!/usr/bin/env python3
"""Writes the smoke test of one corpus module from its generated mock file.

    scripts/corpus-smoke.py MOCKS.swift MODULE OUTPUT.swift [SUMMARY.json]

For every mock of the file, one Swift Testing test that makes the mock, sets up one requirement
(`setupStubSequence(of: &mock.<action>).expect(.once)`), calls it through the protocol's own
spelling, and verifies it with `SKTVerify`. The test reads only what any generator output keeps:
the mock's name and generic parameters, the requirement's signature as the protocol declares it,
and the `...Action` property its body calls, so it survives changes of the generator's shapes.

The requirement is the first one that can be called with values the test can make (no parameters,
or standard-library and Foundation values, closures returning Void); a strict stub (no default
result), a placeholder, a static, a generic method or an `inout` parameter is passed over. A mock
with no such requirement is still made, and its first action is set up `.expect(.never)` and
verified; a generic mock whose parameters the script cannot fill is left out. SUMMARY.json gets
one line per mock saying which of these happened.
"""
import json
import re
import sys

INTS = {"Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "TimeInterval", "Swift.Int", "Swift.Double", "Swift.UInt"}
SIMPLE = {
    "String": '""', "Swift.String": '""', "Substring": '""', "Bool": "false", "Swift.Bool": "false",
    "Character": '"a"', "Data": "Data()", "Foundation.Data": "Data()", "Date": "Date()", "UUID": "UUID()",
    "URL": 'URL(fileURLWithPath: "/")', "Foundation.URL": 'URL(fileURLWithPath: "/")',
    "Any": "0", "any Sendable": "0", "Sendable": "0", "AnyHashable": "0", "Duration": ".zero",
    "Error": "CorpusSmokeError()", "any Error": "CorpusSmokeError()", "Swift.Error": "CorpusSmokeError()",
    "any Swift.Error": "CorpusSmokeError()", "Void": "()", "()": "()",
}
# Constraints that Int satisfies, for a generic mock's parameters.
INT_CONFORMS = {
    "Equatable", "Hashable", "Comparable", "Sendable", "Codable", "Encodable", "Decodable",
    "CustomStringConvertible", "Numeric", "BinaryInteger", "FixedWidthInteger", "SignedInteger",
    "SignedNumeric", "AdditiveArithmetic", "Strideable", "LosslessStringConvertible", "BitwiseCopyable",
    "ExpressibleByIntegerLiteral", "CustomDebugStringConvertible", "Copyable", "Escapable",
}


def split_top(text, separator=","):
    """Splits at `separator` outside brackets."""
    parts, depth, current = [], 0, ""
    for char in text:
        if char in "([<{":
            depth += 1
        elif char in ")]>}":
            depth -= 1
        if char == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current)
    return [part.strip() for part in parts]


def balanced(text, start, open_char, close_char):
    """The index just past the bracket closing the one at `start`."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] == open_char:
            depth += 1
        elif text[index] == close_char:
            depth -= 1
            if depth == 0:
                return index + 1
    return len(text)


def value_for(type_text):
    """A Swift expression of the type, or None."""
    text = type_text.strip()
    for attribute in ("@escaping", "@Sendable", "sending", "borrowing", "consuming", "__owned", "__shared"):
        text = text.replace(attribute + " ", "").strip()
    if text.startswith("@autoclosure"):
        inner = text[len("@autoclosure"):].strip()
        match = re.match(r"^\(\)\s*(?:async\s*)?(?:throws(?:\([^)]*\))?\s*)?->\s*(.+)$", inner)
        return value_for(match.group(1)) if match else None
    if text.endswith("?") or text.endswith("!"):
        return "nil"
    if text in INTS:
        return f"{text}(0)"  # typed: overloads on Int64 and Double stay unambiguous
    if text in SIMPLE:
        return SIMPLE[text]
    if text.startswith("[") and text.endswith("]"):
        return "[:]" if len(split_top(text[1:-1], ":")) == 2 else "[]"
    if text.startswith("(") and "->" in text:
        close = balanced(text, 0, "(", ")")
        result = text[close:].split("->", 1)[1].strip()
        arity = len(split_top(text[1:close - 1])) if text[1:close - 1].strip() else 0
        if result not in ("Void", "()"):
            return None
        return "{ }" if arity == 0 else "{ " + ", ".join(["_"] * arity) + " in }"
    return None


def parse_parameters(text):
    """[(label or None, type)] of a parameter clause without its parentheses, or None."""
    result = []
    for parameter in split_top(text):
        if ":" not in parameter:
            return None
        names, type_text = parameter.split(":", 1)
        names = names.split()
        if type_text.strip().startswith("inout") or type_text.strip().endswith("..."):
            return None
        label = names[0] if names else "_"
        result.append((None if label == "_" else label.strip("`"), type_text.strip()))
    return result


def mocks_of(source):
    """(header, body lines) of every top-level mock declaration."""
    lines = source.split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        if re.match(r"^(@\w+ )*(nonisolated )?(final class|class|actor|struct) \w+", line):
            header = line
            attributes = lines[index - 1] if index > 0 and lines[index - 1].startswith("@") else ""
            while "{" not in header:
                index += 1
                header += " " + lines[index].strip()
            body = []
            index += 1
            while index < len(lines) and lines[index] != "}":
                body.append(lines[index])
                index += 1
            if header.rstrip().endswith("{ }") or header.rstrip().endswith("{}"):
                body = []
            yield attributes + " " + header, body
        index += 1


def members_of(body):
    """The body's members, split at blank lines (the generator separates members with one); nested
    types (a mock's `Statics` or `Actions`) are left out."""
    chunk = []
    nested = False
    for line in body:
        if re.match(r"^    (?:@\w+ )*(?:nonisolated )?(?:final class|class|struct|enum|actor) ", line):
            nested = not line.rstrip().endswith("}")
            continue
        if nested:
            nested = line != "    }"
            continue
        if line.strip() == "" and chunk:
            yield "\n".join(chunk)
            chunk = []
        elif line.strip():
            chunk.append(line)
    if chunk:
        yield "\n".join(chunk)


def generic_arguments(clause, mocks_without_generics):
    """Type arguments for `<A: P, B>`, or (None, why)."""
    arguments = []
    for parameter in split_top(clause):
        name, _, constraint = parameter.partition(":")
        constraints = {part.strip() for part in constraint.replace("&", ",").split(",") if part.strip()}
        if not constraints or constraints <= INT_CONFORMS:
            arguments.append("Int")
        elif constraints <= INT_CONFORMS | {"Error"} and "Error" in constraints:
            arguments.append("CorpusSmokeError")
        elif len(constraints) == 1 and next(iter(constraints)) + "Mock" in mocks_without_generics:
            arguments.append(next(iter(constraints)) + "Mock")
        else:
            return None, f"generic parameter {parameter.strip()}"
    return arguments, None


def plan(header, body, mocks_without_generics):
    """What the test of one mock does: a dict, or None with a reason. `main_actor` holds the global
    actor the test runs on (the mock's, or its chosen requirement's), if any."""
    name = re.search(r"(?:final class|class|actor|struct) (\w+)", header).group(1)
    actor_attribute = re.search(r"@(\w*Actor)\b", header.split(name)[0])
    info = {"mock": name, "main_actor": actor_attribute.group(1) if actor_attribute else None,
            "actor": re.search(r"\bactor " + name, header) is not None}
    rest = header.split(name, 1)[1]
    type_text = name
    if rest.startswith("<"):
        clause = rest[1:balanced(rest, 0, "<", ">") - 1]
        arguments, why = generic_arguments(clause, mocks_without_generics)
        if arguments is None:
            return None, f"{name}: not made ({why})"
        if " where " in rest[balanced(rest, 0, "<", ">"):].split("{")[0]:
            return None, f"{name}: not made (a where clause on its generic parameters)"
        type_text = f"{name}<{', '.join(arguments)}>"
    info["type"] = type_text
    actions_path = "mock.actions." if any("nonisolated let actions" in line for line in body) else "mock."
    first_action = None
    # Strict actions, wherever declared: an actor mock keeps its actions in a nested `Actions` class.
    strict_actions = set(re.findall(r"\b(?:var|let) (\w+Action)\b[^\n]*= strictStub\(", "\n".join(body)))
    for member in members_of(body):
        if "#warning" in member or "unmockedRequirement" in member or re.search(r"\bstatic\b|\bclass func\b", member):
            continue
        if re.search(r"^\s*(?:@\w+ )*(?:required |convenience |override |nonisolated )*init[?!]?\s*[(<]", member, re.M):
            continue  # an init requirement's action belongs to the type, not to the mock
        declared = re.search(r"(?:lazy )?var (\w+Action)\b", member) or re.search(r"\blet (\w+Action)\b", member)
        used = re.search(r"\b(\w+Action)\(", member)
        action = (declared or used).group(1) if (declared or used) else None
        if action is None:
            continue
        strict = "strictStub" in member or action in strict_actions
        first_action = first_action or (action, strict)
        call = None
        # The member's own `func`, at the mock's indentation: a body's local function (the
        # `func pass(_ isolation:)` of an async method's closure parameters) is not a member.
        function = re.search(r"^ {4}(?:[@\w()]+ )*func ([\w`]+)\s*\(", member, re.M)
        if function and not strict:
            open_index = function.end() - 1
            close = balanced(member, open_index, "(", ")")
            parameters = parse_parameters(member[open_index + 1:close - 1]) if member[open_index + 1:close - 1].strip() else []
            if parameters is not None:
                values = [value_for(type_text) for _, type_text in parameters]
                if all(value is not None for value in values):
                    arguments = ", ".join((f"{label}: " if label else "") + value
                                          for (label, _), value in zip(parameters, values))
                    call = f"mock.{function.group(1)}({arguments})"
                    # A synchronous requirement beside an `async` overload of the same name (Vapor's
                    # `Server.start(address:)`): an async context would pick the async one, so the
                    # call is made from a synchronous closure.
                    overloaded = any(re.search(rf"\bfunc {re.escape(function.group(1))}\s*\(", other)
                                     and re.search(r"\)\s*async\b", other.split("{")[0])
                                     for other in members_of(body))
                    if overloaded and not re.search(r"\basync\b", member[close:].split("{")[0]) \
                            and not info["actor"]:
                        call = "{ () -> Void in _ = try? " + call + " }()"
        property_match = re.search(r"^\s*(?:@\w+ )*(?:nonisolated )?var (\w+(?<!Action)(?<!Stub)): [^{\n]+\{", member, re.M)
        if call is None and not strict and not function and property_match:
            call = f"mock.{property_match.group(1)}"
        if call:
            # A main-actor requirement of a mock that is not isolated: the test runs on the main actor.
            member_actor = re.search(r"@(\w*Actor)\b", member)
            info["main_actor"] = info["main_actor"] or (member_actor.group(1) if member_actor else None)
            info.update(action=actions_path + action, call=call, kind="set up, called and verified")
            return info, None
    if first_action:
        info.update(action=actions_path + first_action[0], call=None,
                    kind="set up .never and verified (no requirement callable with made values"
                    + ("; its first action is a strict stub)" if first_action[1] else ")"))
        return info, None
    info.update(action=None, call=None, kind="made only (no action)")
    return info, None


def main():
    mock_path, module, output_path = sys.argv[1:4]
    summary_path = sys.argv[4] if len(sys.argv) > 4 else None
    source = open(mock_path).read()
    declarations = list(mocks_of(source))
    simple = {re.search(r"(?:final class|class|actor|struct) (\w+)", header).group(1)
              for header, _ in declarations
              if not re.search(r"(?:final class|class|actor|struct) \w+<", header)}
    imports = sorted(set(re.findall(r"^import (\w+)$", source, re.M)) | {"Foundation", "StubKit", "Testing"})
    tests, summary = [], []
    for header, body in declarations:
        info, why = plan(header, body, simple)
        if info is None:
            summary.append({"mock": why.split(":")[0], "result": why.split(": ", 1)[1]})
            continue
        summary.append({"mock": info["mock"], "result": info["kind"]})
        isolation = f"@{info['main_actor']} " if info["main_actor"] else ""
        lines = [f"    {isolation}@Test func {info['mock'][0].lower() + info['mock'][1:]}() async throws {{",
                 f"        let mock = {info['type']}()"]
        if info["action"]:
            expectation = ".once" if info["call"] else ".never"
            lines.append(f"        let sequence = setupStubSequence(of: &{info['action']}).expect({expectation})")
            if info["call"] and info["call"].startswith("{"):
                lines.append(f"        _ = {info['call']}")
            elif info["call"]:
                lines.append(f"        _ = try? await {info['call']}")
            lines.append("        SKTVerify(sequence)")
        else:
            lines.append("        _ = mock")
        lines.append("    }")
        tests.append("\n".join(lines))
    with open(output_path, "w") as out:
        out.write("// Generated by scripts/corpus-smoke.py from the generated mocks: do not edit.\n")
        out.write("// Each test makes one mock, sets up one requirement, calls it and verifies it.\n\n")
        for name in imports:
            out.write(f"import {name}\n")
        out.write("\nstruct CorpusSmokeError: Swift.Error, Hashable, Codable, Sendable {}\n\n")
        out.write(f"@Suite struct {module}Smoke {{\n")
        out.write("\n\n".join(tests))
        out.write("\n}\n")
    if summary_path:
        with open(summary_path, "w") as out:
            json.dump(summary, out, indent=1)


if __name__ == "__main__":
    main()
