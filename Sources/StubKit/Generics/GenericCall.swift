// `GenericCall`: what the one action of a generic method receives. Swift cannot store one closure
// per specialization the code under test might use, so the action is declared once with the
// method's generic values erased (`Any`, or the existential of their constraint), and each call
// brings its own types along. Tests read them (`spyCalls`), match on them (`when { … }`) and answer
// with a value of the type the call expects; `genericResult` hands that value back as the call's type.

/// One call of a generic method, as the method's single action receives it: the arguments, and the
/// types of this specialization.
///
/// Declare one action for a generic method, whatever types the code under test uses, with the
/// method's generic values erased, and pass each call's types along:
///
/// ```swift
/// protocol APIClient {
///     func send<R: Request>(_ request: R) async throws -> R.Response
/// }
///
/// final class APIClientMock: APIClient {
///     var sendAction: (GenericCall<any Request>) async throws -> Any = stubGeneric()
///
///     func send<R: Request>(_ request: R) async throws -> R.Response {
///         try await throwingGenericResult(sendAction(GenericCall(request, types: R.self, returning: R.Response.self)))
///     }
/// }
///
/// // In a test: one line per type the code under test asks for.
/// setupStubSequence(of: &api.sendAction).when { $0.expects(User.self) }.returns(User(name: "Ada"))
/// let sent = spyCalls(of: &api.sendAction)   // ArgRecords<GenericCall<any Request>>
/// ```
public struct GenericCall<Arguments>: CustomStringConvertible {
    // Computed over private storage, not stored: Swift 6.3.1 over-releases an array read from a
    // stored generic property holding a tuple of an array (or dictionary) and a closure, as in the
    // example below; about half of such debug runs crashed and `-O` stopped the compiler. A getter
    // hands the client an owned copy instead (ARCHITECTURE.md, "Generic calls and the Swift 6.3.1
    // over-release"; `make stress`).
    /// The call's arguments, generic values erased; several parameters are one tuple, none is `()`.
    ///
    /// ```swift
    /// lazy var writeListAction: (GenericCall<([Any], (Any) -> Void)>) -> Void = byDefault { call in
    ///     for item in call.arguments.0 { call.arguments.1(item) }
    /// }
    /// ```
    public var arguments: Arguments { storage }
    private let storage: Arguments
    /// The types this call gave the method's generic parameters, in the order they are declared.
    public let genericTypes: [Any.Type]
    /// The type this call expects back: `R.Response` for `send<R>(_:) -> R.Response`, `Void` when
    /// the method returns nothing.
    public let resultType: Any.Type

    /// Describes one call of a generic method.
    ///
    /// ```swift
    /// GenericCall(request, types: R.self, returning: R.Response.self)
    /// GenericCall((key, type), types: T.self, returning: T?.self)
    /// ```
    ///
    /// - Parameters:
    ///   - arguments: The method's arguments, generic values erased; several as one tuple.
    ///   - types: The types of the method's generic parameters for this call, in declaration order.
    ///   - resultType: The type the call returns; `Void` when omitted.
    public init(_ arguments: Arguments, types: Any.Type..., returning resultType: Any.Type = Void.self) {
        self.storage = arguments
        self.genericTypes = types
        self.resultType = resultType
    }

    /// Whether this call expects a value of `type` back: the condition that answers per type.
    ///
    /// ```swift
    /// setupStubSequence(of: &api.sendAction).when { $0.expects(User.self) }.returns(User(name: "Ada"))
    /// ```
    ///
    /// - Parameter type: A result type.
    /// - Returns: `true` when ``resultType`` is exactly `type`.
    public func expects(_ type: Any.Type) -> Bool {
        let expects = ObjectIdentifier(resultType) == ObjectIdentifier(type)
        // Explaining a refused call (a failure path) notes the type the check waited for.
        if !expects { TypeProbe.note("waited for a call expecting \(type), got one expecting \(resultType)") }
        return expects
    }

    /// Whether this call's generic parameters are exactly `types`, in order.
    ///
    /// ```swift
    /// setupStubSequence(of: &cache.getAction).when { $0.uses(Int.self) }.returns(42)
    /// ```
    ///
    /// - Parameter types: The types of the method's generic parameters, in declaration order.
    /// - Returns: `true` when ``genericTypes`` are exactly `types`.
    public func uses(_ types: Any.Type...) -> Bool {
        let uses = genericTypes.map(ObjectIdentifier.init) == types.map(ObjectIdentifier.init)
        if !uses {
            TypeProbe.note("waited for a call using <\(Self.list(types))>, got one using <\(Self.list(genericTypes))>")
        }
        return uses
    }

    private static func list(_ types: [Any.Type]) -> String {
        types.map { "\($0)" }.joined(separator: ", ")
    }

    /// The arguments as every call is described, then the specialization: `App.GetUser(id: 1) <GetUser> -> User`.
    ///
    /// No types and no result (a method whose only generic type may not be copied) leave the
    /// arguments alone: `("limits", 2)`.
    public var description: String {
        var text = describeArguments(storage)
        if !genericTypes.isEmpty { text += " <" + genericTypes.map { "\($0)" }.joined(separator: ", ") + ">" }
        if resultType != Void.self { text += " -> \(resultType)" }
        return text
    }
}

extension GenericCall: Sendable where Arguments: Sendable {}

extension GenericCall: Equatable where Arguments: Equatable {
    /// Two calls are equal when their arguments, generic types and result type are.
    public static func == (lhs: GenericCall, rhs: GenericCall) -> Bool {
        lhs.storage == rhs.storage && lhs.expects(rhs.resultType)
            && lhs.genericTypes.map(ObjectIdentifier.init) == rhs.genericTypes.map(ObjectIdentifier.init)
    }
}
