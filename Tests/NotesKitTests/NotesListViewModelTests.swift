import Foundation
import Localization
import Testing

@testable import NotesKit

@MainActor
@Suite("Notes list (docs/apps/notes.md#scenarios at kit level)")
struct NotesListViewModelTests {
    @Test("No notes: the empty state and its Turkish message")
    func emptyState() {
        // setup
        let harness = Harness(language: .tr)
        // act
        let list = harness.makeList()
        // check
        #expect(list.state == .empty)
        #expect(NotesText.emptyMessage.text(.tr) == "+ ile yeni bir not ekleyin")
    }

    @Test("Create: a valid note is saved and shows in the list at once")
    func createShowsInList() {
        // setup
        let harness = Harness()
        let list = harness.makeList()
        let editor = list.makeEditor()
        editor.title = "  Groceries "
        editor.body = "Milk, eggs"
        // act
        let result = editor.save()
        // check
        #expect(
            result
                == .saved(
                    Note(
                        id: "00000000-0000-4000-8000-000000000001", title: "Groceries", body: "Milk, eggs",
                        createdAt: harness.clock.now, updatedAt: harness.clock.now)))
        #expect(list.state == .loaded)
        #expect(list.rows.map(\.title) == ["Groceries"])
        #expect(list.rows.first?.preview == "Milk, eggs")
        #expect(harness.repository.notes.count == 1)
    }

    @Test("Update: the new title is in the list at once, and the note moves to the top")
    func updateShowsAtOnce() {
        // setup
        let harness = Harness(notes: [
            makeNote("First", id: "1", createdMinute: 0), makeNote("Second", id: "2", createdMinute: 5),
        ])
        let list = harness.makeList()
        #expect(list.rows.map(\.title) == ["Second", "First"])
        let editor = list.makeEditor(for: "1")
        editor.title = "First, renamed"
        // act
        editor.save()
        // check
        #expect(list.rows.map(\.title) == ["First, renamed", "Second"])
    }

    @Test("Delete: the note leaves the list and the store; the last one leaves the empty state")
    func deleteToEmpty() {
        // setup
        let harness = Harness(notes: [makeNote("A", id: "1"), makeNote("B", id: "2", createdMinute: 1)])
        let list = harness.makeList()
        // act / check
        list.delete(id: "1")
        #expect(list.rows.map(\.id) == ["2"])
        #expect(harness.repository.notes.map(\.id) == ["2"])
        list.delete(id: "2")
        #expect(list.state == .empty)
        #expect(harness.repository.notes.isEmpty)
        #expect(harness.analytics.events == [.noteDeleted(count: 1), .noteDeleted(count: 1)])
    }

    @Test("Undo puts deleted notes back unchanged, several at once")
    func undo() {
        // setup
        let notes = [
            makeNote("A", id: "1"), makeNote("B", id: "2", createdMinute: 1), makeNote("C", id: "3", createdMinute: 2),
        ]
        let harness = Harness(notes: notes, language: .fr)
        let list = harness.makeList()
        // act
        list.delete(ids: ["1", "3"])
        let toast = list.pendingDeletion?.message
        list.undoDelete()
        // check
        #expect(toast == "2 notes supprimées")
        #expect(Set(harness.repository.notes) == Set(notes))
        #expect(list.rows.map(\.id) == ["3", "2", "1"])
        #expect(list.pendingDeletion == nil)
    }

    @Test("A failed delete keeps the note and shows the save error")
    func failedDelete() {
        // setup
        let harness = Harness(notes: [makeNote("Keep me", id: "1")], language: .tr)
        let list = harness.makeList()
        harness.repository.saveError = .writeFailed
        // act
        list.delete(id: "1")
        // check
        #expect(list.rows.map(\.id) == ["1"])
        #expect(list.bannerMessage == "Kaydedilemedi. Lütfen tekrar deneyin.")
        #expect(list.pendingDeletion == nil)
    }

    @Test("Search filters titles and text as you type, Turkish included, and reports no results")
    func search() {
        // setup
        let harness = Harness(notes: [
            makeNote("İzmir gezisi", id: "1"), makeNote("Işıklar", id: "2", createdMinute: 1),
            makeNote("Shopping", body: "izmir figs", id: "3", createdMinute: 2),
        ])
        let list = harness.makeList()
        // act / check
        list.query = "izmir"
        #expect(list.rows.map(\.id) == ["3", "1"])  // newest first; "3" has it in its text
        #expect(list.state == .filtering(hasResults: true))
        list.query = "ışık"
        #expect(list.rows.map(\.id) == ["2"])
        list.query = "nothing"
        #expect(list.state == .filtering(hasResults: false))
        list.query = ""
        #expect(list.state == .loaded)
        #expect(list.rows.count == 3)
    }

    @Test("Search looks in note text by default (as Apple Notes does); titles only is a setting")
    func searchBody() {
        // setup
        let harness = Harness(notes: [makeNote("Shopping", body: "İzmir figs", id: "3")])
        let list = harness.makeList()
        // act
        list.query = "izmir"
        // check
        #expect(list.rows.map(\.id) == ["3"])
        list.updateSettings(NotesSettings(searchScope: .title))
        #expect(list.rows.isEmpty)
    }

    @Test("search_used is recorded once per search, with lengths but never the query")
    func searchAnalytics() {
        // setup
        let harness = Harness(notes: [makeNote("Secret plan")])
        let list = harness.makeList()
        // act
        list.query = "s"
        list.query = "secret"
        list.query = ""
        // check
        #expect(harness.analytics.events == [.searchUsed(queryLength: 1, resultCount: 1)])
        #expect(harness.analytics.events.allSatisfy { $0.parameters.keys.allSatisfy { !$0.contains("ecret") } })
    }

    @Test("Sort order and preview length change the list and persist")
    func settings() {
        // setup
        let harness = Harness(notes: [
            makeNote(
                "Created later", body: String(repeating: "word ", count: 40), id: "1", createdMinute: 10,
                updatedMinute: 10),
            makeNote("Edited later", id: "2", createdMinute: 0, updatedMinute: 20),
        ])
        let list = harness.makeList()
        #expect(list.rows.map(\.id) == ["2", "1"])
        // act
        list.updateSettings(NotesSettings(sortOrder: .createdAt, previewLength: .short))
        // check
        #expect(list.rows.map(\.id) == ["1", "2"])
        #expect(list.rows[0].preview.count <= 81)
        #expect(harness.settings.settings.sortOrder == .createdAt)
        #expect(NotesListViewModel(environment: harness.environment).settings.previewLength == .short)
    }

    @Test("Rows read as one accessibility sentence, with relative time and an empty-body placeholder")
    func rows() {
        // setup
        let harness = Harness(language: .tr)
        harness.repository.notes = [makeNote("Liste", id: "1")]
        harness.clock.now = harness.repository.notes[0].updatedAt.addingTimeInterval(5 * 60)
        // act
        let row = harness.makeList().rows[0]
        // check
        #expect(row.updatedText == "5 dakika önce")
        #expect(row.accessibilityLabel == "Liste, Son güncelleme: 5 dakika önce")
        #expect(row.preview == "Ek metin yok")
    }

    @Test("Corrupted store: corrupted state, then reset gives an empty, working list")
    func corruptedThenReset() throws {
        // setup
        let temporary = TemporaryDefaults()
        temporary.defaults.set(Data("{oops".utf8), forKey: "notes_store")
        var environment = Harness().environment
        environment.repository = UserDefaultsNotesRepository(defaults: temporary.defaults)
        let list = NotesListViewModel(environment: environment)
        // act
        list.load()
        let before = list.state
        list.resetStore()
        // check
        #expect(before == .corrupted)
        #expect(list.state == .empty)
        let editor = list.makeEditor()
        editor.title = "Fresh start"
        #expect(editor.save() != .failed(.writeFailed))
        #expect(list.rows.map(\.title) == ["Fresh start"])
        #expect(temporary.defaults.data(forKey: "notes_store.unreadable-backup") == Data("{oops".utf8))
    }

    @Test("A read failure shows the error state with a localized message")
    func readFailure() {
        // setup
        let harness = Harness(language: .fr)
        harness.repository.loadError = .readFailed
        // act
        let list = harness.makeList()
        // check
        #expect(list.state == .error(message: "Impossible de charger vos notes. Veuillez réessayer."))
    }
}
