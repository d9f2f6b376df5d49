import Foundation
import XCTest

@testable import StubKit

// Every StubKit spelling of MigratingFromMockable.md, run: one test per table row, named after
// it, then the guide's before-and-after suite. MigrationGuideTablesTests checks that the guide's
// snippets are here, verbatim.

enum InventoryError: Error, Equatable {
    case offline
}

protocol InventoryService {
    var lastSync: Date? { get }
    var region: String { get set }
    func stock(of sku: String) async throws -> Int
    func reserve(_ sku: String, quantity: Int) throws -> Bool
    func release(_ sku: String)
    func restock(_ sku: String, quantity: Int) async throws
    func move(_ sku: String, from: String, to: String) throws
}

final class InventoryServiceMock: InventoryService {
    var lastSyncAction: (()) -> Date? = { _ in .defaultValue }
    var lastSync: Date? { lastSyncAction(()) }

    var regionStub = PropertyStub<String>()
    var region: String {
        get { regionStub.get(()) }
        set { regionStub.set(newValue) }
    }

    var stockAction: (String) async throws -> Int = { _ in .defaultValue }
    func stock(of sku: String) async throws -> Int { try await stockAction(sku) }

    var reserveAction: ((String, Int)) throws -> Bool = { _ in .defaultValue }
    func reserve(_ sku: String, quantity: Int) throws -> Bool { try reserveAction((sku, quantity)) }

    var releaseAction: (String) -> Void = { _ in }
    func release(_ sku: String) { releaseAction(sku) }

    var restockAction: ((String, Int)) async throws -> Void = { _ in }
    func restock(_ sku: String, quantity: Int) async throws { try await restockAction((sku, quantity)) }

    var moveAction: ((String, String, String)) throws -> Void = { _ in }
    func move(_ sku: String, from: String, to: String) throws { try moveAction((sku, from, to)) }
}

// The calledEventually row calls the mock from another task; configure it before sharing it.
extension InventoryServiceMock: @unchecked Sendable {}

/// Mockable's strict mock, every requirement at once: a mock written by hand that adopts StrictMock.
final class StrictInventoryServiceMock: InventoryService, StrictMock {
    lazy var lastSyncAction: (()) -> Date? = stub()
    var lastSync: Date? { lastSyncAction(()) }

    var regionStub = PropertyStub<String>(strict: "regionStub")
    var region: String {
        get { regionStub.get(()) }
        set { regionStub.set(newValue) }
    }

    lazy var stockAction = stub(of: stock)
    func stock(of sku: String) async throws -> Int { try await stockAction(sku) }

    lazy var reserveAction = stub(of: reserve)
    func reserve(_ sku: String, quantity: Int) throws -> Bool { try reserveAction((sku, quantity)) }

    lazy var releaseAction = stub(of: release)
    func release(_ sku: String) { releaseAction(sku) }

    lazy var restockAction = stub(of: restock)
    func restock(_ sku: String, quantity: Int) async throws { try await restockAction((sku, quantity)) }

    lazy var moveAction = stub(of: move)
    func move(_ sku: String, from: String, to: String) throws { try moveAction((sku, from, to)) }
}

final class MigratingFromMockableTests: XCTestCase {
    private let file = "StubKitTests/MigratingFromMockableTests.swift"
    let mock = InventoryServiceMock()

    // given(mock).stock(of: .any).willReturn(5)
    func testWillReturnForAnyArgument() async throws {
        setupStub(of: &mock.stockAction, return: 5)
        let first = try await mock.stock(of: "A1")
        let second = try await mock.stock(of: "B2")
        XCTAssertEqual([first, second], [5, 5])
    }

    // given(mock).stock(of: .value("A1")).willReturn(5)
    func testWillReturnForOneValue() async throws {
        setupStubSequence(of: &mock.stockAction).when("A1").returns(5)
        let matched = try await mock.stock(of: "A1")
        let other = try await mock.stock(of: "B2")
        XCTAssertEqual([matched, other], [5, 0])
    }

