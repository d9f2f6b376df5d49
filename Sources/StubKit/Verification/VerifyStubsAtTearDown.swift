public import XCTest

extension XCTestCase {
    /// Verifies, when the running test ends, every setup sequence it made, and reports unused ones.
    ///
    /// Call it from `setUp()`: one line for the whole test class.
    ///
    /// ```swift
    /// override func setUp() {
    ///     super.setUp()
    ///     verifyStubsAtTearDown()
    /// }
    /// ```
    ///
    /// The check runs in a teardown block, so its failures belong to the test that ran. Sequences
    /// set up on any thread while the test runs are included. Calling it again in the same test
    /// does nothing. See <doc:VerifyingAWholeTest>.
    public func verifyStubsAtTearDown() {
        guard let scope = VerifyScope.beginXCTestScope() else { return }
        addTeardownBlock { VerifyScope.endXCTestScope(scope) }
    }
}
