import Foundation
import Testing

@testable import StubKit

// `StrictMock`: a mock that adopts it gets strict stubs from the same `stub(of:)` and `stub()`
// lines a loose mock writes. `StrictShapesMock` declares one action per shape with the instance
// members (`lazy var`s, and a method of an extension); `StrictShapesMock.Held`, a type nested in it,
// declares the same actions, which find the static members. Every shape's unanswered call is
// checked in both, so a member that is missing does not compile and one that is loose fails a test.

private protocol StrictShapes: AnyObject {
    // Synchronous.
    func count(id: Int) -> Int
    func ping()
    func account(id: Int) -> Account
    // Throwing, untyped and typed.
    func load(id: Int) throws -> String
    func save(_ id: Int) throws
    func parse(_ text: String) throws(ParseError) -> Int
    func validate(_ text: String) throws(ParseError)
    func fetchAccount(id: Int) throws -> Account
    // Asynchronous.
    func loadName(id: Int) async -> String
    func refresh() async
    func loadAccount(id: Int) async -> Account
    // Asynchronous and throwing.
    func download(id: Int) async throws -> Int
    func upload(_ id: Int) async throws
    func parseRemote(_ text: String) async throws(ParseError) -> Int
    func downloadAccount(id: Int) async throws -> Account
    // An `@autoclosure` alone and beside another parameter.
    func check(_ condition: @autoclosure () -> Bool) -> Bool
    func log(_ message: @autoclosure () -> String)
    func assure(_ condition: @autoclosure () -> Bool) throws -> Int
    func require(_ condition: @autoclosure () -> Bool) throws
    func check(_ condition: @autoclosure () -> Bool, code: Int) -> Bool
    func log(_ message: @autoclosure () -> String, level: Int)
    func assure(_ condition: @autoclosure () -> Bool, code: Int) throws -> Int
    func require(_ condition: @autoclosure () -> Bool, code: Int) throws
    // A variadic parameter.
    func total(_ values: Int...) -> Int
    func note(_ lines: String...)
    func saveAll(_ ids: Int...) throws -> Int
    func sendAll(_ lines: String...) throws
    // Actions declared with their type, `= stub()`.
    func number(_ value: Int) -> Int
    func forget(_ value: Int)
    func fetchNumber(_ value: Int) throws -> Int
    func awaitNumber(_ value: Int) async -> Int
    func awaitFetchNumber(_ value: Int) async throws -> Int
    func parseNumber(_ text: String) throws(ParseError) -> Int
}

private final class StrictShapesMock: StrictShapes, StrictMock {
    lazy var countAction = stub(of: count)
    func count(id: Int) -> Int { countAction(id) }
    lazy var pingAction = stub(of: ping)
    func ping() { pingAction(()) }
    lazy var accountAction = stub(of: account)
    func account(id: Int) -> Account { accountAction(id) }

    lazy var loadAction = stub(of: load)
    func load(id: Int) throws -> String { try loadAction(id) }
    lazy var saveAction = stub(of: save)
    func save(_ id: Int) throws { try saveAction(id) }
    lazy var parseAction = stub(of: parse)
    func parse(_ text: String) throws(ParseError) -> Int { try parseAction(text) }
    lazy var validateAction = stub(of: validate)
    func validate(_ text: String) throws(ParseError) { try validateAction(text) }
    lazy var fetchAccountAction = stub(of: fetchAccount)
    func fetchAccount(id: Int) throws -> Account { try fetchAccountAction(id) }

    lazy var loadNameAction = stub(of: loadName)
    func loadName(id: Int) async -> String { await loadNameAction(id) }
    lazy var refreshAction = stub(of: refresh)
    func refresh() async { await refreshAction(()) }
    lazy var loadAccountAction = stub(of: loadAccount)
    func loadAccount(id: Int) async -> Account { await loadAccountAction(id) }

    lazy var downloadAction = stub(of: download)
    func download(id: Int) async throws -> Int { try await downloadAction(id) }
    lazy var uploadAction = stub(of: upload)
    func upload(_ id: Int) async throws { try await uploadAction(id) }
    lazy var parseRemoteAction = stub(of: parseRemote)
    func parseRemote(_ text: String) async throws(ParseError) -> Int { try await parseRemoteAction(text) }
    lazy var downloadAccountAction = stub(of: downloadAccount)
    func downloadAccount(id: Int) async throws -> Account { try await downloadAccountAction(id) }

