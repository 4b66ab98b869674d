import Benchmark
import Foundation
import LaunchKit
import LaunchLibrary

/// SpaceNasa decoding and mapping costs.
///
/// Targets (issue 5): decoding a 100-launch detailed page within 2× of turning the same bytes into
/// a `JSONSerialization` tree (the baseline, measured in the same run), and mapping 100 launches
/// to view data in under 5 ms.
let benchmarks: @Sendable () -> Void = {
    let page = LaunchBenchmarkData.detailedPage(count: 100)
    let launches = (try? LL2Decoder.decode(Page<Launch>.self, from: page).results) ?? []
    let formatting = LaunchFormatting(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    let mapper = LaunchMapper(formatting: formatting)
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .throughput], maxDuration: .seconds(3), maxIterations: 1_000)

    Benchmark("Baseline: JSONSerialization tree of 100 detailed launches", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? JSONSerialization.jsonObject(with: page))
        }
    }

    Benchmark("Decode 100 detailed launches into Page<Launch>", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? LL2Decoder.decode(Page<Launch>.self, from: page))
        }
    }

    Benchmark("Map 100 launches to list rows", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(launches.map { mapper.row($0, now: now) })
        }
    }

    Benchmark("Map 100 launches to detail view data", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(launches.map { mapper.detail($0, now: now) })
        }
    }

    // The first screen a reader opens: a new formatting, nothing formatted yet.
    Benchmark("Map 100 launches to detail view data, fresh formatting", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let fresh = LaunchMapper(formatting: LaunchFormatting(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!))
            blackHole(launches.map { fresh.detail($0, now: now) })
        }
    }
}

/// Builds the benchmark page from the recorded fixtures in the source tree (no bundle resources
/// needed in the benchmark package): the 2.2.0 CAPSTONE detail and the 2.3.0 Starlink detail,
/// alternated, each copy with its own id so nothing can be shared.
enum LaunchBenchmarkData {
    static func detailedPage(count: Int) -> Data {
        let fixtures = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/LaunchLibraryTests/Fixtures")
        let names = ["ll2-2.2.0_launch-detail_capstone_frontier", "ll2-2.3.0_launch-detail_starlink_knutvalen"]
        let sources = names.compactMap { name -> [String: Any]? in
            guard let data = try? Data(contentsOf: fixtures.appendingPathComponent(name + ".json")) else { return nil }
            return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        }
        precondition(sources.count == names.count, "fixtures not found under \(fixtures.path)")
        let results: [[String: Any]] = (0..<count).map { index in
            var launch = sources[index % sources.count]
            launch["id"] = String(format: "00000000-0000-4000-8000-%012d", index)
            return launch
        }
        let envelope: [String: Any] = ["count": count, "next": NSNull(), "previous": NSNull(), "results": results]
        return (try? JSONSerialization.data(withJSONObject: envelope)) ?? Data()
    }
}
