import Foundation
import Localization

/// Why an import file was refused. Nothing is imported unless the whole file is valid.
public enum NotesImportError: Error, Equatable, Sendable {
    /// Not JSON, or JSON that is not a list.
    case notNotesFile
    /// Note number `index` (1-based) lacks `field` or has the wrong type there.
    case unreadableNote(index: Int, field: String)
    /// Note number `index` breaks a note rule (empty or too long title, too long body).
    case invalidNote(index: Int, reason: NoteValidationError)
    /// Note number `index` repeats an earlier note's id.
    case duplicateID(index: Int)

    /// A localized sentence naming the problem and where it is.
    public func message(in language: Language) -> String {
        switch self {
        case .notNotesFile:
            NotesText.importNotNotesFile.text(language)
        case .unreadableNote(let index, let field):
            NotesText.importInvalidNote.text(language, ["index": String(index), "field": field])
        case .invalidNote(let index, let reason):
            NotesText.importInvalidNoteContent.text(language, ["index": String(index), "reason": reason.message(in: language)])
        case .duplicateID(let index):
            NotesText.importDuplicateID.text(language, ["index": String(index)])
        }
    }
}

/// What merging an import into the existing notes did.
public struct NotesImportResult: Equatable, Sendable {
    /// The notes after the merge.
    public let notes: [Note]
    public let added: Int
    public let updated: Int
    /// Imported notes whose stored copy was as new or newer, left as they were.
    public let unchanged: Int

    /// "Imported 3 new and 1 updated notes.", localized.
    public func summary(in language: Language) -> String {
        NotesText.importSummary.text(language, ["added": String(added), "updated": String(updated)])
    }
}

/// Reads the `notes_store` JSON (an iOS app's store or a web export) with clear errors.
public enum NotesImport {
    /// The notes in `data`, titles trimmed, after checking every note against the same rules
    /// the editor applies. Dates may be iOS numbers or ISO 8601 strings.
    public static func decode(_ data: Data) throws(NotesImportError) -> [Note] {
        guard (try? JSONSerialization.jsonObject(with: data)) is [Any] else { throw .notNotesFile }
        let notes: [Note]
        do {
            notes = try NotesStoreFormat.decode(data)
        } catch {
            throw unreadableNote(from: error)
        }
        var seenIDs = Set<String>()
        return try notes.enumerated().map { (offset, note) throws(NotesImportError) -> Note in
            let index = offset + 1
            guard UUID(uuidString: note.id) != nil else { throw .unreadableNote(index: index, field: "id") }
            guard seenIDs.insert(note.id.uppercased()).inserted else { throw .duplicateID(index: index) }
            if let reason = NoteValidator.firstError(title: note.title, body: note.body) {
                throw .invalidNote(index: index, reason: reason)
            }
            var normalized = note
            normalized.title = NoteValidator.normalizedTitle(note.title)
            return normalized
        }
    }

    /// Merges `imported` into `existing` by id: a note missing from `existing` is added; a note
    /// present in both keeps whichever copy was updated last, so re-importing never loses edits.
    public static func merge(_ imported: [Note], into existing: [Note]) -> NotesImportResult {
        var notes = existing
        var positions = Dictionary(
            notes.enumerated().map { ($1.id.uppercased(), $0) }, uniquingKeysWith: { first, _ in first })
        var added = 0
        var updated = 0
        var unchanged = 0
        for note in imported {
            if let position = positions[note.id.uppercased()] {
                if note.updatedAt > notes[position].updatedAt {
                    notes[position] = note
                    updated += 1
                } else {
                    unchanged += 1
                }
            } else {
                positions[note.id.uppercased()] = notes.count
                notes.append(note)
                added += 1
            }
        }
        return NotesImportResult(notes: notes, added: added, updated: updated, unchanged: unchanged)
    }

    /// Names the note and field a `DecodingError` points at.
    private static func unreadableNote(from error: any Error) -> NotesImportError {
        let path: [any CodingKey]
        switch error as? DecodingError {
        case .keyNotFound(let key, let context): path = context.codingPath + [key]
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        default: return .notNotesFile
        }
        guard let index = path.first?.intValue else { return .notNotesFile }
        let field = path.dropFirst().last?.stringValue ?? "note"
        return .unreadableNote(index: index + 1, field: field)
    }
}
