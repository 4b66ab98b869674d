import Foundation
import Localization
import Observation

/// Creating (US-01) or editing (US-03) one note.
@MainActor
@Observable
public final class NoteEditorViewModel {
    public enum Mode: Equatable, Sendable {
        case create
        case edit(Note)
    }

    /// What happened when Save was tapped.
    public enum SaveResult: Equatable, Sendable {
        /// Written; close the editor.
        case saved(Note)
        /// Editing and nothing changed: nothing was written, `updatedAt` kept; close the editor.
        case unchanged
        /// Not saved; ``validationMessage`` explains.
        case invalid(NoteValidationError)
        /// Not saved; ``errorMessage`` explains ("Kaydedilemedi. Lütfen tekrar deneyin.").
        case failed(NotesStoreError)
    }

    /// What Cancel should do.
    public enum CancelDecision: Equatable, Sendable {
        /// No unsaved changes: close.
        case close
        /// Unsaved changes: ask ``discardQuestion`` first.
        case confirmDiscard
    }

    public private(set) var mode: Mode
    public var title: String
    public var body: String
    /// A localized alert message after a failed save.
    public var errorMessage: String?
    /// Set by the first Save, so an empty title is not flagged before the person tried.
    public private(set) var hasAttemptedSave = false

    @ObservationIgnored private let environment: NotesEnvironment
    @ObservationIgnored private let onSaved: (Note) -> Void

    /// - Parameters:
    ///   - note: the note to edit, or `nil` to create one.
    ///   - onSaved: called after every successful write (the list reloads).
    public init(note: Note?, environment: NotesEnvironment, onSaved: @escaping (Note) -> Void = { _ in }) {
        mode = note.map(Mode.edit) ?? .create
        title = note?.title ?? ""
        body = note?.body ?? ""
        self.environment = environment
        self.onSaved = onSaved
    }

    /// "New Note" or "Edit Note".
    public var screenTitle: String {
        (mode == .create ? NotesText.newNote : .editNoteTitle).text(environment.language)
    }

    /// Whether the fields differ from what is stored; a new note counts as changed once it has text.
    public var hasUnsavedChanges: Bool {
        switch mode {
        case .create:
            !NoteValidator.normalizedTitle(title).isEmpty
                || !body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        case .edit(let original):
            NoteValidator.normalizedTitle(title) != original.title || body != original.body
        }
    }

    /// The current validation problem, localized. Limits show at once; an empty title
    /// only after a save attempt.
    public var validationMessage: String? {
        guard let error = NoteValidator.firstError(title: title, body: body) else { return nil }
        if error == .titleRequired, !hasAttemptedSave { return nil }
        return error.message(in: environment.language)
    }

    /// Characters in the body.
    public var characterCount: Int { body.count }

    /// "42 characters", localized.
    public var characterCountText: String {
        NotesText.characterCount.text(count: characterCount, environment.language)
    }

    /// "Last updated 5 minutes ago" while editing; `nil` for a new note.
    public var lastUpdatedText: String? {
        guard case .edit(let note) = mode else { return nil }
        let time = environment.relativeTime.string(for: note.updatedAt, relativeTo: environment.now())
        return NotesText.lastUpdated.text(environment.language, ["time": time])
    }

    /// "Leave without saving?", asked when Cancel would drop changes (docs/apps/notes.md#editor).
    public var discardQuestion: String { NotesText.discardQuestion.text(environment.language) }

    /// Whether Cancel may close right away.
    public func cancel() -> CancelDecision {
        hasUnsavedChanges ? .confirmDiscard : .close
    }

    /// Validates and writes the note. Editing without changes writes nothing.
    @discardableResult
    public func save() -> SaveResult {
        hasAttemptedSave = true
        if let error = NoteValidator.firstError(title: title, body: body) { return .invalid(error) }
        guard hasUnsavedChanges else { return .unchanged }
        let note = noteToSave()
        do {
            var notes = try environment.repository.loadNotes()
            notes.upsert(note)
            try environment.repository.saveNotes(notes)
        } catch {
            errorMessage = error.message(in: environment.language)
            return .failed(error)
        }
        errorMessage = nil
        let lengths = (titleLength: note.title.count, bodyLength: note.body.count)
        environment.analytics?.record(
            mode == .create
                ? .noteCreated(titleLength: lengths.titleLength, bodyLength: lengths.bodyLength)
                : .noteUpdated(titleLength: lengths.titleLength, bodyLength: lengths.bodyLength))
        mode = .edit(note)
        title = note.title
        onSaved(note)
        return .saved(note)
    }

    private func noteToSave() -> Note {
        let now = environment.now()
        let title = NoteValidator.normalizedTitle(title)
        switch mode {
        case .create:
            return Note(id: environment.makeID(), title: title, body: body, createdAt: now, updatedAt: now)
        case .edit(var note):
            note.title = title
            note.body = body
            note.updatedAt = now
            return note
        }
    }
}
