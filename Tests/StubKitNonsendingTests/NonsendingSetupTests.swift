// `setupStub` and `setupStubSequence` on actions declared in a module with
// `NonisolatedNonsendingByDefault` on. An `inout` parameter takes only its exact type, so each call
// on a `nonisolated(nonsending)` action compiles only with the library's nonsending overload.
import StubKit
import Testing

@Suite struct NonsendingSetupTests {
    struct ParseError: Error, Equatable { var code = 1 }

    /// Actions declared by their type with a closure: `(I) async -> O` here is nonsending.
    final class DeclaredMock: @unchecked Sendable {
        var fetchAction: (Int) async -> Int = { _ in 0 }
        var loadAction: (Int) async throws -> Int = { _ in 0 }
        var parseAction: (String) async throws(ParseError) -> Int = { _ throws(ParseError) in 0 }
        // The synchronous shapes beside them still take their own overloads.
        var countAction: (Int) -> Int = { _ in 0 }
        var saveAction: (Int) throws -> Int = { _ in 0 }
        var checkAction: (String) throws(ParseError) -> Int = { _ throws(ParseError) in 0 }
    }

    /// The same actions spelled `nonisolated(nonsending)`, as a client without the feature would.
    final class ExplicitMock: @unchecked Sendable {
        var fetchAction: nonisolated(nonsending) (Int) async -> Int = { _ in 0 }
        var loadAction: nonisolated(nonsending) (Int) async throws -> Int = { _ in 0 }
        var parseAction: nonisolated(nonsending) (String) async throws(ParseError) -> Int = { _ throws(ParseError) in 0
        }
    }

    /// Actions made by `stub(of:)` from a method: they take the library's closure type.
    final class MethodMock: @unchecked Sendable {
        func fetch(_ id: Int) async -> Int { await fetchAction(id) }
        lazy var fetchAction = stub(of: fetch)
        func parse(_ text: String) async throws(ParseError) -> Int { try await parseAction(text) }
        lazy var parseAction = stub(of: parse)
    }

    /// `@concurrent` actions, spelled so in this module: they take the `@concurrent` overloads.
    final class ConcurrentMock: @unchecked Sendable {
        var fetchAction: @concurrent (Int) async -> Int = { @concurrent _ in 0 }
        var loadAction: @concurrent (Int) async throws -> Int = { @concurrent _ in 0 }
        var parseAction: @concurrent (String) async throws(ParseError) -> Int = { @concurrent _ throws(ParseError) in 0
        }
    }

    @Test func setupStubSequenceAnswersADeclaredNonsendingAction() async throws {
        let mock = DeclaredMock()
        let fetches: NonsendingAsyncStubSequence<Int, Int, Never> = setupStubSequence(of: &mock.fetchAction)
        fetches.returnsOnce(1).answers { id in
            await Task.yield()
            return id * 10
        }
        setupStubSequence(of: &mock.loadAction).throwsOnce(ParseError()).answersOnce { id in id + 1 }
        setupStubSequence(of: &mock.parseAction)
            .answersOnce { (_: String) async throws(ParseError) -> Int in throw ParseError(code: 2) }
            .returns(7)

        #expect(await mock.fetchAction(5) == 1)
        #expect(await mock.fetchAction(5) == 50)
        await #expect(throws: ParseError()) { try await mock.loadAction(1) }
        #expect(try await mock.loadAction(1) == 2)
        await #expect(throws: ParseError(code: 2)) { try await mock.parseAction("a") }
        #expect(try await mock.parseAction("a") == 7)
    }

    @Test func setupStubSequenceForAPredicateAnswersOnlyItsCalls() async throws {
        let mock = DeclaredMock()
        setupStubSequence(of: &mock.fetchAction, for: { $0 > 10 }).returns(1)
        setupStubSequence(of: &mock.loadAction, for: { $0 > 10 }).returns(2)
        setupStubSequence(of: &mock.parseAction, for: { $0.isEmpty }).throws(ParseError(code: 3))

        #expect(await mock.fetchAction(11) == 1)
        #expect(await mock.fetchAction(1) == 0)
        #expect(try await mock.loadAction(11) == 2)
        #expect(try await mock.loadAction(1) == 0)
        await #expect(throws: ParseError(code: 3)) { try await mock.parseAction("") }
        #expect(try await mock.parseAction("x") == 0)
    }

