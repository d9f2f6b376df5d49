// Behaviours of Model/SymbolTable.swift that mutants of `make mutate` (scripts/mutate.py) changed
// while every other test passed (issue 31): each test fails with one of them.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite struct SymbolTableMutateTests {
    /// A library's public default implementation serves its protocol's mock wherever it is written.
    ///
    /// With only the library's public protocols (the plugin on a dependency), the mocks' file sees
    /// no internal declaration of the library, but it sees the public ones: the requirement (a
    /// result with no default value) is left to the default, as without `onlyPublicProtocols`.
    @Test func aPublicDefaultServesMocksOfOnlyThePublicProtocols() throws {
        let library = """
            public struct Future {}
            public protocol Loading {
                func load() -> Future
                func cancel()
            }
            extension Loading { public func load() -> Future { Future() } }
            """
        let graphs = try symbolGraphs(module: "PublicDefaults", library, dependencies: [])
        for onlyPublic in [true, false] {
            var generator = MockGenerator(protocols: [], regenerateCommand: "regenerate")
            generator.onlyPublicProtocols = onlyPublic
            let text = try generator.generate(symbolGraphs: graphs, context: [])
            #expect(text.contains("final class LoadingMock: Loading {"), "onlyPublic: \(onlyPublic)")
            #expect(text.contains("func cancel() { cancelAction(()) }"), "onlyPublic: \(onlyPublic)")
            #expect(!text.contains("loadAction"), "onlyPublic: \(onlyPublic)")
        }
    }

    /// Without the modules whose internals the mocks' file sees, every module's internal default
    /// implementation counts; with them, only theirs.
    @Test func internalDefaultsCountForTheModulesNamedOrForAllWhenNoneAre() throws {
        let source = """
            struct Future {}
            protocol Loading { func load() -> Future }
            extension Loading { func load() -> Future { Future() } }
            """
        let graphs = try symbolGraphs(module: "Defaults", source)
            .filter { $0.name == "Defaults.symbols.json" }
            .map { try SymbolGraph.decode($0.data, name: $0.name) }
        let requirement = try #require(
            graphs.flatMap(\.symbols).first { $0.pathComponents == ["Loading", "load()"] && $0.swiftExtension == nil })
        let id = requirement.identifier.precise
        #expect(SymbolTable(graphs).defaultImplementations[id]?.count == 1)
        #expect(SymbolTable(graphs, internalsVisible: ["Defaults"]).defaultImplementations[id]?.count == 1)
        #expect(SymbolTable(graphs, internalsVisible: ["Other"]).defaultImplementations[id] == nil)
    }

    /// `Self.Expression`, printed without its symbol, is looked up in the protocol's parents too.
    ///
    /// The refinement's typealias names its parent's (swift-syntax's `ListBuilder` shape, split in
    /// two): the mock spells it out to the end, as for a typealias of the protocol itself.
    @Test func selfMembersPrintedWithoutTheirSymbolAreFoundInTheParents() throws {
        let text = try mockText(
            """
            protocol Listing {
                associatedtype FinalResult: Collection
                typealias Expression = FinalResult.Element
            }
            protocol SubListing: Listing {
                typealias Component = [Expression]
                static func buildExpression(_ expression: Expression) -> Component
            }
            """, protocols: ["SubListing"])
        #expect(
            text == """
                final class SubListingMock<FinalResult: Collection>: SubListing {
                    nonisolated final class Statics: TestScopedValue, @unchecked Sendable {
                        var buildExpressionAction: (FinalResult.Element) -> [FinalResult.Element] = { _ in .defaultValue }
                    }
                    static var statics: TestScoped<Statics> { TestScoped(for: Self.self) }

                    static func buildExpression(_ expression: FinalResult.Element) -> [FinalResult.Element] {
                        statics.current.buildExpressionAction(expression)
                    }
                }

                """)
    }
}

extension SymbolTableMutateTests {
    /// An attribute naming a type the graphs declare is not a global actor unless that type is
    /// one, whatever its name: a result builder named like an actor, declared directly or through
    /// a typealias, leaves the mock unisolated.
    @Test func aResultBuilderNamedLikeAnActorIsNoGlobalActor() throws {
        let builder = "@resultBuilder enum ListBuilder { static func buildBlock(_ parts: Int...) -> [Int] { parts } }"
        for declaration in [
            builder + "\ntypealias ListActor = ListBuilder",
            builder.replacingOccurrences(of: "ListBuilder", with: "ListActor"),
        ] {
            let text = try mockText(
                declaration + """

                    protocol Lists {
                        @ListActor var items: [Int] { get }
                    }
                    """, protocols: ["Lists"])
            #expect(
                text == """
                    final class ListsMock: Lists {
                        var itemsAction: (()) -> [Int] = { _ in .defaultValue }
                        var items: [Int] { return itemsAction(()) }
                    }

                    """, "\(declaration)")
        }
    }
}
