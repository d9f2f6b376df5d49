// Stage 3's output: the mock types to write, as declarations with their members' text still
// unformatted. The renderer (stage 4) decides line breaks and indentation.

/// The generated file: its imports and one mock per protocol.
struct MockFile: Equatable {
    /// The modules whose protocols are mocked, plus `StubKit`.
    var imports: [String]
    /// The imported modules whose internal protocols are mocked: imported `@testable`, which tests
    /// (built for debugging, with testability) may do.
    var testableImports: Set<String> = []
    /// The imported modules whose `@_spi` protocols are mocked, with the SPIs to import:
    /// `@_spi(Storage) import App`.
    var spiImports: [String: Set<String>] = [:]
    /// The command that regenerates the file, for the header.
    var regenerateCommand: String
    var mocks: [MockDeclaration]
}

/// One mock type, `final class UserRepositoryMock: UserRepository, @unchecked Sendable`.
struct MockDeclaration: Equatable {
    /// `// ...` lines above the declaration.
    var comments: [String]
    /// Why the mock is left out of the file, when it could not compile.
    var skipReason: String? = nil
    /// `@MainActor`, or another global actor.
    var attributes: [String]
    /// `final class` or `actor`.
    var keyword: String
    /// Whether the class is written `nonisolated final class`.
    ///
    /// With `--default-isolation MainActor`, a mock of a protocol isolated to no actor is: such a
    /// module would otherwise isolate it (and then its members could not witness the protocol's
    /// nonisolated requirements). Not by default:
    /// a plain class's members take their isolation from the requirements they witness (a
    /// `nonisolated(nonsending)` requirement of a module with NonisolatedNonsendingByDefault, which
    /// its graph prints plain), a `nonisolated` class's do not.
    var isNonisolated = false
    var name: String
    /// `Item`, `Element: Equatable`: associated types and generic methods' types.
    var genericParameters: [GenericParameter]
    /// The protocol mocked, then the standard parents the mock takes on (`Hashable`), as written.
    var conformances: [SwiftType]
    /// Nonisolated parents of an isolated mock, written `nonisolated Hashable` after the other
    /// conformances: where conformances of an isolated type are isolated (`InferIsolatedConformances`),
    /// the mock's nonisolated members must still witness them.
    var nonisolatedConformances: [SwiftType] = []
    /// Parents the mock conforms to `@preconcurrency` (`@preconcurrency Base`), written right after
    /// the protocol, the first of `conformances`: an isolated mock whose protocol's extension answers
    /// a nonisolated parent's requirement (see `MockPlanner.preconcurrencyConformances`).
    var preconcurrencyConformances: [SwiftType] = []
    /// Whether the mock conforms to `@unchecked Sendable` too (written after `conformances`).
    var isUncheckedSendable = false
    /// The generic `where` clause's requirements (none: no clause).
    var whereClause: [MemberSignature.Constraint] = []
    /// Classes that keep actions away from the mock itself (an actor's `Actions`, the `Statics`),
    /// written before the members.
    var holders: [ActionHolder] = []
    /// `typealias Failure = Never`: associated types answered by their defaults.
    var typeAliases: [TypeAlias] = []
    var members: [MockMember]
    /// The requirements a protocol extension implements that the mock leaves to it, and why.
    var leftToDefaults: [LeftToDefault] = []
    /// The members of a mocked class that the mock does not override, and why.
    var leftToClass: [LeftToClass] = []
    /// The actions (or property stubs) that are strict stubs because their result has no default
    /// value: `loadAction`, `ownerStub`.
    var strictActions: [String] = []
    /// Types written after the mock, which its actions use: the helper that answers as the
    /// protocol's default implementations (``DefaultsHelper``).
    var helpers: [MockDeclaration] = []
}

/// A generic parameter of a mock: `Element: Equatable & Sendable`.
struct GenericParameter: Equatable {
    var name: String
    /// What it conforms to, as written.
    var constraints: [SwiftType] = []
}

/// `typealias Failure = Never`.
struct TypeAlias: Equatable {
    var name: String
    /// The type it names, as written.
    var type: SwiftType
}

/// A class of stored actions, and the mock's property that reaches it.
///
///     nonisolated final class Actions: @unchecked Sendable {
///         var workAction: (String) async -> Bool = stub()
///     }
///     nonisolated let actions = Actions()
struct ActionHolder: Equatable {
    /// `Actions`, `Statics`: a `nonisolated final class` that is `@unchecked Sendable` (its actions
    /// are called from nonisolated members, also where the module's default isolation is `MainActor`).
    var name: String
    /// What the class conforms to before `@unchecked Sendable`: `TestScopedValue` for a generic mock's statics.
    var conformances: [SwiftType] = []
    /// The actions, as ``MockMember/writtenProperties``.
    var properties: [StoredProperty]
    /// `nonisolated let actions = Actions()`, `static let statics = TestScoped { Statics() }`.
    var accessor: String
    /// For each of `properties`, in order, the ``MockMember/identity`` of the member it serves:
    /// the renderer's source map gives a compiler error on that property to that member.
    var owners: [MemberIdentity] = []
}

/// What the mock writes for one requirement: the stored actions and the implementation.
struct MockMember: Equatable {
    /// Why the requirement has no working mock: the renderer writes it as a `// Not mockable:`
    /// comment above the member, whose body calls `unmockedRequirement`.
    var warning: String?
    /// The stored actions: `var barkAction: (()) -> String = stub()`, without `lazy` and the
    /// deprecation (``writtenProperties`` has them).
    var properties: [StoredProperty]
    /// `func bark() -> String`, without the body.
    var declaration: MemberSignature
    /// The body's statements; for accessors, `get { ... }` lines.
    var body: [Statement]
    /// What the member is: an initializer's actions live in `Statics`, as a static's do.
    var kind = Requirement.Kind.method
    /// Which member it is, for the source map and the type-check's placeholders: the planner
    /// sets a requirement's symbol, a standard parent's member has its parent's.
    var identity = MemberIdentity.initializer

    /// Whether the actions are `lazy`: their default names `self` (a builder answering the mock).
    var isLazy = false
    /// `@available(*, deprecated)`: the actions of a deprecated requirement are deprecated too.
    var deprecation: Deprecation?

    var isInitializer: Bool { kind == .initializer }

    /// The stored actions as the mock declares them: `@available(*, deprecated) lazy var ...`.
    var writtenProperties: [StoredProperty] {
        properties.map { property in
            var property = property
            property.deprecation = deprecation
            property.isLazy = isLazy
            return property
        }
    }
}
