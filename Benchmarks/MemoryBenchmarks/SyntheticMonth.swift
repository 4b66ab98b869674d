import Foundation
import MemoryKit

/// SplitMix64: a tiny seeded generator, so every run summarises exactly the same month.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A busy, realistic month: 3,000 entries over March 2024 (about 100 a day) in Istanbul time,
/// with Turkish and English text, tags, songs and places.
enum SyntheticMonth {
    static let words = """
        deniz sahil güneş yürüyüş kahve arkadaş akşam yemek kitap müzik konser şehir vapur köprü çay \
        simit martı rüzgar yağmur bulut park çocuk aile sınav ders proje toplantı iş yol trafik otobüs \
        beach sunset coffee friends dinner book music concert city ferry bridge tea rain cloud park \
        family exam lesson project meeting work road traffic walk morning evening happy tired long short \
        the and with for was very güzel çok bir ve ile için bugün harika yorgun mutlu uzun kısa sabah
        """.split(separator: " ").map(String.init)
    static let tags = (0..<30).map { ["deniz", "İstanbul", "iş", "aile", "müzik", "spor"][$0 % 6] + ($0 < 6 ? "" : "\($0)") }
    static let artists = (0..<50).map { "Artist \($0)" }
    static let genres = ["Pop", "Rock", "Jazz", "Türkçe Pop", "Klasik", "Rap", "Indie", "Folk", "Metal", "Blues"]

    static func entries(count: Int = 3_000, seed: UInt64 = 42) -> [RecapEntry] {
        var rng = SplitMix64(state: seed)
        let start = LocalDate(year: 2024, month: 3, day: 1).daysSinceEpoch * 86_400
        let kinds: [EntryKind] = [.photo, .photo, .text, .text, .audio, .song, .song]
        return (0..<count).map { index in
            let kind = kinds.randomElement(using: &rng)!
            let seconds = start + Int.random(in: 0..<(31 * 86_400 - 3 * 3600), using: &rng)
            func sentence(_ length: Int) -> String {
                (0..<length).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
            }
            let texts = kind == .text ? [sentence(4), sentence(40)] : [sentence(3)]
            let song = kind == .song
                ? SongDetails(
                    title: "Song \(Int.random(in: 0..<200, using: &rng))", artist: artists.randomElement(using: &rng)!,
                    genre: genres.randomElement(using: &rng)!)
                : nil
            let location = Int.random(in: 0..<10, using: &rng) < 3
                ? Location(latitude: 41 + Double.random(in: 0..<0.1, using: &rng), longitude: 29 + Double.random(in: 0..<0.1, using: &rng))
                : nil
            return RecapEntry(
                id: String(format: "%08x-0000-4000-8000-%012x", index, index), kind: kind,
                occurredAt: Date(timeIntervalSince1970: Double(seconds)), utcOffsetSeconds: 3 * 3600,
                tags: (0..<Int.random(in: 0...3, using: &rng)).map { _ in tags.randomElement(using: &rng)! },
                texts: texts, song: song, location: location)
        }
    }
}
