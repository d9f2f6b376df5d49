// Snippet tests: one small Swift source per requirement shape, compiled by the toolchain into the
// symbol graph the plugin reads, and the exact Swift text the generator writes for it. The
// patterns are those of Documentation/StubKit.docc and /work/notes/shapes.md;
// Tests/MockGenConsumerTests compiles and uses the same shapes.
import Testing

@testable import StubKitMockGen

@Suite struct SnippetTests {

    @Test func arities() throws {
        let text = try mockText(
            """
            protocol Database {
                func reset()
                func addUser(name: String) -> Bool
                func addAccount(givenName: String, lastName: String) -> Int
            }
            """)
        #expect(
            text == """
                final class DatabaseMock: Database {
                    var resetAction: (()) -> Void = { _ in }
                    func reset() { resetAction(()) }

                    var addUserAction: (String) -> Bool = { _ in .defaultValue }
                    func addUser(name: String) -> Bool { addUserAction(name) }

                    var addAccountAction: ((String, String)) -> Int = { _ in .defaultValue }
                    func addAccount(givenName: String, lastName: String) -> Int { addAccountAction((givenName, lastName)) }
                }

                """)
    }

    @Test func effects() throws {
        let text = try mockText(
            """
            import Foundation

            enum ParseError: Error {}

            protocol Service {
                func save(_ id: Int) throws
                func parse(_ text: String) throws(ParseError) -> Int
                func load(id: Int) async -> [String: Int]
                func upload(_ data: Data) async throws -> Bool
                func validate(_ text: String) async throws(ParseError)
            }
            """)
        #expect(
            text == """
                final class ServiceMock: Service {
                    var saveAction: (Int) throws -> Void = { _ in }
                    func save(_ id: Int) throws { try saveAction(id) }

                    var parseAction: (String) throws(ParseError) -> Int = { _ in .defaultValue }
                    func parse(_ text: String) throws(ParseError) -> Int { try parseAction(text) }

                    var loadAction: (Int) async -> [String: Int] = { _ in .defaultValue }
                    func load(id: Int) async -> [String: Int] { await loadAction(id) }

                    var uploadAction: (Data) async throws -> Bool = { _ in .defaultValue }
                    func upload(_ data: Data) async throws -> Bool { try await uploadAction(data) }

                    var validateAction: (String) async throws(ParseError) -> Void = { _ in }
                    func validate(_ text: String) async throws(ParseError) { try await validateAction(text) }
                }

                """)
    }

    @Test func noDefault() throws {
        let text = try mockText(
            """
            struct User {}

            protocol Directory {
                func user(named name: String) -> User
                func bounds(for name: String) -> (min: Int, max: Int)
                func find(id: Int) -> User?
            }
            """)
        #expect(
            text == """
                final class DirectoryMock: Directory {
                    var userAction: (String) -> User = strictStub(name: "userAction")
                    func user(named name: String) -> User { userAction(name) }

                    var boundsAction: (String) -> (min: Int, max: Int) = strictStub(name: "boundsAction")
                    func bounds(for name: String) -> (min: Int, max: Int) { boundsAction(name) }

                    var findAction: (Int) -> User? = { _ in .defaultValue }
                    func find(id: Int) -> User? { findAction(id) }
                }

                """)
    }

    @Test func mainActor() throws {
        let text = try mockText(
            """
            @MainActor protocol ProfileView: AnyObject {
                func show(name: String)
                func load() async -> Int
            }
            """)
        #expect(
            text == """
                @MainActor
                final class ProfileViewMock: ProfileView {
                    var showAction: @MainActor @Sendable (String) -> Void = { _ in }
                    func show(name: String) { showAction(name) }

                    var loadAction: @MainActor @Sendable (()) async -> Int = { _ in .defaultValue }
                    func load() async -> Int { await loadAction(()) }
                }

                """)
    }

    /// Async methods of global actors with values that are not `Sendable`: the main actor's are
    /// `@MainActor @Sendable` actions; another global actor's are synchronous, called without `await`.
    @Test func isolatedAsyncMethodsKeepNonSendableValuesOnTheirActor() throws {
        let text = try mockText(
            """
            struct Draft {}
            enum SaveError: Error {}
            @globalActor actor StorageActor { static let shared = StorageActor() }

            @MainActor protocol Editor {
                func save(_ draft: Draft) async throws(SaveError) -> Draft
            }

            @StorageActor protocol Store {
                func load(id: Int) async throws -> Draft?
            }
            """)
        #expect(
            text == """
                @MainActor
                final class EditorMock: Editor {
                    var saveAction: @MainActor @Sendable (Draft) async throws(SaveError) -> Draft = strictStub(
                        name: "saveAction", throwing: SaveError.self)
                    func save(_ draft: Draft) async throws(SaveError) -> Draft { try await saveAction(draft) }
                }

                @StorageActor
                final class StoreMock: Store {
                    var loadAction: (Int) throws -> Draft? = { _ in .defaultValue }
                    func load(id: Int) async throws -> Draft? { try loadAction(id) }
                }

                """)
    }

    @Test func mainActorMethod() throws {
        let text = try mockText(
            """
            protocol Presenter {
                @MainActor func present(_ title: String) -> Bool
            }
            """)
        #expect(
            text == """
                final class PresenterMock: Presenter {
                    var presentAction: @MainActor @Sendable (String) -> Bool = { _ in .defaultValue }
                    @MainActor func present(_ title: String) -> Bool { presentAction(title) }
                }

                """)
    }

    @Test func sendable() throws {
        let text = try mockText(
            """
            struct Account {}

            protocol Mailer: Sendable {
                func send(_ email: String) async throws
                func count() -> Int
                func account(id: Int) throws -> Account
                func each(_ body: (Int) -> Void)
                func log(_ message: @autoclosure () -> String)
                func run(_ work: () -> Void, times: Int) -> Bool
            }
            """)
        // Stored actions declared with their types (a `lazy var` races on first use); a strict stub
        // stored without `lazy` is given its name.
        #expect(
            text == """
                // @unchecked Sendable: configure every action before the code under test shares the mock.
                final class MailerMock: Mailer, @unchecked Sendable {
                    var sendAction: (String) async throws -> Void = { _ in }
                    func send(_ email: String) async throws { try await sendAction(email) }

                    var countAction: (()) -> Int = { _ in .defaultValue }
                    func count() -> Int { countAction(()) }

                    var accountAction: (Int) throws -> Account = strictStub(name: "accountAction")
                    func account(id: Int) throws -> Account { try accountAction(id) }

                    var eachAction: (@escaping (Int) -> Void) -> Void = { _ in }
                    func each(_ body: (Int) -> Void) { withoutActuallyEscaping(body) { body in eachAction(body) } }

                    var logAction: (String) -> Void = { _ in }
                    func log(_ message: @autoclosure () -> String) { logAction(message()) }

                    var runAction: ((() -> Void, Int)) -> Bool = { _ in .defaultValue }
                    func run(_ work: () -> Void, times: Int) -> Bool {
                        withoutActuallyEscaping(work) { work in runAction((work, times)) }
                    }
                }

                """)
    }

    @Test func autoclosures() throws {
        let text = try mockText(
            """
            protocol Logger {
                func log(_ message: @autoclosure () -> String)
                func log(_ message: @autoclosure () -> String, level: Int)
                func check(_ condition: @autoclosure () -> Bool, _ message: String, line: Int) throws
            }
            """)
        #expect(
            text == """
                final class LoggerMock: Logger {
                    var logAction: (String) -> Void = { _ in }
                    func log(_ message: @autoclosure () -> String) { logAction(message()) }

                    var logLevelAction: ((() -> String, Int)) -> Void = { _ in }
                    func log(_ message: @autoclosure () -> String, level: Int) {
                        withoutActuallyEscaping(message) { message in logLevelAction((message, level)) }
                    }

                    var checkAction: ((() -> Bool, String, Int)) throws -> Void = { _ in }
                    func check(_ condition: @autoclosure () -> Bool, _ message: String, line: Int) throws {
                        try withoutActuallyEscaping(condition) { condition in try checkAction((condition, message, line)) }
                    }
                }

                """)
    }

    /// Statements a closure wraps are wrapped as data: a failable initializer binds whether it is
    /// made before its `guard`, the values an action writes back are written inside the closure,
    /// which returns the result, and a typed-throws method answers `.success(())` after them.
    @Test func closuresWrapTheStatementsBesideThem() throws {
        let text = try mockText(
            """
            struct CursorError: Error {}
            protocol Cursor {
                init?(text: String, rule: (String) -> Bool)
                func next(_ state: inout Int, using rule: (Int) -> Bool) -> Bool
                func fill(_ low: inout Int, _ high: inout Int, with source: () -> Int) throws(CursorError)
                func take(_ low: inout Int, with source: () -> Int) throws(CursorError) -> Bool
            }
            """)
        #expect(
            text == """
                final class CursorMock: Cursor {
                    nonisolated final class Statics: @unchecked Sendable {
                        var initAction: ((String, (String) -> Bool, CursorMock)) -> Bool = { _ in true }
                    }
                    static let statics = TestScoped { Statics() }

                    init() {}

                    init?(text: String, rule: (String) -> Bool) {
                        let made = withoutActuallyEscaping(rule) { rule in Self.statics.current.initAction((text, rule, self)) }
                        guard made else { return nil }
                    }

                    var nextAction: ((Int, (Int) -> Bool)) -> (Int, Bool) = { ($0.0, .defaultValue) }
                    func next(_ state: inout Int, using rule: (Int) -> Bool) -> Bool {
                        return withoutActuallyEscaping(rule) { rule in
                            let written = nextAction((state, rule))
                            state = written.0
                            return written.1
                        }
                    }

                    var fillAction: ((Int, Int, () -> Int)) throws(CursorError) -> (Int, Int) = { ($0.0, $0.1) }
                    func fill(_ low: inout Int, _ high: inout Int, with source: () -> Int) throws(CursorError) {
                        try withoutActuallyEscaping(source) { source -> Swift.Result<Void, CursorError> in
                            do throws(CursorError) {
                                let written = try fillAction((low, high, source))
                                low = written.0
                                high = written.1
                                return .success(())
                            } catch {
                                return .failure(error)
                            }
                        }.get()
                    }

                    var takeAction: ((Int, () -> Int)) throws(CursorError) -> (Int, Bool) = { ($0.0, .defaultValue) }
                    func take(_ low: inout Int, with source: () -> Int) throws(CursorError) -> Bool {
                        try withoutActuallyEscaping(source) { source -> Swift.Result<Bool, CursorError> in
                            do throws(CursorError) {
                                let written = try takeAction((low, source))
                                low = written.0
                                return .success(written.1)
                            } catch {
                                return .failure(error)
                            }
                        }.get()
                    }
                }

                """)
    }

    /// A protocol another module declares and this one re-exports (NIO's `@_exported import
    /// NIOCore`) is mocked only with the declaring module's graph: the re-exporting graph leaves out
    /// its underscored requirements, and a mock without them would not conform.
    @Test func aReexportedProtocolIsMockedOnlyWithItsOwnModulesGraph() throws {
        let graphs = try reexportingGraphs(
            core: "public protocol Pipe {\n var _handle: Int { get }\n func send(_ value: Int)\n}")
        let alone = try MockGenerator(protocols: [], regenerateCommand: "regenerate").generate(
            symbolGraphs: graphs.app, context: [])
        #expect(
            withoutHeader(alone) == """
                // Core.Pipe has no mock: it is declared in Core, which App re-exports, and a graph of App leaves out its underscored requirements (pass Core's graph with --context).

                """)
        let withCore = try MockGenerator(protocols: [], regenerateCommand: "regenerate").generate(
            symbolGraphs: graphs.app, context: graphs.core)
        #expect(withCore.contains("var _handle: Int { return _handleAction(()) }"))
    }

    /// Generic bodies of several statements, as data: a failable initializer's `guard` inside the
    /// closure (no `return` of a value from an initializer), values written back before the
    /// result, a method's own typed error let out, a result a throwing closure makes.
    @Test func genericBodiesOfSeveralStatements() throws {
        let text = try mockText(
            """
            protocol Store {
                init?<T>(value: T, rule: (T) -> Bool)
                func normalize<T>(_ value: inout T, count: inout Int) -> Bool
                func send<E: Error>(_ value: Int) throws(E) -> Int
                func run<E: Error>() throws(E)
                func with<Return: ~Copyable>(key: String, _ body: (Int) throws -> Return) throws -> Return
            }
            """)
        #expect(
            text == """
                final class StoreMock: Store {
                    nonisolated final class Statics: @unchecked Sendable {
                        var initAction: (GenericCall<(Any, (Any) -> Bool, StoreMock)>) -> Bool = { _ in true }
                    }
                    static let statics = TestScoped { Statics() }

                    init() {}

                    init?<T>(value: T, rule: (T) -> Bool) {
                        let made = withoutActuallyEscaping(rule) { rule in
                            Self.statics.current.initAction(
                                GenericCall((value, { argument1 in rule(genericResult(argument1)) }, self), types: T.self))
                        }
                        guard made else { return nil }
                    }

                    var normalizeAction: (GenericCall<(Any, Int)>) -> Any = stubGeneric()
                    func normalize<T>(_ value: inout T, count: inout Int) -> Bool {
                        let written: (T, Int, Bool) = genericResult(
                            normalizeAction(GenericCall((value, count), types: T.self, returning: (T, Int, Bool).self)))
                        value = written.0
                        count = written.1
                        return written.2
                    }

                    var sendAction: (GenericCall<Int>) throws -> Int = { _ in .defaultValue }
                    func send<E>(_ value: Int) throws(E) -> Int where E: Error {
                        let answer: Any
                        do {
                            answer = try sendAction(GenericCall(value, types: E.self))
                        } catch let error as E {
                            throw error
                        } catch {
                            answer = error
                        }
                        return try throwingGenericResult(answer, throwing: E.self)
                    }

                    var runAction: (GenericCall<()>) throws -> Void = { _ in }
                    func run<E>() throws(E) where E: Error {
                        do {
                            try runAction(GenericCall((), types: E.self))
                        } catch let error as E {
                            throw error
                        } catch {
                            let _: Void = try throwingGenericResult(error, throwing: E.self)
                        }
                    }

                    var withAction: (GenericCall<String>) throws -> Int = { _ in .defaultValue }
                    func with<Return>(key: String, _ body: (Int) throws -> Return) throws -> Return where Return: ~Copyable {
                        let argument = try withAction(GenericCall(key))
                        return try body(argument)
                    }
                }

                """)
    }

    @Test func variadics() throws {
        let text = try mockText(
            """
            protocol Metrics {
                func log(_ items: String...)
                func record(_ name: String, values: Int...) async
            }
            """)
        #expect(
            text == """
                final class MetricsMock: Metrics {
                    var logAction: ([String]) -> Void = { _ in }
                    func log(_ items: String...) { logAction(items) }

                    var recordAction: ((String, [Int])) async -> Void = { _ in }
                    func record(_ name: String, values: Int...) async { await recordAction((name, values)) }
                }

                """)
    }

    @Test func closures() throws {
        let text = try mockText(
            """
            protocol Directory {
                func enumerateUsers(_ body: (String) -> Void)
                func loadUsers(completion: @escaping @Sendable ([String]) -> Void)
                func visit(_ root: String, before: (String) -> Bool, after: (String) throws -> Void) throws -> Int
            }
            """)
        #expect(
            text == """
                final class DirectoryMock: Directory {
                    var enumerateUsersAction: (@escaping (String) -> Void) -> Void = { _ in }
                    func enumerateUsers(_ body: (String) -> Void) {
                        withoutActuallyEscaping(body) { body in enumerateUsersAction(body) }
                    }

                    var loadUsersAction: (@escaping @Sendable ([String]) -> Void) -> Void = { _ in }
                    func loadUsers(completion: @escaping @Sendable ([String]) -> Void) { loadUsersAction(completion) }

                    var visitAction: ((String, (String) -> Bool, (String) throws -> Void)) throws -> Int = { _ in .defaultValue }
                    func visit(_ root: String, before: (String) -> Bool, after: (String) throws -> Void) throws -> Int {
                        try withoutActuallyEscaping(before) { before in
                            try withoutActuallyEscaping(after) { after in try visitAction((root, before, after)) }
                        }
                    }
                }

                """)
    }

    @Test func inoutParameters() throws {
        let text = try mockText(
            """
            struct Account {}

            protocol Counter {
                func adjust(_ value: inout Int)
                func next(_ state: inout Int) -> Bool
                func merge(into account: inout Account, times: Int) async throws -> Account
            }
            """)
        #expect(
            text == """
                final class CounterMock: Counter {
                    var adjustAction: (Int) -> Int = { $0 }
                    func adjust(_ value: inout Int) { value = adjustAction(value) }

                    var nextAction: (Int) -> (Int, Bool) = { ($0, .defaultValue) }
                    func next(_ state: inout Int) -> Bool {
                        let written = nextAction(state)
                        state = written.0
                        return written.1
                    }

                    var mergeAction: ((Account, Int)) async throws -> (Account, Account) = strictStub(name: "mergeAction")
                    func merge(into account: inout Account, times: Int) async throws -> Account {
                        let written = try await mergeAction((account, times))
                        account = written.0
                        return written.1
                    }
                }

                """)
    }

    @Test func generics() throws {
        let text = try mockText(
            """
            protocol Store {
                func add<User>(user: User) -> Bool
                func load<Value>(key: Int) throws -> Value where Value: Decodable
                func fetch<T>() async -> T
            }
            """)
        #expect(
            text == """
                final class StoreMock: Store {
                    var addAction: (GenericCall<Any>) -> Bool = { _ in .defaultValue }
                    func add<User>(user: User) -> Bool { addAction(GenericCall(user, types: User.self)) }

                    var loadAction: (GenericCall<Int>) throws -> Any = stubGeneric()
                    func load<Value>(key: Int) throws -> Value where Value: Decodable {
                        try throwingGenericResult(loadAction(GenericCall(key, types: Value.self, returning: Value.self)))
                    }

                    var fetchAction: (GenericCall<()>) async -> Any = stubGeneric()
                    func fetch<T>() async -> T { await genericResult(fetchAction(GenericCall((), types: T.self, returning: T.self))) }
                }

                """)
    }

    @Test func aGenericMetatypeIsErasedToItsConstraintsExistentialMetatype() throws {
        // `any Decodable.Type` goes straight to `JSONDecoder().decode` in an answer; unconstrained, `Any.Type`.
        let text = try mockText(
            """
            protocol Decoding {
                func decode<T: Decodable>(_ type: T.Type, from data: [UInt8]) throws -> T
                func both<T>(_ type: T.Type) -> T? where T: Decodable & Sendable
                func any<T>(_ type: T.Type) -> T?
            }
            """)
        #expect(
            text == """
                final class DecodingMock: Decoding {
                    var decodeAction: (GenericCall<(any Decodable.Type, [UInt8])>) throws -> Any = stubGeneric()
                    func decode<T>(_ type: T.Type, from data: [UInt8]) throws -> T where T: Decodable {
                        try throwingGenericResult(decodeAction(GenericCall((type, data), types: T.self, returning: T.self)))
                    }

                    var bothAction: (GenericCall<any (Decodable & Sendable).Type>) -> Any = stubGeneric()
                    func both<T>(_ type: T.Type) -> T? where T: Decodable, T: Sendable {
                        genericResult(bothAction(GenericCall(type, types: T.self, returning: T?.self)))
                    }

                    var anyAction: (GenericCall<Any.Type>) -> Any = stubGeneric()
                    func any<T>(_ type: T.Type) -> T? { genericResult(anyAction(GenericCall(type, types: T.self, returning: T?.self))) }
                }

                """)
    }

    @Test func associatedTypes() throws {
        let text = try mockText(
            """
            protocol Cache<Value> {
                associatedtype Value: Equatable
                associatedtype Key
                func value(for key: Key) -> Value
            }
            """)
        #expect(
            text == """
                final class CacheMock<Value: Equatable, Key>: Cache {
                    var valueAction: (Key) -> Value = strictStub(name: "valueAction")
                    func value(for key: Key) -> Value { valueAction(key) }
                }

                """)
    }

    @Test func overloads() throws {
        let text = try mockText(
            """
            import Foundation

            protocol Lookup {
                func find(_ name: String) -> Bool
                func find(_ id: Int) -> Bool
                func addUser(_ name: String) -> Bool
                func addUser(_ name: String, at date: Date) -> Bool
            }
            """)
        #expect(
            text == """
                final class LookupMock: Lookup {
                    var findNameAction: (String) -> Bool = { _ in .defaultValue }
                    func find(_ name: String) -> Bool { findNameAction(name) }

                    var findIdAction: (Int) -> Bool = { _ in .defaultValue }
                    func find(_ id: Int) -> Bool { findIdAction(id) }

                    var addUserAction: (String) -> Bool = { _ in .defaultValue }
                    func addUser(_ name: String) -> Bool { addUserAction(name) }

                    var addUserAtAction: ((String, Date)) -> Bool = { _ in .defaultValue }
                    func addUser(_ name: String, at date: Date) -> Bool { addUserAtAction((name, date)) }
                }

                """)
    }

    @Test func customActor() throws {
        let text = try mockText(
            """
            @globalActor actor StorageActor { static let shared = StorageActor() }

            @StorageActor protocol Storage {
                func load(id: Int) -> String
                func save(_ value: String, id: Int)
                func flush() async
            }
            """)
        #expect(
            text == """
                @StorageActor
                final class StorageMock: Storage {
                    var loadAction: (Int) -> String = { _ in .defaultValue }
                    func load(id: Int) -> String { loadAction(id) }

                    var saveAction: ((String, Int)) -> Void = { _ in }
                    func save(_ value: String, id: Int) { saveAction((value, id)) }

                    var flushAction: (()) -> Void = { _ in }
                    func flush() async { flushAction(()) }
                }

                """)
    }

    /// An actor mock's async requirement: a synchronous action when an argument may not be
    /// `Sendable` (a type of the module, a closure, an erased generic value), an async one otherwise.
    @Test func actorAsyncMethodsKeepNonSendableArgumentsOnTheActor() throws {
        let text = try mockText(
            """
            import Foundation

            struct Draft {}

            protocol Queue: Actor {
                func enqueue(_ draft: Draft) async -> Int
                func note(_ message: @autoclosure () -> String) async throws
                func count(of titles: [String: URL?]) async -> Int
                func push<T>(_ value: T) async
                func run<T: Sendable>(_ job: T) async -> T
            }
            """)
        #expect(
            text == """
                actor QueueMock: Queue {
                    nonisolated final class Actions: @unchecked Sendable {
                        var enqueueAction: (Draft) -> Int = { _ in .defaultValue }
                        var noteAction: (String) throws -> Void = { _ in }
                        var countAction: ([String: URL?]) async -> Int = { _ in .defaultValue }
                        var pushAction: (GenericCall<Any>) -> Void = { _ in }
                        var runAction: (GenericCall<any Sendable>) async -> Any = stubGeneric()
                    }
                    nonisolated let actions = Actions()

                    func enqueue(_ draft: Draft) async -> Int { actions.enqueueAction(draft) }

                    func note(_ message: @autoclosure () -> String) async throws { try actions.noteAction(message()) }

                    func count(of titles: [String: URL?]) async -> Int { await actions.countAction(titles) }

                    func push<T>(_ value: T) async { actions.pushAction(GenericCall(value, types: T.self)) }

                    func run<T>(_ job: T) async -> T where T: Sendable {
                        await genericResult(actions.runAction(GenericCall(job, types: T.self, returning: T.self)))
                    }
                }

                """)
    }

    @Test func actorProtocol() throws {
        let text = try mockText(
            """
            protocol Worker: Actor {
                func work() async
                nonisolated func label() -> String
                var pending: Int { get }
                var status: String { get set }
                func store<Value>(_ value: Value) -> Bool
            }
            """)
        // Tests reach the actions through a nonisolated holder, without `await`; a generic
        // method's action stays on the actor (stubGeneric(of:) reads the actor's method).
        #expect(
            text == """
                actor WorkerMock: Worker {
                    nonisolated final class Actions: @unchecked Sendable {
                        var workAction: (()) async -> Void = { _ in }
                        var labelAction: (()) -> String = { _ in .defaultValue }
                        var pendingAction: (()) -> Int = { _ in .defaultValue }
                        var statusStub = PropertyStub<String>()
                        var storeAction: (GenericCall<Any>) -> Bool = { _ in .defaultValue }
                    }
                    nonisolated let actions = Actions()

                    func work() async { await actions.workAction(()) }

                    nonisolated func label() -> String { actions.labelAction(()) }

                    var pending: Int { return actions.pendingAction(()) }

                    var status: String {
                        get { return actions.statusStub.get(()) }
                        set { actions.statusStub.set(newValue) }
                    }

                    func store<Value>(_ value: Value) -> Bool { actions.storeAction(GenericCall(value, types: Value.self)) }
                }

                """)
    }

    @Test func propertiesSubscriptsStaticsAndInitializers() throws {
        let text = try mockText(
            """
            protocol Settings {
                var name: String { get set }
                var version: Int { get }
                subscript(key: String) -> String? { get set }
                static func makeDefault() -> Self
                init(name: String)
            }
            """)
        #expect(
            text == """
                final class SettingsMock: Settings {
                    nonisolated final class Statics: @unchecked Sendable {
                        var makeDefaultAction: (()) -> SettingsMock = byDefault { _ in SettingsMock() }
                        var initAction: ((String, SettingsMock)) -> Void = { _ in }
                    }
                    static let statics = TestScoped { Statics() }

                    init() {}

                    var nameStub = PropertyStub<String>()
                    var name: String {
                        get { return nameStub.get(()) }
                        set { nameStub.set(newValue) }
                    }

                    var versionAction: (()) -> Int = { _ in .defaultValue }
                    var version: Int { return versionAction(()) }

                    var subscriptStub = SubscriptStub<String, String?>()
                    subscript(key: String) -> String? {
                        get { return subscriptStub.get(key) }
                        set { subscriptStub.set((key, newValue)) }
                    }

                    static func makeDefault() -> SettingsMock { statics.current.makeDefaultAction(()) }

                    init(name: String) { Self.statics.current.initAction((name, self)) }
                }

                """)
    }

    @Test func parametersWithoutAnInternalNameAreNamedByPosition() throws {
        let text = try mockText(
            """
            protocol MetadataStore {
                subscript(metadataKey _: String) -> String? { get set }
                subscript(_: Int) -> String { get }
                func record(_: Int, at _: String)
            }
            """)
        #expect(
            text == """
                final class MetadataStoreMock: MetadataStore {
                    var subscriptMetadataKeyStub = SubscriptStub<String, String?>()
                    subscript(metadataKey argument1: String) -> String? {
                        get { return subscriptMetadataKeyStub.get(argument1) }
                        set { subscriptMetadataKeyStub.set((argument1, newValue)) }
                    }

                    var subscriptAction: (Int) -> String = { _ in .defaultValue }
                    subscript(argument1: Int) -> String { return subscriptAction(argument1) }

                    var recordAction: ((Int, String)) -> Void = { _ in }
                    func record(_ argument1: Int, at argument2: String) { recordAction((argument1, argument2)) }
                }

                """)
    }

    @Test func staticsAndInitializers() throws {
        let text = try mockText(
            """
            struct Account {}

            protocol Driver {
                static var version: Int { get }
                static var limit: Int { get set }
                static func make(name: String) -> Self
                static func connect(to host: String) throws -> Bool
                static func account(for name: String) -> Account
                init(name: String, port: Int) throws
                func start() -> Bool
            }
            """)
        // Static and init actions live in `Statics`, one instance per running test (TestScoped);
        // an init action receives the arguments and the new instance.
        #expect(
            text == """
                final class DriverMock: Driver {
                    nonisolated final class Statics: @unchecked Sendable {
                        var versionAction: (()) -> Int = { _ in .defaultValue }
                        var limitStub = PropertyStub<Int>()
                        var makeAction: (String) -> DriverMock = byDefault { _ in DriverMock() }
                        var connectAction: (String) throws -> Bool = { _ in .defaultValue }
                        var accountAction: (String) -> Account = strictStub(name: "accountAction")
                        var initAction: ((String, Int, DriverMock)) throws -> Void = { _ in }
                    }
                    static let statics = TestScoped { Statics() }

                    init() {}

                    static var version: Int { return statics.current.versionAction(()) }

                    static var limit: Int {
                        get { return statics.current.limitStub.get(()) }
                        set { statics.current.limitStub.set(newValue) }
                    }

                    static func make(name: String) -> DriverMock { statics.current.makeAction(name) }

                    static func connect(to host: String) throws -> Bool { try statics.current.connectAction(host) }

                    static func account(for name: String) -> Account { statics.current.accountAction(name) }

                    init(name: String, port: Int) throws { try Self.statics.current.initAction((name, port, self)) }

                    var startAction: (()) -> Bool = { _ in .defaultValue }
                    func start() -> Bool { startAction(()) }
                }

                """)
    }

    /// A generic type cannot have a stored static: its `statics` is computed, keyed by the mock's type.
    @Test func staticsOfAGenericMockAreKeyedByItsType() throws {
        let text = try mockText(
            """
            protocol Pool {
                associatedtype Item
                static func capacity() -> Int
                init(items: [Item])
            }
            """)
        #expect(
            text == """
                final class PoolMock<Item>: Pool {
                    nonisolated final class Statics: TestScopedValue, @unchecked Sendable {
                        var capacityAction: (()) -> Int = { _ in .defaultValue }
                        var initAction: (([Item], PoolMock)) -> Void = { _ in }
                    }
                    static var statics: TestScoped<Statics> { TestScoped(for: Self.self) }

                    init() {}

                    static func capacity() -> Int { statics.current.capacityAction(()) }

                    init(items: [Item]) { Self.statics.current.initAction((items, self)) }
                }

                """)
    }

    @Test func unresolvedParent() throws {
        let text = try mockText(
            """
            protocol Named: CustomStringConvertible {
                func `default`(_ `in`: Int)
            }
            """)
        #expect(
            text == """
                final class NamedMock: Named {
                    var defaultAction: (Int) -> Void = { _ in }
                    func `default`(_ `in`: Int) { defaultAction(`in`) }

                    var descriptionAction: (()) -> String = stub(alwaysReturn: "NamedMock")
                    var description: String { return descriptionAction(()) }
                }

                """)
    }

    @Test func rethrowingMethodsLetOutOnlyWhatTheClosureThrew() throws {
        let text = try mockText(
            """
            protocol Mapper {
                func map(_ values: [Int], _ transform: (Int) throws -> String) rethrows -> [String]
            }
            """)
        #expect(
            text == """
                final class MapperMock: Mapper {
                    var mapAction: (([Int], (Int) throws -> String)) throws -> [String] = { _ in .defaultValue }
                    func map(_ values: [Int], _ transform: (Int) throws -> String) rethrows -> [String] {
                        return try withoutActuallyEscaping(transform) { transform in
                            let call = Rethrowing()
                            return try call.result {
                                try mapAction((values, { argument1 in try call.body { try transform(argument1) } }))
                            }
                        }
                    }
                }

                """)
    }

    /// A parameter pack's values travel to the action as one tuple, and its type as its tuple's
    /// (`types: (repeat each Value).self`); a closure over a pack is erased as other generic
    /// closures are.
    @Test func parameterPacksTravelAsOneTuple() throws {
        let text = try mockText(
            """
            protocol Packs {
                func all<each Value>(_ values: repeat each Value)
                func make<each Value>(_ values: repeat each Value) -> (repeat each Value)
                func visit<each Value>(_ body: (repeat each Value) -> Void)
            }
            """)
        #expect(
            text == """
                final class PacksMock: Packs {
                    var allAction: (GenericCall<Any>) -> Void = { _ in }
                    func all<each Value>(_ values: repeat each Value) {
                        allAction(GenericCall((repeat each values) as Any, types: (repeat each Value).self))
                    }

                    var makeAction: (GenericCall<Any>) -> Any = stubGeneric()
                    func make<each Value>(_ values: repeat each Value) -> (repeat each Value) {
                        genericResult(
                            makeAction(
                                GenericCall(
                                    (repeat each values) as Any, types: (repeat each Value).self, returning: (repeat each Value).self)))
                    }

                    var visitAction: (GenericCall<(Any) -> Void>) -> Void = { _ in }
                    func visit<each Value>(_ body: (repeat each Value) -> Void) {
                        withoutActuallyEscaping(body) { body in
                            visitAction(
                                GenericCall(
                                    { argument1 in
                                        let values1: (repeat each Value) = genericResult(argument1)
                                        body(repeat each values1)
                                    }, types: (repeat each Value).self))
                        }
                    }
                }

                """)
    }

    /// A closure over a parameter pack receives the pack's values as one tuple (`Any`).
    ///
    /// A pack inside a generic argument is cast back as the argument (`Input<repeat each Detail>`),
    /// a pack of parameters is bound to its tuple type and spread. A closure handed to such a
    /// closure would have to be a literal over the pack: a placeholder.
    @Test func closuresOverPacksReceiveThePackAsOneTuple() throws {
        let text = try mockText(
            """
            struct Input<each Detail> {}

            protocol Router {
                func handle<each Detail>(next: (Input<repeat each Detail>) async throws -> Void) async throws
                func visit<each Value>(_ body: (Int, repeat each Value) -> Bool)
                func nested<each Value>(_ body: ((repeat each Value) -> Void) -> Void)
            }
            """)
        #expect(
            text == """
                final class RouterMock: Router {
                    var handleAction: (GenericCall<@concurrent (Any) async throws -> Void>) async throws -> Void = { _ in }
                    func handle<each Detail>(next: @concurrent (Input<repeat each Detail>) async throws -> Void) async throws {
                        #if hasFeature(NonisolatedNonsendingByDefault)
                            func pass(_ isolation: isolated (any Actor)?) async throws {
                                try await withoutActuallyEscaping(next) { next in
                                    _ = isolation
                                    try await handleAction(
                                        GenericCall(
                                            { argument1 in try await next(try throwingGenericResult(argument1)) },
                                            types: (repeat each Detail).self))
                                }
                            }
                            try await pass(#isolation)
                        #else
                            try await withoutActuallyEscaping(next) { next in
                                try await handleAction(
                                    GenericCall(
                                        { argument1 in try await next(try throwingGenericResult(argument1)) },
                                        types: (repeat each Detail).self))
                            }
                        #endif
                    }

                    var visitAction: (GenericCall<(Int, Any) -> Bool>) -> Void = { _ in }
                    func visit<each Value>(_ body: (Int, repeat each Value) -> Bool) {
                        withoutActuallyEscaping(body) { body in
                            visitAction(
                                GenericCall(
                                    { argument1, argument2 in
                                        let values2: (repeat each Value) = genericResult(argument2)
                                        return body(argument1, repeat each values2)
                                    }, types: (repeat each Value).self))
                        }
                    }

                    // Not mockable: Router.nested(_:): a closure taking a closure over a parameter pack has no type to erase its values to
                    func nested<each Value>(_ body: ((repeat each Value) -> Void) -> Void) {
                        unmockedRequirement(
                            "RouterMock.nested(_:)",
                            reason: "a closure taking a closure over a parameter pack has no type to erase its values to") as Void
                    }
                }

                """)
    }

    /// A generic method whose closure throws the method's own concrete error type
    /// (swift-binary-parsing's `withParserSpan`), with `inout` and without.
    ///
    /// The closure the action receives says `throws(ParsingError)`, which Swift does not infer,
    /// and is bound to its erased type before the call (Swift 6.3.1 crashes compiling it as a
    /// generic argument); a value of a generic type it receives is cast back throwing that error.
    @Test func aClosuresTypedErrorIsKeptThroughTheErasure() throws {
        let text = try mockText(
            """
            struct ParserSpan {}
            enum ParsingError: Error { case truncated }

            protocol Parser {
                func withParserSpan<T>(_ body: (inout ParserSpan) throws(ParsingError) -> T) throws(ParsingError) -> T
                func withSpan<T>(_ body: (ParserSpan) throws(ParsingError) -> T) throws(ParsingError) -> T
                func read<T>(_ body: (T) throws(ParsingError) -> Void) throws(ParsingError)
            }
            """)
        #expect(
            text == """
                final class ParserMock: Parser {
                    var withParserSpanAction:
                        (GenericCall<(inout ParserSpan) throws(ParsingError) -> Any>) throws(ParsingError) -> Any = stubGeneric()
                    func withParserSpan<T>(_ body: (inout ParserSpan) throws(ParsingError) -> T) throws(ParsingError) -> T {
                        try withoutActuallyEscaping(body) { body -> Swift.Result<T, ParsingError> in
                            do throws(ParsingError) {
                                let erasedBody: (inout ParserSpan) throws(ParsingError) -> Any = { argument1 throws(ParsingError) in
                                    try body(&argument1)
                                }
                                return .success(
                                    try throwingGenericResult(
                                        withParserSpanAction(GenericCall(erasedBody, types: T.self, returning: T.self)),
                                        throwing: ParsingError.self))
                            } catch {
                                return .failure(error)
                            }
                        }.get()
                    }

                    var withSpanAction: (GenericCall<(ParserSpan) throws(ParsingError) -> Any>) throws(ParsingError) -> Any =
                        stubGeneric()
                    func withSpan<T>(_ body: (ParserSpan) throws(ParsingError) -> T) throws(ParsingError) -> T {
                        try withoutActuallyEscaping(body) { body -> Swift.Result<T, ParsingError> in
                            do throws(ParsingError) {
                                let erasedBody: (ParserSpan) throws(ParsingError) -> Any = { argument1 throws(ParsingError) in
                                    try body(argument1)
                                }
                                return .success(
                                    try throwingGenericResult(
                                        withSpanAction(GenericCall(erasedBody, types: T.self, returning: T.self)),
                                        throwing: ParsingError.self))
                            } catch {
                                return .failure(error)
                            }
                        }.get()
                    }

                    var readAction: (GenericCall<(Any) throws(ParsingError) -> Void>) throws(ParsingError) -> Void = { _ in }
                    func read<T>(_ body: (T) throws(ParsingError) -> Void) throws(ParsingError) {
                        try withoutActuallyEscaping(body) { body -> Swift.Result<Void, ParsingError> in
                            do throws(ParsingError) {
                                let erasedBody: (Any) throws(ParsingError) -> Void = { argument1 throws(ParsingError) in
                                    try body(try throwingGenericResult(argument1, throwing: ParsingError.self))
                                }
                                try readAction(GenericCall(erasedBody, types: T.self))
                                return .success(())
                            } catch {
                                return .failure(error)
                            }
                        }.get()
                    }
                }

                """)
    }
}

extension SnippetTests {
    /// A member type the protocol makes concrete (`Source.Key == Int`) has that type's default:
    /// the action answers without setup instead of stopping the test.
    @Test func memberTypesMadeConcreteHaveTheirDefault() throws {
        let text = try mockText(
            """
            protocol KeySource { associatedtype Key }
            protocol Lookup {
                associatedtype Source: KeySource where Source.Key == Int
                func key(of source: Source) -> Source.Key
            }
            """)
        #expect(
            text == """
                final class KeySourceMock<Key>: KeySource {
                }

                final class LookupMock<Source: KeySource>: Lookup where Source.Key == Int {
                    var keyAction: (Source) -> Source.Key = { _ in .defaultValue }
                    func key(of source: Source) -> Source.Key { keyAction(source) }
                }

                """)
    }
}
