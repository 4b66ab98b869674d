import Localization
import Localization
/// What can go wrong with the notes store. Never swallowed: every case reaches the person.
public enum NotesStoreError: Error, Equatable, Sendable {
    /// The stored notes don't decode. They were left untouched, a copy sits under `backupKey`,
    /// and nothing is written until ``NotesRepository/reset()``: safe mode (docs/apps/notes.md#storage).
    case corrupted(backupKey: String)
    /// Writing did not stick (encoding failed or the store did not keep the bytes).
    case writeFailed
    /// The notes could not be read for another reason (a remote store being unreachable, say).
    case readFailed

    /// The localized sentence to show in an alert or banner.
    public func message(in language: Language) -> String {
        switch self {
        case .corrupted: NotesText.corruptedQuestion.text(language)
        case .writeFailed: NotesText.errorSaveFailed.text(language)
        case .readFailed: NotesText.errorLoadFailed.text(language)
        }
    }
}
