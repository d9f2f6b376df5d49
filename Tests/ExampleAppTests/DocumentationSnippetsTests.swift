// Compiles and runs the README tour and the key snippets of every DocC article in
// Documentation/StubKit.docc, so the docs are proven against the real API. The README tour is
// verbatim; article snippets share the README's `Database`/`DatabaseMock`, and each article's
// other types live in a namespace named after it. Where an article only shows a result in a
// comment (`// 1`), the snippet asserts it. If a snippet here has to change, change the article.
import Dispatch
import Foundation
import StubKit
import Testing
import XCTest

// MARK: - README.md: the tour (verbatim)

protocol Database {
    func addUser(name: String) -> Bool
    func addAccount(givenName: String, lastName: String) -> Int
}

final class DatabaseMock: Database {
    lazy var addUserAction = stub(of: addUser)
    func addUser(name: String) -> Bool { addUserAction(name) }
    lazy var addAccountAction = stub(of: addAccount)
    func addAccount(givenName: String, lastName: String) -> Int { addAccountAction((givenName, lastName)) }
}

// swift-format-ignore
final class SignUpTests: XCTestCase {
    func testVIPGetsAnAccount() {
        let mock = DatabaseMock()
        let vip = setupStubSequence(of: &mock.addUserAction).when("vip").returnsOnce(true).returns(false).expect(.once)
        let accounts = spyCalls(of: &mock.addAccountAction)
        // ... the code under test calls the mock ...
        XCTAssertTrue(mock.addUser(name: "vip"))
        _ = mock.addAccount(givenName: "Ada", lastName: "Lovelace")
        XCTAssertEqual(accounts.count, 1)
        XCTAssertEqual(accounts[0]?.0, "Ada")
        SKTVerify(vip)
    }
}

// SendableAndActorProtocols.md, "Thread safety": how a mock shared with other threads is declared.
extension DatabaseMock: @unchecked Sendable {}

// MARK: - The articles' own types

enum GettingStartedArticle {
    struct SignUp {
        let database: any Database

        func register(_ name: String) -> Bool {
            guard !name.isEmpty, database.addUser(name: name) else { return false }
            let parts = name.split(separator: " ", maxSplits: 1).map(String.init)
            _ = database.addAccount(givenName: parts[0], lastName: parts.count > 1 ? parts[1] : "")
            return true
        }
    }
}

enum StubbingArticle {
    struct User: Equatable, DefaultProvidable {
        var name: String
        static let defaultValue = User(name: "")
    }

    struct Session: DefaultProvidable {
        var token: String
        static var defaultValue: Session { Session(token: "") }
    }

    enum DirectoryError: Error, Equatable {
        case readOnly
    }

    protocol Directory {
        func user(named name: String) -> User
        func bounds(for name: String) -> (min: Int, max: Int)
        func save(_ user: User) throws
    }

    final class DirectoryMock: Directory {
        lazy var userAction = stub(of: user(named:))
        func user(named name: String) -> User { userAction(name) }

        lazy var boundsAction = stub(of: bounds(for:), alwaysReturn: (min: 0, max: 10))
        func bounds(for name: String) -> (min: Int, max: Int) { boundsAction(name) }

        lazy var saveAction = stub(of: save, alwaysThrow: DirectoryError.readOnly)
        func save(_ user: User) throws { try saveAction(user) }
    }
}

enum DynamicAnswersArticle {
    protocol UserDirectory {
        func loadUsers(completion: @escaping ([String]) -> Void)
    }

    final class UserDirectoryMock: UserDirectory {
        lazy var loadUsersAction = stub(of: loadUsers)
        func loadUsers(completion: @escaping ([String]) -> Void) { loadUsersAction(completion) }
    }
}

enum SpyingArticle {
    final class Connection {}

    protocol Directory {
        func open(_ connection: Connection)
    }

    final class DirectoryMock: Directory {
        lazy var openAction = stub(of: open)
        func open(_ connection: Connection) { openAction(connection) }
    }

    final class CallCounter: Recorder {
        private(set) var count = 0
        init() {}
        func record(_ element: String) { count += 1 }
        subscript(index: Int) -> String? { nil }
    }
}

enum StrictStubsArticle {
    final class StrictDatabaseMock: Database {
        lazy var addUserAction = strictStub(of: addUser)
        func addUser(name: String) -> Bool { addUserAction(name) }

        lazy var addAccountAction = strictStub(of: addAccount)
        func addAccount(givenName: String, lastName: String) -> Int {
            addAccountAction((givenName, lastName))
        }
    }

    protocol Authenticator {
        func logOut()
    }

    final class StrictAuthenticatorMock: Authenticator {
        lazy var logOutAction = strictStub(of: logOut)
        func logOut() { logOutAction(()) }
    }

    // "A whole mock strict, by hand": the README's mock adopting StrictMock.
    final class DummyDatabaseMock: Database, StrictMock {
        lazy var addUserAction = stub(of: addUser)
        func addUser(name: String) -> Bool { addUserAction(name) }

        lazy var addAccountAction = stub(of: addAccount)
        func addAccount(givenName: String, lastName: String) -> Int {
            addAccountAction((givenName, lastName))
        }
    }

    final class NamedDatabaseMock: Database {
        lazy var addUserAction = strictStub(of: addUser, name: "Database.addUser")
        func addUser(name: String) -> Bool { addUserAction(name) }
        lazy var addAccountAction = stub(of: addAccount)
        func addAccount(givenName: String, lastName: String) -> Int { addAccountAction((givenName, lastName)) }
    }
}

enum ConcurrencyArticle {
    protocol AccountService {
        func fetchBalance(accountID: Int) async -> Int
        func transfer(amount: Int, to accountID: Int) async throws -> Bool
    }

    final class AccountServiceMock: AccountService {
        lazy var fetchBalanceAction = stub(of: fetchBalance)
        func fetchBalance(accountID: Int) async -> Int { await fetchBalanceAction(accountID) }

        lazy var transferAction = stub(of: transfer)
        func transfer(amount: Int, to accountID: Int) async throws -> Bool {
            try await transferAction((amount, accountID))
        }
    }

    enum ParseError: Error, Equatable {
        case empty
        case badFormat(String)
    }

    protocol ReceiptParser {
        func parse(_ text: String) throws(ParseError) -> Int
    }

