import Foundation
import Testing

@testable import StubKit

// The single generic action in every kind of mock the issue names: `@MainActor` and custom
// global-actor protocols, actor mocks, `Sendable` mocks called from many threads at once, static
// generic methods, and the whole-test `.verifyStubs` trait. Swift Testing, because Linux XCTest
// cannot run `@MainActor` test methods.

@globalActor actor GADatabaseActor {
    static let shared = GADatabaseActor()
}

@MainActor protocol GAViewModelLoading {
    func load<T: Decodable>(_ type: T.Type, from path: String) async throws -> T
    func cached<T>(_ key: String) -> T?
}

@MainActor final class GAViewModelLoadingMock: GAViewModelLoading {
    // The actions are not isolated: they need no overload of their own, and any global actor works alike.
    var loadAction: (GenericCall<(Any.Type, String)>) async throws -> Any = stubGeneric()
    func load<T: Decodable>(_ type: T.Type, from path: String) async throws -> T {
        try await throwingGenericResult(loadAction(GenericCall((type, path), types: T.self, returning: T.self)))
    }

    var cachedAction: (GenericCall<String>) -> Any = stubGeneric()
    func cached<T>(_ key: String) -> T? {
        genericResult(cachedAction(GenericCall(key, types: T.self, returning: T?.self)))
    }
}

@GADatabaseActor protocol GARecordStore {
    func fetch<Record: Sendable>(_ type: Record.Type, id: Int) throws -> Record?
}

@GADatabaseActor final class GARecordStoreMock: GARecordStore {
    var fetchAction: (GenericCall<(Any.Type, Int)>) throws -> Any = stubGeneric()
    func fetch<Record: Sendable>(_ type: Record.Type, id: Int) throws -> Record? {
        try throwingGenericResult(fetchAction(GenericCall((type, id), types: Record.self, returning: Record?.self)))
    }
}

protocol GACache: Actor {
    func get<T: Decodable & Sendable>(_ key: String, as type: T.Type) async throws -> T?
    func set<T: Encodable & Sendable>(_ value: T, for key: String) async throws
}

actor GACacheMock: GACache {
    nonisolated let actions = Actions()
    final class Actions: @unchecked Sendable {
        // @unchecked Sendable: the actions are stored at initialisation; StubKit's layers lock their state.
        var getAction: (GenericCall<(String, Any.Type)>) async throws -> Any = stubGeneric()
        var setAction: (GenericCall<(any Encodable & Sendable, String)>) async throws -> Void = stub()
    }

    func get<T: Decodable & Sendable>(_ key: String, as type: T.Type) async throws -> T? {
        try await throwingGenericResult(actions.getAction(GenericCall((key, type), types: T.self, returning: T?.self)))
    }

    func set<T: Encodable & Sendable>(_ value: T, for key: String) async throws {
        try await actions.setAction(GenericCall((value, key), types: T.self))
    }
}

protocol GAEventMonitor: Sendable {
    func request<Value: Sendable>(_ id: Int, didParse value: Value)
    func decoded<Value>(_ id: Int) -> Value
}

final class GAEventMonitorMock: GAEventMonitor, @unchecked Sendable {
    // @unchecked Sendable: stored actions, no `lazy`; StubKit's layers lock their own state.
    var requestAction: (GenericCall<(Int, any Sendable)>) -> Void = stub()
    func request<Value: Sendable>(_ id: Int, didParse value: Value) {
        requestAction(GenericCall((id, value), types: Value.self))
    }

    var decodedAction: (GenericCall<Int>) -> Any = stubGeneric()
    func decoded<Value>(_ id: Int) -> Value {
        genericResult(decodedAction(GenericCall(id, types: Value.self, returning: Value.self)))
    }
}

protocol GAFactory {
    static func make<T: DefaultProvidable>(_ type: T.Type) -> T
}

final class GAFactoryMock: GAFactory {
    static let statics = TestScoped { Statics() }
    final class Statics: @unchecked Sendable {
        // @unchecked Sendable: one per test scope, configured by that test.
        var makeAction: (GenericCall<Any.Type>) -> Any = stubGeneric()
    }

    static func make<T: DefaultProvidable>(_ type: T.Type) -> T {
        genericResult(statics.current.makeAction(GenericCall(type, types: T.self, returning: T.self)))
    }
}

@Suite struct GenericActionShapesTests {
    @Test @MainActor func mainActorGenericMethodsAnswerEveryType() async throws {
        let mock = GAViewModelLoadingMock()
        setupStubSequence(of: &mock.loadAction).when { $0.expects(Int.self) }.returns(42)
        setupStubSequence(of: &mock.loadAction).when { $0.expects(String.self) }.returns("text")
        let loads = spyCalls(of: &mock.loadAction)
        #expect(try await mock.load(Int.self, from: "/n") == 42)
        #expect(try await mock.load(String.self, from: "/s") == "text")
        #expect(loads.map(\.arguments.1) == ["/n", "/s"])
        setupStub(of: &mock.cachedAction, return: [1, 2])
        #expect(mock.cached("k") == [1, 2])
    }

