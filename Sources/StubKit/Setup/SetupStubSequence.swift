// One-line overloads of `setupStubSequence` and `setupStub` for every closure shape. Each creates
// a `StubSequence` and installs it with `Layering`, the one engine behind every shape.
//
// Only the synchronous `inout (I) -> O` overloads are favoured; the others are
// `@_disfavoredOverload`, so the solver never tries them for a synchronous stub, nor ranks the
// synchronous overload against the typed-throws one bound to `E = Never` (see Stub.swift).
//
// Every overload on a nonisolated `async` stub comes twice: spelled `@concurrent`, and
// `nonisolated(nonsending)` for actions a client declares with `NonisolatedNonsendingByDefault` on. The
// twins have their generic parameters in another order (`<O, I>` for `<I, O>`): overloads that differ
// only in that isolation are otherwise an invalid redeclaration (Swift 6.3.1).

/// Installs a new setup sequence on a stub and returns it for configuration.
///
/// ```swift
/// setupStubSequence(of: &mock.addAccountAction)
///     .returnsOnce(1)
///     .returns(0)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The new sequence; it answers nothing until configured.
@discardableResult
@inlinable
public func setupStubSequence<I, O>(
    of stub: inout (I) -> O, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, Never> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }
}

/// Installs a new setup sequence on a stub, restricted to calls that satisfy `predicate`.
///
/// ```swift
/// setupStubSequence(of: &mock.addUserAction, for: { $0.hasPrefix("admin") }).returns(true)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - predicate: Decides whether a call belongs to the sequence.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The new sequence.
@discardableResult
@inlinable
public func setupStubSequence<I, O>(
    of stub: inout (I) -> O, for predicate: @escaping (I) -> Bool, fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, Never> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }.when(predicate)
}

/// Makes every later call to a stub return `value`.
///
/// ```swift
/// setupStub(of: &mock.addAccountAction, return: 1)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - value: What every call returns from now on.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The setup, for a whole-test scope: mark it `.lenient()` when the test may not call it.
@discardableResult
@inlinable
public func setupStub<I, O>(
    of stub: inout (I) -> O, return value: O, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, Never> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }.returns(value)
}

/// Installs a new setup sequence on a stub that throws and returns it for configuration.
///
/// ```swift
/// setupStubSequence(of: &mock.addAccountAction)
///     .returnsOnce(1)
///     .returns(0)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The new sequence; it answers nothing until configured.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStubSequence<I, O, E: Error>(
    of stub: inout (I) throws(E) -> O, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, E> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }
}

/// Installs a new setup sequence on a stub that throws, restricted to calls that satisfy `predicate`.
///
/// ```swift
/// setupStubSequence(of: &mock.addUserAction, for: { $0.hasPrefix("admin") }).returns(true)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - predicate: Decides whether a call belongs to the sequence.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The new sequence.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStubSequence<I, O, E: Error>(
    of stub: inout (I) throws(E) -> O, for predicate: @escaping (I) -> Bool, fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, E> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }.when(predicate)
}

/// Makes every later call to a stub that throws return `value`.
///
/// ```swift
/// setupStub(of: &mock.addAccountAction, return: 1)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - value: What every call returns from now on.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The setup, for a whole-test scope: mark it `.lenient()` when the test may not call it.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStub<I, O, E: Error>(
    of stub: inout (I) throws(E) -> O, return value: O, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, E> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }.returns(value)
}

/// Makes every later call to a stub that throws throw `error`.
///
/// ```swift
/// setupStub(of: &mock.saveAction, throw: DatabaseError.offline)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - error: What every call throws from now on.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The setup, for a whole-test scope: mark it `.lenient()` when the test may not call it.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStub<I, O, E: Error>(
    of stub: inout (I) throws(E) -> O, throw error: E, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, E> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }.throws(error)
}

/// Installs a new setup sequence on a stub (async) and returns it for configuration.
///
/// ```swift
/// setupStubSequence(of: &mock.addAccountAction)
///     .returnsOnce(1)
///     .returns(0)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - isolation: The actor this setup's synchronous closures (answers, predicates, callbacks)
///     run on wherever the action is called; by default the caller's (`#isolation`).
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The new sequence; it answers nothing until configured.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStubSequence<I, O>(
    of stub: inout @concurrent (I) async -> O, isolation: (any Actor)? = #isolation, fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> AsyncStubSequence<I, O, Never> {
    AsyncStubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub, testActor: isolation) }
}

