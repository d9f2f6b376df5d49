import Foundation
import XCTest

@testable import StubKit

// Every StubKit spelling of MigratingFromSwiftyMocky.md, run: one test per table row, then the
// guide's before-and-after suite. MigrationGuideTablesTests checks that the guide's snippets are
// here, verbatim.

enum ProfileError: Error, Equatable {
    case notFound
}

protocol ProfileAPI {
    var locale: String { get }
    var nickname: String { get set }
    func profile(id: Int) throws -> String
    func update(id: Int, name: String) async throws -> Bool
    func track(_ event: String)
}

final class ProfileAPIMock: ProfileAPI {
    var localeAction: (()) -> String = { _ in .defaultValue }
    var locale: String { localeAction(()) }

    var nicknameStub = PropertyStub<String>()
    var nickname: String {
        get { nicknameStub.get(()) }
        set { nicknameStub.set(newValue) }
    }

    var profileAction: (Int) throws -> String = { _ in .defaultValue }
    func profile(id: Int) throws -> String { try profileAction(id) }

    var updateAction: ((Int, String)) async throws -> Bool = { _ in .defaultValue }
    func update(id: Int, name: String) async throws -> Bool { try await updateAction((id, name)) }

    var trackAction: (String) -> Void = { _ in }
    func track(_ event: String) { trackAction(event) }
}

final class MigratingFromSwiftyMockyTests: XCTestCase {
    private let file = "StubKitTests/MigratingFromSwiftyMockyTests.swift"
    let mock = ProfileAPIMock()

    // Given(mock, .profile(id: .any, willReturn: "Ann"))
    func testGivenAny() throws {
        setupStub(of: &mock.profileAction, return: "Ann")
        XCTAssertEqual(try mock.profile(id: 1), "Ann")
        XCTAssertEqual(try mock.profile(id: 2), "Ann")
    }

    // Given(mock, .profile(id: .value(1), willReturn: "Ann"))
    func testGivenValue() throws {
        setupStubSequence(of: &mock.profileAction).when(1).returns("Ann")
        XCTAssertEqual(try mock.profile(id: 1), "Ann")
        XCTAssertEqual(try mock.profile(id: 2), "")
    }

    // .matching { $0 > 100 }
    func testMatching() throws {
        setupStubSequence(of: &mock.profileAction).when { $0 > 100 }.returns("Big")
        XCTAssertEqual(try mock.profile(id: 101), "Big")
        XCTAssertEqual(try mock.profile(id: 100), "")
    }

    // Given(mock, .profile(id: .any, willThrow: ProfileError.notFound))
    func testGivenWillThrow() {
        setupStub(of: &mock.profileAction, throw: ProfileError.notFound)
        XCTAssertThrowsError(try mock.profile(id: 1)) { XCTAssertEqual($0 as? ProfileError, .notFound) }
    }

    // Given(mock, .profile(id: .any, willProduce: { stubber in ... }))
    func testGivenWillProduce() throws {
        setupStubSequence(of: &mock.profileAction).answers { id in "user-\(id)" }
        XCTAssertEqual(try mock.profile(id: 7), "user-7")
    }

    // Given(mock, .profile(id: .any, willReturn: "Ann", "Bob")), the last one kept
    func testSeveralValuesTheLastKept() throws {
        setupStubSequence(of: &mock.profileAction).returnsOnce("Ann").returns("Bob")
        XCTAssertEqual(try [mock.profile(id: 1), mock.profile(id: 1), mock.profile(id: 1)], ["Ann", "Bob", "Bob"])
    }

    // The .drop stubbing policy: each value used once, then the given is gone
    func testDropPolicy() throws {
        setupStubSequence(of: &mock.profileAction).returnsOnce("Ann").returnsOnce("Bob")
        XCTAssertEqual(try [mock.profile(id: 1), mock.profile(id: 1), mock.profile(id: 1)], ["Ann", "Bob", ""])
    }

