// Parents from the standard library and Foundation that a module's symbol graph names but does
// not declare, each implemented in the mock by one small function: identity for `Equatable`,
// `Hashable` and `Comparable`, readable descriptions, an encoding encoders accept, a decoding
// initializer. `Error`, `LocalizedError` and `Identifiable` need nothing (their requirements have
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

    /// The members implementing `parents` (those this file knows), and the parents left over.
    ///
    /// In an isolated mock the members are `nonisolated` (the protocols' requirements are), with
    /// fixed answers: an isolated action cannot be read from them.
    static func members(for parents: [String], mockName: String, isolated: Bool = false)
        -> (members: [MockMember], unknown: [String])
    {
        var members: [MockMember] = []
        var unknown: [String] = []
        var hasEquality = false
        for parent in parents {
            switch parent {
            case "Swift.Equatable", "Swift.Hashable", "Swift.Comparable":
                if !hasEquality {
                    members.append(equality(mockName))
                    hasEquality = true
                }
                if parent == "Swift.Hashable" { members.append(hashing()) }
                if parent == "Swift.Comparable" { members.append(ordering(mockName)) }
            case "Swift.CustomStringConvertible":
                members.append(description("description", mockName))
            case "Swift.CustomDebugStringConvertible":
                members.append(description("debugDescription", mockName))
            case "Swift.Encodable":
                members.append(encoding())
            case "Swift.Decodable":
                members.append(decoding())
            case _ where needNothing.contains(parent):
                break
            default:
                unknown.append(parent)
            }
        }
        guard isolated else { return (members, unknown) }
        let fixed = members.map { member -> MockMember in
            var member = member
            if member.declaration.hasPrefix("var description") || member.declaration.hasPrefix("var debugDescription") {
                member.properties = []
                member.body = ["\"\(mockName)\""]
            } else if member.declaration.hasPrefix("func encode") {
                member.properties = []
                member.body = ["var value = encoder.singleValueContainer()", "try value.encodeNil()"]
            }
            member.declaration = "nonisolated " + member.declaration
            return member
        }
        return (fixed, unknown)
    }

    /// `Equatable` by identity: a mock equals itself only.
    static func equality(_ mockName: String) -> MockMember {
        MockMember(
            warning: nil, properties: [],
            declaration: "static func == (lhs: \(mockName), rhs: \(mockName)) -> Bool", body: ["lhs === rhs"])
    }

    /// `Hashable` by identity, consistent with ``equality(_:)``.
    static func hashing() -> MockMember {
        MockMember(
            warning: nil, properties: [], declaration: "func hash(into hasher: inout Hasher)",
            body: ["hasher.combine(ObjectIdentifier(self))"])
    }

    /// `Comparable` by identity: a total order that is stable for the mocks' lifetime.
    static func ordering(_ mockName: String) -> MockMember {
        MockMember(
            warning: nil, properties: [],
            declaration: "static func < (lhs: \(mockName), rhs: \(mockName)) -> Bool",
            body: ["ObjectIdentifier(lhs) < ObjectIdentifier(rhs)"])
    }

    /// `description` / `debugDescription`: an action answering the mock's name until a test sets it up.
    static func description(_ name: String, _ mockName: String) -> MockMember {
        MockMember(
            warning: nil, properties: ["var \(name)Action: (()) -> String = stub(alwaysReturn: \"\(mockName)\")"],
            declaration: "var \(name): String", body: ["return \(name)Action(())"])
    }

    /// `Encodable`: an action receiving the encoder, which encodes `nil` until a test sets it up
    /// (every encoder accepts a single value; an empty keyed container is rejected by some).
    static func encoding() -> MockMember {
        MockMember(
            warning: nil,
            properties: [
                "var encodeAction: (any Encoder) throws -> Void = { encoder in\n"
                    + "    var value = encoder.singleValueContainer()\n    try value.encodeNil()\n}"
            ],
            declaration: "func encode(to encoder: any Encoder) throws", body: ["try encodeAction(encoder)"])
    }

    /// `Decodable`: an initializer that reads nothing, so a decoder makes a fresh mock.
    static func decoding() -> MockMember {
        MockMember(warning: nil, properties: [], declaration: "init(from decoder: any Decoder) throws", body: [])
    }
}
