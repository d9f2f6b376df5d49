// How a builder's action gets the mock itself as its default (see Shapes.answeringTheMock).

/// How an action that answers the mock itself (a builder's `-> Self`) gets that default, which
/// names `self`: a stored property's first value cannot.
enum SelfDefault: Equatable {
    /// It does not: a strict stub (an actor's actions, kept apart from it).
    case none
    /// A `lazy var`.
    case lazy
    /// Assigned by every initializer: in a `Sendable` mock a `lazy var` would race on first use.
    case assignedInInitializers
}
