// Generic methods and subscripts: one action for every specialization (StubKit's `GenericCall`).
// The action takes the call's arguments with every generic value erased and the call's types; a
// result that mentions a generic parameter is `Any`, converted back by `genericResult`:
//
//     var sendAction: (GenericCall<any Request>) async throws -> Any = stubGeneric()
//     func send<R: Request>(_ request: R) async throws -> R.Response {
//         try await throwingGenericResult(sendAction(GenericCall(request, types: R.self, returning: R.Response.self)))
//     }
//
// Erasure: `T` constrained to protocols is `any P & Q` (unconstrained `Any`), `T.Type` is
// `Any.Type`, `some P` is `any P`, anything else mentioning `T` is `Any`; a closure over generic
// types keeps its shape with those parts `Any`, and the body wraps the real closure.

extension Shapes {
    /// The mock of a generic method.
    static func genericMethod(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let erasure = GenericErasure(requirement, protocols: context.options.protocolNames)
        guard !erasure.hasPacks else {
            return placeholder(
                requirement, in: context, why: "a parameter pack has no type to erase its values to")
        }
        if !erasure.noncopyable.isEmpty {
            return noncopyableResultMethod(requirement, erasure: erasure, in: context)
        }
        let parameters = requirement.parameters
        let inouts = parameters.filter(\.isInout)
        let rethrowing = requirement.isRethrows
        if rethrowing, !inouts.isEmpty {
            return placeholder(requirement, in: context, why: "rethrows beside inout has no pattern")
        }
        let input = erasure.input(parameters)
        let arguments = erasure.arguments(parameters, rethrowing: rethrowing)
        let resultMentions = erasure.mentions(requirement.returnType)
        let isVoid = DefaultValues.isVoid(requirement.returnType)
        var written = inouts.map(\.type)
        if !isVoid { written.append(requirement.returnType) }
        let returning: String?
        if !inouts.isEmpty {
            returning = written.count == 1 ? written[0] : "(\(written.joined(separator: ", ")))"
        } else {
            returning = resultMentions ? requirement.returnType : nil
        }
        let answersAny = returning != nil
        let actionResult = answersAny ? "Any" : isVoid ? "Void" : valueType(requirement.returnType)
        let effects = effectsText(requirement)
        // An async action of the main actor runs there, as `actionType` says for other methods.
        let isolation = context.isolation == "MainActor" && requirement.isAsync ? "@MainActor @Sendable " : ""
        let actionType = "\(isolation)(GenericCall<\(input)>)\(effects) -> \(actionResult)"
        let value =
            answersAny
            ? "stubGeneric()"
            : defaultClosure(result: isVoid ? "Void" : requirement.returnType, in: context)
                ?? strictStubValue(context.actionName, requirement)
        let property = "var \(context.actionName): \(actionType) = \(value)"
        let call = "\(context.callee)(\(erasure.genericCall(arguments, returning: returning)))"
        let statements = genericStatements(
            requirement, call: call, inouts: inouts, returning: returning, rethrowing: rethrowing)
        let body = wrapClosures(requirement, statements, returnsValue: !isVoid || rethrowing)
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
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
        let result = valueType(requirement.returnType)
        let producers = requirement.parameters.enumerated().filter { _, parameter in
            FunctionType(parameter.type).map { valueType($0.result) == result } ?? false
        }
        let others = requirement.parameters.enumerated().filter { $0.offset != producers.first?.offset }.map(\.element)
        let mentionsResult = { (type: String) in renameIdentifiers(in: type, [result: "\u{1}"]).contains("\u{1}") }
        // Only the closure may make the result; nothing else may carry a value of its type.
        guard erasure.noncopyable == [result], producers.count == 1, let made = FunctionType(producers[0].element.type),
            !made.parameters.contains(where: erasure.mentions), !requirement.isRethrows,
            !requirement.parameters.contains(where: \.isInout), !others.contains(where: { mentionsResult($0.type) })
        else {
            return placeholder(
                requirement, in: context,
                why: "a generic value that may not be copied (~Copyable) has no type to erase it to")
        }
        let answer =
            made.parameters.count == 1
            ? made.parameters[0] : "(\(made.parameters.joined(separator: ", ")))"
        let input = others.isEmpty ? "()" : erasure.input(others)
        let property = action(
            context.actionName, input: "GenericCall<\(input)>", result: answer, requirement: requirement, in: context)
        let arguments = others.isEmpty ? "()" : erasure.arguments(others, rethrowing: false)
        let call = "\(context.callee)(\(erasure.genericCall(arguments, returning: nil)))"
        let passed =
            made.parameters.count == 1
            ? "argument" : made.parameters.indices.map { "argument.\($0)" }.joined(separator: ", ")
        let closureEffects = (made.throwing != nil ? "try " : "") + (made.isAsync ? "await " : "")
        let body = [
            "let argument = \(effectPrefix(requirement))\(call)",
            "return \(closureEffects)\(producers[0].element.internalName)(\(passed))",
        ]
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [property], declaration: declaration(requirement, in: context), body: body))
    }

    /// The body's statements around the action's `call`, before closures are wrapped.
    private static func genericStatements(
        _ requirement: Requirement, call: String, inouts: [Parameter], returning: String?, rethrowing: Bool
    ) -> [String] {
        let wait = requirement.isAsync ? "await " : ""
        if rethrowing {
            let convert = returning == nil ? "result" : "genericResult"
            return ["let call = Rethrowing()"] + rethrowingResult(convert, "try \(wait)\(call)", wait: wait)
        }
        let prefix = effectPrefix(requirement)
        guard let returning else { return [prefix + call] }
        func convert(_ extra: String = "") -> String {
            switch requirement.throwing {
            case .none: return "\(wait)genericResult(\(call)\(extra))"
            case .untyped: return "try \(wait)throwingGenericResult(\(call)\(extra))"
            case .typed(let error):
                return "try \(wait)throwingGenericResult(\(call), throwing: \(error).self)"
            }
        }
        guard !inouts.isEmpty else { return [convert()] }
        // `inout` values: the answer is the new value (a tuple of them, then the result).
        if inouts.count == 1, DefaultValues.isVoid(requirement.returnType) {
            return ["\(inouts[0].internalName) = " + convert(", ifUnanswered: \(inouts[0].internalName)")]
        }
        var lines = ["let written: \(returning) = " + convert()]
        for (position, parameter) in inouts.enumerated() {
            lines.append("\(parameter.internalName) = written.\(position)")
        }
        if !DefaultValues.isVoid(requirement.returnType) { lines.append("return written.\(inouts.count)") }
        return lines
    }

    /// A generic subscript: a get action, and with a setter a set action receiving the new value.
    static func genericSubscript(_ requirement: Requirement, in context: ShapeContext) -> ShapeResult {
        let erasure = GenericErasure(requirement, protocols: context.options.protocolNames)
        guard !erasure.hasPacks else {
            return placeholder(requirement, in: context, why: "a parameter pack has no type to erase its values to")
        }
        let base = context.actionName.hasSuffix("Action") ? String(context.actionName.dropLast(6)) : context.actionName
        let parameters = requirement.parameters
        let input = erasure.input(parameters)
        let arguments = erasure.arguments(parameters, rethrowing: false)
        let prefix = context.actionPrefix
        let effects = effectsText(requirement)
        let getter =
            "var \(base)GetAction: (GenericCall<\(input)>)\(effects) -> Any = stubGeneric()"
        let get = "\(prefix)\(base)GetAction(\(erasure.genericCall(arguments, returning: requirement.returnType)))"
        let read =
            requirement.throwing == .none
            ? "\(requirement.isAsync ? "await " : "")genericResult(\(get))"
            : "try \(requirement.isAsync ? "await " : "")throwingGenericResult(\(get))"
        guard requirement.hasSetter else {
            return ShapeResult(
                member: MockMember(
                    warning: nil, properties: [getter], declaration: declaration(requirement, in: context),
                    body: effects.isEmpty ? ["return " + read] : ["get\(effects) { return \(read) }"]))
        }
        let setter =
            "var \(base)SetAction: (GenericCall<(\(input), \(erasure.erase(requirement.returnType)))>) -> Void = stub()"
        let set = "\(prefix)\(base)SetAction(\(erasure.genericCall("(\(arguments), newValue)", returning: nil)))"
        return ShapeResult(
            member: MockMember(
                warning: nil, properties: [getter, setter], declaration: declaration(requirement, in: context),
                body: ["get { return \(read) }", "set { \(set) }"]))
    }
}

