/// The layer behind `spyCalls(of:transform:)` and `spyWeaklyCalls`: records what `transform`
/// picks from each call, then lets the call through unchanged.
///
/// It records before the stub answers, so a call that throws is recorded too. Records go to a
/// ``RecordBuffer`` shared with the ``ArgRecords`` or ``ArgWeakRecords`` the user holds.
@usableFromInline
final class SpyLayer<Args, Output, Failure: Error, Element>: CallLayer, @unchecked Sendable {
    // @unchecked Sendable: both fields are immutable; the buffer synchronises itself.
    @usableFromInline let buffer: RecordBuffer<Element>
    @usableFromInline let transform: (Args) -> Element

    @usableFromInline
    init(_ buffer: RecordBuffer<Element>, transform: @escaping (Args) -> Element) {
        self.buffer = buffer
        self.transform = transform
    }

    @inlinable
    func take(_ args: Args) -> LayerAnswer<Args, Output, Failure>? {
        buffer.append(transform(args))
        return nil
    }
}

/// The layer behind `spyCalls(of:)`: appends each call's arguments as they are.
///
/// ``SpyLayer`` with an identity transform would do the same; this one calls no closure per call,
/// which matters in unoptimised (debug) builds.
@usableFromInline
final class ArgumentsSpyLayer<Args, Output, Failure: Error>: CallLayer, @unchecked Sendable {
    // @unchecked Sendable: the buffer is immutable and synchronises itself.
    @usableFromInline let buffer: RecordBuffer<Args>

    @usableFromInline
    init(_ buffer: RecordBuffer<Args>) {
        self.buffer = buffer
    }

    @inlinable
    func take(_ args: Args) -> LayerAnswer<Args, Output, Failure>? {
        buffer.append(args)
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
