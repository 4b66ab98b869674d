import DisposableAPI
import Foundation
import Imaging
import ServerTestSupport
import Testing

@Suite("Uploads: formats from the bytes, no location anywhere, derived copies upright and bare")
struct UploadProcessingTests {
    @Test("GPS is gone from the stored original, its pixels untouched; display copy and thumbnail have no metadata")
    func locationRemoved() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let original = try Fixture.data("DSCN0010.jpg")
            let imaging = try ImageProcessor()
            #expect(try imaging.metadata(of: original).location != nil, "the fixture has GPS")
            // act
            let photo = try await organizer.uploaded(event.id, original)
            try await app.jobs.drain(app: app)
            let ready = try await organizer.client.getPhoto(path: .init(eventId: event.id, photoId: photo.id)).ok.body.json
            let stored = Data(try await organizer.get(ready.files.original, bearer: false).body.readableBytesView)
            let display = Data(try await organizer.get(try #require(ready.files.display), bearer: false).body.readableBytesView)
            let thumbnail = Data(try await organizer.get(try #require(ready.files.thumbnail), bearer: false).body.readableBytesView)
            // check
            #expect(photo.status == .processing && ready.status == .ready)
            #expect(stored.count == original.count && stored != original)
            #expect(try imaging.metadata(of: stored).location == nil)
            // The image data is everything after the APP segments; its bytes must not change.
            let tail = 100_000
            #expect(stored.suffix(tail) == original.suffix(tail), "compressed pixels byte for byte")
            for copy in [display, thumbnail] {
                let copyLocation = try imaging.metadata(of: copy).location
                #expect(copy.range(of: Data("Exif".utf8)) == nil && copyLocation == nil)
            }
            let displaySize = try imaging.metadata(of: display)
            let thumbnailSize = try imaging.metadata(of: thumbnail)
            #expect(displaySize.width == 640, "never enlarged past the original")
            #expect(max(thumbnailSize.width, thumbnailSize.height) <= 480)
        }
    }

    @Test("a photo still processing has a display URL that makes its copy now; the job keeps it and adds the thumbnail")
    func displayOnRequest() async throws {
        try await withDisposableApp { app in
            // setup: an iPhone's HEIC, which no browser draws, its copies not made yet
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            let photo = try await organizer.uploaded(event.id, try Fixture.data("gps.heic"))
            let imaging = try ImageProcessor()
            // act
            let answer = try await organizer.get(try #require(photo.files.display), bearer: false)
            let early = Data(answer.body.readableBytesView)
            try await app.jobs.drain(app: app)
            let ready = try await organizer.client.getPhoto(path: .init(eventId: event.id, photoId: photo.id)).ok.body.json
            let later = Data(try await organizer.get(try #require(ready.files.display), bearer: false).body.readableBytesView)
            // check
            #expect(photo.status == .processing && photo.files.thumbnail == nil, "the grid still shows it developing")
            #expect(answer.status == .ok && answer.headers.contentType?.description == "image/jpeg")
            let copy = try imaging.metadata(of: early)
            #expect(copy.location == nil && early.range(of: Data("Exif".utf8)) == nil)
            #expect(max(copy.width, copy.height) == min(max(photo.width, photo.height), 1920))
            #expect(ready.status == .ready && ready.files.thumbnail != nil)
            #expect(later == early, "the job kept the copy made on request")
        }
    }

    @Test("HEIC and PNG are accepted and typed from their bytes; a text file named .jpg is 415 and leaves nothing")
    func formats() async throws {
        try await withDisposableApp { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            // act
            let heic = try await organizer.uploaded(event.id, try Fixture.data("gps.heic"))
            let png = try await organizer.uploaded(event.id, try Fixture.data("small.png"))
            let text = try await organizer.upload(event.id, Data("not a photo at all".utf8))
            let participation = try await organizer.client.getMyParticipation(path: .init(eventId: event.id)).ok.body.json
            try await app.jobs.drain(app: app)
            // check
            #expect(heic.contentType == "image/heic" && png.contentType == "image/png")
            #expect(try text.unsupportedMediaType.body.applicationProblemJson.code == "unsupported_media_type")
            #expect(participation.shotsUsed == 2, "a refused file costs no shot")
            let files = await mediaFiles(app, event: event.id)
            #expect(files.count == 6, "two photos, three files each: \(files)")
        }
    }

    @Test("a photo over the size limit is 413 and nothing is stored")
    func tooLarge() async throws {
        try await withDisposableApp(options: .init(maxUploadBytes: 1024 * 1024)) { app in
            // setup
            let organizer = try await Actor.organizer(app)
            let event = try await organizer.createEvent()
            var big = try Fixture.data("landscape_6.jpg")
            big.append(Data(count: 1024 * 1024))
            // act
            let output = try await organizer.upload(event.id, big)
            // check
            if case .contentTooLarge = output {} else if case .undocumented(413, _) = output {} else {
                Issue.record("expected 413, got \(output)")
            }
            #expect(await mediaFiles(app, event: event.id).isEmpty)
        }
    }
}
