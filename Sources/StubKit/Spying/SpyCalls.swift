// One-line overloads of `spyCalls` and `spyWeaklyCalls` for every closure shape. Each installs a
// `SpyLayer` with `Layering`, the engine shared with setup sequences, and returns the recorder.
//
// Only the synchronous `inout (I) -> O` overloads are favoured; the others are
// `@_disfavoredOverload`, so the solver never tries them for a synchronous stub (see Stub.swift).
//
// Every overload on a nonisolated `async` stub comes twice: spelled `@concurrent`, and
// `nonisolated(nonsending)` for actions a client declares with `NonisolatedNonsendingByDefault` on. The
// twins have their generic parameters in another order (`<O, I>` for `<I, O>`): overloads that differ
// only in that isolation are otherwise an invalid redeclaration (Swift 6.3.1).

/// Starts recording the arguments of every call to a stub.
///
/// ```swift
/// let addUserSpy = spyCalls(of: &mock.addUserAction)   // ArgRecords<String>
/// mock.addUser(name: "user1")
/// XCTAssertEqual(addUserSpy, ["user1"])
/// ```
///
/// The spy records every call that reaches it, including calls that throw, and keeps
/// working when setups are added later. It stops recording once the returned records are released.
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: The arguments of every later call, in order.
@inlinable
public func spyCalls<I, O>(of stub: inout (I) -> O) -> ArgRecords<I> {
    keeping(ArgRecords<I>()) { Layering.install(SpyLayer<I, O, Never>($0.storage), on: &stub) }
}

/// Starts recording, for every call to a stub, what `transform` makes of its arguments.
///
/// Use it to keep only part of the arguments, or to record something about arguments that must
/// not be stored, such as non-escaping closures:
///
/// ```swift
/// let givenNames = spyCalls(of: &mock.addAccountAction, transform: { $0.0 })   // ArgRecords<String>
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - transform: Turns a call's arguments into what is recorded; runs during the call.
/// - Returns: The transformed arguments of every later call, in order.
@inlinable
public func spyCalls<I, O, T>(of stub: inout (I) -> O, transform: @escaping (I) -> T) -> ArgRecords<T> {
    keeping(ArgRecords<T>()) {
        Layering.install(TransformingSpyLayer<I, O, Never, _>($0.storage, transform: transform), on: &stub)
    }
}

/// Starts recording the class-typed argument of every call to a stub, without retaining it.
///
/// ```swift
/// let sessions = spyWeaklyCalls(of: &mock.addSessionAction)   // ArgWeakRecords<Session>
/// ```
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: Weak references to the argument of every later call.
@inlinable
public func spyWeaklyCalls<I: AnyObject, O>(of stub: inout (I) -> O) -> ArgWeakRecords<I> {
    keeping(ArgWeakRecords<I>()) {
        Layering.install(TransformingSpyLayer<I, O, Never, _>($0.storage, transform: WeakReference.init), on: &stub)
    }
}

/// Starts recording, without retaining it, the object `transform` picks from every call to a stub.
///
/// ```swift
/// let delegates = spyWeaklyCalls(of: &mock.startAction, transform: { $0.delegate })
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - transform: Picks the object to record from a call's arguments.
/// - Returns: Weak references to the picked object of every later call.
@inlinable
public func spyWeaklyCalls<I, O, T: AnyObject>(of stub: inout (I) -> O, transform: @escaping (I) -> T)
    -> ArgWeakRecords<T>
{
    keeping(ArgWeakRecords<T>()) {
        Layering.install(
            TransformingSpyLayer<I, O, Never, _>($0.storage, transform: { WeakReference(transform($0)) }), on: &stub)
    }
}

/// Starts recording every call to a stub into a recorder of your own type.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - recorder: The ``Recorder`` type to create; its `Element` is the stub's argument type.
/// - Returns: The new recorder; the spy holds it weakly.
@inlinable
public func spyCalls<I, O, R: Recorder>(of stub: inout (I) -> O, recorder: R.Type) -> R where R.Element == I {
    keeping(R()) { Layering.install(RecorderSpyLayer<I, O, Never, _>($0), on: &stub) }
}

