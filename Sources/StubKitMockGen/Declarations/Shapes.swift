// One function per requirement shape, each writing exactly the pattern the documentation teaches
// for it. Switching a shape to another pattern (when StubKit gains an API for it) is a change to
// that one function.
//
//   plainMethod          stub(of: name), every effect and arity, @MainActor, non-escaping closures
//   autoclosureMethod    an @autoclosure parameter alone, or first beside one other
//   variadicMethod       a variadic parameter alone, synchronous
//   closuresBesideOthersMethod  non-escaping closures beside other parameters: stub(of: f as ...)
//   inoutMethod          inout parameters: the action returns the values to write back
//   closureLiteralMethod every other variadic/autoclosure mix, custom global actors: stub(of: { ... })
//   genericMethod        stubGeneric(of:) pinned to the mock's generic parameters, callGeneric
//   declaredMethod       stored actions declared with their types, no `lazy`: Sendable mocks, an
//                        actor's `Actions`, a mock's `Statics` (static members)
//   initializerMember    init requirements: the action receives the arguments and the new instance
//   placeholder          what StubKit has no pattern for yet: #warning + unmockedRequirement

/// What a shape function produced.
struct ShapeResult {
    var member: MockMember
    /// Whether the mock must declare the method's renamed generic parameters.
    var usesGenericMockParameters = false
    /// Whether the properties stay on the mock even where the planner keeps actions in a holder:
    /// `stubGeneric(of:)` reads the mock's own method.
    var propertiesStayOnMock = false
}

enum Shapes {
    /// Picks the shape for `requirement` and writes it.
    static func member(for requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        // The planner gives static and init actions a holder (`Statics`) where the mock can have one.
        let staticsKept = !context.actionPrefix.isEmpty
        let noStatics = "a generic or actor mock cannot keep static actions in a TestScoped static property"
        let properties = context.options.features.contains(.propertyStubs)
        switch requirement.kind {
        case .property where properties && (!requirement.isStatic || staticsKept):
            return propertyMember(requirement, in: context)
        case .subscript where properties && (!requirement.isStatic || staticsKept):
            return subscriptMember(requirement, in: context)
        case .property where requirement.isStatic && properties, .subscript where requirement.isStatic && properties:
            return placeholder(requirement, in: context, why: noStatics)
        case .property:
            return placeholder(requirement, in: context, why: "StubKit has no pattern for properties yet")
        case .subscript:
            return placeholder(requirement, in: context, why: "StubKit has no pattern for subscripts yet")
        case .initializer:
            return staticsKept
                ? initializerMember(requirement, in: context) : placeholder(requirement, in: context, why: noStatics)
        case .method:
            break
        }
        let parameters = requirement.parameters
        if requirement.isStatic, !staticsKept {
            return placeholder(requirement, in: context, why: noStatics)
        }
        if parameters.contains(where: \.isInout) {
            if !requirement.genericParameters.isEmpty || parameters.contains(where: \.isNonEscapingClosure)
                || parameters.contains(where: \.isAutoclosure)
            {
                return placeholder(
                    requirement, in: context, why: "inout beside generic or closure parameters has no pattern yet")
            }
            return inoutMethod(requirement, in: context)
        }
        if requirement.isNonisolated, context.mockIsolation != nil {
            return placeholder(
                requirement, in: context, why: "a nonisolated requirement cannot call an isolated action")
        }
        if context.storesActions {
            guard requirement.genericParameters.isEmpty else {
                if requirement.isStatic {
                    return placeholder(requirement, in: context, why: "stubGeneric(of:) takes no static methods")
                }
                // Generic methods stay `lazy` on the mock: stubGeneric(of:) reads the method.
                var result = lazyMethodMember(requirement, in: context)
                result.propertiesStayOnMock = true
                return result
            }
            // `static func make() -> Self`: a new mock, until a test says otherwise.
            if requirement.isStatic, requirement.returnType == context.mockName {
                return declaredMethod(requirement, in: context, defaultValue: "{ _ in \(context.mockName)() }")
            }
            return declaredMethod(requirement, in: context)
        }
        return lazyMethodMember(requirement, in: context)
    }

