// Types written back as Swift: `nonisolated(nonsending)` is a parameter's word, written once
// before `@escaping`, also for a closure's closure parameter.
import Testing

@testable import StubKitMockGen

@Suite struct TypeSpellingTests {
    /// The type of `Recorder.<member>`'s first parameter, as the parser reads the graph.
    private func parameterType(of member: String, in source: String) throws -> SwiftType {
        let symbol = try #require(try symbols(source)["Recorder." + member])
        return try #require(FragmentParser.declaration(symbol.declarationFragments ?? []).parameters.first?.type)
    }

    /// A closure taking a `nonisolated(nonsending)` closure is spelled as written, with the word
    /// once, before `@escaping` where there is one.
    @Test func aNonsendingClosureParameterOfAClosureIsSpelledOnce() throws {
        let source = """
            protocol Recorder {
                func plain(_ body: (nonisolated(nonsending) () async -> Void) -> Void)
                func escaping(_ body: (nonisolated(nonsending) @escaping () async -> Void) -> Void)
            }
            """
        #expect(
            TypeSpelling.canonical(try parameterType(of: "plain(_:)", in: source))
                == "(nonisolated(nonsending) () async -> Void) -> Void")
        #expect(
            TypeSpelling.canonical(try parameterType(of: "escaping(_:)", in: source))
                == "(nonisolated(nonsending) @escaping () async -> Void) -> Void")
    }

    /// The spelling names actions of overloads that differ only in type: the word once there too.
    @Test func anOverloadsActionNamesTheNonsendingClosureOnce() throws {
        let text = try mockText(
            """
            struct Box<T> {}
            protocol Recorder {
                func record(_ value: Int)
                func record(_ value: Box<(nonisolated(nonsending) () async -> Void) -> Void>)
            }
            """)
        #expect(text.contains("var recordBoxnonisolatednonsendingasyncVoidVoidAction:"))
    }
}
