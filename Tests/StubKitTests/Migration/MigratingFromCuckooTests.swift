import Foundation
import XCTest

@testable import StubKit

// Every StubKit spelling of MigratingFromCuckoo.md, run: one test per table row, then the
// guide's before-and-after suite. MigrationGuideTablesTests checks that the guide's snippets are
// here, verbatim.

enum PaymentError: Error, Equatable {
    case declined
}

protocol PaymentGateway {
    func charge(_ amount: Int, card: String) throws -> String
    func refund(receipt: String) async throws
    func isAvailable() -> Bool
    func log(_ event: String)
}

final class PaymentGatewayMock: PaymentGateway {
    var chargeAction: ((Int, String)) throws -> String = { _ in .defaultValue }
    func charge(_ amount: Int, card: String) throws -> String { try chargeAction((amount, card)) }

    var refundAction: (String) async throws -> Void = { _ in }
    func refund(receipt: String) async throws { try await refundAction(receipt) }

    var isAvailableAction: (()) -> Bool = { _ in .defaultValue }
    func isAvailable() -> Bool { isAvailableAction(()) }

    var logAction: (String) -> Void = { _ in }
    func log(_ event: String) { logAction(event) }
}

/// A working gateway, for the row on Cuckoo's default implementation.
struct FakeGateway {
    func charge(_ amount: Int, card: String) throws -> String { "real-\(amount)" }
}

final class MigratingFromCuckooTests: XCTestCase {
    private let file = "StubKitTests/MigratingFromCuckooTests.swift"
    let mock = PaymentGatewayMock()

    // stub(mock) { when($0.isAvailable()).thenReturn(true) }
    func testThenReturn() {
        setupStub(of: &mock.isAvailableAction, return: true)
        XCTAssertTrue(mock.isAvailable())
    }

    // when($0.charge(equal(to: 5), card: any())).thenReturn("r-1")
    func testEqualToAndAny() throws {
        setupStubSequence(of: &mock.chargeAction).whenFirst(5).returns("r-1")
        XCTAssertEqual(try mock.charge(5, card: "4242"), "r-1")
        XCTAssertEqual(try mock.charge(6, card: "4242"), "")
    }

    // Both arguments with equal(to:)
    func testEveryArgumentEqual() throws {
        setupStubSequence(of: &mock.chargeAction).when(5, "4242").returns("r-2")
        XCTAssertEqual(try mock.charge(5, card: "4242"), "r-2")
        XCTAssertEqual(try mock.charge(5, card: "1111"), "")
    }

    // A ParameterMatcher of one's own
    func testACustomMatcher() throws {
        setupStubSequence(of: &mock.chargeAction).when { $0.0 > 100 }.returns("big")
        XCTAssertEqual(try mock.charge(101, card: "4242"), "big")
        XCTAssertEqual(try mock.charge(100, card: "4242"), "")
    }

    // thenThrow(PaymentError.declined)
    func testThenThrow() {
        setupStub(of: &mock.chargeAction, throw: PaymentError.declined)
        XCTAssertThrowsError(try mock.charge(5, card: "4242")) { XCTAssertEqual($0 as? PaymentError, .declined) }
    }

    // then { amount, card in ... }
    func testThenWithAClosure() throws {
        setupStubSequence(of: &mock.chargeAction).answers { amount, card in "r-\(amount)-\(card)" }
        XCTAssertEqual(try mock.charge(5, card: "4242"), "r-5-4242")
    }

    // .thenThrow(...).thenReturn(...) for consecutive calls
    func testConsecutiveCalls() throws {
        setupStubSequence(of: &mock.chargeAction).throwsOnce(PaymentError.declined).returns("r-1")
        XCTAssertThrowsError(try mock.charge(5, card: "4242"))
        XCTAssertEqual(try mock.charge(5, card: "4242"), "r-1")
        XCTAssertEqual(try mock.charge(5, card: "4242"), "r-1")
    }

    // thenDoNothing()
    func testThenDoNothingIsTheDefault() {
        mock.log("anything")
        XCTAssertFalse(mock.isAvailable())
    }

