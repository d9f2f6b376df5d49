import Foundation
import XCTest

@testable import StubKit

// An actor-constrained protocol in the shape of the MCP SDK's `Transport: Actor`. The mock is an
// actor; its actions live in a `nonisolated let` holder, so nonisolated test code configures,
// spies on and verifies them without `await` and without isolation helpers.
private protocol Transport: Actor {
    var isConnected: Bool { get }
    func connect() async throws
    func send(_ data: Data) async throws
    func receive() -> AsyncThrowingStream<Data, any Error>
}

private actor TransportMock: Transport {
    final class Actions: @unchecked Sendable {
        // @unchecked Sendable: the actions are set up before the mock is shared and keep their
        // own state behind locks.
        var isConnectedAction: (()) -> Bool = stub()
        var connectAction: (()) async throws -> Void = stub()
        var sendAction: (Data) async throws -> Void = stub()
        var receiveAction: (()) -> AsyncThrowingStream<Data, any Error> = stub(
            alwaysReturn: AsyncThrowingStream { $0.finish() })
    }
    nonisolated let actions = Actions()

    var isConnected: Bool { actions.isConnectedAction(()) }
    func connect() async throws { try await actions.connectAction(()) }
    func send(_ data: Data) async throws { try await actions.sendAction(data) }
    func receive() -> AsyncThrowingStream<Data, any Error> { actions.receiveAction(()) }
}

private struct Disconnected: Error {}

/// Code under test: sends a greeting on a fresh connection.
private func greet(over transport: some Transport) async throws -> Int {
    try await transport.connect()
    guard await transport.isConnected else { return 0 }
    try await transport.send(Data("hello".utf8))
    var received = 0
    for try await _ in await transport.receive() { received += 1 }
    return received
}

final class ActorMockTests: XCTestCase {
    func testNonisolatedTestCodeSetsUpSpiesAndVerifiesAnActorMock() async throws {
        let transport = TransportMock()
        setupStub(of: &transport.actions.isConnectedAction, return: true)
        let sent = spyCalls(of: &transport.actions.sendAction)
        let connects = setupStubSequence(of: &transport.actions.connectAction).expect(.once)
        transport.actions.receiveAction = registerStub(
            alwaysReturn: AsyncThrowingStream {
                $0.yield(Data("a".utf8))
                $0.yield(Data("b".utf8))
                $0.finish()
            })
        let received = try await greet(over: transport)
        XCTAssertEqual(received, 2)
        XCTAssertEqual(sent, [Data("hello".utf8)])
        SKTVerify(connects)
    }

    func testAnActorMockThrowsWhatItsSetupSays() async {
        let transport = TransportMock()
        setupStubSequence(of: &transport.actions.connectAction).throwsOnce(Disconnected())
        do {
            _ = try await greet(over: transport)
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue(error is Disconnected)
        }
        let afterFailure = try? await greet(over: transport)
        XCTAssertEqual(afterFailure, 0, "isConnected defaults to false")
    }

    func testAnUnmetExpectationOnAnActorMockFailsAtTheVerifyLine() async {
        let transport = TransportMock()
        let sends = setupStubSequence(of: &transport.actions.sendAction).expect(.once)
        var verifyLine: UInt = 0
        let failures = recordingFailures {
            SKTVerify(sends)
            verifyLine = #line - 1
        }
        XCTAssertEqual(failures.map(\.message).count, 1)
        XCTAssertTrue(
            failures[0].message.hasSuffix("expected once, called 0 times; calls received: none"), failures[0].message)
        XCTAssertEqual(failures[0].site.line, verifyLine)
    }
}
