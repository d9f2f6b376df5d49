// `byDefault`: an action's default behaviour, which runs only for a call that no setup answers.
// Twenty overloads: sixteen, one per closure shape the engine supports (sync, throws, typed throws, async,
// async throws, async typed throws; each plain and `@MainActor`; typed throws once with a closure
// that does not throw and once with one that throws), each the same two lines: while
// no call is bound anywhere (one atomic load, `AnsweredCall.anyBound`) it calls the closure
// directly, otherwise `DefaultBehaviour.run` looks the answer up. Calling the closure directly
// keeps an unanswered call from passing it to the generic engine, which costs a thunk per call in
// unoptimised builds (410 instructions per call in debug instead of 1,244).
//
// A default finds an answer travelling down by the call's signature, error type included, so the
// overload must take the error type from the action's declared type, not from the closure: the
// closure `{ $0.count }` fits every shape. The non-throwing shapes are `@_disfavoredOverload`: an
// action declared `throws` then gets the `throws` overload (which the closure converts to), and
// one declared without `throws` the non-throwing one (the only one whose result converts to it).
// Typed throws name their error, `byDefault(throwing: ParseError.self)`: a generic error type would
// also bind `Never` for non-throwing declarations, which crashes the compiler (SWIFT-NOTES). A
// closure literal does not take a generic typed error from its context: one that does not throw
// converts only to a non-throwing parameter, and one that throws only if it says `throws(E)`
// itself, hence two typed overloads per shape. The asynchronous overloads serve closures that `await`; a
// synchronous closure for an `async` action takes a synchronous overload, which converts.

/// Gives an action a default behaviour that runs only when no setup answers the call.
///
/// ```swift
/// var makeAction: (String) -> DriverMock = byDefault { DriverMock(name: $0) }
/// var fetchAction: ((Int, (Bool) -> Void)) -> Void = byDefault { $0.1(true) }
/// // in a test: this call returns `primary`, and the default creates no DriverMock
/// setupStubSequence(of: &mock.makeAction).returnsOnce(primary)
/// ```
///
/// A setup that answers a call (`returnsOnce`, `answers`, `throwsOnce`…) replaces the default
/// for that call: `body` does not run. Spies and setups that do not answer still see every call.
///
/// - Parameter body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@_disfavoredOverload
@inlinable
public func byDefault<I, O>(_ body: @escaping (I) -> O) -> (I) -> O {
    { args in
        guard AnsweredCall.anyBound else { return body(args) }
        return DefaultBehaviour.run(args, throwing: Never.self, body)
    }
}

/// Gives a throwing action a default behaviour that runs only when no setup answers the call.
///
/// ```swift
/// var openAction: (String) throws -> FileMock = byDefault { FileMock(path: $0) }
/// // in a test: this call throws, and the default creates no FileMock
/// setupStubSequence(of: &mock.openAction).throwsOnce(FileError.locked)
/// ```
///
/// A setup that answers a call (`returnsOnce`, `answers`, `throwsOnce`…) replaces the default
/// for that call: `body` does not run. Spies and setups that do not answer still see every call.
///
/// - Parameter body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@inlinable
public func byDefault<I, O>(_ body: @escaping (I) throws -> O) -> (I) throws -> O {
    { args throws in
        guard AnsweredCall.anyBound else { return try body(args) }
        return try DefaultBehaviour.run(args, throwing: (any Error).self, body)
    }
}

/// Gives an action with typed throws a default behaviour that runs only when no setup answers the call.
///
/// ```swift
/// var parseAction: (String) throws(ParseError) -> FormMock = byDefault(throwing: ParseError.self) { FormMock(text: $0) }
/// ```
///
/// Name the error: an answer is recognised by the call's argument, result and error types, and
/// `byDefault { … }` without `throwing:` would give the action the error type `Never`, so its
/// default would run under answered calls too. A default that throws writes its error type in
/// the closure too (`{ text throws(ParseError) in … }`), and then takes the overload that throws.
///
/// A setup that answers a call (`returnsOnce`, `answers`, `throwsOnce`…) replaces the default
/// for that call: `body` does not run. Spies and setups that do not answer still see every call.
///
/// - Parameters:
///   - failure: The action's error type.
///   - body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@inlinable
public func byDefault<I, O, Failure: Error>(
    throwing failure: Failure.Type, _ body: @escaping (I) -> O
) -> (I) throws(Failure) -> O {
    { (args: I) throws(Failure) in
        guard AnsweredCall.anyBound else { return body(args) }
        return try DefaultBehaviour.run(args, throwing: Failure.self) { (args: I) throws(Failure) in body(args) }
    }
}

