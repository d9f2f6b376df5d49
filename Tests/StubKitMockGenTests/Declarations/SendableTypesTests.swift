import Testing

// Which argument types keep an actor mock's async action `async`: only those surely `Sendable`.
@testable import StubKitMockGen

@Suite struct SendableTypesTests {
    static let known = [
        "Int", "String?", "[Int: URL?]", "(String, Swift.Int)", "Set<UUID>", "any Error", "any Sendable",
        "@Sendable (Int) -> Void", "sending [Data]", "()",
        // Swift 6 makes a global actor's function types `Sendable` (SE-0434): the compiler prints
        // `@MainActor @Sendable`.
        "@MainActor () -> Void", "(String, @Sendable () -> Void)",
    ]
    static let notKnown = [
        "Draft", "[Draft]", "(String, Draft)", "() -> String", "(Int) -> Void", "Any", "any Collection",
        "Result<Int, ParseError>", "(String, () -> Void)",
    ]

    /// Each type as the compiler's graph writes it: the parameter of `func type<N>(_ value: <type>)`,
    /// all in one module.
    static let types: [String: SwiftType] = {
        let all = known + notKnown
        let source = """
            import Foundation

            struct Draft {}
            enum ParseError: Error {}

            protocol Types {
            \(all.enumerated().map { "    func type\($0.offset)(_ value: \($0.element))" }.joined(separator: "\n"))
            }
            """
        guard let symbols = try? symbols(source) else { return [:] }
        var types: [String: SwiftType] = [:]
        for (index, spelling) in all.enumerated() {
            let fragments = symbols["Types.type\(index)(_:)"]?.declarationFragments ?? []
            types[spelling] = FragmentParser.declaration(fragments).parameters.first?.type
        }
        return types
    }()

    @Test(arguments: known)
    func knownSendable(_ spelling: String) throws {
        #expect(SendableTypes.isKnownSendable(try #require(Self.types[spelling])))
    }

    @Test(arguments: notKnown)
    func notKnownSendable(_ spelling: String) throws {
        #expect(!SendableTypes.isKnownSendable(try #require(Self.types[spelling])))
    }
}

/// Types the mocked protocol itself declares or takes: a generic parameter, `Self`, an associated
/// type and an opaque parameter may be anything, so none is known `Sendable`.
@Suite struct SendableTypesOfTheProtocolTests {
    @Test func genericSelfAssociatedAndOpaqueTypesAreNotKnownSendable() throws {
        let symbols = try symbols(
            """
            protocol Values {
                associatedtype Element
                func generic<T>(_ value: T)
                func selfType(_ value: Self)
                func associated(_ value: Element)
                func opaque(_ value: some Collection)
            }
            """)
        for name in ["generic(_:)", "selfType(_:)", "associated(_:)", "opaque(_:)"] {
            let symbol = try #require(symbols["Values." + name])
            let generics = Set((symbol.swiftGenerics?.parameters ?? []).map(\.name))
            let declaration = FragmentParser.declaration(symbol.declarationFragments ?? [], generics: generics)
            let type = try #require(declaration.parameters.first?.type)
            #expect(!SendableTypes.isKnownSendable(type), "\(name): \(type)")
        }
    }
}
