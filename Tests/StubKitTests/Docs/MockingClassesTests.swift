import Testing
import XCTest

@testable import StubKit

// The swift blocks of MockingClasses.md, run. MigrationGuideTablesTests checks that the guide's
// blocks are here, line by line.

enum PrinterError: Error { case offline }

class ReceiptPrinter {
    let header: String
    var copies = 1
    init(header: String) { self.header = header }

    func format(_ total: Int) -> String { "\(header): \(total)" }
    func send(_ text: String) throws { throw PrinterError.offline }  // the real one prints
    final func cut() {}

    /// The class calling one of its own members: the mock's action answers it.
    func receipt(_ total: Int) -> String { format(total) + " x\(copies)" }
}

final class ReceiptPrinterMock: ReceiptPrinter {
    // The class's implementation, for the actions and answers below: `super` is reachable only
    // from a member, not from a property's initial value.
    func superFormat(_ total: Int) -> String { super.format(total) }

    // Answers as the class does until a test sets it up.
    lazy var formatAction: (Int) -> String = byDefault { [unowned self] in self.superFormat($0) }
    override func format(_ total: Int) -> String { formatAction(total) }

    // Does nothing until a test sets it up: the class's `send` would print.
    lazy var sendAction = stub(of: send)
    override func send(_ text: String) throws { try sendAction(text) }

    // A stored property of the class becomes a computed override over a PropertyStub.
    var copiesStub = PropertyStub<Int>(1)
    override var copies: Int {
        get { copiesStub.get(()) }
        set { copiesStub.set(newValue) }
    }
}

final class MockingClassesTests: XCTestCase {
    func testTheMockAnswersItsSetupsAndFallsBackToTheClass() throws {
        let printer = ReceiptPrinterMock(header: "Shop")
        setupStubSequence(of: &printer.formatAction).when(0).returns("Shop: free")
        let sent = spyCalls(of: &printer.sendAction)

        XCTAssertEqual(printer.format(0), "Shop: free")  // the setup
        XCTAssertEqual(printer.format(12), "Shop: 12")  // the class's implementation
        try printer.send("Shop: 12")  // recorded, not printed
        XCTAssertEqual(sent, ["Shop: 12"])
        printer.copies = 2
        XCTAssertEqual(printer.copies, 2)

        setupStubSequence(of: &printer.formatAction).answersOnce { [unowned printer] total in
            printer.superFormat(total).uppercased()
        }
        XCTAssertEqual(printer.format(3), "SHOP: 3")
        XCTAssertEqual(printer.format(3), "Shop: 3")
    }

    func testTheClassesOwnCallsReachTheMocksActions() {
        let printer = ReceiptPrinterMock(header: "Shop")
        setupStubSequence(of: &printer.formatAction).when(5).returns("five")
        setupStubSequence(of: &printer.copiesStub.get).returns(3)
        XCTAssertEqual(printer.receipt(5), "five x3")
        XCTAssertEqual(printer.receipt(6), "Shop: 6 x3")
    }

    func testTheClassAloneStillThrowsWhereTheMockRecords() {
        // Without the mock, `send` is the class's: the test above really replaced it.
        XCTAssertThrowsError(try ReceiptPrinter(header: "Shop").send("x"))
        XCTAssertNoThrow(try ReceiptPrinterMock(header: "Shop").send("x"))
    }

    func testAStrictActionFailsACallNoSetupAnswers() {
        let printer = ReceiptPrinterMock(header: "Shop")
        printer.sendAction = strictStub(name: "sendAction")
        let failures = recordingFailures { try? printer.send("x") }
        XCTAssertEqual(
            failures.map(\.message), [Messages.unregisteredStrictStub(name: "sendAction", arguments: "\"x\"")])
    }
}

// The guide's "Isolation" item: a subclass keeps the class's isolation and its `@unchecked Sendable`.

@MainActor class Banner {
    func show(_ text: String) -> Bool { true }
}

@MainActor final class BannerMock: Banner {
    lazy var showAction = stub(of: show)
    override func show(_ text: String) -> Bool { showAction(text) }
}

class Ticker: @unchecked Sendable {
    func tick() -> Int { 1 }
}

final class TickerMock: Ticker, @unchecked Sendable {
    lazy var tickAction = stub(of: tick)
    override func tick() -> Int { tickAction(()) }
}

@Suite struct MockingClassesIsolationTests {
    @MainActor @Test func aMainActorClassesMockHasMainActorActions() {
        let banner = BannerMock()
        let action: @MainActor (String) -> Bool = banner.showAction
        _ = action
        setupStubSequence(of: &banner.showAction).when("sale").returns(true)
        #expect(banner.show("sale"))
        #expect(!banner.show("other"))
    }

    @Test func anUncheckedSendableClassesMockCrossesTasks() async {
        let ticker = TickerMock()
        setupStub(of: &ticker.tickAction, return: 7)
        let ticks = await Task.detached { ticker.tick() }.value
        #expect(ticks == 7)
    }
}
