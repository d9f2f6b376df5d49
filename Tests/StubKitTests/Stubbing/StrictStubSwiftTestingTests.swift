import Testing

@testable import StubKit

private protocol Directory {
    func addUser(name: String) -> Bool
}

private final class DirectoryMock: Directory {
    static let addUserLine = #line + 1
    lazy var addUserAction = strictStub(of: addUser)
    func addUser(name: String) -> Bool { addUserAction(name) }
}

private final class StrictScreenModelMock: ScreenModel {
    static let titleLine = #line + 1
    lazy var titleAction = strictStub(of: title)
    func title() -> String { titleAction(()) }
    static let selectLine = #line + 1
    lazy var selectAction = strictStub(of: select)
    func select(_ index: Int) { selectAction(index) }
    static let selectionLine = #line + 1
    lazy var selectionAction = strictStub(of: selection)
    func selection() -> Account { selectionAction(()) }
    static let renderLine = #line + 1
    lazy var renderAction = strictStub(of: render)
    func render(_ id: Int) throws -> String { try renderAction(id) }
    static let decodeLine = #line + 1
    lazy var decodeAction = strictStub(of: decode)
    func decode(_ text: String) throws(ParseError) -> Int { try decodeAction(text) }
    static let commitLine = #line + 1
    lazy var commitAction = strictStub(of: commit)
    func commit() throws { try commitAction(()) }
    static let reloadLine = #line + 1
    lazy var reloadAction = strictStub(of: reload)
    func reload() async -> Int { await reloadAction(()) }
    lazy var reloadAllAction = strictStub(of: reloadAll)
    func reloadAll() async throws -> [String] { try await reloadAllAction(()) }
}

private func unregistered(_ name: String, _ arguments: String) -> String {
    Messages.unregisteredStrictStub(name: name, arguments: arguments)
}

@Suite struct StrictStubSwiftTestingTests {
    @Test func anUnregisteredCallIsAnIssueAtTheDeclaration() {
        let mock = DirectoryMock()
        var result = true
        withKnownIssue {
            result = mock.addUser(name: "vip")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [unregistered("addUserAction", "\"vip\"")]
                && issue.sourceLocation?.fileID == "StubKitTests/StrictStubSwiftTestingTests.swift"
                && issue.sourceLocation?.line == DirectoryMock.addUserLine
        }
        #expect(result == false)
    }

    /// A main-actor method whose result has no default value has nothing to return: the process
    /// stops with a message naming the stub, at its declaration (the process's standard error is
    /// read, so the child's crash report stays out of this run's output).
    @Test func anUnregisteredIsolatedCallWithNoDefaultStopsNamingTheStubAtItsDeclaration() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
        ) {
            _ = await MainActor.run { StrictScreenModelMock().selection() }
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let message = Messages.noValueToReturn(unregistered("selectionAction", "()"), type: "Account")
        let line = await StrictScreenModelMock.selectionLine
        #expect(
            standardError.contains("StrictStubSwiftTestingTests.swift:\(line): Fatal error: \(message)"),
            "\(standardError)")
    }

    @Test func aRegisteredStrictStubRecordsNoIssue() {
        let mock = DirectoryMock()
        mock.addUserAction = registerStub(alwaysReturn: true)
        #expect(mock.addUser(name: "vip"))
    }
}

@MainActor
@Suite struct MainActorStrictStubTests {
    @Test func unregisteredCallsReportThenFallBack() {
        let mock = StrictScreenModelMock()
        var title = "unset"
        var renderError: (any Error)?
        var commitError: (any Error)?
        var decoded = -1
        let failures = recordingFailures {
            title = mock.title()
            mock.select(3)
            do { _ = try mock.render(4) } catch { renderError = error }
            do throws(ParseError) { decoded = try mock.decode("5") } catch { Issue.record("\(error)") }
            do { try mock.commit() } catch { commitError = error }
        }
        #expect(
            failures.map(\.message) == [
                unregistered("titleAction", "()"), unregistered("selectAction", "3"),
                unregistered("renderAction", "4"), unregistered("decodeAction", "\"5\""),
                unregistered("commitAction", "()"),
            ])
        #expect(
            failures.map { Int($0.site.line) } == [
                StrictScreenModelMock.titleLine, StrictScreenModelMock.selectLine, StrictScreenModelMock.renderLine,
                StrictScreenModelMock.decodeLine, StrictScreenModelMock.commitLine,
            ])
        #expect(title == "")
        #expect(decoded == 0)
        #expect(renderError as? StubKitError == StubKitError(message: unregistered("renderAction", "4")))
        #expect(commitError as? StubKitError == StubKitError(message: unregistered("commitAction", "()")))
    }

    // `recordingFailures`' async form is not isolated to the caller, so the isolated mock's async
    // method is checked with `withKnownIssue`, which is.
    @Test func unregisteredIsolatedAsyncCallIsAnIssue() async {
        let mock = StrictScreenModelMock()
        var reloaded = -1
        let line = StrictScreenModelMock.reloadLine
        await withKnownIssue {
            reloaded = await mock.reload()
        } matching: { issue in
            issue.comments.map(\.rawValue) == [unregistered("reloadAction", "()")]
                && issue.sourceLocation?.line == line
        }
        #expect(reloaded == 0)
    }

    @Test func registrationSilencesIsolatedStrictStubs() async throws {
        let mock = StrictScreenModelMock()
        var results: [String] = []
        // A registered stub reports nothing: any issue recorded here fails the test.
        do {
            mock.titleAction = registerStub(alwaysReturn: "Home")
            mock.selectAction = registerStub()
            mock.selectionAction = registerStub(alwaysReturn: Account(id: 1))
            mock.renderAction = registerStub(alwaysThrow: ShapeError(code: 1))
            mock.decodeAction = registerStub(alwaysReturn: 2)
            mock.commitAction = registerStub()
            mock.reloadAction = registerStub(alwaysReturn: 3)
            mock.reloadAllAction = registerStub(alwaysReturn: ["a"])
            results.append(mock.title())
            mock.select(1)
            results.append("\(mock.selection().id)")
            do { _ = try mock.render(1) } catch { results.append("\(error)") }
            results.append("\(try mock.decode("2"))")
            try mock.commit()
            results.append("\(await mock.reload())")
            results += try await mock.reloadAll()
        }
        #expect(results == ["Home", "1", "ShapeError(code: 1)", "2", "3", "a"])
    }
}
