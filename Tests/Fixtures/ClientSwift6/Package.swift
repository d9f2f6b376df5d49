// swift-tools-version:6.0
// A client of StubKit in Swift 6 language mode: scripts/check-clients.sh builds it to prove that
// mocks for every function shape, and the README's tour, compile for users.
import PackageDescription

let package = Package(
    name: "ClientSwift6",
    dependencies: [.package(name: "StubKit", path: "../../..")],
    targets: [
        .target(name: "ClientMocks", dependencies: [.product(name: "StubKit", package: "StubKit")]),
        .testTarget(
            name: "ClientTests", dependencies: ["ClientMocks", .product(name: "StubKit", package: "StubKit")]),
        // Protocols refining toolchain modules' (Observable, LocalizedError) and SPI ones, whose mocks the
        // generate-mocks plugin writes into ToolchainParentsTests/Mocks (scripts/check-clients.sh checks them).
        .target(name: "ToolchainParents"),
        .testTarget(
            name: "ToolchainParentsTests",
            dependencies: ["ToolchainParents", .product(name: "StubKit", package: "StubKit")]),
    ],
    swiftLanguageModes: [.v6]
)
