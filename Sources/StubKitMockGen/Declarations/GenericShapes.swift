// Generic methods, initializers and subscripts: one action for every specialization (StubKit's
// `GenericCall`). The action takes the call's arguments with every generic value erased and the
// call's types; a result that mentions a generic parameter is `Any`, converted back by
// `genericResult`:
//
//     var sendAction: (GenericCall<any Request>) async throws -> Any = stubGeneric()
//     func send<R: Request>(_ request: R) async throws -> R.Response {
//         try await throwingGenericResult(sendAction(GenericCall(request, types: R.self, returning: R.Response.self)))
//     }
//
// Erasure, on the type tree: `T` constrained to protocols is `any P & Q` (unconstrained `Any`),
// `T.Type` is `any (P & Q).Type` (unconstrained `Any.Type`), `some P` is `any P`, anything else
// mentioning `T` is `Any`; a closure over generic types keeps its shape with those parts `Any`, and
// the body wraps the real closure.

extension Shapes {
    /// The mock of a generic method or initializer.
    static func genericMethod(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let erasure = GenericErasure(requirement, scope: context.scope)
        // A pack's values travel as one tuple, `(repeat each values) as Any`; a closure over a pack
        // receives them as that tuple too, and casts it back. A closure handed to such a closure
        // would have to be written as a literal over the pack, which Swift cannot, or travel as
        // `Any`, which Swift 6.3.1 refuses ("cannot fully abstract a value of variadic function type").
        let closureOverPack = requirement.parameters.contains { parameter in
            parameter.closureType?.parameters.contains { inner in
                erasure.mentionsPack(inner.type)
                    && (inner.type.function ?? context.scope.resolved(inner.type).function) != nil
            } ?? false
        }
        guard !closureOverPack else {
            return placeholder(
                requirement, in: context,
                why: "a closure taking a closure over a parameter pack has no type to erase its values to")
        }
        let mentionsNoncopyable = { (type: SwiftType) in erasure.noncopyable.contains { type.mentions(generic: $0) } }
        if mentionsNoncopyable(requirement.result) {
            return noncopyableResultMethod(requirement, erasure: erasure, in: context)
        }
        // A value of a generic type that may not be copied (`consuming J` with `J: ~Copyable`) can
        // be neither kept nor erased: the action receives the call's other arguments.
        let kept = requirement.parameters.filter { !mentionsNoncopyable($0.type) }
        if requirement.parameters.contains(where: { mentionsNoncopyable($0.type) && $0.ownership == .inout }) {
            return placeholder(
                requirement, in: context,
                why: "an inout value of a generic type that may not be copied (~Copyable) has no type to erase it to")
        }
        let isInitializer = requirement.kind == .initializer
        var parameters = kept
        if isInitializer, !context.isActorMock {
            // As for other initializers, the action receives the new instance too.
            parameters.append(Parameter(label: nil, internalName: "self", type: .named(TypeName(context.mockName), [])))
        }
        let inouts = parameters.filter { $0.ownership == .inout }
        let rethrowing = requirement.isRethrows
        if rethrowing, !inouts.isEmpty {
            return placeholder(requirement, in: context, why: "rethrows beside inout has no pattern")
        }
        let input = erasure.input(parameters)
        // A closure throwing a typed error is bound before the call (see `arguments`), except beside
        // `Rethrowing`, which the closure calls and is bound first.
        var hoisted: [Statement] = []
        let arguments =
            rethrowing
            ? erasure.arguments(parameters, rethrowing: true, in: context)
            : erasure.arguments(parameters, rethrowing: false, hoisting: &hoisted, in: context)
        let failable = isInitializer && requirement.failability != nil
        let result: SwiftType = isInitializer ? (failable ? .named(TypeName("Bool"), []) : .void) : requirement.result
        let isVoid = result.isVoid
        var written = inouts.map(\.type)
        if !isVoid { written.append(result) }
        let returning: SwiftType?
        if !inouts.isEmpty {
            returning = written.count == 1 ? written[0] : .tuple(written.map { TupleElement(label: nil, type: $0) })
        } else {
            returning = erasure.mentions(result) ? result : nil
        }
        let answersAny = returning != nil
        let any = SwiftType.named(TypeName("Any"), [])
        let actionResult: SwiftType = answersAny ? any : isVoid ? .named(TypeName("Void"), []) : plainValue(result)
        // An async action of the main actor runs there, as `actionType` says for other methods.
        let isolation =
            context.globalActorName == "MainActor" && requirement.isAsync ? ["@MainActor", "@Sendable"] : []
        let call = SwiftType.named(TypeName("GenericCall"), [input])
        // `throws(E)` with the method's own `E`: the action throws any error, the body lets out an `E`.
        var genericError: SwiftType?
        if case .typed(let error) = requirement.throwing, erasure.mentions(error) { genericError = error }
        let actionType = FunctionType(
            attributes: isolation, parameters: [FunctionParameter(type: call)], isAsync: requirement.isAsync,
            throwing: genericError == nil ? requirement.throwing : .untyped, result: actionResult)
        let value =
            answersAny
            ? Expression.call(context.isStrict ? "strictStubGeneric" : "stubGeneric")
            : failable
                ? .closure(["_"], .atom("true"))
                : (context.isStrict ? nil : defaultClosure(result: result, in: context))
                    ?? strictStub(context.actionName, requirement, in: context)
        let property = StoredProperty(
            name: context.actionName, type: context.written(.function(actionType)), value: value)
        let actionCall = Expression.atom(context.callee)(
            erasure.genericCall(arguments, returning: returning, in: context))
        var statements: [Statement]
        if let genericError {
            guard inouts.isEmpty, !rethrowing, !failable else {
                return placeholder(
                    requirement, in: context, why: "throws(E) of its own E beside inout or rethrows has no pattern")
            }
            // A result the action answers as it is (`Int`) is let out through `Any` too.
            statements = genericErrorStatements(
                call: actionCall, error: genericError, answers: answersAny || !isVoid, requirement, in: context)
        } else {
            statements = genericStatements(
                requirement, call: actionCall, inouts: inouts, returning: returning, rethrowing: rethrowing,
                in: context)
        }
        if !hoisted.isEmpty {
            // The one expression that answered the call is now the last of several: it returns.
            if !isVoid, case .expression(let answer)? = statements.last {
                statements[statements.count - 1] = .returning(answer)
            }
            statements = hoisted + statements
        }
        var body = wrapClosures(requirement, statements, in: context)
        if failable { body = failableAnswer(body) }
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
    }

