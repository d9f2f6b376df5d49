import StubKit
import Testing

// `byDefault` on actions isolated to the main actor: the default runs on the main actor, may touch
// main-actor state, and steps aside for an answer. Swift Testing, since Linux XCTest cannot run
// `@MainActor` test methods.

@MainActor
final class MABDBanner {
    var shown: [String] = []
}

struct MABDError: Error, Equatable {
    var code: Int
}

@MainActor
final class MABDScreenMock {
    let banner = MABDBanner()

    lazy var showAction: @MainActor (String) -> Void = byDefault { [banner] in banner.shown.append("show \($0)") }
    func show(_ text: String) { showAction(text) }

    lazy var renderAction: @MainActor (String) throws -> Int = byDefault { [banner] in
        banner.shown.append("render \($0)")
        return $0.count
    }
    func render(_ text: String) throws -> Int { try renderAction(text) }

    lazy var validateAction: @MainActor (String) throws(MABDError) -> Bool = byDefault(throwing: MABDError.self) {
        [banner] in
        banner.shown.append("validate \($0)")
        return true
    }
    func validate(_ text: String) throws(MABDError) -> Bool { try validateAction(text) }

    lazy var confirmAction: @MainActor (String) throws(MABDError) -> Int = byDefault(throwing: MABDError.self) {
        [banner] text throws(MABDError) in
        if text.isEmpty { throw MABDError(code: 0) }
        banner.shown.append("confirm \(text)")
        return 4
    }
    func confirm(_ text: String) throws(MABDError) -> Int { try confirmAction(text) }

    lazy var openAction: @MainActor (String) async throws(MABDError) -> Int = byDefault(throwing: MABDError.self) {
        [banner] text async throws(MABDError) in
        await Task.yield()
        if text.isEmpty { throw MABDError(code: 0) }
        banner.shown.append("open \(text)")
        return 5
    }
    func open(_ text: String) async throws(MABDError) -> Int { try await openAction(text) }

    lazy var presentAction: @MainActor (String) async -> Int = byDefault { [banner] text in
        await Task.yield()
        banner.shown.append("present \(text)")
        return 1
    }
    func present(_ text: String) async -> Int { await presentAction(text) }

    lazy var pushAction: @MainActor (String) async throws -> Int = byDefault { [banner] text in
        await Task.yield()
        banner.shown.append("push \(text)")
        return 2
    }
    func push(_ text: String) async throws -> Int { try await pushAction(text) }

    lazy var routeAction: @MainActor (String) async throws(MABDError) -> Int = byDefault(throwing: MABDError.self) {
        [banner] text in
        await Task.yield()
        banner.shown.append("route \(text)")
        return 3
    }
    func route(_ text: String) async throws(MABDError) -> Int { try await routeAction(text) }
}

@MainActor
@Suite struct MainActorByDefaultTests {
    @Test func synchronousDefaultsRunUnlessAnswered() throws {
        let screen = MABDScreenMock()
        setupStubSequence(of: &screen.showAction).returnsOnce(())
        setupStubSequence(of: &screen.renderAction).throwsOnce(MABDError(code: 1))
        setupStubSequence(of: &screen.validateAction).throwsOnce(MABDError(code: 2))

        screen.show("a")
        #expect(throws: MABDError(code: 1)) { try screen.render("a") }
        #expect(throws: MABDError(code: 2)) { try screen.validate("a") }
        #expect(screen.banner.shown == [])

        screen.show("b")
        #expect(try screen.render("bb") == 2)
        #expect(try screen.validate("b"))
        #expect(screen.banner.shown == ["show b", "render bb", "validate b"])
    }

    @Test func typedThrowingDefaultsThrowAndStepAside() async throws {
        let screen = MABDScreenMock()
        setupStubSequence(of: &screen.confirmAction).returnsOnce(40)
        setupStubSequence(of: &screen.openAction).throwsOnce(MABDError(code: 6))
        #expect(try screen.confirm("a") == 40)
        await #expect(throws: MABDError(code: 6)) { try await screen.open("a") }
        #expect(throws: MABDError(code: 0)) { try screen.confirm("") }
        await #expect(throws: MABDError(code: 0)) { try await screen.open("") }
        #expect(try screen.confirm("b") == 4)
        #expect(try await screen.open("b") == 5)
        #expect(screen.banner.shown == ["confirm b", "open b"])
    }

    @Test func asynchronousDefaultsRunUnlessAnswered() async throws {
        let screen = MABDScreenMock()
        setupStubSequence(of: &screen.presentAction).returnsOnce(10)
        setupStubSequence(of: &screen.pushAction).throwsOnce(MABDError(code: 3))
        setupStubSequence(of: &screen.routeAction).throwsOnce(MABDError(code: 4))

        #expect(await screen.present("a") == 10)
        await #expect(throws: MABDError(code: 3)) { try await screen.push("a") }
        await #expect(throws: MABDError(code: 4)) { try await screen.route("a") }
        #expect(screen.banner.shown == [])

        #expect(await screen.present("b") == 1)
        #expect(try await screen.push("b") == 2)
        #expect(try await screen.route("b") == 3)
        #expect(screen.banner.shown == ["present b", "push b", "route b"])
    }
}