/// Starts recording the arguments of every call to a stub that throws.
///
/// ```swift
/// let addUserSpy = spyCalls(of: &mock.addUserAction)   // ArgRecords<String>
/// mock.addUser(name: "user1")
/// XCTAssertEqual(addUserSpy, ["user1"])
/// ```
///
/// The spy records every call that reaches it, including calls that throw, and keeps
/// working when setups are added later. It stops recording once the returned records are released.
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: The arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error>(of stub: inout (I) throws(E) -> O) -> ArgRecords<I> {
    keeping(ArgRecords<I>()) { Layering.install(SpyLayer<I, O, E>($0.storage), on: &stub) }
}

/// Starts recording, for every call to a stub that throws, what `transform` makes of its arguments.
///
/// Use it to keep only part of the arguments, or to record something about arguments that must
/// not be stored, such as non-escaping closures:
///
/// ```swift
/// let givenNames = spyCalls(of: &mock.addAccountAction, transform: { $0.0 })   // ArgRecords<String>
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - transform: Turns a call's arguments into what is recorded; runs during the call.
/// - Returns: The transformed arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error, T>(of stub: inout (I) throws(E) -> O, transform: @escaping (I) -> T) -> ArgRecords<
    T
> {
    keeping(ArgRecords<T>()) {
        Layering.install(TransformingSpyLayer<I, O, E, _>($0.storage, transform: transform), on: &stub)
    }
}

/// Starts recording the class-typed argument of every call to a stub that throws, without retaining it.
///
/// ```swift
/// let sessions = spyWeaklyCalls(of: &mock.addSessionAction)   // ArgWeakRecords<Session>
/// ```
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: Weak references to the argument of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<I: AnyObject, O, E: Error>(of stub: inout (I) throws(E) -> O) -> ArgWeakRecords<I> {
    keeping(ArgWeakRecords<I>()) {
        Layering.install(TransformingSpyLayer<I, O, E, _>($0.storage, transform: WeakReference.init), on: &stub)
    }
}

/// Starts recording, without retaining it, the object `transform` picks from every call to a stub that throws.
///
/// ```swift
/// let delegates = spyWeaklyCalls(of: &mock.startAction, transform: { $0.delegate })
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - transform: Picks the object to record from a call's arguments.
/// - Returns: Weak references to the picked object of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<I, O, E: Error, T: AnyObject>(
    of stub: inout (I) throws(E) -> O, transform: @escaping (I) -> T
) -> ArgWeakRecords<T> {
    keeping(ArgWeakRecords<T>()) {
        Layering.install(
            TransformingSpyLayer<I, O, E, _>($0.storage, transform: { WeakReference(transform($0)) }), on: &stub)
    }
}

/// Starts recording every call to a stub that throws into a recorder of your own type.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - recorder: The ``Recorder`` type to create; its `Element` is the stub's argument type.
/// - Returns: The new recorder; the spy holds it weakly.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error, R: Recorder>(of stub: inout (I) throws(E) -> O, recorder: R.Type) -> R
where R.Element == I {
    keeping(R()) { Layering.install(RecorderSpyLayer<I, O, E, _>($0), on: &stub) }
}

/// Starts recording the arguments of every call to a stub (async).
///
/// ```swift
/// let addUserSpy = spyCalls(of: &mock.addUserAction)   // ArgRecords<String>
/// mock.addUser(name: "user1")
/// XCTAssertEqual(addUserSpy, ["user1"])
/// ```
///
/// The spy records every call that reaches it, including calls that throw, and keeps
/// working when setups are added later. It stops recording once the returned records are released.
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: The arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<I, O>(of stub: inout @concurrent (I) async -> O) -> ArgRecords<I> {
    keeping(ArgRecords<I>()) { Layering.install(SpyLayer<I, O, Never>($0.storage), on: &stub, testActor: nil) }
}

/// Starts recording the arguments of every call to a stub (an async action declared with
/// `NonisolatedNonsendingByDefault` on).
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `spyCalls(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// ```swift
/// let addUserSpy = spyCalls(of: &mock.addUserAction)   // ArgRecords<String>
/// mock.addUser(name: "user1")
/// XCTAssertEqual(addUserSpy, ["user1"])
/// ```
///
/// The spy records every call that reaches it, including calls that throw, and keeps
/// working when setups are added later. It stops recording once the returned records are released.
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: The arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<O, I>(of stub: inout nonisolated(nonsending) (I) async -> O) -> ArgRecords<I> {
    keeping(ArgRecords<I>()) { Layering.install(SpyLayer<I, O, Never>($0.storage), on: &stub, testActor: nil) }
}

