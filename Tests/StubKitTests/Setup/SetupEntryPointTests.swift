import StubKit
import Testing
import XCTest

// Every setup entry point (`setupStub(of:return:)`, `setupStub(of:throw:)`,
// `setupStubSequence(of:)`, `setupStubSequence(of:for:)`) on every closure shape and arity.

final class SetupEntryPointSyncTests: XCTestCase {
    func testArityZero() {
        let mock = SeqShapesMock()
        XCTAssertEqual(mock.ping(), 0)
        setupStub(of: &mock.pingAction, return: 7)
        XCTAssertEqual(mock.ping(), 7)
        setupStubSequence(of: &mock.pingAction).returnsOnce(1).returnsOnce(2)
        XCTAssertEqual([mock.ping(), mock.ping(), mock.ping()], [1, 2, 7])
        setupStubSequence(of: &mock.pingAction, for: { _ in true }).answersOnce { _ in 40 }
        XCTAssertEqual([mock.ping(), mock.ping()], [40, 7])
    }

    func testArityOne() {
        let mock = SeqShapesMock()
        setupStub(of: &mock.nameAction, return: "anyone")
        setupStubSequence(of: &mock.nameAction).when(1).returns("one")
        setupStubSequence(of: &mock.nameAction, for: { $0 > 100 }).answers { "big \($0)" }
        XCTAssertEqual(mock.name(1), "one")
        XCTAssertEqual(mock.name(2), "anyone")
        XCTAssertEqual(mock.name(101), "big 101")
    }

    func testArityTwo() {
        let mock = SeqDatabaseMock()
        setupStub(of: &mock.addAccountAction, return: 5)
        setupStubSequence(of: &mock.addAccountAction).whenFirst("Tom").returns(1)
        setupStubSequence(of: &mock.addAccountAction).whenSecond("Derk").returns(2)
        setupStubSequence(of: &mock.addAccountAction).when("Ann", "Lee").returns(3)
        setupStubSequence(of: &mock.addAccountAction, for: { $0.0 == $0.1 }).answers { $0.0.count }
        XCTAssertEqual(mock.addAccount(givenName: "Tom", lastName: "Kerk"), 1)
        XCTAssertEqual(mock.addAccount(givenName: "Ole", lastName: "Derk"), 2)
        XCTAssertEqual(mock.addAccount(givenName: "Ann", lastName: "Lee"), 3)
        XCTAssertEqual(mock.addAccount(givenName: "Ann", lastName: "Lea"), 5)
        XCTAssertEqual(mock.addAccount(givenName: "Bo", lastName: "Bo"), 2)
        XCTAssertEqual(mock.addAccount(givenName: "Tom", lastName: "Derk"), 2)
    }

    func testArityThree() {
        let mock = SeqShapesMock()
        setupStub(of: &mock.moveAction, return: true)
        setupStubSequence(of: &mock.moveAction).whenFirst(0).returns(false)
        setupStubSequence(of: &mock.moveAction).whenSecond(0).whenThird(0).returnsOnce(false)
        setupStubSequence(of: &mock.moveAction).when(9, 9, 9).returns(false)
        setupStubSequence(of: &mock.moveAction, for: { $0.0 + $0.1 + $0.2 == 100 }).answers { $0.0 == 100 }
        XCTAssertFalse(mock.move(x: 0, y: 1, z: 1))
        XCTAssertFalse(mock.move(x: 1, y: 0, z: 0))
        XCTAssertTrue(mock.move(x: 1, y: 0, z: 0), "the whenSecond/whenThird sequence answered only once")
        XCTAssertTrue(mock.move(x: 1, y: 0, z: 1))
        XCTAssertFalse(mock.move(x: 9, y: 9, z: 9))
        XCTAssertTrue(mock.move(x: 100, y: 0, z: 0))
        XCTAssertFalse(mock.move(x: 50, y: 50, z: 0))
    }

