// Snippet tests for what real modules brought (issue 20): each small input next to the exact text
// the generator writes for it.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite struct RealModuleSnippetTests {
    @Test func selfIsTheMocksName() throws {
        let text = try mockText(
            """
            protocol Fluent {
                func with(name: String) -> Self
                var parent: Self? { get }
            }
            """)
        #expect(
            text == """
                final class FluentMock: Fluent {
                    lazy var withAction: (String) -> FluentMock = byDefault { [unowned self] _ in self }
                    func with(name: String) -> FluentMock { withAction(name) }

                    var parentAction: (()) -> FluentMock? = { _ in .defaultValue }
                    var parent: FluentMock? { return parentAction(()) }
                }

                """)
    }

    @Test func standardParents() throws {
        let text = try mockText(
            """
            protocol Token: Hashable, CustomStringConvertible, Encodable, Decodable, Error {}
            """)
        #expect(
            text == """
                // @unchecked Sendable: configure every action before the code under test shares the mock.
                final class TokenMock: Token, @unchecked Sendable {
                    nonisolated final class Statics: @unchecked Sendable {
                        var initAction: ((any Decoder, TokenMock)) throws -> Void = { _ in }
                    }
                    static let statics = TestScoped { Statics() }

                    init() {}

                    var descriptionAction: (()) -> String = stub(alwaysReturn: "TokenMock")
                    var description: String { return descriptionAction(()) }

                    init(from decoder: any Decoder) throws { try Self.statics.current.initAction((decoder, self)) }

                    var encodeAction: (any Encoder) throws -> Void = encodeNoFields
                    func encode(to encoder: any Encoder) throws { try encodeAction(encoder) }

                    var equalAction: ((TokenMock, TokenMock)) -> Bool = sameInstance
                    static func == (lhs: TokenMock, rhs: TokenMock) -> Bool { lhs.equalAction((lhs, rhs)) }

                    var hashAction: (Hasher) -> Hasher = { $0 }
                    func hash(into hasher: inout Hasher) { hasher = hashAction(hasher) }
                }

                """)
    }

    @Test func aParentNoGraphDeclaresLeavesTheMockOut() throws {
        // Instrumentation's graph is not given as context.
        let graphs = try symbolGraphs(
            """
            import Instrumentation

            protocol Tracer: Instrument {
                func flush()
            }
            """, dependencies: [("Instrumentation", "public protocol Instrument {}")])
        let text = try withoutHeader(
            MockGenerator(regenerateCommand: "regenerate").generate(
                symbolGraphs: graphs.filter { $0.name == "App.symbols.json" }))
        #expect(
            text == """
                // Tracer has no mock: its parents Instrumentation.Instrument are declared in no symbol graph given to the generator (pass their module's graph with --context).

                """)
    }

    @Test func strictGetSetPropertyAndDefaultAssociatedType() throws {
        let text = try mockText(
            """
            struct Account {}

            protocol Session {
                associatedtype Failure: Error = Never
                var owner: Account { get set }
            }
            """)
        #expect(
            text == """
                final class SessionMock: Session {
                    typealias Failure = Never

                    var ownerStub = PropertyStub<Account>(strict: "ownerStub")
                    var owner: Account {
                        get { return ownerStub.get(()) }
                        set { ownerStub.set(newValue) }
                    }
                }

                """)
    }

    /// `throws(Failure)` where `Failure` is `Never` cannot throw: the mock's method and action do
    /// not either, or `try` would warn "no calls to throwing functions occur within 'try' expression".
    /// (`Stream` is also Foundation's: the mock conforms to `App.Stream`.)
    @Test func typedThrowsOfNeverIsNotThrowing() throws {
        let text = try mockText(
            """
            protocol Stream {
                associatedtype Failure: Error = Never
                func next() async throws(Failure) -> Int?
                func check() throws(Never)
            }
            """)
        #expect(
            text == """
                final class StreamMock: App.Stream {
                    typealias Failure = Never

                    var nextAction: (()) async -> Int? = { _ in .defaultValue }
                    func next() async -> Int? { await nextAction(()) }

                    var checkAction: (()) -> Void = { _ in }
                    func check() { checkAction(()) }
                }

                """)
    }

    /// An optional argument of a generic method is erased with `as Any`: the implicit conversion warns.
    @Test func optionalGenericArgumentsAreErasedExplicitly() throws {
        let text = try mockText(
            """
            protocol Finder {
                func find<T>(_ value: T?) -> Bool
            }
            """)
        #expect(text.contains("findAction(GenericCall(value as Any, types: T.self))"))
    }

    @Test func specifiersAndRethrows() throws {
        let text = try mockText(
            """
            struct Account {}
            enum Failure: Error {}

            protocol Specifiers {
                func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Int?
                func take(_ value: consuming Account) -> sending Account
                func run(_ body: () throws -> Void) rethrows
            }
            """)
        #expect(
            text == """
                final class SpecifiersMock: Specifiers {
                    var nextAction: ((any Actor)?) async throws(Failure) -> Int? = { _ in .defaultValue }
                    func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Int? { try await nextAction(actor) }

                    var takeAction: (Account) -> Account = strictStub(name: "takeAction")
                    func take(_ value: consuming Account) -> sending Account { takeAction(value) }

                    var runAction: (@escaping () throws -> Void) throws -> Void = { _ in }
                    func run(_ body: () throws -> Void) rethrows {
                        return try withoutActuallyEscaping(body) { body in
                            let call = Rethrowing()
                            return try call.result { try runAction({ try call.body { try body() } }) }
                        }
                    }
                }

                """)
    }

    @Test func typedThrowsBesideAClosure() throws {
        let text = try mockText(
            """
            enum ParseError: Error {}

            protocol Parser {
                func parse(_ rule: (String) -> Int) throws(ParseError) -> Int
            }
            """)
        #expect(
            text == """
                final class ParserMock: Parser {
                    var parseAction: (@escaping (String) -> Int) throws(ParseError) -> Int = { _ in .defaultValue }
                    func parse(_ rule: (String) -> Int) throws(ParseError) -> Int {
                        try withoutActuallyEscaping(rule) { rule -> Swift.Result<Int, ParseError> in
                            do throws(ParseError) { return .success(try parseAction(rule)) } catch { return .failure(error) }
                        }.get()
                    }
                }

                """)
    }

    @Test func genericMethodsHaveOneActionForEverySpecialization() throws {
        let text = try mockText(
            """
            protocol Request {
                associatedtype Response
            }

            protocol Client {
                func send<R>(_ request: R) async throws -> R.Response where R: Request
                func log<T>(_ value: T, level: Int)
                func normalize<T>(_ value: inout T)
                static func preset<T>(_ type: T.Type) -> T?
            }
            """, protocols: ["Client"])
        #expect(
            text == """
                final class ClientMock: Client {
                    nonisolated final class Statics: @unchecked Sendable {
                        var presetAction: (GenericCall<Any.Type>) -> Any = stubGeneric()
                    }
                    static let statics = TestScoped { Statics() }

                    var sendAction: (GenericCall<any Request>) async throws -> Any = stubGeneric()
                    func send<R>(_ request: R) async throws -> R.Response where R: Request {
                        try await throwingGenericResult(sendAction(GenericCall(request, types: R.self, returning: R.Response.self)))
                    }

                    var logAction: (GenericCall<(Any, Int)>) -> Void = { _ in }
                    func log<T>(_ value: T, level: Int) { logAction(GenericCall((value, level), types: T.self)) }

                    var normalizeAction: (GenericCall<Any>) -> Any = stubGeneric()
                    func normalize<T>(_ value: inout T) {
                        value = genericResult(
                            normalizeAction(GenericCall(value, types: T.self, returning: T.self)), ifUnanswered: value)
                    }

                    static func preset<T>(_ type: T.Type) -> T? {
                        genericResult(statics.current.presetAction(GenericCall(type, types: T.self, returning: T?.self)))
                    }
                }

                """)
    }
}

