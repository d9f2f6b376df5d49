/// The storage of ``ArgRecords`` and ``ArgWeakRecords``, shared with the spy that fills it.
///
/// The spy layer holds it strongly, so recording a call is one lock and one append, with no weak
/// reference to load. When the records the user holds are released they set it to `nil`: that
/// drops everything recorded (arguments may reference the mock itself, which would otherwise keep
/// the mock alive through its own stub) and the spy records nothing more.
@usableFromInline
typealias RecordStorage<Element> = Protected<[Element]?>

extension Protected {
    /// Appends `element` to the records, unless their owner is gone.
    @inlinable
    func record<Element>(_ element: Element) where State == [Element]? {
        lock()
        value?.append(element)
        unlock()
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