    func testArityFour() {
        let mock = SeqShapesMock()
        setupStub(of: &mock.configureAction, return: "default")
        setupStubSequence(of: &mock.configureAction).whenFirst("a").returns("first")
        setupStubSequence(of: &mock.configureAction).whenSecond(2).returns("second")
        setupStubSequence(of: &mock.configureAction).whenThird(true).returns("third")
        setupStubSequence(of: &mock.configureAction).whenFourth(4.0).returns("fourth")
        setupStubSequence(of: &mock.configureAction).when("all", 1, false, 0.5).returns("all four")
        setupStubSequence(of: &mock.configureAction, for: { $0.3 < 0 }).answers { "\($0.0):\($0.1)" }
        XCTAssertEqual(mock.configure(host: "a", port: 0, secure: false, timeout: 0), "first")
        XCTAssertEqual(mock.configure(host: "b", port: 2, secure: false, timeout: 0), "second")
        XCTAssertEqual(mock.configure(host: "b", port: 0, secure: true, timeout: 0), "third")
        XCTAssertEqual(mock.configure(host: "b", port: 0, secure: false, timeout: 4), "fourth")
        XCTAssertEqual(mock.configure(host: "all", port: 1, secure: false, timeout: 0.5), "all four")
        XCTAssertEqual(mock.configure(host: "all", port: 1, secure: false, timeout: 0.6), "default")
        XCTAssertEqual(mock.configure(host: "h", port: 8, secure: false, timeout: -1), "h:8")
    }

    func testArityFiveThroughPredicates() {
        let mock = SeqShapesMock()
        setupStub(of: &mock.sumAction, return: -1)
        setupStubSequence(of: &mock.sumAction).when { $0.4 == 5 }.answers { $0.0 + $0.1 + $0.2 + $0.3 + $0.4 }
        setupStubSequence(of: &mock.sumAction, for: { $0 == (0, 0, 0, 0, 0) }).returnsOnce(0)
        XCTAssertEqual(mock.sum(a: 1, b: 2, c: 3, d: 4, e: 5), 15)
        XCTAssertEqual(mock.sum(a: 1, b: 2, c: 3, d: 4, e: 6), -1)
        XCTAssertEqual(mock.sum(a: 0, b: 0, c: 0, d: 0, e: 0), 0)
        XCTAssertEqual(mock.sum(a: 0, b: 0, c: 0, d: 0, e: 0), -1)
    }

    func testVoidResult() {
        let mock = SeqShapesMock()
        let heard = SeqLocked<[String]>([])
        setupStubSequence(of: &mock.logAction).when("secret").callback { message in
            heard.withLock { $0.append(message) }
        }
        setupStub(of: &mock.logAction, return: ())
        mock.log("hello")
        mock.log("secret")
        XCTAssertEqual(heard.current, ["secret"])
    }
}

final class SetupEntryPointThrowingTests: XCTestCase {
    func testUntypedThrowsArityZero() throws {
        let mock = SeqShapesMock()
        setupStub(of: &mock.countAction, return: 3)
        XCTAssertEqual(try mock.count(), 3)
        setupStub(of: &mock.countAction, throw: SeqError(code: 1))
        XCTAssertEqual(seqError { _ = try mock.count() } as? SeqError, SeqError(code: 1))
        setupStubSequence(of: &mock.countAction).returnsOnce(9).throwsOnce(SeqError(code: 2)).returns(4)
        XCTAssertEqual(try mock.count(), 9)
        XCTAssertEqual(seqError { _ = try mock.count() } as? SeqError, SeqError(code: 2))
        XCTAssertEqual(try mock.count(), 4)
        XCTAssertEqual(try mock.count(), 4)
    }

    func testUntypedThrowsArityOne() throws {
        let mock = SeqShapesMock()
        setupStubSequence(of: &mock.saveAction).throws(SeqError(code: 0))
        setupStubSequence(of: &mock.saveAction, for: { $0 > 0 }).answers { id in
            guard id < 10 else { throw SeqError(code: id) }
            return true
        }
        XCTAssertTrue(try mock.save(1))
        XCTAssertEqual(seqError { _ = try mock.save(11) } as? SeqError, SeqError(code: 11))
        XCTAssertEqual(seqError { _ = try mock.save(-1) } as? SeqError, SeqError(code: 0))
    }

    func testUntypedThrowsArityTwo() throws {
        let mock = SeqShapesMock()
        setupStub(of: &mock.renameAction, return: "renamed")
        setupStubSequence(of: &mock.renameAction).whenFirst("locked").throws(SeqError(code: 423))
        setupStubSequence(of: &mock.renameAction).whenSecond("").answersOnce { _ in throw SeqError(code: 400) }
        XCTAssertEqual(try mock.rename(from: "a", to: "b"), "renamed")
        XCTAssertEqual(seqError { _ = try mock.rename(from: "locked", to: "b") } as? SeqError, SeqError(code: 423))
        XCTAssertEqual(seqError { _ = try mock.rename(from: "a", to: "") } as? SeqError, SeqError(code: 400))
        XCTAssertEqual(try mock.rename(from: "a", to: ""), "renamed", "answersOnce answered once")
    }

