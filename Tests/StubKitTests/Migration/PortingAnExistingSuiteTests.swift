import Foundation
import XCTest

@testable import StubKit

// The swift blocks of PortingAnExistingSuite.md, run. MigrationGuideTablesTests checks that the
// article's blocks are here, line by line.

protocol ChatClientTransport: Sendable {
    func send(_ text: String) async throws
    func incoming() -> AsyncStream<String>
}

final class ChatClientTransportMock: ChatClientTransport, @unchecked Sendable {
    var sendAction: (String) async throws -> Void = { _ in }
    func send(_ text: String) async throws { try await sendAction(text) }

    var incomingAction: (()) -> AsyncStream<String> = strictStub(name: "incomingAction")
    func incoming() -> AsyncStream<String> { incomingAction(()) }
}

/// Sends its greeting from a task of its own: the test cannot know when, only wait for it.
struct GreetingClient {
    let transport: any ChatClientTransport

    func start() {
        Task { try await transport.send("hello") }
    }
}

protocol PayloadCoder {
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

final class PayloadCoderMock: PayloadCoder {
    var decodeAction: (GenericCall<(Any.Type, Data)>) throws -> Any = stubGeneric()
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try throwingGenericResult(decodeAction(GenericCall((type, data), types: T.self, returning: T.self)))
    }
}

final class PortingAnExistingSuiteTests: XCTestCase {
    // 4. Wait for calls instead of sleeping
    func testWaitingForACallInsteadOfSleeping() async {
        let transport = ChatClientTransportMock()
        let client = GreetingClient(transport: transport)
        let sent = setupStubSequence(of: &transport.sendAction).expect(.once)

        client.start()

        await SKTVerify(sent, timeout: .seconds(5))
    }

    // 6. A fixture marked lenient is not reported as unused; one left unmarked is
    func testALenientFixture() {
        let transport = ChatClientTransportMock()
        let (incoming, _) = AsyncStream.makeStream(of: String.self)
        let failures = recordingFailures {
            VerifyScope.run {
                setupStub(of: &transport.incomingAction, return: incoming).lenient()
            }
        }
        XCTAssertEqual(failures, [])

        var line: UInt = 0
        let reported = recordingFailures {
            VerifyScope.run {
                setupStub(of: &transport.incomingAction, return: incoming)
                line = #line - 1
            }
        }
        let setup = "returns(\(String(reflecting: incoming)))"
        XCTAssertEqual(reported.map(\.message), [Messages.unusedSetup(setup, calls: "none")])
        XCTAssertEqual(reported.first?.site.line, line)
    }

    // 7. An answer decoding with the erased type
    func testAnAnswerCastsTheErasedTypeBack() throws {
        let coder = PayloadCoderMock()
        setupStubSequence(of: &coder.decodeAction).answers { call -> Any in
            guard let type = call.arguments.0 as? any Decodable.Type else { return 0 }
            return try JSONDecoder().decode(type, from: call.arguments.1)
        }
        XCTAssertEqual(try coder.decode([String].self, from: Data(#"["a","b"]"#.utf8)), ["a", "b"])
        XCTAssertEqual(try coder.decode(Int.self, from: Data("7".utf8)), 7)
    }
}
