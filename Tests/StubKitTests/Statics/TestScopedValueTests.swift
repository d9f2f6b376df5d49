// `TestScoped(for:)` without a closure: StubKit makes the value with `init()`, so that a generic
// mock whose parameters have constraints captures nothing (no SendableMetatypes warning).
import Testing

@testable import StubKit

private protocol KeyedStore {
    associatedtype Key: Hashable
    static var capacity: Int { get }
}

private final class KeyedStoreMock<Key: Hashable>: KeyedStore {
    final class Statics: TestScopedValue, @unchecked Sendable {
        var capacityAction: (()) -> Int = stub()
    }
    static var statics: TestScoped<Statics> { TestScoped(for: Self.self) }

    static var capacity: Int { statics.current.capacityAction(()) }
}

@Suite struct TestScopedValueTests {
    @Test func eachSpecialisationHasItsOwnValueMadeByStubKit() {
        setupStub(of: &KeyedStoreMock<String>.statics.current.capacityAction, return: 8)
        #expect(KeyedStoreMock<String>.capacity == 8)
        #expect(KeyedStoreMock<Int>.capacity == 0)
        #expect(KeyedStoreMock<String>.statics.current === KeyedStoreMock<String>.statics.current)
        #expect(KeyedStoreMock<String>.statics.current !== KeyedStoreMock<Int>.statics.current)
    }

    @Test(.stubScope) func aStubScopeGetsAFreshValue() {
        // The trait's scope: nothing set up by another test is seen here.
        #expect(KeyedStoreMock<String>.capacity == 0)
        setupStub(of: &KeyedStoreMock<String>.statics.current.capacityAction, return: 3)
        withStubScope {
            #expect(KeyedStoreMock<String>.capacity == 0)
        }
        #expect(KeyedStoreMock<String>.capacity == 3)
    }
}
