import Foundation
import MemoryAPI
import ServerTestSupport
import Testing
import VaporTesting

@Suite("Memory API: place names and tag suggestions for photos")
struct PlaceSuggestionTests {
    @Test("a photo taken in Istanbul is offered Istanbul (its district as the place) and the tag")
    func istanbul() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "istanbul@example.com")
            // act
            let entry = try await user.create(.init(kind: .photo, utcOffsetSeconds: 10800),
                                              files: [("ist.jpg", try Fixture.data("istanbul_gps.jpg"))]).created.body.json
            // check
            let place = try #require(entry.suggestions?.place)
            #expect(place.region == "Istanbul" && place.countryCode == "TR")
            #expect(place.label.hasSuffix("Istanbul"))
            #expect(place.distanceKm < 5)
            #expect(entry.suggestions?.location?.name == place.label)
            #expect(entry.suggestions?.tags?.first.map { [$0.tag, $0.reason.rawValue] } == ["istanbul", "place"])
        }
    }

    @Test("a photo without GPS is offered no place")
    func noGPS() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "nogps@example.com")
            // act
            let entry = try await user.create(.init(kind: .photo, utcOffsetSeconds: 0),
                                              files: [("c.jpg", try Fixture.data("Canon_40D.jpg"))]).created.body.json
            let fresh = try await user.client.getEntrySuggestions(path: .init(entryId: entry.id)).ok.body.json
            // check
            #expect(entry.suggestions?.place == nil)
            #expect(fresh.place == nil && fresh.location == nil)
        }
    }

    @Test("tags given at the same spot before are offered for a new photo there")
    func samePlaceHistory() async throws {
        try await withMemoryApp { app in
            // setup: two earlier entries 100 m from the photo, tagged "tarih"
            let user = try await TestUser.register(app, "history@example.com")
            for day in 1...2 {
                _ = try await user.create(.init(
                    kind: .text, text: "visit \(day)", tags: ["tarih"], occurredAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86_400),
                    utcOffsetSeconds: 0, location: .init(latitude: 41.0090, longitude: 28.9790)))
            }
            let photo = try await user.create(.init(kind: .photo, utcOffsetSeconds: 10800),
                                              files: [("ist.jpg", try Fixture.data("istanbul_gps.jpg"))]).created.body.json
            // act
            let fresh = try await user.client.getEntrySuggestions(path: .init(entryId: photo.id)).ok.body.json
            // check
            let tags = try #require(fresh.tags)
            #expect(tags.contains { $0.tag == "tarih" && $0.reason == .samePlace })
            #expect(tags.first?.tag == "istanbul")
        }
    }

    @Test("another user's entry has no suggestions for the caller")
    func isolation() async throws {
        try await withMemoryApp { app in
            let owner = try await TestUser.register(app, "a@example.com")
            let other = try await TestUser.register(app, "b@example.com")
            let entry = try await owner.createText("mine")
            let answer = try await other.client.getEntrySuggestions(path: .init(entryId: entry.id))
            #expect(throws: Never.self) { _ = try answer.notFound }
        }
    }
}
