// `runtimeDefaultValue(of:)`: a result type's default value found at run time, for the stubs whose
// result type is not constrained at compile time (strict stubs declared with their type, variadic
// strict stubs, the archived generic form). Decided once, when the stub is made; the maker runs
// only on a failure path, after the failure is reported.

/// A maker of `type`'s default value, decided at run time: ``DefaultProvidable/defaultValue`` when
/// `type` conforms, `()` for `Void`, otherwise `nil`.
@usableFromInline
func runtimeDefaultValue<T>(of type: T.Type) -> (@Sendable () -> T)? {
    if type is any DefaultProvidable.Type {
        // Captures nothing (a metatype of a protocol is not `Sendable`); `T` conforms, checked above.
        return { (T.self as! any DefaultProvidable.Type).defaultValue as! T }
    }
    if ObjectIdentifier(type) == ObjectIdentifier(Void.self) {
        return { () as! T }  // `T` is `Void`: the cast cannot fail.
    }
    return nil
}
