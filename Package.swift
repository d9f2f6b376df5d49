// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StubKit",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "StubKit", targets: ["StubKit"])
    ],
    targets: [
        .target(name: "StubKit"),
        .testTarget(name: "StubKitTests", dependencies: ["StubKit"]),
        // The example suite: a small sign-up feature and the tests a team would write for it.
        .target(name: "ExampleApp"),
        .testTarget(name: "ExampleAppTests", dependencies: ["ExampleApp", "StubKit"]),
        // `make bench`: StubKit's per-call cost against hand-written closures.
        .executableTarget(name: "StubKitBenchmarks", dependencies: ["StubKit"]),
    ],
    swiftLanguageModes: [.v6]
)
