import Foundation
import ZIPFoundation

/// Exports all notes so a person can move them between the iOS app and the web, or keep a copy.
public enum NotesExport {
    /// The `notes_store` format (see ``NotesStoreFormat``), pretty-printed for people;
    /// ``NotesImport`` and the iOS store read it as is.
    public static func json(_ notes: [Note]) throws -> Data {
        try NotesStoreFormat.encode(NoteSorter.sorted(notes), prettyPrinted: true)
    }

    /// A zip with one Markdown file per note (see ``markdown(for:)``), named after the title,
    /// newest first, each file dated with the note's `updatedAt`.
    public static func markdownZip(_ notes: [Note]) throws -> Data {
        let sorted = NoteSorter.sorted(notes)
        let names = MarkdownFileNaming.uniqueFileNames(forTitles: sorted.map(\.title))
        let archive = try Archive(data: Data(), accessMode: .create)
        for (note, name) in zip(sorted, names) {
            let content = Data(markdown(for: note).utf8)
            try archive.addEntry(
                with: name, type: .file, uncompressedSize: Int64(content.count),
                modificationDate: note.updatedAt, compressionMethod: .deflate
            ) { position, size in
                content.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        guard let data = archive.data else { throw CocoaError(.fileWriteUnknown) }
        return data
    }

    /// One note as Markdown: front matter with the id and dates (so nothing is lost),
    /// the title as a heading, then the body as written.
    public static func markdown(for note: Note) -> String {
        let iso = Date.ISO8601FormatStyle()
        return """
            ---
            id: \(note.id)
            created: \(note.createdAt.formatted(iso))
            updated: \(note.updatedAt.formatted(iso))
            ---

            # \(note.title)

            \(note.body)

            """
    }
}
