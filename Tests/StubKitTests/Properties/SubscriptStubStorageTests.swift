import XCTest

@testable import StubKit

/// A collection mock whose `count` and iteration agree with its subscript.
final class HeadersMock {
    var subscriptStub = SubscriptStub<String, String?>()
    subscript(name: String) -> String? {
        get { subscriptStub.get(name) }
        set { subscriptStub.set((name, newValue)) }
    }
    var count: Int { subscriptStub.count }
    var names: [String] { subscriptStub.keys }
}

final class SubscriptStubStorageTests: XCTestCase {
    func testKeysValuesAndCountFollowWhatWasSet() {
        let headers = HeadersMock()
        headers["Accept"] = "json"
        headers["Host"] = "example.com"
        headers["Accept"] = "xml"
        headers["Trace"] = "1"
        XCTAssertEqual(headers.count, 3)
        XCTAssertEqual(headers.names, ["Accept", "Host", "Trace"])
        XCTAssertEqual(headers.subscriptStub.values, ["xml", "example.com", "1"])
        XCTAssertEqual(headers["Accept"], "xml")
    }

    func testSettingNilRemovesTheIndex() {
        let headers = HeadersMock()
        headers["Accept"] = "json"
        headers["Host"] = "example.com"
        headers["Trace"] = "1"
        headers["Accept"] = nil
        headers["Missing"] = nil
        XCTAssertEqual(headers.names, ["Host", "Trace"])
        XCTAssertEqual(headers.count, 2)
        XCTAssertEqual(headers["Trace"], "1")
        XCTAssertNil(headers["Accept"])
        headers["Accept"] = "text"
        XCTAssertEqual(headers.names, ["Host", "Trace", "Accept"])
    }

    func testTupleIndices() {
        let grid = SubscriptStub<(Int, Int), Int>()
        grid.set(((0, 1), 5))
        grid.set(((1, 0), 6))
        grid.set(((0, 1), 7))
        XCTAssertEqual(grid.keys.map { [$0.0, $0.1] }, [[0, 1], [1, 0]])
        XCTAssertEqual(grid.values, [7, 6])
        XCTAssertEqual(grid.get((1, 1)), 0)
    }
}
