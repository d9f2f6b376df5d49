// The protocol's default implementation as an intercepted action's default (`--intercept-default`).
//
// Swift has no call from a type to the protocol extension's implementation of a requirement that
// type implements. Another type can make it: one that conforms to the protocol and implements every
// requirement the mock implements but the ones answered so, forwarding each to the mock. Calling a
// defaulted requirement on it runs the protocol's default, whose calls of other requirements come
// back to the mock's actions:
//
//     lazy var retriesAction: (String) -> Int = byDefault { [unowned self] arguments in
//         RetryPolicyMockDefaults(mock: self).retries(for: arguments)
//     }
//
//     private final class RetryPolicyMockDefaults: RetryPolicy {
//         let mock: RetryPolicyMock
//         init(mock: RetryPolicyMock) { self.mock = mock }
//
//         func timeout(for url: String) -> Double { mock.timeout(for: url) }
//     }

/// Which intercepted actions answer as the protocol's default, and the type that lets them.
enum DefaultsHelper {
    /// `RetryPolicyMockDefaults`.
    static func name(for mockName: String) -> String { mockName + "Defaults" }

    /// The requirements, by symbol, whose actions answer as the protocol's default: those
    /// `--intercept-default` names (the rule's are not: their actions answer the result type's
    /// default value), when the helper can be written and the requirement's action can call it.
    ///
    /// The helper can be written for a plain class mock (no actor, global actor, `Sendable`,
    /// associated type or standard parent) of a protocol each of whose requirements without a
    /// default it can forward (``canForward(_:of:)``), under a name no type of the module takes.
    static func answeredByDefaults(
        _ model: ProtocolModel, mocked: [Requirement], mockName: String, options: PlanningOptions
    ) -> Set<String> {
        let chosen = mocked.filter { requirement in
            model.hasDefault(for: requirement)
                && DefaultSelector.choice(for: requirement, of: model, among: options.defaultSelectors) == .intercept
                && canFallBack(requirement, of: model)
        }
        let name = name(for: mockName)
        guard !chosen.isEmpty, !model.isActor, model.globalActor == nil, !model.isSendable,
            model.associatedTypes.isEmpty, model.unresolvedParents.isEmpty, model.preconcurrencyParents.isEmpty,
            model.nonisolatedParents.isEmpty, !options.takenTypeNames.contains(name),
            !KnownTypeNames.all.contains(name),
            model.requirements.allSatisfy({ model.hasDefault(for: $0) || canForward($0, of: model) })
        else { return [] }
        return Set(chosen.map(\.usr))
    }

    /// Whether a member of the helper can forward `requirement` to the mock with the mock's own
    /// declaration: an instance method or a property without effects, on no actor, whose types do
    /// not name `Self` (the helper's would be itself) and whose arguments pass on as they are.
    static func canForward(_ requirement: Requirement, of model: ProtocolModel) -> Bool {
        guard requirement.kind == .method || requirement.kind == .property, !requirement.isStatic,
            requirement.fixity == nil, requirement.isolation == .none, requirement.globalActor == nil,
            !requirement.isNonsending, !requirement.isConcurrent
        else { return false }
        if requirement.kind == .property, requirement.isAsync || requirement.throwing != .none { return false }
        let types = [requirement.result] + requirement.parameters.map(\.type)
        guard !types.contains(where: { $0.contains { $0 == .selfType } }),
            !MockPlanner.isTheMock(requirement.result, in: model)
        else { return false }
        return requirement.parameters.allSatisfy { !$0.isVariadic && ($0.ownership == nil || $0.ownership == .inout) }
    }

    /// Whether the action of `requirement` can call the helper: a forwarded shape whose action
    /// takes its arguments as they are (no closure, `inout` or `@autoclosure`), not generic,
    /// `mutating`, `async` or of typed throws, and no get/set property (a property stub has no
    /// closure to run).
    static func canFallBack(_ requirement: Requirement, of model: ProtocolModel) -> Bool {
        guard canForward(requirement, of: model), !requirement.isMutating, requirement.generics.isEmpty,
            !requirement.isAsync, !requirement.isRethrows,
            !(requirement.kind == .property && requirement.hasSetter)
        else { return false }
        if case .typed = requirement.throwing { return false }
        return requirement.parameters.allSatisfy { $0.ownership == nil && !$0.isAutoclosure && $0.closureType == nil }
    }

    /// The action's default: `byDefault { [unowned self] arguments in Helper(mock: self).name(label:
    /// arguments.0, ...) }`.
    static func actionDefault(for requirement: Requirement, helper: String, in context: ShapeContext) -> Expression {
        let made = Expression.call(.atom(helper), [.init("mock", .atom("self"))])
        let parameters = requirement.parameters
        var call = Expression.member(made, requirement.name)
        if requirement.kind == .method {
            call = .call(
                call,
                parameters.enumerated().map { index, parameter in
                    .init(parameter.label, .atom(parameters.count == 1 ? "arguments" : "arguments.\(index)"))
                })
        }
        if requirement.throwing != .none { call = .try(call) }
        let closure = Expression.Closure(
            captures: ["unowned self"], parameters: [parameters.isEmpty ? "_" : "arguments"], body: call)
        return Shapes.byDefault(closure, requirement, in: context)
    }

    /// The helper: the mock as a constant, and a member forwarding each of `forwarded`, declared as
    /// the mock declares it.
    static func declaration(
        of model: ProtocolModel, mockName: String, forwarded: [(Requirement, MemberSignature)], scope: MockScope
    ) -> MockDeclaration {
        let mockType = SwiftType.named(TypeName(mockName), [])
        var constant = StoredProperty(name: "mock", type: mockType, value: nil)
        constant.isConstant = true
        var members = [
            MockMember(
                warning: nil, properties: [constant],
                declaration: MemberSignature(
                    .initializer(failability: nil), parameters: [.init(["mock"], mockType)]),
                body: [.expression(.assignment(.member(.atom("self"), "mock"), .atom("mock")))],
                kind: .initializer)
        ]
        for (requirement, declaration) in forwarded {
            let member = Expression.member(.atom("mock"), requirement.name)
            let body: [Statement]
            if requirement.kind == .property {
                body =
                    requirement.hasSetter
                    ? [
                        .accessor("get", .returning(member)),
                        .accessor("set", .expression(.assignment(member, .atom("newValue")))),
                    ]
                    : [.returning(member)]
            } else {
                let call = Expression.call(
                    member,
                    requirement.parameters.map { parameter in
                        .init(
                            parameter.label, .atom((parameter.ownership == .inout ? "&" : "") + parameter.internalName))
                    })
                body = [
                    .expression(call.effects(throwing: requirement.throwing != .none, isAsync: requirement.isAsync))
                ]
            }
            members.append(
                MockMember(
                    warning: nil, properties: [], declaration: declaration, body: body, kind: requirement.kind,
                    identity: .requirement(usr: requirement.usr)))
        }
        return MockDeclaration(
            comments: ["// The protocol's default implementations, for the actions named by --intercept-default."],
            attributes: [], keyword: "private final class", name: name(for: mockName), genericParameters: [],
            conformances: [scope.written(model.type)], members: members)
    }
}
