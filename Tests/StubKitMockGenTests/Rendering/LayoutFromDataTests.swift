// The renderer lays out lines built from the declarations' data (types as `SwiftType`, members as
// `MemberSignature`, actions as `StoredProperty`), never from their text: each expectation is the
// layout `swift format format` writes for the one-line form (real lines of the corpus modules'
// mocks: Configuration, Tracing, GRDB, the fixtures).
import Testing

@testable import StubKitMockGen

@Suite struct LayoutFromDataTests {
    private func named(_ name: String, _ arguments: [SwiftType] = []) -> SwiftType {
        .named(TypeName(name), arguments)
    }

    private func tuple(_ types: [SwiftType]) -> SwiftType {
        .tuple(types.map { TupleElement(label: nil, type: $0) })
    }

    private func render(_ property: StoredProperty, indent: String = "    ") -> String {
        SwiftRenderer.layout(property, indent: indent).joined(separator: "\n")
    }

    private func render(_ signature: MemberSignature, indent: String = "    ") -> String {
        LineLayout.layout(signature, opensBrace: true, indent: indent).joined(separator: "\n")
    }

    /// A type's nodes read as `TypeSpelling` writes the type: parentheses where a suffix follows,
    /// labels, effects, attributes with arguments.
    @Test func aTypesNodesSpellItAsTypeSpellingDoes() {
        let handler = FunctionType(
            attributes: ["@Sendable", "@isolated(any)"],
            parameters: [FunctionParameter(names: ["_", "request"], type: named("Request"), ownership: .inout)],
            isAsync: true, throwing: .typed(named("ParseError")), result: .optional(.existential(named("P"))))
        let types: [SwiftType] = [
            .function(handler),
            .optional(.function(FunctionType(parameters: [], result: .void))),
            .dictionary(named("String"), .array(.composition([named("A"), named("B")]))),
            .tuple([
                TupleElement(label: "x", type: named("Int")), TupleElement(label: nil, type: .metatype(.generic("T"))),
            ]),
            .member(named("Outer", [named("Int")]), TypeName("Inner"), []),
            .packExpansion(.packElement(.generic("Each"))), .inverse(named("Copyable")),
            // A piece the parser kept as the compiler printed it, where nothing spaces it for it
            // (issue 40, run 2 survivor #4660).
            .inverse(.verbatim("Copyable")), .optional(.verbatim("Unparsed")),
            // An expansion of a pattern that is not a bare element, and the other prefixed kinds.
            .packExpansion(named("Array", [.packElement(.generic("Each"))])), .existential(named("P")),
            .opaque(named("P")), .packElement(.generic("Each")), .selfType, .generic("T"),
        ]
        for type in types {
            #expect(LineLayout.flatText(LineLayout.nodes(type)) == TypeSpelling.spell(type) { $0.name })
            // As `nodes(_:)` promises, whatever follows (whole-code run seed 215238531: survivor
            // #4711, a spaced `repeat`, changed no line only because every caller respaces it).
            #expect(LineLayout.nodes(type).first?.spaced == false, "\(TypeSpelling.spell(type) { $0.name })")
        }
    }

    /// An expression on one line reads as the source the shapes wrote before values were data.
    @Test func anExpressionOnOneLineReadsAsItsSource() {
        let answer = Expression.call(
            .atom("byDefault"), [.init("throwing", .metatype(.existential(named("Error"))))],
            trailingClosure: .init(captures: ["unowned self"], parameters: ["_"], body: .atom("self")))
        let plain = SwiftType.function(
            FunctionType(parameters: [FunctionParameter(type: .void)], isAsync: true, result: named("RawSpan")))
        let wrapped = Expression.closure(
            ["_"],
            .await(
                .call(
                    .parenthesized(.cast(.call("strictStub", [.init("name", .string("readAction"))]), plain)),
                    [.init(nil, .tuple([]))])))
        var attributed = Expression.Closure(captures: ["weak log"], parameters: ["x"], body: .atom("x"))
        attributed.attributes = ["@MainActor", "@Sendable"]
        let expressions: [(Expression, String)] = [
            (answer, "byDefault(throwing: (any Error).self) { [unowned self] _ in self }"),
            // Each attribute its own word, before the captures.
            (.closure(attributed), "{ @MainActor @Sendable [weak log] x in x }"),
            (.closure(["_", "_"]), "{ _, _ in }"),
            (.closure([], .tuple([.atom("$0.0"), .atom(".defaultValue")])), "{ ($0.0, .defaultValue) }"),
            (
                .call(.type(named("PropertyStub", [.optional(named("Int"))])), [.init("strict", .string("countStub"))]),
                #"PropertyStub<Int?>(strict: "countStub")"#
            ),
            (.try(.call("DriverMock")), "try DriverMock()"),
            (wrapped, #"{ _ in await (strictStub(name: "readAction") as (()) async -> RawSpan)(()) }"#),
        ]
        for (expression, source) in expressions {
            #expect(LineLayout.oneLine(expression) == source)
        }
    }

    /// A long call in the value breaks after its `(` when the rest of the line fits.
    @Test func aStoredActionBreaksInItsValuesCall() {
        let type = SwiftType.function(
            FunctionType(
                parameters: [FunctionParameter(type: tuple([named("AbsoluteConfigKey"), named("ConfigType")]))],
                isAsync: true, throwing: .untyped, result: named("LookupResult")))
        let property = StoredProperty(
            name: "fetchValueAction", type: type,
            value: .call("strictStub", [.init("name", .string("fetchValueAction"))]))
        #expect(
            render(property) == """
                    var fetchValueAction: ((AbsoluteConfigKey, ConfigType)) async throws -> LookupResult = strictStub(
                        name: "fetchValueAction")
                """)
    }

