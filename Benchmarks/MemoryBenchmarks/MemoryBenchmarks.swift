import Benchmark
import Foundation
import Imaging
import MemoryKit
import RecapImage

/// Thumbnails against the `vipsthumbnail` command line (goal: at least 80 % of its throughput),
/// the monthly summary of 3,000 entries against sorting the same entries, a 100,000-play Spotify
/// import against Foundation's JSONSerialization merely reading the same file, and the recap
/// image of that month with nine photos (warm) against rasterising a blank image of the same
/// size. Every goal is a ratio against its baseline in the same run (`../ratios.py`).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .peakMemoryResident],
        warmupIterations: 3,
        maxDuration: .seconds(10),
        maxIterations: 300)

    // MARK: Thumbnails (one iteration = every fixture photo, 256 px long edge)

    Benchmark("Thumbnails: vipsthumbnail command line (baseline)") { benchmark in
        for _ in benchmark.scaledIterations {
            try ThumbnailWork.runCommandLine(longEdge: 256)
        }
    }

    Benchmark("Thumbnails: Imaging.ImageProcessor") { benchmark in
        let processor = try ImageProcessor()
        for _ in benchmark.scaledIterations {
            try ThumbnailWork.thumbnailAll(with: processor, longEdge: 256)
        }
    }

    // MARK: Monthly summary of 3,000 entries

    let month = SyntheticMonth.entries()
    let engine = SummaryEngine(language: .tr)

    Benchmark("Summary: sort 3,000 entries by time (baseline)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(month.sorted { ($0.occurredAt, $0.id) < ($1.occurredAt, $1.id) })
        }
    }

    Benchmark("Summary: monthly recap of 3,000 entries") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(engine.summarize(month, period: .month(year: 2024, month: 3)))
        }
    }

    // MARK: Recap image of the 3,000-entry month with 9 collage photos (warm: libvips started, fonts loaded)

    let recapRenderer = RecapImageRenderer(processor: try! ImageProcessor())

    Benchmark("Recap image: blank 1080x1920 SVG to PNG (baseline)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try recapRenderer.processor.png(fromSVG: RecapImageWork.blankStory))
        }
    }

    Benchmark("Recap image: story PNG of 3,000 entries and 9 photos") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try RecapImageWork.story(month, renderer: recapRenderer))
        }
    }

    // MARK: Music import of 100,000 Spotify plays (parse, filter, de-duplicate)

    let history = SyntheticHistory.spotifyExtended(count: 100_000)
    let importer = MusicImporter(zone: TimeZone(identifier: "Europe/Istanbul")!)

    Benchmark("Import: JSONSerialization reads 100,000 plays (baseline)", configuration: .init(maxIterations: 10)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try JSONSerialization.jsonObject(with: history))
        }
    }

    Benchmark("Import: 100,000 Spotify plays parsed and de-duplicated", configuration: .init(maxIterations: 10)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try importer.read(history))
        }
    }
}