    /// A failable initializer's body: what its statements answer (a `return` after `inout` values
    /// are written back, or the one expression, closures wrapped) is whether the instance is made,
    /// and a `guard` outside any closure returns `nil` when it is not.
    static func failableAnswer(_ statements: [Statement]) -> [Statement] {
        if statements.count > 1, case .returning(let made)? = statements.last {
            return statements.dropLast() + [.guardElseReturnNil(made)]
        }
        guard statements.count == 1 else { return statements }
        switch statements[0] {
        case .expression(let made), .returning(let made):
            return [.binding(name: "made", type: nil, value: made), .guardElseReturnNil(.atom("made"))]
        default:
            return statements
        }
    }

    /// A generic result that may not be copied (`Return: ~Copyable`), made by a closure parameter,
    /// as "with" methods do: no `Any` can hold it, so the action answers what the closure receives,
    /// and the method returns what the closure makes of it.
    ///
    ///     var watchAction: (GenericCall<String>) async throws -> Updates = strictStub(name: "watchAction")
    ///     func watch<Return: ~Copyable>(key: String, handler: (Updates) async throws -> Return) async throws -> Return {
    ///         let argument = try await watchAction(GenericCall(key))
    ///         return try await handler(argument)
    ///     }
    private static func noncopyableResultMethod(
        _ requirement: Requirement, erasure: GenericErasure, in context: ShapeContext
    ) -> ShapeResult {
        let result = requirement.result
        let producers = requirement.parameters.enumerated().filter { $0.element.closureType?.result == result }
        let others = requirement.parameters.enumerated().filter { $0.offset != producers.first?.offset }.map(\.element)
        // Only the closure may make the result; nothing else may carry a value of its type.
        guard case .generic(let resultName) = result, erasure.noncopyable == [resultName], producers.count == 1,
            let made = producers[0].element.closureType,
            !made.parameters.contains(where: { erasure.mentions($0.type) }), !requirement.isRethrows,
            !requirement.parameters.contains(where: { $0.ownership == .inout }),
            !others.contains(where: { $0.type.mentions(generic: resultName) })
        else {
            return placeholder(
                requirement, in: context,
                why: "a generic value that may not be copied (~Copyable) has no type to erase it to")
        }
        let answer: SwiftType =
            made.parameters.count == 1
            ? made.parameters[0].type : .tuple(made.parameters.map { TupleElement(label: nil, type: $0.type) })
        let input = others.isEmpty ? SwiftType.void : erasure.input(others)
        let property = action(
            context.actionName, input: .named(TypeName("GenericCall"), [input]), result: answer,
            requirement: requirement, in: context)
        let arguments = others.isEmpty ? .tuple([]) : erasure.arguments(others, rethrowing: false, in: context)
        let call = Expression.atom(context.callee)(erasure.genericCall(arguments, returning: nil, in: context))
        let passed: [Expression] =
            made.parameters.count == 1
            ? [.atom("argument")] : made.parameters.indices.map { .member(.atom("argument"), "\($0)") }
        let body: [Statement] = [
            .binding(
                name: "argument", type: nil,
                value: call.effects(throwing: requirement.throwing != .none, isAsync: requirement.isAsync)),
            .returning(
                Expression.call(.atom(producers[0].element.internalName), passed.map { .init(nil, $0) })
                    .effects(throwing: made.throwing.throwsAtAll, isAsync: made.isAsync)),
        ]
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
    }

