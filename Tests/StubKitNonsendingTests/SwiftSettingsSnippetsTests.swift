// SwiftSettings.md's examples, compiled and run in a module with NonisolatedNonsendingByDefault on.
import Foundation
import StubKit
import Testing

// "nonisolated(nonsending) and @concurrent actions": a requirement that says `@concurrent` keeps it on
// the mock's method and action.
struct Image: Equatable, Sendable {
    static let placeholder = Image(pixels: 0)
    let pixels: Int
}

protocol ImageDecoder: Sendable {
    @concurrent func decode(_ data: Data) async throws -> Image
}

final class ImageDecoderMock: ImageDecoder, @unchecked Sendable {
    var decodeAction: @concurrent (Data) async throws -> Image = { _ in .placeholder }
    @concurrent func decode(_ data: Data) async throws -> Image { try await decodeAction(data) }
}

// "Default MainActor isolation": a mock of a nonisolated protocol, declared `nonisolated`.
protocol Repo: Sendable {
    func fetch() async throws -> [Int]
}

nonisolated final class RepoMock: Repo, @unchecked Sendable {
    var fetchAction: (()) async throws -> [Int] = { _ in [] }
    func fetch() async throws -> [Int] { try await fetchAction(()) }
}

// "Closure parameters of async methods": the closure reaches the action from a closure isolated to
// the caller's actor.
struct Request: Equatable { var path: String }
struct Response: Equatable { var status: Int }

protocol Middleware: Sendable {
    func intercept(_ request: Request, next: (Request) async throws -> Response) async throws -> Response
}

final class MiddlewareMock: Middleware, @unchecked Sendable {
    lazy var interceptAction = stub(
        of: intercept as (Request, @escaping (Request) async throws -> Response) async throws -> Response,
        alwaysReturn: Response(status: 200))
    func intercept(_ request: Request, next: (Request) async throws -> Response) async throws -> Response {
        #if hasFeature(NonisolatedNonsendingByDefault)
            func pass(_ isolation: isolated (any Actor)?) async throws -> Response {
                try await withoutActuallyEscaping(next) { next in
                    _ = isolation  // the closure runs on the caller's actor
                    return try await interceptAction((request, next))
                }
            }
            return try await pass(#isolation)
        #else
            return try await withoutActuallyEscaping(next) { next in try await interceptAction((request, next)) }
        #endif
    }
}

protocol Retrier: Sendable {
    func retrying<T>(_ body: () async throws -> T) async rethrows -> T
}

final class RetrierMock: Retrier, @unchecked Sendable {
    var retryingAction: (GenericCall<() async throws -> Any>) async throws -> Any = stubGeneric()
    func retrying<T>(_ body: () async throws -> T) async rethrows -> T {
        #if hasFeature(NonisolatedNonsendingByDefault)
            func pass(_ isolation: isolated (any Actor)?, _ body: () async throws -> T) async rethrows -> T {
                try await withoutActuallyEscaping(body) { body in
                    _ = isolation
                    let call = Rethrowing()
                    return try await call.genericResult {
                        try await retryingAction(
                            GenericCall({ try await call.body { try await body() } }, types: T.self))
                    }
                }
            }
            return try await pass(#isolation, body)
        #else
            return try await withoutActuallyEscaping(body) { body in
                let call = Rethrowing()
                return try await call.genericResult {
                    try await retryingAction(GenericCall({ try await call.body { try await body() } }, types: T.self))
                }
            }
        #endif
    }
}

private struct Unavailable: Error, Equatable {}

// "Protocols of packages built with other settings": a requirement as a module built without the
// feature declares it, its closure `@concurrent`, spelled so on the mock; the answer that calls the
// closure is `@concurrent` too.
final class Envelope {
    var text: String
    init(text: String) { self.text = text }
}

protocol Interceptor: Sendable {
    @concurrent func intercept<Input>(_ input: Input, next: @concurrent (Input) async throws -> Input)
        async throws -> Input
}

final class InterceptorMock: Interceptor, @unchecked Sendable {
    var interceptAction: (GenericCall<(Any, @concurrent (Any) async throws -> Any)>) async throws -> Any =
        stubGeneric()
    @concurrent func intercept<Input>(_ input: Input, next: @concurrent (Input) async throws -> Input)
        async throws -> Input
    {
        try await withoutActuallyEscaping(next) { next in
            try await throwingGenericResult(
                interceptAction(
                    GenericCall(
                        (input, { @concurrent argument in try await next(throwingGenericResult(argument)) }),
                        types: Input.self, returning: Input.self)))
        }
    }
}

// Where each action runs is pinned by NonsendingIsolationTests and ConcurrentIsolationTests.
protocol Refresher: Sendable {
    @concurrent func refresh() async -> Int
}

final class RefresherMock: Refresher, @unchecked Sendable {
    var refreshAction: @concurrent (()) async -> Int = { _ in 0 }
    @concurrent func refresh() async -> Int { await refreshAction(()) }
}

@MainActor var refreshes = 0

@Suite struct SwiftSettingsSnippetsTests {
    @MainActor @Test func theAnswerCountsOnTheMainActor() async {
        refreshes = 0
        let refresher = RefresherMock()
        setupStubSequence(of: &refresher.refreshAction).answers { _ in
            refreshes += 1  // main-actor state: this answer runs on the main actor
            MainActor.assertIsolated()
            return refreshes
        }
        #expect(await refresher.refresh() == 1)  // the action itself runs off the main actor
    }

