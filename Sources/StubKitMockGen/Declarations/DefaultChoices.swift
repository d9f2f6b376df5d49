// Requirements a protocol extension implements ("defaulted"): the rule the planner follows for
// them, what a user chose instead (`--keep-default`, `--intercept-default`), and why a mock left
// one to its default, which the command's summary prints.

/// What the mock does with a requirement a protocol extension implements.
enum DefaultChoice: Equatable {
    /// The mock leaves it to the protocol's default: calls run the extension's implementation.
    case keep
    /// The mock implements it with an action, which answers every call, calls through the protocol
    /// included.
    case intercept
}

/// A `--keep-default` or `--intercept-default` argument, resolved against the protocols to mock.
///
///     --keep-default Delegate                       every defaulted requirement of Delegate
///     --intercept-default Delegate.didFinish        every defaulted requirement named didFinish
///     --keep-default 'Delegate.didFinish(with:)'    that one
///
/// The most specific selector matching a requirement decides for it: `--keep-default Delegate
/// --intercept-default Delegate.didFinish` keeps every default but `didFinish`'s.
struct DefaultSelector: Equatable {
    enum Member: Equatable {
        /// Every defaulted requirement of the protocol.
        case all
        /// Every defaulted requirement of this base name: `didFinish`, `subscript`, `init`.
        case baseName(String)
        /// The one of this full name: `didFinish(with:)` (a property is named by its base name).
        case fullName(String)

        /// Whether this names `requirement` (of the protocol the selector names).
        func names(_ requirement: Requirement) -> Bool {
            switch self {
            case .all: return true
            case .baseName(let name): return requirement.name == name
            case .fullName(let name): return requirement.fullName == name
            }
        }
    }

    var choice: DefaultChoice
    /// The protocol's name, as ``ProtocolModel/name`` spells it (`Outer.Delegate` when nested).
    var protocolName: String
    var member: Member
    /// The argument as the user wrote it, for messages.
    var written: String

    /// How specific the selector is: a full name beats a base name, which beats a whole protocol.
    var specificity: Int {
        switch member {
        case .all: return 0
        case .baseName: return 1
        case .fullName: return 2
        }
    }

    /// Whether the selector names `requirement` of the protocol `protocolName`.
    func matches(_ requirement: Requirement, of model: ProtocolModel) -> Bool {
        model.name == protocolName && member.names(requirement)
    }

    /// The protocol among `models` that `written` starts with, and the member it then names.
    ///
    /// - Throws: ``GeneratorError/usage(_:)`` naming `option` when no protocol to mock has that name.
    static func parse(_ written: String, option: String, in models: [ProtocolModel]) throws(GeneratorError)
        -> (model: ProtocolModel, member: Member)
    {
        // `Outer.Delegate.didFinish`: a protocol nests no type, so one protocol name at most starts it.
        guard let model = models.first(where: { written == $0.name || written.hasPrefix($0.name + ".") }) else {
            // With `--class`, a selector may name a class too: the message says so.
            let classes = models.contains { $0.mockedClass != nil }
            let kind = classes ? "protocol or class" : "protocol"
            let type = classes ? "<Type>" : "<Protocol>"
            throw .usage(
                "\(option) \(written): no \(kind) to mock is named \(written.split(separator: ".")[0]); "
                    + "write \(type), \(type).<name> or \(type).<name>(<labels>:)")
        }
        let rest = String(written.dropFirst(model.name.count))
        guard !rest.isEmpty else { return (model, .all) }
        let name = String(rest.dropFirst())
        return (model, name.contains("(") ? .fullName(name) : .baseName(name))
    }

