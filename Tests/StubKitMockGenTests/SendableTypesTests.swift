import Testing

// Which argument types keep an actor mock's async action `async`: only those surely `Sendable`.
@testable import StubKitMockGen

@Suite struct SendableTypesTests {
    @Test(arguments: [
        "Int", "String?", "[Int: URL?]", "(String, Swift.Int)", "Set<UUID>", "any Error", "any Sendable",
        "@Sendable (Int) -> Void", "sending [Data]", "()",
    ])
    func knownSendable(_ type: String) {
        #expect(SendableTypes.isKnownSendable(type))
    }

    @Test(arguments: [
        "Draft", "[Draft]", "(String, Draft)", "() -> String", "(Int) -> Void", "Any", "any Collection",
        "@MainActor () -> Void", "(String, @Sendable () -> Void)", "Result<Int, ParseError>",
    ])
    func notKnownSendable(_ type: String) {
        #expect(!SendableTypes.isKnownSendable(type))
    }
}
