// The typed model on real declarations: `FragmentParser` reads the fragments the compiler
// writes into a tree of `SwiftType`s whose names keep their symbol, and a mock's scope writes each
// name with its module by that identity, never by its spelling.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite struct TypedModelTests {
    private static let source = """
        import Foundation

        protocol SomeDecoder {}
        protocol P {}
        protocol Q {}
        struct State {}
        struct Action {}
        struct Body {}
        struct Account: ~Copyable {}
        enum ParseError: Error {}

        @resultBuilder struct Builder<S, A> {
            static func buildBlock(_ parts: Body...) -> Body { Body() }
        }

        protocol Shapes {
            associatedtype Value: Collection
            init<JSONDecoder: SomeDecoder>(decoder: JSONDecoder, fallback: Foundation.JSONDecoder)
            func first(of value: Value) -> Value.Element?
            func erase(_ value: any P & Q, _ optional: (any P)?, _ legacy: Int!, _ opaque: some P)
            func own(_ a: inout Int, _ b: consuming Account, _ c: borrowing Account)
            func subscribe(_ handler: @escaping @Sendable (String) -> Void, _ update: @escaping @MainActor (Int) -> Void)
            @MainActor func parse<T>(_ text: String, into value: inout T) async throws(ParseError) -> [String: Int]
                where T: Codable
            nonisolated(nonsending) func run(_ body: nonisolated(nonsending) () async -> Void) async
            func all<each T>(_ values: repeat each T) -> (repeat each T)
            @Builder<State, Action> var body: Body { get }
        }
        """

    /// The declaration of `Shapes.<member>` as the parser reads it.
    private func declaration(_ member: String) throws -> Declaration {
        let symbol = try #require(try symbols(Self.source)["Shapes." + member])
        let generics = Set((symbol.swiftGenerics?.parameters ?? []).filter { $0.depth > 0 }.map(\.name))
        return FragmentParser.declaration(try #require(symbol.declarationFragments), generics: generics)
    }

    private func named(_ name: String, _ usr: String) -> SwiftType { .named(TypeName(name, usr: usr), []) }

    private let string = SwiftType.named(TypeName("String", usr: "s:SS"), [])
    private let int = SwiftType.named(TypeName("Int", usr: "s:Si"), [])
    private let void = SwiftType.named(TypeName("Void", usr: "s:s4Voida"), [])

    @Test func declarationsAreReadIntoTheirParts() throws {
        let parse = try declaration("parse(_:into:)")
        #expect(parse.attributes == [Attribute(name: "@MainActor")])
        #expect(parse.keyword == "func")
        #expect(parse.name == "parse")
        #expect(parse.genericParameters == ["T"])
        #expect(parse.parameters.map(\.externalName) == ["_", "into"])
        #expect(parse.parameters.map(\.internalName) == ["text", "value"])
        #expect(parse.parameters.map(\.type) == [string, .generic("T")])
        #expect(parse.parameters.map(\.ownership) == [nil, .inout])
        #expect(parse.isAsync)
        #expect(parse.throwing == .typed(named("ParseError", "s:3App10ParseErrorO")))
        #expect(parse.result == .dictionary(string, int))
        // `T: Codable` is printed as its two protocols.
        #expect(
            parse.whereClause == [
                .conformance(.generic("T"), named("Decodable", "s:Se")),
                .conformance(.generic("T"), named("Encodable", "s:SE")),
            ])
    }

    /// `init<JSONDecoder: SomeDecoder>(decoder: JSONDecoder, fallback: Foundation.JSONDecoder)`:
    /// the first is the generic parameter, the second Foundation's class, told apart by their symbols.
    @Test func aGenericParameterIsNotTheTypeOfTheSameName() throws {
        let initializer = try declaration("init(decoder:fallback:)")
        #expect(initializer.keyword == "init")
        #expect(initializer.genericParameters == ["JSONDecoder"])
        #expect(initializer.parameters[0].type == .generic("JSONDecoder"))
        guard case .named(let foundation, []) = initializer.parameters[1].type else {
            Issue.record("not a named type: \(initializer.parameters[1].type)")
            return
        }
        #expect(foundation.name == "JSONDecoder")
        #expect(foundation.kind == .class)
        #expect(foundation.module.map(TypeSpelling.implicitModules.contains) == true)
        #expect(
            initializer.whereClause == [
                .conformance(.generic("JSONDecoder"), named("SomeDecoder", "s:3App11SomeDecoderP"))
            ]
        )
    }

    /// `Value.Element` of `associatedtype Value: Collection` is printed `Self.Value.Element`: a member
    /// of a member of `Self`, each with its associated type's symbol.
    @Test func associatedTypesAreMembersOfSelf() throws {
        let first = try declaration("first(of:)")
        let value = SwiftType.member(.selfType, TypeName("Value", usr: "s:3App6ShapesP5ValueQa"), [])
        #expect(first.parameters[0].type == value)
        #expect(first.result == .optional(.member(value, TypeName("Element", usr: "s:ST7ElementQa"), [])))
        guard case .member(_, let element, _) = first.result?.unwrapped else { return }
        #expect(element.kind == .associatedType)
    }

    @Test func existentialsOpaqueTypesAndImplicitlyUnwrappedOptionals() throws {
        let erase = try declaration("erase(_:_:_:_:)")
        let p = named("P", "s:3App1PP")
        #expect(
            erase.parameters.map(\.type) == [
                .existential(.composition([p, named("Q", "s:3App1QP")])), .optional(.existential(p)),
                .implicitlyUnwrapped(int), .opaque(p),
            ])
        #expect(
            erase.parameters.map { TypeSpelling.canonical($0.type) } == ["any P & Q", "(any P)?", "Int!", "some P"])
    }

    @Test func ownershipBelongsToTheParameter() throws {
        let own = try declaration("own(_:_:_:)")
        let account = named("Account", "s:3App7AccountV")
        #expect(own.parameters.map(\.ownership) == [.inout, .consuming, .borrowing])
        #expect(own.parameters.map(\.type) == [int, account, account])
    }

    /// `@escaping` belongs to the parameter, `@Sendable` and a global actor to the function type.
    ///
    /// The compiler prints `@MainActor` as `@` and the actor's type name, and adds `@Sendable` to it.
    @Test func closureAttributes() throws {
        let subscribe = try declaration("subscribe(_:_:)")
        #expect(subscribe.parameters.map(\.isEscaping) == [true, true])
        #expect(
            subscribe.parameters[0].type
                == .function(
                    FunctionType(attributes: ["@Sendable"], parameters: [FunctionParameter(type: string)], result: void)
                ))
        #expect(
            subscribe.parameters[1].type
                == .function(
                    FunctionType(
                        attributes: ["@MainActor", "@Sendable"], parameters: [FunctionParameter(type: int)],
                        result: void)
                ))
        #expect(
            subscribe.parameters.map { TypeSpelling.canonical($0.type) } == [
                "@Sendable (String) -> Void", "@MainActor @Sendable (Int) -> Void",
            ])
    }

    /// `nonisolated(nonsending)` of the requirement is an attribute the mock repeats; of a closure
    /// type, one of the type's attributes.
    @Test func nonisolatedNonsending() throws {
        let run = try declaration("run(_:)")
        #expect(run.attributes == [Attribute(name: "nonisolated(nonsending)")])
        #expect(run.modifiers.isEmpty)
        #expect(run.isAsync)
        #expect(
            run.parameters[0].type
                == .function(
                    FunctionType(attributes: ["nonisolated(nonsending)"], parameters: [], isAsync: true, result: void)))
    }

    @Test func parameterPacks() throws {
        let all = try declaration("all(_:)")
        #expect(all.genericParameters == ["T"])
        #expect(all.packParameters == ["T"])
        #expect(all.parameters[0].type == .packExpansion(.packElement(.generic("T"))))
        #expect(all.result.map(TypeSpelling.canonical) == "(repeat each T)")
    }

    /// `@Builder<State, Action>`: the attribute keeps its generic arguments whole, not cut at the comma.
    @Test func attributesWithGenericArguments() throws {
        let body = try declaration("body")
        #expect(
            body.attributes == [
                Attribute(
                    name: "@Builder",
                    typeArguments: [named("State", "s:3App5StateV"), named("Action", "s:3App6ActionV")])
            ])
        #expect(body.keyword == "var")
        #expect(body.result == named("Body", "s:3App4BodyV"))
        #expect(body.accessors == ["get"])
    }
}

