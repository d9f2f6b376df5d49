// The class's own implementation, one call away in a class's mock (`--class`). `super` is reachable
// only from a member of the subclass, not from a stored property's first value, so each override has
// a helper that calls `super`, and an action answering as the class does calls the helper:
//
//     func superFormat(_ total: Int) -> String { super.format(total) }
//
//     lazy var formatAction: (Int) -> String = byDefault { [unowned self] arguments in
//         self.superFormat(arguments)
//     }
//     override func format(_ total: Int) -> String { formatAction(total) }
//
// A get/set property or subscript answering as the class does has a get and a set action, each
// forwarding to the helper until a test sets it up:
//
//     var superCopies: Int {
//         get { super.copies }
//         set { super.copies = newValue }
//     }
//
//     lazy var copiesGetAction: (()) -> Int = byDefault { [unowned self] _ in self.superCopies }
//     lazy var copiesSetAction: (Int) -> Void = byDefault { [unowned self] arguments in self.superCopies = arguments }
//     override var copies: Int {
//         get { copiesGetAction(()) }
//         set { copiesSetAction(newValue) }
//     }

/// The `super` helpers of a class's mock, and the actions' defaults that call them.
enum SuperCalls {
    /// `superFormat` for `formatAction`, `superSubscript` for `subscriptAction`: unique in the mock
    /// as the action names are, and followed by `_` until no member of the class has its name (a
    /// class with `format()` and `superFormat()` gets `superFormat_` for the first, `superSuperFormat`
    /// for the second).
    static func helperName(forAction actionName: String, avoiding memberNames: Set<String> = []) -> String {
        let base = actionName.hasSuffix("Action") ? String(actionName.dropLast(6)) : actionName
        var name = "super" + capitalized(base)
        while memberNames.contains(name) { name += "_" }
        return name
    }

    /// Why the action of `requirement` cannot call its helper, or `nil` when it can.
    ///
    /// The default names `self`, so the action is a `lazy var` of the mock itself: not one kept in
    /// `actions` (a nonisolated member of an isolated class), nor one of a `Sendable` mock, nor one
    /// whose closure would send the mock to another actor. It passes the action's arguments as they are: not a generic method's
    /// (one action for every specialization), nor `inout`, variadic, `@autoclosure`, `isolated` or
    /// noncopyable ones, nor a `rethrows` method's.
    static func whyNoSuperDefault(_ requirement: Requirement, in context: ShapeContext) -> String? {
        if !context.actionPrefix.isEmpty { return "its action is kept apart from the mock" }
        // A `lazy var` would race on first use (and a `nonisolated` class's cannot be `Sendable`); the
        // mock declares no initializer to assign it in.
        if context.selfDefault == .assignedInInitializers {
            return "the mock is Sendable, where an action naming it would race on first use"
        }
        if requirement.isolation != context.mockIsolation { return "it runs on another actor than the mock" }
        if !requirement.generics.isEmpty { return "it is generic" }
        if requirement.isRethrows { return "it rethrows" }
        for parameter in requirement.parameters {
            if parameter.ownership == .inout { return "it takes an inout parameter" }
            if parameter.isVariadic { return "it takes a variadic parameter" }
            if parameter.isAutoclosure { return "it takes an @autoclosure" }
            if parameter.ownership == .isolated { return "it takes an isolated parameter" }
            if Shapes.keepsOwnership(parameter, in: context) || Shapes.spanCopy(parameter.type) != nil {
                return "it takes a value that may not be copied"
            }
        }
        return nil
    }

    /// Whether the member is a get/set property or subscript: answering as the class does, it has a
    /// get and a set action (``forwardingAccessors(_:in:)``).
    static func forwardsAccessors(_ requirement: Requirement) -> Bool {
        (requirement.kind == .property || requirement.kind == .subscript) && requirement.hasSetter
    }

