// Stage 3: protocol model -> mock declaration. The planner names the mock and its actions, turns
// associated types into generic parameters or typealiases, and picks, for each requirement, the
// one function in `Shapes` that writes its pattern.
internal import Foundation

/// Settings that shape every mock of a file.
struct PlanningOptions {
    /// Types of the module known to conform to `DefaultProvidable`.
    var defaultProvidableTypes: Set<String> = []
    /// The top-level type names of the symbol graphs, which a mock's name must not take.
    var takenTypeNames: Set<String> = []
    /// The symbols of every graph, mocked and context.
    var table = SymbolTable([])
    /// The modules the generated file imports.
    var importedModules: Set<String> = []
    /// Types of the module whose values may not be copied (`--noncopyable`).
    var noncopyableTypes: Set<String> = []
    /// Members the compiler rejected in an earlier round of the type-check (MockGenCommand), with
    /// the reason their placeholder gives.
    var forcedPlaceholders: [MemberKey: String] = [:]
    /// What the user chose for requirements a protocol extension implements (`--keep-default`,
    /// `--intercept-default`), checked against the protocols.
    var defaultSelectors: [DefaultSelector] = []
    /// The requirements the user made strict (`--strict`), checked against the protocols.
    var strictSelectors: [StrictSelector] = []
    /// Whether the test target's default isolation is `MainActor` (`--default-isolation MainActor`):
    /// a nonisolated protocol's mock is then `nonisolated`, and its methods for `@concurrent`
    /// requirements say so (see ``MockDeclaration/isNonisolated``).
    var mainActorByDefault = false
    /// Whether the protocols are another package's (`--only-public`).
    ///
    /// Such a module is built with its own settings: a graph prints a plain async method of a module
    /// without NonisolatedNonsendingByDefault (`@concurrent`) and one of a module with it (nonsending)
    /// alike, so a mock in a test target of other settings says which. The mocked module's own
    /// protocols share the test target's settings, and their mocks' methods are plain, as theirs.
    var protocolsOfAnotherPackage = false
}

enum MockPlanner {
    /// Why the protocol's default implementation serves for the requirement, not the mock; `nil`
    /// when the mock implements it.
    ///
    /// The rule: a requirement a protocol extension implements is mocked, as any other, so that
    /// every call reaches an action, but for two kinds the mock could only make worse than the
    /// default, which are left to it: a deprecated requirement, and one whose mock would be a
    /// strict stub that cannot throw (a result with no default value that is not the mock itself),
    /// which stops the process on a call no test answered. A throwing one stays mocked (its strict
    /// stub throws, and the test may answer it), and so does a generic one: its one action answers
    /// any specialization a test sets up. `selectors` (`--keep-default`, `--intercept-default`)
    /// override the rule for the requirements they name.
    static func leftToDefault(
        _ requirement: Requirement, of model: ProtocolModel, in scope: MockScope, selectors: [DefaultSelector] = []
    ) -> LeftToDefault.Reason? {
        guard model.hasDefault(for: requirement) else { return nil }
        switch DefaultSelector.choice(for: requirement, of: model, among: selectors) {
        case .keep?: return .chosen
        case .intercept?: return nil
        case nil: break
        }
        if requirement.deprecation != nil { return .deprecated }
        guard let result = resultWithoutDefault(requirement, of: model, in: scope), requirement.throwing == .none else {
            return nil
        }
        return .noDefaultValue(scope.spell(result))
    }

    /// The result of `requirement` as the mock spells it, when its action must be a strict stub for
    /// want of a default value: not `Void`, not generic (its action answers any specialization), not
    /// an initializer's, not the mock itself (a builder answers the mock).
    static func resultWithoutDefault(_ requirement: Requirement, of model: ProtocolModel, in scope: MockScope)
        -> SwiftType?
    {
        guard requirement.kind != .initializer, requirement.generics.isEmpty, !requirement.result.isVoid else {
            return nil
        }
        let result = requirement.result.map { scope.inMock($0) }  // as the mock spells it
        return scope.hasDefault(result) || isTheMock(requirement.result, in: model) ? nil : result
    }

