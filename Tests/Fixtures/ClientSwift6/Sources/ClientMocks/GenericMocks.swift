// One action for every specialization of a generic method, as users write it, in Swift 5 and 6
// language modes: a request-sending client, a rethrowing transactor, a `@MainActor` loader and an
// actor cache.
import StubKit

protocol ClientRequest {
    associatedtype Response
    var path: String { get }
}

protocol ClientAPI {
    func send<R: ClientRequest>(_ request: R) async throws -> R.Response
    func cached<R: ClientRequest>(_ request: R) -> R.Response?
    func perform<T>(_ body: () throws -> T) rethrows -> T
    func normalize<T>(_ value: inout T)
}

final class ClientAPIMock: ClientAPI, @unchecked Sendable {
    var sendAction: (GenericCall<any ClientRequest>) async throws -> Any = stubGeneric()
    var cachedAction: (GenericCall<any ClientRequest>) -> Any = strictStubGeneric()
    var performAction: (GenericCall<() throws -> Any>) throws -> Any = stubGeneric()
    var normalizeAction: (GenericCall<Any>) -> Any = stubGeneric()

    init() {}

    func send<R: ClientRequest>(_ request: R) async throws -> R.Response {
        try await throwingGenericResult(sendAction(GenericCall(request, types: R.self, returning: R.Response.self)))
    }

    func cached<R: ClientRequest>(_ request: R) -> R.Response? {
        genericResult(cachedAction(GenericCall(request, types: R.self, returning: R.Response?.self)))
    }

    func perform<T>(_ body: () throws -> T) rethrows -> T {
        try withoutActuallyEscaping(body) { body in
            let call = Rethrowing()
            return try call.genericResult {
                try performAction(GenericCall({ try call.body(body) }, types: T.self, returning: T.self))
            }
        }
    }

    func normalize<T>(_ value: inout T) {
        value = genericResult(
            normalizeAction(GenericCall(value, types: T.self, returning: T.self)), ifUnanswered: value)
    }
}

@MainActor protocol ClientLoader {
    func load<T: Decodable>(_ type: T.Type, from path: String) async throws -> T
}

@MainActor final class ClientLoaderMock: ClientLoader {
    var loadAction: (GenericCall<(Any.Type, String)>) async throws -> Any = stubGeneric()
    init() {}
    func load<T: Decodable>(_ type: T.Type, from path: String) async throws -> T {
        try await throwingGenericResult(loadAction(GenericCall((type, path), types: T.self, returning: T.self)))
    }
}

protocol ClientCache: Actor {
    func get<T: Decodable & Sendable>(_ key: String, as type: T.Type) async throws -> T?
}

actor ClientCacheMock: ClientCache {
    nonisolated let actions = Actions()
    final class Actions: @unchecked Sendable {
        var getAction: (GenericCall<(String, Any.Type)>) async throws -> Any = stubGeneric()
    }
    init() {}
    func get<T: Decodable & Sendable>(_ key: String, as type: T.Type) async throws -> T? {
        try await throwingGenericResult(actions.getAction(GenericCall((key, type), types: T.self, returning: T?.self)))
    }
}
