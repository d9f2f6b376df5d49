/// The storage behind ``ArgRecords`` and ``ArgWeakRecords``, shared by the records and the spy.
///
/// The spy layer holds it strongly, so recording a call is one lock and one append, with no weak
/// reference to load. When the records the user holds are released they ``detach()`` it: it drops
/// everything recorded (arguments may reference the mock itself, which would otherwise keep the
/// mock alive through its own stub) and records nothing more.
@usableFromInline
final class RecordBuffer<Element>: @unchecked Sendable {
    // @unchecked Sendable: `elements` and `isDetached` are only touched with `lock` held.
    /// A plain value: locking it costs no reference counting.
    @usableFromInline let lock = RawLock()
    // @exclusivity(unchecked): only accessed with `lock` held.
    @exclusivity(unchecked) @usableFromInline var elements: [Element]
    @exclusivity(unchecked) @usableFromInline var isDetached = false

    @usableFromInline
    init(_ elements: [Element] = []) {
        self.elements = elements
    }

    deinit {
        lock.destroy()
    }

    @inlinable
    func append(_ element: Element) {
        lock.lock()
        if !isDetached { elements.append(element) }
        lock.unlock()
    }

    @inlinable
    func withElements<R>(_ body: (inout [Element]) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&elements)
    }

    /// Stops recording and drops what was recorded.
    @usableFromInline
    func detach() {
        let dropped = withElements { elements -> [Element] in
            isDetached = true
            defer { elements = [] }
            return elements
        }
        _ = dropped  // released here, outside the lock: deinits may run user code
    }
}