/// `strictStub(name: "x")`, with `throwing: E.self` for typed throws.
private func strictStubValue(_ name: String, _ requirement: Requirement) -> String {
    if case .typed(let error) = requirement.throwing { return "strictStub(name: \"\(name)\", throwing: \(error).self)" }
    return "strictStub(name: \"\(name)\")"
}

/// How one generic requirement's types are erased and its arguments handed to the action.
struct GenericErasure {
    let requirement: Requirement
    /// The method's generic parameters.
    let generics: [String]
    /// Each generic parameter's protocol constraints, from `<T: P>` and the `where` clause.
    var constraints: [String: [String]] = [:]

    init(_ requirement: Requirement, protocols: Set<String>) {
        self.requirement = requirement
        generics = requirement.genericParameters
        var constraints: [String: [String]] = [:]
        var clauses = requirement.genericConstraints.map { ($0.key, $0.value) }
        for clause in splitTopLevel(Substring(requirement.whereClause ?? ""), on: ",") {
            guard let colon = clause.firstIndex(of: ":"), !clause.contains("==") else { continue }
            clauses.append((clause[..<colon].trimmingSpaces, clause[colon...].dropFirst().trimmingSpaces))
        }
        for (name, constraint) in clauses where requirement.genericParameters.contains(name) {
            for part in constraint.components(separatedBy: "&").map(\.trimmingSpaces) {
                let unqualified = String(part.split(separator: ".").last ?? "")
                // Only protocols make an existential; a class or a protocol with `where` stays `Any`.
                let isProtocol =
                    protocols.contains(part) || KnownTypeNames.protocols.contains(part)
                    || (KnownTypeNames.protocols.contains(unqualified) && part.hasPrefix("Swift."))
                if isProtocol, !part.contains("<") { constraints[name, default: []].append(part) }
            }
        }
        self.constraints = constraints
    }

