import Foundation
import MemoryAPI
import ServerCore
import ServerTestSupport
import Testing
import VaporTesting

/// Uploads are decoded completely before they are accepted; nothing of a refused one stays.
@Suite("Memory API: corrupt and lying uploads are refused whole")
struct StrictUploadTests {
    /// The user's entries and every file under the media directory (staging included).
    private func leftovers(_ user: TestUser) async throws -> (entries: Int, files: [String]) {
        (try await user.client.listEntries().ok.body.json.total, await mediaFiles(user.app))
    }

    @Test("the first third of a real JPEG is 422 media_corrupt naming the file, and nothing stays")
    func truncatedJPEG() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "truncated@example.com")
            let photo = try Fixture.data("DSCN0010.jpg")
            // act
            let output = try await user.create(
                .init(kind: .photo, utcOffsetSeconds: 0), files: [("beach-day.jpg", photo.prefix(photo.count / 3))])
            // check
            let problem = try output.unprocessableContent.body.applicationProblemJson
            #expect(problem.code == "media_corrupt")
            #expect(problem.detail?.contains("beach-day.jpg") == true)
            let (entries, files) = try await leftovers(user)
            #expect(entries == 0)
            #expect(files.isEmpty, "no original, no staging file: \(files)")
        }
    }

    @Test("a camera file with a damaged segment is 422, not 201 with a thumbnail job that fails forever")
    func damagedSegment() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "damaged@example.com")
            // act
            let output = try await user.create(
                .init(kind: .photo, utcOffsetSeconds: 0),
                files: [("IMG_0042.jpg", try Fixture.data("DSCN0010-damaged-scan.jpg"))])
            // check
            let problem = try output.unprocessableContent.body.applicationProblemJson
            #expect(problem.code == "media_corrupt")
            #expect(problem.detail?.contains("IMG_0042.jpg") == true)
            let (entries, files) = try await leftovers(user)
            #expect(entries == 0 && files.isEmpty)
        }
    }

    @Test("one bad file among good ones refuses the whole entry and removes every staged file")
    func oneBadAmongGood() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "mixed@example.com")
            let good = try Fixture.data("Canon_40D.jpg")
            let bad = try Fixture.data("DSCN0010.jpg")
            // act
            let output = try await user.create(
                .init(kind: .photo, utcOffsetSeconds: 0),
                files: [("one.jpg", good), ("two.jpg", bad.prefix(bad.count / 2)), ("three.jpg", good)])
            // check
            let problem = try output.unprocessableContent.body.applicationProblemJson
            #expect(problem.detail?.contains("two.jpg") == true)
            let (entries, files) = try await leftovers(user)
            #expect(entries == 0 && files.isEmpty)
        }
    }

    @Test("a WAV whose header says 5 s with 95 s of samples behind it is judged by its real length")
    func lyingWAVHeader() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "lying@example.com")
            let honest = Fixture.silentWAV(seconds: 5)
            let lying = Fixture.silentWAV(seconds: 100, declaring: 5)
            // act
            let refused = try await user.create(.init(kind: .audio, utcOffsetSeconds: 0), files: [("lie.wav", lying)])
            let accepted = try await user.create(.init(kind: .audio, utcOffsetSeconds: 0), files: [("ok.wav", honest)])
            // check
            #expect(try refused.unprocessableContent.body.applicationProblemJson.code == "audio_too_long")
            let media = try #require(try accepted.created.body.json.media.first)
            #expect(abs((media.durationSeconds ?? 0) - 5) < 0.05)
            let (entries, files) = try await leftovers(user)
            #expect(entries == 1)
            #expect(files.count == 1, "only the honest recording is stored: \(files)")
        }
    }
}
