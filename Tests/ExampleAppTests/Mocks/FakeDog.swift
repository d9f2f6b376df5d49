// Poseur's `FakeDog`, StubKit style: no function enum and no `[Any?]` arguments; one typed action
// per method, and zero-parameter methods take `()`.
import ExampleApp
import StubKit

final class FakeDog: Dog {
    lazy var barkAction = stub(of: bark)
    func bark() -> String { barkAction(()) }

    lazy var eatAction = stub(of: eat)
    func eat(food: DogFood) { eatAction(food) }

    lazy var digestAction = stub(of: digest)
    func digest() -> String? { digestAction(()) }

    lazy var rollOntoTummyAction = stub(of: rollOntoTummy)
    func rollOntoTummy(getARub: Bool) -> String { rollOntoTummyAction(getARub) }

    lazy var shouldFetchAction = stub(of: shouldFetch)
    func shouldFetch(_ item: FetchableItem, for familyMember: FamilyMember) -> Bool {
        shouldFetchAction((item, familyMember))
    }
}
