// How the parser reads what a graph prints beside the types: default argument values, which the
// compiler prints for the members of protocol extensions (never for requirements).
import Testing

@testable import StubKitMockGen

@Suite struct FragmentParserTests {
    /// Default values with punctuation (`-1`, `.zero`, `.init()`, `[]`, `(1, 2)`) are skipped up to
    /// the `,` or `)` that ends them, so the parameters after them and the result are read.
    @Test func defaultValuesAreSkippedToTheirEnd() throws {
        let source = """
            struct Future {}
            protocol Loading {
                func load(retries: Int, delay: Double, name: String, tags: [Int], pair: (Int, Int)) -> Future
            }
            extension Loading {
                func load(
                    retries: Int = -1, delay: Double = .zero, name: String = .init(), tags: [Int] = [],
                    pair: (Int, Int) = (1, 2)
                ) -> Future { Future() }
            }
            """
        let graph = try #require(try symbolGraphs(source).first { $0.name == "App.symbols.json" })
        let implementation = try #require(
            try SymbolGraph.decode(graph.data, name: graph.name).symbols.first {
                $0.pathComponents.first == "Loading" && $0.swiftExtension != nil
            })
        let declaration = FragmentParser.declaration(implementation.declarationFragments ?? [])
        #expect(declaration.parameters.map(\.externalName) == ["retries", "delay", "name", "tags", "pair"])
        #expect(declaration.result.map(TypeSpelling.canonical) == "Future")
    }

    /// A default implementation whose parameters have such default values serves its requirement:
    /// a result with no default value is left to it, as without default values.
    @Test func aDefaultImplementationWithDefaultValuesServesItsRequirement() throws {
        let text = try mockText(
            """
            struct Future {}
            protocol Loading {
                func load(retries: Int, delay: Double) -> Future
                func cancel()
            }
            extension Loading {
                func load(retries: Int = -1, delay: Double = .zero) -> Future { Future() }
            }
            """)
        #expect(
            text == """
                final class LoadingMock: Loading {
                    var cancelAction: (()) -> Void = { _ in }
                    func cancel() { cancelAction(()) }
                }

                """)
    }
}

extension FragmentParserTests {
    /// A composition written without `any` or `some` (a typealias's) is read whole, its second and
    /// third parts included, and so is the declaration after it.
    @Test func aCompositionWithoutAnyIsReadWhole() throws {
        let symbols = try symbols(
            """
            protocol P {}
            protocol Q {}
            protocol R {}
            protocol Shapes {
                typealias One = P
                typealias Two = P & Q
                typealias Three = P & Q & R
            }
            """)
        func result(_ member: String) throws -> String? {
            let symbol = try #require(symbols["Shapes." + member])
            return FragmentParser.declaration(symbol.declarationFragments ?? []).result.map(TypeSpelling.canonical)
        }
        #expect(try result("One") == "P")
        #expect(try result("Two") == "P & Q")
        #expect(try result("Three") == "P & Q & R")
    }
}

extension FragmentParserTests {
    /// An operator's name printed in a text fragment, where it splits into punctuation tokens, is
    /// read as the compiler's one identifier fragment is: `<=`, `<=>` and a generic `<` (whose
    /// generic clause, spaced, is not part of the name) give the same declaration.
    @Test func anOperatorsNameInATextFragmentIsReadWhole() throws {
        let symbols = try symbols(
            """
            infix operator <=>: ComparisonPrecedence
            protocol Ordering {
                static func <= (lhs: Self, rhs: Self) -> Bool
                static func <=> (lhs: Self, rhs: Self) -> Bool
                static func < <T>(lhs: Self, rhs: T) -> Bool
            }
            """)
        for member in ["<=(_:_:)", "<=>(_:_:)", "<(_:_:)"] {
            let fragments = try #require(symbols["Ordering." + member]?.declarationFragments)
            let asText = fragments.map { fragment in
                guard fragment.kind == "identifier" else { return fragment }
                return SymbolGraph.Fragment(kind: "text", spelling: fragment.spelling)
            }
            #expect(asText.map(\.kind) != fragments.map(\.kind), "\(member)")
            let declaration = FragmentParser.declaration(asText)
            #expect(declaration == FragmentParser.declaration(fragments), "\(member)")
            #expect(declaration.name == String(member.prefix { $0 != "(" }), "\(member)")
        }
    }

