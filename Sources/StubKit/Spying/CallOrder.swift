#if !canImport(Darwin) && canImport(Synchronization)
    public import Synchronization
#endif

/// The clock that orders every call StubKit observes, across stubs and threads, for
/// `SKTVerifyInOrder`.
///
/// Each call a spy records, and each call a setup sequence matches, takes the next stamp. Stamps
/// are unique and increase in the order the calls took them, on any thread: a call that happened
/// before another (on the same thread, or handed over through a lock, a semaphore, an `await`) has
/// the smaller stamp. Stamp 0 is never handed out.
///
/// Where the toolchain's `Synchronization.Atomic` needs no availability check (Linux, Windows,
/// Android), the counter is an atomic integer: one atomic increment per call. Apple platforms
/// only have it from macOS 15 and iOS 18, above StubKit's deployment targets, so there the
/// counter lives behind a lock of its own. That lock is a leaf: nothing else is locked and no user
/// code runs while it is held, so it may be taken with a sequence's lock held.
@usableFromInline
enum CallOrder {
    #if !canImport(Darwin) && canImport(Synchronization)
        @usableFromInline static let counter = Atomic<UInt64>(0)

        /// The next stamp.
        @inlinable
        static func next() -> UInt64 {
            // Relaxed is enough: read-modify-writes of one atomic follow one total order that
            // respects happens-before, which is all a stamp promises.
            counter.wrappingAdd(1, ordering: .relaxed).newValue
        }
    #else
        @usableFromInline static let clock = Protected<UInt64>(0)

        /// The next stamp.
        @inlinable
        static func next() -> UInt64 {
            let clock = clock
            clock.lock()
            clock.value &+= 1
            let stamp = clock.value
            clock.unlock()
            return stamp
        }
    #endif
}

/// The calls a sequence matched or a spy recorded, in ``CallOrder`` terms, for
/// `SKTVerifyInOrder`.
struct OrderedCalls {
    /// The stamp of the earliest call, or `nil` when there was none.
    var first: UInt64?
    /// The stamp of the latest call, or `nil` when there was none.
    var last: UInt64?
    /// How many calls there were.
    var total: Int
    /// The first calls (at most ``shown``), oldest first, with their arguments described.
    var listed: [(stamp: UInt64, call: String)]

    /// How many calls of each sequence or spy a failure lists.
    static var shown: Int { 10 }  // The same as a sequence's received calls shown.
}