    /// A method throwing its own error type (`throws(E)`): the action throws any error; an `E` is
    /// let out as it is, any other becomes the answer, which `throwingGenericResult` reports.
    ///
    ///     let answer: Any
    ///     do { answer = try sendAction(GenericCall(...)) } catch let error as E { throw error } catch { answer = error }
    ///     return try throwingGenericResult(answer, throwing: E.self)
    private static func genericErrorStatements(
        call: Expression, error: SwiftType, answers: Bool, _ requirement: Requirement, in context: ShapeContext
    ) -> [Statement] {
        let called = call.effects(throwing: true, isAsync: requirement.isAsync)
        let thrown = Expression.metatype(context.written(error))
        let letOut = Statement.Catch((name: "error", type: context.written(error)), [.throw(.atom("error"))])
        guard answers else {
            let report = Expression.call(
                .atom("throwingGenericResult"), [.init(nil, .atom("error")), .init("throwing", thrown)])
            return [
                .doCatch(
                    .init(
                        body: [.expression(called)],
                        catches: [
                            letOut,
                            .init([.binding(name: "_", type: .named(TypeName("Void"), []), value: .try(report))]),
                        ]))
            ]
        }
        let answer = Expression.atom("answer")
        let report = Expression.call(.atom("throwingGenericResult"), [.init(nil, answer), .init("throwing", thrown)])
        return [
            .binding(name: "answer", type: .named(TypeName("Any"), []), value: nil),
            .doCatch(
                .init(
                    body: [.expression(.assignment(answer, called))],
                    catches: [letOut, .init([.expression(.assignment(answer, .atom("error")))])])),
            .returning(.try(report)),
        ]
    }

