// Snippet tests for behaviours of the generator's typed model that scripts/mutants.txt plants a bug
// in (issue 25) and that no other test pinned: each small input next to the exact text the
// generator writes for it.
import Testing

@testable import StubKitMockGen

@Suite struct GeneratorMutantTests {
    /// FluentKit's `ModelAlias`: a requirement passes the mock to a type that requires the mock's
    /// own conformance (`-> AliasedField<Self, Field>`), so the generic mock's parameter is named
    /// apart from its associated type (`ModelType`, with `typealias Model = ModelType`).
    @Test func selfReferentialRequirementsNameTheMocksParametersApart() throws {
        let text = try mockText(
            """
            protocol FieldKind {
                associatedtype Model
            }

            struct AliasedField<Alias, Field> where Alias: ModelAlias, Field: FieldKind, Alias.Model == Field.Model {}

            protocol ModelAlias {
                associatedtype Model
                func field<Field: FieldKind>(_ keyPath: KeyPath<Model, Field>) -> AliasedField<Self, Field>
                    where Field.Model == Model
            }
            """, protocols: ["ModelAlias"])
        #expect(
            text == """
                final class ModelAliasMock<ModelType>: ModelAlias {
                    typealias Model = ModelType

                    var fieldAction: (GenericCall<Any>) -> Any = stubGeneric()
                    func field<Field>(_ keyPath: KeyPath<Model, Field>) -> AliasedField<ModelAliasMock, Field>
                    where Field: FieldKind, Model == Field.Model {
                        genericResult(
                            fieldAction(GenericCall(keyPath, types: Field.self, returning: AliasedField<ModelAliasMock, Field>.self)))
                    }
                }

                """)
    }

    /// The mock is available where its protocol is, and deprecated with it.
    @Test func aProtocolsAvailabilityReachesTheMock() throws {
        let text = try mockText(
            """
            @available(macOS 14, *)
            protocol Ticker {
                func tick()
            }

            @available(*, deprecated, message: "use Ticker")
            protocol Stopwatch {
                func now() -> Int
            }
            """)
        #expect(
            text == """
                @available(*, deprecated, message: "use Ticker")
                final class StopwatchMock: Stopwatch {
                    var nowAction: (()) -> Int = { _ in .defaultValue }
                    func now() -> Int { nowAction(()) }
                }

                @available(macOS 14, *)
                final class TickerMock: Ticker {
                    var tickAction: (()) -> Void = { _ in }
                    func tick() { tickAction(()) }
                }

                """)
    }

    /// A builder returning `any P` of the protocol mocked or of a parent answers the mock itself
    /// until a test says otherwise.
    @Test func buildersReturningTheProtocolAnswerTheMockItself() throws {
        let text = try mockText(
            """
            protocol Step: AnyObject {
                func then(_ name: String) -> any Step
            }

            protocol Query: Step {
                func filter(_ field: String) throws -> any Query
                var unfiltered: any Query { get }
            }
            """, protocols: ["Query"])
        #expect(
            text == """
                final class QueryMock: Query {
                    lazy var filterAction: (String) throws -> any Query = byDefault { [unowned self] _ in self }
                    func filter(_ field: String) throws -> any Query { try filterAction(field) }

                    lazy var unfilteredAction: (()) -> any Query = byDefault { [unowned self] _ in self }
                    var unfiltered: any Query { return unfilteredAction(()) }

                    lazy var thenAction: (String) -> any Step = byDefault { [unowned self] _ in self }
                    func then(_ name: String) -> any Step { thenAction(name) }
                }

                """)
    }

    /// A typed-throws generic initializer with an `inout` parameter keeps the caller's value when
    /// no test answers (`ifUnanswered:`), as the untyped one does.
    @Test func typedThrowsGenericInitializersWithInoutKeepTheCallersValue() throws {
        let text = try mockText(
            """
            enum ParseError: Error {}

            protocol Reading {
                init<Source: IteratorProtocol>(reading source: inout Source) throws(ParseError) where Source.Element == UInt8
            }
            """, protocols: ["Reading"])
        #expect(
            text == """
                final class ReadingMock: Reading {
                    nonisolated final class Statics: @unchecked Sendable {
                        var initAction: (GenericCall<(any IteratorProtocol, ReadingMock)>) throws(ParseError) -> Any = stubGeneric()
                    }
                    static let statics = TestScoped { Statics() }

                    init() {}

                    init<Source>(reading source: inout Source) throws(ParseError)
                    where Source: IteratorProtocol, Source.Element == UInt8 {
                        source = try throwingGenericResult(
                            Self.statics.current.initAction(GenericCall((source, self), types: Source.self, returning: Source.self)),
                            ifUnanswered: source, throwing: ParseError.self)
                    }
                }

                """)
    }
}

extension GeneratorMutantTests {
    /// A parameter of a closure typealias is a closure even where the graph keeps the alias's name
    /// (`@escaping Completion<Value>`): a generic method hands the action a closure that takes
    /// erased values and converts them back for the caller's closure.
    @Test func genericClosureTypealiasParametersAreClosures() throws {
        let text = try mockText(
            """
            enum LoadError: Error {}
            typealias Completion<Value> = (Result<Value, LoadError>) -> Void

            protocol Loading {
                func load<Value>(completion: @escaping Completion<Value>)
            }
            """)
        #expect(
            text == """
                final class LoadingMock: Loading {
                    var loadAction: (GenericCall<(Any) -> Void>) -> Void = { _ in }
                    func load<Value>(completion: @escaping Completion<Value>) {
                        loadAction(GenericCall({ argument1 in completion(genericResult(argument1)) }, types: Value.self))
                    }
                }

                """)
    }

    /// A protocol's typealias written from `Self`, reached through a generic parameter
    /// (`N.Boxed`, with `typealias Boxed = Box<Self>`), is written out with the parameter in
    /// `Self`'s place, and only there (whole-code survivor #4244: the negated test put the
    /// parameter in place of the whole `Box<Self>` and left `Self` as it was).
    @Test func aSelfTypealiasReachedThroughAGenericParameterPutsTheParameterInSelfsPlace() throws {
        let text = try mockText(
            """
            struct Box<T> {}
            protocol Node { typealias Boxed = Box<Self> }
            protocol Store { func keep<N: Node>(_ node: N, in box: N.Boxed) }
            """, protocols: ["Store"])
        #expect(text.contains("func keep<N>(_ node: N, in box: Box<N>)"), "\(text)")
    }

    /// A generic parameter's member made of the mock (swift-case-paths' `CasePathIterable`:
    /// `AllCasePaths.Element == PartialCaseKeyPath<Self>`) cannot be stated by a generic class
    /// ("self-referential generic requirements"): the mock is left out, saying why.
    @Test func anAssociatedTypesMemberMadeOfTheMockLeavesTheMockOut() throws {
        let text = try mockText(
            """
            struct Box<T> {}
            protocol Pathable { associatedtype AllPaths }
            protocol PathIterable: Pathable where AllPaths: Sequence, AllPaths.Element == Box<Self> {}
            """)
        #expect(text.contains("final class PathableMock<AllPaths>: Pathable"))
        #expect(!text.contains("final class PathIterableMock"))
        #expect(text.contains("// PathIterable has no mock: its associated types must lead back to the mock itself"))
    }
}