    /// A fragment the parser does not know before the declaration's keyword (punctuation, a number,
    /// text a newer compiler might print) is skipped: the declaration after it is read as without it,
    /// and reading ends.
    @Test func anUnknownFragmentBeforeTheKeywordIsSkipped() throws {
        let symbols = try symbols(
            """
            protocol Ordering {
                static func compare(_ lhs: Int, _ rhs: Int) -> Bool
            }
            """)
        let fragments = try #require(symbols["Ordering.compare(_:_:)"]?.declarationFragments)
        for stray in [
            SymbolGraph.Fragment(kind: "text", spelling: "; "), SymbolGraph.Fragment(kind: "number", spelling: "1"),
            SymbolGraph.Fragment(kind: "stringLiteral", spelling: "\"x\""),
        ] {
            let declaration = FragmentParser.declaration([stray] + fragments)
            #expect(declaration == FragmentParser.declaration(fragments), "\(stray.spelling)")
            #expect(declaration.name == "compare", "\(stray.spelling)")
        }
    }
}

extension FragmentParserTests {
    /// A member type's generic arguments, written right after its name (`Outer.Inner<Int>`), are
    /// its own: read as the member's, at each level of a chain, before a suffix, in a parameter
    /// and in the result (whole-code run seed 215238531, survivor #3790: `<` unspaced after a
    /// member's name was not read).
    @Test func aMemberTypesGenericArgumentsAreReadAsItsOwn() throws {
        let symbols = try symbols(
            """
            struct Outer {
                struct Inner<T> {
                    struct Deeper<U> {}
                }
            }
            protocol Paging {
                func page(_ cursor: Outer.Inner<String>?) -> Outer.Inner<Int>.Deeper<Bool>
            }
            """)
        let fragments = try #require(symbols["Paging.page(_:)"]?.declarationFragments)
        let declaration = FragmentParser.declaration(fragments)
        let inner = try #require(declaration.result)
        guard case .member(.member(let base, let innerName, let innerArguments), let deeper, let arguments) = inner
        else {
            Issue.record("not a member of a member: \(inner)")
            return
        }
        #expect(TypeSpelling.canonical(base) == "Outer")
        #expect(innerName.name == "Inner")
        #expect(innerArguments.map(TypeSpelling.canonical) == ["Int"])
        #expect(deeper.name == "Deeper")
        #expect(arguments.map(TypeSpelling.canonical) == ["Bool"])
        #expect(TypeSpelling.canonical(inner) == "Outer.Inner<Int>.Deeper<Bool>")
        #expect(declaration.parameters.map { TypeSpelling.canonical($0.type) } == ["Outer.Inner<String>?"])
    }

    /// A protocol's own metatype is read apart from a type's: today's compilers print it
    /// `(any Service).Type`, a metatype of the existential; graphs of Swift 5.6 and before print it
    /// `Service.Protocol`, read as the same metatype of the protocol (whole-code run seed 20261207,
    /// survivor #3789: `.Protocol` was read and then dropped, leaving `Service`).
    @Test func aProtocolMetatypeIsReadApartFromATypeMetatype() throws {
        let symbols = try symbols(
            """
            protocol Service {}
            protocol Registry {
                func register(_ kind: Service.Protocol) -> (any Service.Type)?
            }
            """)
        let fragments = try #require(symbols["Registry.register(_:)"]?.declarationFragments)
        let declaration = FragmentParser.declaration(fragments)
        #expect(declaration.parameters.map { TypeSpelling.canonical($0.type) } == ["(any Service).Type"])
        #expect(declaration.result.map(TypeSpelling.canonical) == "(any Service.Type)?")

        let service = "s:3App7ServiceP"
        let older = FragmentParser.type([
            SymbolGraph.Fragment(kind: "typeIdentifier", spelling: "Service", preciseIdentifier: service),
            SymbolGraph.Fragment(kind: "text", spelling: ".Protocol?"),
        ])
        guard case .optional(.protocolMetatype(.named(let name, []))) = older else {
            Issue.record("not an optional protocol metatype: \(older)")
            return
        }
        #expect(name.usr == service)
        #expect(TypeSpelling.canonical(older) == "Service.Protocol?")
    }

