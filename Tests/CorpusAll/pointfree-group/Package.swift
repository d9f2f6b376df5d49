// swift-tools-version:6.1
// `make corpus-all`, group pointfree: every public protocol of the library-product modules of these
// packages, mocked by stubkit-mockgen and compiled, each module's mocks in a test target of its own.
// Written by scripts/corpus-all-manifests.py from Tests/CorpusAll/groups.txt: do not edit. Driven
// by scripts/corpus-all.sh through scripts/corpus.sh, which writes the generated targets under
// Generated/ (git-ignored) and names the ones to build in CORPUS_TARGETS.
import PackageDescription

// Every module of the group: module, product (or "toolchain"), package. scripts/corpus.sh reads this
// list.
// C modules, left out (no Swift protocol): _CabiShims.
let corpus: [(module: String, product: String, package: String)] = [
    ("OpenCombine", "OpenCombine", "OpenCombine"),
    ("OpenCombineDispatch", "OpenCombineDispatch", "OpenCombine"),
    ("OpenCombineFoundation", "OpenCombineFoundation", "OpenCombine"),
    ("OpenCombineShim", "OpenCombineShim", "OpenCombine"),
    ("CombineSchedulers", "CombineSchedulers", "combine-schedulers"),
    ("CasePaths", "CasePaths", "swift-case-paths"),
    ("CasePathsCore", "CasePathsCore", "swift-case-paths"),
    ("CasePathsMacrosSupport", "CasePathsMacrosSupport", "swift-case-paths"),
    ("Clocks", "Clocks", "swift-clocks"),
    ("ConcurrencyExtras", "ConcurrencyExtras", "swift-concurrency-extras"),
    ("ConcurrencyExtrasTestSupport", "ConcurrencyExtrasTestSupport", "swift-concurrency-extras"),
    ("CustomDump", "CustomDump", "swift-custom-dump"),
    ("Dependencies", "Dependencies", "swift-dependencies"),
    ("DependenciesMacros", "DependenciesMacros", "swift-dependencies"),
    ("DependenciesTestObserver", "DependenciesTestObserver", "swift-dependencies"),
    ("DependenciesTestSupport", "DependenciesTestSupport", "swift-dependencies"),
    ("IdentifiedCollections", "IdentifiedCollections", "swift-identified-collections"),
    ("MacroTesting", "MacroTesting", "swift-macro-testing"),
    ("Parsing", "Parsing", "swift-parsing"),
    ("InlineSnapshotTesting", "InlineSnapshotTesting", "swift-snapshot-testing"),
    ("SnapshotTesting", "SnapshotTesting", "swift-snapshot-testing"),
    ("SnapshotTestingCustomDump", "SnapshotTestingCustomDump", "swift-snapshot-testing"),
    ("Tagged", "Tagged", "swift-tagged"),
    ("TaggedMoney", "TaggedMoney", "swift-tagged"),
    ("TaggedTime", "TaggedTime", "swift-tagged"),
    ("IssueReporting", "IssueReporting", "xctest-dynamic-overlay"),
    ("IssueReportingTestSupport", "IssueReportingTestSupport", "xctest-dynamic-overlay"),
    ("XCTestDynamicOverlay", "XCTestDynamicOverlay", "xctest-dynamic-overlay"),
    ("SwiftBasicFormat", "SwiftBasicFormat", "swift-syntax"),
    ("SwiftCompilerPlugin", "SwiftCompilerPlugin", "swift-syntax"),
    ("SwiftCompilerPluginMessageHandling", "_SwiftCompilerPluginMessageHandling", "swift-syntax"),
    ("SwiftDiagnostics", "SwiftDiagnostics", "swift-syntax"),
    ("SwiftIDEUtils", "SwiftIDEUtils", "swift-syntax"),
    ("SwiftIfConfig", "SwiftIfConfig", "swift-syntax"),
    ("SwiftLexicalLookup", "SwiftLexicalLookup", "swift-syntax"),
    ("SwiftLibraryPluginProvider", "_SwiftLibraryPluginProvider", "swift-syntax"),
    ("SwiftOperators", "SwiftOperators", "swift-syntax"),
    ("SwiftParser", "SwiftParser", "swift-syntax"),
    ("SwiftParserDiagnostics", "SwiftParserDiagnostics", "swift-syntax"),
    ("SwiftRefactor", "SwiftRefactor", "swift-syntax"),
    ("SwiftSyntax", "SwiftSyntax", "swift-syntax"),
    ("SwiftSyntaxBuilder", "SwiftSyntaxBuilder", "swift-syntax"),
    ("SwiftSyntaxMacroExpansion", "SwiftSyntaxMacroExpansion", "swift-syntax"),
    ("SwiftSyntaxMacros", "SwiftSyntaxMacros", "swift-syntax"),
    ("SwiftSyntaxMacrosGenericTestSupport", "SwiftSyntaxMacrosGenericTestSupport", "swift-syntax"),
    ("SwiftSyntaxMacrosTestSupport", "SwiftSyntaxMacrosTestSupport", "swift-syntax"),
    ("SwiftWarningControl", "SwiftWarningControl", "swift-syntax"),
    ("WASI", "WASI", "WasmKit"),
    ("WAT", "WAT", "WasmKit"),
    ("WIT", "WIT", "WasmKit"),
    ("WITMarker", "WITMarker", "WasmKit"),
    ("WasmKit", "WasmKit", "WasmKit"),
    ("WasmKitWASI", "WasmKitWASI", "WasmKit"),
    ("WasmKitWASIThreads", "WasmKitWASIThreads", "WasmKit"),
    ("WasmParser", "WasmParser", "WasmKit"),
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
    name: "StubKitCorpusAllPointfree",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../../.."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/combine-schedulers", exact: "1.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-case-paths", exact: "1.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", exact: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", exact: "1.4.3"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
        .package(url: "https://github.com/pointfreeco/swift-identified-collections", exact: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-macro-testing", exact: "0.7.0"),
        .package(url: "https://github.com/pointfreeco/swift-parsing", exact: "0.15.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        .package(url: "https://github.com/pointfreeco/swift-tagged", exact: "0.10.0"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", exact: "1.13.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/swiftwasm/WasmKit", exact: "0.4.2"),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