    // verify(mock).log("paid")
    func testVerifyOnce() {
        let paid = setupStubSequence(of: &mock.logAction).when("paid").expect(.once)
        let line = #line - 1
        mock.log("declined")
        XCTAssertEqual(
            recordingFailures { SKTVerify(paid) }.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "\(file):\(line)", conditions: "when(\"paid\")",
                    failure: Messages.unmetExpectations(
                        "once", count: 0, calls: "\"declined\"",
                        nearestMiss: #"when("paid") waited for "paid", got "declined""#))
            ])
        mock.log("paid")
        XCTAssertTrue(recordingFailures { SKTVerify(paid) }.isEmpty)
    }

    // times(2), never(), atLeastOnce(), atLeast(2), atMost(3)
    func testVerificationModes() {
        let twice = setupStubSequence(of: &mock.logAction).expect(.times(2))
        let never = setupStubSequence(of: &mock.chargeAction).expect(.never)
        let once = setupStubSequence(of: &mock.logAction).expect(.atLeastOnce)
        let atLeastTwo = setupStubSequence(of: &mock.logAction).expect(.atLeastTimes(2))
        let atMostThree = setupStubSequence(of: &mock.logAction).expect(.noMoreThan(3))
        mock.log("a")
        mock.log("b")
        XCTAssertTrue(recordingFailures { SKTVerify(never) }.isEmpty)
        for sequence in [twice, once, atLeastTwo, atMostThree] {
            XCTAssertTrue(recordingFailures { SKTVerify(sequence) }.isEmpty)
        }
        mock.log("c")
        mock.log("d")
        XCTAssertEqual(recordingFailures { SKTVerify(twice) }.count, 1)
        XCTAssertEqual(recordingFailures { SKTVerify(atMostThree) }.count, 1)
        XCTAssertTrue(recordingFailures { SKTVerify(atLeastTwo) }.isEmpty)
    }

    // ArgumentCaptor<String>(), captor.value, captor.allValues
    func testArgumentCaptorIsASpy() {
        let events = spyCalls(of: &mock.logAction)
        mock.log("paid r-1")
        mock.log("refunded r-1")
        XCTAssertEqual(events.last, "refunded r-1")
        XCTAssertEqual(events.all, ["paid r-1", "refunded r-1"])
    }

    // when(mock.getStubbingProxy().isAvailable()).thenReturn(true): no block, at any line of the test
    func testStubbingWithoutABlockAtAnyLine() {
        XCTAssertFalse(mock.isAvailable())
        setupStub(of: &mock.isAvailableAction, return: true)
        XCTAssertTrue(mock.isAvailable())
        setupStub(of: &mock.isAvailableAction, return: false)
        XCTAssertFalse(mock.isAvailable())
    }

    // Matchable arguments: an Equatable value compares as it is; anything else, a predicate
    func testMatchableArgumentsAreEquatableValuesOrAPredicate() throws {
        setupStubSequence(of: &mock.chargeAction).when { amount, card in card.hasPrefix("42") }.returns("visa")
        XCTAssertEqual(try mock.charge(5, card: "4242"), "visa")
        XCTAssertEqual(try mock.charge(5, card: "5100"), "")
    }

