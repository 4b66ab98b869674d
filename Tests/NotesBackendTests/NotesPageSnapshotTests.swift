import Foundation
import Localization
import NotesKit
import PageSnapshotTesting
import Testing
import WebUI

@testable import NotesBackend

/// Every Notes page in a representative state, English and Turkish, from a model and a
/// context alone (no app, no request).
@Suite("Notes pages: golden HTML")
struct NotesPageSnapshotTests {
    static let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
    static let account = AccountSummary(email: "ayse@example.com")

    static func rows(_ language: Language) -> [NoteRow] {
        let formatter = RelativeTimeFormatter(language: language, timeZone: TimeZone(identifier: "Europe/Istanbul")!)
        return [
            Note(id: "6F1A0000-0000-0000-0000-000000000001", title: "İstanbul gezisi", body: "Kadıköy vapuru, Galata ve balık ekmek.",
                 createdAt: now - 7200, updatedAt: now - 300),
            Note(id: "6F1A0000-0000-0000-0000-000000000002", title: "<b>Groceries</b> & more", body: "",
                 createdAt: now - 86_400 * 3, updatedAt: now - 86_400 * 2),
        ].map { NoteRow(note: $0, previewLength: .medium, relativeTime: formatter, now: now) }
    }

    static func context(_ language: Language, flash: Flash? = nil) -> PageContext {
        .snapshot(language, account: account, flash: flash, path: "/notes")
    }

    @Test("the list: rows, more to show, and the empty state", arguments: Language.snapshotLanguages)
    func list(language: Language) {
        let page = NotesListPage(
            rows: Self.rows(language), totalCount: 120, matchingCount: 120, limit: 50, query: "", sort: .updatedAt,
            isEditing: false, undoIDs: [], loadFailed: false)
        expectSnapshot(page.view(in: Self.context(language)), named: "list-\(language)")
        let empty = NotesListPage(
            rows: [], totalCount: 0, matchingCount: 0, limit: 50, query: "", sort: .updatedAt, isEditing: false,
            undoIDs: [], loadFailed: false)
        expectSnapshot(empty.view(in: Self.context(language)), named: "list-empty-\(language)")
    }

    @Test("edit mode after a delete: undo banner, checkboxes, and a warning", arguments: Language.snapshotLanguages)
    func editing(language: Language) {
        let page = NotesListPage(
            rows: Self.rows(language), totalCount: 2, matchingCount: 2, limit: 50, query: "", sort: .createdAt,
            isEditing: true, undoIDs: ["6F1A0000-0000-0000-0000-000000000003", "6F1A0000-0000-0000-0000-000000000004"],
            loadFailed: false)
        let warning = Flash(.warning, NotesText.noneSelected.text(language))
        expectSnapshot(page.view(in: Self.context(language, flash: warning)), named: "list-editing-\(language)")
    }

    @Test("a search with no results, and a list that failed to load", arguments: Language.snapshotLanguages)
    func searchAndFailure(language: Language) {
        let none = NotesListPage(
            rows: [], totalCount: 2, matchingCount: 0, limit: 50, query: "zebra \"><b>", sort: .updatedAt, isEditing: false,
            undoIDs: [], loadFailed: false)
        expectSnapshot(none.view(in: Self.context(language)), named: "list-no-results-\(language)")
        let failed = NotesListPage(
            rows: [], totalCount: 0, matchingCount: 0, limit: 50, query: "", sort: .updatedAt, isEditing: false, undoIDs: [],
            loadFailed: true)
        expectSnapshot(failed.view(in: Self.context(language)), named: "list-load-failed-\(language)")
    }

    @Test("the editor: a new note refused, an existing note, a save that met another device's change",
          arguments: Language.snapshotLanguages)
    func editor(language: Language) {
        let refused = NoteEditorPage(title: "", body: "\nMilk & eggs", error: .titleRequired)
        expectSnapshot(refused.view(in: Self.context(language)), named: "editor-title-required-\(language)")
        let existing = NoteEditorPage(
            existing: .init(id: "6F1A0000-0000-0000-0000-000000000001", updatedText: NotesText.timeJustNow.text(language),
                            revision: "1750000000000"),
            title: "İstanbul gezisi", body: "Kadıköy vapuru")
        expectSnapshot(existing.view(in: Self.context(language)), named: "editor-existing-\(language)")
        var changed = existing
        changed.conflict = .changed
        expectSnapshot(changed.view(in: Self.context(language)), named: "editor-conflict-\(language)")
    }

    @Test("import, with a refused file", arguments: Language.snapshotLanguages)
    func importPage(language: Language) {
        let refused = NotesImportPage(error: NotesImportError.notNotesFile.message(in: language))
        expectSnapshot(refused.view(in: Self.context(language)), named: "import-refused-\(language)")
    }
}
