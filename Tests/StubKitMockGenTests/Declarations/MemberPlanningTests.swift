// How MemberPlanning places a requirement in its mock: snippet tests, each small input next to the
// exact text the generator writes.
import Testing

@testable import StubKitMockGen

@Suite struct MemberPlanningTests {
    /// An actor mock witnesses a nonisolated parent's property with a `nonisolated` member, but its
    /// initializer plainly, as every actor initializer (Swift rejects `nonisolated` on a synchronous
    /// one; a synchronous init requirement of a nonisolated parent leaves the actor without a mock).
    @Test func anActorMockWitnessesANonisolatedParentsMembersNonisolatedButItsInitializer() throws {
        let text = try mockText(
            """
            protocol Named {
                init(name: String) async
                var name: String { get }
            }
            protocol Account: Actor, Named {
                func deposit(_ amount: Int)
            }
            """, protocols: ["Account"])
        #expect(
            text == """
                actor AccountMock: Account {
                    nonisolated final class Actions: @unchecked Sendable {
                        var depositAction: (Int) -> Void = { _ in }
                        var nameAction: (()) -> String = { _ in .defaultValue }
                    }
                    nonisolated let actions = Actions()

                    nonisolated final class Statics: @unchecked Sendable {
                        var initAction: (String) async -> Void = { _ in }
                    }
                    static let statics = TestScoped { Statics() }

                    func deposit(_ amount: Int) { actions.depositAction(amount) }

                    init(name: String) async { await Self.statics.current.initAction(name) }

                    nonisolated var name: String { return actions.nameAction(()) }
                }

                """)
    }
}
