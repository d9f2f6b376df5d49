import StubKit
import XCTest

private protocol Database {
    func addUser(name: String) -> Bool
    func addAccount(givenName: String, lastName: String) -> Int
    func save(_ id: Int) throws -> Bool
    func load() async throws -> String
}

private final class DatabaseMock: Database {
    lazy var addUserAction = stub(of: addUser)
    func addUser(name: String) -> Bool { addUserAction(name) }
    lazy var addAccountAction = stub(of: addAccount)
    func addAccount(givenName: String, lastName: String) -> Int { addAccountAction((givenName, lastName)) }
    lazy var saveAction = strictStub(of: save)
    func save(_ id: Int) throws -> Bool { try saveAction(id) }
    lazy var loadAction = stub(of: load)
    func load() async throws -> String { try await loadAction(()) }
}

final class SmokeTests: XCTestCase {
    func testDocumentedSelectiveSetup() {
        let db = DatabaseMock()
        setupStubSequence(of: &db.addAccountAction).whenFirst("Tom").returns(1)
        setupStubSequence(of: &db.addAccountAction).whenSecond("Derk").returns(10)
        setupStubSequence(of: &db.addAccountAction).whenFirst("Tom").whenSecond("Derk").returns(100)
        XCTAssertEqual(db.addAccount(givenName: "Tom", lastName: "Kerk"), 1)
        XCTAssertEqual(db.addAccount(givenName: "Ole", lastName: "Derk"), 10)
        XCTAssertEqual(db.addAccount(givenName: "Ole", lastName: "De"), 0)
        XCTAssertEqual(db.addAccount(givenName: "Tom", lastName: "Derk"), 100)
    }

    func testStrictStubSetUpBySequenceDoesNotFail() throws {
        let db = DatabaseMock()
        setupStub(of: &db.saveAction, return: true)
        XCTAssertTrue(try db.save(1))
    }

    func testAsync() async throws {
        let db = DatabaseMock()
        setupStubSequence(of: &db.loadAction).returnsOnce("a").throws(URLError(.badURL))
        let first = try await db.load()
        XCTAssertEqual(first, "a")
        do {
            _ = try await db.load()
            XCTFail("expected throw")
        } catch {}
    }
}
