// One-line overloads of `spyCalls(of:into:transform:)` and `spyCalls(of:into:as:)` for every closure shape: the
// spies of a call log. Each installs the `TransformingSpyLayer` of `spyCalls(of:transform:)` on the log's own
// storage, so the calls of every action spied into one log are appended under one lock, in the order they happened.
//
// As in SpyCalls.swift, only the synchronous `inout (I) -> O` overloads are favoured, and each nonisolated async
// shape comes twice, `@concurrent` and `nonisolated(nonsending)`, with its generic parameters in another order.

/// Appends what `transform` makes of every call to a stub to a call log shared with other stubs.
///
/// A call log keeps the calls of several actions, of one mock or several, in the one order they
/// happened, so a test states the whole conversation in one assertion:
///
/// ```swift
/// enum Event: Equatable { case resume, head(Int), body(String), finish }
/// let events = CallLog<Event>()
/// spyCalls(of: &stream.resumeAction, into: events) { _ in .resume }
/// spyCalls(of: &delegate.headAction, into: events) { .head($0) }
/// spyCalls(of: &delegate.bodyAction, into: events) { .body($0) }
/// spyCalls(of: &delegate.finishAction, into: events) { _ in .finish }
/// client.run()
/// SKTVerifyCalls(events, [.resume, .head(200), .body("hi"), .finish])
/// ```
///
/// Recording is thread-safe, and the log's order is the order in which the calls reached their
/// actions, across threads. The spies stop recording when the log is released.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - transform: Turns a call's arguments into the log's entry; runs during the call.
@inlinable
public func spyCalls<I, O, T>(of stub: inout (I) -> O, into log: CallLog<T>, transform: @escaping (I) -> T) {
    Layering.install(TransformingSpyLayer<I, O, Never, _>(log.storage, transform: transform), on: &stub)
}

/// Appends every call to a stub, as its name and arguments, to a call log shared with other stubs.
///
/// Each call is written as `name(arguments)`, its arguments as failures write them, so a test
/// compares the log with the calls it expects, written as text:
///
/// ```swift
/// let calls = CallLog<String>()
/// spyCalls(of: &db.openAction, into: calls, as: "open")
/// spyCalls(of: &db.addUserAction, into: calls, as: "addUser")
/// subject.register("tom")
/// SKTVerifyCalls(calls, ["open()", #"addUser("tom")"#])
/// ```
///
/// A call with several arguments is written `addAccount("tom", "secret")`, with none `open()`.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - name: The name that stands for the stub in the log, usually its requirement's.
@inlinable
public func spyCalls<I, O>(of stub: inout (I) -> O, into log: CallLog<String>, as name: String) {
    spyCalls(of: &stub, into: log, transform: LoggedCall.writer(name))
}

/// Appends what `transform` makes of every call to a stub that throws to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for call logs.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - transform: Turns a call's arguments into the log's entry; runs during the call.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error, T>(
    of stub: inout (I) throws(E) -> O, into log: CallLog<T>, transform: @escaping (I) -> T
) {
    Layering.install(TransformingSpyLayer<I, O, E, _>(log.storage, transform: transform), on: &stub)
}

/// Appends every call to a stub that throws, as its name and arguments, to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for logs of calls written as text.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - name: The name that stands for the stub in the log, usually its requirement's.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error>(of stub: inout (I) throws(E) -> O, into log: CallLog<String>, as name: String) {
    spyCalls(of: &stub, into: log, transform: LoggedCall.writer(name))
}

/// Appends what `transform` makes of every call to a stub (async) to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for call logs.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - isolation: The actor `transform` runs on wherever the action is called; by default the
///     caller's (`#isolation`).
///   - transform: Turns a call's arguments into the log's entry; runs during the call.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, T>(
    of stub: inout @concurrent (I) async -> O, into log: CallLog<T>, isolation: (any Actor)? = #isolation,
    transform: @escaping (I) -> T
) {
    Layering.install(
        TransformingSpyLayer<I, O, Never, _>(log.storage, transform: transform), on: &stub, testActor: isolation)
}

/// Appends every call to a stub (async), as its name and arguments, to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for logs of calls written as text.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - name: The name that stands for the stub in the log, usually its requirement's.
@inlinable @_disfavoredOverload
public func spyCalls<I, O>(of stub: inout @concurrent (I) async -> O, into log: CallLog<String>, as name: String) {
    spyCalls(of: &stub, into: log, transform: LoggedCall.writer(name))
}

/// Appends what `transform` makes of every call to a stub (an async action declared with `NonisolatedNonsendingByDefault` on) to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for call logs.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - isolation: The actor `transform` runs on wherever the action is called; by default the
///     caller's (`#isolation`).
///   - transform: Turns a call's arguments into the log's entry; runs during the call.
@inlinable @_disfavoredOverload
public func spyCalls<O, I, T>(
    of stub: inout nonisolated(nonsending) (I) async -> O, into log: CallLog<T>, isolation: (any Actor)? = #isolation,
    transform: @escaping (I) -> T
) {
    Layering.install(
        TransformingSpyLayer<I, O, Never, _>(log.storage, transform: transform), on: &stub, testActor: isolation)
}

/// Appends every call to a stub (an async action declared with `NonisolatedNonsendingByDefault` on), as its name and arguments, to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for logs of calls written as text.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - name: The name that stands for the stub in the log, usually its requirement's.
@inlinable @_disfavoredOverload
public func spyCalls<O, I>(
    of stub: inout nonisolated(nonsending) (I) async -> O, into log: CallLog<String>, as name: String
) {
    spyCalls(of: &stub, into: log, transform: LoggedCall.writer(name))
}

