import StubKit
import XCTest

// StubKit spelled `whenFourth` as `whenForth`; it must keep compiling, as a deprecated alias.
// The deprecated call sits in a deprecated witness reached through a protocol, so this test
// target builds without a deprecation warning.

private protocol WhenForthCaller {
    func whenForth(
        _ sequence: StubSequence<(String, Int, Bool, Double), String, Never>, _ value: Double
    ) -> StubSequence<(String, Int, Bool, Double), String, Never>
}

private struct DeprecatedSpelling: WhenForthCaller {
    @available(*, deprecated, message: "calls the deprecated whenForth on purpose")
    func whenForth(
        _ sequence: StubSequence<(String, Int, Bool, Double), String, Never>, _ value: Double
    ) -> StubSequence<(String, Int, Bool, Double), String, Never> {
        sequence.whenForth(value)
    }
}

final class DeprecatedSpellingTests: XCTestCase {
    func testWhenForthStillWorksLikeWhenFourth() {
        let mock = SeqShapesMock()
        let caller: any WhenForthCaller = DeprecatedSpelling()
        caller.whenForth(setupStubSequence(of: &mock.configureAction), 2.5).returns("forth")
        XCTAssertEqual(mock.configure(host: "", port: 0, secure: false, timeout: 2.5), "forth")
        XCTAssertEqual(mock.configure(host: "", port: 0, secure: false, timeout: 2.0), "")
    }
}