    /// The mock of `model`: its declaration (``header(of:mockName:associated:scope:)``), each
    /// requirement's member (``MemberPlanning``), the standard parents' members, the classes that
    /// hold actions kept apart from the mock (``ActionHolders``), and its initializers.
    static func mock(for model: ProtocolModel, options: PlanningOptions) -> MockDeclaration {
        if model.mockedClass != nil { return ClassMocks.mock(for: model, options: options) }
        let mockName = name(for: model, options: options)
        var scope = MockScope(
            table: options.table, mockName: mockName, importedModules: options.importedModules,
            defaultProvidableTypes: options.defaultProvidableTypes)
        scope.noncopyableTypes = options.noncopyableTypes
        // A member whose signature needs the mock's own conformance (FluentKit's `-> AliasedField<Self,
        // Field>`) makes a generic mock "have self-referential generic requirements" when its
        // parameters are named like the associated types they stand for: they are then named apart.
        let selfReferential = model.requirements.contains { isSelfReferential($0, in: model, table: options.table) }
        let associated = associatedTypes(
            of: model, mockName: mockName, distinctNames: selfReferential, scope: &scope)
        var declaration = header(of: model, mockName: mockName, associated: associated, scope: scope)
        declaration.isNonisolated = options.mainActorByDefault && model.globalActor == nil && !model.isActor
        let parentsToImplement =
            model.unresolvedParents + associated.parents.filter { !model.unresolvedParents.contains($0) }
        let (requirements, leftToDefaults) = mockedRequirements(
            of: model, in: scope, selectors: options.defaultSelectors)
        declaration.leftToDefaults = leftToDefaults
        let actionNames = ActionNaming.names(for: requirements)
        var planning = MemberPlanning(
            model: model, mockName: mockName, scope: scope, mockGenerics: Set(associated.names),
            requirements: requirements, forcedPlaceholders: options.forcedPlaceholders)
        planning.isNonisolatedMock = declaration.isNonisolated && options.protocolsOfAnotherPackage
        planning.strictSelectors = options.strictSelectors
        planning.answeredByDefaults = DefaultsHelper.answeredByDefaults(
            model, mocked: requirements, mockName: mockName, options: options)
        var forwarded: [(Requirement, MemberSignature)] = []
        let parents = StandardParents.members(
            for: parentsToImplement, mockName: mockName, isolated: planning.isolatedMock,
            decodingActionName: actionNames.contains("initAction") ? "initFromDecoderAction" : "initAction")
        declaration.skipReason =
            skipReason(model, parents: parentsToImplement) ?? associated.selfReference.map(selfReferenceReason)
            ?? unknownParentsReason(parents.unknown)
        var holders = ActionHolders(
            model: model, isGeneric: !declaration.genericParameters.isEmpty, takenTypeNames: options.takenTypeNames)
        var initializerStatements: [Statement] = []
        for (original, actionName) in zip(requirements, actionNames) {
            let planned = planning.member(for: original, actionName: actionName)
            var member = planned.result.member
            if member.warning == nil, let action = member.properties.first?.name,
                resultWithoutDefault(original, of: model, in: scope) != nil,
                !planning.answeredByDefaults.contains(original.usr)
            {
                declaration.strictActions.append(action)
            }
            if !planning.answeredByDefaults.isEmpty, !planning.answeredByDefaults.contains(original.usr),
                DefaultsHelper.canForward(original, of: model)
            {
                forwarded.append((planned.requirement, member.declaration))
            }
            member.kind = planned.requirement.kind
            member.identity = .requirement(usr: original.usr)
            let isStaticAction = planned.requirement.isStatic || planned.requirement.kind == .initializer
            holders.take(
                &member, into: planned.context.actionPrefix.isEmpty ? nil : isStaticAction ? .statics : .actions)
            initializerStatements += planned.result.initializerStatements
            declaration.members.append(member)
        }
        for var member in parents.members {
            // `Decodable`'s `init(from:)` is an init requirement: its action lives in `Statics`; an
            // isolated mock's nonisolated parents read theirs from `actions`.
            holders.take(&member, into: member.isInitializer ? .statics : planning.isolatedMock ? .actions : nil)
            declaration.members.append(member)
        }
        addInitializers(
            to: &declaration, model: model, requirements: requirements, parents: parentsToImplement,
            statements: initializerStatements)
        declaration.holders = [holders.actions, holders.statics].filter { !$0.properties.isEmpty }
        if !planning.answeredByDefaults.isEmpty {
            var helper = DefaultsHelper.declaration(of: model, mockName: mockName, forwarded: forwarded, scope: scope)
            // Isolated as its mock: `nonisolated` where the test target's default isolation is `MainActor`.
            helper.isNonisolated = declaration.isNonisolated
            declaration.helpers = [helper]
        }
        return declaration
    }

