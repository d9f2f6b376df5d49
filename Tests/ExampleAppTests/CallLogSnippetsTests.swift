// The examples of the guide "Recording One Call Log" (RecordingOneCallLog.md), run: one ordered
// log across the repository's and the mailer's actions, typed and as text, its failures, and a
// hand-written double that keeps its own log.
import ExampleApp
import StubKit
import Testing
import XCTest

enum SignUpEvent: Equatable {
    case checked(String)
    case created(String)
    case canDeliver(String)
    case sent(String)
}

final class CallLogSnippetsTests: XCTestCase {
    private var repository: UserRepositoryMock!
    private var mailer: MailerMock!
    private var service: SignUpService!

    override func setUp() {
        super.setUp()
        repository = UserRepositoryMock()
        mailer = MailerMock()
        service = SignUpService(repository: repository, mailer: mailer)
    }

    func testALogOfYourOwnEventsKeepsTheConversationAcrossTwoMocks() async throws {
        let events = CallLog<SignUpEvent>()
        spyCalls(of: &repository.isEmailTakenAction, into: events) { .checked($0) }
        spyCalls(of: &repository.createUserAction, into: events) { .created($0.0) }
        spyCalls(of: &mailer.canDeliverAction, into: events) { .canDeliver($0) }
        spyCalls(of: &mailer.sendAction, into: events) { .sent($0.recipient) }
        setupStubSequence(of: &mailer.sendAction).throwsOnce(MailerError.timeout).returns(())

        _ = try await service.signUp("email=ada@example.com&name=Ada")

        XCTAssertTrue(
            SKTVerifyCalls(
                events,
                [
                    .checked("ada@example.com"), .created("ada@example.com"),
                    .canDeliver("ada@example.com"), .sent("ada@example.com"), .sent("ada@example.com"),
                ]))
        XCTAssertTrue(
            SKTVerifyCalls(events, including: [.created("ada@example.com"), .sent("ada@example.com")]))
        XCTAssertEqual(events.all.suffix(2), [.sent("ada@example.com"), .sent("ada@example.com")])
    }

    func testALogWrittenAsTextNamesEachCallAndItsArguments() async throws {
        let calls = CallLog<String>()
        spyCalls(of: &repository.isEmailTakenAction, into: calls, as: "isEmailTaken")
        spyCalls(of: &repository.createUserAction, into: calls, as: "createUser")
        spyCalls(of: &mailer.sendAction, into: calls, as: "send")
        setupStub(of: &repository.isEmailTakenAction, return: true)

        _ = try? await service.signUp("email=ada@example.com&name=Ada")

        XCTAssertTrue(SKTVerifyCalls(calls, [#"isEmailTaken("ada@example.com")"#]))

        calls.removeAll()
        setupStub(of: &repository.isEmailTakenAction, return: false)
        _ = try await service.signUp("email=ada@example.com&name=Ada")
        XCTAssertEqual(calls.count, 3)
        XCTAssertEqual(calls[1], #"createUser("ada@example.com", "Ada", false)"#)
    }

    func testAHandWrittenDoubleKeepsItsOwnLog() {
        let delegate = StreamDelegateMock()
        let reader = StreamReader(delegate: delegate)
        reader.read(status: 200, chunks: ["he", "llo"])
        XCTAssertTrue(SKTVerifyCalls(delegate.events, [.head(200), .body("he"), .body("llo"), .end]))
    }
}

/// The failure the guide shows: the email sent once where the test expected it twice.
@Test func aLogThatDiffersFromTheCallsExpectedShowsTheDifferenceLineByLine() async throws {
    let (repository, mailer) = (UserRepositoryMock(), MailerMock())
    let events = CallLog<SignUpEvent>()
    spyCalls(of: &repository.isEmailTakenAction, into: events) { .checked($0) }
    spyCalls(of: &repository.createUserAction, into: events) { .created($0.0) }
    spyCalls(of: &mailer.canDeliverAction, into: events) { .canDeliver($0) }
    spyCalls(of: &mailer.sendAction, into: events) { .sent($0.recipient) }

    _ = try await SignUpService(repository: repository, mailer: mailer).signUp("email=ada@example.com&name=Ada")

    withKnownIssue {
        SKTVerifyCalls(
            events,
            [
                .checked("ada@example.com"), .created("ada@example.com"),
                .canDeliver("ada@example.com"), .sent("ada@example.com"), .sent("ada@example.com"),
            ])
    } matching: { issue in
        issue.description.contains(
            """
            Calls differ from those expected (4 calls, 5 expected; - expected, not called; + called, not expected):
              .checked("ada@example.com")
              .created("ada@example.com")
              .canDeliver("ada@example.com")
              .sent("ada@example.com")
            - .sent("ada@example.com")
            """)
    }
    withKnownIssue {
        SKTVerifyCalls(events, including: [.sent("ada@example.com"), .created("ada@example.com")])
    } matching: { issue in
        issue.description.contains(
            """
            Calls expected in this order are missing (1 of 2 not called; - expected, not called; · other calls):
            · .checked("ada@example.com")
            · .created("ada@example.com")
            · .canDeliver("ada@example.com")
              .sent("ada@example.com")
            - .created("ada@example.com")
            """)
    }
}

// MARK: - The guide's hand-written double

protocol StreamDelegate {
    func didReceiveHead(status: Int)
    func didReceiveBody(_ text: String)
    func didEnd()
}

/// What the double stands in for: reads a response and tells its delegate.
struct StreamReader {
    let delegate: any StreamDelegate
    func read(status: Int, chunks: [String]) {
        delegate.didReceiveHead(status: status)
        for chunk in chunks { delegate.didReceiveBody(chunk) }
        delegate.didEnd()
    }
}

final class StreamDelegateMock: StreamDelegate {
    enum Event: Equatable {
        case head(Int)
        case body(String)
        case end
    }
    let events = CallLog<Event>()

    lazy var didReceiveHeadAction = stub(of: didReceiveHead)
    func didReceiveHead(status: Int) { didReceiveHeadAction(status) }
    lazy var didReceiveBodyAction = stub(of: didReceiveBody)
    func didReceiveBody(_ text: String) { didReceiveBodyAction(text) }
    lazy var didEndAction = stub(of: didEnd)
    func didEnd() { didEndAction(()) }

    init() {
        spyCalls(of: &didReceiveHeadAction, into: events) { .head($0) }
        spyCalls(of: &didReceiveBodyAction, into: events) { .body($0) }
        spyCalls(of: &didEndAction, into: events) { _ in .end }
    }
}