    /// The body's statements around the action's `call`, before closures are wrapped.
    private static func genericStatements(
        _ requirement: Requirement, call: Expression, inouts: [Parameter], returning: SwiftType?, rethrowing: Bool,
        in context: ShapeContext
    ) -> [Statement] {
        if rethrowing {
            let convert = returning == nil ? "result" : "genericResult"
            return [
                .binding(name: "call", type: nil, value: .call("Rethrowing")),
                rethrowingResult(convert, call.effects(throwing: true, isAsync: requirement.isAsync), requirement),
            ]
        }
        guard let returning else {
            return [.expression(call.effects(throwing: requirement.throwing != .none, isAsync: requirement.isAsync))]
        }
        func convert(_ extra: [Expression.Argument] = []) -> Expression {
            switch requirement.throwing {
            case .none:
                return Expression.call(.atom("genericResult"), [.init(nil, call)] + extra)
                    .effects(throwing: false, isAsync: requirement.isAsync)
            case .untyped:
                return Expression.call(.atom("throwingGenericResult"), [.init(nil, call)] + extra)
                    .effects(throwing: true, isAsync: requirement.isAsync)
            case .typed(let error):
                return Expression.call(
                    .atom("throwingGenericResult"),
                    [.init(nil, call)] + extra + [.init("throwing", .metatype(context.written(error)))]
                ).effects(throwing: true, isAsync: requirement.isAsync)
            }
        }
        guard !inouts.isEmpty else { return [.expression(convert())] }
        // `inout` values: the answer is the new value (a tuple of them, then the result).
        // An initializer answers nothing, but a failable one whether the instance is made.
        let isVoid = requirement.kind == .initializer ? requirement.failability == nil : requirement.result.isVoid
        if inouts.count == 1, isVoid {
            let name = Expression.atom(inouts[0].internalName)
            return [.expression(.assignment(name, convert([.init("ifUnanswered", name)])))]
        }
        let written = Expression.atom("written")
        var statements: [Statement] = [
            .binding(name: "written", type: context.written(plainValue(returning)), value: convert())
        ]
        for (position, parameter) in inouts.enumerated() {
            statements.append(.expression(.assignment(.atom(parameter.internalName), .member(written, "\(position)"))))
        }
        if !isVoid { statements.append(.returning(.member(written, "\(inouts.count)"))) }
        return statements
    }

    /// A generic subscript: a get action (and a set action receiving the new value).
    static func genericSubscript(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let erasure = GenericErasure(requirement, scope: context.scope)
        let base = context.actionName.hasSuffix("Action") ? String(context.actionName.dropLast(6)) : context.actionName
        let parameters = requirement.parameters
        let input = erasure.input(parameters)
        let arguments = erasure.arguments(parameters, rethrowing: false, in: context)
        let prefix = context.actionPrefix
        let effects = accessorEffects(requirement, in: context)
        let any = SwiftType.named(TypeName("Any"), [])
        let getterType = FunctionType(
            parameters: [FunctionParameter(type: .named(TypeName("GenericCall"), [input]))],
            isAsync: requirement.isAsync, throwing: requirement.throwing, result: any)
        let getter = StoredProperty(
            name: "\(base)GetAction", type: context.written(.function(getterType)),
            value: .call(context.isStrict ? "strictStubGeneric" : "stubGeneric"))
        let get = Expression.atom("\(prefix)\(base)GetAction")(
            erasure.genericCall(arguments, returning: requirement.result, in: context))
        let throwing = requirement.throwing != .none
        let read = Expression.atom(throwing ? "throwingGenericResult" : "genericResult")(get)
            .effects(throwing: throwing, isAsync: requirement.isAsync)
        guard requirement.hasSetter else {
            return ShapeResult(
                member: MockMember(
                    warning: nil, properties: [getter], declaration: declaration(requirement, in: context),
                    body: effects.isEmpty ? [.returning(read)] : [.accessor("get", effects: effects, .returning(read))])
            )
        }
        let newValue = SwiftType.tuple([
            TupleElement(label: nil, type: input), TupleElement(label: nil, type: erasure.erase(requirement.result)),
        ])
        let setterType = FunctionType(
            parameters: [FunctionParameter(type: .named(TypeName("GenericCall"), [newValue]))],
            result: .named(TypeName("Void"), []))
        let setter = StoredProperty(
            name: "\(base)SetAction", type: context.written(.function(setterType)), value: .closure(["_"]))
        let set = Expression.atom("\(prefix)\(base)SetAction")(
            erasure.genericCall(.tuple([arguments, .atom("newValue")]), returning: nil, in: context))
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [getter, setter], declaration: declaration(requirement, in: context),
                body: [.accessor("get", .returning(read)), .accessor("set", .expression(set))]))
    }
}