    // .matching { ... }
    func testMatchingIsAPredicate() async throws {
        setupStubSequence(of: &mock.stockAction).when { $0.hasPrefix("A") }.returns(7)
        let matched = try await mock.stock(of: "A9")
        let other = try await mock.stock(of: "B2")
        XCTAssertEqual([matched, other], [7, 0])
    }

    // Two parameters: reserve(.value("A1"), quantity: .any)
    func testOneParameterOfTwo() throws {
        setupStubSequence(of: &mock.reserveAction).whenFirst("A1").returns(true)
        XCTAssertTrue(try mock.reserve("A1", quantity: 3))
        XCTAssertFalse(try mock.reserve("B2", quantity: 3))
    }

    // willThrow(error)
    func testWillThrow() async {
        setupStub(of: &mock.stockAction, throw: InventoryError.offline)
        do {
            _ = try await mock.stock(of: "A1")
            XCTFail("expected a throw")
        } catch {
            XCTAssertEqual(error as? InventoryError, .offline)
        }
    }

    // willThrow(...) then willReturn(...): used in order, the last one kept
    func testReturnValuesInOrderTheLastKept() async throws {
        setupStubSequence(of: &mock.stockAction).throwsOnce(InventoryError.offline).returns(5)
        await assertThrowsAsync { try await self.mock.stock(of: "A1") }
        let second = try await mock.stock(of: "A1")
        let third = try await mock.stock(of: "A1")
        XCTAssertEqual([second, third], [5, 5])
    }

    // willProduce { sku in ... }
    func testWillProduceIsAnAnswer() async throws {
        setupStubSequence(of: &mock.stockAction).answers { sku in sku.count }
        let answer = try await mock.stock(of: "ABCD")
        XCTAssertEqual(answer, 4)
    }

    // when(mock).release(.any).perform { ... }
    func testPerformIsACallback() {
        var released: [String] = []
        setupStubSequence(of: &mock.releaseAction).callback { released.append($0) }
        mock.release("A1")
        XCTAssertEqual(released, ["A1"])
    }

