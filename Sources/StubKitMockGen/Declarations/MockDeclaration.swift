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
    /// `#warning` messages about the whole mock.
    var warnings: [String]
    /// Why the mock is left out of the file, when it could not compile.
    var skipReason: String? = nil
    /// `@MainActor`, or another global actor.
    var attributes: [String]
    /// `final class` or `actor`.
    var keyword: String
    var name: String
    /// `Item`, `Element: Equatable`: associated types and generic methods' types.
    var genericParameters: [String]
    var conformances: [String]
    /// The generic `where` clause, without `where`.
    var whereClause: String?
    /// Classes that keep actions away from the mock itself (an actor's `Actions`, the `Statics`),
    /// written before the members.
    var holders: [ActionHolder] = []
    /// `typealias Failure = Never`: associated types answered by their defaults.
    var typeAliases: [String] = []
    var members: [MockMember]
}

/// A class of stored actions, and the mock's property that reaches it.
///
///     final class Actions: @unchecked Sendable {
///         var workAction: (String) async -> Bool = stub()
///     }
///     nonisolated let actions = Actions()
struct ActionHolder: Equatable {
    /// `final class Actions: @unchecked Sendable`.
    var declaration: String
    /// The actions, as ``MockMember/properties``.
    var properties: [String]
    /// `nonisolated let actions = Actions()`, `static let statics = TestScoped { Statics() }`.
    var accessor: String
    /// For each of `properties`, in order, the ``MockMember/declaration`` of the member it serves:
    /// the renderer's source map gives a compiler error on that property to that member.
    var owners: [String] = []
}

/// What the mock writes for one requirement: the stored actions and the implementation.
struct MockMember: Equatable {
    /// A `#warning` naming the requirement and why it has no working mock.
    var warning: String?
    /// `lazy var barkAction = stub(of: bark)`.
    var properties: [String]
    /// `func bark() -> String`, without the body.
    var declaration: String
    /// The body's statements; for accessors, `get { ... }` lines.
    var body: [String]
    /// An initializer: its actions live in `Statics`, as a static's do.
    var isInitializer = false
}
