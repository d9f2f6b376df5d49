// Mocks of protocols with standard-library parents and of the shapes beside them (this file is
// shared with ClientSwift5): sameInstance, encodeNoFields, result-builder requirements, isolated
// parameters, rethrows and -> Self. Each must compile without warnings in Swift 5 and Swift 6
// language modes.
import Foundation
import StubKit

protocol Feed: Hashable, Comparable, CustomStringConvertible, Codable {}

final class FeedMock: Feed {
    var equalAction: ((FeedMock, FeedMock)) -> Bool = sameInstance
    static func == (lhs: FeedMock, rhs: FeedMock) -> Bool { lhs.equalAction((lhs, rhs)) }

    var hashAction: (Hasher) -> Hasher = { $0 }
    func hash(into hasher: inout Hasher) { hasher = hashAction(hasher) }

    var lessThanAction: ((FeedMock, FeedMock)) -> Bool = stub()
    static func < (lhs: FeedMock, rhs: FeedMock) -> Bool { lhs.lessThanAction((lhs, rhs)) }

    var descriptionAction: (()) -> String = stub(alwaysReturn: "\(FeedMock.self)")
    var description: String { descriptionAction(()) }

    var encodeAction: (any Encoder) throws -> Void = encodeNoFields
    func encode(to encoder: any Encoder) throws { try encodeAction(encoder) }

    final class Statics: @unchecked Sendable {
        var initAction: ((any Decoder, FeedMock)) throws -> Void = stub()
    }
    static let statics = TestScoped { Statics() }

    init() {}
    init(from decoder: any Decoder) throws { try Self.statics.current.initAction((decoder, self)) }
}

/// A generic mock's parents: the description names the type arguments.
final class BoxMock<Item>: Hashable, CustomDebugStringConvertible {
    var equalAction: ((BoxMock, BoxMock)) -> Bool = sameInstance
    static func == (lhs: BoxMock, rhs: BoxMock) -> Bool { lhs.equalAction((lhs, rhs)) }

    var hashAction: (Hasher) -> Hasher = { $0 }
    func hash(into hasher: inout Hasher) { hasher = hashAction(hasher) }

    var debugDescriptionAction: (()) -> String = stub(alwaysReturn: "\(BoxMock.self)")
    var debugDescription: String { debugDescriptionAction(()) }

}

@resultBuilder
enum SummaryBuilder {
    static func buildBlock(_ lines: String...) -> String { lines.joined(separator: "\n") }
}

protocol Rule {
    @SummaryBuilder var summary: String? { get }
}

final class RuleMock: Rule {
    var summaryAction: (()) -> String? = stub()
    var summary: String? { return summaryAction(()) }
}

final class TickerMock: AsyncIteratorProtocol {
    var nextAction: ((any Actor)?) async throws(Never) -> Int? = stub()
    func next(isolation actor: isolated (any Actor)?) async -> Int? { await nextAction(actor) }
}

protocol Executor {
    func perform(_ body: () throws -> Int) rethrows -> Int
}

final class ExecutorMock: Executor {
    var performAction: (@escaping () throws -> Int) throws -> Int = stub()
    func perform(_ body: () throws -> Int) rethrows -> Int {
        try withoutActuallyEscaping(body) { body in
            let call = Rethrowing()
            return try call.result { try performAction({ try call.body(body) }) }
        }
    }
}

protocol RequestBuilder {
    func authenticate(user: String, password: String) -> Self
}

final class RequestBuilderMock: RequestBuilder {
    var authenticateAction: ((String, String)) -> RequestBuilderMock? = stub()
    func authenticate(user: String, password: String) -> RequestBuilderMock {
        authenticateAction((user, password)) ?? self
    }
}