/// Installs a new setup sequence on a stub (an async action declared with `NonisolatedNonsendingByDefault` on) and
/// returns it for configuration.
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `setupStubSequence(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// ```swift
/// setupStubSequence(of: &mock.addAccountAction)
///     .returnsOnce(1)
///     .returns(0)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - isolation: The actor this setup's synchronous closures (answers, predicates, callbacks)
///     run on wherever the action is called; by default the caller's (`#isolation`).
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The new sequence; it answers nothing until configured.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStubSequence<O, I>(
    of stub: inout nonisolated(nonsending) (I) async -> O, isolation: (any Actor)? = #isolation,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> NonsendingAsyncStubSequence<I, O, Never> {
    NonsendingAsyncStubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub, testActor: isolation) }
}

/// Installs a new setup sequence on a stub (async), restricted to calls that satisfy `predicate`.
///
/// ```swift
/// setupStubSequence(of: &mock.addUserAction, for: { $0.hasPrefix("admin") }).returns(true)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - predicate: Decides whether a call belongs to the sequence.
///   - isolation: The actor this setup's synchronous closures (answers, predicates, callbacks)
///     run on wherever the action is called; by default the caller's (`#isolation`).
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The new sequence.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStubSequence<I, O>(
    of stub: inout @concurrent (I) async -> O, for predicate: @escaping (I) -> Bool,
    isolation: (any Actor)? = #isolation, fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> AsyncStubSequence<I, O, Never> {
    AsyncStubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub, testActor: isolation) }.when(predicate)
}

/// Installs a new setup sequence on a stub (an async action declared with `NonisolatedNonsendingByDefault` on),
/// restricted to calls that satisfy `predicate`.
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `setupStubSequence(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// ```swift
/// setupStubSequence(of: &mock.addUserAction, for: { $0.hasPrefix("admin") }).returns(true)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - predicate: Decides whether a call belongs to the sequence.
///   - isolation: The actor this setup's synchronous closures (answers, predicates, callbacks)
///     run on wherever the action is called; by default the caller's (`#isolation`).
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The new sequence.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStubSequence<O, I>(
    of stub: inout nonisolated(nonsending) (I) async -> O, for predicate: @escaping (I) -> Bool,
    isolation: (any Actor)? = #isolation, fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> NonsendingAsyncStubSequence<I, O, Never> {
    NonsendingAsyncStubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub, testActor: isolation) }.when(predicate)
}

/// Makes every later call to a stub (async) return `value`.
///
/// ```swift
/// setupStub(of: &mock.addAccountAction, return: 1)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - value: What every call returns from now on.
///   - isolation: The actor this setup's synchronous closures (answers, predicates, callbacks)
///     run on wherever the action is called; by default the caller's (`#isolation`).
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The setup, for a whole-test scope: mark it `.lenient()` when the test may not call it.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStub<I, O>(
    of stub: inout @concurrent (I) async -> O, return value: O, isolation: (any Actor)? = #isolation,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, Never> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub, testActor: isolation) }.returns(value)
}

/// Makes every later call to a stub (an async action declared with `NonisolatedNonsendingByDefault` on) return
/// `value`.
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `setupStub(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// ```swift
/// setupStub(of: &mock.addAccountAction, return: 1)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - value: What every call returns from now on.
///   - isolation: The actor this setup's synchronous closures (answers, predicates, callbacks)
///     run on wherever the action is called; by default the caller's (`#isolation`).
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The setup, for a whole-test scope: mark it `.lenient()` when the test may not call it.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStub<O, I>(
    of stub: inout nonisolated(nonsending) (I) async -> O, return value: O, isolation: (any Actor)? = #isolation,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, Never> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub, testActor: isolation) }.returns(value)
}

/// Installs a new setup sequence on a stub that throws (async) and returns it for configuration.
///
/// ```swift
/// setupStubSequence(of: &mock.addAccountAction)
///     .returnsOnce(1)
///     .returns(0)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - isolation: The actor this setup's synchronous closures (answers, predicates, callbacks)
///     run on wherever the action is called; by default the caller's (`#isolation`).
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The new sequence; it answers nothing until configured.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStubSequence<I, O, E: Error>(
    of stub: inout @concurrent (I) async throws(E) -> O, isolation: (any Actor)? = #isolation, fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> AsyncStubSequence<I, O, E> {
    AsyncStubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub, testActor: isolation) }
}

