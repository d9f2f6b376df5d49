/// A class that ``TestScoped`` makes by itself for each test, with `init()`: the statics of a generic mock.
///
/// `TestScoped(for: Self.self) { Statics() }` in a generic mock whose generic parameters have
/// constraints (`Key: Hashable`) makes Swift 6.2 and later warn "capture of non-Sendable type
/// 'Key.Type' in an isolated closure": the closure captures the mock's generic parameters.
/// Conform the statics class to `TestScopedValue` and leave the closure out; StubKit makes the
/// value, and nothing of the mock's is captured:
///
/// ```swift
/// final class CacheMock<Key: Hashable>: Cache {
///     final class Statics: TestScopedValue, @unchecked Sendable {
///         var capacityAction: (()) -> Int = stub()
///     }
///     static var statics: TestScoped<Statics> { TestScoped(for: Self.self) }
///
///     static var capacity: Int { statics.current.capacityAction(()) }
/// }
/// ```
public protocol TestScopedValue: AnyObject, Sendable {
    /// A fresh value, made once per test on first use.
    init()
}

extension TestScoped where Value: TestScopedValue {
    /// Creates a handle on the running test's value for `type`, made with `Value()`.
    ///
    /// ```swift
    /// static var statics: TestScoped<Statics> { TestScoped(for: Self.self) }
    /// ```
    ///
    /// - Parameter type: The type whose value this is, usually the mock's `Self.self`.
    public convenience init(for type: Any.Type) {
        self.init(for: type) { Value() }
    }
}