    // verify(mock).reserve(.value("A1"), quantity: .any).called(.once)
    func testCalledOnce() throws {
        let reserved = setupStubSequence(of: &mock.reserveAction).whenFirst("A1").expect(.once)
        let line = #line - 1
        _ = try mock.reserve("A1", quantity: 2)
        XCTAssertTrue(recordingFailures { SKTVerify(reserved) }.isEmpty)

        _ = try mock.reserve("A1", quantity: 1)
        let failures = recordingFailures { SKTVerify(reserved) }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "\(file):\(line)", conditions: "whenFirst(\"A1\")",
                    failure: Messages.unmetExpectations("once", count: 2, calls: "(\"A1\", 2), (\"A1\", 1)"))
            ])
    }

    // .called(.never), .called(3), .called(.atLeastOnce), .called(.moreOrEqual(to: 2)), .called(.from(1, to: 3))
    func testTheOtherCounts() {
        let never = setupStubSequence(of: &mock.releaseAction).when("B2").expect(.never)
        let three = setupStubSequence(of: &mock.releaseAction).expect(.times(3))
        let some = setupStubSequence(of: &mock.releaseAction).expect(.atLeastOnce)
        let twoOrMore = setupStubSequence(of: &mock.releaseAction).expect(.atLeastTimes(2))
        let oneToThree = setupStubSequence(of: &mock.releaseAction).expect(.atLeastTimes(1)).expect(.noMoreThan(3))
        mock.release("A1")
        mock.release("A1")
        mock.release("A1")
        for sequence in [never, three, some, twoOrMore, oneToThree] {
            XCTAssertTrue(recordingFailures { SKTVerify(sequence) }.isEmpty)
        }

        mock.release("B2")
        let failures = recordingFailures { SKTVerify(never) }
        XCTAssertEqual(failures.count, 1)
        let calls = #""A1", "A1", "A1", "B2""#
        XCTAssertTrue(failures[0].message.hasSuffix(Messages.unmetExpectations("never", count: 1, calls: calls)))
        XCTAssertEqual(recordingFailures { SKTVerify(three) }.count, 1)
    }

    // .calledEventually(.once)
    func testCalledEventually() async {
        let released = setupStubSequence(of: &mock.releaseAction).expect(.once)
        let mock = self.mock
        let task = Task { mock.release("A1") }
        await SKTVerify(released, timeout: .seconds(5))
        await task.value
    }

    // Relaxed mode, MockInventoryService(policy: .relaxed): StubKit's default
    func testRelaxedIsTheDefault() async throws {
        let stock = try await mock.stock(of: "A1")
        XCTAssertEqual(stock, 0)
        XCTAssertFalse(try mock.reserve("A1", quantity: 1))
    }

    // Mockable's strict default: a call without a given fails
    func testStrictIsAStrictStub() {
        let strict = InventoryServiceMock()
        strict.reserveAction = strictStub(name: "reserveAction")
        let failures = recordingFailures { _ = try? strict.reserve("A1", quantity: 1) }
        XCTAssertEqual(
            failures.map(\.message), [Messages.unregisteredStrictStub(name: "reserveAction", arguments: "(\"A1\", 1)")])
    }

    // Mockable's strict mock, every method at once: a mock written by hand that adopts StrictMock
    func testAWholeMockStrictByHand() async throws {
        let strict = StrictInventoryServiceMock()
        let failures = await recordingFailures {
            await assertThrowsAsync { try await strict.stock(of: "A1") }
            strict.release("A1")
            _ = strict.lastSync
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.unregisteredStrictStub(name: "stockAction", arguments: "\"A1\""),
                Messages.unregisteredStrictStub(name: "releaseAction", arguments: "\"A1\""),
                Messages.unregisteredStrictStub(name: "lastSyncAction", arguments: "()"),
            ])

        setupStub(of: &strict.stockAction, return: 5)
        strict.releaseAction = registerStub()
        var stock = 0
        let allowed = try await recordingFailures {
            stock = try await strict.stock(of: "A1")
            strict.release("A1")
        }
        XCTAssertEqual(allowed, [])
        XCTAssertEqual(stock, 5)
    }

    // willProduce { ... } keeping state across calls: the answer closure owns it
    func testAnAnswerKeepingStateAcrossCalls() throws {
        var left = 3
        setupStubSequence(of: &mock.reserveAction).answers { _, quantity in
            left -= quantity
            return left >= 0
        }
        XCTAssertEqual(
            try [mock.reserve("A1", quantity: 2), mock.reserve("A1", quantity: 1), mock.reserve("A1", quantity: 1)],
            [true, true, false])
        XCTAssertEqual(left, -1)
    }

    // Mockable's strict mock on a Void requirement: a call without a given fails; registerStub() allows it
    func testAStrictVoidRequirement() throws {
        let strict = InventoryServiceMock()
        strict.releaseAction = strictStub(name: "releaseAction")
        let failures = recordingFailures { strict.release("A1") }
        XCTAssertEqual(
            failures.map(\.message), [Messages.unregisteredStrictStub(name: "releaseAction", arguments: "\"A1\"")])

        strict.releaseAction = registerStub()
        XCTAssertTrue(recordingFailures { strict.release("A1") }.isEmpty)

        strict.reserveAction = strictStub(name: "reserveAction")
        strict.reserveAction = registerStub(alwaysReturn: true)
        XCTAssertTrue(try recordingFailures { XCTAssertTrue(try strict.reserve("A1", quantity: 1)) }.isEmpty)
    }

    // verify with three matchers: every argument, one of them, or a predicate naming them
    func testThreeMatchers() throws {
        let exact = setupStubSequence(of: &mock.moveAction).when("A1", "North", "South").expect(.once)
        let toSouth = setupStubSequence(of: &mock.moveAction).whenThird("South").expect(.times(2))
        let toA = setupStubSequence(of: &mock.moveAction).when { sku, _, to in sku.hasPrefix("A") && to == "South" }
        toA.expect(.once)
        try mock.move("A1", from: "North", to: "South")
        try mock.move("B2", from: "East", to: "South")
        try mock.move("A1", from: "North", to: "West")
        for sequence in [exact, toSouth, toA] {
            XCTAssertTrue(recordingFailures { SKTVerify(sequence) }.isEmpty)
        }
        try mock.move("A1", from: "East", to: "South")
        XCTAssertTrue(recordingFailures { SKTVerify(exact) }.isEmpty)
        XCTAssertEqual(recordingFailures { SKTVerify(toSouth) }.count, 1)
        XCTAssertEqual(recordingFailures { SKTVerify(toA) }.count, 1)
    }

    // reserve(.value("A1"), quantity: .value(2)): every argument at once
    func testEveryArgumentAtOnce() throws {
        setupStubSequence(of: &mock.reserveAction).when("A1", 2).returns(true)
        XCTAssertTrue(try mock.reserve("A1", quantity: 2))
        XCTAssertFalse(try mock.reserve("A1", quantity: 3))
        XCTAssertFalse(try mock.reserve("B2", quantity: 2))
    }

    // reserve(.any, quantity: .matching { $0 > 5 }): a predicate may name the tuple's elements
    func testAPredicateNamesTheParameters() throws {
        setupStub(of: &mock.reserveAction, return: true)
        setupStubSequence(of: &mock.reserveAction).when { sku, quantity in quantity > 5 }.returns(false)
        XCTAssertTrue(try mock.reserve("A1", quantity: 5))
        XCTAssertFalse(try mock.reserve("A1", quantity: 6))
    }

    // given(mock).stock(of: .value("Z9")).willThrow(...): every call with that argument throws
    func testWillThrowForOneValue() async throws {
        setupStubSequence(of: &mock.stockAction).when("Z9").throws(InventoryError.offline)
        for _ in 0..<2 {
            do {
                _ = try await mock.stock(of: "Z9")
                XCTFail("expected a throw")
            } catch {
                XCTAssertEqual(error as? InventoryError, .offline)
            }
        }
        let other = try await mock.stock(of: "A1")
        XCTAssertEqual(other, 0)
    }

    // when(mock).stock(of: .any).perform { ... } beside given(mock).stock(of: .any).willReturn(5)
    func testPerformBesideWillReturn() async throws {
        var asked: [String] = []
        setupStubSequence(of: &mock.stockAction).callback { asked.append($0) }.returns(5)
        let answer = try await mock.stock(of: "A1")
        XCTAssertEqual(answer, 5)
        XCTAssertEqual(asked, ["A1"])
    }

    // A newer sequence with only a callback or an expectation changes no answer
    func testASequenceWithoutAnAnswerChangesNoResult() async throws {
        var asked: [String] = []
        setupStub(of: &mock.stockAction, return: 5)
        setupStubSequence(of: &mock.stockAction).callback { asked.append($0) }
        let counted = setupStubSequence(of: &mock.stockAction).expect(.once)
        let answer = try await mock.stock(of: "A1")
        XCTAssertEqual(answer, 5)
        XCTAssertEqual(asked, ["A1"])
        XCTAssertTrue(recordingFailures { SKTVerify(counted) }.isEmpty)
    }

    // given(mock).stock(of: .value("A1")).willReturn(0).stock(of: .any).willReturn(4): reversed
    func testTheGeneralAnswerFirstThenTheSpecific() async throws {
        setupStub(of: &mock.stockAction, return: 4)
        setupStubSequence(of: &mock.stockAction).when("A1").returns(0)
        let first = try await mock.stock(of: "A1")
        let second = try await mock.stock(of: "A1")
        let other = try await mock.stock(of: "B2")
        XCTAssertEqual([first, second, other], [0, 0, 4])

        // Left in Mockable's order, the general answer is the newer one and hides the specific one.
        let unreversed = InventoryServiceMock()
        setupStubSequence(of: &unreversed.stockAction).when("A1").returns(0)
        setupStub(of: &unreversed.stockAction, return: 4)
        let hidden = try await unreversed.stock(of: "A1")
        XCTAssertEqual(hidden, 4)

        // Mockable uses the specific clause up; returnsOnce does the same.
        let once = InventoryServiceMock()
        setupStub(of: &once.stockAction, return: 4)
        setupStubSequence(of: &once.stockAction).when("A1").returnsOnce(0)
        let onceFirst = try await once.stock(of: "A1")
        let onceSecond = try await once.stock(of: "A1")
        XCTAssertEqual([onceFirst, onceSecond], [0, 4])
    }

    // given(mock).lastSync.willReturn(date), verify(mock).lastSync.called(.never)
    func testAGetOnlyPropertyIsAnAction() {
        let date = Date(timeIntervalSince1970: 1_000)
        XCTAssertNil(mock.lastSync)
        setupStub(of: &mock.lastSyncAction, return: date)
        XCTAssertEqual(mock.lastSync, date)

        let never = setupStubSequence(of: &mock.lastSyncAction).expect(.never)
        XCTAssertTrue(recordingFailures { SKTVerify(never) }.isEmpty)
        _ = mock.lastSync
        XCTAssertEqual(recordingFailures { SKTVerify(never) }.count, 1)
    }

    // given(mock).region.willReturn("EU"): a get/set property keeps what is set, or answers a setup
    func testAGetSetPropertyKeepsItsValue() {
        mock.region = "EU"
        XCTAssertEqual(mock.region, "EU")
        mock.region = "US"
        setupStubSequence(of: &mock.regionStub.get).returns("EU")
        XCTAssertEqual(mock.region, "EU")
    }

    // verify(mock).region(newValue: .value("EU")).setCalled(.once), getCalled(2), performOnSet { ... }
    func testAPropertysGetterAndSetterAreActions() {
        var regions: [String] = []
        let setOnce = setupStubSequence(of: &mock.regionStub.set).when("EU").expect(.once)
        setupStubSequence(of: &mock.regionStub.set).callback { regions.append($0) }
        let readTwice = setupStubSequence(of: &mock.regionStub.get).expect(.times(2))
        mock.region = "EU"
        mock.region = "US"
        XCTAssertEqual(mock.region, "US")
        XCTAssertEqual(mock.region, "US")
        XCTAssertEqual(regions, ["EU", "US"])
        XCTAssertTrue(recordingFailures { SKTVerify(setOnce) }.isEmpty)
        XCTAssertTrue(recordingFailures { SKTVerify(readTwice) }.isEmpty)
        mock.region = "EU"
        XCTAssertEqual(recordingFailures { SKTVerify(setOnce) }.count, 1)
    }

    // given(...).willReturn(true) with verify(...).called(2): one sequence answers and counts
    func testAnAnswerAndACountOnOneSequence() throws {
        let reserved = setupStubSequence(of: &mock.reserveAction).returns(true).expect(.times(2))
        XCTAssertTrue(try mock.reserve("A1", quantity: 1))
        XCTAssertEqual(recordingFailures { SKTVerify(reserved) }.count, 1)
        XCTAssertTrue(try mock.reserve("B2", quantity: 1))
        XCTAssertTrue(recordingFailures { SKTVerify(reserved) }.isEmpty)
    }

    // extension StockReport: Mocked -> DefaultProvidable, in a Sendable protocol's mock
    func testYourOwnResultTypeHasADefault() async throws {
        let feed: any StockFeed = StockFeedMock()
        let report = try await Task { try await feed.report(for: "A1") }.value
        XCTAssertEqual(report, StockReport(sku: "", count: 0))
    }

    // Without the conformance the generator writes a strict action: an unanswered call fails
    func testWithoutADefaultTheActionIsStrict() async {
        let feed = GeneratedStockFeedMock()
        var thrown: (any Error)?
        let failures = await recordingFailures {
            do { _ = try await feed.report(for: "A1") } catch { thrown = error }
        }
        XCTAssertEqual(
            failures.map(\.message), [Messages.unregisteredStrictStub(name: "reportAction", arguments: "\"A1\"")])
        XCTAssertTrue(thrown is StubKitError)

        setupStubSequence(of: &feed.reportAction).returns(StockReport(sku: "A1", count: 3))
        let answered = try? await feed.report(for: "A1")
        XCTAssertEqual(answered, StockReport(sku: "A1", count: 3))
    }
}

