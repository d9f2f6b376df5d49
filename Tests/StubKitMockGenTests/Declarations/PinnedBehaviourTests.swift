// Snippet tests for behaviours of the generator that a small planted bug broke without any test
// failing (issue 31): each small input next to the exact text the generator writes for it.
import Testing

@testable import StubKitMockGen

@Suite struct PinnedBehaviourTests {
    /// A property a refinement re-declares is one member with the effects both declarations
    /// allow: a synchronous getter satisfies an `async` one, not the other way round.
    @Test func aSynchronousReDeclarationOfAnAsyncRequirementIsSynchronous() throws {
        let text = try mockText(
            """
            protocol Feed {
                var latest: Int { get async }
                var count: Int { get async throws }
            }

            protocol CachedFeed: Feed {
                var latest: Int { get }
                var count: Int { get throws }
            }
            """, protocols: ["CachedFeed"])
        #expect(
            text == """
                final class CachedFeedMock: CachedFeed {
                    var latestAction: (()) -> Int = { _ in .defaultValue }
                    var latest: Int { return latestAction(()) }

                    var countAction: (()) throws -> Int = { _ in .defaultValue }
                    var count: Int { get throws { return try countAction(()) } }
                }

                """)
    }

    /// A typed-throws error of another module, named nowhere else, is imported with its module:
    /// the action's type spells it.
    @Test func theModuleOfATypedThrowsErrorIsImported() throws {
        let text = try generatedFile(
            """
            import Failures

            public protocol Store {
                func load(_ key: String) throws(StoreError) -> Int
            }
            """, module: "Storage",
            dependencies: [("Failures", "public enum StoreError: Error { case missing }")])
        #expect(text.contains("\nimport Failures\nimport Foundation\nimport Storage\nimport StubKit\n"))
        #expect(
            withoutHeader(text) == """
                final class StoreMock: Store {
                    var loadAction: (String) throws(StoreError) -> Int = { _ in .defaultValue }
                    func load(_ key: String) throws(StoreError) -> Int { try loadAction(key) }
                }

                """)
    }

    /// A value that may not be copied beside other arguments: the action takes them one by one, and
    /// a closure parameter spelled with a typealias is `@escaping` there, so that a test's action
    /// may keep the completion (the alias's name hides that it is a closure).
    @Test func aClosureTypealiasParameterIsEscapingWhenTheActionTakesTheArgumentsOneByOne() throws {
        let text = try mockText(
            """
            typealias Done = (Int) -> Void

            @available(macOS 14, *)
            protocol Worker {
                func run(_ job: consuming ExecutorJob, then done: @escaping Done)
            }
            """)
        #expect(
            text == """
                @available(macOS 14, *)
                final class WorkerMock: Worker {
                    var runAction: (consuming ExecutorJob, @escaping Done) -> Void = { _, _ in }
                    func run(_ job: consuming ExecutorJob, then done: @escaping Done) { runAction(job, done) }
                }

                """)
    }

    /// A non-generic mock states its pinned associated type as a typealias (`Element = Row`): a
    /// method's own generic parameter of that name would hide it, and `[Self.Element]` would come
    /// out as the method's parameter, so the method's is renamed.
    @Test func aMemberGenericParameterNamedLikeATypealiasOfTheMockIsRenamed() throws {
        let text = try mockText(
            """
            struct Row {}

            protocol Fetching {
                associatedtype Element
                func fetch<Element>(_ type: Element.Type) -> [Self.Element]
            }

            protocol RowFetching: Fetching where Element == Row {}
            """, protocols: ["RowFetching"])
        #expect(
            text == """
                final class RowFetchingMock: RowFetching {
                    typealias Element = Row

                    var fetchAction: (GenericCall<Any.Type>) -> [Element] = { _ in .defaultValue }
                    func fetch<Element2>(_ type: Element2.Type) -> [Element] { fetchAction(GenericCall(type, types: Element2.self)) }
                }

                """)
    }

    /// A `consuming` value that may not be copied keeps its ownership on the action, alone or beside
    /// other arguments: without it the action does not compile ("parameter of noncopyable type
    /// must specify ownership").
    @Test func aConsumingValueThatMayNotBeCopiedStaysConsumingOnTheAction() throws {
        let text = try mockText(
            """
            @available(macOS 14, *)
            protocol Jobs {
                func enqueue(_ job: consuming ExecutorJob)
                func schedule(_ job: consuming ExecutorJob, after delay: Int)
            }
            """)
        #expect(
            text == """
                @available(macOS 14, *)
                final class JobsMock: Jobs {
                    var enqueueAction: (consuming ExecutorJob) -> Void = { _ in }
                    func enqueue(_ job: consuming ExecutorJob) { enqueueAction(job) }

                    var scheduleAction: (consuming ExecutorJob, Int) -> Void = { _, _ in }
                    func schedule(_ job: consuming ExecutorJob, after delay: Int) { scheduleAction(job, delay) }
                }

                """)
    }

    /// A type no graph says is noncopyable (`struct Ticket: ~Copyable` prints no `~Copyable`) keeps its
    /// `consuming` on the action when the generator is told (`--noncopyable Ticket`), and is taken as
    /// copyable when not (whole-code run seed 20261207, survivor #3347: the option was read and
    /// never passed to the planner).
    @Test func aTypeNamedNoncopyableKeepsItsOwnershipOnTheAction() throws {
        let source = """
            struct Ticket: ~Copyable { let id: Int }
            protocol Tickets {
                func enqueue(_ job: consuming Ticket, after delay: Int)
            }
            """
        #expect(
            try mockText(source, noncopyable: ["Ticket"]).contains(
                "var enqueueAction: (consuming Ticket, Int) -> Void = { _, _ in }"))
        #expect(try mockText(source).contains("var enqueueAction: ((Ticket, Int)) -> Void = { _ in }"))
    }

    /// One `consuming` value that may not be copied, alone, and a result without a default: the
    /// action takes the value as any one-argument action does, and is strict until a test answers
    /// it (only beside other arguments is there no action to write; issue 40, run 2 survivor #2714).
    @Test func aLoneConsumingValueWithAResultWithoutADefaultGetsAStrictAction() throws {
        let text = try mockText(
            """
            struct Receipt { let id: Int }

            @available(macOS 14, *)
            protocol Jobs {
                func enqueue(_ job: consuming ExecutorJob) -> Receipt
            }
            """)
        #expect(
            text == """
                @available(macOS 14, *)
                final class JobsMock: Jobs {
                    var enqueueAction: (consuming ExecutorJob) -> Receipt = { _ in
                        (strictStub(name: "enqueueAction") as (()) -> Receipt)(())
                    }
                    func enqueue(_ job: consuming ExecutorJob) -> Receipt { enqueueAction(job) }
                }

                """)
    }
}