    final class ReceiptParserMock: ReceiptParser {
        lazy var parseAction = stub(of: parse)
        func parse(_ text: String) throws(ParseError) -> Int { try parseAction(text) }
    }

    final class AlwaysBadReceiptParserMock: ReceiptParser {
        lazy var parseAction = stub(of: parse, alwaysThrow: .badFormat("?"))
        func parse(_ text: String) throws(ParseError) -> Int { try parseAction(text) }
    }

    @MainActor
    protocol ProfileView: AnyObject {
        func show(name: String)
        func confirmDelete() -> Bool
    }

    @MainActor
    final class ProfileViewMock: ProfileView {
        lazy var showAction = stub(of: show)
        func show(name: String) { showAction(name) }

        lazy var confirmDeleteAction = stub(of: confirmDelete)
        func confirmDelete() -> Bool { confirmDeleteAction(()) }
    }

    protocol Mailer {
        func send(to address: String) async -> Bool
    }

    final class MailerMock: Mailer {
        lazy var sendAction = stub(of: send)
        func send(to address: String) async -> Bool { await sendAction(address) }
    }

    // "Other global actors" and "@MainActor async methods with arguments that are not Sendable":
    // arguments and results that are not `Sendable`.
    final class RestoreRequest {
        var path = "/"
    }

    final class Snapshot {
        var files: [String] = []
    }

    enum ArchiveError: Error, Equatable {
        case missing
    }

    @StorageActor protocol Archive {
        func restore(_ request: RestoreRequest) async throws(ArchiveError) -> Snapshot
    }

    @StorageActor final class ArchiveMock: Archive {
        var restoreAction: (RestoreRequest) throws(ArchiveError) -> Snapshot = stub(alwaysReturn: Snapshot())
        func restore(_ request: RestoreRequest) async throws(ArchiveError) -> Snapshot { try restoreAction(request) }
    }

    @StorageActor protocol Counter {
        func add(_ amount: Int) async -> Int
    }

    /// Sendable parameters and result: the method's reference converts to a plain async function.
    @StorageActor final class CounterMock: Counter {
        lazy var addAction = stub(of: add)  // (Int) async -> Int
        func add(_ amount: Int) async -> Int { await addAction(amount) }
    }

    final class SessionRequest {
        let name: String
        init(name: String) { self.name = name }
    }

    enum DaemonError: Error, Equatable {
        case refused
    }

    @MainActor protocol SyncDaemon {
        func createSession(_ request: SessionRequest, prompt: (@MainActor (String) -> Void)?) async throws(DaemonError)
    }

    // swift-format-ignore
    @MainActor final class SyncDaemonMock: SyncDaemon {
        var createSessionAction:
            @MainActor ((SessionRequest, (@MainActor (String) -> Void)?)) async throws(DaemonError) -> Void = stub()
        func createSession(_ request: SessionRequest, prompt: (@MainActor (String) -> Void)?) async throws(DaemonError) {
            try await createSessionAction((request, prompt))
        }
    }

    // "Completion handlers".
    enum FeedError: Error, Equatable {
        case offline
    }

    protocol FeedService: Sendable {
        func load(page: Int, completion: @escaping @Sendable (Result<[String], FeedError>) -> Void)
    }

    final class FeedServiceMock: FeedService, @unchecked Sendable {
        var loadAction: ((Int, @Sendable (Result<[String], FeedError>) -> Void)) -> Void = stub()
        func load(page: Int, completion: @escaping @Sendable (Result<[String], FeedError>) -> Void) {
            loadAction((page, completion))
        }
    }

    /// Code under test: loads on another thread and reports the number of items.
    struct FeedModel: Sendable {
        let service: any FeedService

        func refresh(completion: @escaping @Sendable (Int) -> Void) {
            DispatchQueue.global().async {
                service.load(page: 1) { result in completion((try? result.get())?.count ?? 0) }
            }
        }
    }

    struct WelcomeFlow {
        let mailer: any Mailer

        func run(for addresses: [String]) async {
            for address in addresses {
                _ = await mailer.send(to: address)
            }
        }
    }
}

enum StubbingHintsArticle {
    protocol Logger {
        func log(_ message: @autoclosure () -> String)
        func log(_ message: @autoclosure () -> String, level: Int)
    }

    final class LoggerMock: Logger {
        lazy var logAction = stub(of: log as (@autoclosure () -> String) -> Void)
        func log(_ message: @autoclosure () -> String) { logAction(message()) }

        lazy var logLevelAction = stub(of: log(_:level:))
        func log(_ message: @autoclosure () -> String, level: Int) {
            withoutActuallyEscaping(message) { logLevelAction(($0, level)) }
        }
    }

    protocol UserDirectory {
        func enumerateUsers(_ body: (String) -> Void)
    }

    final class UserDirectoryMock: UserDirectory {
        lazy var enumerateUsersAction = stub(of: enumerateUsers)
        func enumerateUsers(_ body: (String) -> Void) {
            withoutActuallyEscaping(body) { enumerateUsersAction($0) }
        }
    }

    protocol UserLoader {
        func loadUsers(completion: @escaping ([String]) -> Void)
    }

    final class UserLoaderMock: UserLoader {
        lazy var loadUsersAction = stub(of: loadUsers)
        func loadUsers(completion: @escaping ([String]) -> Void) { loadUsersAction(completion) }
    }

    protocol Validator {
        func validate(with rule: @escaping (String) throws -> Bool)
    }

    final class ValidatorMock: Validator {
        lazy var validateAction = stub(of: validate)
        func validate(with rule: @escaping (String) throws -> Bool) { validateAction(rule) }
    }

    protocol Accounts {
        func addUser(_ name: String) -> Bool
        func addUser(_ name: String, at date: Date) -> Bool
    }

    final class AccountsMock: Accounts {
        lazy var addUserAction = stub(of: addUser(_:))
        func addUser(_ name: String) -> Bool { addUserAction(name) }

        lazy var addUserAtAction = stub(of: addUser(_:at:))
        func addUser(_ name: String, at date: Date) -> Bool { addUserAtAction((name, date)) }
    }

    protocol Lookup {
        func find(_ name: String) -> Bool
        func find(_ id: Int) -> Bool
    }

    final class LookupMock: Lookup {
        lazy var findNameAction: (String) -> Bool = stub(of: find)
        func find(_ name: String) -> Bool { findNameAction(name) }

