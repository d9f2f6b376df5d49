// `make bench` / `make bench-debug`: the per-call cost of StubKit mocks against hand-written ones.
//
// Options: `--calls N` (default 1,000,000), `--repetitions N` (default 5), `--filter TEXT` (only the cases whose name contains TEXT, and
// their baselines), `--count KEY` (run only the case with that key once, for
// scripts/bench-instructions.sh to count its instructions under valgrind; see `countOneCase`).

import Dispatch
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
    let userName = opaque("user0")
    let matchingName = opaque("x\(opaque(9))")
    var cases: [BenchmarkCase] = []

    let handWritten = opaque(HandWrittenMock() as any Database)
    cases.append(
        BenchmarkCase(
            name: "hand-written closure", key: "hand-written", baseline: nil,
            run: { callAddUser(handWritten, userNames, calls: $0) },
            count: { countAddUser(handWritten, userName, calls: $0) }, expectedChecksum: { _ in 0 }))

    let plain = StubKitMock()
    let plainDatabase = opaque(plain as any Database)
    cases.append(
        BenchmarkCase(
            name: "plain stub(of:)", key: "stub", baseline: "hand-written closure",
            run: { callAddUser(plainDatabase, userNames, calls: $0) },
            count: { countAddUser(plainDatabase, userName, calls: $0) }, expectedChecksum: { _ in 0 }))

    // A default that steps aside for answers, called with no setup: what it adds to the closure.
    let defaulted = opaque(ByDefaultMock() as any Database)
    cases.append(
        BenchmarkCase(
            name: "byDefault { … }, unanswered", key: "default", baseline: "hand-written closure",
            run: { callAddUser(defaulted, userNames, calls: $0) },
            count: { countAddUser(defaulted, userName, calls: $0) }, expectedChecksum: { _ in 0 }))

    // The spy's records are cleared before every run, so memory stays flat across repetitions.
    let spied = StubKitMock()
    let spy = spyCalls(of: &spied.addUserAction)
    let spiedDatabase = opaque(spied as any Database)
    cases.append(
        BenchmarkCase(
            name: "+ spyCalls", key: "spy", baseline: "hand-written closure",
            run: { calls in
                let checksum = callAddUser(spiedDatabase, userNames, calls: calls)
                return spy.count == calls ? checksum : -1
            },
            count: { calls in
                let checksum = countAddUser(spiedDatabase, userName, calls: calls)
                return spy.count == calls ? checksum : -1
            },
            reset: { spy.removeAll() }, expectedChecksum: { _ in 0 }))

    let transformed = StubKitMock()
    let lengths = spyCalls(of: &transformed.addUserAction, transform: { $0.count })
    let transformedDatabase = opaque(transformed as any Database)
    // The user's transform runs as a call of its own, with no answered-call binding: one atomic
    // load per call while no call is bound anywhere (see AnsweredCall).
    cases.append(
        BenchmarkCase(
            name: "spyCalls(of:transform:)", key: "spy-transform", baseline: "hand-written closure",
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
            name: "one setupStubSequence(...).returns(1)", key: "sequence", baseline: "hand-written closure",
            run: { callAddUser(sequencedDatabase, userNames, calls: $0) },
            count: { countAddUser(sequencedDatabase, userName, calls: $0) }, expectedChecksum: { $0 }))

    let generic = GenericStubKitMock()
    setupStubSequence(of: &generic.addUserAction).returns(1)
    let genericDatabase = opaque(generic as any GenericDatabase)
    cases.append(
        BenchmarkCase(
            name: "one generic action, setupStubSequence(...).returns(1) as Int", key: "generic",
            baseline: "hand-written closure", run: { callGenericAddUser(genericDatabase, userNames, calls: $0) },
            count: { countGenericAddUser(genericDatabase, userName, calls: $0) }, expectedChecksum: { $0 }))

    let selective = StubKitMock()
    for index in 0..<10 {
        setupStubSequence(of: &selective.addUserAction).when("x\(index)").returns(index)
    }
    let selectiveDatabase = opaque(selective as any Database)
    cases.append(
        BenchmarkCase(
            name: "ten .when(\"x\\(i)\").returns(i), newest matching", key: "ten-selective",
            baseline: "hand-written closure", run: { callAddUser(selectiveDatabase, matchingNames, calls: $0) },
            count: { countAddUser(selectiveDatabase, matchingName, calls: $0) },
            expectedChecksum: { 9 * $0 }))

    let asyncHandWritten = opaque(AsyncHandWrittenMock() as any AsyncDatabase)
    cases.append(
        BenchmarkCase(
            name: "async hand-written closure", key: "async-hand-written", baseline: nil,
            runAsync: { await callAddUser(asyncHandWritten, userNames, calls: $0) }, expectedChecksum: { _ in 0 }))

    let asyncSequenced = AsyncStubKitMock()
    setupStubSequence(of: &asyncSequenced.addUserAction).returns(1)
    let asyncSequencedDatabase = opaque(asyncSequenced as any AsyncDatabase)
    cases.append(
        BenchmarkCase(
            name: "async setupStubSequence(...).returns(1)", key: "async-sequence",
            baseline: "async hand-written closure",
            runAsync: { await callAddUser(asyncSequencedDatabase, userNames, calls: $0) }, expectedChecksum: { $0 }))

    return cases
}

/// Measures and reports every case.
func runBenchmarks() async {
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
    report(cases, results, calls: calls, repetitions: repetitions)
}

/// Runs `calls` calls of `run`, as the only code valgrind counts.
///
/// scripts/bench-instructions.sh runs valgrind with `--toggle-collect` on this function, so the
/// count covers exactly these calls and nothing the process does before or after. A run with no
/// calls counts what this function costs by itself; the script subtracts it.
@inline(never)
func measuredRun(_ run: (Int) -> Int, calls: Int) -> Int {
    run(calls)
}

/// `--count KEY --calls N`: runs the case once uncounted to warm it up (lazy stubs, metadata,
/// buffers), then once with `N` calls inside ``measuredRun(_:calls:)``; returns `false` for an
/// unknown or asynchronous case, or a wrong checksum.
///
/// Synchronous on purpose: valgrind 3.19 crashes in an asynchronous `main` (libdispatch's main
/// thread waits in `sigsuspend`), so this path never starts the concurrency runtime.
func countOneCase(key: String) -> Bool {
    let calls = option("--calls", default: 0)
    let cases = makeCases()
    guard let benchmark = cases.first(where: { $0.key == key }), let run = benchmark.count else {
        let keys = cases.filter { $0.count != nil }.map(\.key)
        print("no counted case \(key); cases: \(keys.joined(separator: ", "))")
        return false
    }
    blackHole(run(1000))
    benchmark.reset()
    let checksum = measuredRun(run, calls: calls)
    guard checksum == benchmark.expectedChecksum(calls) else {
        print("\(benchmark.name): checksum \(checksum), expected \(benchmark.expectedChecksum(calls))")
        return false
    }
    return true
}

if let index = CommandLine.arguments.firstIndex(of: "--count"), index + 1 < CommandLine.arguments.count {
    exit(countOneCase(key: CommandLine.arguments[index + 1]) ? 0 : 1)
}
// No `await` at the top level, which would make `main` asynchronous even for `--count`.
Task.detached {
    await runBenchmarks()
    exit(0)
}
dispatchMain()
