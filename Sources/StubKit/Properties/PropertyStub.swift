/// The two actions of a mocked get/set property, which behaves like a stored property until a test sets it up.
///
/// The getter returns the last value set, starting from the value given at the declaration (or
/// the type's ``DefaultProvidable/defaultValue``). ``get`` and ``set`` are stubs like any other:
/// `setupStubSequence`, `setupStub`, `spyCalls`, `registerStub` and `SKTVerify` take them as
/// they take a method's action. A setup on ``get`` answers before the stored value; a setup on
/// ``set`` still lets the value through, so a later get without a setup returns it.
///
/// ```swift
/// protocol Settings {
///     var volume: Int { get set }
/// }
///
/// final class SettingsMock: Settings {
///     var volumeStub = PropertyStub<Int>()
///     var volume: Int {
///         get { volumeStub.get(()) }
///         set { volumeStub.set(newValue) }
///     }
/// }
///
/// // in a test:
/// let sets = spyCalls(of: &settings.volumeStub.set)
/// setupStubSequence(of: &settings.volumeStub.get).returnsOnce(11)
/// ```
///
/// A get-only property needs no setter: declare its action as a method without parameters,
/// `var nameAction: (()) -> String = stub()`, or use a `PropertyStub` and call only ``get``.
public struct PropertyStub<Value> {
    /// The getter's action: the mock's `get` calls it with `()`.
    public var get: (()) -> Value
    /// The setter's action: the mock's `set` calls it with `newValue`.
    public var set: (Value) -> Void

    /// Creates the actions of a property that holds `initialValue` until it is set.
    ///
    /// ```swift
    /// var levelStub = PropertyStub(Logger.Level.info)
    /// ```
    ///
    /// - Parameter initialValue: What the getter returns before the first set.
    public init(_ initialValue: Value) {
        let storage = Protected(initialValue)
        self.get = { _ in storage.withLock { $0 } }
        self.set = { value in storage.withLock { $0 = value } }
    }
}

extension PropertyStub where Value: DefaultProvidable {
    /// Creates the actions of a property that holds the type's ``DefaultProvidable/defaultValue`` until it is set.
    ///
    /// ```swift
    /// var volumeStub = PropertyStub<Int>()
    /// ```
    public init() {
        self.init(Value.defaultValue)
    }
}

extension PropertyStub {
    /// Creates the actions of a property with no value until it is set: a read before the first
    /// set (or a setup of ``get``) is a test failure naming the property.
    ///
    /// For a type without a default value, so that a test sets the property before the code
    /// under test reads it.
    ///
    /// ```swift
    /// var ownerStub = PropertyStub<Account>(strict: "ownerStub")
    /// ```
    ///
    /// - Parameters:
    ///   - name: The property's name in the failure message.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    public init(
        strict name: String, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let site = StrictStubSite(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        let storage = Protected<Value?>(nil)
        self.get = { _ in storage.withLock { $0 } ?? site.readBeforeSet() }
        self.set = { value in storage.withLock { $0 = value } }
    }
}

extension PropertyStub {
    /// Creates the actions of a property that holds its object weakly, as a delegate property
    /// does: the getter returns `nil` once nothing else holds the object.
    ///
    /// For a requirement that the real type implements with `weak var`, so that a test can check
    /// the code under test keeps its own reference (or does not leak one):
    ///
    /// ```swift
    /// protocol Session: AnyObject {
    ///     var delegate: (any SessionDelegate)? { get set }   // SessionDelegate: AnyObject
    /// }
    ///
    /// final class SessionMock: Session {
    ///     var delegateStub = PropertyStub<(any SessionDelegate)?>(weak: nil)
    ///     var delegate: (any SessionDelegate)? {
    ///         get { delegateStub.get(()) }
    ///         set { delegateStub.set(newValue) }
    ///     }
    /// }
    /// ```
    ///
    /// ``get`` and ``set`` are actions as for any property: a setup on ``get`` answers first, and
    /// holds its answer as a setup does. A spy on ``set`` keeps what it records: record something
    /// else (`spyCalls(of: &mock.delegateStub.set, transform: { $0 == nil })`) to leave the object's
    /// lifetime to the code under test. Only class instances can be held weakly; setting another
    /// value (a struct conforming to a protocol that is not class-bound) is a test failure at the
    /// declaration, and the value is then held strongly.
    ///
    /// - Parameters:
    ///   - initialValue: The object the getter returns until the first set, held weakly too.
    ///   - fileID: The file ID of the declaration, for failure messages.
    ///   - filePath: The file path of the declaration, where failures point.
    ///   - line: The line of the declaration, where failures point.
    ///   - column: The column of the declaration, where failures point.
    public init<Wrapped>(
        weak initialValue: Wrapped?, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) where Value == Wrapped? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let storage = Protected(HeldWeakly<Wrapped>(initialValue, site: site))
        self.get = { _ in storage.withLock { $0.value } }
        self.set = { value in
            let held = HeldWeakly(value, site: site)
            storage.withLock { $0 = held }
        }
    }
}

/// A ``PropertyStub(weak:fileID:filePath:line:column:)`` value: a class instance as a weak
/// reference, anything else (after reporting it) as is.
struct HeldWeakly<Wrapped> {
    weak var object: AnyObject?
    var other: Wrapped?

    init(_ value: Wrapped?, site: CallSite) {
        guard let value else { return }
        // A class instance, also behind a class-bound existential, is its own `AnyObject`; any
        // other value would be boxed, and the box released at once.
        if type(of: value as Any) is AnyObject.Type {
            object = value as AnyObject
        } else {
            FailureReporter.report(Messages.weakPropertyOfValue(type: "\(type(of: value as Any))"), at: site)
            other = value
        }
    }

    /// The value held, or `nil` once a weakly held object was released.
    var value: Wrapped? {
        other ?? object.flatMap { $0 as? Wrapped }
    }
}
