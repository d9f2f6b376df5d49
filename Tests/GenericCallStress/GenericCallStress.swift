// The shapes that tripped the Swift 6.3.1 over-release (ARCHITECTURE.md, "Generic calls and the
// Swift 6.3.1 over-release"): generic methods taking a collection beside a closure, mocked as the
// generics guide shows (one `GenericCall` action), with a `byDefault` that runs the closure for
// each element and spies that read the arguments. `scripts/stress-generic-calls.sh` runs them in
// fresh processes, in debug and release builds; with a stored `GenericCall.arguments` about half
// of the debug processes crashed and the release build stopped the compiler.

import StubKit

/// Generic methods whose arguments are a collection and a closure over its elements.
protocol ListWriter {
    func writeList<T>(_ items: [T], each: (T) -> Void)
    func writeTable<V>(_ rows: [String: V], each: (V) -> Void)
    func mapList<T, R>(_ items: [T], transform: (T) -> R) -> [R]
    func subscribe<T>(_ initial: [T], onChange: @escaping (T) -> Void)
    func sendList<T>(_ items: [T], each: (T) -> Void) async
    func sendTable<V>(_ rows: [String: V], each: (V) -> Void) async
}

/// The mock a user writes: one action per generic method, whose default runs the closure for
/// each element.
final class ListWriterMock: ListWriter {
    var writeListAction: (GenericCall<([Any], (Any) -> Void)>) -> Void = byDefault { call in
        for item in call.arguments.0 { call.arguments.1(item) }
    }
    var writeTableAction: (GenericCall<([String: Any], (Any) -> Void)>) -> Void = byDefault { call in
        for (_, value) in call.arguments.0 { call.arguments.1(value) }
    }
    var mapListAction: (GenericCall<([Any], (Any) -> Any)>) -> Any = byDefault { call in
        let (items, transform) = call.arguments
        return items.map(transform)
    }
    var subscribeAction: (GenericCall<([Any], (Any) -> Void)>) -> Void = byDefault { call in
        for item in call.arguments.0 { call.arguments.1(item) }
    }
    var sendListAction: (GenericCall<([Any], (Any) -> Void)>) async -> Void = byDefault { call in
        for item in call.arguments.0 { call.arguments.1(item) }
    }
    var sendTableAction: (GenericCall<([String: Any], (Any) -> Void)>) async -> Void = byDefault { call in
        for (_, value) in call.arguments.0 { call.arguments.1(value) }
    }

    init() {}

    func writeList<T>(_ items: [T], each: (T) -> Void) {
        withoutActuallyEscaping(each) { each in
            writeListAction(GenericCall((items, { each($0 as! T) }), types: T.self))
        }
    }

    func writeTable<V>(_ rows: [String: V], each: (V) -> Void) {
        withoutActuallyEscaping(each) { each in
            writeTableAction(GenericCall((rows, { each($0 as! V) }), types: V.self))
        }
    }

    func mapList<T, R>(_ items: [T], transform: (T) -> R) -> [R] {
        withoutActuallyEscaping(transform) { transform in
            let answer = mapListAction(
                GenericCall((items, { transform($0 as! T) }), types: T.self, R.self, returning: [R].self))
            return (answer as! [Any]).map { $0 as! R }
        }
    }

    func subscribe<T>(_ initial: [T], onChange: @escaping (T) -> Void) {
        subscribeAction(GenericCall((initial, { onChange($0 as! T) }), types: T.self))
    }

    func sendList<T>(_ items: [T], each: (T) -> Void) async {
        // The form for NonisolatedNonsendingByDefault: SwiftSettings.md, "Closure parameters".
        #if hasFeature(NonisolatedNonsendingByDefault)
            func pass(_ isolation: isolated (any Actor)?) async {
                await withoutActuallyEscaping(each) { each in
                    _ = isolation
                    await sendListAction(GenericCall((items, { each($0 as! T) }), types: T.self))
                }
            }
            await pass(#isolation)
        #else
            await withoutActuallyEscaping(each) { each in
                await sendListAction(GenericCall((items, { each($0 as! T) }), types: T.self))
            }
        #endif
    }

    func sendTable<V>(_ rows: [String: V], each: (V) -> Void) async {
        // The form for NonisolatedNonsendingByDefault: SwiftSettings.md, "Closure parameters".
        #if hasFeature(NonisolatedNonsendingByDefault)
            func pass(_ isolation: isolated (any Actor)?) async {
                await withoutActuallyEscaping(each) { each in
                    _ = isolation
                    await sendTableAction(GenericCall((rows, { each($0 as! V) }), types: V.self))
                }
            }
            await pass(#isolation)
        #else
            await withoutActuallyEscaping(each) { each in
                await sendTableAction(GenericCall((rows, { each($0 as! V) }), types: V.self))
            }
        #endif
    }
}

/// Runs every shape `rounds` times and counts the elements the closures saw.
public enum GenericCallStress {
    /// The count ``runSynchronous(rounds:)`` returns.
    public static func expectedSynchronous(rounds: Int) -> Int { rounds * 15 }

    /// The count ``runAsynchronous(rounds:)`` returns.
    public static func expectedAsynchronous(rounds: Int) -> Int { rounds * 8 }

    /// The synchronous shapes: array and closure, dictionary and closure, a generic result, an
    /// escaping closure kept by a spy; through their `byDefault` and through spies that read the
    /// arguments (a transform, and the calls a plain spy kept).
    public static func runSynchronous(rounds: Int) -> Int {
        let mock = ListWriterMock()
        var seen = 0
        // A transforming spy reads the array and calls the closure: 2 more visits per call.
        let listSpy = spyCalls(of: &mock.writeListAction) { call in
            for item in call.arguments.0 { call.arguments.1(item) }
            return call.arguments.0.count
        }
        let tableSpy = spyCalls(of: &mock.writeTableAction) { call in
            for (_, value) in call.arguments.0 { call.arguments.1(value) }
            return call.arguments.0.count
        }
        let kept = spyCalls(of: &mock.subscribeAction)
        for _ in 0..<rounds {
            mock.writeList(["a", "b"]) { _ in seen += 1 }  // 2 + 2
            mock.writeTable(["a": 1, "b": 2]) { _ in seen += 1 }  // 2 + 2
            seen += mock.mapList([1, 2, 3]) { "\($0)" }.count  // 3
            mock.subscribe([1, 2]) { _ in seen += 1 }  // 2, then 2 through the kept call
            if let call = kept.last {
                for item in call.arguments.0 { call.arguments.1(item) }
            }
            kept.removeAll()
        }
        precondition(listSpy.count == rounds && tableSpy.count == rounds, "every call spied")
        return seen
    }

    /// The asynchronous shapes: array and closure, dictionary and closure, through their
    /// `byDefault` and through spies that read the arguments.
    public static func runAsynchronous(rounds: Int) async -> Int {
        let mock = ListWriterMock()
        var seen = 0
        let listSpy = spyCalls(of: &mock.sendListAction) { call in
            for item in call.arguments.0 { call.arguments.1(item) }
            return call.arguments.0.count
        }
        let tableSpy = spyCalls(of: &mock.sendTableAction) { call in
            for (_, value) in call.arguments.0 { call.arguments.1(value) }
            return call.arguments.0.count
        }
        for _ in 0..<rounds {
            await mock.sendList(["a", "b"]) { _ in seen += 1 }  // 2 + 2
            await mock.sendTable(["a": 1, "b": 2]) { _ in seen += 1 }  // 2 + 2
        }
        precondition(listSpy.count == rounds && tableSpy.count == rounds, "every call spied")
        return seen
    }
}
