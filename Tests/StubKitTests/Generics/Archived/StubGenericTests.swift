import XCTest

@testable import StubKit

// MARK: - The documentation's examples (typos fixed)

private protocol Database {
    func add<User>(user: User) -> Bool
}

private final class DatabaseMock: Database {
    lazy var addStringAction = stubGeneric(of: add).with(first: String.self).stub  // type is (String) -> Bool
    lazy var addIntAction = stubGeneric(of: add).with(first: Int.self).stub  // type is (Int) -> Bool

    func add<User>(user: User) -> Bool {
        // selects the right potential action, or reports a failure when no specialization matches
        return callGeneric(user, potentials: [addStringAction, addIntAction])
    }
}

private final class GenericDatabaseMock<T>: Database {
    lazy var addAction = stubGeneric(of: add).with(first: T.self).stub  // type is (T) -> Bool

    func add<User>(user: User) -> Bool {
        return callGeneric(user, potentials: [addAction])
    }
}

private protocol ThrowingDatabase {
    func add<User>(user: Int) throws -> User
}

private let throwingAddLine: UInt = #line + 6  // the `callThrowsGeneric` line below

private final class ThrowingDatabaseMock<T: DefaultProvidable>: ThrowingDatabase {
    lazy var addStringAction = stubGeneric(of: add).with(return: T.self).stub  // type is (Int) throws -> T

    func add<User>(user: Int) throws -> User {
        return try callThrowsGeneric(user, potentials: [addStringAction])
    }
}

// MARK: - Every arity, typed throws, Void, strict stubs

private struct LoadError: Error, Equatable {
    let code: Int
}

private final class Thing {}

private final class ShapesMock {
    func one<A>(_ a: A) -> Int { 0 }
    func two<A, B>(_ a: A, _ b: B) -> Int { 0 }
    func three<A, B, C>(_ a: A, _ b: B, _ c: C) -> Int { 0 }
    func four<A, B, C, D>(_ a: A, _ b: B, _ c: C, _ d: D) -> Int { 0 }
    func five<A, B, C, D, E>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) -> Int { 0 }
    func mixed<Item>(count: Int, item: Item, flag: Bool) -> Item? { nil }
    func load<Value>(id: Int) throws(LoadError) -> Value { throw LoadError(code: 0) }
    func save<Value>(_ value: Value, id: Int) throws {}
    func log<Value>(_ value: Value) {}
    func make<Value>(id: Int) -> Value { fatalError("never called") }

    lazy var oneAction = stubGeneric(of: one).with(first: String.self).stub
    lazy var twoAction = stubGeneric(of: two).with(first: String.self).with(second: Int.self).stub
    lazy var threeAction = stubGeneric(of: three).with(first: Int.self).with(second: String.self)
        .with(third: Bool.self).stub
    lazy var fourAction = stubGeneric(of: four).with(first: Int.self).with(second: Int.self)
        .with(third: Int.self).with(fourth: String.self).stub
    lazy var fiveAction = stubGeneric(of: five).with(first: Int.self).with(second: Int.self)
        .with(third: Int.self).with(fourth: Int.self).with(fifth: String.self).stub
    lazy var mixedAction = stubGeneric(of: mixed).with(second: String.self).stub
    lazy var mixedReturnAction = stubGeneric(of: mixed).with(return: Int?.self).stub
    lazy var loadAction = stubGeneric(of: load).with(return: String.self).stub
    lazy var saveAction = stubGeneric(of: save).with(first: Int.self).stub
    lazy var logAction = stubGeneric(of: log).with(first: String.self).stub

    static let strictLine: UInt = #line + 1
    lazy var strictOneAction = stubGeneric(of: one).with(first: String.self).strictStub
    lazy var strictLogAction = stubGeneric(of: log).with(first: Int.self).strictStub
    lazy var strictLoadAction = stubGeneric(of: load).with(return: Int.self).strictStub
    lazy var strictSaveAction = stubGeneric(of: save).with(first: String.self).strictStub
    lazy var strictMakeThingAction = stubGeneric(of: make).with(return: Thing.self).strictStub
    lazy var namedAction = stubGeneric(of: one, name: "oneString").with(first: String.self).strictStub
}

// `with(forth:)` is deprecated; calling it from a deprecated witness keeps the build warning-free.
private protocol ForthSpelling {
    func fourAction(_ mock: ShapesMock) -> ((Int, Int, Int, String)) -> Int
    func fiveAction(_ mock: ShapesMock) -> ((Int, Int, Int, String, Int)) -> Int
}

private struct DeprecatedForthSpelling: ForthSpelling {
    @available(*, deprecated)
    func fourAction(_ mock: ShapesMock) -> ((Int, Int, Int, String)) -> Int {
        stubGeneric(of: mock.four).with(first: Int.self).with(second: Int.self).with(third: Int.self)
            .with(forth: String.self).stub
    }