    lazy var checkAction = stub(of: check(_:))
    func check(_ condition: @autoclosure () -> Bool) -> Bool { checkAction(condition()) }
    lazy var logAction = stub(of: log(_:))
    func log(_ message: @autoclosure () -> String) { logAction(message()) }
    lazy var assureAction = stub(of: assure(_:))
    func assure(_ condition: @autoclosure () -> Bool) throws -> Int { try assureAction(condition()) }
    lazy var requireAction = stub(of: require(_:))
    func require(_ condition: @autoclosure () -> Bool) throws { try requireAction(condition()) }
    lazy var checkCodeAction = stub(of: check(_:code:))
    func check(_ condition: @autoclosure () -> Bool, code: Int) -> Bool {
        withoutActuallyEscaping(condition) { checkCodeAction(($0, code)) }
    }
    lazy var logLevelAction = stub(of: log(_:level:))
    func log(_ message: @autoclosure () -> String, level: Int) {
        withoutActuallyEscaping(message) { logLevelAction(($0, level)) }
    }
    lazy var assureCodeAction = stub(of: assure(_:code:))
    func assure(_ condition: @autoclosure () -> Bool, code: Int) throws -> Int {
        try withoutActuallyEscaping(condition) { try assureCodeAction(($0, code)) }
    }
    lazy var requireCodeAction = stub(of: require(_:code:))
    func require(_ condition: @autoclosure () -> Bool, code: Int) throws {
        try withoutActuallyEscaping(condition) { try requireCodeAction(($0, code)) }
    }

    lazy var totalAction = stub(of: total)
    func total(_ values: Int...) -> Int { totalAction(values) }
    lazy var noteAction = stub(of: note)
    func note(_ lines: String...) { noteAction(lines) }
    lazy var saveAllAction = stub(of: saveAll)
    func saveAll(_ ids: Int...) throws -> Int { try saveAllAction(ids) }
    lazy var sendAllAction = stub(of: sendAll)
    func sendAll(_ lines: String...) throws { try sendAllAction(lines) }

    // Declared with their type in a `lazy var`, where the instance members are found.
    lazy var numberAction: (Int) -> Int = stub()
    func number(_ value: Int) -> Int { numberAction(value) }
    lazy var forgetAction: (Int) -> Void = stub()
    func forget(_ value: Int) { forgetAction(value) }
    lazy var fetchNumberAction: (Int) throws -> Int = stub()
    func fetchNumber(_ value: Int) throws -> Int { try fetchNumberAction(value) }
    lazy var awaitNumberAction: (Int) async -> Int = stub()
    func awaitNumber(_ value: Int) async -> Int { await awaitNumberAction(value) }
    lazy var awaitFetchNumberAction: (Int) async throws -> Int = stub()
    func awaitFetchNumber(_ value: Int) async throws -> Int { try await awaitFetchNumberAction(value) }
    lazy var parseNumberAction: (String) throws(ParseError) -> Int = stub(throwing: ParseError.self)
    func parseNumber(_ text: String) throws(ParseError) -> Int { try parseNumberAction(text) }

    /// A holder nested in the strict mock, as an actor's actions or a statics holder is: it finds
    /// the static members, so its actions are strict too.
    final class Held: StrictShapes {
        lazy var countStaticAction = stub(of: count)
        func count(id: Int) -> Int { countStaticAction(id) }
        lazy var pingStaticAction = stub(of: ping)
        func ping() { pingStaticAction(()) }
        lazy var accountStaticAction = stub(of: account)
        func account(id: Int) -> Account { accountStaticAction(id) }

        lazy var loadStaticAction = stub(of: load)
        func load(id: Int) throws -> String { try loadStaticAction(id) }
        lazy var saveStaticAction = stub(of: save)
        func save(_ id: Int) throws { try saveStaticAction(id) }
        lazy var parseStaticAction = stub(of: parse)
        func parse(_ text: String) throws(ParseError) -> Int { try parseStaticAction(text) }
        lazy var validateStaticAction = stub(of: validate)
        func validate(_ text: String) throws(ParseError) { try validateStaticAction(text) }
        lazy var fetchAccountStaticAction = stub(of: fetchAccount)
        func fetchAccount(id: Int) throws -> Account { try fetchAccountStaticAction(id) }

        lazy var loadNameStaticAction = stub(of: loadName)
        func loadName(id: Int) async -> String { await loadNameStaticAction(id) }
        lazy var refreshStaticAction = stub(of: refresh)
        func refresh() async { await refreshStaticAction(()) }
        lazy var loadAccountStaticAction = stub(of: loadAccount)
        func loadAccount(id: Int) async -> Account { await loadAccountStaticAction(id) }

        lazy var downloadStaticAction = stub(of: download)
        func download(id: Int) async throws -> Int { try await downloadStaticAction(id) }
        lazy var uploadStaticAction = stub(of: upload)
        func upload(_ id: Int) async throws { try await uploadStaticAction(id) }
        lazy var parseRemoteStaticAction = stub(of: parseRemote)
        func parseRemote(_ text: String) async throws(ParseError) -> Int { try await parseRemoteStaticAction(text) }
        lazy var downloadAccountStaticAction = stub(of: downloadAccount)
        func downloadAccount(id: Int) async throws -> Account { try await downloadAccountStaticAction(id) }

