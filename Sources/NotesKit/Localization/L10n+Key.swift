extension L10n {
    /// Every user-facing string NotesKit (and the Notes web app) shows.
    public enum Key: String, CaseIterable, Sendable {
        // List
        case listTitle, newNote, edit, done, delete, undo, searchPlaceholder
        case emptyTitle, emptyMessage, emptyButton
        case noResultsTitle, noResultsMessage
        case previewEmpty, rowAccessibility
        case deletedOne, deletedMany
        // Editor
        case editNoteTitle, titlePlaceholder, bodyPlaceholder, save, cancel
        case lastUpdated, characterCountOne, characterCountOther
        case discardQuestion, discardAction, keepEditing
        // Validation and storage errors
        case errorTitleRequired, errorTitleTooLong, errorBodyTooLong
        case errorSaveFailed, errorLoadFailed, corruptedQuestion, resetAction
        // Relative time
        case timeJustNow
        case timeMinutesOne, timeMinutesOther, timeHoursOne, timeHoursOther, timeDaysOne, timeDaysOther
        // Settings
        case settingsTitle, sortOrderLabel, sortUpdated, sortCreated
        case previewLengthLabel, previewShort, previewMedium, previewLong, searchBodyLabel
        // Export and import
        case exportJSON, exportMarkdown, importJSON, importSummary
        case importNotNotesFile, importInvalidNote, importDuplicateID, importInvalidNoteContent
    }
}
