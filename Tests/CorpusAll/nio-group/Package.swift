// swift-tools-version:6.1
// `make corpus-all`, group nio: every public protocol of the library-product modules of these
// packages, mocked by stubkit-mockgen and compiled, each module's mocks in a test target of its own.
// Written by scripts/corpus-all-manifests.py from Tests/CorpusAll/groups.txt: do not edit. Driven
// by scripts/corpus-all.sh through scripts/corpus.sh, which writes the generated targets under
// Generated/ (git-ignored) and names the ones to build in CORPUS_TARGETS.
import PackageDescription

// Every module of the group: module, product (or "toolchain"), package. scripts/corpus.sh reads this
// list.
let corpus: [(module: String, product: String, package: String)] = [
    ("CompressNIO", "CompressNIO", "compress-nio"),
    ("SwiftASN1", "SwiftASN1", "swift-asn1"),
    ("X509", "X509", "swift-certificates"),
    ("Configuration", "Configuration", "swift-configuration"),
    ("ConfigurationTesting", "ConfigurationTesting", "swift-configuration"),
    ("Crypto", "Crypto", "swift-crypto"),
    ("CryptoExtras", "CryptoExtras", "swift-crypto"),
    ("_CryptoExtras", "_CryptoExtras", "swift-crypto"),
    ("InMemoryTracing", "InMemoryTracing", "swift-distributed-tracing"),
    ("Instrumentation", "Instrumentation", "swift-distributed-tracing"),
    ("ServiceContextModule", "Instrumentation", "swift-distributed-tracing"),
    ("Tracing", "Tracing", "swift-distributed-tracing"),
    ("RawStructuredFieldValues", "RawStructuredFieldValues", "swift-http-structured-headers"),
    ("StructuredFieldValues", "StructuredFieldValues", "swift-http-structured-headers"),
    ("HTTPTypes", "HTTPTypes", "swift-http-types"),
    ("HTTPTypesFoundation", "HTTPTypesFoundation", "swift-http-types"),
    ("InMemoryLogging", "InMemoryLogging", "swift-log"),
    ("Logging", "Logging", "swift-log"),
    ("CoreMetrics", "CoreMetrics", "swift-metrics"),
    ("Metrics", "Metrics", "swift-metrics"),
    ("MetricsTestKit", "MetricsTestKit", "swift-metrics"),
    ("NIO", "NIO", "swift-nio"),
    ("NIOConcurrencyHelpers", "NIOConcurrencyHelpers", "swift-nio"),
    ("NIOCore", "NIOCore", "swift-nio"),
    ("NIOEmbedded", "NIOEmbedded", "swift-nio"),
    ("NIOFileSystem", "_NIOFileSystem", "swift-nio"),
    ("NIOFoundationCompat", "NIOFoundationCompat", "swift-nio"),
    ("NIOFoundationEssentialsCompat", "NIOFoundationEssentialsCompat", "swift-nio"),
    ("NIOHTTP1", "NIOHTTP1", "swift-nio"),
    ("NIOPosix", "NIOPosix", "swift-nio"),
    ("NIOTLS", "NIOTLS", "swift-nio"),
    ("NIOTestUtils", "NIOTestUtils", "swift-nio"),
    ("NIOWebSocket", "NIOWebSocket", "swift-nio"),
    ("_NIOConcurrency", "_NIOConcurrency", "swift-nio"),
    ("_NIOFileSystem", "_NIOFileSystem", "swift-nio"),
    ("_NIOFileSystemFoundationCompat", "_NIOFileSystemFoundationCompat", "swift-nio"),
    ("NIOCertificateHelpers", "NIOCertificateHelpers", "swift-nio-extras"),
    ("NIOCertificateReloading", "NIOCertificateReloading", "swift-nio-extras"),
    ("NIOExtras", "NIOExtras", "swift-nio-extras"),
    ("NIOHTTPCompression", "NIOHTTPCompression", "swift-nio-extras"),
    ("NIOHTTPResponsiveness", "NIOHTTPResponsiveness", "swift-nio-extras"),
    ("NIOHTTPTypes", "NIOHTTPTypes", "swift-nio-extras"),
    ("NIOHTTPTypesHTTP1", "NIOHTTPTypesHTTP1", "swift-nio-extras"),
    ("NIOHTTPTypesHTTP2", "NIOHTTPTypesHTTP2", "swift-nio-extras"),
    ("NIOResumableUpload", "NIOResumableUpload", "swift-nio-extras"),
    ("NIOSOCKS", "NIOSOCKS", "swift-nio-extras"),
    ("NIOHPACK", "NIOHPACK", "swift-nio-http2"),
    ("NIOHTTP2", "NIOHTTP2", "swift-nio-http2"),
    ("NIOSSH", "NIOSSH", "swift-nio-ssh"),
    ("NIOSSL", "NIOSSL", "swift-nio-ssl"),
    ("NIOTransportServices", "NIOTransportServices", "swift-nio-transport-services"),
    ("OpenAPIRuntime", "OpenAPIRuntime", "swift-openapi-runtime"),
    ("OpenAPIURLSession", "OpenAPIURLSession", "swift-openapi-urlsession"),
    ("InstrumentationBaggage", "InstrumentationBaggage", "swift-service-context"),
    ("ServiceContextModuleCompatibility", "ServiceContextModule", "swift-service-context"),
    ("WSClient", "WSClient", "swift-websocket"),
    ("WSCompression", "WSCompression", "swift-websocket"),
    ("WSCore", "WSCore", "swift-websocket"),
    ("ExtrasBase64", "ExtrasBase64", "swift-extras-base64"),
    ("OTelSemanticConventions", "OTelSemanticConventions", "swift-otel-semantic-conventions"),
    ("W3CTraceContext", "W3CTraceContext", "swift-w3c-trace-context"),
    ("AsyncHTTPClient", "AsyncHTTPClient", "async-http-client"),
    ("OpenAPIAsyncHTTPClient", "OpenAPIAsyncHTTPClient", "swift-openapi-async-http-client"),
    ("Prometheus", "Prometheus", "swift-prometheus"),
    ("ServiceLifecycle", "ServiceLifecycle", "swift-service-lifecycle"),
    ("ServiceLifecycleTestKit", "ServiceLifecycleTestKit", "swift-service-lifecycle"),
    ("UnixSignals", "UnixSignals", "swift-service-lifecycle"),
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
    name: "StubKitCorpusAllNio",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../../.."),
        .package(url: "https://github.com/adam-fowler/compress-nio", exact: "1.5.0"),
        .package(url: "https://github.com/apple/swift-asn1", exact: "1.7.4"),
        .package(url: "https://github.com/apple/swift-certificates", exact: "1.21.1"),
        .package(url: "https://github.com/apple/swift-configuration", exact: "1.4.0"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", exact: "1.7.3"),
        .package(url: "https://github.com/apple/swift-http-structured-headers", exact: "1.7.0"),
        .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", exact: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras", exact: "1.35.2"),
        .package(url: "https://github.com/apple/swift-nio-http2", exact: "1.46.0"),
        .package(url: "https://github.com/apple/swift-nio-ssh", exact: "0.15.1"),
        .package(url: "https://github.com/apple/swift-nio-ssl", exact: "2.37.6"),
        .package(url: "https://github.com/apple/swift-nio-transport-services", exact: "1.28.0"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", exact: "1.4.0"),
        .package(url: "https://github.com/apple/swift-service-context", exact: "1.5.1"),
        .package(url: "https://github.com/hummingbird-project/swift-websocket", exact: "1.6.2"),
        .package(url: "https://github.com/swift-extras/swift-extras-base64", exact: "1.2.0"),
        .package(url: "https://github.com/swift-otel/swift-otel-semantic-conventions", exact: "1.44.0"),
        .package(url: "https://github.com/swift-otel/swift-w3c-trace-context", exact: "1.0.0"),
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        .package(url: "https://github.com/swift-server/swift-openapi-async-http-client", exact: "1.5.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", exact: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
