import Foundation
import XCTest

@testable import StubKit

private protocol Payload: Encodable {}

private final class PayloadMock: Payload {
    var encodeAction: (any Encoder) throws -> Void = encodeNoFields
    func encode(to encoder: any Encoder) throws { try encodeAction(encoder) }
}

/// What `stub()` makes of `encode(to:)`: nothing is encoded.
private final class SilentPayloadMock: Payload {
    var encodeAction: (any Encoder) throws -> Void = stub()
    func encode(to encoder: any Encoder) throws { try encodeAction(encoder) }
}

private struct Wrapper: Encodable {
    var payload: PayloadMock
    var count: Int
}

final class EncodeNoFieldsTests: XCTestCase {
    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func testEncodersAcceptItAtTheTopLevelAndInsideOtherValues() throws {
        XCTAssertEqual(try json(PayloadMock()), "{}")
        XCTAssertEqual(try json([PayloadMock(), PayloadMock()]), "[{},{}]")
        XCTAssertEqual(try json(Wrapper(payload: PayloadMock(), count: 2)), "{\"count\":2,\"payload\":{}}")
        XCTAssertNoThrow(try PropertyListEncoder().encode(Wrapper(payload: PayloadMock(), count: 2)))
    }

    /// Why `encode(to:)` needs this default: the article quotes the error.
    func testEncodingNothingIsAnErrorForJSONEncoder() {
        XCTAssertThrowsError(try json(SilentPayloadMock())) { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, "Top-level SilentPayloadMock did not encode any values.")
        }
    }

    func testASpyAboveItLetsItEncode() throws {
        let payload = PayloadMock()
        let encoders = spyCalls(of: &payload.encodeAction)
        XCTAssertEqual(try json(payload), "{}")
        XCTAssertEqual(encoders.count, 1)
    }

    func testAnAnsweringSetupEncodesInsteadOfIt() throws {
        let payload = PayloadMock()
        setupStubSequence(of: &payload.encodeAction)
            .answersOnce { encoder in
                var container = encoder.singleValueContainer()
                try container.encode(7)
            }
            .throwsOnce(EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "planted")))
        XCTAssertEqual(try json(Wrapper(payload: payload, count: 1)), "{\"count\":1,\"payload\":7}")
        XCTAssertThrowsError(try json(payload)) { XCTAssertTrue($0 is EncodingError) }
        XCTAssertEqual(try json(payload), "{}", "the default again once the steps are used up")
    }
}
