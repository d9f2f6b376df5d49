// Parents from the standard library and Foundation that a module's symbol graph names but does
// not declare, each implemented in the mock by an action with StubKit's defaults: identity for
// `Equatable` (`sameInstance`), readable descriptions, an empty encoding (`encodeNoFields`), a
// decoding initializer; an isolated mock's are nonisolated, their actions in its nonisolated
// `actions`. `Error`, `LocalizedError` and `Identifiable` need nothing (their requirements have
// defaults, `Identifiable`'s `id` is the mock's `ObjectIdentifier`); `Sendable`, `AnyObject` and
// `Actor` shape the mock itself (see ModelBuilder).

enum StandardParents {
    /// The parents this file implements, by symbol (the names where the graph has no fallback).
    static let names: [String: String] = [
        "s:SQ": "Swift.Equatable", "s:SH": "Swift.Hashable", "s:SL": "Swift.Comparable",
        "s:s23CustomStringConvertibleP": "Swift.CustomStringConvertible",
        "s:s28CustomDebugStringConvertibleP": "Swift.CustomDebugStringConvertible",
        "s:SE": "Swift.Encodable", "s:Se": "Swift.Decodable", "s:s12IdentifiableP": "Swift.Identifiable",
        "s:s5ErrorP": "Swift.Error", "s:10Foundation14LocalizedErrorP": "Foundation.LocalizedError",
        "s:20FoundationEssentials14LocalizedErrorP": "Foundation.LocalizedError",
    ]

    /// Parents whose requirements have defaults a class mock gets for free.
    static let needNothing: Set<String> = [
        "Swift.Error", "Foundation.LocalizedError", "Swift.Identifiable",
        "Foundation.CustomNSError", "FoundationEssentials.CustomNSError", "Swift.BitwiseCopyable",
    ]

    /// The protocols whose requirements the members below implement, by symbol.
    private static let implemented: [String] = [
        "s:SQ", "s:SH", "s:SL", "s:s23CustomStringConvertibleP", "s:s28CustomDebugStringConvertibleP", "s:SE", "s:Se",
    ]

    /// The requirements the members for `parents` implement, as `"<isStatic> <fullName>"`.
    static func implementedSignatures(for parents: [String]) -> Set<String> {
        var signatures: Set<String> = []
        for parent in parents {
            switch parent {
            case "Swift.Equatable": signatures.insert("true ==(_:_:)")
            case "Swift.Hashable": signatures.formUnion(["true ==(_:_:)", "false hash(into:)"])
            case "Swift.Comparable": signatures.formUnion(["true ==(_:_:)", "true <(_:_:)"])
            case "Swift.CustomStringConvertible": signatures.insert("false description()")
            case "Swift.CustomDebugStringConvertible": signatures.insert("false debugDescription()")
            case "Swift.Encodable": signatures.insert("false encode(to:)")
            case "Swift.Decodable": signatures.insert("false init(from:)")
            default: break
            }
        }
        return signatures
    }

    /// Whether `usr` is a requirement of a protocol this file implements (`description` of
    /// `CustomStringConvertible`): a protocol re-declaring it leaves it to the parent's member.
    static func implementsRequirement(_ usr: String) -> Bool {
        implemented.contains { usr.hasPrefix($0) && usr.count > $0.count }
    }

    /// The members implementing `parents` (those this file knows), and the parents left over.
    ///
    /// In an isolated mock the members are `nonisolated` (the protocols' requirements are), and
    /// their actions belong in the mock's `nonisolated let actions`.
    static func members(
        for parents: [String], mockName: String, isolated: Bool, decodingActionName: String
    ) -> (members: [MockMember], unknown: [String]) {
        var members: [MockMember] = []
        var unknown: [String] = []
        // An isolated mock's requirements here are nonisolated: their actions live in the mock's
        // `nonisolated let actions` (the planner moves them there), which they read without a hop.
        let holder = isolated ? "actions." : ""
        var hasEquality = false
        for parent in parents {
            switch parent {
            case "Swift.Equatable", "Swift.Hashable", "Swift.Comparable":
                if !hasEquality {
                    members.append(equality(mockName, holder: holder))
                    hasEquality = true
                }
                if parent == "Swift.Hashable" { members.append(hashing(holder: holder)) }
                if parent == "Swift.Comparable" { members.append(ordering(mockName, holder: holder)) }
            case "Swift.CustomStringConvertible":
                members.append(description("description", mockName, holder: holder))
            case "Swift.CustomDebugStringConvertible":
                members.append(description("debugDescription", mockName, holder: holder))
            case "Swift.Encodable":
                members.append(encoding(holder: holder))
            case "Swift.Decodable":
                members.append(decoding(mockName, actionName: decodingActionName))
            case _ where needNothing.contains(parent):
                break
            default:
                unknown.append(parent)
            }
        }
        guard isolated else { return (members, unknown) }
        let nonisolated = members.map { member -> MockMember in
            var member = member
            if member.isInitializer {
                // A nonisolated initializer of an isolated mock cannot hand out `self`: it decodes nothing.
                member.properties = []
                member.body = []
            }
            member.declaration.modifiers.insert(.word("nonisolated"), at: 0)
            return member
        }
        return (nonisolated, unknown)
    }

    /// `Equatable`: an action of the left operand, by identity (StubKit's `sameInstance`) until a
    /// test sets it up.
    static func equality(_ mockName: String, holder: String) -> MockMember {
        MockMember(
            warning: nil,
            properties: [action("equalAction", pair(mockName), result: "Bool", value: .atom("sameInstance"))],
            declaration: comparison("==", mockName),
            body: [.expression(Expression.atom("lhs.\(holder)equalAction")(.tuple([.atom("lhs"), .atom("rhs")])))],
            identity: .standardParent("Swift.Equatable.==(_:_:)")
        )
    }

