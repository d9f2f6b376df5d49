// Stage 2, the model: what a protocol asks of a conforming type, read from the symbol graphs and
// independent of StubKit. The declarations stage decides how to mock each piece.

/// A protocol to mock, with every requirement it and its parents in the symbol graphs declare; or a
/// class to mock with a subclass (``mockedClass``), whose overridable members are its requirements,
/// each with an implementation: the class's.
struct ProtocolModel: Equatable {
    /// The protocol's name, `UserRepository`.
    var name: String
    /// The module that declares it, imported by the generated file.
    var module: String
    /// The protocol's symbol.
    var usr: String = ""
    /// The protocol as a type, for the mock's conformance (written with its module where its
    /// name is taken: `MCP.Notification` beside Foundation's `Notification`).
    var type: SwiftType
    /// The global actor the protocol (or a parent) is isolated to.
    var globalActor: SwiftType?
    /// Whether the protocol refines `Actor`: its mock must be an actor.
    var isActor = false
    /// Whether the protocol refines `Sendable` (directly or through a parent).
    var isSendable = false
    /// Associated types, own and inherited, each a generic parameter of the mock or a typealias.
    var associatedTypes: [AssociatedType] = []
    /// The requirements, own and inherited (re-declarations merged), in declaration order within
    /// each protocol, the protocol's own first.
    var requirements: [Requirement] = []
    /// Parents whose requirements the symbol graphs do not contain: the standard ones the mock
    /// implements itself (`Swift.Hashable`), or another module's protocol without its graph.
    var unresolvedParents: [String] = []
    /// Associated types the protocols' `where` clauses (or a re-declared requirement) set to a
    /// type: `RawValue == Int64`.
    var pinnedTypes: [String: SwiftType] = [:]
    /// Associated types a `where` clause sets to others: `Element` to `Self.Iterator.Element`
    /// (`Sequence`), `Failure` to `Self.AsyncIterator.Failure` (`AsyncSequence`).
    var ties: [String: SwiftType] = [:]
    /// Other constraints of the `where` clauses of protocols and associated types:
    /// `Self.Iterator.Element: Equatable`.
    var constraints: [Constraint] = []
    /// Other modules whose types the requirements name, to import beside `module`.
    var referencedModules: Set<String> = []
    /// Where the protocol is available: the mock must be available no more widely.
    var availability: [Availability] = []
    /// The protocol and every parent the graphs declare, by symbol.
    var ancestors: Set<String> = []
    /// Nonisolated parents the mock conforms to `@preconcurrency`: an isolated protocol's extension
    /// answers one of their requirements (`ProtocolBuilder.parentsAnsweredByIsolatedDefaults`).
    var preconcurrencyParents: [SwiftType] = []
    /// The parents of a protocol isolated to a global actor that are isolated to none (the graphs'
    /// and the standard ones the mock implements), but for `preconcurrencyParents`: the mock's
    /// conformances to them are `nonisolated`, as its members answering them are.
    var nonisolatedParents: [SwiftType] = []
    /// For a class (`--class`): what its subclass mock repeats of the class's declaration and what
    /// it leaves to the class; `nil` for a protocol.
    var mockedClass: MockedClass? = nil
}

/// One `@available` entry: `macOS 14`, `*, deprecated, message: "..."`, `gRPCSwift 2.0`.
struct Availability: Equatable {
    /// `macOS`, `iOS`, `*`, `swift`, or a module's own domain (`gRPCSwift`).
    var domain: String
    /// `14`, `2.0`.
    var introduced: String?
    var deprecated: String?
    /// `obsoleted: 6.0` (in the `swift` domain: not in Swift 6 mode).
    var obsoleted: String?
    var message: String?
    var isUnconditionallyDeprecated = false
    var isUnconditionallyUnavailable = false
}

/// An `associatedtype` requirement: `associatedtype Element: Equatable`.
struct AssociatedType: Equatable {
    var name: String
    /// The inheritance clause: `Equatable`, `Decodable & Encodable`.
    var inheritance: [SwiftType] = []
    /// The default type, `Never` for `associatedtype Failure = Never`.
    var defaultType: SwiftType? = nil
}