    /// The shape of a method whose action may be `lazy`.
    static func lazyMethodMember(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let parameters = requirement.parameters
        if parameters.contains(where: { $0.type.hasPrefix("some ") }) {
            // The action takes `any P` for a `some P` parameter.
            guard requirement.genericParameters.isEmpty else {
                return placeholder(
                    requirement, in: context, why: "`some` parameters beside generic ones have no pattern")
            }
            return closureLiteralMethod(requirement, in: context)
        }
        if !requirement.genericParameters.isEmpty {
            let closureOnly = parameters.count == 1 && parameters[0].isNonEscapingClosure
            if !closureOnly, parameters.contains(where: { $0.isAutoclosure || $0.isNonEscapingClosure }) {
                return placeholder(
                    requirement, in: context, why: "stubGeneric(of:) takes no autoclosure or non-escaping closure")
            }
            let asyncGenerics = context.options.features.contains(.asyncGenerics)
            if (requirement.isAsync && !asyncGenerics) || (context.isolation != nil && !requirement.isAsync) {
                return placeholder(
                    requirement, in: context, why: "stubGeneric(of:) takes synchronous, non-isolated methods only")
            }
            if parameters.count > 5 {
                return placeholder(requirement, in: context, why: "stubGeneric(of:) pins at most five parameters")
            }
            return genericMethod(requirement, in: context)
        }
        let isMainActorSync = context.isolation == "MainActor" && !requirement.isAsync
        let isCustomActorSync = context.isolation != nil && context.isolation != "MainActor" && !requirement.isAsync
        let autoclosures = parameters.filter(\.isAutoclosure).count
        if autoclosures > 0 {
            let fitsOverloads =
                !requirement.isAsync && context.isolation == nil
                && (parameters.count == 1
                    || (parameters.count == 2 && autoclosures == 1 && parameters[0].isAutoclosure
                        && !parameters[1].isVariadic && !parameters[1].isNonEscapingClosure))
            return fitsOverloads
                ? autoclosureMethod(requirement, in: context) : closureLiteralMethod(requirement, in: context)
        }
        if parameters.contains(where: \.isVariadic) {
            let fitsOverloads = parameters.count == 1 && !requirement.isAsync && context.isolation == nil
            return fitsOverloads
                ? variadicMethod(requirement, in: context) : closureLiteralMethod(requirement, in: context)
        }
        if isCustomActorSync || (isMainActorSync && context.mockIsolation != "MainActor") {
            return closureLiteralMethod(requirement, in: context)
        }
        if parameters.count > 1, parameters.contains(where: \.isNonEscapingClosure) {
            return closuresBesideOthersMethod(requirement, in: context)
        }
        return plainMethod(requirement, in: context)
    }

    // MARK: - Shapes

    /// `lazy var sendAction = stub(of: send)` and `func send(_ email: WelcomeEmail) async throws { try await sendAction(email) }`.
    static func plainMethod(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let property =
            "lazy var \(context.actionName)\(annotation(requirement, in: context)) = "
            + stubCall(requirement, reference: context.reference, in: context)
        let body = escapingCall(requirement, arguments: requirement.parameters.map(\.internalName), in: context)
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
    }

    /// An `@autoclosure` alone: the body evaluates it; first beside one other parameter: the
    /// action takes the closure, passed on inside `withoutActuallyEscaping`.
    static func autoclosureMethod(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let reference =
            context.needsTypeAnnotation || context.reference != requirement.name
            ? "\(requirement.name) as \(referenceType(requirement))" : context.reference
        let property = "lazy var \(context.actionName) = " + stubCall(requirement, reference: reference, in: context)
        let parameters = requirement.parameters
        let body: [String]
        if parameters.count == 1 {
            body = [effectPrefix(requirement) + "\(context.actionName)(\(parameters[0].internalName)())"]
        } else {
            body = escapingCall(
                requirement, arguments: parameters.map(\.internalName), in: context, autoclosuresAsClosures: true)
        }
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
    }

    /// `lazy var logAction = stub(of: log)`, an action on arrays: `func log(_ items: String...) { logAction(items) }`.
    static func variadicMethod(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let reference =
            context.needsTypeAnnotation || context.reference != requirement.name
            ? "\(requirement.name) as \(referenceType(requirement))" : context.reference
        let property = "lazy var \(context.actionName) = " + stubCall(requirement, reference: reference, in: context)
        let body = [effectPrefix(requirement) + "\(context.actionName)(\(requirement.parameters[0].internalName))"]
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
    }

