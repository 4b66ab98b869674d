import Foundation
import SQLKit
import Testing

@testable import MemoryBackend

@Suite("Memory: moods stored before the words' language was told are read again")
struct StoredMoodRereadTests {
    @Test("a Turkish entry stored as neutral under the English page becomes anxious; words that tell nothing keep their mood")
    func reread() async throws {
        try await withMemoryApp { app in
            // setup: two entries as the old code stored them (mood read in the page's language)
            let user = try await TestUser.register(app, "reread@example.com")
            let turkish = try await user.createText("Yarınki sınav yüzünden çok endişeliyim…")
            let unclear = try await user.createText("OK 👍 12:30")
            let sql = try #require(app.db as? any SQLDatabase)
            try await sql.raw("UPDATE memory_entries SET mood = 'neutral', mood_confidence = 0.5, text_language = NULL").run()
            try await sql.raw("UPDATE memory_entries SET mood = 'calm' WHERE id = \(bind: UUID(uuidString: unclear.id)!)").run()
            // act
            try await AddEntryTextLanguage.rereadStoredMoods(on: sql)
            let first = try await user.client.getEntry(path: .init(entryId: turkish.id)).ok.body.json
            let second = try await user.client.getEntry(path: .init(entryId: unclear.id)).ok.body.json
            // check
            #expect(first.mood?.mood == .anxious && first.mood?.language == .tr)
            #expect(second.mood?.mood == .calm && second.mood?.language == .unknown)
        }
    }
}
