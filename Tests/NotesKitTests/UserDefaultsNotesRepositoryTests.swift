import Foundation
import Localization
import Testing

@testable import NotesKit

/// Accepts nothing: every write is silently dropped, as a full or read-only store would.
private final class DroppingDefaults: UserDefaults, @unchecked Sendable {
    override func set(_ value: Any?, forKey defaultName: String) {}
}

@Suite("UserDefaults store under notes_store")
struct UserDefaultsNotesRepositoryTests {
    let temporary = TemporaryDefaults()
    var defaults: UserDefaults { temporary.defaults }
    let notes = [makeNote("Alışveriş", body: "süt", createdMinute: 1), makeNote("İş", createdMinute: 2.5)]

    @Test("An empty store loads as no notes")
    func empty() throws {
        #expect(try UserDefaultsNotesRepository(defaults: defaults).loadNotes() == [])
    }

    @Test("Notes survive closing and reopening the app (docs/apps/notes.md#scenarios)")
    func survivesReload() throws {
        // setup
        try UserDefaultsNotesRepository(defaults: defaults).saveNotes(notes)
        // act: a new repository and a new UserDefaults instance, as after a relaunch
        let reopened = UserDefaultsNotesRepository(defaults: UserDefaults(suiteName: temporary.suiteName)!)
        let loaded = try reopened.loadNotes()
        // check: the very same notes, dates to the bit
        #expect(loaded == notes)
    }

    @Test("The stored bytes are the iOS app's JSON: [Note] under notes_store, dates as seconds since 2001")
    func storedShape() throws {
        // setup
        try UserDefaultsNotesRepository(defaults: defaults).saveNotes([notes[0]])
        // act
        let data = try #require(defaults.data(forKey: "notes_store"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        // check
        #expect(json.count == 1)
        #expect(Set(json[0].keys) == ["id", "title", "body", "createdAt", "updatedAt"])
        #expect(json[0]["createdAt"] as? Double == notes[0].createdAt.timeIntervalSinceReferenceDate)
    }

    @Test("A store written by the iOS app loads as is")
    func iosFixture() throws {
        // setup
        defaults.set(try fixture("notes_store_ios.json"), forKey: "notes_store")
        // act
        let loaded = try UserDefaultsNotesRepository(defaults: defaults).loadNotes()
        // check
        #expect(loaded.map(\.title) == ["Alışveriş listesi", "İzmir trip"])
        #expect(loaded[0].updatedAt == Date(timeIntervalSinceReferenceDate: 754_003_600.5))
    }

    @Test("Unreadable data: corrupted state, bytes kept untouched and backed up, saves refused")
    func corrupted() throws {
        // setup
        let broken = try fixture("notes_store_truncated.json")
        defaults.set(broken, forKey: "notes_store")
        let repository = UserDefaultsNotesRepository(defaults: defaults)
        // act
        #expect(throws: NotesStoreError.corrupted(backupKey: "notes_store.unreadable-backup")) {
            try repository.loadNotes()
        }
        #expect(throws: NotesStoreError.corrupted(backupKey: repository.backupKey)) {
            try repository.saveNotes(notes)
        }
        // check
        #expect(defaults.data(forKey: "notes_store") == broken)
        #expect(repository.unreadableBackup == broken)
    }

    @Test("A fresh repository never writes over unreadable data, even before loading")
    func saveBeforeLoad() throws {
        // setup
        defaults.set("not json at all", forKey: "notes_store")
        let repository = UserDefaultsNotesRepository(defaults: defaults)
        // act
        #expect(throws: NotesStoreError.self) { try repository.saveNotes(notes) }
        // check
        #expect(defaults.string(forKey: "notes_store") == "not json at all")
        #expect(repository.unreadableBackup == Data("not json at all".utf8))
    }

    @Test("Reset clears the unreadable notes, keeps the backup, and saving works again")
    func reset() throws {
        // setup
        let broken = try fixture("notes_store_truncated.json")
        defaults.set(broken, forKey: "notes_store")
        let repository = UserDefaultsNotesRepository(defaults: defaults)
        _ = try? repository.loadNotes()
        // act
        try repository.reset()
        try repository.saveNotes(notes)
        // check
        #expect(try repository.loadNotes() == notes)
        #expect(repository.unreadableBackup == broken)
    }

    @Test("A write that does not stick is reported, not swallowed")
    func writeFailure() throws {
        // setup
        let dropping = try #require(DroppingDefaults(suiteName: temporary.suiteName))
        let repository = UserDefaultsNotesRepository(defaults: dropping)
        // act / check
        #expect(throws: NotesStoreError.writeFailed) { try repository.saveNotes(notes) }
        #expect(NotesStoreError.writeFailed.message(in: .tr) == "Kaydedilemedi. Lütfen tekrar deneyin.")
    }
}

@Suite("Settings store")
struct NotesSettingsStoreTests {
    let temporary = TemporaryDefaults()

    @Test("Settings persist across instances; missing or unreadable settings give the defaults")
    func persistence() throws {
        // setup
        let store = UserDefaultsNotesSettingsStore(defaults: temporary.defaults)
        let chosen = NotesSettings(sortOrder: .createdAt, previewLength: .long, searchScope: .titleAndBody)
        #expect(store.loadSettings() == NotesSettings())
        // act
        try store.saveSettings(chosen)
        // check
        #expect(UserDefaultsNotesSettingsStore(defaults: temporary.defaults).loadSettings() == chosen)
        temporary.defaults.set(
            Data("{\"sortOrder\":\"title\",\"previewLength\":\"short\"}".utf8), forKey: "notes_settings")
        #expect(store.loadSettings() == NotesSettings(previewLength: .short))
    }
}