    /// The default of the action (the getter's, for a property or subscript) answering as the class
    /// does: `byDefault { [unowned self] arguments in self.superFormat(arguments) }`.
    static func actionDefault(for requirement: Requirement, in context: ShapeContext) -> Expression {
        let helper = Expression.member(
            .atom("self"), helperName(forAction: context.actionName, avoiding: context.classMemberNames))
        let parameters = requirement.parameters
        let call: Expression
        switch requirement.kind {
        case .property:
            call = helper
        default:
            call = .call(
                helper,
                parameters.indices.map { index in
                    .init(
                        requirement.kind == .subscript ? nil : parameters[index].label,
                        .atom(parameters.count == 1 ? "arguments" : "arguments.\(index)"))
                })
        }
        var closure = Expression.Closure(
            captures: ["unowned self"], parameters: [parameters.isEmpty ? "_" : "arguments"],
            body: call.effects(throwing: requirement.throwing != .none, isAsync: requirement.isAsync))
        // Swift does not take a closure's typed error from its context.
        if case .typed(let error) = requirement.throwing { closure.throwing = context.written(error) }
        return Shapes.byDefault(closure, requirement, in: context)
    }

    /// The set action's default, answering as the class does: `byDefault { [unowned self] arguments in
    /// self.superCopies = arguments }`; a subscript's takes the indexes and the value.
    static func setterDefault(for requirement: Requirement, in context: ShapeContext) -> Expression {
        let helper = Expression.member(
            .atom("self"), helperName(forAction: context.actionName, avoiding: context.classMemberNames))
        let statement: Statement
        if requirement.kind == .subscript {
            let count = requirement.parameters.count
            let indexes = (0..<count).map {
                Expression.Argument(nil, .atom(count == 1 ? "arguments.0" : "arguments.0.\($0)"))
            }
            statement = .expression(.call(helper, indexes + [.init("set", .atom("arguments.1"))]))
        } else {
            statement = .expression(.assignment(helper, .atom("arguments")))
        }
        return .call(
            .atom("byDefault"), [],
            trailingClosure: .init(captures: ["unowned self"], parameters: ["arguments"], statements: [statement]))
    }

