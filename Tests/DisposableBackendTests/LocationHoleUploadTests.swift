import DisposableAPI
import Foundation
import ReferenceTools
import ServerTestSupport
import Testing

@testable import DisposableBackend

/// Issue 38: places hidden where the first scrubber did not look, uploaded for real. The
/// fixtures are Imaging's (Tests/ImagingTests/Fixtures/make-location-holes.sh).
@Suite("Uploads: no place in any stored or served copy, whatever the container hides it in")
struct LocationHoleUploadTests {
    static let holes = [
        "hole-png-raw-exif.png", "hole-imagemagick.png", "hole-png-itxt-deflated-xmp.png", "hole-png-text-xmp.png",
        "hole-jpeg-trailer.jpg", "hole-jpeg-after-scan.jpg", "hole-webp-trailer.webp", "hole-heic-trailer.heic",
    ]

    @Test("exiftool finds no place in the stored file, the served original or the ZIP entry")
    func noPlaceAnywhere() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent(shots: Self.holes.count)
            let originals = try Self.holes.map { try Data(contentsOf: Self.imagingFixtures.appendingPathComponent($0)) }
            for (name, original) in zip(Self.holes, originals) {
                #expect(await !ExifTool.places(in: original, name: name).isEmpty, "\(name) hides a place")
            }
            // act
            var photos: [Components.Schemas.Photo] = []
            for original in originals { photos.append(try await organizer.uploaded(event.id, original)) }
            let archive = try zipContents(try await organizer.get("/api/disposable/events/\(event.id)/archive"))
            // check
            #expect(archive.count == Self.holes.count)
            for (name, photo) in zip(Self.holes, photos) {
                let id = try #require(UUID(uuidString: photo.id))
                let eventID = try #require(UUID(uuidString: event.id))
                let stored = try await app.mediaStore.data(
                    at: DisposablePhoto.location(id, event: eventID, variant: .original))
                let served = Data(try await organizer.get(photo.files.original, bearer: false).body.readableBytesView)
                let entry = try #require(archive.values.first { $0 == stored }, "\(name): the ZIP holds the stored file")
                for (copy, data) in [("stored", stored), ("served", served), ("zip", entry)] {
                    let left = await ExifTool.places(in: data, name: name)
                    #expect(left.isEmpty, "\(name), \(copy): \(left)")
                }
                #expect(served == stored && Int64(stored.count) == photo.byteSize, "\(name): one copy, its size recorded")
            }
        }
    }

    static let imagingFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ImagingTests/Fixtures")
}