    /// Non-escaping closures beside other parameters: the reference names the method's type with
    /// the closures made `@escaping`, and the body passes them on inside `withoutActuallyEscaping`.
    ///
    ///     lazy var transformAction = stub(of: transform as (Int, @escaping (Int) throws -> Int) throws -> Int)
    ///     func transform(_ value: Int, with rule: (Int) throws -> Int) throws -> Int {
    ///         try withoutActuallyEscaping(rule) { rule in try transformAction((value, rule)) }
    ///     }
    static func closuresBesideOthersMethod(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let isolation = context.isolation == "MainActor" && !requirement.isAsync ? "@MainActor " : ""
        let types = requirement.parameters.map { parameter -> String in
            let escaping = parameter.isNonEscapingClosure ? ["@escaping"] : parameter.typeAttributes
            return (escaping + [parameter.type]).joined(separator: " ")
        }
        let result = DefaultValues.isVoid(requirement.returnType) ? "Void" : requirement.returnType
        let type = "\(isolation)(\(types.joined(separator: ", ")))\(effectsText(requirement)) -> \(result)"
        let property =
            "lazy var \(context.actionName) = "
            + stubCall(requirement, reference: "\(requirement.name) as \(type)", in: context)
        let body = escapingCall(
            requirement, arguments: requirement.parameters.map(\.internalName), in: context, namingClosures: true)
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
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
        let inouts = parameters.indices.filter { parameters[$0].isInout }
        let hasResult = !DefaultValues.isVoid(requirement.returnType)
        let input = actionInput(requirement, autoclosuresAsClosures: false)
        let outputs = inouts.map { parameters[$0].type } + (hasResult ? [requirement.returnType] : [])
        let output = outputs.count == 1 ? outputs[0] : "(\(outputs.joined(separator: ", ")))"
        let isolation = context.isolation == "MainActor" && !requirement.isAsync ? "@MainActor " : ""
        let type = "\(isolation)(\(input))\(effectsText(requirement)) -> \(output)"
        let passedBack = inouts.map { parameters.count == 1 ? "$0" : "$0.\($0)" }
        let property: String
        if hasResult,
            !DefaultValues.isDefaultProvidable(
                requirement.returnType, extraTypes: context.options.defaultProvidableTypes)
        {
            property = strictStubProperty(
                context.actionName, input: input, requirement: requirement, result: output, isolation: isolation,
                in: context)
        } else {
            let values = passedBack + (hasResult ? [".defaultValue"] : [])
            property =
                "var \(context.actionName): \(type) = { \(values.count == 1 ? values[0] : "(\(values.joined(separator: ", ")))") }"
        }
        let arguments = parameters.map(\.internalName)
        let packed = arguments.count == 1 ? arguments[0] : "(\(arguments.joined(separator: ", ")))"
        let call = effectPrefix(requirement) + "\(context.callee)(\(packed))"
        var body: [String]
        if outputs.count == 1, !hasResult {
            body = ["\(parameters[inouts[0]].internalName) = \(call)"]
        } else {
            body = ["let written = \(call)"]
            for (position, index) in inouts.enumerated() {
                body.append("\(parameters[index].internalName) = written.\(position)")
            }
            if hasResult { body.append("return written.\(inouts.count)") }
        }
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
    }

    /// `lazy var recordAction = stub(of: { (_: (String, [Int])) async in })`: the action is built
    /// from a closure literal of the shape the body passes on, for every shape no `stub(of:)`
    /// overload takes directly.
    static func closureLiteralMethod(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let isolation = context.isolation == "MainActor" && !requirement.isAsync ? "@MainActor " : ""
        let input = actionInput(requirement, autoclosuresAsClosures: true)
        let result = requirement.returnType
        let literal: String
        let function: String
        if DefaultValues.isVoid(result) {
            literal = closureLiteral(
                input: input, requirement: requirement, result: nil, value: nil, isolation: isolation)
            function = "stub"
        } else if DefaultValues.isDefaultProvidable(result, extraTypes: context.options.defaultProvidableTypes) {
            literal = closureLiteral(
                input: input, requirement: requirement, result: result, value: ".defaultValue", isolation: isolation)
            function = "stub"
        } else {
            literal = closureLiteral(
                input: input, requirement: requirement, result: result,
                value: "fatalError(\"only the closure's type is used\")", isolation: isolation)
            function = "strictStub"
        }
        let property =
            "lazy var \(context.actionName)\(isolatedAnnotation(input, requirement, result, isolation)) = \(function)(of: \(literal))"
        let body = escapingCall(
            requirement, arguments: requirement.parameters.map(\.internalName), in: context,
            autoclosuresAsClosures: true)
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
    }

