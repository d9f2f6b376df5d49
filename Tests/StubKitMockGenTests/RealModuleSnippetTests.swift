// Snippet tests for what real modules brought (issue 20): each small input next to the exact text
// the generator writes for it.
import Foundation
import Testing

@testable import StubKitMockGen

private let method = "swift.method"
private let property = "swift.property"

@Suite struct RealModuleSnippetTests {
    @Test func typesNamedLikeFoundationsAreWrittenWithTheirModule() {
        let naming = TypeNaming(shadowed: ["Digest"])
        let fragments: [SymbolGraph.Fragment] = [
            .init(kind: "keyword", spelling: "func", preciseIdentifier: nil),
            .init(kind: "text", spelling: " cell(at indexPath: ", preciseIdentifier: nil),
            .init(kind: "typeIdentifier", spelling: "IndexPath", preciseIdentifier: "s:6Charts9IndexPathV"),
            .init(kind: "text", spelling: ", digest: ", preciseIdentifier: nil),
            .init(kind: "typeIdentifier", spelling: "Digest", preciseIdentifier: "s:6Crypto6DigestP"),
            .init(kind: "text", spelling: ", user: ", preciseIdentifier: nil),
            .init(kind: "typeIdentifier", spelling: "User", preciseIdentifier: "s:6Charts4UserV"),
            .init(kind: "text", spelling: ", date: ", preciseIdentifier: nil),
            .init(kind: "typeIdentifier", spelling: "Date", preciseIdentifier: "s:10Foundation4DateV"),
            .init(kind: "text", spelling: ")", preciseIdentifier: nil),
        ]
        #expect(
            naming.text(of: fragments)
                == "func cell(at indexPath: Charts.IndexPath, digest: Crypto.Digest, user: User, date: Date)")
    }

    @Test func selfIsTheMocksName() throws {
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol Fluent",
                members: [
                    (method, "func with(name: String) -> Self"), (property, "var parent: Self? { get }"),
                ])
        ])
        #expect(
            text == """
                final class FluentMock: Fluent {
                    var withAction: (String) -> FluentMock = strictStub(name: "withAction")
                    func with(name: String) -> FluentMock { withAction(name) }

                    var parentAction: (()) -> FluentMock? = { _ in .defaultValue }
                    var parent: FluentMock? { return parentAction(()) }
                }

                """)
    }

    @Test func standardParents() throws {
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol Token", members: [],
                parents: [
                    ("s:SH", "Swift.Hashable"), ("s:s23CustomStringConvertibleP", "Swift.CustomStringConvertible"),
                    ("s:SE", "Swift.Encodable"), ("s:Se", "Swift.Decodable"), ("s:s5ErrorP", "Swift.Error"),
                ])
        ])
        #expect(
            text == """
                // @unchecked Sendable: configure every action before the code under test shares the mock.
                final class TokenMock: Token, @unchecked Sendable {
                    final class Statics: @unchecked Sendable {
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
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol Tracer", members: [(method, "func flush()")],
                parents: [("s:15Instrumentation10InstrumentP", "Instrumentation.Instrument")])
        ])
        #expect(
            text == """
                // Tracer has no mock: its parents Instrumentation.Instrument are declared in no symbol graph given to the generator (pass their module's graph with --context).

                """)
    }

    @Test func strictGetSetPropertyAndDefaultAssociatedType() throws {
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol Session",
                members: [
                    ("swift.associatedtype", "associatedtype Failure : Error = Never"),
                    (property, "var owner: Account { get set }"),
                ])
        ])
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
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol Stream",
                members: [
                    ("swift.associatedtype", "associatedtype Failure : Error = Never"),
                    (method, "func next() async throws(Failure) -> Int?"),
                    (method, "func check() throws(Never)"),
                ])
        ])
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
        let text = try mockText([
            ProtocolSpec(declaration: "protocol Finder", members: [(method, "func find<T>(_ value: T?) -> Bool")])
        ])
        #expect(text.contains("findAction(GenericCall(value as Any, types: T.self))"))
    }

    @Test func specifiersAndRethrows() throws {
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol Specifiers",
                members: [
                    (method, "func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Int?"),
                    (method, "func take(_ value: consuming Account) -> sending Account"),
                    (method, "func run(_ body: () throws -> Void) rethrows"),
                ])
        ])
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
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol Parser",
                members: [(method, "func parse(_ rule: (String) -> Int) throws(ParseError) -> Int")])
        ])
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
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol Client",
                members: [
                    (method, "func send<R>(_ request: R) async throws -> R.Response where R : Request"),
                    (method, "func log<T>(_ value: T, level: Int)"),
                    (method, "func normalize<T>(_ value: inout T)"),
                    (method, "static func preset<T>(_ type: T.Type) -> T?"),
                ])
        ])
        #expect(
            text == """
                final class ClientMock: Client {
                    final class Statics: @unchecked Sendable {
                        var presetAction: (GenericCall<Any.Type>) -> Any = stubGeneric()
                    }
                    static let statics = TestScoped { Statics() }

                    var sendAction: (GenericCall<Any>) async throws -> Any = stubGeneric()
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
    /// Yams' `AliasDereferencingStrategy` declares `typealias Value = (any Decodable)`: a name
    /// Foundation also has, but declared inside the protocol, so the mock writes it unqualified
    /// (`Yams.Value` names nothing); top-level types are still qualified.
    @Test func onlyTopLevelTypesAreQualifiedWithTheirModule() {
        #expect(TypeNaming.isTopLevel("s:4Yams4NodeO"))
        #expect(TypeNaming.isTopLevel("s:6Charts9IndexPathV"))
        #expect(!TypeNaming.isTopLevel("s:4Yams29AliasDereferencingStrategyP5Valuea"))
        #expect(TypeNaming.declaringModule(of: "s:4Yams29AliasDereferencingStrategyP5Valuea") == nil)
        #expect(TypeNaming.declaringModule(of: "s:6Charts9IndexPathV") == "Charts")
    }

    /// Swinject's `_Resolver`: a closure taking a closure over a generic type.
    ///
    /// The inner closure stays a function in the action (a non-escaping one cannot travel as
    /// `Any`), converted both ways.
    @Test func closuresTakingClosuresOverGenericTypes() throws {
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol Resolving",
                members: [
                    (
                        method,
                        "func resolve<Service, Arguments>(name: String?, invoker: @escaping ((Arguments) -> Any) -> Any) -> Service?"
                    )
                ])
        ])
        #expect(
            text.contains("var resolveAction: (GenericCall<(String?, ((Any) -> Any) -> Any)>) -> Any = stubGeneric()"))
        #expect(text.contains("{ argument1 in invoker({ value1 in argument1(value1) }) }"))
    }
}