    /// The selector `written` names among `models`, checked to name at least one defaulted requirement.
    ///
    /// - Throws: ``GeneratorError/usage(_:)`` naming the option when no protocol to mock has that
    ///   name, or when the protocol has no requirement of that name that a protocol extension implements.
    static func resolve(_ written: String, choice: DefaultChoice, in models: [ProtocolModel]) throws(GeneratorError)
        -> DefaultSelector
    {
        let option = choice == .keep ? "--keep-default" : "--intercept-default"
        let (model, member) = try parse(written, option: option, in: models)
        let selector = DefaultSelector(choice: choice, protocolName: model.name, member: member, written: written)
        guard model.requirements.contains(where: { selector.matches($0, of: model) && model.hasDefault(for: $0) })
        else {
            let defaulted = model.requirements.filter { model.hasDefault(for: $0) }.map(\.displayName)
            if model.mockedClass != nil {
                throw .usage(
                    "\(option) \(written): \(model.name) has no member of that name its mock can override; "
                        + (defaulted.isEmpty ? "it has none" : "those it can: " + defaulted.joined(separator: ", ")))
            }
            throw .usage(
                "\(option) \(written): \(model.name) has no requirement of that name that a protocol extension "
                    + "implements; "
                    + (defaulted.isEmpty
                        ? "it has none" : "those it has: " + defaulted.joined(separator: ", ")))
        }
        return selector
    }

    /// The choice the most specific of `selectors` makes for `requirement`, `nil` when none names it.
    static func choice(for requirement: Requirement, of model: ProtocolModel, among selectors: [DefaultSelector])
        -> DefaultChoice?
    {
        deciding(requirement, of: model, among: selectors).first?.choice
    }

    /// Checks that no two selectors of the same specificity choose differently for a requirement.
    ///
    /// - Throws: ``GeneratorError/usage(_:)`` naming both and the requirement.
    static func checkConflicts(_ selectors: [DefaultSelector], in models: [ProtocolModel]) throws(GeneratorError) {
        for model in models {
            for requirement in model.requirements where model.hasDefault(for: requirement) {
                let deciding = deciding(requirement, of: model, among: selectors)
                if let keep = deciding.first(where: { $0.choice == .keep }),
                    let intercept = deciding.first(where: { $0.choice == .intercept })
                {
                    throw .usage(
                        "--keep-default \(keep.written) and --intercept-default \(intercept.written) both choose for "
                            + "\(model.name).\(requirement.displayName); name it more precisely in the one that "
                            + "should win")
                }
            }
        }
    }

    /// The most specific of `selectors` that name `requirement`.
    private static func deciding(
        _ requirement: Requirement, of model: ProtocolModel, among selectors: [DefaultSelector]
    ) -> [DefaultSelector] {
        let matching = selectors.filter { $0.matches(requirement, of: model) }
        guard let most = matching.map(\.specificity).max() else { return [] }
        return matching.filter { $0.specificity == most }
    }
}

/// A requirement a mock leaves to its protocol's default, and why: the command's summary lists them.
struct LeftToDefault: Equatable {
    enum Reason: Equatable {
        /// `--keep-default` chose it.
        case chosen
        /// The requirement is deprecated.
        case deprecated
        /// Its result (as the mock writes it) has no default value: the action could only be a strict
        /// stub that stops the process on a call no test answered.
        case noDefaultValue(String)
    }

    /// `Identified.identifier`, `Delegate.didFinish(with:)`.
    var requirement: String
    var reason: Reason

    /// `Identified.identifier (Identifier has no default value)`.
    var description: String {
        switch reason {
        case .chosen: return requirement + " (--keep-default)"
        case .deprecated: return requirement + " (deprecated)"
        case .noDefaultValue(let type): return requirement + " (\(type) has no default value)"
        }
    }
}

extension ProtocolModel {
    /// Whether an extension of the protocol or of a parent implements `requirement` for every
    /// conformer (the graph's `defaultImplementationOf`, of the same signature, without constraints).
    func hasDefault(for requirement: Requirement) -> Bool {
        !requirement.defaultImplementedIn.isDisjoint(with: ancestors)
    }
}

extension Requirement {
    /// `didFinish(with:)` for a method, subscript or initializer; a property's name.
    var displayName: String { kind == .property ? name : fullName }
}