/// How one generic requirement's types are erased and its arguments handed to the action.
struct GenericErasure {
    let requirement: Requirement
    /// The requirement's generic parameters.
    let generics: [String]
    /// Each generic parameter's protocol constraints, which its erased values keep (`any P & Q`).
    private(set) var protocols: [String: [SwiftType]] = [:]
    /// The generic parameters that may not be copied: `Return: ~Copyable`.
    private(set) var noncopyable: [String] = []
    let scope: MockScope

    init(_ requirement: Requirement, scope: MockScope) {
        self.requirement = requirement
        self.scope = scope
        generics = requirement.generics
        for constraint in requirement.constraints {
            guard case .conformance(.generic(let name), let constraint) = constraint, generics.contains(name) else {
                continue
            }
            let parts: [SwiftType]
            if case .composition(let composed) = constraint { parts = composed } else { parts = [constraint] }
            for part in parts {
                switch part {
                case .inverse:
                    if !noncopyable.contains(name) { noncopyable.append(name) }
                case .named(let protocolName, []) where scope.table.isProtocol(protocolName):
                    // Only protocols make an existential; a class, or a protocol with primary
                    // associated types constrained, stays `Any`.
                    protocols[name, default: []].append(part)
                default:
                    break
                }
            }
        }
        noncopyable = generics.filter(noncopyable.contains)
    }

    /// Whether `type` mentions a parameter pack of the requirement.
    func mentionsPack(_ type: SwiftType) -> Bool {
        type.contains { node in
            if case .packExpansion = node { return true }
            if case .generic(let name) = node { return requirement.packs.contains(name) }
            return false
        }
    }

    /// Whether `type` names a generic parameter of the requirement (or is `some P`).
    func mentions(_ type: SwiftType) -> Bool {
        type.contains { node in
            switch node {
            case .generic(let name): return generics.contains(name)
            case .opaque: return true
            default: return false
            }
        }
    }

    private static let any = SwiftType.named(TypeName("Any"), [])

    /// The erased type of a value of `type`.
    func erase(_ type: SwiftType) -> SwiftType {
        switch type {
        case .generic(let name) where generics.contains(name):
            let constraints = protocols[name] ?? []
            if constraints.isEmpty { return Self.any }
            return .existential(constraints.count == 1 ? constraints[0] : .composition(constraints))
        case .opaque(let constraint):
            // `some Collection<Int>` would need a constrained existential: `Any`.
            if case .named(_, []) = constraint { return .existential(constraint) }
            if case .composition(let parts) = constraint,
                parts.allSatisfy({ if case .named(_, []) = $0 { true } else { false } })
            {
                return .existential(constraint)
            }
            return Self.any
        case .metatype(.generic(let name)) where generics.contains(name):
            // `T.Type` of `T: Decodable` is `any Decodable.Type`, which `JSONDecoder().decode` takes.
            let constraints = protocols[name] ?? []
            if constraints.isEmpty { return .metatype(Self.any) }
            return .existential(.metatype(constraints.count == 1 ? constraints[0] : .composition(constraints)))
        case .implicitlyUnwrapped(let wrapped):
            return erase(.optional(wrapped))
        default:
            break
        }
        guard mentions(type) else { return Shapes.plainValue(type) }
        // A closure typealias is erased as the closure it names.
        if var function = type.function ?? scope.resolved(type).function {
            // A closure taking a closure over generic types (`((Arguments) -> Any) -> Any`) keeps
            // that inner closure a function: a non-escaping one could not travel as `Any`.
            function.parameters = function.parameters.map { parameter in
                var parameter = parameter
                if mentions(parameter.type) {
                    let inner = parameter.type.function ?? scope.resolved(parameter.type).function
                    parameter.type = inner.map { .function(erasedParts($0)) } ?? Self.any
                }
                return parameter
            }
            if mentions(function.result) { function.result = Self.any }
            if case .typed(let error) = function.throwing, mentions(error) { function.throwing = .untyped }
            return .function(function)
        }
        return Self.any
    }