    /// An action stored with its type declared, never `lazy`: the documented pattern for `Sendable`
    /// mocks (a `lazy var` races when two threads make the first call at once), and for the actions
    /// an actor mock or a mock's statics keep in a holder class.
    ///
    ///     var incrementAction: (Int64) -> Void = stub()
    ///     func increment(by amount: Int64) { incrementAction(amount) }
    ///     var accountAction = strictStub(of: { (_: Int) throws -> Account in ... }, name: "accountAction")
    ///
    /// A result without a default value gets a strict stub given its name (see ``strictStubProperty``).
    /// Closures travel as in the lazy shapes: an `@autoclosure` alone is evaluated, other closures
    /// reach the action inside `withoutActuallyEscaping`. `defaultValue` replaces `stub()`:
    /// `{ _ in DriverMock() }` for a static `-> Self`.
    static func declaredMethod(_ requirement: Requirement, in context: ShapeContext, defaultValue: String? = nil)
        -> ShapeResult
    {
        let isolation = context.isolation == "MainActor" && !requirement.isAsync ? "@MainActor " : ""
        let parameters = requirement.parameters
        let autoclosureAlone = parameters.count == 1 && parameters[0].isAutoclosure
        var input: String
        if autoclosureAlone {
            input = String(parameters[0].type.trimmingSpaces.dropFirst("() ->".count)).trimmingSpaces
        } else {
            input = actionInput(requirement, autoclosuresAsClosures: true)
            // A lone closure parameter is a function type's parameter, which escapes only if it says so.
            if parameters.count == 1, isFunctionType(input) { input = "@escaping " + input }
        }
        let result = DefaultValues.isVoid(requirement.returnType) ? "Void" : requirement.returnType
        let type = "\(isolation)(\(input))\(effectsText(requirement)) -> \(result)"
        let property: String
        if let defaultValue {
            property = "var \(context.actionName): \(type) = \(defaultValue)"
        } else if DefaultValues.isVoid(result)
            || DefaultValues.isDefaultProvidable(result, extraTypes: context.options.defaultProvidableTypes)
        {
            property = "var \(context.actionName): \(type) = stub()"
        } else {
            property = strictStubProperty(
                context.actionName, input: input, requirement: requirement, result: result, isolation: isolation,
                annotated: !isolation.isEmpty, in: context)
        }
        let body: [String]
        if autoclosureAlone {
            body = [effectPrefix(requirement) + "\(context.callee)(\(parameters[0].internalName)())"]
        } else {
            body = escapingCall(
                requirement, arguments: parameters.map(\.internalName), in: context, autoclosuresAsClosures: true,
                namingClosures: parameters.count > 1)
        }
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
    }

    /// An `init` requirement: the action, kept in `Statics`, receives the arguments and the new
    /// instance, so a test sees (and configures) the mocks the code under test creates.
    ///
    ///     var initAction: ((String, DriverMock)) -> Void = stub()
    ///     init(name: String) { Self.statics.current.initAction((name, self)) }
    static func initializerMember(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        var withInstance = requirement
        withInstance.parameters.append(
            Parameter(
                label: nil, internalName: "self", type: context.mockName, isInout: false, isAutoclosure: false,
                isVariadic: false, isNonEscapingClosure: false, typeAttributes: []))
        let input = actionInput(withInstance, autoclosuresAsClosures: true)
        let property = "var \(context.actionName): (\(input))\(effectsText(requirement)) -> Void = stub()"
        let body = escapingCall(
            requirement, arguments: withInstance.parameters.map(\.internalName), in: context,
            autoclosuresAsClosures: true, namingClosures: true)
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
    }

