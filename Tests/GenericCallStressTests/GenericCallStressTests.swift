// The over-release shapes (Tests/GenericCallStress) under XCTest and under Swift Testing, sync and
// async. `scripts/stress-generic-calls.sh` runs this target in several fresh processes: one clean
// run proves little, since the crash it guards against hit about half of the processes.

import GenericCallStress
import Testing
import XCTest

/// How many times each shape runs per test: enough for the old stored `arguments` to crash about
/// half of the processes (measured: 2,000 rounds).
let stressRounds = 2_000

final class GenericCallStressXCTests: XCTestCase {
    func testSynchronousShapes() {
        XCTAssertEqual(
            GenericCallStress.runSynchronous(rounds: stressRounds),
            GenericCallStress.expectedSynchronous(rounds: stressRounds))
    }

    func testAsynchronousShapes() async {
        let seen = await GenericCallStress.runAsynchronous(rounds: stressRounds)
        XCTAssertEqual(seen, GenericCallStress.expectedAsynchronous(rounds: stressRounds))
    }
}

@Suite struct GenericCallStressSwiftTests {
    @Test func synchronousShapes() {
        #expect(
            GenericCallStress.runSynchronous(rounds: stressRounds)
                == GenericCallStress.expectedSynchronous(rounds: stressRounds))
    }

    @Test func asynchronousShapes() async {
        let seen = await GenericCallStress.runAsynchronous(rounds: stressRounds)
        #expect(seen == GenericCallStress.expectedAsynchronous(rounds: stressRounds))
    }
}
