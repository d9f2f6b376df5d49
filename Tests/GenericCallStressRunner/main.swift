// The over-release shapes (Tests/GenericCallStress) in a plain process, so that
// `scripts/stress-generic-calls.sh` can run them from a release build: building it at all is
// half the check, since the old stored `GenericCall.arguments` stopped the optimiser.

import GenericCallStress

let rounds = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 2_000
let synchronous = GenericCallStress.runSynchronous(rounds: rounds)
let asynchronous = await GenericCallStress.runAsynchronous(rounds: rounds)
guard
    synchronous == GenericCallStress.expectedSynchronous(rounds: rounds),
    asynchronous == GenericCallStress.expectedAsynchronous(rounds: rounds)
else {
    fatalError("generic-call-stress: wrong counts \(synchronous), \(asynchronous)")
}
print("generic-call-stress: \(rounds) rounds, \(synchronous + asynchronous) elements seen")