/// Installs a new setup sequence on a stub that throws (an async action declared with
/// `NonisolatedNonsendingByDefault` on) and returns it for configuration.
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `setupStubSequence(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// ```swift
/// setupStubSequence(of: &mock.addAccountAction)
///     .returnsOnce(1)
///     .returns(0)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - isolation: The actor this setup's synchronous closures (answers, predicates, callbacks)
///     run on wherever the action is called; by default the caller's (`#isolation`).
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The new sequence; it answers nothing until configured.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStubSequence<O, I, E: Error>(
    of stub: inout nonisolated(nonsending) (I) async throws(E) -> O, isolation: (any Actor)? = #isolation,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> NonsendingAsyncStubSequence<I, O, E> {
    NonsendingAsyncStubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub, testActor: isolation) }
}

/// Installs a new setup sequence on a stub that throws (async), restricted to calls that satisfy `predicate`.
///
/// ```swift
/// setupStubSequence(of: &mock.addUserAction, for: { $0.hasPrefix("admin") }).returns(true)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - predicate: Decides whether a call belongs to the sequence.
///   - isolation: The actor this setup's synchronous closures (answers, predicates, callbacks)
///     run on wherever the action is called; by default the caller's (`#isolation`).
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The new sequence.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStubSequence<I, O, E: Error>(
    of stub: inout @concurrent (I) async throws(E) -> O, for predicate: @escaping (I) -> Bool,
    isolation: (any Actor)? = #isolation, fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> AsyncStubSequence<I, O, E> {
    AsyncStubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub, testActor: isolation) }.when(predicate)
}

/// Installs a new setup sequence on a stub that throws (an async action declared with
/// `NonisolatedNonsendingByDefault` on), restricted to calls that satisfy `predicate`.
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `setupStubSequence(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// ```swift
/// setupStubSequence(of: &mock.addUserAction, for: { $0.hasPrefix("admin") }).returns(true)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - predicate: Decides whether a call belongs to the sequence.
///   - isolation: The actor this setup's synchronous closures (answers, predicates, callbacks)
///     run on wherever the action is called; by default the caller's (`#isolation`).
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The new sequence.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStubSequence<O, I, E: Error>(
    of stub: inout nonisolated(nonsending) (I) async throws(E) -> O, for predicate: @escaping (I) -> Bool,
    isolation: (any Actor)? = #isolation, fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> NonsendingAsyncStubSequence<I, O, E> {
    NonsendingAsyncStubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub, testActor: isolation) }.when(predicate)
}

/// Makes every later call to a stub that throws (async) return `value`.
///
/// ```swift
/// setupStub(of: &mock.addAccountAction, return: 1)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - value: What every call returns from now on.
///   - isolation: The actor this setup's synchronous closures (answers, predicates, callbacks)
///     run on wherever the action is called; by default the caller's (`#isolation`).
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The setup, for a whole-test scope: mark it `.lenient()` when the test may not call it.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStub<I, O, E: Error>(
    of stub: inout @concurrent (I) async throws(E) -> O, return value: O, isolation: (any Actor)? = #isolation,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, E> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub, testActor: isolation) }.returns(value)
}

/// Makes every later call to a stub that throws (an async action declared with `NonisolatedNonsendingByDefault` on)
/// return `value`.
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `setupStub(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// ```swift
/// setupStub(of: &mock.addAccountAction, return: 1)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - value: What every call returns from now on.
///   - isolation: The actor this setup's synchronous closures (answers, predicates, callbacks)
///     run on wherever the action is called; by default the caller's (`#isolation`).
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The setup, for a whole-test scope: mark it `.lenient()` when the test may not call it.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStub<O, I, E: Error>(
    of stub: inout nonisolated(nonsending) (I) async throws(E) -> O, return value: O,
    isolation: (any Actor)? = #isolation, fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, E> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub, testActor: isolation) }.returns(value)
}

