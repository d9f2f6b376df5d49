/// A setup sequence on an asynchronous stub that runs on its caller's actor: the
/// ``AsyncStubSequence`` of an action a client declares with `NonisolatedNonsendingByDefault` on.
///
/// `setupStubSequence(of:)` returns one for such an action, an unannotated `(I) async -> O` in a
/// module with that feature on, which is `nonisolated(nonsending)`. Everything a ``StubSequence``
/// does works the same; in addition, `answers` and `answersOnce` accept an asynchronous closure,
/// which is `nonisolated(nonsending)` as the action is: it runs where the action was called, so it
/// may pass the call's non-`Sendable` arguments to a `next` of the same kind:
///
/// ```swift
/// setupStubSequence(of: &middleware.interceptAction)
///     .answers { request, next in try await next(request) }
/// ```
public final class NonsendingAsyncStubSequence<Args, Output, Failure: Error>: StubSequence<Args, Output, Failure>,
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
    ///   - answer: Computes the result, or throws, from the call's arguments, on the caller's actor.
    ///     It runs outside StubKit's lock and may call the mock again.
    ///   - fileID: The file ID of the call, for failure messages.
    ///   - filePath: The file path of the call, where a failure points if this step is never used.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func answersOnce(
        _ answer: nonisolated(nonsending) @escaping (Args) async throws(Failure) -> Output, fileID: String = #fileID,
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
    ///   - answer: Computes the result, or throws, from the call's arguments, on the caller's actor.
    ///   - fileID: The file ID of the call, for failure messages.
    ///   - filePath: The file path of the call, where a failure points if this step is never used.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func answers(
        _ answer: nonisolated(nonsending) @escaping (Args) async throws(Failure) -> Output, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self {
        append(
            LayerAnswer(isEndless: true, produceAsync: answer), "answers { … }",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
