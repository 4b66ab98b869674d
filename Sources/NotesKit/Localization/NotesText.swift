import Localization

/// Every user-facing string of Notes, for the app and its web version alike: one table, kept
/// in code rather than `.lproj` bundles (bundle localization is unreliable on Linux, and the
/// server renders the same strings). Placeholders are named (`{count}`), so translations can
/// reorder them; Turkish uses the formal "siz" throughout.
public enum NotesText: String, LocalizedKey {
    // List
    case listTitle, launcherTagline, newNote, edit, done, delete, undo, searchPlaceholder, searchLabel, searchSubmit
    case emptyTitle, emptyMessage, emptyButton
    case noResultsTitle, noResultsMessage
    case previewEmpty, rowAccessibility
    case deletedOne, deletedMany, restoredOne, restoredOther
    case showMore, selectNote, deleteSelected, noneSelected
    // Editor
    case editNoteTitle, titlePlaceholder, bodyPlaceholder, save, cancel
    case lastUpdated, characterCountOne, characterCountOther
    case discardQuestion, discardAction, keepEditing
    case deleteNote, deleteQuestion
    case conflictChanged, conflictDeleted, keepMine, saveAsNew, openLatest
    // Validation and storage errors
    case errorTitleRequired, errorTitleTooLong, errorBodyTooLong
    case errorSaveFailed, errorLoadFailed, corruptedQuestion, resetAction
    // Saving that could not happen now: the limit reached, too large to send, kept offline
    case characterLimit, errorTooLargeToSend, draftKeptOffline, draftSending, draftRestored
    case draftRefused, draftOpen
    // Relative time
    case timeJustNow
    case timeMinutesOne, timeMinutesOther, timeHoursOne, timeHoursOther, timeDaysOne, timeDaysOther
    // Settings
    case settingsTitle, sortOrderLabel, sortUpdated, sortCreated
    case previewLengthLabel, previewShort, previewMedium, previewLong, searchBodyLabel
    // Export and import
    case transferTitle, transferFooter
    case exportJSON, exportMarkdown, importJSON, importSummary
    case importTitle, importFile, importHint, importSubmit, importMissingFile
    case importNotNotesFile, importInvalidNote, importDuplicateID, importInvalidNoteContent

    public static let strings = StringTable<NotesText>(en: english, tr: turkish, fr: french)

    /// "1 character" / "42 characters".
    public static let characterCount = PluralKey(one: NotesText.characterCountOne, other: .characterCountOther)
    /// "Note deleted" / "3 notes deleted".
    public static let deleted = PluralKey(one: NotesText.deletedOne, other: .deletedMany)
    /// "Note restored" / "3 notes restored".
    public static let restored = PluralKey(one: NotesText.restoredOne, other: .restoredOther)
    public static let timeMinutes = PluralKey(one: NotesText.timeMinutesOne, other: .timeMinutesOther)
    public static let timeHours = PluralKey(one: NotesText.timeHoursOne, other: .timeHoursOther)
    public static let timeDays = PluralKey(one: NotesText.timeDaysOne, other: .timeDaysOther)
}

/// Every string table of NotesKit, so one test checks them all (`StringTables.problems`).
public enum NotesKitTables {
    public static var all: [any LocalizedKey.Type] { [NotesText.self] }
}