        lazy var findIDAction: (Int) -> Bool = stub(of: find)
        func find(_ id: Int) -> Bool { findIDAction(id) }
    }
}

enum PoseurMigrationArticle {
    enum DogFood: Equatable {
        case dry
        case wet
        case tableScraps
    }

    enum FetchableItem: Equatable {
        case ball
        case slippers
    }

    enum FamilyMember: Equatable {
        case parent
        case kid
    }

    protocol Dog {
        func bark() -> String
        func eat(food: DogFood)
        func digest() -> String?
        func rollOntoTummy(getARub: Bool) -> String
        func shouldFetch(_ item: FetchableItem, for member: FamilyMember) -> Bool
    }

    final class DogMock: Dog {
        lazy var barkAction = stub(of: bark)
        func bark() -> String { barkAction(()) }

        lazy var eatAction = stub(of: eat)
        func eat(food: DogFood) { eatAction(food) }

        lazy var digestAction = stub(of: digest)
        func digest() -> String? { digestAction(()) }

        lazy var rollOntoTummyAction = stub(of: rollOntoTummy)
        func rollOntoTummy(getARub: Bool) -> String { rollOntoTummyAction(getARub) }

        lazy var shouldFetchAction = stub(of: shouldFetch)
        func shouldFetch(_ item: FetchableItem, for member: FamilyMember) -> Bool {
            shouldFetchAction((item, member))
        }
    }
}

enum SwiftMockMigrationArticle {
    protocol Frood {
        func voidFunction(value: Int)
        func functionReturningString() -> String
        func performAction(value: String, completion: @escaping () -> Void)
    }

    final class FroodMock: Frood {
        lazy var voidFunctionAction = strictStub(of: voidFunction)
        func voidFunction(value: Int) { voidFunctionAction(value) }

        lazy var functionReturningStringAction = strictStub(of: functionReturningString)
        func functionReturningString() -> String { functionReturningStringAction(()) }

        lazy var performActionAction = strictStub(of: performAction)
        func performAction(value: String, completion: @escaping () -> Void) {
            performActionAction((value, completion))
        }
    }

    /// The article's subject, which it leaves to the reader.
    final class MyThing {
        let frood: any Frood
        private(set) var done = false

        init(frood: any Frood) {
            self.frood = frood
        }

        func hoopy() {
            frood.voidFunction(value: 42)
            _ = frood.functionReturningString()
            frood.performAction(value: "go") { self.done = true }
        }
    }
}

enum StubKitMigrationArticle {
    struct CustomType: DefaultProvidable {
        var name: String
        static let defaultValue = CustomType(name: "")
    }
}

enum GenericsArticle {
    protocol Database {
        func add<User>(user: User) -> Bool
    }

    final class DatabaseMock: Database {
        lazy var addStringAction = stubGeneric(of: add).with(first: String.self).stub  // (String) -> Bool
        lazy var addIntAction = stubGeneric(of: add).with(first: Int.self).stub  // (Int) -> Bool

        func add<User>(user: User) -> Bool {
            callGeneric(user, potentials: [addStringAction, addIntAction])
        }
    }

    final class GenericDatabaseMock<T>: Database {
        lazy var addAction = stubGeneric(of: add).with(first: T.self).stub  // (T) -> Bool
        func add<User>(user: User) -> Bool {
            callGeneric(user, potentials: [addAction])
        }
    }

    protocol Store {
        func load<Value>(key: Int) throws -> Value
    }

    final class StoreMock<T: DefaultProvidable>: Store {
        lazy var loadAction = stubGeneric(of: load).with(return: T.self).stub  // (Int) throws -> T
        func load<Value>(key: Int) throws -> Value {
            try callThrowsGeneric(key, potentials: [loadAction])
        }
    }

    protocol EventLog {
        func log(_ items: String...)
    }

    final class EventLogMock: EventLog {
        lazy var logAction = stub(of: log)  // ([String]) -> Void
        func log(_ items: String...) { logAction(items) }
    }

    protocol Metrics {
        func record(_ name: String, values: Int...) async
    }

    final class MetricsMock: Metrics {
        lazy var recordAction = stub(of: { (_: (String, [Int])) async in })  // ((String, [Int])) async -> Void
        func record(_ name: String, values: Int...) async { await recordAction((name, values)) }
    }
}

@globalActor actor StorageActor {
    static let shared = StorageActor()
}

@StorageActor protocol Storage {
    func load(id: Int) -> String
}

// AsyncCodeAndConcurrency.md, "Other global actors".
@StorageActor final class StorageMock: Storage {
    lazy var loadAction = stub(of: { (_: Int) -> String in "" })  // (Int) -> String
    func load(id: Int) -> String { loadAction(id) }
}

// MARK: - XCTest snippets

final class DocumentationSnippetsTests: XCTestCase {
    // MARK: GettingStarted.md

    func testRegisteringCreatesAnAccount() {
        let database = DatabaseMock()
        setupStub(of: &database.addUserAction, return: true)
        let accounts = spyCalls(of: &database.addAccountAction)

        XCTAssertTrue(GettingStartedArticle.SignUp(database: database).register("Ada Lovelace"))

        XCTAssertEqual(accounts.count, 1)
        XCTAssertEqual(accounts[0]?.0, "Ada")
        XCTAssertEqual(accounts[0]?.1, "Lovelace")
    }

    func testARejectedUserGetsNoAccount() {
        let database = DatabaseMock()  // addUser answers false, Bool's default
        let accounts = setupStubSequence(of: &database.addAccountAction).expect(.never)

        XCTAssertFalse(GettingStartedArticle.SignUp(database: database).register("Ada Lovelace"))

        SKTVerify(accounts)
    }

    // MARK: StubbingAndDefaultValues.md

