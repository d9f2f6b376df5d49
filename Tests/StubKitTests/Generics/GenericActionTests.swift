import Foundation
import XCTest

@testable import StubKit

// One action per generic method, whatever types the code under test uses (issue 19): the shapes
// real protocols declare, each mocked the way "Generic and Variadic Functions" shows.

protocol GARequest {
    associatedtype Response
    var path: String { get }
}

struct GAGetUser: GARequest {
    typealias Response = GAUser
    var id: Int
    var path: String { "/users/\(id)" }
}

struct GAListPosts: GARequest {
    typealias Response = [String]
    var path: String { "/posts" }
}

struct GAUser: Equatable {
    var name: String
}

struct GAStoreError: Error, Equatable {}

protocol GAClient {
    func send<R: GARequest>(_ request: R) async throws -> R.Response
    func cached<R: GARequest>(_ request: R) -> R.Response?
    func decode<T>(_ text: String) -> T
    func load<T>(_ key: String) throws(GAStoreError) -> T
    func get<T: Decodable & Sendable>(_ key: String, as type: T.Type) throws -> T?
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
        _ arg5: Arg5, _ arg6: Arg6
    ) -> Service?
    func perform<T>(_ body: () throws -> T) rethrows -> T
    func intercept<Input, Output>(
        request: [Input], context: String, next: (_ request: [Input], _ context: String) async throws -> Output
    ) async throws -> Output
    func normalize<T>(_ value: inout T)
    func log<T>(_ value: T, level: Int)
    func fetch<T>(_ id: Int, completion: @escaping (Result<T, any Error>) -> Void)
    func first<T: Equatable>(of values: [T], where isIncluded: @autoclosure () -> Bool) -> T?
    func removeValue<T>(forKey key: String, as type: T.Type) -> Bool
}

final class GAClientMock: GAClient {
    var sendAction: (GenericCall<any GARequest>) async throws -> Any = stubGeneric()
    func send<R: GARequest>(_ request: R) async throws -> R.Response {
        try await throwingGenericResult(sendAction(GenericCall(request, types: R.self, returning: R.Response.self)))
    }

    var cachedAction: (GenericCall<any GARequest>) -> Any = stubGeneric()
    func cached<R: GARequest>(_ request: R) -> R.Response? {
        genericResult(cachedAction(GenericCall(request, types: R.self, returning: R.Response?.self)))
    }

    static let decodeLine: UInt = #line + 3
    var decodeAction: (GenericCall<String>) -> Any = stubGeneric()
    func decode<T>(_ text: String) -> T {
        genericResult(decodeAction(GenericCall(text, types: T.self, returning: T.self)))
    }

    var loadAction: (GenericCall<String>) throws(GAStoreError) -> Any = strictStubGeneric()
    func load<T>(_ key: String) throws(GAStoreError) -> T {
        try throwingGenericResult(
            loadAction(GenericCall(key, types: T.self, returning: T.self)), throwing: GAStoreError.self)
    }

    var getAction: (GenericCall<(String, Any.Type)>) throws -> Any = stubGeneric()
    func get<T: Decodable & Sendable>(_ key: String, as type: T.Type) throws -> T? {
        try throwingGenericResult(getAction(GenericCall((key, type), types: T.self, returning: T?.self)))
    }

