// `make bench` / `make bench-debug`: the per-call cost of StubKit mocks against hand-written ones.
//
// Options: `--calls N` (default 1,000,000), `--repetitions N` (default 5), `--check` (exit with
// status 1 when a target is missed), `--filter TEXT` (only the cases whose name contains TEXT, and
// their baselines).

import StubKit

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The value following `flag` on the command line, as an integer.
func option(_ flag: String, default value: Int) -> Int {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count,
        let parsed = Int(arguments[index + 1]), parsed > 0
    else { return value }
    return parsed
}

/// `count` argument strings, built before timing so that building them is not measured.
func names(_ count: Int, _ make: (Int) -> String) -> [String] {
    opaque((0..<count).map(make))
}

/// Builds every case on its own mock.
func makeCases() -> [BenchmarkCase] {
    let userNames = names(1024) { "user\($0)" }
    let matchingNames = names(1024) { _ in "x\(opaque(9))" }
    var cases: [BenchmarkCase] = []

    let handWritten = opaque(HandWrittenMock() as any Database)
    cases.append(
        BenchmarkCase(
            name: "hand-written closure", baseline: nil, target: nil,
            run: { callAddUser(handWritten, userNames, calls: $0) }, expectedChecksum: { _ in 0 }))

    let plain = StubKitMock()
    let plainDatabase = opaque(plain as any Database)
    cases.append(
        BenchmarkCase(
            name: "plain stub(of:)", baseline: "hand-written closure", target: 1.5,
            run: { callAddUser(plainDatabase, userNames, calls: $0) }, expectedChecksum: { _ in 0 }))

    // The spy's records are cleared before every run, so memory stays flat across repetitions.
    let spied = StubKitMock()
    let spy = spyCalls(of: &spied.addUserAction)
    let spiedDatabase = opaque(spied as any Database)
    cases.append(
        BenchmarkCase(
            name: "+ spyCalls", baseline: "hand-written closure", target: 5,
            run: { calls in
                let checksum = callAddUser(spiedDatabase, userNames, calls: calls)
                return spy.count == calls ? checksum : -1
            },
            reset: { spy.removeAll() }, expectedChecksum: { _ in 0 }))

    let transformed = StubKitMock()
    let lengths = spyCalls(of: &transformed.addUserAction, transform: { $0.count })
    let transformedDatabase = opaque(transformed as any Database)
    cases.append(
        BenchmarkCase(
            name: "spyCalls(of:transform:)", baseline: "hand-written closure", target: 5,
            run: { calls in
                let checksum = callAddUser(transformedDatabase, userNames, calls: calls)
                return lengths.count == calls ? checksum : -1
            },
            reset: { lengths.removeAll() }, expectedChecksum: { _ in 0 }))

    let sequenced = StubKitMock()
    setupStubSequence(of: &sequenced.addUserAction).returns(1)
    let sequencedDatabase = opaque(sequenced as any Database)
    cases.append(
        BenchmarkCase(
            name: "one setupStubSequence(...).returns(1)", baseline: "hand-written closure", target: 10,
            run: { callAddUser(sequencedDatabase, userNames, calls: $0) }, expectedChecksum: { $0 }))

    let selective = StubKitMock()
    for index in 0..<10 {
        setupStubSequence(of: &selective.addUserAction).when("x\(index)").returns(index)
    }
    let selectiveDatabase = opaque(selective as any Database)
    cases.append(
        BenchmarkCase(
            name: "ten .when(\"x\\(i)\").returns(i), newest matching", baseline: "hand-written closure",
            target: 40, run: { callAddUser(selectiveDatabase, matchingNames, calls: $0) },
            expectedChecksum: { 9 * $0 }))

    let asyncHandWritten = opaque(AsyncHandWrittenMock() as any AsyncDatabase)
    cases.append(
        BenchmarkCase(
            name: "async hand-written closure", baseline: nil, target: nil,
            run: { await callAddUser(asyncHandWritten, userNames, calls: $0) }, expectedChecksum: { _ in 0 }))

    let asyncSequenced = AsyncStubKitMock()
    setupStubSequence(of: &asyncSequenced.addUserAction).returns(1)
    let asyncSequencedDatabase = opaque(asyncSequenced as any AsyncDatabase)
    cases.append(
        BenchmarkCase(
            name: "async setupStubSequence(...).returns(1)", baseline: "async hand-written closure", target: 10,
            run: { await callAddUser(asyncSequencedDatabase, userNames, calls: $0) }, expectedChecksum: { $0 }))

    return cases
}

/// Measures and reports every case; returns whether every target was met.
func runBenchmarks() async -> Bool {
    let calls = option("--calls", default: 1_000_000)
    let repetitions = option("--repetitions", default: 5)
    var cases = makeCases()
    if let index = CommandLine.arguments.firstIndex(of: "--filter"), index + 1 < CommandLine.arguments.count {
        let text = CommandLine.arguments[index + 1]
        let chosen = cases.filter { $0.name.contains(text) }
        let baselines = Set(chosen.compactMap(\.baseline))
        cases = cases.filter { $0.name.contains(text) || baselines.contains($0.name) }
    }
    let results = await measure(cases, calls: calls, repetitions: repetitions)
    return report(cases, results, calls: calls, repetitions: repetitions)
}

let allTargetsMet = await runBenchmarks()
if !allTargetsMet && CommandLine.arguments.contains("--check") {
    exit(1)
}
