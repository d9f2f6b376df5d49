import Testing

@testable import StubKit

// `Protected` checks its invariant each time the lock is released, in debug builds: a state that
// breaks it stops the process, naming the state, rather than going on inconsistent (issue 40, run 2
// survivor #567).
@Suite struct LockTests {
    @Test func aStateThatKeepsTheInvariantIsKept() {
        let counter = Protected(0, invariant: { $0 >= 0 })
        counter.withLock { $0 += 2 }
        #expect(counter.withLock { $0 } == 2)
    }

    @Test func aStateThatBreaksTheInvariantStopsTheProcessNamingIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let counter = Protected(0, invariant: { $0 >= 0 })
            counter.withLock { $0 = -7 }
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("StubKit: inconsistent state -7"), "\(standardError)")
    }
}
