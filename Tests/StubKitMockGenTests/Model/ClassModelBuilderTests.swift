// The model of a class to mock (`--class`): its overridable members, its superclasses' members that
// no nearer class overrides, each as a requirement the class implements, and what it leaves to the
// class.
import Testing

@testable import StubKitMockGen

@Suite struct ClassModelBuilderTests {
    /// The model of `name` in `source`, whose module's members are overridden with `@testable`.
    private func model(_ name: String, in source: String, access: ClassModelBuilder.Access = .testable) throws
        -> ProtocolModel
    {
        let graphs = try symbolGraphs(source).map { try SymbolGraph.decode($0.data, name: $0.name) }
        let table = SymbolTable(graphs)
        let id = try #require(
            table.symbols.first {
                $0.value.symbol.pathComponents == [name] && $0.value.symbol.kind.identifier == "swift.class"
            }?
            .key)
        return ClassModelBuilder.model(of: id, in: table, access: access)
    }

    /// Every member is a requirement the class implements: the defaults' selectors choose for it.
    @Test func everyMemberIsImplementedByTheClass() throws {
        let printer = try model(
            "Printer",
            in: """
                open class Printer {
                    open var copies = 1
                    open var name: String { "" }
                    open func format(_ total: Int) -> String { "" }
                }
                """)
        #expect(printer.requirements.map(\.displayName) == ["copies", "name", "format(_:)"])
        #expect(printer.requirements.allSatisfy { printer.hasDefault(for: $0) })
        // A stored `var` is printed without accessors: its override has a setter.
        #expect(printer.requirements.map(\.hasSetter) == [true, false, false])
        #expect(printer.mockedClass?.isOpen == true)
    }

    /// A superclass's members come after the class's own, but for those a nearer class overrides; a
    /// subclass of an isolated or `Sendable` class is so too.
    @Test func superclassesGiveTheirMembersIsolationAndSendability() throws {
        let source = """
            @MainActor
            open class Base: @unchecked Sendable {
                open func reset() {}
                open func describe() -> String { "" }
            }
            open class Printer: Base {
                open override func describe() -> String { "" }
                func internalOne() {}
            }
            """
        let printer = try model("Printer", in: source)
        #expect(
            printer.requirements.map(\.title) == ["Printer.describe()", "Printer.internalOne()", "Printer.reset()"])
        #expect(printer.globalActor == .named(TypeName("MainActor"), []))
        #expect(printer.requirements.allSatisfy { $0.isolation == .globalActor(.named(TypeName("MainActor"), [])) })
        #expect(printer.isSendable)
        // An internal member needs `@testable import`.
        #expect(printer.mockedClass?.isOpen == false)
        let openOnly = try model("Printer", in: source, access: .openOnly)
        #expect(openOnly.requirements.map(\.title) == ["Printer.describe()", "Printer.reset()"])
        #expect(openOnly.mockedClass?.leftToClass == [LeftToClass(member: "Printer.internalOne()", reason: .notOpen)])
    }

    /// A generic class's parameters are the mock's: its members' types name them as generic parameters.
    @Test func aGenericClassMembersNameItsParameters() throws {
        let cache = try model(
            "Cache",
            in: """
                open class Cache<Key: Hashable, Value> {
                    open func value(for key: Key) -> Value? { nil }
                }
                """)
        #expect(cache.mockedClass?.genericParameters == ["Key", "Value"])
        #expect(cache.type == .named(TypeName("Cache", usr: cache.usr), [.generic("Key"), .generic("Value")]))
        #expect(cache.requirements.first?.parameters.map(\.type) == [.generic("Key")])
        #expect(cache.requirements.first?.result == .optional(.generic("Value")))
    }
}