    func testStubbingAndDefaultValues() throws {
        typealias Article = StubbingArticle
        XCTAssertEqual(Article.Session.defaultValue.token, "")

        let mock = Article.DirectoryMock()
        XCTAssertEqual(mock.user(named: "x"), Article.User(name: ""))
        XCTAssertEqual(mock.bounds(for: "x").max, 10)
        XCTAssertThrowsError(try mock.save(Article.User(name: "x"))) {
            XCTAssertEqual($0 as? Article.DirectoryError, .readOnly)
        }

        let database = DatabaseMock()
        XCTAssertEqual(database.addAccount(givenName: "John", lastName: "Appleseed"), 0)
        setupStub(of: &database.addAccountAction, return: 1)
        XCTAssertEqual(database.addAccount(givenName: "John", lastName: "Appleseed"), 1)
        setupStub(of: &database.addAccountAction, return: 2)
        XCTAssertEqual(database.addAccount(givenName: "John", lastName: "Appleseed"), 2)

        mock.userAction = registerStub(alwaysReturn: Article.User(name: "Grace"))
        XCTAssertEqual(mock.user(named: "x").name, "Grace")
        mock.saveAction = registerStub(alwaysThrow: Article.DirectoryError.readOnly)
        XCTAssertThrowsError(try mock.save(Article.User(name: "x")))
        mock.userAction = registerStub(alwaysReturn: { Article.User(name: UUID().uuidString) })  // fresh each call
        XCTAssertNotEqual(mock.user(named: "x"), mock.user(named: "x"))
        mock.userAction = { name in Article.User(name: name.uppercased()) }
        XCTAssertEqual(mock.user(named: "ada").name, "ADA")
    }

    // MARK: SetupSequences.md

    func testAnswersInOrder() throws {
        let database = DatabaseMock()
        setupStubSequence(of: &database.addAccountAction)
            .returnsOnce(1)
            .returnsOnce(2)
            .returns(0)

        XCTAssertEqual(database.addAccount(givenName: "John", lastName: "Appleseed"), 1)
        XCTAssertEqual(database.addAccount(givenName: "John", lastName: "Appleseed"), 2)
        XCTAssertEqual(database.addAccount(givenName: "John", lastName: "Appleseed"), 0)
        XCTAssertEqual(database.addAccount(givenName: "John", lastName: "Appleseed"), 0)

        let directory = StubbingArticle.DirectoryMock()
        setupStubSequence(of: &directory.saveAction)
            .throwsOnce(StubbingArticle.DirectoryError.readOnly)  // the first save fails
            .returns(())  // the retry succeeds
        XCTAssertThrowsError(try directory.save(StubbingArticle.User(name: "a")))
        XCTAssertNoThrow(try directory.save(StubbingArticle.User(name: "a")))
    }

    func testWhenASequenceRunsOut() {
        let database = DatabaseMock()
        setupStubSequence(of: &database.addAccountAction).returns(-1)
        setupStubSequence(of: &database.addAccountAction)
            .returnsOnce(1)
            .returnsOnce(2)

        XCTAssertEqual(database.addAccount(givenName: "John", lastName: "Appleseed"), 1)
        XCTAssertEqual(database.addAccount(givenName: "John", lastName: "Appleseed"), 2)
        XCTAssertEqual(database.addAccount(givenName: "John", lastName: "Appleseed"), -1)
    }

    func testMatchingSomeCallsOnly() {
        let database = DatabaseMock()
        setupStubSequence(of: &database.addUserAction).when("admin").returns(true)
        setupStubSequence(of: &database.addUserAction).when { $0.hasPrefix("guest") }.returns(false)
        setupStubSequence(of: &database.addUserAction, for: { $0.count > 20 }).returns(false)
        XCTAssertTrue(database.addUser(name: "admin"))
        XCTAssertFalse(database.addUser(name: "guest1"))

        setupStubSequence(of: &database.addAccountAction).whenFirst("Tom").returns(1)
        setupStubSequence(of: &database.addAccountAction).whenSecond("Derk").returns(10)
        setupStubSequence(of: &database.addAccountAction).whenFirst("Tom").whenSecond("Derk").returns(100)

        XCTAssertEqual(database.addAccount(givenName: "Tom", lastName: "Kerk"), 1)
        XCTAssertEqual(database.addAccount(givenName: "Ole", lastName: "Derk"), 10)
        XCTAssertEqual(database.addAccount(givenName: "Ole", lastName: "De"), 0)
        XCTAssertEqual(database.addAccount(givenName: "Tom", lastName: "Derk"), 100)

        setupStubSequence(of: &database.addAccountAction).when("Ada", "Lovelace").returns(7)
        setupStubSequence(of: &database.addAccountAction).when { $0.0 == "Tom" && $0.1.count > 4 }.returns(8)
        XCTAssertEqual(database.addAccount(givenName: "Ada", lastName: "Lovelace"), 7)
        XCTAssertEqual(database.addAccount(givenName: "Tom", lastName: "Derkson"), 8)
    }

    func testOnceAnswersAreUsedUpByEveryMatchingSequence() {
        let database = DatabaseMock()
        setupStubSequence(of: &database.addAccountAction)
            .returnsOnce(1)
            .returnsOnce(3)
        setupStubSequence(of: &database.addAccountAction)
            .returnsOnce(2)

        XCTAssertEqual(database.addAccount(givenName: "John", lastName: "Appleseed"), 2)
        XCTAssertEqual(database.addAccount(givenName: "Some", lastName: "One"), 3)
        XCTAssertEqual(database.addAccount(givenName: "Some", lastName: "One"), 0)
    }

    func testCallbacks() {
        let database = DatabaseMock()
        var printed: [String] = []
        setupStubSequence(of: &database.addUserAction)
            .callback { printed.append("Add user: \($0)") }
        setupStubSequence(of: &database.addUserAction)
            .when("user2")
            .callback { _ in printed.append("User 2 added") }

        _ = database.addUser(name: "user1")
        _ = database.addUser(name: "user2")

        XCTAssertEqual(printed, ["Add user: user1", "User 2 added", "Add user: user2"])
    }

    // MARK: DynamicAnswers.md