@Suite struct AttributeSnippetTests {
    @Test func onlyDiscardableResultReachesTheMock() throws {
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol Store",
                members: [
                    (method, "@discardableResult @inlinable func save() -> Bool"),
                    (method, "@available(*, deprecated) func load() -> Int"),
                ])
        ])
        #expect(
            text == """
                final class StoreMock: Store {
                    var saveAction: (()) -> Bool = { _ in .defaultValue }
                    @discardableResult func save() -> Bool { saveAction(()) }

                    var loadAction: (()) -> Int = { _ in .defaultValue }
                    func load() -> Int { loadAction(()) }
                }

                """)
    }
}

@Suite struct MockNameSnippetTests {
    @Test func aMockNeverTakesTheNameOfATypeOfTheModule() throws {
        let text = try mockText([
            ProtocolSpec(declaration: "protocol Logger", members: []),
            ProtocolSpec(declaration: "protocol LoggerMock", members: []),
        ])
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
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol Scalable",
                members: [("swift.func.op", "static func * (lhs: Self, rhs: Int) -> Self")])
        ])
        #expect(
            text == """
                final class ScalableMock: Scalable {
                    final class Statics: @unchecked Sendable {
                        var operatorStarAction: ((ScalableMock, Int)) -> ScalableMock = { _ in ScalableMock() }
                    }
                    static let statics = TestScoped { Statics() }

                    static func * (lhs: ScalableMock, rhs: Int) -> ScalableMock { statics.current.operatorStarAction((lhs, rhs)) }
                }

                """)
    }

    @Test func distributedActorsHaveNoMock() throws {
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol Greeter", members: [],
                parents: [("s:11Distributed0A5ActorP", "Distributed.DistributedActor")])
        ])
        #expect(
            text == """
                // Greeter has no mock: distributed actors and actor systems have ad-hoc requirements that Swift cannot declare in a protocol.

                """)
    }
}

@Suite struct BlockAndBorrowingSnippetTests {
    @Test func blockTypesAvoidAGenericStubAndBorrowedValuesAreCopied() throws {
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol Source",
                members: [
                    (method, "func setHandler(_ handler: DispatchSourceHandler?)"),
                    (method, "func attach(_ value: borrowing Account) -> Int"),
                ])
        ])
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