// A result type of the user's own, and a Sendable protocol, as the guide shows them.

struct StockReport: Equatable, Sendable {
    var sku: String
    var count: Int
}

protocol StockFeed: Sendable {
    func report(for sku: String) async throws -> StockReport
}

extension StockReport: DefaultProvidable {
    static var defaultValue: StockReport { StockReport(sku: "", count: 0) }
}

final class StockFeedMock: StockFeed, @unchecked Sendable {
    var reportAction: (String) async throws -> StockReport = { _ in .defaultValue }
    func report(for sku: String) async throws -> StockReport { try await reportAction(sku) }
}

// What the generator writes for `report` when StockReport has no default value.
final class GeneratedStockFeedMock: StockFeed, @unchecked Sendable {
    var reportAction: (String) async throws -> StockReport = strictStub(name: "reportAction")
    func report(for sku: String) async throws -> StockReport { try await reportAction(sku) }
}

func assertThrowsAsync(
    _ body: () async throws -> some Any, file: StaticString = #filePath, line: UInt = #line
) async {
    do {
        _ = try await body()
        XCTFail("expected an error", file: file, line: line)
    } catch {}
}

// The guide's before-and-after: a checkout over the inventory, and its suite.

struct Checkout {
    let inventory: any InventoryService

    func buy(_ sku: String, quantity: Int) async throws -> Bool {
        guard try await inventory.stock(of: sku) >= quantity else { return false }
        return try inventory.reserve(sku, quantity: quantity)
    }

