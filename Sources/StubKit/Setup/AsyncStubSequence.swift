/// A setup sequence on an asynchronous stub: a ``StubSequence`` whose answers may `await`.
///
/// `setupStubSequence(of:)` returns one for an `async` or `async throws` stub. Everything a
/// ``StubSequence`` does works the same; in addition, `answers` and `answersOnce` accept an
/// asynchronous closure, so an answer can await, for example the `next` closure a middleware
/// receives:
///
/// ```swift
/// setupStubSequence(of: &middleware.interceptAction)
///     .answers { request, next in try await next(request) }
/// ```
///
/// This is the sequence of a `@concurrent` stub, and its asynchronous answers are `@concurrent`
/// too: they run off any actor, as the stub does. An action a client declares with
/// `NonisolatedNonsendingByDefault` on gets a ``NonsendingAsyncStubSequence``, whose answers run
/// on the caller's actor. (A `nonisolated(nonsending)` answer here would break the answer above
/// for a non-`Sendable` request: it would send the request from the caller's actor to a
/// `@concurrent` `next`.)
public final class AsyncStubSequence<Args, Output, Failure: Error>: StubSequence<Args, Output, Failure>,
    @unchecked Sendable
{
    // @unchecked Sendable: adds no stored property to StubSequence, whose state is behind its lock.

    @usableFromInline
    override init(site: CallSite) {
        super.init(site: site)
    }

    /// Answers the next matching call with a result computed, possibly asynchronously, from its
    /// arguments, once.
    ///
    /// ```swift
    /// setupStubSequence(of: &mock.fetchAction).answersOnce { id in try await store.load(id) }
    /// ```
    ///
    /// - Parameters:
    ///   - answer: Computes the result, or throws, from the call's arguments. It runs outside
    ///     StubKit's lock and may call the mock again.
    ///   - fileID: The file ID of the call, for failure messages.
    ///   - filePath: The file path of the call, where a failure points if this step is never used.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func answersOnce(
        _ answer: @concurrent @escaping (Args) async throws(Failure) -> Output, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self {
        append(
            LayerAnswer(isEndless: false, produceAsync: answer), "answersOnce { … }",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Answers every following matching call with a result computed, possibly asynchronously, from
    /// its arguments.
    ///
    /// ```swift
    /// setupStubSequence(of: &middleware.interceptAction)
    ///     .answers { request, next in try await next(request) }
    /// ```
    ///
    /// It ends the sequence: a step added after it would never be used, and is reported as a failure.
    ///
    /// - Parameters:
    ///   - answer: Computes the result, or throws, from the call's arguments.
    ///   - fileID: The file ID of the call, for failure messages.
    ///   - filePath: The file path of the call, where a failure points if this step is never used.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func answers(
        _ answer: @concurrent @escaping (Args) async throws(Failure) -> Output, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self {
        append(
            LayerAnswer(isEndless: true, produceAsync: answer), "answers { … }",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
