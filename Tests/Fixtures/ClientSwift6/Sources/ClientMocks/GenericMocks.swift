// One action for every specialization of a generic method, as users write it, in Swift 5 and 6
// language modes: a request-sending client, a rethrowing transactor, a `@MainActor` loader and an
// actor cache.
import StubKit

public protocol ClientRequest {
    associatedtype Response
    var path: String { get }
}

public protocol ClientAPI {
    func send<R: ClientRequest>(_ request: R) async throws -> R.Response
    func cached<R: ClientRequest>(_ request: R) -> R.Response?
    func perform<T>(_ body: () throws -> T) rethrows -> T
    func normalize<T>(_ value: inout T)
}

public final class ClientAPIMock: ClientAPI, @unchecked Sendable {
    public var sendAction: (GenericCall<any ClientRequest>) async throws -> Any = stubGeneric()
    public var cachedAction: (GenericCall<any ClientRequest>) -> Any = strictStubGeneric()
    public var performAction: (GenericCall<() throws -> Any>) throws -> Any = stubGeneric()
    public var normalizeAction: (GenericCall<Any>) -> Any = stubGeneric()

    public init() {}

    public func send<R: ClientRequest>(_ request: R) async throws -> R.Response {
        try await throwingGenericResult(sendAction(GenericCall(request, types: R.self, returning: R.Response.self)))
    }

    public func cached<R: ClientRequest>(_ request: R) -> R.Response? {
        genericResult(cachedAction(GenericCall(request, types: R.self, returning: R.Response?.self)))
    }

    public func perform<T>(_ body: () throws -> T) rethrows -> T {
        try withoutActuallyEscaping(body) { body in
            let call = Rethrowing()
            return try call.genericResult {
                try performAction(GenericCall({ try call.body(body) }, types: T.self, returning: T.self))
            }
        }
    }

    public func normalize<T>(_ value: inout T) {
        value = genericResult(normalizeAction(GenericCall(value, types: T.self, returning: T.self)), ifUnanswered: value)
    }
}

@MainActor public protocol ClientLoader {
    func load<T: Decodable>(_ type: T.Type, from path: String) async throws -> T
}

@MainActor public final class ClientLoaderMock: ClientLoader {
    public var loadAction: (GenericCall<(Any.Type, String)>) async throws -> Any = stubGeneric()
    public init() {}
    public func load<T: Decodable>(_ type: T.Type, from path: String) async throws -> T {
        try await throwingGenericResult(loadAction(GenericCall((type, path), types: T.self, returning: T.self)))
    }
}

public protocol ClientCache: Actor {
    func get<T: Decodable & Sendable>(_ key: String, as type: T.Type) async throws -> T?
}

public actor ClientCacheMock: ClientCache {
    public nonisolated let actions = Actions()
    public final class Actions: @unchecked Sendable {
        public var getAction: (GenericCall<(String, Any.Type)>) async throws -> Any = stubGeneric()
    }
    public init() {}
    public func get<T: Decodable & Sendable>(_ key: String, as type: T.Type) async throws -> T? {
        try await throwingGenericResult(actions.getAction(GenericCall((key, type), types: T.self, returning: T?.self)))
    }
}
