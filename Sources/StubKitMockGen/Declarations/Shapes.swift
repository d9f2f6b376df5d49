// One pattern for every requirement: an action stored with its type declared, never inferred
// from a method reference and never `lazy`.
//
//     var sendAction: ((Request, Int)) async throws -> Response = strictStub(...)
//     func send(_ request: Request, retries: Int) async throws -> Response { try await sendAction((request, retries)) }
//
// The action's type is the requirement's arguments as one value (`()`, `T`, or a tuple) and its
// result; the body hands over the arguments. Only what a value cannot carry differs:
//
//   closures that may not escape   reach the action inside `withoutActuallyEscaping`
//   an `@autoclosure` alone        is evaluated: the action receives its value
//   `inout` parameters             the action returns the values to write back, then the result
//   properties and subscripts      a `PropertyStub` / `SubscriptStub` when they have setters
//   initializers                   the action also receives the new instance
//   generic methods                one action for every specialization (`genericMethod`)
//   placeholder                    what Swift cannot express in a mock: a comment + unmockedRequirement
//
// Every type is a `SwiftType` until the scope writes it: the action's type is built as a function
// type, not pasted together.

internal import Foundation

/// What a shape function produced.
struct ShapeResult {
    var member: MockMember
    /// Statements every initializer of the mock runs first: a `Sendable` mock's defaults that
    /// answer the mock itself (`filterAction = byDefault { [unowned self] _ in self }`).
    var initializerStatements: [Statement] = []
}

enum Shapes {
    /// Picks the shape for `requirement` and writes it.
    static func member(for requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        switch requirement.kind {
        case .property:
            return propertyMember(requirement, in: context)
        case .subscript where !requirement.generics.isEmpty:
            return genericSubscript(requirement, in: context)
        case .subscript:
            return subscriptMember(requirement, in: context)
        case .initializer where !requirement.generics.isEmpty:
            return genericMethod(requirement, in: context)
        case .initializer:
            return initializerMember(requirement, in: context)
        case .method:
            break
        }
        // An action that runs on the requirement's actor is synchronous, called without `await`.
        var shaped = requirement
        if requirement.isAsync, actionStaysOnActor(requirement, in: context) { shaped.isAsync = false }
        var result: ShapeResult
        if !requirement.generics.isEmpty {
            result = genericMethod(shaped, in: context)
        } else if requirement.parameters.count > 1,
            requirement.parameters.contains(where: { keepsOwnership($0, in: context) }),
            !requirement.parameters.contains(where: { $0.ownership == .inout })
        {
            result = separateArgumentsMethod(shaped, in: context)
        } else if requirement.parameters.contains(where: { $0.ownership == .inout }) {
            result = inoutMethod(shaped, in: context)
        } else if requirement.isStatic, requirement.result == .named(TypeName(context.mockName), []),
            let make = context.makeMock, requirement.throwing != .none || !make.isTry
        {
            // `static func make() -> Self`: a new mock, until a test says otherwise, and only then.
            result = method(
                shaped, in: context, defaultValue: byDefault(.init(parameters: ["_"], body: make), shaped, in: context))
        } else if !requirement.isStatic, context.returnsMock, context.selfDefault != .none,
            context.actionPrefix.isEmpty
        {
            result = answeringTheMock(shaped, in: context) { method(shaped, in: context, defaultValue: $0) }
        } else {
            result = method(shaped, in: context)
        }
        result.member.declaration = declaration(requirement, in: context)
        return result
    }

    /// Whether the action of an `async` requirement is synchronous, so that the arguments stay on
    /// the actor the method runs on: an async action is not isolated, and passing it values that
    /// are not `Sendable` fails to compile ("sending 'x' risks causing data races").
    ///
    /// - A global actor other than the main actor: always (StubKit cannot be generic over a global
    ///   actor; the main actor's actions are `@MainActor @Sendable` instead).
    /// - An actor mock's isolated requirement: when an argument may not be `Sendable` (a closure, an
    ///   erased generic value, a type of the module); otherwise the action stays `async`, so that a
    ///   test can suspend in it.
    static func actionStaysOnActor(_ requirement: Requirement, in context: ShapeContext) -> Bool {
        if let actor = context.globalActorName, actor != "MainActor" { return true }
        guard context.isolation == .actor, !requirement.isStatic, requirement.kind != .initializer else {
            return false
        }
        let input =
            requirement.generics.isEmpty
            ? actionInput(requirement)
            : GenericErasure(requirement, scope: context.scope).input(requirement.parameters)
        return !context.scope.isKnownSendable(input)
            || requirement.parameters.contains { $0.isAutoclosure || $0.isNonEscapingClosure }
    }

    /// `byDefault { body }`, with the error type of typed throws (without it, the default would
    /// not step aside under a typed-throws call a test answers).
    static func byDefault(_ body: Expression.Closure, _ requirement: Requirement, in context: ShapeContext)
        -> Expression
    {
        if case .typed(let error) = requirement.throwing {
            return .call(
                .atom("byDefault"), [.init("throwing", .metatype(context.written(error)))], trailingClosure: body)
        }
        return .call(.atom("byDefault"), [], trailingClosure: body)
    }