    /// `UserRepositoryMock`: never the name of a type the module or a known module declares.
    static func name(for model: ProtocolModel, options: PlanningOptions) -> String {
        let mockName = model.name.replacingOccurrences(of: ".", with: "") + "Mock"
        if options.takenTypeNames.contains(mockName) || KnownTypeNames.all.contains(mockName) {
            return model.name.replacingOccurrences(of: ".", with: "") + "GeneratedMock"
        }
        return mockName
    }

    /// The mock's declaration without members: attributes, generic parameters, conformances and
    /// `where` clause, typealiases.
    static func header(
        of model: ProtocolModel, mockName: String, associated: AssociatedTypes, scope: MockScope
    ) -> MockDeclaration {
        var declaration = MockDeclaration(
            comments: [], attributes: [], keyword: model.isActor ? "actor" : "final class",
            name: mockName, genericParameters: [], conformances: [], members: [])
        declaration.attributes = availabilityAttributes(model.availability)
        if let actor = model.globalActor { declaration.attributes.append("@" + scope.spell(actor)) }
        declaration.genericParameters = associated.genericParameters
        declaration.typeAliases = associated.typeAliases
        declaration.whereClause = associated.whereClause
        declaration.conformances = [scope.written(model.type)]
        declaration.preconcurrencyConformances = preconcurrencyConformances(of: model, in: scope)
        // `associatedtype ID: Hashable = Self`: the mock says it is what it implements for it.
        for parent in associated.parents where !model.unresolvedParents.contains(parent) {
            declaration.conformances.append(.named(TypeName(String(parent.dropFirst("Swift.".count))), []))
        }
        declaration.nonisolatedConformances = nonisolatedConformances(of: model, in: scope)
        // A parent written `nonisolated` is not written again; in an isolated mock, those the
        // associated types ask for are `nonisolated` too (their members are).
        let nonisolatedNames = Set(declaration.nonisolatedConformances.compactMap(\.namedTypeName))
        let others = declaration.conformances.dropFirst().filter { !nonisolatedNames.contains($0.namedTypeName ?? "") }
        if model.globalActor != nil, !model.isActor {
            declaration.conformances = [declaration.conformances[0]]
            declaration.nonisolatedConformances += others
        } else {
            declaration.conformances = [declaration.conformances[0]] + others
        }
        if isUncheckedSendable(model) {
            declaration.isUncheckedSendable = true
            declaration.comments.append(
                "// @unchecked Sendable: configure every action before the code under test shares the mock.")
        }
        return declaration
    }

    /// A `Sendable` class whose actions are mutable: unchecked, as the mock's comment tells users.
    static func isUncheckedSendable(_ model: ProtocolModel) -> Bool {
        model.isSendable && !model.isActor && model.globalActor == nil
    }

    /// The requirements the mock implements.
    ///
    /// A requirement with a default implementation is left to it when the mock could only make
    /// it a strict stub: deprecated (implementing it warns, "deprecated as a protocol
    /// requirement"), or with a result that has no default value (OpenCombine's
    /// `combineIdentifier`): a strict stub stops the test process on an unanswered call that
    /// the real conformer's default would have answered.
    /// A requirement a standard parent's member implements (`hash(into:)` declared by a parent
    /// that is not `Hashable`, in a mock that is) is that member.
    static func mockedRequirements(
        of model: ProtocolModel, in scope: MockScope, selectors: [DefaultSelector] = []
    ) -> (mocked: [Requirement], leftToDefaults: [LeftToDefault]) {
        let standardMembers = StandardParents.implementedSignatures(for: model.unresolvedParents)
        var mocked: [Requirement] = []
        var left: [LeftToDefault] = []
        for requirement in model.requirements
        where !standardMembers.contains("\(requirement.isStatic) \(requirement.fullName)") {
            if let reason = leftToDefault(requirement, of: model, in: scope, selectors: selectors) {
                left.append(LeftToDefault(requirement: model.name + "." + requirement.displayName, reason: reason))
            } else {
                mocked.append(requirement)
            }
        }
        return (mocked, left)
    }

