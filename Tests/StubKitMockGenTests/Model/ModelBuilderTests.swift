// What the model keeps of a requirement's accessors: a subscript's effects, as a property's; and
// the order of a protocol's requirements: its source's, whatever order the graph lists them in.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite struct ModelBuilderTests {
    /// A subscript whose getter throws (and one whose getter is also async) is mocked throwing:
    /// its action throws and the mock's getter says so.
    @Test func aSubscriptsThrowingGetterIsMockedThrowing() throws {
        let text = try mockText(
            """
            struct Draft {}
            protocol Drafts {
                subscript(id: Int) -> Draft { get throws }
                subscript(name: String) -> Draft { get async throws }
            }
            """)
        #expect(
            text == """
                final class DraftsMock: Drafts {
                    var subscriptIdAction: (Int) throws -> Draft = strictStub(name: "subscriptIdAction")
                    subscript(id: Int) -> Draft { get throws { return try subscriptIdAction(id) } }

                    var subscriptNameAction: (String) async throws -> Draft = strictStub(name: "subscriptNameAction")
                    subscript(name: String) -> Draft { get async throws { return try await subscriptNameAction(name) } }
                }

                """)
    }

    /// A property two parents declare, one get-only and one settable, is one member with the
    /// setter, whichever parent comes first: the mock conforms to both.
    @Test func aPropertyOfTwoParentsIsSettableWhenEitherSetsIt() throws {
        for parents in ["Titled, Retitled", "Retitled, Titled"] {
            let text = try mockText(
                """
                protocol Titled {
                    var title: String { get }
                }
                protocol Retitled {
                    var title: String { get set }
                }
                protocol Document: \(parents) {}
                """, protocols: ["Document"])
            #expect(
                text == """
                    final class DocumentMock: Document {
                        var titleStub = PropertyStub<String>()
                        var title: String {
                            get { return titleStub.get(()) }
                            set { titleStub.set(newValue) }
                        }
                    }

                    """, "\(parents)")
        }
    }

    /// A method two parents declare, throwing any error and throwing a typed one, throws the typed
    /// one, whichever parent comes first: that witness satisfies both.
    @Test func aMethodOfTwoParentsThrowsTheTypedErrorOfEither() throws {
        for parents in ["Loading, TypedLoading", "TypedLoading, Loading"] {
            let text = try mockText(
                """
                enum LoadError: Error { case missing }
                protocol Loading {
                    func load() throws
                }
                protocol TypedLoading {
                    func load() throws(LoadError)
                }
                protocol Loader: \(parents) {}
                """, protocols: ["Loader"])
            #expect(text.contains("func load() throws(LoadError)"), "\(parents): \(text)")
        }
    }
}

// MARK: - Source order

extension ModelBuilderTests {
    private static let orderedSource = """
        protocol Ordered {
            func zed()
            func alpha()
        }
        """

    /// The mock of `Ordered` from its graph, each symbol's JSON object (by its name) and the
    /// relationships edited first.
    private func orderedMock(
        symbols edit: (_ name: String, _ symbol: inout [String: Any]) -> Void = { _, _ in },
        relationships reorder: (_ relationships: [[String: Any]], _ idOf: [String: String]) -> [[String: Any]] = {
            relationships, _ in relationships
        }
    ) throws -> String {
        let graph = try #require(
            try symbolGraphs(module: "Order", Self.orderedSource).first { $0.name == "Order.symbols.json" })
        var json = try #require(try JSONSerialization.jsonObject(with: graph.data) as? [String: Any])
        var idOf: [String: String] = [:]
        var symbols = try #require(json["symbols"] as? [[String: Any]])
        for index in symbols.indices {
            let name = (symbols[index]["pathComponents"] as? [String])?.last ?? ""
            idOf[name] = (symbols[index]["identifier"] as? [String: Any])?["precise"] as? String
            edit(name, &symbols[index])
        }
        json["symbols"] = symbols
        json["relationships"] = reorder(try #require(json["relationships"] as? [[String: Any]]), idOf)
        let data = try JSONSerialization.data(withJSONObject: json)
        let file = try MockGenerator(protocols: [], regenerateCommand: "regenerate")
            .generate(symbolGraphs: [(graph.name, data)], context: [])
        return withoutHeader(file)
    }

    /// Whether `first` comes before `second` in `text`.
    private func isBefore(_ first: String, _ second: String, in text: String) throws -> Bool {
        try #require(text.range(of: first)).lowerBound < #require(text.range(of: second)).lowerBound
    }

    /// Within one file, members come in the order of their lines, not of their names.
    @Test func membersOfOneFileComeInSourceOrder() throws {
        let text = try orderedMock()
        #expect(try isBefore("func zed()", "func alpha()", in: text), "\(text)")
    }

    /// Members of two files come file by file, in the order of the files' addresses, before the
    /// order of lines (a graph of several files numbers each file's lines from 1).
    @Test func membersOfTwoFilesComeInTheOrderOfTheirFiles() throws {
        let text = try orderedMock(symbols: { name, symbol in
            guard var location = symbol["location"] as? [String: Any] else { return }
            switch name {
            case "zed()": location["uri"] = "file:///Sources/Order/B.swift"
            case "alpha()": location["uri"] = "file:///Sources/Order/A.swift"
            default: return
            }
            symbol["location"] = location
        })
        #expect(try isBefore("func alpha()", "func zed()", in: text), "\(text)")
    }

    /// A member without a location (a graph without source information) comes after those with
    /// one, even when the graph lists it first.
    @Test func aMemberWithoutALocationComesLast() throws {
        let text = try orderedMock(
            symbols: { name, symbol in
                if name == "zed()" { symbol["location"] = nil }
            },
            relationships: { relationships, idOf in
                let zed = relationships.filter { $0["source"] as? String == idOf["zed()"] }
                return zed + relationships.filter { $0["source"] as? String != idOf["zed()"] }
            })
        #expect(try isBefore("func alpha()", "func zed()", in: text), "\(text)")
    }
}
