// swift-tools-version:6.2
// StubKit's mock-generator corpus: real modules' public protocols, mocked by stubkit-mockgen and
// compiled, each module's mocks in a test target of its own. Not part of the library: the root
// Package.swift keeps zero dependencies. Driven by scripts/corpus.sh, which writes the generated
// targets under Generated/ (git-ignored) and names the ones to build in CORPUS_TARGETS.
import PackageDescription

// Every module of the corpus: module, product (or "toolchain"), package. scripts/corpus.sh reads this
// list. Left out for having no public protocol: HTTPTypes, AsyncAlgorithms (both still built, as
// dependencies); Instrumentation re-exports ServiceContextModule's protocols.
let corpus: [(module: String, product: String, package: String)] = [
    ("Logging", "Logging", "swift-log"),
    ("CoreMetrics", "CoreMetrics", "swift-metrics"),
    ("Tracing", "Tracing", "swift-distributed-tracing"),
    ("ServiceContextModule", "ServiceContextModule", "swift-service-context"),
    ("ServiceLifecycle", "ServiceLifecycle", "swift-service-lifecycle"),
    ("OpenAPIRuntime", "OpenAPIRuntime", "swift-openapi-runtime"),
    ("ArgumentParser", "ArgumentParser", "swift-argument-parser"),
    ("Yams", "Yams", "yams"),
    ("Configuration", "Configuration", "swift-configuration"),
    ("GRDB", "GRDB", "GRDB.swift"),
    // Modules where `make corpus-all` found generator bugs (issue 25), cheap enough to build in CI.
    ("NIOCore", "NIOCore", "swift-nio"),
    ("Atomics", "Atomics", "swift-atomics"),
    ("GRPCCore", "GRPCCore", "grpc-swift-2"),
    ("Plot", "Plot", "Plot"),
    ("FlyingSocks", "FlyingSocks", "FlyingFox"),
    ("Subprocess", "Subprocess", "swift-subprocess"),
    ("RealModule", "RealModule", "swift-numerics"),
    ("SwiftGraph", "SwiftGraph", "SwiftGraph"),
    ("Spectre", "Spectre", "Spectre"),
    ("PropertyBased", "PropertyBased", "swift-property-based"),
    ("Foundation", "toolchain", "-"),
    ("Dispatch", "toolchain", "-"),
    ("XCTest", "toolchain", "-"),
    ("Testing", "toolchain", "-"),
    ("Synchronization", "toolchain", "-"),
    ("Distributed", "toolchain", "-"),
]

func product(_ entry: (module: String, product: String, package: String)) -> [Target.Dependency] {
    entry.product == "toolchain" ? [] : [.product(name: entry.product, package: entry.package)]
}

// The generated test targets to build: "Logging,Yams,RandomShapes"; none when unset (the first
// build, of the dependencies only).
let enabled = Set((Context.environment["CORPUS_TARGETS"] ?? "").split(separator: ",").map(String.init))

// CORPUS_UPCOMING=1: the mocks' test targets are built as a Swift 7 module would be, every upcoming
// feature that language mode turns on (`swiftc -print-supported-features`, "enabled_in": "7") on and
// main-actor default isolation (an Xcode 26 app target's), as scripts/check-upcoming-features.sh
// asks; the modules mocked keep their own settings.
// CORPUS_UPCOMING_EXCLUDE="Feature ..." leaves features out (one the library does not serve yet).
let upcomingExcluded = Set(
    (Context.environment["CORPUS_UPCOMING_EXCLUDE"] ?? "").split(separator: " ").map(String.init))
let upcomingSettings: [SwiftSetting] =
    Context.environment["CORPUS_UPCOMING"] == "1"
    ? [
        "ExistentialAny", "InternalImportsByDefault", "MemberImportVisibility", "InferIsolatedConformances",
        "NonisolatedNonsendingByDefault", "ImmutableWeakCaptures",
    ].filter { !upcomingExcluded.contains($0) }.map { .enableUpcomingFeature($0) } + [.defaultIsolation(MainActor.self)]
    : []

// The StubKit checkout two folders up; SwiftPM names a path dependency after its folder.
let stubKitPackage = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "StubKit")
let stubKit = Target.Dependency.product(name: "StubKit", package: stubKitPackage)

var targets: [Target] = [
    // Imports every corpus module: building it builds (and, with -emit-symbol-graph, describes)
    // all of them once. StubKit too: the random module's test is type-checked against it before
    // any mock target is built.
    .target(name: "CorpusDeps", dependencies: corpus.flatMap(product) + [stubKit])
]
// Each path's mocks in a target of their own (scripts/corpus.sh, CORPUS_PATHS): "NIOCore" is the
// plugin's path, in Generated/NIOCore; "NIOCore+Graphs" the graphs-alone path's, built as
// NIOCoreGraphsMockTests from Generated/NIOCore+Graphs.
for entry in corpus {
    for suffix in ["", "+Graphs", "+GraphsTypecheck"] where enabled.contains(entry.module + suffix) {
        targets.append(
            .testTarget(
                name: "\(entry.module)\(suffix.dropFirst())MockTests",
                dependencies: product(entry) + [stubKit],
                path: "Generated/\(entry.module)\(suffix)", swiftSettings: upcomingSettings))
    }
}
if enabled.contains("RandomShapes") {
    // scripts/random-shapes.py's seeded module of protocols, and the test that calls every mock.
    targets.append(.target(name: "RandomShapes", path: "Generated/RandomShapes/Module"))
    targets.append(
        .testTarget(
            name: "RandomShapesMockTests",
            dependencies: ["RandomShapes", stubKit],
            path: "Generated/RandomShapes/Tests", swiftSettings: upcomingSettings))
}

let package = Package(
    name: "StubKitCorpus",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", exact: "2.13.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", exact: "1.7.3"),
        .package(url: "https://github.com/apple/swift-service-context", exact: "1.5.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-configuration", exact: "1.4.0"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-atomics", exact: "1.3.0"),
        .package(url: "https://github.com/grpc/grpc-swift-2", exact: "2.4.3"),
        .package(url: "https://github.com/JohnSundell/Plot", exact: "0.14.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", exact: "1.0.2"),
        .package(url: "https://github.com/apple/swift-numerics", exact: "1.1.1"),
        .package(url: "https://github.com/davecom/SwiftGraph", exact: "4.0.0"),
        .package(url: "https://github.com/kylef/Spectre", exact: "0.10.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
