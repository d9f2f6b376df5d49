// swift-tools-version:6.1
// `make corpus-all`, group vapor: every public protocol of the library-product modules of these
// packages, mocked by stubkit-mockgen and compiled, each module's mocks in a test target of its own.
// Written by scripts/corpus-all-manifests.py from Tests/CorpusAll/groups.txt: do not edit. Driven
// by scripts/corpus-all.sh through scripts/corpus.sh, which writes the generated targets under
// Generated/ (git-ignored) and names the ones to build in CORPUS_TARGETS.
import PackageDescription

// Every module of the group: module, product (or "toolchain"), package. scripts/corpus.sh reads this
// list.
let corpus: [(module: String, product: String, package: String)] = [
    ("AsyncKit", "AsyncKit", "async-kit"),
    ("ConsoleKit", "ConsoleKit", "console-kit"),
    ("ConsoleKitCommands", "ConsoleKitCommands", "console-kit"),
    ("ConsoleKitTerminal", "ConsoleKitTerminal", "console-kit"),
    ("Fluent", "Fluent", "fluent"),
    ("FluentBenchmark", "FluentBenchmark", "fluent-kit"),
    ("FluentKit", "FluentKit", "fluent-kit"),
    ("FluentSQL", "FluentSQL", "fluent-kit"),
    ("XCTFluent", "XCTFluent", "fluent-kit"),
    ("FluentPostgresDriver", "FluentPostgresDriver", "fluent-postgres-driver"),
    ("FluentSQLiteDriver", "FluentSQLiteDriver", "fluent-sqlite-driver"),
    ("JWT", "JWT", "jwt"),
    ("JWTKit", "JWTKit", "jwt-kit"),
    ("Leaf", "Leaf", "leaf"),
    ("LeafKit", "LeafKit", "leaf-kit"),
    ("MultipartKit", "MultipartKit", "multipart-kit"),
    ("PostgresKit", "PostgresKit", "postgres-kit"),
    ("PostgresNIO", "PostgresNIO", "postgres-nio"),
    ("_ConnectionPoolModule", "_ConnectionPoolModule", "postgres-nio"),
    ("_ConnectionPoolTestUtils", "_ConnectionPoolTestUtils", "postgres-nio"),
    ("RoutingKit", "RoutingKit", "routing-kit"),
    ("SQLKit", "SQLKit", "sql-kit"),
    ("SQLKitBenchmark", "SQLKitBenchmark", "sql-kit"),
    ("SQLiteKit", "SQLiteKit", "sqlite-kit"),
    ("SQLiteNIO", "SQLiteNIO", "sqlite-nio"),
    ("OpenAPIVapor", "OpenAPIVapor", "swift-openapi-vapor"),
    ("Vapor", "Vapor", "vapor"),
    ("VaporTesting", "VaporTesting", "vapor"),
    ("XCTVapor", "XCTVapor", "vapor"),
    ("WebSocketKit", "WebSocketKit", "websocket-kit"),
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
    name: "StubKitCorpusAllVapor",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../../.."),
        .package(url: "https://github.com/vapor/async-kit", exact: "1.22.0"),
        .package(url: "https://github.com/vapor/console-kit", exact: "4.16.2"),
        .package(url: "https://github.com/vapor/fluent", exact: "4.13.0"),
        .package(url: "https://github.com/vapor/fluent-kit", exact: "1.57.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver", exact: "2.14.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver", exact: "4.9.0"),
        .package(url: "https://github.com/vapor/jwt", exact: "5.2.0"),
        .package(url: "https://github.com/vapor/jwt-kit", exact: "5.8.0"),
        .package(url: "https://github.com/vapor/leaf", exact: "4.5.2"),
        .package(url: "https://github.com/vapor/leaf-kit", exact: "1.14.3"),
        .package(url: "https://github.com/vapor/multipart-kit", exact: "4.7.1"),
        .package(url: "https://github.com/vapor/postgres-kit", exact: "2.17.0"),
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
        .package(url: "https://github.com/vapor/routing-kit", exact: "4.9.3"),
        .package(url: "https://github.com/vapor/sql-kit", exact: "3.36.0"),
        .package(url: "https://github.com/vapor/sqlite-kit", exact: "4.5.2"),
        .package(url: "https://github.com/vapor/sqlite-nio", exact: "1.13.2"),
        .package(url: "https://github.com/vapor/swift-openapi-vapor", exact: "1.2.0"),
        .package(url: "https://github.com/vapor/vapor", exact: "4.122.3"),
        .package(url: "https://github.com/vapor/websocket-kit", exact: "2.16.2"),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
