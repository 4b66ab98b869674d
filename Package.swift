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
        .library(name: "LaunchLibrary", targets: ["LaunchLibrary"]),
        .library(name: "LaunchKit", targets: ["LaunchKit"]),
    ],
    dependencies: [],
    targets: [
        // SpaceNasa: Launch Library 2 client (DTOs, HTTP, cache, throttling, paging), reusable by the server proxy.
        .target(name: "LaunchLibrary", swiftSettings: swiftSettings),
        // SpaceNasa: mappers, view models, image loader, reminders, iCalendar, widget entry.
        .target(name: "LaunchKit", dependencies: ["LaunchLibrary"], swiftSettings: swiftSettings),
        .testTarget(
            name: "LaunchLibraryTests", dependencies: ["LaunchLibrary"],
            resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(
            name: "LaunchKitTests", dependencies: ["LaunchKit", "LaunchLibrary"],
            resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
    ]
)
