// A stored property a mock declares, as data: an action (`var sendAction: (Request) -> Response =
// { _ in .defaultValue }`) or a stub (`var volumeStub = PropertyStub<Int>()`). Its type stays a
// `SwiftType` until the renderer writes it, and the renderer knows where it breaks from what it
// is, not from its text.

/// A stored action or stub of a mock.
struct StoredProperty: Equatable {
    /// `@available(*, deprecated)`: the action of a deprecated requirement is deprecated too.
    var deprecation: Deprecation?
    /// Whether the property is `lazy`: its value names `self` (a builder answering the mock).
    var isLazy = false
    var name: String
    /// The declared type, each name as the mock writes it (``MockScope/written(_:)``); `nil` when
    /// the value says it (`PropertyStub<Int>()`).
    var type: SwiftType?
    /// The initial value; `nil` for a constant an initializer sets (`let mock: RepositoryMock`).
    var value: Expression?
    /// `let`, not `var`.
    var isConstant = false

    init(name: String, type: SwiftType?, value: Expression?) {
        self.name = name
        self.type = type
        self.value = value
    }
}

/// `@available(*, deprecated)`, with a message when the requirement's deprecation has one.
struct Deprecation: Equatable {
    var message: String?

    /// The attribute as written: `@available(*, deprecated, message: "Use run(_:)")`.
    var text: String {
        "@available(*, deprecated" + (message.map { ", message: " + SwiftRenderer.stringLiteral($0) } ?? "") + ")"
    }
}