/// Starts recording, for every call to a stub (async), what `transform` makes of its arguments.
///
/// Use it to keep only part of the arguments, or to record something about arguments that must
/// not be stored, such as non-escaping closures:
///
/// ```swift
/// let givenNames = spyCalls(of: &mock.addAccountAction, transform: { $0.0 })   // ArgRecords<String>
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - isolation: The actor `transform` runs on wherever the action is called; by default the
///     caller's (`#isolation`).
///   - transform: Turns a call's arguments into what is recorded; runs during the call.
/// - Returns: The transformed arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, T>(
    of stub: inout @concurrent (I) async -> O, isolation: (any Actor)? = #isolation, transform: @escaping (I) -> T
) -> ArgRecords<T> {
    keeping(ArgRecords<T>()) {
        Layering.install(
            TransformingSpyLayer<I, O, Never, _>($0.storage, transform: transform), on: &stub, testActor: isolation)
    }
}

/// Starts recording, for every call to a stub (an async action declared with `NonisolatedNonsendingByDefault` on),
/// what `transform` makes of its arguments.
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `spyCalls(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// Use it to keep only part of the arguments, or to record something about arguments that must
/// not be stored, such as non-escaping closures:
///
/// ```swift
/// let givenNames = spyCalls(of: &mock.addAccountAction, transform: { $0.0 })   // ArgRecords<String>
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - isolation: The actor `transform` runs on wherever the action is called; by default the
///     caller's (`#isolation`).
///   - transform: Turns a call's arguments into what is recorded; runs during the call.
/// - Returns: The transformed arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<O, I, T>(
    of stub: inout nonisolated(nonsending) (I) async -> O, isolation: (any Actor)? = #isolation,
    transform: @escaping (I) -> T
)
    -> ArgRecords<T>
{
    keeping(ArgRecords<T>()) {
        Layering.install(
            TransformingSpyLayer<I, O, Never, _>($0.storage, transform: transform), on: &stub, testActor: isolation)
    }
}

/// Starts recording the class-typed argument of every call to a stub (async), without retaining it.
///
/// ```swift
/// let sessions = spyWeaklyCalls(of: &mock.addSessionAction)   // ArgWeakRecords<Session>
/// ```
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: Weak references to the argument of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<I: AnyObject, O>(of stub: inout @concurrent (I) async -> O) -> ArgWeakRecords<I> {
    keeping(ArgWeakRecords<I>()) {
        Layering.install(
            TransformingSpyLayer<I, O, Never, _>($0.storage, transform: WeakReference.init), on: &stub, testActor: nil)
    }
}

/// Starts recording the class-typed argument of every call to a stub (an async action declared with
/// `NonisolatedNonsendingByDefault` on), without retaining it.
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `spyWeaklyCalls(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// ```swift
/// let sessions = spyWeaklyCalls(of: &mock.addSessionAction)   // ArgWeakRecords<Session>
/// ```
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: Weak references to the argument of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<O, I: AnyObject>(of stub: inout nonisolated(nonsending) (I) async -> O) -> ArgWeakRecords<I>
{
    keeping(ArgWeakRecords<I>()) {
        Layering.install(
            TransformingSpyLayer<I, O, Never, _>($0.storage, transform: WeakReference.init), on: &stub, testActor: nil)
    }
}

/// Starts recording, without retaining it, the object `transform` picks from every call to a stub (async).
///
/// ```swift
/// let delegates = spyWeaklyCalls(of: &mock.startAction, transform: { $0.delegate })
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - isolation: The actor `transform` runs on wherever the action is called; by default the
///     caller's (`#isolation`).
///   - transform: Picks the object to record from a call's arguments.
/// - Returns: Weak references to the picked object of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<I, O, T: AnyObject>(
    of stub: inout @concurrent (I) async -> O, isolation: (any Actor)? = #isolation, transform: @escaping (I) -> T
)
    -> ArgWeakRecords<T>
{
    keeping(ArgWeakRecords<T>()) {
        Layering.install(
            TransformingSpyLayer<I, O, Never, _>($0.storage, transform: { WeakReference(transform($0)) }), on: &stub,
            testActor: isolation)
    }
}

