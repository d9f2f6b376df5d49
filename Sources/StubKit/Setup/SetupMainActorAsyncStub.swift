// `setupStubSequence` and `setupStub` for `async` stubs isolated to the main actor. They return a
// `StubSequence`, not an `AsyncStubSequence`: its answers are synchronous and run on the main actor
// with the call's arguments, which need not be `Sendable`. Disfavoured like every shape but the
// synchronous ones (see Stub.swift).

/// Installs a new setup sequence on a stub (async) isolated to the main actor and returns it for configuration.
///
/// Its answers run on the main actor, so the arguments and result need not be `Sendable`:
///
/// ```swift
/// setupStubSequence(of: &mock.openAction)
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
    of stub: inout @MainActor (I) async -> O, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, Never> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }
}

/// Installs a new setup sequence on a stub (async) isolated to the main actor, restricted to calls that satisfy `predicate`.
///
/// ```swift
/// setupStubSequence(of: &mock.openAction, for: { $0.isUrgent }).returns(1)
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
    of stub: inout @MainActor (I) async -> O, for predicate: @escaping (I) -> Bool,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, Never> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }.when(predicate)
}

/// Makes every later call to a stub (async) isolated to the main actor return `value`.
///
/// ```swift
/// setupStub(of: &mock.openAction, return: 1)
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
    of stub: inout @MainActor (I) async -> O, return value: O,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, Never> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }.returns(value)
}

/// Installs a new setup sequence on a stub that throws (async), isolated to the main actor and returns it for configuration.
///
/// Its answers run on the main actor, so the arguments and result need not be `Sendable`:
///
/// ```swift
/// setupStubSequence(of: &mock.openAction)
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
    of stub: inout @MainActor (I) async throws(E) -> O, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, E> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }
}

/// Installs a new setup sequence on a stub that throws (async), isolated to the main actor, restricted to calls that satisfy `predicate`.
///
/// ```swift
/// setupStubSequence(of: &mock.openAction, for: { $0.isUrgent }).returns(1)
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
    of stub: inout @MainActor (I) async throws(E) -> O, for predicate: @escaping (I) -> Bool,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, E> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }.when(predicate)
}

/// Makes every later call to a stub that throws (async), isolated to the main actor return `value`.
///
/// ```swift
/// setupStub(of: &mock.openAction, return: 1)
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
    of stub: inout @MainActor (I) async throws(E) -> O, return value: O,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, E> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }.returns(value)
}

/// Makes every later call to a stub that throws (async), isolated to the main actor throw `error`.
///
/// ```swift
/// setupStub(of: &mock.openAction, throw: DaemonError.offline)
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
    of stub: inout @MainActor (I) async throws(E) -> O, throw error: E,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> StubSequence<I, O, E> {
    StubSequence(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        .installed { Layering.install($0, on: &stub) }.throws(error)
}