/// Gives an action with typed throws a default behaviour that may throw and runs only when no setup answers the call.
///
/// Swift does not take a closure's typed error from its context: write it in the closure (with
/// `async`, if the closure awaits).
///
/// ```swift
/// lazy var visitI32ConstAction: (Int32) throws(VisitorError) -> Void = byDefault(throwing: VisitorError.self) {
///     [unowned self] value throws(VisitorError) in try defaults { try $0.visitI32Const(value: value) }
/// }
/// ```
///
/// A setup that answers a call (`returnsOnce`, `answers`, `throwsOnce`…) replaces the default
/// for that call: `body` does not run. Spies and setups that do not answer still see every call.
///
/// - Parameters:
///   - failure: The action's error type.
///   - body: What the action does for a call no setup answered, given the call's arguments; it
///     may throw `failure`.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@inlinable
public func byDefault<I, O, Failure: Error>(
    throwing failure: Failure.Type, _ body: @escaping (I) throws(Failure) -> O
) -> (I) throws(Failure) -> O {
    { (args: I) throws(Failure) in
        guard AnsweredCall.anyBound else { return try body(args) }
        return try DefaultBehaviour.run(args, throwing: Failure.self, body)
    }
}

/// Gives an asynchronous action a default behaviour that may await and runs only when no setup answers the call.
///
/// ```swift
/// var loadAction: (Int) async -> Item = byDefault { id in await store.item(id) }
/// ```
///
/// A setup that answers a call (`returnsOnce`, `answers`, `throwsOnce`…) replaces the default
/// for that call: `body` does not run. Spies and setups that do not answer still see every call.
///
/// - Parameter body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@_disfavoredOverload
@inlinable
public func byDefault<I, O>(_ body: nonisolated(nonsending) @escaping (I) async -> O)
    -> nonisolated(nonsending) (I) async -> O
{
    { args in
        guard AnsweredCall.anyBound else { return await body(args) }
        return await DefaultBehaviour.run(args, throwing: Never.self, body)
    }
}

/// Gives an asynchronous throwing action a default behaviour that may await and runs only when no setup answers the call.
///
/// ```swift
/// var loadAction: (Int) async throws -> Item = byDefault { id in await store.item(id) }
/// ```
///
/// A setup that answers a call (`returnsOnce`, `answers`, `throwsOnce`…) replaces the default
/// for that call: `body` does not run. Spies and setups that do not answer still see every call.
///
/// - Parameter body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@inlinable
public func byDefault<I, O>(_ body: nonisolated(nonsending) @escaping (I) async throws -> O)
    -> nonisolated(nonsending) (I) async throws -> O
{
    { args async throws in
        guard AnsweredCall.anyBound else { return try await body(args) }
        return try await DefaultBehaviour.run(args, throwing: (any Error).self, body)
    }
}

/// Gives an asynchronous action with typed throws a default behaviour that may await and runs only when no setup answers the call.
///
/// ```swift
/// var loadAction: (Int) async throws(StoreError) -> Item = byDefault(throwing: StoreError.self) { id in await store.item(id) }
/// ```
///
/// A setup that answers a call (`returnsOnce`, `answers`, `throwsOnce`…) replaces the default
/// for that call: `body` does not run. Spies and setups that do not answer still see every call.
///
/// - Parameters:
///   - failure: The action's error type.
///   - body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@inlinable
public func byDefault<I, O, Failure: Error>(
    throwing failure: Failure.Type, _ body: nonisolated(nonsending) @escaping (I) async -> O
) -> nonisolated(nonsending) (I) async throws(Failure) -> O {
    { (args: I) async throws(Failure) in
        guard AnsweredCall.anyBound else { return await body(args) }
        return try await DefaultBehaviour.run(args, throwing: Failure.self) { (args: I) async throws(Failure) in
            await body(args)
        }
    }
}

