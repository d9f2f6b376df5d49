// Behaviours of Declarations/Shapes.swift that mutants of `make mutate` (scripts/mutate.py)
// changed while every other test passed (issue 31): each test fails with one of them.
import Testing

@testable import StubKitMockGen

@Suite struct ShapesMutateTests {
    /// The strict stub of an action taking a value that may not escape takes no argument.
    ///
    /// `UTF8Span` with a result that has no default value: `strictStub` is generic over its argument,
    /// which a `UTF8Span` cannot be, so the action's closure calls a strict stub of no argument. A
    /// result with a default value keeps its plain loose stub. (`RawSpan` and `Span<T>` reach their
    /// actions as arrays: SpanParameterTests.)
    @Test func aStrictStubOfAValueThatMayNotEscapeTakesNoArgument() throws {
        let text = try mockText(
            """
            struct Token {}
            protocol Reader {
                func read(_ bytes: UTF8Span) -> Token
                func peek(_ bytes: UTF8Span) -> Int
            }
            """, standardLibrary: true)
        #expect(
            text == """
                final class ReaderMock: Reader {
                    var readAction: (UTF8Span) -> Token = { _ in (strictStub(name: "readAction") as (()) -> Token)(()) }
                    func read(_ bytes: UTF8Span) -> Token { readAction(bytes) }

                    var peekAction: (UTF8Span) -> Int = { _ in .defaultValue }
                    func peek(_ bytes: UTF8Span) -> Int { peekAction(bytes) }
                }

                """)
    }
}
