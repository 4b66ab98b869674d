import Foundation
import MemoryAPI
import ServerCore
import ServerTestSupport
import Testing
import VaporTesting

@Suite("Memory API: photo and audio uploads with real files")
struct PhotoUploadTests {
    @Test("a GPS photo without a date in the metadata gets its EXIF date and place suggested")
    func exifSuggestions() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "exif@example.com")
            // act
            let entry = try await user.create(
                .init(kind: .photo, utcOffsetSeconds: 7200), files: [("DSCN0010.jpg", try Fixture.data("DSCN0010.jpg"))]
            ).created.body.json
            // check: DateTimeOriginal 2008-10-22 16:28:39 read in the client's +02:00 (no OffsetTimeOriginal)
            #expect(entry.occurredAt == Date(timeIntervalSince1970: 1_224_685_719))
            #expect(entry.utcOffsetSeconds == 7200)
            let location = try #require(entry.location)
            #expect(abs(location.latitude - 43.4674) < 0.001 && abs(location.longitude - 11.8851) < 0.001)
            #expect(entry.suggestions?.location != nil)
            let media = try #require(entry.media.first)
            #expect(media.contentType == "image/jpeg" && media.width == 640 && media.height == 480)
            #expect(media.thumbnails.isEmpty, "thumbnails come from the background job")
        }
    }

    @Test("orientation decides the display size; the job makes upright thumbnails without EXIF")
    func thumbnails() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "thumb@example.com")
            let original = try Fixture.data("landscape_6.jpg")
            let created = try await user.create(.init(kind: .photo, utcOffsetSeconds: 0), files: [("l.jpg", original)])
                .created.body.json
            // act
            try await app.jobs.drain(app: app)
            let entry = try await user.client.getEntry(path: .init(entryId: created.id)).ok.body.json
            let media = try #require(entry.media.first)
            let small = try #require(media.thumbnails.first { $0.size == 256 })
            let thumb = try await user.get(small.url)
            let originalBytes = try await user.get(media.url)
            // check: stored 450×600 with orientation 6 shows as 600 wide, 450 high
            #expect(media.width == 600 && media.height == 450)
            #expect(media.thumbnails.map(\.size).sorted() == [256, 1024])
            #expect(thumb.status == .ok && thumb.headers.contentType?.description == "image/jpeg")
            #expect(!thumb.body.readableBytesView.contains(0xE1) || !thumb.body.string.contains("Exif"))
            #expect(Data(originalBytes.body.readableBytesView) == original, "the original stays untouched")
            #expect(entry.occurredAt == created.createdAt, "no EXIF date: the upload time")
        }
    }

    @Test("a text file renamed .jpg is refused with 415 and leaves nothing behind")
    func fakeJPEG() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "fake@example.com")
            // act
            let output = try await user.create(
                .init(kind: .photo, utcOffsetSeconds: 0), files: [("holiday.jpg", Data("just some text".utf8))])
            let list = try await user.client.listEntries().ok.body.json
            // check
            #expect(try output.unsupportedMediaType.body.applicationProblemJson.code == "unsupported_media_type")
            #expect(list.total == 0)
            #expect(await mediaFiles(app).isEmpty)
        }
    }

    @Test("file count rules: a photo entry needs a file, a text entry takes none")
    func fileCount() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "count@example.com")
            // act
            let photo = try await user.create(.init(kind: .photo, utcOffsetSeconds: 0))
            let text = try await user.create(.init(kind: .text, text: "x", utcOffsetSeconds: 0),
                                             files: [("a.jpg", try Fixture.data("Canon_40D.jpg"))])
            // check
            #expect(try photo.badRequest.body.applicationProblemJson.errors?.first?.field == "file")
            #expect(try text.badRequest.body.applicationProblemJson.errors?.first?.reason == .tooMany)
            #expect(await mediaFiles(app).isEmpty)
        }
    }

    @Test("audio: duration from ffprobe, Range requests answer 206, over 60 s is 422")
    func audio() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "audio@example.com")
            let wav = try Fixture.data("short.wav")
            // act
            let entry = try await user.create(.init(kind: .audio, utcOffsetSeconds: 0), files: [("v.wav", wav)])
                .created.body.json
            let media = try #require(entry.media.first)
            let ranged = try await user.get(media.url, headers: ["Range": "bytes=0-9"])
            let outside = try await user.get(media.url, headers: ["Range": "bytes=\(wav.count + 10)-"])
            let tooLong = try await user.create(.init(kind: .audio, utcOffsetSeconds: 0),
                                                files: [("long.wav", Fixture.silentWAV(seconds: 61))])
            let imageAsAudio = try await user.create(.init(kind: .audio, utcOffsetSeconds: 0),
                                                     files: [("x.wav", try Fixture.data("Canon_40D.jpg"))])
            // check
            #expect(media.contentType == "audio/wav")
            #expect(abs((media.durationSeconds ?? 0) - 2.99) < 0.05)
            #expect(ranged.status == .partialContent)
            #expect(ranged.headers.first(name: "Content-Range") == "bytes 0-9/\(wav.count)")
            #expect(Data(ranged.body.readableBytesView) == wav.prefix(10))
            #expect(outside.status == .rangeNotSatisfiable)
            #expect(try tooLong.unprocessableContent.body.applicationProblemJson.code == "audio_too_long")
            #expect(try imageAsAudio.unsupportedMediaType.body.applicationProblemJson.status == 415)
            #expect(await mediaFiles(app).count == 1, "only the accepted recording is stored")
        }
    }

    @Test("media: a bearer request redirects to a signed URL; a tampered or expired signature is 403")
    func signedURLs() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        try await withMemoryApp(clock: clock.now) { app in
            // setup
            let user = try await TestUser.register(app, "sign@example.com")
            let entry = try await user.create(.init(kind: .photo, occurredAt: Date(timeIntervalSince1970: 1_700_000_000), utcOffsetSeconds: 0),
                                              files: [("c.jpg", try Fixture.data("Canon_40D.jpg"))]).created.body.json
            let media = try #require(entry.media.first)
            // act
            let redirect = try await user.get("/api/media/\(media.id)?download=true", bearer: true)
            let tampered = try await user.get(media.url.replacingOccurrences(of: "variant=original", with: "variant=thumb256"))
            let download = try await user.get(try #require(redirect.headers.first(name: .location)))
            clock.advance(by: 3600)
            let expired = try await user.get(media.url)
            // check
            #expect(redirect.status == .found)
            #expect(tampered.status == .forbidden)
            #expect(download.status == .ok)
            #expect(download.headers.first(name: "Content-Disposition")?.hasPrefix("attachment; filename=\"c.jpg\"") == true)
            #expect(expired.status == .forbidden)
        }
    }
}
