// Stage 3: protocol model -> mock declaration. The planner names the mock and its actions and
// picks, for each requirement, the one function in `Shapes` that writes its pattern.
import Foundation

/// Settings that shape every mock of a file.
struct PlanningOptions {
    /// Types of the module known to conform to `DefaultProvidable`.
    var defaultProvidableTypes: Set<String> = []
    /// StubKit APIs the generated code may use beyond those every release has.
    var features: StubKitFeatures = .default
    /// The protocols of the symbol graphs (context graphs included), by name.
    var protocolNames: Set<String> = []
    /// The top-level type names of the symbol graphs, which a mock's name must not take.
    var takenTypeNames: Set<String> = []
    /// Members the compiler rejected in an earlier round of the type-check (MockGenCommand), with
    /// the reason their placeholder gives.
    var forcedPlaceholders: [MemberKey: String] = [:]
}

/// StubKit APIs that not every StubKit has, so that the generator writes their patterns only where
/// they exist; without one, its requirements get a placeholder.
package struct StubKitFeatures: OptionSet, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `PropertyStub`, `SubscriptStub` and the declared `stub()` (`var nameAction: (()) -> String = stub()`)
    /// for properties and subscripts.
    package static let propertyStubs = StubKitFeatures(rawValue: 1 << 0)

    /// Async generic methods: `stubGeneric(of:)` on async methods, `callGenericAsync` and
    /// `callThrowsGenericAsync`.
    package static let asyncGenerics = StubKitFeatures(rawValue: 1 << 1)

    /// What this StubKit has: switch a feature on here once its API is in StubKit.
    package static let `default`: StubKitFeatures = [.propertyStubs, .asyncGenerics]
}

/// What a shape function knows about the requirement's place in the mock.
struct ShapeContext {
    /// The mock's name, for messages.
    var mockName: String
    /// The stored action's name, `createUserAction`.
    var actionName: String
    /// The global actor the requirement runs on, if any (its own, or the mock's).
    var isolation: String?
    /// The mock's global actor, if any.
    var mockIsolation: String?
    /// Whether the mock is an actor.
    var isActorMock: Bool
    var options: PlanningOptions
    /// The mock's typealiases for associated types (`RawValue` -> `String`), whose default values
    /// are those of their types.
    var typeAliases: [String: String] = [:]
    /// Where the body finds the action: `""`, `actions.`, `statics.current.`, `Self.statics.current.`.
    var actionPrefix = ""

    /// The action as the body calls it: `sendAction`, `actions.sendAction`.
    var callee: String { actionPrefix + actionName }
}