    func testDynamicAnswers() throws {
        let database = DatabaseMock()
        setupStubSequence(of: &database.addAccountAction)
            .answers { givenName, lastName in givenName.count + lastName.count }
        XCTAssertEqual(database.addAccount(givenName: "Ada", lastName: "Lovelace"), 11)

        var nextID = 100
        setupStubSequence(of: &database.addAccountAction)
            .whenFirst("Ada")
            .answersOnce { _ in
                nextID += 1
                return nextID
            }
            .returns(-1)
        XCTAssertEqual(database.addAccount(givenName: "Ada", lastName: "Lovelace"), 101)
        XCTAssertEqual(database.addAccount(givenName: "Ada", lastName: "Lovelace"), -1)

        let directory = StubbingArticle.DirectoryMock()
        setupStubSequence(of: &directory.saveAction).answers { user in
            if user.name.isEmpty { throw StubbingArticle.DirectoryError.readOnly }
        }
        XCTAssertNoThrow(try directory.save(StubbingArticle.User(name: "a")))
        XCTAssertThrowsError(try directory.save(StubbingArticle.User(name: "")))

        let parser = ConcurrencyArticle.ReceiptParserMock()
        setupStubSequence(of: &parser.parseAction)
            .when { $0.contains("x") }
            .answers { text throws(ConcurrencyArticle.ParseError) in throw .badFormat(text) }
        XCTAssertThrowsError(try parser.parse("x1")) {
            XCTAssertEqual($0 as? ConcurrencyArticle.ParseError, .badFormat("x1"))
        }

        let users = DynamicAnswersArticle.UserDirectoryMock()
        setupStubSequence(of: &users.loadUsersAction).answers { completion in
            completion(["grace"])
        }
        var loaded: [String] = []
        users.loadUsers { loaded = $0 }
        XCTAssertEqual(loaded, ["grace"])
    }

    // MARK: Spying.md

    func testSpying() {
        let database = DatabaseMock()
        let users = spyCalls(of: &database.addUserAction)  // ArgRecords<String>
        let accounts = spyCalls(of: &database.addAccountAction)  // ArgRecords<(String, String)>

        _ = database.addUser(name: "user1")
        _ = database.addAccount(givenName: "Ada", lastName: "Lovelace")

        XCTAssertEqual(users, ["user1"])
        XCTAssertEqual(users[0], "user1")
        XCTAssertEqual(accounts[0]?.0, "Ada")
        XCTAssertEqual(accounts.count, 1)
        XCTAssertNil(users[5])
        XCTAssertEqual(accounts.map(\.0), ["Ada"])
        XCTAssertFalse(users.contains("admin"))
        XCTAssertEqual(users.filter { $0.hasPrefix("user") }, ["user1"])
        XCTAssertEqual(accounts.first { $0.1 == "Lovelace" }?.0, "Ada")

        let givenNames = spyCalls(of: &database.addAccountAction, transform: { $0.0 })  // ArgRecords<String>
        _ = database.addAccount(givenName: "Grace", lastName: "Hopper")
        XCTAssertEqual(givenNames, ["Grace"])

        users.removeAll()
        _ = database.addUser(name: "user2")
        XCTAssertEqual(users.count, 1)

        let counter = spyCalls(of: &database.addUserAction, recorder: SpyingArticle.CallCounter.self)
        _ = database.addUser(name: "user3")
        XCTAssertEqual(counter.count, 1)
    }

    func testWeakSpies() {
        let directory = SpyingArticle.DirectoryMock()
        let opened = spyWeaklyCalls(of: &directory.openAction)  // ArgWeakRecords<Connection>
        var connection: SpyingArticle.Connection? = SpyingArticle.Connection()
        directory.open(connection!)
        connection = nil

        XCTAssertEqual(opened.count, 1)  // the call is still counted
        XCTAssertNil(opened[0])  // but the connection is gone
    }

    // MARK: VerificationAndExpectations.md

    func testVerification() {
        let database = DatabaseMock()
        let vip = setupStubSequence(of: &database.addUserAction)
            .when("vip")
            .returns(true)
            .expect(.once)
        let oneToThree = setupStubSequence(of: &database.addUserAction)
            .expect(.atLeastTimes(1))
            .expect(.noMoreThan(3))
        let never = setupStubSequence(of: &database.addUserAction).when("nobody").expect(.never)

        XCTAssertTrue(database.addUser(name: "vip"))
        _ = database.addUser(name: "guest")

        SKTVerify(vip)
        XCTAssertTrue(oneToThree.verify())
        XCTAssertTrue(never.verificationFailures().isEmpty)
    }

    func testSeveralExpectationsOnOneMethod() {
        let database = DatabaseMock()
        let john = setupStubSequence(of: &database.addAccountAction)
            .whenFirst("John")
            .returns(1)
            .expect(.once)
        let appleseed = setupStubSequence(of: &database.addAccountAction)
            .whenSecond("Appleseed")
            .expect(.once)

        XCTAssertEqual(database.addAccount(givenName: "John", lastName: "Appleseed"), 1)

        SKTVerify(john)  // passes
        SKTVerify(appleseed)  // passes
    }

    // MARK: StrictStubs.md

    func testAllowingCallsOnStrictStubs() {
        let database = StrictStubsArticle.StrictDatabaseMock()
        database.addUserAction = registerStub(alwaysReturn: true)
        setupStubSequence(of: &database.addAccountAction).whenFirst("Ada").returns(7)
        XCTAssertTrue(database.addUser(name: "user1"))
        XCTAssertEqual(database.addAccount(givenName: "Ada", lastName: "Lovelace"), 7)

        let authenticator = StrictStubsArticle.StrictAuthenticatorMock()
        let loggedOut = setupStubSequence(of: &authenticator.logOutAction).returns(()).expect(.once)
        authenticator.logOut()
        SKTVerify(loggedOut)
    }

    func testRegisteringAnswersEveryCallOfAStrictStub() {
        let database = StrictStubsArticle.StrictDatabaseMock()
        let authenticator = StrictStubsArticle.StrictAuthenticatorMock()
        var accounts = 0
        database.addUserAction = registerStub(alwaysReturn: true)
        database.addAccountAction = registerStub(alwaysReturn: {
            accounts += 1
            return accounts
        })
        authenticator.logOutAction = registerStub()
        let users = spyCalls(of: &database.addUserAction)

        XCTAssertTrue(database.addUser(name: "Ada"))
        XCTAssertTrue(database.addUser(name: "Bob"))
        XCTAssertEqual(database.addAccount(givenName: "Ada", lastName: "Lovelace"), 1)
        XCTAssertEqual(database.addAccount(givenName: "Bob", lastName: "Smith"), 2)
        authenticator.logOut()
        XCTAssertEqual(users, ["Ada", "Bob"])
    }

    // StrictStubs.md, "A whole mock strict, by hand".
    func testAWholeMockStrictByHand() {
        let database = StrictStubsArticle.DummyDatabaseMock()
        database.addUserAction = registerStub(alwaysReturn: true)
        XCTAssertTrue(database.addUser(name: "Ada"))
    }

    // MARK: AsyncCodeAndConcurrency.md