        lazy var checkStaticAction = stub(of: check(_:))
        func check(_ condition: @autoclosure () -> Bool) -> Bool { checkStaticAction(condition()) }
        lazy var logStaticAction = stub(of: log(_:))
        func log(_ message: @autoclosure () -> String) { logStaticAction(message()) }
        lazy var assureStaticAction = stub(of: assure(_:))
        func assure(_ condition: @autoclosure () -> Bool) throws -> Int { try assureStaticAction(condition()) }
        lazy var requireStaticAction = stub(of: require(_:))
        func require(_ condition: @autoclosure () -> Bool) throws { try requireStaticAction(condition()) }
        lazy var checkCodeStaticAction = stub(of: check(_:code:))
        func check(_ condition: @autoclosure () -> Bool, code: Int) -> Bool {
            withoutActuallyEscaping(condition) { checkCodeStaticAction(($0, code)) }
        }
        lazy var logLevelStaticAction = stub(of: log(_:level:))
        func log(_ message: @autoclosure () -> String, level: Int) {
            withoutActuallyEscaping(message) { logLevelStaticAction(($0, level)) }
        }
        lazy var assureCodeStaticAction = stub(of: assure(_:code:))
        func assure(_ condition: @autoclosure () -> Bool, code: Int) throws -> Int {
            try withoutActuallyEscaping(condition) { try assureCodeStaticAction(($0, code)) }
        }
        lazy var requireCodeStaticAction = stub(of: require(_:code:))
        func require(_ condition: @autoclosure () -> Bool, code: Int) throws {
            try withoutActuallyEscaping(condition) { try requireCodeStaticAction(($0, code)) }
        }

        lazy var totalStaticAction = stub(of: total)
        func total(_ values: Int...) -> Int { totalStaticAction(values) }
        lazy var noteStaticAction = stub(of: note)
        func note(_ lines: String...) { noteStaticAction(lines) }
        lazy var saveAllStaticAction = stub(of: saveAll)
        func saveAll(_ ids: Int...) throws -> Int { try saveAllStaticAction(ids) }
        lazy var sendAllStaticAction = stub(of: sendAll)
        func sendAll(_ lines: String...) throws { try sendAllStaticAction(lines) }

        // Stored properties: their initializers find the static members, and have no `#function`
        // of their own, so the report names the type (`Held`) unless the declaration says `name:`.
        var numberStaticAction: (Int) -> Int = stub()
        func number(_ value: Int) -> Int { numberStaticAction(value) }
        var forgetStaticAction: (Int) -> Void = stub()
        func forget(_ value: Int) { forgetStaticAction(value) }
        var fetchNumberStaticAction: (Int) throws -> Int = stub()
        func fetchNumber(_ value: Int) throws -> Int { try fetchNumberStaticAction(value) }
        var awaitNumberStaticAction: (Int) async -> Int = stub()
        func awaitNumber(_ value: Int) async -> Int { await awaitNumberStaticAction(value) }
        var awaitFetchNumberStaticAction: (Int) async throws -> Int = stub()
        func awaitFetchNumber(_ value: Int) async throws -> Int { try await awaitFetchNumberStaticAction(value) }
        var parseNumberStaticAction: (String) throws(ParseError) -> Int = stub(
            throwing: ParseError.self, name: "parseNumberStaticAction")
        func parseNumber(_ text: String) throws(ParseError) -> Int { try parseNumberStaticAction(text) }
    }
}

extension StrictShapesMock {
    /// Replaces the count action from a method of an extension, which finds the instance members.
    func renewCount() {
        countAction = stub(of: count)  // renewed
    }
}

/// The same kind of mock without `StrictMock`, in the same file: its stubs stay loose.
private protocol LooseShapes {
    func count(id: Int) -> Int
    func load(id: Int) throws -> String
    func refresh() async
    func number(_ value: Int) -> Int
}

private final class LooseShapesMock: LooseShapes {
    lazy var countAction = stub(of: count)
    func count(id: Int) -> Int { countAction(id) }
    lazy var loadAction = stub(of: load)
    func load(id: Int) throws -> String { try loadAction(id) }
    lazy var refreshAction = stub(of: refresh)
    func refresh() async { await refreshAction(()) }
    var numberAction: (Int) -> Int = stub()
    func number(_ value: Int) -> Int { numberAction(value) }

    final class Held {
        lazy var countAction = stub(of: { (id: Int) in id })
        var numberAction: (Int) -> Int = stub()
    }
}

/// One shape's call that nothing answers, and what its report must say.
private struct UnansweredCall: Sendable {
    /// The action's property, without its `Action` or `StaticAction` suffix.
    let action: String
    /// The rendering of the call's arguments in the report, or `nil` for an unevaluated closure
    /// beside other arguments, whose rendering is the runtime's (`closure` then holds the rest).
    let arguments: String?
    /// The arguments after the closure, for the shapes that pass one unevaluated.
    var closure: String? = nil
    /// Whether the action is declared with its type in a stored property of `Held`, whose report
    /// names the type.
    var declared = false
    /// Whether the call then throws a `StubKitError` (untyped `throws`).
    var throwsStubKitError = false
    let call: @Sendable (any StrictShapes) async throws -> Void
}

