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
        .library(name: "NotesKit", targets: ["NotesKit"])
    ],
    dependencies: [
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20")
    ],
    targets: [
        .target(
            name: "NotesKit",
            dependencies: [.product(name: "ZIPFoundation", package: "ZIPFoundation")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "NotesKitTests",
            dependencies: ["NotesKit", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
    ]
)
