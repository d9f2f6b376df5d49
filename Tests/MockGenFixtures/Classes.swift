// Classes mocked by subclasses (`--class`, scripts/generate-mocks.sh names them): the generated mocks
// override every member a subclass can, inherit the classes' initializers, and reach `super` through
// helpers. Tests/MockGenConsumerTests/GeneratedClassMockTests.swift uses them.

/// A sum of money: a result type with no default value, so its actions answer as the class does.
public struct Money: Equatable, Sendable {
    /// The amount in cents.
    public var cents: Int

    /// Creates a sum.
    public init(cents: Int) {
        self.cents = cents
    }
}

/// An error a printer throws, typed.
public enum PrinterError: Error, Equatable {
    /// The printer is not connected.
    case offline
}

/// A class the code under test takes directly, open to subclasses in other modules.
open class ReceiptPrinter {
    /// Left to the class: a stored `let`.
    public let header: String
    /// A stored property: overridden by a computed one over a `PropertyStub`.
    open var copies = 1
    /// A computed get-only property.
    open var isReady: Bool { true }
    /// Every line sent, by the class's `send`.
    public final private(set) var sent: [String] = []

    /// The designated initializer the mock inherits.
    public init(header: String) {
        self.header = header
    }

    /// A convenience initializer, inherited too.
    public convenience init() {
        self.init(header: "Receipt")
    }

    /// A line for `total`.
    open func format(_ total: Int) -> String { "\(header): \(total)" }

    /// Sends a line (the class records it).
    open func send(_ text: String) throws(PrinterError) { sent.append(text) }

    /// A result without a default value: the action answers as the class does.
    open func tax(on total: Money) -> Money { Money(cents: total.cents / 10) }

    /// An async method.
    open func status() async -> String { "idle" }

    /// A generic method: one action for every specialization.
    open func echo<Value: Equatable>(_ value: Value) -> Value { value }

    /// A subscript with a setter.
    open subscript(line: Int) -> String {
        get { "line \(line)" }
        set {}
    }

    /// Left to the class: `final`.
    public final func cut() -> String { "cut" }

    /// Left to the class: `static`.
    public static func model() -> String { "RP-1" }

    /// The class calling its own overridable members: a mock's actions answer these calls too.
    public final func printReceipt(total: Int) throws(PrinterError) -> String {
        let line = format(total)
        try send(line)
        return line
    }
}

/// A class that is public but not open: another module subclasses it only with `@testable import`,
/// which the generated file then uses, and overrides its internal members too.
public class Ledger {
    /// An internal stored property the mock overrides.
    var balance = Money(cents: 0)

    /// An empty ledger.
    public init() {}

    /// An internal method.
    func record(_ amount: Money) { balance = Money(cents: balance.cents + amount.cents) }
}

/// A main-actor class: its mock is `@MainActor` too, its actions `@MainActor @Sendable`.
@MainActor
open class Dashboard {
    /// A dashboard on the main actor.
    public init() {}

    /// Refreshes the screen.
    open func refresh(animated: Bool) -> Int { 1 }

    /// A nonisolated member: its action is kept apart from the mock.
    nonisolated open func title() -> String { "Dashboard" }
}

/// A generic class: its mock keeps its generic parameters and their constraints.
open class Cache<Key: Hashable & Sendable, Value> {
    /// A designated initializer with an argument.
    public init(capacity: Int) {}

    /// The value for `key`.
    open func value(for key: Key) -> Value? { nil }

    /// Stores a value.
    open func store(_ value: Value, for key: Key) {}
}

/// A class that is `Sendable` because it says so: its mock restates `@unchecked Sendable`.
open class Ticker: @unchecked Sendable {
    /// A ticker at its start.
    public init() {}

    /// The next tick.
    open func tick() -> Int { 1 }
}
