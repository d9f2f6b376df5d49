// What the planner tells a shape function about one requirement's place in the mock: where the
// requirement runs, where its action is stored, and how its types are written.

/// What a shape function knows about the requirement's place in the mock.
struct ShapeContext {
    /// The mock's name, for messages.
    var mockName: String
    /// The stored action's name, `createUserAction`.
    var actionName: String
    /// Where the requirement runs.
    var isolation: Isolation
    /// Whether the mock is an actor.
    var isActorMock: Bool
    /// Where the mock runs: a global actor, its own (an actor), or nowhere in particular.
    var mockIsolation: Isolation
    /// How a closure makes a new mock: `DriverMock()`, `try DriverMock()`; `nil` when it cannot.
    var makeMock: Expression?
    /// Whether the requirement's result is the mock: `Self`, or `any P` / `some P` of the protocol
    /// mocked or a parent.
    var returnsMock = false
    /// How an action answering the mock itself gets its default.
    var selfDefault = SelfDefault.none
    /// Whether the mock's member is `nonisolated` where the requirement does not say so: a
    /// requirement of a nonisolated parent, in an isolated mock.
    var isNonisolatedWitness = false
    /// Whether the mock is written `nonisolated final class` for another package's protocol: its
    /// members do not take their isolation from the protocol's requirements, so a `@concurrent`
    /// one's says it (``PlanningOptions/protocolsOfAnotherPackage``).
    var isInNonisolatedMock = false
    /// Where the body finds the action: `""`, `actions.`, `statics.current.`, `Self.statics.current.`.
    var actionPrefix = ""
    /// The requirement's types in the mock.
    var scope: MockScope
    /// The action's default when it answers as the protocol's default implementation does
    /// (`--intercept-default`, see ``DefaultsHelper``): `byDefault { [unowned self] arguments in
    /// RetryPolicyMockDefaults(mock: self).retries(for: arguments) }`.
    var protocolDefault: Expression?
    /// Whether the user made the requirement's action strict (`--strict`).
    ///
    /// The action is then a strict stub however its result could answer: it fails the test on any
    /// call a test did not answer. A setter stays a store.
    var isStrict = false
    /// Whether the member overrides a class's (a class's mock, `--class`): its declaration says
    /// `override`.
    var isOverride = false
    /// In a class's mock, the base names of the class's members, which its `super` helpers avoid
    /// (``SuperCalls/helperName(forAction:avoiding:)``).
    var classMemberNames: Set<String> = []

    /// The action as the body calls it: `sendAction`, `actions.sendAction`.
    var callee: String { actionPrefix + actionName }

    /// The global actor the requirement runs on, by name: `MainActor`.
    var globalActorName: String? {
        guard case .globalActor(let actor) = isolation else { return nil }
        return TypeSpelling.canonical(actor)
    }

    func spell(_ type: SwiftType) -> String { scope.spell(type) }

    /// The type with each name as the mock writes it (``MockScope/written(_:)``).
    func written(_ type: SwiftType) -> SwiftType { scope.written(type) }
}
