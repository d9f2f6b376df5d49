// swift-format-ignore: AlwaysUseLowerCamelCase
/// Waits until every expectation of `sequence` is met, then verifies it; fails the running test
/// if they are still unmet when `timeout` has passed.
///
/// It returns as soon as a call meets the expectations, from any thread or task: the call that
/// meets them resumes the wait, nothing polls. When they cannot become met any more (an
/// `.expect(.once)` sequence already called twice), it does not wait. The failure is the one
/// ``SKTVerify(_:fileID:filePath:line:column:)`` reports, at this call:
///
/// ```swift
/// let sent = setupStubSequence(of: &mailer.sendAction).expect(.times(2))
/// Task { await subject.signUp(["a@example.com", "b@example.com"]) }
/// await SKTVerify(sent, timeout: .seconds(1))
/// ```
///
/// Works in XCTest and Swift Testing alike, for synchronous and asynchronous stubs. Waiting for a
/// sequence verifies it: it needs no other `SKTVerify`.
///
/// - Parameters:
///   - sequence: The sequence to wait for and verify; it is marked as verified.
///   - timeout: How long to wait for the expectations to become met.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where a failure points.
///   - line: The line of the call, where a failure points.
///   - column: The column of the call.
/// - Returns: Whether every expectation is met.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
@discardableResult
public nonisolated(nonsending) func SKTVerify<Args, Output, Failure>(
    _ sequence: StubSequence<Args, Output, Failure>, timeout: Duration, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if sequence.mayBecomeMet {
        await sequence.waitUntilMet(timeout: timeout)
    }
    return sequence.verifyReporting(at: site)
}

extension StubSequence {
    /// Whether the sequence has expectations that are unmet now but that more calls could meet.
    var mayBecomeMet: Bool {
        let (expectations, count) = layer.locked { ($0.expectations, $0.matchCount) }
        return !expectations.isEmpty && !expectations.allSatisfy { $0.meets(count: count) }
            && expectations.allSatisfy { $0.mayBeMet(after: count) }
    }

    /// Returns when the expectations become met, the timeout passes, or the task is cancelled.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    nonisolated(nonsending) func waitUntilMet(timeout: Duration) async {
        let waiter = MetWaiter()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiter.wait(with: continuation)
                _ = whenExpectationsMet { waiter.resume() }
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
}

extension StubExpectation {
    /// Whether `count` matching calls, or more, can still meet this expectation.
    func mayBeMet(after count: Int) -> Bool {
        switch self {
        case .never: return count == 0
        case .once: return count <= 1
        case .atLeastOnce, .atLeastTimes: return true
        case .times(let n), .noMoreThan(let n): return count <= n
        }
    }
}

/// One wait of ``SKTVerify(_:timeout:fileID:filePath:line:column:)``: resumed once, by whichever
/// comes first of the call that meets the expectations, the timeout, and cancellation.
final class MetWaiter: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Void, Never>?
        var timeout: Task<Void, Never>?
        var done = false
    }

    private let state = Protected(State())

    /// Keeps the continuation to resume; resumes it at once if the wait already ended.
    func wait(with continuation: CheckedContinuation<Void, Never>) {
        let done = state.withLock { state -> Bool in
            if !state.done { state.continuation = continuation }
            return state.done
        }
        if done { continuation.resume() }
    }

    /// Keeps the timeout's task, to cancel it when the wait ends first.
    func time(_ task: Task<Void, Never>) {
        let done = state.withLock { state -> Bool in
            if !state.done { state.timeout = task }
            return state.done
        }
        if done { task.cancel() }
    }

    /// Ends the wait; only the first call does anything.
    func resume() {
        let (continuation, timeout) = state.withLock { state in
            defer {
                state.done = true
                state.continuation = nil
                state.timeout = nil
            }
            return state.done ? (nil, nil) : (state.continuation, state.timeout)
        }
        timeout?.cancel()
        continuation?.resume()
    }
}
