import StubKit
import Testing
import XCTest

// `registerStub` for every closure shape. The declared types pick the shape, as a mock's action
// property does; that each line compiles (without ambiguity) is half of the test.

/// Counts the calls to a `registerStub(alwaysReturn: { ... })` factory.
private final class Factory {
    var calls = 0

    func make() -> Int {
        calls += 1
        return calls * 10
    }
}

final class RegisterStubTests: XCTestCase {
    func testSync() {
        let value: (Int) -> Bool = registerStub(alwaysReturn: true)
        let defaulted: (Int) -> Bool = registerStub()
        let void: (Int) -> Void = registerStub()
        let factory = Factory()
        let made: (Int) -> Int = registerStub(alwaysReturn: { factory.make() })
        let account: (Int) -> Account = registerStub(alwaysReturn: Account(id: 1))
        XCTAssertTrue(value(0))
        XCTAssertFalse(defaulted(0))
        void(0)
        XCTAssertEqual(factory.calls, 0)
        XCTAssertEqual([made(0), made(0)], [10, 20])
        XCTAssertEqual(account(0), Account(id: 1))
    }

    func testThrowing() throws {
        let value: (Int) throws -> Bool = registerStub(alwaysReturn: true)
        let defaulted: (Int) throws -> String = registerStub()
        let void: (Int) throws -> Void = registerStub()
        let factory = Factory()
        let made: (Int) throws -> Int = registerStub(alwaysReturn: { factory.make() })
        let thrower: (Int) throws -> Bool = registerStub(alwaysThrow: ShapeError(code: 1))
        let voidThrower: (Int) throws -> Void = registerStub(alwaysThrow: ShapeError(code: 2))
        XCTAssertTrue(try value(0))
        XCTAssertEqual(try defaulted(0), "")
        try void(0)
        XCTAssertEqual([try made(0), try made(0)], [10, 20])
        XCTAssertThrowsError(try thrower(0)) { XCTAssertEqual($0 as? ShapeError, ShapeError(code: 1)) }
        XCTAssertThrowsError(try voidThrower(0)) { XCTAssertEqual($0 as? ShapeError, ShapeError(code: 2)) }
    }

    func testTypedThrowing() {
        let value: (Int) throws(ParseError) -> Bool = registerStub(alwaysReturn: true)
        let defaulted: (Int) throws(ParseError) -> Int = registerStub()
        let void: (Int) throws(ParseError) -> Void = registerStub()
        let factory = Factory()
        let made: (Int) throws(ParseError) -> Int = registerStub(alwaysReturn: { factory.make() })
        let thrower: (Int) throws(ParseError) -> Int = registerStub(alwaysThrow: ParseError(reason: "typed"))
        do throws(ParseError) {
            XCTAssertTrue(try value(0))
            XCTAssertEqual(try defaulted(0), 0)
            try void(0)
            XCTAssertEqual(try made(0), 10)
            _ = try thrower(0)
            XCTFail("expected a ParseError")
        } catch {
            XCTAssertEqual(error, ParseError(reason: "typed"))
        }
    }

    func testAsync() async {
        let value: (Int) async -> Bool = registerStub(alwaysReturn: true)
        let defaulted: (Int) async -> [Int] = registerStub()
        let void: (Int) async -> Void = registerStub()
        let factory = Factory()
        let made: (Int) async -> Int = registerStub(alwaysReturn: { factory.make() })
        let returned = await value(0)
        let defaultValue = await defaulted(0)
        await void(0)
        let first = await made(0)
        let second = await made(0)
        XCTAssertTrue(returned)
        XCTAssertEqual(defaultValue, [])
        XCTAssertEqual([first, second], [10, 20])
    }

    func testAsyncThrowing() async throws {
        let value: (Int) async throws -> Bool = registerStub(alwaysReturn: true)
        let defaulted: (Int) async throws -> Double = registerStub()
        let void: (Int) async throws -> Void = registerStub()
        let factory = Factory()
        let made: (Int) async throws -> Int = registerStub(alwaysReturn: { factory.make() })
        let thrower: (Int) async throws -> Bool = registerStub(alwaysThrow: ShapeError(code: 3))
        let typedThrower: (Int) async throws(ParseError) -> Bool = registerStub(alwaysThrow: ParseError(reason: "a"))
        let typedValue: (Int) async throws(ParseError) -> Int = registerStub(alwaysReturn: 4)
        let returned = try await value(0)
        let defaultValue = try await defaulted(0)
        try await void(0)
        let first = try await made(0)
        let typed = try await typedValue(0)
        XCTAssertTrue(returned)
        XCTAssertEqual(defaultValue, 0)
        XCTAssertEqual(first, 10)
        XCTAssertEqual(typed, 4)
        do {
            _ = try await thrower(0)
            XCTFail("expected a ShapeError")
        } catch {
            XCTAssertEqual(error as? ShapeError, ShapeError(code: 3))
        }
        do throws(ParseError) {
            _ = try await typedThrower(0)
            XCTFail("expected a ParseError")
        } catch {
            XCTAssertEqual(error, ParseError(reason: "a"))
        }
    }

    func testMultipleParametersAndAutoclosureShapes() {
        let tuple: ((String, String)) -> Int = registerStub(alwaysReturn: 2)
        let autoclosure: ((() -> String, Int)) -> Bool = registerStub(alwaysReturn: true)
        XCTAssertEqual(tuple(("a", "b")), 2)
        XCTAssertTrue(autoclosure(({ "a" }, 1)))
    }
}

/// A main-actor-isolated counter for factories that touch isolated state.
@MainActor
private final class IsolatedFactory {
    var calls = 0

    func make() -> Int {
        calls += 1
        return calls
    }
}

@MainActor
@Suite struct MainActorRegisterStubTests {
    @Test func sync() {
        let value: @MainActor (Int) -> Bool = registerStub(alwaysReturn: true)
        let defaulted: @MainActor (Int) -> String = registerStub()
        let void: @MainActor (Int) -> Void = registerStub()
        let factory = IsolatedFactory()
        let made: @MainActor (Int) -> Int = registerStub(alwaysReturn: { factory.make() })
        let account: @MainActor (Int) -> Account = registerStub(alwaysReturn: Account(id: 2))
        #expect(value(0))
        #expect(defaulted(0) == "")
        void(0)
        let calls: [Int] = [made(0), made(0)]
        #expect(calls == [1, 2])
        #expect(account(0) == Account(id: 2))
    }

    @Test func throwing() throws {
        let value: @MainActor (Int) throws -> Bool = registerStub(alwaysReturn: true)
        let defaulted: @MainActor (Int) throws -> Int = registerStub()
        let void: @MainActor (Int) throws -> Void = registerStub()
        let thrower: @MainActor (Int) throws -> Int = registerStub(alwaysThrow: ShapeError(code: 4))
        let typed: @MainActor (Int) throws(ParseError) -> Int = registerStub(alwaysThrow: ParseError(reason: "m"))
        let typedValue: @MainActor (Int) throws(ParseError) -> Int = registerStub(alwaysReturn: 3)
        #expect(try value(0))
        #expect(try defaulted(0) == 0)
        try void(0)
        #expect(try typedValue(0) == 3)
        #expect(throws: ShapeError(code: 4)) { try thrower(0) }
        #expect(throws: ParseError(reason: "m")) { try typed(0) }
    }
}
