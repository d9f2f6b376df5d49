// The default answer of a mocked `==` (`Equatable`, `Hashable`, `Comparable` parents): a mock
// equals itself and no other mock until a test sets the action up.

/// Whether two mocks are one instance: the default answer of a mocked `==`.
///
/// A protocol that refines `Equatable` makes its mock implement `==`. Routed to an action of the
/// left operand that starts from `sameInstance`, `x == x` holds and two mocks differ until a test
/// sets the action up:
///
/// ```swift
/// final class FeedMock: Feed {   // protocol Feed: Equatable
///     var equalAction: ((FeedMock, FeedMock)) -> Bool = sameInstance
///     static func == (lhs: FeedMock, rhs: FeedMock) -> Bool { lhs.equalAction((lhs, rhs)) }
/// }
///
/// // in a test:
/// setupStub(of: &first.equalAction, return: true)   // first == anything
/// ```
///
/// - Parameter operands: The two sides of `==`.
/// - Returns: `true` when both are the same instance.
public func sameInstance<Mock: AnyObject>(_ operands: (Mock, Mock)) -> Bool {
    operands.0 === operands.1
}
