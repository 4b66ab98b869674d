import Foundation
import Imaging
import MemoryAPI
import ServerTestSupport
import Testing
import VaporTesting

/// "Remove Location" in the add sheet: with `photoLocation: discard` the photo's GPS is not the
/// entry's place, not suggested, and gone from every file served, while a client that never heard
/// of the field keeps the old behaviour.
@Suite("Memory API: a photo's place the person declined is stored nowhere")
struct DeclinedPhotoPlaceTests {
    static let istanbul = "istanbul_gps.jpg"

    @Test("discard: no place, no suggestion, and the original and thumbnails served carry no GPS")
    func discard() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "declined@example.com")
            let uploaded = try Fixture.data(Self.istanbul)
            let imaging = try ImageProcessor()
            #expect(try imaging.metadata(of: uploaded).location != nil, "the fixture has GPS")
            // act
            let entry = try await user.create(.init(kind: .photo, utcOffsetSeconds: 10800, photoLocation: .discard),
                                              files: [("ist.jpg", uploaded)]).created.body.json
            try await app.jobs.drain(app: app)
            let stored = try await user.client.getEntry(path: .init(entryId: entry.id)).ok.body.json
            let fresh = try await user.client.getEntrySuggestions(path: .init(entryId: entry.id)).ok.body.json
            let media = try #require(stored.media.first)
            let original = Data(try await user.get(media.url).body.readableBytesView)
            // check: the entry and its suggestions know no place
            #expect(entry.location == nil && stored.location == nil)
            #expect(entry.suggestions?.location == nil && entry.suggestions?.place == nil)
            #expect(fresh.location == nil && fresh.place == nil)
            #expect(entry.suggestions?.occurredAt != nil, "the capture date is still offered")
            // check: the original has lost its position and nothing else (same length, same date)
            let read = try imaging.metadata(of: original)
            #expect(read.location == nil)
            #expect(read.capturedAt == (try imaging.metadata(of: uploaded)).capturedAt)
            #expect(original.count == uploaded.count && original != uploaded)
            // check: every thumbnail served has no position either
            #expect(media.thumbnails.count == 2)
            for thumbnail in media.thumbnails {
                let bytes = Data(try await user.get(thumbnail.url).body.readableBytesView)
                #expect(try imaging.metadata(of: bytes).location == nil)
            }
        }
    }

    @Test("discard: a place hidden after the JPEG's end or in PNG text chunks goes too, and the size follows",
          arguments: ["hole-jpeg-trailer.jpg", "hole-imagemagick.png"])
    func discardHiddenPlace(_ name: String) async throws {
        try await withMemoryApp { app in
            // setup: Imaging's fixtures (Tests/ImagingTests/Fixtures/make-location-holes.sh)
            let user = try await TestUser.register(app, "hidden-\(name.prefix(10))@example.com")
            let uploaded = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("ImagingTests/Fixtures/\(name)"))
            #expect(uploaded.range(of: Data("Paris".utf8)) != nil, "the fixture names its place")
            // act
            let entry = try await user.create(.init(kind: .photo, utcOffsetSeconds: 0, photoLocation: .discard),
                                              files: [(name, uploaded)]).created.body.json
            let media = try #require(entry.media.first)
            let original = Data(try await user.get(media.url).body.readableBytesView)
            // check
            #expect(original.range(of: Data("Paris".utf8)) == nil && original.count < uploaded.count)
            #expect(media.byteSize == Int64(original.count), "the recorded size is the stored file's")
            #expect(try ImageProcessor().metadata(of: original).location == nil)
        }
    }

    @Test("discard with a place typed in: that place, and still no GPS in the original")
    func discardWithOwnPlace() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "own-place@example.com")
            let moda = Components.Schemas.Location(latitude: 40.9870, longitude: 29.0260, name: "Moda")
            // act
            let entry = try await user.create(
                .init(kind: .photo, utcOffsetSeconds: 10800, location: moda, photoLocation: .discard),
                files: [("ist.jpg", try Fixture.data(Self.istanbul))]).created.body.json
            let original = Data(try await user.get(try #require(entry.media.first).url).body.readableBytesView)
            // check
            #expect(entry.location?.latitude == 40.9870 && entry.location?.name == "Moda")
            #expect(entry.suggestions?.location == nil)
            #expect(try ImageProcessor().metadata(of: original).location == nil)
        }
    }

    @Test("a client that sends no photoLocation gets the photo's place and its original as uploaded")
    func olderClient() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "older@example.com")
            let uploaded = try Fixture.data(Self.istanbul)
            // act
            let entry = try await user.create(.init(kind: .photo, utcOffsetSeconds: 10800), files: [("ist.jpg", uploaded)])
                .created.body.json
            let original = Data(try await user.get(try #require(entry.media.first).url).body.readableBytesView)
            // check
            let location = try #require(entry.location)
            #expect(abs(location.latitude - 41.0086) < 0.001 && abs(location.longitude - 28.9802) < 0.001)
            #expect(original == uploaded)
        }
    }

    /// The edit of a photo entry, keeping everything but the place.
    static func edit(_ entry: Components.Schemas.Entry, location: Components.Schemas.Location?) -> Components.Schemas.EntryUpdate {
        .init(title: entry.title, tags: entry.tags, occurredAt: entry.occurredAt, utcOffsetSeconds: entry.utcOffsetSeconds,
              location: location, isPrivate: entry.isPrivate)
    }

    @Test("removing the place on edit erases the GPS from the stored original; renaming it does not")
    func removedOnEdit() async throws {
        try await withMemoryApp { app in
            // setup: a photo entry placed by its own GPS
            let user = try await TestUser.register(app, "edit-place@example.com")
            let uploaded = try Fixture.data(Self.istanbul)
            let imaging = try ImageProcessor()
            let entry = try await user.create(.init(kind: .photo, utcOffsetSeconds: 10800), files: [("ist.jpg", uploaded)])
                .created.body.json
            let url = try #require(entry.media.first).url
            var renamed = try #require(entry.location)
            renamed.name = "Sultanahmet"
            // act
            let afterRename = try await user.client.updateEntry(
                path: .init(entryId: entry.id), body: .json(Self.edit(entry, location: renamed))).ok.body.json
            let renamedOriginal = Data(try await user.get(url).body.readableBytesView)
            let afterRemoval = try await user.client.updateEntry(
                path: .init(entryId: entry.id), body: .json(Self.edit(entry, location: nil))).ok.body.json
            let original = Data(try await user.get(url).body.readableBytesView)
            // check: a new name for the same spot leaves the photo as uploaded
            #expect(afterRename.location?.name == "Sultanahmet")
            #expect(renamedOriginal == uploaded)
            // check: without a place, the original has no position, and nothing else changed
            #expect(afterRemoval.location == nil)
            #expect(try imaging.metadata(of: original).location == nil)
            #expect(try imaging.metadata(of: original).capturedAt == (try imaging.metadata(of: uploaded)).capturedAt)
            #expect(original.count == uploaded.count)
        }
    }

    @Test("moving the place elsewhere on edit erases the photo's own GPS too")
    func movedOnEdit() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "move-place@example.com")
            let entry = try await user.create(.init(kind: .photo, utcOffsetSeconds: 10800),
                                              files: [("ist.jpg", try Fixture.data(Self.istanbul))]).created.body.json
            let moda = Components.Schemas.Location(latitude: 40.9870, longitude: 29.0260, name: "Moda")
            // act
            let moved = try await user.client.updateEntry(
                path: .init(entryId: entry.id), body: .json(Self.edit(entry, location: moda))).ok.body.json
            let original = Data(try await user.get(try #require(entry.media.first).url).body.readableBytesView)
            // check
            #expect(moved.location?.name == "Moda")
            #expect(try ImageProcessor().metadata(of: original).location == nil)
        }
    }
}
