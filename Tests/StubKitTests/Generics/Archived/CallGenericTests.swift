import XCTest

@testable import StubKit

#if canImport(Testing)
    import Testing
#endif

private struct Token: Equatable {
    let value: Int
}

private protocol Store {
    func add<User>(user: User) -> Bool
    func put<Key, Value>(_ value: Value, for key: Key) -> Int
    func fetch<Value>(id: Int) throws -> Value
    func record<Value>(_ value: Value)
}

private final class StoreMock: Store {
    lazy var addStringAction = stubGeneric(of: add).with(first: String.self).stub
    lazy var addIntAction = stubGeneric(of: add).with(first: Int.self).stub
    lazy var putAction = stubGeneric(of: put).with(first: Int.self).with(second: String.self).stub
    lazy var fetchStringAction = stubGeneric(of: fetch).with(return: String.self).stub
    lazy var fetchTokenAction = stubGeneric(of: fetch).with(return: Token.self).strictStub
    lazy var recordAction = stubGeneric(of: record).with(first: String.self).stub

    static let addLine: UInt = #line + 2
    func add<User>(user: User) -> Bool {
        callGeneric(user, potentials: [addStringAction, addIntAction])
    }

    func put<Key, Value>(_ value: Value, for key: Key) -> Int {
        callGeneric((value, key), potentials: [putAction])
    }

    static let fetchLine: UInt = #line + 2
    func fetch<Value>(id: Int) throws -> Value {
        try callThrowsGeneric(id, potentials: [fetchStringAction, fetchTokenAction])
    }

    func record<Value>(_ value: Value) {
        callGeneric(value, potentials: [recordAction])
    }
}

final class CallGenericTests: XCTestCase {
    func testPicksThePotentialWhoseArgumentTypeMatches() {
        let mock = StoreMock()
        setupStub(of: &mock.addStringAction, return: true)
        XCTAssertTrue(mock.add(user: "a"))
        XCTAssertFalse(mock.add(user: 1))
    }

    func testPicksTheFirstMatchingPotential() {
        let first: (String) -> Int = { _ in 1 }
        let second: (String) -> Int = { _ in 2 }
        let other: (Int) -> Int = { _ in 3 }
        XCTAssertEqual(callGeneric("x", potentials: [other, first, second]) as Int, 1)
        XCTAssertEqual(callGeneric("x", potentials: [second, first]) as Int, 2)
    }

    func testMatchesTheReturnTypeToo() {
        let toInt: (String) -> Int = { _ in 1 }
        let toString: (String) -> String = { _ in "s" }
        XCTAssertEqual(callGeneric("x", potentials: [toInt, toString]) as String, "s")
        XCTAssertEqual(callGeneric("x", potentials: [toInt, toString]) as Int, 1)
    }

