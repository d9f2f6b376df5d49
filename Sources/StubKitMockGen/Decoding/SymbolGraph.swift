// Stage 1, decoding: the part of the compiler's symbol-graph JSON (format 0.6, as written by
// `swift package dump-symbol-graph`, `swift-symbolgraph-extract` and `-emit-symbol-graph`) that
// the generator reads. Everything else in the file is ignored, so newer compilers that add keys
// still decode.
internal import Foundation

/// One `<Module>.symbols.json` (or `<Module>@<Other>.symbols.json`) file.
struct SymbolGraph: Decodable {
    struct Module: Decodable {
        var name: String
    }

    struct Metadata: Decodable {
        struct FormatVersion: Decodable {
            var major: Int
        }

        var formatVersion: FormatVersion
    }

    struct Symbol: Decodable {
        struct Kind: Decodable {
            var identifier: String
        }

        struct Identifier: Decodable {
            var precise: String
        }

        /// The declaration's generic parameters: depth 0 is the protocol's `Self`, depth 1 a
        /// requirement's own.
        struct Generics: Decodable {
            struct Parameter: Decodable {
                var name: String
                var depth: Int
            }

            /// `Alias: ModelAlias`: `kind` `conformance`, `lhs` the parameter, `rhsPrecise` the protocol.
            struct Constraint: Decodable {
                var kind: String
                var lhs: String
                var rhsPrecise: String?
            }

            var parameters: [Parameter]?
            var constraints: [Constraint]?
        }

        /// Where an extension member is declared: `constraints` of a constrained extension.
        struct Extension: Decodable {
            var constraints: [Generics.Constraint]?
        }

        struct Location: Decodable {
            struct Position: Decodable {
                var line: Int
                var character: Int
            }

            var uri: String
            var position: Position
        }

        /// `@available` of the declaration (and of the declarations it is in).
        struct Availability: Decodable, Equatable {
            struct Version: Decodable, Equatable {
                var major: Int
                var minor: Int?
                var patch: Int?
            }

            /// `macOS`, `iOS`, `*`, `Swift`, or a module's own domain (`gRPCSwift`).
            var domain: String?
            var introduced: Version?
            var deprecated: Version?
            var obsoleted: Version?
            var message: String?
            var isUnconditionallyDeprecated: Bool?
            var isUnconditionallyUnavailable: Bool?
        }

        var kind: Kind
        var identifier: Identifier
        var location: Location?
        var pathComponents: [String]
        var declarationFragments: [Fragment]?
        var swiftGenerics: Generics?
        var swiftExtension: Extension?
        /// `public`, `open`, `package`, `internal`…: the plugin asks for internal declarations too.
        var accessLevel: String?
        /// Whether it is `@_spi(…)`: public only to clients that import the module with that SPI
        /// (the graph does not say which); graphs extracted with `-include-spi-symbols` have them.
        var spi: Bool?
        var availability: [Availability]?
    }

    struct Fragment: Decodable {
        var kind: String
        var spelling: String
        /// For type names: the type's symbol, which names its module (`s:9HTTPTypes11HTTPRequestV`).
        var preciseIdentifier: String?
    }

    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
        var targetFallback: String?
    }

    var metadata: Metadata
    var module: Module
    var symbols: [Symbol]
    var relationships: [Relationship]
}

extension SymbolGraph {
    /// Decodes one symbol-graph file and checks that the generator can read it (`check(name:)`);
    /// `name` only serves the error messages.
    static func decode(_ data: Data, name: String) throws(GeneratorError) -> SymbolGraph {
        let graph: SymbolGraph
        do {
            graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
        } catch DecodingError.dataCorrupted {
            throw .notJSON(file: name)
        } catch let error as DecodingError {
            throw unreadableEntry(error, in: data, file: name) ?? .notASymbolGraph(file: name)
        } catch {
            throw .notASymbolGraph(file: name)
        }
        try graph.check(name: name)
        return graph
    }
}