/// Appends what `transform` makes of every call to a stub that throws (async) to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for call logs.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - isolation: The actor `transform` runs on wherever the action is called; by default the
///     caller's (`#isolation`).
///   - transform: Turns a call's arguments into the log's entry; runs during the call.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error, T>(
    of stub: inout @concurrent (I) async throws(E) -> O, into log: CallLog<T>, isolation: (any Actor)? = #isolation,
    transform: @escaping (I) -> T
) {
    Layering.install(
        TransformingSpyLayer<I, O, E, _>(log.storage, transform: transform), on: &stub, testActor: isolation)
}

/// Appends every call to a stub that throws (async), as its name and arguments, to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for logs of calls written as text.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - name: The name that stands for the stub in the log, usually its requirement's.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error>(
    of stub: inout @concurrent (I) async throws(E) -> O, into log: CallLog<String>, as name: String
) {
    spyCalls(of: &stub, into: log, transform: LoggedCall.writer(name))
}

/// Appends what `transform` makes of every call to a stub that throws (an async action declared with `NonisolatedNonsendingByDefault` on) to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for call logs.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - isolation: The actor `transform` runs on wherever the action is called; by default the
///     caller's (`#isolation`).
///   - transform: Turns a call's arguments into the log's entry; runs during the call.
@inlinable @_disfavoredOverload
public func spyCalls<O, I, E: Error, T>(
    of stub: inout nonisolated(nonsending) (I) async throws(E) -> O, into log: CallLog<T>,
    isolation: (any Actor)? = #isolation, transform: @escaping (I) -> T
) {
    Layering.install(
        TransformingSpyLayer<I, O, E, _>(log.storage, transform: transform), on: &stub, testActor: isolation)
}

/// Appends every call to a stub that throws (an async action declared with `NonisolatedNonsendingByDefault` on), as its name and arguments, to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for logs of calls written as text.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - name: The name that stands for the stub in the log, usually its requirement's.
@inlinable @_disfavoredOverload
public func spyCalls<O, I, E: Error>(
    of stub: inout nonisolated(nonsending) (I) async throws(E) -> O, into log: CallLog<String>, as name: String
) {
    spyCalls(of: &stub, into: log, transform: LoggedCall.writer(name))
}

/// Appends what `transform` makes of every call to a stub isolated to the main actor to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for call logs.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - transform: Turns a call's arguments into the log's entry; runs during the call.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, T>(of stub: inout @MainActor (I) -> O, into log: CallLog<T>, transform: @escaping (I) -> T) {
    Layering.install(TransformingSpyLayer<I, O, Never, _>(log.storage, transform: transform), on: &stub)
}

/// Appends every call to a stub isolated to the main actor, as its name and arguments, to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for logs of calls written as text.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - name: The name that stands for the stub in the log, usually its requirement's.
@inlinable @_disfavoredOverload
public func spyCalls<I, O>(of stub: inout @MainActor (I) -> O, into log: CallLog<String>, as name: String) {
    spyCalls(of: &stub, into: log, transform: LoggedCall.writer(name))
}

/// Appends what `transform` makes of every call to a stub that throws, isolated to the main actor to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for call logs.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - transform: Turns a call's arguments into the log's entry; runs during the call.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error, T>(
    of stub: inout @MainActor (I) throws(E) -> O, into log: CallLog<T>, transform: @escaping (I) -> T
) {
    Layering.install(TransformingSpyLayer<I, O, E, _>(log.storage, transform: transform), on: &stub)
}

/// Appends every call to a stub that throws, isolated to the main actor, as its name and arguments, to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for logs of calls written as text.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - name: The name that stands for the stub in the log, usually its requirement's.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error>(
    of stub: inout @MainActor (I) throws(E) -> O, into log: CallLog<String>, as name: String
) {
    spyCalls(of: &stub, into: log, transform: LoggedCall.writer(name))
}

/// Appends what `transform` makes of every call to a stub (async) isolated to the main actor to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for call logs.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - transform: Turns a call's arguments into the log's entry; runs during the call.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, T>(
    of stub: inout @MainActor (I) async -> O, into log: CallLog<T>, transform: @escaping (I) -> T
) {
    Layering.install(TransformingSpyLayer<I, O, Never, _>(log.storage, transform: transform), on: &stub)
}

/// Appends every call to a stub (async) isolated to the main actor, as its name and arguments, to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for logs of calls written as text.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - name: The name that stands for the stub in the log, usually its requirement's.
@inlinable @_disfavoredOverload
public func spyCalls<I, O>(of stub: inout @MainActor (I) async -> O, into log: CallLog<String>, as name: String) {
    spyCalls(of: &stub, into: log, transform: LoggedCall.writer(name))
}

/// Appends what `transform` makes of every call to a stub that throws (async), isolated to the main actor to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for call logs.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - transform: Turns a call's arguments into the log's entry; runs during the call.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error, T>(
    of stub: inout @MainActor (I) async throws(E) -> O, into log: CallLog<T>, transform: @escaping (I) -> T
) {
    Layering.install(TransformingSpyLayer<I, O, E, _>(log.storage, transform: transform), on: &stub)
}

/// Appends every call to a stub that throws (async), isolated to the main actor, as its name and arguments, to a call log shared with other stubs.
///
/// See <doc:RecordingOneCallLog> for logs of calls written as text.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - log: The log the calls are appended to.
///   - name: The name that stands for the stub in the log, usually its requirement's.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error>(
    of stub: inout @MainActor (I) async throws(E) -> O, into log: CallLog<String>, as name: String
) {
    spyCalls(of: &stub, into: log, transform: LoggedCall.writer(name))
}
