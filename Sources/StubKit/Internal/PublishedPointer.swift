#if canImport(Synchronization) && !canImport(Darwin)
    import Synchronization
#endif

/// A pointer that writers publish, under a lock of their own, for readers that take no lock.
///
/// A setup sequence publishes here the equality check that rejects calls it does not match, so
/// that the many calls every layer of a stub rejects cost no lock. Where the toolchain's atomics
/// are available on every supported OS version (Linux), a read is one atomic load, which on
/// x86-64 and arm64 is a plain load. On Apple platforms `Synchronization` needs macOS 15 while
/// StubKit supports 10.15: there nothing is published, ``load()`` always returns `nil`, and
/// readers take their lock as they would without this shortcut (an `os_unfair_lock` is cheap).
///
/// Not copyable, as the atomic it holds: owners keep it in a `let` of a class.
@usableFromInline
struct PublishedPointer: ~Copyable, @unchecked Sendable {
    // @unchecked Sendable: the only state is the atomic.
    #if canImport(Synchronization) && !canImport(Darwin)
        @usableFromInline let value = Atomic<UnsafeRawPointer?>(nil)
    #endif

    @usableFromInline
    init() {}

    /// The pointer last published, with everything written before its publication visible.
    @inlinable
    func load() -> UnsafeRawPointer? {
        #if canImport(Synchronization) && !canImport(Darwin)
            return value.load(ordering: .acquiring)
        #else
            return nil
        #endif
    }

    /// Publishes `pointer` to readers.
    @inlinable
    func store(_ pointer: UnsafeRawPointer?) {
        #if canImport(Synchronization) && !canImport(Darwin)
            value.store(pointer, ordering: .releasing)
        #endif
    }
}
