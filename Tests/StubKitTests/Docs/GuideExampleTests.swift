import Dispatch
// `public`: the conformance below is public (a public type, a public protocol), which needs both modules
// imported publicly where imports are internal by default (InternalImportsByDefault, Swift 7).
public import Foundation
public import StubKit
import XCTest

// The examples the guides give for what porting real suites found missing (issue 33), written here
// as the guides write them, so that a guide cannot drift from the API. Each section names the
// article and the section that shows it.

// MARK: - README, "A short tour"

// The tour's first sample is compiled verbatim by Tests/ExampleAppTests/DocumentationSnippetsTests
// and the client packages; these are the lines after it.

private protocol Database {
    func addUser(name: String) -> Bool
    func addAccount(givenName: String, lastName: String) -> Int
}

private final class DatabaseMock: Database {
    lazy var addUserAction = stub(of: addUser)
    func addUser(name: String) -> Bool { addUserAction(name) }
    lazy var addAccountAction = stub(of: addAccount)
    func addAccount(givenName: String, lastName: String) -> Int { addAccountAction((givenName, lastName)) }
}

private protocol Store {
    func load<T: Decodable>(_ key: String) throws -> T
}

private final class StoreMock: Store {
    var loadAction: (GenericCall<String>) throws -> Any = stubGeneric()
    func load<T: Decodable>(_ key: String) throws -> T {
        try throwingGenericResult(loadAction(GenericCall(key, types: T.self, returning: T.self)))
    }
}

// MARK: - StubbingAndDefaultValues, "Types of other modules"

// In a client's test target this line is `extension DateComponents: @retroactive DefaultProvidable`:
// Swift 6 warns about a conformance of another module's type to another module's protocol unless it
// says `@retroactive` (checked by type-checking the guide's snippet as a module of its own against
// StubKit). Here StubKit is in the same package, where the attribute is an error and not needed.
extension DateComponents: DefaultProvidable {
    /// No component set.
    public static var defaultValue: Self { DateComponents() }
}

private protocol ReminderScheduler {
    func nextReminder(after date: Date) -> DateComponents
}

private final class ReminderSchedulerMock: ReminderScheduler {
    lazy var nextReminderAction = stub(of: nextReminder)
    func nextReminder(after date: Date) -> DateComponents { nextReminderAction(date) }
}

// MARK: - StaticsAndInitializers, "Final mocks need no required init"

private protocol Plugin {
    init(name: String)
    func run() -> Bool
}

private final class PluginMock: Plugin {
    final class Statics: @unchecked Sendable {
        var initAction: ((String, PluginMock)) -> Void = stub()
    }
    static let statics = TestScoped { Statics() }

    init(name: String) { Self.statics.current.initAction((name, self)) }  // final: no `required`
    init() {}  // for tests that make the mock themselves

    lazy var runAction = stub(of: run)
    func run() -> Bool { runAction(()) }
}

private func loadPlugins<P: Plugin>(_ type: P.Type, names: [String]) -> [P] {
    names.map { P(name: $0) }
}

// MARK: - GenericAndVariadicFunctions, "A generic result inside another type"

private struct CacheMiss: Error, Equatable {}

private protocol TypedCache {
    func value<T: Decodable>(forKey key: String) -> Result<T, any Error>
}

private final class TypedCacheMock: TypedCache {
    var valueAction: (GenericCall<String>) -> Any = stubGeneric()
    func value<T: Decodable>(forKey key: String) -> Result<T, any Error> {
        genericResult(
            valueAction(GenericCall(key, types: T.self, returning: Result<T, any Error>.self)),
            ifUnanswered: .failure(CacheMiss()))
    }
}

// MARK: - GenericAndVariadicFunctions, "A generic result inside another type": `T?` and returnsNil

private protocol OptionalCache {
    func cached<T: Decodable>(forKey key: String) -> T?
}

private final class OptionalCacheMock: OptionalCache {
    var cachedAction: (GenericCall<String>) -> Any = stubGeneric()
    func cached<T: Decodable>(forKey key: String) -> T? {
        genericResult(cachedAction(GenericCall(key, types: T.self, returning: T?.self)))
    }
}

// MARK: - GenericAndVariadicFunctions, "One action for every specialization": Data arguments

private protocol JSONCoder {
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

private final class JSONCoderMock: JSONCoder {
    var decodeAction: (GenericCall<(Any.Type, Data)>) throws -> Any = stubGeneric()
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try throwingGenericResult(decodeAction(GenericCall((type, data), types: T.self, returning: T.self)))
    }
}

// MARK: - GenericAndVariadicFunctions, "Matching on the call's types"

private protocol Converter {
    func convert<Input, Output>(_ value: Input, to type: Output.Type) -> Output
}

