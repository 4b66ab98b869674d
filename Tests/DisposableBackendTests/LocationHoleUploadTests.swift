import DisposableAPI
import Foundation
import MediaTools
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
                #expect(await !PlaceProbe.places(in: original, name: name).isEmpty, "\(name) hides a place")
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
                    let left = await PlaceProbe.places(in: data, name: name)
                    #expect(left.isEmpty, "\(name), \(copy): \(left)")
                }
                #expect(served == stored && Int64(stored.count) == photo.byteSize, "\(name): one copy, its size recorded")
            }
        }
    }

    static let imagingFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ImagingTests/Fixtures")
}

/// What a reader finds of a place: exiftool's GPS, XMP, PNG text and IPTC tags with a value
/// (it inflates compressed chunks itself), and the fixtures' place in the raw bytes, which
/// exiftool does not read after an image's end: "Paris" and EXIF's latitude 48/1 51/1.
enum PlaceProbe {
    static func places(in data: Data, name: String) async -> [String] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("place-\(UUID().uuidString)-\(name)")
        defer { try? FileManager.default.removeItem(at: url) }
        var found: [String] = []
        do {
            try data.write(to: url)
            // Waited for off Swift's threads: a test that blocks one holds up every other test.
            let output = try await ProcessRunner.run(
                executable: "/usr/bin/exiftool",
                arguments: ["-a", "-G1", "-s", "-n", "-gps:all", "-xmp:all", "-png:all", "-iptc:all", url.path])
            found = String(decoding: output.stdout, as: UTF8.self).split(separator: "\n").map(String.init).filter { line in
                let value = line.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? ""
                return ["GPS", "City", "Country", "Location", "Sublocation", "Province"].contains { line.contains($0) }
                    && !value.isEmpty
            }
        } catch {
            found.append("exiftool: \(error)")
        }
        if data.range(of: Data("Paris".utf8)) != nil { found.append("bytes: Paris") }
        if data.range(of: Data([0, 0, 0, 48, 0, 0, 0, 1, 0, 0, 0, 51, 0, 0, 0, 1])) != nil { found.append("bytes: latitude") }
        return found
    }
}
