// What a class's mock needs beyond its members, read from the symbol graphs: the class's generic
// signature, whether another module may subclass it without `@testable`, and the members the mock
// cannot or does not override, each with why (the command's summary lists them).

/// A class mocked by a subclass (`--class`), beside the members ``ProtocolModel/requirements`` holds.
struct MockedClass: Equatable {
    /// The class's generic parameters, in order: the mock declares them and passes them on
    /// (`final class BoxMock<T, U>: Box<T, U>`).
    var genericParameters: [String] = []
    /// The class's `where` clause, its inline constraints included (the graph prints them there).
    var constraints: [Constraint] = []
    /// Whether a plain `import` lets another module subclass the class and override its members.
    ///
    /// So it does when the class and each member the model holds are `open`. Otherwise the file
    /// imports the module `@testable`, as tests of internal code do.
    var isOpen = false
    /// The members the mock leaves to the class, and why, in the class's order.
    var leftToClass: [LeftToClass] = []
}

/// A member of a class that its mock does not override, and why.
struct LeftToClass: Equatable {
    enum Reason: Equatable {
        /// `final`: Swift forbids overriding it.
        case final
        /// `static` or `class` (the keyword): the mock overrides instance members only.
        case typeMember(String)
        /// A stored `let`, which cannot be overridden.
        case constant
        /// Declared in an extension: Swift cannot override it (it is not `@objc`).
        case inExtension
        /// Not `open`, in a module the file cannot import `@testable` (`--only-public`, or a
        /// superclass of another module).
        case notOpen
        /// `private` or `fileprivate`: no other file sees it.
        case notVisible
        /// Inherited from a generic superclass, whose generic arguments the graph does not show.
        case inheritedFromGeneric(String)
        /// `--keep-default` chose it.
        case chosen
        /// Deprecated: overriding it, and calling `super`, would warn.
        case deprecated
        /// Its result (as the mock writes it) has no default value, and its action cannot call the
        /// class's implementation for the reason given: it could only be a strict stub.
        case noDefaultValue(type: String, why: String)
        /// `--intercept-default` names it, and its action cannot call the class's implementation for
        /// the reason given: the class answers it.
        case intercepted(why: String)
        /// The compiler rejected the override the generator wrote (the type-check's message).
        case rejected(String)
    }

    /// `Printer.cut()`, `Printer.header`.
    var member: String
    var reason: Reason

    /// `Printer.cut() (final)`.
    var description: String {
        let why: String
        switch reason {
        case .final: why = "final"
        case .typeMember(let keyword): why = keyword
        case .constant: why = "a let"
        case .inExtension: why = "declared in an extension"
        case .notOpen: why = "not open"
        case .notVisible: why = "private"
        case .inheritedFromGeneric(let superclass):
            why = "inherited from the generic \(superclass), whose arguments the graph does not show"
        case .chosen: why = "--keep-default"
        case .deprecated: why = "deprecated"
        case .noDefaultValue(let type, let reason): why = "\(type) has no default value and \(reason)"
        case .intercepted(let reason): why = "--intercept-default, and \(reason)"
        case .rejected(let message): why = message
        }
        return "\(member) (\(why))"
    }
}