    static func selfReferenceReason(_ selfReference: String) -> String {
        "its associated types must lead back to the mock itself (\(selfReference)), which a generic class "
            + "cannot state (self-referential generic requirements)"
    }

    /// Requirements nobody gave the generator: a conformance that cannot compile.
    static func unknownParentsReason(_ unknown: [String]) -> String? {
        guard !unknown.isEmpty else { return nil }
        return "its parents \(unknown.joined(separator: ", ")) are declared in no symbol graph given to "
            + "the generator (pass their module's graph with --context)"
    }

    /// A mock the tests can create, when it declares initializers (unless one is `init()`), and
    /// every initializer giving the builders' actions their default first.
    ///
    /// Not in an actor: Swift 6.3 then sometimes rejects the actor's init requirement
    /// ("'nonisolated' on an actor's synchronous initializer is invalid"), depending on the order
    /// files are checked.
    static func addInitializers(
        to declaration: inout MockDeclaration, model: ProtocolModel, requirements: [Requirement], parents: [String],
        statements: [Statement]
    ) {
        let declaresInitializers =
            requirements.contains { $0.kind == .initializer } || parents.contains("Swift.Decodable")
        if !model.isActor, declaresInitializers || !statements.isEmpty,
            !requirements.contains(where: { $0.kind == .initializer && $0.parameters.isEmpty })
        {
            declaration.members.insert(
                MockMember(
                    warning: nil, properties: [], declaration: plainInitializerDeclaration(for: model), body: [],
                    kind: .initializer), at: 0)
        }
        for index in declaration.members.indices where declaration.members[index].isInitializer {
            declaration.members[index].body = statements + declaration.members[index].body
        }
    }

    /// Protocols of the standard library no class can conform to, with why.
    static let unconformable: [String: String] = [
        "s:s15BitwiseCopyableP": "only value types can be BitwiseCopyable",
        "s:s7CVarArgP": "its requirement _cVarArgEncoding is left out of the standard library's symbol graph",
        "s:s27StringInterpolationProtocolP":
            "its appendInterpolation methods are ad hoc requirements, which no protocol can declare",
        "s:s17FixedWidthIntegerP":
            "its requirement init(_truncatingBits:) is left out of the standard library's symbol graph",
        "s:s12UnicodeCodecP":
            "its requirements of _UnicodeEncoding are left out of the standard library's symbol graph",
    ]

    /// The symbols of Distributed's protocols with ad-hoc requirements (`DistributedActor`, ...).
    private static let distributedIDs: Set<String> = [
        "s:11Distributed0A5ActorP", "s:11Distributed0A11ActorSystemP", "s:11Distributed0A23TargetInvocationEncoderP",
        "s:11Distributed0A23TargetInvocationDecoderP", "s:11Distributed0A29TargetInvocationResultHandlerP",
    ]