/// Every shape of `StrictShapes` whose unanswered call returns after its report (a result without
/// a default value stops the process when nothing can be thrown: `stopsNamingTheAction` checks those).
private let unansweredCalls: [UnansweredCall] = [
    UnansweredCall(action: "count", arguments: "1") { _ = $0.count(id: 1) },
    UnansweredCall(action: "ping", arguments: "()") { $0.ping() },
    UnansweredCall(action: "load", arguments: "2", throwsStubKitError: true) { _ = try $0.load(id: 2) },
    UnansweredCall(action: "save", arguments: "3", throwsStubKitError: true) { try $0.save(3) },
    UnansweredCall(action: "parse", arguments: "\"4\"") { _ = try $0.parse("4") },
    UnansweredCall(action: "validate", arguments: "\"5\"") { try $0.validate("5") },
    UnansweredCall(action: "fetchAccount", arguments: "6", throwsStubKitError: true) { _ = try $0.fetchAccount(id: 6) },
    UnansweredCall(action: "loadName", arguments: "7") { _ = await $0.loadName(id: 7) },
    UnansweredCall(action: "refresh", arguments: "()") { await $0.refresh() },
    UnansweredCall(action: "download", arguments: "8", throwsStubKitError: true) { _ = try await $0.download(id: 8) },
    UnansweredCall(action: "upload", arguments: "9", throwsStubKitError: true) { try await $0.upload(9) },
    UnansweredCall(action: "parseRemote", arguments: "\"10\"") { _ = try await $0.parseRemote("10") },
    UnansweredCall(action: "downloadAccount", arguments: "11", throwsStubKitError: true) {
        _ = try await $0.downloadAccount(id: 11)
    },
    UnansweredCall(action: "check", arguments: "true") { _ = $0.check(true) },
    UnansweredCall(action: "log", arguments: "\"twelve\"") { $0.log("twelve") },
    UnansweredCall(action: "assure", arguments: "false", throwsStubKitError: true) { _ = try $0.assure(false) },
    UnansweredCall(action: "require", arguments: "true", throwsStubKitError: true) { try $0.require(true) },
    UnansweredCall(action: "checkCode", arguments: nil, closure: "13") { _ = $0.check(true, code: 13) },
    UnansweredCall(action: "logLevel", arguments: nil, closure: "14") { $0.log("fourteen", level: 14) },
    UnansweredCall(action: "assureCode", arguments: nil, closure: "15", throwsStubKitError: true) {
        _ = try $0.assure(true, code: 15)
    },
    UnansweredCall(action: "requireCode", arguments: nil, closure: "16", throwsStubKitError: true) {
        try $0.require(true, code: 16)
    },
    UnansweredCall(action: "total", arguments: "[17, 18]") { _ = $0.total(17, 18) },
    UnansweredCall(action: "note", arguments: "[\"19\"]") { $0.note("19") },
    UnansweredCall(action: "saveAll", arguments: "[20]", throwsStubKitError: true) { _ = try $0.saveAll(20) },
    UnansweredCall(action: "sendAll", arguments: "[]", throwsStubKitError: true) { try $0.sendAll() },
    UnansweredCall(action: "number", arguments: "21", declared: true) { _ = $0.number(21) },
    UnansweredCall(action: "forget", arguments: "22", declared: true) { $0.forget(22) },
    UnansweredCall(action: "fetchNumber", arguments: "23", declared: true, throwsStubKitError: true) {
        _ = try $0.fetchNumber(23)
    },
    UnansweredCall(action: "awaitNumber", arguments: "24", declared: true) { _ = await $0.awaitNumber(24) },
    UnansweredCall(action: "awaitFetchNumber", arguments: "26", declared: true, throwsStubKitError: true) {
        _ = try await $0.awaitFetchNumber(26)
    },
    UnansweredCall(action: "parseNumber", arguments: "\"25\"") { _ = try $0.parseNumber("25") },
]

/// The message an unregistered strict stub reports, for the stub `name` called with `arguments`.
private func unregistered(_ name: String, _ arguments: String) -> String {
    Messages.unregisteredStrictStub(name: name, arguments: arguments)
}

/// The line of this file that declares `property` (`var <property> =` or `var <property>:`) first
/// after the line that declares `type`, so that the expected line of each report moves with the
/// declaration.
private func declarationLine(of property: String, in type: String = "StrictShapesMock") -> UInt? {
    let lines = sourceLines()
    guard let start = lines.firstIndex(where: { $0.contains("final class \(type)") }) else { return nil }
    return lines[start...].firstIndex { $0.contains("var \(property) =") || $0.contains("var \(property):") }
        .map { UInt($0 + 1) }
}

/// The one line of this file that `matches`, if exactly one does.
private func line(where matches: (String) -> Bool) -> UInt? {
    let found = sourceLines().enumerated().filter { matches($0.element) }
    return found.count == 1 ? UInt(found[0].offset + 1) : nil
}

/// This file's lines.
private func sourceLines(filePath: String = #filePath) -> [String] {
    (try? String(contentsOfFile: filePath, encoding: .utf8))?.components(separatedBy: "\n") ?? []
}

