/// Storage for what a spy records: one element per call.
///
/// ``ArgRecords`` and ``ArgWeakRecords`` are StubKit's recorders; conform your own class to keep
/// calls in another form and install it with ``spyCalls(of:recorder:)``.
///
/// ```swift
/// final class CountingRecorder: Recorder {
///     private(set) var count = 0
///     init() {}
///     func record(_ element: String) { count += 1 }
///     subscript(index: Int) -> String? { nil }
/// }
/// let counter = spyCalls(of: &mock.addUserAction, recorder: CountingRecorder.self)
/// ```
///
/// A spy holds its recorder weakly: recording stops once nothing else keeps the recorder alive.
/// ``record(_:)`` may be called from several threads at once.
public protocol Recorder: AnyObject {
    /// What is recorded for one call.
    associatedtype Element

    /// Creates an empty recorder.
    init()

    /// Records one call.
    ///
    /// - Parameter element: What the spy observed for the call.
    func record(_ element: Element)

    /// The element recorded for the call at `index`, or `nil` when there is none.
    ///
    /// - Parameter index: The call's position, starting at 0.
    subscript(index: Int) -> Element? { get }

    /// How many calls were recorded.
    var count: Int { get }
}
