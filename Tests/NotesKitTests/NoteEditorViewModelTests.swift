import Foundation
import Localization
import Testing

@testable import NotesKit

@MainActor
@Suite("Note editor")
struct NoteEditorViewModelTests {
    @Test("Create with an empty title: a clear warning and nothing saved")
    func emptyTitleWarns() {
        // setup
        let harness = Harness(language: .tr)
        let editor = NoteEditorViewModel(note: nil, environment: harness.environment)
        editor.body = "Body without a title"
        #expect(editor.validationMessage == nil, "no warning before the first save")
        // act
        let result = editor.save()
        // check
        #expect(result == .invalid(.titleRequired))
        #expect(editor.validationMessage == "Lütfen bir başlık girin.")
        #expect(harness.repository.saveCount == 0)
        #expect(editor.screenTitle == "Yeni Not")
    }

    @Test("Over-long fields are flagged as soon as they are typed")
    func limitsLive() {
        // setup
        let harness = Harness()
        let editor = NoteEditorViewModel(note: nil, environment: harness.environment)
        // act
        editor.title = String(repeating: "a", count: 201)
        // check
        #expect(editor.validationMessage == "The title can have at most 200 characters (it has 201).")
        #expect(editor.save() == .invalid(.titleTooLong(count: 201, max: 200)))
        #expect(harness.repository.saveCount == 0)
    }

    @Test("Editing without a change writes nothing and keeps updatedAt")
    func unchangedKeepsDate() {
        // setup
        let note = makeNote("Same", body: "text", id: "1")
        let harness = Harness(notes: [note])
        let editor = NoteEditorViewModel(note: note, environment: harness.environment)
        harness.clock.advance(by: 3600)
        editor.title = "Same  "
        // act
        let result = editor.save()
        // check
        #expect(result == .unchanged)
        #expect(harness.repository.saveCount == 0)
        #expect(harness.repository.notes == [note])
        #expect(harness.analytics.events.isEmpty)
    }

    @Test("Editing with a change moves updatedAt to now and keeps id and createdAt")
    func changeUpdatesDate() throws {
        // setup
        let note = makeNote("Old", body: "text", id: "1")
        let harness = Harness(notes: [note])
        let editor = NoteEditorViewModel(note: note, environment: harness.environment)
        harness.clock.advance(by: 3600)
        editor.body = "text, edited"
        // act
        editor.save()
        // check
        let saved = try #require(harness.repository.notes.first)
        #expect(saved.id == "1" && saved.createdAt == note.createdAt)
        #expect(saved.updatedAt == harness.clock.now)
        #expect(saved.body == "text, edited")
        #expect(harness.analytics.events == [.noteUpdated(titleLength: 3, bodyLength: 12)])
        #expect(!editor.hasUnsavedChanges)
    }

    @Test("Cancel closes at once when clean and asks first when there are unsaved changes")
    func cancel() {
        // setup
        let note = makeNote("Title", id: "1")
        let harness = Harness(notes: [note], language: .tr)
        let editor = NoteEditorViewModel(note: note, environment: harness.environment)
        // act / check
        #expect(editor.cancel() == .close)
        editor.title = "Title changed"
        #expect(editor.cancel() == .confirmDiscard)
        #expect(editor.discardQuestion == "Kaydetmeden çıkmak istiyor musunuz?")
        editor.title = "Title"
        #expect(editor.cancel() == .close)
        let blank = NoteEditorViewModel(note: nil, environment: harness.environment)
        blank.title = "   "
        #expect(blank.cancel() == .close, "whitespace alone is nothing to lose")
    }

    @Test("A failed save keeps the text and says it could not save")
    func saveFailure() {
        // setup
        let harness = Harness(language: .tr)
        harness.repository.saveError = .writeFailed
        let editor = NoteEditorViewModel(note: nil, environment: harness.environment)
        editor.title = "Not"
        // act
        let result = editor.save()
        // check
        #expect(result == .failed(.writeFailed))
        #expect(editor.errorMessage == "Kaydedilemedi. Lütfen tekrar deneyin.")
        #expect(editor.title == "Not" && editor.hasUnsavedChanges)
    }

    @Test("Character count and last-updated text are localized")
    func counts() {
        // setup
        let note = makeNote("T", body: "çok güzel", id: "1")
        let harness = Harness(notes: [note], language: .fr)
        harness.clock.now = note.updatedAt.addingTimeInterval(2 * 3600)
        // act
        let editor = NoteEditorViewModel(note: note, environment: harness.environment)
        // check
        #expect(editor.characterCount == 9)
        #expect(editor.characterCountText == "9 caractères")
        #expect(editor.lastUpdatedText == "Dernière modification il y a 2 heures")
        #expect(NoteEditorViewModel(note: nil, environment: harness.environment).lastUpdatedText == nil)
    }

    @Test("note_created carries lengths only")
    func createdEvent() {
        // setup
        let harness = Harness()
        let editor = NoteEditorViewModel(note: nil, environment: harness.environment)
        editor.title = "Private"
        editor.body = "very private"
        // act
        editor.save()
        // check
        #expect(harness.analytics.events == [.noteCreated(titleLength: 7, bodyLength: 12)])
        #expect(harness.analytics.events[0].name == "note_created")
        #expect(harness.analytics.events[0].parameters == ["title_length": 7, "body_length": 12])
    }
}
