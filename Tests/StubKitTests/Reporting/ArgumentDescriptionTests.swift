import Foundation
import XCTest

@testable import StubKit

/// A mock whose arguments are payloads.
final class UploaderMock: @unchecked Sendable {
    lazy var uploadAction = strictStub(of: upload)
    func upload(_ name: String, _ body: Data) -> Bool { uploadAction((name, body)) }
    lazy var sendAction = stub(of: send)
    func send(_ bytes: [UInt8]) { sendAction(bytes) }
    lazy var patchAction = strictStub(of: patch)
    func patch(_ header: Data, _ body: [UInt8]) -> Bool { patchAction((header, body)) }
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

    /// A tuple of payloads only, of both kinds: each element by its content, not "6 bytes".
    func testAFailureShowsEveryPayloadOfATupleOfPayloadsOnly() {
        let mock = UploaderMock()
        let failures = recordingFailures { _ = mock.patch(Data("header".utf8), [0x0a, 0x1b]) }
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.unregisteredStrictStub(name: "patchAction", arguments: #"("header", <0a 1b>)"#)])
    }

    /// The second and third payload of a tuple are shown by content too, labelled or not.
    func testATupleOfThreePayloadsShowsEach() {
        XCTAssertEqual(
            ArgumentDescription.describe((Data("a".utf8), [UInt8]("b".utf8), Data([0xff]))), #"("a", "b", <ff>)"#)
        XCTAssertEqual(
            ArgumentDescription.describe((head: Data("a".utf8), body: [UInt8]([0x00]))), #"(head: "a", body: <00>)"#)
    }

    func testASpyShowsTheBytesOfABinaryPayload() {
        let mock = UploaderMock()
        let sent = spyCalls(of: &mock.sendAction)
        mock.send([0x0a, 0x1b, 0xff])
        mock.send(Array("line\tone\n".utf8))
        XCTAssertEqual(String(reflecting: sent), #"ArgRecords([<0a 1b ff>, "line\tone\n"])"#)
    }

    /// Optionals read as a test writes them: the value, or `nil` (issue 39: `returns(Optional("cached"))`).
    func testAnOptionalIsWrittenAsItsValueOrNil() {
        let cached: String? = "cached"
        let none: Int? = nil
        let nested: Int?? = .some(.some(3))
        XCTAssertEqual(ArgumentDescription.describe(cached as Any), #""cached""#)
        XCTAssertEqual(ArgumentDescription.describe(none as Any), "nil")
        XCTAssertEqual(ArgumentDescription.describe(nested as Any), "3")
        XCTAssertEqual(ArgumentDescription.describe((cached, 2) as Any), #"("cached", 2)"#)
        XCTAssertEqual(ArgumentDescription.describe((1, none, "x") as Any), #"(1, nil, "x")"#)
        XCTAssertEqual(ArgumentDescription.describe((name: cached, count: 2) as Any), #"(name: "cached", count: 2)"#)
        XCTAssertEqual(ArgumentDescription.describe(Optional(Data("hi".utf8)) as Any), #""hi""#)
        XCTAssertEqual(ArgumentDescription.describe(["a", nil] as [String?]), #"[Optional("a"), nil]"#)
    }

    func testLongPayloadsAreCutAndCounted() {
        XCTAssertEqual(
            ArgumentDescription.describe(Data(String(repeating: "a", count: 70).utf8)),
            "\"" + String(repeating: "a", count: 64) + "\"… (70 bytes)")
        XCTAssertEqual(
            ArgumentDescription.describe([UInt8](0..<200)),
            "<00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f … (200 bytes)>")
    }

    /// What a strict stub's failure says of an `upload("u", body)` call: the message a user reads.
    private func failure(uploading body: Data) -> [String] {
        let mock = UploaderMock()
        return recordingFailures { _ = mock.upload("u", body) }.map(\.message)
    }

    private func unregisteredUpload(_ body: String) -> [String] {
        [Messages.unregisteredStrictStub(name: "uploadAction", arguments: "(\"u\", \(body))")]
    }

    /// The cut's boundaries: a text of exactly ``ArgumentDescription/shownCharacters`` (64)
    /// characters is shown whole, without a count; one more is cut to 64 and counted in bytes.
    func testATextOfExactlyTheLimitIsShownWholeAndOneMoreIsCut() {
        let a = { (count: Int) in String(repeating: "a", count: count) }
        XCTAssertEqual(failure(uploading: Data(a(63).utf8)), unregisteredUpload("\"\(a(63))\""))
        XCTAssertEqual(failure(uploading: Data(a(64).utf8)), unregisteredUpload("\"\(a(64))\""))
        XCTAssertEqual(failure(uploading: Data(a(65).utf8)), unregisteredUpload("\"\(a(64))\"… (65 bytes)"))
        XCTAssertEqual(
            failure(uploading: Data(a(65).utf8)),
            [
                "Unregistered strict stub 'uploadAction' was called with (\"u\", \"\(a(64))\"… (65 bytes)). Register it "
                    + "(registerStub(alwaysReturn:) or a closure) or set it up with setupStub(of:return:) before the "
                    + "code under test calls it."
            ])
    }

    /// The limit counts characters as Swift does (grapheme clusters), before escaping.
    ///
    /// The count after a cut is of bytes, and a cut never splits a character.
    func testTheLimitCountsCharactersAndTheCountBytes() {
        let e = { (count: Int) in String(repeating: "é", count: count) }  // 2 bytes each
        XCTAssertEqual(failure(uploading: Data(e(64).utf8)), unregisteredUpload("\"\(e(64))\""))  // 128 bytes
        XCTAssertEqual(failure(uploading: Data(e(65).utf8)), unregisteredUpload("\"\(e(64))\"… (130 bytes)"))
        // One character of two scalars and 8 bytes, at the limit and just past it.
        let thumb = "👍🏽"
        let a = { (count: Int) in String(repeating: "a", count: count) }
        XCTAssertEqual(failure(uploading: Data((a(63) + thumb).utf8)), unregisteredUpload("\"\(a(63) + thumb)\""))
        XCTAssertEqual(
            failure(uploading: Data((a(64) + thumb).utf8)), unregisteredUpload("\"\(a(64))\"… (72 bytes)"))
        XCTAssertEqual(
            failure(uploading: Data((a(63) + thumb + "b").utf8)),
            unregisteredUpload("\"\(a(63) + thumb)\"… (72 bytes)"))
        // Characters escaped in the literal count once each.
        let quotes = { (count: Int) in String(repeating: "\"", count: count) }
        let escaped = { (count: Int) in String(repeating: #"\""#, count: count) }
        XCTAssertEqual(failure(uploading: Data(quotes(64).utf8)), unregisteredUpload("\"\(escaped(64))\""))
        XCTAssertEqual(
            failure(uploading: Data(quotes(65).utf8)), unregisteredUpload("\"\(escaped(64))\"… (65 bytes)"))
    }

    /// The same cut for `[UInt8]` text, in a spy's description; binary payloads are cut after
    /// ``ArgumentDescription/shownBytes`` (16) bytes.
    func testTheCutsOfBytesAndOfBinaryAtTheirLimits() {
        let mock = UploaderMock()
        let sent = spyCalls(of: &mock.sendAction)
        let a = { (count: Int) in String(repeating: "a", count: count) }
        for count in [63, 64, 65] { mock.send(Array(a(count).utf8)) }
        for count in [15, 16, 17] { mock.send([UInt8](0..<UInt8(count))) }
        let hex = { (count: Int) in (0..<count).map { String(format: "%02x", $0) }.joined(separator: " ") }
        XCTAssertEqual(
            String(reflecting: sent),
            "ArgRecords([\"\(a(63))\", \"\(a(64))\", \"\(a(64))\"… (65 bytes), <\(hex(15))>, <\(hex(16))>, "
                + "<\(hex(16)) … (17 bytes)>])")
    }

    /// Only payloads are cut: a long `String` or array argument is written whole, as Swift prints it.
    func testOtherLongValuesAreNotCut() {
        let text = String(repeating: "a", count: 65)
        XCTAssertEqual(ArgumentDescription.describe(text), "\"\(text)\"")
        let numbers = [Int](repeating: 7, count: 65)
        XCTAssertEqual(
            ArgumentDescription.describe(numbers), "[" + Array(repeating: "7", count: 65).joined(separator: ", ") + "]")
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