    func testTypedThrowsTakeTheirOwnError() {
        let mock = SeqShapesMock()
        setupStub(of: &mock.parseAction, throw: SeqParseError.empty)
        setupStubSequence(of: &mock.parseAction).when("42").returns(42)
        setupStubSequence(of: &mock.parseAction, for: { $0.hasPrefix("x") }).throwsOnce(.badInput("x"))
        setupStubSequence(of: &mock.parseAction).when("n").answers { text throws(SeqParseError) in
            throw .badInput(text)
        }
        XCTAssertEqual(try mock.parse("42"), 42)
        // The caught error is statically a SeqParseError: no cast needed.
        let first: SeqParseError? = seqError { () throws(SeqParseError) in _ = try mock.parse("xy") }
        XCTAssertEqual(first, .badInput("x"))
        XCTAssertEqual(seqError { () throws(SeqParseError) in _ = try mock.parse("xy") }, .empty)
        XCTAssertEqual(seqError { () throws(SeqParseError) in _ = try mock.parse("n") }, .badInput("n"))
        setupStub(of: &mock.parseAction, return: 1)
        XCTAssertEqual(try mock.parse("anything"), 1)
    }

    func testTypedThrowsArityTwo() {
        let mock = SeqShapesMock()
        setupStubSequence(of: &mock.parsePairAction).whenFirst("").throws(.empty)
        setupStubSequence(of: &mock.parsePairAction).when("1", "2").returns(12)
        setupStubSequence(of: &mock.parsePairAction).whenSecond("").answers { pair throws(SeqParseError) in
            throw .badInput(pair.0)
        }
        XCTAssertEqual(try mock.parsePair("1", "2"), 12)
        XCTAssertEqual(seqError { () throws(SeqParseError) in _ = try mock.parsePair("", "2") }, .empty)
        XCTAssertEqual(seqError { () throws(SeqParseError) in _ = try mock.parsePair("7", "") }, .badInput("7"))
        XCTAssertEqual(try mock.parsePair("3", "4"), 0)
    }
}

final class SetupEntryPointAsyncTests: XCTestCase {
    func testAsync() async {
        let mock = SeqShapesMock()
        setupStub(of: &mock.fetchAction, return: "cached")
        setupStubSequence(of: &mock.fetchAction).when(1).returnsOnce("first").returnsOnce("second")
        setupStubSequence(of: &mock.fetchAction, for: { $0 < 0 }).answers { "negative \($0)" }
        let results = [await mock.fetch(1), await mock.fetch(1), await mock.fetch(1), await mock.fetch(-3)]
        XCTAssertEqual(results, ["first", "second", "cached", "negative -3"])
    }

    func testAsyncArityTwo() async {
        let mock = SeqShapesMock()
        setupStubSequence(of: &mock.searchAction).whenSecond(2).answers { query, page in ["\(query)#\(page)"] }
        setupStubSequence(of: &mock.searchAction).when("none", 1).returns([])
        let none = await mock.search(query: "none", page: 1)
        let paged = await mock.search(query: "swift", page: 2)
        let unset = await mock.search(query: "swift", page: 3)
        XCTAssertEqual(none, [])
        XCTAssertEqual(paged, ["swift#2"])
        XCTAssertEqual(unset, [])
    }

    func testAsyncThrowing() async throws {
        let mock = SeqShapesMock()
        setupStub(of: &mock.loadAction, return: "content")
        setupStubSequence(of: &mock.loadAction).when("missing").throws(SeqError(code: 404))
        setupStubSequence(of: &mock.loadAction, for: { $0.hasSuffix(".txt") }).answersOnce { path in
            if path.hasPrefix("/") { throw SeqError(code: 403) }
            return "text of \(path)"
        }
        let content = try await mock.load("a")
        XCTAssertEqual(content, "content")
        let missing = await seqError { _ = try await mock.load("missing") }
        XCTAssertEqual(missing as? SeqError, SeqError(code: 404))
        let denied = await seqError { _ = try await mock.load("/etc.txt") }
        XCTAssertEqual(denied as? SeqError, SeqError(code: 403))
        let afterOnce = try await mock.load("b.txt")
        XCTAssertEqual(afterOnce, "content", "answersOnce was used up by the throwing call")
        setupStub(of: &mock.loadAction, throw: SeqError(code: 500))
        let broken = await seqError { _ = try await mock.load("a") }
        XCTAssertEqual(broken as? SeqError, SeqError(code: 500))
    }

