import StubKit
import XCTest

@testable import ClientMocks

struct GetProfile: ClientRequest {
    typealias Response = String
    var path: String { "/profile" }
}

struct ListIDs: ClientRequest {
    typealias Response = [Int]
    var path: String { "/ids" }
}

final class GenericActionsTests: XCTestCase {
    func testOneActionAnswersEveryType() async throws {
        let api = ClientAPIMock()
        setupStubSequence(of: &api.sendAction).when { $0.expects(String.self) }.returns("Ada")
        setupStubSequence(of: &api.sendAction).when { $0.expects([Int].self) }.returns([1, 2])
        let sent = spyCalls(of: &api.sendAction)
        let profile = try await api.send(GetProfile())
        let ids = try await api.send(ListIDs())
        XCTAssertEqual(profile, "Ada")
        XCTAssertEqual(ids, [1, 2])
        XCTAssertEqual(sent.map(\.arguments.path), ["/profile", "/ids"])

        api.performAction = { call in try call.arguments() }
        XCTAssertEqual(api.perform { 3 }, 3)
        var text = "kept"
        api.normalize(&text)
        XCTAssertEqual(text, "kept")

        let cache = ClientCacheMock()
        setupStubSequence(of: &cache.actions.getAction).when { $0.uses(Int.self) }.returns(5)
        let five = try await cache.get("k", as: Int.self)
        XCTAssertEqual(five, 5)
    }
}
