/// The two actions of a mocked get/set subscript, which stores what is set per index until a test sets it up.
///
/// The getter returns the value last set with an equal index, or the value given at the
/// declaration (or the type's ``DefaultProvidable/defaultValue``) for an index never set. The
/// index travels as a method's arguments do: one parameter as itself, several as a tuple; it
/// must be `Hashable` (for a tuple, each element). ``get`` and ``set`` are stubs like any other.
///
/// ```swift
/// protocol Cache {
///     subscript(key: String) -> Int { get set }
/// }
///
/// final class CacheMock: Cache {
///     var subscriptStub = SubscriptStub<String, Int>()
///     subscript(key: String) -> Int {
///         get { subscriptStub.get(key) }
///         set { subscriptStub.set((key, newValue)) }
///     }
/// }
///
/// // in a test:
/// setupStubSequence(of: &cache.subscriptStub.get).when("answer").returns(42)
/// let writes = spyCalls(of: &cache.subscriptStub.set)   // ArgRecords<(String, Int)>
/// ```
///
/// A get-only subscript needs no setter: declare its action as a method's,
/// `var subscriptAction: (String) -> Int = stub()`.
public struct SubscriptStub<Index, Value> {
    /// The getter's action: the mock's `get` calls it with the index.
    public var get: (Index) -> Value
    /// The setter's action: the mock's `set` calls it with the index and `newValue`.
    public var set: ((Index, Value)) -> Void

    init(defaultValue: Value, key: @escaping (Index) -> AnyHashable) {
        let storage = Protected<[AnyHashable: Value]>([:])
        self.get = { index in storage.withLock { $0[key(index)] } ?? defaultValue }
        self.set = { write in storage.withLock { $0[key(write.0)] = write.1 } }
    }
}

extension SubscriptStub where Index: Hashable {
    /// Creates the actions of a subscript that returns `defaultValue` for every index never set.
    ///
    /// ```swift
    /// var subscriptStub = SubscriptStub<String, Account>(Account(id: 0))
    /// ```
    ///
    /// - Parameter defaultValue: What the getter returns for an index never set.
    public init(_ defaultValue: Value) {
        self.init(defaultValue: defaultValue, key: { AnyHashable($0) })
    }
}

extension SubscriptStub where Index: Hashable, Value: DefaultProvidable {
    /// Creates the actions of a subscript that returns the type's ``DefaultProvidable/defaultValue`` for every index never set.
    ///
    /// ```swift
    /// var subscriptStub = SubscriptStub<String, Int>()
    /// ```
    public init() {
        self.init(Value.defaultValue)
    }
}

extension SubscriptStub {
    /// Creates the actions of a two-parameter subscript that returns `defaultValue` for every index never set.
    ///
    /// ```swift
    /// var subscriptStub = SubscriptStub<(Int, Int), Double>(0)
    /// subscript(row: Int, column: Int) -> Double {
    ///     get { subscriptStub.get((row, column)) }
    ///     set { subscriptStub.set(((row, column), newValue)) }
    /// }
    /// ```
    ///
    /// - Parameter defaultValue: What the getter returns for an index never set.
    public init<A: Hashable, B: Hashable>(_ defaultValue: Value) where Index == (A, B) {
        self.init(defaultValue: defaultValue, key: { AnyHashable([AnyHashable($0.0), AnyHashable($0.1)]) })
    }

    /// Creates the actions of a three-parameter subscript that returns `defaultValue` for every index never set.
    ///
    /// ```swift
    /// var subscriptStub = SubscriptStub<(Int, Int, Int), Double>(0)
    /// ```
    ///
    /// - Parameter defaultValue: What the getter returns for an index never set.
    public init<A: Hashable, B: Hashable, C: Hashable>(_ defaultValue: Value) where Index == (A, B, C) {
        self.init(
            defaultValue: defaultValue,
            key: { AnyHashable([AnyHashable($0.0), AnyHashable($0.1), AnyHashable($0.2)]) })
    }
}

extension SubscriptStub where Value: DefaultProvidable {
    /// Creates the actions of a two-parameter subscript that returns the type's ``DefaultProvidable/defaultValue`` for every index never set.
    ///
    /// ```swift
    /// var subscriptStub = SubscriptStub<(Int, Int), Double>()
    /// ```
    public init<A: Hashable, B: Hashable>() where Index == (A, B) {
        self.init(Value.defaultValue)
    }

    /// Creates the actions of a three-parameter subscript that returns the type's ``DefaultProvidable/defaultValue`` for every index never set.
    ///
    /// ```swift
    /// var subscriptStub = SubscriptStub<(Int, Int, Int), Double>()
    /// ```
    public init<A: Hashable, B: Hashable, C: Hashable>() where Index == (A, B, C) {
        self.init(Value.defaultValue)
    }
}