    func testTransferRetriesOnce() async throws {
        let service = ConcurrencyArticle.AccountServiceMock()
        setupStubSequence(of: &service.fetchBalanceAction).when(42).returns(1_000)
        let transfers = spyCalls(of: &service.transferAction)
        setupStubSequence(of: &service.transferAction)
            .whenSecond(7)
            .throwsOnce(URLError(.notConnectedToInternet))
            .returns(true)

        // The article's `subject.payRent()`:
        let balance = await service.fetchBalance(accountID: 42)
        XCTAssertEqual(balance, 1_000)
        do {
            _ = try await service.transfer(amount: 10, to: 7)
            XCTFail("the first transfer throws")
        } catch {
            XCTAssertEqual((error as? URLError)?.code, .notConnectedToInternet)
        }
        let transferred = try await service.transfer(amount: 10, to: 7)
        XCTAssertTrue(transferred)

        XCTAssertEqual(transfers.count, 2)
        XCTAssertEqual(transfers.last?.0, 10)
    }

    func testTypedThrows() {
        let parser = ConcurrencyArticle.ReceiptParserMock()
        setupStubSequence(of: &parser.parseAction).when("").throws(.empty)

        do {
            _ = try parser.parse("")
            XCTFail("parsing an empty receipt throws")
        } catch {
            XCTAssertEqual(error, .empty)  // `error` is a ParseError
        }

        setupStub(of: &parser.parseAction, throw: .empty)
        XCTAssertThrowsError(try parser.parse("1"))
        XCTAssertThrowsError(try ConcurrencyArticle.AlwaysBadReceiptParserMock().parse("1"))
    }

    @MainActor
    func testDeleteAsksFirst() {
        let view = ConcurrencyArticle.ProfileViewMock()
        let shown = spyCalls(of: &view.showAction)
        setupStubSequence(of: &view.confirmDeleteAction).returnsOnce(true)
        // The article's `// ...`:
        view.show(name: "Ada")
        XCTAssertTrue(view.confirmDelete())
        XCTAssertFalse(view.confirmDelete())
        XCTAssertEqual(shown, ["Ada"])
    }

    func testRefreshCountsTheItems() async {
        let service = ConcurrencyArticle.FeedServiceMock()
        setupStubSequence(of: &service.loadAction).answers { _, completion in completion(.success(["a", "b"])) }

        let refreshed = CompletionRecorder<Int>()
        ConcurrencyArticle.FeedModel(service: service).refresh(completion: refreshed.handler)

        await SKTVerify(refreshed, timeout: .seconds(1))
        XCTAssertEqual(refreshed.first, 2)
    }

    func testCompletingALoadWhenTheTestDecides() {
        let service = ConcurrencyArticle.FeedServiceMock()
        let handlers = spyCalls(of: &service.loadAction, transform: { $0.1 })
        let loaded = CompletionRecorder<Result<[String], ConcurrencyArticle.FeedError>>()
        service.load(page: 1, completion: loaded.handler)
        XCTAssertEqual(loaded.count, 0)
        handlers.first?(.failure(.offline))
        XCTAssertEqual(loaded.all, [.failure(.offline)])

        let fetched = CompletionRecorder<(Data?, String?)>()
        let fetch: (@escaping @Sendable (Data?, String?) -> Void) -> Void = { $0(nil, "offline") }
        fetch { data, error in fetched.record((data, error)) }
        XCTAssertEqual(fetched.first?.1, "offline")
    }

    func testWaitingWithXCTestExpectation() {
        let database = DatabaseMock()
        let user1Added = expectation(description: "user1 added twice")
        user1Added.expectedFulfillmentCount = 2
        setupStubSequence(of: &database.addUserAction).when("user1").callback(user1Added)

        DispatchQueue.global().async {
            _ = database.addUser(name: "user1")
            _ = database.addUser(name: "user2")
            _ = database.addUser(name: "user1")
        }

        wait(for: [user1Added], timeout: 1)
    }

    func testAttachingAnXCTestExpectation() {
        let database = DatabaseMock()
        let addedOnce = expectation(description: "user1 added once")
        let user1 = setupStubSequence(of: &database.addUserAction)
            .when("user1")
            .expect(.once)
            .attach(addedOnce)

        DispatchQueue.global().async {
            _ = database.addUser(name: "user2")
            _ = database.addUser(name: "user1")
        }

        wait(for: [addedOnce], timeout: 1)
        SKTVerify(user1)
    }

    // MARK: StubbingHints.md

    func testStubbingHints() {
        let logger = StubbingHintsArticle.LoggerMock()
        let messages = spyCalls(of: &logger.logAction)  // ArgRecords<String>
        let leveled = spyCalls(
            of: &logger.logLevelAction,
            transform: { message, level in
                "\(level): \(message())"
            })
        logger.log("disk full", level: 3)
        logger.log("started")
        XCTAssertEqual(leveled, ["3: disk full"])
        XCTAssertEqual(messages, ["started"])

        let directory = StubbingHintsArticle.UserDirectoryMock()
        directory.enumerateUsersAction = { body in ["ada", "grace"].forEach(body) }
        let enumerations = spyCalls(of: &directory.enumerateUsersAction, transform: { _ in () })
        var seen: [String] = []
        directory.enumerateUsers { seen.append($0) }
        XCTAssertEqual(seen, ["ada", "grace"])
        XCTAssertEqual(enumerations.count, 1)

        let loader = StubbingHintsArticle.UserLoaderMock()
        let completions = spyCalls(of: &loader.loadUsersAction)
        var loaded: [String] = []
        loader.loadUsers { loaded = $0 }  // the article's `subject.refresh()`
        completions.last?(["ada"])  // the response arrives when the test says so
        XCTAssertEqual(loaded, ["ada"])

        let validator = StubbingHintsArticle.ValidatorMock()
        let rules = spyCalls(of: &validator.validateAction)
        validator.validate { _ in true }
        XCTAssertEqual(rules.count, 1)

        let accounts = StubbingHintsArticle.AccountsMock()
        setupStub(of: &accounts.addUserAtAction, return: true)
        XCTAssertFalse(accounts.addUser("ada"))
        XCTAssertTrue(accounts.addUser("ada", at: Date()))

        let lookup = StubbingHintsArticle.LookupMock()
        setupStub(of: &lookup.findIDAction, return: true)
        XCTAssertFalse(lookup.find("ada"))
        XCTAssertTrue(lookup.find(1))

        let dog = PoseurMigrationArticle.DogMock()
        dog.barkAction = { _ in "Woof" }
        XCTAssertEqual(dog.bark(), "Woof")
    }

