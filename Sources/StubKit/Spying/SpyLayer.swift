/// The layer behind every spy: records each call, then lets it through unchanged.
///
/// It records before the stub answers, so a call that throws is recorded too. Its sink decides how
/// long records are kept: see ``RecordBuffer`` and ``WeakRecorderSink``.
@usableFromInline
final class SpyLayer<Args, Output, Failure: Error, Sink: SpySink>: CallInterceptor, @unchecked Sendable {
    // @unchecked Sendable: both fields are immutable; the sink synchronises itself.
    @usableFromInline let sink: Sink
    @usableFromInline let transform: (Args) -> Sink.Element

    @usableFromInline
    init(_ sink: Sink, transform: @escaping (Args) -> Sink.Element) {
        self.sink = sink
        self.transform = transform
    }

    @inlinable
    func observe(_ args: Args) -> Int {
        sink.append(transform(args))
        return -1
    }

    @inlinable
    func answer(_ args: Args, token: Int) -> Result<Output, Failure> {
        preconditionFailure("StubKit: a spy never answers a call")
    }
}

/// The layer behind `spyCalls(of:)`: appends each call's arguments as they are.
///
/// ``SpyLayer`` with an identity transform would do the same; this one calls no closure and no
/// protocol requirement per call, which matters in unoptimised (debug) builds.
@usableFromInline
final class ArgumentsSpyLayer<Args, Output, Failure: Error>: CallInterceptor, @unchecked Sendable {
    // @unchecked Sendable: the buffer is immutable and synchronises itself.
    @usableFromInline let buffer: RecordBuffer<Args>

    @usableFromInline
    init(_ buffer: RecordBuffer<Args>) {
        self.buffer = buffer
    }

    @inlinable
    func observe(_ args: Args) -> Int {
        buffer.append(args)
        return -1
    }

    @inlinable
    func answer(_ args: Args, token: Int) -> Result<Output, Failure> {
        preconditionFailure("StubKit: a spy never answers a call")
    }
}

/// Runs `install` with `records` and returns them, so a spy overload is one line.
@inlinable
func keeping<Records>(_ records: Records, _ install: (Records) -> Void) -> Records {
    install(records)
    return records
}
