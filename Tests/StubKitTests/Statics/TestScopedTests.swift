import Foundation
import Testing
import XCTest

@testable import StubKit

// A protocol with static members and an `init` requirement, in the shape of hummingbird's
// `PersistDriver` factories and argument-parser's `ParsableCommand` (`init()`, `static var`).
private protocol Driver {
    static var version: Int { get }
    static func make(name: String) -> Self
    static func connect(to host: String) throws -> Bool
    init(name: String)
    func start() -> Bool
}

private final class DriverMock: Driver {
    final class Statics: @unchecked Sendable {
        // @unchecked Sendable: one instance per test, configured before the code under test runs.
        var versionAction: (()) -> Int = stub()
        var makeAction: (String) -> DriverMock = { DriverMock(name: $0) }
        // A stored (not lazy) property's `#function` is its type's name: give the stub its name.
        static let connectLine: UInt = #line + 1
        var connectAction = strictStub(of: DriverMock.connect, name: "connectAction")
        var initAction: ((String, DriverMock)) -> Void = stub()
    }
    static let statics = TestScoped { Statics() }

    static var version: Int { statics.current.versionAction(()) }
    static func make(name: String) -> DriverMock { statics.current.makeAction(name) }
    static func connect(to host: String) throws -> Bool { try statics.current.connectAction(host) }
    init(name: String) { Self.statics.current.initAction((name, self)) }

    lazy var startAction = stub(of: start)
    func start() -> Bool { startAction(()) }
}

/// Code under test: creates drivers through the protocol's static side.
private func bootstrap<D: Driver>(_ type: D.Type, names: [String]) -> [Bool] {
    guard D.version >= 2 else { return [] }
    return names.map { D.make(name: $0).start() }
}

final class TestScopedTests: XCTestCase {
    func testStaticActionsTakeSetupsAndSpies() {
        setupStub(of: &DriverMock.statics.current.versionAction, return: 2)
        let made = spyCalls(of: &DriverMock.statics.current.makeAction)
        XCTAssertEqual(bootstrap(DriverMock.self, names: ["a", "b"]), [false, false])
        XCTAssertEqual(made, ["a", "b"])
    }

    func testTheInitActionShowsTheArgumentsAndTheInstancesCreatedAndConfiguresThem() {
        setupStub(of: &DriverMock.statics.current.versionAction, return: 2)
        let created = spyCalls(of: &DriverMock.statics.current.initAction)
        setupStubSequence(of: &DriverMock.statics.current.initAction, for: { $0.0 == "primary" })
            .callback { _, driver in setupStub(of: &driver.startAction, return: true) }
        XCTAssertEqual(bootstrap(DriverMock.self, names: ["primary", "replica"]), [true, false])
        XCTAssertEqual(created.map(\.0), ["primary", "replica"])
        XCTAssertEqual(created.map { $0.1.start() }, [true, false])
    }

    func testZ1ASetupInOneTest() {
        setupStub(of: &DriverMock.statics.current.versionAction, return: 7)
        XCTAssertEqual(DriverMock.version, 7)
    }

    func testZ2IsNotSeenByTheNextTest() {
        XCTAssertEqual(DriverMock.version, 0, "each XCTest test case starts with fresh statics")
    }

    func testWithStubScopeStartsAFreshScopeForItsBodyOnly() {
        setupStub(of: &DriverMock.statics.current.versionAction, return: 3)
        withStubScope {
            XCTAssertEqual(DriverMock.version, 0)
            setupStub(of: &DriverMock.statics.current.versionAction, return: 4)
            XCTAssertEqual(DriverMock.version, 4)
        }
        XCTAssertEqual(DriverMock.version, 3)
    }

    func testAsyncWithStubScopeStartsAFreshScopeForItsBody() async {
        setupStub(of: &DriverMock.statics.current.versionAction, return: 3)
        await withStubScope {
            await Task.yield()  // an async body: the async withStubScope
            XCTAssertEqual(DriverMock.version, 0)
            setupStub(of: &DriverMock.statics.current.versionAction, return: 4)
            XCTAssertEqual(DriverMock.version, 4)
        }
        XCTAssertEqual(DriverMock.version, 3)
    }

    func testAsyncWithStubScopeReachesChildTasks() async {
        await withStubScope {
            setupStub(of: &DriverMock.statics.current.versionAction, return: 5)
            let seen = await withTaskGroup(of: Int.self) { group in
                group.addTask { DriverMock.version }
                return await group.next() ?? 0
            }
            XCTAssertEqual(seen, 5)
        }
    }

    func testAnUnregisteredStrictStaticStubNamesItselfAndItsDeclaration() {
        var thrown: (any Error)?
        let failures = recordingFailures {
            do { _ = try DriverMock.connect(to: "db") } catch { thrown = error }
        }
        XCTAssertTrue(thrown is StubKitError, "an untyped throwing strict stub throws after reporting")
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.unregisteredStrictStub(name: "connectAction", arguments: #""db""#)])
        XCTAssertEqual(failures.first?.site.line, DriverMock.Statics.connectLine)
    }
}

// MARK: - Swift Testing runs tests in parallel: each sees its own statics

/// Lets two tests wait for each other, so that they overlap when Swift Testing runs them in parallel.
private actor Rendezvous {
    static let shared = Rendezvous()
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns when `count` callers have arrived, or after about two seconds (tests run serially).
    func arrive(count: Int) async {
        if waiting.count + 1 == count {
            for continuation in waiting { continuation.resume() }
            waiting.removeAll()
            return
        }
        await withCheckedContinuation { continuation in
            waiting.append(continuation)
            Task {
                try? await Task.sleep(nanoseconds: 2_000_000_000)
                self.timeOut()
            }
        }
    }

    private func timeOut() {
        for continuation in waiting { continuation.resume() }
        waiting.removeAll()
    }
}

@Suite struct TestScopedParallelTests {
    private func setUpAndCheck(_ version: Int) async {
        setupStub(of: &DriverMock.statics.current.versionAction, return: version)
        await Rendezvous.shared.arrive(count: 2)
        #expect(DriverMock.version == version)
        let seenByChildTask = await Task { DriverMock.version }.value
        #expect(seenByChildTask == version)
    }

    @Test func oneTestSetsUpItsStatics() async {
        await setUpAndCheck(10)
    }

    @Test func anotherTestAtTheSameTimeSetsUpOthers() async {
        await setUpAndCheck(20)
    }

    @Test(.stubScope, arguments: [1, 2, 3])
    func eachCaseOfAParameterizedTestHasItsOwnStatics(version: Int) {
        #expect(DriverMock.version == 0)
        setupStub(of: &DriverMock.statics.current.versionAction, return: version)
        #expect(DriverMock.version == version)
    }
}
