// Timing and reporting for the benchmark cases: warm-up, repetitions, medians, ratios.

#if DEBUG
    /// The build configuration this benchmark was compiled in.
    let configuration = "debug"
#else
    /// The build configuration this benchmark was compiled in.
    let configuration = "release"
#endif

/// Consumes a value so that the optimiser cannot drop the call that produced it.
///
/// `@_optimize(none)` keeps the optimiser from proving that the call has no effect and removing
/// it, which `@inline(never)` alone does not guarantee within one module.
@inline(never) @_optimize(none)
func blackHole(_ value: Int) {}

/// Returns `value` unchanged, hiding from the optimiser what it is.
///
/// Used to pass the mock as `any Database` without letting the optimiser see its concrete type,
/// as a subject under test in another module would.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }

/// One measured case: how to run it once, and what it is compared with.
struct BenchmarkCase {
    /// The case's name in the output.
    let name: String
    /// A short name without spaces, for `--count` and scripts/perf-budgets.txt.
    let key: String
    /// The name of the case this one is compared with; `nil` for a baseline.
    let baseline: String?
    /// Runs `calls` calls and returns a checksum of their results; `nil` for an asynchronous case.
    var run: ((Int) -> Int)? = nil
    /// Runs `calls` asynchronous calls and returns a checksum of their results.
    var runAsync: ((Int) async -> Int)? = nil
    /// The same calls as ``run`` in the tightest loop (one argument, nothing else per call), for
    /// counting instructions under valgrind; `nil` for a case that is not counted.
    var count: ((Int) -> Int)? = nil
    /// Runs between repetitions, outside the timing (clears a spy's records).
    var reset: () -> Void = {}
    /// The checksum every run must produce, to catch a case that stopped answering.
    let expectedChecksum: (Int) -> Int
}

extension BenchmarkCase {
    /// Runs ``run`` or, for an asynchronous case, ``runAsync``.
    func runEither(_ calls: Int) async -> Int {
        if let run { return run(calls) }
        return await runAsync?(calls) ?? -1
    }
}

/// The median of `values`.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// Runs every case once to warm up, then `repetitions` times in turn, and returns the median
/// nanoseconds per call of each case.
///
/// The cases take turns within each repetition, so that a slow moment of the machine affects all
/// of them rather than one.
func measure(_ cases: [BenchmarkCase], calls: Int, repetitions: Int) async -> [String: Double] {
    let clock = ContinuousClock()
    var samples: [String: [Double]] = [:]
    for round in 0...repetitions {
        for benchmark in cases {
            benchmark.reset()
            let start = clock.now
            let checksum = await benchmark.runEither(calls)
            let elapsed = start.duration(to: clock.now)
            blackHole(checksum)
            guard checksum == benchmark.expectedChecksum(calls) else {
                fatalError("\(benchmark.name): checksum \(checksum), expected \(benchmark.expectedChecksum(calls))")
            }
            // Round 0 is the warm-up.
            if round > 0 {
                let nanoseconds =
                    Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
                samples[benchmark.name, default: []].append(nanoseconds / Double(calls))
            }
        }
    }
    for benchmark in cases { benchmark.reset() }
    return samples.mapValues(median)
}

/// Prints one line per case, with its ratio to its baseline.
///
/// Wall-clock time is secondary information: it moves 10–50% between runs on a shared machine, so
/// nothing is checked against it. The guards are the instruction counts (scripts/perf-budgets.txt).
func report(_ cases: [BenchmarkCase], _ results: [String: Double], calls: Int, repetitions: Int) {
    let width = cases.map(\.name.count).max() ?? 0
    print("StubKit benchmark (\(configuration)): \(calls) calls per run, median of \(repetitions) runs after a warm-up")
    for benchmark in cases {
        let nanoseconds = results[benchmark.name] ?? .nan
        let name = benchmark.name.padding(to: width)
        var line = "\(name)  \(format(nanoseconds, decimals: 1).leftPadding(to: 8)) ns/call"
        if let baseline = benchmark.baseline, let reference = results[baseline] {
            line += "  \(format(nanoseconds / reference, decimals: 2).leftPadding(to: 7))× \(baseline)"
        } else {
            line += "  (baseline)"
        }
        print(line)
    }
}

/// `value` with `decimals` digits after the point, without Foundation.
func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(scaled % Int(scale))
    guard decimals > 0 else { return "\(whole)" }
    return "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }

    /// The string preceded by spaces up to `width` characters.
    func leftPadding(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
