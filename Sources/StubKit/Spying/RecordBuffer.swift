/// The storage behind ``ArgRecords`` and ``ArgWeakRecords``, shared by the records and the spy.
///
/// The spy layer holds it strongly, so recording a call is one lock and one append, with no weak
/// reference to load. When the records the user holds are released they ``detach()`` it: it drops
/// everything recorded (arguments may reference the mock itself, which would otherwise keep the
/// mock alive through its own stub) and records nothing more.
///
/// The elements live in memory the buffer manages itself rather than in an `Array`: in
/// unoptimised (debug) builds every operation on an `Array` of a generic element type looks the
/// array's type up at run time, and recording runs on every call of the spied stub. Reads, which
/// tests make a few times, copy the elements into an array.
@usableFromInline
final class RecordBuffer<Element>: @unchecked Sendable {
    // @unchecked Sendable: every mutable field is only touched with `lock` held.
    /// A plain value: locking it costs no reference counting.
    @usableFromInline let lock = RawLock()
    // @exclusivity(unchecked): only accessed with `lock` held.
    /// Room for `capacity` elements, of which the first `count` are initialised.
    @exclusivity(unchecked) @usableFromInline var storage: UnsafeMutableRawPointer?
    @exclusivity(unchecked) @usableFromInline var count = 0
    @exclusivity(unchecked) @usableFromInline var capacity = 0
    @exclusivity(unchecked) @usableFromInline var isDetached = false

    @usableFromInline
    init(_ elements: [Element] = []) {
        for element in elements { append(element) }
    }

    deinit {
        Self.destroy(storage, count: count)
        lock.destroy()
    }

    /// Records `element`, unless the buffer is detached.
    @inlinable
    func append(_ element: Element) {
        lock.lock()
        if !isDetached {
            if count == capacity { grow() }
            storage.unsafelyUnwrapped
                .advanced(by: count &* MemoryLayout<Element>.stride)
                .initializeMemory(as: Element.self, to: element)
            count &+= 1
        }
        lock.unlock()
    }

    /// Doubles the room for elements; called with the lock held.
    @usableFromInline
    func grow() {
        let newCapacity = max(16, capacity * 2)
        let newStorage = UnsafeMutableRawPointer.allocate(
            byteCount: newCapacity * MemoryLayout<Element>.stride, alignment: MemoryLayout<Element>.alignment)
        if let storage {
            newStorage.moveInitializeMemory(
                as: Element.self, from: storage.assumingMemoryBound(to: Element.self), count: count)
            storage.deallocate()
        }
        storage = newStorage
        capacity = newCapacity
    }

    /// How many elements were recorded.
    var recordedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    /// The element at `index`, or `nil` when there is none.
    func element(at index: Int) -> Element? {
        lock.lock()
        defer { lock.unlock() }
        guard index >= 0, index < count, let storage else { return nil }
        return storage.assumingMemoryBound(to: Element.self)[index]
    }

    /// The most recent element, if any.
    var last: Element? {
        lock.lock()
        defer { lock.unlock() }
        guard count > 0, let storage else { return nil }
        return storage.assumingMemoryBound(to: Element.self)[count - 1]
    }

    /// A copy of every element, oldest first.
    var elements: [Element] {
        lock.lock()
        defer { lock.unlock() }
        guard let storage else { return [] }
        return Array(UnsafeBufferPointer(start: storage.assumingMemoryBound(to: Element.self), count: count))
    }

    /// Drops every element; recording goes on unless `detaching`.
    func removeAll(detaching: Bool = false) {
        lock.lock()
        let dropped = storage
        let droppedCount = count
        storage = nil
        count = 0
        capacity = 0
        if detaching { isDetached = true }
        lock.unlock()
        // Destroyed outside the lock: an element's deinit may run user code.
        Self.destroy(dropped, count: droppedCount)
    }

    /// Stops recording and drops what was recorded.
    @usableFromInline
    func detach() {
        removeAll(detaching: true)
    }

    /// Deinitialises `count` elements at `storage` and frees it.
    private static func destroy(_ storage: UnsafeMutableRawPointer?, count: Int) {
        guard let storage else { return }
        storage.assumingMemoryBound(to: Element.self).deinitialize(count: count)
        storage.deallocate()
    }
}
