// SwiftMock's `Frood` scenarios with XCTest and a strict mock. Demonstrates: `strictStub(of:)`
// with `registerStub()`, `expect(.once)` + `SKTVerify` as SwiftMock's `expect` + `verify`,
// `returns` for SwiftMock's `returning`, and two ways to capture a completion block and call it
// later (SwiftMock's `doing`): a `callback`, and `spyCalls(of:transform:)`.
import ExampleApp
import StubKit
import XCTest

final class HitchhikerTests: XCTestCase {
    private var frood: StrictFrood!
    private var hitchhiker: Hitchhiker!

    override func setUp() {
        super.setUp()
        frood = StrictFrood()
        hitchhiker = Hitchhiker(frood: frood)
    }

    func testHoopyTellsTheFroodTheAnswerExactlyOnce() {
        // Allow the call (the mock is strict), then expect it with the right value.
        frood.voidFunctionAction = registerStub()
        let toldTheAnswer = setupStubSequence(of: &frood.voidFunctionAction).when(42).expect(.once)

        hitchhiker.hoopy()

        SKTVerify(toldTheAnswer)
    }

    func testVerifyFailsWhenTheCallIsMissingOrRepeated() {
        frood.voidFunctionAction = registerStub()
        let toldTheAnswer = setupStubSequence(of: &frood.voidFunctionAction).when(42).expect(.once)

        XCTAssertEqual(toldTheAnswer.verificationFailures(), ["expected once, called 0 times; calls received: none"])

        hitchhiker.hoopy()
        hitchhiker.hoopy()
        frood.voidFunction(value: 7)

        XCTAssertEqual(
            toldTheAnswer.verificationFailures(), ["expected once, called 2 times; calls received: 42, 42, 7"])
    }

    func testTheGreetingQuotesTheFrood() {
        let said = setupStubSequence(of: &frood.functionReturningStringAction).returns("dent").expect(.once)

        XCTAssertEqual(hitchhiker.greeting(), "Don't panic, says dent")
        SKTVerify(said)
    }

    func testATripEndsWhenTheCapturedCompletionIsCalled() {
        var completion: (() -> Void)?
        let trip = setupStubSequence(of: &frood.performActionAction)
            .whenFirst("Milliways")
            .callback { _, done in completion = done }
            .returns(())
            .expect(.once)

        hitchhiker.travel(to: "Milliways")
        XCTAssertTrue(hitchhiker.isTravelling)
        XCTAssertEqual(hitchhiker.visited, [])

        completion?()
        XCTAssertFalse(hitchhiker.isTravelling)
        XCTAssertEqual(hitchhiker.visited, ["Milliways"])
        SKTVerify(trip)
    }

    func testCompletionsCanAlsoBeKeptByASpy() {
        frood.performActionAction = registerStub()
        let completions = spyCalls(of: &frood.performActionAction, transform: { $0.1 })
        let destinations = spyCalls(of: &frood.performActionAction, transform: { $0.0 })

        hitchhiker.travel(to: "Magrathea")
        hitchhiker.travel(to: "Betelgeuse")
        completions[1]?()
        completions[0]?()

        XCTAssertEqual(destinations, ["Magrathea", "Betelgeuse"])
        XCTAssertEqual(hitchhiker.visited, ["Betelgeuse", "Magrathea"])
    }
}
