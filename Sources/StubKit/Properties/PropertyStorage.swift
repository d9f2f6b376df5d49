/// The value behind a ``PropertyStub`` or ``SubscriptStub``, shared by its getter and setter.
final class PropertyStorage<Value>: @unchecked Sendable {
    // @unchecked Sendable: `stored` is only read and written with `lock` held. The mock that owns
    // the property decides whether its values may cross threads, as it does for its actions.
    private let lock = Lock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    func withValue(_ body: (inout Value) -> Void) {
        lock.withLock { body(&stored) }
    }
}