    /// The generic parameters that may not be copied: `Return: ~Copyable`.
    var noncopyable: [String] {
        var clauses = requirement.genericConstraints.filter { $0.value.contains("~Copyable") }.map(\.key)
        for clause in splitTopLevel(Substring(requirement.whereClause ?? ""), on: ",")
        where clause.contains("~Copyable") {
            if let colon = clause.firstIndex(of: ":") { clauses.append(clause[..<colon].trimmingSpaces) }
        }
        return generics.filter(clauses.contains)
    }

    /// `each T`: a parameter pack.
    var hasPacks: Bool {
        generics.contains { $0.hasPrefix("each ") } || requirement.parameters.contains { $0.type.contains("repeat ") }
    }

    /// Whether `type` names a generic parameter of the requirement (or is `some P`).
    func mentions(_ type: String) -> Bool {
        if type.hasPrefix("some ") || type.contains(" some ") || type.contains("(some ") { return true }
        let renamed = renameIdentifiers(in: type, Dictionary(uniqueKeysWithValues: generics.map { ($0, "\u{1}") }))
        return renamed.contains("\u{1}")
    }

    /// The erased type of a value of `type`.
    func erase(_ type: String) -> String {
        let type = Shapes.valueType(type)
        if generics.contains(type) {
            let protocols = constraints[type] ?? []
            return protocols.isEmpty ? "Any" : "any " + protocols.joined(separator: " & ")
        }
        if type.hasPrefix("some "), !type.contains("<") { return "any " + type.dropFirst(5) }
        if type.hasSuffix(".Type"), generics.contains(String(type.dropLast(5))) { return "Any.Type" }
        guard mentions(type) else { return type }
        if let function = FunctionType(type) {
            // A closure taking a closure over generic types (`((Arguments) -> Any) -> Any`) keeps
            // that inner closure a function: a non-escaping one could not travel as `Any`.
            return function.erased { mentions($0) ? (FunctionType($0).map { erase(text: $0) } ?? "Any") : $0 }
        }
        return "Any"
    }

    /// A function type with each part that mentions a generic parameter erased to `Any`.
    private func erase(text function: FunctionType) -> String {
        function.erased { mentions($0) ? "Any" : $0 }
    }

    /// A closure literal of `type`, the requirement's own function type, that calls `erased`,
    /// its erased form: `{ value1 in genericResult(erased(value1)) }`.
    func unerased(_ erased: String, as type: FunctionType) -> String {
        let names = type.parameters.indices.map { "value\($0 + 1)" }
        let effects = (type.throwing != nil ? "try " : "") + (type.isAsync ? "await " : "")
        var call = "\(effects)\(erased)(\(names.joined(separator: ", ")))"
        if mentions(type.result), type.result != "Void", type.result != "()" {
            call = type.throwing != nil ? "try throwingGenericResult(\(call))" : "genericResult(\(call))"
        }
        return names.isEmpty ? "{ \(call) }" : "{ \(names.joined(separator: ", ")) in \(call) }"
    }

    /// The action's argument type: `GenericCall<Input>`'s `Input`.
    func input(_ parameters: [Parameter]) -> String {
        let types = parameters.map { parameter -> String in
            let type = parameter.isVariadic ? "[\(parameter.type)]" : parameter.type
            return erase(type)
        }
        return types.count == 1 ? types[0] : "(\(types.joined(separator: ", ")))"
    }