    /// Why the mock cannot be written at all, if so.
    private static func skipReason(_ model: ProtocolModel, parents: [String]) -> String? {
        // The protocol, or one it refines.
        if let ancestor = ([model.usr] + model.ancestors.sorted()).first(where: { unconformable[$0] != nil }) {
            return unconformable[ancestor]!
        }
        // Unavailable everywhere, or obsoleted in Swift 6 (`UnsafeSendable`): nothing may conform to
        // it. Unavailable on one platform (`@available(watchOS, unavailable)`), the mock is too
        // (``availabilityAttributes(_:)``).
        if model.availability.contains(where: {
            $0.isUnconditionallyUnavailable && ($0.domain == "*" || $0.domain == "swift")
                || $0.domain == "swift" && ($0.obsoleted.flatMap { Double($0) } ?? 99) <= 6
        }) {
            return "it is unavailable in Swift 6"
        }
        // Distributed actors and their systems have ad-hoc requirements (`remoteCall`, ...) that no
        // symbol graph lists, and a mock would have to be a `distributed actor`.
        // The invocation encoders, decoders and result handlers have them too (`recordArgument<Value:
        // SerializationRequirement>`); the module's other protocols (`DistributedActorSystemError`) are plain.
        let distributed = [
            "DistributedActor", "DistributedActorSystem", "DistributedTargetInvocationEncoder",
            "DistributedTargetInvocationDecoder", "DistributedTargetInvocationResultHandler",
        ]
        // The protocol or an ancestor, by symbol where Distributed's graph is given (`--context`), else
        // by name among the parents without a graph.
        if !model.ancestors.union([model.usr]).isDisjoint(with: distributedIDs)
            || parents.contains(where: { distributed.map { "Distributed." + $0 }.contains($0) })
        {
            return
                "distributed actors and actor systems have ad-hoc requirements that Swift cannot declare in a protocol"
        }
        // Swift 6.3.1 rejects the witness of a synchronous init requirement in an actor of another
        // module than its protocol, on clean builds ("'nonisolated' on an actor's synchronous
        // initializer is invalid"), whatever its body: leave the mock out rather than break the file.
        if model.isActor, model.requirements.contains(where: { $0.kind == .initializer && !$0.isAsync }) {
            return "Swift 6.3 rejects an actor's synchronous initializer for another module's init requirement "
                + "('nonisolated' on an actor's synchronous initializer is invalid); write this mock by hand in the "
                + "protocol's module, or make the requirement async"
        }
        return nil
    }

    /// `@available(macOS 14, iOS 17, *)` and deprecations: the mock is available where its
    /// protocol is (it could not conform elsewhere), and deprecated with it (its conformance would
    /// otherwise warn).
    static func availabilityAttributes(_ entries: [Availability]) -> [String] {
        var attributes: [String] = []
        let platforms = entries.filter { $0.domain != "*" && $0.domain != "swift" && $0.introduced != nil }
        if !platforms.isEmpty {
            attributes.append(
                "@available(" + platforms.map { "\($0.domain) \($0.introduced!)" }.joined(separator: ", ") + ", *)")
        }
        for entry in entries {
            let message = entry.message.map { ", message: " + SwiftRenderer.stringLiteral($0) } ?? ""
            if entry.isUnconditionallyUnavailable, entry.domain != "*", entry.domain != "swift" {
                attributes.append("@available(\(entry.domain), unavailable)")
            } else if entry.isUnconditionallyDeprecated {
                attributes.append("@available(\(entry.domain), deprecated\(message))")
            } else if let version = entry.deprecated {
                attributes.append("@available(\(entry.domain), deprecated: \(version)\(message))")
            } else if entry.domain == "swift", let version = entry.introduced {
                attributes.append("@available(swift, introduced: \(version))")
            }
        }
        return attributes
    }

    /// Whether `type` is the conforming type: `Self`, or `any P` / `some P` of the protocol mocked or
    /// one of its parents (a builder returning the protocol).
    static func isTheMock(_ type: SwiftType, in model: ProtocolModel) -> Bool {
        switch type {
        case .selfType:
            return true
        case .existential(.named(let name, _)), .opaque(.named(let name, _)):
            return name.usr.map(model.ancestors.contains) ?? false
        default:
            return false
        }
    }

    /// Whether the requirement passes the conforming type to a generic type that requires it to
    /// conform to the protocol (FluentKit's `-> AliasedField<Self, Field>`, `AliasedField<Alias:
    /// ModelAlias, …>`).
    static func isSelfReferential(_ requirement: Requirement, in model: ProtocolModel, table: SymbolTable) -> Bool {
        let types = requirement.parameters.map(\.type) + [requirement.result]
        return types.contains { type in
            type.contains { node in
                guard case .named(let name, let arguments) = node, let usr = name.usr,
                    let constrained = table.parameterConstraints[usr]
                else { return false }
                return arguments.enumerated().contains { index, argument in
                    argument == .selfType && !(constrained[index] ?? []).isDisjoint(with: model.ancestors)
                }
            }
        }
    }

