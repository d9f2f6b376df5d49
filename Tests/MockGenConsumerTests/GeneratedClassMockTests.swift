// The generated class mocks (`--class`, Tests/MockGenFixtures/Classes.swift) at work: made with the
// class's own initializers, set up, spied on, falling back to the class through their `super`
// helpers, and reached by the class's own calls of its overridable members.
import StubKit
import Testing

// `@testable`, as the generated file: `Ledger`'s members are internal.
@testable import MockGenFixtures

@Suite struct GeneratedClassMockTests {
    @Test func aMockIsMadeWithTheClassInitializers() {
        #expect(ReceiptPrinterMock(header: "Shop").header == "Shop")
        #expect(ReceiptPrinterMock().header == "Receipt")
        let cache = CacheMock<String, Int>(capacity: 3)
        #expect(cache.value(for: "a") == nil)
    }

    @Test func actionsAreSetUpAndSpiedOn() throws {
        let printer = ReceiptPrinterMock(header: "Shop")
        setupStubSequence(of: &printer.formatAction).when(0).returns("Shop: free")
        let sent = spyCalls(of: &printer.sendAction)

        #expect(printer.format(0) == "Shop: free")
        #expect(printer.format(12) == "")  // the result type's default value
        try printer.send("Shop: 12")
        #expect(sent == ["Shop: 12"])
        #expect(printer.sent.isEmpty)  // the class's `send` did not run
    }

    @Test func aTestFallsBackToTheClassThroughItsSuperHelper() throws {
        let printer = ReceiptPrinterMock(header: "Shop")
        #expect(printer.superFormat(12) == "Shop: 12")
        setupStubSequence(of: &printer.formatAction).answersOnce { [unowned printer] total in
            printer.superFormat(total).uppercased()
        }
        #expect(printer.format(3) == "SHOP: 3")
        try printer.superSend("kept")
        #expect(printer.sent == ["kept"])
    }

    @Test func aResultWithoutDefaultValueAnswersAsTheClassDoes() {
        let printer = ReceiptPrinterMock(header: "Shop")
        #expect(printer.tax(on: Money(cents: 100)) == Money(cents: 10))
        setupStubSequence(of: &printer.taxAction).returnsOnce(Money(cents: 0))
        #expect(printer.tax(on: Money(cents: 100)) == Money(cents: 0))
        #expect(printer.tax(on: Money(cents: 100)) == Money(cents: 10))
    }

    @Test func anInterceptedMemberAnswersAsTheClassDoes() async {
        let printer = ReceiptPrinterMock(header: "Shop")
        let calls = spyCalls(of: &printer.statusAction)
        #expect(await printer.status() == "idle")
        #expect(calls.count == 1)
    }

    @Test func theClassCallingItsOwnMembersReachesTheActions() throws {
        let printer = ReceiptPrinterMock(header: "Shop")
        setupStub(of: &printer.formatAction, return: "line")
        let sent = spyCalls(of: &printer.sendAction)
        #expect(try printer.printReceipt(total: 5) == "line")
        #expect(sent == ["line"])
        setupStub(of: &printer.sendAction, throw: .offline)
        #expect(throws: PrinterError.offline) { try printer.printReceipt(total: 5) }
    }

    @Test func propertiesAndSubscriptsOverride() {
        let printer = ReceiptPrinterMock(header: "Shop")
        #expect(printer.copies == 0)
        printer.copies = 2
        #expect(printer.copies == 2)
        #expect(printer.superCopies == 1)  // the class's own storage, set by its initializer
        #expect(!printer.isReady)
        #expect(printer.superIsReady)
        printer[1] = "first"
        #expect(printer[1] == "first")
        #expect(printer.superSubscript(1) == "line 1")
        setupStub(of: &printer.echoAction, return: 7)
        #expect(printer.echo(3) == 7)
        #expect(printer.superEcho(3) == 3)
    }

    @Test func internalMembersOverrideThroughTestableImport() {
        let ledger = LedgerMock()
        let recorded = spyCalls(of: &ledger.recordAction)
        ledger.record(Money(cents: 5))
        #expect(recorded == [Money(cents: 5)])
        // Without a default value, the property answers as the class does: its own storage.
        #expect(ledger.balance == Money(cents: 0))
        ledger.superRecord(Money(cents: 5))
        #expect(ledger.balance == Money(cents: 5))
        setupStub(of: &ledger.balanceGetAction, return: Money(cents: 9))
        #expect(ledger.balance == Money(cents: 9))
    }

    @MainActor @Test func aMainActorClassHasAMainActorMock() {
        let dashboard = DashboardMock()
        setupStub(of: &dashboard.refreshAction, return: 4)
        #expect(dashboard.refresh(animated: true) == 4)
        #expect(dashboard.superRefresh(animated: true) == 1)
        #expect(dashboard.title() == "")
        #expect(dashboard.superTitle() == "Dashboard")
    }

    @Test func aSendableClassHasASendableMock() async {
        let ticker = TickerMock()
        setupStub(of: &ticker.tickAction, return: 2)
        let tick = await Task.detached { ticker.tick() }.value
        #expect(tick == 2)
        #expect(ticker.superTick() == 1)
    }
}