    func testAsyncTypedThrowing() async throws {
        let mock = SeqShapesMock()
        setupStubSequence(of: &mock.loadTypedAction).returnsOnce(1).throwsOnce(.empty).returns(3)
        setupStubSequence(of: &mock.loadTypedAction, for: { $0 == "bad" }).answers { path throws(SeqParseError) in
            throw .badInput(path)
        }
        let one = try await mock.loadTyped("a")
        let empty = await seqError { () async throws(SeqParseError) in _ = try await mock.loadTyped("a") }
        let three = try await mock.loadTyped("a")
        let bad = await seqError { () async throws(SeqParseError) in _ = try await mock.loadTyped("bad") }
        XCTAssertEqual(one, 1)
        XCTAssertEqual(empty, .empty)
        XCTAssertEqual(three, 3)
        XCTAssertEqual(bad, .badInput("bad"))
        setupStub(of: &mock.loadTypedAction, throw: .badInput("all"))
        let all = await seqError { () async throws(SeqParseError) in _ = try await mock.loadTyped("a") }
        XCTAssertEqual(all, .badInput("all"))
        setupStub(of: &mock.loadTypedAction, return: 8)
        let eight = try await mock.loadTyped("a")
        XCTAssertEqual(eight, 8)
    }
}

// Linux XCTest cannot run synchronous `@MainActor` test methods, so the isolated shapes are
// tested with Swift Testing.
@MainActor
struct SetupEntryPointMainActorTests {
    @Test func mainActor() {
        let mock = SeqShapesMock()
        setupStub(of: &mock.titleAction, return: "Untitled")
        setupStubSequence(of: &mock.titleAction).when(1).returnsOnce("One")
        setupStubSequence(of: &mock.titleAction, for: { $0 > 9 }).answers { id in
            MainActor.assertIsolated()
            return "Big \(id)"
        }
        #expect([mock.title(1), mock.title(1), mock.title(10)] == ["One", "Untitled", "Big 10"])
    }

    @Test func mainActorThrowing() throws {
        let mock = SeqShapesMock()
        setupStub(of: &mock.validateAction, return: true)
        setupStubSequence(of: &mock.validateAction).whenSecond(true).throwsOnce(SeqError(code: 1)).returns(false)
        setupStubSequence(of: &mock.validateAction).when("x", false).answers { _ in throw SeqError(code: 2) }
        #expect(seqError { _ = try mock.validate("a", strict: true) } as? SeqError == SeqError(code: 1))
        #expect(try mock.validate("a", strict: true) == false)
        #expect(try mock.validate("a", strict: false) == true)
        #expect(seqError { _ = try mock.validate("x", strict: false) } as? SeqError == SeqError(code: 2))
        setupStub(of: &mock.validateAction, throw: SeqError(code: 3))
        #expect(seqError { _ = try mock.validate("a", strict: false) } as? SeqError == SeqError(code: 3))
    }

    @Test func mainActorTypedThrowing() throws {
        let mock = SeqShapesMock()
        setupStubSequence(of: &mock.validateTypedAction).when("").throws(.empty)
        setupStubSequence(of: &mock.validateTypedAction, for: { $0.count > 3 }).answers { text throws(SeqParseError) in
            throw .badInput(text)
        }
        #expect(try mock.validateTyped("ok") == false)
        #expect(seqError { () throws(SeqParseError) in _ = try mock.validateTyped("") } == .empty)
        #expect(seqError { () throws(SeqParseError) in _ = try mock.validateTyped("long") } == .badInput("long"))
        setupStub(of: &mock.validateTypedAction, return: true)
        #expect(try mock.validateTyped("ok") == true)
        setupStub(of: &mock.validateTypedAction, throw: .badInput("any"))
        #expect(seqError { () throws(SeqParseError) in _ = try mock.validateTyped("ok") } == .badInput("any"))
    }
}