    // MARK: Associated types

    /// What the mock declares for the protocol's associated types.
    struct AssociatedTypes {
        /// `Item`, `Element: Equatable`.
        var genericParameters: [GenericParameter] = []
        /// `typealias Failure = Never`.
        var typeAliases: [TypeAlias] = []
        /// The mock's `where` clause.
        var whereClause: [MemberSignature.Constraint] = []
        /// Standard parents the mock takes on so that `Self` can be an associated type's default
        /// (`associatedtype ID: Hashable = Self`).
        var parents: [String] = []
        /// The names of the generic parameters.
        var names: [String] = []
        /// A constraint that ties an associated type back to the mock itself
        /// (`Self == Self.EphemeralPrivateKey.PublicKey`), which a generic class cannot state.
        var selfReference: String?
    }

    /// Each associated type becomes a generic parameter of the mock with its constraints, or a
    /// typealias to the type the protocol sets (a `where` clause, a re-declared requirement) or
    /// defaults to (`associatedtype Failure: Error = Never`).
    static func associatedTypes(
        of model: ProtocolModel, mockName: String, distinctNames: Bool = false, scope: inout MockScope
    ) -> AssociatedTypes {
        var result = AssociatedTypes()
        let (aliases, ties) = settleAssociatedTypes(of: model, into: &result)
        // Declared in the protocols' order.
        result.names = model.associatedTypes.map(\.name).filter(result.names.contains)
        scope.names = Set(result.names).union(aliases.keys)
        scope.aliases = aliases.mapValues { scope.inMock($0) }
        // The generic parameters' own names, where they are named apart from their associated
        // types: the mock's generic signature cannot see its typealiases.
        var renames: [String: String] = [:]
        if distinctNames {
            let taken = Set(model.associatedTypes.map(\.name))
            for name in result.names {
                var parameter = name + "Type"
                while taken.contains(parameter) { parameter += "_" }
                renames[name] = parameter
            }
        }
        writeGenericParameters(of: model, renames: renames, scope: scope, into: &result)
        writeWhereClause(
            model.constraints + ties, mockName: mockName, renames: renames, scope: &scope, into: &result)
        return result
    }

    /// Which associated types are generic parameters (`result.names`) and which are set to a type
    /// (the aliases returned), with the constraints the types they follow must meet.
    private static func settleAssociatedTypes(of model: ProtocolModel, into result: inout AssociatedTypes)
        -> (aliases: [String: SwiftType], ties: [Constraint])
    {
        var aliases: [String: SwiftType] = [:]
        var ties: [Constraint] = []
        // Where a type is a generic parameter or set to a type the protocol gives.
        func settle(_ associated: AssociatedType) {
            if let defaultType = associated.defaultType {
                if defaultType == .selfType, !associated.inheritance.isEmpty {
                    // `= Self` with constraints: the mock is its own default where it can meet them.
                    let parents = associated.inheritance.map { selfDefaultParent($0) }
                    guard parents.allSatisfy({ $0 != nil }) else {
                        result.names.append(associated.name)
                        return
                    }
                    result.parents += parents.compactMap { $0 }.filter { !$0.isEmpty }
                }
                aliases[associated.name] = defaultType
            } else {
                result.names.append(associated.name)
            }
        }
        var tied: [AssociatedType] = []
        for associated in model.associatedTypes {
            if let pinned = model.pinnedTypes[associated.name] {
                aliases[associated.name] = pinned
                // Tied to another associated type as well: that one is pinned through it.
                if let tie = model.ties[associated.name] { ties.append(.sameType(tie, pinned)) }
            } else if model.ties[associated.name] != nil {
                tied.append(associated)
            } else {
                settle(associated)
            }
        }
        // `Failure == AsyncIterator.Failure` wins over `= any Error`: the mock follows its iterator.
        // A tie through a type the mock gives itself (`Index == Indices.Element` with `Indices =
        // DefaultIndices<Self>`) would be circular: that type follows the mock's parameter instead.
        for associated in tied {
            let tie = model.ties[associated.name]!
            let root = rootAssociatedType(of: tie)
            if let root, let rootAlias = aliases[root], rootAlias.contains(where: { $0 == .selfType }) {
                settle(associated)
            } else {
                aliases[associated.name] = tie
                // What the protocol asks of this associated type, the type it follows must meet
                // (`IDValue: Codable & Hashable` for `typealias IDValue = SessionID`).
                ties += associated.inheritance.map { .conformance(tie, $0) }
            }
        }
        return (aliases, ties)
    }