    func cancel(_ sku: String) {
        inventory.release(sku)
    }

    func refill(_ skus: [String]) async throws {
        for sku in skus where try await inventory.stock(of: sku) == 0 {
            try await inventory.restock(sku, quantity: 10)
        }
    }
}

final class CheckoutTests: XCTestCase {
    let inventory = InventoryServiceMock()

    func testBuysWhatIsInStock() async throws {
        setupStub(of: &inventory.stockAction, return: 10)
        let reserved = setupStubSequence(of: &inventory.reserveAction).when("A1", 2).returns(true).expect(.once)

        let bought = try await Checkout(inventory: inventory).buy("A1", quantity: 2)

        XCTAssertTrue(bought)
        SKTVerify(reserved)
    }

    func testReservesNothingWhenStockIsShort() async throws {
        setupStub(of: &inventory.stockAction, return: 1)
        let reserved = setupStubSequence(of: &inventory.reserveAction).expect(.never)

        let bought = try await Checkout(inventory: inventory).buy("A1", quantity: 2)

        XCTAssertFalse(bought)
        SKTVerify(reserved)
    }

    func testAnOfflineInventoryFailsTheBuy() async {
        setupStub(of: &inventory.stockAction, throw: InventoryError.offline)

        do {
            _ = try await Checkout(inventory: inventory).buy("A1", quantity: 2)
            XCTFail("expected InventoryError.offline")
        } catch {
            XCTAssertEqual(error as? InventoryError, .offline)
        }
    }

