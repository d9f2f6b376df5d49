// The `init()` the generator declares in a mock whose protocol declares other initializers, in a
// mock isolated to a global actor.

extension MockPlanner {
    /// `init()`, or `nonisolated init()` in a mock isolated to a global actor (a `@MainActor`
    /// protocol's).
    ///
    /// A nonisolated parent's requirement answering `Self` (`static func make() -> Self` of a
    /// protocol the `@MainActor` one refines) makes a new mock in its action's first value, in the
    /// nonisolated `Statics` holder: an isolated `init()` is "main actor-isolated default value in a
    /// nonisolated context" there. The class's implicit `init()` is nonisolated too when its stored
    /// properties' first values are, which the generated ones are (closures and stubs).
    static func plainInitializerDeclaration(for model: ProtocolModel) -> MemberSignature {
        var signature = MemberSignature(.initializer(failability: nil))
        if model.globalActor != nil { signature.modifiers = [.word("nonisolated")] }
        return signature
    }
}

extension MockPlanner {
    /// `@preconcurrency Parent` for each nonisolated parent whose requirement an isolated
    /// protocol's extension answers (`ProtocolModel.preconcurrencyParents`): without it the mock's
    /// conformance "crosses into main actor-isolated code", which Swift 6 rejects; with it the
    /// default runs, checked on the actor at run time.
    static func preconcurrencyConformances(of model: ProtocolModel, in scope: MockScope) -> [SwiftType] {
        guard model.globalActor != nil || model.isActor else { return [] }
        return model.preconcurrencyParents.map { scope.written($0) }
    }

    /// The parents a mock isolated to a global actor conforms to `nonisolated`
    /// (``ProtocolModel/nonisolatedParents``): with `InferIsolatedConformances` (Swift 7) its
    /// conformances would be isolated, and a nonisolated parent's conformance isolated to the main
    /// actor makes the protocol's "cross into main actor-isolated code".
    static func nonisolatedConformances(of model: ProtocolModel, in scope: MockScope) -> [SwiftType] {
        guard model.globalActor != nil, !model.isActor else { return [] }
        return model.nonisolatedParents.map { scope.written($0) }
    }
}