    var resolveAction: (GenericCall<(Any.Type, String?, Any, Any, Any, Any, Any, Any)>) -> Any = stubGeneric()
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4,
        _ arg5: Arg5, _ arg6: Arg6
    ) -> Service? {
        genericResult(
            resolveAction(
                GenericCall(
                    (serviceType, name, arg1, arg2, arg3, arg4, arg5, arg6),
                    types: Service.self, Arg1.self, Arg2.self, Arg3.self, Arg4.self, Arg5.self, Arg6.self,
                    returning: Service?.self)))
    }

    static let performLine: UInt = #line + 5
    var performAction: (GenericCall<() throws -> Any>) throws -> Any = stubGeneric()
    func perform<T>(_ body: () throws -> T) rethrows -> T {
        // Lets out only what `body` throws: the caller may have passed a closure that cannot throw.
        try withoutActuallyEscaping(body) { body in
            let call = Rethrowing()
            return try call.genericResult {
                try performAction(GenericCall({ try call.body(body) }, types: T.self, returning: T.self))
            }
        }
    }

    var interceptAction: (GenericCall<(Any, String, (Any, String) async throws -> Any)>) async throws -> Any =
        stubGeneric()
    func intercept<Input, Output>(
        request: [Input], context: String, next: (_ request: [Input], _ context: String) async throws -> Output
    ) async throws -> Output {
        // The form for NonisolatedNonsendingByDefault: SwiftSettings.md, "Closure parameters".
        #if hasFeature(NonisolatedNonsendingByDefault)
            func pass(_ isolation: isolated (any Actor)?) async throws -> Output {
                try await withoutActuallyEscaping(next) { next in
                    _ = isolation
                    return try await throwingGenericResult(
                        interceptAction(
                            GenericCall(
                                (
                                    request, context,
                                    { request, context in try await next(throwingGenericResult(request), context) }
                                ),
                                types: Input.self, Output.self, returning: Output.self)))
                }
            }
            return try await pass(#isolation)
        #else
            return try await withoutActuallyEscaping(next) { next in
                try await throwingGenericResult(
                    interceptAction(
                        GenericCall(
                            (
                                request, context,
                                { request, context in try await next(throwingGenericResult(request), context) }
                            ),
                            types: Input.self, Output.self, returning: Output.self)))
            }
        #endif
    }

    var normalizeAction: (GenericCall<Any>) -> Any = stubGeneric()
    func normalize<T>(_ value: inout T) {
        value = genericResult(
            normalizeAction(GenericCall(value, types: T.self, returning: T.self)), ifUnanswered: value)
    }

    var logAction: (GenericCall<(Any, Int)>) -> Void = stub()
    func log<T>(_ value: T, level: Int) {
        logAction(GenericCall((value, level), types: T.self))
    }

    var fetchAction: (GenericCall<(Int, (Any) -> Void)>) -> Void = stub()
    func fetch<T>(_ id: Int, completion: @escaping (Result<T, any Error>) -> Void) {
        fetchAction(GenericCall((id, { completion(genericResult($0)) }), types: T.self))
    }

    var firstAction: (GenericCall<([Any], () -> Bool)>) -> Any = stubGeneric()
    func first<T: Equatable>(of values: [T], where isIncluded: @autoclosure () -> Bool) -> T? {
        withoutActuallyEscaping(isIncluded) { isIncluded in
            genericResult(firstAction(GenericCall((values, isIncluded), types: T.self, returning: T?.self)))
        }
    }

    // A generic type that is not the result: calls of two types may have equal arguments and result types.
    var removeValueAction: (GenericCall<String>) -> Bool = stub()
    func removeValue<T>(forKey key: String, as type: T.Type) -> Bool {
        removeValueAction(GenericCall(key, types: T.self, returning: Bool.self))
    }
}

final class GenericActionTests: XCTestCase {
    func testOneActionAnswersEveryTypeTheCodeUnderTestAsksFor() async throws {
        let api = GAClientMock()
        setupStubSequence(of: &api.sendAction).when { $0.expects(GAUser.self) }.returns(GAUser(name: "Ada"))
        setupStubSequence(of: &api.sendAction).when { $0.expects([String].self) }.returns(["hello"])

        let user = try await api.send(GAGetUser(id: 1))
        let posts = try await api.send(GAListPosts())
        XCTAssertEqual(user, GAUser(name: "Ada"))
        XCTAssertEqual(posts, ["hello"])
    }

