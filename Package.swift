// swift-tools-version: 6.1
import PackageDescription

/// One list of compiler settings for every target, so no module drifts from the others.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "Suite",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "SleepKit", targets: ["SleepKit"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "SleepKit", swiftSettings: swiftSettings),
        .testTarget(name: "SleepKitTests", dependencies: ["SleepKit"], swiftSettings: swiftSettings),
    ]
)