    /// `Hashable`: an action that combines nothing until a test sets it up, so that any answer of
    /// the equality action keeps equal mocks' hashes equal.
    static func hashing(holder: String) -> MockMember {
        MockMember(
            warning: nil,
            properties: [
                action("hashAction", .named(TypeName("Hasher"), []), result: "Hasher", value: .closure([], .atom("$0")))
            ],
            declaration: MemberSignature(
                .function(name: "hash", isOperator: false),
                parameters: [
                    .init(names: ["into", "hasher"], type: FunctionParameter(type: named("Hasher"), ownership: .inout))
                ]),
            body: [.expression(.assignment(.atom("hasher"), Expression.atom("\(holder)hashAction")(.atom("hasher"))))],
            identity: .standardParent("Swift.Hashable.hash(into:)"))
    }

    /// `Comparable`: an action of the left operand, `false` until a test sets it up.
    static func ordering(_ mockName: String, holder: String) -> MockMember {
        MockMember(
            warning: nil,
            properties: [
                action("lessThanAction", pair(mockName), result: "Bool", value: .closure(["_"], .atom("false")))
            ],
            declaration: comparison("<", mockName),
            body: [.expression(Expression.atom("lhs.\(holder)lessThanAction")(.tuple([.atom("lhs"), .atom("rhs")])))],
            identity: .standardParent("Swift.Comparable.<(_:_:)"))
    }

    /// `description` / `debugDescription`: an action answering the mock's name until a test sets it up.
    static func description(_ name: String, _ mockName: String, holder: String) -> MockMember {
        MockMember(
            warning: nil,
            properties: [
                action(
                    "\(name)Action", .void, result: "String",
                    value: .call("stub", [.init("alwaysReturn", .string(mockName))]))
            ],
            declaration: MemberSignature(.property(name: name), result: named("String")),
            body: [.returning(Expression.atom("\(holder)\(name)Action")(.tuple([])))], kind: .property,
            identity: .standardParent("Swift." + name))
    }

    /// `Encodable`: an action receiving the encoder, which encodes an empty keyed container
    /// (StubKit's `encodeNoFields`: `{}` in JSON) until a test sets it up.
    static func encoding(holder: String) -> MockMember {
        MockMember(
            warning: nil,
            properties: [
                action(
                    "encodeAction", .existential(.named(TypeName("Encoder"), [])), throwing: true, result: "Void",
                    value: .atom("encodeNoFields"))
            ],
            declaration: throwing(.function(name: "encode", isOperator: false), ["to", "encoder"], "Encoder"),
            body: [.expression(.try(Expression.atom("\(holder)encodeAction")(.atom("encoder"))))],
            identity: .standardParent("Swift.Encodable.encode(to:)"))
    }

    /// `Decodable`: an init requirement, whose action (kept in `Statics` by the planner) receives
    /// the decoder and the new mock; it reads nothing until a test sets it up.
    static func decoding(_ mockName: String, actionName: String) -> MockMember {
        MockMember(
            warning: nil,
            properties: [
                action(
                    actionName,
                    .tuple([
                        TupleElement(label: nil, type: .existential(.named(TypeName("Decoder"), []))),
                        TupleElement(label: nil, type: .named(TypeName(mockName), [])),
                    ]), throwing: true, result: "Void", value: .closure(["_"]))
            ],
            declaration: throwing(.initializer(failability: nil), ["from", "decoder"], "Decoder"),
            body: [
                .expression(
                    .try(
                        Expression.atom("Self.statics.current.\(actionName)")(
                            .tuple([.atom("decoder"), .atom("self")]))))
            ], kind: .initializer,
            identity: .standardParent("Swift.Decodable.init(from:)"))
    }

    /// An action of the standard library's types: `var hashAction: (Hasher) -> Hasher = { $0 }`.
    private static func action(
        _ name: String, _ input: SwiftType, throwing: Bool = false, result: String, value: Expression
    ) -> StoredProperty {
        let function = FunctionType(
            parameters: [FunctionParameter(type: input)], throwing: throwing ? .untyped : .none,
            result: .named(TypeName(result), []))
        return StoredProperty(name: name, type: .function(function), value: value)
    }

    /// `(Mock, Mock)`: an operator's operands.
    private static func pair(_ mockName: String) -> SwiftType {
        let mock = TupleElement(label: nil, type: .named(TypeName(mockName), []))
        return .tuple([mock, mock])
    }

    private static func named(_ name: String) -> SwiftType { .named(TypeName(name), []) }

    /// `static func == (lhs: Mock, rhs: Mock) -> Bool`.
    private static func comparison(_ name: String, _ mockName: String) -> MemberSignature {
        var signature = MemberSignature(
            .function(name: name, isOperator: true),
            parameters: [.init(["lhs"], named(mockName)), .init(["rhs"], named(mockName))], result: named("Bool"))
        signature.modifiers = [.word("static")]
        return signature
    }

    /// `func encode(to encoder: any Encoder) throws`, `init(from decoder: any Decoder) throws`.
    private static func throwing(_ kind: MemberSignature.Kind, _ names: [String], _ coder: String) -> MemberSignature {
        var signature = MemberSignature(kind, parameters: [.init(names, .existential(named(coder)))])
        signature.throwing = .untyped
        return signature
    }
}
