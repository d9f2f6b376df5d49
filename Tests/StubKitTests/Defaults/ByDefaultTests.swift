import XCTest

@testable import StubKit

// `byDefault`: an action's default behaviour runs for a call that no setup answers, and only then
// (issue 26). A closure assigned as the action's starting value runs under every call, answered or
// not; these tests pin the difference for every shape that is not `@MainActor` (those are in
// MainActorByDefaultTests, with Swift Testing).

/// What the defaults did, in order.
final class BDLog: @unchecked Sendable {
    // @unchecked Sendable: every access is behind the lock.
    private let entries = Protected<[String]>([])
    func append(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
}

struct BDError: Error, Equatable {
    var code: Int
}

final class BDDriver {
    let name: String
    init(name: String) { self.name = name }
}

/// One action per shape, each starting from a default that logs.
final class BDMock {
    let log = BDLog()

    lazy var makeAction: (String) -> BDDriver = byDefault { [log] in
        log.append("make \($0)")
        return BDDriver(name: $0)
    }
    func make(_ name: String) -> BDDriver { makeAction(name) }

    lazy var fetchAction: ((Int, (Bool) -> Void)) -> Void = byDefault { [log] id, completion in
        log.append("fetch \(id)")
        completion(true)
    }
    func fetch(_ id: Int, completion: (Bool) -> Void) {
        withoutActuallyEscaping(completion) { fetchAction((id, $0)) }
    }

    lazy var openAction: (String) throws -> Int = byDefault { [log] in
        log.append("open \($0)")
        return $0.count
    }
    func open(_ path: String) throws -> Int { try openAction(path) }

    lazy var parseAction: (String) throws(BDError) -> Int = byDefault(throwing: BDError.self) { [log] in
        log.append("parse \($0)")
        return $0.count
    }
    func parse(_ text: String) throws(BDError) -> Int { try parseAction(text) }

    lazy var loadAction: (Int) async -> String = byDefault { [log] id in
        await Task.yield()
        log.append("load \(id)")
        return "item \(id)"
    }
    func load(_ id: Int) async -> String { await loadAction(id) }

    lazy var readAction: (Int) async throws -> String = byDefault { [log] id in
        await Task.yield()
        log.append("read \(id)")
        return "item \(id)"
    }
    func read(_ id: Int) async throws -> String { try await readAction(id) }

    lazy var decodeAction: (Int) async throws(BDError) -> String = byDefault(throwing: BDError.self) { [log] id in
        await Task.yield()
        log.append("decode \(id)")
        return "item \(id)"
    }
    func decode(_ id: Int) async throws(BDError) -> String { try await decodeAction(id) }

    /// Typed-throwing defaults that throw: they say `throws(BDError)` in the closure.
    lazy var checkAction: (String) throws(BDError) -> Int = byDefault(throwing: BDError.self) {
        [log] text throws(BDError) in
        log.append("check \(text)")
        if text.isEmpty { throw BDError(code: 0) }
        return text.count
    }
    func check(_ text: String) throws(BDError) -> Int { try checkAction(text) }

    lazy var verifyAction: (String) async throws(BDError) -> Int = byDefault(throwing: BDError.self) {
        [log] text async throws(BDError) in
        await Task.yield()
        log.append("verify \(text)")
        if text.isEmpty { throw BDError(code: 0) }
        return text.count
    }
    func verify(_ text: String) async throws(BDError) -> Int { try await verifyAction(text) }

    /// A synchronous default for an asynchronous action, which converts.
    lazy var countAction: (String) async throws -> Int = byDefault { [log] in
        log.append("count \($0)")
        return $0.count
    }
    func count(_ text: String) async throws -> Int { try await countAction(text) }

    /// A default that calls another mock.
    lazy var relayAction: (String) -> Int = byDefault { [unowned self] in other?.single($0) ?? -1 }
    func relay(_ text: String) -> Int { relayAction(text) }
    var other: BDMock?

    lazy var singleAction: (String) -> Int = byDefault { [log] in
        log.append("single \($0)")
        return 0
    }
    func single(_ text: String) -> Int { singleAction(text) }
    lazy var strictAction = strictStub(of: strict)
    func strict(_ text: String) -> Int { strictAction(text) }

    /// A default that calls the strict stub, recording what it answered.
    lazy var lookupAction: (Int) -> Int = byDefault { [unowned self] _ in
        let answer = strict("inner")
        looked.append(answer)
        return answer
    }
    func lookup(_ key: Int) -> Int { lookupAction(key) }
    var looked: [Int] = []
}

final class ByDefaultTests: XCTestCase {
    func testAnUnansweredCallRunsTheDefault() {
        let mock = BDMock()
        XCTAssertEqual(mock.make("primary").name, "primary")
        var completed: [Bool] = []
        mock.fetch(1) { completed.append($0) }
        XCTAssertEqual(completed, [true])
        XCTAssertEqual(mock.log.all, ["make primary", "fetch 1"])
    }

