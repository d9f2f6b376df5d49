// Compiles and runs the snippets of "Generic and Variadic Functions" that show one action serving
// every specialization. If a snippet here has to change, change the article.
import Foundation
import StubKit
import XCTest

enum GenericMethodsArticle {
    protocol Request {
        associatedtype Response
        var path: String { get }
    }

    protocol APIClient {
        func send<R: Request>(_ request: R) async throws -> R.Response
    }

    final class APIClientMock: APIClient {
        var sendAction: (GenericCall<any Request>) async throws -> Any = stubGeneric()

        func send<R: Request>(_ request: R) async throws -> R.Response {
            try await throwingGenericResult(sendAction(GenericCall(request, types: R.self, returning: R.Response.self)))
        }
    }

    protocol Cache {
        func get<T: Decodable>(_ key: String, as type: T.Type) throws -> T?
    }

    final class CacheMock: Cache {
        var getAction: (GenericCall<(String, any Decodable.Type)>) throws -> Any = stubGeneric()

        func get<T: Decodable>(_ key: String, as type: T.Type) throws -> T? {
            try throwingGenericResult(getAction(GenericCall((key, type), types: T.self, returning: T?.self)))
        }
    }

    struct User: Equatable { var name: String }
    struct Post: Equatable { var title: String }
    struct GetUser: Request {
        typealias Response = User
        var id: Int
        var path: String { "/users/\(id)" }
    }
    struct ListPosts: Request {
        typealias Response = [Post]
        var path: String { "/posts" }
    }

    protocol Resolver {
        // swift-format-ignore
        func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2) -> Service?
    }

    // swift-format-ignore
    final class ResolverMock: Resolver {
        var resolveAction: (GenericCall<(Any.Type, String?, Any, Any)>) -> Any = stubGeneric()

        func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2) -> Service? {
            genericResult(resolveAction(GenericCall((serviceType, name, arg1, arg2), types: Service.self, Arg1.self, Arg2.self, returning: Service?.self)))
        }
    }

    protocol Container {
        func resolve<Service>(_ serviceType: Service.Type) -> Service?
        func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service?
        func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2) -> Service?
    }

    /// Overloads of one name sharing one action.
    // swift-format-ignore
    final class ContainerMock: Container {
        var resolveAction: (GenericCall<(Any.Type, String?, [Any])>) -> Any = stubGeneric()

        func resolve<Service>(_ serviceType: Service.Type) -> Service? {
            genericResult(resolveAction(GenericCall((serviceType, nil, []), types: Service.self, returning: Service?.self)))
        }
        func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
            genericResult(resolveAction(GenericCall((serviceType, name, []), types: Service.self, returning: Service?.self)))
        }
        func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2) -> Service? {
            genericResult(
                resolveAction(
                    GenericCall(
                        (serviceType, nil, [arg1, arg2]), types: Service.self, Arg1.self, Arg2.self,
                        returning: Service?.self)))
        }
    }

    final class LoggerMock {
        var logAction: (GenericCall<(Any, Int)>) -> Void = stub()
        func log<T>(_ value: T, level: Int) { logAction(GenericCall((value, level), types: T.self)) }

        var normalizeAction: (GenericCall<Any>) -> Any = stubGeneric()
        func normalize<T>(_ value: inout T) {
            value = genericResult(
                normalizeAction(GenericCall(value, types: T.self, returning: T.self)), ifUnanswered: value)
        }
    }

    protocol Database {
        func transaction<T>(_ body: (Database) throws -> T) throws -> T
    }

    final class DatabaseMock: Database {
        var transactionAction: (GenericCall<(Database) throws -> Any>) throws -> Any = stubGeneric()
        func transaction<T>(_ body: (Database) throws -> T) throws -> T {
            try withoutActuallyEscaping(body) { body in
                try throwingGenericResult(
                    transactionAction(GenericCall({ try body($0) }, types: T.self, returning: T.self)),
                    ifUnanswered: try body(self))
            }
        }
    }

    protocol Interceptor {
        // swift-format-ignore
        func intercept<Input, Output>(request: [Input], context: String, next: ([Input], String) async throws -> Output) async throws -> Output
    }

    // swift-format-ignore
    final class InterceptorMock: Interceptor {
        var interceptAction: (GenericCall<(Any, String, (Any, String) async throws -> Any)>) async throws -> Any = stubGeneric()

        func intercept<Input, Output>(request: [Input], context: String, next: ([Input], String) async throws -> Output) async throws -> Output {
            // The form for NonisolatedNonsendingByDefault: SwiftSettings.md, "Closure parameters".
            #if hasFeature(NonisolatedNonsendingByDefault)
            func pass(_ isolation: isolated (any Actor)?) async throws -> Output {
                try await withoutActuallyEscaping(next) { next in
                    _ = isolation
                    return try await throwingGenericResult(interceptAction(GenericCall(
                        (request, context, { request, context in try await next(throwingGenericResult(request), context) }),
                        types: Input.self, Output.self, returning: Output.self)))
                }
            }
            return try await pass(#isolation)
            #else
            return try await withoutActuallyEscaping(next) { next in
                try await throwingGenericResult(interceptAction(GenericCall(
                    (request, context, { request, context in try await next(throwingGenericResult(request), context) }),
                    types: Input.self, Output.self, returning: Output.self)))
            }
            #endif
        }
    }

    protocol Transactor {
        func perform<T>(_ body: () throws -> T) rethrows -> T
    }

    final class TransactorMock: Transactor {
        var performAction: (GenericCall<() throws -> Any>) throws -> Any = stubGeneric()

        func perform<T>(_ body: () throws -> T) rethrows -> T {
            try withoutActuallyEscaping(body) { body in
                let call = Rethrowing()
                return try call.genericResult {
                    try performAction(GenericCall({ try call.body(body) }, types: T.self, returning: T.self))
                }
            }
        }
    }

    struct Rollback: Error {}
}

