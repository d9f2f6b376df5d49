import Foundation
import Testing
import XCTest

@testable import StubKit

private protocol Meter {
    var reading: Int { get }
    var label: String { get throws }
    var remote: Int { get async }
    var parsed: Int { get async throws(ParseError) }
    func record(_ value: Int, unit: String)
    func account(id: Int) -> Account
    func fetch(id: Int) async throws -> String
    func parse(_ text: String) throws(ParseError) -> Int
}

private final class MeterMock: Meter, @unchecked Sendable {
    var readingAction: (()) -> Int = stub()
    var reading: Int { readingAction(()) }
    var labelAction: (()) throws -> String = stub()
    var label: String { get throws { try labelAction(()) } }
    var remoteAction: (()) async -> Int = stub(alwaysReturn: 5)
    var remote: Int { get async { await remoteAction(()) } }
    var parsedAction: (()) async throws(ParseError) -> Int = stub()
    var parsed: Int { get async throws(ParseError) { try await parsedAction(()) } }
    var recordAction: ((Int, String)) -> Void = stub()
    func record(_ value: Int, unit: String) { recordAction((value, unit)) }
    var accountAction: (Int) -> Account = stub(alwaysReturn: Account(id: 1))
    func account(id: Int) -> Account { accountAction(id) }
    var fetchAction: (Int) async throws -> String = stub(alwaysThrow: ClientError())
    func fetch(id: Int) async throws -> String { try await fetchAction(id) }
    var parseAction: (String) throws(ParseError) -> Int = stub(alwaysThrow: ParseError(reason: "bad"))
    func parse(_ text: String) throws(ParseError) -> Int { try parseAction(text) }
}

private struct ClientError: Error {}

@MainActor
private protocol TitleView {
    var title: String { get }
    func show(_ text: String)
    func badge() -> Int
}

@MainActor
private final class TitleViewMock: TitleView {
    var titleAction: @MainActor (()) -> String = stub()
    var title: String { titleAction(()) }
    var showAction: @MainActor (String) -> Void = stub()
    func show(_ text: String) { showAction(text) }
    var badgeAction: @MainActor (()) -> Int = stub(alwaysReturn: 3)
    func badge() -> Int { badgeAction(()) }
}

final class DeclaredStubTests: XCTestCase {
    func testDeclaredActionsAnswerWithDefaultsOrTheGivenValue() async throws {
        let meter = MeterMock()
        XCTAssertEqual(meter.reading, 0)
        XCTAssertEqual(try meter.label, "")
        let remote = await meter.remote
        XCTAssertEqual(remote, 5)
        let parsed = try await meter.parsed
        XCTAssertEqual(parsed, 0)
        meter.record(1, unit: "m")
        XCTAssertEqual(meter.account(id: 3), Account(id: 1))
    }

    func testDeclaredActionsThrowTheGivenError() async {
        let meter = MeterMock()
        do {
            _ = try await meter.fetch(id: 1)
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue(error is ClientError)
        }
        XCTAssertThrowsError(try meter.parse("x")) { XCTAssertEqual($0 as? ParseError, ParseError(reason: "bad")) }
    }

    func testDeclaredActionsTakeSetupsSpiesAndExpectations() async throws {
        let meter = MeterMock()
        setupStubSequence(of: &meter.readingAction).returnsOnce(1).returns(2)
        let records = spyCalls(of: &meter.recordAction)
        let fetches = setupStubSequence(of: &meter.fetchAction).when(7).returns("seven").expect(.once)
        setupStub(of: &meter.labelAction, throw: ParseError(reason: "label"))
        setupStubSequence(of: &meter.parsedAction).throwsOnce(ParseError(reason: "first")).returns(4)
        XCTAssertEqual([meter.reading, meter.reading, meter.reading], [1, 2, 2])
        meter.record(3, unit: "s")
        XCTAssertEqual(records.count, 1)
        XCTAssertEqual(records[0]?.0, 3)
        XCTAssertEqual(records[0]?.1, "s")
        let fetched = try await meter.fetch(id: 7)
        XCTAssertEqual(fetched, "seven")
        XCTAssertThrowsError(try meter.label)
        do {
            _ = try await meter.parsed
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, ParseError(reason: "first"))
        }
        let parsed = try await meter.parsed
        XCTAssertEqual(parsed, 4)
        SKTVerify(fetches)
    }

    func testAnUnmetExpectationOnADeclaredActionNamesTheCallsReceived() {
        let meter = MeterMock()
        let setupLine: UInt = #line + 1
        let records = setupStubSequence(of: &meter.recordAction).whenSecond("kg").expect(.atLeastOnce)
        meter.record(1, unit: "g")
        let failures = recordingFailures { SKTVerify(records) }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "StubKitTests/DeclaredStubTests.swift:\(setupLine)", conditions: #"whenSecond("kg")"#,
                    failure: Messages.unmetExpectations(
                        "at least once", count: 0, calls: #"(1, "g")"#,
                        nearestMiss: #"whenSecond("kg") waited for "kg", got "g""#))
            ])
    }
}

// Linux XCTest cannot run `@MainActor` test methods: the main-actor forms are tested with Swift Testing.
@MainActor
@Test func declaredMainActorActionsTakeDefaultsValuesSetupsAndSpies() {
    let view = TitleViewMock()
    #expect(view.title == "")
    #expect(view.badge() == 3)
    let shown = spyCalls(of: &view.showAction)
    setupStubSequence(of: &view.titleAction).returns("Inbox")
    view.show("hello")
    #expect(view.title == "Inbox")
    #expect(shown == ["hello"])
}
