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
        .library(name: "Imaging", targets: ["Imaging"]),
        .library(name: "MediaTools", targets: ["MediaTools"]),
        .library(name: "MemoryAPI", targets: ["MemoryAPI"]),
        .library(name: "MemoryKit", targets: ["MemoryKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.14.3"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // MARK: Memory Recap — media wrappers, contract, kit
        .systemLibrary(
            name: "CVips",
            pkgConfig: "vips",
            providers: [.apt(["libvips-dev"])]
        ),
        .target(name: "Imaging", dependencies: ["CVips"], swiftSettings: swiftSettings),
        .target(name: "MediaTools", swiftSettings: swiftSettings),
        .target(
            name: "MemoryAPI",
            dependencies: [.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")],
            swiftSettings: swiftSettings,
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        ),
        .target(name: "MemoryKit", swiftSettings: swiftSettings),
        .testTarget(
            name: "ImagingTests",
            dependencies: ["Imaging"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MediaToolsTests",
            dependencies: ["MediaTools"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MemoryAPITests",
            dependencies: [
                "MemoryAPI",
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "MemoryKitTests", dependencies: ["MemoryKit"], swiftSettings: swiftSettings),
    ]
)
