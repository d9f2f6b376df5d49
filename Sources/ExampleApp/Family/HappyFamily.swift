/// A family's day with its ``Dog``.
///
/// ```swift
/// let family = HappyFamily(dog: rex)
/// family.feed([.kibble, .canned])
/// let bags = family.walk()
/// ```
public final class HappyFamily {
    private let dog: any Dog

    /// How many times ``walk()`` lets the dog stop.
    public let maxStopsPerWalk: Int

    /// Creates the family.
    ///
    /// - Parameters:
    ///   - dog: The family dog.
    ///   - maxStopsPerWalk: How many times a walk lets the dog stop.
    public init(dog: any Dog, maxStopsPerWalk: Int = 5) {
        self.dog = dog
        self.maxStopsPerWalk = maxStopsPerWalk
    }

    /// The greeting at the front door.
    ///
    /// - Returns: The dog's bark, twice, as a sentence.
    public func greetVisitor() -> String {
        let first = dog.bark()
        let second = dog.bark()
        return "The dog says \(first) \(second)"
    }

    /// Gives the dog its meals, in order.
    ///
    /// - Parameter meals: The meals of the day.
    public func feed(_ meals: [DogFood]) {
        for meal in meals {
            dog.eat(food: meal)
        }
    }

    /// Walks the dog until it has nothing more to digest, or ``maxStopsPerWalk`` times.
    ///
    /// - Returns: What the family picked up, in order.
    public func walk() -> [String] {
        var bags: [String] = []
        while bags.count < maxStopsPerWalk, let bag = dog.digest() {
            bags.append(bag)
        }
        return bags
    }

    /// Everyone pets the dog; kids are too rough to give a belly rub.
    ///
    /// - Parameter members: Who pets the dog, in order.
    /// - Returns: The dog's reaction to each.
    public func pet(by members: [FamilyMember]) -> [String] {
        members.map { dog.rollOntoTummy(getARub: $0 == .parent) }
    }

    /// A round of fetch: `member` throws every item once.
    ///
    /// - Parameters:
    ///   - items: What is thrown, in order.
    ///   - member: Who throws.
    /// - Returns: The items the dog brought back, in order.
    public func playFetch(with items: [FetchableItem], thrownBy member: FamilyMember) -> [FetchableItem] {
        items.filter { dog.shouldFetch($0, for: member) }
    }
}
