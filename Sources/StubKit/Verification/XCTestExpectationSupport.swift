public import XCTest

extension StubSequence {
    /// Fulfils `expectation` on every matching call.
    ///
    /// Combine with `expectedFulfillmentCount` to wait for a number of calls made on another
    /// thread:
    ///
    /// ```swift
    /// let added = expectation(description: "Added user1")
    /// added.expectedFulfillmentCount = 2
    /// setupStubSequence(of: &mock.addUserAction).when("user1").callback(added)
    /// DispatchQueue.global().async { subject.run() }
    /// wait(for: [added], timeout: 1)
    /// ```
    ///
    /// - Parameter expectation: The expectation to fulfil once per matching call.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func callback(_ expectation: XCTestExpectation) -> Self {
        addCallback({ _ in expectation.fulfill() }, isTestCode: false)
    }

    /// Fulfils `expectation` once, when every expectation of this sequence becomes met.
    ///
    /// If the expectations are already met, it is fulfilled at once; if the sequence has no
    /// expectation yet, it waits for one (so `attach` may come before `expect`). Waiting for the
    /// fulfilment verifies the sequence: it needs no `SKTVerify`. Calls that break the
    /// expectations after the fulfilment (a second call to an `.expect(.once)` sequence) are
    /// reported when the sequence is released.
    ///
    /// ```swift
    /// let addedOnce = expectation(description: "user1 added once")
    /// setupStubSequence(of: &mock.addUserAction).when("user1").expect(.once).attach(addedOnce)
    /// DispatchQueue.global().async { subject.run() }
    /// wait(for: [addedOnce], timeout: 1)
    /// ```
    ///
    /// - Parameter expectation: The expectation to fulfil when the sequence's expectations are met.
    /// - Returns: This sequence, for chaining.
    @discardableResult
    public func attach(_ expectation: XCTestExpectation) -> Self {
        whenExpectationsMet(verifies: true) { expectation.fulfill() }
    }
}
