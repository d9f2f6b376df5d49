@testable import StubKit

/// A mock declared apart from the tests that call it on threads of their own (OffTaskFailureTests):
/// a failed call is recorded at the test's declaration, naming this file's line.
final class OffTaskLoaderMock: @unchecked Sendable {
    // @unchecked Sendable: the tests set nothing after handing it to the thread; the action locks.
    static let loadLine: UInt = #line + 1
    var loadAction: (String) -> String = strictStub(name: "loadAction")
    func load(_ path: String) -> String { loadAction(path) }
}
