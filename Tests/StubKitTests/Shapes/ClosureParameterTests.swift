import Foundation
import XCTest

@testable import StubKit

// A middleware in the shape of swift-openapi-runtime's `ClientMiddleware`: the non-escaping
// closure comes last, after four other parameters, and is async throwing.
private struct Request: Equatable { var path: String }
private struct Response: Equatable { var status: Int }

private protocol Middleware: Sendable {
    func intercept(
        _ request: Request, body: String?, baseURL: URL, operationID: String,
        next: (Request, String?, URL) async throws -> (Response, String?)
    ) async throws -> (Response, String?)
}

private final class MiddlewareMock: Middleware, @unchecked Sendable {
    lazy var interceptAction = stub(
        of: intercept
            as (Request, String?, URL, String, @escaping (Request, String?, URL) async throws -> (Response, String?))
            async throws -> (Response, String?),
        alwaysReturn: (Response(status: 200), nil))
    func intercept(
        _ request: Request, body: String?, baseURL: URL, operationID: String,
        next: (Request, String?, URL) async throws -> (Response, String?)
    ) async throws -> (Response, String?) {
        // With NonisolatedNonsendingByDefault this method runs on its caller's actor, and `next` may
        // only reach the action from a closure isolated there (SwiftSettings.md, "Closure parameters").
        #if hasFeature(NonisolatedNonsendingByDefault)
            func pass(_ isolation: isolated (any Actor)?) async throws -> (Response, String?) {
                try await withoutActuallyEscaping(next) { next in
                    _ = isolation
                    return try await interceptAction((request, body, baseURL, operationID, next))
                }
            }
            return try await pass(#isolation)
        #else
            return try await withoutActuallyEscaping(next) { next in
                try await interceptAction((request, body, baseURL, operationID, next))
            }
        #endif
    }
}

// Closures first, in the middle and twice; sync, throwing and `@Sendable`.
private protocol Scheduler {
    func schedule(_ work: () -> Void, after delay: Int) -> Bool
    func perform(_ work: sending () -> Int, label: String) -> Int
    func retry(times: Int, _ body: () throws -> String, label: String) throws -> String
    func both(_ first: @Sendable () -> Int, _ second: (Int) -> Int) -> Int
}

private final class SchedulerMock: Scheduler {
    static let scheduleLine: UInt = #line + 1
    lazy var scheduleAction = strictStub(of: schedule as (@escaping () -> Void, Int) -> Bool)
    func schedule(_ work: () -> Void, after delay: Int) -> Bool {
        withoutActuallyEscaping(work) { scheduleAction(($0, delay)) }
    }
    // A `sending` parameter cannot keep `sending` in a tuple: the action's type is declared without it.
    var performAction: ((() -> Int, String)) -> Int = stub()
    func perform(_ work: sending () -> Int, label: String) -> Int {
        withoutActuallyEscaping(work) { performAction(($0, label)) }
    }
    lazy var retryAction = stub(of: retry as (Int, @escaping () throws -> String, String) throws -> String)
    func retry(times: Int, _ body: () throws -> String, label: String) throws -> String {
        try withoutActuallyEscaping(body) { try retryAction((times, $0, label)) }
    }
    lazy var bothAction = stub(of: both as (@escaping @Sendable () -> Int, @escaping (Int) -> Int) -> Int)
    func both(_ first: @Sendable () -> Int, _ second: (Int) -> Int) -> Int {
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in bothAction((first, second)) }
        }
    }
}

final class ClosureParameterTests: XCTestCase {
    private let url = URL(string: "https://example.com")!

    func testAnAsyncMiddlewareAnswersWithoutCallingNextByDefault() async throws {
        let middleware = MiddlewareMock()
        let (response, body) = try await middleware.intercept(
            Request(path: "/a"), body: nil, baseURL: url, operationID: "get"
        ) { _, _, _ in
            XCTFail("next must not be called")
            return (Response(status: 500), nil)
        }
        XCTAssertEqual(response, Response(status: 200))
        XCTAssertNil(body)
    }

    func testAnAssignedActionPassesTheCallThroughToNext() async throws {
        let middleware = MiddlewareMock()
        middleware.interceptAction = { call in
            let (request, body, url, _, next) = call
            return try await next(Request(path: request.path + "?signed"), body, url)
        }
        let operations = spyCalls(of: &middleware.interceptAction, transform: { $0.3 })
        let (response, body) = try await middleware.intercept(
            Request(path: "/a"), body: "x", baseURL: url, operationID: "get"
        ) { request, body, _ in
            (Response(status: request.path == "/a?signed" ? 201 : 400), body)
        }
        XCTAssertEqual(response, Response(status: 201))
        XCTAssertEqual(body, "x")
        XCTAssertEqual(operations, ["get"])
    }

    func testSetupsMatchTheOtherArgumentsOfAClosureTakingMethod() async throws {
        let middleware = MiddlewareMock()
        let denied = setupStubSequence(of: &middleware.interceptAction, for: { $0.3 == "delete" })
            .returns((Response(status: 403), nil)).expect(.once)
        let (response, _) = try await middleware.intercept(
            Request(path: "/a"), body: nil, baseURL: url, operationID: "delete"
        ) { _, _, _ in (Response(status: 500), nil) }
        XCTAssertEqual(response, Response(status: 403))
        SKTVerify(denied)
    }

    func testClosuresInAnyPositionReachTheAction() throws {
        let scheduler = SchedulerMock()
        scheduler.scheduleAction = registerStub(alwaysReturn: true)
        var ran = 0
        setupStubSequence(of: &scheduler.scheduleAction).whenSecond(0).answers { work, _ in
            work()
            return false
        }
        XCTAssertFalse(scheduler.schedule({ ran += 1 }, after: 0))
        XCTAssertTrue(scheduler.schedule({ ran += 1 }, after: 5))
        XCTAssertEqual(ran, 1)

        scheduler.retryAction = { call in
            let (times, body, label) = call
            return try (0..<times).map { _ in try body() }.joined(separator: label)
        }
        XCTAssertEqual(try scheduler.retry(times: 3, { "a" }, label: "-"), "a-a-a")

        setupStubSequence(of: &scheduler.bothAction).answers { first, second in second(first()) }
        XCTAssertEqual(scheduler.both({ 20 }, { $0 + 1 }), 21)

        let labels = spyCalls(of: &scheduler.performAction, transform: { $0.1 })
        setupStubSequence(of: &scheduler.performAction).answers { work, _ in work() * 2 }
        XCTAssertEqual(scheduler.perform({ 4 }, label: "double"), 8)
        XCTAssertEqual(labels, ["double"])
    }

    func testAnErrorFromTheClosureTravelsThroughTheAction() {
        let scheduler = SchedulerMock()
        scheduler.retryAction = { call in try call.1() }
        XCTAssertThrowsError(try scheduler.retry(times: 1, { throw ParseError(reason: "inner") }, label: "")) {
            XCTAssertEqual($0 as? ParseError, ParseError(reason: "inner"))
        }
    }

    func testAnUnregisteredStrictClosureTakingStubNamesItselfAndItsDeclaration() {
        let scheduler = SchedulerMock()
        var result = true
        let failures = recordingFailures { result = scheduler.schedule({}, after: 3) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            message(
                failures[0].message,
                matchesTemplate: { Messages.unregisteredStrictStub(name: "scheduleAction", arguments: "(\($0), 3)") }),
            failures[0].message)
        XCTAssertEqual(failures[0].site.line, SchedulerMock.scheduleLine)
        XCTAssertFalse(result)
    }
}
