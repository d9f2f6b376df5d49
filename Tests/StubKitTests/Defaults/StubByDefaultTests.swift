import XCTest

@testable import StubKit

/// `stub(of:byDefault:)`: a fresh value per unanswered call, the action's type inferred.
final class FactoryMock: @unchecked Sendable {
    final class Thing {
        let id: Int
        init(id: Int) { self.id = id }
    }

    let made = SeqLocked(0)
    lazy var makeAction = stub(
        of: make,
        byDefault: { [made] id in
            made.withLock { $0 += 1 }
            return Thing(id: id)
        })
    func make(_ id: Int) -> Thing { makeAction(id) }

    lazy var parseAction = stub(of: parse, byDefault: { text in text.count })
    func parse(_ text: String) throws -> Int { try parseAction(text) }

    lazy var fetchAction = stub(of: fetch, byDefault: { id in id * 2 })
    func fetch(_ id: Int) async -> Int { await fetchAction(id) }

    lazy var loadAction = stub(of: load, byDefault: { id in "page \(id)" })
    func load(_ id: Int) async throws -> String { try await loadAction(id) }
}

final class StubByDefaultTests: XCTestCase {
    func testEachUnansweredCallGetsAFreshValue() {
        let mock = FactoryMock()
        let first = mock.make(1)
        let second = mock.make(1)
        XCTAssertFalse(first === second)
        XCTAssertEqual([first.id, second.id], [1, 1])
    }

    func testAnAnsweredCallDoesNotRunTheDefault() {
        let mock = FactoryMock()
        let shared = FactoryMock.Thing(id: 0)
        setupStubSequence(of: &mock.makeAction).returnsOnce(shared)
        XCTAssertTrue(mock.make(5) === shared)
        XCTAssertEqual(mock.made.withLock { $0 }, 0)
        XCTAssertEqual(mock.make(6).id, 6)
        XCTAssertEqual(mock.made.withLock { $0 }, 1)
    }

    func testThrowingAndAsyncShapes() async throws {
        let mock = FactoryMock()
        XCTAssertEqual(try mock.parse("abc"), 3)
        let fetched = await mock.fetch(4)
        XCTAssertEqual(fetched, 8)
        let loaded = try await mock.load(2)
        XCTAssertEqual(loaded, "page 2")
        setupStubSequence(of: &mock.parseAction).throwsOnce(SeqParseError.empty)
        XCTAssertThrowsError(try mock.parse("abc"))
    }
}
