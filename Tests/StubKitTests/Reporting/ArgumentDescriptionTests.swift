import Foundation
import XCTest

@testable import StubKit

/// A mock whose arguments are payloads.
final class UploaderMock: @unchecked Sendable {
    lazy var uploadAction = strictStub(of: upload)
    func upload(_ name: String, _ body: Data) -> Bool { uploadAction((name, body)) }
    lazy var sendAction = stub(of: send)
    func send(_ bytes: [UInt8]) { sendAction(bytes) }
}

/// `Data` and `[UInt8]` arguments are described by their content, in failures and spies.
final class ArgumentDescriptionTests: XCTestCase {
    func testAFailureShowsTheTextOfAPayload() {
        let mock = UploaderMock()
        let failures = recordingFailures { _ = mock.upload("user", Data(#"{"id":1}"#.utf8)) }
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.unregisteredStrictStub(name: "uploadAction", arguments: #"("user", "{\"id\":1}")"#)])
    }

    func testASpyShowsTheBytesOfABinaryPayload() {
        let mock = UploaderMock()
        let sent = spyCalls(of: &mock.sendAction)
        mock.send([0x0a, 0x1b, 0xff])
        mock.send(Array("line\tone\n".utf8))
        XCTAssertEqual(String(reflecting: sent), #"ArgRecords([<0a 1b ff>, "line\tone\n"])"#)
    }

    func testLongPayloadsAreCutAndCounted() {
        XCTAssertEqual(
            ArgumentDescription.describe(Data(String(repeating: "a", count: 70).utf8)),
            "\"" + String(repeating: "a", count: 64) + "\"… (70 bytes)")
        XCTAssertEqual(
            ArgumentDescription.describe([UInt8](0..<200)),
            "<00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f … (200 bytes)>")
    }

    func testTextIsValidUTF8WithoutControlCharacters() {
        XCTAssertEqual(ArgumentDescription.describe([UInt8]([0xff, 0xfe])), "<ff fe>")  // not UTF-8
        XCTAssertEqual(ArgumentDescription.describe([UInt8]([0x00, 0x41])), "<00 41>")  // a NUL
        XCTAssertEqual(ArgumentDescription.describe(Data("café \"ok\"".utf8)), #""café \"ok\"""#)
        XCTAssertEqual(ArgumentDescription.describe([UInt8]()), "[]")  // no bytes: as Swift prints them
    }

    func testOtherValuesAreDescribedAsSwiftPrintsThem() {
        XCTAssertEqual(ArgumentDescription.describe(("John", 3)), #"("John", 3)"#)
        XCTAssertEqual(ArgumentDescription.describe([1, 2]), "[1, 2]")
        XCTAssertEqual(ArgumentDescription.describe((name: "a", body: [UInt8]([1]))), #"(name: "a", body: <01>)"#)
    }
}
