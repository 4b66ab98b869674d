// swift-tools-version: 6.1
import PackageDescription

// Micro-benchmarks for the kits, kept out of the main package so `make test` never builds
// package-benchmark (and its jemalloc interposer). `make bench` runs them in release mode.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let benchmark: Target.Dependency = .product(name: "Benchmark", package: "package-benchmark")

func benchmarkTarget(_ name: String, kits: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: [benchmark] + kits.map { .product(name: $0, package: "Suite") },
        path: name,
        swiftSettings: swiftSettings,
        plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    )
}

let package = Package(
    name: "SuiteBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Suite", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // Only for ViewBenchmarks: the view layer we replaced, measured beside Markup (docs/decisions/0001).
        .package(url: "https://github.com/JohnSundell/Plot", exact: "0.14.0"),
    ],
    targets: [
        benchmarkTarget("NotesBenchmarks", kits: ["NotesKit"]),
        benchmarkTarget("SleepBenchmarks", kits: ["SleepKit"]),
        benchmarkTarget("LaunchBenchmarks", kits: ["LaunchKit", "LaunchLibrary"]),
        benchmarkTarget("MemoryBenchmarks", kits: ["Imaging", "MemoryKit", "RecapImage"]),
        benchmarkTarget("ChartBenchmarks", kits: ["Charts", "Markup", "CivilCalendar"]),
        .executableTarget(
            name: "ViewBenchmarks",
            dependencies: [benchmark, .product(name: "Markup", package: "Suite"), .product(name: "WebUI", package: "Suite"), .product(name: "Plot", package: "Plot")],
            path: "ViewBenchmarks", swiftSettings: swiftSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        // A plain program, not a package-benchmark target: it reports word error rates, not times.
        .executableTarget(
            name: "SpeechBench",
            dependencies: [.product(name: "Speech", package: "Suite"), .product(name: "MediaTools", package: "Suite")],
            path: "SpeechBench", exclude: ["Fixtures"], swiftSettings: swiftSettings),
    ]
)