/// Gives an asynchronous action with typed throws a default behaviour that may await and throw, and runs only when no setup answers the call.
///
/// Swift does not take a closure's typed error from its context: write it in the closure (with
/// `async`, if the closure awaits).
///
/// ```swift
/// var loadAction: (Int) async throws(StoreError) -> Item = byDefault(throwing: StoreError.self) {
///     id async throws(StoreError) in try await store.load(id)
/// }
/// ```
///
/// A setup that answers a call (`returnsOnce`, `answers`, `throwsOnce`…) replaces the default
/// for that call: `body` does not run. Spies and setups that do not answer still see every call.
///
/// - Parameters:
///   - failure: The action's error type.
///   - body: What the action does for a call no setup answered, given the call's arguments; it
///     may throw `failure`.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@inlinable
public func byDefault<I, O, Failure: Error>(
    throwing failure: Failure.Type, _ body: nonisolated(nonsending) @escaping (I) async throws(Failure) -> O
) -> nonisolated(nonsending) (I) async throws(Failure) -> O {
    { (args: I) async throws(Failure) in
        guard AnsweredCall.anyBound else { return try await body(args) }
        return try await DefaultBehaviour.run(args, throwing: Failure.self, body)
    }
}

// The asynchronous overloads above return `nonisolated(nonsending)` closures, which run `body` on
// the caller's actor. For an action declared `@concurrent` (any `(I) async -> O` of a client without
// `NonisolatedNonsendingByDefault`), converting that result ties with converting the `@MainActor`
// overloads' results below, which is ambiguous; these four return the exact `@concurrent` type
// (the same `body`, run off the caller's actor, as such an action is). Generic parameters in
// another order: overloads that differ only in a result's `@concurrent` / `nonisolated(nonsending)`
// are otherwise an invalid redeclaration. They cost about 1.7 constraint scopes per `byDefault`
// declaration (`make perf-check`, scopes/default-declaration 15.7 to 17.4, each overload tried);
// disfavouring the throwing one as well makes a feature-off `(I) async throws -> O` ambiguous again.

/// Gives a `@concurrent` asynchronous action a default behaviour that may await and runs only when no setup answers the call.
///
/// ```swift
/// var loadAction: @concurrent (Int) async -> Item = byDefault { id in await store.item(id) }
/// ```
///
/// - Parameter body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@_disfavoredOverload
@inlinable
public func byDefault<O, I>(_ body: nonisolated(nonsending) @escaping (I) async -> O) -> @concurrent (I) async -> O {
    { args in
        guard AnsweredCall.anyBound else { return await body(args) }
        return await DefaultBehaviour.run(args, throwing: Never.self, body)
    }
}

/// Gives a `@concurrent` asynchronous throwing action a default behaviour that may await and runs only when no setup answers the call.
///
/// ```swift
/// var loadAction: @concurrent (Int) async throws -> Item = byDefault { id in await store.item(id) }
/// ```
///
/// - Parameter body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@inlinable
public func byDefault<O, I>(
    _ body: nonisolated(nonsending) @escaping (I) async throws -> O
) -> @concurrent (I) async throws -> O {
    { args async throws in
        guard AnsweredCall.anyBound else { return try await body(args) }
        return try await DefaultBehaviour.run(args, throwing: (any Error).self, body)
    }
}

/// Gives a `@concurrent` asynchronous action with typed throws a default behaviour that may await and runs only when no setup answers the call.
///
/// ```swift
/// var loadAction: @concurrent (Int) async throws(StoreError) -> Item = byDefault(throwing: StoreError.self) { id in
///     await store.item(id)
/// }
/// ```
///
/// - Parameters:
///   - failure: The action's error type.
///   - body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@inlinable
public func byDefault<O, I, Failure: Error>(
    throwing failure: Failure.Type, _ body: nonisolated(nonsending) @escaping (I) async -> O
) -> @concurrent (I) async throws(Failure) -> O {
    { (args: I) async throws(Failure) in
        guard AnsweredCall.anyBound else { return await body(args) }
        return try await DefaultBehaviour.run(args, throwing: Failure.self) { (args: I) async throws(Failure) in
            await body(args)
        }
    }
}

/// Gives a `@concurrent` asynchronous action with typed throws a default behaviour that may await and throw, and runs only when no setup answers the call.
///
/// ```swift
/// var loadAction: @concurrent (Int) async throws(StoreError) -> Item = byDefault(throwing: StoreError.self) {
///     id async throws(StoreError) in try await store.load(id)
/// }
/// ```
///
/// - Parameters:
///   - failure: The action's error type.
///   - body: What the action does for a call no setup answered, given the call's arguments; it
///     may throw `failure`.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@inlinable
public func byDefault<O, I, Failure: Error>(
    throwing failure: Failure.Type, _ body: nonisolated(nonsending) @escaping (I) async throws(Failure) -> O
) -> @concurrent (I) async throws(Failure) -> O {
    { (args: I) async throws(Failure) in
        guard AnsweredCall.anyBound else { return try await body(args) }
        return try await DefaultBehaviour.run(args, throwing: Failure.self, body)
    }
}