    /// A long function type breaks after the property's `:`, then in its generic arguments.
    @Test func aLongFunctionTypeBreaksInItsGenericArguments() {
        let result = named(
            "ConfigUpdatesAsyncSequence",
            [named("Result", [named("LookupResult"), .existential(named("Error"))]), named("Never")])
        let type = SwiftType.function(
            FunctionType(
                parameters: [
                    FunctionParameter(
                        type: named("GenericCall", [tuple([named("AbsoluteConfigKey"), named("ConfigType")])]))
                ],
                isAsync: true, throwing: .untyped, result: result))
        let property = StoredProperty(
            name: "watchValueAction", type: type,
            value: .call("strictStub", [.init("name", .string("watchValueAction"))]))
        #expect(
            render(property) == """
                    var watchValueAction:
                        (GenericCall<(AbsoluteConfigKey, ConfigType)>) async throws -> ConfigUpdatesAsyncSequence<
                            Result<LookupResult, any Error>, Never
                        > = strictStub(name: "watchValueAction")
                """)
    }

    /// A stored action breaks after `=` when the call's name does not fit, and after `:` and then
    /// after its type's arrow when the type does not.
    @Test func aStoredActionBreaksAfterEqualsOrAfterItsName() {
        let snapshot = SwiftType.function(
            FunctionType(
                parameters: [FunctionParameter(type: named("GenericCall", [.void]))], isAsync: true, throwing: .untyped,
                result: named("ConfigUpdatesAsyncSequence", [.existential(named("ConfigSnapshot")), named("Never")])))
        let watch = StoredProperty(
            name: "watchSnapshotAction", type: snapshot,
            value: .call("strictStub", [.init("name", .string("watchSnapshotAction"))]))
        #expect(
            render(watch) == """
                    var watchSnapshotAction: (GenericCall<()>) async throws -> ConfigUpdatesAsyncSequence<any ConfigSnapshot, Never> =
                        strictStub(name: "watchSnapshotAction")
                """)
        let input = tuple([
            named("String"), .function(FunctionType(parameters: [], result: named("InstrumentationContext"))),
            named("SpanKind"), .function(FunctionType(parameters: [], result: named("Any"))), named("String"),
            named("String"), named("UInt"),
        ])
        let span = SwiftType.function(
            FunctionType(
                parameters: [FunctionParameter(type: named("GenericCall", [input]))],
                result: .existential(named("Tracing.Span"))))
        let start = StoredProperty(
            name: "startAnySpanAction", type: span,
            value: .call("strictStub", [.init("name", .string("startAnySpanAction"))]))
        #expect(
            render(start) == """
                    var startAnySpanAction:
                        (GenericCall<(String, () -> InstrumentationContext, SpanKind, () -> Any, String, String, UInt)>) ->
                            any Tracing.Span = strictStub(name: "startAnySpanAction")
                """)
    }

    /// A deprecated action or member that does not fit on one line puts its `@available` on a
    /// line of its own (broken as swift format breaks it, `)` on a line of its own, when it is too
    /// long itself), then lays out the rest (NIOCore's deprecated `NIOAny` requirements); one that
    /// fits stays whole.
    @Test func aDeprecationThatDoesNotFitGoesOnALineOfItsOwn() {
        let message = "NIOAny is not Sendable. Avoid wrapping the value in NIOAny to silence this warning."
        var action = StoredProperty(
            name: "fireChannelReadAction",
            type: .function(FunctionType(parameters: [FunctionParameter(type: named("NIOAny"))], result: .void)),
            value: .closure(["_"]))
        action.deprecation = Deprecation(message: message)
        #expect(
            render(action) == """
                    @available(
                        *, deprecated, message: "\(message)"
                    )
                    var fireChannelReadAction: (NIOAny) -> Void = { _ in }
                """)
        var signature = MemberSignature(
            .function(name: "fireChannelRead", isOperator: false), parameters: [.init(["_", "data"], named("NIOAny"))])
        signature.modifiers = [.deprecation(Deprecation(message: message))]
        #expect(
            render(signature) == """
                    @available(
                        *, deprecated, message: "\(message)"
                    )
                    func fireChannelRead(_ data: NIOAny) {
                """)
        action.deprecation = Deprecation(message: "use read")
        #expect(
            render(action)
                == #"    @available(*, deprecated, message: "use read") var fireChannelReadAction: (NIOAny) -> Void = { _ in }"#
        )
        signature.modifiers = [.deprecation(Deprecation(message: "use read"))]
        #expect(
            render(signature)
                == #"    @available(*, deprecated, message: "use read") func fireChannelRead(_ data: NIOAny) {"#)
    }

    /// `nonisolated(nonsending)` is one word: a declaration it starts breaks in its parameters.
    @Test func aNonsendingDeclarationBreaksInItsParameters() {
        var signature = MemberSignature(
            .function(name: "withConnectionAndSomeLongerName", isOperator: false),
            parameters: [
                .init(["to", "endpoint"], named("EndpointDescription")),
                .init(["configuration"], named("ConnectionConfiguration")),
            ])
        signature.modifiers = [.call("nonisolated", argument: "nonsending")]
        signature.isAsync = true
        signature.throwing = .untyped
        #expect(
            render(signature) == """
                    nonisolated(nonsending) func withConnectionAndSomeLongerName(
                        to endpoint: EndpointDescription, configuration: ConnectionConfiguration
                    ) async throws {
                """)
    }

    /// A closure value that does not fit breaks after `in`, its `}` on a line of its own.
    @Test func aClosureBreaksAfterIn() {
        let mock = named("SexagesimalConvertibleMock")
        let type = SwiftType.function(
            FunctionType(parameters: [FunctionParameter(type: tuple([mock, mock]))], result: mock))
        let property = StoredProperty(
            name: "operatorStarAction", type: type, value: .closure(["_"], .call("SexagesimalConvertibleMock")))
        #expect(
            render(property, indent: "        ") == """
                        var operatorStarAction:
                            ((SexagesimalConvertibleMock, SexagesimalConvertibleMock)) -> SexagesimalConvertibleMock = { _ in
                                SexagesimalConvertibleMock()
                            }
                """)
    }

    /// A `where` clause that does not fit starts a line at the declaration's indentation.
    @Test func aWhereClauseStartsALineOfItsOwn() {
        var signature = MemberSignature(
            .function(name: "inject", isOperator: false),
            parameters: [
                .init(["_", "context"], named("InstrumentationContext")),
                .init(
                    names: ["into", "carrier"], type: FunctionParameter(type: .generic("Carrier"), ownership: .inout)),
                .init(["using", "injector"], .generic("Inject")),
            ])
        signature.generics = ["Carrier", "Inject"]
        signature.constraints = [
            .sameType(.generic("Carrier"), .member(.generic("Inject"), TypeName("Carrier"), [])),
            .conformance(.generic("Inject"), named("Injector")),
        ]
        #expect(
            render(signature) == """
                    func inject<Carrier, Inject>(_ context: InstrumentationContext, into carrier: inout Carrier, using injector: Inject)
                    where Carrier == Inject.Carrier, Inject: Injector {
                """)
    }

    /// Parameters fill lines between `(` and a `)` of its own.
    @Test func aDeclarationBreaksInItsParameters() {
        let parameters = [
            ("level", "Logger.Level"), ("message", "Logger.Message"), ("source", "String"), ("file", "String"),
            ("function", "String"), ("line", "UInt"),
        ]
        var signature = MemberSignature(
            .function(name: "log", isOperator: false),
            parameters: parameters.map { MemberSignature.Parameter([$0.0], named($0.1)) })
        signature.parameters.insert(.init(["metadata"], .optional(named("Logger.Metadata"))), at: 2)
        #expect(
            render(signature) == """
                    func log(
                        level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String, file: String,
                        function: String, line: UInt
                    ) {
                """)
    }

    /// A result that does not fit goes to a continuation line, and the brace to a line of its own.
    @Test func aDeclarationBreaksBeforeItsResult() {
        let expressions = FunctionType(
            attributes: ["@Sendable"], parameters: [FunctionParameter(type: named("Database"))], throwing: .untyped,
            result: .array(.existential(named("SQLExpressible"))))
        let signature = MemberSignature(
            .function(name: "groupWhenConnected", isOperator: false),
            parameters: [
                .init(
                    names: ["_", "expressions"], type: FunctionParameter(type: .function(expressions), isEscaping: true)
                )
            ],
            result: named("AggregatingRequestMock"))
        #expect(
            render(signature) == """
                    func groupWhenConnected(_ expressions: @escaping @Sendable (Database) throws -> [any SQLExpressible])
                        -> AggregatingRequestMock
                    {
                """)
    }

    /// A mock's header that does not fit puts its `{` on a line of its own.
    @Test func aTypeHeaderPutsItsBraceOnALineOfItsOwn() {
        let header = LineLayout.typeHeader(
            keyword: "final class", name: "SexagesimalConvertibleMock",
            generics: [
                GenericParameter(
                    name: "IntegerLiteralType", constraints: [named("_ExpressibleByBuiltinIntegerLiteral")])
            ],
            conformances: [named("SexagesimalConvertible")], isUncheckedSendable: false)
        let line = LineLayout.Line.declaration(signature: header, result: nil, whereClause: nil, opensBrace: true)
        #expect(
            LineLayout.layout(line, indent: "").joined(separator: "\n") == """
                final class SexagesimalConvertibleMock<IntegerLiteralType: _ExpressibleByBuiltinIntegerLiteral>: SexagesimalConvertible
                {
                """)
    }
}
