// Requirements a protocol extension implements (issue 39): the rule the generator follows for them,
// `--keep-default` and `--intercept-default` naming a protocol, a base name or a full name, the most
// specific selector deciding, and what the generated file reports as left to defaults or strict.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite struct DefaultChoicesTests {
    /// A delegate whose callbacks the protocol answers, one of them with a result of no default value.
    private let delegate = """
        struct Disposition { let allow: Bool }
        protocol DownloadDelegate {
            func didStart()
            func didFinish(bytes: Int)
            func didFinish(error: String)
            var progress: Double { get }
            func disposition(for url: String) -> Disposition
            func retry(after seconds: Int) -> Bool
        }
        extension DownloadDelegate {
            func didStart() {}
            func didFinish(bytes: Int) {}
            func didFinish(error: String) {}
            var progress: Double { 1 }
            func disposition(for url: String) -> Disposition { Disposition(allow: true) }
        }
        """

    /// The generated file for `delegate` with these selectors.
    private func file(keep: [String] = [], intercept: [String] = []) throws -> GeneratedFile {
        let graphs = try symbolGraphs(module: "App", delegate)
        var generator = MockGenerator(regenerateCommand: "regenerate")
        generator.keptDefaults = keep
        generator.interceptedDefaults = intercept
        return try generator.generateFile(symbolGraphs: graphs)
    }

    /// The error generating `delegate` with these selectors throws.
    private func error(keep: [String] = [], intercept: [String] = []) throws -> String {
        let error = try #require(throws: GeneratorError.self) { try file(keep: keep, intercept: intercept) }
        return error.description
    }

    /// Without options: every defaulted requirement is mocked but the one whose action could only be
    /// a strict stub, which is left to the protocol's default and named in the file's report.
    @Test func theRuleMocksDefaultsButThoseItCouldOnlyMakeStrict() throws {
        #expect(
            try mockText(delegate) == """
                final class DownloadDelegateMock: DownloadDelegate {
                    var didStartAction: (()) -> Void = { _ in }
                    func didStart() { didStartAction(()) }

                    var didFinishBytesAction: (Int) -> Void = { _ in }
                    func didFinish(bytes: Int) { didFinishBytesAction(bytes) }

                    var didFinishErrorAction: (String) -> Void = { _ in }
                    func didFinish(error: String) { didFinishErrorAction(error) }

                    var progressAction: (()) -> Double = { _ in .defaultValue }
                    var progress: Double { return progressAction(()) }

                    var retryAction: (Int) -> Bool = { _ in .defaultValue }
                    func retry(after seconds: Int) -> Bool { retryAction(seconds) }
                }

                """)
        let file = try file()
        #expect(file.leftToDefaults == ["DownloadDelegate.disposition(for:) (Disposition has no default value)"])
        #expect(file.strictActions.isEmpty)
    }

    /// `--keep-default <Protocol>` leaves every defaulted requirement to the protocol; one without a
    /// default (`retry`) is still mocked.
    @Test func keepingAWholeProtocolLeavesEveryDefaultedRequirement() throws {
        #expect(
            try mockText(delegate, keptDefaults: ["DownloadDelegate"]) == """
                final class DownloadDelegateMock: DownloadDelegate {
                    var retryAction: (Int) -> Bool = { _ in .defaultValue }
                    func retry(after seconds: Int) -> Bool { retryAction(seconds) }
                }

                """)
        #expect(
            try file(keep: ["DownloadDelegate"]).leftToDefaults == [
                "DownloadDelegate.didStart() (--keep-default)", "DownloadDelegate.didFinish(bytes:) (--keep-default)",
                "DownloadDelegate.didFinish(error:) (--keep-default)", "DownloadDelegate.progress (--keep-default)",
                "DownloadDelegate.disposition(for:) (--keep-default)",
            ])
    }

    /// A base name keeps every overload of that name; a full name keeps that one; a property is named
    /// by its name.
    @Test func aBaseNameKeepsEveryOverloadAndAFullNameOne() throws {
        #expect(
            try file(keep: ["DownloadDelegate.didFinish"]).leftToDefaults.prefix(2) == [
                "DownloadDelegate.didFinish(bytes:) (--keep-default)",
                "DownloadDelegate.didFinish(error:) (--keep-default)",
            ])
        #expect(
            try file(keep: ["DownloadDelegate.didFinish(error:)", "DownloadDelegate.progress"]).leftToDefaults == [
                "DownloadDelegate.didFinish(error:) (--keep-default)", "DownloadDelegate.progress (--keep-default)",
                "DownloadDelegate.disposition(for:) (Disposition has no default value)",
            ])
        let text = try mockText(delegate, keptDefaults: ["DownloadDelegate.didFinish(error:)"])
        #expect(text.contains("func didFinish(bytes: Int)"))
        #expect(!text.contains("func didFinish(error: String)"))
    }

    /// `--intercept-default` mocks what the rule leaves: a result without a default value answers as
    /// the protocol's default, through the helper, and is not strict.
    @Test func interceptingAResultWithoutADefaultValueAnswersAsTheDefault() throws {
        let text = try mockText(
            delegate, keptDefaults: ["DownloadDelegate"], interceptedDefaults: ["DownloadDelegate.disposition"])
        #expect(
            text == """
                final class DownloadDelegateMock: DownloadDelegate {
                    lazy var dispositionAction: (String) -> Disposition = byDefault { [unowned self] arguments in
                        DownloadDelegateMockDefaults(mock: self).disposition(for: arguments)
                    }
                    func disposition(for url: String) -> Disposition { dispositionAction(url) }

                    var retryAction: (Int) -> Bool = { _ in .defaultValue }
                    func retry(after seconds: Int) -> Bool { retryAction(seconds) }
                }

                // The protocol's default implementations, for the actions named by --intercept-default.
                private final class DownloadDelegateMockDefaults: DownloadDelegate {
                    let mock: DownloadDelegateMock
                    init(mock: DownloadDelegateMock) { self.mock = mock }

                    func retry(after seconds: Int) -> Bool { mock.retry(after: seconds) }
                }

                """)
        let file = try file(intercept: ["DownloadDelegate.disposition(for:)"])
        #expect(file.leftToDefaults.isEmpty)
        #expect(file.strictActions.isEmpty)
    }

    /// Where no helper can be written (a `Sendable` protocol's mock, `@unchecked Sendable`, has no
    /// `lazy` action; a generic mock, a global actor's), an intercepted result without a default
    /// value is a strict stub, which the report lists; so is one whose protocol has a requirement
    /// without a default that the helper cannot forward (a `static` one).
    @Test func withoutAHelperAnInterceptedResultWithoutADefaultValueIsStrict() throws {
        let source = """
            struct Disposition { let allow: Bool }
            protocol SendableDelegate: Sendable {
                func disposition(for url: String) -> Disposition
            }
            extension SendableDelegate {
                func disposition(for url: String) -> Disposition { Disposition(allow: true) }
            }
            protocol StaticDelegate {
                static func make() -> Int
                func disposition(for url: String) -> Disposition
            }
            extension StaticDelegate {
                func disposition(for url: String) -> Disposition { Disposition(allow: true) }
            }
            protocol KeyedDelegate {
                associatedtype Key
                func disposition(for url: String) -> Disposition
            }
            extension KeyedDelegate {
                func disposition(for url: String) -> Disposition { Disposition(allow: true) }
            }
            @MainActor protocol ScreenDelegate {
                nonisolated func disposition(for url: String) -> Disposition
            }
            extension ScreenDelegate {
                nonisolated func disposition(for url: String) -> Disposition { Disposition(allow: true) }
            }
            """
        var generator = MockGenerator(regenerateCommand: "regenerate")
        generator.interceptedDefaults = ["SendableDelegate", "StaticDelegate", "KeyedDelegate", "ScreenDelegate"]
        let file = try generator.generateFile(symbolGraphs: symbolGraphs(module: "App", source))
        #expect(
            file.strictActions == [
                "KeyedDelegateMock.dispositionAction", "ScreenDelegateMock.dispositionAction",
                "SendableDelegateMock.dispositionAction", "StaticDelegateMock.dispositionAction",
            ])
        #expect(!file.text.contains("Defaults"))
    }

    /// The most specific selector decides: a full name beats a base name, which beats a protocol.
    @Test func theMostSpecificSelectorDecides() throws {
        let kept = try file(
            keep: ["DownloadDelegate", "DownloadDelegate.didFinish(bytes:)"],
            intercept: ["DownloadDelegate.didFinish"]
        ).leftToDefaults
        #expect(
            kept == [
                "DownloadDelegate.didStart() (--keep-default)", "DownloadDelegate.didFinish(bytes:) (--keep-default)",
                "DownloadDelegate.progress (--keep-default)", "DownloadDelegate.disposition(for:) (--keep-default)",
            ])
    }

    /// Two selectors of the same specificity that choose differently for one requirement: an error
    /// naming both; a selector naming no protocol, or no defaulted requirement, is an error too.
    @Test func selectorsThatCannotDecideAreErrors() throws {
        #expect(
            try error(keep: ["DownloadDelegate.didFinish"], intercept: ["DownloadDelegate.didFinish"])
                == "error: --keep-default DownloadDelegate.didFinish and --intercept-default "
                + "DownloadDelegate.didFinish both choose for DownloadDelegate.didFinish(bytes:); name it more "
                + "precisely in the one that should win")
        #expect(
            try error(keep: ["Downloader.didStart"])
                == "error: --keep-default Downloader.didStart: no protocol to mock is named Downloader; write "
                + "<Protocol>, <Protocol>.<name> or <Protocol>.<name>(<labels>:)")
        #expect(
            try error(intercept: ["DownloadDelegate.retry"])
                == "error: --intercept-default DownloadDelegate.retry: DownloadDelegate has no requirement of that "
                + "name that a protocol extension implements; those it has: didStart(), didFinish(bytes:), "
                + "didFinish(error:), progress, disposition(for:)")
        #expect(throws: GeneratorError.self) { try file(keep: ["DownloadDelegate.didFinish(bytes:error:)"]) }
    }

    /// A deprecated requirement the rule leaves to its default is mocked when a test needs to see it.
    ///
    /// The report says why it was left. A get/set property of no default value is a strict property stub,
    /// which the report lists as it lists strict actions.
    @Test func interceptingADeprecatedRequirementMocksIt() throws {
        let source = """
            struct Owner {}
            protocol Runner {
                @available(*, deprecated, message: "use run()") func start()
                func run()
                var owner: Owner { get set }
            }
            extension Runner {
                @available(*, deprecated, message: "use run()") func start() { run() }
            }
            """
        let file = try MockGenerator(regenerateCommand: "regenerate").generateFile(
            symbolGraphs: symbolGraphs(module: "App", source))
        #expect(file.leftToDefaults == ["Runner.start() (deprecated)"])
        #expect(file.strictActions == ["RunnerMock.ownerStub"])
        #expect(
            try mockText(source, interceptedDefaults: ["Runner.start()"]) == """
                final class RunnerMock: Runner {
                    @available(*, deprecated, message: "use run()")
                    lazy var startAction: (()) -> Void = byDefault { [unowned self] _ in RunnerMockDefaults(mock: self).start() }
                    @available(*, deprecated, message: "use run()") func start() { startAction(()) }

                    var runAction: (()) -> Void = { _ in }
                    func run() { runAction(()) }

                    var ownerStub = PropertyStub<Owner>(strict: "ownerStub")
                    var owner: Owner {
                        get { return ownerStub.get(()) }
                        set { ownerStub.set(newValue) }
                    }
                }

                // The protocol's default implementations, for the actions named by --intercept-default.
                private final class RunnerMockDefaults: Runner {
                    let mock: RunnerMock
                    init(mock: RunnerMock) { self.mock = mock }

                    func run() { mock.run() }

                    var owner: Owner {
                        get { return mock.owner }
                        set { mock.owner = newValue }
                    }
                }

                """)
    }

    /// A nested protocol is named with its outer type: the longest protocol name the selector starts
    /// with is the protocol, what follows its requirement.
    @Test func aNestedProtocolIsNamedWithItsOuterType() throws {
        let text = try mockText(
            """
            enum Outer {
                protocol Delegate {
                    func didStart()
                    func didStop()
                }
            }
            extension Outer.Delegate {
                func didStart() {}
                func didStop() {}
            }
            """, keptDefaults: ["Outer.Delegate.didStart"])
        #expect(
            text == """
                final class OuterDelegateMock: Outer.Delegate {
                    var didStopAction: (()) -> Void = { _ in }
                    func didStop() { didStopAction(()) }
                }

                """)
    }

    /// A requirement `--intercept-default` names answers as the protocol's default until a test says
    /// otherwise: its action calls the default on a helper that forwards the mock's other
    /// requirements to the mock.
    @Test func anInterceptedDefaultAnswersAsTheProtocolsDefault() throws {
        let text = try mockText(
            """
            struct Ticket { let number: Int }
            protocol RetryPolicy: AnyObject {
                var attempts: Int { get set }
                func retries(for url: String, after error: String) -> Int
                func ticket() throws -> Ticket
                func timeout(for url: String) -> Double
                func cancel(_ reason: inout String)
                func note(_ text: String)
            }
            extension RetryPolicy {
                func retries(for url: String, after error: String) -> Int { 3 }
                func ticket() throws -> Ticket { Ticket(number: attempts) }
                func note(_ text: String) {}
            }
            """, interceptedDefaults: ["RetryPolicy.retries", "RetryPolicy.ticket"])
        #expect(
            text == """
                final class RetryPolicyMock: RetryPolicy {
                    var attemptsStub = PropertyStub<Int>()
                    var attempts: Int {
                        get { return attemptsStub.get(()) }
                        set { attemptsStub.set(newValue) }
                    }

                    lazy var retriesAction: ((String, String)) -> Int = byDefault { [unowned self] arguments in
                        RetryPolicyMockDefaults(mock: self).retries(for: arguments.0, after: arguments.1)
                    }
                    func retries(for url: String, after error: String) -> Int { retriesAction((url, error)) }

                    lazy var ticketAction: (()) throws -> Ticket = byDefault { [unowned self] _ in
                        try RetryPolicyMockDefaults(mock: self).ticket()
                    }
                    func ticket() throws -> Ticket { try ticketAction(()) }

                    var timeoutAction: (String) -> Double = { _ in .defaultValue }
                    func timeout(for url: String) -> Double { timeoutAction(url) }

                    var cancelAction: (String) -> String = { $0 }
                    func cancel(_ reason: inout String) { reason = cancelAction(reason) }

                    var noteAction: (String) -> Void = { _ in }
                    func note(_ text: String) { noteAction(text) }
                }

                // The protocol's default implementations, for the actions named by --intercept-default.
                private final class RetryPolicyMockDefaults: RetryPolicy {
                    let mock: RetryPolicyMock
                    init(mock: RetryPolicyMock) { self.mock = mock }

                    var attempts: Int {
                        get { return mock.attempts }
                        set { mock.attempts = newValue }
                    }

                    func timeout(for url: String) -> Double { mock.timeout(for: url) }

                    func cancel(_ reason: inout String) { mock.cancel(&reason) }

                    func note(_ text: String) { mock.note(text) }
                }

                """)
    }

    /// An intercepted get/set property or subscript has no closure to run the default from (its stub
    /// stores what is set), so it answers what was set; an intercepted get-only property or a method
    /// falls back to the protocol's default (whole-code run seed 20261207, survivor #2189: with
    /// `kind != .property`, the get/set property's default was planned as a fallback).
    @Test func anInterceptedGetSetPropertyStoresAndOtherKindsFallBack() throws {
        let text = try mockText(
            """
            protocol Shelf: AnyObject {
                var label: String { get set }
                var size: Int { get }
                subscript(slot: Int) -> String { get set }
                func count() -> Int
            }
            extension Shelf {
                var label: String {
                    get { "shelf" }
                    set {}
                }
                var size: Int { 4 }
                subscript(slot: Int) -> String {
                    get { "slot \\(slot)" }
                    set {}
                }
                func count() -> Int { size }
            }
            """, interceptedDefaults: ["Shelf"])
        #expect(
            text == """
                final class ShelfMock: Shelf {
                    var labelStub = PropertyStub<String>()
                    var label: String {
                        get { return labelStub.get(()) }
                        set { labelStub.set(newValue) }
                    }

                    lazy var sizeAction: (()) -> Int = byDefault { [unowned self] _ in ShelfMockDefaults(mock: self).size }
                    var size: Int { return sizeAction(()) }

                    var subscriptStub = SubscriptStub<Int, String>()
                    subscript(slot: Int) -> String {
                        get { return subscriptStub.get(slot) }
                        set { subscriptStub.set((slot, newValue)) }
                    }

                    lazy var countAction: (()) -> Int = byDefault { [unowned self] _ in ShelfMockDefaults(mock: self).count() }
                    func count() -> Int { countAction(()) }
                }

                // The protocol's default implementations, for the actions named by --intercept-default.
                private final class ShelfMockDefaults: Shelf {
                    let mock: ShelfMock
                    init(mock: ShelfMock) { self.mock = mock }

                    var label: String {
                        get { return mock.label }
                        set { mock.label = newValue }
                    }
                }

                """)
    }

    /// Where the test target's default isolation is `MainActor`, the helper is `nonisolated` as its
    /// mock is: a main-actor helper could not be made in the action's nonisolated default.
    @Test func theHelperIsNonisolatedAsItsMock() throws {
        let text = try mockText(
            """
            protocol Policy {
                func retries() -> Int
                func timeout() -> Double
            }
            extension Policy {
                func retries() -> Int { 3 }
            }
            """, mainActorByDefault: true, interceptedDefaults: ["Policy.retries"])
        #expect(
            text == """
                nonisolated final class PolicyMock: Policy {
                    lazy var retriesAction: (()) -> Int = byDefault { [unowned self] _ in PolicyMockDefaults(mock: self).retries() }
                    func retries() -> Int { retriesAction(()) }

                    var timeoutAction: (()) -> Double = { _ in .defaultValue }
                    func timeout() -> Double { timeoutAction(()) }
                }

                // The protocol's default implementations, for the actions named by --intercept-default.
                nonisolated private final class PolicyMockDefaults: Policy {
                    let mock: PolicyMock
                    init(mock: PolicyMock) { self.mock = mock }

                    func timeout() -> Double { mock.timeout() }
                }

                """)
    }
}