extension RealModuleSnippetTests {
    /// Swinject's `_Resolver`: a closure taking a closure over a generic type.
    ///
    /// The inner closure stays a function in the action (a non-escaping one cannot travel as
    /// `Any`), converted both ways.
    @Test func closuresTakingClosuresOverGenericTypes() throws {
        let text = try mockText(
            """
            protocol Resolving {
                func resolve<Service, Arguments>(name: String?, invoker: @escaping ((Arguments) -> Any) -> Any) -> Service?
            }
            """)
        #expect(
            text.contains("var resolveAction: (GenericCall<(String?, ((Any) -> Any) -> Any)>) -> Any = stubGeneric()"))
        #expect(text.contains("{ argument1 in invoker({ value1 in argument1(value1) }) }"))
    }

    /// The inner closure keeps its effects, each where it is: `try` for one that throws, `await` for
    /// one that is `async` (issue 40, run 6 survivor #2712: the two were swapped).
    @Test func closuresTakingThrowingOrAsyncClosuresOverGenericTypesKeepTheirEffects() throws {
        let text = try mockText(
            """
            protocol Resolving {
                func resolve<Service, Arguments>(invoker: @escaping ((Arguments) throws -> Any) -> Any) -> Service?
                func load<Service, Arguments>(invoker: @escaping ((Arguments) async -> Any) async -> Any) async -> Service?
            }
            """)
        #expect(text.contains("{ argument1 in invoker({ value1 in try argument1(value1) }) }"))
        #expect(text.contains("{ argument1 in await invoker({ value1 in await argument1(value1) }) }"))
    }
}

