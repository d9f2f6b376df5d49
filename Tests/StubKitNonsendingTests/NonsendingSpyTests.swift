// `spyCalls` and `spyWeaklyCalls` on actions declared in a module with
// `NonisolatedNonsendingByDefault` on. An `inout` parameter takes only its exact type, so each call
// on a `nonisolated(nonsending)` action compiles only with the library's nonsending overload.
import StubKit
import Testing

@Suite struct NonsendingSpyTests {
    struct ParseError: Error, Equatable {}
    final class User {
        let name: String
        init(_ name: String) { self.name = name }
    }

    /// A recorder of the test's own type, counting calls.
    final class Counter<Element>: Recorder {
        var count = 0
        init() {}
        func record(_ element: Element) { count += 1 }
        subscript(index: Int) -> Element? { nil }
    }

    /// Actions declared by their type with a closure: `(I) async -> O` here is nonsending.
    final class DeclaredMock: @unchecked Sendable {
        var fetchAction: (Int) async -> Int = { _ in 0 }
        var parseAction: (String) async throws(ParseError) -> Int = { _ throws(ParseError) in 0 }
        var loadAction: (Int) async throws -> Int = { _ in 0 }
        var addUserAction: (User) async -> Void = { _ in }
        var loginAction: (User) async throws -> Void = { _ in }
        var countAction: (Int) -> Int = { _ in 0 }
        var saveAction: (Int) throws -> Int = { _ in 0 }
    }

    /// The same actions spelled `nonisolated(nonsending)`.
    final class ExplicitMock: @unchecked Sendable {
        var fetchAction: nonisolated(nonsending) (Int) async -> Int = { _ in 0 }
        var parseAction: nonisolated(nonsending) (String) async throws(ParseError) -> Int = { _ throws(ParseError) in 0
        }
        var addUserAction: nonisolated(nonsending) (User) async -> Void = { _ in }
    }

    /// `@concurrent` actions, spelled so in this module.
    final class ConcurrentMock: @unchecked Sendable {
        var fetchAction: @concurrent (Int) async -> Int = { @concurrent _ in 0 }
        var parseAction: @concurrent (String) async throws(ParseError) -> Int = { @concurrent _ throws(ParseError) in 0
        }
    }

    @Test func spyCallsRecordsADeclaredNonsendingActionOfEveryShape() async throws {
        let mock = DeclaredMock()
        let fetches = spyCalls(of: &mock.fetchAction)
        let parses = spyCalls(of: &mock.parseAction)
        let loads = spyCalls(of: &mock.loadAction)
        let counts = spyCalls(of: &mock.countAction)
        let saves = spyCalls(of: &mock.saveAction)

        _ = await mock.fetchAction(1)
        _ = try await mock.parseAction("2")
        _ = try await mock.loadAction(3)
        _ = mock.countAction(4)
        _ = try mock.saveAction(5)

        #expect(fetches == [1])
        #expect(parses == ["2"])
        #expect(loads == [3])
        #expect(counts == [4])
        #expect(saves == [5])
    }

