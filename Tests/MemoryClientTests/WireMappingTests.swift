import Foundation
import MemoryAPI
import MemoryKit
import Testing

@testable import MemoryClient

@Suite("Entries from the wire: imported songs and the server's place names")
struct WireMappingTests {
    let now = Date(timeIntervalSince1970: 1_717_200_000)

    @Test("an imported play keeps its source and listening time; a photo's position is named by the nearest town")
    func mapping() {
        // setup
        let song = Components.Schemas.Entry(
            id: "S1", kind: .song, tags: [], occurredAt: now, utcOffsetSeconds: 0,
            song: .init(title: "Gesi Bağları", artist: "Kazım Koyuncu", source: .spotify, listenedSeconds: 215),
            isPrivate: true, media: [], createdAt: now, updatedAt: now)
        let photo = Components.Schemas.Entry(
            id: "P1", kind: .photo, tags: [], occurredAt: now, utcOffsetSeconds: 10800,
            location: .init(latitude: 41.0082, longitude: 28.9784), isPrivate: true, media: [],
            suggestions: .init(place: .init(name: "Eminönü", region: "Istanbul", countryCode: "TR", label: "Eminönü, Istanbul", distanceKm: 1.1)),
            createdAt: now, updatedAt: now)
        // act
        let played = WireEntry.entry(song)
        let seen = WireEntry.entry(photo)
        var moved = seen.draft
        moved.location = Location(latitude: 48.8566, longitude: 2.3522)
        // check
        #expect(played.song?.source == .spotify && played.song?.listenedMilliseconds == 215_000)
        #expect(seen.placeName == "Eminönü, Istanbul")
        #expect(seen.applying(moved).placeName == nil)  // the town was found for the old position
        #expect(seen.applying(seen.draft).placeName == "Eminönü, Istanbul")
    }
}