/// Gives an action isolated to the main actor a default behaviour that runs only when no setup answers the call.
///
/// ```swift
/// var showAction: @MainActor (String) -> Void = byDefault { banner.text = $0 }
/// ```
///
/// A setup that answers a call (`returnsOnce`, `answers`, `throwsOnce`…) replaces the default
/// for that call: `body` does not run. Spies and setups that do not answer still see every call.
/// In Swift 5 language mode, write the closure `{ @MainActor in … }`, or declare the action
/// `@MainActor @Sendable`.
///
/// - Parameter body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@_disfavoredOverload
@inlinable
public func byDefault<I, O>(_ body: @escaping @MainActor (I) -> O) -> @MainActor (I) -> O {
    { @MainActor args in
        guard AnsweredCall.anyBound else { return body(args) }
        return DefaultBehaviour.run(args, throwing: Never.self, body)
    }
}

/// Gives a throwing action isolated to the main actor a default behaviour that runs only when no setup answers the call.
///
/// ```swift
/// var showAction: @MainActor (String) throws -> Void = byDefault { banner.text = $0 }
/// ```
///
/// A setup that answers a call (`returnsOnce`, `answers`, `throwsOnce`…) replaces the default
/// for that call: `body` does not run. Spies and setups that do not answer still see every call.
/// In Swift 5 language mode, write the closure `{ @MainActor in … }`, or declare the action
/// `@MainActor @Sendable`.
///
/// - Parameter body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@inlinable
public func byDefault<I, O>(_ body: @escaping @MainActor (I) throws -> O) -> @MainActor (I) throws -> O {
    { @MainActor args throws in
        guard AnsweredCall.anyBound else { return try body(args) }
        return try DefaultBehaviour.run(args, throwing: (any Error).self, body)
    }
}

/// Gives an action isolated to the main actor, with typed throws, a default behaviour that runs only when no setup answers the call.
///
/// ```swift
/// var showAction: @MainActor (String) throws(ViewError) -> Void = byDefault(throwing: ViewError.self) { banner.text = $0 }
/// ```
///
/// A setup that answers a call (`returnsOnce`, `answers`, `throwsOnce`…) replaces the default
/// for that call: `body` does not run. Spies and setups that do not answer still see every call.
/// In Swift 5 language mode, write the closure `{ @MainActor in … }`, or declare the action
/// `@MainActor @Sendable`.
///
/// - Parameters:
///   - failure: The action's error type.
///   - body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@inlinable
public func byDefault<I, O, Failure: Error>(
    throwing failure: Failure.Type, _ body: @escaping @MainActor (I) -> O
) -> @MainActor (I) throws(Failure) -> O {
    { @MainActor (args: I) throws(Failure) in
        guard AnsweredCall.anyBound else { return body(args) }
        return try DefaultBehaviour.run(args, throwing: Failure.self) { @MainActor (args: I) throws(Failure) in
            body(args)
        }
    }
}

/// Gives an action isolated to the main actor, with typed throws, a default behaviour that may throw and runs only when no setup answers the call.
///
/// Swift does not take a closure's typed error from its context: write it in the closure (with
/// `async`, if the closure awaits).
///
/// ```swift
/// var showAction: @MainActor (String) throws(ViewError) -> Void = byDefault(throwing: ViewError.self) {
///     text throws(ViewError) in try banner.show(text)
/// }
/// ```
///
/// A setup that answers a call (`returnsOnce`, `answers`, `throwsOnce`…) replaces the default
/// for that call: `body` does not run. Spies and setups that do not answer still see every call.
///
/// - Parameters:
///   - failure: The action's error type.
///   - body: What the action does for a call no setup answered, given the call's arguments; it
///     may throw `failure`.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@inlinable
public func byDefault<I, O, Failure: Error>(
    throwing failure: Failure.Type, _ body: @escaping @MainActor (I) throws(Failure) -> O
) -> @MainActor (I) throws(Failure) -> O {
    { @MainActor (args: I) throws(Failure) in
        guard AnsweredCall.anyBound else { return try body(args) }
        return try DefaultBehaviour.run(args, throwing: Failure.self, body)
    }
}

