// `StrictMock`: a marker protocol whose extension redeclares every global `stub` spelling as a
// member. Inside a type, unqualified lookup finds the type's members before module-level functions,
// and a member hides every global function of its base name, whatever their labels: in a type that
// adopts `StrictMock` (its extensions, its subclasses, and the types nested in it) `stub(of: f)`
// and `stub()` are these members, and everywhere else they are the globals. The members are thin
// wrappers over the existing engines, in the files beside the globals they stand for:
// StrictMockStub.swift, StrictMockDeclaredStub.swift, StrictMockAutoclosureStub.swift,
// Defaults/StrictMockStubByDefault.swift and Generics/StrictMockVariadicStub.swift. A test
// (StrictMockTwinsTests) checks that every global spelling has both its members.

/// A hand-written mock whose every `stub` is strict: a call no test allowed fails the test.
///
/// Adopt it beside the mocked protocol, and every action the mock declares with `stub(of:)` or
/// `stub()` is built as ``strictStub(of:name:fileID:filePath:line:column:)`` builds it, with no
/// other edit: a call no registration or setup answered reports a failure that names the action
/// and points at its declaration.
///
/// ```swift
/// final class DatabaseMock: Database, StrictMock {
///     lazy var addUserAction = stub(of: addUser)
///     func addUser(name: String) -> Bool { addUserAction(name) }
/// }
///
/// let database = DatabaseMock()
/// database.addUserAction = registerStub(alwaysReturn: true)  // allows every call
/// ```
///
/// The switch works by name. Inside a type, Swift finds the type's members before module-level
/// functions, and this protocol's extension declares a `stub` for every spelling of StubKit's
/// global `stub`: in the mock, its extensions, its subclasses and the types nested in it (an
/// actor's actions holder, a holder of static actions), `stub` is the strict one; in every other
/// type it stays the loose one.
///
/// - A spelling that answers a default value (`stub(of:)`, `stub()`) is strict, as
///   `strictStub(of:)` and `strictStub(name:)` are: after the report, the call throws a
///   ``StubKitError`` where the method throws untyped errors, else returns the default value,
///   else stops the test process. In a strict mock it also accepts a result without a default
///   value, which the loose spelling refuses at compile time.
/// - A spelling with an explicit answer (`alwaysReturn:`, `alwaysThrow:`, `byDefault:`) answers
///   every call as it does in a loose mock, and never fails.
/// - An action declared with its type in a stored property (`var countAction: (()) -> Int =
///   stub()`) is strict too; a stored property's initializer has no name of its own, so the
///   report names the type unless the declaration passes `name:`, and an action declared with
///   typed throws names its error type, `stub(throwing: ParseError.self)`, as
///   ``strictStub(name:throwing:fileID:filePath:line:column:)`` does: otherwise the action cannot
///   see that a setup answered.
/// - A generic method's action keeps its own function: write ``strictStubGeneric()`` for it. A
///   property keeps its `PropertyStub`: write `PropertyStub(strict:)`.
public protocol StrictMock {}
