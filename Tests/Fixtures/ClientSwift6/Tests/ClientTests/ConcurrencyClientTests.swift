// Issue 21's shapes as a client uses them, in Swift 6 and Swift 5 language modes.
import Dispatch
import StubKit
import XCTest

@testable import ClientMocks

final class ConcurrencyClientTests: XCTestCase {
    func testTheStaticsOfAGenericAndOfAnActorMock() throws {
        setupStub(of: &SQLValueMock<Int>.statics.current.declaredDatatypeAction, return: "INTEGER")
        let made = spyCalls(of: &SQLValueMock<Int>.statics.current.initAction, transform: { $0.0 })
        _ = try SQLValueMock<Int>.fromDatatypeValue(3)
        XCTAssertEqual(SQLValueMock<Int>.declaredDatatype, "INTEGER")
        XCTAssertEqual(SQLValueMock<String>.declaredDatatype, "")
        XCTAssertEqual(made, [3])

        let hosts = spyCalls(of: &ConnectionMock.statics.current.initAction, transform: { $0.0 })
        _ = ConnectionMock(host: "db")
        XCTAssertEqual(hosts, ["db"])
        XCTAssertEqual(ConnectionMock.defaultPort, 5432)
    }

    func testACompletionHandlerIsRecordedAndAwaited() async {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }
        let done = CompletionRecorder<Int>()
        let handler: @Sendable (Int) -> Void = done.handler
        DispatchQueue.global().async { handler(7) }
        let met = await SKTVerify(done, .once, timeout: .seconds(5))
        XCTAssertTrue(met)
        XCTAssertEqual(done.first, 7)
        XCTAssertEqual(done.all, [7])
    }
}