    /// The arguments as the action receives them, closures over generic types wrapped.
    func arguments(_ parameters: [Parameter], rethrowing: Bool) -> String {
        let values = parameters.map { parameter -> String in
            let name = parameter.internalName
            guard let function = FunctionType(parameter.type) else {
                // An optional erased to `Any` says so: the implicit conversion warns.
                let type = parameter.type.trimmingSpaces
                let optional = type.hasSuffix("?") || type.hasPrefix("Optional<")
                let erasedToAny = !parameter.isVariadic && mentions(type) && erase(type) == "Any"
                return Shapes.argument(parameter) + (optional && erasedToAny ? " as Any" : "")
            }
            let wrapsForTypes = mentions(parameter.type)
            let wrapsForRethrows = rethrowing && function.throwing != nil
            guard wrapsForTypes || wrapsForRethrows else { return name }
            let throwing = function.throwing != nil
            let names = function.parameters.indices.map { "argument\($0 + 1)" }
            let passed = zip(names, function.parameters).map { argument, type in
                guard mentions(type) else { return argument }
                if let inner = FunctionType(type) { return unerased(argument, as: inner) }
                return throwing ? "try throwingGenericResult(\(argument))" : "genericResult(\(argument))"
            }
            let effects = (throwing ? "try " : "") + (function.isAsync ? "await " : "")
            var call = "\(effects)\(name)(\(passed.joined(separator: ", ")))"
            if wrapsForRethrows {
                call = "\(effects)call.body { \(call) }"
            }
            let head = names.isEmpty ? "" : " \(names.joined(separator: ", ")) in"
            return "{\(head) \(call) }"
        }
        return values.count == 1 ? values[0] : "(\(values.joined(separator: ", ")))"
    }

    /// `GenericCall(arguments, types: T.self, returning: T?.self)`.
    func genericCall(_ arguments: String, returning: String?) -> String {
        var parts = [arguments.isEmpty ? "()" : arguments]
        // A type that may not be copied has no `Any.Type`.
        let named = generics.filter { !$0.hasPrefix("each ") && !noncopyable.contains($0) }
        if !named.isEmpty { parts.append("types: " + named.map { Shapes.metatype($0) }.joined(separator: ", ")) }
        if let returning { parts.append("returning: " + Shapes.metatype(returning)) }
        return "GenericCall(\(parts.joined(separator: ", ")))"
    }
}

/// A function type, `@Sendable (_ request: Req<T>, Context) async throws -> Resp<T>`, in pieces.
struct FunctionType {
    var attributes: String
    /// The parameter types, without names.
    var parameters: [String]
    var isAsync: Bool
    /// `throws`, `throws(E)`, or `nil`.
    var throwing: String?
    var result: String

    init?(_ text: String) {
        guard isFunctionType(text) else { return nil }
        var rest = Substring(text.trimmingSpaces)
        var attributes: [String] = []
        // `@Sendable`, `@MainActor`, `nonisolated(nonsending)`: each one word.
        while rest.hasPrefix("@") || rest.hasPrefix("nonisolated(") {
            let attribute = rest.prefix { $0 != " " }
            attributes.append(String(attribute))
            rest = rest.dropFirst(attribute.count).drop { $0 == " " }
        }
        self.attributes = attributes.map { $0 + " " }.joined()
        let list = balancedPrefix(rest)
        parameters = splitTopLevel(list.dropFirst().dropLast(), on: ",").map { parameter in
            // `_ request: Req<T>` -> `Req<T>`.
            if let colon = topLevelIndex(of: ":", in: parameter),
                parameter[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " })
            {
                return parameter[colon...].dropFirst().trimmingSpaces
            }
            return parameter.trimmingSpaces
        }
        rest = rest.dropFirst(list.count)
        guard let arrow = topLevelRange(of: "->", in: rest) else { return nil }
        let effects = rest[..<arrow.lowerBound].trimmingSpaces
        isAsync = effects.contains("async")
        throwing = effects.range(of: "throws").map { String(effects[$0.lowerBound...]) }
        result = rest[arrow.upperBound...].trimmingSpaces
    }

    /// The type with each parameter and the result replaced by `erase`'s answer.
    func erased(_ erase: (String) -> String) -> String {
        let effects = (isAsync ? " async" : "") + (throwing.map { " " + $0 } ?? "")
        return "\(attributes)(\(parameters.map(erase).joined(separator: ", ")))\(effects) -> \(erase(result))"
    }
}