    func testMissReportsRequestedAndOfferedTypesAtTheCall() {
        let mock = StoreMock()
        var result: Bool?
        let failures = recordingFailures { result = mock.add(user: 2.5) }
        XCTAssertEqual(result, false)
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.noGenericStub(
                    name: "add(user:)", arguments: "(Double)", output: "Bool",
                    offered: "(String) -> Bool, (Int) -> Bool")
            ])
        XCTAssertEqual(failures.first?.site.line, StoreMock.addLine)
        XCTAssertEqual(failures.first?.site.fileID, "StubKitTests/CallGenericTests.swift")
        XCTAssertEqual("\(failures.first?.site.filePath ?? "")", #filePath)
    }

    func testMissWithSeveralParametersNamesTheTuple() {
        let mock = StoreMock()
        let _: ((Int, String)) -> Int = mock.putAction
        XCTAssertEqual(mock.put(1, for: "k"), 0)
        var result: Int?
        let failures = recordingFailures { result = mock.put("v", for: 1) }
        XCTAssertEqual(result, 0)
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.noGenericStub(
                    name: "put(_:for:)", arguments: "(String, Int)", output: "Int", offered: "((Int, String)) -> Int")
            ])
    }

    func testMissWithNoPotentialsAndAnExplicitName() {
        var result: [Token]?
        let failures = recordingFailures {
            let tokens: [Token] = callGeneric(Token(value: 1), potentials: [], name: "tokens(for:)")
            result = tokens
        }
        XCTAssertEqual(result, [])
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.noGenericStub(
                    name: "tokens(for:)", arguments: "(Token)", output: "Array<Token>", offered: "none")
            ]
        )
    }

    func testMissOfAVoidMethodReturns() {
        let mock = StoreMock()
        let records = spyCalls(of: &mock.recordAction)
        let failures = recordingFailures {
            mock.record("kept")
            mock.record(Token(value: 3))
        }
        XCTAssertEqual(Array(records), ["kept"])
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.noGenericStub(name: "record(_:)", arguments: "(Token)", output: "()", offered: "(String) -> ()")])
    }

    func testFunctionTypedArgumentsAreWrappedAsAParameterList() {
        let failures = recordingFailures {
            let handler: (Int) -> Void = { _ in }
            let _: Int = callGeneric(handler, potentials: [], name: "f")
            let _: Int = callGeneric((), potentials: [], name: "g")
            let _: Int = callGeneric((1, "a"), potentials: [], name: "h")
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.noGenericStub(name: "f", arguments: "((Int) -> ())", output: "Int", offered: "none"),
                Messages.noGenericStub(name: "g", arguments: "()", output: "Int", offered: "none"),
                Messages.noGenericStub(name: "h", arguments: "(Int, String)", output: "Int", offered: "none"),
            ])
    }

    func testCallGenericIgnoresThrowingPotentials() {
        let throwing: (String) throws -> Int = { _ in 5 }
        var result: Int?
        let failures = recordingFailures {
            let value: Int = callGeneric("x", potentials: [throwing], name: "f")
            result = value
        }
        XCTAssertEqual(result, 0)
        XCTAssertEqual(
            failures.map(\.message),
            [Messages.noGenericStub(name: "f", arguments: "(String)", output: "Int", offered: "(String) throws -> Int")]
        )
    }

    func testCallThrowsGenericAcceptsThrowingAndNonThrowingPotentials() throws {
        let mock = StoreMock()
        setupStubSequence(of: &mock.fetchStringAction).returnsOnce("value").throws(URLError(.badURL))
        XCTAssertEqual(try mock.fetch(id: 1) as String, "value")
        XCTAssertThrowsError(try mock.fetch(id: 1) as String) { error in
            XCTAssertEqual((error as? URLError)?.code, .badURL)
        }
        let plain: (Int) -> String = { "plain \($0)" }
        XCTAssertEqual(try callThrowsGeneric(4, potentials: [plain]) as String, "plain 4")
    }

    func testCallThrowsGenericMissThrowsStubKitError() {
        let mock = StoreMock()
        let expected = Messages.noGenericStub(
            name: "fetch(id:)", arguments: "(Int)", output: "NSObject",
            offered: "(Int) throws -> String, (Int) throws -> Token")
        var thrown: (any Error)?
        let failures = recordingFailures {
            do {
                let _: NSObject = try mock.fetch(id: 1)
            } catch {
                thrown = error
            }
        }
        XCTAssertEqual(thrown as? StubKitError, StubKitError(message: expected))
        XCTAssertEqual(failures.map(\.message), [expected])
        XCTAssertEqual(failures.first?.site.line, StoreMock.fetchLine)
    }

    func testCallThrowsGenericMissThrowsEvenWithADefaultValue() {
        let mock = StoreMock()
        var thrown: (any Error)?
        let failures = recordingFailures {
            do {
                let _: [Int] = try mock.fetch(id: 1)
            } catch {
                thrown = error
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(thrown as? StubKitError, failures.first.map { StubKitError(message: $0.message) })
    }

    func testStrictPotentialStillReportsWhenChosen() throws {
        let mock = StoreMock()
        var thrown: (any Error)?
        let failures = recordingFailures {
            do {
                let _: Token = try mock.fetch(id: 7)
            } catch {
                thrown = error
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures[0].message, Messages.unregisteredStrictStub(name: "fetchTokenAction", arguments: "7"))
        XCTAssertTrue(thrown is StubKitError)
        setupStub(of: &mock.fetchTokenAction, return: Token(value: 7))
        XCTAssertEqual(try mock.fetch(id: 7) as Token, Token(value: 7))
    }

    func testTypedCallThrowsGenericMissReturnsDefault() {
        let typed: (Int) throws(URLError) -> String = { _ in "typed" }
        var results: [String] = []
        let failures = recordingFailures {
            do throws(URLError) {
                results.append(try callThrowsGeneric(1, potentials: [typed], throwing: URLError.self))
                results.append(try callThrowsGeneric("x", potentials: [typed], throwing: URLError.self, name: "f"))
            } catch {
                XCTFail("unexpected \(error)")
            }
        }
        XCTAssertEqual(results, ["typed", ""])
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.noGenericStub(
                    name: "f", arguments: "(String)", output: "String", offered: "(Int) throws(URLError) -> String")
            ])
    }

    func testConcurrentCallsPickTheirPotential() {
        let mock = StoreMock()
        setupStub(of: &mock.addStringAction, return: true)
        let calls = spyCalls(of: &mock.addIntAction)
        // The actions are not Sendable; StubKit's layers and spies are what make them thread-safe.
        nonisolated(unsafe) let adds: (String) -> Bool = mock.addStringAction
        nonisolated(unsafe) let intAdds: (Int) -> Bool = mock.addIntAction
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<1_000 {
                XCTAssertTrue(callGeneric("u", potentials: [intAdds, adds]) as Bool)
                XCTAssertFalse(callGeneric(thread * 1_000 + index, potentials: [adds, intAdds]) as Bool)
            }
        }
        XCTAssertEqual(calls.count, 8_000)
        XCTAssertEqual(Set(calls).count, 8_000)
    }
}

