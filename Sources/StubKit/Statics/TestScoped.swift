/// A mock's static side: one value per running test, so that tests running in parallel never see each other's static setups.
///
/// Static requirements (`static func`, `static var`) and `init` requirements have no instance to
/// hold their actions. Keep them in a class of their own and reach it through a `TestScoped`
/// value stored in a `static let`: each test gets a fresh instance on first use.
///
/// ```swift
/// protocol Driver {
///     static var version: Int { get }
///     static func make(name: String) -> Self
///     init(name: String)
/// }
///
/// final class DriverMock: Driver {
///     final class Statics: @unchecked Sendable {
///         var versionAction: (()) -> Int = stub()
///         var makeAction: (String) -> DriverMock = { DriverMock(name: $0) }
///         var initAction: ((String, DriverMock)) -> Void = stub()
///     }
///     static let statics = TestScoped { Statics() }
///
///     static var version: Int { statics.current.versionAction(()) }
///     static func make(name: String) -> DriverMock { statics.current.makeAction(name) }
///     init(name: String) { Self.statics.current.initAction((name, self)) }
/// }
///
/// // in a test:
/// setupStub(of: &DriverMock.statics.current.versionAction, return: 2)
/// let created = spyCalls(of: &DriverMock.statics.current.initAction)   // names and instances
/// ```
///
/// Which value ``current`` is:
/// - inside ``withStubScope(_:)-swift.func`` (or a test with the ``Testing/Trait/stubScope``
///   trait), that scope's value;
/// - in a Swift Testing test, the test's own value (the cases of a parameterized test share it:
///   give the test the ``Testing/Trait/stubScope`` trait to separate them);
/// - in an XCTest test, the running test case's value (XCTest runs one at a time);
/// - elsewhere, one value for the process.
///
/// The scope is found through task-local values: code the test runs on other threads than its
/// tasks (a `DispatchQueue`, a `Thread`) sees the process's value instead.
///
/// A generic type cannot have a `static let`; key the value by the type instead, with
/// ``init(for:)`` (a ``TestScopedValue``) or ``init(for:_:)`` in a static computed property: each
/// specialisation (`BindingMock<Int>`, `BindingMock<String>`) has its own value in each test.
public final class TestScoped<Value: AnyObject & Sendable>: Sendable {
    private let makeValue: @Sendable () -> Value
    /// The type the value belongs to, for ``init(for:_:)``; `nil` for a value of this instance's own.
    private let type: ObjectIdentifier?

    /// Creates the storage; `makeValue` makes the value for each test that uses it.
    ///
    /// ```swift
    /// static let statics = TestScoped { Statics() }
    /// ```
    ///
    /// - Parameter makeValue: Makes a fresh value, called once per test on first use.
    public init(_ makeValue: @escaping @Sendable () -> Value) {
        self.makeValue = makeValue
        self.type = nil
    }

    /// Creates a handle on the running test's value for `type`, where a `static let` is not allowed (a generic type).
    ///
    /// Every handle made for the same type reaches the same value in a test, so a static computed
    /// property may make a new one on each use. Where the mock's generic parameters have
    /// constraints, prefer ``init(for:)``: this closure would capture them, and Swift warns.
    ///
    /// ```swift
    /// final class BindingMock<Datatype>: SQLValue {
    ///     final class Statics: @unchecked Sendable {
    ///         var declaredDatatypeAction: (()) -> String = stub()
    ///     }
    ///     static var statics: TestScoped<Statics> { TestScoped(for: Self.self) { Statics() } }
    ///
    ///     static var declaredDatatype: String { statics.current.declaredDatatypeAction(()) }
    /// }
    ///
    /// // in a test:
    /// setupStub(of: &BindingMock<Int>.statics.current.declaredDatatypeAction, return: "INTEGER")
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type whose value this is, usually the mock's `Self.self`; with `Value`, it
    ///     names the value in each test.
    ///   - makeValue: Makes a fresh value, called once per test on first use.
    public init(for type: Any.Type, _ makeValue: @escaping @Sendable () -> Value) {
        self.makeValue = makeValue
        self.type = ObjectIdentifier(type)
    }

    /// The running test's value, made on first use.
    ///
    /// ```swift
    /// setupStub(of: &DriverMock.statics.current.versionAction, return: 2)
    /// ```
    public var current: Value {
        StubScope.current.value(
            for: StubScope.Key(owner: type ?? ObjectIdentifier(self), value: ObjectIdentifier(Value.self)),
            making: makeValue)
    }
}
