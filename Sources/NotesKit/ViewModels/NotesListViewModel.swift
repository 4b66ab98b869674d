import Foundation
import Observation

/// The notes list (US-02, US-04, US-05, US-06): sorted, searchable, with delete and undo.
@MainActor
@Observable
public final class NotesListViewModel {
    /// All notes, in list order.
    public private(set) var notes: [Note] = []
    /// The notes the search lets through, in list order.
    public private(set) var visibleNotes: [Note] = []
    /// The search field's text; filtering happens as it changes.
    public var query: String = "" {
        didSet { queryDidChange(from: oldValue) }
    }
    /// Sort order, preview length and search scope; changes persist at once.
    public private(set) var settings: NotesSettings
    /// A localized banner for a failed save or delete (the list itself stays usable).
    public var bannerMessage: String?
    /// The last deletion, while it can be undone.
    public internal(set) var pendingDeletion: PendingDeletion?
    private var loadError: NotesStoreError?
    private var hasLoaded = false

    @ObservationIgnored let environment: NotesEnvironment
    @ObservationIgnored private var searchIndex = NoteSearchIndex(notes: [])

    public init(environment: NotesEnvironment) {
        self.environment = environment
        settings = environment.settingsStore.loadSettings()
    }

    /// What the screen shows now.
    public var state: NotesListState {
        if let loadError {
            return loadError == .readFailed
                ? .error(message: loadError.message(in: environment.language)) : .corrupted
        }
        if !hasLoaded { return .loading }
        if !NoteSearchQuery(query).isEmpty { return .filtering(hasResults: !visibleNotes.isEmpty) }
        return notes.isEmpty ? .empty : .loaded
    }

    /// The rows to render, with previews and relative times as of now.
    public var rows: [NoteRow] {
        let now = environment.now()
        let relativeTime = environment.relativeTime
        return visibleNotes.map {
            NoteRow(note: $0, previewLength: settings.previewLength, relativeTime: relativeTime, now: now)
        }
    }

    /// Reads the notes from the repository (on appear, after an edit, on pull to refresh).
    public func load() {
        do {
            let stored = try environment.repository.loadNotes()
            loadError = nil
            show(stored)
        } catch {
            loadError = error
            show([])
        }
        hasLoaded = true
    }

    /// Deletes every stored note after the corrupted-data alert was confirmed.
    public func resetStore() {
        do {
            try environment.repository.reset()
            load()
        } catch {
            bannerMessage = error.message(in: environment.language)
        }
    }

    /// Changes and persists the settings, then re-sorts and re-filters.
    public func updateSettings(_ newSettings: NotesSettings) {
        do {
            try environment.settingsStore.saveSettings(newSettings)
        } catch {
            bannerMessage = error.message(in: environment.language)
        }
        settings = newSettings
        show(notes)
    }

    /// An editor for a new note (`nil`) or an existing one; saving it refreshes this list.
    public func makeEditor(for noteID: String? = nil) -> NoteEditorViewModel {
        let note = noteID.flatMap { id in notes.first { $0.id == id } }
        return NoteEditorViewModel(note: note, environment: environment) { [weak self] _ in
            self?.load()
        }
    }

    /// Sorts `newNotes` into the list and re-applies the search.
    func show(_ newNotes: [Note]) {
        notes = NoteSorter.sorted(newNotes, by: settings.sortOrder)
        searchIndex = NoteSearchIndex(notes: notes, scope: settings.searchScope)
        applyFilter()
    }

    private func applyFilter() {
        visibleNotes = searchIndex.filter(query)
    }

    private func queryDidChange(from oldValue: String) {
        guard query != oldValue else { return }
        applyFilter()
        // One event per search, when the field goes from empty to non-empty: never the text.
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        if oldValue.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, !trimmed.isEmpty {
            environment.analytics?.record(.searchUsed(queryLength: trimmed.count, resultCount: visibleNotes.count))
        }
    }
}