@Suite struct StrictMockTests {
    /// Checks `call` on `mock`: exactly one report naming `name`, at the declaration of `property`,
    /// and a thrown `StubKitError` when the shape throws untyped errors.
    private func expectReport(
        of call: UnansweredCall, on mock: any StrictShapes, name: String, property: String, type: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        var thrown: (any Error)?
        let failures = await recordingFailures {
            do { try await call.call(mock) } catch { thrown = error }
        }
        let line = declarationLine(of: property, in: type)
        #expect(line != nil, "no single declaration of \(property)", sourceLocation: sourceLocation)
        #expect(failures.map(\.site.line) == [line ?? 0], "\(property)", sourceLocation: sourceLocation)
        #expect(failures.map(\.site.fileID) == ["StubKitTests/StrictMockTests.swift"], sourceLocation: sourceLocation)
        guard let reported = failures.first?.message else { return }
        if let arguments = call.arguments {
            #expect(reported == unregistered(name, arguments), sourceLocation: sourceLocation)
        } else {
            let rest = call.closure ?? ""
            let matches = message(reported, matchesTemplate: { unregistered(name, "(\($0), \(rest))") })
            #expect(matches, "\(reported)", sourceLocation: sourceLocation)
        }
        if call.throwsStubKitError {
            #expect(
                thrown as? StubKitError == StubKitError(message: reported), "\(property)",
                sourceLocation: sourceLocation)
        } else {
            #expect(thrown == nil, "\(property) threw \(String(describing: thrown))", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: unansweredCalls.indices)
    func anInstanceMemberReportsAnUnansweredCallAtItsLazyVar(index: Int) async {
        let call = unansweredCalls[index]
        await expectReport(
            of: call, on: StrictShapesMock(), name: "\(call.action)Action", property: "\(call.action)Action",
            type: "StrictShapesMock")
    }

    @Test(arguments: unansweredCalls.indices)
    func aStaticMemberReportsAnUnansweredCallInATypeNestedInTheMock(index: Int) async {
        let call = unansweredCalls[index]
        let property = "\(call.action)StaticAction"
        await expectReport(
            of: call, on: StrictShapesMock.Held(), name: call.declared ? "Held" : property, property: property,
            type: "Held: StrictShapes")
    }

    @Test func theReportPointsWhereStrictStubWouldPoint() {
        let mock = StrictShapesMock()
        var count = -1
        let failures = recordingFailures { count = mock.count(id: 1) }
        #expect(failures.map { "\($0.site.filePath)" } == ["\(#filePath)"])
        // `    lazy var countAction = stub(of: count)`: `#column` of a call is its `(`.
        #expect(failures.map(\.site.column) == [32])
        #expect(count == 0, "after the report, the default value")
    }

    @Test func aMethodOfAnExtensionMakesStrictStubsToo() {
        let mock = StrictShapesMock()
        mock.countAction = registerStub(alwaysReturn: 5)
        mock.renewCount()
        let failures = recordingFailures { _ = mock.count(id: 2) }
        #expect(failures.map(\.message) == [unregistered("renewCount()", "2")])
        #expect(failures.map(\.site.line) == [line { $0.hasSuffix("// renewed") } ?? 0])
    }

    @Test func registrationsAndSetupsAllowTheCallsTheyAnswer() async throws {
        let mock = StrictShapesMock()
        let held = StrictShapesMock.Held()
        var results: [String] = []
        let failures = try await recordingFailures {
            mock.countAction = registerStub(alwaysReturn: 3)
            mock.pingAction = registerStub()
            setupStub(of: &mock.loadAction, return: "loaded")
            setupStub(of: &mock.parseAction, return: 4)
            setupStubSequence(of: &mock.validateAction).returns(())
            setupStub(of: &mock.fetchAccountAction, return: Account(id: 5))
            setupStub(of: &mock.loadNameAction, return: "Ada")
            setupStub(of: &mock.parseRemoteAction, return: 6)
            mock.checkAction = registerStub(alwaysReturn: true)
            setupStub(of: &mock.assureCodeAction, return: 7)
            setupStub(of: &mock.totalAction, return: 8)
            // Declared with their type: untyped throws and typed throws see the setup's answer.
            setupStub(of: &mock.fetchNumberAction, return: 9)
            setupStub(of: &mock.awaitFetchNumberAction, return: 15)
            setupStub(of: &mock.parseNumberAction, return: 10)
            setupStub(of: &held.countStaticAction, return: 11)
            setupStub(of: &held.numberStaticAction, return: 12)
            setupStub(of: &held.fetchNumberStaticAction, return: 13)
            setupStub(of: &held.parseNumberStaticAction, return: 14)
            mock.ping()
            results += [
                "\(mock.count(id: 1))", try mock.load(id: 1), "\(try mock.parse("1"))",
                "\(try mock.fetchAccount(id: 1).id)", await mock.loadName(id: 1), "\(try await mock.parseRemote("1"))",
                "\(mock.check(false))", "\(try mock.assure(false, code: 1))", "\(mock.total(1))",
                "\(try mock.fetchNumber(1))", "\(try mock.parseNumber("1"))", "\(held.count(id: 1))",
                "\(held.number(1))", "\(try held.fetchNumber(1))", "\(try held.parseNumber("1"))",
            ]
            try mock.validate("1")
            results.append("\(try await mock.awaitFetchNumber(1))")
        }
        #expect(failures == [])
        #expect(
            results == ["3", "loaded", "4", "5", "Ada", "6", "true", "7", "8", "9", "10", "11", "12", "13", "14", "15"])
    }

