// Snippet tests for the closure parameters of async methods under NonisolatedNonsendingByDefault:
// a nonisolated async method then runs on its caller's actor, and the closures it hands its action
// pass through `withoutActuallyEscaping` inside a local function isolated there (SwiftSettings.md,
// "Closure parameters of async methods"); without the feature the body is the one it always was.
// scripts/check-upcoming-features.sh and the random shapes compile such mocks with the feature on.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite struct CallersActorClosureTests {
    /// A plain nonisolated async method: the local function under `#if hasFeature`, the usual body
    /// after `#else`; a `Void` one calls it, one with a result returns what it returns.
    @Test func aNonisolatedAsyncMethodPassesItsClosureFromTheCallersActorUnderTheFeature() throws {
        let text = try mockText(
            """
            protocol Middleware {
                func intercept(_ request: String, next: (String) async throws -> Int) async throws -> Int
                func each(_ body: (Int) -> Void) async
            }
            """)
        #expect(
            text == """
                final class MiddlewareMock: Middleware {
                    var interceptAction: ((String, @concurrent (String) async throws -> Int)) async throws -> Int = { _ in
                        .defaultValue
                    }
                    func intercept(_ request: String, next: @concurrent (String) async throws -> Int) async throws -> Int {
                        #if hasFeature(NonisolatedNonsendingByDefault)
                            func pass(_ isolation: isolated (any Actor)?) async throws -> Int {
                                return try await withoutActuallyEscaping(next) { next in
                                    _ = isolation
                                    return try await interceptAction((request, next))
                                }
                            }
                            return try await pass(#isolation)
                        #else
                            try await withoutActuallyEscaping(next) { next in try await interceptAction((request, next)) }
                        #endif
                    }

                    var eachAction: (@escaping (Int) -> Void) async -> Void = { _ in }
                    func each(_ body: (Int) -> Void) async {
                        #if hasFeature(NonisolatedNonsendingByDefault)
                            func pass(_ isolation: isolated (any Actor)?) async {
                                await withoutActuallyEscaping(body) { body in
                                    _ = isolation
                                    await eachAction(body)
                                }
                            }
                            await pass(#isolation)
                        #else
                            await withoutActuallyEscaping(body) { body in await eachAction(body) }
                        #endif
                    }
                }

                """)
    }

    /// A `nonisolated(nonsending)` requirement runs on its caller's actor in every module: the local
    /// function always, no `#if`.
    @Test func aNonsendingRequirementAlwaysPassesItsClosureFromTheCallersActor() throws {
        let text = try mockText(
            """
            protocol Runner {
                nonisolated(nonsending) func run(_ work: () async -> Void) async
            }
            """)
        #expect(
            text == """
                final class RunnerMock: Runner {
                    var runAction: (@escaping @concurrent () async -> Void) async -> Void = { _ in }
                    nonisolated(nonsending) func run(_ work: @concurrent () async -> Void) async {
                        func pass(_ isolation: isolated (any Actor)?) async {
                            await withoutActuallyEscaping(work) { work in
                                _ = isolation
                                await runAction(work)
                            }
                        }
                        await pass(#isolation)
                    }
                }

                """)
    }

    /// Where the declaration states where the body runs, the closure is passed as it always was: a
    /// `@concurrent` method, a main-actor one, an actor's, and a synchronous one.
    @Test func aMethodThatStatesWhereItRunsPassesItsClosureAsBefore() throws {
        let text = try mockText(
            """
            protocol Tasks {
                @concurrent func run(_ work: () async -> Void) async
                @MainActor func show(_ render: () -> String) async
                func each(_ body: (Int) -> Void)
            }

            protocol Worker: Actor {
                func work(_ step: () -> Int) async -> Int
            }
            """)
        #expect(!text.contains("#if"))
        #expect(!text.contains("isolated (any Actor)?"))
    }

    /// A `rethrows` method's local function takes the closures as parameters and rethrows too; a
    /// typed-throws one keeps its error type through the `Result` its closures return.
    @Test func rethrowingAndTypedThrowingMethodsKeepTheirEffects() throws {
        let text = try mockText(
            """
            struct ParseError: Error {}
            protocol Store {
                func read<T>(_ query: (Int) async throws -> T) async rethrows -> T
                func parse(_ text: String, rule: (String) -> Bool) async throws(ParseError) -> Int
            }
            """)
        #expect(
            text == """
                final class StoreMock: Store {
                    var readAction: (GenericCall<@concurrent (Int) async throws -> Any>) async throws -> Any = stubGeneric()
                    func read<T>(_ query: @concurrent (Int) async throws -> T) async rethrows -> T {
                        #if hasFeature(NonisolatedNonsendingByDefault)
                            func pass(_ isolation: isolated (any Actor)?, _ query: @concurrent (Int) async throws -> T) async rethrows
                                -> T
                            {
                                return try await withoutActuallyEscaping(query) { query in
                                    _ = isolation
                                    let call = Rethrowing()
                                    return try await call.genericResult {
                                        try await readAction(
                                            GenericCall(
                                                { argument1 in try await call.body { try await query(argument1) } }, types: T.self,
                                                returning: T.self))
                                    }
                                }
                            }
                            return try await pass(#isolation, query)
                        #else
                            return try await withoutActuallyEscaping(query) { query in
                                let call = Rethrowing()
                                return try await call.genericResult {
                                    try await readAction(
                                        GenericCall(
                                            { argument1 in try await call.body { try await query(argument1) } }, types: T.self,
                                            returning: T.self))
                                }
                            }
                        #endif
                    }

                    var parseAction: ((String, (String) -> Bool)) async throws(ParseError) -> Int = { _ in .defaultValue }
                    func parse(_ text: String, rule: (String) -> Bool) async throws(ParseError) -> Int {
                        #if hasFeature(NonisolatedNonsendingByDefault)
                            func pass(_ isolation: isolated (any Actor)?) async throws(ParseError) -> Int {
                                try await withoutActuallyEscaping(rule) { rule -> Swift.Result<Int, ParseError> in
                                    _ = isolation
                                    do throws(ParseError) {
                                        return .success(try await parseAction((text, rule)))
                                    } catch {
                                        return .failure(error)
                                    }
                                }.get()
                            }
                            return try await pass(#isolation)
                        #else
                            try await withoutActuallyEscaping(rule) { rule -> Swift.Result<Int, ParseError> in
                                do throws(ParseError) {
                                    return .success(try await parseAction((text, rule)))
                                } catch {
                                    return .failure(error)
                                }
                            }.get()
                        #endif
                    }
                }

                """)
    }

    /// A `rethrows` method hands its closures to the local function as parameters, which a closure
    /// over a parameter pack cannot be ("pack expansion requires that 'repeat each V' and 'each V'
    /// have the same shape"): such a method keeps its usual body; without `rethrows`, the local
    /// function captures the closure, pack or not.
    @Test func aRethrowingMethodsClosureOverAPackKeepsItsUsualBody() throws {
        let text = try mockText(
            """
            protocol Visitor {
                func visit<each V>(_ body: (repeat each V) async throws -> Void) async rethrows
                func walk<each V>(_ body: (repeat each V) async throws -> Void) async throws
            }
            """)
        let visit = try #require(text.components(separatedBy: "var walkAction").first)
        #expect(!visit.contains("#if hasFeature"))
        #expect(text.contains("func pass(_ isolation: isolated (any Actor)?) async throws {"))
    }

    /// Parameters named like the local function or its actor parameter keep their names: the
    /// local function and its parameter take the next free ones.
    @Test func theLocalFunctionsNamesDoNotHideTheParameters() throws {
        let text = try mockText(
            """
            protocol Scheduler {
                func schedule(isolation: Int, pass: Bool, isolation2: String, _ work: () -> Void) async
            }
            """)
        #expect(
            text == """
                final class SchedulerMock: Scheduler {
                    var scheduleAction: ((Int, Bool, String, () -> Void)) async -> Void = { _ in }
                    func schedule(isolation: Int, pass: Bool, isolation2: String, _ work: () -> Void) async {
                        #if hasFeature(NonisolatedNonsendingByDefault)
                            func pass2(_ isolation3: isolated (any Actor)?) async {
                                await withoutActuallyEscaping(work) { work in
                                    _ = isolation3
                                    await scheduleAction((isolation, pass, isolation2, work))
                                }
                            }
                            await pass2(#isolation)
                        #else
                            await withoutActuallyEscaping(work) { work in await scheduleAction((isolation, pass, isolation2, work)) }
                        #endif
                    }
                }

                """)
    }

    /// In a mock on a global actor, the closure that erases a `@concurrent` closure parameter over a
    /// pack says `@concurrent`: written plain it takes the main actor's isolation, and calling the
    /// `@concurrent` closure with the pack's value is "sending value of non-Sendable type" (random
    /// shapes, seeds 7 and 23).
    @Test func aMainActorMocksErasedConcurrentClosureSaysConcurrent() throws {
        let text = try mockText(
            """
            public struct PackBox<each Value> { public init() {} }
            @MainActor public protocol Saving {
                func save<each Detail>(next: @concurrent (PackBox<repeat each Detail>) async throws -> Void) async throws
            }
            """)
        #expect(
            text.contains("{ @concurrent argument1 in try await next(try throwingGenericResult(argument1)) }"),
            "\(text)")
        let plain = try mockText(
            """
            public struct PackBox<each Value> { public init() {} }
            public protocol Saving {
                func save<each Detail>(next: @concurrent (PackBox<repeat each Detail>) async throws -> Void) async throws
            }
            """)
        #expect(plain.contains("{ argument1 in try await next(try throwingGenericResult(argument1)) }"), "\(plain)")
    }
}