    /// `type` with the generic parameters named apart (`renames`), as the mock's generic
    /// signature writes it.
    private static func inSignature(_ type: SwiftType, renames: [String: String]) -> SwiftType {
        type.map { node in
            if case .generic(let name) = node, let renamed = renames[name] { return .generic(renamed) }
            return nil
        }
    }

    /// The typealiases and the generic parameters with their constraints, in the protocol's order.
    private static func writeGenericParameters(
        of model: ProtocolModel, renames: [String: String], scope: MockScope, into result: inout AssociatedTypes
    ) {
        for associated in model.associatedTypes {
            if let alias = scope.aliases[associated.name] {
                result.typeAliases.append(TypeAlias(name: associated.name, type: scope.written(alias)))
            } else {
                // `ModelAliasMock<ModelType>` with `typealias Model = ModelType`.
                let parameter = renames[associated.name] ?? associated.name
                if parameter != associated.name {
                    result.typeAliases.append(TypeAlias(name: associated.name, type: .generic(parameter)))
                }
                let constraints = associated.inheritance.map {
                    scope.written(inSignature(scope.inMock($0), renames: renames))
                }
                result.genericParameters.append(GenericParameter(name: parameter, constraints: constraints))
            }
        }
    }

    /// Constraints between associated types: those that still involve a generic parameter once
    /// typealiases are written out, as the mock's `where` clause; a same-type constraint of a
    /// generic parameter's member makes that member concrete in the scope.
    private static func writeWhereClause(
        _ constraints: [Constraint], mockName: String, renames: [String: String], scope: inout MockScope,
        into result: inout AssociatedTypes
    ) {
        let generics = Set(result.names)
        var seen: Set<Constraint> = []
        for constraint in constraints {
            let mapped = constraint.map { node in
                switch node {
                case .selfType: return scope.inMock(node)
                case .member(.selfType, let name, _): return scope.aliases[name.name] ?? .generic(name.name)
                default: return nil
                }
            }
            guard let normalized = rooted(mapped, in: generics), seen.insert(normalized).inserted else { continue }
            if involvesTheMock(normalized, declared: constraint, mockName: mockName, result: &result) { continue }
            switch normalized {
            case .conformance(let subject, let constraint):
                result.whereClause.append(
                    .conformance(
                        scope.written(inSignature(subject, renames: renames)),
                        scope.written(inSignature(constraint, renames: renames))))
            case .sameType(let subject, let type):
                result.whereClause.append(
                    .sameType(
                        scope.written(inSignature(subject, renames: renames)),
                        scope.written(inSignature(type, renames: renames))))
                // `Source.Key == Int`: a result of `Source.Key` has Int's default value.
                let concrete = !type.contains { node in
                    if case .generic = node { return true }
                    return node == .selfType
                }
                if case .member = subject, concrete {
                    scope.sameTypes[subject] = type
                }
            }
        }
    }

    /// Whether `normalized` is a same-type constraint involving the mock, which is then left
    /// unstated.
    ///
    /// Through a type the mock gives itself (`Element == IndexingIterator<Self>.Element`), the
    /// default types already meet it and stating it would be circular. The mock itself (`Self ==
    /// EphemeralPrivateKey.PublicKey`), or a type made of it that a generic parameter's member must
    /// be (swift-case-paths' `AllCasePaths.Element == PartialCaseKeyPath<Self>`), is a requirement a
    /// generic class cannot state: `result.selfReference` says so, and the mock is left out.
    private static func involvesTheMock(
        _ normalized: Constraint, declared constraint: Constraint, mockName: String,
        result: inout AssociatedTypes
    ) -> Bool {
        let mock = SwiftType.named(TypeName(mockName), [])
        guard case .sameType(let lhs, let rhs) = normalized,
            lhs.contains(where: { $0 == mock }) || rhs.contains(where: { $0 == mock })
        else { return false }
        let (withMock, other) = lhs.contains(where: { $0 == mock }) ? (lhs, rhs) : (rhs, lhs)
        var madeOfTheMock = other.contains { node in
            if case .generic = node { return true }
            return false
        }
        if case .member = withMock { madeOfTheMock = false }
        if lhs == mock || rhs == mock || madeOfTheMock, case .sameType(let declaredLHS, let declaredRHS) = constraint {
            result.selfReference = TypeSpelling.canonical(declaredLHS) + " == " + TypeSpelling.canonical(declaredRHS)
        }
        return true
    }

