// What the planner knows about one mock while it plans each requirement's member: where the mock
// runs, where each action is stored, how a builder's action answers the mock itself, and how a
// closure makes a new mock.

/// The facts of one mock that every requirement's member needs.
struct MemberPlanning {
    var model: ProtocolModel
    var mockName: String
    /// The mock's types.
    var scope: MockScope
    /// The mock's generic parameters, which a requirement's own must not shadow.
    var mockGenerics: Set<String>
    /// Members the compiler rejected in an earlier round of the type-check, with why.
    var forcedPlaceholders: [MemberKey: String]
    /// Where the mock runs: a global actor, its own (an actor), or nowhere in particular.
    var mockIsolation: Isolation
    /// How a builder's action answers the mock itself (see `SelfDefault`).
    var selfDefault: SelfDefault
    /// How an action makes a new mock (`static func make() -> Self`); `nil` when it cannot.
    var makeMock: Expression?
    /// Whether the mock is written `nonisolated final class` (``MockDeclaration/isNonisolated``).
    var isNonisolatedMock = false
    /// The requirements, by symbol, whose actions answer as the protocol's default, through the
    /// helper ``DefaultsHelper`` writes.
    var answeredByDefaults: Set<String> = []
    /// The requirements whose actions the user made strict (`--strict`).
    var strictSelectors: [StrictSelector] = []
    /// Whether the mock subclasses a class (`--class`): each member overrides the class's.
    var overridesClass = false
    /// In a class's mock, the base names of the class's members, which its `super` helpers avoid.
    var classMemberNames: Set<String> = []
    /// The members of a mocked class, by symbol, whose actions answer as the class does, through
    /// the helpers ``SuperCalls`` writes.
    var superCalls: Set<String> = []

    init(
        model: ProtocolModel, mockName: String, scope: MockScope, mockGenerics: Set<String>,
        requirements: [Requirement], forcedPlaceholders: [MemberKey: String]
    ) {
        self.model = model
        self.mockName = mockName
        self.scope = scope
        self.mockGenerics = mockGenerics
        self.forcedPlaceholders = forcedPlaceholders
        mockIsolation = model.isActor ? .actor : model.globalActor.map { .globalActor($0) } ?? .none
        selfDefault = model.isActor ? .none : MockPlanner.isUncheckedSendable(model) ? .assignedInInitializers : .lazy
        makeMock = model.isActor ? nil : Self.makeMock(mockName, requirements: requirements)
    }

    /// Whether the mock runs on an actor (its own or a global one).
    var isolatedMock: Bool { mockIsolation != .none }

    /// How an action makes a new mock: with `init()`, the one the mock declares or the protocol's,
    /// which may throw; not when it is async or failable.
    static func makeMock(_ mockName: String, requirements: [Requirement]) -> Expression? {
        guard let plain = requirements.first(where: { $0.kind == .initializer && $0.parameters.isEmpty }) else {
            return .call(mockName)
        }
        if plain.isAsync || plain.failability != nil || !plain.generics.isEmpty { return nil }
        return plain.throwing != .none ? .try(.call(mockName)) : .call(mockName)
    }

