// Snippet tests for mocks isolated to a global actor whose protocol refines nonisolated ones (the
// random-shapes gaps of seed 23): each small input next to the exact text the generator writes.
import Testing

@testable import StubKitMockGen

@Suite struct IsolatedMockTests {
    /// A nonisolated parent's `static func make() -> Self` makes a new mock in its action's first
    /// value, in the nonisolated `Statics`: the `init()` the generator declares is `nonisolated`,
    /// else that value is "main actor-isolated default value in a nonisolated context".
    @Test func theDeclaredInitializerOfAMainActorMockIsNonisolated() throws {
        let text = try mockText(
            """
            protocol Maker {
                static func make() -> Self
            }

            @MainActor protocol Screen: Maker {
                init(title: String)
            }
            """, protocols: ["Screen"])
        #expect(
            text == """
                @MainActor
                final class ScreenMock: Screen {
                    final class Statics: @unchecked Sendable {
                        var initAction: @MainActor ((String, ScreenMock)) -> Void = { _ in }
                        var makeAction: (()) -> ScreenMock = byDefault { _ in ScreenMock() }
                    }
                    nonisolated static let statics = TestScoped { Statics() }

                    nonisolated init() {}

                    init(title: String) { Self.statics.current.initAction((title, self)) }

                    nonisolated static func make() -> ScreenMock { statics.current.makeAction(()) }
                }

                """)
    }

    /// A nonisolated protocol's `init()` is declared as before: only an isolated mock's changes.
    @Test func theDeclaredInitializerOfANonisolatedMockIsPlain() throws {
        let text = try mockText(
            """
            protocol Maker {
                static func make() -> Self
                init(title: String)
            }
            """)
        #expect(text.contains("\n    init() {}\n"))
        #expect(!text.contains("nonisolated"))
    }
}
