import Benchmark
import Foundation
import NotesKit

/// 10,000 notes with Turkish and English titles, the same every run (a fixed-seed generator).
private let corpus: [Note] = {
    let words = [
        "İstanbul", "ıspanak", "Işık", "çarşı", "güneş", "öğretmen", "şehir", "ağaç", "İzmir", "ılık",
        "alışveriş", "toplantı", "Market", "meeting", "Groceries", "ideas", "Project", "travel", "Invoice",
        "recipe", "birthday", "Café", "résumé", "budget", "Kitap", "film", "notes", "weekend", "plan",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
    return (0..<10_000).map { index in
        let title = (0..<(2 + next(4))).map { _ in words[next(words.count)] }.joined(separator: " ")
        let date = start.addingTimeInterval(Double(index) * 60)
        return Note(
            id: String(format: "%08X-0000-4000-8000-000000000000", index), title: title,
            body: "Body \(index)", createdAt: date, updatedAt: date)
    }
}()

/// A Turkish query typed without Turkish letters: must find "İstanbul" (the naive baseline cannot).
private let turkishQuery = "istanbul"
/// An English two-word query.
private let englishQuery = "project ideas"

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

    // Baseline: the naive scan an app starts with (case-insensitive only, wrong for Turkish).
    Benchmark("Baseline: lowercased().contains, 10,000 titles, one query") { _ in
        let needle = turkishQuery.lowercased()
        blackHole(corpus.filter { $0.title.lowercased().contains(needle) })
    }

    // What the list does per keystroke: titles folded once into the index, only the query folded.
    Benchmark("NotesKit: NoteSearchIndex.filter, 10,000 titles, Turkish query") { benchmark in
        let index = NoteSearchIndex(notes: corpus)
        benchmark.startMeasurement()
        blackHole(index.filter(turkishQuery))
    }

    Benchmark("NotesKit: NoteSearchIndex.filter, 10,000 titles, English two-word query") { benchmark in
        let index = NoteSearchIndex(notes: corpus)
        benchmark.startMeasurement()
        blackHole(index.filter(englishQuery))
    }

    // What a server request without a cached index pays: fold every title, then search.
    Benchmark("NotesKit: NoteSearch.filter (folds every title), 10,000 titles, Turkish query") { _ in
        blackHole(NoteSearch.filter(corpus, query: turkishQuery))
    }

    // The cost of (re)building the index after a load or an edit.
    Benchmark("NotesKit: build NoteSearchIndex, 10,000 titles") { _ in
        blackHole(NoteSearchIndex(notes: corpus))
    }
}
