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
let sqlKit: Target.Dependency = .product(name: "SQLKit", package: "sql-kit")
let openAPIRuntime: Target.Dependency = .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")
let httpTypes: Target.Dependency = .product(name: "HTTPTypes", package: "swift-http-types")
let nioCore: Target.Dependency = .product(name: "NIOCore", package: "swift-nio")
let nioConcurrency: Target.Dependency = .product(name: "NIOConcurrencyHelpers", package: "swift-nio")
let vaporTesting: Target.Dependency = .product(name: "VaporTesting", package: "vapor")
let asyncHTTPClient: Target.Dependency = .product(name: "AsyncHTTPClient", package: "async-http-client")
let nioHTTP1: Target.Dependency = .product(name: "NIOHTTP1", package: "swift-nio")
let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift")
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
let openAPIURLSession: Target.Dependency = .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession")

/// An OpenAPI contract: `openapi.yaml` + `openapi-generator-config.yaml` + `<Name>.swift` in
/// `Sources/<Name>/`; the plugin generates types, client and server stubs at build time.
func contract(_ name: String) -> Target {
    .target(
        name: name,
        dependencies: ["ContractCoding", openAPIRuntime, httpTypes],
        resources: [.copy("openapi.yaml")],
        swiftSettings: swiftSettings,
        plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
    )
}