@Suite struct AttributeSnippetTests {
    /// `@discardableResult` reaches the mock; a deprecated requirement's member and action are
    /// deprecated too (their types may be, and then warn nowhere); other attributes stay on the protocol.
    @Test func discardableResultAndDeprecationReachTheMock() throws {
        let text = try mockText(
            """
            protocol Store {
                @discardableResult @inlinable func save() -> Bool
                @available(*, deprecated, message: "use fetch()") func load() -> Int
                func fetch() -> Int
            }
            extension Store {
                @available(*, deprecated) func reset() {}
            }
            """)
        #expect(
            text == """
                final class StoreMock: Store {
                    var saveAction: (()) -> Bool = { _ in .defaultValue }
                    @discardableResult func save() -> Bool { saveAction(()) }

                    @available(*, deprecated, message: "use fetch()") var loadAction: (()) -> Int = { _ in .defaultValue }
                    @available(*, deprecated, message: "use fetch()") func load() -> Int { loadAction(()) }

                    var fetchAction: (()) -> Int = { _ in .defaultValue }
                    func fetch() -> Int { fetchAction(()) }
                }

                """)
    }

    /// A deprecated requirement with a default implementation is left to it.
    ///
    /// Implementing it warns ("deprecated as a protocol requirement"). The default must be of the
    /// same signature and in an extension of the protocol or a parent: the graph relates any
    /// member of the same name.
    @Test func aDeprecatedRequirementWithADefaultIsLeftToIt() throws {
        let text = try mockText(
            """
            struct Work {}
            struct NewWork {}
            protocol Runner {
                @available(*, deprecated, message: "run a NewWork") func run(_ job: Work)
                func run(_ job: NewWork)
            }
            extension Runner {
                @available(*, deprecated, message: "run a NewWork") func run(_ job: Work) {}
            }
            protocol OtherRunner {
                @available(*, deprecated) func run(_ job: Work)
            }
            extension Runner where Self: OtherRunner {
                func run(_ job: Work) {}
            }
            """)
        #expect(
            text == """
                final class OtherRunnerMock: OtherRunner {
                    @available(*, deprecated) var runAction: (Work) -> Void = { _ in }
                    @available(*, deprecated) func run(_ job: Work) { runAction(job) }
                }

                final class RunnerMock: Runner {
                    var runAction: (NewWork) -> Void = { _ in }
                    func run(_ job: NewWork) { runAction(job) }
                }

                """)
    }
}

extension RealModuleSnippetTests {
    /// A requirement whose result has no default value, with a default implementation, is left to it.
    ///
    /// OpenCombine's `combineIdentifier`: a strict stub would stop the test process on a call
    /// the real conformer's default answers. One whose result has a default value is mocked; so
    /// is one that throws (its strict stub throws, and a test may answer it), and one without a
    /// default implementation stays a strict stub.
    @Test func aRequirementWithADefaultAndNoDefaultValueIsLeftToIt() throws {
        let text = try mockText(
            """
            struct Identifier { let value: Int }
            protocol Identified {
                var identifier: Identifier { get }
                var count: Int { get }
                func make() -> Identifier
                func load() throws -> Identifier
                func fetch() throws -> Identifier
            }
            extension Identified {
                var identifier: Identifier { Identifier(value: 1) }
                var count: Int { 0 }
                func make() -> Identifier { Identifier(value: 2) }
                func fetch() throws -> Identifier { Identifier(value: 3) }
            }
            """)
        #expect(
            text == """
                final class IdentifiedMock: Identified {
                    var countAction: (()) -> Int = { _ in .defaultValue }
                    var count: Int { return countAction(()) }

                    var loadAction: (()) throws -> Identifier = strictStub(name: "loadAction")
                    func load() throws -> Identifier { try loadAction(()) }

                    var fetchAction: (()) throws -> Identifier = strictStub(name: "fetchAction")
                    func fetch() throws -> Identifier { try fetchAction(()) }
                }

                """)
    }
}

@Suite struct MockNameSnippetTests {
    @Test func aMockNeverTakesTheNameOfATypeOfTheModule() throws {
        let text = try mockText(
            """
            protocol Logger {}
            protocol LoggerMock {}
            """)
        #expect(
            text == """
                final class LoggerGeneratedMock: Logger {
                }

                final class LoggerMockMock: LoggerMock {
                }

                """)
    }
}

