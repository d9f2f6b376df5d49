// Stage 2, the model: what a protocol asks of a conforming type, read from the symbol graph and
// independent of StubKit. The declarations stage decides how to mock each piece.

/// A protocol to mock, with every requirement it and its parents in the symbol graphs declare.
struct ProtocolModel: Equatable {
    /// The protocol's name, `UserRepository`.
    var name: String
    /// The module that declares it, imported by the generated file.
    var module: String
    /// How the mock's conformance writes the protocol: `MCP.Notification` where Foundation has a
    /// `Notification` too, otherwise its name.
    var writtenName: String?
    /// `@MainActor` or another global actor the protocol is isolated to, without the `@`.
    var globalActor: String?
    /// Whether the protocol refines `Actor`: its mock must be an actor.
    var isActor: Bool
    /// Whether the protocol refines `Sendable` (directly or through a parent).
    var isSendable: Bool
    /// Associated types, each becoming a generic parameter of the mock.
    var associatedTypes: [AssociatedType]
    /// The requirements, own and inherited, in declaration order within each protocol.
    var requirements: [Requirement]
    /// Parents whose requirements the symbol graphs do not contain (another module's protocol).
    var unresolvedParents: [String]
    /// Associated types the protocol's `where` clause sets to a type: `RawValue == Int64`.
    var pinnedTypes: [String: String] = [:]
    /// Other modules whose types the requirements name, to import beside `module`.
    var referencedModules: Set<String> = []
}

/// An `associatedtype` requirement: `associatedtype Element: Equatable`.
struct AssociatedType: Equatable {
    var name: String
    /// The inheritance clause, `Equatable`, or `nil`.
    var constraint: String?
    /// The `where` clause, without `where`: `Instant.Duration == Duration`.
    var whereClause: String? = nil
    /// The default type, `Never` for `associatedtype Failure = Never`: the mock uses it.
    var defaultType: String? = nil
}