    func testAnAnswerComputedFromTheArguments() async throws {
        let api = GAClientMock()
        setupStubSequence(of: &api.sendAction).answers { call in
            call.arguments is GAGetUser ? GAUser(name: call.arguments.path) : ["from \(call.arguments.path)"] as Any
        }
        let user = try await api.send(GAGetUser(id: 7))
        let posts = try await api.send(GAListPosts())
        XCTAssertEqual(user.name, "/users/7")
        XCTAssertEqual(posts, ["from /posts"])
    }

    func testSpiesSeeEveryCallWithItsTypes() async throws {
        let api = GAClientMock()
        let sent = spyCalls(of: &api.sendAction)
        _ = try await api.send(GAListPosts())
        _ = try await api.send(GAGetUser(id: 2))

        XCTAssertEqual(sent.count, 2)
        XCTAssertTrue(sent[0]?.arguments is GAListPosts)
        XCTAssertTrue(sent[0]?.expects([String].self) ?? false)
        XCTAssertTrue(sent[1]?.uses(GAGetUser.self) ?? false)
        XCTAssertEqual((sent[1]?.arguments as? GAGetUser)?.id, 2)
        XCTAssertEqual(sent.map(\.arguments.path), ["/posts", "/users/2"])
    }

    func testMatchingOnArgumentsAndVerifyingCounts() async throws {
        let api = GAClientMock()
        let users = setupStubSequence(of: &api.sendAction)
            .when { ($0.arguments as? GAGetUser)?.id == 1 }
            .returns(GAUser(name: "one"))
            .expect(.once)
        _ = try await api.send(GAGetUser(id: 1))
        let other = try await api.send(GAGetUser(id: 2))  // no match: falls through to the default...
        XCTAssertEqual(other, GAUser(name: ""))  // ...which GAUser has through DefaultProvidable below
        SKTVerify(users)
    }

    func testUnansweredCallsReturnTheDefaultValueOfTheExpectedType() async throws {
        let api = GAClientMock()
        XCTAssertNil(api.cached(GAGetUser(id: 1)))
        let failures = try await recordingFailures {
            let posts = try await api.send(GAListPosts())
            XCTAssertEqual(posts, [])
            XCTAssertEqual(try api.get("k", as: Int.self), nil)
            XCTAssertEqual(api.decode("1") as Int, 0)
        }
        XCTAssertEqual(failures.map(\.message), [])
    }