    /// The member for `original`, as its shape writes it (or a placeholder the type-check asked
    /// for), with the requirement as the mock sees it and the context it was written in.
    func member(for original: Requirement, actionName: String) -> (
        requirement: Requirement, context: ShapeContext, result: ShapeResult
    ) {
        let requirement = inMock(original)
        var context = context(for: requirement, original: original, actionName: actionName)
        let callsSuper = superCalls.contains(original.usr)
        let answeredByDefault = answeredByDefaults.contains(original.usr) || callsSuper
        if answeredByDefaults.contains(original.usr) {
            context.protocolDefault = DefaultsHelper.actionDefault(
                for: requirement, helper: DefaultsHelper.name(for: mockName), in: context)
        } else if callsSuper {
            context.protocolDefault = SuperCalls.actionDefault(for: requirement, in: context)
        }
        let deprecation = deprecation(of: requirement)
        func deprecated(_ result: ShapeResult) -> ShapeResult {
            guard let deprecation else { return result }
            var result = result
            result.member.deprecation = deprecation
            result.member.declaration.modifiers.insert(.deprecation(deprecation), at: 0)
            return result
        }
        var result = deprecated(
            callsSuper && SuperCalls.forwardsAccessors(requirement)
                ? SuperCalls.forwardingAccessors(requirement, in: context)
                : Shapes.member(for: requirement, in: context))
        // Hook (type-check, issue 25 item 2): a member the compiler rejected becomes a placeholder.
        if let why = forcedPlaceholders[MemberKey(mock: mockName, member: .requirement(usr: original.usr))] {
            result = deprecated(Shapes.placeholder(requirement, in: context, why: why))
        }
        // Its default names `self`.
        if answeredByDefault, result.member.warning == nil { result.member.isLazy = true }
        return (requirement, context, result)
    }

    /// The requirement with the mock's types: its generic parameters named apart from the mock's
    /// generic parameters and typealiases and the StubKit types bodies name, `Self` the mock.
    func inMock(_ original: Requirement) -> Requirement {
        var requirement = MockPlanner.renamingShadowedGenerics(
            original, outer: mockGenerics.union(scope.aliases.keys).union(MockPlanner.stubKitTypesInBodies))
        requirement = requirement.mapTypes { scope.inMock($0) }
        // `throws(Failure)` with `Failure = Never` cannot throw: a `try` before the action's call
        // would warn "no calls to throwing functions occur within 'try' expression". The mock's
        // method does not throw, which satisfies the requirement.
        if case .typed(let error) = requirement.throwing, case .named(let never, []) = scope.resolved(error),
            never.name == "Never"
        {
            requirement.throwing = .none
        }
        return requirement
    }

    /// Where the requirement's action is stored and called from, and how it answers the mock.
    func context(for requirement: Requirement, original: Requirement, actionName: String) -> ShapeContext {
        var context = ShapeContext(
            mockName: mockName, actionName: actionName, isolation: requirement.isolation,
            isActorMock: model.isActor, mockIsolation: mockIsolation,
            scope: scope.adding(requirement.generics))
        context.makeMock = makeMock
        context.isInNonisolatedMock = isNonisolatedMock
        context.returnsMock = MockPlanner.isTheMock(original.result, in: model)
        context.selfDefault = selfDefault
        context.isStrict = strictSelectors.contains { $0.matches(original, of: model) }
        context.isOverride = overridesClass
        context.classMemberNames = classMemberNames
        // A requirement of a nonisolated parent, in an isolated mock, is witnessed by a
        // nonisolated member.
        // Statics and initializers too, but an actor's initializer (Swift rejects `nonisolated` there).
        context.isNonisolatedWitness =
            isolatedMock && requirement.isolation == .none && !requirement.isNonisolated
            && !(model.isActor && requirement.kind == .initializer)
        if requirement.isStatic || requirement.kind == .initializer {
            // An initializer is an instance context: it names the type to reach a static.
            context.actionPrefix = requirement.kind == .initializer ? "Self.statics.current." : "statics.current."
        } else if model.isActor || (isolatedMock && requirement.isolation != mockIsolation) {
            // Actions the mock's own isolation does not reach (a nonisolated requirement of an
            // isolated mock, one of another actor) live in the `nonisolated let actions`.
            context.actionPrefix = "actions."
        }
        return context
    }

    /// `@available(*, deprecated)`, for a deprecated requirement (`enqueue(_: consuming Job)`) of a
    /// protocol that is not: the mock's member and actions are deprecated too, so their types warn
    /// nowhere.
    func deprecation(of requirement: Requirement) -> Deprecation? {
        guard let message = requirement.deprecation,
            !model.availability.contains(where: { $0.isUnconditionallyDeprecated || $0.deprecated != nil })
        else { return nil }
        return Deprecation(message: message.isEmpty ? nil : message)
    }
}