    @Test func aSetupThatRefusesACallLeavesItUnanswered() {
        let mock = StrictShapesMock()
        setupStubSequence(of: &mock.countAction).when(1).returns(10)
        var counts: [Int] = []
        let failures = recordingFailures {
            counts = [mock.count(id: 1), mock.count(id: 2)]
        }
        #expect(counts == [10, 0])
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("Unregistered strict stub 'countAction' was called with 2.") == true)
    }

    @Test func theSameStubsInAMockWithoutStrictMockStayLoose() async throws {
        let mock = LooseShapesMock()
        let held = LooseShapesMock.Held()
        var results: [String] = []
        let failures = try await recordingFailures {
            results = ["\(mock.count(id: 1))", try mock.load(id: 2), "\(mock.number(3))"]
            await mock.refresh()
            results += ["\(held.countAction(4))", "\(held.numberAction(5))"]
        }
        #expect(failures == [])
        #expect(results == ["0", "", "0", "0", "0"])
    }

    /// A result without a default value stops the process once the call is reported.
    ///
    /// The call has nothing to return and cannot throw, as with `strictStub(of:)`. The loose
    /// `stub(of:)` refuses such a result at compile time; a strict mock's accepts it.
    @Test func anUnansweredCallWithNothingToReturnStopsNamingTheAction() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
        ) {
            _ = StrictShapesMock().account(id: 1)
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let message = Messages.noValueToReturn(unregistered("accountAction", "1"), type: "Account")
        let line = declarationLine(of: "accountAction") ?? 0
        #expect(
            standardError.contains("StrictMockTests.swift:\(line): Fatal error: \(message)"), "\(standardError)")
    }

    @Test func anAsyncUnansweredCallWithNothingToReturnStopsInANestedTypeToo() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
        ) {
            _ = await StrictShapesMock.Held().loadAccount(id: 2)
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let message = Messages.noValueToReturn(unregistered("loadAccountStaticAction", "2"), type: "Account")
        let line = declarationLine(of: "loadAccountStaticAction", in: "Held: StrictShapes") ?? 0
        #expect(
            standardError.contains("StrictMockTests.swift:\(line): Fatal error: \(message)"), "\(standardError)")
    }
}

// MARK: - Explicit answers

private protocol Answering {
    func count(id: Int) -> Int
    func load(id: Int) throws -> String
    func save(_ id: Int) throws(ParseError)
    func loadName(id: Int) async -> String
    func download(id: Int) async throws -> Int
    func upload(_ id: Int) async throws(ParseError)
    func check(_ condition: @autoclosure () -> Bool) -> Bool
    func assure(_ condition: @autoclosure () -> Bool) throws -> Int
    func check(_ condition: @autoclosure () -> Bool, code: Int) -> Bool
    func assure(_ condition: @autoclosure () -> Bool, code: Int) throws -> Int
    func total(_ values: Int...) -> Int
    func saveAll(_ ids: Int...) throws -> Int
    func make(id: Int) -> Account
    func parse(_ text: String) throws -> Account
    func open(path: String) async -> Account
    func fetch(id: Int) async throws -> Account
    func number(_ value: Int) -> Int
    func fail(_ value: Int) throws -> Int
    func awaitNumber(_ value: Int) async -> Int
    func awaitFail(_ value: Int) async throws(ParseError) -> Int
}

