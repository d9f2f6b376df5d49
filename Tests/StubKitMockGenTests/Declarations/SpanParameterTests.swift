// Snippet tests for standard library span parameters (`RawSpan`, `Span<T>`), which may not outlive
// the call: their actions take arrays (SwiftSixEraShapes.md, "A ~Escapable parameter").
import Testing

@testable import StubKitMockGen

@Suite struct SpanParameterTests {
    /// A span's action takes an array of its elements, copied in the body.
    ///
    /// A span may not outlive the call, so no spy or setup could keep it. A type of the module named
    /// `Span` is its own.
    @Test func aSpanParameterReachesTheActionAsAnArray() throws {
        let text = try mockText(
            """
            struct Span {}
            protocol Sink {
                func output(_ bytes: RawSpan) throws -> Int
                func write(_ values: Swift.Span<Int>, flush: Bool)
                func trace(_ span: Span)
            }
            """)
        #expect(
            text == """
                final class SinkMock: Sink {
                    var outputAction: ([UInt8]) throws -> Int = { _ in .defaultValue }
                    func output(_ bytes: RawSpan) throws -> Int { try outputAction(bytes.withUnsafeBytes { Array($0) }) }

                    var writeAction: (([Int], Bool)) -> Void = { _ in }
                    func write(_ values: Swift.Span<Int>, flush: Bool) {
                        writeAction((values.withUnsafeBufferPointer { Array($0) }, flush))
                    }

                    var traceAction: (App.Span) -> Void = { _ in }
                    func trace(_ span: App.Span) { traceAction(span) }
                }

                """)
    }
}
