import Foundation
import Localization
import MemoryKit

/// The recap the golden images show: March 2024 in Istanbul, with Turkish tags (İ ı ğ ş),
/// moods, songs and five photos, all fixed so the image is the same on every run.
enum SeededMonth {
    static let period = SummaryPeriod.month(year: 2024, month: 3)

    static func entries() -> [RecapEntry] {
        let start = LocalDate(year: 2024, month: 3, day: 1).daysSinceEpoch * 86_400
        var entries: [RecapEntry] = []
        for index in 0..<60 {
            // A rising month with a quiet week, so the chart has a shape worth comparing.
            let day = (index * 7) % 31
            guard !(14...20).contains(day) || index % 3 == 0 else { continue }
            let kinds: [EntryKind] = [.photo, .text, .text, .audio, .song]
            let kind = kinds[index % kinds.count]
            let tags = [["İstanbul", "deniz"], ["ışık"], ["iş", "kahve"], ["ağaç"], []][index % 5]
            let moods: [Mood?] = [.joyful, .calm, nil, .calm, .sad]
            entries.append(RecapEntry(
                id: String(format: "%08x-0000-4000-8000-000000000000", index), kind: kind,
                occurredAt: Date(timeIntervalSince1970: Double(start + day * 86_400 + 36_000 + index * 60)),
                utcOffsetSeconds: 3 * 3600, tags: tags, texts: ["Boğaz'da yürüyüş, güneş ve çay"],
                song: kind == .song ? SongDetails(title: "Şımarık", artist: index % 10 == 4 ? "Tarkan" : "Sezen Aksu") : nil,
                mood: kind == .song ? nil : moods[index % moods.count]))
        }
        return entries
    }

    static func summary(_ language: Language = .en) -> RecapSummary {
        SummaryEngine(language: language).summarize(entries(), period: period)
    }

    /// Upright photos of every EXIF orientation, plus one carrying a GPS position.
    static let photoNames = ["landscape_1.jpg", "landscape_6.jpg", "portrait_3.jpg", "portrait_8.jpg", "DSCN0010.jpg"]

    static func photo(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(name))
    }

    static func photos() throws -> [Data] { try photoNames.map(photo) }

    /// The Imaging tests' photos (the same fixture files; not copied a second time).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ImagingTests/Fixtures")
}