/// Every spelling with an explicit answer, in a strict mock: none reports anything.
///
/// `alwaysReturn:`, `alwaysThrow:` and `byDefault:` answer every call. `Held` spells them in a
/// nested type.
private final class AnsweringMock: Answering, StrictMock {
    lazy var countAction = stub(of: count, alwaysReturn: 1)
    func count(id: Int) -> Int { countAction(id) }
    lazy var loadAction = stub(of: load, alwaysReturn: "2")
    func load(id: Int) throws -> String { try loadAction(id) }
    lazy var saveAction = stub(of: save, alwaysThrow: ParseError(reason: "3"))
    func save(_ id: Int) throws(ParseError) { try saveAction(id) }
    lazy var loadNameAction = stub(of: loadName, alwaysReturn: "4")
    func loadName(id: Int) async -> String { await loadNameAction(id) }
    lazy var downloadAction = stub(of: download, alwaysReturn: 5)
    func download(id: Int) async throws -> Int { try await downloadAction(id) }
    lazy var uploadAction = stub(of: upload, alwaysThrow: ParseError(reason: "6"))
    func upload(_ id: Int) async throws(ParseError) { try await uploadAction(id) }
    lazy var checkAction = stub(of: check(_:), alwaysReturn: true)
    func check(_ condition: @autoclosure () -> Bool) -> Bool { checkAction(condition()) }
    lazy var assureAction = stub(of: assure(_:), alwaysReturn: 7)
    func assure(_ condition: @autoclosure () -> Bool) throws -> Int { try assureAction(condition()) }
    lazy var checkCodeAction = stub(of: check(_:code:), alwaysReturn: true)
    func check(_ condition: @autoclosure () -> Bool, code: Int) -> Bool {
        withoutActuallyEscaping(condition) { checkCodeAction(($0, code)) }
    }
    lazy var assureCodeAction = stub(of: assure(_:code:), alwaysReturn: 8)
    func assure(_ condition: @autoclosure () -> Bool, code: Int) throws -> Int {
        try withoutActuallyEscaping(condition) { try assureCodeAction(($0, code)) }
    }
    lazy var totalAction = stub(of: total, alwaysReturn: 9)
    func total(_ values: Int...) -> Int { totalAction(values) }
    lazy var saveAllAction = stub(of: saveAll, alwaysReturn: 10)
    func saveAll(_ ids: Int...) throws -> Int { try saveAllAction(ids) }
    lazy var makeAction = stub(of: make, byDefault: { Account(id: $0) })
    func make(id: Int) -> Account { makeAction(id) }
    lazy var parseAction = stub(of: parse, byDefault: { Account(id: Int($0) ?? 0) })
    func parse(_ text: String) throws -> Account { try parseAction(text) }
    lazy var openAction = stub(of: open, byDefault: { Account(id: Int($0) ?? 0) })
    func open(path: String) async -> Account { await openAction(path) }
    lazy var fetchAction = stub(of: fetch) { Account(id: $0) }
    func fetch(id: Int) async throws -> Account { try await fetchAction(id) }
    var numberAction: (Int) -> Int = stub(alwaysReturn: 15)
    func number(_ value: Int) -> Int { numberAction(value) }
    var failAction: (Int) throws -> Int = stub(alwaysThrow: ParseError(reason: "16"))
    func fail(_ value: Int) throws -> Int { try failAction(value) }
    var awaitNumberAction: (Int) async -> Int = stub(alwaysReturn: 17)
    func awaitNumber(_ value: Int) async -> Int { await awaitNumberAction(value) }
    var awaitFailAction: (Int) async throws(ParseError) -> Int = stub(alwaysThrow: ParseError(reason: "18"))
    func awaitFail(_ value: Int) async throws(ParseError) -> Int { try await awaitFailAction(value) }

    final class Held {
        lazy var countAction = stub(of: { (id: Int) in id }, alwaysReturn: 19)
        lazy var loadAction = stub(of: { (id: Int) throws in "\(id)" }, alwaysThrow: ParseError(reason: "20"))
        lazy var makeAction = stub(of: { (id: Int) in Account(id: id) }, byDefault: { Account(id: $0 + 20) })
        var numberAction: (Int) -> Int = stub(alwaysReturn: 22)
    }
}

@Suite struct StrictMockAnswerTests {
    @Test func spellingsWithAnExplicitAnswerAnswerEveryCallSilently() async throws {
        let mock = AnsweringMock()
        let held = AnsweringMock.Held()
        var answers: [String] = []
        var errors: [String] = []
        let failures = try await recordingFailures {
            answers = [
                "\(mock.count(id: 0))", try mock.load(id: 0), await mock.loadName(id: 0),
                "\(try await mock.download(id: 0))",
                "\(mock.check(false))", "\(try mock.assure(false))", "\(mock.check(false, code: 0))",
                "\(try mock.assure(false, code: 0))", "\(mock.total())", "\(try mock.saveAll())",
                "\(mock.make(id: 11).id)",
                "\(try mock.parse("12").id)", "\(await mock.open(path: "13").id)", "\(try await mock.fetch(id: 14).id)",
                "\(mock.number(0))", "\(await mock.awaitNumber(0))", "\(held.countAction(0))",
                "\(held.makeAction(1).id)",
                "\(held.numberAction(0))",
            ]
            do throws(ParseError) { try mock.save(0) } catch { errors.append(error.reason) }
            do throws(ParseError) { try await mock.upload(0) } catch { errors.append(error.reason) }
            do { _ = try mock.fail(0) } catch { errors.append((error as? ParseError)?.reason ?? "\(error)") }
            do throws(ParseError) { _ = try await mock.awaitFail(0) } catch { errors.append(error.reason) }
            do { _ = try held.loadAction(0) } catch { errors.append((error as? ParseError)?.reason ?? "\(error)") }
        }
        #expect(failures == [])
        #expect(
            answers == [
                "1", "2", "4", "5", "true", "7", "true", "8", "9", "10", "11", "12", "13", "14", "15", "17", "19", "21",
                "22",
            ])
        #expect(errors == ["3", "6", "16", "18", "20"])
    }
}

