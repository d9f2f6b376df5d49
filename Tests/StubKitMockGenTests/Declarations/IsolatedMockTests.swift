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
                final class ScreenMock: Screen, nonisolated Maker {
                    nonisolated final class Statics: @unchecked Sendable {
                        var initAction: @MainActor @Sendable ((String, ScreenMock)) -> Void = { _ in }
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
        #expect(!text.contains("nonisolated init"))
        #expect(!text.contains("nonisolated static"))
    }

    /// A `@MainActor` mock conforms `@preconcurrency` to a parent its protocol's extension answers.
    ///
    /// The protocol re-declares the parent's property narrower and its extension answers the
    /// parent's from its own: without `@preconcurrency` the mock's conformance "crosses into main
    /// actor-isolated code" (an error in Swift 6). The parent's own mock, nonisolated, does not.
    @Test func aMainActorMockConformsPreconcurrencyToAParentItsExtensionAnswers() throws {
        let text = try mockText(
            """
            protocol Producing {}
            struct Producer: Producing {}

            protocol Source {
                var producer: any Producing { get }
            }

            @MainActor protocol Feed: Source {
                var producer: Producer { get }
            }

            extension Feed {
                var producer: any Producing {
                    let producer: Producer = producer
                    return producer
                }
            }
            """, protocols: ["Feed", "Source"])
        #expect(
            text == """
                @MainActor
                final class FeedMock: Feed, @preconcurrency Source {
                    var producerAction: @MainActor @Sendable (()) -> Producer = strictStub(name: "producerAction")
                    var producer: Producer { return producerAction(()) }
                }

                final class SourceMock: Source {
                    var producerAction: (()) -> any Producing = strictStub(name: "producerAction")
                    var producer: any Producing { return producerAction(()) }
                }

                """)
    }

    /// A parent's property re-declared with the same type is the mock's own member: no
    /// `@preconcurrency` (it would warn "has no effect").
    @Test func aMainActorMockThatImplementsTheParentsRequirementIsNotPreconcurrency() throws {
        let text = try mockText(
            """
            protocol Source {
                var count: Int { get }
            }

            @MainActor protocol Feed: Source {
                var count: Int { get }
            }

            extension Feed {
                var count: Int { 0 }
            }
            """, protocols: ["Feed"])
        #expect(!text.contains("@preconcurrency"))
    }

    /// A requirement re-declared by a main-actor protocol is isolated as the parent's declaration
    /// allows: a nonisolated parent's makes the mock's member `nonisolated` (it must satisfy both),
    /// a main-actor parent's keeps it on the main actor (whole-code run seed 20261207, survivor
    /// #4037: `!=` kept the first isolated and made the second nonisolated).
    @Test func aReDeclaredRequirementIsNonisolatedOnlyWhereTheParentsIs() throws {
        let text = try mockText(
            """
            protocol Source { func ping() -> Int }
            @MainActor protocol Feed: Source { func ping() -> Int }
            @MainActor protocol Base { func pong() -> Int }
            @MainActor protocol Derived: Base { func pong() -> Int }
            """, protocols: ["Feed", "Derived"])
        #expect(
            text == """
                @MainActor
                final class DerivedMock: Derived {
                    var pongAction: @MainActor @Sendable (()) -> Int = { _ in .defaultValue }
                    func pong() -> Int { pongAction(()) }
                }

                @MainActor
                final class FeedMock: Feed, nonisolated Source {
                    nonisolated final class Actions: @unchecked Sendable {
                        var pingAction: (()) -> Int = { _ in .defaultValue }
                    }
                    nonisolated let actions = Actions()

                    nonisolated func ping() -> Int { actions.pingAction(()) }
                }

                """)
    }
}