let package = Package(
    name: "Suite",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "suite", targets: ["suite"]),
        .executable(name: "bench-seed", targets: ["BenchSeed"]),
        .executable(name: "mood-bench", targets: ["MoodBench"]),
        .executable(name: "memory", targets: ["MemoryCLI"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "Markup", targets: ["Markup"]),
        .library(name: "WebUI", targets: ["WebUI"]),
        .library(name: "NotesKit", targets: ["NotesKit"]),
        .library(name: "MemoryKit", targets: ["MemoryKit"]),
        .library(name: "MemoryClient", targets: ["MemoryClient"]),
        .library(name: "ContractCoding", targets: ["ContractCoding"]),
        .library(name: "AccountsAPI", targets: ["AccountsAPI"]),
        .library(name: "MemoryAPI", targets: ["MemoryAPI"]),
        .library(name: "Imaging", targets: ["Imaging"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "RecapImage", targets: ["RecapImage"]),
        .library(name: "CivilCalendar", targets: ["CivilCalendar"]),
        .library(name: "MediaTools", targets: ["MediaTools"]),
        .library(name: "Speech", targets: ["Speech"]),
        .library(name: "SleepKit", targets: ["SleepKit"]),
        .library(name: "LaunchLibrary", targets: ["LaunchLibrary"]),
        .library(name: "LaunchKit", targets: ["LaunchKit"]),
        .library(name: "DisposableKit", targets: ["DisposableKit"]),
        .library(name: "DisposableAPI", targets: ["DisposableAPI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        .package(url: "https://github.com/vapor/fluent", from: "4.13.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver", from: "2.14.0"),
        .package(url: "https://github.com/vapor/jwt", from: "5.2.0"),
        .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.14.3"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/vapor/swift-openapi-vapor", from: "1.2.0"),
        // Clients: the same transport an iOS app uses (FoundationNetworking on Linux), on-device
        // SQLite for the outbox and the read cache, and the `memory` command line.
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.4.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Resolved through Vapor and Fluent already; named here because our modules import them.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
        .package(url: "https://github.com/vapor/fluent-kit", from: "1.57.0"),
        .package(url: "https://github.com/swift-server/swift-openapi-async-http-client", from: "1.5.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    ],
    targets: [
        // MARK: Kits (Foundation only; what a native app links)
        .target(name: "NotesKit", dependencies: ["Localization", zip], swiftSettings: swiftSettings),
        .target(name: "ICalendar", swiftSettings: swiftSettings),
        .target(name: "SleepKit", dependencies: ["ICalendar", "Localization", "CivilCalendar"], swiftSettings: swiftSettings),
        .target(
            name: "LaunchLibrary",
            dependencies: ["CivilCalendar", httpTypes, .product(name: "HTTPTypesFoundation", package: "swift-http-types")],
            swiftSettings: swiftSettings
        ),
        .target(name: "LaunchKit", dependencies: ["LaunchLibrary", "ICalendar", "Localization", httpTypes], swiftSettings: swiftSettings),
        .target(name: "CivilCalendar", swiftSettings: swiftSettings),
        .target(name: "MemoryKit", dependencies: ["CivilCalendar", "Localization"], swiftSettings: swiftSettings),
        .target(name: "Localization", swiftSettings: swiftSettings),
        // Memory Recap's client core (sessions, outbox, read cache, view models): what the iOS app
        // links beside MemoryKit. A module of its own so the server never builds GRDB or the client.
        .target(
            name: "MemoryClient",
            dependencies: [
                "MemoryKit", "MemoryAPI", "AccountsAPI", "ContractCoding", "Localization", openAPIRuntime, httpTypes, grdb,
                openAPIURLSession,
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "DisposableKit",
            dependencies: ["DisposableAPI", "ContractCoding", openAPIRuntime, httpTypes, grdb],
            swiftSettings: swiftSettings
        ),

        // MARK: Web building blocks (no Vapor): typed, escaping HTML
        .target(name: "Markup", swiftSettings: swiftSettings),
        // Pages from a model and a PageContext: the shell, the design system's components, typed
        // site URLs, the suite's own pages. No Vapor, so no view can reach a request.
        .target(
            name: "WebUI", dependencies: ["Markup", "Localization", .product(name: "Ink", package: "Ink")],
            swiftSettings: swiftSettings
        ),
        // Server-side SVG charts (accessible, themable through CSS classes, deterministic).
        .target(name: "Charts", dependencies: ["Markup", "Localization", "CivilCalendar"], swiftSettings: swiftSettings),

        // MARK: Contracts (OpenAPI document + generated types, client and server stubs)
        // How every contract is spoken on both sides (dates, JSON); no Vapor, so apps link it.
        .target(name: "ContractCoding", dependencies: ["CivilCalendar", openAPIRuntime], swiftSettings: swiftSettings),
        contract("AccountsAPI"),
        contract("MemoryAPI"),
        contract("DisposableAPI"),
        contract("PushAPI"),

        // MARK: Small pure-Swift building blocks
        .target(name: "Checksum", swiftSettings: swiftSettings),
        .target(name: "ZipStream", dependencies: ["Checksum", "CivilCalendar"], swiftSettings: swiftSettings),

        // MARK: Wrappers over system libraries and tools (each wrapped once)
        .systemLibrary(name: "CVips", pkgConfig: "vips", providers: [.apt(["libvips-dev"])]),
        .target(name: "Imaging", dependencies: ["CVips", "Checksum"], swiftSettings: swiftSettings),
        .systemLibrary(name: "CQRencode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        .target(name: "QRCode", dependencies: ["CQRencode", "Imaging"], swiftSettings: swiftSettings),
        .target(name: "MediaTools", swiftSettings: swiftSettings),
        // Offline speech-to-text: faster-whisper in one supervised worker process.
        .target(name: "Speech", resources: [.copy("Resources/speech_worker.py")], swiftSettings: swiftSettings),
        // Memory's recap as a shareable image: a card of charts, text and photos, SVG → PNG or PDF.
        .target(
            name: "RecapImage", dependencies: ["MemoryKit", "Charts", "Markup", "Localization", "Imaging"],
            swiftSettings: swiftSettings
        ),

        // MARK: Server
        .target(
            name: "ServerCore",
            dependencies: [
                "AccountsAPI", "PushAPI", "Checksum", "ContractCoding", "WebUI", "Markup", "Localization", "ZipStream", vapor, fluent, sqlKit,
                nioCore, nioConcurrency, openAPIRuntime, httpTypes,
                .product(name: "OpenAPIVapor", package: "swift-openapi-vapor"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "FluentSQL", package: "fluent-kit"),
                .product(name: "JWT", package: "jwt"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                asyncHTTPClient,  // the S3 media store's client
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "NotesBackend",
            dependencies: ["NotesKit", "ServerCore", "WebUI", "Markup", "Localization", vapor, fluent, sqlKit],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "MemoryBackend",
            dependencies: [
                "ServerCore", "MemoryKit", "MemoryAPI", "ContractCoding", "Imaging", "MediaTools", "Speech", "WebUI", "Markup",
                "Localization", "Charts", "CivilCalendar", "ICalendar", "ZipStream", "RecapImage", "Checksum", vapor, fluent, sqlKit,
                nioConcurrency, openAPIRuntime,
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "DisposableBackend",
            dependencies: [
                "ServerCore", "DisposableKit", "DisposableAPI", "ContractCoding", "Imaging", "QRCode", "ZipStream", "Checksum",
                "CivilCalendar",
                "Markup", "WebUI", "Localization", "Charts", vapor, fluent, sqlKit, nioConcurrency, openAPIRuntime,
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "LaunchBackend",
            dependencies: [
                "ServerCore", "LaunchKit", "LaunchLibrary", "Imaging", "WebUI", "Markup", "Localization", "Charts", vapor, fluent,
                sqlKit, nioCore, nioConcurrency, nioHTTP1, httpTypes, .product(name: "HTTPTypesFoundation", package: "swift-http-types"),
                asyncHTTPClient,
            ],
            resources: [.copy("Snapshot")],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "SleepBackend",
            dependencies: ["SleepKit", "ServerCore", "WebUI", "Markup", "Charts", "CivilCalendar", "Localization", vapor, fluent, sqlKit],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "SuiteServer",
            dependencies: ["ServerCore", "NotesBackend", "SleepBackend", "LaunchBackend", "MemoryBackend", "DisposableBackend", "WebUI", "Localization", vapor],
            swiftSettings: swiftSettings
        ),
        .executableTarget(name: "suite", dependencies: ["SuiteServer", "ServerCore", vapor], swiftSettings: swiftSettings),
        // `make bench` only: fills an account with synthetic entries; never part of `suite`.
        .executableTarget(
            name: "BenchSeed",
            dependencies: ["Imaging", "MemoryBackend", "MemoryKit", "RecapImage", "ServerCore", vapor, fluent, sqlKit],
            swiftSettings: swiftSettings
        ),
        // `make bench` only: mood accuracy per language on the labelled diary lines (MemoryKit alone).
        .executableTarget(name: "MoodBench", dependencies: ["MemoryKit"], swiftSettings: swiftSettings),

        // `memory`: the command-line client, a real user of MemoryClient (EXIF through Imaging).
        .executableTarget(
            name: "MemoryCLI",
            dependencies: ["MemoryClient", "MemoryKit", "Imaging", "Localization", argumentParser, openAPIURLSession],
            swiftSettings: swiftSettings
        ),

        // MARK: Test support (a library, so every backend's tests share one harness)
        // ServerCore plus the backends a test names: a backend's tests build only that backend.
        .target(
            name: "ServerTestSupport",
            dependencies: [
                "ServerCore", "AccountsAPI", "ContractCoding", "WebUI", vapor, vaporTesting, fluent, sqlKit, nioCore,
                nioConcurrency, openAPIRuntime, httpTypes,
            ],
            swiftSettings: swiftSettings
        ),
        // Other people's implementations our output is checked against (exiftool, zbar, unzip, poppler).
        .target(name: "ReferenceTools", dependencies: ["MediaTools"], swiftSettings: swiftSettings),
        // Golden HTML files for pages rendered from a model and a PageContext.
        .target(name: "PageSnapshotTesting", dependencies: ["WebUI", "Markup", "Localization"], swiftSettings: swiftSettings),

        // MARK: Tests
        .testTarget(name: "ICalendarTests", dependencies: ["ICalendar"], swiftSettings: swiftSettings),
        .testTarget(
            name: "LocalizationTests", dependencies: ["Localization", "NotesKit", "SleepKit", "LaunchKit", "MemoryKit"],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "MarkupTests", dependencies: ["Markup"], swiftSettings: swiftSettings),
        .testTarget(
            name: "WebUITests", dependencies: ["WebUI", "Markup", "Localization", "PageSnapshotTesting"],
            exclude: ["__Snapshots__"], swiftSettings: swiftSettings
        ),
        .testTarget(name: "CivilCalendarTests", dependencies: ["CivilCalendar"], swiftSettings: swiftSettings),
        .testTarget(
            name: "ChartsTests",
            dependencies: ["Charts", "Markup", "Localization", "CivilCalendar", "Imaging"],
            exclude: ["__Snapshots__"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MemoryKitTests", dependencies: ["MemoryKit", "Localization"], resources: [.copy("Fixtures")], swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MemoryClientTests",
            dependencies: ["MemoryClient", "MemoryKit", "MemoryAPI", "AccountsAPI", "Localization", openAPIRuntime, httpTypes, grdb],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ContractCodingTests", dependencies: ["ContractCoding"], swiftSettings: swiftSettings),
        .testTarget(name: "MemoryAPITests", dependencies: ["MemoryAPI", "ContractCoding", openAPIRuntime, httpTypes], swiftSettings: swiftSettings),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "Checksum", "ReferenceTools"], resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(
            name: "RecapImageTests", dependencies: ["RecapImage", "MemoryKit", "Imaging", "Localization", "ReferenceTools"],
            exclude: ["Goldens"], swiftSettings: swiftSettings
        ),
        .testTarget(name: "QRCodeTests", dependencies: ["QRCode", "Imaging", "ReferenceTools"], swiftSettings: swiftSettings),
        .testTarget(name: "ZipStreamTests", dependencies: ["ZipStream", "Checksum", "ReferenceTools", zip], swiftSettings: swiftSettings),
        .testTarget(
            name: "DisposableKitTests",
            dependencies: ["DisposableKit", "DisposableAPI", openAPIRuntime, grdb],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "SpeechTests", dependencies: ["Speech"], resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(name: "MediaToolsTests", dependencies: ["MediaTools"], resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(name: "NotesKitTests", dependencies: ["NotesKit", "Localization", zip], resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        .testTarget(name: "SleepKitTests", dependencies: ["SleepKit", "Localization"], swiftSettings: swiftSettings),
        .testTarget(
            name: "LaunchLibraryTests", dependencies: ["LaunchLibrary", httpTypes], resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LaunchKitTests", dependencies: ["LaunchKit", "LaunchLibrary", "Localization", httpTypes], resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        // A backend's tests: ServerCore + ServerTestSupport + that backend (and its kit/contract).
        .testTarget(
            name: "ServerCoreTests",
            dependencies: [
                "ServerCore", "ServerTestSupport", "ReferenceTools", "AccountsAPI", "Localization", "ZipStream", "Checksum", vapor, vaporTesting,
                fluent, sqlKit, nioCore, nioConcurrency, asyncHTTPClient, openAPIRuntime, .product(name: "JWT", package: "jwt"),
                .product(name: "FluentSQL", package: "fluent-kit"), .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
            ],
            exclude: ["Fixtures"],  // read by path: the SigV4 examples and the botocore reference script
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "NotesBackendTests",
            dependencies: [
                "NotesBackend", "NotesKit", "ServerCore", "ServerTestSupport", "PageSnapshotTesting", "WebUI", "Markup",
                "Localization", zip, vapor, vaporTesting, fluent, sqlKit,
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MemoryBackendTests",
            dependencies: [
                "MemoryBackend", "MemoryAPI", "ContractCoding", "ServerCore", "ServerTestSupport", "Speech", "PageSnapshotTesting",
                "WebUI", "Localization", "MemoryKit", "RecapImage", "Imaging", vapor, vaporTesting, fluent, sqlKit, openAPIRuntime,
                httpTypes, zip, asyncHTTPClient,
            ],
            exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LaunchBackendTests",
            dependencies: [
                "LaunchBackend", "LaunchKit", "LaunchLibrary", "Imaging", "ServerCore", "ServerTestSupport", "PageSnapshotTesting",
                "WebUI", "Markup", "Localization", vapor, vaporTesting, nioConcurrency, fluent,
            ],
            exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SleepBackendTests",
            dependencies: [
                "SleepBackend", "SleepKit", "ServerCore", "ServerTestSupport", "PageSnapshotTesting", "WebUI", "Markup",
                "Localization", vapor, vaporTesting, fluent,
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: swiftSettings
        ),
        // The client core against the real backend in process (sessions, outbox, cache).
        .testTarget(
            name: "MemoryClientBackendTests",
            dependencies: [
                "MemoryClient", "MemoryBackend", "MemoryKit", "MemoryAPI", "AccountsAPI", "ServerCore", "ServerTestSupport", vapor,
                vaporTesting, openAPIRuntime, httpTypes,
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DisposableBackendTests",
            dependencies: [
                "DisposableBackend", "DisposableKit", "DisposableAPI", "ContractCoding", "ServerCore", "ServerTestSupport",
                "Imaging", "ReferenceTools", "ZipStream", "QRCode", "PageSnapshotTesting", "WebUI", "Localization", zip, vapor, vaporTesting, fluent, sqlKit, openAPIRuntime, httpTypes,
                .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
                grdb,
            ],
            exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        // The whole composition: every backend and the launcher.
        .testTarget(
            name: "SuiteServerTests",
            dependencies: [
                "SuiteServer", "ServerCore", "ServerTestSupport", "Localization", "WebUI", "Markup", vapor, vaporTesting, fluent,
                sqlKit,
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
