// `genericResult` and `throwingGenericResult`: the one conversion from a generic action's answer
// (`Any`) to the type a call expects. Every public function is a one-line wrapper of
// `GenericAnswer.convert`, which reports a wrong or missing answer at the mock's line and then
// behaves like an unregistered strict stub: throws where it can, else returns a default value,
// else stops with the same message. The `async` forms (an `ifUnanswered:` closure that awaits) are
// `nonisolated(nonsending)`, their closure too: the closure runs on the caller's actor, as the
// mock's own body would.

/// Hands a generic action's answer back as the type the call expects, for methods that cannot throw.
///
/// ```swift
/// func decode<T: Decodable>(_ data: Data) -> T {
///     genericResult(decodeAction(GenericCall(data, types: T.self, returning: T.self)))
/// }
/// ```
///
/// An answer of another type is a test failure here that names the method, the type the call
/// expects and the type answered; so is no answer at all when the expected type is not
/// ``DefaultProvidable`` (or the action is strict). The call then returns the expected type's
/// default value; only where there is none does it stop the process, with the same message.
///
/// - Parameters:
///   - answer: What the method's action returned for this call.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
/// - Returns: The answer as the call's result type.
@inlinable
public func genericResult<Result>(
    _ answer: Any, name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Result {
    if isGenericAnswer(answer), answer is Result { return answer as! Result }  // Checked by `is` just before.
    return GenericAnswer(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .convert(answer, throwing: Never.self)
}

/// Hands a generic action's answer back as the type the call expects, keeping `current` when nothing answered: the body of an `inout` generic parameter.
///
/// ```swift
/// func normalize<T>(_ value: inout T) {
///     value = genericResult(normalizeAction(GenericCall(value, types: T.self, returning: T.self)), ifUnanswered: value)
/// }
/// ```
///
/// - Parameters:
///   - answer: What the method's action returned for this call.
///   - current: The value to keep when no setup answered the call (and the action is not strict),
///     evaluated only then: a call a setup answered does not evaluate it.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
/// - Returns: The answer as the call's type, or `current`.
public func genericResult<Result>(
    _ answer: Any, ifUnanswered current: @autoclosure () -> Result, name: String = #function,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Result {
    GenericAnswer(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .convert(answer, keeping: current, throwing: Never.self)
}

/// Hands a generic action's answer back as the type the call expects, for throwing methods.
///
/// ```swift
/// func send<R: Request>(_ request: R) async throws -> R.Response {
///     try await throwingGenericResult(sendAction(GenericCall(request, types: R.self, returning: R.Response.self)))
/// }
/// ```
///
/// A wrong or missing answer is reported as
/// ``genericResult(_:name:fileID:filePath:line:column:)`` reports it; the call then throws a
/// ``StubKitError`` with the same message, so that the code under test takes its error path.
///
/// - Parameters:
///   - answer: What the method's action returned for this call.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
/// - Returns: The answer as the call's result type.
/// - Throws: A ``StubKitError`` when the answer is missing or of another type.
@inlinable
public func throwingGenericResult<Result>(
    _ answer: Any, name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) throws -> Result {
    if isGenericAnswer(answer), answer is Result { return answer as! Result }  // Checked by `is` just before.
    return try GenericAnswer(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .convert(answer, throwing: (any Error).self)
}

/// Hands a generic action's answer back as the type the call expects, for throwing methods with an `inout` generic parameter, or whose unanswered call runs code.
///
/// ```swift
/// func migrate<T>(_ value: inout T) throws {
///     value = try throwingGenericResult(migrateAction(GenericCall(value, types: T.self, returning: T.self)), ifUnanswered: value)
/// }
/// ```
///
/// `current` is only evaluated for a call no setup answered, and may throw: a mocked
/// `transaction` runs the closure it was given unless a test answers the call.
///
/// ```swift
/// var transactionAction: (GenericCall<(DatabaseMock) throws -> Any>) throws -> Any = stubGeneric()
/// func transaction<T>(_ body: (DatabaseMock) throws -> T) throws -> T {
///     try withoutActuallyEscaping(body) { body in
///         try throwingGenericResult(
///             transactionAction(GenericCall({ try body($0) }, types: T.self, returning: T.self)),
///             ifUnanswered: try body(self))
///     }
/// }
/// ```
///
/// - Parameters:
///   - answer: What the method's action returned for this call.
///   - current: The value to keep when no setup answered the call (and the action is not strict),
///     evaluated only then; an error it throws is the call's.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
/// - Returns: The answer as the call's type, or `current`.
/// - Throws: A ``StubKitError`` when the answer is of another type, or missing from a strict action.
public func throwingGenericResult<Result>(
    _ answer: Any, ifUnanswered current: @autoclosure () throws -> Result, name: String = #function,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) throws -> Result {
    try GenericAnswer(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .convert(answer, keeping: current, throwing: (any Error).self)
}

/// Hands a generic action's answer back as the type the call expects, for methods with typed throws.
///
/// Swift does not infer a typed error from the enclosing function, so `throwing:` names it:
///
/// ```swift
/// func load<T>(_ key: String) throws(StoreError) -> T {
///     try throwingGenericResult(loadAction(GenericCall(key, types: T.self, returning: T.self)), throwing: StoreError.self)
/// }
/// ```
///
/// After reporting a wrong or missing answer, the call throws a ``StubKitError`` when `Failure`
/// can hold one, else returns the expected type's default value; it stops the process with the
/// same message only when neither is possible.
///
/// - Parameters:
///   - answer: What the method's action returned for this call.
///   - failure: The method's error type.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
/// - Returns: The answer as the call's result type.
/// - Throws: A ``StubKitError`` when the answer is missing or of another type and `Failure` can hold it.
public func throwingGenericResult<Result, Failure: Error>(
    _ answer: Any, throwing failure: Failure.Type, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) throws(Failure) -> Result {
    try GenericAnswer(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .convert(answer, throwing: failure)
}

/// Hands a generic action's answer back as the call's type, keeping `current` when nothing
/// answered the call, for methods with typed throws.
///
/// The typed-throws spelling of ``throwingGenericResult(_:ifUnanswered:name:fileID:filePath:line:column:)``:
/// an `inout` value a test did not answer stays as the caller passed it.
///
/// ```swift
/// init<Source: IteratorProtocol>(reading source: inout Source) throws(ParseError) {
///     source = try throwingGenericResult(
///         Self.statics.current.initReadingAction(GenericCall((source, self), types: Source.self, returning: Source.self)),
///         ifUnanswered: source, throwing: ParseError.self)
/// }
/// ```
///
/// - Parameters:
///   - answer: What the method's action returned for this call.
///   - current: The value to keep when no setup answered the call (and the action is not strict),
///     evaluated only then; an error it throws is the call's.
///   - failure: The method's error type.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
/// - Returns: The answer as the call's type, or `current`.
/// - Throws: A ``StubKitError`` when the answer is of another type, or missing from a strict
///   action, and `Failure` can hold it.
public func throwingGenericResult<Result, Failure: Error>(
    _ answer: Any, ifUnanswered current: @autoclosure () throws(Failure) -> Result, throwing failure: Failure.Type,
    name: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) throws(Failure) -> Result {
    try GenericAnswer(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .convert(answer, keeping: current, throwing: failure)
}

/// Hands a generic action's answer back as the type the call expects, running `current` when
/// nothing answered: the fallback of an `async` method, which may `await`.
///
/// An `@autoclosure` cannot `await`, so the `async` fallback is a closure. It runs on the caller's
/// actor, and only for a call that no setup answered: a mocked `withConnection` hands the code under
/// test's body the mock's connection unless a test answers the call.
///
/// ```swift
/// let connection = Connection()   // Sendable
/// var withConnectionAction: (GenericCall<Void>) async -> Any = stubGeneric()
/// func withConnection<T>(_ body: (Connection) async -> T) async -> T {
///     await genericResult(
///         withConnectionAction(GenericCall((), types: T.self, returning: T.self)),
///         ifUnanswered: { await body(self.connection) })
/// }
/// ```
///
/// - Parameters:
///   - answer: What the method's action returned for this call.
///   - current: Makes the value to return when no setup answered the call (and the action is not
///     strict), or when the answer failed; awaited only then, at most once.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
/// - Returns: The answer as the call's type, or what `current` makes.
public nonisolated(nonsending) func genericResult<Result>(
    _ answer: Any, ifUnanswered current: nonisolated(nonsending) () async -> Result, name: String = #function,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> Result {
    await GenericAnswer(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .convert(answer, awaiting: current, throwing: Never.self)
}

/// Hands a generic action's answer back as the type the call expects, running `current` when
/// nothing answered: the fallback of an `async throws` method, which may `await` and throw.
///
/// A mocked `transaction` runs the code under test's body on the mock unless a test answers the call:
///
/// ```swift
/// var transactionAction: (GenericCall<Void>) async throws -> Any = stubGeneric()
/// func transaction<T>(_ body: (Store) async throws -> T) async throws -> T {
///     try await throwingGenericResult(
///         transactionAction(GenericCall((), types: T.self, returning: T.self)),
///         ifUnanswered: { try await body(self) })
/// }
/// ```
///
/// Without `NonisolatedNonsendingByDefault`, `body` is a `@concurrent` function, and a closure that
/// runs on the caller's actor may not hand it the non-`Sendable` mock ("sending 'self' risks
/// causing data races"): write `ifUnanswered: { @concurrent in try await body(self) }` there.
///
/// - Parameters:
///   - answer: What the method's action returned for this call.
///   - current: Makes the value to return when no setup answered the call (and the action is not
///     strict); awaited only then, at most once, and on the caller's actor. An error it throws is
///     the call's.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
/// - Returns: The answer as the call's type, or what `current` makes.
/// - Throws: A ``StubKitError`` when the answer is of another type, or missing from a strict action.
public nonisolated(nonsending) func throwingGenericResult<Result>(
    _ answer: Any, ifUnanswered current: nonisolated(nonsending) () async throws -> Result, name: String = #function,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async throws -> Result {
    try await GenericAnswer(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .convert(answer, awaiting: current, throwing: (any Error).self)
}

/// Hands a generic action's answer back as the call's type, running `current` when nothing answered
/// the call, for `async` methods with typed throws.
///
/// The typed-throws spelling of ``throwingGenericResult(_:ifUnanswered:name:fileID:filePath:line:column:)``
/// with an `async` fallback; Swift does not infer a closure's typed error, so the closure names it:
///
/// ```swift
/// var readAction: (GenericCall<String>) async throws(StoreError) -> Any = stubGeneric()
/// func read<T>(_ key: String, refill: () async throws(StoreError) -> T) async throws(StoreError) -> T {
///     try await throwingGenericResult(
///         readAction(GenericCall(key, types: T.self, returning: T.self)),
///         ifUnanswered: { () async throws(StoreError) -> T in try await refill() }, throwing: StoreError.self)
/// }
/// ```
///
/// - Parameters:
///   - answer: What the method's action returned for this call.
///   - current: Makes the value to return when no setup answered the call (and the action is not
///     strict), or when the answer failed and `Failure` cannot hold a ``StubKitError``; awaited only
///     then, at most once, on the caller's actor. An error it throws is the call's.
///   - failure: The method's error type.
///   - name: The mocked method's name in failure messages; defaults to the calling method.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where failures point.
///   - line: The line of the call, where failures point.
///   - column: The column of the call, where failures point.
/// - Returns: The answer as the call's type, or what `current` makes.
/// - Throws: A ``StubKitError`` when the answer is of another type, or missing from a strict
///   action, and `Failure` can hold it.
public nonisolated(nonsending) func throwingGenericResult<Result, Failure: Error>(
    _ answer: Any, ifUnanswered current: nonisolated(nonsending) () async throws(Failure) -> Result,
    throwing failure: Failure.Type, name: String = #function, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async throws(Failure) -> Result {
    try await GenericAnswer(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
        .convert(answer, awaiting: current, throwing: failure)
}

/// Whether `answer` is a value rather than the marker of an unanswered call.
///
/// Checked by type before any cast: a call's type may be `Any`, which the marker casts to.
@inlinable
func isGenericAnswer(_ answer: Any) -> Bool {
    ObjectIdentifier(type(of: answer)) != unansweredGenericCallType
}

/// The conversion of one generic action's answer to the type the call expects.
///
/// It keeps the caller's location as given and builds a ``CallSite`` only to report a failure:
/// making one asks Swift Testing for the current test, which every successful call would pay.
@usableFromInline
struct GenericAnswer {
    /// The mocked method, as failure messages name it.
    let name: String
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    @usableFromInline
    init(name: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.name = name
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The line in the mock's body where failures point.
    var site: CallSite { CallSite(fileID: fileID, filePath: filePath, line: line, column: column) }

    /// Returns `answer` as the call's type, or reports why it cannot (see ``resolve(_:keeping:throwing:)``).
    ///
    /// The common case, an answer of the expected type, builds no `Optional<Result>`: in
    /// unoptimised builds each such type costs a run-time metadata look-up per call.
    @usableFromInline
    func convert<Result, Failure: Error>(_ answer: Any, throwing: Failure.Type) throws(Failure) -> Result {
        if isGenericAnswer(answer), answer is Result { return answer as! Result }  // Checked by `is` just before.
        return try resolve(answer, keeping: { () throws(Failure) -> Result? in nil }, throwing: Failure.self)
    }

    /// Returns `answer` as the call's type, or the value `current` makes when nothing answered
    /// the call: an answered call never runs `current`.
    @usableFromInline
    func convert<Result, Failure: Error>(
        _ answer: Any, keeping current: () throws(Failure) -> Result, throwing: Failure.Type
    ) throws(Failure) -> Result {
        if isGenericAnswer(answer), answer is Result { return answer as! Result }  // Checked by `is` just before.
        return try resolve(answer, keeping: { () throws(Failure) -> Result? in try current() }, throwing: Failure.self)
    }

    /// Returns `answer` as the call's type, or the value `current` makes, awaited on the caller's
    /// actor, when nothing answered the call: the `async` twin of ``convert(_:keeping:throwing:)``,
    /// deciding with the same ``failure(of:expecting:)``.
    nonisolated(nonsending) func convert<Result, Failure: Error>(
        _ answer: Any, awaiting current: nonisolated(nonsending) () async throws(Failure) -> Result,
        throwing: Failure.Type
    ) async throws(Failure) -> Result {
        if isGenericAnswer(answer), answer is Result { return answer as! Result }  // Checked by `is` just before.
        if let message = failure(of: answer, expecting: Result.self) {
            // Reports, and throws where `Failure` can hold a `StubKitError`; otherwise the call goes on
            // to `current`, as the synchronous forms fall back to it.
            try endFailedCall(message, at: site, throwing: Failure.self, fallback: ())
        }
        return try await current()
    }

    /// The answer is missing or of another type: returns what `current` makes (when it makes a
    /// value and the action is not strict) or the default value of `Result` for a missing answer.
    ///
    /// Otherwise it reports the failure, then throws a ``StubKitError`` (when `Failure` can hold
    /// one), returns what `current` makes or the default value, or stops. `current` runs at most
    /// once, and only on those paths.
    private func resolve<Result, Failure: Error>(
        _ answer: Any, keeping current: () throws(Failure) -> Result?, throwing: Failure.Type
    ) throws(Failure) -> Result {
        guard let message = failure(of: answer, expecting: Result.self) else {
            if let kept = try current() { return kept }
            if let fallback = runtimeDefaultValue(of: Result.self) { return fallback() }
            // `current` made nothing and there is no default: nothing to fall back on.
            return try endFailedCall(
                Messages.noGenericAnswer(name: name, expected: "\(Result.self)"), at: site, throwing: Failure.self,
                fallback: nil)
        }
        return try endFailedCall(
            message, at: site, throwing: Failure.self,
            fallback: try current() ?? runtimeDefaultValue(of: Result.self)?())
    }

    /// Why `answer`, which is not a value of `Result`, fails the call; `nil` for an unanswered call
    /// of an action that is not strict, which falls back on the caller's value or a default.
    private func failure<Result>(of answer: Any, expecting: Result.Type) -> String? {
        if let marker = answer as? UnansweredGenericCall {
            if !marker.strict { return nil }
            return Messages.unansweredStrictGeneric(name: name, expected: "\(Result.self)", nearMiss: marker.nearMiss)
        }
        return Messages.genericAnswerOfWrongType(
            name: name, expected: "\(Result.self)", answered: "\(type(of: answer))")
    }
}
