import Benchmark

/// Two pages in three view layers, for docs/decisions/0001-view-layer.md: the launcher (five
/// cells) and the notes list's first page (50 rows). Same markup structure in each.
struct SampleApp {
    var name, tagline, icon, url: String
    var badge: String?
}

struct SampleRow {
    var id, title, preview, time, label: String
}

let apps = ["Notes", "PolySleep", "SpaceNasa", "Memory Recap", "Disposable"].enumerated().map { index, name in
    SampleApp(name: name, tagline: "What \(name) does, in one line & a bit more.", icon: "/icons/\(index).svg",
              url: "/\(name.lowercased())", badge: index == 0 ? nil : "Not available yet")
}

let rows = (0..<50).map { index in
    SampleRow(id: "6F1A0000-0000-0000-0000-\(String(1000 + index))00000000", title: "İstanbul trip \(index) <draft>",
              preview: "Book the ferry to Kadıköy, visit the Galata tower & eat balık ekmek by the water.",
              time: "\(index) minutes ago", label: "İstanbul trip \(index) <draft>, last updated \(index) minutes ago")
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

    Benchmark("Launcher: Plot components (before)") { _ in blackHole(PlotToday.launcher(apps)) }
    Benchmark("Launcher: Plot Node API") { _ in blackHole(PlotNodes.launcher(apps)) }
    Benchmark("Launcher: Markup (now)") { _ in blackHole(MarkupPages.launcher(apps)) }
    Benchmark("Notes list, 50 rows: Plot components + string rows (before)") { _ in blackHole(PlotToday.notesList(rows)) }
    Benchmark("Notes list, 50 rows: Plot Node API") { _ in blackHole(PlotNodes.notesList(rows)) }
    Benchmark("Notes list, 50 rows: Markup (now)") { _ in blackHole(MarkupPages.notesList(rows)) }
}