    func testAnAnsweredCallDoesNotRunTheDefault() {
        let mock = BDMock()
        let replica = BDDriver(name: "replica")
        setupStubSequence(of: &mock.makeAction).returnsOnce(replica)

        XCTAssertTrue(mock.make("primary") === replica)
        XCTAssertEqual(mock.log.all, [], "the answered call creates no driver")
        XCTAssertEqual(mock.make("second").name, "second", "the sequence is used up: the default answers")
        XCTAssertEqual(mock.log.all, ["make second"])
    }

    func testACompletionHandlerAnsweredByATestIsCalledOnce() {
        let mock = BDMock()
        setupStubSequence(of: &mock.fetchAction).answers { _, completion in completion(false) }
        var completed: [Bool] = []
        mock.fetch(1) { completed.append($0) }
        XCTAssertEqual(completed, [false], "not completion(false) then completion(true)")
        XCTAssertEqual(mock.log.all, [])
    }

    func testAnAssignedStartingClosureRunsUnderAnAnsweredCallToo() {
        // The behaviour `byDefault` exists for: what a plain closure does, for comparison.
        let mock = BDMock()
        var plainRuns = 0
        mock.makeAction = { name in
            plainRuns += 1
            return BDDriver(name: name)
        }
        setupStubSequence(of: &mock.makeAction).returnsOnce(BDDriver(name: "replica"))
        XCTAssertEqual(mock.make("primary").name, "replica")
        XCTAssertEqual(plainRuns, 1)
    }

    func testSequencesThatDoNotAnswerAndSpiesLetTheDefaultRun() {
        let mock = BDMock()
        let names = spyCalls(of: &mock.makeAction)
        setupStubSequence(of: &mock.makeAction).when("replica").returns(BDDriver(name: "answered"))
        let counting = setupStubSequence(of: &mock.makeAction).callback { _ in }.expect(.times(2))
        let aboveAll = spyCalls(of: &mock.makeAction)

        XCTAssertEqual(mock.make("primary").name, "primary")
        XCTAssertEqual(mock.make("replica").name, "answered")

        XCTAssertEqual(mock.log.all, ["make primary"])
        XCTAssertEqual(names, ["primary", "replica"], "a spy below the answering sequence sees the call")
        XCTAssertEqual(aboveAll, ["primary", "replica"])
        XCTAssertTrue(counting.verify())
    }

    func testSetupStubAnswersEveryCallAndTheDefaultNeverRuns() {
        let mock = BDMock()
        setupStub(of: &mock.openAction, return: 7)
        XCTAssertEqual(try mock.open("a"), 7)
        XCTAssertEqual(try mock.open("b"), 7)
        XCTAssertEqual(mock.log.all, [])
    }

    func testAThrownAnswerStepsTheDefaultAside() {
        let mock = BDMock()
        setupStubSequence(of: &mock.openAction).throwsOnce(BDError(code: 1))
        XCTAssertThrowsError(try mock.open("a")) { XCTAssertEqual($0 as? BDError, BDError(code: 1)) }
        XCTAssertEqual(try mock.open("b"), 1)
        XCTAssertEqual(mock.log.all, ["open b"])
    }

    func testTypedThrowsNameTheirError() {
        let mock = BDMock()
        setupStubSequence(of: &mock.parseAction).throwsOnce(BDError(code: 2)).returnsOnce(9)
        XCTAssertThrowsError(try mock.parse("a")) { XCTAssertEqual($0 as? BDError, BDError(code: 2)) }
        XCTAssertEqual(try mock.parse("bb"), 9)
        XCTAssertEqual(try mock.parse("ccc"), 3)
        XCTAssertEqual(mock.log.all, ["parse ccc"])
    }

    func testTypedThrowingDefaultsThrowTheirErrorAndStepAside() async throws {
        let mock = BDMock()
        setupStubSequence(of: &mock.checkAction).returnsOnce(7)
        setupStubSequence(of: &mock.verifyAction).throwsOnce(BDError(code: 5))
        XCTAssertEqual(try mock.check("a"), 7)
        await assertThrowsErrorAsync(try await mock.verify("a")) { XCTAssertEqual($0 as? BDError, BDError(code: 5)) }
        XCTAssertEqual(mock.log.all, [])

        XCTAssertThrowsError(try mock.check("")) { XCTAssertEqual($0 as? BDError, BDError(code: 0)) }
        await assertThrowsErrorAsync(try await mock.verify("")) { XCTAssertEqual($0 as? BDError, BDError(code: 0)) }
        let verified = try await mock.verify("abc")
        XCTAssertEqual(verified, 3)
        XCTAssertEqual(mock.log.all, ["check ", "verify ", "verify abc"])
    }

