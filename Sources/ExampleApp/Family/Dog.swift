/// What a dog eats.
public enum DogFood: Sendable, Equatable {
    /// Dry kibble.
    case kibble
    /// Wet food from a can.
    case canned
    /// Leftovers from the table.
    case tableScraps
}

/// Something a dog may bring back.
public enum FetchableItem: Sendable, Equatable {
    /// A tennis ball.
    case ball
    /// A stick from the garden.
    case stick
    /// Somebody's slippers.
    case slippers
}

/// A member of the family a dog lives with.
public enum FamilyMember: Sendable, Equatable {
    /// A grown-up.
    case parent
    /// A child.
    case kid
}

/// The family dog, as ``HappyFamily`` sees it.
public protocol Dog: AnyObject {
    /// Makes a sound.
    ///
    /// - Returns: The sound, such as `"woof!"`.
    func bark() -> String

    /// Eats `food`.
    ///
    /// - Parameter food: The meal.
    func eat(food: DogFood)

    /// Digests the oldest meal, if it is time.
    ///
    /// - Returns: What is left for the family to pick up, or `nil` when there is nothing yet.
    func digest() -> String?

    /// Rolls over, hoping for a belly rub.
    ///
    /// - Parameter getARub: Whether somebody rubs the dog's tummy.
    /// - Returns: The dog's reaction.
    func rollOntoTummy(getARub: Bool) -> String

    /// Decides whether to fetch `item` for `familyMember`.
    ///
    /// - Parameters:
    ///   - item: What was thrown.
    ///   - familyMember: Who threw it.
    /// - Returns: `true` when the dog brings it back.
    func shouldFetch(_ item: FetchableItem, for familyMember: FamilyMember) -> Bool
}