// swift-format-ignore
final class GenericMethodsArticleTests: XCTestCase {
    typealias A = GenericMethodsArticle

    func testOneActionForEverySpecialization() async throws {
        typealias User = A.User
        typealias Post = A.Post
        let api = A.APIClientMock()
        setupStubSequence(of: &api.sendAction).when { $0.expects(User.self) }.returns(User(name: "Ada"))
        setupStubSequence(of: &api.sendAction).when { $0.expects([Post].self) }.returns([Post(title: "Hello")])

        let user = try await api.send(A.GetUser(id: 1))     // User(name: "Ada")
        let posts = try await api.send(A.ListPosts())       // [Post(title: "Hello")]
        XCTAssertEqual(user, User(name: "Ada"))
        XCTAssertEqual(posts, [Post(title: "Hello")])

        setupStubSequence(of: &api.sendAction).answers { call -> Any in
            if call.arguments is A.GetUser { return User(name: call.arguments.path) }
            return [Post]()
        }
        let computed = try await api.send(A.GetUser(id: 3))
        XCTAssertEqual(computed, User(name: "/users/3"))
        let none = try await api.send(A.ListPosts())
        XCTAssertEqual(none, [])
    }

    func testSpyMatchAndVerify() async throws {
        typealias User = A.User
        let api = A.APIClientMock()
        let sent = spyCalls(of: &api.sendAction)          // ArgRecords<GenericCall<any Request>>
        let lookups = setupStubSequence(of: &api.sendAction)
            .when { ($0.arguments as? A.GetUser)?.id == 1 }
            .returns(User(name: "one"))
            .expect(.once)
        _ = try await api.send(A.GetUser(id: 1))
        XCTAssertTrue(sent[0]?.uses(A.GetUser.self) ?? false)
        XCTAssertEqual(sent.map(\.arguments.path), ["/users/1"])
        SKTVerify(lookups)
        XCTAssertEqual(sent[0]?.description, "ExampleAppTests.GenericMethodsArticle.GetUser(id: 1) <GetUser> -> User")
    }