    // MARK: MigratingFromPoseurAndJakeFake.md

    func testPoseurSpying() {
        let dog = PoseurMigrationArticle.DogMock()
        let meals = spyCalls(of: &dog.eatAction)
        let rubs = spyCalls(of: &dog.rollOntoTummyAction)
        let fetches = spyCalls(of: &dog.shouldFetchAction)

        // The article's `family.spendTheEvening(with: dog)`:
        dog.eat(food: .wet)
        dog.eat(food: .tableScraps)
        dog.eat(food: .wet)
        _ = dog.rollOntoTummy(getARub: true)
        _ = dog.shouldFetch(.slippers, for: .parent)

        XCTAssertEqual(meals.count, 3)
        XCTAssertTrue(rubs.contains(true))
        XCTAssertTrue(fetches.contains { $0 == (.slippers, .parent) })
        XCTAssertEqual(meals.filter { $0 == .dry }.count, 0)
        XCTAssertTrue(meals.contains(.tableScraps))
    }

    func testPoseurStubbing() {
        let dog = PoseurMigrationArticle.DogMock()
        setupStub(of: &dog.barkAction, return: "Meow")
        XCTAssertEqual(dog.bark(), "Meow")
        setupStubSequence(of: &dog.rollOntoTummyAction).when(false).returns("HOWL")
        XCTAssertEqual(dog.rollOntoTummy(getARub: false), "HOWL")
        dog.digestAction = { _ in "Upset tummy" }
        XCTAssertEqual(dog.digest(), "Upset tummy")

        setupStubSequence(of: &dog.shouldFetchAction).whenFirst(.slippers).whenSecond(.kid).returns(true)
        setupStubSequence(of: &dog.shouldFetchAction).whenFirst(.ball).whenSecond(.parent).returns(false)
        setupStubSequence(of: &dog.shouldFetchAction, for: { $0 == (.ball, .kid) }).returns(true)

        XCTAssertTrue(dog.shouldFetch(.slippers, for: .kid))
        XCTAssertFalse(dog.shouldFetch(.ball, for: .parent))
        XCTAssertTrue(dog.shouldFetch(.ball, for: .kid))
    }

    func testPoseurAndDo() {
        let dog = PoseurMigrationArticle.DogMock()
        setupStubSequence(of: &dog.shouldFetchAction).answers { item, member in
            item == .slippers && member == .kid
        }
        XCTAssertTrue(dog.shouldFetch(.slippers, for: .kid))
        XCTAssertFalse(dog.shouldFetch(.ball, for: .kid))

        var upsetTummy = false
        setupStubSequence(of: &dog.digestAction).answers { upsetTummy ? "Upset tummy" : nil }
        XCTAssertNil(dog.digest())
        upsetTummy = true
        XCTAssertEqual(dog.digest(), "Upset tummy")
    }

    // MARK: MigratingFromSwiftMock.md

    func testHoopy() {
        let frood = SwiftMockMigrationArticle.FroodMock()

        // expect { f in f.voidFunction(value: 42) }
        let voidCall = setupStubSequence(of: &frood.voidFunctionAction)
            .when(42)
            .returns(())
            .expect(.once)

        // expect { f in f.functionReturningString() }.returning("dent")
        let stringCall = setupStubSequence(of: &frood.functionReturningStringAction)
            .returns("dent")
            .expect(.once)

        // expect { ... performAction ... }.doing { capture the completion block }
        var capturedCompletion: (() -> Void)?
        let actionCall = setupStubSequence(of: &frood.performActionAction)
            .whenFirst("go")
            .callback { _, completion in capturedCompletion = completion }
            .returns(())
            .expect(.once)

        let thing = SwiftMockMigrationArticle.MyThing(frood: frood)
        thing.hoopy()

        // later: simulate the response by calling the captured block
        XCTAssertFalse(thing.done)
        capturedCompletion?()
        XCTAssertTrue(thing.done)

        SKTVerify(voidCall)
        SKTVerify(stringCall)
        SKTVerify(actionCall)
    }

    // MARK: MigratingFromStubKit.md

    func testMigratingFromStubKit() {
        XCTAssertEqual(StubKitMigrationArticle.CustomType.defaultValue.name, "")

        let database = DatabaseMock()
        var tomSequence: StubSequence<(String, String), Int, Never>!
        tomSequence = setupStubSequence(of: &database.addAccountAction).whenFirst("Tom").returns(1).expect(.once)
        XCTAssertEqual(database.addAccount(givenName: "Tom", lastName: "Derk"), 1)
        SKTVerify(tomSequence)
    }

    // MARK: GenericAndVariadicFunctions.md

    func testGenericFunctions() throws {
        let database = GenericsArticle.DatabaseMock()
        setupStub(of: &database.addIntAction, return: true)
        XCTAssertFalse(database.add(user: "123"))  // false, from addStringAction
        XCTAssertTrue(database.add(user: 0))  // true, from addIntAction

        XCTAssertFalse(GenericsArticle.GenericDatabaseMock<String>().add(user: "123"))
        XCTAssertFalse(GenericsArticle.GenericDatabaseMock<Int>().add(user: 123))

        let text: String = try GenericsArticle.StoreMock<String>().load(key: 1)
        XCTAssertEqual(text, "")
    }

    func testVariadicFunctions() async {
        let eventLog = GenericsArticle.EventLogMock()
        let entries = spyCalls(of: &eventLog.logAction)  // ArgRecords<[String]>
        var readyCount = 0
        setupStubSequence(of: &eventLog.logAction).when(["started", "ready"]).callback { _ in readyCount += 1 }
        eventLog.log("started", "ready")
        eventLog.log("stopped")
        XCTAssertEqual(entries, [["started", "ready"], ["stopped"]])
        XCTAssertEqual(readyCount, 1)

        let metrics = GenericsArticle.MetricsMock()
        let recorded = spyCalls(of: &metrics.recordAction)
        await metrics.record("latency", values: 3, 4)
        XCTAssertEqual(recorded[0]?.0, "latency")
        XCTAssertEqual(recorded[0]?.1, [3, 4])
    }
}

// MARK: - Swift Testing snippets

