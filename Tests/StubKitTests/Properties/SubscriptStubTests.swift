import XCTest

@testable import StubKit

private protocol Grid {
    subscript(key: String) -> Int { get set }
    subscript(row: Int, column: Int) -> Double { get set }
    subscript(x: Int, y: Int, z: Int) -> String { get set }
    subscript(account id: Int) -> Account { get set }
    subscript(label index: Int) -> String { get }
}

private final class GridMock: Grid {
    var keySubscript = SubscriptStub<String, Int>()
    subscript(key: String) -> Int {
        get { keySubscript.get(key) }
        set { keySubscript.set((key, newValue)) }
    }
    var cellSubscript = SubscriptStub<(Int, Int), Double>()
    subscript(row: Int, column: Int) -> Double {
        get { cellSubscript.get((row, column)) }
        set { cellSubscript.set(((row, column), newValue)) }
    }
    var pointSubscript = SubscriptStub<(Int, Int, Int), String>("origin")
    subscript(x: Int, y: Int, z: Int) -> String {
        get { pointSubscript.get((x, y, z)) }
        set { pointSubscript.set(((x, y, z), newValue)) }
    }
    var accountSubscript = SubscriptStub<Int, Account>(Account(id: 0))
    subscript(account id: Int) -> Account {
        get { accountSubscript.get(id) }
        set { accountSubscript.set((id, newValue)) }
    }
    var labelAction: (Int) -> String = stub()
    subscript(label index: Int) -> String { labelAction(index) }
}

final class SubscriptStubTests: XCTestCase {
    func testASetValueIsReturnedForAnEqualIndexOnly() {
        let grid = GridMock()
        XCTAssertEqual(grid["a"], 0)
        grid["a"] = 1
        grid["b"] = 2
        XCTAssertEqual(grid["a"], 1)
        XCTAssertEqual(grid["b"], 2)
        XCTAssertEqual(grid["c"], 0)
        grid["a"] += 10
        XCTAssertEqual(grid["a"], 11)
    }

    /// Both indices make the key: a value set at `(1, 2)` is not the value at `(1, 3)`, nor at `(2, 2)`.
    func testEveryIndexOfATwoIndexSubscriptIsPartOfTheKey() {
        let grid = GridMock()
        grid[1, 2] = 0.5
        XCTAssertEqual(grid[1, 3], 0)
        XCTAssertEqual(grid[2, 2], 0)
        XCTAssertEqual(grid[1, 2], 0.5)
        grid[1, 2, 3] = "here"
        XCTAssertEqual(grid[1, 2, 4], "origin")
        XCTAssertEqual(grid[1, 3, 3], "origin")
    }

    func testTupleIndicesCompareElementByElement() {
        let grid = GridMock()
        grid[1, 2] = 0.5
        XCTAssertEqual(grid[1, 2], 0.5)
        XCTAssertEqual(grid[2, 1], 0)
        grid[1, 2, 3] = "here"
        XCTAssertEqual(grid[1, 2, 3], "here")
        XCTAssertEqual(grid[3, 2, 1], "origin")
    }

    func testTheValueGivenAtTheDeclarationIsReturnedForIndicesNeverSet() {
        let grid = GridMock()
        XCTAssertEqual(grid[account: 4], Account(id: 0))
        grid[account: 4] = Account(id: 4)
        XCTAssertEqual(grid[account: 4], Account(id: 4))
    }

    func testSetupsMatchOnTheIndexAsOnArguments() {
        let grid = GridMock()
        grid["other"] = 5
        setupStubSequence(of: &grid.keySubscript.get).when("answer").returns(42)
        setupStubSequence(of: &grid.cellSubscript.get).whenFirst(0).returns(9)
        XCTAssertEqual(grid["answer"], 42)
        XCTAssertEqual(grid["other"], 5)
        XCTAssertEqual(grid[0, 7], 9)
        XCTAssertEqual(grid[1, 7], 0)
    }

    func testSpiesRecordTheIndexAndTheValueSet() {
        let grid = GridMock()
        let writes = spyCalls(of: &grid.cellSubscript.set)
        let reads = spyCalls(of: &grid.keySubscript.get)
        grid[1, 2] = 3
        _ = grid["x"]
        XCTAssertEqual(writes.count, 1)
        XCTAssertEqual(writes[0]?.0.0, 1)
        XCTAssertEqual(writes[0]?.0.1, 2)
        XCTAssertEqual(writes[0]?.1, 3)
        XCTAssertEqual(reads, ["x"])
    }

    func testAGetOnlySubscriptIsAnActionOfItsIndex() {
        let grid = GridMock()
        XCTAssertEqual(grid[label: 1], "")
        setupStubSequence(of: &grid.labelAction).when(1).returns("one")
        XCTAssertEqual(grid[label: 1], "one")
    }

    func testAnUnmetExpectationOnASubscriptSetterNamesTheCallsReceived() {
        let grid = GridMock()
        let setupLine: UInt = #line + 1
        let write = setupStubSequence(of: &grid.keySubscript.set).whenFirst("a").expect(.once)
        grid["b"] = 1
        let failures = recordingFailures { SKTVerify(write) }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "StubKitTests/SubscriptStubTests.swift:\(setupLine)", conditions: #"whenFirst("a")"#,
                    failure: Messages.unmetExpectations(
                        "once", count: 0, calls: #"("b", 1)"#, nearestMiss: #"whenFirst("a") waited for "a", got "b""#))
            ])
    }
}