/// Makes every later call to a stub that throws (async) throw `error`.
///
/// ```swift
/// setupStub(of: &mock.saveAction, throw: DatabaseError.offline)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - error: What every call throws from now on.
///   - isolation: The actor this setup's synchronous closures (answers, predicates, callbacks)
///     run on wherever the action is called; by default the caller's (`#isolation`).
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The setup, for a whole-test scope: mark it `.lenient()` when the test may not call it.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStub<I, O, E: Error>(
    of stub: inout @concurrent (I) async throws(E) -> O, throw error: E, isolation: (any Actor)? = #isolation,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, E> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub, testActor: isolation) }.throws(error)
}

/// Makes every later call to a stub that throws (an async action declared with `NonisolatedNonsendingByDefault` on)
/// throw `error`.
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `setupStub(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// ```swift
/// setupStub(of: &mock.saveAction, throw: DatabaseError.offline)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - error: What every call throws from now on.
///   - isolation: The actor this setup's synchronous closures (answers, predicates, callbacks)
///     run on wherever the action is called; by default the caller's (`#isolation`).
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The setup, for a whole-test scope: mark it `.lenient()` when the test may not call it.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStub<O, I, E: Error>(
    of stub: inout nonisolated(nonsending) (I) async throws(E) -> O, throw error: E,
    isolation: (any Actor)? = #isolation, fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, E> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub, testActor: isolation) }.throws(error)
}

/// Installs a new setup sequence on a stub isolated to the main actor and returns it for configuration.
///
/// ```swift
/// setupStubSequence(of: &mock.addAccountAction)
///     .returnsOnce(1)
///     .returns(0)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The new sequence; it answers nothing until configured.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStubSequence<I, O>(
    of stub: inout @MainActor (I) -> O, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, Never> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }
}

/// Installs a new setup sequence on a stub isolated to the main actor, restricted to calls that satisfy `predicate`.
///
/// ```swift
/// setupStubSequence(of: &mock.addUserAction, for: { $0.hasPrefix("admin") }).returns(true)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - predicate: Decides whether a call belongs to the sequence.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The new sequence.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStubSequence<I, O>(
    of stub: inout @MainActor (I) -> O, for predicate: @escaping (I) -> Bool, fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, Never> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }.when(predicate)
}

/// Makes every later call to a stub isolated to the main actor return `value`.
///
/// ```swift
/// setupStub(of: &mock.addAccountAction, return: 1)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - value: What every call returns from now on.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The setup, for a whole-test scope: mark it `.lenient()` when the test may not call it.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStub<I, O>(
    of stub: inout @MainActor (I) -> O, return value: O, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, Never> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }.returns(value)
}

/// Installs a new setup sequence on a stub that throws, isolated to the main actor and returns it for configuration.
///
/// ```swift
/// setupStubSequence(of: &mock.addAccountAction)
///     .returnsOnce(1)
///     .returns(0)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The new sequence; it answers nothing until configured.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStubSequence<I, O, E: Error>(
    of stub: inout @MainActor (I) throws(E) -> O, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, E> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }
}

/// Installs a new setup sequence on a stub that throws, isolated to the main actor, restricted to calls that satisfy `predicate`.
///
/// ```swift
/// setupStubSequence(of: &mock.addUserAction, for: { $0.hasPrefix("admin") }).returns(true)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - predicate: Decides whether a call belongs to the sequence.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The new sequence.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStubSequence<I, O, E: Error>(
    of stub: inout @MainActor (I) throws(E) -> O, for predicate: @escaping (I) -> Bool, fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, E> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }.when(predicate)
}

/// Makes every later call to a stub that throws, isolated to the main actor return `value`.
///
/// ```swift
/// setupStub(of: &mock.addAccountAction, return: 1)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - value: What every call returns from now on.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The setup, for a whole-test scope: mark it `.lenient()` when the test may not call it.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStub<I, O, E: Error>(
    of stub: inout @MainActor (I) throws(E) -> O, return value: O, fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, E> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }.returns(value)
}

/// Makes every later call to a stub that throws, isolated to the main actor throw `error`.
///
/// ```swift
/// setupStub(of: &mock.saveAction, throw: DatabaseError.offline)
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - error: What every call throws from now on.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The setup, for a whole-test scope: mark it `.lenient()` when the test may not call it.
@discardableResult
@inlinable @_disfavoredOverload
public func setupStub<I, O, E: Error>(
    of stub: inout @MainActor (I) throws(E) -> O, throw error: E, fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, E> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }.throws(error)
}