    @available(*, deprecated)
    func fiveAction(_ mock: ShapesMock) -> ((Int, Int, Int, String, Int)) -> Int {
        stubGeneric(of: mock.five).with(first: Int.self).with(second: Int.self).with(third: Int.self)
            .with(forth: String.self).with(fifth: Int.self).stub
    }
}

final class StubGenericTests: XCTestCase {
    func testDocumentedDatabaseMockCallsTheActionOfTheArgumentType() {
        let mock = DatabaseMock()
        let _: (String) -> Bool = mock.addStringAction
        let _: (Int) -> Bool = mock.addIntAction
        let stringCalls = spyCalls(of: &mock.addStringAction)
        let intCalls = spyCalls(of: &mock.addIntAction)
        setupStub(of: &mock.addIntAction, return: true)

        XCTAssertFalse(DatabaseMock().add(user: "123"))
        XCTAssertFalse(mock.add(user: "123"))  // calls addStringAction
        XCTAssertTrue(mock.add(user: 0))  // calls addIntAction

        XCTAssertEqual(Array(stringCalls), ["123"])
        XCTAssertEqual(Array(intCalls), [0])
    }

    func testDocumentedGenericMockClassPinsTheTypeAtCreation() {
        let stringMock = GenericDatabaseMock<String>()
        let intMock = GenericDatabaseMock<Int>()
        let _: (String) -> Bool = stringMock.addAction
        let _: (Int) -> Bool = intMock.addAction
        setupStubSequence(of: &stringMock.addAction).when("123").returns(true)
        let intCalls = spyCalls(of: &intMock.addAction)

        XCTAssertTrue(stringMock.add(user: "123"))  // calls addAction: (String) -> Bool
        XCTAssertFalse(stringMock.add(user: "456"))
        XCTAssertFalse(intMock.add(user: 123))  // calls addAction: (Int) -> Bool
        XCTAssertEqual(Array(intCalls), [123])
    }

    func testDocumentedThrowingGenericMock() throws {
        let mock = ThrowingDatabaseMock<String>()
        let _: (Int) throws -> String = mock.addStringAction
        XCTAssertEqual(try mock.add(user: 123) as String, "")  // calls addStringAction
        setupStubSequence(of: &mock.addStringAction).returnsOnce("first").throws(LoadError(code: 7))
        XCTAssertEqual(try mock.add(user: 123) as String, "first")
        XCTAssertThrowsError(try mock.add(user: 123) as String) { error in
            XCTAssertEqual(error as? LoadError, LoadError(code: 7))
        }
    }

    func testDocumentedThrowingGenericMockReportsTypeMismatchInsteadOfCrashing() {
        let mock = ThrowingDatabaseMock<String>()
        let expected = Messages.noGenericStub(
            name: "add(user:)", arguments: "(Int)", output: "Int", offered: "(Int) throws -> String")
        var thrown: (any Error)?
        let failures = recordingFailures {
            do {
                _ = try mock.add(user: 123) as Int  // generic `T` and returned type `Int` mismatch
            } catch {
                thrown = error
            }
        }
        XCTAssertEqual(thrown as? StubKitError, StubKitError(message: expected))
        XCTAssertEqual(failures.map(\.message), [expected])
        XCTAssertEqual(failures.first?.site.line, throwingAddLine)
        XCTAssertEqual(failures.first?.site.fileID, "StubKitTests/StubGenericTests.swift")
    }

    func testEveryArityGivesATupleAction() {
        let mock = ShapesMock()
        let _: (String) -> Int = mock.oneAction
        let _: ((String, Int)) -> Int = mock.twoAction
        let _: ((Int, String, Bool)) -> Int = mock.threeAction
        let _: ((Int, Int, Int, String)) -> Int = mock.fourAction
        let _: ((Int, Int, Int, Int, String)) -> Int = mock.fiveAction
        let _: ((Int, String, Bool)) -> String? = mock.mixedAction
        let _: ((Int, Int, Bool)) -> Int? = mock.mixedReturnAction
        XCTAssertEqual(mock.oneAction("a"), 0)
        XCTAssertEqual(mock.twoAction(("a", 1)), 0)
        XCTAssertEqual(mock.threeAction((1, "a", true)), 0)
        XCTAssertEqual(mock.fourAction((1, 2, 3, "a")), 0)
        XCTAssertEqual(mock.fiveAction((1, 2, 3, 4, "a")), 0)
        XCTAssertNil(mock.mixedAction((1, "a", true)))
    }

    func testArityActionsWorkWithSetupAndSelection() {
        let mock = ShapesMock()
        setupStubSequence(of: &mock.fiveAction).when({ $0.0 == 1 }).returns(10)
        setupStubSequence(of: &mock.fiveAction).when({ $0.4 == "x" }).returns(20)
        let calls = spyCalls(of: &mock.twoAction)
        XCTAssertEqual(callGeneric((1, 2, 3, 4, "a"), potentials: [mock.fiveAction]) as Int, 10)
        XCTAssertEqual(callGeneric((2, 2, 3, 4, "x"), potentials: [mock.fiveAction]) as Int, 20)
        XCTAssertEqual(callGeneric((2, 2, 3, 4, "a"), potentials: [mock.fiveAction]) as Int, 0)
        XCTAssertEqual(callGeneric(("a", 1), potentials: [mock.oneAction, mock.twoAction]) as Int, 0)
        XCTAssertEqual(calls.count, 1)
        XCTAssertEqual(calls[0]?.0, "a")
        XCTAssertEqual(calls[0]?.1, 1)
    }