    // Explicit givens before .any ones: in StubKit, the newest matching setup answers
    func testWriteTheGeneralSetupFirst() throws {
        setupStub(of: &mock.profileAction, return: "someone")
        setupStubSequence(of: &mock.profileAction).when(1).returns("Ann")
        XCTAssertEqual(try mock.profile(id: 1), "Ann")
        XCTAssertEqual(try mock.profile(id: 2), "someone")

        let reversed = ProfileAPIMock()
        setupStubSequence(of: &reversed.profileAction).when(1).returns("Ann")
        setupStub(of: &reversed.profileAction, return: "someone")
        XCTAssertEqual(try reversed.profile(id: 1), "someone")
    }

    // Perform(mock, .track(.any, perform: { event in ... }))
    func testPerform() {
        var events: [String] = []
        setupStubSequence(of: &mock.trackAction).callback { events.append($0) }
        mock.track("open")
        XCTAssertEqual(events, ["open"])
    }

    // No Given for a result type without a default (SwiftyMocky stops the test): the generator's strict action
    func testNoGivenOnAResultWithoutADefaultFailsTheTest() throws {
        mock.profileAction = strictStub(name: "profileAction")
        let failures = try recordingFailures {
            XCTAssertThrowsError(try mock.profile(id: 1)) { XCTAssert($0 is StubKitError) }
        }
        XCTAssertEqual(
            failures.map(\.message), [Messages.unregisteredStrictStub(name: "profileAction", arguments: "1")])

        setupStubSequence(of: &mock.profileAction).when(1).returns("Ann")
        XCTAssertEqual(try mock.profile(id: 1), "Ann")
    }

    // Given(mock, .locale(getter: "en")) on a get-only property
    func testGivenGetter() {
        setupStub(of: &mock.localeAction, return: "en")
        XCTAssertEqual(mock.locale, "en")
    }

    // Given(mock, .nickname(getter: "Bo")) on a get/set property
    func testGivenGetterOfAGetSetProperty() {
        mock.nickname = "Bo"
        XCTAssertEqual(mock.nickname, "Bo")

        let other = ProfileAPIMock()
        setupStubSequence(of: &other.nicknameStub.get).returns("Bo")
        other.nickname = "Al"
        XCTAssertEqual(other.nickname, "Bo")
    }

    // Verify(mock, .nickname(set: .value("Ann"))): a setter is an action too
    func testVerifyASetter() {
        let renamed = setupStubSequence(of: &mock.nicknameStub.set).when("Ann").expect(.atLeastOnce)
        mock.nickname = "Bob"
        XCTAssertEqual(recordingFailures { SKTVerify(renamed) }.count, 1)
        mock.nickname = "Ann"
        XCTAssertTrue(recordingFailures { SKTVerify(renamed) }.isEmpty)
        XCTAssertEqual(mock.nickname, "Ann")
    }

    // Verify(mock, .track(.value("open"))) with no count: at least once, not exactly once
    func testVerifyWithoutACountIsAtLeastOnce() {
        let opened = setupStubSequence(of: &mock.trackAction).when("open").expect(.atLeastOnce)
        let line = #line - 1
        mock.track("close")
        XCTAssertEqual(
            recordingFailures { SKTVerify(opened) }.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "\(file):\(line)", conditions: "when(\"open\")",
                    failure: Messages.unmetExpectations(
                        "at least once", count: 0, calls: "\"close\"",
                        nearestMiss: #"when("open") waited for "open", got "close""#))
            ])
        mock.track("open")
        mock.track("open")
        XCTAssertTrue(recordingFailures { SKTVerify(opened) }.isEmpty)
    }

