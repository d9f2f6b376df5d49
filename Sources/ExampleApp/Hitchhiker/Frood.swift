/// A really together collaborator, who knows where its towel is.
public protocol Frood {
    /// Takes note of `value`.
    ///
    /// - Parameter value: The value to note.
    func voidFunction(value: Int)

    /// Says something.
    ///
    /// - Returns: What the frood says.
    func functionReturningString() -> String

    /// Starts a long action and calls `completion` when it is over.
    ///
    /// - Parameters:
    ///   - value: What the action is about.
    ///   - completion: Called once the action is over, possibly much later.
    func performAction(value: String, completion: @escaping () -> Void)
}

/// The subject that works with a ``Frood``.
public final class Hitchhiker {
    private let frood: any Frood

    /// The destinations the hitchhiker reached, in order.
    public private(set) var visited: [String] = []

    /// Whether a trip is under way.
    public private(set) var isTravelling = false

    /// Creates a hitchhiker who relies on `frood`.
    ///
    /// - Parameter frood: The collaborator.
    public init(frood: any Frood) {
        self.frood = frood
    }

    /// Tells the frood the answer.
    public func hoopy() {
        frood.voidFunction(value: 42)
    }

    /// A greeting that quotes the frood.
    ///
    /// - Returns: `"Don't panic, says <what the frood says>"`.
    public func greeting() -> String {
        "Don't panic, says \(frood.functionReturningString())"
    }

    /// Travels to `destination`; the trip ends when the frood's action completes.
    ///
    /// - Parameter destination: Where to go.
    public func travel(to destination: String) {
        isTravelling = true
        frood.performAction(value: destination) { [weak self] in
            self?.isTravelling = false
            self?.visited.append(destination)
        }
    }
}
