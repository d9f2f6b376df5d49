/// The layer behind every spy: records each call, then lets it through unchanged.
///
/// It holds its recorder weakly, so a spy never keeps recorded arguments (which may reference the
/// mock itself) alive once the test has let go of the records, and recording simply stops then.
@usableFromInline
final class SpyLayer<Args, Output, Failure: Error, R: Recorder>: CallInterceptor, @unchecked Sendable {
    // @unchecked Sendable: both fields are set once in init; weak loads are atomic, and the
    // recorder synchronises `record(_:)` itself.
    @usableFromInline weak var recorder: R?
    @usableFromInline let transform: (Args) -> R.Element

    @usableFromInline
    init(_ recorder: R, transform: @escaping (Args) -> R.Element) {
        self.recorder = recorder
        self.transform = transform
    }

    @inlinable
    func intercept(_ args: Args) -> Interception<Output, Failure> {
        if let recorder {
            recorder.record(transform(args))
        }
        return .passThrough
    }
}

/// Runs `install` with `recorder` and returns the recorder, so a spy overload is one line.
@inlinable
func keeping<R: Recorder>(_ recorder: R, _ install: (R) -> Void) -> R {
    install(recorder)
    return recorder
}