    /// A builder's result (`-> Self`, `-> any Query` of a mock of `Query`): the mock itself.
    ///
    /// It stays so until a test says otherwise. A stored action's first value cannot name `self`:
    /// the action is `lazy`, or, in a `Sendable` mock (where a `lazy var` would race on first use),
    /// strict until every initializer gives it its default.
    static func answeringTheMock(
        _ requirement: Requirement, in context: ShapeContext, write: (_ defaultValue: Expression?) -> ShapeResult
    ) -> ShapeResult {
        let answer = byDefault(
            .init(captures: ["unowned self"], parameters: ["_"], body: .atom("self")), requirement, in: context)
        guard context.selfDefault == .assignedInInitializers else {
            var result = write(answer)
            result.member.isLazy = true
            return result
        }
        var result = write(nil)
        result.initializerStatements = [.expression(.assignment(.atom(context.actionName), answer))]
        return result
    }

    // MARK: - Shapes

    /// Every method that is not generic and has no `inout` parameter.
    ///
    ///     var incrementAction: (Int64) -> Void = { _ in }
    ///     func increment(by amount: Int64) { incrementAction(amount) }
    ///     var accountAction: (Int) throws -> Account = strictStub(name: "accountAction")
    ///
    /// `defaultValue` replaces the default: `{ _ in DriverMock() }` for a static `-> Self`.
    static func method(_ requirement: Requirement, in context: ShapeContext, defaultValue: Expression? = nil)
        -> ShapeResult
    {
        let parameters = requirement.parameters
        let autoclosureAlone = parameters.count == 1 && parameters[0].isAutoclosure
        let input = autoclosureAlone ? (parameters[0].closureType?.result ?? .void) : actionInput(requirement)
        // A lone `consuming` or `borrowing` argument keeps its ownership: its type may not be copyable.
        let ownership =
            parameters.count == 1 && keepsOwnership(parameters[0], in: context) ? parameters[0].ownership : nil
        let property = action(
            context.actionName, input: input, result: requirement.result, requirement: requirement, in: context,
            defaultValue: defaultValue, ownership: ownership)
        var body: [Statement] =
            autoclosureAlone
            ? [.expression(callAction(requirement, context.callee, .call(parameters[0].internalName)))]
            : passArguments(requirement, in: context)
        if requirement.isRethrows {
            // Only what the closure threw may leave a `rethrows` method (`Rethrowing`).
            let arguments = GenericErasure(requirement, scope: context.scope).arguments(
                parameters, rethrowing: true, in: context)
            let call = Expression.atom(context.callee)(arguments).effects(throwing: true, isAsync: requirement.isAsync)
            body = wrapClosures(
                requirement,
                [
                    .binding(name: "call", type: nil, value: .call("Rethrowing")),
                    rethrowingResult("result", call, requirement),
                ], in: context)
        }
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
    }

    /// Several arguments, one of which may not be copied: the action takes them one by one.
    ///
    /// A tuple cannot hold a `consuming Job`, so each argument keeps its ownership. StubKit's setups and
    /// spies take one value; a test assigns the action a closure of its own.
    ///
    ///     var scheduleAction: (consuming Job, Int) -> Void = { _, _ in }
    ///     func schedule(_ job: consuming Job, priority: Int) { scheduleAction(job, priority) }
    static func separateArgumentsMethod(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let parameters = requirement.parameters
        let ignored = Array(repeating: "_", count: parameters.count)
        let value: Expression
        if requirement.result.isVoid {
            value = .closure(ignored)
        } else if context.scope.hasDefault(requirement.result) {
            value = .closure(ignored, .atom(".defaultValue"))
        } else {
            return placeholder(
                requirement, in: context,
                why: "a value that may not be copied travels beside other arguments and the result has no default value"
            )
        }
        let function = FunctionType(
            attributes: isolationAttributes(requirement, in: context),
            parameters: parameters.map { parameter in
                FunctionParameter(
                    type: plainValue(parameter.isVariadic ? .array(parameter.type) : parameter.type),
                    ownership: keepsOwnership(parameter, in: context) ? parameter.ownership : nil,
                    isEscaping: context.scope.resolved(parameter.type).function != nil && !parameter.isVariadic)
            },
            isAsync: requirement.isAsync, throwing: requirement.throwing, result: resultType(requirement.result))
        let property = StoredProperty(
            name: context.actionName, type: context.written(.function(function)), value: value)
        let call = Expression.call(.atom(context.callee), parameters.map { .init(nil, .atom($0.internalName)) })
        let body = wrapClosures(
            requirement,
            [.expression(call.effects(throwing: requirement.throwing != .none, isAsync: requirement.isAsync))],
            in: context)
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
    }

    /// Whether the parameter's ownership is written on the action.
    ///
    /// It is, for a `consuming` or `borrowing` value of a type that may not be copied. Any other is passed as a plain value (a `borrowing`
    /// one copied), so that StubKit's setups and spies take it.
    static func keepsOwnership(_ parameter: Parameter, in context: ShapeContext) -> Bool {
        [.consuming, .borrowing, .owned, .shared].contains(parameter.ownership)
            && context.scope.mayNotBeCopied(parameter.type)
    }