private final class ConverterMock: Converter {
    var convertAction: (GenericCall<(Any, Any.Type)>) -> Any = stubGeneric()
    func convert<Input, Output>(_ value: Input, to type: Output.Type) -> Output {
        genericResult(convertAction(GenericCall((value, type), types: Input.self, Output.self, returning: Output.self)))
    }
}

// MARK: - CompletionHandlers, "A completion called on the queue it is given"

private struct Thumbnail: Equatable { var width: Int }

private protocol ThumbnailLoader {
    func load(_ name: String, queue: DispatchQueue, completion: @escaping (Thumbnail?) -> Void)
}

private final class ThumbnailLoaderMock: ThumbnailLoader {
    var loadAction: ((String, DispatchQueue, (Thumbnail?) -> Void)) -> Void = byDefault { _, queue, completion in
        nonisolated(unsafe) let completion = completion  // called once, on the queue it was given for
        queue.async { completion(nil) }
    }
    func load(_ name: String, queue: DispatchQueue, completion: @escaping (Thumbnail?) -> Void) {
        loadAction((name, queue, completion))
    }
}

// MARK: - AssociatedTypesAndRefinements, "some P<A, B> parameters"

private protocol KeyValueStore<Key, Value> {
    associatedtype Key: Hashable
    associatedtype Value
    func value(for key: Key) -> Value?
}

private protocol CacheWarmer {
    func warm(_ store: some KeyValueStore<String, Int>, keys: [String]) -> Int
}

private final class CacheWarmerMock: CacheWarmer {
    var warmAction: ((any KeyValueStore<String, Int>, [String])) -> Int = stub()
    func warm(_ store: some KeyValueStore<String, Int>, keys: [String]) -> Int { warmAction((store, keys)) }
}

private struct DictionaryStore: KeyValueStore {
    var values: [String: Int]
    func value(for key: String) -> Int? { values[key] }
}

// MARK: - AssociatedTypesAndRefinements, "An associated type the default must build"

private protocol ItemFactory {
    associatedtype Item
    func make(named name: String) -> Item
}

private final class ItemFactoryMock<Item>: ItemFactory {
    var makeAction: (String) -> Item
    func make(named name: String) -> Item { makeAction(name) }

    init(making item: @escaping (String) -> Item) {
        makeAction = byDefault(item)
    }
}

private final class DefaultItemFactoryMock<Item: DefaultProvidable>: ItemFactory {
    var makeAction: (String) -> Item = stub()
    func make(named name: String) -> Item { makeAction(name) }
}

private struct Tag: Equatable { var name: String }

// MARK: - StubbingHints, "Overloaded names"

private protocol PayloadDecoder {
    func decode(_ data: Data) -> Int
    func decode(_ data: Data) -> String
}

private final class PayloadDecoderMock: PayloadDecoder {
    lazy var decodeIntAction: (Data) -> Int = stub(of: decode)
    func decode(_ data: Data) -> Int { decodeIntAction(data) }

    lazy var decodeStringAction: (Data) -> String = stub(of: decode)
    func decode(_ data: Data) -> String { decodeStringAction(data) }
}

final class GuideExampleTests: XCTestCase {
    func testTheReadmeTourAfterItsFirstSample() throws {
        let mock = DatabaseMock()
        setupStub(of: &mock.addAccountAction, return: 7)
        XCTAssertEqual(mock.addAccount(givenName: "Ada", lastName: "Lovelace"), 7)

        let store = StoreMock()
        setupStubSequence(of: &store.loadAction).when { $0.expects(Int.self) }.returns(42)
        XCTAssertEqual(try store.load("answer") as Int, 42)
        XCTAssertEqual(try store.load("name") as String, "")  // unanswered: String's default
    }

    func testAForeignTypeConformedRetroactivelyIsADefault() {
        let scheduler = ReminderSchedulerMock()
        XCTAssertEqual(scheduler.nextReminder(after: Date()), DateComponents())
        setupStub(of: &scheduler.nextReminderAction, return: DateComponents(hour: 9))
        XCTAssertEqual(scheduler.nextReminder(after: Date()).hour, 9)
    }

    func testAFinalMockImplementsAnInitRequirementWithoutRequired() {
        let made = spyCalls(of: &PluginMock.statics.current.initAction, transform: { $0.0 })
        setupStubSequence(of: &PluginMock.statics.current.initAction, for: { $0.0 == "lint" })
            .callback { _, plugin in setupStub(of: &plugin.runAction, return: true) }

        let plugins = loadPlugins(PluginMock.self, names: ["lint", "format"])

        XCTAssertEqual(made, ["lint", "format"])
        XCTAssertEqual(plugins.map { $0.run() }, [true, false])
        XCTAssertFalse(PluginMock().run())  // made by the test: no init action
        XCTAssertEqual(made.count, 2)
    }

