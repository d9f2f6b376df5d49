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