    func testSeveralGenericParametersAsOneTuple() {
        let resolver = A.ResolverMock()
        setupStubSequence(of: &resolver.resolveAction).when { $0.arguments.1 == "main" }.returns("service")
        XCTAssertEqual(resolver.resolve(String.self, name: "main", arguments: 1, true), "service")
        XCTAssertNil(resolver.resolve(String.self, name: nil, arguments: 1, true))
    }

    func testAMetatypeKeepsItsConstraintSoAnAnswerDecodesWithoutACast() throws {
        let cache = A.CacheMock()
        cache.getAction = { call in try JSONDecoder().decode(call.arguments.1, from: Data("7".utf8)) }
        let count = try cache.get("count", as: Int.self)
        XCTAssertEqual(count, 7)
    }

    func testOverloadsShareOneAction() {
        let container = A.ContainerMock()
        let client = A.APIClientMock()
        setupStubSequence(of: &container.resolveAction).when { $0.expects(A.APIClient?.self) }.returns(client)
        XCTAssertTrue(container.resolve(A.APIClient.self) as? A.APIClientMock === client)
        XCTAssertTrue(container.resolve(A.APIClient.self, name: "main") as? A.APIClientMock === client)
        XCTAssertTrue(container.resolve(A.APIClient.self, arguments: 1, "two") as? A.APIClientMock === client)
        XCTAssertNil(container.resolve(String.self))
    }

    func testVoidResultsKeepTheirTypesAndInoutKeepsItsValue() {
        let logger = A.LoggerMock()
        let logged = spyCalls(of: &logger.logAction)
        logger.log(Int?.none, level: 1)
        XCTAssertTrue(logged[0]?.uses(Int?.self) ?? false)
        var text = "a"
        logger.normalize(&text)
        XCTAssertEqual(text, "a")
        setupStub(of: &logger.normalizeAction, return: "b")
        logger.normalize(&text)
        XCTAssertEqual(text, "b")
    }

    func testAnUnansweredTransactionRunsItsBodyOnTheMock() throws {
        let database = A.DatabaseMock()
        XCTAssertEqual(try database.transaction { _ in 1 }, 1)   // the body ran on the mock
        setupStubSequence(of: &database.transactionAction).when { $0.expects(Int.self) }.returnsOnce(2)
        XCTAssertEqual(try database.transaction { _ in 1 }, 2)   // answered: the body did not run
        var ran = false
        XCTAssertEqual(
            try database.transaction { database in
                ran = database is A.DatabaseMock
                return 3
            }, 3)
        XCTAssertTrue(ran, "once the answer is used up, the body runs again, given the mock")
    }

    func testMiddlewareCallsNext() async throws {
        let interceptor = A.InterceptorMock()
        setupStubSequence(of: &interceptor.interceptAction).answers { call in
            let (request, context, next) = call.arguments
            return try await next(request, context + " traced")    // call the code under test's `next`
        }
        let types = spyCalls(of: &interceptor.interceptAction, transform: { $0.genericTypes.map { "\($0)" } })
        let result = try await interceptor.intercept(request: [1, 2], context: "ctx") { request, context in
            "\(request.count) \(context)"
        }
        XCTAssertEqual(result, "2 ctx traced")
        XCTAssertEqual(types[0], ["Int", "String"])
    }

    func testRethrowing() {
        let transactor = A.TransactorMock()
        transactor.performAction = { call in try call.arguments() }   // run the body; its error reaches the caller
        XCTAssertEqual(transactor.perform { 5 }, 5)
        XCTAssertThrowsError(try transactor.perform { () throws -> Int in throw A.Rollback() }) {
            XCTAssertTrue($0 is A.Rollback)
        }
    }
}
