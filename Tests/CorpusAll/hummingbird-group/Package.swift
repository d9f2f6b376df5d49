// swift-tools-version:6.1
// `make corpus-all`, group hummingbird: every public protocol of the library-product modules of these
// packages, mocked by stubkit-mockgen and compiled, each module's mocks in a test target of its own.
// Written by scripts/corpus-all-manifests.py from Tests/CorpusAll/groups.txt: do not edit. Driven
// by scripts/corpus-all.sh through scripts/corpus.sh, which writes the generated targets under
// Generated/ (git-ignored) and names the ones to build in CORPUS_TARGETS.
import PackageDescription

// Every module of the group: module, product (or "toolchain"), package. scripts/corpus.sh reads this
// list.
let corpus: [(module: String, product: String, package: String)] = [
    ("Hummingbird", "Hummingbird", "hummingbird"),
    ("HummingbirdCore", "HummingbirdCore", "hummingbird"),
    ("HummingbirdHTTP2", "HummingbirdHTTP2", "hummingbird"),
    ("HummingbirdRouter", "HummingbirdRouter", "hummingbird"),
    ("HummingbirdTLS", "HummingbirdTLS", "hummingbird"),
    ("HummingbirdTesting", "HummingbirdTesting", "hummingbird"),
    ("HummingbirdAuth", "HummingbirdAuth", "hummingbird-auth"),
    ("HummingbirdAuthTesting", "HummingbirdAuthTesting", "hummingbird-auth"),
    ("HummingbirdBasicAuth", "HummingbirdBasicAuth", "hummingbird-auth"),
    ("HummingbirdBcrypt", "HummingbirdBcrypt", "hummingbird-auth"),
    ("HummingbirdOTP", "HummingbirdOTP", "hummingbird-auth"),
    ("HummingbirdWSClient", "HummingbirdWSClient", "hummingbird-websocket"),
    ("HummingbirdWSCompression", "HummingbirdWSCompression", "hummingbird-websocket"),
    ("HummingbirdWSTesting", "HummingbirdWSTesting", "hummingbird-websocket"),
    ("HummingbirdWebSocket", "HummingbirdWebSocket", "hummingbird-websocket"),
    ("OpenAPIHummingbird", "OpenAPIHummingbird", "swift-openapi-hummingbird"),
]

func product(_ entry: (module: String, product: String, package: String)) -> [Target.Dependency] {
    entry.product == "toolchain" ? [] : [.product(name: entry.product, package: entry.package)]
}

// The generated test targets to build: "NIOCore,NIOPosix"; none when unset (the first build, of the
// dependencies only).
let enabled = Set((Context.environment["CORPUS_TARGETS"] ?? "").split(separator: ",").map(String.init))

// Modules that do not build here (an Apple-only package), left out of CorpusDeps by scripts/corpus.sh;
// with CORPUS_MODULES, CorpusDeps builds only those (CORPUS_ONLY).
let excluded = Set((Context.environment["CORPUS_EXCLUDE"] ?? "").split(separator: ",").map(String.init))
let only = Set((Context.environment["CORPUS_ONLY"] ?? "").split(separator: ",").map(String.init))

let built = corpus.filter { !excluded.contains($0.module) && (only.isEmpty || only.contains($0.module)) }

// The StubKit checkout three folders up; SwiftPM names a path dependency after its folder.
let stubKitPackage = String(Context.packageDirectory.split(separator: "/").dropLast(3).last ?? "StubKit")
let stubKit = Target.Dependency.product(name: "StubKit", package: stubKitPackage)

var targets: [Target] = [
    // Imports every module of the group: building it builds (and, with -emit-symbol-graph,
    // describes) all of them once.
    .target(
        name: "CorpusDeps",
        dependencies: built.flatMap(product) + [stubKit],
        // CorpusDeps.swift imports the modules built (IMPORT_<module>), not those left out.
        swiftSettings: built.filter { $0.product != "toolchain" }.map { .define("IMPORT_\($0.module)") })
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
                path: "Generated/\(entry.module)\(suffix)"))
    }
}

let package = Package(
    name: "StubKitCorpusAllHummingbird",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", exact: "2.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
        .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird", exact: "2.1.0"),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
