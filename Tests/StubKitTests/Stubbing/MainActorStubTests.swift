import StubKit
import Testing

// Linux XCTest cannot run `@MainActor` test methods (the runner's cast of the method crashes),
// so the isolated shapes are tested with Swift Testing.
@MainActor
@Suite struct MainActorStubTests {
    @Test func syncShapes() {
        let mock = ScreenModelMock()
        let title: @MainActor (()) -> String = mock.titleAction
        let select: @MainActor (Int) -> Void = mock.selectAction
        _ = (title, select)
        #expect(mock.title() == "")
        mock.select(1)
        #expect(mock.selection() == Account(id: 9))
        let selected = Received<Int>()
        mock.selectAction = { selected.values.append($0) }
        mock.select(4)
        #expect(selected.values == [4])
        mock.titleAction = stub(of: mock.title, alwaysReturn: "Home")
        #expect(mock.title() == "Home")
    }

    @Test func throwingShapes() throws {
        let mock = ScreenModelMock()
        let render: @MainActor (Int) throws -> String = mock.renderAction
        let decode: @MainActor (String) throws(ParseError) -> Int = mock.decodeAction
        _ = (render, decode)
        #expect(try mock.render(1) == "")
        #expect(try mock.decode("1") == 0)
        #expect(throws: ShapeError(code: 5)) { try mock.commit() }
        mock.decodeAction = stub(of: mock.decode, alwaysThrow: ParseError(reason: "main"))
        do throws(ParseError) {
            _ = try mock.decode("1")
            Issue.record("expected a ParseError")
        } catch {
            #expect(error == ParseError(reason: "main"))
        }
        mock.renderAction = stub(of: mock.render, alwaysReturn: "page")
        #expect(try mock.render(2) == "page")
        mock.commitAction = stub(of: mock.commit)
        try mock.commit()
    }

    @Test func asyncMethodsUseThePlainAsyncShape() async throws {
        let mock = ScreenModelMock()
        let reload: (()) async -> Int = mock.reloadAction
        let reloadAll: (()) async throws -> [String] = mock.reloadAllAction
        _ = (reload, reloadAll)
        #expect(await mock.reload() == 0)
        #expect(try await mock.reloadAll() == [])
        mock.reloadAction = { _ in 2 }
        #expect(await mock.reload() == 2)
        mock.reloadAllAction = stub(of: mock.reloadAll, alwaysThrow: ShapeError(code: 6))
        await #expect(throws: ShapeError(code: 6)) { try await mock.reloadAll() }
    }
}
