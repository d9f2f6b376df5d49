// Stage 3 for a class (`--class`): class model -> a final subclass whose overrides forward to
// actions. Each overridable member is a requirement with the class's implementation, mocked as a
// protocol's requirement with a default is, by the same shapes: the rule and the options that choose
// for defaults (`--keep-default`, `--intercept-default`, `--strict`) choose here too.
//
//     final class PrinterMock: Printer {
//         func superFormat(_ total: Int) -> String { super.format(total) }
//
//         var formatAction: (Int) -> String = { _ in .defaultValue }
//         override func format(_ total: Int) -> String { formatAction(total) }
//     }
//
// The mock declares no initializer and gives every property it adds a first value, so it inherits
// the class's designated initializers (and with them its convenience ones): a test makes it with the
// class's own `init`.

/// The mock of a class.
enum ClassMocks {
    /// The subclass mocking `model`'s class.
    ///
    /// The rule, for each member the class lets a subclass override: the mock overrides it, its
    /// action answering the result type's default value (as a protocol's requirement), or, where the
    /// result has none, as the class does, through the member's `super` helper; a test falls back to
    /// the class with that helper whatever the default. `--intercept-default` makes actions answer as
    /// the class does, `--keep-default` leaves members to the class, `--strict` makes strict stubs.
    /// A member whose action should answer as the class does but cannot call its helper
    /// (``SuperCalls/whyNoSuperDefault(_:in:)``) is left to the class, as is a deprecated one.
    static func mock(for model: ProtocolModel, options: PlanningOptions) -> MockDeclaration {
        let mocked = model.mockedClass ?? MockedClass()
        let mockName = MockPlanner.name(for: model, options: options)
        var scope = MockScope(
            table: options.table, mockName: mockName, importedModules: options.importedModules,
            defaultProvidableTypes: options.defaultProvidableTypes)
        scope.noncopyableTypes = options.noncopyableTypes
        scope.names = Set(mocked.genericParameters)
        var declaration = header(of: model, mockName: mockName, scope: scope)
        declaration.isNonisolated = options.mainActorByDefault && model.globalActor == nil
        declaration.leftToClass = mocked.leftToClass
        var planning = MemberPlanning(
            model: model, mockName: mockName, scope: scope, mockGenerics: Set(mocked.genericParameters),
            requirements: [], forcedPlaceholders: [:])
        planning.isNonisolatedMock = declaration.isNonisolated && options.protocolsOfAnotherPackage
        planning.strictSelectors = options.strictSelectors
        planning.overridesClass = true
        planning.makeMock = nil
        var holders = ActionHolders(model: model, isGeneric: false, takenTypeNames: options.takenTypeNames)
        let actionNames = ActionNaming.names(for: model.requirements)
        // What the `super` helpers must not be named: the class's members, those left to it too
        // (`Printer.cut()` gives `cut`).
        let memberNames = Set(
            model.requirements.map(\.name)
                + mocked.leftToClass.map { String($0.member.split(separator: ".").last?.prefix { $0 != "(" } ?? "") })
        planning.classMemberNames = memberNames
        for (original, actionName) in zip(model.requirements, actionNames) {
            let requirement = planning.inMock(original)
            let context = planning.context(for: requirement, original: original, actionName: actionName)
            switch choice(for: original, as: requirement, in: context, of: model, scope: scope, options: options) {
            case .leave(let reason):
                declaration.leftToClass.append(LeftToClass(member: original.title, reason: reason))
                continue
            case .override(let callsSuper):
                if callsSuper { planning.superCalls.insert(original.usr) }
            }
            var member = planning.member(for: original, actionName: actionName).result.member
            member.kind = requirement.kind
            member.identity = .requirement(usr: original.usr)
            holders.take(&member, into: context.actionPrefix.isEmpty ? nil : .actions)
            declaration.members += SuperCalls.helpers(for: requirement, in: context) + [member]
        }
        declaration.holders = [holders.actions].filter { !$0.properties.isEmpty }
        return declaration
    }

    /// What a class's mock does with one of its members.
    enum Choice: Equatable {
        /// It leaves the member to the class, for this reason.
        case leave(LeftToClass.Reason)
        /// It overrides the member; the action answers as the class does when `callsSuper`.
        case override(callsSuper: Bool)
    }

    /// What the mock does with `original` (`requirement` as the mock sees it, in `context`): the rule
    /// of ``mock(for:options:)``, after a rejection by the compiler, `--keep-default`, deprecation.
    static func choice(
        for original: Requirement, as requirement: Requirement, in context: ShapeContext, of model: ProtocolModel,
        scope: MockScope, options: PlanningOptions
    ) -> Choice {
        if let why = options.forcedPlaceholders[
            MemberKey(mock: context.mockName, member: .requirement(usr: original.usr))]
        {
            return .leave(.rejected(why))
        }
        let selected = DefaultSelector.choice(for: original, of: model, among: options.defaultSelectors)
        if selected == .keep { return .leave(.chosen) }
        if original.deprecation != nil { return .leave(.deprecated) }
        let withoutDefault = MockPlanner.resultWithoutDefault(original, of: model, in: scope)
        guard !context.isStrict, selected == .intercept || withoutDefault != nil else {
            return .override(callsSuper: false)
        }
        if let why = SuperCalls.whyNoSuperDefault(requirement, in: context) {
            return .leave(
                withoutDefault.map { .noDefaultValue(type: scope.spell($0), why: why) } ?? .intercepted(why: why))
        }
        return .override(callsSuper: true)
    }

    /// `final class PrinterMock: Printer`, its generic parameters passed on (`BoxMock<T, U>: Box<T, U>
    /// where ...`), its global actor and availability repeated, and `@unchecked Sendable` restated for
    /// a `Sendable` class that no global actor isolates (Swift asks a subclass to).
    static func header(of model: ProtocolModel, mockName: String, scope: MockScope) -> MockDeclaration {
        let mocked = model.mockedClass ?? MockedClass()
        var declaration = MockDeclaration(
            comments: [], attributes: MockPlanner.availabilityAttributes(model.availability), keyword: "final class",
            name: mockName, genericParameters: mocked.genericParameters.map { GenericParameter(name: $0) },
            conformances: [scope.written(model.type)], members: [])
        if let actor = model.globalActor { declaration.attributes.append("@" + scope.spell(actor)) }
        declaration.whereClause = mocked.constraints.map { constraint in
            switch constraint {
            case .conformance(let subject, let other): return .conformance(scope.written(subject), scope.written(other))
            case .sameType(let subject, let other): return .sameType(scope.written(subject), scope.written(other))
            }
        }
        if MockPlanner.isUncheckedSendable(model) {
            declaration.isUncheckedSendable = true
            declaration.comments.append(
                "// @unchecked Sendable, as its class: configure every action before the code under test shares the mock."
            )
        }
        return declaration
    }
}
