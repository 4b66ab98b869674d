import Foundation
import Localization

extension NotesListViewModel {
    /// All notes in the `notes_store` JSON format, for a share sheet or a download.
    public func exportJSON() throws -> Data {
        try NotesExport.json(notes)
    }

    /// All notes as a zip of Markdown files.
    public func exportMarkdownZip() throws -> Data {
        try NotesExport.markdownZip(notes)
    }

    /// Imports a `notes_store` JSON file: new notes are added, newer copies replace older ones.
    /// Returns the localized summary on success; on failure nothing changes and ``bannerMessage``
    /// explains which note and field is wrong.
    @discardableResult
    public func importJSON(_ data: Data) -> NotesImportResult? {
        let language = environment.language
        do {
            let imported = try NotesImport.decode(data)
            let result = NotesImport.merge(imported, into: notes)
            try environment.repository.saveNotes(result.notes)
            bannerMessage = nil
            show(result.notes)
            return result
        } catch let error as NotesImportError {
            bannerMessage = error.message(in: language)
        } catch let error as NotesStoreError {
            bannerMessage = error.message(in: language)
        } catch {
            bannerMessage = NotesText.errorSaveFailed.text(language)
        }
        return nil
    }
}