enum MockPlanner {
    static func mock(for model: ProtocolModel, options: PlanningOptions) -> MockDeclaration {
        var mockName = model.name.replacingOccurrences(of: ".", with: "") + "Mock"
        // Never the name of a type the module or a known module declares.
        if options.takenTypeNames.contains(mockName) || KnownTypeNames.all.contains(mockName) {
            mockName = model.name.replacingOccurrences(of: ".", with: "") + "GeneratedMock"
        }
        var declaration = MockDeclaration(
            comments: [], warnings: [], attributes: [], keyword: model.isActor ? "actor" : "final class",
            name: mockName, genericParameters: [], conformances: [model.writtenName ?? model.name], whereClause: nil,
            members: [])
        if let actor = model.globalActor { declaration.attributes.append("@\(actor)") }
        var whereClauses: [String] = []
        var aliases: [String: String] = [:]
        // The associated types that stay generic parameters of the mock.
        let generic = Set(
            model.associatedTypes.filter { model.pinnedTypes[$0.name] == nil && $0.defaultType == nil }.map(\.name))
        for associated in model.associatedTypes {
            // A default type is the mock's answer: `associatedtype Failure: Error = Never`.
            if let defaultType = model.pinnedTypes[associated.name] ?? associated.defaultType {
                aliases[associated.name] = defaultType.trimmingSpaces
                declaration.typeAliases.append(
                    "typealias \(associated.name) = \(renameIdentifiers(in: defaultType, ["Self": mockName]))")
                // A parent ties it to another associated type (`Sequence`'s `Element == Iterator.Element`)
                // and the protocol pins it (`where Element == String`): the other one is constrained.
                if let pinned = model.pinnedTypes[associated.name], let tied = associated.defaultType,
                    let root = tied.split(separator: ".").first, generic.contains(String(root)), tied != pinned
                {
                    whereClauses.append("\(tied) == \(pinned)")
                }
                continue
            }
            declaration.genericParameters.append(
                associated.name + (associated.constraint.map { ": \($0)" } ?? ""))
            if let clause = associated.whereClause { whereClauses.append(clause) }
        }
        if model.isSendable, !model.isActor, model.globalActor == nil {
            declaration.conformances.append("@unchecked Sendable")
            declaration.comments.append(
                "// @unchecked Sendable: configure every action before the code under test shares the mock.")
        }
        // Distributed actors and their systems have ad-hoc requirements (`remoteCall`, ...) that no
        // symbol graph lists, and a mock would have to be a `distributed actor`.
        // The invocation encoders, decoders and result handlers have them too (`recordArgument<Value:
        // SerializationRequirement>`); the module's other protocols (`DistributedActorSystemError`) are plain.
        let distributed = [
            "DistributedActor", "DistributedActorSystem", "DistributedTargetInvocationEncoder",
            "DistributedTargetInvocationDecoder", "DistributedTargetInvocationResultHandler",
        ]
        if (model.module == "Distributed" && distributed.contains(model.name))
            || model.unresolvedParents.contains(where: { distributed.map { "Distributed." + $0 }.contains($0) })
        {
            declaration.skipReason =
                "distributed actors and actor systems have ad-hoc requirements that Swift cannot declare in a protocol"
        }
        let actionNames = ActionNaming.names(for: model.requirements)
        // Swift 6.3.1 rejects the witness of a synchronous init requirement in an actor of another
        // module than its protocol, on clean builds ("'nonisolated' on an actor's synchronous
        // initializer is invalid"), whatever its body: leave the mock out rather than break the file.
        if model.isActor, declaration.skipReason == nil,
            model.requirements.contains(where: { $0.kind == .initializer && !$0.isAsync })
        {
            declaration.skipReason =
                "Swift 6.3 rejects an actor's synchronous initializer for another module's init requirement "
                + "('nonisolated' on an actor's synchronous initializer is invalid); write this mock by hand in the "
                + "protocol's module, or make the requirement async"
        }
        let parents = StandardParents.members(
            for: model.unresolvedParents, mockName: mockName, isolated: model.globalActor != nil || model.isActor,
            decodingActionName: actionNames.contains("initAction") ? "initFromDecoderAction" : "initAction")
        if !parents.unknown.isEmpty, declaration.skipReason == nil {
            // Requirements nobody gave the generator: a conformance that cannot compile.
            declaration.skipReason =
                "its parents \(parents.unknown.joined(separator: ", ")) are declared in no symbol graph given to "
                + "the generator (pass their module's graph with --context)"
        }
        // Static and init actions live in a `Statics` class reached through a `TestScoped` static
        // property. A generic type cannot have a stored static: its property is computed, keyed by
        // the mock's type, so each specialisation has its own value in each test; StubKit makes the
        // value (`TestScopedValue`), as a closure `{ Statics() }` would capture the mock's generic
        // parameters ("capture of non-Sendable type 'Key.Type' in an isolated closure").
        // `StubKit.TestScoped` where the module has a `TestScoped` of its own.
        func stubKitName(_ name: String) -> String {
            options.takenTypeNames.contains(name) ? "StubKit." + name : name
        }
        let testScoped = stubKitName("TestScoped")
        let isGeneric = !declaration.genericParameters.isEmpty
        let staticsAccessor =
            isGeneric
            ? "static var statics: \(testScoped)<Statics> { \(testScoped)(for: Self.self) }"
            : "static let statics = \(testScoped) { Statics() }"
        // An actor's actions live in a class held by a `nonisolated let`: nonisolated tests pass
        // them with `&` without `await`.
        var actions = ActionHolder(
            declaration: "final class Actions: @unchecked Sendable", properties: [],
            accessor: "nonisolated let actions = Actions()")
        var statics = ActionHolder(
            declaration:
                "final class Statics: \(isGeneric ? stubKitName("TestScopedValue") + ", " : "")@unchecked Sendable",
            properties: [],
            accessor: staticsAccessor)
        for (var requirement, actionName) in zip(model.requirements, actionNames) {
            // The mock is final: `Self` is the mock, in parameters, results and properties alike.
            for index in requirement.parameters.indices {
                requirement.parameters[index].type = renameIdentifiers(
                    in: requirement.parameters[index].type, ["Self": mockName])
            }
            requirement.returnType = renameIdentifiers(in: requirement.returnType, ["Self": mockName])
            // A method's generic parameter named like one of the mock's (GRDB's `with<RowDecoder>`
            // beside `associatedtype RowDecoder`) would shadow it: "generic parameter 'RowDecoder'
            // shadows generic parameter from outer scope". The mock's method renames its own.
            let outer = Set(declaration.genericParameters.map { String($0.prefix { $0 != ":" }) })
            let shadowing = requirement.genericParameters.filter(outer.contains)
            if !shadowing.isEmpty {
                requirement = renamingGenerics(
                    requirement, Dictionary(uniqueKeysWithValues: shadowing.map { ($0, $0 + "2") }))
            }
            // `throws(Failure)` with `Failure = Never` cannot throw: a `try` before the action's call
            // would warn "no calls to throwing functions occur within 'try' expression". The mock's
            // method does not throw, which satisfies the requirement.
            if case .typed(let error) = requirement.throwing,
                ["Never", "Swift.Never"].contains(aliases[error.trimmingSpaces] ?? error.trimmingSpaces)
            {
                requirement.throwing = .none
            }
            let isStaticAction = requirement.isStatic || requirement.kind == .initializer
            var context = ShapeContext(
                mockName: mockName, actionName: actionName,
                isolation: requirement.globalActor ?? (requirement.isNonisolated ? nil : model.globalActor),
                mockIsolation: model.globalActor, isActorMock: model.isActor,
                options: options, typeAliases: aliases)
            if isStaticAction {
                // An initializer is an instance context: it names the type to reach a static.
                context.actionPrefix = requirement.kind == .initializer ? "Self.statics.current." : "statics.current."
            } else if model.isActor || (requirement.isNonisolated && model.globalActor != nil) {
                // A nonisolated requirement of an isolated mock reaches its action through the
                // `nonisolated let actions` too.
                context.actionPrefix = "actions."
            }
            var member = Shapes.member(for: requirement, in: context)
            // Hook (type-check, issue 25 item 2): a member the compiler rejected becomes a placeholder.
            if let why = options.forcedPlaceholders[MemberKey(mock: mockName, member: member.member.declaration)] {
                member = Shapes.placeholder(requirement, in: context, why: why)
            }
            if !context.actionPrefix.isEmpty {
                // Hook (type-check): each holder property remembers its member, for the source map.
                let owners = member.member.properties.map { _ in member.member.declaration }
                if isStaticAction {
                    statics.properties += member.member.properties
                    statics.owners += owners
                } else {
                    actions.properties += member.member.properties
                    actions.owners += owners
                }
                member.member.properties = []
            }
            declaration.members.append(member.member)
        }
        let isolatedMock = model.globalActor != nil || model.isActor
        for var member in parents.members {
            // `Decodable`'s `init(from:)` is an init requirement: its action lives in `Statics`; an
            // isolated mock's nonisolated parents read theirs from `actions`.
            if member.declaration.hasPrefix("init(from") {
                statics.properties += member.properties
                statics.owners += member.properties.map { _ in member.declaration }  // Hook (type-check)
                member.properties = []
            } else if isolatedMock {
                actions.properties += member.properties
                actions.owners += member.properties.map { _ in member.declaration }  // Hook (type-check)
                member.properties = []
            }
            declaration.members.append(member)
        }
        // A mock the tests can create, when it declares initializers (unless one is `init()`). Not in
        // an actor: Swift 6.3 then sometimes rejects the actor's init requirement ("'nonisolated' on
        // an actor's synchronous initializer is invalid"), depending on the order files are checked.
        if !model.isActor,
            declaration.members.contains(where: {
                $0.declaration.range(of: #"(^| )init[?!]?[(<]"#, options: .regularExpression) != nil
            }),
            !model.requirements.contains(where: { $0.kind == .initializer && $0.parameters.isEmpty })
        {
            declaration.members.insert(
                MockMember(warning: nil, properties: [], declaration: "init()", body: []), at: 0)
        }
        declaration.holders = [actions, statics].filter { !$0.properties.isEmpty }
        if !whereClauses.isEmpty { declaration.whereClause = whereClauses.joined(separator: ", ") }
        return declaration
    }
}

/// `requirement` with its generic parameters renamed, everywhere they are written.
func renamingGenerics(_ requirement: Requirement, _ renames: [String: String]) -> Requirement {
    var renamed = requirement
    let rename = { (text: String) in renameIdentifiers(in: text, renames) }
    renamed.genericParameters = requirement.genericParameters.map(rename)
    renamed.genericConstraints = Dictionary(
        uniqueKeysWithValues: requirement.genericConstraints.map { (rename($0.key), rename($0.value)) })
    for index in renamed.parameters.indices {
        renamed.parameters[index].type = rename(renamed.parameters[index].type)
    }
    renamed.returnType = rename(requirement.returnType)
    renamed.whereClause = requirement.whereClause.map(rename)
    return renamed
}

/// `createUser` -> `CreateUser`.
func capitalized(_ name: String) -> String {
    let name = name.trimmingCharacters(in: ["`"])
    return name.prefix(1).uppercased() + name.dropFirst()
}

/// Replaces whole identifiers of `text` (not members after a `.`) found in `renames`.
func renameIdentifiers(in text: String, _ renames: [String: String]) -> String {
    guard !renames.isEmpty else { return text }
    var result = ""
    var word = ""
    var previous: Character = " "
    func flush() {
        result += (previous != "." ? renames[word] : nil) ?? word
        word = ""
    }
    for character in text {
        if character.isLetter || character.isNumber || character == "_" {
            if word.isEmpty, let last = result.last { previous = last }
            word.append(character)
        } else {
            if !word.isEmpty { flush() }
            result.append(character)
        }
    }
    if !word.isEmpty { flush() }
    return result
}