/// Starts recording, without retaining it, the object `transform` picks from every call to a stub (an async action
/// declared with `NonisolatedNonsendingByDefault` on).
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `spyWeaklyCalls(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// ```swift
/// let delegates = spyWeaklyCalls(of: &mock.startAction, transform: { $0.delegate })
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - isolation: The actor `transform` runs on wherever the action is called; by default the
///     caller's (`#isolation`).
///   - transform: Picks the object to record from a call's arguments.
/// - Returns: Weak references to the picked object of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<O, I, T: AnyObject>(
    of stub: inout nonisolated(nonsending) (I) async -> O, isolation: (any Actor)? = #isolation,
    transform: @escaping (I) -> T
)
    -> ArgWeakRecords<T>
{
    keeping(ArgWeakRecords<T>()) {
        Layering.install(
            TransformingSpyLayer<I, O, Never, _>($0.storage, transform: { WeakReference(transform($0)) }), on: &stub,
            testActor: isolation)
    }
}

/// Starts recording every call to a stub (async) into a recorder of your own type.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - recorder: The ``Recorder`` type to create; its `Element` is the stub's argument type.
/// - Returns: The new recorder; the spy holds it weakly.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, R: Recorder>(of stub: inout @concurrent (I) async -> O, recorder: R.Type) -> R
where R.Element == I {
    keeping(R()) { Layering.install(RecorderSpyLayer<I, O, Never, _>($0), on: &stub, testActor: nil) }
}

/// Starts recording every call to a stub (an async action declared with `NonisolatedNonsendingByDefault` on) into a
/// recorder of your own type.
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `spyCalls(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - recorder: The ``Recorder`` type to create; its `Element` is the stub's argument type.
/// - Returns: The new recorder; the spy holds it weakly.
@inlinable @_disfavoredOverload
public func spyCalls<O, I, R: Recorder>(of stub: inout nonisolated(nonsending) (I) async -> O, recorder: R.Type) -> R
where R.Element == I {
    keeping(R()) { Layering.install(RecorderSpyLayer<I, O, Never, _>($0), on: &stub, testActor: nil) }
}

/// Starts recording the arguments of every call to a stub that throws (async).
///
/// ```swift
/// let addUserSpy = spyCalls(of: &mock.addUserAction)   // ArgRecords<String>
/// mock.addUser(name: "user1")
/// XCTAssertEqual(addUserSpy, ["user1"])
/// ```
///
/// The spy records every call that reaches it, including calls that throw, and keeps
/// working when setups are added later. It stops recording once the returned records are released.
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: The arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error>(of stub: inout @concurrent (I) async throws(E) -> O) -> ArgRecords<I> {
    keeping(ArgRecords<I>()) { Layering.install(SpyLayer<I, O, E>($0.storage), on: &stub, testActor: nil) }
}

/// Starts recording the arguments of every call to a stub that throws (an async action declared with
/// `NonisolatedNonsendingByDefault` on).
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `spyCalls(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// ```swift
/// let addUserSpy = spyCalls(of: &mock.addUserAction)   // ArgRecords<String>
/// mock.addUser(name: "user1")
/// XCTAssertEqual(addUserSpy, ["user1"])
/// ```
///
/// The spy records every call that reaches it, including calls that throw, and keeps
/// working when setups are added later. It stops recording once the returned records are released.
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: The arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<O, I, E: Error>(of stub: inout nonisolated(nonsending) (I) async throws(E) -> O) -> ArgRecords<I> {
    keeping(ArgRecords<I>()) { Layering.install(SpyLayer<I, O, E>($0.storage), on: &stub, testActor: nil) }
}

/// Starts recording, for every call to a stub that throws (async), what `transform` makes of its arguments.
///
/// Use it to keep only part of the arguments, or to record something about arguments that must
/// not be stored, such as non-escaping closures:
///
/// ```swift
/// let givenNames = spyCalls(of: &mock.addAccountAction, transform: { $0.0 })   // ArgRecords<String>
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - isolation: The actor `transform` runs on wherever the action is called; by default the
///     caller's (`#isolation`).
///   - transform: Turns a call's arguments into what is recorded; runs during the call.
/// - Returns: The transformed arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error, T>(
    of stub: inout @concurrent (I) async throws(E) -> O, isolation: (any Actor)? = #isolation,
    transform: @escaping (I) -> T
)
    -> ArgRecords<T>
{
    keeping(ArgRecords<T>()) {
        Layering.install(
            TransformingSpyLayer<I, O, E, _>($0.storage, transform: transform), on: &stub, testActor: isolation)
    }
}

