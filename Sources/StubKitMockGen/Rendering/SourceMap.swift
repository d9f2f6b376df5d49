// Which lines of a generated file belong to which mock and member, so that a compiler error at
// `AppMocks.swift:42:9` names what to write as a placeholder (MockGenCommand's type-check).

/// A member of a mock: the mock's name and which of its members.
package struct MemberKey: Hashable, Sendable {
    package var mock: String
    package var member: MemberIdentity

    package init(mock: String, member: MemberIdentity) {
        self.mock = mock
        self.member = member
    }
}

/// Which member of a mock, unique within the mock and the same from one generation to the next,
/// whatever its text (a placeholder's declaration is the member's, its body is not).
package enum MemberIdentity: Hashable, Sendable {
    /// The member implementing a requirement, by the requirement's symbol.
    case requirement(usr: String)
    /// A member a standard parent asks for, by the parent and the member: `Swift.Hashable.hash(into:)`.
    case standardParent(String)
    /// The mock's own `init()`, which lets tests create a mock that declares initializers.
    case initializer
}

/// The lines of each mock and of each of its members (its implementation, its comment and its
/// actions, in the mock or in the `Actions` and `Statics` classes).
package struct SourceMap: Equatable, Sendable {
    /// Lines of one mock, or of one member of a mock; numbered from 1, as the compiler does.
    package struct Region: Equatable, Sendable {
        package var lines: ClosedRange<Int>
        package var mock: String
        /// `nil` for the mock's own lines (its declaration, typealiases, holder classes' headers).
        package var member: MemberIdentity? = nil
    }

    package var mocks: [Region] = []
    /// A member's lines may be in several places: its action in a holder class, its implementation.
    package var members: [Region] = []

    /// What `line` belongs to: a member, else a mock (its own lines), else nothing (the header
    /// and imports).
    package func owner(ofLine line: Int) -> (mock: String, member: MemberKey?)? {
        if let region = members.first(where: { $0.lines.contains(line) }), let member = region.member {
            return (region.mock, MemberKey(mock: region.mock, member: member))
        }
        return mocks.first { $0.lines.contains(line) }.map { ($0.mock, nil) }
    }
}
