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
                    failure: Messages.unmetExpectations("once", count: 0, calls: "5"))
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