@Suite("Documentation snippets")
struct DocumentationSnippetsSwiftTestingTests {
    // AsyncCodeAndConcurrency.md, "Other global actors".
    @StorageActor @Test func customGlobalActorMock() {
        let storage = StorageMock()
        setupStubSequence(of: &storage.loadAction).when(7).returns("seven")
        let loads = spyCalls(of: &storage.loadAction)
        #expect(storage.load(id: 7) == "seven")
        #expect(storage.load(id: 1) == "")
        #expect(loads == [7, 1])
    }

    // AsyncCodeAndConcurrency.md, "Other global actors": a synchronous action for an async method.
    @StorageActor @Test func anotherGlobalActorsAsyncMethodWithArgumentsThatAreNotSendable() async throws {
        let archive = ConcurrencyArticle.ArchiveMock()
        let paths = spyCalls(of: &archive.restoreAction, transform: { $0.path })
        setupStubSequence(of: &archive.restoreAction).throwsOnce(.missing)
        await #expect(throws: ConcurrencyArticle.ArchiveError.missing) {
            _ = try await archive.restore(ConcurrencyArticle.RestoreRequest())
        }
        let snapshot = try await archive.restore(ConcurrencyArticle.RestoreRequest())
        #expect(snapshot.files == [])
        #expect(paths == ["/", "/"])

        let counter = ConcurrencyArticle.CounterMock()
        let plain: (Int) async -> Int = counter.addAction
        _ = plain
        setupStub(of: &counter.addAction, return: 3)
        #expect(await counter.add(1) == 3)
    }

    // AsyncCodeAndConcurrency.md, "@MainActor async methods with arguments that are not Sendable".
    @MainActor @Test func aLockedSessionAsksForThePassword() async throws {
        let daemon = ConcurrencyArticle.SyncDaemonMock()
        let names = spyCalls(of: &daemon.createSessionAction, transform: { $0.0.name })
        setupStubSequence(of: &daemon.createSessionAction)
            .when { $0.0.name == "locked" }
            .throwsOnce(.refused)
            .answers { request, prompt in prompt?("password for \(request.name)") }
        // The article's `// ...`:
        var prompts: [String] = []
        await #expect(throws: ConcurrencyArticle.DaemonError.refused) {
            try await daemon.createSession(.init(name: "locked"), prompt: { prompts.append($0) })
        }
        try await daemon.createSession(.init(name: "locked"), prompt: { prompts.append($0) })
        try await daemon.createSession(.init(name: "open"), prompt: { prompts.append($0) })
        #expect(prompts == ["password for locked"])
        #expect(names == ["locked", "locked", "open"])

        daemon.createSessionAction = { call in
            let (request, prompt) = call
            await Task.yield()
            prompt?("awaited for \(request.name)")
        }
        try await daemon.createSession(.init(name: "later"), prompt: { prompts.append($0) })
        #expect(prompts.last == "awaited for later")
    }

    // AsyncCodeAndConcurrency.md, "Waiting with Swift Testing confirmations".
    @Test func everyAddressGetsAWelcomeMail() async {
        let mailer = ConcurrencyArticle.MailerMock()
        setupStub(of: &mailer.sendAction, return: true)

        await confirmation("a mail per address", expectedCount: 2) { sent in
            setupStubSequence(of: &mailer.sendAction).callback(sent)
            await ConcurrencyArticle.WelcomeFlow(mailer: mailer).run(for: ["a@example.com", "b@example.com"])
        }
    }

    // VerificationAndExpectations.md, "What a failure says".
    @Test func whatAFailureSays() {
        let database = DatabaseMock()
        let setupLine = #line + 1
        let tomDerk = setupStubSequence(of: &database.addAccountAction)
            .whenFirst("Tom")
            .whenSecond("Derk")
            .expect(.once)

        _ = database.addAccount(givenName: "Tom", lastName: "On")
        _ = database.addAccount(givenName: "John", lastName: "Derk")

        withKnownIssue {
            SKTVerify(tomDerk)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "Stub expectation not met for the setup sequence from "
                    + "ExampleAppTests/DocumentationSnippetsTests.swift:\(setupLine) "
                    + #"matching whenFirst("Tom"), whenSecond("Derk"): expected once, called 0 times; "#
                    + #"calls received: ("Tom", "On"), ("John", "Derk"); "#
                    + #"nearest miss: whenSecond("Derk") waited for "Derk", got "On""#
            ]
        }
        #expect(tomDerk.verify() == false)
    }

    // VerificationAndExpectations.md, "Forgetting to verify".
    @Test func forgettingToVerify() {
        withKnownIssue {
            let database = DatabaseMock()
            _ = setupStubSequence(of: &database.addUserAction).expect(.once)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "A setup sequence with expectations (expect(.once)) was never verified: "
                    + "call SKTVerify(sequence) or sequence.verify() before it is released."
            ]
        }
    }

    // SetupSequences.md, "Answers in order": a step after an endless one is reported.
    @Test func aStepAfterAnEndlessStepIsReported() {
        let database = DatabaseMock()
        withKnownIssue {
            setupStubSequence(of: &database.addAccountAction).returns(0).returnsOnce(1)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "returnsOnce(1) is never used: returns(0) before it already answers every later call of this setup "
                    + "sequence. Only the last step may be returns, throws or answers."
            ]
        }
        #expect(database.addAccount(givenName: "Ada", lastName: "Lovelace") == 0)
    }

    // StrictStubs.md, "What happens on an unexpected call", "Naming" and "A whole mock strict, by hand".
    @Test func anUnexpectedCallOnAStrictStub() {
        let database = StrictStubsArticle.StrictDatabaseMock()
        withKnownIssue {
            #expect(database.addUser(name: "user1") == false)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                #"Unregistered strict stub 'addUserAction' was called with "user1". Register it "#
                    + "(registerStub(alwaysReturn:) or a closure) or set it up with setupStub(of:return:) before the "
                    + "code under test calls it."
            ]
        }

        let dummy = StrictStubsArticle.DummyDatabaseMock()
        withKnownIssue {
            #expect(dummy.addAccount(givenName: "Ada", lastName: "Lovelace") == 0)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix(
                #"Unregistered strict stub 'addAccountAction' was called with ("Ada", "Lovelace")."#) == true
        }

        let named = StrictStubsArticle.NamedDatabaseMock()
        withKnownIssue {
            _ = named.addUser(name: "user1")
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Unregistered strict stub 'Database.addUser' was called") == true
        }
    }
}