    @Test @MainActor func aWrongAnswerInAMainActorMockIsAnIssueNamingBothTypes() async {
        let mock = GAViewModelLoadingMock()
        setupStubSequence(of: &mock.cachedAction).returns("not a number")
        withKnownIssue {
            #expect((mock.cached("k") as Int?) == nil)
        } matching: { issue in
            issue.description.contains(
                Messages.genericAnswerOfWrongType(name: "cached(_:)", expected: "Optional<Int>", answered: "String"))
        }
    }

    @Test @GADatabaseActor func customGlobalActorMocks() throws {
        let store = GARecordStoreMock()
        let fetched = setupStubSequence(of: &store.fetchAction).when { $0.arguments.1 == 7 }.returns("seven").expect(
            .once)
        #expect(try store.fetch(String.self, id: 7) == "seven")
        #expect(try store.fetch(Int.self, id: 8) == nil)
        SKTVerify(fetched)
    }

    @Test func actorMocks() async throws {
        let cache = GACacheMock()
        setupStubSequence(of: &cache.actions.getAction).when { $0.uses(Int.self) }.returns(5)
        let stored = spyCalls(of: &cache.actions.setAction)
        #expect(try await cache.get("a", as: Int.self) == 5)
        #expect(try await cache.get("a", as: String.self) == nil)
        try await cache.set([1, 2], for: "list")
        #expect(stored.count == 1)
        #expect(stored[0]?.arguments.0 as? [Int] == [1, 2])
        #expect(stored[0]?.uses([Int].self) == true)
    }

    @Test func staticGenericMethods() {
        setupStubSequence(of: &GAFactoryMock.statics.current.makeAction).when { $0.expects(Int.self) }.returns(9)
        #expect(GAFactoryMock.make(Int.self) == 9)
        #expect(GAFactoryMock.make(String.self) == "")
    }

    @Test(.verifyStubs) func theWholeTestTraitVerifiesGenericSetups() {
        let monitor = GAEventMonitorMock()
        setupStubSequence(of: &monitor.decodedAction).when { $0.expects(Int.self) }.returns(1).expect(.once)
        #expect(monitor.decoded(1) == 1)
    }

    /// Eight threads call one `Sendable` mock's generic method with eight types at once.
    ///
    /// Each call gets its own type's answer and every call is recorded. `make test-tsan` runs this.
    @Test func aSendableMockAnswersEightTypesFromEightThreadsAtOnce() {
        let monitor = GAEventMonitorMock()
        let answers: [(Any.Type, Any)] = [
            (Int.self, 1), (String.self, "s"), (Double.self, 2.5), (Bool.self, true),
            ([Int].self, [3]), (Int8.self, Int8(4)), (UInt.self, UInt(5)), (Float.self, Float(6)),
        ]
        for (type, answer) in answers {
            setupStubSequence(of: &monitor.decodedAction).when { $0.expects(type) }.returns(answer)
        }
        let decoded = spyCalls(of: &monitor.decodedAction)
        let parsed = spyCalls(of: &monitor.requestAction)
        let results = Protected([String](repeating: "", count: 8))
        let rounds = 200
        let barrier = GABarrier(count: 8)
        let threads = (0..<8).map { index in
            Thread {
                barrier.arriveAndWait()
                for _ in 0..<rounds {
                    let text: String
                    switch index {
                    case 0: text = "\(monitor.decoded(index) as Int)"
                    case 1: text = monitor.decoded(index) as String
                    case 2: text = "\(monitor.decoded(index) as Double)"
                    case 3: text = "\(monitor.decoded(index) as Bool)"
                    case 4: text = "\(monitor.decoded(index) as [Int])"
                    case 5: text = "\(monitor.decoded(index) as Int8)"
                    case 6: text = "\(monitor.decoded(index) as UInt)"
                    default: text = "\(monitor.decoded(index) as Float)"
                    }
                    monitor.request(index, didParse: text)
                    results.withLock { $0[index] = text }
                }
                barrier.done()
            }
        }
        for thread in threads { thread.start() }
        barrier.waitUntilDone()
        #expect(results.withLock { $0 } == ["1", "s", "2.5", "true", "[3]", "4", "5", "6.0"])
        #expect(decoded.count == 8 * rounds)
        #expect(parsed.count == 8 * rounds)
        for index in 0..<8 {
            #expect(decoded.filter { $0.arguments == index }.count == rounds)
            #expect(decoded.filter { $0.arguments == index }.allSatisfy { $0.expects(answers[index].0) })
        }
    }
}

/// Releases `count` threads at once, then lets the test wait until all of them are done.
final class GABarrier: @unchecked Sendable {
    // @unchecked Sendable: `waiting` and `running` are only touched with `condition` locked.
    private let condition = NSCondition()
    private var waiting: Int
    private var running: Int

    init(count: Int) {
        waiting = count
        running = count
    }

    func arriveAndWait() {
        condition.lock()
        waiting -= 1
        if waiting == 0 { condition.broadcast() } else { while waiting > 0 { condition.wait() } }
        condition.unlock()
    }

    func done() {
        condition.lock()
        running -= 1
        condition.broadcast()
        condition.unlock()
    }

    func waitUntilDone() {
        condition.lock()
        while running > 0 { condition.wait() }
        condition.unlock()
    }
}
