// Class mocks (`--class`, issue 39 item 4): a final subclass per class the run names, each member a
// subclass can override forwarding to an action, a `super` helper beside it, the designated
// initializers inherited; what the mock leaves to the class named in the run's summary.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite struct ClassMocksTests {
    @Test func methodsOfEveryEffectOverrideAndTheInitializerIsInherited() throws {
        let text = try mockText(
            """
            public struct ParseError: Error {}
            open class Printer {
                public init(header: String) {}
                open func ping() {}
                open func format(_ total: Int, currency: String) -> String { "" }
                open func send(_ text: String) throws {}
                open func status() async -> Int { 0 }
                open func parse(_ text: String) throws(ParseError) -> Int { 0 }
            }
            """, classes: ["Printer"])
        #expect(
            text == """
                final class PrinterMock: Printer {
                    func superPing() { super.ping() }

                    var pingAction: (()) -> Void = { _ in }
                    override func ping() { pingAction(()) }

                    func superFormat(_ total: Int, currency: String) -> String { super.format(total, currency: currency) }

                    var formatAction: ((Int, String)) -> String = { _ in .defaultValue }
                    override func format(_ total: Int, currency: String) -> String { formatAction((total, currency)) }

                    func superSend(_ text: String) throws { try super.send(text) }

                    var sendAction: (String) throws -> Void = { _ in }
                    override func send(_ text: String) throws { try sendAction(text) }

                    @concurrent func superStatus() async -> Int { await super.status() }

                    var statusAction: (()) async -> Int = { _ in .defaultValue }
                    override func status() async -> Int { await statusAction(()) }

                    func superParse(_ text: String) throws(ParseError) -> Int { try super.parse(text) }

                    var parseAction: (String) throws(ParseError) -> Int = { _ in .defaultValue }
                    override func parse(_ text: String) throws(ParseError) -> Int { try parseAction(text) }
                }

                """)
    }

    @Test func aGenericMethodHasOneActionForEverySpecialization() throws {
        let text = try mockText(
            """
            open class Echo {
                open func echo<Value: Equatable>(_ value: Value) -> Value { value }
            }
            """, classes: ["Echo"])
        #expect(
            text == """
                final class EchoMock: Echo {
                    func superEcho<Value>(_ value: Value) -> Value where Value: Equatable { super.echo(value) }

                    var echoAction: (GenericCall<any Equatable>) -> Any = stubGeneric()
                    override func echo<Value>(_ value: Value) -> Value where Value: Equatable {
                        genericResult(echoAction(GenericCall(value, types: Value.self, returning: Value.self)))
                    }
                }

                """)
    }

    @Test func propertiesOverrideGetOnlySettableAndStored() throws {
        let text = try mockText(
            """
            open class Settings {
                open var volume = 1
                open var name: String { "" }
                open var title: String {
                    get { "" }
                    set {}
                }
                open private(set) var count = 0
                open var ready: Bool { get async throws { true } }
                public let id = 3
            }
            """, classes: ["Settings"])
        #expect(
            text == """
                final class SettingsMock: Settings {
                    var superVolume: Int {
                        get { super.volume }
                        set { super.volume = newValue }
                    }

                    var volumeStub = PropertyStub<Int>()
                    override var volume: Int {
                        get { return volumeStub.get(()) }
                        set { volumeStub.set(newValue) }
                    }

                    var superName: String { super.name }

                    var nameAction: (()) -> String = { _ in .defaultValue }
                    override var name: String { return nameAction(()) }

                    var superTitle: String {
                        get { super.title }
                        set { super.title = newValue }
                    }

                    var titleStub = PropertyStub<String>()
                    override var title: String {
                        get { return titleStub.get(()) }
                        set { titleStub.set(newValue) }
                    }

                    var superCount: Int { super.count }

                    var countAction: (()) -> Int = { _ in .defaultValue }
                    override var count: Int { return countAction(()) }

                    @concurrent var superReady: Bool { get async throws { try await super.ready } }

                    var readyAction: (()) async throws -> Bool = { _ in .defaultValue }
                    override var ready: Bool { get async throws { return try await readyAction(()) } }
                }

                """)
    }

    @Test func subscriptsOverride() throws {
        let text = try mockText(
            """
            open class Grid {
                open subscript(row: Int, column: Int) -> Double {
                    get { 0 }
                    set {}
                }
                open subscript(key: String) -> Int { 0 }
            }
            """, classes: ["Grid"])
        #expect(
            text == """
                final class GridMock: Grid {
                    func superSubscript(_ row: Int, _ column: Int) -> Double { super[row, column] }

                    func superSubscript(_ row: Int, _ column: Int, set newValue: Double) { super[row, column] = newValue }

                    var subscriptStub = SubscriptStub<(Int, Int), Double>()
                    override subscript(row: Int, column: Int) -> Double {
                        get { return subscriptStub.get((row, column)) }
                        set { subscriptStub.set(((row, column), newValue)) }
                    }

                    func superSubscript2(_ key: String) -> Int { super[key] }

                    var subscript2Action: (String) -> Int = { _ in .defaultValue }
                    override subscript(key: String) -> Int { return subscript2Action(key) }
                }

                """)
    }

    @Test func finalStaticAndConstantMembersAreLeftToTheClass() throws {
        let source = """
            open class Printer {
                public let header = ""
                public final func cut() {}
                open class func make() -> Printer { Printer() }
                public static func model() -> String { "" }
                public init() {}
                open func format() -> String { "" }
                @available(*, deprecated, message: "use format()")
                open func print() {}
            }
            extension Printer {
                public func feed() {}
            }
            """
        let text = try mockText(source, classes: ["Printer"])
        #expect(
            text == """
                final class PrinterMock: Printer {
                    func superFormat() -> String { super.format() }

                    var formatAction: (()) -> String = { _ in .defaultValue }
                    override func format() -> String { formatAction(()) }
                }

                """)
        var generator = MockGenerator(regenerateCommand: "regenerate")
        generator.classes = ["Printer"]
        let file = try generator.generateFile(symbolGraphs: try symbolGraphs(source))
        #expect(
            file.leftToClasses == [
                "Printer.header (a let)", "Printer.cut() (final)", "Printer.make() (class)", "Printer.model() (static)",
                "Printer.feed() (declared in an extension)", "Printer.print() (deprecated)",
            ])
    }

    @Test func anOpenClassIsImportedPlainlyAndInternalMembersAsTests() throws {
        let openFile = try generatedFile(
            """
            open class Printer {
                open func format() -> String { "" }
            }
            """, classes: ["Printer"])
        #expect(openFile.contains("\nimport App\n"))
        #expect(!openFile.contains("@testable"))
        let internalFile = try generatedFile(
            """
            open class Printer {
                open func format() -> String { "" }
                func reset() {}
            }
            """, classes: ["Printer"])
        #expect(internalFile.contains("\n@testable import App\n"))
        #expect(internalFile.contains("override func reset() { resetAction(()) }"))
        let publicClass = try generatedFile(
            """
            public class Printer {
                public func format() -> String { "" }
            }
            """, classes: ["Printer"])
        #expect(publicClass.contains("\n@testable import App\n"))
    }

    /// A `super` helper never takes the name of a member of the class: `superFormat()` is the class's
    /// own, so `format()`'s helper is `superFormat_` (and a final member's name counts too).
    @Test func aSuperHelperStepsAsideFromTheClassesOwnMembers() throws {
        let text = try mockText(
            """
            open class Printer {
                public init() {}
                open func format() -> String { "" }
                open func superFormat() -> String { "" }
                open func cut() -> Int { 0 }
                public final func superCut() {}
            }
            """, classes: ["Printer"])
        #expect(
            text == """
                final class PrinterMock: Printer {
                    func superFormat_() -> String { super.format() }

                    var formatAction: (()) -> String = { _ in .defaultValue }
                    override func format() -> String { formatAction(()) }

                    func superSuperFormat() -> String { super.superFormat() }

                    var superFormatAction: (()) -> String = { _ in .defaultValue }
                    override func superFormat() -> String { superFormatAction(()) }

                    func superCut_() -> Int { super.cut() }

                    var cutAction: (()) -> Int = { _ in .defaultValue }
                    override func cut() -> Int { cutAction(()) }
                }

                """)
    }

    /// A type of another module that only a class's member names is imported, as a protocol's
    /// requirement's would be (issue 40, run 6 survivor #3871: the class model kept no modules).
    @Test func aClassMembersTypeOfAnotherModuleIsImported() throws {
        let file = try generatedFile(
            """
            import Library

            open class Printer {
                public init() {}
                open func paper() -> Sheet { Sheet() }
            }
            """, dependencies: [("Library", "public struct Sheet { public init() {} }")], classes: ["Printer"])
        #expect(file.contains("\nimport Library\n"))
        #expect(file.contains("override func paper() -> Sheet {"))
    }

    @Test func anotherPackagesClassOverridesItsOpenMembersOnly() throws {
        let source = """
            open class Printer {
                public init() {}
                open func format() -> String { "" }
                public func reset() {}
                func internalOne() {}
            }
            """
        let text = try mockText(source, onlyPublic: true, classes: ["Printer"])
        #expect(
            text == """
                final class PrinterMock: Printer {
                    func superFormat() -> String { super.format() }

                    var formatAction: (()) -> String = { _ in .defaultValue }
                    override func format() -> String { formatAction(()) }
                }

                """)
        var generator = MockGenerator(regenerateCommand: "regenerate")
        generator.classes = ["Printer"]
        generator.onlyPublicProtocols = true
        let file = try generator.generateFile(symbolGraphs: try symbolGraphs(source))
        #expect(
            file.leftToClasses == ["Printer.reset() (not open)", "Printer.internalOne() (not open)"])
    }

    @Test func aMainActorClassHasAMainActorMock() throws {
        let text = try mockText(
            """
            @MainActor
            open class Dashboard {
                open func refresh(animated: Bool) -> Int { 0 }
                nonisolated open func title() -> String { "" }
            }
            open class Panel: Dashboard {
                open func close() {}
            }
            """, classes: ["Dashboard", "Panel"])
        #expect(
            text == """
                @MainActor
                final class DashboardMock: Dashboard {
                    nonisolated final class Actions: @unchecked Sendable {
                        var titleAction: (()) -> String = { _ in .defaultValue }
                    }
                    nonisolated let actions = Actions()

                    func superRefresh(animated: Bool) -> Int { super.refresh(animated: animated) }

                    var refreshAction: @MainActor @Sendable (Bool) -> Int = { _ in .defaultValue }
                    override func refresh(animated: Bool) -> Int { refreshAction(animated) }

                    nonisolated func superTitle() -> String { super.title() }

                    override nonisolated func title() -> String { actions.titleAction(()) }
                }

                @MainActor
                final class PanelMock: Panel {
                    nonisolated final class Actions: @unchecked Sendable {
                        var titleAction: (()) -> String = { _ in .defaultValue }
                    }
                    nonisolated let actions = Actions()

                    func superClose() { super.close() }

                    var closeAction: @MainActor @Sendable (()) -> Void = { _ in }
                    override func close() { closeAction(()) }

                    func superRefresh(animated: Bool) -> Int { super.refresh(animated: animated) }

                    var refreshAction: @MainActor @Sendable (Bool) -> Int = { _ in .defaultValue }
                    override func refresh(animated: Bool) -> Int { refreshAction(animated) }

                    nonisolated func superTitle() -> String { super.title() }

                    override nonisolated func title() -> String { actions.titleAction(()) }
                }

                """)
    }

    @Test func aGenericClassKeepsItsParametersAndConstraints() throws {
        let text = try mockText(
            """
            open class Cache<Key: Hashable, Value> where Value: Sendable {
                public init(capacity: Int) {}
                open func value(for key: Key) -> Value? { nil }
                open func store(_ value: Value, for key: Key) {}
            }
            """, classes: ["Cache"])
        #expect(
            text == """
                final class CacheMock<Key, Value>: Cache<Key, Value> where Key: Hashable, Value: Sendable {
                    func superValue(for key: Key) -> Value? { super.value(for: key) }

                    var valueAction: (Key) -> Value? = { _ in .defaultValue }
                    override func value(for key: Key) -> Value? { valueAction(key) }

                    func superStore(_ value: Value, for key: Key) { super.store(value, for: key) }

                    var storeAction: ((Value, Key)) -> Void = { _ in }
                    override func store(_ value: Value, for key: Key) { storeAction((value, key)) }
                }

                """)
    }

    /// Its actions are not `lazy` (one would race on first use): a member whose result has no default
    /// value is left to the class.
    @Test func aSendableClassHasAnUncheckedSendableMock() throws {
        let source = """
            public struct Money {}
            open class Ticker: @unchecked Sendable {
                open func tick() -> Int { 0 }
                open func total() -> Money { Money() }
            }
            """
        let text = try mockText(source, classes: ["Ticker"])
        #expect(
            text == """
                // @unchecked Sendable, as its class: configure every action before the code under test shares the mock.
                final class TickerMock: Ticker, @unchecked Sendable {
                    func superTick() -> Int { super.tick() }

                    var tickAction: (()) -> Int = { _ in .defaultValue }
                    override func tick() -> Int { tickAction(()) }
                }

                """)
        var generator = MockGenerator(regenerateCommand: "regenerate")
        generator.classes = ["Ticker"]
        let file = try generator.generateFile(symbolGraphs: try symbolGraphs(source))
        #expect(
            file.leftToClasses == [
                "Ticker.total() (Money has no default value and the mock is Sendable, where an action naming it would "
                    + "race on first use)"
            ])
    }

    @Test func resultsWithoutDefaultValueAnswerAsTheClassDoes() throws {
        let source = """
            public struct Money {}
            open class Register {
                open var total = Money()
                open func tax(on amount: Money, rate: Int) -> Money { amount }
                open func load() async throws -> Money { Money() }
                open subscript(index: Int) -> Money {
                    get { Money() }
                    set {}
                }
                open func adjust(_ amount: inout Money) -> Money { amount }
            }
            """
        let text = try mockText(source, classes: ["Register"])
        #expect(
            text == """
                final class RegisterMock: Register {
                    var superTotal: Money {
                        get { super.total }
                        set { super.total = newValue }
                    }

                    lazy var totalGetAction: (()) -> Money = byDefault { [unowned self] _ in self.superTotal }
                    lazy var totalSetAction: (Money) -> Void = byDefault { [unowned self] arguments in self.superTotal = arguments }
                    override var total: Money {
                        get { return totalGetAction(()) }
                        set { totalSetAction(newValue) }
                    }

                    func superTax(on amount: Money, rate: Int) -> Money { super.tax(on: amount, rate: rate) }

                    lazy var taxAction: ((Money, Int)) -> Money = byDefault { [unowned self] arguments in
                        self.superTax(on: arguments.0, rate: arguments.1)
                    }
                    override func tax(on amount: Money, rate: Int) -> Money { taxAction((amount, rate)) }

                    @concurrent func superLoad() async throws -> Money { try await super.load() }

                    lazy var loadAction: (()) async throws -> Money = byDefault { [unowned self] _ in try await self.superLoad() }
                    override func load() async throws -> Money { try await loadAction(()) }

                    func superSubscript(_ index: Int) -> Money { super[index] }

                    func superSubscript(_ index: Int, set newValue: Money) { super[index] = newValue }

                    lazy var subscriptGetAction: (Int) -> Money = byDefault { [unowned self] arguments in
                        self.superSubscript(arguments)
                    }
                    lazy var subscriptSetAction: ((Int, Money)) -> Void = byDefault { [unowned self] arguments in
                        self.superSubscript(arguments.0, set: arguments.1)
                    }
                    override subscript(index: Int) -> Money {
                        get { return subscriptGetAction(index) }
                        set { subscriptSetAction((index, newValue)) }
                    }
                }

                """)
        var generator = MockGenerator(regenerateCommand: "regenerate")
        generator.classes = ["Register"]
        let file = try generator.generateFile(symbolGraphs: try symbolGraphs(source))
        #expect(
            file.leftToClasses == ["Register.adjust(_:) (Money has no default value and it takes an inout parameter)"])
    }

    @Test func theDefaultOptionsChooseForAClassMembers() throws {
        let text = try mockText(
            """
            open class Printer {
                open func format(_ total: Int) -> String { "" }
                open func send(_ text: String) {}
                open func cut() {}
                open var copies = 1
            }
            """, keptDefaults: ["Printer.cut"], interceptedDefaults: ["Printer"], strict: ["Printer.send"],
            classes: ["Printer"])
        #expect(
            text == """
                final class PrinterMock: Printer {
                    func superFormat(_ total: Int) -> String { super.format(total) }

                    lazy var formatAction: (Int) -> String = byDefault { [unowned self] arguments in self.superFormat(arguments) }
                    override func format(_ total: Int) -> String { formatAction(total) }

                    func superSend(_ text: String) { super.send(text) }

                    var sendAction: (String) -> Void = strictStub(name: "sendAction")
                    override func send(_ text: String) { sendAction(text) }

                    var superCopies: Int {
                        get { super.copies }
                        set { super.copies = newValue }
                    }

                    lazy var copiesGetAction: (()) -> Int = byDefault { [unowned self] _ in self.superCopies }
                    lazy var copiesSetAction: (Int) -> Void = byDefault { [unowned self] arguments in self.superCopies = arguments }
                    override var copies: Int {
                        get { return copiesGetAction(()) }
                        set { copiesSetAction(newValue) }
                    }
                }

                """)
    }

    @Test func inheritedMembersAreMockedUnlessOverriddenOrOfAGenericSuperclass() throws {
        let source = """
            open class Base {
                public init() {}
                open func reset() {}
                open func describe() -> String { "" }
            }
            open class Printer: Base {
                open override func describe() -> String { "printer" }
                open func format() -> String { "" }
            }
            open class Box<T> {
                public init() {}
                open func put(_ value: T) {}
            }
            open class IntBox: Box<Int> {
                open func clear() {}
            }
            """
        let text = try mockText(source, classes: ["Printer", "IntBox"])
        #expect(
            text == """
                final class IntBoxMock: IntBox {
                    func superClear() { super.clear() }

                    var clearAction: (()) -> Void = { _ in }
                    override func clear() { clearAction(()) }
                }

                final class PrinterMock: Printer {
                    func superDescribe() -> String { super.describe() }

                    var describeAction: (()) -> String = { _ in .defaultValue }
                    override func describe() -> String { describeAction(()) }

                    func superFormat() -> String { super.format() }

                    var formatAction: (()) -> String = { _ in .defaultValue }
                    override func format() -> String { formatAction(()) }

                    func superReset() { super.reset() }

                    var resetAction: (()) -> Void = { _ in }
                    override func reset() { resetAction(()) }
                }

                """)
        var generator = MockGenerator(regenerateCommand: "regenerate")
        generator.classes = ["Printer", "IntBox"]
        let file = try generator.generateFile(symbolGraphs: try symbolGraphs(source))
        #expect(
            file.leftToClasses == [
                "IntBox.put(_:) (inherited from the generic Box, whose arguments the graph does not show)"
            ])
    }

    @Test func aNameThatIsNoClassToSubclassStopsTheRun() throws {
        let source = """
            public struct Point {}
            public final class Sealed {}
            public class Closed {}
            open class Printer {}
            open class Hidden {
                init() {}
            }
            """
        func error(_ classes: [String], onlyPublic: Bool = false) throws -> String {
            var generator = MockGenerator(regenerateCommand: "regenerate")
            generator.classes = classes
            generator.onlyPublicProtocols = onlyPublic
            let graphs = try symbolGraphs(source)
            return try #require(throws: GeneratorError.self) { try generator.generateFile(symbolGraphs: graphs) }
                .description
        }
        let missing = try error(["Printer", "Missing"])
        #expect(missing == "error: module App declares no class named Missing; nothing was written")
        let point = try error(["Point"])
        #expect(
            point
                == "error: --class Point: Point is a struct, not a class, so no mock can subclass it; nothing was written"
        )
        let sealed = try error(["Sealed"])
        #expect(sealed == "error: --class Sealed: Sealed is final, so no mock can subclass it; nothing was written")
        let closed = try error(["Closed"], onlyPublic: true)
        // Another package's class (`--only-public`) is subclassed through a plain `import`.
        #expect(
            closed
                == "error: --class Closed: Closed is public, not open, so no mock can subclass it; nothing was written")
        // ... and made by the tests with an initializer the class makes public.
        let hidden = try error(["Hidden"], onlyPublic: true)
        #expect(
            hidden == "error: --class Hidden: Hidden has no public initializer, so no test could make its mock; "
                + "nothing was written")
    }

    /// Mocking Classes' "Generating a class mock" shows this output for its `ReceiptPrinter`.
    @Test func theGuideExampleIsWhatTheGeneratorWrites() throws {
        let text = try mockText(
            """
            enum PrinterError: Error { case offline }
            class ReceiptPrinter {
                let header: String
                var copies = 1
                init(header: String) { self.header = header }

                func format(_ total: Int) -> String { "\\(header): \\(total)" }
                func send(_ text: String) throws { throw PrinterError.offline }  // the real one prints
                final func cut() {}
            }
            """, classes: ["ReceiptPrinter"])
        #expect(
            text == """
                final class ReceiptPrinterMock: ReceiptPrinter {
                    var superCopies: Int {
                        get { super.copies }
                        set { super.copies = newValue }
                    }

                    var copiesStub = PropertyStub<Int>()
                    override var copies: Int {
                        get { return copiesStub.get(()) }
                        set { copiesStub.set(newValue) }
                    }

                    func superFormat(_ total: Int) -> String { super.format(total) }

                    var formatAction: (Int) -> String = { _ in .defaultValue }
                    override func format(_ total: Int) -> String { formatAction(total) }

                    func superSend(_ text: String) throws { try super.send(text) }

                    var sendAction: (String) throws -> Void = { _ in }
                    override func send(_ text: String) throws { try sendAction(text) }
                }

                """)
    }
}
