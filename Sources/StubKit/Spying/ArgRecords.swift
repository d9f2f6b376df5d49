/// The arguments of every call a spy saw, in order.
///
/// Returned by ``spyCalls(of:)``. A function with several parameters records tuples:
///
/// ```swift
/// let addUserSpy = spyCalls(of: &mock.addUserAction)       // ArgRecords<String>
/// let accountSpy = spyCalls(of: &mock.addAccountAction)    // ArgRecords<(String, String)>
/// subject.register("user1")
/// XCTAssertEqual(addUserSpy, ["user1"])
/// XCTAssertEqual(addUserSpy[0], "user1")      // nil, not a crash, when there was no call
/// XCTAssertEqual(accountSpy[0]?.0, "given")
/// XCTAssertTrue(addUserSpy.contains { $0.hasPrefix("user") })
/// ```
///
/// Recording is thread-safe: calls from many threads are all kept. Reading returns a snapshot.
public final class ArgRecords<T>: Recorder, @unchecked Sendable {
    // @unchecked Sendable: the elements live in `storage`, behind its lock.
    @usableFromInline let storage: RecordStorage<T>

    /// Creates an empty record.
    public init() {
        storage = RecordStorage([])
    }

    /// Creates a record holding `elements`, as if calls with them had been made.
    ///
    /// - Parameter elements: The recorded arguments, oldest first.
    public init(_ elements: [T]) {
        storage = RecordStorage(elements)
    }

    deinit {
        // The spy may outlive the records: it stops recording and lets go of the arguments.
        storage.removeAll(release: true)
    }

    /// Records the arguments of one call.
    ///
    /// - Parameter element: The arguments.
    @inlinable
    public func record(_ element: T) {
        storage.record(element)
    }

    /// The arguments of the call at `index`, or `nil` when fewer calls were made.
    ///
    /// - Parameter index: The call's position, starting at 0.
    public subscript(index: Int) -> T? {
        storage.withLock { $0.indices.contains(index) ? $0[index] : nil }
    }

    /// How many calls were recorded.
    public var count: Int { storage.withLock { $0.count } }

    /// Whether no call was recorded.
    public var isEmpty: Bool { count == 0 }

    /// The arguments of the first call, if any.
    public var first: T? { self[0] }

    /// The arguments of the most recent call, if any.
    public var last: T? { storage.withLock { $0.last } }

    /// All recorded arguments, oldest first.
    public var all: [T] { storage.withLock { $0 } }

    /// Forgets every recorded call; the spy keeps recording.
    ///
    /// ```swift
    /// spy.removeAll()
    /// subject.retry()
    /// XCTAssertEqual(spy.count, 1)
    /// ```
    public func removeAll() {
        storage.removeAll(release: false)
    }

    /// Forgets every recorded call; the same as ``removeAll()``.
    public func reset() {
        removeAll()
    }
}

extension ArgRecords: Sequence {
    /// Iterates over a snapshot of the recorded arguments, oldest first.
    ///
    /// - Returns: An iterator over the calls recorded so far.
    public func makeIterator() -> IndexingIterator<[T]> {
        all.makeIterator()
    }

    /// The number of recorded calls.
    public var underestimatedCount: Int { count }
}

extension ArgRecords: ExpressibleByArrayLiteral {
    /// Creates a record from a literal, for comparisons such as `XCTAssertEqual(spy, ["user1"])`.
    ///
    /// - Parameter elements: The expected arguments, oldest first.
    public convenience init(arrayLiteral elements: T...) {
        self.init(elements)
    }
}

extension ArgRecords: CustomDebugStringConvertible {
    /// The recorded arguments, as in `ArgRecords(["user1", "user2"])`.
    public var debugDescription: String {
        "ArgRecords([" + all.map(describeArguments).joined(separator: ", ") + "])"
    }
}

extension ArgRecords: Equatable where T: Equatable {
    /// Whether both records hold the same arguments in the same order.
    ///
    /// - Parameters:
    ///   - lhs: A record.
    ///   - rhs: Another record.
    /// - Returns: `true` when the arguments are equal.
    public static func == (lhs: ArgRecords, rhs: ArgRecords) -> Bool {
        lhs === rhs || lhs.all == rhs.all
    }

    /// Whether the record holds exactly `rhs`, in order.
    ///
    /// - Parameters:
    ///   - lhs: A record.
    ///   - rhs: The expected arguments.
    /// - Returns: `true` when the arguments are equal.
    public static func == (lhs: ArgRecords, rhs: [T]) -> Bool {
        lhs.all == rhs
    }

    /// Whether the record holds exactly `lhs`, in order.
    ///
    /// - Parameters:
    ///   - lhs: The expected arguments.
    ///   - rhs: A record.
    /// - Returns: `true` when the arguments are equal.
    public static func == (lhs: [T], rhs: ArgRecords) -> Bool {
        lhs == rhs.all
    }

    /// Whether the record differs from `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: A record.
    ///   - rhs: The expected arguments.
    /// - Returns: `true` when the arguments differ.
    public static func != (lhs: ArgRecords, rhs: [T]) -> Bool {
        !(lhs == rhs)
    }

    /// Whether the record differs from `lhs`.
    ///
    /// - Parameters:
    ///   - lhs: The expected arguments.
    ///   - rhs: A record.
    /// - Returns: `true` when the arguments differ.
    public static func != (lhs: [T], rhs: ArgRecords) -> Bool {
        !(lhs == rhs)
    }
}
