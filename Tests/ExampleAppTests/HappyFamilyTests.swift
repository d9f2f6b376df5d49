// Poseur's `FakeDog` scenarios with Swift Testing. Demonstrates: spying by call count
// (`spyCalls` + `count`), by arguments (`==` with arrays, `contains` through `Sequence`, tuple
// arguments); stubbing simply (`setupStub(of:return:)`, `registerStub(alwaysReturn:)`), by a
// predicate (`when { }`), by value (`when(value)`) and by argument list (`whenFirst(_:)` +
// `whenSecond(_:)`, or `when(_:_:)` with every argument); Poseur's `andDo` as
// `answers { item, member in ... }`, also driven by test state filled through `callback`;
// `returnsOnce`/`returns` sequences.
import ExampleApp
import StubKit
import Testing

@Suite("A happy family and its dog")
struct HappyFamilyTests {
    let dog = FakeDog()
    let family: HappyFamily

    init() {
        family = HappyFamily(dog: dog)
    }

    // MARK: Spying

    @Test func feedingCountsEveryMeal() {
        let meals = spyCalls(of: &dog.eatAction)

        family.feed([.canned, .canned, .canned])

        #expect(!meals.isEmpty)
        #expect(meals.count == 3)
    }

    @Test func feedingKeepsTheOrderOfTheMeals() {
        let meals = spyCalls(of: &dog.eatAction)

        family.feed([.kibble, .tableScraps])

        #expect(meals == [.kibble, .tableScraps])
        #expect(meals[2] == nil)
    }

    @Test func onlyParentsGiveABellyRub() {
        let rubs = spyCalls(of: &dog.rollOntoTummyAction)

        _ = family.pet(by: [.parent, .kid, .parent])

        #expect(rubs == [true, false, true])
        #expect(rubs.contains { $0 == false })
    }

    @Test func fetchIsAskedWithTheItemAndTheThrower() throws {
        let asked = spyCalls(of: &dog.shouldFetchAction)

        _ = family.playFetch(with: [.slippers, .ball], thrownBy: .parent)

        #expect(asked.count == 2)
        let first = try #require(asked[0])
        #expect(first == (.slippers, .parent))
        #expect(asked.contains { $0 == (.ball, .parent) })
        #expect(!asked.contains { $0 == (.ball, .kid) })
    }

    // MARK: Stubbing

    @Test func aStubbedBarkIsWhatVisitorsHear() {
        setupStub(of: &dog.barkAction, return: "Meow")

        #expect(family.greetVisitor() == "The dog says Meow Meow")
    }

    @Test func aRegisteredBarkReplacesTheDefault() {
        #expect(family.greetVisitor() == "The dog says  ", "an unconfigured stub returns String's default")

        dog.barkAction = registerStub(alwaysReturn: "woof!")

        #expect(family.greetVisitor() == "The dog says woof! woof!")
    }

    @Test func barksCanChangeFromCallToCall() {
        setupStubSequence(of: &dog.barkAction).returnsOnce("woof!").returns("bork!")

        #expect(family.greetVisitor() == "The dog says woof! bork!")
        #expect(family.greetVisitor() == "The dog says bork! bork!")
    }

    @Test func aBellyRubIsAnsweredByPredicateAndByValue() {
        setupStubSequence(of: &dog.rollOntoTummyAction).when { $0 == false }.returns("HOWL")
        setupStubSequence(of: &dog.rollOntoTummyAction).when(true).returns("Panting sounds...")

        #expect(family.pet(by: [.kid, .parent]) == ["HOWL", "Panting sounds..."])
    }

    @Test func fetchIsStubbedByArgumentList() {
        setupStubSequence(of: &dog.shouldFetchAction).whenFirst(.slippers).whenSecond(.kid).returns(true)
        setupStubSequence(of: &dog.shouldFetchAction).whenFirst(.ball).whenSecond(.parent).returns(false)
        setupStubSequence(of: &dog.shouldFetchAction).whenFirst(.ball).whenSecond(.kid).returns(true)

        #expect(family.playFetch(with: [.slippers, .ball, .stick], thrownBy: .kid) == [.slippers, .ball])
        #expect(family.playFetch(with: [.slippers, .ball, .stick], thrownBy: .parent) == [])
    }

    @Test func fetchIsStubbedByTheWholeArgumentList() {
        setupStubSequence(of: &dog.shouldFetchAction).returns(true)
        setupStubSequence(of: &dog.shouldFetchAction).when(.slippers, .kid).returns(false)

        #expect(family.playFetch(with: [.slippers, .ball], thrownBy: .kid) == [.ball])
        #expect(family.playFetch(with: [.slippers, .ball], thrownBy: .parent) == [.slippers, .ball])
    }

    @Test func theNewestMatchingSetupWins() {
        setupStubSequence(of: &dog.shouldFetchAction).returns(true)
        setupStubSequence(of: &dog.shouldFetchAction).whenFirst(.slippers).returns(false)

        #expect(family.playFetch(with: [.ball, .slippers, .stick], thrownBy: .kid) == [.ball, .stick])
    }

    @Test func fetchDecidedByOneAnswer() {
        // Poseur's `andDo`: one closure holds the whole decision, with typed arguments.
        setupStubSequence(of: &dog.shouldFetchAction).answers { item, member in
            switch (item, member) {
            case (.slippers, .kid): return true
            case (.slippers, _): return false
            default: return member == .parent
            }
        }

        #expect(family.playFetch(with: [.slippers, .ball], thrownBy: .kid) == [.slippers])
        #expect(family.playFetch(with: [.slippers, .ball], thrownBy: .parent) == [.ball])
    }

    @Test func aWalkPicksUpWhatTheDogDigested() {
        setupStubSequence(of: &dog.digestAction).returnsOnce("kibble, digested").returnsOnce("scraps, digested")

        #expect(family.walk() == ["kibble, digested", "scraps, digested"])
        #expect(family.walk() == [], "after the sequence, the stub's default: nil")
    }

    @Test func digestionFollowsWhatTheDogAte() {
        // An answer keyed off state the test keeps, filled by a callback on another action.
        var stomach: [DogFood] = []
        setupStubSequence(of: &dog.eatAction).callback { stomach.append($0) }
        setupStubSequence(of: &dog.digestAction).answers { _ in
            stomach.isEmpty ? nil : "\(stomach.removeFirst()), digested"
        }

        family.feed([.kibble, .canned])
        #expect(family.walk() == ["kibble, digested", "canned, digested"])

        family.feed([.tableScraps])
        #expect(family.walk() == ["tableScraps, digested"])
    }

    @Test func aLongWalkStopsAtTheLimit() {
        let stops = setupStubSequence(of: &dog.digestAction).returns("more").expect(.times(5))

        #expect(family.walk().count == 5)
        SKTVerify(stops)
    }
}
