/// The class-typed arguments of every call a spy saw, held weakly.
///
/// Returned by ``spyWeaklyCalls(of:)``. Use it when keeping arguments alive would change the
/// behaviour under test, for example to check that the subject releases an object:
///
/// ```swift
/// let spy = spyWeaklyCalls(of: &mock.addSessionAction)   // ArgWeakRecords<Session>
/// subject.start()
/// XCTAssertEqual(spy.count, 1)
/// subject.stop()
/// XCTAssertNil(spy[0])   // the session was released
/// ```
///
/// Recording is thread-safe. ``count`` counts calls, including those whose argument is gone.
public final class ArgWeakRecords<T: AnyObject>: Recorder, @unchecked Sendable {
    // @unchecked Sendable: the references live in `storage`, behind its lock.
    @usableFromInline let storage: RecordStorage<WeakReference<T>>

    /// Creates an empty record.
    public init() {
        storage = RecordStorage([])
    }

    /// Creates a record holding weak references to `elements`.
    ///
    /// - Parameter elements: The recorded arguments, oldest first.
    public init(_ elements: [T]) {
        storage = RecordStorage(elements.map(WeakReference.init))
    }

    deinit {
        // The spy may outlive the records: it stops recording and lets go of the arguments.
        storage.removeAll(release: true)
    }

    /// Records the argument of one call, weakly.
    ///
    /// - Parameter element: The argument.
    @inlinable
    public func record(_ element: T) {
        storage.record(WeakReference(element))
    }

    /// The argument of the call at `index`, or `nil` when it was released or fewer calls were made.
    ///
    /// - Parameter index: The call's position, starting at 0.
    public subscript(index: Int) -> T? {
        storage.withLock { $0.indices.contains(index) ? $0[index].object : nil }
    }

    /// How many calls were recorded, whether or not their arguments are still alive.
    public var count: Int { storage.withLock { $0.count } }

    /// Whether no call was recorded.
    public var isEmpty: Bool { count == 0 }

    /// The argument of the first call, if it is still alive.
    public var first: T? { self[0] }

    /// The argument of the most recent call, if it is still alive.
    public var last: T? { storage.withLock { $0.last?.object } }

    /// Every recorded argument, `nil` where it was released, oldest first.
    public var all: [T?] { storage.withLock { $0.map(\.object) } }

    /// Forgets every recorded call; the spy keeps recording.
    public func removeAll() {
        storage.removeAll(release: false)
    }

    /// Forgets every recorded call; the same as ``removeAll()``.
    public func reset() {
        removeAll()
    }
}

extension ArgWeakRecords: Sequence {
    /// Iterates over a snapshot of the recorded arguments that are still alive, oldest first.
    ///
    /// Released arguments are skipped; use ``all`` to see their positions as `nil`.
    ///
    /// - Returns: An iterator over the live arguments recorded so far.
    public func makeIterator() -> IndexingIterator<[T]> {
        all.compactMap { $0 }.makeIterator()
    }
}

extension ArgWeakRecords: ExpressibleByArrayLiteral {
    /// Creates a record from a literal of objects, held weakly.
    ///
    /// - Parameter elements: The objects, oldest first.
    public convenience init(arrayLiteral elements: T...) {
        self.init(elements)
    }
}

extension ArgWeakRecords: CustomDebugStringConvertible {
    /// The recorded arguments, `nil` where released.
    public var debugDescription: String {
        "ArgWeakRecords(\(String(reflecting: all)))"
    }
}

extension ArgWeakRecords: Equatable where T: Equatable {
    /// Whether both records hold equal arguments (or both released ones) in the same order.
    ///
    /// - Parameters:
    ///   - lhs: A record.
    ///   - rhs: Another record.
    /// - Returns: `true` when the arguments are equal.
    public static func == (lhs: ArgWeakRecords, rhs: ArgWeakRecords) -> Bool {
        lhs === rhs || lhs.all == rhs.all
    }

    /// Whether the record holds exactly `rhs`, in order.
    ///
    /// - Parameters:
    ///   - lhs: A record.
    ///   - rhs: The expected arguments, `nil` for released ones.
    /// - Returns: `true` when the arguments are equal.
    public static func == (lhs: ArgWeakRecords, rhs: [T?]) -> Bool {
        lhs.all == rhs
    }

    /// Whether the record holds exactly `lhs`, in order.
    ///
    /// - Parameters:
    ///   - lhs: The expected arguments, `nil` for released ones.
    ///   - rhs: A record.
    /// - Returns: `true` when the arguments are equal.
    public static func == (lhs: [T?], rhs: ArgWeakRecords) -> Bool {
        lhs == rhs.all
    }
}

/// A weak reference to a recorded argument.
@usableFromInline
struct WeakReference<T: AnyObject> {
    @usableFromInline weak var object: T?

    @usableFromInline
    init(_ object: T) {
        self.object = object
    }
}
