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
    ],
    swiftLanguageModes: [.v6]
)
