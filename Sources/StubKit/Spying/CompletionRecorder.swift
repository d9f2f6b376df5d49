/// Records what a completion handler receives: pass its ``handler`` where the code under test takes an `@escaping @Sendable` closure.
///
/// The recorder is `Sendable` and keeps the values behind a lock, so the test needs no box of its
/// own around a captured variable, and the handler may be called from any thread.
/// ``SKTVerify(_:_:timeout:fileID:filePath:line:column:)`` waits for the calls:
///
/// ```swift
/// let loaded = CompletionRecorder<Result<Int, LoadError>>()
/// subject.reload(completion: loaded.handler)
/// await SKTVerify(loaded, .once, timeout: .seconds(1))
/// #expect(loaded.first == .success(3))
/// ```
///
/// A handler with several parameters records them as one tuple:
/// `subject.fetch { data, error in fetched.record((data, error)) }`.
///
/// It is a ``Recorder`` too: ``spyCalls(of:recorder:)`` can record a stub's calls into one.
public final class CompletionRecorder<Value>: Recorder, @unchecked Sendable {
    // @unchecked Sendable: the only stored property is a `Protected`. The values are handed from
    // the thread that calls the handler to the test, as a spy's arguments are.

    private struct State {
        var values: [Value] = []
        /// What waits for the count to meet an expectation, resumed by the call that meets it.
        var waiters: [(expectation: StubExpectation, resume: @Sendable () -> Void)] = []
    }

    private let state = Protected(State())

    /// Creates an empty recorder.
    ///
    /// ```swift
    /// let saved = CompletionRecorder<Bool>()
    /// ```
    public init() {}

    /// A completion handler that records every value it receives.
    ///
    /// ```swift
    /// subject.save(user, completion: saved.handler)
    /// ```
    public var handler: @Sendable (Value) -> Void {
        { [self] value in record(value) }
    }

    /// Records one value, as the completion handler does; safe to call from several threads at once.
    ///
    /// ```swift
    /// subject.fetch { data, error in fetched.record((data, error)) }
    /// ```
    ///
    /// - Parameter value: What the completion handler received.
    public func record(_ value: Value) {
        let met = state.withLock { state -> [@Sendable () -> Void] in
            state.values.append(value)
            let count = state.values.count
            let met = state.waiters.filter { $0.expectation.meets(count: count) }.map(\.resume)
            if !met.isEmpty { state.waiters.removeAll { $0.expectation.meets(count: count) } }
            return met
        }
        for resume in met { resume() }
    }

    /// The value received by the call at `index`, or `nil` when there is none.
    ///
    /// ```swift
    /// #expect(saved[0] == true)
    /// ```
    ///
    /// - Parameter index: The call's position, starting at 0.
    public subscript(index: Int) -> Value? {
        state.withLock { $0.values.indices.contains(index) ? $0.values[index] : nil }
    }

    /// How many times the handler was called.
    ///
    /// ```swift
    /// #expect(saved.count == 1)
    /// ```
    public var count: Int { state.withLock { $0.values.count } }

    /// The value of the first call, or `nil` before it.
    ///
    /// ```swift
    /// #expect(saved.first == true)
    /// ```
    public var first: Value? { self[0] }

    /// Every value received, oldest first.
    ///
    /// ```swift
    /// #expect(saved.all == [true, false])
    /// ```
    public var all: [Value] { state.withLock { $0.values } }

    /// Calls `resume` once the count meets `expectation`, at once if it does now.
    func whenCount(meets expectation: StubExpectation, _ resume: @escaping @Sendable () -> Void) {
        let metNow = state.withLock { state -> Bool in
            if expectation.meets(count: state.values.count) { return true }
            state.waiters.append((expectation, resume))
            return false
        }
        if metNow { resume() }
    }

    /// The values received, described for a failure message.
    var receivedDescription: String {
        let values = all
        return values.isEmpty ? "none" : values.map(describeArguments).joined(separator: ", ")
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Waits until a completion handler has been called as `expectation` says, then checks it; fails the running test if it has not when `timeout` has passed.
///
/// It returns as soon as a call meets the expectation, from any thread: nothing polls. When more
/// calls cannot meet it any more (`.once` after two calls), it does not wait.
///
/// ```swift
/// let loaded = CompletionRecorder<Result<Int, LoadError>>()
/// subject.reload(completion: loaded.handler)
/// await SKTVerify(loaded, .once, timeout: .seconds(1))
/// ```
///
/// - Parameters:
///   - recorder: The recorder passed as the completion handler.
///   - expectation: How often the handler must have been called; `.once` by default.
///   - timeout: How long to wait for the calls.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where a failure points.
///   - line: The line of the call, where a failure points.
///   - column: The column of the call.
/// - Returns: Whether the handler was called as expected.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
@discardableResult
public nonisolated(nonsending) func SKTVerify<Value>(
    _ recorder: CompletionRecorder<Value>, _ expectation: StubExpectation = .once, timeout: Duration,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> Bool {
    let count = recorder.count
    if !expectation.meets(count: count) && expectation.mayBeMet(after: count) {
        let waiter = MetWaiter()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiter.wait(with: continuation)
                recorder.whenCount(meets: expectation) { waiter.resume() }
                waiter.time(
                    Task {
                        try? await Task.sleep(for: timeout)
                        waiter.resume()
                    })
            }
        } onCancel: {
            waiter.resume()
        }
    }
    let final = recorder.count
    guard !expectation.meets(count: final) else { return true }
    FailureReporter.report(
        Messages.completionNotCalled(
            Messages.unmetExpectations(expectation.description, count: final, calls: recorder.receivedDescription)),
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return false
}