#if canImport(Testing)
    @Suite struct CallGenericSwiftTestingTests {
        @Test func missIsRecordedAsAnIssue() {
            let mock = StoreMock()
            withKnownIssue {
                #expect(mock.add(user: 2.5) == false)
            } matching: { issue in
                issue.comments.map(\.rawValue)
                    == [
                        Messages.noGenericStub(
                            name: "add(user:)", arguments: "(Double)", output: "Bool",
                            offered: "(String) -> Bool, (Int) -> Bool")
                    ]
            }
        }
    }
#endif

private final class VoidStoreMock {
    lazy var saveStringAction = stubGeneric(of: save).with(first: String.self).stub
    lazy var storeStringAction = stubGeneric(of: store).with(first: String.self).stub

    func save<Value>(_ value: Value) throws {
        try callThrowsGeneric(value, potentials: [saveStringAction])
    }

    func store<Value>(_ value: Value) throws(URLError) {
        try callThrowsGeneric(value, potentials: [storeStringAction], throwing: URLError.self)
    }

    func returnStyle<Value>(_ value: Value) {
        return callGeneric(value, potentials: [storeStringAction])
    }
}

final class CallGenericVoidTests: XCTestCase {
    func testVoidOverloadsNeedNoReturnAndReportMisses() throws {
        let mock = VoidStoreMock()
        let saves = spyCalls(of: &mock.saveStringAction)
        setupStubSequence(of: &mock.storeStringAction).when("bad").throws(URLError(.badURL))
        var thrown: (any Error)?
        let failures = try recordingFailures {
            try mock.save("a")
            XCTAssertThrowsError(try mock.save(1)) { thrown = $0 }
            try mock.store("b")
            XCTAssertThrowsError(try mock.store("bad"))
            try mock.store(2)  // typed `URLError` cannot hold a StubKitError: the miss returns
            mock.returnStyle(3)
        }
        XCTAssertEqual(Array(saves), ["a"])
        XCTAssertEqual(
            failures.map(\.message),
            [
                Messages.noGenericStub(
                    name: "save(_:)", arguments: "(Int)", output: "()", offered: "(String) throws -> ()"),
                Messages.noGenericStub(
                    name: "store(_:)", arguments: "(Int)", output: "()", offered: "(String) throws(URLError) -> ()"),
                Messages.noGenericStub(
                    name: "returnStyle(_:)", arguments: "(Int)", output: "()",
                    offered: "(String) throws(URLError) -> ()"),
            ])
        XCTAssertEqual(thrown as? StubKitError, StubKitError(message: failures[0].message))
    }
}
