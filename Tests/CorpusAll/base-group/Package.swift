// swift-tools-version:6.1
// `make corpus-all`, group base: every public protocol of the library-product modules of these
// packages, mocked by stubkit-mockgen and compiled, each module's mocks in a test target of its own.
// Written by scripts/corpus-all-manifests.py from Tests/CorpusAll/groups.txt: do not edit. Driven
// by scripts/corpus-all.sh through scripts/corpus.sh, which writes the generated targets under
// Generated/ (git-ignored) and names the ones to build in CORPUS_TARGETS.
import PackageDescription

// Every module of the group: module, product (or "toolchain"), package. scripts/corpus.sh reads this
// list.
// C modules, left out (no Swift protocol): GRDBSQLite, CwlMachBadInstructionHandler.
let corpus: [(module: String, product: String, package: String)] = [
    ("XMLCoder", "XMLCoder", "XMLCoder"),
    ("GraphQL", "GraphQL", "GraphQL"),
    ("Graphiti", "Graphiti", "Graphiti"),
    ("Files", "Files", "Files"),
    ("Ink", "Ink", "Ink"),
    ("Plot", "Plot", "Plot"),
    ("TOMLKit", "TOMLKit", "TOMLKit"),
    ("Nimble", "Nimble", "Nimble"),
    ("Swinject", "Swinject", "Swinject"),
    ("Algorithms", "Algorithms", "swift-algorithms"),
    ("ArgumentParser", "ArgumentParser", "swift-argument-parser"),
    ("AsyncAlgorithms", "AsyncAlgorithms", "swift-async-algorithms"),
    ("AsyncStreaming", "AsyncStreaming", "swift-async-algorithms"),
    ("Atomics", "Atomics", "swift-atomics"),
    ("BasicContainers", "BasicContainers", "swift-collections"),
    ("BitCollections", "BitCollections", "swift-collections"),
    ("Collections", "Collections", "swift-collections"),
    ("ContainersPreview", "ContainersPreview", "swift-collections"),
    ("DequeModule", "DequeModule", "swift-collections"),
    ("HashTreeCollections", "HashTreeCollections", "swift-collections"),
    ("HeapModule", "HeapModule", "swift-collections"),
    ("OrderedCollections", "OrderedCollections", "swift-collections"),
    ("SortedCollections", "SortedCollections", "swift-collections"),
    ("TrailingElementsModule", "TrailingElementsModule", "swift-collections"),
    ("_RopeModule", "_RopeModule", "swift-collections"),
    ("ComplexModule", "ComplexModule", "swift-numerics"),
    ("Numerics", "Numerics", "swift-numerics"),
    ("RealModule", "RealModule", "swift-numerics"),
    ("_OpenAPIGeneratorCore", "_OpenAPIGeneratorCore", "swift-openapi-generator"),
    ("SystemPackage", "SystemPackage", "swift-system"),
    ("BigInt", "BigInt", "BigInt"),
    ("SwiftGraph", "SwiftGraph", "SwiftGraph"),
    ("SWXMLHash", "SWXMLHash", "SWXMLHash"),
    ("Benchmark", "Benchmark", "swift-benchmark"),
    ("GRDB", "GRDB", "GRDB.swift"),
    ("Mustache", "Mustache", "swift-mustache"),
    ("Yams", "Yams", "Yams"),
    ("PathKit", "PathKit", "PathKit"),
    ("Spectre", "Spectre", "Spectre"),
    ("CwlCatchException", "CwlCatchException", "CwlCatchException"),
    ("CwlPosixPreconditionTesting", "CwlPosixPreconditionTesting", "CwlPreconditionTesting"),
    ("CwlPreconditionTesting", "CwlPreconditionTesting", "CwlPreconditionTesting"),
    ("OpenAPIKit", "OpenAPIKit", "OpenAPIKit"),
    ("OpenAPIKit30", "OpenAPIKit30", "OpenAPIKit"),
    ("OpenAPIKitCompat", "OpenAPIKitCompat", "OpenAPIKit"),
    ("EventSource", "EventSource", "EventSource"),
    ("MCP", "MCP", "swift-sdk"),
    ("Version", "Version", "Version"),
    ("Rainbow", "Rainbow", "Rainbow"),
    ("Stencil", "Stencil", "Stencil"),
    ("FlyingFox", "FlyingFox", "FlyingFox"),
    ("FlyingSocks", "FlyingSocks", "FlyingFox"),
    ("SwiftCSV", "SwiftCSV", "SwiftCSV"),
    // swiftlang/swift-docc-plugin 1.5.0: no library product with Swift sources
    ("SymbolKit", "SymbolKit", "swift-docc-symbolkit"),
    ("Subprocess", "Subprocess", "swift-subprocess"),
    ("ZIPFoundation", "ZIPFoundation", "ZIPFoundation"),
    ("PropertyBased", "PropertyBased", "swift-property-based"),
    ("CSV", "CSV", "CSV.swift"),
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
    name: "StubKitCorpusAllBase",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../../.."),
        .package(url: "https://github.com/CoreOffice/XMLCoder", exact: "0.18.2"),
        .package(url: "https://github.com/GraphQLSwift/GraphQL", exact: "4.3.0"),
        .package(url: "https://github.com/GraphQLSwift/Graphiti", exact: "3.1.0"),
        .package(url: "https://github.com/JohnSundell/Files", exact: "4.3.0"),
        .package(url: "https://github.com/JohnSundell/Ink", exact: "0.6.0"),
        .package(url: "https://github.com/JohnSundell/Plot", exact: "0.14.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
        .package(url: "https://github.com/Quick/Nimble", exact: "14.0.0"),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/apple/swift-algorithms", exact: "1.2.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-async-algorithms", exact: "1.1.4"),
        .package(url: "https://github.com/apple/swift-atomics", exact: "1.3.0"),
        .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
        .package(url: "https://github.com/apple/swift-numerics", exact: "1.1.1"),
        .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3"),
        .package(url: "https://github.com/apple/swift-system", exact: "1.8.1"),
        .package(url: "https://github.com/attaswift/BigInt", exact: "6.0.1"),
        .package(url: "https://github.com/davecom/SwiftGraph", exact: "4.0.0"),
        .package(url: "https://github.com/drmohundro/SWXMLHash", exact: "8.1.1"),
        .package(url: "https://github.com/google/swift-benchmark", exact: "0.1.2"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/kylef/PathKit", exact: "1.0.1"),
        .package(url: "https://github.com/kylef/Spectre", exact: "0.10.1"),
        .package(url: "https://github.com/mattgallagher/CwlCatchException", exact: "2.2.1"),
        .package(url: "https://github.com/mattgallagher/CwlPreconditionTesting", exact: "2.2.2"),
        .package(url: "https://github.com/mattpolzin/OpenAPIKit", exact: "6.4.0"),
        .package(url: "https://github.com/mattt/EventSource", exact: "1.1.1"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
        .package(url: "https://github.com/mxcl/Version", exact: "2.2.1"),
        .package(url: "https://github.com/onevcat/Rainbow", exact: "4.2.2"),
        .package(url: "https://github.com/stencilproject/Stencil", exact: "0.15.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        .package(url: "https://github.com/swiftcsv/SwiftCSV", exact: "0.10.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-symbolkit", exact: "1.0.0"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", exact: "1.0.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
        .package(url: "https://github.com/yaslab/CSV.swift", exact: "2.5.2"),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
