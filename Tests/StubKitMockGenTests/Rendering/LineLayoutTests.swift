// The printer breaks a line the same way at any indentation, none included: whether a break
// fires depends on what the line holds after its indentation, not on its spaces.
import Testing

@testable import StubKitMockGen

@Suite struct LineLayoutTests {
    /// A call too long for one line breaks after `(` at no indentation as at one and four spaces:
    /// the same lines, shifted.
    @Test func aCallBreaksTheSameWayAtEveryIndentation() {
        let unmocked = Expression.call(
            .atom("unmockedRequirement"),
            [
                .init(nil, .string("RepositoryMock.isEmailTaken(_:)")),
                .init(
                    "reason",
                    .string("the compiler rejected the generated code: cannot find 'stubKitInjectedError' in scope")),
            ])
        let lines = [
            "unmockedRequirement(",
            "    \"RepositoryMock.isEmailTaken(_:)\",",
            "    reason: \"the compiler rejected the generated code: cannot find 'stubKitInjectedError' in scope\")",
        ]
        for indent in ["", " ", "    "] {
            #expect(
                SwiftRenderer.layout(.expression(unmocked), indent: indent) == lines.map { indent + $0 },
                "indent: \(indent.count)")
        }
    }
}
