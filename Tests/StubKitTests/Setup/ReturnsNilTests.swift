import XCTest

@testable import StubKit

/// `returnsNil()`: "no value" from a generic method whose result is optional.
final class ReturnsNilTests: XCTestCase {
    func testAGenericMethodReturningAnOptionalAnswersNil() throws {
        let mock = GAClientMock()
        setupStubSequence(of: &mock.getAction).returns("stored")
        setupStubSequence(of: &mock.getAction).when { $0.arguments.0 == "token" }.returnsNilOnce().returnsNil()
        var values: [String?] = []
        let failures = try recordingFailures {
            values.append(try mock.get("token", as: String.self))
            values.append(try mock.get("token", as: String.self))
            values.append(try mock.get("name", as: String.self))
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(values, [nil, nil, "stored"])
    }

    func testTheStepsAreNamedAsReturningNil() {
        let mock = GAClientMock()
        let failures = recordingFailures {
            VerifyScope.run { _ = setupStubSequence(of: &mock.getAction).returnsNilOnce().returnsNil() }
        }
        XCTAssertEqual(failures.map(\.message), [Messages.unusedSetup("returnsOnce(nil).returns(nil)", calls: "none")])
    }
}