    @Test func oneCallLogKeepsTheCallsOfNonsendingConcurrentAndSynchronousActionsInOrder() async throws {
        let (declared, explicit, concurrent) = (DeclaredMock(), ExplicitMock(), ConcurrentMock())
        let log = CallLog<String>()
        spyCalls(of: &declared.fetchAction, into: log, as: "fetch")
        spyCalls(of: &declared.parseAction, into: log, as: "parse")
        spyCalls(of: &declared.countAction, into: log) { "count \($0)" }
        spyCalls(of: &declared.loadAction, into: log) { "load \($0)" }
        spyCalls(of: &explicit.fetchAction, into: log) { "explicit fetch \($0)" }
        spyCalls(of: &explicit.parseAction, into: log, as: "explicitParse")
        spyCalls(of: &concurrent.fetchAction, into: log, as: "concurrentFetch")
        spyCalls(of: &concurrent.parseAction, into: log) { "concurrent parse \($0)" }

        _ = try await declared.parseAction("a")
        _ = await concurrent.fetchAction(1)
        _ = declared.countAction(2)
        _ = await explicit.fetchAction(3)
        _ = try await concurrent.parseAction("b")
        _ = try await explicit.parseAction("c")
        _ = await declared.fetchAction(4)
        _ = try await declared.loadAction(5)

        #expect(
            SKTVerifyCalls(
                log,
                [
                    #"parse("a")"#, "concurrentFetch(1)", "count 2", "explicit fetch 3", "concurrent parse b",
                    #"explicitParse("c")"#, "fetch(4)", "load 5",
                ]))
    }

    /// The other spelling of each `@concurrent` action: a transform on the non-throwing one, a name
    /// on the throwing one (whole-code survivor #1225: that overload's body removed passed).
    @Test func concurrentActionsLogUnderTheOtherSpellingToo() async throws {
        let concurrent = ConcurrentMock()
        let log = CallLog<String>()
        spyCalls(of: &concurrent.fetchAction, into: log) { "fetched \($0)" }
        spyCalls(of: &concurrent.parseAction, into: log, as: "concurrentParse")
        _ = try await concurrent.parseAction("a")
        _ = await concurrent.fetchAction(2)
        #expect(SKTVerifyCalls(log, [#"concurrentParse("a")"#, "fetched 2"]))
    }

    @Test func spyCallsWithATransformRecordsWhatItMakes() async throws {
        let mock = DeclaredMock()
        let fetches = spyCalls(of: &mock.fetchAction, transform: { $0 * 2 })
        let parses = spyCalls(of: &mock.parseAction, transform: { $0.count })

        _ = await mock.fetchAction(21)
        _ = try await mock.parseAction("abc")

        #expect(fetches == [42])
        #expect(parses == [3])
    }

    @Test func spyCallsIntoARecorderOfYourOwnType() async throws {
        let mock = DeclaredMock()
        let fetches = spyCalls(of: &mock.fetchAction, recorder: Counter<Int>.self)
        let parses = spyCalls(of: &mock.parseAction, recorder: Counter<String>.self)

        _ = await mock.fetchAction(1)
        _ = await mock.fetchAction(2)
        _ = try await mock.parseAction("")

        #expect(fetches.count == 2)
        #expect(parses.count == 1)
    }

    @Test func spyWeaklyCallsRecordsWithoutRetaining() async throws {
        let mock = DeclaredMock()
        let added = spyWeaklyCalls(of: &mock.addUserAction)
        let logins = spyWeaklyCalls(of: &mock.loginAction)
        let names = spyWeaklyCalls(of: &mock.fetchAction, transform: { _ in User("picked") })
        let parsed = spyWeaklyCalls(of: &mock.parseAction, transform: { User($0) })

        var user: User? = User("kept")
        await mock.addUserAction(user!)
        try await mock.loginAction(user!)
        _ = await mock.fetchAction(0)
        _ = try await mock.parseAction("gone")

        #expect(added[0]?.name == "kept")
        #expect(logins[0]?.name == "kept")
        #expect(added.count == 1)
        #expect(names.count == 1)
        #expect(names[0] == nil)
        #expect(parsed[0] == nil)
        user = nil
        #expect(added[0] == nil)
    }

    @Test func everySpyTakesAnExplicitlyNonsendingAction() async throws {
        let mock = ExplicitMock()
        let fetches = spyCalls(of: &mock.fetchAction)
        let parses = spyCalls(of: &mock.parseAction, transform: { $0 + "!" })
        let counted = spyCalls(of: &mock.fetchAction, recorder: Counter<Int>.self)
        let added = spyWeaklyCalls(of: &mock.addUserAction)
        let user = User("u")

        _ = await mock.fetchAction(1)
        _ = try await mock.parseAction("a")
        await mock.addUserAction(user)

        #expect(fetches == [1])
        #expect(parses == ["a!"])
        #expect(counted.count == 1)
        #expect(added[0] === user)
    }

    @Test func aSpyOnAConcurrentActionTakesTheConcurrentOverloads() async throws {
        let mock = ConcurrentMock()
        let fetches = spyCalls(of: &mock.fetchAction)
        let parses = spyCalls(of: &mock.parseAction, transform: { $0.count })
        let counted = spyCalls(of: &mock.parseAction, recorder: Counter<String>.self)

        _ = await mock.fetchAction(1)
        _ = try await mock.parseAction("ab")

        #expect(fetches == [1])
        #expect(parses == [2])
        #expect(counted.count == 1)
    }

    @Test func aSpyBelowASetupSeesTheCallsTheSetupAnswers() async throws {
        let mock = DeclaredMock()
        let fetches = spyCalls(of: &mock.fetchAction)
        setupStub(of: &mock.fetchAction, return: 9)

        #expect(await mock.fetchAction(3) == 9)
        #expect(fetches == [3])
    }
}
