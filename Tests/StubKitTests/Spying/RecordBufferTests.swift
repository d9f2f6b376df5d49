import XCTest

@testable import StubKit

final class RecordBufferTests: XCTestCase {
    private final class Token {}

    func testElementsKeepTheirOrderAcrossGrowth() {
        let buffer = RecordBuffer<String>(["a", "b"])
        for index in 0..<1_000 { buffer.append("element \(index) with a heap-allocated payload") }
        XCTAssertEqual(buffer.recordedCount, 1_002)
        XCTAssertEqual(buffer.element(at: 0), "a")
        XCTAssertEqual(buffer.element(at: 1), "b")
        XCTAssertEqual(buffer.element(at: 501), "element 499 with a heap-allocated payload")
        XCTAssertEqual(buffer.last, "element 999 with a heap-allocated payload")
        XCTAssertEqual(buffer.elements.count, 1_002)
        XCTAssertEqual(buffer.elements.suffix(1), ["element 999 with a heap-allocated payload"])
    }

    func testOutOfRangeReadsGiveNil() {
        let buffer = RecordBuffer<Int>()
        XCTAssertNil(buffer.element(at: 0))
        XCTAssertNil(buffer.last)
        XCTAssertEqual(buffer.elements, [])
        buffer.append(7)
        XCTAssertNil(buffer.element(at: -1))
        XCTAssertNil(buffer.element(at: 1))
        XCTAssertEqual(buffer.element(at: 0), 7)
    }

    func testRemoveAllReleasesTheElementsAndRecordingGoesOn() {
        let buffer = RecordBuffer<Token>()
        weak var first: Token?
        do {
            let token = Token()
            first = token
            buffer.append(token)
        }
        XCTAssertNotNil(first)
        buffer.removeAll()
        XCTAssertNil(first, "removeAll releases what was recorded")
        XCTAssertEqual(buffer.recordedCount, 0)
        buffer.append(Token())
        XCTAssertEqual(buffer.recordedCount, 1)
    }

    func testDetachReleasesTheElementsAndStopsRecording() {
        let buffer = RecordBuffer<Token>()
        weak var recorded: Token?
        do {
            let token = Token()
            recorded = token
            buffer.append(token)
        }
        buffer.detach()
        XCTAssertNil(recorded)
        buffer.append(Token())
        XCTAssertEqual(buffer.recordedCount, 0)
    }

    func testReleasingTheBufferReleasesItsElements() {
        weak var recorded: Token?
        do {
            let buffer = RecordBuffer<Token>()
            for _ in 0..<40 { buffer.append(Token()) }
            let token = Token()
            recorded = token
            buffer.append(token)
        }
        XCTAssertNil(recorded)
    }
}