    /// `inout` parameters: the action takes the values passed in and returns the values to write
    /// back (then the result), and answers "write back unchanged" until a test says otherwise.
    ///
    ///     var nextAction: (Int) -> (Int, Bool) = { ($0, .defaultValue) }
    ///     func next(_ state: inout Int) -> Bool {
    ///         let written = nextAction(state)
    ///         state = written.0
    ///         return written.1
    ///     }
    static func inoutMethod(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let parameters = requirement.parameters
        let inouts = parameters.indices.filter { parameters[$0].ownership == .inout }
        let hasResult = !requirement.result.isVoid
        let outputs = inouts.map { parameters[$0].type } + (hasResult ? [requirement.result] : [])
        let output = outputs.count == 1 ? outputs[0] : .tuple(outputs.map { TupleElement(label: nil, type: $0) })
        let property: StoredProperty
        if hasResult, !context.scope.hasDefault(requirement.result) {
            property = action(
                context.actionName, input: actionInput(requirement), result: output, requirement: requirement,
                in: context)
        } else {
            let passedBack = inouts.map { Expression.atom(parameters.count == 1 ? "$0" : "$0.\($0)") }
            let values = passedBack + (hasResult ? [.atom(".defaultValue")] : [])
            let value = values.count == 1 ? values[0] : .tuple(values)
            property = action(
                context.actionName, input: actionInput(requirement), result: output, requirement: requirement,
                in: context, defaultValue: .closure([], value))
        }
        let call = callAction(requirement, context.callee, packedArguments(requirement, in: context))
        var statements: [Statement]
        if outputs.count == 1, !hasResult {
            statements = [.expression(.assignment(.atom(parameters[inouts[0]].internalName), call))]
        } else {
            statements = [.binding(name: "written", type: nil, value: call)]
            for (position, index) in inouts.enumerated() {
                statements.append(
                    .expression(
                        .assignment(.atom(parameters[index].internalName), .member(.atom("written"), "\(position)"))))
            }
            if hasResult { statements.append(.returning(.member(.atom("written"), "\(inouts.count)"))) }
        }
        let body = wrapClosures(requirement, statements, in: context)
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
    }

    /// An `init` requirement: the action, kept in `Statics`, receives the arguments and the new
    /// instance, so a test sees (and configures) the mocks the code under test creates.
    ///
    ///     var initAction: ((String, DriverMock)) -> Void = { _ in }
    ///     init(name: String) { Self.statics.current.initAction((name, self)) }
    ///
    /// An actor's initializer passes only the arguments: handing `self` out of a synchronous actor
    /// initializer that witnesses another module's requirement fails to compile (Swift 6.3.1:
    /// "'nonisolated' on an actor's synchronous initializer is invalid").
    static func initializerMember(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        var withInstance = requirement
        if !context.isActorMock {
            withInstance.parameters.append(
                Parameter(label: nil, internalName: "self", type: .named(TypeName(context.mockName), [])))
        }
        // `init?`: the action answers whether the instance is made (`true` until set up).
        let failable = requirement.failability != nil
        let answer: SwiftType = failable ? .named(TypeName("Bool"), []) : .void
        let property = action(
            context.actionName, input: actionInput(withInstance), result: answer, requirement: withInstance,
            in: context, defaultValue: failable ? .closure(["_"], .atom("true")) : nil)
        var body = passArguments(withInstance, in: context)
        if failable, body.count == 1, case .expression(let made) = body[0] {
            // A trailing closure (`withoutActuallyEscaping`) cannot be a `guard` condition.
            let wrapsClosures = requirement.parameters.contains { $0.isNonEscapingClosure || $0.isAutoclosure }
            body =
                wrapsClosures
                ? [.binding(name: "made", type: nil, value: made), .guardElseReturnNil(.atom("made"))]
                : [.guardElseReturnNil(made)]
        }
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
    }

    /// Properties: a get/set property is a `PropertyStub`, stored-like until a test sets it up; a
    /// get-only or effectful getter is an action without arguments.
    ///
    ///     var volumeStub = PropertyStub<Int>()
    ///     var volume: Int {
    ///         get { volumeStub.get(()) }
    ///         set { volumeStub.set(newValue) }
    ///     }
    ///     var nameAction: (()) -> String = { _ in .defaultValue }
    ///     var name: String { return nameAction(()) }
    ///
    /// The getter says `return`: a requirement with a result-builder attribute would otherwise
    /// apply the builder to the mock's getter.
    static func propertyMember(
        _ requirement: Requirement, in context: ShapeContext, defaultValue: Expression? = nil
    )
        -> ShapeResult
    {
        let type = requirement.result
        let name = requirement.name.trimmingCharacters(in: ["`"])
        if requirement.hasSetter {
            let holder = "\(name)Stub"
            let valueType = context.written(plainValue(type))
            let stub = Expression.call(
                .type(.named(TypeName("PropertyStub"), [valueType])),
                context.scope.hasDefault(type) && !context.isStrict ? [] : [.init("strict", .string(holder))])
            return ShapeResult(
                member: MockMember(
                    warning: nil, properties: [StoredProperty(name: holder, type: nil, value: stub)],
                    declaration: declaration(requirement, in: context),
                    body: [
                        .accessor("get", .returning(.member(.atom(context.actionPrefix + holder), "get")(.tuple([])))),
                        .accessor("set", setCall(context.actionPrefix + holder, .atom("newValue"))),
                    ]))
        }
        let action = "\(name)Action"
        if defaultValue == nil, !requirement.isStatic, context.returnsMock, context.selfDefault != .none,
            context.actionPrefix.isEmpty
        {
            var getter = context
            getter.actionName = action
            return answeringTheMock(requirement, in: getter) { defaultValue in
                var plain = getter
                plain.selfDefault = .none
                return propertyMember(requirement, in: plain, defaultValue: defaultValue)
            }
        }
        let property = self.action(
            action, input: .void, result: type, requirement: requirement, in: context, defaultValue: defaultValue)
        let call = callAction(requirement, context.actionPrefix + action, .tuple([]))
        let effects = accessorEffects(requirement, in: context)
        let body: [Statement] =
            effects.isEmpty ? [.returning(call)] : [.accessor("get", effects: effects, .returning(call))]
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
    }

