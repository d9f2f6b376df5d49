// `stubGeneric()` and `strictStubGeneric()`: the base closure of a generic method's single action.
// They answer nothing: they return a marker that `genericResult` turns into the type the call
// expects (its default value, or a failure). One `@Sendable` closure converts to every declared
// shape: throwing, typed throwing, async, and isolated to any global actor.

/// What a generic action's base returns when nothing set up answers a call.
@usableFromInline
struct UnansweredGenericCall: Sendable {
    /// Whether the action was made by ``strictStubGeneric()``, which answers nothing silently.
    let strict: Bool
    /// For a strict action's call nothing answered, the setups that refused it (``NearMisses``).
    var nearMiss: String? = nil
}

/// Stubs the single action of a generic method: a call nothing answers returns the default value of the type it expects.
///
/// Declare the action with the method's generic values erased and its result `Any`; the method's
/// body passes each call's types in a ``GenericCall`` and converts the answer with
/// ``genericResult(_:name:fileID:filePath:line:column:)``:
///
/// ```swift
/// protocol KeyValueStore {
///     func value<T: Decodable>(forKey key: String, as type: T.Type) throws -> T?
/// }
///
/// final class KeyValueStoreMock: KeyValueStore {
///     var valueAction: (GenericCall<(String, Any.Type)>) throws -> Any = stubGeneric()
///
///     func value<T: Decodable>(forKey key: String, as type: T.Type) throws -> T? {
///         try throwingGenericResult(valueAction(GenericCall((key, type), types: T.self, returning: T?.self)))
///     }
/// }
/// ```
///
/// A call no setup answers returns the expected type's ``DefaultProvidable/defaultValue`` (`nil`
/// above); when the type has none, the call reports a test failure naming the method and the type.
/// The closure converts to every effect and isolation: `throws`, `throws(E)`, `async`,
/// `@MainActor` or any global actor, `@Sendable`.
///
/// - Returns: A closure of the declared type, to store in the mock's action property.
@inlinable
public func stubGeneric<I>() -> @Sendable (I) -> Any {
    { _ in unansweredGenericCall(strict: false) }
}

/// Stubs the single action of a generic method strictly: every call nothing answers is a test failure.
///
/// ```swift
/// var sendAction: (GenericCall<any Request>) async throws -> Any = strictStubGeneric()
/// ```
///
/// A call that no setup answers reports a failure at the method's
/// ``throwingGenericResult(_:name:fileID:filePath:line:column:)`` line that names the method and
/// the type the call expects, then throws a ``StubKitError`` (or returns the type's default value
/// from a method that cannot throw), like an unregistered ``strictStub(of:name:fileID:filePath:line:column:)``.
///
/// - Returns: A closure of the declared type, to store in the mock's action property.
@inlinable
public func strictStubGeneric<I>() -> @Sendable (I) -> Any {
    { args in unansweredStrictGenericCall(args) }
}

/// The marker a generic action's base returns, as `Any`.
@usableFromInline
func unansweredGenericCall(strict: Bool) -> Any {
    UnansweredGenericCall(strict: strict)
}

/// The marker a strict generic action's base returns, as `Any`: for a call no upper layer
/// answered, it names the setups that refused it, which only that failure path looks up.
@usableFromInline
func unansweredStrictGenericCall<I>(_ args: I) -> Any {
    if let bound = AnsweredCall.bound, bound.signature.args == ObjectIdentifier(I.self),
        bound.signature.output == ObjectIdentifier(Any.self)
    {
        return UnansweredGenericCall(strict: true)
    }
    return UnansweredGenericCall(strict: true, nearMiss: NearMisses.describe(args, returning: Any.self))
}

/// The type of the marker, compared before any cast of an answer.
@usableFromInline
let unansweredGenericCallType = ObjectIdentifier(UnansweredGenericCall.self)
