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
///
/// What the setter stored is readable (``keys``, ``values``, ``count``), so a collection mock's
/// `count` and iteration agree with its subscript.
public struct SubscriptStub<Index, Value> {
    /// The getter's action: the mock's `get` calls it with the index.
    public var get: (Index) -> Value
    /// The setter's action: the mock's `set` calls it with the index and `newValue`.
    public var set: ((Index, Value)) -> Void
    /// What the starting `set` action stored, shared with the starting `get`.
    private let storage: Protected<Stored>

    /// The stored values by index, each index once, in the order it was first set.
    struct Stored {
        var positions: [AnyHashable: Int] = [:]
        var entries: [(key: Index, value: Value)] = []

        /// Stores `value` at `index`; `nil` (for an optional `Value`) removes the index, as
        /// assigning `nil` through a dictionary's subscript does.
        mutating func store(_ value: Value, at index: Index, key: AnyHashable) {
            if (value as? any OptionalValue)?.isNone == true {
                guard let position = positions.removeValue(forKey: key) else { return }
                entries.remove(at: position)
                for (key, later) in positions where later > position { positions[key] = later - 1 }
            } else if let position = positions[key] {
                entries[position].value = value
            } else {
                positions[key] = entries.count
                entries.append((index, value))
            }
        }
    }

    init(defaultValue: Value, key: @escaping (Index) -> AnyHashable) {
        let storage = Protected(Stored())
        self.storage = storage
        self.get = { index in
            storage.withLock { stored in stored.positions[key(index)].map { stored.entries[$0].value } } ?? defaultValue
        }
        self.set = { write in storage.withLock { $0.store(write.1, at: write.0, key: key(write.0)) } }
    }

    /// The indices the setter stored a value at, in the order each was first set.
    ///
    /// ```swift
    /// final class HeadersMock: Headers {
    ///     var subscriptStub = SubscriptStub<String, String?>()
    ///     subscript(name: String) -> String? {
    ///         get { subscriptStub.get(name) }
    ///         set { subscriptStub.set((name, newValue)) }
    ///     }
    ///     var count: Int { subscriptStub.count }
    ///     var names: [String] { subscriptStub.keys }
    /// }
    /// ```
    ///
    /// Only the starting `set` action stores: a setup or a closure the test assigns to ``set``
    /// replaces it. Setting `nil` for an optional `Value` removes the index.
    public var keys: [Index] { storage.withLock { $0.entries.map(\.key) } }

    /// The values the setter stored, in the order of ``keys``.
    public var values: [Value] { storage.withLock { $0.entries.map(\.value) } }

    /// How many indices hold a stored value.
    public var count: Int { storage.withLock { $0.entries.count } }
}

/// An `Optional`, whatever it wraps: lets a generic value be checked for `nil`.
protocol OptionalValue {
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    var isNone: Bool { self == nil }
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
