// Behaviours of Declarations/Shapes.swift that mutants of `make mutate` (scripts/mutate.py)
// changed while every other test passed (issue 31): each test fails with one of them.
import Testing

@testable import StubKitMockGen

@Suite struct ShapesMutateTests {
    /// The strict stub of an action taking a value that may not escape takes no argument.
    ///
    /// `RawSpan` with a result that has no default value: `strictStub` is generic over its argument,
    /// which a `RawSpan` cannot be, so the action's closure calls a strict stub of no argument. A
    /// result with a default value keeps its plain loose stub.
    @Test func aStrictStubOfAValueThatMayNotEscapeTakesNoArgument() throws {
        let text = try mockText(
            """
            struct Token {}
            protocol Reader {
                func read(_ bytes: RawSpan) -> Token
                func peek(_ bytes: RawSpan) -> Int
            }
            """, standardLibrary: true)
        #expect(
            text == """
                final class ReaderMock: Reader {
                    var readAction: (RawSpan) -> Token = { _ in (strictStub(name: "readAction") as (()) -> Token)(()) }
                    func read(_ bytes: RawSpan) -> Token { readAction(bytes) }

                    var peekAction: (RawSpan) -> Int = { _ in .defaultValue }
                    func peek(_ bytes: RawSpan) -> Int { peekAction(bytes) }
                }

                """)
    }
}