/// Starts recording, for every call to a stub that throws (an async action declared with
/// `NonisolatedNonsendingByDefault` on), what `transform` makes of its arguments.
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `spyCalls(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// Use it to keep only part of the arguments, or to record something about arguments that must
/// not be stored, such as non-escaping closures:
///
/// ```swift
/// let givenNames = spyCalls(of: &mock.addAccountAction, transform: { $0.0 })   // ArgRecords<String>
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - isolation: The actor `transform` runs on wherever the action is called; by default the
///     caller's (`#isolation`).
///   - transform: Turns a call's arguments into what is recorded; runs during the call.
/// - Returns: The transformed arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<O, I, E: Error, T>(
    of stub: inout nonisolated(nonsending) (I) async throws(E) -> O, isolation: (any Actor)? = #isolation,
    transform: @escaping (I) -> T
)
    -> ArgRecords<T>
{
    keeping(ArgRecords<T>()) {
        Layering.install(
            TransformingSpyLayer<I, O, E, _>($0.storage, transform: transform), on: &stub, testActor: isolation)
    }
}

/// Starts recording the class-typed argument of every call to a stub that throws (async), without retaining it.
///
/// ```swift
/// let sessions = spyWeaklyCalls(of: &mock.addSessionAction)   // ArgWeakRecords<Session>
/// ```
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: Weak references to the argument of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<I: AnyObject, O, E: Error>(of stub: inout @concurrent (I) async throws(E) -> O)
    -> ArgWeakRecords<I>
{
    keeping(ArgWeakRecords<I>()) {
        Layering.install(
            TransformingSpyLayer<I, O, E, _>($0.storage, transform: WeakReference.init), on: &stub, testActor: nil)
    }
}

/// Starts recording the class-typed argument of every call to a stub that throws (an async action declared with
/// `NonisolatedNonsendingByDefault` on), without retaining it.
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `spyWeaklyCalls(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// ```swift
/// let sessions = spyWeaklyCalls(of: &mock.addSessionAction)   // ArgWeakRecords<Session>
/// ```
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: Weak references to the argument of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<O, I: AnyObject, E: Error>(of stub: inout nonisolated(nonsending) (I) async throws(E) -> O)
    -> ArgWeakRecords<I>
{
    keeping(ArgWeakRecords<I>()) {
        Layering.install(
            TransformingSpyLayer<I, O, E, _>($0.storage, transform: WeakReference.init), on: &stub, testActor: nil)
    }
}

/// Starts recording, without retaining it, the object `transform` picks from every call to a stub that throws (async).
///
/// ```swift
/// let delegates = spyWeaklyCalls(of: &mock.startAction, transform: { $0.delegate })
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - isolation: The actor `transform` runs on wherever the action is called; by default the
///     caller's (`#isolation`).
///   - transform: Picks the object to record from a call's arguments.
/// - Returns: Weak references to the picked object of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<I, O, E: Error, T: AnyObject>(
    of stub: inout @concurrent (I) async throws(E) -> O, isolation: (any Actor)? = #isolation,
    transform: @escaping (I) -> T
) -> ArgWeakRecords<T> {
    keeping(ArgWeakRecords<T>()) {
        Layering.install(
            TransformingSpyLayer<I, O, E, _>($0.storage, transform: { WeakReference(transform($0)) }), on: &stub,
            testActor: isolation)
    }
}

