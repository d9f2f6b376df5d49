// The line breaking of long generated lines, each form exactly as `swift format` (with the
// repository's .swift-format) writes it: the generated file passes `make lint` with no formatting
// step. Every expectation was written by `swift format format` from the one-line form (real lines
// of the corpus modules' mocks: Configuration, Tracing, GRDB, Yams, Logging, the fixtures).
import Testing

@testable import StubKitMockGen

@Suite struct LineLayoutTests {
    private func layout(_ line: String, indent: String = "    ") -> String {
        LineLayout.layout(line, indent: indent).joined(separator: "\n")
    }

    @Test func aShortLineStaysWhole() {
        #expect(
            layout("var loadAction: (Int) -> Bool = { _ in .defaultValue }") == """
                    var loadAction: (Int) -> Bool = { _ in .defaultValue }
                """)
    }

    /// A stored action breaks inside the call of its value when the rest fits.
    @Test func storedActionBreaksInItsValuesCall() {
        #expect(
            layout(
                #"var fetchValueAction: ((AbsoluteConfigKey, ConfigType)) async throws -> LookupResult = strictStub(name: "fetchValueAction")"#
            ) == """
                    var fetchValueAction: ((AbsoluteConfigKey, ConfigType)) async throws -> LookupResult = strictStub(
                        name: "fetchValueAction")
                """)
    }

    /// A stored action breaks after `=` when the call's name does not fit.
    @Test func storedActionBreaksAfterEquals() {
        #expect(
            layout(
                #"var watchSnapshotAction: (GenericCall<()>) async throws -> ConfigUpdatesAsyncSequence<any ConfigSnapshot, Never> = strictStub(name: "watchSnapshotAction")"#
            ) == """
                    var watchSnapshotAction: (GenericCall<()>) async throws -> ConfigUpdatesAsyncSequence<any ConfigSnapshot, Never> =
                        strictStub(name: "watchSnapshotAction")
                """)
    }

    /// A stored action breaks after `:` when the type does not fit, then in the type's generic
    /// arguments or after its arrow.
    @Test func storedActionBreaksAfterItsName() {
        #expect(
            layout(
                #"var watchValueAction: (GenericCall<(AbsoluteConfigKey, ConfigType)>) async throws -> ConfigUpdatesAsyncSequence<Result<LookupResult, any Error>, Never> = strictStub(name: "watchValueAction")"#
            ) == """
                    var watchValueAction:
                        (GenericCall<(AbsoluteConfigKey, ConfigType)>) async throws -> ConfigUpdatesAsyncSequence<
                            Result<LookupResult, any Error>, Never
                        > = strictStub(name: "watchValueAction")
                """)
        #expect(
            layout(
                #"var startAnySpanAction: (GenericCall<(String, () -> InstrumentationContext, SpanKind, () -> Any, String, String, UInt)>) -> any Tracing.Span = strictStub(name: "startAnySpanAction")"#
            ) == """
                    var startAnySpanAction:
                        (GenericCall<(String, () -> InstrumentationContext, SpanKind, () -> Any, String, String, UInt)>) ->
                            any Tracing.Span = strictStub(name: "startAnySpanAction")
                """)
    }

    @Test func aClosureValueBreaksAfterIn() {
        #expect(
            layout(
                "var operatorStarAction: ((SexagesimalConvertibleMock, SexagesimalConvertibleMock)) -> SexagesimalConvertibleMock = { _ in SexagesimalConvertibleMock() }",
                indent: "        ") == """
                            var operatorStarAction:
                                ((SexagesimalConvertibleMock, SexagesimalConvertibleMock)) -> SexagesimalConvertibleMock = { _ in
                                    SexagesimalConvertibleMock()
                                }
                    """)
    }

    /// Parameters fill lines between `(` and a `)` of its own; a parameter that does not fit
    /// breaks after its label.
    @Test func aDeclarationBreaksInItsParameters() {
        #expect(
            layout(
                "func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String, file: String, function: String, line: UInt) {"
            ) == """
                    func log(
                        level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String, file: String,
                        function: String, line: UInt
                    ) {
                """)
        #expect(
            layout(
                "func watchValue<Return>(forKey key: AbsoluteConfigKey, type: ConfigType, updatesHandler: nonisolated(nonsending) (ConfigUpdatesAsyncSequence<Result<LookupResult, any Error>, Never>) async throws -> Return) async throws -> Return where Return: ~Copyable {"
            ) == """
                    func watchValue<Return>(
                        forKey key: AbsoluteConfigKey, type: ConfigType,
                        updatesHandler:
                            nonisolated(nonsending) (ConfigUpdatesAsyncSequence<Result<LookupResult, any Error>, Never>) async throws ->
                            Return
                    ) async throws -> Return where Return: ~Copyable {
                """)
    }

    /// A result that does not fit goes to a continuation line, and the brace to a line of its own.
    @Test func aDeclarationBreaksBeforeItsResult() {
        #expect(
            layout(
                "func groupWhenConnected(_ expressions: @escaping @Sendable (Database) throws -> [any SQLExpressible]) -> AggregatingRequestMock {"
            ) == """
                    func groupWhenConnected(_ expressions: @escaping @Sendable (Database) throws -> [any SQLExpressible])
                        -> AggregatingRequestMock
                    {
                """)
        #expect(
            layout(
                "func inject<Carrier, Inject>(_ context: InstrumentationContext, into carrier: inout Carrier, using injector: Inject) where Carrier == Inject.Carrier, Inject: Injector {"
            ) == """
                    func inject<Carrier, Inject>(_ context: InstrumentationContext, into carrier: inout Carrier, using injector: Inject)
                    where Carrier == Inject.Carrier, Inject: Injector {
                """)
        #expect(
            layout(
                "final class SexagesimalConvertibleMock<IntegerLiteralType: _ExpressibleByBuiltinIntegerLiteral>: SexagesimalConvertible {",
                indent: "") == """
                    final class SexagesimalConvertibleMock<IntegerLiteralType: _ExpressibleByBuiltinIntegerLiteral>: SexagesimalConvertible
                    {
                    """)
    }

    /// Calls break after `(` and fill lines with their arguments, `)` on the last one; a tuple
    /// puts its `)` on a line of its own, and a closure that does not fit after the previous
    /// element starts a line.
    @Test func callsAndTuplesBreakInside() {
        #expect(
            layout(
                "resolveAction(GenericCall((type, name, a1, a2, a3, a4, a5, a6), types: Service.self, A1.self, A2.self, A3.self, A4.self, A5.self, A6.self, returning: Service?.self)))",
                indent: "            ") == """
                                resolveAction(
                                    GenericCall(
                                        (type, name, a1, a2, a3, a4, a5, a6), types: Service.self, A1.self, A2.self, A3.self, A4.self,
                                        A5.self, A6.self, returning: Service?.self)))
                    """)
        #expect(
            layout(
                "interceptAction(GenericCall((request, context, { argument1, argument2 in try await next(try throwingGenericResult(argument1), argument2) }), types: Input.self, Output.self, returning: Output.self)))",
                indent: "                ") == """
                                    interceptAction(
                                        GenericCall(
                                            (
                                                request, context,
                                                { argument1, argument2 in try await next(try throwingGenericResult(argument1), argument2) }
                                            ), types: Input.self, Output.self, returning: Output.self)))
                    """)
        #expect(
            layout(
                #"unmockedRequirement("RepositoryMock.isEmailTaken(_:)", reason: "the compiler rejected the generated code: cannot find 'stubKitInjectedError' in scope")"#,
                indent: "        ") == """
                            unmockedRequirement(
                                "RepositoryMock.isEmailTaken(_:)",
                                reason: "the compiler rejected the generated code: cannot find 'stubKitInjectedError' in scope")
                    """)
    }
}
