// SwiftMock's `MockFrood`, StubKit style: a strict mock. Every action is a `strictStub(of:)`, so
// a call the test did not register or set up fails the test, naming the action.
import ExampleApp
import StubKit

final class StrictFrood: Frood {
    lazy var voidFunctionAction = strictStub(of: voidFunction)
    func voidFunction(value: Int) { voidFunctionAction(value) }

    lazy var functionReturningStringAction = strictStub(of: functionReturningString)
    func functionReturningString() -> String { functionReturningStringAction(()) }

    lazy var performActionAction = strictStub(of: performAction)
    func performAction(value: String, completion: @escaping () -> Void) {
        performActionAction((value, completion))
    }
}
