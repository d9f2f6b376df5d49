// Snippet tests for mocks that compile in a module with Swift 7's upcoming features on
// (`InferIsolatedConformances`, `NonisolatedNonsendingByDefault`, ...), and with default main-actor
// isolation (`-default-isolation MainActor`) when generated with `--default-isolation MainActor`:
// scripts/check-upcoming-features.sh compiles them so.
import Testing

@testable import StubKitMockGen

@Suite struct UpcomingFeatureMockTests {
    /// With `--default-isolation MainActor`, a nonisolated protocol's mock is written `nonisolated`,
    /// and the classes holding actions always are: default main-actor isolation would isolate them,
    /// and a main-actor mock cannot witness nonisolated requirements ("conformance crosses into main
    /// actor-isolated code").
    @Test func aNonisolatedProtocolsMockAndItsActionHoldersAreNonisolated() throws {
        let source = """
            protocol Store {
                func load() -> Int
            }

            protocol Worker: Actor {
                func work() -> Bool
            }
            """
        let plain = try mockText(source)
        #expect(plain.hasPrefix("final class StoreMock: Store {\n"))
        #expect(plain.contains("    nonisolated final class Actions: @unchecked Sendable {\n"))
        let text = try mockText(source, mainActorByDefault: true)
        #expect(
            text == """
                nonisolated final class StoreMock: Store {
                    var loadAction: (()) -> Int = { _ in .defaultValue }
                    func load() -> Int { loadAction(()) }
                }

                actor WorkerMock: Worker {
                    nonisolated final class Actions: @unchecked Sendable {
                        var workAction: (()) -> Bool = { _ in .defaultValue }
                    }
                    nonisolated let actions = Actions()

                    func work() -> Bool { actions.workAction(()) }
                }

                """)
    }

    /// A `@MainActor` mock conforms `nonisolated` to the standard parents it implements and to a
    /// nonisolated parent of the graph: with `InferIsolatedConformances` they would be isolated,
    /// and the protocol's conformance "crosses into main actor-isolated code".
    @Test func aMainActorMockConformsNonisolatedToItsNonisolatedParents() throws {
        let text = try mockText(
            """
            protocol Refreshing {
                nonisolated func refresh() -> Bool
            }

            @MainActor protocol Badge: Hashable, Refreshing {
                func show()
            }
            """, protocols: ["Badge"])
        let header = try #require(text.split(separator: "\n").first { $0.contains("class BadgeMock") })
        #expect(
            header
                == "final class BadgeMock: Badge, nonisolated Refreshing, nonisolated Equatable, nonisolated Hashable {"
        )
        #expect(text.hasPrefix("@MainActor\nfinal class BadgeMock"))
    }

    /// A nonisolated mock needs no `nonisolated` conformance: its conformances are nonisolated.
    @Test func aNonisolatedMockConformsPlainlyToItsParents() throws {
        let text = try mockText(
            """
            protocol Tagged: Hashable {
                func tag() -> String
            }
            """, mainActorByDefault: true)
        #expect(text.hasPrefix("nonisolated final class TaggedMock: Tagged {\n"))
    }

    /// An async closure parameter the graph prints without isolation is `@concurrent`.
    ///
    /// That is what an extracted graph means by it: written so, it keeps the requirement's type in a module with
    /// `NonisolatedNonsendingByDefault`, where the plain spelling is `nonisolated(nonsending)`.
    /// Isolated closure types are written as the graph has them; the action itself stays plain.
    @Test func anAsyncClosureParameterWithoutIsolationIsConcurrent() throws {
        let text = try mockText(
            """
            protocol Visitor {
                func visit(after: (String) async -> Void) async
                func keep(_ handler: @escaping @Sendable (Int) async throws -> Void)
                func show(_ handler: @escaping @MainActor (Int) async -> Void)
                func sync(_ handler: (Int) -> Void)
            }
            """)
        #expect(text.contains("    func visit(after: @concurrent (String) async -> Void) async {"))
        #expect(
            text.contains("var visitAction: (@escaping @concurrent (String) async -> Void) async -> Void = { _ in }"))
        #expect(text.contains("func keep(_ handler: @escaping @concurrent @Sendable (Int) async throws -> Void) {"))
        #expect(text.contains("func show(_ handler: @escaping @MainActor @Sendable (Int) async -> Void) {"))
        #expect(text.contains("func sync(_ handler: (Int) -> Void) {"))
        #expect(!text.contains("@concurrent @MainActor"))
    }

    /// With `--default-isolation MainActor`, a nonisolated async requirement of another package
    /// (`--only-public`) the graph prints plain is `@concurrent`, and so is its mock's method.
    ///
    /// A member of a `nonisolated` class does not take its isolation from the requirement: with
    /// `NonisolatedNonsendingByDefault` its plain spelling would run on the caller's actor, and a
    /// closure it makes of a parameter would "risk causing data races". A nonsending, isolated or
    /// actor-isolated requirement keeps its isolation.
    @Test func aConcurrentAsyncRequirementsMethodIsConcurrent() throws {
        let source = """
            public protocol Fetching {
                func fetch(id: Int) async -> String
                nonisolated(nonsending) func nearby() async -> Int
                func next(isolation actor: isolated (any Actor)?) async -> Int
                @MainActor func show() async
                func sync() -> Int
            }
            """
        // A plain class's method takes the requirement's isolation.
        #expect(try mockText(source).contains("    func fetch(id: Int) async -> String {"))
        let text = try mockText(source, mainActorByDefault: true, onlyPublic: true)
        #expect(text.contains("    @concurrent func fetch(id: Int) async -> String {"))
        #expect(text.contains("    nonisolated(nonsending) func nearby() async -> Int {"))
        #expect(text.contains("    func next(isolation actor: isolated (any Actor)?) async -> Int {"))
        #expect(text.contains("    @MainActor func show() async {"))
        #expect(text.contains("    func sync() -> Int {"))
        #expect(!text.contains("@concurrent nonisolated(nonsending)"))
    }

    /// The mocked module's own protocol shares the test target's settings: with
    /// `--default-isolation MainActor` its mock is `nonisolated` and its methods plain, as its
    /// requirements (nonsending where both have NonisolatedNonsendingByDefault, `@concurrent` where
    /// neither has; the graph prints both plain).
    @Test func anOwnProtocolsAsyncMethodIsPlainInANonisolatedMock() throws {
        let text = try mockText(
            """
            protocol Fetching {
                func fetch(id: Int) async -> String
                @concurrent func decode() async -> Int
            }
            """, mainActorByDefault: true)
        #expect(text.contains("nonisolated final class FetchingMock: Fetching"))
        #expect(text.contains("    func fetch(id: Int) async -> String {"))
        #expect(!text.contains("@concurrent func fetch"))
        #expect(text.contains("@concurrent func decode() async -> Int {"))
    }

    /// A nonisolated parent of another module, written `nonisolated Observing` in an isolated
    /// mock's conformances, is imported: the mock names it.
    @Test func aNonisolatedParentOfAnotherModuleIsImported() throws {
        let file = try generatedFile(
            """
            import Watching

            @MainActor protocol Screen: Observing {
                func show()
            }
            """, dependencies: [("Watching", "public protocol Observing {}")])
        #expect(file.contains("\nimport Watching\n"))
        #expect(file.contains("final class ScreenMock: Screen, nonisolated Observing {"))
    }

    /// A `@MainActor` mock conforms `nonisolated` to the standard parent an associated type's
    /// default asks of it (`associatedtype ID: Hashable = Self`): an isolated `Hashable` makes the
    /// protocol's conformance "cross into main actor-isolated code" (random shapes, seed 11).
    @Test func aMainActorMockConformsNonisolatedToWhatItsAssociatedTypesAsk() throws {
        let text = try mockText(
            """
            @MainActor protocol Tagged {
                associatedtype ID: Hashable = Self
                var id: ID { get }
            }
            """)
        #expect(text.contains("final class TaggedMock: Tagged, nonisolated Hashable {"))
    }
}
