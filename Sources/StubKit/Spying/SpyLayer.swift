public import Foundation

/// The storage of ``ArgRecords`` and ``ArgWeakRecords``, shared with the spy that fills it: the
/// recorded arguments and, for `SKTVerifyInOrder`, the ``CallOrder`` stamp of each call.
///
/// The spy layer holds it strongly, so recording a call is one lock and two appends, with no weak
/// reference to load. When the records the user holds are released they stop it
/// (``isRecording``): that drops everything recorded (arguments may reference the mock itself, which would
/// otherwise keep the mock alive through its own stub) and the spy records nothing more.
///
/// It is a ``Protected`` with its fields spelled out rather than a `Protected` of a generic struct:
/// in an unoptimised build, reaching into a generic struct looks its type up at run time on every
/// call (measured with callgrind: 1,527 instructions per spied call instead of 1,092). The rules
/// of ``Protected`` hold here too: every field is only accessed with ``mutex`` held, which is why
/// they opt out of the dynamic exclusivity check, and debug builds check ``invariantsHold``
/// whenever the records are read or cleared.
@usableFromInline
typealias RecordStorage<Element> = Records<[Element]>

/// The class behind ``RecordStorage``, generic over the array of recorded arguments itself.
///
/// Generic over `[Element]` rather than `Element`: an unoptimised build then finds the array's
/// type in the class's own generic arguments instead of looking `Array<Element>` up at run time
/// on every recorded call (measured with callgrind: about 310 instructions per call).
@usableFromInline
final class Records<Elements>: @unchecked Sendable {
    // @unchecked Sendable: every `var` is only accessed with `mutex` held.
    @usableFromInline let mutex = NSLock()
    /// The recorded arguments, oldest first.
    @exclusivity(unchecked) @usableFromInline var elements: Elements
    /// `false` once the records are released: the spy records nothing more.
    @exclusivity(unchecked) @usableFromInline var isRecording = true
    /// The order stamps of the first calls recorded since the records were created or cleared.
    ///
    /// As many as `SKTVerifyInOrder` lists; the elements they belong to start at
    /// ``firstStamped``. Only those are kept, so that a call adds no growing array beyond the
    /// arguments themselves.
    @exclusivity(unchecked) @usableFromInline var firstStamps: [UInt64] = []
    /// The order stamp of the latest recorded call, and how many calls have a stamp.
    @exclusivity(unchecked) @usableFromInline var lastStamp: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline var stampedCount = 0
    /// The index of the first element recorded by a call: records created with initial elements
    /// have no stamps for those.
    @exclusivity(unchecked) var firstStamped: Int

    @usableFromInline
    init<Element>(_ elements: [Element]) where Elements == [Element] {
        self.elements = elements
        self.firstStamped = elements.count
    }

    /// Whether the stamps agree with the elements; checked, with the lock held, in debug builds.
    ///
    /// One stamp is kept for each of the first stamped calls, each stamped call is an element
    /// from ``firstStamped`` on, and the stamps increase.
    func invariantsHold<Element>() -> Bool where Elements == [Element] {
        firstStamps.count == min(stampedCount, OrderedCalls.shown)
            && firstStamped + stampedCount <= elements.count
            && zip(firstStamps, firstStamps.dropFirst()).allSatisfy { $0 < $1 }
            && (stampedCount == 0) == (lastStamp == 0)
            && (firstStamps.last ?? 0) <= lastStamp
    }
}

extension Records {
    /// Appends `element` with the call's order stamp, unless the records are released.
    @inlinable
    func record<Element>(_ element: Element) where Elements == [Element] {
        mutex.lock()
        if isRecording {
            // Stamped with the lock held (the clock's lock is a leaf, see CallOrder), so that the
            // records' order is the stamps' order even when two threads record at once.
            let stamp = CallOrder.next()
            elements.append(element)
            stampedCount += 1
            lastStamp = stamp
            if stampedCount <= 10 { firstStamps.append(stamp) }  // OrderedCalls.shown
        }
        mutex.unlock()
    }

    /// Runs `body` with the recorded arguments, the lock held.
    func withLock<R, Element>(_ body: ([Element]) -> R) -> R where Elements == [Element] {
        mutex.lock()
        defer { mutex.unlock() }
        assert(invariantsHold(), "StubKit: inconsistent spy records")
        return body(elements)
    }

