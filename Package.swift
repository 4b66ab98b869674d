// swift-tools-version: 6.1
import PackageDescription

/// One list of compiler settings for every target, so no module drifts from the others.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let vapor: Target.Dependency = .product(name: "Vapor", package: "vapor")
let fluent: Target.Dependency = .product(name: "Fluent", package: "fluent")
let zip: Target.Dependency = .product(name: "ZIPFoundation", package: "ZIPFoundation")

let package = Package(
    name: "Suite",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "suite", targets: ["suite"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "NotesKit", targets: ["NotesKit"]),
        .library(name: "MemoryKit", targets: ["MemoryKit"]),
        .library(name: "MemoryAPI", targets: ["MemoryAPI"]),
        .library(name: "Imaging", targets: ["Imaging"]),
        .library(name: "MediaTools", targets: ["MediaTools"]),
        .library(name: "SleepKit", targets: ["SleepKit"]),
        .library(name: "LaunchLibrary", targets: ["LaunchLibrary"]),
        .library(name: "LaunchKit", targets: ["LaunchKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        .package(url: "https://github.com/vapor/fluent", from: "4.13.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver", from: "2.14.0"),
        .package(url: "https://github.com/vapor/jwt", from: "5.2.0"),
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.14.3"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/vapor/swift-openapi-vapor", from: "1.2.0"),
    ],
    targets: [
        // MARK: Kits (Foundation only; what a native app links)
        .target(name: "NotesKit", dependencies: [zip], swiftSettings: swiftSettings),
        .target(name: "ICalendar", swiftSettings: swiftSettings),
        .target(name: "SleepKit", dependencies: ["ICalendar", "Localization"], swiftSettings: swiftSettings),
        .target(name: "LaunchLibrary", dependencies: ["CivilCalendar"], swiftSettings: swiftSettings),
        .target(name: "LaunchKit", dependencies: ["LaunchLibrary", "ICalendar", "Localization"], swiftSettings: swiftSettings),
        .target(name: "CivilCalendar", swiftSettings: swiftSettings),
        .target(name: "MemoryKit", dependencies: ["CivilCalendar", "Localization"], swiftSettings: swiftSettings),
        .target(name: "Localization", swiftSettings: swiftSettings),

        // MARK: Web building blocks (no Vapor): typed, escaping HTML
        .target(name: "Markup", swiftSettings: swiftSettings),

        // MARK: Contracts (OpenAPI document + generated types, client and server stubs)
        .target(
            name: "MemoryAPI",
            dependencies: ["CivilCalendar", .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")],
            resources: [.copy("openapi.yaml")],
            swiftSettings: swiftSettings,
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        ),

        // MARK: Wrappers over system libraries and tools (each wrapped once)
        .systemLibrary(name: "CVips", pkgConfig: "vips", providers: [.apt(["libvips-dev"])]),
        .target(name: "Imaging", dependencies: ["CVips"], swiftSettings: swiftSettings),
        .target(name: "MediaTools", swiftSettings: swiftSettings),

        // MARK: Server
        .target(
            name: "ServerCore",
            dependencies: [
                vapor, fluent,
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "JWT", package: "jwt"),
                .product(name: "Plot", package: "Plot"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Metrics", package: "swift-metrics"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "NotesBackend",
            dependencies: ["NotesKit", "ServerCore", vapor, fluent, .product(name: "Plot", package: "Plot")],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "MemoryBackend",
            dependencies: [
                "ServerCore", "MemoryKit", "MemoryAPI", "Imaging", "MediaTools", "Localization", vapor, fluent,
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIVapor", package: "swift-openapi-vapor"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(name: "SuiteServer", dependencies: ["ServerCore", "NotesBackend", "MemoryBackend", vapor, fluent], swiftSettings: swiftSettings),
        .executableTarget(name: "suite", dependencies: ["SuiteServer", vapor], swiftSettings: swiftSettings),

        // MARK: Test support (a library, so every backend's tests share one harness)
        .target(
            name: "ServerTestSupport",
            dependencies: ["ServerCore", "SuiteServer", .product(name: "VaporTesting", package: "vapor")],
            swiftSettings: swiftSettings
        ),

        // MARK: Tests
        .testTarget(name: "ICalendarTests", dependencies: ["ICalendar"], swiftSettings: swiftSettings),
        .testTarget(
            name: "LocalizationTests", dependencies: ["Localization", "SleepKit", "LaunchKit", "MemoryKit"],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "MarkupTests", dependencies: ["Markup"], swiftSettings: swiftSettings),
        .testTarget(name: "MemoryKitTests", dependencies: ["MemoryKit", "Localization"], swiftSettings: swiftSettings),
        .testTarget(
            name: "MemoryAPITests",
            dependencies: [
                "MemoryAPI", .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging"], resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(name: "MediaToolsTests", dependencies: ["MediaTools"], resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(name: "NotesKitTests", dependencies: ["NotesKit", zip], resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(name: "SleepKitTests", dependencies: ["SleepKit", "Localization"], swiftSettings: swiftSettings),
        .testTarget(name: "LaunchLibraryTests", dependencies: ["LaunchLibrary"], resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(
            name: "LaunchKitTests", dependencies: ["LaunchKit", "LaunchLibrary", "Localization"], resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ServerCoreTests",
            dependencies: ["ServerCore", "ServerTestSupport", .product(name: "VaporTesting", package: "vapor")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "NotesBackendTests",
            dependencies: ["NotesBackend", "NotesKit", "ServerCore", "ServerTestSupport", zip, .product(name: "VaporTesting", package: "vapor")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MemoryBackendTests",
            dependencies: [
                "MemoryBackend", "MemoryAPI", "ServerTestSupport", .product(name: "VaporTesting", package: "vapor"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SuiteServerTests",
            dependencies: ["SuiteServer", "ServerTestSupport", .product(name: "VaporTesting", package: "vapor")],
            swiftSettings: swiftSettings
        ),
    ]
)
