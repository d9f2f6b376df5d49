// Snippet tests: one small symbol graph per requirement shape, and the exact Swift text the
// generator writes for it. The patterns are those of Documentation/StubKit.docc and
// /work/notes/shapes.md; Tests/MockGenConsumerTests compiles and uses the same shapes.
import Testing

@testable import StubKitMockGen

private let method = "swift.method"

@Suite struct SnippetTests {

    @Test func arities() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol Database",
                    members: [
                        (method, "func reset()"), (method, "func addUser(name: String) -> Bool"),
                        (method, "func addAccount(givenName: String, lastName: String) -> Int"),
                    ])
            ])
        #expect(
            text == """
                final class DatabaseMock: Database {
                    lazy var resetAction = stub(of: reset)
                    func reset() { resetAction(()) }

                    lazy var addUserAction = stub(of: addUser)
                    func addUser(name: String) -> Bool { addUserAction(name) }

                    lazy var addAccountAction = stub(of: addAccount)
                    func addAccount(givenName: String, lastName: String) -> Int { addAccountAction((givenName, lastName)) }
                }

                """)
    }

    @Test func effects() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol Service",
                    members: [
                        (method, "func save(_ id: Int) throws"),
                        (method, "func parse(_ text: String) throws(ParseError) -> Int"),
                        (method, "func load(id: Int) async -> [String : Int]"),
                        (method, "func upload(_ data: Data) async throws -> Bool"),
                        (method, "func validate(_ text: String) async throws(ParseError)"),
                    ])
            ])
        #expect(
            text == """
                final class ServiceMock: Service {
                    lazy var saveAction = stub(of: save)
                    func save(_ id: Int) throws { try saveAction(id) }

                    lazy var parseAction = stub(of: parse)
                    func parse(_ text: String) throws(ParseError) -> Int { try parseAction(text) }

                    lazy var loadAction = stub(of: load)
                    func load(id: Int) async -> [String: Int] { await loadAction(id) }

                    lazy var uploadAction = stub(of: upload)
                    func upload(_ data: Data) async throws -> Bool { try await uploadAction(data) }

                    lazy var validateAction = stub(of: validate)
                    func validate(_ text: String) async throws(ParseError) { try await validateAction(text) }
                }

                """)
    }

    @Test func noDefault() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol Directory",
                    members: [
                        (method, "func user(named name: String) -> User"),
                        (method, "func bounds(for name: String) -> (min: Int, max: Int)"),
                        (method, "func find(id: Int) -> User?"),
                    ])
            ])
        #expect(
            text == """
                final class DirectoryMock: Directory {
                    lazy var userAction = strictStub(of: user)
                    func user(named name: String) -> User { userAction(name) }

                    lazy var boundsAction = strictStub(of: bounds)
                    func bounds(for name: String) -> (min: Int, max: Int) { boundsAction(name) }

                    lazy var findAction = stub(of: find)
                    func find(id: Int) -> User? { findAction(id) }
                }

                """)
    }

    @Test func mainActor() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "@MainActor protocol ProfileView : AnyObject",
                    members: [
                        (method, "@MainActor func show(name: String)"), (method, "@MainActor func load() async -> Int"),
                    ])
            ])
        #expect(
            text == """
                @MainActor
                final class ProfileViewMock: ProfileView {
                    lazy var showAction = stub(of: show)
                    func show(name: String) { showAction(name) }

                    lazy var loadAction = stub(of: load)
                    func load() async -> Int { await loadAction(()) }
                }

                """)
    }

    @Test func mainActorMethod() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol Presenter",
                    members: [
                        (method, "@MainActor func present(_ title: String) -> Bool")
                    ])
            ])
        #expect(
            text == """
                final class PresenterMock: Presenter {
                    lazy var presentAction: @MainActor (String) -> Bool = stub(of: { _ in .defaultValue })
                    @MainActor func present(_ title: String) -> Bool { presentAction(title) }
                }

                """)
    }

    @Test func sendable() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol Mailer : Sendable",
                    members: [
                        (method, "func send(_ email: String) async throws"),
                        (method, "func count() -> Int"),
                        (method, "func account(id: Int) throws -> Account"),
                        (method, "func each(_ body: (Int) -> Void)"),
                        (method, "func log(_ message: @autoclosure () -> String)"),
                        (method, "func run(_ work: () -> Void, times: Int) -> Bool"),
                    ], parents: [("s:s8SendableP", "Swift.Sendable")])
            ])
        // Stored actions declared with their types (a `lazy var` races on first use); a strict stub
        // stored without `lazy` is given its name.
        #expect(
            text == """
                // @unchecked Sendable: configure every action before the code under test shares the mock.
                final class MailerMock: Mailer, @unchecked Sendable {
                    var sendAction: (String) async throws -> Void = stub()
                    func send(_ email: String) async throws { try await sendAction(email) }

                    var countAction: (()) -> Int = stub()
                    func count() -> Int { countAction(()) }

                    var accountAction = strictStub(
                        of: { (_: Int) throws -> Account in fatalError("only the closure's type is used") }, name: "accountAction")
                    func account(id: Int) throws -> Account { try accountAction(id) }

                    var eachAction: (@escaping (Int) -> Void) -> Void = stub()
                    func each(_ body: (Int) -> Void) { withoutActuallyEscaping(body) { eachAction($0) } }

                    var logAction: (String) -> Void = stub()
                    func log(_ message: @autoclosure () -> String) { logAction(message()) }

                    var runAction: ((() -> Void, Int)) -> Bool = stub()
                    func run(_ work: () -> Void, times: Int) -> Bool {
                        withoutActuallyEscaping(work) { work in runAction((work, times)) }
                    }
                }

                """)
    }

    @Test func autoclosures() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol Logger",
                    members: [
                        (method, "func log(_ message: @autoclosure () -> String)"),
                        (method, "func log(_ message: @autoclosure () -> String, level: Int)"),
                        (
                            method,
                            "func check(_ condition: @autoclosure () -> Bool, _ message: String, line: Int) throws"
                        ),
                    ])
            ])
        #expect(
            text == """
                final class LoggerMock: Logger {
                    lazy var logAction = stub(of: log as (@autoclosure () -> String) -> Void)
                    func log(_ message: @autoclosure () -> String) { logAction(message()) }

                    lazy var logLevelAction = stub(of: log as (@autoclosure () -> String, Int) -> Void)
                    func log(_ message: @autoclosure () -> String, level: Int) {
                        withoutActuallyEscaping(message) { logLevelAction(($0, level)) }
                    }

                    lazy var checkAction = stub(of: { (_: (() -> Bool, String, Int)) throws in })
                    func check(_ condition: @autoclosure () -> Bool, _ message: String, line: Int) throws {
                        try withoutActuallyEscaping(condition) { try checkAction(($0, message, line)) }
                    }
                }

                """)
    }

    @Test func variadics() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol Metrics",
                    members: [
                        (method, "func log(_ items: String...)"),
                        (method, "func record(_ name: String, values: Int...) async"),
                    ])
            ])
        #expect(
            text == """
                final class MetricsMock: Metrics {
                    lazy var logAction = stub(of: log)
                    func log(_ items: String...) { logAction(items) }

                    lazy var recordAction = stub(of: { (_: (String, [Int])) async in })
                    func record(_ name: String, values: Int...) async { await recordAction((name, values)) }
                }

                """)
    }

    @Test func closures() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol Directory",
                    members: [
                        (method, "func enumerateUsers(_ body: (String) -> Void)"),
                        (method, "func loadUsers(completion: @escaping @Sendable ([String]) -> Void)"),
                        (
                            method,
                            "func visit(_ root: String, before: (String) -> Bool, after: (String) throws -> Void) throws -> Int"
                        ),
                    ])
            ])
        #expect(
            text == """
                final class DirectoryMock: Directory {
                    lazy var enumerateUsersAction = stub(of: enumerateUsers)
                    func enumerateUsers(_ body: (String) -> Void) { withoutActuallyEscaping(body) { enumerateUsersAction($0) } }

                    lazy var loadUsersAction = stub(of: loadUsers)
                    func loadUsers(completion: @escaping @Sendable ([String]) -> Void) { loadUsersAction(completion) }

                    lazy var visitAction = stub(
                        of: visit as (String, @escaping (String) -> Bool, @escaping (String) throws -> Void) throws -> Int)
                    func visit(_ root: String, before: (String) -> Bool, after: (String) throws -> Void) throws -> Int {
                        try withoutActuallyEscaping(before) { before in
                            try withoutActuallyEscaping(after) { after in
                                try visitAction((root, before, after))
                            }
                        }
                    }
                }

                """)
    }

    @Test func inoutParameters() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol Counter",
                    members: [
                        (method, "func adjust(_ value: inout Int)"), (method, "func next(_ state: inout Int) -> Bool"),
                        (method, "func merge(into account: inout Account, times: Int) async throws -> Account"),
                    ])
            ])
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

                    lazy var mergeAction = strictStub(
                        of: { (_: (Account, Int)) async throws -> (Account, Account) in fatalError("only the closure's type is used") })
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
            [
                ProtocolSpec(
                    declaration: "protocol Store",
                    members: [
                        (method, "func add<User>(user: User) -> Bool"),
                        (method, "func load<Value>(key: Int) throws -> Value where Value : Decodable"),
                        (method, "func fetch<T>() async -> T"),
                    ])
            ])
        #expect(
            text == """
                final class StoreMock<AddUser, LoadValue, FetchT>: Store where LoadValue: Decodable {
                    lazy var addAction = stubGeneric(of: add).with(first: AddUser.self).stub
                    func add<User>(user: User) -> Bool { callGeneric(user, potentials: [addAction]) }

                    lazy var loadAction = stubGeneric(of: load).with(return: LoadValue.self).strictStub
                    func load<Value>(key: Int) throws -> Value where Value: Decodable {
                        try callThrowsGeneric(key, potentials: [loadAction])
                    }

                    lazy var fetchAction = stubGeneric(of: fetch).with(return: FetchT.self).strictStub
                    func fetch<T>() async -> T { await callGenericAsync((), potentials: [fetchAction]) }
                }

                """)
    }

    @Test func associatedTypes() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol Cache<Value>",
                    members: [
                        ("swift.associatedtype", "associatedtype Value : Equatable"),
                        ("swift.associatedtype", "associatedtype Key"),
                        (method, "func value(for key: Self.Key) -> Self.Value"),
                    ])
            ])
        #expect(
            text == """
                final class CacheMock<Value: Equatable, Key>: Cache {
                    lazy var valueAction = strictStub(of: value)
                    func value(for key: Key) -> Value { valueAction(key) }
                }

                """)
    }

    @Test func overloads() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol Lookup",
                    members: [
                        (method, "func find(_ name: String) -> Bool"), (method, "func find(_ id: Int) -> Bool"),
                        (method, "func addUser(_ name: String) -> Bool"),
                        (method, "func addUser(_ name: String, at date: Date) -> Bool"),
                    ])
            ])
        #expect(
            text == """
                final class LookupMock: Lookup {
                    lazy var findNameAction: (String) -> Bool = stub(of: find(_:))
                    func find(_ name: String) -> Bool { findNameAction(name) }

                    lazy var findIdAction: (Int) -> Bool = stub(of: find(_:))
                    func find(_ id: Int) -> Bool { findIdAction(id) }

                    lazy var addUserAction = stub(of: addUser(_:))
                    func addUser(_ name: String) -> Bool { addUserAction(name) }

                    lazy var addUserAtAction = stub(of: addUser(_:at:))
                    func addUser(_ name: String, at date: Date) -> Bool { addUserAtAction((name, date)) }
                }

                """)
    }

    @Test func customActor() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "@StorageActor protocol Storage",
                    members: [
                        (method, "@StorageActor func load(id: Int) -> String"),
                        (method, "@StorageActor func save(_ value: String, id: Int)"),
                        (method, "@StorageActor func flush() async"),
                    ])
            ])
        #expect(
            text == """
                @StorageActor
                final class StorageMock: Storage {
                    lazy var loadAction = stub(of: { (_: Int) -> String in .defaultValue })
                    func load(id: Int) -> String { loadAction(id) }

                    lazy var saveAction = stub(of: { (_: (String, Int)) in })
                    func save(_ value: String, id: Int) { saveAction((value, id)) }

                    lazy var flushAction = stub(of: flush)
                    func flush() async { await flushAction(()) }
                }

                """)
    }

    @Test func actorProtocol() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol Worker : Actor",
                    members: [
                        (method, "func work() async"), (method, "nonisolated func label() -> String"),
                        ("swift.property", "var pending: Int { get }"),
                        ("swift.property", "var status: String { get set }"),
                        (method, "func store<Value>(_ value: Value) -> Bool"),
                    ], parents: [("s:ScA", "_Concurrency.Actor")])
            ])
        // Tests reach the actions through a nonisolated holder, without `await`; a generic
        // method's action stays on the actor (stubGeneric(of:) reads the actor's method).
        #expect(
            text == """
                actor WorkerMock<StoreValue>: Worker {
                    final class Actions: @unchecked Sendable {
                        var workAction: (()) async -> Void = stub()
                        var labelAction: (()) -> String = stub()
                        var pendingAction: (()) -> Int = stub()
                        var statusStub = PropertyStub<String>()
                    }
                    nonisolated let actions = Actions()

                    func work() async { await actions.workAction(()) }

                    nonisolated func label() -> String { actions.labelAction(()) }

                    var pending: Int { actions.pendingAction(()) }

                    var status: String {
                        get { actions.statusStub.get(()) }
                        set { actions.statusStub.set(newValue) }
                    }

                    lazy var storeAction = stubGeneric(of: store).with(first: StoreValue.self).stub
                    func store<Value>(_ value: Value) -> Bool { callGeneric(value, potentials: [storeAction]) }
                }

                """)
    }

    @Test func propertiesSubscriptsStaticsAndInitializers() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol Settings",
                    members: [
                        ("swift.property", "var name: String { get set }"),
                        ("swift.property", "var version: Int { get }"),
                        ("swift.subscript", "subscript(key: String) -> String? { get set }"),
                        ("swift.type.method", "static func makeDefault() -> Self"),
                        ("swift.init", "init(name: String)"),
                    ])
            ])
        #expect(
            text == """
                final class SettingsMock: Settings {
                    final class Statics: @unchecked Sendable {
                        var makeDefaultAction: (()) -> SettingsMock = { _ in SettingsMock() }
                        var initAction: ((String, SettingsMock)) -> Void = stub()
                    }
                    static let statics = TestScoped { Statics() }

                    init() {}

                    var nameStub = PropertyStub<String>()
                    var name: String {
                        get { nameStub.get(()) }
                        set { nameStub.set(newValue) }
                    }

                    var versionAction: (()) -> Int = stub()
                    var version: Int { versionAction(()) }

                    var subscriptStub = SubscriptStub<String, String?>()
                    subscript(key: String) -> String? {
                        get { subscriptStub.get(key) }
                        set { subscriptStub.set((key, newValue)) }
                    }

                    static func makeDefault() -> SettingsMock { statics.current.makeDefaultAction(()) }

                    init(name: String) { Self.statics.current.initAction((name, self)) }
                }

                """)
    }

    @Test func parametersWithoutAnInternalNameAreNamedByPosition() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol MetadataStore",
                    members: [
                        ("swift.subscript", "subscript(metadataKey _: String) -> String? { get set }"),
                        ("swift.subscript", "subscript(_: Int) -> String { get }"),
                        ("swift.method", "func record(_: Int, at _: String)"),
                    ])
            ])
        #expect(
            text == """
                final class MetadataStoreMock: MetadataStore {
                    var subscriptMetadataKeyStub = SubscriptStub<String, String?>()
                    subscript(metadataKey argument1: String) -> String? {
                        get { subscriptMetadataKeyStub.get(argument1) }
                        set { subscriptMetadataKeyStub.set((argument1, newValue)) }
                    }

                    var subscriptAction: (Int) -> String = stub()
                    subscript(argument1: Int) -> String { subscriptAction(argument1) }

                    lazy var recordAction = stub(of: record)
                    func record(_ argument1: Int, at argument2: String) { recordAction((argument1, argument2)) }
                }

                """)
    }

    @Test func staticsAndInitializers() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol Driver",
                    members: [
                        ("swift.type.property", "static var version: Int { get }"),
                        ("swift.type.property", "static var limit: Int { get set }"),
                        ("swift.type.method", "static func make(name: String) -> Self"),
                        ("swift.type.method", "static func connect(to host: String) throws -> Bool"),
                        ("swift.type.method", "static func account(for name: String) -> Account"),
                        ("swift.init", "init(name: String, port: Int) throws"),
                        (method, "func start() -> Bool"),
                    ])
            ])
        // Static and init actions live in `Statics`, one instance per running test (TestScoped);
        // an init action receives the arguments and the new instance.
        #expect(
            text == """
                final class DriverMock: Driver {
                    final class Statics: @unchecked Sendable {
                        var versionAction: (()) -> Int = stub()
                        var limitStub = PropertyStub<Int>()
                        var makeAction: (String) -> DriverMock = { _ in DriverMock() }
                        var connectAction: (String) throws -> Bool = stub()
                        var accountAction = strictStub(
                            of: { (_: String) -> Account in fatalError("only the closure's type is used") }, name: "accountAction")
                        var initAction: ((String, Int, DriverMock)) throws -> Void = stub()
                    }
                    static let statics = TestScoped { Statics() }

                    init() {}

                    static var version: Int { statics.current.versionAction(()) }

                    static var limit: Int {
                        get { statics.current.limitStub.get(()) }
                        set { statics.current.limitStub.set(newValue) }
                    }

                    static func make(name: String) -> DriverMock { statics.current.makeAction(name) }

                    static func connect(to host: String) throws -> Bool { try statics.current.connectAction(host) }

                    static func account(for name: String) -> Account { statics.current.accountAction(name) }

                    init(name: String, port: Int) throws { try Self.statics.current.initAction((name, port, self)) }

                    lazy var startAction = stub(of: start)
                    func start() -> Bool { startAction(()) }
                }

                """)
    }

    @Test func staticsOfAGenericMockArePlaceholders() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol Pool",
                    members: [
                        ("swift.associatedtype", "associatedtype Item"),
                        ("swift.type.method", "static func capacity() -> Int"),
                    ])
            ])
        #expect(
            text == """
                final class PoolMock<Item>: Pool {
                    #warning("Pool.capacity(): a generic or actor mock cannot keep static actions in a TestScoped static property")
                    static func capacity() -> Int {
                        unmockedRequirement(
                            "PoolMock.capacity()",
                            reason: "a generic or actor mock cannot keep static actions in a TestScoped static property")
                    }
                }

                """)
    }

    @Test func unresolvedParent() throws {
        let text = try mockText(
            [
                ProtocolSpec(
                    declaration: "protocol Named : CustomStringConvertible",
                    members: [
                        (method, "func `default`(_ in: Int)")
                    ], parents: [("s:s23CustomStringConvertibleP", "Swift.CustomStringConvertible")])
            ])
        #expect(
            text == """
                #warning("Named: add the requirements of Swift.CustomStringConvertible, which the symbol graphs do not declare")
                final class NamedMock: Named {
                    lazy var defaultAction = stub(of: `default`)
                    func `default`(_ `in`: Int) { defaultAction(`in`) }
                }

                """)
    }

    @Test func rethrowingMethodsAreMockedWithoutThrowing() throws {
        let text = try mockText([
            ProtocolSpec(
                declaration: "protocol Mapper",
                members: [
                    (method, "func map(_ values: [Int], _ transform: (Int) throws -> String) rethrows -> [String]")
                ])
        ])
        #expect(
            text == """
                final class MapperMock: Mapper {
                    lazy var mapAction = stub(of: map as ([Int], @escaping (Int) throws -> String) -> [String])
                    func map(_ values: [Int], _ transform: (Int) throws -> String) -> [String] {
                        withoutActuallyEscaping(transform) { transform in mapAction((values, transform)) }
                    }
                }

                """)
    }
}