    // Verify(mock, .once, .track(.value("open")))
    func testVerifyOnce() {
        let opened = setupStubSequence(of: &mock.trackAction).when("open").expect(.once)
        let line = #line - 1
        mock.track("close")
        XCTAssertEqual(
            recordingFailures { SKTVerify(opened) }.map(\.message),
            [
                Messages.expectationNotMet(
                    sequenceSite: "\(file):\(line)", conditions: "when(\"open\")",
                    failure: Messages.unmetExpectations(
                        "once", count: 0, calls: "\"close\"",
                        nearestMiss: #"when("open") waited for "open", got "close""#))
            ])
        mock.track("open")
        XCTAssertTrue(recordingFailures { SKTVerify(opened) }.isEmpty)
    }

    // Verify(mock, .never, ...), Verify(mock, 3, ...), .moreOrEqual(to: 2), .lessOrEqual(to: 3)
    func testVerifyCounts() throws {
        let lookups = setupStubSequence(of: &mock.profileAction).expect(.never)
        let three = setupStubSequence(of: &mock.trackAction).expect(.times(3))
        let twoOrMore = setupStubSequence(of: &mock.trackAction).expect(.atLeastTimes(2))
        let threeAtMost = setupStubSequence(of: &mock.trackAction).expect(.noMoreThan(3))
        for _ in 0..<3 { mock.track("tick") }
        for sequence in [three, twoOrMore, threeAtMost] {
            XCTAssertTrue(recordingFailures { SKTVerify(sequence) }.isEmpty)
        }
        XCTAssertTrue(recordingFailures { SKTVerify(lookups) }.isEmpty)
        _ = try mock.profile(id: 1)
        XCTAssertEqual(recordingFailures { SKTVerify(lookups) }.count, 1)
    }

    // Verify(mock, .once, .update(id: .value(1), name: .any)) on an async method
    func testVerifyAnAsyncMethod() async throws {
        let updated = setupStubSequence(of: &mock.updateAction).whenFirst(1).expect(.once)
        _ = try await mock.update(id: 1, name: "Ann")
        XCTAssertTrue(recordingFailures { SKTVerify(updated) }.isEmpty)
    }
}

// The guide's before-and-after: a profile model over the API, and its suite.

final class ProfileModel {
    let api: any ProfileAPI
    private(set) var title = ""

    init(api: any ProfileAPI) {
        self.api = api
    }

    func open(id: Int) {
        api.track("open")
        title = (try? api.profile(id: id)) ?? "Unknown"
    }

    func rename(id: Int, to name: String) async -> Bool {
        guard !name.isEmpty else { return false }
        let renamed = (try? await api.update(id: id, name: name)) ?? false
        if renamed { api.track("renamed") }
        return renamed
    }
}

final class ProfileModelTests: XCTestCase {
    let api = ProfileAPIMock()

    func testOpeningShowsTheName() {
        setupStubSequence(of: &api.profileAction).when(1).returns("Ann")
        let opened = setupStubSequence(of: &api.trackAction).when("open").expect(.once)
        let model = ProfileModel(api: api)

        model.open(id: 1)

        XCTAssertEqual(model.title, "Ann")
        SKTVerify(opened)
    }

    func testAMissingProfileShowsUnknown() {
        setupStub(of: &api.profileAction, throw: ProfileError.notFound)
        let model = ProfileModel(api: api)

        model.open(id: 1)

        XCTAssertEqual(model.title, "Unknown")
    }

    func testRenamingSendsTheNewName() async {
        let updates = setupStubSequence(of: &api.updateAction).when(1, "Bea").returns(true).expect(.once)
        let events = spyCalls(of: &api.trackAction)

        let renamed = await ProfileModel(api: api).rename(id: 1, to: "Bea")

        XCTAssertTrue(renamed)
        SKTVerify(updates)
        XCTAssertEqual(events, ["renamed"])
    }

    func testAnEmptyNameSendsNothing() async {
        let updates = setupStubSequence(of: &api.updateAction).expect(.never)

        let renamed = await ProfileModel(api: api).rename(id: 1, to: "")

        XCTAssertFalse(renamed)
        SKTVerify(updates)
    }
}