    /// The constraint with a side rooted at a generic parameter of the mock first; `nil` when no
    /// side is (a fact about concrete types, or a constraint the typealiases already meet).
    private static func rooted(_ constraint: Constraint, in generics: Set<String>) -> Constraint? {
        func isRooted(_ type: SwiftType) -> Bool {
            switch type {
            case .generic(let name): return generics.contains(name)
            case .member(let base, _, _): return isRooted(base)
            default: return false
            }
        }
        switch constraint {
        case .conformance(let subject, _):
            return isRooted(subject) ? constraint : nil
        case .sameType(let lhs, let rhs):
            if lhs == rhs { return nil }
            if isRooted(lhs) { return constraint }
            return isRooted(rhs) ? .sameType(rhs, lhs) : nil
        }
    }

    /// `Iterator` for `Self.Iterator.Element`.
    private static func rootAssociatedType(of type: SwiftType) -> String? {
        switch type {
        case .member(.selfType, let name, _): return name.name
        case .member(let base, _, _): return rootAssociatedType(of: base)
        default: return nil
        }
    }

    /// The standard parent that lets the mock be an associated type constrained to `type`: ""
    /// where the mock needs nothing (`AnyObject`), `nil` where it cannot.
    private static func selfDefaultParent(_ type: SwiftType) -> String? {
        guard case .named(let name, []) = type else { return nil }
        if name.name == "AnyObject" || name.name == "Copyable" || name.name == "Escapable" { return "" }
        switch name.name {
        case "Equatable": return "Swift.Equatable"
        case "Hashable": return "Swift.Hashable"
        case "CustomStringConvertible": return "Swift.CustomStringConvertible"
        default: return nil
        }
    }

    // MARK: Generic parameters

    /// The StubKit types a mock's bodies name: a requirement's generic parameter of one of these
    /// names (`func track<GenericCall>`) would hide it.
    static let stubKitTypesInBodies: Set<String> = [
        "GenericCall", "Rethrowing", "PropertyStub", "SubscriptStub", "TestScoped", "TestScopedValue", "Swift",
    ]

    /// A requirement's generic parameters renamed where the mock's would be shadowed.
    ///
    /// GRDB's `with<RowDecoder>` beside `associatedtype RowDecoder` would fail with "generic
    /// parameter 'RowDecoder' shadows generic parameter from outer scope": the mock's method
    /// renames its own, on the tree.
    static func renamingShadowedGenerics(_ requirement: Requirement, outer: Set<String>) -> Requirement {
        let shadowing = requirement.generics.filter(outer.contains)
        guard !shadowing.isEmpty else { return requirement }
        var renames: [String: String] = [:]
        for name in shadowing {
            var candidate = name + "2"
            while outer.contains(candidate) || requirement.generics.contains(candidate) { candidate += "2" }
            renames[name] = candidate
        }
        var renamed = requirement.mapTypes { node in
            if case .generic(let name) = node, let new = renames[name] { return .generic(new) }
            return nil
        }
        renamed.generics = requirement.generics.map { renames[$0] ?? $0 }
        renamed.packs = Set(requirement.packs.map { renames[$0] ?? $0 })
        return renamed
    }
}

/// `createUser` -> `CreateUser`.
func capitalized(_ name: String) -> String {
    let name = name.trimmingCharacters(in: ["`"])
    return name.prefix(1).uppercased() + name.dropFirst()
}