    @Test func setupStubReturnsAndThrowsOnADeclaredNonsendingAction() async throws {
        let mock = DeclaredMock()
        setupStub(of: &mock.fetchAction, return: 3)
        setupStub(of: &mock.loadAction, return: 4)
        setupStub(of: &mock.parseAction, return: 5)
        #expect(await mock.fetchAction(0) == 3)
        #expect(try await mock.loadAction(0) == 4)
        #expect(try await mock.parseAction("") == 5)

        setupStub(of: &mock.loadAction, throw: ParseError(code: 4))
        setupStub(of: &mock.parseAction, throw: ParseError(code: 5))
        await #expect(throws: ParseError(code: 4)) { try await mock.loadAction(0) }
        await #expect(throws: ParseError(code: 5)) { try await mock.parseAction("") }
    }

    @Test func theSynchronousShapesKeepTheirOverloadsInThisModule() throws {
        let mock = DeclaredMock()
        setupStub(of: &mock.countAction, return: 1)
        setupStubSequence(of: &mock.saveAction).returnsOnce(2).throws(ParseError())
        setupStub(of: &mock.checkAction, throw: ParseError(code: 6))

        #expect(mock.countAction(0) == 1)
        #expect(try mock.saveAction(0) == 2)
        #expect(throws: ParseError()) { try mock.saveAction(0) }
        #expect(throws: ParseError(code: 6)) { try mock.checkAction("") }
    }

    @Test func everySetupTakesAnExplicitlyNonsendingAction() async throws {
        let mock = ExplicitMock()
        let fetches: NonsendingAsyncStubSequence<Int, Int, Never> = setupStubSequence(of: &mock.fetchAction)
        fetches.answers { $0 + 1 }
        setupStubSequence(of: &mock.loadAction, for: { $0 == 1 }).returns(9)
        setupStub(of: &mock.parseAction, throw: ParseError(code: 7))

        #expect(await mock.fetchAction(1) == 2)
        #expect(try await mock.loadAction(1) == 9)
        await #expect(throws: ParseError(code: 7)) { try await mock.parseAction("") }
    }

    @Test func everySetupTakesAnActionMadeByStubOf() async throws {
        let mock = MethodMock()
        setupStubSequence(of: &mock.fetchAction).answers { id in id * 2 }
        setupStub(of: &mock.parseAction, return: 8)

        #expect(await mock.fetch(4) == 8)
        #expect(try await mock.parse("") == 8)
    }

    @Test func aConcurrentActionTakesTheConcurrentOverloads() async throws {
        let mock = ConcurrentMock()
        let fetches: AsyncStubSequence<Int, Int, Never> = setupStubSequence(of: &mock.fetchAction)
        fetches.answers { $0 + 1 }
        setupStubSequence(of: &mock.loadAction, for: { $0 == 1 }).returns(9)
        setupStub(of: &mock.parseAction, throw: ParseError(code: 8))

        #expect(await mock.fetchAction(1) == 2)
        #expect(try await mock.loadAction(1) == 9)
        #expect(try await mock.loadAction(2) == 0)
        await #expect(throws: ParseError(code: 8)) { try await mock.parseAction("") }
    }

    @Test func anAnswerPassesItsNonSendableArgumentsToANonsendingNext() async throws {
        // The middleware shape: the answer runs where the call runs, so it may hand the call's
        // non-`Sendable` request to the `next` it was given, which is nonsending too.
        final class Request { var path = "/" }
        typealias Next = (Request) async throws -> String
        var interceptAction: ((Request, Next)) async throws -> String = { _ in "" }
        setupStubSequence(of: &interceptAction).answers { request, next in
            request.path += "seen"
            return try await next(request)
        }
        let response = try await interceptAction((Request(), { request in "200 \(request.path)" }))
        #expect(response == "200 /seen")
    }
}
