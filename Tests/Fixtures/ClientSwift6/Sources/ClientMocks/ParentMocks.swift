// Mocks of protocols with standard-library parents and of the shapes beside them (this file is
// shared with ClientSwift5): sameInstance, encodeNoFields, result-builder requirements, isolated
// parameters, rethrows and -> Self. Each must compile without warnings in Swift 5 and Swift 6
// language modes.
import Foundation
import StubKit

public protocol Feed: Hashable, Comparable, CustomStringConvertible, Codable {}

public final class FeedMock: Feed {
    public var equalAction: ((FeedMock, FeedMock)) -> Bool = sameInstance
    public static func == (lhs: FeedMock, rhs: FeedMock) -> Bool { lhs.equalAction((lhs, rhs)) }

    public var hashAction: (Hasher) -> Hasher = { $0 }
    public func hash(into hasher: inout Hasher) { hasher = hashAction(hasher) }

    public var lessThanAction: ((FeedMock, FeedMock)) -> Bool = stub()
    public static func < (lhs: FeedMock, rhs: FeedMock) -> Bool { lhs.lessThanAction((lhs, rhs)) }

    public var descriptionAction: (()) -> String = stub(alwaysReturn: "\(FeedMock.self)")
    public var description: String { descriptionAction(()) }

    public var encodeAction: (any Encoder) throws -> Void = encodeNoFields
    public func encode(to encoder: any Encoder) throws { try encodeAction(encoder) }

    public final class Statics: @unchecked Sendable {
        public var initAction: ((any Decoder, FeedMock)) throws -> Void = stub()
    }
    public static let statics = TestScoped { Statics() }

    public init() {}
    public init(from decoder: any Decoder) throws { try Self.statics.current.initAction((decoder, self)) }
}

/// A generic mock's parents: the description names the type arguments.
public final class BoxMock<Item>: Hashable, CustomDebugStringConvertible {
    public var equalAction: ((BoxMock, BoxMock)) -> Bool = sameInstance
    public static func == (lhs: BoxMock, rhs: BoxMock) -> Bool { lhs.equalAction((lhs, rhs)) }

    public var hashAction: (Hasher) -> Hasher = { $0 }
    public func hash(into hasher: inout Hasher) { hasher = hashAction(hasher) }

    public var debugDescriptionAction: (()) -> String = stub(alwaysReturn: "\(BoxMock.self)")
    public var debugDescription: String { debugDescriptionAction(()) }

    public init() {}
}

@resultBuilder
public enum SummaryBuilder {
    public static func buildBlock(_ lines: String...) -> String { lines.joined(separator: "\n") }
}

public protocol Rule {
    @SummaryBuilder var summary: String? { get }
}

public final class RuleMock: Rule {
    public var summaryAction: (()) -> String? = stub()
    public var summary: String? { return summaryAction(()) }
    public init() {}
}

public final class TickerMock: AsyncIteratorProtocol {
    public var nextAction: ((any Actor)?) async throws(Never) -> Int? = stub()
    public func next(isolation actor: isolated (any Actor)?) async -> Int? { await nextAction(actor) }
    public init() {}
}

public protocol Executor {
    func perform(_ body: () throws -> Int) rethrows -> Int
}

public final class ExecutorMock: Executor {
    public var performAction: (@escaping () throws -> Int) throws -> Int = stub()
    public func perform(_ body: () throws -> Int) rethrows -> Int {
        try withoutActuallyEscaping(body) { body in try performAction(body) }
    }
    public init() {}
}

public protocol RequestBuilder {
    func authenticate(user: String, password: String) -> Self
}

public final class RequestBuilderMock: RequestBuilder {
    public var authenticateAction: ((String, String)) -> RequestBuilderMock? = stub()
    public func authenticate(user: String, password: String) -> RequestBuilderMock {
        authenticateAction((user, password)) ?? self
    }
    public init() {}
}