    /// Forgets every recorded call; with `release`, also stops recording.
    func removeAll<Element>(release: Bool) where Elements == [Element] {
        mutex.lock()
        let dropped = elements
        elements = []
        if release { isRecording = false }
        (firstStamps, lastStamp, stampedCount, firstStamped) = ([], 0, 0, 0)  // Consistent by construction.
        mutex.unlock()
        _ = dropped  // Released here, without the lock: an argument's deinit may call a stub.
    }

    /// The recorded calls in order terms, the first ones described by `describe` without the
    /// lock, for `SKTVerifyInOrder`.
    func orderedCalls<Element>(_ describe: (Element) -> String) -> OrderedCalls where Elements == [Element] {
        mutex.lock()
        assert(invariantsHold(), "StubKit: inconsistent spy records")
        let (elements, stamps, last, total, firstStamped) = (
            elements, firstStamps, lastStamp, stampedCount, firstStamped
        )
        mutex.unlock()
        guard let first = stamps.first else { return OrderedCalls(first: nil, last: nil, total: 0, listed: []) }
        let stamped = elements[firstStamped...].prefix(stamps.count)
        return OrderedCalls(
            first: first, last: last, total: total,
            listed: zip(stamps, stamped.map(describe)).map { (stamp: $0, call: $1) })
    }

}

/// The layer behind `spyCalls(of:)`: records each call's arguments as they are, then lets the
/// call through unchanged.
///
/// It records before the stub answers, so a call that throws is recorded too.
@usableFromInline
final class SpyLayer<Args, Output, Failure: Error>: CallLayer, Sendable {
    @usableFromInline let storage: RecordStorage<Args>

    @usableFromInline
    init(_ storage: RecordStorage<Args>) {
        self.storage = storage
    }

    @inlinable
    func take(_ args: Args) -> LayerAnswer<Args, Output, Failure>? {
        storage.record(args)
        return nil
    }
}

/// The layer behind `spyCalls(of:transform:)` and `spyWeaklyCalls`: records what `transform`
/// picks from each call.
@usableFromInline
final class TransformingSpyLayer<Args, Output, Failure: Error, Element>: CallLayer, @unchecked Sendable {
    // @unchecked Sendable: both fields are immutable; the storage is thread-safe, and `transform`
    // is the user's closure, run during the calls it transforms.
    @usableFromInline let storage: RecordStorage<Element>
    @usableFromInline let transform: (Args) -> Element

    /// A spy that records what `transform` makes of each call; the user's `transform` runs as a
    /// call of its own (see ``AnsweredCall``).
    @usableFromInline
    init(_ storage: RecordStorage<Element>, transform: @escaping (Args) -> Element) {
        self.storage = storage
        self.transform = { args in AnsweredCall.unbound { transform(args) } }
    }

    @inlinable
    func take(_ args: Args) -> LayerAnswer<Args, Output, Failure>? {
        storage.record(transform(args))
        return nil
    }

    /// `transform` is the test's closure (a weak spy's `WeakReference.init` is installed with no
    /// test actor).
    @inlinable
    var runsTestCode: Bool { true }
}

/// The layer behind `spyCalls(of:recorder:)`: hands each call's arguments to the user's own
/// ``Recorder``, held weakly as StubKit always did.
@usableFromInline
final class RecorderSpyLayer<Args, Output, Failure: Error, R: Recorder>: CallLayer, @unchecked Sendable
where R.Element == Args {
    // @unchecked Sendable: set once in init; weak loads are atomic, and `Recorder.record(_:)` is
    // documented to be called from several threads.
    @usableFromInline weak var recorder: R?

    @usableFromInline
    init(_ recorder: R) {
        self.recorder = recorder
    }

    @inlinable
    func take(_ args: Args) -> LayerAnswer<Args, Output, Failure>? {
        recorder?.record(args)
        return nil
    }
}

/// Runs `install` with `records` and returns them, so a spy overload is one line.
@inlinable
func keeping<Records>(_ records: Records, _ install: (Records) -> Void) -> Records {
    install(records)
    return records
}