    /// Subscripts: get/set with `Hashable` indexes is a `SubscriptStub`; otherwise a get action
    /// and, with a setter, a set action that receives the indexes and the new value.
    ///
    ///     var subscriptStub = SubscriptStub<String, Int>()
    ///     subscript(key: String) -> Int {
    ///         get { subscriptStub.get(key) }
    ///         set { subscriptStub.set((key, newValue)) }
    ///     }
    static func subscriptMember(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let type = requirement.result
        let arguments = requirement.parameters.map { Expression.atom($0.internalName) }
        let index = arguments.count == 1 ? arguments[0] : .tuple(arguments)
        let input = actionInput(requirement)
        let base = context.actionName.hasSuffix("Action") ? String(context.actionName.dropLast(6)) : context.actionName
        let prefix = context.actionPrefix
        if requirement.hasSetter {
            let hashable = requirement.parameters.allSatisfy {
                DefaultValues.isStandard(context.scope.resolved($0.type), in: DefaultValues.hashableTypes)
            }
            if context.scope.hasDefault(type), !context.isStrict, hashable,
                (1...3).contains(requirement.parameters.count)
            {
                let holder = "\(base)Stub"
                let stub = Expression.call(
                    .type(
                        .named(TypeName("SubscriptStub"), [context.written(input), context.written(plainValue(type))])),
                    [])
                return ShapeResult(
                    member: MockMember(
                        warning: nil, properties: [StoredProperty(name: holder, type: nil, value: stub)],
                        declaration: declaration(requirement, in: context),
                        body: [
                            .accessor("get", .returning(.member(.atom(prefix + holder), "get")(index))),
                            .accessor("set", setCall(prefix + holder, .tuple([index, .atom("newValue")]))),
                        ]))
            }
            var setter = requirement
            setter.isAsync = false
            setter.throwing = .none
            let get = action("\(base)GetAction", input: input, result: type, requirement: requirement, in: context)
            let newValue = SwiftType.tuple([
                TupleElement(label: nil, type: input), TupleElement(label: nil, type: type),
            ])
            var storing = context
            storing.isStrict = false  // A setter stays a store, as a strict `PropertyStub`'s.
            let set = action("\(base)SetAction", input: newValue, result: .void, requirement: setter, in: storing)
            return ShapeResult(
                member: MockMember(
                    warning: nil, properties: [get, set], declaration: declaration(requirement, in: context),
                    body: [
                        .accessor("get", .returning(Expression.atom("\(prefix)\(base)GetAction")(index))),
                        .accessor(
                            "set",
                            .expression(
                                Expression.atom("\(prefix)\(base)SetAction")(.tuple([index, .atom("newValue")])))),
                    ]))
        }
        let action = "\(base)Action"
        let property = self.action(action, input: input, result: type, requirement: requirement, in: context)
        let call = callAction(requirement, prefix + action, index)
        let effects = accessorEffects(requirement, in: context)
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context),
                body: effects.isEmpty ? [.returning(call)] : [.accessor("get", effects: effects, .returning(call))]))
    }

    /// What Swift cannot express in a mock: a comment naming it and why, and an implementation
    /// that fails the test calling it.
    static func placeholder(_ requirement: Requirement, in context: ShapeContext, why: String) -> ShapeResult {
        let name = "\(context.mockName).\(requirement.title.split(separator: ".").last ?? "")"
        let call = Expression.call("unmockedRequirement", [.init(nil, .string(name)), .init("reason", .string(why))])
        let returningNothing = Expression.cast(call, .named(TypeName("Void"), []))
        // The call neither throws nor suspends, whatever the requirement's effects: no `try`, no `await`.
        var body: [Statement]
        switch requirement.kind {
        case .property where requirement.hasSetter, .subscript where requirement.hasSetter:
            body = [.block("get", [.expression(call)]), .block("set", [.expression(returningNothing)])]
        case .initializer:
            body = [.expression(returningNothing)]
        default:
            body = [.expression(requirement.result.isVoid ? returningNothing : call)]
        }
        return ShapeResult(
            member: MockMember(
                warning: "\(requirement.title): \(why)", properties: [],
                declaration: declaration(requirement, in: context), body: body))
    }

    // MARK: - Pieces

    /// The action's stored property, declared with its type:
    /// `var nameAction: (Input) effects -> Result = { _ in .defaultValue }`.
    ///
    /// A result without a default value gets a strict stub, given its name: `#function` in a stored
    /// property's initializer is the type's name, not the property's.
    static func action(
        _ name: String, input: SwiftType, result: SwiftType, requirement: Requirement, in context: ShapeContext,
        defaultValue: Expression? = nil, ownership: Ownership? = nil
    ) -> StoredProperty {
        let type = actionType(input: input, result: result, requirement: requirement, in: context, ownership: ownership)
        let loose =
            context.isStrict
            ? nil : defaultValue ?? context.protocolDefault ?? defaultClosure(result: result, in: context)
        var value = loose ?? strictStub(name, requirement, in: context)
        if loose == nil, context.scope.mayNotBeCopied(input) {
            // `strictStub` is generic over its argument, which a `RawSpan` (~Escapable) cannot be: the
            // action's closure calls a strict stub of no argument.
            let plain = FunctionType(
                attributes: isolationAttributes(requirement, in: context), parameters: [FunctionParameter(type: .void)],
                isAsync: requirement.isAsync, throwing: requirement.throwing, result: resultType(result))
            var call = Expression.call(
                .parenthesized(.cast(value, context.written(.function(plain)))), [.init(nil, .tuple([]))])
            if requirement.isAsync { call = .await(call) }
            if requirement.throwing != .none { call = .try(call) }
            value = .closure(["_"], call)
        }
        return StoredProperty(name: name, type: context.written(type), value: value)
    }

    /// `strictStub(name: "x")`, with `throwing: E.self` for typed throws.
    static func strictStub(_ name: String, _ requirement: Requirement, in context: ShapeContext) -> Expression {
        var arguments = [Expression.Argument("name", .string(name))]
        if case .typed(let error) = requirement.throwing {
            arguments.append(.init("throwing", .metatype(context.written(error))))
        }
        return .call("strictStub", arguments)
    }

    /// What a loose stub does, as a closure literal: `{ _ in }`, `{ _ in .defaultValue }`; `nil`
    /// for a result without a default value.
    ///
    /// The literal behaves as `stub()` does, and costs the type checker less: 9.2 instead of 12.0
    /// constraint scopes per requirement of scripts/bench-generate.sh's module (`stub()` has an
    /// overload per shape, and unavailable ones that explain misuse). It also keeps a block type
    /// (Dispatch's `DispatchSourceHandler`) from being a generic argument, whose metadata crashes
    /// on Linux when it is made.
    static func defaultClosure(result: SwiftType, in context: ShapeContext) -> Expression? {
        if result.isVoid { return .closure(["_"]) }
        return context.scope.hasDefault(result) ? .closure(["_"], .atom(".defaultValue")) : nil
    }

    /// `@MainActor (Int) -> String`, `((String, Int)) async throws -> Account`: a function type
    /// taking the arguments as one value.
    ///
    /// An async action of the main actor is `@MainActor @Sendable`: it runs on the main actor, so
    /// arguments and results that are not `Sendable` never leave it (Swift 5 and 6 modes alike).
    /// A lone closure argument is a function type's parameter, which escapes only if it says so.
    static func actionType(
        input: SwiftType, result: SwiftType, requirement: Requirement, in context: ShapeContext,
        ownership: Ownership? = nil
    ) -> SwiftType {
        let argument = FunctionParameter(
            type: input, ownership: ownership, isEscaping: context.scope.resolved(input).function != nil)
        let function = FunctionType(
            attributes: isolationAttributes(requirement, in: context), parameters: [argument],
            isAsync: requirement.isAsync, throwing: requirement.throwing, result: resultType(result))
        return .function(function)
    }

    /// `@MainActor @Sendable` for a main-actor requirement's action.
    ///
    /// Swift 6 makes a `@MainActor` function type `Sendable` by itself; Swift 5 mode does not, and
    /// StubKit's verbs, built in Swift 6 mode, take the `Sendable` type `inout`: written plain, a Swift 5
    /// test's `spyCalls(of:)` warns "converting non-Sendable function value to '@MainActor @Sendable …'".
    static func isolationAttributes(_ requirement: Requirement, in context: ShapeContext) -> [String] {
        context.globalActorName == "MainActor" ? ["@MainActor", "@Sendable"] : []
    }

    /// An action's result: `Void` for none.
    static func resultType(_ result: SwiftType) -> SwiftType {
        result.isVoid ? .named(TypeName("Void"), []) : plainValue(result)
    }

    /// The type a value of `type` has in an action or a tuple: an implicitly unwrapped optional is
    /// an optional there (`!` belongs to declarations), `some P` is `any P`.
    static func plainValue(_ type: SwiftType) -> SwiftType {
        type.map { node in
            switch node {
            case .implicitlyUnwrapped(let wrapped): return .optional(plainValue(wrapped))
            case .opaque(let constraint): return .existential(constraint)
            default: return nil
            }
        }
    }

    /// The mock's declaration of the requirement: `func send(_ email: WelcomeEmail) async throws`.
    static func declaration(_ requirement: Requirement, in context: ShapeContext) -> MemberSignature {
        let isOperator = operatorWord(requirement.name) != requirement.name
        // A subscript's and an operator's parameters have no argument label unless they write one.
        let unlabelled = requirement.kind == .subscript || isOperator
        let parameters = requirement.parameters.map { parameterDeclaration($0, isSubscript: unlabelled, in: context) }
        var signature: MemberSignature
        switch requirement.kind {
        case .method:
            signature = MemberSignature(
                .function(name: requirement.name, isOperator: isOperator), parameters: parameters)
            if !requirement.result.isVoid { signature.result = context.written(requirement.result) }
            signature.isSendingResult = requirement.isSendingResult
            signature.isRethrows = requirement.isRethrows
        case .initializer:
            signature = MemberSignature(.initializer(failability: requirement.failability), parameters: parameters)
        case .subscript:
            signature = MemberSignature(.subscript, parameters: parameters, result: context.written(requirement.result))
        case .property:
            signature = MemberSignature(
                .property(name: requirement.name), result: context.written(requirement.result))
        }
        signature.modifiers = modifiers(requirement, in: context)
        signature.generics = requirement.generics.map { requirement.packs.contains($0) ? "each " + $0 : $0 }
        if requirement.kind != .property, requirement.kind != .subscript {
            signature.isAsync = requirement.isAsync
            if requirement.isRethrows {
                signature.throwing = .untyped
            } else if case .typed(let error) = requirement.throwing {
                signature.throwing = .typed(context.written(error))
            } else {
                signature.throwing = requirement.throwing
            }
        }
        signature.constraints = requirement.constraints.map { written($0, in: context) }
        return signature
    }

    /// `@discardableResult`, a global actor other than the mock's, `override`, `nonisolated`, `static`, `prefix`.
    static func modifiers(_ requirement: Requirement, in context: ShapeContext) -> [MemberSignature.Modifier] {
        var modifiers: [MemberSignature.Modifier] = requirement.isDiscardableResult ? [.word("@discardableResult")] : []
        if let actor = requirement.globalActor, context.mockIsolation != .globalActor(actor) {
            modifiers.append(.word("@" + context.spell(actor)))
        }
        // A member of a `nonisolated final class` does not take its isolation from the protocol's
        // requirement, as a plain class's does. For another package's protocol (--only-public), a
        // nonisolated async method the graph prints without `nonisolated(nonsending)` is taken as
        // `@concurrent`, what it is in a module without NonisolatedNonsendingByDefault (plain, it would
        // be nonsending where the test target has the feature, and a generic body wrapping a closure
        // parameter "risks causing data races"). A graph prints a module's implied nonsending on
        // closure types but not on methods, so a package built with the feature is rejected by
        // --typecheck here. The mocked module's own protocols share the test target's settings: their
        // methods are written plain, as their requirements. Not with an `isolated` parameter: the
        // method runs on that actor.
        if requirement.isConcurrent
            || (context.isInNonisolatedMock && requirement.kind == .method && requirement.isAsync
                && !requirement.isNonsending && requirement.isolation == .none
                && !requirement.parameters.contains(where: { $0.ownership == .isolated }))
        {
            modifiers.append(.word("@concurrent"))
        }
        if context.isOverride { modifiers.append(.word("override")) }
        if requirement.isNonsending {
            modifiers.append(.call("nonisolated", argument: "nonsending"))
        } else if requirement.isNonisolated || context.isNonisolatedWitness {
            modifiers.append(.word("nonisolated"))
        }
        if requirement.isStatic { modifiers.append(.word("static")) }
        if let fixity = requirement.fixity { modifiers.append(.word(fixity)) }
        return modifiers
    }

    /// `T: Decodable`, `T.Element == Int`, as the mock writes them.
    static func written(_ constraint: Constraint, in context: ShapeContext) -> MemberSignature.Constraint {
        switch constraint {
        case .conformance(let subject, let constraint):
            return .conformance(context.written(subject), context.written(constraint))
        case .sameType(let subject, let type):
            return .sameType(context.written(subject), context.written(type))
        }
    }

    /// The parameter as the mock's declaration writes it.
    ///
    /// `_ message: @autoclosure () -> String`; a subscript has no argument label unless it writes one.
    static func parameterDeclaration(_ parameter: Parameter, isSubscript: Bool, in context: ShapeContext)
        -> MemberSignature.Parameter
    {
        var names: [String]
        switch parameter.label {
        case nil where isSubscript: names = [parameter.internalName]
        case nil: names = ["_", parameter.internalName]
        case let label? where label == parameter.internalName.trimmingCharacters(in: ["`"]) && !isSubscript:
            names = [parameter.internalName]
        case let label?: names = [label, parameter.internalName]
        }
        let type = FunctionParameter(
            type: context.written(parameter.type), ownership: parameter.ownership,
            isAutoclosure: parameter.isAutoclosure, isEscaping: parameter.isEscaping, isVariadic: parameter.isVariadic)
        return MemberSignature.Parameter(names: names, type: type)
    }

    /// `async`, `throws`, `throws(E)`: the effects an accessor is written with.
    static func accessorEffects(_ requirement: Requirement, in context: ShapeContext) -> Statement.Effects {
        var throwing = requirement.throwing
        if case .typed(let error) = throwing { throwing = .typed(context.written(error)) }
        return Statement.Effects(isAsync: requirement.isAsync, throwing: throwing)
    }

    /// `holder.set(value)`: a `PropertyStub`'s or `SubscriptStub`'s setter.
    static func setCall(_ holder: String, _ value: Expression) -> Statement {
        .expression(.call(.member(.atom(holder), "set"), [.init(nil, value)]))
    }

    /// `try await callee(argument)`: an action called with the requirement's effects.
    static func callAction(_ requirement: Requirement, _ callee: String, _ argument: Expression) -> Expression {
        Expression.atom(callee)(argument).effects(throwing: requirement.throwing != .none, isAsync: requirement.isAsync)
    }

    /// The action's argument type: `()`, `String`, `(String, [Int])`, `(() -> String, Int)`.
    static func actionInput(_ requirement: Requirement) -> SwiftType {
        let types = requirement.parameters.map { parameter -> SwiftType in
            if let copy = spanCopy(parameter.type) { return copy.type }
            return plainValue(parameter.isVariadic ? .array(parameter.type) : parameter.type)
        }
        if types.count == 1 { return types[0] }
        return .tuple(types.map { TupleElement(label: nil, type: $0) })
    }

    /// The body's call of the action with the requirement's arguments as one value.
    ///
    /// Closures that may not escape (and autoclosures) are passed on inside `withoutActuallyEscaping`:
    ///
    ///     try withoutActuallyEscaping(rule) { rule in try transformAction((value, rule)) }
    static func passArguments(_ requirement: Requirement, in context: ShapeContext) -> [Statement] {
        wrapClosures(
            requirement,
            [.expression(callAction(requirement, context.callee, packedArguments(requirement, in: context)))],
            in: context)
    }

    /// `()`, `name`, `(name, date)`: the arguments as one value.
    static func packedArguments(_ requirement: Requirement, in context: ShapeContext) -> Expression {
        let arguments = requirement.parameters.map { parameter in
            if let copy = spanCopy(parameter.type) { return copy.value(.atom(parameter.internalName)) }
            // A value that may not be copied is passed as it is: the action keeps its ownership.
            return keepsOwnership(parameter, in: context) ? .atom(parameter.internalName) : argument(parameter)
        }
        return arguments.count == 1 ? arguments[0] : .tuple(arguments)
    }

    /// `return try call.result { try action(...) }`: only what the closure threw leaves the method.
    static func rethrowingResult(_ convert: String, _ call: Expression, _ requirement: Requirement) -> Statement {
        let result = Expression.call(
            .member(.atom("call"), convert), [], trailingClosure: .init(statements: [.expression(call)]))
        return .returning(result.effects(throwing: true, isAsync: requirement.isAsync))
    }

    /// What the action takes for a standard library span, which may not outlive the call (a spy or a
    /// setup could not keep it, nor a verb take an action over it): an array of its elements, and
    /// how the body copies it (`bytes.withUnsafeBytes { Array($0) }`); `nil` for any other type.
    static func spanCopy(_ type: SwiftType) -> (type: SwiftType, value: (Expression) -> Expression)? {
        guard case .named(let name, let arguments) = type, name.module == "Swift" else { return nil }
        func copied(_ method: String) -> (Expression) -> Expression {
            { span in
                .call(
                    .member(span, method), [],
                    trailingClosure: .init(statements: [.expression(.call(.atom("Array"), [.init(nil, .atom("$0"))]))]))
            }
        }
        switch (name.name, arguments.count) {
        case ("RawSpan", 0): return (.array(.named(TypeName("UInt8"), [])), copied("withUnsafeBytes"))
        case ("Span", 1): return (.array(arguments[0]), copied("withUnsafeBufferPointer"))
        default: return nil
        }
    }

    /// A parameter as an argument: `copy value` for a `borrowing` one, which is never copied implicitly.
    static func argument(_ parameter: Parameter) -> Expression {
        .atom(parameter.ownership == .borrowing ? "copy \(parameter.internalName)" : parameter.internalName)
    }

    /// `statements` inside one `withoutActuallyEscaping` per closure parameter that may not escape
    /// (autoclosures included), the first outermost.
    static func wrapClosures(
        _ requirement: Requirement, _ statements: [Statement], in context: ShapeContext
    ) -> [Statement] {
        let wrapped = requirement.parameters.filter { $0.isNonEscapingClosure || $0.isAutoclosure }
        guard !wrapped.isEmpty else { return statements }
        func closures(capturing isolation: String?) -> [Statement] {
            if case .typed = requirement.throwing {
                return typedThrowsClosures(requirement, statements, wrapped: wrapped, capturing: isolation, in: context)
            }
            return nestedClosures(requirement, statements, wrapped: wrapped, capturing: isolation)
        }
        switch bodyIsolation(requirement, in: context) {
        case .stated:
            return closures(capturing: nil)
        case .callers:
            return onCallersActor(requirement, wrapped: wrapped, in: context, closures)
        case .callersWithFeature:
            return [
                .ifFeature(
                    "NonisolatedNonsendingByDefault",
                    onCallersActor(requirement, wrapped: wrapped, in: context, closures),
                    else: closures(capturing: nil))
            ]
        }
    }

    /// One `withoutActuallyEscaping` per closure, the first outermost; with `isolation`, each
    /// closure names it first, which isolates the closure to that actor.
    static func nestedClosures(
        _ requirement: Requirement, _ statements: [Statement], wrapped: [Parameter], capturing isolation: String?
    ) -> [Statement] {
        // Several statements ending in a `return`: each closure returns what the innermost one does
        // (one statement is the closure's value; a failable initializer's `guard` returns nothing).
        // With `_ = isolation` first, a closure's one value is returned.
        let valued = isolation != nil && !requirement.result.isVoid
        let returns =
            valued || statements.count > 1 && { if case .returning = statements.last { true } else { false } }()
        var body = capturing(isolation, statements, returnsValue: valued)
        for (depth, parameter) in wrapped.enumerated().reversed() {
            let name = parameter.internalName
            let call = Expression.call(
                .atom("withoutActuallyEscaping"), [.init(nil, .atom(name))],
                trailingClosure: .init(parameters: [name], statements: body)
            ).effects(throwing: requirement.throwing != .none, isAsync: requirement.isAsync)
            let statement: Statement = returns ? .returning(call) : .expression(call)
            body = depth == 0 ? [statement] : capturing(isolation, [statement], returnsValue: valued)
        }
        return body
    }

    /// `_ = isolation` before `statements` (whose one value is then returned, with `returnsValue`);
    /// `statements` alone without `isolation`.
    static func capturing(_ isolation: String?, _ statements: [Statement], returnsValue: Bool) -> [Statement] {
        guard let isolation else { return statements }
        var body = statements
        if returnsValue, body.count == 1, case .expression(let value) = body[0] { body = [.returning(value)] }
        return [.expression(.assignment(.atom("_"), .atom(isolation)))] + body
    }

    /// Where a method's body runs, for its closures: as its declaration states (a global actor, an
    /// actor, `@concurrent`, or not `async`), or on its caller's actor (`nonisolated(nonsending)`),
    /// or there only when the test target has NonisolatedNonsendingByDefault (a plain nonisolated
    /// `async` method).
    enum BodyIsolation {
        case stated, callers, callersWithFeature
    }

    static func bodyIsolation(_ requirement: Requirement, in context: ShapeContext) -> BodyIsolation {
        guard requirement.kind == .method, requirement.isAsync, context.isolation == .none, !context.isActorMock,
            !requirement.parameters.contains(where: { $0.ownership == .isolated }),
            !declaration(requirement, in: context).modifiers.contains(.word("@concurrent"))
        else { return .stated }
        // A local function cannot spell an opaque result or the mock's `Self`, nor take a closure over
        // a parameter pack (``onCallersActor``).
        let result = requirement.result
        if result.contains(where: { if case .opaque = $0 { true } else { $0 == .selfType } }) { return .stated }
        let overPack = requirement.parameters.contains { parameter in
            (parameter.isNonEscapingClosure || parameter.isAutoclosure)
                && parameter.type.contains { if case .packExpansion = $0 { true } else { false } }
        }
        if requirement.isRethrows, overPack { return .stated }
        return requirement.isNonsending ? .callers : .callersWithFeature
    }

    /// The closures handed to the action from a local function isolated to the caller's actor:
    /// under NonisolatedNonsendingByDefault a closure written after `withoutActuallyEscaping(next)`
    /// in a nonsending method is not on the caller's actor, and Swift 6.3.1 says "sending 'next'
    /// risks causing data races"; one that names an `isolated` parameter is.
    ///
    ///     func pass(_ isolation: isolated (any Actor)?) async throws -> Response {
    ///         try await withoutActuallyEscaping(next) { next in
    ///             _ = isolation
    ///             return try await interceptAction((request, next))
    ///         }
    ///     }
    ///     return try await pass(#isolation)
    ///
    /// The local function captures the closures; a `rethrows` method's takes them as parameters, so
    /// that it rethrows too (a closure over a parameter pack cannot be one: "pack expansion requires
    /// that 'repeat each Detail' and 'each Detail' have the same shape", so such a method keeps its
    /// usual body).
    static func onCallersActor(
        _ requirement: Requirement, wrapped: [Parameter], in context: ShapeContext,
        _ closures: (_ capturing: String?) -> [Statement]
    ) -> [Statement] {
        let taken = Set(requirement.parameters.map { $0.internalName.trimmingCharacters(in: ["`"]) })
        func unused(_ name: String) -> String {
            var candidate = name
            var number = 1
            while taken.contains(candidate) {
                number += 1
                candidate = name + String(number)
            }
            return candidate
        }
        let isolation = unused("isolation")
        let function = unused("pass")
        var signature = declaration(requirement, in: context)
        signature.kind = .function(name: function, isOperator: false)
        signature.modifiers = []
        signature.generics = []
        signature.constraints = []
        let actor = SwiftType.optional(.existential(.named(TypeName("Actor"), [])))
        let passed = requirement.isRethrows ? wrapped : []
        signature.parameters =
            [.init(names: ["_", isolation], type: FunctionParameter(type: actor, ownership: .isolated))]
            + passed.map { parameter in
                .init(
                    names: ["_", parameter.internalName], type: FunctionParameter(type: context.written(parameter.type))
                )
            }
        let arguments =
            [Expression.Argument(nil, .atom("#isolation"))] + passed.map { .init(nil, .atom($0.internalName)) }
        let call = Expression.call(.atom(function), arguments)
            .effects(throwing: requirement.throwing != .none, isAsync: true)
        return [
            .localFunction(signature, closures(isolation)),
            requirement.result.isVoid ? .expression(call) : .returning(call),
        ]
    }

    /// `withoutActuallyEscaping` rethrows, which erases a typed error to `any Error`: with typed
    /// throws, its closure returns a `Result` of the error type, and `get()` throws it typed.
    ///
    ///     try withoutActuallyEscaping(rule) { rule -> Swift.Result<Int, ParseError> in
    ///         do throws(ParseError) { return .success(try parseAction((text, rule))) } catch { return .failure(error) }
    ///     }.get()
    static func typedThrowsClosures(
        _ requirement: Requirement, _ statements: [Statement], wrapped: [Parameter], capturing isolation: String? = nil,
        in context: ShapeContext
    ) -> [Statement] {
        guard case .typed(let errorType) = requirement.throwing else { return statements }
        let error = context.written(errorType)
        let result =
            requirement.result.isVoid
            ? SwiftType.named(TypeName("Void"), []) : context.written(plainValue(requirement.result))
        let resultType = SwiftType.named(TypeName("Swift.Result"), [result, error])
        let success = Expression.atom(".success")
        // The statements answer `.success(value)`; `inout` values are written back first.
        var body: [Statement]
        if statements.count == 1, case .expression(let value) = statements[0] {
            body = [.returning(success(value))]
        } else {
            body = statements.map { statement in
                if case .returning(let value) = statement { return .returning(success(value)) }
                return statement
            }
            if !statements.contains(where: { if case .returning = $0 { true } else { false } }) {
                body.append(.returning(success(.tuple([]))))
            }
        }
        let failure = Statement.Catch([.returning(Expression.atom(".failure")(.atom("error")))])
        var inner = capturing(
            isolation, [.doCatch(.init(throwing: error, body: body, catches: [failure]))], returnsValue: true)
        for (depth, parameter) in wrapped.enumerated().reversed() {
            let name = parameter.internalName
            var call = Expression.call(
                .atom("withoutActuallyEscaping"), [.init(nil, .atom(name))],
                trailingClosure: .init(parameters: [name], result: resultType, statements: inner))
            // The outermost closure's `Result` is thrown typed by `get()`.
            if depth == 0 { call = Expression.call(.member(call, "get"), []) }
            let statement = Statement.expression(call.effects(throwing: depth == 0, isAsync: requirement.isAsync))
            inner = depth == 0 ? [statement] : capturing(isolation, [statement], returnsValue: true)
        }
        return inner
    }
}
