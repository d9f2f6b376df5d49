// Snippet tests for GenericShapes: the members of generic requirements, each small input next to
// the exact text the generator writes.
import Testing

@testable import StubKitMockGen

@Suite struct GenericShapesTests {
    /// A get-only generic subscript whose getter throws or is async writes its getter as a `get`
    /// accessor with those effects (a plain body would declare a getter that neither throws nor
    /// suspends).
    @Test func aGenericSubscriptsEffectfulGetterIsAnAccessor() throws {
        let text = try mockText(
            """
            struct Key<Value> {}
            protocol Settings {
                subscript<T>(key: Key<T>) -> T { get throws }
                subscript<T>(remote key: Key<T>) -> T { get async throws }
            }
            """, protocols: ["Settings"])
        #expect(
            text == """
                final class SettingsMock: Settings {
                    var subscriptGetAction: (GenericCall<Any>) throws -> Any = stubGeneric()
                    subscript<T>(key: Key<T>) -> T {
                        get throws {
                            return try throwingGenericResult(subscriptGetAction(GenericCall(key, types: T.self, returning: T.self)))
                        }
                    }

                    var subscriptRemoteGetAction: (GenericCall<Any>) async throws -> Any = stubGeneric()
                    subscript<T>(remote key: Key<T>) -> T {
                        get async throws {
                            return try await throwingGenericResult(
                                subscriptRemoteGetAction(GenericCall(key, types: T.self, returning: T.self)))
                        }
                    }
                }

                """)
    }

    /// A settable generic subscript's setter hands its action the index and the new value, erased,
    /// with the types of the call (whole-code run seed 20261207, survivor #2371: an empty tuple in
    /// their place passed, as no test had a settable generic subscript).
    @Test func aSettableGenericSubscriptsSetterTakesTheIndexAndTheNewValue() throws {
        let text = try mockText(
            """
            struct Key<Value> {}
            protocol Store {
                subscript<T>(key: Key<T>) -> T { get set }
            }
            """, protocols: ["Store"])
        #expect(
            text == """
                final class StoreMock: Store {
                    var subscriptGetAction: (GenericCall<Any>) -> Any = stubGeneric()
                    var subscriptSetAction: (GenericCall<(Any, Any)>) -> Void = { _ in }
                    subscript<T>(key: Key<T>) -> T {
                        get { return genericResult(subscriptGetAction(GenericCall(key, types: T.self, returning: T.self))) }
                        set { subscriptSetAction(GenericCall((key, newValue), types: T.self)) }
                    }
                }

                """)
    }
}
