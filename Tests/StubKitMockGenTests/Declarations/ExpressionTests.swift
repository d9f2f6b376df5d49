// Expressions as data: what a shape asks of one it was handed (whether it is a `try`), and what
// the mock then writes from the answer. (How expressions are written: Rendering/LayoutFromDataTests.)
import Testing

@testable import StubKitMockGen

@Suite struct ExpressionTests {
    /// `try` is noticed at the top of the expression only: `try DriverMock()` is one, the call
    /// inside it and a call in parentheses are not.
    @Test func aTryIsNoticedAtTheTopOfTheExpression() {
        #expect(Expression.try(.call("DriverMock")).isTry)
        #expect(Expression.try(.await(.call("DriverMock"))).isTry)
        #expect(!Expression.call("DriverMock").isTry)
        #expect(!Expression.await(.try(.call("DriverMock"))).isTry)
    }

    /// A throwing `init()` makes the mock with `try`, so only a maker that can throw gets it.
    ///
    /// A static requirement returning the mock that can throw has `try DriverMock()` as its
    /// default; one that cannot throw has none and is strict (a non-throwing action cannot `try`).
    /// Whole-code run seed 215238531, survivor #3207: the `try` unnoticed gave the non-throwing
    /// one `byDefault { _ in try DriverMock() }`.
    @Test func aThrowingInitMakesTheDefaultOfOnlyAThrowingMaker() throws {
        let text = try mockText(
            """
            protocol Driver {
                init() throws
                static func make() -> Self
                static func remake() throws -> Self
            }
            """)
        #expect(text.contains(#"var makeAction: (()) -> DriverMock = strictStub(name: "makeAction")"#), "\(text)")
        #expect(
            text.contains("var remakeAction: (()) throws -> DriverMock = byDefault { _ in try DriverMock() }"),
            "\(text)")
    }
}