    func testAGenericResultInsideResultIsAnsweredWithTheWholeType() {
        let cache = TypedCacheMock()
        setupStubSequence(of: &cache.valueAction)
            .when { $0.expects(Result<Int, any Error>.self) }
            .returns(Result<Int, any Error>.success(3))

        let count: Result<Int, any Error> = cache.value(forKey: "count")
        let name: Result<String, any Error> = cache.value(forKey: "name")

        XCTAssertEqual(try count.get(), 3)
        XCTAssertThrowsError(try name.get()) { XCTAssertEqual($0 as? CacheMiss, CacheMiss()) }
    }

    func testAnOptionalGenericResultIsAnsweredNilOnceThenAValue() {
        let cache = OptionalCacheMock()
        setupStubSequence(of: &cache.cachedAction).returnsNilOnce().returns(7)

        let first: Int? = cache.cached(forKey: "count")  // nil: a miss
        let second: Int? = cache.cached(forKey: "count")  // 7

        XCTAssertNil(first)
        XCTAssertEqual(second, 7)
    }

    func testAGenericCallDescribesItsDataArgumentByContent() throws {
        let coder = JSONCoderMock()
        let calls = spyCalls(of: &coder.decodeAction)
        XCTAssertEqual(try coder.decode(Int.self, from: Data("7".utf8)), 0)
        XCTAssertEqual(calls[0]?.description, #"(Swift.Int, "7") <Int> -> Int"#)
    }

    func testUsesNeedsEveryTypeInOrder() {
        let converter = ConverterMock()
        setupStubSequence(of: &converter.convertAction).when { $0.uses(Int.self, String.self) }.returns("seven")
        let calls = spyCalls(of: &converter.convertAction)

        XCTAssertEqual(converter.convert(7, to: String.self), "seven")
        XCTAssertEqual(converter.convert(7.0, to: String.self), "")  // Double, String: not answered

        XCTAssertFalse(calls[0]?.uses(Int.self) ?? true)  // one type of two
        XCTAssertFalse(calls[0]?.uses(String.self, Int.self) ?? true)  // out of order
        XCTAssertTrue(calls[0]?.uses(Int.self, String.self) ?? false)
        XCTAssertTrue(calls[0]?.genericTypes.first == Int.self)  // one type, by position
        XCTAssertTrue(calls[1]?.expects(String.self) ?? false)  // the result type alone
    }

    func testTheDefaultCompletesOnTheQueueItIsGiven() {
        let loader = ThumbnailLoaderMock()
        let queue = DispatchQueue(label: "thumbnails")
        let completed = expectation(description: "completed on the queue")
        loader.load("a.png", queue: queue) { thumbnail in
            dispatchPrecondition(condition: .onQueue(queue))
            XCTAssertNil(thumbnail)
            completed.fulfill()
        }
        wait(for: [completed], timeout: 5)

        let answered = expectation(description: "answered on the queue")
        setupStubSequence(of: &loader.loadAction).answersOnce { _, queue, completion in
            nonisolated(unsafe) let completion = completion
            queue.async { completion(Thumbnail(width: 64)) }
        }
        loader.load("b.png", queue: queue) { thumbnail in
            dispatchPrecondition(condition: .onQueue(queue))
            XCTAssertEqual(thumbnail, Thumbnail(width: 64))  // the default did not complete it too
            answered.fulfill()
        }
        wait(for: [answered], timeout: 5)
    }

    func testASomeParameterWithPrimaryAssociatedTypesReachesTheActionAsAny() {
        let warmer = CacheWarmerMock()
        setupStubSequence(of: &warmer.warmAction).answers { store, keys in
            keys.compactMap { store.value(for: $0) }.count
        }
        let keys = spyCalls(of: &warmer.warmAction, transform: { $0.1 })

        XCTAssertEqual(warmer.warm(DictionaryStore(values: ["a": 1]), keys: ["a", "b"]), 1)
        XCTAssertEqual(keys, [["a", "b"]])
    }

    func testADefaultOfAnAssociatedTypeComesFromTheTestOrFromDefaultProvidable() {
        let tags = ItemFactoryMock { Tag(name: $0) }
        XCTAssertEqual(tags.make(named: "swift"), Tag(name: "swift"))
        setupStub(of: &tags.makeAction, return: Tag(name: "fixed"))
        XCTAssertEqual(tags.make(named: "swift"), Tag(name: "fixed"))

        let names = DefaultItemFactoryMock<String>()
        XCTAssertEqual(names.make(named: "swift"), "")
    }

    func testOverloadsToldApartByTheirResultTypeHaveOneActionEach() {
        let decoder = PayloadDecoderMock()
        setupStub(of: &decoder.decodeIntAction, return: 7)
        setupStub(of: &decoder.decodeStringAction, return: "seven")

        let number: Int = decoder.decode(Data())
        let text: String = decoder.decode(Data())

        XCTAssertEqual(number, 7)
        XCTAssertEqual(text, "seven")
    }
}
