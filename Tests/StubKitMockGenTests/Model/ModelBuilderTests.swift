// What the model keeps of a requirement's accessors: a subscript's effects, as a property's.
import Testing

@testable import StubKitMockGen

@Suite struct ModelBuilderTests {
    /// A subscript whose getter throws (and one whose getter is also async) is mocked throwing:
    /// its action throws and the mock's getter says so.
    @Test func aSubscriptsThrowingGetterIsMockedThrowing() throws {
        let text = try mockText(
            """
            struct Draft {}
            protocol Drafts {
                subscript(id: Int) -> Draft { get throws }
                subscript(name: String) -> Draft { get async throws }
            }
            """)
        #expect(
            text == """
                final class DraftsMock: Drafts {
                    var subscriptIdAction: (Int) throws -> Draft = strictStub(name: "subscriptIdAction")
                    subscript(id: Int) -> Draft { get throws { return try subscriptIdAction(id) } }

                    var subscriptNameAction: (String) async throws -> Draft = strictStub(name: "subscriptNameAction")
                    subscript(name: String) -> Draft { get async throws { return try await subscriptNameAction(name) } }
                }

                """)
    }
}