/// Gives an asynchronous action isolated to the main actor a default behaviour that may await and runs only when no setup answers the call.
///
/// ```swift
/// var presentAction: @MainActor (Screen) async -> Void = byDefault { await navigator.push($0) }
/// ```
///
/// A setup that answers a call (`returnsOnce`, `answers`, `throwsOnce`…) replaces the default
/// for that call: `body` does not run. Spies and setups that do not answer still see every call.
///
/// - Parameter body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@_disfavoredOverload
@inlinable
public func byDefault<I, O>(_ body: @escaping @MainActor (I) async -> O) -> @MainActor (I) async -> O {
    { @MainActor args in
        guard AnsweredCall.anyBound else { return await body(args) }
        return await DefaultBehaviour.runOnMainActor(args, throwing: Never.self, body)
    }
}

/// Gives an asynchronous throwing action isolated to the main actor a default behaviour that may await and runs only when no setup answers the call.
///
/// ```swift
/// var presentAction: @MainActor (Screen) async throws -> Void = byDefault { await navigator.push($0) }
/// ```
///
/// A setup that answers a call (`returnsOnce`, `answers`, `throwsOnce`…) replaces the default
/// for that call: `body` does not run. Spies and setups that do not answer still see every call.
///
/// - Parameter body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@inlinable
public func byDefault<I, O>(_ body: @escaping @MainActor (I) async throws -> O) -> @MainActor (I) async throws -> O {
    { @MainActor args async throws in
        guard AnsweredCall.anyBound else { return try await body(args) }
        return try await DefaultBehaviour.runOnMainActor(args, throwing: (any Error).self, body)
    }
}

/// Gives an asynchronous action isolated to the main actor, with typed throws, a default behaviour that may await and runs only when no setup answers the call.
///
/// ```swift
/// var presentAction: @MainActor (Screen) async throws(NavigationError) -> Void = byDefault(throwing: NavigationError.self) {
///     await navigator.push($0)
/// }
/// ```
///
/// A setup that answers a call (`returnsOnce`, `answers`, `throwsOnce`…) replaces the default
/// for that call: `body` does not run. Spies and setups that do not answer still see every call.
///
/// - Parameters:
///   - failure: The action's error type.
///   - body: What the action does for a call no setup answered, given the call's arguments.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@inlinable
public func byDefault<I, O, Failure: Error>(
    throwing failure: Failure.Type, _ body: @escaping @MainActor (I) async -> O
) -> @MainActor (I) async throws(Failure) -> O {
    { @MainActor (args: I) async throws(Failure) in
        guard AnsweredCall.anyBound else { return await body(args) }
        return try await DefaultBehaviour.runOnMainActor(args, throwing: Failure.self) {
            @MainActor (args: I) async throws(Failure) in await body(args)
        }
    }
}

/// Gives an asynchronous action isolated to the main actor, with typed throws, a default behaviour that may await and throw, and runs only when no setup answers the call.
///
/// Swift does not take a closure's typed error from its context: write it in the closure (with
/// `async`, if the closure awaits).
///
/// ```swift
/// var presentAction: @MainActor (Screen) async throws(NavigationError) -> Void = byDefault(throwing: NavigationError.self) {
///     screen async throws(NavigationError) in try await navigator.push(screen)
/// }
/// ```
///
/// A setup that answers a call (`returnsOnce`, `answers`, `throwsOnce`…) replaces the default
/// for that call: `body` does not run. Spies and setups that do not answer still see every call.
///
/// - Parameters:
///   - failure: The action's error type.
///   - body: What the action does for a call no setup answered, given the call's arguments; it
///     may throw `failure`.
/// - Returns: The action's starting closure: it runs `body` for a call no setup answered.
@inlinable
public func byDefault<I, O, Failure: Error>(
    throwing failure: Failure.Type, _ body: @escaping @MainActor (I) async throws(Failure) -> O
) -> @MainActor (I) async throws(Failure) -> O {
    { @MainActor (args: I) async throws(Failure) in
        guard AnsweredCall.anyBound else { return try await body(args) }
        return try await DefaultBehaviour.runOnMainActor(args, throwing: Failure.self, body)
    }
}