/// Starts recording, without retaining it, the object `transform` picks from every call to a stub that throws (an
/// async action declared with `NonisolatedNonsendingByDefault` on).
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `spyWeaklyCalls(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// ```swift
/// let delegates = spyWeaklyCalls(of: &mock.startAction, transform: { $0.delegate })
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - isolation: The actor `transform` runs on wherever the action is called; by default the
///     caller's (`#isolation`).
///   - transform: Picks the object to record from a call's arguments.
/// - Returns: Weak references to the picked object of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<O, I, E: Error, T: AnyObject>(
    of stub: inout nonisolated(nonsending) (I) async throws(E) -> O, isolation: (any Actor)? = #isolation,
    transform: @escaping (I) -> T
) -> ArgWeakRecords<T> {
    keeping(ArgWeakRecords<T>()) {
        Layering.install(
            TransformingSpyLayer<I, O, E, _>($0.storage, transform: { WeakReference(transform($0)) }), on: &stub,
            testActor: isolation)
    }
}

/// Starts recording every call to a stub that throws (async) into a recorder of your own type.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - recorder: The ``Recorder`` type to create; its `Element` is the stub's argument type.
/// - Returns: The new recorder; the spy holds it weakly.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error, R: Recorder>(of stub: inout @concurrent (I) async throws(E) -> O, recorder: R.Type)
    -> R
where R.Element == I {
    keeping(R()) { Layering.install(RecorderSpyLayer<I, O, E, _>($0), on: &stub, testActor: nil) }
}

/// Starts recording every call to a stub that throws (an async action declared with
/// `NonisolatedNonsendingByDefault` on) into a recorder of your own type.
///
/// Such an action, an unannotated `(I) async -> O` there, is `nonisolated(nonsending)`; a `@concurrent` action
/// takes the other `spyCalls(of:)`. What StubKit installs runs on the caller's actor, as the action does.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - recorder: The ``Recorder`` type to create; its `Element` is the stub's argument type.
/// - Returns: The new recorder; the spy holds it weakly.
@inlinable @_disfavoredOverload
public func spyCalls<O, I, E: Error, R: Recorder>(
    of stub: inout nonisolated(nonsending) (I) async throws(E) -> O, recorder: R.Type
) -> R
where R.Element == I {
    keeping(R()) { Layering.install(RecorderSpyLayer<I, O, E, _>($0), on: &stub, testActor: nil) }
}

/// Starts recording the arguments of every call to a stub isolated to the main actor.
///
/// ```swift
/// let addUserSpy = spyCalls(of: &mock.addUserAction)   // ArgRecords<String>
/// mock.addUser(name: "user1")
/// XCTAssertEqual(addUserSpy, ["user1"])
/// ```
///
/// The spy records every call that reaches it, including calls that throw, and keeps
/// working when setups are added later. It stops recording once the returned records are released.
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: The arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<I, O>(of stub: inout @MainActor (I) -> O) -> ArgRecords<I> {
    keeping(ArgRecords<I>()) { Layering.install(SpyLayer<I, O, Never>($0.storage), on: &stub) }
}

/// Starts recording, for every call to a stub isolated to the main actor, what `transform` makes of its arguments.
///
/// Use it to keep only part of the arguments, or to record something about arguments that must
/// not be stored, such as non-escaping closures:
///
/// ```swift
/// let givenNames = spyCalls(of: &mock.addAccountAction, transform: { $0.0 })   // ArgRecords<String>
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - transform: Turns a call's arguments into what is recorded; runs during the call.
/// - Returns: The transformed arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, T>(of stub: inout @MainActor (I) -> O, transform: @escaping (I) -> T) -> ArgRecords<T> {
    keeping(ArgRecords<T>()) {
        Layering.install(TransformingSpyLayer<I, O, Never, _>($0.storage, transform: transform), on: &stub)
    }
}

/// Starts recording the class-typed argument of every call to a stub isolated to the main actor, without retaining it.
///
/// ```swift
/// let sessions = spyWeaklyCalls(of: &mock.addSessionAction)   // ArgWeakRecords<Session>
/// ```
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: Weak references to the argument of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<I: AnyObject, O>(of stub: inout @MainActor (I) -> O) -> ArgWeakRecords<I> {
    keeping(ArgWeakRecords<I>()) {
        Layering.install(TransformingSpyLayer<I, O, Never, _>($0.storage, transform: WeakReference.init), on: &stub)
    }
}