    @Test func aConcurrentActionTakesTheVerbsOfItsKind() async throws {
        let decoder = ImageDecoderMock()
        let sizes = spyCalls(of: &decoder.decodeAction, transform: { $0.count })
        setupStubSequence(of: &decoder.decodeAction).when { $0.count == 2 }.returns(Image(pixels: 4))
        #expect(try await decoder.decode(Data([1, 2])) == Image(pixels: 4))
        #expect(try await decoder.decode(Data([1])) == .placeholder)
        #expect(sizes == [2, 1])
    }

    @MainActor @Test func anAsyncMethodsClosureParameterReachesTheAnswerOnTheCallersActor() async throws {
        let middleware = MiddlewareMock()
        let paths = spyCalls(of: &middleware.interceptAction, transform: { request, _ in request.path })
        setupStubSequence(of: &middleware.interceptAction).answers { request, next in
            MainActor.assertIsolated("the answer runs where the caller runs")
            return try await next(Request(path: request.path + "/v2"))
        }
        let response = try await middleware.intercept(Request(path: "/users")) { request in
            MainActor.assertIsolated("and so does the closure it calls")
            return Response(status: request.path == "/users/v2" ? 201 : 500)
        }
        #expect(response == Response(status: 201))
        #expect(paths == ["/users"])
    }

    @MainActor @Test func anAsyncRethrowingGenericMethodRunsItsClosureThroughItsAction() async throws {
        let retrier = RetrierMock()
        var attempts = 0
        retrier.retryingAction = { call in
            let body = call.arguments
            do { return try await body() } catch { return try await body() }  // one retry
        }
        let value = try await retrier.retrying { () async throws -> Int in
            attempts += 1
            if attempts == 1 { throw Unavailable() }
            return 42
        }
        #expect(value == 42)
        #expect(attempts == 2)
        let plain = await retrier.retrying { "no throw, no try" }
        #expect(plain == "no throw, no try")
    }

    @Test func anAnswerCallingAConcurrentClosureIsConcurrentToo() async throws {
        let interceptor = InterceptorMock()
        setupStubSequence(of: &interceptor.interceptAction).answers { @concurrent call in
            let (input, next) = call.arguments
            return try await next(input)
        }
        let envelope = try await interceptor.intercept(Envelope(text: "hi")) { envelope in
            envelope.text += "!"
            return envelope
        }
        #expect(envelope.text == "hi!")
    }

    @Test func aNonsendingActionDeclaredWithItsTypeTakesTheVerbsOfItsKind() async throws {
        let repo = RepoMock()
        let calls = spyCalls(of: &repo.fetchAction)
        setupStub(of: &repo.fetchAction, return: [1])
        #expect(try await repo.fetch() == [1])
        #expect(calls.count == 1)
    }
}
