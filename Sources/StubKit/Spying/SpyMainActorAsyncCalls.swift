// `spyCalls` and `spyWeaklyCalls` for `async` stubs isolated to the main actor, whose arguments need
// not be `Sendable`. Disfavoured like every shape but the synchronous ones (see Stub.swift).

/// Starts recording the arguments of every call to a stub (async) isolated to the main actor.
///
/// ```swift
/// let opened = spyCalls(of: &mock.openAction)   // ArgRecords<Request>
/// ```
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: The arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<I, O>(of stub: inout @MainActor (I) async -> O) -> ArgRecords<I> {
    keeping(ArgRecords<I>()) { Layering.install(SpyLayer<I, O, Never>($0.storage), on: &stub) }
}

/// Starts recording, for every call to a stub (async) isolated to the main actor, what `transform` makes of its arguments.
///
/// ```swift
/// let paths = spyCalls(of: &mock.openAction, transform: { $0.path })   // ArgRecords<String>
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - transform: Turns a call's arguments into what is recorded; runs during the call.
/// - Returns: The transformed arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, T>(of stub: inout @MainActor (I) async -> O, transform: @escaping (I) -> T)
    -> ArgRecords<T>
{
    keeping(ArgRecords<T>()) {
        Layering.install(TransformingSpyLayer<I, O, Never, _>($0.storage, transform: transform), on: &stub)
    }
}

/// Starts recording the class-typed argument of every call to a stub (async) isolated to the main actor, without retaining it.
///
/// ```swift
/// let requests = spyWeaklyCalls(of: &mock.openAction)   // ArgWeakRecords<Request>
/// ```
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: Weak references to the argument of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<I: AnyObject, O>(of stub: inout @MainActor (I) async -> O) -> ArgWeakRecords<I> {
    keeping(ArgWeakRecords<I>()) {
        Layering.install(TransformingSpyLayer<I, O, Never, _>($0.storage, transform: WeakReference.init), on: &stub)
    }
}

/// Starts recording, without retaining it, the object `transform` picks from every call to a stub (async) isolated to the main actor.
///
/// ```swift
/// let delegates = spyWeaklyCalls(of: &mock.openAction, transform: { $0.delegate })
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - transform: Picks the object to record from a call's arguments.
/// - Returns: Weak references to the picked object of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<I, O, T: AnyObject>(
    of stub: inout @MainActor (I) async -> O, transform: @escaping (I) -> T
) -> ArgWeakRecords<T> {
    keeping(ArgWeakRecords<T>()) {
        Layering.install(
            TransformingSpyLayer<I, O, Never, _>($0.storage, transform: { WeakReference(transform($0)) }), on: &stub)
    }
}

/// Starts recording every call to a stub (async) isolated to the main actor into a recorder of your own type.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - recorder: The ``Recorder`` type to create; its `Element` is the stub's argument type.
/// - Returns: The new recorder; the spy holds it weakly.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, R: Recorder>(of stub: inout @MainActor (I) async -> O, recorder: R.Type) -> R
where R.Element == I {
    keeping(R()) { Layering.install(RecorderSpyLayer<I, O, Never, _>($0), on: &stub) }
}

/// Starts recording the arguments of every call to a stub that throws (async), isolated to the main actor.
///
/// ```swift
/// let opened = spyCalls(of: &mock.openAction)   // ArgRecords<Request>
/// ```
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: The arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error>(of stub: inout @MainActor (I) async throws(E) -> O) -> ArgRecords<I> {
    keeping(ArgRecords<I>()) { Layering.install(SpyLayer<I, O, E>($0.storage), on: &stub) }
}

/// Starts recording, for every call to a stub that throws (async), isolated to the main actor, what `transform` makes of its arguments.
///
/// ```swift
/// let paths = spyCalls(of: &mock.openAction, transform: { $0.path })   // ArgRecords<String>
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - transform: Turns a call's arguments into what is recorded; runs during the call.
/// - Returns: The transformed arguments of every later call, in order.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error, T>(
    of stub: inout @MainActor (I) async throws(E) -> O, transform: @escaping (I) -> T
)
    -> ArgRecords<T>
{
    keeping(ArgRecords<T>()) {
        Layering.install(TransformingSpyLayer<I, O, E, _>($0.storage, transform: transform), on: &stub)
    }
}

/// Starts recording the class-typed argument of every call to a stub that throws (async), isolated to the main actor, without retaining it.
///
/// ```swift
/// let requests = spyWeaklyCalls(of: &mock.openAction)   // ArgWeakRecords<Request>
/// ```
///
/// - Parameter stub: The mock's action property, passed with `&`.
/// - Returns: Weak references to the argument of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<I: AnyObject, O, E: Error>(of stub: inout @MainActor (I) async throws(E) -> O)
    -> ArgWeakRecords<I>
{
    keeping(ArgWeakRecords<I>()) {
        Layering.install(TransformingSpyLayer<I, O, E, _>($0.storage, transform: WeakReference.init), on: &stub)
    }
}

/// Starts recording, without retaining it, the object `transform` picks from every call to a stub that throws (async), isolated to the main actor.
///
/// ```swift
/// let delegates = spyWeaklyCalls(of: &mock.openAction, transform: { $0.delegate })
/// ```
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - transform: Picks the object to record from a call's arguments.
/// - Returns: Weak references to the picked object of every later call.
@inlinable @_disfavoredOverload
public func spyWeaklyCalls<I, O, E: Error, T: AnyObject>(
    of stub: inout @MainActor (I) async throws(E) -> O, transform: @escaping (I) -> T
) -> ArgWeakRecords<T> {
    keeping(ArgWeakRecords<T>()) {
        Layering.install(
            TransformingSpyLayer<I, O, E, _>($0.storage, transform: { WeakReference(transform($0)) }), on: &stub)
    }
}

/// Starts recording every call to a stub that throws (async), isolated to the main actor into a recorder of your own type.
///
/// - Parameters:
///   - stub: The mock's action property, passed with `&`.
///   - recorder: The ``Recorder`` type to create; its `Element` is the stub's argument type.
/// - Returns: The new recorder; the spy holds it weakly.
@inlinable @_disfavoredOverload
public func spyCalls<I, O, E: Error, R: Recorder>(of stub: inout @MainActor (I) async throws(E) -> O, recorder: R.Type)
    -> R
where R.Element == I {
    keeping(R()) { Layering.install(RecorderSpyLayer<I, O, E, _>($0), on: &stub) }
}