@Suite struct OperatorAndDistributedSnippetTests {
    @Test func operatorsGetWordsForTheirActions() throws {
        let text = try mockText(
            """
            protocol Scalable {
                static func * (lhs: Self, rhs: Int) -> Self
            }
            """)
        #expect(
            text == """
                final class ScalableMock: Scalable {
                    nonisolated final class Statics: @unchecked Sendable {
                        var operatorStarAction: ((ScalableMock, Int)) -> ScalableMock = byDefault { _ in ScalableMock() }
                    }
                    static let statics = TestScoped { Statics() }

                    static func * (lhs: ScalableMock, rhs: Int) -> ScalableMock { statics.current.operatorStarAction((lhs, rhs)) }
                }

                """)
    }

    @Test func distributedActorsHaveNoMock() throws {
        let text = try mockText(
            """
            import Distributed

            protocol Greeter: DistributedActor {}
            """)
        #expect(
            text == """
                // Greeter has no mock: distributed actors and actor systems have ad-hoc requirements that Swift cannot declare in a protocol.

                """)
    }

    @Test func distributedActorsHaveNoMockWhenDistributedsGraphIsGiven() throws {
        // The Xcode path passes Distributed's graph as context: the protocol is then an ancestor
        // whose requirements the graph lists, and a `final class` mock of it would not compile.
        let source = "import Distributed\n\nprotocol Greeter: DistributedActor {\n    func greet() -> String\n}\n"
        let own = try symbolGraphs(source).filter { $0.name == "App.symbols.json" }
        let folder = snippetCache.appendingPathComponent("Distributed-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Toolchain.run(
            Toolchain.tool("swift-symbolgraph-extract"),
            ["-module-name", "Distributed", "-output-dir", folder.path, "-target", Toolchain.target])
        let distributed = try Data(contentsOf: folder.appendingPathComponent("Distributed.symbols.json"))
        let file = try MockGenerator(regenerateCommand: "regenerate").generate(
            symbolGraphs: own, context: [("Distributed.symbols.json", distributed)])
        #expect(
            withoutHeader(file) == """
                // Greeter has no mock: distributed actors and actor systems have ad-hoc requirements that Swift cannot declare in a protocol.

                """)
    }

    @Test func identifiableWithAFixedIDGetsItsIDProperty() throws {
        // The mock's default `id` is its `ObjectIdentifier`; `ID == String` rules it out.
        let text = try mockText(
            """
            protocol Tag: Identifiable where ID == String {
                var label: String { get }
            }

            protocol Node: Identifiable {}
            """)
        #expect(
            text == """
                final class NodeMock: Node {
                }

                final class TagMock: Tag {
                    var labelAction: (()) -> String = { _ in .defaultValue }
                    var label: String { return labelAction(()) }

                    var idAction: (()) -> String = { _ in .defaultValue }
                    var id: String { return idAction(()) }
                }

                """)
    }

    @Test func aProtocolObsoletedInSwift6HasNoMock() throws {
        // As the standard library's `UnsafeSendable`: nothing may conform to it in Swift 6.
        let text = try mockText(
            """
            @available(swift, obsoleted: 6)
            protocol Legacy {
                func run()
            }
            """)
        #expect(
            text == """
                // Legacy has no mock: it is unavailable in Swift 6.

                """)
    }

    @Test func aProtocolUnavailableOnOnePlatformIsMockedUnavailableThere() throws {
        let text = try mockText(
            """
            @available(watchOS, unavailable)
            protocol Camera {
                func capture() -> Int
            }
            """)
        #expect(
            text == """
                @available(watchOS, unavailable)
                final class CameraMock: Camera {
                    var captureAction: (()) -> Int = { _ in .defaultValue }
                    func capture() -> Int { captureAction(()) }
                }

                """)
    }
}

@Suite struct BlockAndBorrowingSnippetTests {
    @Test func blockTypesAvoidAGenericStubAndBorrowedValuesAreCopied() throws {
        let text = try mockText(
            """
            import Dispatch

            struct Account {}

            protocol Source {
                func setHandler(_ handler: DispatchSourceHandler?)
                func attach(_ value: borrowing Account) -> Int
            }
            """)
        #expect(
            text == """
                final class SourceMock: Source {
                    var setHandlerAction: (DispatchSourceHandler?) -> Void = { _ in }
                    func setHandler(_ handler: DispatchSourceHandler?) { setHandlerAction(handler) }

                    var attachAction: (Account) -> Int = { _ in .defaultValue }
                    func attach(_ value: borrowing Account) -> Int { attachAction(copy value) }
                }

                """)
    }
}