/// Module qualification acts on each name's identity (its symbol), never on its spelling.
@Suite struct ModuleQualificationTests {
    /// A module's own `IndexPath` is written `Charts.IndexPath` (Foundation has one); a type hidden
    /// in the mock by a name it declares (a generic parameter `Digest`) is written with its module;
    /// other types, and Foundation's, alone.
    @Test func typesNamedLikeFoundationsAreWrittenWithTheirModule() throws {
        let source = """
            import Crypto
            import Foundation

            struct IndexPath {}
            struct User {}

            protocol Cells {
                func cell(at indexPath: IndexPath, digest: any Digest, user: User, date: Date)
            }
            """
        let dependency = ("Crypto", "public protocol Digest {}")
        let graphs = try symbolGraphs(module: "Charts", source, dependencies: [dependency])
            .filter { $0.name == "Charts.symbols.json" || $0.name == "Crypto.symbols.json" }
            .map { try SymbolGraph.decode($0.data, name: $0.name) }
        let scope = MockScope(
            table: SymbolTable(graphs), mockName: "CellsMock", names: ["Digest"],
            importedModules: ["Charts", "Crypto", "Foundation", "StubKit"])
        let symbol = try #require(
            try symbols(module: "Charts", source, dependencies: [dependency])["Cells.cell(at:digest:user:date:)"])
        let cell = FragmentParser.declaration(try #require(symbol.declarationFragments))
        #expect(
            cell.parameters.map { scope.spell($0.type) } == ["Charts.IndexPath", "any Crypto.Digest", "User", "Date"])
    }

    /// `init<JSONDecoder: SomeDecoder>(decoder: JSONDecoder, fallback: Foundation.JSONDecoder)`: in
    /// the requirement's scope the generic parameter is written alone, Foundation's class with its module.
    @Test func aGenericParameterHidesTheTypeOfTheSameName() throws {
        let source = """
            import Foundation

            protocol SomeDecoder {}

            protocol Decoding {
                init<JSONDecoder: SomeDecoder>(decoder: JSONDecoder, fallback: Foundation.JSONDecoder)
            }
            """
        let symbol = try #require(try symbols(source)["Decoding.init(decoder:fallback:)"])
        let initializer = FragmentParser.declaration(try #require(symbol.declarationFragments))
        let scope = MockScope(table: SymbolTable([]), mockName: "DecodingMock").adding(initializer.genericParameters)
        #expect(initializer.parameters.map { scope.spell($0.type) } == ["JSONDecoder", "Foundation.JSONDecoder"])
        let outside = MockScope(table: SymbolTable([]), mockName: "DecodingMock")
        #expect(outside.spell(initializer.parameters[1].type) == "JSONDecoder")
    }

    /// Yams' `AliasDereferencingStrategy` declares `typealias Value = (any Decodable)`: a name that
    /// may be hidden, but declared inside the protocol, so the mock writes it unqualified
    /// (`Yams.Value` names nothing); top-level types are still qualified.
    @Test func onlyTopLevelTypesAreQualifiedWithTheirModule() throws {
        let symbols = try symbols(
            module: "Yams",
            """
            enum Node {}

            protocol AliasDereferencingStrategy {
                typealias Value = (any Decodable)
                func value(for node: Node) -> Value
            }
            """)
        let node = try #require(symbols["Node"]).identifier.precise
        let value = try #require(symbols["AliasDereferencingStrategy.Value"]).identifier.precise
        #expect(node == "s:4Yams4NodeO")
        #expect(value == "s:4Yams26AliasDereferencingStrategyP5Valuea")
        #expect(USR.isTopLevel(node))
        #expect(USR.isTopLevel("s:6Charts9IndexPathV"))
        #expect(!USR.isTopLevel(value))
        #expect(USR.module(of: node) == "Yams")
        #expect(USR.module(of: "s:6Charts9IndexPathV") == "Charts")
        let scope = MockScope(
            table: SymbolTable([]), mockName: "AliasDereferencingStrategyMock", names: ["Node", "Value"])
        #expect(scope.write(TypeName("Node", usr: node)) == "Yams.Node")
        #expect(scope.write(TypeName("Value", usr: value)) == "Value")
    }
}