/// Starts recording, without retaining it, the object `transform` picks from every call to a stub isolated to the main actor.
///
/// ```swift
/// let delegates = spyWeaklyCalls(of: &mock.startAction, transform: { $0.delegate })
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - transform: Picks the object to record from a call's arguments.
/// - Returns: Weak references to the picked object of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<I, O, T: AnyObject>(of stub: inout @MainActor (I) -> O, transform: @escaping (I) -> T)
    -> ArgWeakRecords<T>
{
    keeping(ArgWeakRecords<T>()) {
        Layering.install(
            TransformingSpyLayer<I, O, Never, _>($0.storage, transform: { WeakReference(transform($0)) }), on: &stub)
    }
}

/// Starts recording every call to a stub isolated to the main actor into a recorder of your own type.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - recorder: The ``Recorder`` type to create; its `Element` is the stub's argument type.
/// - Returns: The new recorder; the spy holds it weakly.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, R: Recorder>(of stub: inout @MainActor (I) -> O, recorder: R.Type) -> R
where R.Element == I {
    keeping(R()) { Layering.install(RecorderSpyLayer<I, O, Never, _>($0), on: &stub) }
}

/// Starts recording the arguments of every call to a stub that throws, isolated to the main actor.
///
/// ```swift
/// let addUserSpy = spyCalls(of: &mock.addUserAction)   // ArgRecords<String>
/// mock.addUser(name: "user1")
/// XCTAssertEqual(addUserSpy, ["user1"])
/// ```
///
/// The spy records every call that reaches it, including calls that throw, and keeps
/// working when setups are added later. It stops recording once the returned records are released.
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: The arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error>(of stub: inout @MainActor (I) throws(E) -> O) -> ArgRecords<I> {
    keeping(ArgRecords<I>()) { Layering.install(SpyLayer<I, O, E>($0.storage), on: &stub) }
}

/// Starts recording, for every call to a stub that throws, isolated to the main actor, what `transform` makes of its arguments.
///
/// Use it to keep only part of the arguments, or to record something about arguments that must
/// not be stored, such as non-escaping closures:
///
/// ```swift
/// let givenNames = spyCalls(of: &mock.addAccountAction, transform: { $0.0 })   // ArgRecords<String>
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - transform: Turns a call's arguments into what is recorded; runs during the call.
/// - Returns: The transformed arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error, T>(of stub: inout @MainActor (I) throws(E) -> O, transform: @escaping (I) -> T)
    -> ArgRecords<T>
{
    keeping(ArgRecords<T>()) {
        Layering.install(TransformingSpyLayer<I, O, E, _>($0.storage, transform: transform), on: &stub)
    }
}

/// Starts recording the class-typed argument of every call to a stub that throws, isolated to the main actor, without retaining it.
///
/// ```swift
/// let sessions = spyWeaklyCalls(of: &mock.addSessionAction)   // ArgWeakRecords<Session>
/// ```
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: Weak references to the argument of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<I: AnyObject, O, E: Error>(of stub: inout @MainActor (I) throws(E) -> O) -> ArgWeakRecords<I>
{
    keeping(ArgWeakRecords<I>()) {
        Layering.install(TransformingSpyLayer<I, O, E, _>($0.storage, transform: WeakReference.init), on: &stub)
    }
}

/// Starts recording, without retaining it, the object `transform` picks from every call to a stub that throws, isolated to the main actor.
///
/// ```swift
/// let delegates = spyWeaklyCalls(of: &mock.startAction, transform: { $0.delegate })
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - transform: Picks the object to record from a call's arguments.
/// - Returns: Weak references to the picked object of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<I, O, E: Error, T: AnyObject>(
    of stub: inout @MainActor (I) throws(E) -> O, transform: @escaping (I) -> T
) -> ArgWeakRecords<T> {
    keeping(ArgWeakRecords<T>()) {
        Layering.install(
            TransformingSpyLayer<I, O, E, _>($0.storage, transform: { WeakReference(transform($0)) }), on: &stub)
    }
}

/// Starts recording every call to a stub that throws, isolated to the main actor into a recorder of your own type.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - recorder: The ``Recorder`` type to create; its `Element` is the stub's argument type.
/// - Returns: The new recorder; the spy holds it weakly.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error, R: Recorder>(of stub: inout @MainActor (I) throws(E) -> O, recorder: R.Type) -> R
where R.Element == I {
    keeping(R()) { Layering.install(RecorderSpyLayer<I, O, E, _>($0), on: &stub) }
}
