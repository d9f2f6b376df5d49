import XCTest

@testable import StubKit

private protocol Settings {
    var volume: Int { get set }
    var name: String { get }
    var account: Account { get set }
}

private final class SettingsMock: Settings {
    var volumeStub = PropertyStub<Int>()
    var volume: Int {
        get { volumeStub.get(()) }
        set { volumeStub.set(newValue) }
    }
    var nameStub = PropertyStub("Ada")
    var name: String { nameStub.get(()) }
    var accountStub = PropertyStub(Account(id: 7))
    var account: Account {
        get { accountStub.get(()) }
        set { accountStub.set(newValue) }
    }
}

final class PropertyStubTests: XCTestCase {
    func testAGetSetPropertyStartsFromTheDefaultValueAndReturnsWhatWasSet() {
        let settings = SettingsMock()
        XCTAssertEqual(settings.volume, 0)
        settings.volume = 11
        XCTAssertEqual(settings.volume, 11)
        settings.volume += 1
        XCTAssertEqual(settings.volume, 12)
    }

    func testTheValueGivenAtTheDeclarationIsTheFirstOneReturned() {
        let settings = SettingsMock()
        XCTAssertEqual(settings.name, "Ada")
        XCTAssertEqual(settings.account, Account(id: 7))
        settings.account = Account(id: 8)
        XCTAssertEqual(settings.account, Account(id: 8))
    }

    func testASetupOnTheGetterAnswersBeforeTheStoredValue() {
        let settings = SettingsMock()
        settings.volume = 3
        setupStubSequence(of: &settings.volumeStub.get).returnsOnce(10).returnsOnce(20)
        XCTAssertEqual(settings.volume, 10)
        XCTAssertEqual(settings.volume, 20)
        XCTAssertEqual(settings.volume, 3, "once the sequence has no answer left, the stored value is back")
    }

    func testSetupStubOnTheGetterReturnsItsValueEvenAfterASet() {
        let settings = SettingsMock()
        setupStub(of: &settings.volumeStub.get, return: 5)
        settings.volume = 9
        XCTAssertEqual(settings.volume, 5)
    }

    func testASetupOnTheSetterLetsTheValueThrough() {
        let settings = SettingsMock()
        let set = setupStubSequence(of: &settings.volumeStub.set).when(4).expect(.once)
        settings.volume = 4
        XCTAssertEqual(settings.volume, 4)
        SKTVerify(set)
    }

    func testSpiesSeeGetsAndSets() {
        let settings = SettingsMock()
        let gets = spyCalls(of: &settings.volumeStub.get)
        let sets = spyCalls(of: &settings.volumeStub.set)
        settings.volume = 1
        settings.volume = 2
        _ = settings.volume
        XCTAssertEqual(sets, [1, 2])
        XCTAssertEqual(gets.count, 1)
    }

    func testARegisteredGetterReplacesTheStoredValue() {
        let settings = SettingsMock()
        settings.nameStub.get = registerStub(alwaysReturn: "Grace")
        XCTAssertEqual(settings.name, "Grace")
    }

    func testAnUnmetExpectationOnASetterNamesTheCallsReceived() {
        let settings = SettingsMock()
        let setupLine: UInt = #line + 1
        let set = setupStubSequence(of: &settings.volumeStub.set).when(4).expect(.once)
        settings.volume = 5
        let failures = recordingFailures { SKTVerify(set) }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "StubKitTests/PropertyStubTests.swift:\(setupLine)", conditions: "when(4)",
                    failure: Messages.unmetExpectations(
                        "once", count: 0, calls: "5", nearestMiss: "when(4) waited for 4, got 5"))
            ])
    }

    func testGetsAndSetsFromManyThreadsKeepTheLastValue() {
        let settings = SettingsMock()
        DispatchQueue.concurrentPerform(iterations: 100) { index in
            settings.volume = index
            _ = settings.volume
        }
        XCTAssertTrue((0..<100).contains(settings.volume))
    }
}

extension SettingsMock: @unchecked Sendable {}

// MARK: - Weak properties (issue 26)

private protocol PSSessionDelegate: AnyObject {
    func sessionEnded()
}

private final class PSDelegate: PSSessionDelegate {
    func sessionEnded() {}
}

private protocol PSSession: AnyObject {
    var delegate: (any PSSessionDelegate)? { get set }
}

private final class PSSessionMock: PSSession {
    var delegateStub = PropertyStub<(any PSSessionDelegate)?>(weak: nil)
    var delegate: (any PSSessionDelegate)? {
        get { delegateStub.get(()) }
        set { delegateStub.set(newValue) }
    }
}

private struct PSValueDelegate: PSAnyDelegate {}
private protocol PSAnyDelegate {}

final class WeakPropertyStubTests: XCTestCase {
    func testTheObjectIsReturnedWhileHeldAndReleasedWhenNothingElseHoldsIt() {
        let session = PSSessionMock()
        weak var released: PSDelegate?
        do {
            let delegate = PSDelegate()
            released = delegate
            session.delegate = delegate
            XCTAssertTrue(session.delegate === delegate)
        }
        XCTAssertNil(released, "the property did not keep the delegate alive")
        XCTAssertNil(session.delegate)
    }

    func testSettingNilClearsIt() {
        let session = PSSessionMock()
        let delegate = PSDelegate()
        session.delegate = delegate
        session.delegate = nil
        XCTAssertNil(session.delegate)
    }

    func testAnInitialObjectIsHeldWeaklyToo() {
        let delegate = PSDelegate()
        let stub = PropertyStub<PSDelegate?>(weak: delegate)
        XCTAssertTrue(stub.get(()) === delegate)
        weak var released: PSDelegate?
        do {
            let other = PSDelegate()
            released = other
            stub.set(other)
        }
        XCTAssertNil(released)
        XCTAssertNil(stub.get(()))

    }

    func testASetupOnTheGetterAnswersFirstAndASpyOnTheSetterSeesTheSets() {
        let session = PSSessionMock()
        let answered = PSDelegate()
        let sets = spyCalls(of: &session.delegateStub.set, transform: { $0 == nil })
        setupStubSequence(of: &session.delegateStub.get).returnsOnce(answered)
        let delegate = PSDelegate()
        session.delegate = delegate
        XCTAssertTrue(session.delegate === answered)
        XCTAssertTrue(session.delegate === delegate)
        session.delegate = nil
        XCTAssertEqual(sets, [false, true])
    }

    func testAValueThatIsNotAClassInstanceIsReportedAndHeldStrongly() {
        let stub = PropertyStub<(any PSAnyDelegate)?>(weak: nil)
        let line = #line - 1
        let failures = recordingFailures { stub.set(PSValueDelegate()) }
        XCTAssertEqual(failures.map(\.message), [Messages.weakPropertyOfValue(type: "PSValueDelegate")])
        XCTAssertEqual(failures.first?.site.line, UInt(line), "the failure points at the declaration")
        XCTAssertTrue(stub.get(()) is PSValueDelegate)
    }
}