// MARK: - Main actor

@MainActor private protocol StrictScreen {
    func show(_ title: String) -> Bool
    func hide()
    func render(_ id: Int) throws -> String
    func dismiss() throws
    func confirm() throws -> Account
    func decode(_ text: String) throws(ParseError) -> Int
    func badge(_ id: Int) -> Int
}

@MainActor private final class StrictScreenMock: StrictScreen, StrictMock {
    lazy var showAction = stub(of: show)
    func show(_ title: String) -> Bool { showAction(title) }
    lazy var hideAction = stub(of: hide)
    func hide() { hideAction(()) }
    lazy var renderAction = stub(of: render)
    func render(_ id: Int) throws -> String { try renderAction(id) }
    lazy var dismissAction = stub(of: dismiss)
    func dismiss() throws { try dismissAction(()) }
    lazy var confirmAction = stub(of: confirm)
    func confirm() throws -> Account { try confirmAction(()) }
    lazy var decodeAction = stub(of: decode)
    func decode(_ text: String) throws(ParseError) -> Int { try decodeAction(text) }
    lazy var badgeAction: @MainActor (Int) -> Int = stub()
    func badge(_ id: Int) -> Int { badgeAction(id) }

    /// Nested in the strict mock: the static members.
    @MainActor final class Held: StrictScreen {
        lazy var showStaticAction = stub(of: show)
        func show(_ title: String) -> Bool { showStaticAction(title) }
        lazy var hideStaticAction = stub(of: hide)
        func hide() { hideStaticAction(()) }
        lazy var renderStaticAction = stub(of: render)
        func render(_ id: Int) throws -> String { try renderStaticAction(id) }
        lazy var dismissStaticAction = stub(of: dismiss)
        func dismiss() throws { try dismissStaticAction(()) }
        lazy var confirmStaticAction = stub(of: confirm)
        func confirm() throws -> Account { try confirmStaticAction(()) }
        lazy var decodeStaticAction = stub(of: decode)
        func decode(_ text: String) throws(ParseError) -> Int { try decodeStaticAction(text) }
        var badgeStaticAction: @MainActor (Int) -> Int = stub(name: "badgeStaticAction")
        func badge(_ id: Int) -> Int { badgeStaticAction(id) }
    }
}

// Linux XCTest cannot run `@MainActor` test methods: the isolated shapes are tested with Swift Testing.
@MainActor
@Suite struct MainActorStrictMockTests {
    @Test(arguments: [false, true])
    func everyIsolatedShapeReportsAnUnansweredCall(nested: Bool) throws {
        let screen: any StrictScreen = nested ? StrictScreenMock.Held() : StrictScreenMock()
        let suffix = nested ? "StaticAction" : "Action"
        var shown = true
        var decoded = -1
        var badge = -1
        var thrown: [String] = []
        let failures = recordingFailures {
            shown = screen.show("home")
            screen.hide()
            do { _ = try screen.render(1) } catch { thrown.append("\(error)") }
            do { try screen.dismiss() } catch { thrown.append("\(error)") }
            do { _ = try screen.confirm() } catch { thrown.append("\(error)") }
            do throws(ParseError) { decoded = try screen.decode("2") } catch { thrown.append("\(error)") }
            badge = screen.badge(3)
        }
        let expected = [
            ("show", "\"home\""), ("hide", "()"), ("render", "1"), ("dismiss", "()"), ("confirm", "()"),
            ("decode", "\"2\""), ("badge", "3"),
        ]
        #expect(failures.map(\.message) == expected.map { unregistered("\($0.0)\(suffix)", $0.1) })
        let type = nested ? "Held: StrictScreen" : "StrictScreenMock"
        #expect(failures.map(\.site.line) == expected.map { declarationLine(of: "\($0.0)\(suffix)", in: type) ?? 0 })
        #expect(thrown == expected[2...4].map { "\(StubKitError(message: unregistered("\($0.0)\(suffix)", $0.1)))" })
        #expect(!shown)
        #expect(decoded == 0)
        #expect(badge == 0)
    }

    @Test func isolatedSetupsAllowTheirCalls() throws {
        let screen = StrictScreenMock()
        let held = StrictScreenMock.Held()
        var answers: [String] = []
        let failures = try recordingFailures {
            setupStub(of: &screen.showAction, return: true)
            setupStub(of: &screen.confirmAction, return: Account(id: 1))
            setupStub(of: &screen.decodeAction, return: 2)
            screen.badgeAction = registerStub(alwaysReturn: 3)
            setupStub(of: &held.renderStaticAction, return: "four")
            answers = [
                "\(screen.show(""))", "\(try screen.confirm().id)", "\(try screen.decode(""))", "\(screen.badge(0))",
                try held.render(0),
            ]
        }
        #expect(failures == [])
        #expect(answers == ["true", "1", "2", "3", "four"])
    }
}
