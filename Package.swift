// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "StubKit",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "StubKit", targets: ["StubKit"]),
        // Mocks from the compiler's symbol graph: `swift package generate-mocks`, or the executable
        // for projects that are not packages.
        .executable(name: "stubkit-mockgen", targets: ["stubkit-mockgen"]),
        .plugin(name: "GenerateMocks", targets: ["GenerateMocks"]),
    ],
    targets: [
        .target(name: "StubKit"),
        .testTarget(name: "StubKitTests", dependencies: ["StubKit"]),
        // The same library seen from a client with `NonisolatedNonsendingByDefault` on (Approachable
        // Concurrency): its `(I) async -> O` actions are `nonisolated(nonsending)`. Swift Testing only.
        .testTarget(
            name: "StubKitNonsendingTests", dependencies: ["StubKit"],
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        // The example suite: a small sign-up feature and the tests a team would write for it.
        .target(name: "ExampleApp"),
        // The same tests' kind with mocks `swift package generate-mocks --target ExampleApp` wrote
        // (Mocks/ExampleAppMocks.swift); first by name, so the plugin writes there by default.
        .testTarget(name: "ExampleAppGeneratedMockTests", dependencies: ["ExampleApp", "StubKit"]),
        .testTarget(name: "ExampleAppTests", dependencies: ["ExampleApp", "StubKit"]),
        // `make bench`: StubKit's per-call cost against hand-written closures.
        .executableTarget(name: "StubKitBenchmarks", dependencies: ["StubKit"]),
        // The mock generator: symbol-graph JSON -> model -> mock declarations -> Swift text.
        .target(name: "StubKitMockGen"),
        .executableTarget(name: "stubkit-mockgen", dependencies: ["StubKitMockGen"], path: "Sources/StubKitMockGenTool"),
        .plugin(
            name: "GenerateMocks",
            capability: .command(
                intent: .custom(verb: "generate-mocks", description: "Writes StubKit mocks for a target's protocols"),
                permissions: [.writeToPackageDirectory(reason: "writes <Target>Mocks.swift into a test target")]),
            dependencies: ["stubkit-mockgen"]),
        .testTarget(name: "StubKitMockGenTests", dependencies: ["StubKitMockGen"]),
        // A module declaring every requirement shape, and tests that compile and use its generated mocks.
        .target(name: "MockGenFixtures", path: "Tests/MockGenFixtures"),
        .testTarget(name: "MockGenConsumerTests", dependencies: ["MockGenFixtures", "StubKit"]),
        .testTarget(
            name: "MockGenConsumerTestsSwift5", dependencies: ["MockGenFixtures", "StubKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Generic mocks of the shapes that tripped the Swift 6.3.1 over-release (collections beside
        // closures), run under XCTest and Swift Testing and as a plain executable, in debug and
        // release, several processes each, by `make stress` (scripts/stress-generic-calls.sh).
        .target(name: "GenericCallStress", dependencies: ["StubKit"], path: "Tests/GenericCallStress"),
        .testTarget(name: "GenericCallStressTests", dependencies: ["GenericCallStress"]),
        .executableTarget(
            name: "generic-call-stress", dependencies: ["GenericCallStress"], path: "Tests/GenericCallStressRunner"),
    ],
    swiftLanguageModes: [.v6]
)

// `make example`, the README's first command, sets STUBKIT_EXAMPLE_ONLY: the package is then the library,
// the example app and its tests alone, so a first run builds three modules, not every test target
// (`swift test --filter` builds them all).
if Context.environment["STUBKIT_EXAMPLE_ONLY"] != nil {
    let example: Set = ["StubKit", "ExampleApp", "ExampleAppTests"]
    package.targets.removeAll { !example.contains($0.name) }
    package.products.removeAll { $0.name != "StubKit" }
}