    /// A function type with each part that mentions a generic parameter erased to `Any`.
    private func erasedParts(_ function: FunctionType) -> FunctionType {
        var erased = function
        erased.parameters = function.parameters.map { parameter in
            var parameter = parameter
            if mentions(parameter.type) { parameter.type = Self.any }
            return parameter
        }
        if mentions(function.result) { erased.result = Self.any }
        if case .typed(let error) = function.throwing, mentions(error) { erased.throwing = .untyped }
        return erased
    }

    /// A closure literal of `type`, the requirement's own function type, that calls `erased`,
    /// its erased form: `{ value1 in genericResult(erased(value1)) }`.
    func unerased(_ erased: String, as type: FunctionType) -> Expression {
        let names = type.parameters.indices.map { "value\($0 + 1)" }
        let passed = zip(names, type.parameters).map { Expression.atom($1.ownership == .inout ? "&" + $0 : $0) }
        var call = Expression.call(.atom(erased), passed.map { .init(nil, $0) })
            .effects(throwing: type.throwing.throwsAtAll, isAsync: type.isAsync)
        if mentions(type.result), !type.result.isVoid {
            call =
                type.throwing.throwsAtAll
                ? .try(Expression.atom("throwingGenericResult")(call)) : Expression.atom("genericResult")(call)
        }
        return .closure(.init(parameters: names, body: call))
    }

    /// The action's argument type: `GenericCall<Input>`'s `Input`.
    func input(_ parameters: [Parameter]) -> SwiftType {
        let types = parameters.map { erase($0.isVariadic ? .array($0.type) : $0.type) }
        return types.count == 1 ? types[0] : .tuple(types.map { TupleElement(label: nil, type: $0) })
    }

    /// The arguments as the action receives them, closures over generic types wrapped.
    func arguments(_ parameters: [Parameter], rethrowing: Bool, in context: ShapeContext) -> Expression {
        var inline: [Statement]?
        return arguments(parameters, rethrowing: rethrowing, hoisting: &inline, in: context)
    }

    /// The arguments as the action receives them, a wrapped closure that throws a typed error bound first.
    ///
    /// Such a closure is appended to `hoisted` as a binding of its erased type, and the arguments
    /// name it:
    ///
    ///     let erasedBody: (inout Span) throws(ParseError) -> Any = { argument1 throws(ParseError) in try body(&argument1) }
    ///
    /// Swift 6.3.1 crashes (SILGen, signal 11) compiling such a closure literal written as a
    /// generic argument, `GenericCall({ argument1 throws(ParseError) in … })`.
    func arguments(
        _ parameters: [Parameter], rethrowing: Bool, hoisting hoisted: inout [Statement], in context: ShapeContext
    ) -> Expression {
        var optional: [Statement]? = hoisted
        defer { hoisted = optional ?? [] }
        return arguments(parameters, rethrowing: rethrowing, hoisting: &optional, in: context)
    }