    /// A token the generic parameter list does not expect (a literal, an attribute, stray
    /// punctuation) is stepped over: the names around it and the rest of the declaration are read
    /// (whole-code run seed 20261207, survivor #3574: without the step the parser looped forever).
    @Test func anUnexpectedTokenInTheGenericParametersIsSteppedOver() throws {
        let symbols = try symbols(
            """
            protocol Picking {
                func pick<T, U>(_ first: T, _ second: U) -> Int
            }
            """)
        let fragments = try #require(symbols["Picking.pick(_:_:)"]?.declarationFragments)
        let comma = try #require(fragments.firstIndex { $0.spelling.contains(", ") && $0.kind == "text" })
        for stray in [
            SymbolGraph.Fragment(kind: "number", spelling: "1"),
            SymbolGraph.Fragment(kind: "attribute", spelling: "@stray"),
            SymbolGraph.Fragment(kind: "text", spelling: "; "),
        ] {
            var damaged = fragments
            damaged.insert(stray, at: comma + 1)
            let declaration = FragmentParser.declaration(damaged)
            #expect(declaration.genericParameters == ["T", "U"], "\(stray.spelling)")
            #expect(declaration.parameters.map { TypeSpelling.canonical($0.type) } == ["T", "U"], "\(stray.spelling)")
            #expect(declaration.result.map(TypeSpelling.canonical) == "Int", "\(stray.spelling)")
        }
    }

    /// A parameter's own attribute with arguments (`@Builder(always) content:`, as a compiler may
    /// print one; 6.3.1 prints none) is stepped over whole: the parameter's label and type, and
    /// those after it, are read (issue 40, run 6 survivor #4114: its arguments were read as the
    /// parameter's type).
    @Test func aParametersAttributeWithArgumentsIsSteppedOver() throws {
        let symbols = try symbols(
            """
            @resultBuilder struct Builder { static func buildBlock(_ parts: Int...) -> Int { 0 } }
            protocol Making {
                func make(@Builder content: () -> Int, count: Int) -> Int
            }
            """)
        let fragments = try #require(symbols["Making.make(content:count:)"]?.declarationFragments)
        let attribute = try #require(fragments.firstIndex { $0.kind == "attribute" && $0.spelling == "Builder" })
        var damaged = fragments
        damaged.insert(SymbolGraph.Fragment(kind: "text", spelling: "(always)"), at: attribute + 1)
        for declaration in [FragmentParser.declaration(fragments), FragmentParser.declaration(damaged)] {
            #expect(declaration.parameters.map(\.externalName) == ["content", "count"])
            #expect(declaration.parameters.map { TypeSpelling.canonical($0.type) } == ["() -> Int", "Int"])
            #expect(declaration.result.map(TypeSpelling.canonical) == "Int")
        }
    }

    /// `nonisolated(nonsending)` as one keyword fragment before a type, as graphs print it before a
    /// parameter's type (6.3.1 prints it as text elsewhere: a property's, a result's, inside a
    /// closure type), is the type's attribute wherever it comes (issue 40, run 6 survivor #4260).
    @Test func aNonsendingKeywordFragmentBeforeAnyTypeIsItsAttribute() throws {
        let symbols = try symbols(
            """
            protocol Polling {
                var next: nonisolated(nonsending) () async -> Int { get }
            }
            """)
        let fragments = try #require(symbols["Polling.next"]?.declarationFragments)
        let text = try #require(fragments.firstIndex { $0.kind == "text" && $0.spelling.contains("nonisolated(") })
        #expect(fragments[text].spelling == ": nonisolated(nonsending) () ")
        var keyword = fragments
        keyword.replaceSubrange(
            text...text,
            with: [
                SymbolGraph.Fragment(kind: "text", spelling: ": "),
                SymbolGraph.Fragment(kind: "keyword", spelling: "nonisolated(nonsending)"),
                SymbolGraph.Fragment(kind: "text", spelling: " () "),
            ])
        for declaration in [FragmentParser.declaration(fragments), FragmentParser.declaration(keyword)] {
            #expect(
                declaration.result.map(TypeSpelling.canonical) == "nonisolated(nonsending) () async -> Int",
                "\(declaration)")
        }
    }

    /// A class's declaration: its name, generic parameters and `where` clause (the graph prints no
    /// superclass there); `class` before `func` stays a modifier.
    @Test func aClassDeclarationAndAClassMethod() throws {
        let symbols = try symbols(
            """
            open class Box<T: Equatable, U> where U: Collection {
                open class func make() -> Int { 0 }
            }
            public final class Sealed {}
            """)
        let box = FragmentParser.declaration(try #require(symbols["Box"]?.declarationFragments))
        #expect(box.keyword == "class")
        #expect(box.name == "Box")
        #expect(box.genericParameters == ["T", "U"])
        #expect(box.whereClause.map(\.subject) == [.generic("T"), .generic("U")])
        let sealed = FragmentParser.declaration(try #require(symbols["Sealed"]?.declarationFragments))
        #expect(sealed.modifiers == ["final"])
        #expect(sealed.name == "Sealed")
        let make = FragmentParser.declaration(try #require(symbols["Box.make()"]?.declarationFragments))
        #expect(make.keyword == "func")
        #expect(make.modifiers == ["class"])
        #expect(make.name == "make")
    }
}