    func testAsynchronousDefaultsMayAwaitAndStepAside() async throws {
        let mock = BDMock()
        setupStubSequence(of: &mock.loadAction).returnsOnce("answered")
        setupStubSequence(of: &mock.readAction).throwsOnce(BDError(code: 3))
        setupStubSequence(of: &mock.decodeAction).throwsOnce(BDError(code: 4))
        setupStubSequence(of: &mock.countAction).answersOnce { _ in 10 }

        let loaded = await mock.load(1)
        XCTAssertEqual(loaded, "answered")
        await assertThrowsErrorAsync(try await mock.read(1)) { XCTAssertEqual($0 as? BDError, BDError(code: 3)) }
        await assertThrowsErrorAsync(try await mock.decode(1)) { XCTAssertEqual($0 as? BDError, BDError(code: 4)) }
        let counted = try await mock.count("a")
        XCTAssertEqual(counted, 10)
        XCTAssertEqual(mock.log.all, [])

        let (load, read, decode, count) = (
            await mock.load(2), try await mock.read(2), try await mock.decode(2), try await mock.count("ab")
        )
        XCTAssertEqual([load, read, decode, "\(count)"], ["item 2", "item 2", "item 2", "2"])
        XCTAssertEqual(mock.log.all, ["load 2", "read 2", "decode 2", "count ab"])
    }

    func testAnAsynchronousAnswerThatAwaitsStepsTheDefaultAside() async {
        let mock = BDMock()
        setupStubSequence(of: &mock.loadAction).answersOnce { id in
            await Task.yield()
            return "awaited \(id)"
        }
        let loaded = await mock.load(5)
        XCTAssertEqual(loaded, "awaited 5")
        XCTAssertEqual(mock.log.all, [])
    }

    func testADefaultCalledDuringAnotherActionsAnsweredCallIsACallOfItsOwn() {
        // relayAction's default calls `other`, whose `single` has relay's signature; the test
        // answers relay. The default steps aside, so `other` is not called at all.
        let mock = BDMock()
        let other = BDMock()
        mock.other = other
        setupStubSequence(of: &mock.relayAction).returnsOnce(5)
        XCTAssertEqual(mock.relay("a"), 5)
        XCTAssertEqual(other.log.all, [])
        XCTAssertEqual(mock.relay("b"), 0, "unanswered: the default relays to the other mock's default")
        XCTAssertEqual(other.log.all, ["single b"])
    }

    func testADefaultRunningUnderAnotherSignaturesAnswerRunsUnbound() {
        // The test assigns `single` (String -> Int) a closure that calls `lookup` (Int -> Int),
        // then answers `single`. The answer travels down to the assigned closure, so `lookup`'s
        // default runs with single's answer bound: a call of its own, whose call to the strict
        // stub of single's signature must be reported, not answered with single's 5.
        let mock = BDMock()
        mock.singleAction = { _ in mock.lookup(1) }
        setupStubSequence(of: &mock.singleAction).returns(5)
        var failures: [Failure] = []
        failures = recordingFailures {
            XCTAssertEqual(mock.single("a"), 5)
        }
        XCTAssertEqual(mock.looked, [0], "the strict stub answered its own default, not single's 5")
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(
            failures.first?.message.hasPrefix("Unregistered strict stub 'strictAction' was called with \"inner\"."),
            true, failures.first?.message ?? "no failure")
    }

    func testAMockWithDefaultsIsReleased() {
        weak var released: BDMock?
        do {
            let mock = BDMock()
            released = mock
            _ = mock.relay("a")
            _ = mock.make("a")
            setupStubSequence(of: &mock.makeAction).returns(BDDriver(name: "b"))
        }
        XCTAssertNil(released)
    }
}

/// `XCTAssertThrowsError` for an asynchronous expression.
func assertThrowsErrorAsync<T>(
    _ expression: @autoclosure () async throws -> T, file: StaticString = #filePath, line: UInt = #line,
    _ handler: (any Error) -> Void
) async {
    do {
        _ = try await expression()
        XCTFail("no error thrown", file: file, line: line)
    } catch {
        handler(error)
    }
}