    /// `lazy var loadAction = stubGeneric(of: load).with(return: LoadValue.self).strictStub` and
    /// `func load<Value>(key: Int) throws -> Value { try callThrowsGeneric(key, potentials: [loadAction]) }`.
    static func genericMethod(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let renames = context.genericRenames
        let ordinals = ["first", "second", "third", "fourth", "fifth"]
        var pins: [String] = []
        for (index, parameter) in requirement.parameters.enumerated() {
            let type = parameter.isVariadic ? "[\(parameter.type)]" : parameter.type
            let renamed = renameIdentifiers(in: type, renames)
            // A closure over the generic type is pinned through the result (shapes.md, GRDB's read<T>).
            if renamed != type, !parameter.isNonEscapingClosure {
                pins.append(".with(\(ordinals[index]): \(metatype(renamed)))")
            }
        }
        let result = renameIdentifiers(in: requirement.returnType, renames)
        if result != requirement.returnType { pins.append(".with(return: \(metatype(result)))") }
        let loose =
            DefaultValues.isVoid(result)
            || DefaultValues.isDefaultProvidable(result, extraTypes: context.options.defaultProvidableTypes)
        let property =
            "lazy var \(context.actionName) = stubGeneric(of: \(context.reference))" + pins.joined()
            + (loose ? ".stub" : ".strictStub")
        let arguments = requirement.parameters.map(\.internalName)
        // A closure that may not escape (the only parameter) is passed on inside withoutActuallyEscaping.
        let closure = requirement.parameters.first { $0.isNonEscapingClosure }
        let packed =
            closure != nil
            ? "$0"
            : arguments.isEmpty ? "()" : arguments.count == 1 ? arguments[0] : "(\(arguments.joined(separator: ", ")))"
        var call: String
        // Async methods (with `.asyncGenerics`): `await callGenericAsync`, `try await callThrowsGenericAsync`.
        let suffix = requirement.isAsync ? "Async" : ""
        let wait = requirement.isAsync ? "await " : ""
        switch requirement.throwing {
        case .none: call = "\(wait)callGeneric\(suffix)(\(packed), potentials: [\(context.actionName)])"
        case .untyped: call = "try \(wait)callThrowsGeneric\(suffix)(\(packed), potentials: [\(context.actionName)])"
        case .typed(let error):
            call =
                "try \(wait)callThrowsGeneric\(suffix)(\(packed), potentials: [\(context.actionName)], throwing: \(error).self)"
        }
        if let closure {
            call = "\(effectPrefix(requirement))withoutActuallyEscaping(\(closure.internalName)) { \(call) }"
        }
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: [call]),
            usesGenericMockParameters: true)
    }

    /// Properties (with `.propertyStubs`): a get/set property is a `PropertyStub`, stored-like until
    /// a test sets it up; a get-only or effectful getter is an action declared with its type.
    ///
    ///     var volumeStub = PropertyStub<Int>()
    ///     var volume: Int {
    ///         get { volumeStub.get(()) }
    ///         set { volumeStub.set(newValue) }
    ///     }
    ///     var nameAction: (()) -> String = stub()
    ///     var name: String { nameAction(()) }
    static func propertyMember(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let type = requirement.returnType
        let name = requirement.name.trimmingCharacters(in: ["`"])
        let hasDefault = DefaultValues.isDefaultProvidable(type, extraTypes: context.options.defaultProvidableTypes)
        let isolation = context.isolation == "MainActor" && !requirement.isAsync ? "@MainActor " : ""
        if requirement.hasSetter {
            guard hasDefault else {
                return placeholder(
                    requirement, in: context, why: "a get/set property needs a PropertyStub with an initial value")
            }
            let holder = "\(name)Stub"
            return ShapeResult(
                member: MockMember(
                    warning: nil, properties: ["var \(holder) = PropertyStub<\(type)>()"],
                    declaration: declaration(requirement, in: context),
                    body: [
                        "get { \(context.actionPrefix)\(holder).get(()) }",
                        "set { \(context.actionPrefix)\(holder).set(newValue) }",
                    ]))
        }
        let action = "\(name)Action"
        let actionType = "\(isolation)(())\(effectsText(requirement)) -> \(type)"
        let property: String
        if hasDefault {
            property = "var \(action): \(actionType) = stub()"
        } else {
            property = strictStubProperty(
                action, input: "()", requirement: requirement, result: type, isolation: isolation, annotated: true,
                in: context)
        }
        let call = effectPrefix(requirement) + "\(context.actionPrefix)\(action)(())"
        let effects = effectsText(requirement)
        let body = effects.isEmpty ? [call] : ["get\(effects) { \(call) }"]
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
    }

    /// Subscripts (with `.propertyStubs`): get/set with `Hashable` indexes is a `SubscriptStub`,
    /// get-only an action declared with its type.
    ///
    ///     var subscriptStub = SubscriptStub<String, Int>()
    ///     subscript(key: String) -> Int {
    ///         get { subscriptStub.get(key) }
    ///         set { subscriptStub.set((key, newValue)) }
    ///     }
    static func subscriptMember(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let type = requirement.returnType
        let hasDefault = DefaultValues.isDefaultProvidable(type, extraTypes: context.options.defaultProvidableTypes)
        let arguments = requirement.parameters.map(\.internalName)
        let index = arguments.count == 1 ? arguments[0] : "(\(arguments.joined(separator: ", ")))"
        let input = actionInput(requirement, autoclosuresAsClosures: false)
        let base = context.actionName.hasSuffix("Action") ? String(context.actionName.dropLast(6)) : context.actionName
        if requirement.hasSetter {
            let hashable = requirement.parameters.allSatisfy { DefaultValues.isKnownHashable($0.type) }
            guard hasDefault, hashable, (1...3).contains(requirement.parameters.count) else {
                return placeholder(
                    requirement, in: context,
                    why: "a get/set subscript needs Hashable indexes and a default value for SubscriptStub")
            }
            let holder = "\(base)Stub"
            return ShapeResult(
                member: MockMember(
                    warning: nil, properties: ["var \(holder) = SubscriptStub<\(input), \(type)>()"],
                    declaration: declaration(requirement, in: context),
                    body: [
                        "get { \(context.actionPrefix)\(holder).get(\(index)) }",
                        "set { \(context.actionPrefix)\(holder).set((\(index), newValue)) }",
                    ]))
        }
        guard hasDefault else {
            return placeholder(requirement, in: context, why: "a get-only subscript of a type without a default value")
        }
        let action = "\(base)Action"
        let property = "var \(action): (\(input))\(effectsText(requirement)) -> \(type) = stub()"
        let call = effectPrefix(requirement) + "\(context.actionPrefix)\(action)(\(index))"
        let effects = effectsText(requirement)
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context),
                body: effects.isEmpty ? [call] : ["get\(effects) { \(call) }"]))
    }

    /// A requirement StubKit has no pattern for yet: a `#warning` naming it and why, and an
    /// implementation that fails the test calling it.
    static func placeholder(_ requirement: Requirement, in context: ShapeContext, why: String) -> ShapeResult {
        let name = "\(context.mockName).\(requirement.title.split(separator: ".").last ?? "")"
        let call = "unmockedRequirement(\"\(name)\", reason: \"\(why)\")"
        // The call neither throws nor suspends, whatever the requirement's effects: no `try`, no `await`.
        var body: [String]
        switch requirement.kind {
        case .property where requirement.hasSetter, .subscript where requirement.hasSetter:
            body = ["get {", "    \(call)", "}", "set {", "    \(call) as Void", "}"]
        case .initializer:
            body = ["\(call) as Void"]
        default:
            body = [call + (DefaultValues.isVoid(requirement.returnType) ? " as Void" : "")]
        }
        return ShapeResult(
            member: MockMember(
                warning: "\(requirement.title): \(why)", properties: [],
                declaration: declaration(requirement, in: context), body: body))
    }

    // MARK: - Pieces

    /// The mock's declaration of the requirement: `func send(_ email: WelcomeEmail) async throws`.
    static func declaration(_ requirement: Requirement, in context: ShapeContext) -> String {
        var words = requirement.attributes
        if let actor = requirement.globalActor, actor != context.mockIsolation { words.append("@\(actor)") }
        if requirement.isNonisolated { words.append("nonisolated") }
        if requirement.isStatic { words.append("static") }
        let parameters =
            "("
            + requirement.parameters.map { requirement.kind == .subscript ? $0.subscriptDeclaration : $0.declaration }
            .joined(separator: ", ") + ")"
        let generics =
            requirement.genericParameters.isEmpty ? "" : "<\(requirement.genericParameters.joined(separator: ", "))>"
        var text: String
        switch requirement.kind {
        case .method:
            text = "func \(requirement.name)\(generics)\(parameters)\(effectsText(requirement))"
            if !DefaultValues.isVoid(requirement.returnType) { text += " -> \(requirement.returnType)" }
        case .initializer:
            text = "init\(requirement.returnType == "Void" ? "" : requirement.returnType)\(generics)\(parameters)"
            text += effectsText(requirement)
        case .subscript:
            text = "subscript\(generics)\(parameters) -> \(requirement.returnType)"
        case .property:
            text = "var \(requirement.name): \(requirement.returnType)"
        }
        if let clause = requirement.whereClause { text += " where \(clause)" }
        return (words + [text]).joined(separator: " ")
    }

    /// ` async throws(ParseError)`, as the function type and declaration write it.
    static func effectsText(_ requirement: Requirement) -> String {
        var text = requirement.isAsync ? " async" : ""
        switch requirement.throwing {
        case .none: break
        case .untyped: text += " throws"
        case .typed(let error): text += " throws(\(error))"
        }
        return text
    }

    /// A strict stub's property, built from a closure literal of the action's type:
    /// `lazy var xAction = strictStub(of: { ... })`, or where actions are stored (a `lazy var`
    /// races on first use), `var xAction = strictStub(of: { ... }, name: "xAction")`: `#function`
    /// in a stored property's initializer is the type's name, not the property's.
    static func strictStubProperty(
        _ name: String, input: String, requirement: Requirement, result: String, isolation: String,
        annotated: Bool = false, in context: ShapeContext
    ) -> String {
        let literal = closureLiteral(
            input: input, requirement: requirement, result: result,
            value: "fatalError(\"only the closure's type is used\")", isolation: isolation)
        let annotation =
            annotated
            ? ": \(isolation)(\(input))\(effectsText(requirement)) -> \(result)"
            : isolatedAnnotation(input, requirement, result, isolation)
        if context.storesActions {
            return "var \(name)\(annotation) = strictStub(of: \(literal), name: \"\(name)\")"
        }
        return "lazy var \(name)\(annotation) = strictStub(of: \(literal))"
    }

    /// `try await ` before a call.
    static func effectPrefix(_ requirement: Requirement) -> String {
        (requirement.throwing == .none ? "" : "try ") + (requirement.isAsync ? "await " : "")
    }

    /// `stub(of: bark)`, or `strictStub(of: createUser)` when the result has no default value.
    static func stubCall(_ requirement: Requirement, reference: String, in context: ShapeContext) -> String {
        let result = requirement.returnType
        let loose =
            DefaultValues.isVoid(result)
            || DefaultValues.isDefaultProvidable(result, extraTypes: context.options.defaultProvidableTypes)
        return "\(loose ? "stub" : "strictStub")(of: \(reference))"
    }

    /// `: (String) -> Bool` when the reference is ambiguous, otherwise nothing.
    static func annotation(_ requirement: Requirement, in context: ShapeContext) -> String {
        guard context.needsTypeAnnotation else { return "" }
        let isolation = context.isolation == "MainActor" && !requirement.isAsync ? "@MainActor " : ""
        return
            ": \(isolation)(\(actionInput(requirement, autoclosuresAsClosures: false)))\(effectsText(requirement)) -> "
            + (DefaultValues.isVoid(requirement.returnType) ? "Void" : requirement.returnType)
    }

    /// The method's own type, for `log as (@autoclosure () -> String) -> Void`.
    static func referenceType(_ requirement: Requirement) -> String {
        let parameters = requirement.parameters.map { parameter in
            (parameter.isAutoclosure ? "@autoclosure " : "") + parameter.type + (parameter.isVariadic ? "..." : "")
        }
        return "(\(parameters.joined(separator: ", ")))\(effectsText(requirement)) -> "
            + (DefaultValues.isVoid(requirement.returnType) ? "Void" : requirement.returnType)
    }

    /// The action's argument type: `()`, `String`, `(String, [Int])`, `(() -> String, Int)`.
    static func actionInput(_ requirement: Requirement, autoclosuresAsClosures: Bool) -> String {
        let types = requirement.parameters.map { parameter -> String in
            if parameter.isVariadic { return "[\(parameter.type)]" }
            if parameter.type.hasPrefix("some ") { return "any " + parameter.type.dropFirst(5) }
            if parameter.isAutoclosure, !autoclosuresAsClosures { return parameter.type }
            let attributes = parameter.typeAttributes.filter { $0 != "@escaping" }
            return (attributes + [parameter.type]).joined(separator: " ")
        }
        if types.count == 1 { return types[0] }
        return "(\(types.joined(separator: ", ")))"
    }

    /// The body's call of the action, with closures that may not escape wrapped in
    /// `withoutActuallyEscaping`: `withoutActuallyEscaping(body) { enumerateUsersAction($0) }`.
    static func escapingCall(
        _ requirement: Requirement, arguments: [String], in context: ShapeContext, autoclosuresAsClosures: Bool = false,
        namingClosures: Bool = false
    ) -> [String] {
        let wrapped = requirement.parameters.enumerated().filter { _, parameter in
            parameter.isNonEscapingClosure || (autoclosuresAsClosures && parameter.isAutoclosure)
        }
        var arguments = arguments
        let single = wrapped.count == 1 && !namingClosures
        for (index, parameter) in wrapped {
            arguments[index] = single ? "$0" : parameter.internalName
        }
        let packed =
            arguments.isEmpty ? "()" : arguments.count == 1 ? arguments[0] : "(\(arguments.joined(separator: ", ")))"
        let prefix = effectPrefix(requirement)
        let call = "\(prefix)\(context.callee)(\(packed))"
        guard wrapped.count > 1 else {
            guard let (_, parameter) = wrapped.first else { return [call] }
            let name = parameter.internalName
            return ["\(prefix)withoutActuallyEscaping(\(name)) { \(single ? "" : "\(name) in ")\(call) }"]
        }
        // Several closures: one nested withoutActuallyEscaping each, one per line.
        var lines: [String] = []
        for (depth, (_, parameter)) in wrapped.enumerated() {
            let name = parameter.internalName
            lines.append(
                String(repeating: "    ", count: depth) + "\(prefix)withoutActuallyEscaping(\(name)) { \(name) in")
        }
        lines.append(String(repeating: "    ", count: wrapped.count) + call)
        for depth in (0..<wrapped.count).reversed() {
            lines.append(String(repeating: "    ", count: depth) + "}")
        }
        return lines
    }

    /// A closure literal whose type is the action's: `{ (_: Int) -> String in .defaultValue }`.
    ///
    /// An isolated one is `{ _ in }`, typed by the property's annotation (``isolatedAnnotation``):
    /// in Swift 5 mode `{ @MainActor (_: String) in }` reads as the attribute `@MainActor(_: String)`,
    /// and `as @MainActor (String) -> Void` makes Swift 5 pick the non-isolated overload.
    static func closureLiteral(
        input: String, requirement: Requirement, result: String?, value: String?, isolation: String
    ) -> String {
        let effects = effectsText(requirement)
        let body = value.map { " \($0) " } ?? " "
        if !isolation.isEmpty {
            return "{ _ in\(body)}"
        }
        return "{ (_: \(input))\(effects)\(result.map { " -> \($0)" } ?? "") in\(body)}"
    }

    /// `: @MainActor (String) -> Void` for an isolated closure literal's property, otherwise nothing.
    static func isolatedAnnotation(_ input: String, _ requirement: Requirement, _ result: String?, _ isolation: String)
        -> String
    {
        guard !isolation.isEmpty else { return "" }
        let result = result.map { DefaultValues.isVoid($0) ? "Void" : $0 } ?? "Void"
        return ": \(isolation)(\(input))\(effectsText(requirement)) -> \(result)"
    }

    /// `String.self`, `[GenT].self`, `(() -> GenT).self`.
    static func metatype(_ type: String) -> String {
        isFunctionType(type) || type.contains(" ") ? "(\(type)).self" : "\(type).self"
    }
}
