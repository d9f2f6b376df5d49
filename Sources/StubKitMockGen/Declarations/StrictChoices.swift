// Mocks, or some of their requirements, made strict by choice (`--strict`): their actions are strict
// stubs, which fail the test on any call it did not answer, where the generator would otherwise
// write a loose default.

/// A `--strict` argument, resolved against the protocols to mock: the requirements whose actions
/// are strict stubs.
///
///     --strict Transport                    every requirement of Transport
///     --strict Transport.send               every requirement named send
///     --strict 'Transport.send(_:to:)'      that one
///
/// An initializer requirement stays loose (making the mock is not a call to it); a property's or a
/// subscript's setter stays a store: what a strict mock fails on is reading what no test answered.
struct StrictSelector: Equatable {
    /// The protocol's name, as ``ProtocolModel/name`` spells it.
    var protocolName: String
    var member: DefaultSelector.Member
    /// The argument as the user wrote it, for messages.
    var written: String

    /// Whether the selector makes `requirement` of `model` strict.
    func matches(_ requirement: Requirement, of model: ProtocolModel) -> Bool {
        model.name == protocolName && requirement.kind != .initializer && member.names(requirement)
    }

    /// The selector `written` names among `models`, checked to name at least one requirement.
    ///
    /// - Throws: ``GeneratorError/usage(_:)`` when no protocol to mock has that name, or when the
    ///   protocol has no requirement of that name that a call reaches (initializers excluded).
    static func resolve(_ written: String, in models: [ProtocolModel]) throws(GeneratorError) -> StrictSelector {
        let (model, member) = try DefaultSelector.parse(written, option: "--strict", in: models)
        let selector = StrictSelector(protocolName: model.name, member: member, written: written)
        guard model.requirements.contains(where: { selector.matches($0, of: model) }) else {
            let names = model.requirements.filter { $0.kind != .initializer }.map(\.displayName)
            throw .usage(
                "--strict \(written): \(model.name) has no requirement of that name but initializers; "
                    + (names.isEmpty ? "it has none" : "those it has: " + names.joined(separator: ", ")))
        }
        return selector
    }
}