    /// `arguments`, typed closures inline when `hoisted` is `nil`.
    private func arguments(
        _ parameters: [Parameter], rethrowing: Bool, hoisting hoisted: inout [Statement]?, in context: ShapeContext
    ) -> Expression {
        let values = parameters.map { parameter -> Expression in
            let name = parameter.internalName
            guard let function = parameter.closureType else {
                // A pack's values, as one tuple.
                if mentionsPack(parameter.type) { return .cast(.parenthesized(.atom("repeat each \(name)")), Self.any) }
                // An optional erased to `Any` says so: the implicit conversion warns.
                let optional: Bool
                switch parameter.type {
                case .optional, .implicitlyUnwrapped: optional = true
                case .named(let name, _): optional = name.name == "Optional"
                default: optional = false
                }
                let erasedToAny = !parameter.isVariadic && mentions(parameter.type) && erase(parameter.type) == Self.any
                let value = Shapes.argument(parameter)
                return optional && erasedToAny ? .cast(value, Self.any) : value
            }
            let wrapsForTypes = mentions(parameter.type)
            let wrapsForRethrows = rethrowing && function.throwing.throwsAtAll
            guard wrapsForTypes || wrapsForRethrows else { return .atom(name) }
            let throwing = function.throwing.throwsAtAll
            // A closure that throws a typed error of no generic type keeps it (`throws(ParseError)`):
            // Swift infers `any Error` for a closure literal that does not say.
            var typedError: SwiftType?
            if case .typed(let error) = function.throwing, !mentions(error) { typedError = context.written(error) }
            func converted(_ argument: String) -> Expression {
                guard throwing else { return Expression.atom("genericResult")(.atom(argument)) }
                guard let typedError else { return .try(Expression.atom("throwingGenericResult")(.atom(argument))) }
                let arguments: [Expression.Argument] = [
                    .init(nil, .atom(argument)), .init("throwing", .metatype(typedError)),
                ]
                return .try(.call(.atom("throwingGenericResult"), arguments))
            }
            let names = function.parameters.indices.map { "argument\($0 + 1)" }
            // A pack's values reach the closure as one tuple, bound to the pack's tuple type and
            // spread: `let values1: (repeat each Value) = genericResult(argument1)`, then `repeat each values1`.
            var bindings: [Statement] = []
            let passed = zip(names, function.parameters).enumerated().map { index, pair -> Expression in
                let (argument, parameter) = pair
                // An `inout` argument of the closure is passed on as one.
                if parameter.ownership == .inout { return .atom("&" + argument) }
                guard mentions(parameter.type) else { return .atom(argument) }
                if case .packExpansion = parameter.type {
                    let values = "values\(index + 1)"
                    let tuple = SwiftType.tuple([TupleElement(label: nil, type: parameter.type)])
                    bindings.append(.binding(name: values, type: context.written(tuple), value: converted(argument)))
                    return .atom("repeat each \(values)")
                }
                if let inner = parameter.type.function ?? scope.resolved(parameter.type).function {
                    return unerased(argument, as: inner)
                }
                return converted(argument)
            }
            var call = Expression.call(.atom(name), passed.map { .init(nil, $0) })
                .effects(throwing: throwing, isAsync: function.isAsync)
            if wrapsForRethrows {
                call = Expression.call(
                    .member(.atom("call"), "body"), [], trailingClosure: .init(statements: [.expression(call)])
                ).effects(throwing: throwing, isAsync: function.isAsync)
            }
            let last: Statement = function.result.isVoid || bindings.isEmpty ? .expression(call) : .returning(call)
            var body = Expression.Closure(parameters: names, throwing: typedError, statements: bindings + [last])
            // In a mock on a global actor, a closure literal takes the actor's isolation: one that calls a
            // `@concurrent` closure with a value that is not `Sendable` says `@concurrent` itself (Swift
            // 6.3.1: "sending value of non-Sendable type 'PackBox<repeat each Detail>' risks causing data
            // races").
            if function.attributes.contains("@concurrent"), context.globalActorName != nil || context.isActorMock {
                body.attributes = ["@concurrent"]
            }
            let closure = Expression.closure(body)
            guard typedError != nil, hoisted != nil else { return closure }
            let erased = "erased" + name.prefix(1).uppercased() + name.dropFirst()
            hoisted?.append(.binding(name: erased, type: context.written(erase(parameter.type)), value: closure))
            return .atom(erased)
        }
        return values.count == 1 ? values[0] : .tuple(values)
    }

    /// `GenericCall(arguments, types: T.self, returning: T?.self)`.
    func genericCall(_ arguments: Expression, returning: SwiftType?, in context: ShapeContext) -> Expression {
        var parts = [Expression.Argument(nil, arguments)]
        // A type that may not be copied has no `Any.Type`; a pack's type is its tuple,
        // `(repeat each Value).self`.
        let named = generics.filter { !noncopyable.contains($0) }
        for (index, generic) in named.enumerated() {
            let type: SwiftType =
                requirement.packs.contains(generic)
                ? .tuple([TupleElement(label: nil, type: .packExpansion(.packElement(.generic(generic))))])
                : .generic(generic)
            parts.append(.init(index == 0 ? "types" : nil, .metatype(context.written(type))))
        }
        if let returning { parts.append(.init("returning", .metatype(context.written(Shapes.plainValue(returning))))) }
        return .call(.atom("GenericCall"), parts)
    }
}
