// A body's statements as data: an accessor, a block and an expression are written from what they
// hold, so a shape builds them without concatenating source, and the renderer asks a statement
// for its lines. (How statements break: Rendering/StatementLayoutTests.)
import Testing

@testable import StubKitMockGen

@Suite struct StatementTests {
    private let unmocked = Expression.call(
        "unmockedRequirement", [.init(nil, .string("StoreMock.name")), .init("reason", .string("a \"why\""))])

    /// An accessor is one line: its keyword, its effects, its statement in braces.
    @Test func anAccessorIsOneLineWithItsEffects() {
        let getter = Statement.accessor(
            "get", effects: .init(isAsync: true, throwing: .typed(.named(TypeName("StoreError"), []))),
            .returning(Expression.atom("nameAction")(.tuple([]))))
        #expect(getter.text == "get async throws(StoreError) { return nameAction(()) }")
        let setter = Statement.accessor(
            "set", .expression(.call(.member(.atom("nameStub"), "set"), [.init(nil, .atom("newValue"))])))
        #expect(setter.text == "set { nameStub.set(newValue) }")
        #expect(SwiftRenderer.layout(setter, indent: "    ") == ["    set { nameStub.set(newValue) }"])
    }

    /// A binding on one line: its name, its type and its value.
    @Test func aBindingIsOneLine() {
        let written = Statement.binding(
            name: "written",
            type: .tuple(
                [TupleElement(label: nil, type: .named(TypeName("Int"), []))] + [
                    TupleElement(label: nil, type: .named(TypeName("Bool"), []))
                ]), value: Expression.atom("nextAction")(.atom("state")))
        #expect(written.text == "let written: (Int, Bool) = nextAction(state)")
        #expect(
            Statement.binding(name: "answer", type: .named(TypeName("Any"), []), value: nil).text == "let answer: Any")
        #expect(Statement.binding(name: "made", type: nil, value: .atom("x")).text == "let made = x")
    }

    /// A block opens over several lines, its statements one level deeper, and has no one-line text.
    @Test func aBlockIsWrittenOverLinesItsStatementsDeeper() {
        let block = Statement.block("set", [.expression(.cast(unmocked, .named(TypeName("Void"), [])))])
        #expect(
            SwiftRenderer.layout(block, indent: "    ") == [
                "    set {", #"        unmockedRequirement("StoreMock.name", reason: "a \"why\"") as Void"#, "    }",
            ])
        #expect(block.text == nil)
    }

    /// An expression statement too long for its line breaks in its call's arguments, laid out
    /// from its data.
    @Test func aLongExpressionStatementBreaksInItsArguments() {
        let why = String(repeating: "a reason that is long ", count: 5)
        let call = Expression.call(
            "unmockedRequirement", [.init(nil, .string("StoreMock.name")), .init("reason", .string(why))])
        let laidOut = SwiftRenderer.layout(.expression(call), indent: "        ")
        #expect(
            laidOut == [
                "        unmockedRequirement(", #"            "StoreMock.name","#, #"            reason: "\#(why)""#,
                "        )",
            ])
    }

    /// A settable placeholder renders its two accessors as blocks, as the shapes wrote them
    /// line by line before.
    @Test func aSettablePlaceholderRendersItsAccessorsAsBlocks() {
        let member = MockMember(
            warning: nil, properties: [],
            declaration: MemberSignature(.property(name: "name"), result: .named(TypeName("String"), [])),
            body: [.block("get", [.expression(unmocked)]), .block("set", [.expression(unmocked)])])
        let call = #"unmockedRequirement("StoreMock.name", reason: "a \"why\"")"#
        #expect(
            SwiftRenderer.render(member, indent: "    ") == [
                "    var name: String {", "        get {", "            \(call)", "        }", "        set {",
                "            \(call)", "        }", "    }",
            ])
    }
}
