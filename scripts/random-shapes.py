#!/usr/bin/env python3
"""Random protocol shapes for the mock generator (issue 20), seeded and replayable.

    scripts/random-shapes.py module --seed N --count C --output Module.swift --plan plan.json
    scripts/random-shapes.py test --plan plan.json --mocks Mocks.swift --output Tests.swift
    scripts/random-shapes.py test --plan plan.json --without-mocks --output Check.swift

`module` draws C protocols from a grammar of requirement features and their combinations
(effects, isolation, generic methods, closures, inout, variadics, autoclosures, statics, inits,
properties and subscripts, Sendable/actor/@MainActor protocols, associated types with
constraints, primary and default types, parents several levels deep and from the standard
library, name clashes with Foundation, standard-library and StubKit types, `Self`), and the
families of issue 25's table (FAMILIES: requirements re-declared by a parent and its child or by two
parents, generic initializers and subscripts, ownership and noncopyable parameters, implicitly
unwrapped optionals, closure typealiases, generic parameters named like known types, constrained
associated types, attributes with arguments, `rethrows` with an `inout` closure, typealiases of
the protocol tying associated types, @MainActor protocols refining nonisolated ones, protocols
refining Collection, Sequence or IteratorProtocol) and of issue 34's (opaque types inside generic
arguments, the module's own `@_spi(Name)` protocols, parents from toolchain modules other than the
standard library) and issue 40's (several opaque types of one constraint in one method, beside a
generic parameter named as the generator names them; closures over parameter packs, closures
throwing their generic method's own concrete error), writes them as one module, and the plan (what
each protocol declares, its families) as JSON. A protocol's own parents (Shape12Base, Shape12Left,
Shape12Right) are written before it. Each protocol's doc comment
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
# The SPIs of the module's own `@_spi(Name)` protocols (the spi family); the test imports them all.
SPI_NAMES = ["Storage", "Experimental", "Testing"]
# The families of issue 25's table: name -> the feature prefixes that mark a protocol as having it.
# The plan lists each protocol's families; the report counts them (and the failing ones).
FAMILIES = {
    "redeclared": ["redeclared:"],
    "generic-init": ["generic-init:"],
    "generic-subscript": ["generic-subscript:"],
    "ownership": ["ownership:"],
    "iuo": ["iuo:"],
    "closure-typealias": ["closure-typealias:"],
    "shadowing-generic-name": ["shadowing-generic:"],
    "associated-constraint": ["associated-constraint:"],
    "attribute-arguments": ["attribute:"],
    "rethrows-inout-closure": ["rethrows-inout:"],
    "protocol-typealias": ["protocol-typealias:"],
    "isolated-refines-nonisolated": ["isolated-refines:"],
    "collection": ["collection:"],
    "opaque-generic-argument": ["opaque-argument:"],
    "opaque-same-constraint": ["opaque-same:"],
    "spi": ["spi:"],
    "toolchain-parent": ["toolchain-parent:"],
    "pack-closure": ["pack-closure:"],
    "typed-error-closure": ["typed-closure:"],
    "class": ["class:"],
}
# The requirement shapes of the families, drawn beside the others.
REQUIREMENT_FAMILIES = {
    "generic_init": "generic-init", "generic_subscript": "generic-subscript", "ownership": "ownership",
    "iuo": "iuo", "closure_alias": "closure-typealias", "shadowing": "shadowing-generic-name",
    "attributed": "attribute-arguments", "rethrows_inout": "rethrows-inout-closure",
    "opaque_argument": "opaque-generic-argument", "opaque_same": "opaque-same-constraint",
    "pack_closure": "pack-closure", "typed_closure": "typed-error-closure",
}
# How often each family is drawn (`--families` changes it): 1 by default, 0 when left out, 4 when
# it is one of the families asked for (a module to judge a few families on their own).
FAMILY_WEIGHT = {family: 1 for family in FAMILIES}


def weight(family):
    return FAMILY_WEIGHT[family]


# Generic parameter names that are also types of Foundation, the standard library, StubKit (whose
# names the mocks write: GenericCall, TestScoped) or the module: (name, constraint, argument).
SHADOWING = [
    ("Data", "Codable", "1"), ("URL", "Hashable", "1"), ("Date", None, '"a"'), ("Model", "Sendable", "1"),
    ("Kind", "Equatable", "1"), ("Result", "Error", "ShapeError.failed"), ("Expression", None, "1"),
    ("GenericCall", None, "1"), ("TestScoped", "Sendable", '"a"'), ("Recorder", None, "1"),
    ("String", "Hashable", "1"), ("Element", None, "1"),
]
# The values of the types the test binds associated types to (other bindings: `Type()`).
BINDING_VALUES = {"Int": "1", "String": '"a"', "[Int]": "[1]", "Model": "Model()", "Range<Int>": "0..<0",
                  "SpecificProducer": "SpecificProducer()", "IntKey": "IntKey()", "Pair": "Pair()"}


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
        self.helpers = []  # declarations written before the protocol: its own parents, extensions
        self.unbound = []  # associated types the test's `where` leaves free (bound only in the mock's type)
        self.aliases = []  # typealiases inside the protocol
        self.protocol_attribute = ""
        self.parent_calls = []  # calls of requirements the protocol gets from standard parents
        self.init_labels = set()
        self.where_clause = ""  # a standard collection parent's Element (and Index)
        self.spi = []  # the protocol's `@_spi` names (the spi family): public only to `@_spi(Name) import`
        self.helper_spi = []  # those of its own parents
        if rng.random() < 0.08 * weight("spi"):
            self.spi = rng.sample(SPI_NAMES, 2 if rng.random() < 0.25 else 1)
            self.features.append("spi:protocol" + (":two-names" if len(self.spi) == 2 else ""))
        self.draw_parents(earlier)
        self.draw_associated(earlier)
        self.draw_protocol_families()
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
        if self.kind != "actor" and rng.random() < 0.08 * weight("collection"):
            self.draw_collection_parent()
        if self.kind != "actor" and rng.random() < 0.08 * weight("toolchain-parent"):
            self.draw_toolchain_parent()
        if self.kind == "main":
            # A @MainActor protocol refining standard protocols whose requirements are nonisolated.
            for parent in self.parents:
                if parent not in ("AnyObject", "Sendable", "Error"):
                    self.features.append(f"isolated-refines:standard:{parent}")
        # A module protocol refining a collection protocol is a parent only of protocols that
        # refine none (two `Element ==` would contradict each other).
        # A public protocol cannot refine an `@_spi` one ("cannot use protocol here; it is SPI").
        earlier = [shape for shape in earlier if self.spi or not shape.spi]
        same_kind = [shape for shape in earlier if shape.kind == self.kind and not shape.associated
                     and "Codable" not in shape.parents and "Identifiable" not in shape.parents
                     and not (shape.refines_collection() and self.where_clause)]
        # A @MainActor protocol refining a nonisolated protocol of the module with requirements:
        # the test calls them from the main actor, so none of them may be async (its arguments,
        # made on the main actor, would be sent away).
        nonisolated = [shape for shape in earlier if shape.kind == "plain" and not shape.associated
                       and "Codable" not in shape.parents and "Identifiable" not in shape.parents
                       and not (shape.refines_collection() and self.where_clause)
                       and not any("async" in r["decl"] for r in shape.all_requirements())]
        if self.spi and rng.random() < 0.3:
            # An SPI protocol refining an SPI one of another name (the mock needs both imports).
            other = next(name for name in SPI_NAMES if name not in self.spi)
            self.helper_spi.append(other)
            n = self.index
            base = self.helper("SPIBase", [f"    func spiBase{n}(_ value: Int) -> Bool"], attribute=f"@_spi({other}) ")
            self.parents.append(base)
            self.requirements.append({"decl": "", "call": f"_ = {self.call_prefix('', False)}m.spiBase{n}(1)",
                                      "strict": False, "main": False})
            self.features.append("spi:refines-spi-of-another-name")
        if self.spi and "Storage" not in self.spi and rng.random() < 0.3:
            # A requirement naming an SPI type of another SPI (the mock's file imports both).
            self.helper_spi.append("Storage")
            name = self.fresh()
            prefix = self.call_prefix("", self.kind == "actor")
            self.requirements.append({"decl": f"    func {name}(_ token: StoredToken) -> Bool",
                                      "call": f"_ = {prefix}m.{name}(StoredToken())", "strict": False, "main": False})
            self.features.append("spi:type-of-another-name")
        if self.kind == "main" and nonisolated and rng.random() < 0.3 * weight("isolated-refines-nonisolated"):
            parent = rng.choice(nonisolated)
            self.parents.append(parent.name)
            self.inherited = parent
            self.depth = parent.depth + 1
            self.features.append(f"inherits-depth:{self.depth}")
            self.features.append("isolated-refines:module-protocol")
            self.note_spi_parent(parent)
            return
        if same_kind and rng.random() < 0.3:
            parent = rng.choice(same_kind)
            self.parents.append(parent.name)
            self.inherited = parent
            depth = parent.depth + 1
            self.features.append(f"inherits-depth:{depth}")
            self.note_spi_parent(parent)
        else:
            self.inherited = None
            depth = 0
        self.depth = depth

    def note_spi_parent(self, parent):
        if self.spi:
            self.features.append("spi:refines-" + ("spi" if parent.spi else "public"))

    def draw_toolchain_parent(self):
        """A parent from a toolchain module other than the standard library: Observation's
        `Observable` (a class-bound protocol's too), Foundation's `LocalizedError` (declared in
        FoundationEssentials) and `CustomNSError`, whose requirements all have defaults there.
        Not drawn: Synchronization's `AtomicRepresentable` (its mock is judged in the corpus, with
        Synchronization's own protocols) and Distributed's protocols, which the generator leaves
        out with why (a distributed actor's mock needs an actor system of the user's)."""
        rng = self.rng
        forms = ["observable", "observable"]
        if self.kind != "main":  # an Error is Sendable and nonisolated
            forms += ["localized-error", "localized-error-redeclared", "custom-ns-error"]
        form = rng.choice(forms)
        self.features.append(f"toolchain-parent:{form}")
        if form == "observable":
            if self.kind == "plain" and rng.random() < 0.5:
                self.parents.append("AnyObject")
                self.features.append("toolchain-parent:observable-class-bound")
            self.parents.append("Observable")
        elif form == "custom-ns-error":
            self.parents.append("CustomNSError")
        else:
            self.parents.append("LocalizedError")
            if form == "localized-error-redeclared":
                self.requirements.append({"decl": "    var errorDescription: String? { get }",
                                          "call": "_ = m.errorDescription", "strict": False, "main": False})

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
        simple = [shape for shape in earlier if shape.kind == "plain" and not shape.associated and not shape.parents
                  and (self.spi or not shape.spi)]
        if simple and rng.random() < 0.12:
            target = rng.choice(simple)
            self.assoc_decls = getattr(self, "assoc_decls", []) + [f"    associatedtype {target.name}: RandomShapes.{target.name}"]
            self.associated.append((target.name, f"{target.name}Mock"))
            self.features.append("associatedtype-named-like-a-protocol")
        if rng.random() < 0.15 * weight("associated-constraint"):
            self.draw_associated_constraint()

    def refines_collection(self):
        return bool(self.where_clause) or (self.inherited is not None and self.inherited.refines_collection())

    def all_requirements(self):
        """The requirements of the protocol and of the module's protocols it refines."""
        return self.requirements + (self.inherited.all_requirements() if self.inherited else [])

    def bind(self, name, binding, bound=True):
        """An associated type the test binds: in the exercise function's `where` when `bound`,
        always as the mock's generic argument (when the mock has a parameter of that name)."""
        self.associated.append((name, binding))
        if not bound:
            self.unbound.append(name)

    def draw_collection_parent(self):
        """A protocol refining a standard collection protocol, with an Element of the module."""
        rng = self.rng
        parent = rng.choice(["Collection", "Collection", "BidirectionalCollection", "Sequence", "IteratorProtocol"])
        element = rng.choice(["Model", "Model", "Expression", "Kind"])
        where = [f"Element == {element}"]
        if parent != "Sequence" and parent != "IteratorProtocol" and rng.random() < 0.6:
            where.append("Index == Int")
            self.features.append(f"collection:{parent}-Index-Int")
        else:
            self.features.append(f"collection:{parent}")
        if element != "Model":
            self.features.append(f"collection:element-{element}")
        self.parents.append(parent)
        self.where_clause = " where " + ", ".join(where)
        # The mock's generic parameters, if it makes any of the free associated types one (in the
        # test, which imports Foundation, the module's Expression is written qualified).
        qualified = f"RandomShapes.{element}" if element in CLASH_TYPES else element
        if parent == "Sequence":
            self.bind("Iterator", f"IndexingIterator<[{qualified}]>", bound=False)
            self.parent_calls.append(("var iterator = m.makeIterator()\n        _ = iterator.next()", True))
        elif parent == "IteratorProtocol":
            self.bind("Element", qualified, bound=False)
            self.parent_calls.append(("_ = m.next()", False))
        else:
            if "Index == Int" not in where:
                self.bind("Index", "Int", bound=False)
            self.parent_calls.append(("_ = m.startIndex", False))
            self.parent_calls.append(("_ = m.endIndex", False))
            self.parent_calls.append(("_ = m.index(after: m.startIndex)", False))
            if parent == "BidirectionalCollection":
                self.parent_calls.append(("_ = m.index(before: m.endIndex)", False))
            self.parent_calls.append(("_ = m[m.startIndex]", True))

    def draw_protocol_families(self):
        rng = self.rng
        if self.kind != "actor" and rng.random() < 0.14 * weight("redeclared"):
            self.draw_redeclared()
        if rng.random() < 0.07 * weight("protocol-typealias"):
            self.draw_transport()
        if rng.random() < 0.05 * weight("attribute-arguments"):
            self.draw_builder_body()

    def helper(self, suffix, body, parents="", attribute=""):
        name = f"{self.name}{suffix}"
        # The helpers of an SPI protocol are SPI too (but its own SPI parent's, of another name).
        attribute = attribute or "".join(f"@_spi({spi}) " for spi in self.spi)
        lines = [f"/// A parent of {self.name}.", f"{attribute}public protocol {name}{parents} {{"] + body + ["}"]
        self.helpers.append("\n".join(lines))
        return name

    def draw_redeclared(self):
        """Requirements declared again: by the protocol and a parent, by two parents."""
        rng = self.rng
        form = rng.choice(["description", "narrowed-associated", "narrowed-existential", "throws-dropped",
                           "two-parents", "associated-refined"])
        if form in ("narrowed-associated", "associated-refined") and any(n == "Producer" for n, _ in self.associated):
            form = "two-parents"
        # In a @MainActor protocol, the extension answering the nonisolated parent's requirement is
        # isolated too: the mock conforms to that parent `@preconcurrency` (seed 23 drew one).
        if form == "narrowed-existential" and self.kind == "main":
            self.features.append("isolated-refines:narrowed-existential")
        self.features.append(f"redeclared:{form}")
        n = self.index
        main = False
        if form == "description":
            if "CustomStringConvertible" not in self.parents:
                self.parents.append("CustomStringConvertible")
            self.requirements.append({"decl": "    var description: String { get }", "call": "_ = m.description",
                                      "strict": False, "main": main})
        elif form == "narrowed-associated":
            # The parent's associated type, the child's concrete type of the same property.
            base = self.helper("Base", ["    associatedtype Producer: ProducerBase",
                                        f"    var producer{n}: Producer {{ get }}"])
            self.parents.append(base)
            self.bind("Producer", "SpecificProducer", bound=False)
            self.requirements.append({"decl": f"    var producer{n}: SpecificProducer {{ get }}",
                                      "call": f"_ = m.producer{n}", "strict": True, "main": main})
        elif form == "associated-refined":
            # The child refines the parent's associated type and declares the property again.
            base = self.helper("Base", ["    associatedtype Producer: ProducerBase",
                                        f"    var producer{n}: Producer {{ get }}"])
            self.parents.append(base)
            self.assoc_decls.append("    associatedtype Producer: RefinedProducer")
            self.bind("Producer", "SpecificProducer")
            self.requirements.append({"decl": f"    var producer{n}: Producer {{ get }}",
                                      "call": f"_ = m.producer{n}", "strict": True, "main": main})
        elif form == "narrowed-existential":
            # The parent's existential property, the child's concrete one; the child's extension
            # answers the parent's from its own.
            base = self.helper("Base", [f"    var producer{n}: any ProducerBase {{ get }}"])
            self.parents.append(base)
            self.helpers.append(f"extension {self.name} {{\n    public var producer{n}: any ProducerBase {{\n"
                                f"        let producer: SpecificProducer = producer{n}\n        return producer\n    }}\n}}")
            self.requirements.append({"decl": f"    var producer{n}: SpecificProducer {{ get }}",
                                      "call": f"let _: SpecificProducer = m.producer{n}\n"
                                              f"        let _: any ProducerBase = m.producer{n}",
                                      "strict": True, "main": main})
        elif form == "throws-dropped":
            effect = rng.choice(["throws", "throws", "async throws"])
            child_effect = "async" if "async" in effect else ""
            signature = f"encode{n}(into buffer: inout [UInt8], context: Model)"
            base = self.helper("Base", [f"    func {signature} {effect}"])
            self.parents.append(base)
            prefix = self.call_prefix(child_effect, False)
            self.requirements.append({"decl": "    " + f"func {signature} {child_effect}".strip(),
                                      "call": f"var buffer: [UInt8] = []\n        {prefix}m.encode{n}(into: &buffer, context: Model())",
                                      "strict": False, "main": main})
            if child_effect:
                self.features.append("redeclared:async")
        else:
            body = [f"    func reset{n}()", f"    var name{n}: String {{ get }}"]
            if rng.random() < 0.5:
                body.append(f"    static func make{n}() -> Self")
            left = self.helper("Left", body)
            right = self.helper("Right", body)
            self.parents.extend([left, right])
            calls = [f"m.reset{n}()", f"_ = m.name{n}"]
            self.requirements.append({"decl": "", "call": "\n        ".join(calls), "strict": False, "main": main})
            if len(body) == 3:
                self.requirements.append({"decl": "", "call": f"_ = M.make{n}()", "strict": True, "main": main})
            if rng.random() < 0.5:
                # The child declares it a third time.
                self.requirements.append({"decl": f"    func reset{n}()", "call": f"m.reset{n}()", "strict": False,
                                          "main": main})
                self.features.append("redeclared:three-times")

    def draw_transport(self):
        """Associated types tied through typealiases of the protocol (a transport)."""
        rng = self.rng
        if any(name == "Bytes" for name, _ in self.associated):
            return
        alias = rng.choice(["Inbound", "Outbound", "Stream"])  # Stream is also Foundation's class
        self.assoc_decls.append("    associatedtype Bytes")
        self.bind("Bytes", "Int")
        self.aliases.append(f"    typealias {alias} = Chunked<Bytes>")
        self.features.append("protocol-typealias:transport" + (":named-Stream" if alias == "Stream" else ""))
        prefix = self.call_prefix("async throws", self.kind == "actor")
        name = self.fresh()
        self.requirements.append({"decl": f"    func {name}() async throws -> {alias}", "call": f"_ = {prefix}m.{name}()",
                                  "strict": True, "main": False})
        name = self.fresh()
        self.requirements.append({"decl": f"    func {name}(_ frame: {alias}) async throws",
                                  "call": f"{prefix}m.{name}(.init())", "strict": False, "main": False})
        if self.kind != "actor" and rng.random() < 0.5:
            self.aliases.append("    typealias BytesHandler = (Bytes) -> Void")
            self.features.append("protocol-typealias:closure")
            name = self.fresh()
            self.requirements.append({"decl": f"    func {name}(_ handler: @escaping BytesHandler)",
                                      "call": f"m.{name} {{ @Sendable _ in }}", "strict": False, "main": False})
        if rng.random() < 0.4:
            self.aliases.append("    typealias Frame = (bytes: Bytes, count: Int)")
            self.features.append("protocol-typealias:tuple")
            name = self.fresh()
            prefix = self.call_prefix("", self.kind == "actor")
            self.requirements.append({"decl": f"    var {name}: Frame {{ get }}", "call": f"_ = {prefix}m.{name}",
                                      "strict": False, "main": False})

    def draw_builder_body(self):
        """A property built by a result builder generic over the protocol's associated types."""
        if any(name in ("State", "Action") for name, _ in self.associated):
            return
        self.assoc_decls.extend(["    associatedtype State", "    associatedtype Action"])
        self.bind("State", "Int")
        self.bind("Action", "String")
        name = f"body{self.index}"
        self.features.append("attribute:result-builder-associated")
        prefix = self.call_prefix("", self.kind == "actor")
        self.requirements.append({"decl": f"    @ShapeBuilder<State, Action> var {name}: Int {{ get }}",
                                  "call": f"_ = {prefix}m.{name}", "strict": False, "main": False})

    def draw_associated_constraint(self):
        """Associated types with constraints the mock must keep: a Collection used through its
        Element, a `= Self` default, a `where` on the associated type's own associated type."""
        rng = self.rng
        form = rng.choice(["collection-element", "default-Self", "where-clause"])
        names = [name for name, _ in self.associated]
        prefix = self.call_prefix("", self.kind == "actor")
        if form == "collection-element" and "Batch" not in names:
            self.assoc_decls.append("    associatedtype Batch: Collection")
            self.bind("Batch", "[Int]")
            name = self.fresh()
            effect = self.effects()
            prefix = self.call_prefix(effect, self.kind == "actor")
            self.requirements.append({"decl": "    " + " ".join(f"func {name}(in batch: Batch) {effect} -> Batch.Element?".split()),
                                      "call": f"_ = {prefix}m.{name}(in: [1])", "strict": False, "main": False})
            name = self.fresh()
            self.requirements.append({"decl": f"    func {name}(_ element: Batch.Element, at index: Batch.Index?)",
                                      "call": f"{self.call_prefix('', self.kind == 'actor')}m.{name}(1, at: nil)",
                                      "strict": False, "main": False})
        elif form == "default-Self" and not {"Token", "ID"} & set(names):
            alias = "ID" if "Identifiable" not in self.parents else "Token"
            # An actor's results leave its isolation: Sendable there (an actor is).
            constraint = "Hashable & Sendable" if self.kind == "actor" else "Hashable"
            self.assoc_decls.append(f"    associatedtype {alias}: {constraint} = Self")
            self.bind(alias, "Int", bound=False)
            name = self.fresh()
            self.requirements.append({"decl": f"    var {name}: {alias} {{ get }}", "call": f"_ = {prefix}m.{name}",
                                      "strict": True, "main": False})
            other = self.fresh()
            self.requirements.append({"decl": f"    func {other}(_ id: {alias}) -> Bool",
                                      "call": f"_ = {prefix}m.{other}({prefix}m.{name})", "strict": True,
                                      "main": False})
        elif form == "where-clause" and "Source" not in names:
            self.assoc_decls.append("    associatedtype Source: Keyed where Source.Key == Int")
            self.bind("Source", "IntKey")
            name = self.fresh()
            self.requirements.append({"decl": f"    func {name}(_ source: Source) -> Source.Key",
                                      "call": f"_ = {prefix}m.{name}(IntKey())", "strict": False, "main": False})
        else:
            return
        self.features.append(f"associated-constraint:{form}")

    # -- requirements ----------------------------------------------------------------------
    def fresh(self):
        self.counter += 1
        return f"{self.rng.choice(WORDS)}{self.index}x{self.counter}"

    def value_type(self, for_result=False):
        rng = self.rng
        roll = rng.random()
        bound = [(name, binding) for name, binding in self.associated if name not in self.unbound]
        if bound and roll < 0.15:
            name, binding = bound[0]
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
        shape = rng.choice(["method"] * 6 + ["generic"] * 3 + ["property"] * 2 + ["subscript", "static", "init", "self"]
                           + [kind for kind, family in REQUIREMENT_FAMILIES.items() for _ in range(weight(family))])
        if shape in ("init", "generic_init") and self.kind == "actor":
            shape = "method"
        if shape == "init" and "name" in self.init_labels:
            shape = "method"
        if shape in ("closure_alias", "rethrows_inout", "pack_closure", "typed_closure") and self.kind == "actor":
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
        self.init_labels.add("name")
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

    # -- the families of issue 25 ----------------------------------------------------------
    def draw_generic_init(self, form=None):
        """Generic initializers: a Sequence of bytes, a throwing one reading an `inout` iterator,
        one whose generic parameter is named like Foundation's JSONDecoder."""
        rng = self.rng
        forms = [form for form in ["sequence-where", "throwing-inout", "shadowing-JSONDecoder"]
                 if form not in self.init_labels
                 and not (form == "shadowing-JSONDecoder" and not weight("shadowing-generic-name"))]
        if not forms:
            return self.draw_method()
        form = form or rng.choice(forms)
        self.init_labels.add(form)
        if form == "sequence-where":
            decl = "    init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8"
            call, strict = "_ = M([UInt8(1)])", False
        elif form == "throwing-inout":
            effect = rng.choice(["throws", "throws", "throws(ShapeError)"])
            decl = f"    init<Source: IteratorProtocol>(reading source: inout Source) {effect} where Source.Element == UInt8"
            call, strict = "var source = [UInt8(1)].makeIterator()\n        _ = try M(reading: &source)", True
        else:
            decl = "    init<JSONDecoder: ShapeDecoding>(decoder: JSONDecoder, context: Context<JSONDecoder>)"
            call, strict = "_ = M(decoder: PlainDecoder(), context: Context<PlainDecoder>())", False
            self.features.append("shadowing-generic:JSONDecoder")
        self.features.append(f"generic-init:{form}")
        self.requirements.append({"decl": decl, "call": call, "strict": strict, "main": False, "init": True})

    def draw_generic_subscript(self):
        """Generic subscripts: over a metatype, and over key paths of the associated type Root
        (with a `where` tying the key path's value to Root, a result naming Self)."""
        rng = self.rng
        form = rng.choice(["metatype", "keypath", "keypath-where", "keypath-Self-result", "keypath-where-Self-result",
                           "dynamicMember"])
        label = self.fresh()
        prefix = self.call_prefix("", self.kind == "actor")
        if form == "metatype":
            decl = f"    subscript<T: Codable>({label} key: String, as type: T.Type) -> T? {{ get }}"
            call, strict = f"let _: Int? = {prefix}m[{label}: \"a\", as: Int.self]", False
        else:
            if not any(name == "Root" for name, _ in self.associated):
                self.assoc_decls.append("    associatedtype Root")
                self.bind("Root", "Pair")
            # An actor's subscript is sent its key path: a Sendable one.
            path = "KeyPath<Root, Field> & Sendable" if self.kind == "actor" else "KeyPath<Root, Field>"
            if self.kind == "actor":
                self.features.append("generic-subscript:sendable-keypath")
            if form == "keypath":
                decl = f"    subscript<Field>({label} keyPath: {path}) -> Field {{ get }}"
                call = f"let _: Int = {prefix}m[{label}: \\Pair.first]"
            elif form == "keypath-where":
                decl = (f"    subscript<Field: Labeled>({label} keyPath: {path}) -> Field.Owner"
                        " where Field.Owner == Root { get }")
                call = f"_ = {prefix}m[{label}: \\Pair.label]"
            elif form == "keypath-where-Self-result":
                decl = (f"    subscript<Field: Labeled>({label} keyPath: {path}) -> Aliased<Self, Field>"
                        " where Field.Owner == Root { get }")
                call = f"_ = {prefix}m[{label}: \\Pair.label]"
            elif form == "keypath-Self-result":
                decl = f"    subscript<Field>({label} keyPath: {path}) -> Aliased<Self, Field> {{ get }}"
                call = f"_ = {prefix}m[{label}: \\Pair.second]"
            else:
                if any("dynamicMember" in r["decl"] for r in self.requirements):
                    return self.draw_method()
                decl = f"    subscript<Field>(dynamicMember keyPath: {path}) -> Field {{ get }}"
                call = f"let _: String = {prefix}m[dynamicMember: \\Pair.second]"
                roll = rng.random()
                if roll < 0.25 and self.kind != "actor":
                    # FluentKit's ModelAlias: the result's own generic constraints name the protocol
                    # the subscript's protocol refines.
                    if "Aliasing" not in self.parents:
                        self.parents.append("Aliasing")
                    decl = (f"    subscript<Field: Labeled>(dynamicMember keyPath: {path}) -> AliasedField<Self, Field>"
                            " where Field.Owner == Root { get }")
                    call = f"_ = {prefix}m[dynamicMember: \\Pair.label]"
                    self.features.append("generic-subscript:dynamicMember-constrained-result")
                elif roll < 0.5:
                    # The shape of issue 25: a result naming Self, a `where` tying Field to Root.
                    decl = (f"    subscript<Field: Labeled>(dynamicMember keyPath: {path}) -> Aliased<Self, Field>"
                            " where Field.Owner == Root { get }")
                    call = f"_ = {prefix}m[dynamicMember: \\Pair.label]"
                    self.features.append("generic-subscript:dynamicMember-where-Self-result")
                elif rng.random() < 0.5:
                    self.protocol_attribute = "@dynamicMemberLookup "
                    call = f"let _: String = {prefix}m.second"
                    self.features.append("attribute:dynamicMemberLookup")
            strict = True
        self.features.append(f"generic-subscript:{form}")
        self.requirements.append({"decl": decl, "call": call, "strict": strict, "main": False})

    def draw_ownership(self):
        """Ownership of parameters: a noncopyable Job consumed or borrowed, `__owned`/`__shared`,
        consuming methods."""
        rng = self.rng
        form = rng.choice(["consuming-noncopyable", "borrowing-noncopyable", "optional-noncopyable", "owned-shared",
                           "consuming-method", "__consuming-method", "generic-noncopyable"])
        name = self.fresh()
        effect = self.effects() if form != "consuming-method" else ""
        attribute, main = self.isolation_attribute()
        result, arrow = "", ""
        if form == "consuming-noncopyable":
            params, args = "_ job: consuming Job", "Job()"
        elif form == "borrowing-noncopyable":
            params, args = "_ job: borrowing Job, flag: Bool", "Job(), flag: true"
            result, arrow = "Bool", " -> Bool"
        elif form == "optional-noncopyable":
            params, args = "_ job: consuming Job?", "Job()"
        elif form == "owned-shared":
            params, args = "_ p0: __owned String, with p1: __shared Model", '"a", with: Model()'
        elif form == "generic-noncopyable":
            params, args = "_ job: consuming J", "Job()"
        else:
            params, args = "", ""
        generics = "<J: ~Copyable>" if form == "generic-noncopyable" else ""
        modifier = {"consuming-method": "consuming ", "__consuming-method": "__consuming "}.get(form, "")
        decl = "    " + " ".join(f"{attribute}{modifier}func {name}{generics}({params}) {effect}{arrow}".split())
        prefix = self.call_prefix(effect, self.kind == "actor")
        self.features.append(f"ownership:{form}")
        self.requirements.append({"decl": decl, "call": f"_ = {prefix}m.{name}({args})", "strict": False, "main": main})
        _ = result

    def draw_iuo(self):
        """Implicitly unwrapped optionals in parameters, results and properties."""
        rng = self.rng
        form = rng.choice(["parameter", "result", "property"])
        name = self.fresh()
        prefix = self.call_prefix("", self.kind == "actor")
        if form == "property":
            access = "get set" if self.kind != "actor" and rng.random() < 0.6 else "get"
            decl = f"    var {name}: Model! {{ {access} }}"
            call = f"let _: Model? = {prefix}m.{name}"
            if access == "get set":
                call = f"m.{name} = Model()\n        " + call
        else:
            effect = self.effects()
            attribute, main = self.isolation_attribute()
            prefix = self.call_prefix(effect, self.kind == "actor")
            if form == "parameter":
                decl = f"    {attribute}func {name}(_ request: Model!, at url: URL!, count: Int!) {effect} -> Bool"
                call = f'_ = {prefix}m.{name}(Model(), at: nil, count: 1)'
            else:
                decl = f"    {attribute}func {name}(for kind: Kind!) {effect} -> Model!"
                call = f"let _: Model? = {prefix}m.{name}(for: .first)"
            decl = "    " + " ".join(decl.split())
            self.features.append(f"iuo:{form}")
            self.requirements.append({"decl": decl, "call": call, "strict": False, "main": main})
            return
        self.features.append(f"iuo:{form}")
        self.requirements.append({"decl": decl, "call": call, "strict": False, "main": False})

    def draw_opaque_argument(self):
        """An opaque type inside a generic argument (`[some Hashable & Sendable]`,
        `Set<some Hashable & Sendable>`): Swift reads it as a generic parameter of the method."""
        rng = self.rng
        form = rng.choice(["array", "optional-array", "dictionary", "set"])
        name = self.fresh()
        effect = self.effects()
        attribute, main = self.isolation_attribute()
        prefix = self.call_prefix(effect, self.kind == "actor")
        params, args = {
            "array": ("_ items: [some Hashable & Sendable], count: Int", '["a"], count: 1'),
            "optional-array": ("_ items: [some Equatable & Sendable]?", "[1]"),
            "dictionary": ("values: [String: some Equatable & Sendable]", 'values: ["a": 1]'),
            "set": ("_ keys: Set<some Hashable & Sendable>", "Set([1])"),
        }[form]
        decl = "    " + " ".join(f"{attribute}func {name}({params}) {effect} -> Int".split())
        self.features.append(f"opaque-argument:{form}")
        self.requirements.append({"decl": decl, "call": f"_ = {prefix}m.{name}({args})", "strict": False, "main": main})

    def draw_opaque_same(self):
        """Two to five opaque types of one constraint inside generic arguments of one method
        (`Chunked<some Hashable & Sendable>` three times), sometimes beside a generic parameter
        named as the generator names them (`SomeHashableSendable2`): each needs a name of its own."""
        rng = self.rng
        constraint = rng.choice(["Hashable & Sendable", "Equatable & Sendable", "Codable & Sendable"])
        count = rng.randint(2, 5)
        name = self.fresh()
        effect = self.effects()
        attribute, main = self.isolation_attribute()
        prefix = self.call_prefix(effect, self.kind == "actor")
        params = [f"_ p{i}: Chunked<some {constraint}>" for i in range(count)]
        args = ["Chunked<Int>()"] * count
        generic = ""
        form = str(count)
        if rng.random() < 0.5:
            taken = "Some" + "".join(c for c in constraint if c.isalnum()) + rng.choice(["", "2", "3"])
            generic = f"<{taken}: {constraint}>"
            position = rng.randint(0, count)
            params.insert(position, f"named: {taken}")
            args.insert(position, "named: 1")
            form += "+" + ("chosen-name" if taken[-1].isdigit() else "first-name")
        decl = f"{attribute}func {name}{generic}({', '.join(params)}) {effect} -> Int"
        self.features.append(f"opaque-same:{form}")
        self.requirements.append({"decl": "    " + " ".join(decl.split()), "call": f"_ = {prefix}m.{name}({', '.join(args)})",
                                  "strict": False, "main": main})

    def draw_closure_alias(self):
        """Parameters whose type is a typealias of a closure: escaping, non-escaping, optional,
        throwing (rethrows), Sendable, and one declared inside the protocol."""
        rng = self.rng
        form = rng.choice(["escaping", "nonescaping", "optional", "rethrows", "sendable", "protocol-local"])
        name = self.fresh()
        effect = self.effects() if form not in ("rethrows",) else "rethrows"
        if form == "escaping":
            params, args = "_ handler: @escaping Handler", "{ @Sendable _ in }"
        elif form == "nonescaping":
            params, args = "_ handler: Handler, count: Int", "{ @Sendable _ in }, count: 1"
        elif form == "optional":
            params, args = "_ handler: Handler?", "{ @Sendable _ in }"
        elif form == "rethrows":
            params, args = "_ transform: Transform", '{ @Sendable _ in "a" }'
        elif form == "sendable":
            params, args = "_ handler: @escaping SendableHandler", "{ _ in }"
        else:
            if not any("Completion" in alias for alias in self.aliases):
                # Result is also a type of the module: the standard library's is written qualified.
                self.aliases.append("    typealias Completion = (Swift.Result<Model, ShapeError>) -> Void")
            params, args = "completion: @escaping Completion", "completion: { @Sendable _ in }"
        attribute, main = self.isolation_attribute()
        decl = "    " + " ".join(f"{attribute}func {name}({params}) {effect}".split())
        prefix = self.call_prefix(effect if effect != "rethrows" else "", self.kind == "actor")
        self.features.append(f"closure-typealias:{form}")
        self.requirements.append({"decl": decl, "call": f"{prefix}m.{name}({args})", "strict": False, "main": main})

    def draw_shadowing(self):
        """A generic method whose generic parameter is named like a type of Foundation, the
        standard library, StubKit or the module."""
        rng = self.rng
        if self.kind != "actor" and "shadowing-JSONDecoder" not in self.init_labels and rng.random() < 0.2:
            return self.draw_generic_init("shadowing-JSONDecoder")
        generic, constraint, argument = rng.choice(SHADOWING)
        name = self.fresh()
        result = rng.choice(["", "?", "[]"])
        returns = {"": "", "?": f" -> {generic}?", "[]": f" -> [{generic}]"}[result]
        effect = self.effects()
        attribute, main = self.isolation_attribute()
        clause = f"{generic}: {constraint}" if constraint else generic
        extra = rng.choice(["", ", count: Int", ", other: [String: Data]"]) if generic not in ("String", "Data") else ""
        extra_arg = {"": "", ", count: Int": ", count: 1", ", other: [String: Data]": ", other: [:]"}[extra]
        decl = "    " + " ".join(f"{attribute}func {name}<{clause}>(_ value: {generic}{extra}) {effect}{returns}".split())
        prefix = self.call_prefix(effect, self.kind == "actor")
        self.features.append(f"shadowing-generic:{generic}")
        self.requirements.append({"decl": decl, "call": f"_ = {prefix}m.{name}({argument}{extra_arg})", "strict": False,
                                  "main": main})

    def draw_attributed(self):
        """Attributes with arguments on requirements: availability with a message holding a
        comma, platforms, a result builder over generic arguments on a parameter, SPI."""
        rng = self.rng
        form = rng.choice(["deprecated-message", "available-platforms", "builder-parameter", "discardableResult",
                           "spi"])
        name = self.fresh()
        effect = self.effects()
        prefix = self.call_prefix(effect, self.kind == "actor")
        params, args, arrow, call_text = "", "", "", None
        if form == "deprecated-message":
            attribute = '@available(*, deprecated, message: "use the other one, or none")'
        elif form == "available-platforms":
            attribute = "@available(macOS 12, iOS 15, *)"
        elif form == "discardableResult":
            attribute, arrow = "@discardableResult", " -> Int"
            call_text = f"{prefix}m.{name}()"
        elif form == "spi":
            attribute = "@_spi(Testing)"
        else:
            attribute = ""
            params = "@ShapeBuilder<Int, String> _ content: () -> Int"
            if self.kind == "actor":
                return self.draw_method()
            args = None
            call_text = f"{prefix}m.{name} {{ 1 }}"
        isolation, main = self.isolation_attribute()
        decl = "    " + " ".join(f"{attribute} {isolation}func {name}({params}) {effect}{arrow}".split())
        self.features.append(f"attribute:{form}")
        call = call_text or f"_ = {prefix}m.{name}({args})"
        self.requirements.append({"decl": decl, "call": call, "strict": False, "main": main})

    def draw_rethrows_inout(self):
        """`rethrows` with a closure over an `inout` value (an associated type's when bound)."""
        rng = self.rng
        name = self.fresh()
        value = next((assoc for assoc, binding in self.associated if binding == "Int" and assoc not in self.unbound
                      and not assoc.startswith("Shape")), None)
        value_type, literal = (value, "Int") if value else rng.choice([("Model", "Model"), ("[String]", "[String]")])
        attribute, main = self.isolation_attribute()
        if rng.random() < 0.6:
            decl = f"    {attribute}func {name}<R>(_ action: (inout {value_type}) throws -> R) rethrows -> R"
            call = f"let _: Int = m.{name} {{ @Sendable (value: inout {literal}) in 1 }}"
            strict = True
            self.features.append("rethrows-inout:generic-result")
        else:
            decl = f"    {attribute}func {name}(_ body: (inout {value_type}) throws -> Void) rethrows"
            call = f"m.{name} {{ @Sendable (value: inout {literal}) in }}"
            strict = False
            self.features.append("rethrows-inout:void")
        if value:
            self.features.append("rethrows-inout:associated-type")
        self.requirements.append({"decl": "    " + " ".join(decl.split()), "call": call, "strict": strict, "main": main})

    def draw_pack_closure(self):
        """A closure over a parameter pack (issue 40): of the pack's values, of a type generic over
        the pack (`PackBox<repeat each Detail>`), after a plain parameter with `rethrows`, making a
        generic result."""
        rng = self.rng
        name = self.fresh()
        form = rng.choice(["values", "generic-argument", "after-value", "generic-result"])
        attribute, main = self.isolation_attribute()
        if form == "values":
            effect = self.effects()
            decl = f"    {attribute}func {name}<each Value>(_ body: (repeat each Value) -> Void) {effect}"
            call = f"{self.call_prefix(effect, False)}m.{name} {{ @Sendable (a: Int, b: String) in }}"
            strict = False
        elif form == "generic-argument":
            decl = (f"    {attribute}func {name}<each Detail>(next: (PackBox<repeat each Detail>) async throws -> Void)"
                    " async throws")
            call = f"try await m.{name} {{ @Sendable (box: PackBox<Int, Bool>) in }}"
            strict = False
        elif form == "after-value":
            decl = (f"    {attribute}func {name}<each Value>(_ label: String, _ body: (String, repeat each Value) throws"
                    " -> Int) rethrows -> Int")
            call = f'_ = m.{name}("a") {{ @Sendable (label: String, a: Int) in 1 }}'
            strict = False
        else:
            decl = f"    {attribute}func {name}<each Value, R>(_ body: (repeat each Value) -> R) -> R"
            call = f"let _: Int = m.{name} {{ @Sendable (a: Int, b: Bool) in 1 }}"
            strict = True
        self.features.append(f"pack-closure:{form}")
        self.requirements.append({"decl": "    " + " ".join(decl.split()), "call": call, "strict": strict, "main": main})

    def draw_typed_closure(self):
        """A generic method whose closure and itself throw one concrete error (swift-binary-parsing's
        `withParserSpan`, issue 40): `inout` or not, async or not, a generic value into the closure."""
        rng = self.rng
        name = self.fresh()
        form = rng.choice(["inout", "value", "async-inout", "generic-value"])
        attribute, main = self.isolation_attribute()
        if form == "generic-value":
            decl = f"    {attribute}func {name}<T>(_ body: (T) throws(ShapeError) -> Void) throws(ShapeError)"
            call = f"try m.{name} {{ @Sendable (value: Int) throws(ShapeError) in }}"
            strict = False
        else:
            asynchronous = form == "async-inout"
            effect = "async throws(ShapeError)" if asynchronous else "throws(ShapeError)"
            value = "inout Model" if form != "value" else "Model"
            decl = f"    {attribute}func {name}<T>(_ body: ({value}) {effect} -> T) {effect} -> T"
            parameter = "value: inout Model" if form != "value" else "value: Model"
            call = (f"let _: Int = try {'await ' if asynchronous else ''}m.{name} "
                    f"{{ @Sendable ({parameter}) throws(ShapeError) in 1 }}")
            strict = True
        self.features.append(f"typed-closure:{form}")
        self.requirements.append({"decl": "    " + " ".join(decl.split()), "call": call, "strict": strict, "main": main})

    # -- output ----------------------------------------------------------------------------
    def families(self):
        return sorted(family for family, prefixes in FAMILIES.items()
                      if any(feature.startswith(prefix) for feature in self.features for prefix in prefixes))

    def declaration(self):
        lines = [helper + "\n" for helper in self.helpers]
        lines.append(f"/// Features: {', '.join(sorted(set(self.features)))}.")
        attribute = ("".join(f"@_spi({spi}) " for spi in self.spi) + self.protocol_attribute
                     + ("@MainActor " if self.kind == "main" else ""))
        primary = f"<{self.primary}>" if getattr(self, "primary", None) else ""
        parents = f": {', '.join(self.parents)}" if self.parents else ""
        lines.append(f"{attribute}public protocol {self.name}{primary}{parents}{self.where_clause} {{")
        lines.extend(getattr(self, "assoc_decls", []))
        lines.extend(self.aliases)
        # A requirement with no declaration here is one the protocol gets from its parents.
        lines.extend(requirement["decl"] for requirement in self.requirements if requirement["decl"])
        lines.append("}")
        return "\n".join(lines)

    def plan(self):
        return {"name": self.name, "kind": self.kind, "features": sorted(set(self.features)),
                "families": self.families(), "helpers": [f"{self.name}{suffix}" for suffix in ("Base", "Left", "Right", "SPIBase")
                                                         if any(f"protocol {self.name}{suffix} " in h for h in self.helpers)],
                "parents": self.parents, "associated": self.associated, "unbound": self.unbound,
                "spi": self.spi + self.helper_spi,
                "parent_calls": [{"call": call, "strict": strict} for call, strict in self.parent_calls],
                "requirements": self.all_requirements()}


class ClassShape:
    """An open class the mocks subclass (`--class`, issue 39 item 4): its overridable members of every
    kind (methods of each effect and parameter form, a generic method, get-only, computed get/set
    and stored properties, subscripts), members left to it (`final`, `static`, a `let`, an internal
    member the test cannot call), a designated initializer the mock inherits, sometimes a main-actor
    or `@unchecked Sendable` class, a generic one, or a subclass of an earlier class."""

    def __init__(self, rng, index, earlier):
        self.rng = rng
        self.index = index
        self.name = f"ClassShape{index}"
        self.counter = 0
        self.members = []  # dicts: decl (in the class), call (on `c`, the class), super (on `mock`)
        self.features = []
        self.kind = rng.choice(["plain"] * 4 + ["main", "sendable", "generic"])
        self.features.append(f"class:{self.kind}")
        self.superclass = None
        parents = [shape for shape in earlier if shape.kind == self.kind and self.kind != "generic"]
        if parents and rng.random() < 0.3:
            self.superclass = rng.choice(parents)
            self.features.append("class:subclass")
        if self.superclass:
            self.init = self.superclass.init
        else:
            self.init = rng.choice([("", ""), ("count: Int", "count: 1"), ("name: String, limit: Int", 'name: "a", limit: 2')])
            if self.init[0]:
                self.features.append("class:init-with-arguments")
        for _ in range(rng.randint(2, 6)):
            getattr(self, "draw_" + rng.choice(["method"] * 4 + ["generic", "property", "stored", "subscript",
                                                                  "left"]))()
        if self.superclass and self.superclass.members and rng.random() < 0.5:
            # A member of the superclass this class overrides: the mock overrides it once.
            overridden = next((m for m in self.superclass.all_members() if m["decl"].startswith("    open func ")
                               and "<" not in m["decl"]), None)
            if overridden:
                self.members.append(dict(overridden, decl=overridden["decl"].replace("open ", "open override ", 1)))
                self.features.append("class:overrides-superclass-member")

    def fresh(self):
        self.counter += 1
        return f"{self.rng.choice(WORDS)}C{self.index}x{self.counter}"

    def all_members(self):
        return self.members + (self.superclass.all_members() if self.superclass else [])

    def value(self):
        """A type of the module or the standard library and a value of it (Model and Kind have no
        default value: their actions answer as the class does)."""
        name = self.rng.choice(["Int", "String", "Bool", "[Int]", "String?", "Model", "Kind", "Data"])
        return name, {"Model": "Model()", "Kind": ".first", "Data": "Data()"}.get(name, SIMPLE.get(name, ("1",))[0])

    def left_without_default(self, type_name):
        """Whether a member of `type_name` is left to the class: a `Sendable` mock's action cannot
        answer as the class does (a `lazy var` naming the mock would race), and Model and Kind have
        no default value."""
        return self.kind == "sendable" and type_name in ("Model", "Kind")

    def prefix(self, effect):
        return ("try " if "throws" in effect else "") + ("await " if "async" in effect else "")

    def draw_method(self):
        rng = self.rng
        name = self.fresh()
        effect = rng.choice(["", "", "throws", "throws(ShapeError)", "async", "async throws"])
        parameters, arguments = [], []
        for position in range(rng.randint(0, 3)):
            form = rng.choice(["value"] * 4 + ["inout", "closure", "escaping", "autoclosure"])
            if form == "inout":
                parameters.append(f"_ p{position}: inout Int"); arguments.append(f"&counter{position}")
            elif form == "closure":
                parameters.append(f"each p{position}: (Int) -> Void"); arguments.append("each: { _ in }")
            elif form == "escaping":
                parameters.append(f"then p{position}: @escaping @Sendable () -> Void"); arguments.append("then: {}")
            elif form == "autoclosure":
                parameters.append(f"_ p{position}: @autoclosure () -> String"); arguments.append('"a"')
            else:
                type_name, value = self.value()
                parameters.append(f"with p{position}: {type_name}"); arguments.append(f"with: {value}")
            self.features.append(f"class:parameter:{form}")
        result, value = self.value() if rng.random() < 0.7 else ("Void", "")
        if effect:
            self.features.append(f"class:effect:{effect}")
        arrow = "" if result == "Void" else f" -> {result}"
        body = value if result != "Void" else ""
        # Without a default value, an action answers as the class does, through its `super` helper:
        # one that cannot pass an `inout` or `@autoclosure` argument on leaves the member to the class.
        left = self.left_without_default(result) or result in ("Model", "Kind") and any(
            p.split(":")[1].strip().startswith(("inout", "@autoclosure")) for p in parameters)
        self.members.append({
            "decl": "    " + " ".join(f"open func {name}({', '.join(parameters)}) {effect}{arrow} {{ {body} }}".split()),
            "call": f"_ = {self.prefix(effect)}c.{name}({', '.join(arguments)})",
            "super": "" if left else f"_ = {self.prefix(effect)}mock.super{name[0].upper() + name[1:]}({', '.join(arguments)})",
            "overridable": True})

    def draw_generic(self):
        name = self.fresh()
        self.features.append("class:generic-method")
        self.members.append({
            "decl": f"    open func {name}<T: Equatable>(_ value: T, count: Int) -> T {{ value }}",
            "call": f"_ = c.{name}(1, count: 2)",
            "super": f"_ = mock.super{name[0].upper() + name[1:]}(1, count: 2)", "overridable": True})

    def draw_property(self):
        name = self.fresh()
        type_name, value = self.value()
        access = self.rng.choice(["get", "get set", "get async throws"])
        self.features.append(f"class:property:{access}")
        capital = name[0].upper() + name[1:]
        if access == "get set":
            decl = f"    open var {name}: {type_name} {{\n        get {{ {value} }}\n        set {{}}\n    }}"
            call, helper = f"c.{name} = {value}\n        _ = c.{name}", f"_ = mock.super{capital}"
        elif access == "get":
            decl, call, helper = f"    open var {name}: {type_name} {{ {value} }}", f"_ = c.{name}", f"_ = mock.super{capital}"
        else:
            decl = f"    open var {name}: {type_name} {{ get async throws {{ {value} }} }}"
            call, helper = f"_ = try await c.{name}", f"_ = try await mock.super{capital}"
        helper = "" if self.left_without_default(type_name) else helper
        self.members.append({"decl": decl, "call": call, "super": helper, "overridable": True})

    def draw_stored(self):
        name = self.fresh()
        type_name, value = self.value()
        self.features.append("class:stored-property")
        self.members.append({"decl": f"    open var {name}: {type_name} = {value}",
                             "call": f"c.{name} = {value}\n        _ = c.{name}",
                             "super": "" if self.left_without_default(type_name)
                             else f"mock.super{name[0].upper() + name[1:]} = {value}", "overridable": True})

    def draw_subscript(self):
        if any("subscript(" in member["decl"] for member in self.all_members()):
            return self.draw_method()
        type_name, value = self.value()
        settable = self.rng.random() < 0.5
        self.features.append("class:subscript" + (":get-set" if settable else ""))
        accessors = f"\n        get {{ {value} }}\n        set {{}}\n    " if settable else f" {value} "
        self.members.append({"decl": f"    open subscript(key: String) -> {type_name} {{{accessors}}}",
                             "call": (f'c["a"] = {value}\n        ' if settable else "") + '_ = c["a"]',
                             "super": "" if self.left_without_default(type_name) else '_ = mock.superSubscript("a")',
                             "overridable": True})

    def draw_left(self):
        """A member the mock leaves to the class."""
        name = self.fresh()
        form = self.rng.choice(["final", "static", "let", "internal"])
        self.features.append(f"class:left:{form}")
        if form == "final":
            decl, call = f"    public final func {name}() -> Int {{ 1 }}", f"_ = c.{name}()"
        elif form == "static":
            arguments = "<Int>" if self.kind == "generic" else ""
            decl, call = f"    public static func {name}() -> Int {{ 1 }}", f"_ = {self.name}{arguments}.{name}()"
        elif form == "let":
            decl, call = f"    public let {name} = 1", f"_ = c.{name}"
        else:
            # Overridden (the mocks' file imports the module `@testable`), but not called: the test
            # imports it plainly.
            decl, call = f"    func {name}() {{}}", ""
        self.members.append({"decl": decl, "call": call, "super": "", "overridable": form == "internal"})

    def declaration(self):
        attribute = {"main": "@MainActor\n", "sendable": "", "generic": ""}.get(self.kind, "")
        generic = "<Element: Hashable>" if self.kind == "generic" else ""
        parents = [self.superclass.name] if self.superclass else []
        if self.kind == "sendable":
            parents.append("@unchecked Sendable")  # a subclass restates it
        lines = [f"/// Features: {', '.join(sorted(set(self.features)))}.",
                 f"{attribute}open class {self.name}{generic}" + (f": {', '.join(parents)}" if parents else "") + " {"]
        if not self.superclass:
            lines.append(f"    public init({self.init[0]}) {{}}")
        if self.kind == "generic":
            lines.append("    open func keep(_ element: Element) -> Element? { nil }")
        lines.extend(member["decl"] for member in self.members)
        lines.append("}")
        return "\n".join(lines)

    def plan(self):
        calls = [member for member in self.all_members() if member["call"] or member["super"]]
        if self.kind == "generic":
            calls.append({"call": "_ = c.keep(1)", "super": "_ = mock.superKeep(1)"})
        features = sorted(set(self.features))
        return {"name": self.name, "kind": self.kind, "features": features,
                "families": ["class"], "init": self.init[1],
                "members": [{"call": member["call"], "super": member["super"]} for member in calls]}


PRELUDE = """// Generated by scripts/random-shapes.py (seed {seed}, {count} protocols): do not edit.
// Replay with STUBKIT_GEN_SEED={seed} make random-shapes.
import Foundation
import Observation

public struct Model: Sendable, Hashable, Codable {{
    public init() {{}}
}}
public enum Kind: Sendable {{ case first, second }}
public enum ShapeError: Error, Sendable {{ case failed }}

// The types the families of issue 25 use.
/// A noncopyable value, passed `consuming` or `borrowing`.
public struct Job: ~Copyable {{
    public init() {{}}
}}
public protocol ProducerBase {{}}
public protocol RefinedProducer: ProducerBase {{}}
public struct SpecificProducer: RefinedProducer, Sendable {{
    public init() {{}}
}}
public protocol ShapeDecoding {{}}
public struct PlainDecoder: ShapeDecoding, Sendable {{
    public init() {{}}
}}
public struct Context<Decoder> {{
    public init() {{}}
}}
extension Context: Sendable where Decoder: Sendable {{}}
public protocol Keyed {{
    associatedtype Key
    var key: Key {{ get }}
}}
public struct IntKey: Keyed, Sendable {{
    public var key: Int {{ 1 }}
    public init() {{}}
}}
public protocol Labeled {{
    associatedtype Owner
}}
public struct Label<Owner>: Labeled {{
    public init() {{}}
}}
extension Label: Sendable where Owner: Sendable {{}}
public struct Pair: Sendable, Hashable {{
    public var first = 1
    public var second = "a"
    public var label: Label<Pair> {{ Label() }}
    public init() {{}}
}}
public struct Aliased<Base, Value> {{
    public init() {{}}
}}
extension Aliased: Sendable where Base: Sendable, Value: Sendable {{}}
public protocol Aliasing {{
    associatedtype Root
}}
public struct AliasedField<Alias: Aliasing, Field: Labeled> where Alias.Root == Field.Owner {{
    public init() {{}}
}}
public struct Chunked<Element> {{
    public init() {{}}
}}
extension Chunked: Sendable where Element: Sendable {{}}
@resultBuilder public enum ShapeBuilder<State, Action> {{
    public static func buildBlock(_ parts: Int...) -> Int {{ parts.count }}
}}
/// A value generic over a parameter pack (the pack-closure family).
public struct PackBox<each Value> {{
    public init() {{}}
}}
public typealias Handler = (Model) -> Void
public typealias Transform = (Int) throws -> String
public typealias SendableHandler = @Sendable (Model) -> Void
/// A type only `@_spi(Storage)` clients see, which SPI protocols of other names use (the spi family).
@_spi(Storage) public struct StoredToken: Sendable {{
    public init() {{}}
}}
"""


def write_module(args):
    if args.families:
        chosen = set(args.families.split(",")) - {"none"}  # none: the grammar without any family
        unknown = chosen - set(FAMILIES)
        if unknown:
            raise SystemExit(f"unknown families: {', '.join(sorted(unknown))} (known: {', '.join(FAMILIES)})")
        for family in FAMILIES:
            FAMILY_WEIGHT[family] = 4 if family in chosen else 0
    rng = random.Random(args.seed)
    shapes = []
    for index in range(args.count):
        shapes.append(Shape(rng, index, shapes))
    text = [PRELUDE.format(seed=args.seed, count=args.count)]
    for clash in CLASH_TYPES:
        text.append(f"/// Named like a type of Foundation, the standard library or StubKit.\n"
                    f"public struct {clash}: Sendable, Hashable {{\n    public init() {{}}\n}}")
    text.extend(shape.declaration() for shape in shapes)
    # The class family: one class per twelve protocols (at least one when the family is drawn).
    classes = []
    for index in range(max(1, args.count * weight("class") // 12) if weight("class") else 0):
        classes.append(ClassShape(rng, index, classes))
    text.extend(shape.declaration() for shape in classes)
    import os
    os.makedirs(os.path.dirname(args.output) or ".", exist_ok=True)
    with open(args.output, "w") as out:
        out.write("\n\n".join(text) + "\n")
    with open(args.plan, "w") as out:
        json.dump({"seed": args.seed, "shapes": [shape.plan() for shape in shapes],
                   "classes": [shape.plan() for shape in classes]}, out, indent=1)


PARENT_CALLS = {
    "Equatable": "_ = m == m", "Hashable": "_ = m.hashValue", "Comparable": "_ = m < m",
    "CustomStringConvertible": "_ = m.description", "CustomDebugStringConvertible": "_ = m.debugDescription",
    "Identifiable": "_ = m.id", "Codable": "_ = try? JSONEncoder().encode(m)",
    # The toolchain-parent family: Observable has no requirement, the mock is one all the same.
    "Observable": "let _: any Observation.Observable = m",
    "LocalizedError": "_ = (m.errorDescription, m.failureReason, m.recoverySuggestion, m.helpAnchor)",
    "CustomNSError": "_ = (M.errorDomain, m.errorCode, m.errorUserInfo.count)",
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


def bracket_depth(text):
    """How many brackets (round, square, angle, braces) `text` leaves open; `->` is no bracket."""
    depth = 0
    for position, char in enumerate(text):
        if char in "([{<":
            depth += 1
        elif char in ")]}" or (char == ">" and text[position - 1] != "-"):
            depth -= 1
    return depth


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
        header = line
        if re.match(r"^(?:nonisolated )?(?:final class|actor) \w+Mock", line) and not line.endswith("{"):
            # A long generic parameter list is laid out over several lines: read the header whole.
            following = index + 1
            while following < len(lines) and not header.endswith("{"):
                header += lines[following].strip()
                following += 1
        match = re.match(r"^(?:nonisolated )?(?:final class|actor) (\w+Mock)(<.*?>)?(?::| \{)", header)
        if match:
            generics = [part.split(":")[0].strip() for part in split_top(match.group(2)[1:-1])] if match.group(2) else []
            current, scope = {"generics": generics, "strict": [], "aliases": {}}, "instance"
            mocks[match.group(1)] = current
            continue
        if current is None:
            continue
        # The mock's choice for an associated type (`typealias ID = Shape0Mock`): answers follow it.
        match = re.match(r"^    typealias (\w+) = (.+)$", line)
        if match:
            current["aliases"][match.group(1)] = match.group(2).strip()
            continue
        if re.match(r"^    (?:nonisolated )?final class Statics\b", line):
            scope = "statics"
        elif re.match(r"^    (?:nonisolated )?final class Actions\b", line):
            scope = "actions"
        elif line == "    }":
            scope = "instance"
        text = line
        if re.match(r"^\s+var \w+", line):
            # A declaration the renderer laid out over several lines: read it whole.
            following = index + 1
            while following < len(lines) and (text.endswith((":", "=", "(")) or bracket_depth(text) > 0):
                text += ("" if text.endswith("(") else " ") + lines[following].strip()
                following += 1
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


def answer_value(result, mock, bindings, aliases=None, depth=0):
    """A Swift value of an action's result type, or None."""
    result = result.strip()
    if aliases and result in aliases and depth < 5:
        return answer_value(aliases[result], mock, bindings, aliases, depth + 1)
    if result.startswith("RandomShapes."):
        result = result[len("RandomShapes."):]
    if result.endswith("?") or result.endswith("!"):
        return "nil"
    values = {name: value for name, (value, _) in SIMPLE.items()}
    values.update({"Model": "Model()", "Kind": "Kind.first", "Self": "mock"})
    values.update({clash: f"RandomShapes.{clash}()" for clash in CLASH_TYPES})
    values.update(BINDING_VALUES)
    if result in values:
        return values[result]
    if result == mock or result.startswith(mock + "<"):
        return "mock"
    if result in bindings:
        return answer_value(bindings[result], mock, {}, aliases, depth + 1) or f"{bindings[result]}()"
    match = re.match(r"^IndexingIterator<\[(.+)\]>$", result)
    if match:  # a Sequence mock's iterator, bound by the test
        element = answer_value(match.group(1), mock, bindings, aliases, depth + 1)
        return f"[{element}].makeIterator()" if element else None
    if result.startswith("(") and result.endswith(")"):
        # A labelled tuple's value needs no labels: `(bytes: Bytes, count: Int)` takes `(1, 1)`.
        parts = [answer_value(re.sub(r"^\w+:\s*", "", part), mock, bindings, aliases, depth + 1)
                 for part in split_top(result[1:-1])]
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
        elif "\n" in call:  # a scope of its own: its local variables may repeat in the function
            body.append("    do {")
            body.append("        " + call)
            body.append("    }")
        else:
            body.append("    " + call)
    return body


def write_test(args):
    plan = json.load(open(args.plan))
    out = ["// Generated by scripts/random-shapes.py from the random module's plan: do not edit.",
           f"// Seed {plan['seed']}: every mock is made and each requirement called once.", "",
           "import Foundation", "import Observation",
           "".join(f"@_spi({spi}) " for spi in sorted({"Testing"} | {spi for shape in plan["shapes"]
                                                                     for spi in shape.get("spi", [])}))
           + "public import RandomShapes", "public import StubKit", "import Testing", "",
           "extension RandomShapes.Model: DefaultProvidable {",
           "    public static var defaultValue: Self { .init() }", "}", ""]
    # The module's types that generic requirements return (a key path's value, Aliased<Self, Field>):
    # a generic result has no action to answer before the call, so its type gives the value, as a
    # user's test would make it (StubKit's error says so).
    for type_name in ("Pair", "Aliased", "AliasedField", "Chunked", "SpecificProducer", "Label"):
        out += [f"extension RandomShapes.{type_name}: DefaultProvidable {{",
                "    public static var defaultValue: Self { .init() }", "}", ""]
    mocks = read_mocks(args.mocks) if args.mocks else {}
    tests, functions = [], []
    for shape in plan["shapes"]:
        name = shape["name"]
        # Associated types the protocol leaves the mock to choose (`= Self` defaults, a collection's
        # Index) are not bound here: the calls use them only through the mock's own values.
        where = [f"M.{assoc} == {binding}" for assoc, binding in shape["associated"]
                 if not (args.without_mocks and binding.endswith("Mock")) and assoc not in shape.get("unbound", [])]
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
        # The requirements of a standard collection protocol.
        body.extend(exercise_body([{"call": entry["call"], "strict": entry["strict"]}
                                   for entry in shape.get("parent_calls", [])])[3:])
        if on_main:
            body.append(f"    try await exercise{name}OnMainActor(m)")
        else:
            body.append("    _ = m")
        isolation = "@MainActor " if main_protocol else ""
        # The nonisolated one is `@concurrent`, as a nonisolated async function of Swift 6 is: a test
        # module with NonisolatedNonsendingByDefault and default MainActor isolation (CORPUS_UPCOMING)
        # would otherwise run it on the main actor, and a call of a `@concurrent` requirement would send
        # it the non-Sendable mock. The DefaultProvidable conformances above are public: imported so.
        function_isolation = isolation or "@concurrent "
        functions.append(f"/// {', '.join(shape['features'])}\n"
                         f"{function_isolation}func exercise{name}{signature} {{\n" + "\n".join(body) + "\n}")
        if on_main:
            functions.append(f"/// {name}'s @MainActor requirements.\n"
                             f"@MainActor func exercise{name}OnMainActor{signature} {{\n"
                             + "\n".join(exercise_body(on_main) + ["    _ = m"]) + "\n}")
        # The mock of the test, typed: its strict actions that would stop the process are answered
        # before the requirements are called (a value of the result, the mock itself for Self).
        mock_name = f"{name}Mock"
        mock = mocks.get(mock_name, {"generics": [], "strict": [], "aliases": {}})
        bindings = dict((assoc, binding) for assoc, binding in shape["associated"])
        # A generic parameter named apart from its associated type (`typealias Root = RootType`)
        # takes the associated type's binding.
        named = {generic: assoc for assoc, generic in mock.get("aliases", {}).items()}
        # ... and so do the actions' types that name it (`(bytes: BytesType, count: Int)`).
        for generic, assoc in named.items():
            if assoc in bindings and generic not in bindings:
                bindings[generic] = bindings[assoc]
        arguments = [bindings.get(generic, bindings.get(named.get(generic), "Int")) for generic in mock["generics"]]
        mock_type = mock_name + (f"<{', '.join(arguments)}>" if arguments else "")
        setup = [f"        let mock = {mock_type}()"]
        owners = {"instance": "mock", "actions": "mock.actions", "statics": "type(of: mock).statics.current"}
        for scope, action, result, kind in mock["strict"]:
            value = answer_value(result, mock_name, bindings, mock.get("aliases"))
            if value is None:  # the call will stop the process: say why where it happens
                setup.append(f"        // {action} is not answered: the script has no value of {result}.")
            elif kind == "property":
                setup.append(f"        {owners[scope]}.{action}.set({value})")
            else:
                setup.append(f"        {owners[scope]}.{action} = {{ _ in {value} }}")
        # `nonisolated` where the exercise is: a test module with MainActor default isolation
        # (CORPUS_UPCOMING) would isolate the test and the closures it sets up to the main actor.
        test_attributes = f"{isolation}@Test" if isolation else "@Test nonisolated"
        tests.append(f"    {test_attributes} func {name[0].lower() + name[1:]}() async throws {{\n"
                     + "\n".join(setup) + f"\n        try await exercise{name}(mock)\n    }}")
    for shape in plan.get("classes", []):
        tests_and_functions = class_exercise(shape, args.without_mocks)
        tests += tests_and_functions[0]
        functions += tests_and_functions[1]
    if not args.without_mocks:
        out.append("@Suite struct RandomShapesTests {")
        out.append("\n\n".join(tests))
        out.append("}")
        out.append("")
    out.append("\n\n".join(functions))
    with open(args.output, "w") as handle:
        handle.write("\n".join(out) + "\n")


def class_exercise(shape, without_mocks):
    """The test and exercise function of a class of the class family: the mock made with the class's
    initializer, each member called through the class (the override answers), then each `super`
    helper on the mock. Without mocks, the calls alone, on the class."""
    name = shape["name"]
    arguments = "<Int>" if shape["kind"] == "generic" else ""
    isolation = "@MainActor " if shape["kind"] == "main" else "@concurrent "
    parameter = f"_ c: {name}{arguments}" if without_mocks else f"_ mock: {name}Mock{arguments}"
    body = ["    var (counter0, counter1, counter2) = (0, 0, 0)", "    _ = (counter0, counter1, counter2)"]
    if not without_mocks:
        body.append(f"    let c: {name}{arguments} = mock")
    for member in shape["members"]:
        for call in [member["call"]] + ([] if without_mocks else [member["super"]]):
            if call:
                body += ["    do {", "        " + call, "    }"]
    functions = [f"/// {', '.join(shape['features'])}\n{isolation}func exercise{name}({parameter}) async throws {{\n"
                 + "\n".join(body) + "\n}"]
    test_attributes = "@MainActor @Test" if shape["kind"] == "main" else "@Test nonisolated"
    tests = [f"    {test_attributes} func {name[0].lower() + name[1:]}() async throws {{\n"
             f"        try await exercise{name}({name}Mock{arguments}({shape['init']}))\n    }}"]
    return tests, functions


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=["module", "test"])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--count", type=int, default=220)
    # Only these families of issue 25 (comma-separated names of FAMILIES, or "none"), drawn more
    # often: to judge a generator on a few families at a time. Default: all, at their usual weights.
    parser.add_argument("--families", default="")
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