    func testAnAnswerOfTheWrongTypeFailsAtTheMockNamingBothTypes() {
        let mock = GAClientMock()
        setupStubSequence(of: &mock.decodeAction).returns("not an Int")
        var result: Int?
        let failures = recordingFailures { result = mock.decode("1") as Int }
        XCTAssertEqual(result, 0)
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.genericAnswerOfWrongType(name: "decode(_:)", expected: "Int", answered: "String")])
        XCTAssertEqual(failures.first?.site.line, GAClientMock.decodeLine)
        XCTAssertEqual(
            failures.first?.message,
            "decode(_:) expects an answer of type Int, but its action answered a value of type String. "
                + "Answer each call with its own type: match it with when { $0.expects(Int.self) }.")
    }

    func testAThrowingMethodThrowsAfterAWrongAnswer() async {
        let api = GAClientMock()
        setupStubSequence(of: &api.sendAction).returns(GAUser(name: "Ada"))
        let failures = await recordingFailures {
            do {
                _ = try await api.send(GAListPosts())
                XCTFail("expected a StubKitError")
            } catch let error as StubKitError {
                XCTAssertEqual(
                    error.message,
                    Messages.genericAnswerOfWrongType(name: "send(_:)", expected: "Array<String>", answered: "GAUser"))
            } catch {
                XCTFail("unexpected \(error)")
            }
        }
        XCTAssertEqual(failures.count, 1)
    }

    func testNoAnswerForATypeWithoutDefaultValueFailsNamingTheType() {
        let mock = GAClientMock()
        var thrown: (any Error)?
        let failures = recordingFailures {
            do { _ = try mock.get("k", as: GAStoreErrorBox.self) } catch { thrown = error }
        }
        XCTAssertNil(thrown)  // T? has a default, nil
        XCTAssertEqual(failures.map(\.message), [])

        let cached = recordingFailures { XCTAssertNil(mock.cached(GAGetUser(id: 1))) }
        XCTAssertEqual(cached.map(\.message), [])

        var result: GAStoreErrorBox?
        let missing = recordingFailures {
            do { result = try mock.get("k", as: GAStoreErrorBox.self) } catch { thrown = error }
        }
        XCTAssertNil(result)
        XCTAssertEqual(missing.map(\.message), [])
    }

    func testNoAnswerForATypeWithoutDefaultValueInAThrowingMethodFailsAndThrows() async {
        let api = GAClientMock()
        var thrown: (any Error)?
        let failures = await recordingFailures {
            do { _ = try await api.send(GANoDefaultRequest()) } catch { thrown = error }
        }
        XCTAssertEqual(
            failures.map(\.message), [Messages.noGenericAnswer(name: "send(_:)", expected: "GAStoreErrorBox")])
        XCTAssertEqual(
            failures.first?.message,
            "No answer for send(_:) returning GAStoreErrorBox, which has no default value: set up its action for this "
                + "type (when { $0.expects(GAStoreErrorBox.self) }.returns(...)) or make GAStoreErrorBox DefaultProvidable."
        )
        XCTAssertEqual((thrown as? StubKitError)?.message, failures.first?.message)
    }

    func testAStrictActionReportsEveryUnansweredCallAndTypedThrowsReturnsTheDefault() throws {
        let mock = GAClientMock()
        var value: Int?
        let failures = recordingFailures { value = try? mock.load("k") as Int }
        XCTAssertEqual(value, 0)  // StubKitError is not a GAStoreError: the default value instead
        XCTAssertEqual(failures.map(\.message), [Messages.unansweredStrictGeneric(name: "load(_:)", expected: "Int")])
        XCTAssertEqual(
            failures.first?.message,
            "Unregistered strict generic stub 'load(_:)' was called expecting Int. "
                + "Set up its action for this type before the code under test calls it.")

        setupStubSequence(of: &mock.loadAction).when { $0.expects(String.self) }.returnsOnce("text").throws(
            GAStoreError())
        XCTAssertEqual(try mock.load("k") as String, "text")
        XCTAssertThrowsError(try mock.load("k") as String) { XCTAssertEqual($0 as? GAStoreError, GAStoreError()) }
    }

    func testTypesInAnyPositionAndManyGenericParameters() {
        let mock = GAClientMock()
        let resolved = spyCalls(of: &mock.resolveAction)
        setupStubSequence(of: &mock.resolveAction).when { $0.arguments.0 == String.self }.returns("service")
        XCTAssertEqual(mock.resolve(String.self, name: nil, arguments: 1, "2", 3.0, [4], Int?.none, true), "service")
        XCTAssertNil(mock.resolve(Int.self, name: "n", arguments: 1, 2, 3, 4, 5, 6))
        XCTAssertEqual(resolved.count, 2)
        XCTAssertTrue(
            resolved[0]?.uses(String.self, Int.self, String.self, Double.self, [Int].self, Int?.self, Bool.self)
                ?? false)
        XCTAssertEqual(resolved[1]?.arguments.1, "n")
    }

    func testUsesComparesTheTypesInTheirDeclarationOrder() async {
        let mock = GAClientMock()
        // intercept<Input, Output>: <Int, String> and <String, Int> are two specializations.
        setupStubSequence(of: &mock.interceptAction).when { $0.uses(Int.self, String.self) }.returns("ints in")
        setupStubSequence(of: &mock.interceptAction).when { $0.uses(String.self, Int.self) }.returns(7)
        var text: String?
        var number: Int?
        let failures = await recordingFailures {
            do {
                text = try await mock.intercept(request: [1], context: "c") { _, _ in "next" } as String
                number = try await mock.intercept(request: ["a"], context: "c") { _, _ in 0 } as Int
            } catch {
                XCTFail("unexpected \(error)")
            }
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(text, "ints in")
        XCTAssertEqual(number, 7)
        XCTAssertTrue(GenericCall("k", types: Int.self, String.self).uses(Int.self, String.self))
        XCTAssertFalse(GenericCall("k", types: Int.self, String.self).uses(String.self, Int.self))
    }

    func testAGenericCallAsAConditionMatchesItsTypesToo() {
        let mock = GAClientMock()
        setupStubSequence(of: &mock.removeValueAction)
            .when(GenericCall("token", types: Int.self, returning: Bool.self))
            .returns(true)
        XCTAssertFalse(mock.removeValue(forKey: "token", as: String.self), "equal arguments, another type")
        XCTAssertTrue(mock.removeValue(forKey: "token", as: Int.self))
        XCTAssertNotEqual(GenericCall("token", types: Int.self), GenericCall("token", types: String.self))
        XCTAssertEqual(GenericCall("token", types: Int.self), GenericCall("token", types: Int.self))
    }

    func testRethrowsTheBodysErrorAndAnswersFromTheBody() throws {
        let mock = GAClientMock()
        mock.performAction = { call in try call.arguments() }  // run the code under test's closure
        XCTAssertEqual(mock.perform { 42 }, 42)
        XCTAssertThrowsError(try mock.perform { () throws -> Int in throw GAStoreError() }) {
            XCTAssertEqual($0 as? GAStoreError, GAStoreError())
        }
        XCTAssertEqual(mock.perform { "no try needed" }, "no try needed")  // rethrows: a non-throwing body
    }

    func testARethrowsMethodNeverThrowsAnErrorItsClosureDidNotThrow() {
        let mock = GAClientMock()
        setupStubSequence(of: &mock.performAction).throws(GAStoreError())
        var result: Int?
        let failures = recordingFailures { result = mock.perform { 1 } as Int }  // no `try`: the closure cannot throw
        XCTAssertEqual(result, 0)
        XCTAssertEqual(
            failures.map(\.message), [Messages.rethrowsActionThrew(name: "perform(_:)", error: "GAStoreError()")])
        XCTAssertEqual(
            failures.first?.message,
            "perform(_:) rethrows only what its closure parameter throws, but its action threw GAStoreError() while "
                + "the closure threw nothing: call the closure in the answer and let its error through, or return a value."
        )
        XCTAssertEqual(failures.first?.site.line, GAClientMock.performLine)
    }

    func testNonEscapingClosureOverGenericTypesBesideOtherParameters() async throws {
        let mock = GAClientMock()
        // The call holds the non-escaping `next`: spy on what outlives the call, not on `next`.
        let types = spyCalls(of: &mock.interceptAction, transform: { $0.genericTypes.map { "\($0)" } })
        setupStubSequence(of: &mock.interceptAction).answers { call in
            let (request, context, next) = call.arguments
            return try await next(request, context + "!")
        }
        let count = try await mock.intercept(request: [1, 2, 3], context: "ctx") { request, context in
            "\(request.count) \(context)"
        }
        XCTAssertEqual(count, "3 ctx!")
        XCTAssertEqual(types[0], ["Int", "String"])
    }

    func testInoutKeepsTheValueUntilAnswered() {
        let mock = GAClientMock()
        var text = "  a "
        mock.normalize(&text)
        XCTAssertEqual(text, "  a ")
        setupStubSequence(of: &mock.normalizeAction).answers { call in
            (call.arguments as? String)?.trimmingCharacters(in: .whitespaces) ?? call.arguments
        }
        mock.normalize(&text)
        XCTAssertEqual(text, "a")
        var number = 3
        mock.normalize(&number)
        XCTAssertEqual(number, 3)
    }

    func testVoidResultsAndEscapingClosuresOverGenericTypes() {
        let mock = GAClientMock()
        let logged = spyCalls(of: &mock.logAction)
        mock.log(Int?.none, level: 1)
        XCTAssertTrue(logged[0]?.uses(Int?.self) ?? false)  // the type survives a nil value

        setupStubSequence(of: &mock.fetchAction).callback { call in
            call.arguments.1(call.uses(Int.self) ? Result<Int, any Error>.success(5) : .failure(GAStoreError()))
        }
        var received: Int?
        mock.fetch(1) { (result: Result<Int, any Error>) in received = try? result.get() }
        XCTAssertEqual(received, 5)
    }

    func testAutoclosureBesideAGenericParameter() {
        let mock = GAClientMock()
        setupStubSequence(of: &mock.firstAction).answers { call in
            call.arguments.1() ? call.arguments.0.first! : nil as Any? as Any
        }
        XCTAssertEqual(mock.first(of: [3, 4], where: true), 3)
        XCTAssertNil(mock.first(of: [3, 4], where: false))
    }

    func testRegisterStubAndAssignedClosuresWork() async throws {
        let api = GAClientMock()
        api.sendAction = registerStub(alwaysReturn: GAUser(name: "registered"))
        let user = try await api.send(GAGetUser(id: 1))
        XCTAssertEqual(user.name, "registered")
    }

    func testInOrderAcrossSpecializations() async throws {
        let api = GAClientMock()
        let users = setupStubSequence(of: &api.sendAction).when { $0.expects(GAUser.self) }.returns(GAUser(name: "a"))
        let posts = setupStubSequence(of: &api.sendAction).when { $0.expects([String].self) }.returns(["p"])
        _ = try await api.send(GAGetUser(id: 1))
        _ = try await api.send(GAListPosts())
        XCTAssertTrue(SKTVerifyInOrder(users, posts))
        let failures = recordingFailures { XCTAssertFalse(SKTVerifyInOrder(posts, users)) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("<GAGetUser> -> GAUser") ?? false, failures.first?.message ?? "")
    }

    func testVerifyFailureListsTheCallsWithTheirTypes() async throws {
        let api = GAClientMock()
        let sequence = setupStubSequence(of: &api.sendAction).when { $0.expects(GAUser.self) }.returns(GAUser(name: ""))
            .expect(.once)
        _ = try await api.send(GAListPosts())
        let failures = recordingFailures { SKTVerify(sequence) }
        XCTAssertEqual(failures.count, 1)
        let described = "StubKitTests.GAListPosts() <GAListPosts> -> Array<String>"
        XCTAssertTrue(failures[0].message.contains(described), failures[0].message)
    }

    func testADescriptionLeavesOutWhatTheCallDoesNotHave() {
        XCTAssertEqual(
            GenericCall("a", types: Int.self, returning: Int?.self).description, #""a" <Int> -> Optional<Int>"#)
        XCTAssertEqual(GenericCall("a", types: Int.self).description, #""a" <Int>"#)
        // A method whose only generic type may not be copied: neither types nor a result.
        XCTAssertEqual(GenericCall(("limits", 2)).description, #"("limits", 2)"#)
    }

    func testWaitingVerificationSeesCallsFromAnotherTask() async throws {
        let api = GAClientMock()
        let sequence = setupStubSequence(of: &api.sendAction).returns(["late"]).expect(.once)
        let task = Task.detached { [api] in try await api.send(GAListPosts()) }
        let met = await SKTVerify(sequence, timeout: .seconds(5))
        XCTAssertTrue(met)
        let posts = try await task.value
        XCTAssertEqual(posts, ["late"])
    }
}

struct GAStoreErrorBox: Decodable, Sendable {}

struct GANoDefaultRequest: GARequest {
    typealias Response = GAStoreErrorBox
    var path: String { "/none" }
}

extension GAUser: DefaultProvidable {
    static var defaultValue: GAUser { GAUser(name: "") }
}

extension GAClientMock: @unchecked Sendable {}