    func testCancelReleasesTheReservation() {
        let released = spyCalls(of: &inventory.releaseAction)

        Checkout(inventory: inventory).cancel("A1")

        XCTAssertEqual(released, ["A1"])
    }

    func testRefillRestocksOnlyWhatRanOut() async throws {
        setupStubSequence(of: &inventory.stockAction).when("A1").returns(0)
        setupStubSequence(of: &inventory.stockAction).when("B2").returns(4)
        let restocked = spyCalls(of: &inventory.restockAction)

        try await Checkout(inventory: inventory).refill(["A1", "B2"])

        XCTAssertEqual(restocked.map(\.0), ["A1"])
        XCTAssertEqual(restocked.map(\.1), [10])
    }
}

// The guide's first test once the suite verifies at teardown: no `let` and no SKTVerify. It passes
// only if the teardown check finds the expectation met.
final class CheckoutTestsVerifiedAtTearDown: XCTestCase {
    let inventory = InventoryServiceMock()

    override func setUp() {
        super.setUp()
        verifyStubsAtTearDown()
    }

    func testBuysWhatIsInStock() async throws {
        setupStub(of: &inventory.stockAction, return: 10)
        setupStubSequence(of: &inventory.reserveAction).when("A1", 2).returns(true).expect(.once)

        let bought = try await Checkout(inventory: inventory).buy("A1", quantity: 2)

        XCTAssertTrue(bought)
    }
}