    // clearInvocations(mock): the calls so far are forgotten, the answers set up stay
    func testClearInvocationsEmptiesTheSpiesAndKeepsTheAnswers() throws {
        setupStubSequence(of: &mock.chargeAction).when(5, "4242").returns("r-2")
        let events = spyCalls(of: &mock.logAction)
        let calls = CallLog<String>()
        spyCalls(of: &mock.chargeAction, into: calls, as: "charge")
        mock.log("setting up")
        _ = try mock.charge(5, card: "4242")

        events.removeAll()
        calls.removeAll()
        let paid = setupStubSequence(of: &mock.logAction).expect(.once)

        XCTAssertTrue(events.isEmpty)
        XCTAssertTrue(calls.isEmpty)
        XCTAssertEqual(try mock.charge(5, card: "4242"), "r-2")
        mock.log("paid r-2")
        XCTAssertEqual(events, ["paid r-2"])
        SKTVerifyCalls(calls, [#"charge(5, "4242")"#])
        SKTVerify(paid)
    }

    // mock.enableDefaultImplementation(real)
    func testDefaultImplementationIsAClosure() throws {
        let real = FakeGateway()
        mock.chargeAction = { try real.charge($0.0, card: $0.1) }
        let charges = spyCalls(of: &mock.chargeAction)
        XCTAssertEqual(try mock.charge(5, card: "4242"), "real-5")
        XCTAssertEqual(charges.map(\.0), [5])
    }
}

// The guide's before-and-after: a payment flow over the gateway, and its suite.

struct PaymentFlow {
    let gateway: any PaymentGateway

    func pay(_ amount: Int, card: String) -> String? {
        guard gateway.isAvailable() else {
            gateway.log("unavailable")
            return nil
        }
        do {
            let receipt = try gateway.charge(amount, card: card)
            gateway.log("paid \(receipt)")
            return receipt
        } catch {
            gateway.log("declined")
            return nil
        }
    }

    func undo(_ receipt: String) async throws {
        try await gateway.refund(receipt: receipt)
        gateway.log("refunded \(receipt)")
    }
}

final class PaymentFlowTests: XCTestCase {
    let gateway = PaymentGatewayMock()

    func testPaysAndLogsTheReceipt() {
        setupStub(of: &gateway.isAvailableAction, return: true)
        let charged = setupStubSequence(of: &gateway.chargeAction).when(5, "4242").returns("r-1").expect(.once)
        let events = spyCalls(of: &gateway.logAction)

        XCTAssertEqual(PaymentFlow(gateway: gateway).pay(5, card: "4242"), "r-1")

        SKTVerify(charged)
        XCTAssertEqual(events, ["paid r-1"])
    }

    func testChargesNothingWhenTheGatewayIsDown() {
        let charged = setupStubSequence(of: &gateway.chargeAction).expect(.never)

        XCTAssertNil(PaymentFlow(gateway: gateway).pay(5, card: "4242"))

        SKTVerify(charged)
    }

    func testADeclinedCardIsLogged() {
        setupStub(of: &gateway.isAvailableAction, return: true)
        setupStub(of: &gateway.chargeAction, throw: PaymentError.declined)
        let events = spyCalls(of: &gateway.logAction)

        XCTAssertNil(PaymentFlow(gateway: gateway).pay(5, card: "4242"))

        XCTAssertEqual(events, ["declined"])
    }

    func testUndoRefundsTheReceipt() async throws {
        let refunds = spyCalls(of: &gateway.refundAction)
        let events = spyCalls(of: &gateway.logAction)

        try await PaymentFlow(gateway: gateway).undo("r-1")

        XCTAssertEqual(refunds, ["r-1"])
        XCTAssertEqual(events, ["refunded r-1"])
    }
}

// "Class mocks": a Cuckoo class mock, ported.

class EmailValidator {
    let domains: [String]
    init(domains: [String]) { self.domains = domains }
    func validate(_ email: String) -> Bool { domains.contains { email.hasSuffix("@" + $0) } }
}

final class EmailValidatorMock: EmailValidator {
    func superValidate(_ email: String) -> Bool { super.validate(email) }
    lazy var validateAction: (String) -> Bool = byDefault { [unowned self] in self.superValidate($0) }
    override func validate(_ email: String) -> Bool { validateAction(email) }
}

final class MigratingFromCuckooClassMockTests: XCTestCase {
    func testASetupAnswersAndEveryOtherCallRunsTheClass() {
        let validator = EmailValidatorMock(domains: ["shop.com"])
        let vip = setupStubSequence(of: &validator.validateAction).when("vip@partner.org").returns(true).expect(.once)
        XCTAssertTrue(validator.validate("vip@partner.org"))
        XCTAssertTrue(validator.validate("ann@shop.com"))
        XCTAssertFalse(validator.validate("bob@other.org"))
        SKTVerify(vip)
    }

    func testWithoutTheSetupTheVipIsRefusedAsTheClassDoes() {
        XCTAssertFalse(EmailValidatorMock(domains: ["shop.com"]).validate("vip@partner.org"))
    }
}