    /// A get/set property or subscript whose actions answer as the class does: a get action and a set
    /// action, each forwarding to the helper until a test sets it up (a `PropertyStub` or
    /// `SubscriptStub` would keep values of its own instead).
    ///
    ///     lazy var copiesGetAction: (()) -> Int = byDefault { [unowned self] _ in self.superCopies }
    ///     lazy var copiesSetAction: (Int) -> Void = byDefault { [unowned self] arguments in ... }
    ///     override var copies: Int {
    ///         get { copiesGetAction(()) }
    ///         set { copiesSetAction(newValue) }
    ///     }
    static func forwardingAccessors(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let base = context.actionName.hasSuffix("Action") ? String(context.actionName.dropLast(6)) : context.actionName
        let input = Shapes.actionInput(requirement)
        let arguments = requirement.parameters.map { Expression.atom($0.internalName) }
        let index: Expression = arguments.isEmpty ? .tuple([]) : arguments.count == 1 ? arguments[0] : .tuple(arguments)
        var getter = context
        getter.actionName = base + "GetAction"
        getter.protocolDefault = actionDefault(for: requirement, in: context)
        let get = Shapes.action(
            getter.actionName, input: input, result: requirement.result, requirement: requirement, in: getter)
        var setter = requirement
        setter.throwing = .none
        setter.isAsync = false
        var storing = context
        storing.actionName = base + "SetAction"
        storing.protocolDefault = setterDefault(for: requirement, in: context)
        let newValue: SwiftType =
            requirement.kind == .subscript
            ? .tuple([TupleElement(label: nil, type: input), TupleElement(label: nil, type: requirement.result)])
            : requirement.result
        let set = Shapes.action(storing.actionName, input: newValue, result: .void, requirement: setter, in: storing)
        let setArgument: Expression =
            requirement.kind == .subscript ? .tuple([index, .atom("newValue")]) : .atom("newValue")
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [get, set], declaration: Shapes.declaration(requirement, in: context),
                body: [
                    .accessor("get", .returning(Expression.atom(getter.actionName)(index))),
                    .accessor("set", .expression(Expression.atom(storing.actionName)(setArgument))),
                ]))
    }

    /// The helper that calls the class's implementation, declared as the override is but for its
    /// name and `override`: `func superFormat(_ total: Int) -> String { super.format(total) }`; a
    /// property's is a property, a subscript's a method (and a second, `set:`, for its setter).
    static func helpers(for requirement: Requirement, in context: ShapeContext) -> [MockMember] {
        let name = helperName(forAction: context.actionName, avoiding: context.classMemberNames)
        var declaration = Shapes.declaration(requirement, in: context)
        declaration.modifiers.removeAll { $0 == .word("override") }
        // A plain nonisolated async member of a test target with NonisolatedNonsendingByDefault runs on
        // its caller's actor, and handing the mock to the class's `@concurrent` member from there
        // "risks causing data races": the helper runs off any actor, as the member it calls may.
        if requirement.isAsync, requirement.isolation == .none, !context.isActorMock, !requirement.isNonsending,
            !requirement.parameters.contains(where: { $0.ownership == .isolated }),
            !declaration.modifiers.contains(.word("@concurrent"))
        {
            declaration.modifiers.insert(
                .word("@concurrent"), at: declaration.modifiers.first == .word("@discardableResult") ? 1 : 0)
        }
        let superMember = Expression.member(.atom("super"), requirement.name)
        let effects = Shapes.accessorEffects(requirement, in: context)
        func member(_ signature: MemberSignature, _ body: [Statement]) -> MockMember {
            MockMember(
                warning: nil, properties: [], declaration: signature, body: body, kind: .method,
                identity: .requirement(usr: requirement.usr))
        }
        switch requirement.kind {
        case .property:
            declaration.kind = .property(name: name)
            let read = Expression.member(.atom("super"), requirement.name)
                .effects(throwing: requirement.throwing != .none, isAsync: requirement.isAsync)
            let body: [Statement] =
                requirement.hasSetter
                ? [
                    .accessor("get", .expression(read)),
                    .accessor("set", .expression(.assignment(superMember, .atom("newValue")))),
                ]
                : effects.isEmpty ? [.expression(read)] : [.accessor("get", effects: effects, .expression(read))]
            return [member(declaration, body)]
        case .subscript:
            // `super[i]`, from a method: a subscript's parameters are unlabelled unless it writes a label.
            var method = requirement
            method.kind = .method
            method.name = name
            var signature = Shapes.declaration(method, in: context)
            signature.modifiers = declaration.modifiers
            let indexes = requirement.parameters.map { Expression.Argument($0.label, .atom($0.internalName)) }
            let read = Expression.subscripted(.atom("super"), indexes)
            let get = read.effects(throwing: requirement.throwing != .none, isAsync: requirement.isAsync)
            var helpers = [member(signature, [.expression(get)])]
            if requirement.hasSetter {
                var setter = signature
                setter.result = nil
                setter.modifiers.removeAll { $0 == .word("@discardableResult") || $0 == .word("@concurrent") }
                setter.parameters.append(.init(["set", "newValue"], context.written(requirement.result)))
                helpers.append(member(setter, [.expression(.assignment(read, .atom("newValue")))]))
            }
            return helpers
        default:
            // A variadic parameter cannot pass its array on to `super`.
            if requirement.parameters.contains(where: \.isVariadic) { return [] }
            declaration.kind = .function(name: name, isOperator: false)
            // An `@autoclosure` is forwarded by calling it (Swift wraps the call again); `inout` with `&`.
            let call = Expression.call(
                superMember,
                requirement.parameters.map { parameter in
                    let name = Expression.atom((parameter.ownership == .inout ? "&" : "") + parameter.internalName)
                    return .init(parameter.label, parameter.isAutoclosure ? name() : name)
                })
            let body = call.effects(throwing: requirement.throwing != .none, isAsync: requirement.isAsync)
            return [member(declaration, [.expression(body)])]
        }
    }
}