    func testDeprecatedForthSpellingStillPinsTheFourthParameter() {
        let spelling: any ForthSpelling = DeprecatedForthSpelling()
        var four = spelling.fourAction(ShapesMock())
        var five = spelling.fiveAction(ShapesMock())
        setupStub(of: &four, return: 4)
        setupStub(of: &five, return: 5)
        XCTAssertEqual(four((1, 2, 3, "d")), 4)
        XCTAssertEqual(five((1, 2, 3, "d", 5)), 5)
    }

    func testTypedThrowsAreKept() {
        let mock = ShapesMock()
        let _: (Int) throws(LoadError) -> String = mock.loadAction
        setupStubSequence(of: &mock.loadAction).returnsOnce("one").throws(LoadError(code: 2))
        XCTAssertEqual(
            try callThrowsGeneric(1, potentials: [mock.loadAction], throwing: LoadError.self) as String, "one")
        do throws(LoadError) {
            let _: String = try callThrowsGeneric(1, potentials: [mock.loadAction], throwing: LoadError.self)
            XCTFail("expected LoadError")
        } catch {
            XCTAssertEqual(error, LoadError(code: 2))
        }
    }

    func testVoidResults() throws {
        let mock = ShapesMock()
        let _: (String) -> Void = mock.logAction
        let _: ((Int, Int)) throws -> Void = mock.saveAction
        let logs = spyCalls(of: &mock.logAction)
        let saves = spyCalls(of: &mock.saveAction)
        mock.logAction("hello")
        try mock.saveAction((3, 4))
        XCTAssertEqual(Array(logs), ["hello"])
        XCTAssertEqual(saves.count, 1)
        XCTAssertEqual(saves[0]?.0, 3)
    }

    func testStrictStubReportsUnregisteredCallsAtTheDeclaration() {
        let mock = ShapesMock()
        var result: Int?
        let failures = recordingFailures {
            result = mock.strictOneAction("abc")
            mock.strictLogAction(5)
        }
        XCTAssertEqual(result, 0)
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.unregisteredStrictStub(name: "strictOneAction", arguments: "\"abc\""),
                Messages.unregisteredStrictStub(name: "strictLogAction", arguments: "5"),
            ])
        XCTAssertEqual(failures.map(\.site.line), [ShapesMock.strictLine, ShapesMock.strictLine + 1])
        XCTAssertEqual(failures.first?.site.fileID, "StubKitTests/StubGenericTests.swift")
    }

    func testStrictStubTakesAnExplicitName() {
        let mock = ShapesMock()
        let failures = recordingFailures { _ = mock.namedAction("x") }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures[0].message, Messages.unregisteredStrictStub(name: "oneString", arguments: "\"x\""))
    }

    func testStrictStubIsSilentOnceSetUpOrRegistered() throws {
        let mock = ShapesMock()
        setupStub(of: &mock.strictOneAction, return: 9)
        mock.strictLogAction = { _ in }
        setupStubSequence(of: &mock.strictLoadAction).returns(3)
        let failures = try recordingFailures {
            XCTAssertEqual(mock.strictOneAction("abc"), 9)
            mock.strictLogAction(1)
            XCTAssertEqual(try mock.strictLoadAction(1), 3)
        }
        XCTAssertEqual(failures, [])
    }

    func testThrowingStrictStubThrowsWhenUntypedAndReturnsTheDefaultWhenTyped() {
        let mock = ShapesMock()
        var result: Int?
        var thrown: (any Error)?
        let failures = recordingFailures {
            do throws(LoadError) {
                result = try mock.strictLoadAction(4)
            } catch {
                XCTFail("unexpected \(error)")
            }
            do {
                try mock.strictSaveAction(("x", 1))
            } catch {
                thrown = error
            }
        }
        XCTAssertEqual(result, 0)
        XCTAssertEqual(failures.count, 2)
        XCTAssertEqual(failures[0].message, Messages.unregisteredStrictStub(name: "strictLoadAction", arguments: "4"))
        XCTAssertEqual(
            failures[1].message, Messages.unregisteredStrictStub(name: "strictSaveAction", arguments: "(\"x\", 1)"))
        XCTAssertEqual(thrown as? StubKitError, StubKitError(message: failures[1].message))
    }

    func testStrictStubWithoutDefaultValueIsUsableOnceRegistered() {
        let mock = ShapesMock()
        let thing = Thing()
        mock.strictMakeThingAction = { _ in thing }
        let failures = recordingFailures {
            XCTAssertTrue(mock.strictMakeThingAction(1) === thing)
        }
        XCTAssertEqual(failures, [])
    }
}
