// swift-tools-version:6.2
// One StubKit client built under the settings teams turn on (issue 41): scripts/check-clients.sh
// builds and tests it once per variant, each in its own scratch path, with STUBKIT_CLIENT_SETTINGS
// naming the variant. The settings apply to every target, as a team sets them for its app and tests.
//
//   swift6                    Swift 6 language mode
//   swift6-nonsending         + NonisolatedNonsendingByDefault
//   swift6-approachable       + Approachable Concurrency (NonisolatedNonsendingByDefault,
//                               InferIsolatedConformances) and default MainActor isolation
//   swift6-next               every upcoming feature `swiftc -print-supported-features` lists as
//                               enabled in 7, and default MainActor isolation
//   swift5-approachable       Swift 5 mode, Approachable Concurrency, complete concurrency checking
//   swift5                    Swift 5 mode, nothing else
import Foundation
import PackageDescription

let approachable: [SwiftSetting] = [
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]
let enabledInSeven: [SwiftSetting] =
    approachable + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("ImmutableWeakCaptures"),
    ]

let variant = ProcessInfo.processInfo.environment["STUBKIT_CLIENT_SETTINGS"] ?? "swift6"
let (mode, settings): (SwiftLanguageMode, [SwiftSetting]) =
    switch variant {
    case "swift6": (.v6, [])
    case "swift6-nonsending": (.v6, [.enableUpcomingFeature("NonisolatedNonsendingByDefault")])
    case "swift6-approachable": (.v6, approachable + [.defaultIsolation(MainActor.self)])
    case "swift6-next": (.v6, enabledInSeven + [.defaultIsolation(MainActor.self)])
    case "swift5-approachable": (.v5, approachable + [.enableUpcomingFeature("StrictConcurrency")])
    case "swift5": (.v5, [])
    default: fatalError("STUBKIT_CLIENT_SETTINGS: unknown variant \(variant)")
    }

let package = Package(
    name: "ClientMatrix",
    dependencies: [.package(name: "StubKit", path: "../../..")],
    targets: [
        .target(name: "Services", swiftSettings: settings),
        .testTarget(
            name: "ServicesTests",
            dependencies: ["Services", .product(name: "StubKit", package: "StubKit")],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [mode]
)
