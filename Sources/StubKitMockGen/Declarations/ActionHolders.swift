// The classes that keep actions away from the mock itself, as the planner fills them: an actor's
// (or an isolated mock's nonisolated requirements') `Actions`, and the `Statics` of static and
// init requirements.

/// A mock's `Actions` and `Statics` classes.
struct ActionHolders {
    /// Which class holds a member's actions.
    enum Holder {
        case actions
        case statics
    }

    var actions: ActionHolder
    var statics: ActionHolder

    /// The empty classes of `model`'s mock.
    ///
    /// Static and init actions live in a `Statics` class reached through a `TestScoped` static
    /// property. A generic type cannot have a stored static: its property is computed, keyed by
    /// the mock's type, so each specialisation has its own value in each test; StubKit makes the
    /// value (`TestScopedValue`), as a closure `{ Statics() }` would capture the mock's generic
    /// parameters ("capture of non-Sendable type 'Key.Type' in an isolated closure").
    /// `StubKit.TestScoped` where the module has a `TestScoped` of its own.
    ///
    /// An actor's actions live in a class held by a `nonisolated let`: nonisolated tests pass
    /// them with `&` without `await`.
    init(model: ProtocolModel, isGeneric: Bool, takenTypeNames: Set<String>) {
        func stubKitName(_ name: String) -> String {
            takenTypeNames.contains(name) ? "StubKit." + name : name
        }
        let testScoped = stubKitName("TestScoped")
        // A global actor's mock reaches its statics from nonisolated members too.
        let nonisolated = model.globalActor != nil ? "nonisolated " : ""
        let staticsAccessor =
            isGeneric
            ? "\(nonisolated)static var statics: \(testScoped)<Statics> { \(testScoped)(for: Self.self) }"
            : "\(nonisolated)static let statics = \(testScoped) { Statics() }"
        actions = ActionHolder(name: "Actions", properties: [], accessor: "nonisolated let actions = Actions()")
        statics = ActionHolder(
            name: "Statics", conformances: isGeneric ? [.named(TypeName(stubKitName("TestScopedValue")), [])] : [],
            properties: [], accessor: staticsAccessor)
    }

    /// Moves `member`'s actions into `holder` (none: they stay in the mock).
    mutating func take(_ member: inout MockMember, into holder: Holder?) {
        guard let holder else { return }
        // Hook (type-check): each holder property remembers its member, for the source map.
        let properties = member.writtenProperties
        let owners = properties.map { _ in member.identity }
        switch holder {
        case .actions:
            actions.properties += properties
            actions.owners += owners
        case .statics:
            statics.properties += properties
            statics.owners += owners
        }
        member.properties = []
    }
}
