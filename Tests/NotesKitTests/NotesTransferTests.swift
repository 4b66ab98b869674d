import Foundation
import Localization
import Testing
import ZIPFoundation

@testable import NotesKit

@Suite("Export and import")
struct NotesTransferTests {
    let notes = [
        makeNote(
            "Alışveriş / liste", body: "Süt\nYumurta", id: "8B7D3C1E-5F4A-4E2B-9C6D-1A2B3C4D5E6F", createdMinute: 1,
            updatedMinute: 30),
        makeNote("alışveriş / liste", id: "0F1E2D3C-4B5A-4978-8695-A4B3C2D1E0F9", createdMinute: 2),
        makeNote("...", body: "dots only", id: "11111111-2222-4333-8444-555555555555", createdMinute: 3),
    ]

    @Test("JSON export imports back to the same notes")
    func jsonRoundTrip() throws {
        // act
        let imported = try NotesImport.decode(try NotesExport.json(notes))
        // check
        #expect(Set(imported) == Set(notes))
    }

    @Test("The iOS app's notes_store imports as is")
    func importIOSStore() throws {
        // act
        let imported = try NotesImport.decode(try fixture("notes_store_ios.json"))
        // check
        #expect(imported.map(\.title) == ["Alışveriş listesi", "İzmir trip"])
    }

    @Test("ISO 8601 dates import too")
    func isoDates() throws {
        // setup
        let json =
            #"[{"id":"8B7D3C1E-5F4A-4E2B-9C6D-1A2B3C4D5E6F","title":" T ","body":"","createdAt":"2025-03-05T12:00:00Z","updatedAt":"2025-03-05T12:00:00.5Z"}]"#
        // act
        let note = try #require(try NotesImport.decode(Data(json.utf8)).first)
        // check
        #expect(note.createdAt == Date(timeIntervalSince1970: 1_741_176_000))
        #expect(note.updatedAt == Date(timeIntervalSince1970: 1_741_176_000.5))
        #expect(note.title == "T")
    }

    @Test(
        "Bad files are refused with an error that names the note and the field",
        arguments: [
            ("not json", NotesImportError.notNotesFile),
            (#"{"id":"x"}"#, .notNotesFile),
            (
                #"[{"id":"8B7D3C1E-5F4A-4E2B-9C6D-1A2B3C4D5E6F","title":"T","body":"","createdAt":0}]"#,
                .unreadableNote(index: 1, field: "updatedAt")
            ),
            (
                #"[{"id":"8B7D3C1E-5F4A-4E2B-9C6D-1A2B3C4D5E6F","title":"T","body":"","createdAt":0,"updatedAt":0},{"id":"0F1E2D3C-4B5A-4978-8695-A4B3C2D1E0F9","title":5,"body":"","createdAt":0,"updatedAt":0}]"#,
                .unreadableNote(index: 2, field: "title")
            ),
            (
                #"[{"id":"no-uuid","title":"T","body":"","createdAt":0,"updatedAt":0}]"#,
                .unreadableNote(index: 1, field: "id")
            ),
            (
                #"[{"id":"8B7D3C1E-5F4A-4E2B-9C6D-1A2B3C4D5E6F","title":"  ","body":"","createdAt":0,"updatedAt":0}]"#,
                .invalidNote(index: 1, reason: .titleRequired)
            ),
            (
                #"[{"id":"8B7D3C1E-5F4A-4E2B-9C6D-1A2B3C4D5E6F","title":"A","body":"","createdAt":0,"updatedAt":0},{"id":"8b7d3c1e-5f4a-4e2b-9c6d-1a2b3c4d5e6f","title":"B","body":"","createdAt":0,"updatedAt":0}]"#,
                .duplicateID(index: 2)
            ),
        ])
    func badFiles(json: String, expected: NotesImportError) {
        #expect(throws: expected) { try NotesImport.decode(Data(json.utf8)) }
    }

    @Test("Import errors read clearly")
    func importMessages() {
        #expect(
            NotesImportError.unreadableNote(index: 2, field: "title").message(in: .en)
                == "Note 2 can’t be read: “title” is missing or has the wrong type.")
        #expect(
            NotesImportError.invalidNote(index: 3, reason: .titleRequired).message(in: .tr)
                == "3. not: Lütfen bir başlık girin.")
    }

    @Test("Merging adds new notes and keeps the newer copy of known ones")
    func merge() {
        // setup
        var newer = notes[0]
        newer.title = "Edited on the web"
        newer.updatedAt = newer.updatedAt.addingTimeInterval(60)
        var older = notes[1]
        older.title = "Stale copy"
        older.updatedAt = older.updatedAt.addingTimeInterval(-60)
        let fresh = makeNote("Brand new", id: "22222222-2222-4333-8444-555555555555")
        // act
        let result = NotesImport.merge([newer, older, fresh], into: notes)
        // check
        #expect((result.added, result.updated, result.unchanged) == (1, 1, 1))
        #expect(result.notes.map(\.title) == ["Edited on the web", "alışveriş / liste", "...", "Brand new"])
        #expect(result.summary(in: .en) == "Imported 1 new and 1 updated notes.")
    }

    @Test("Markdown zip: one safe, unique file per note, newest first, with title, body and dates")
    func markdownZip() throws {
        // setup
        let data = try NotesExport.markdownZip(notes)
        // act
        let archive = try Archive(data: data, accessMode: .read)
        var files: [String: String] = [:]
        for entry in archive {
            var content = Data()
            _ = try archive.extract(entry) { content.append($0) }
            files[entry.path] = String(decoding: content, as: UTF8.self)
        }
        // check
        #expect(Set(files.keys) == ["Alışveriş liste.md", "alışveriş liste 2.md", "Untitled.md"])
        let first = try #require(files["Alışveriş liste.md"])
        #expect(first.contains("# Alışveriş / liste\n\nSüt\nYumurta\n"))
        #expect(first.contains("id: 8B7D3C1E-5F4A-4E2B-9C6D-1A2B3C4D5E6F"))
        #expect(first.hasPrefix("---\nid:"))
        #expect(files["Untitled.md"]?.contains("dots only") == true)
    }

    @Test("File names drop characters file systems refuse and stay short")
    func fileNames() {
        #expect(MarkdownFileNaming.baseName(forTitle: "a:b*c?\"d<e>f|g\\h\ni") == "a b c d e f g h i")
        #expect(MarkdownFileNaming.baseName(forTitle: ".hidden.") == "hidden")
        #expect(MarkdownFileNaming.baseName(forTitle: String(repeating: "ş", count: 300)).count == 80)
        #expect(MarkdownFileNaming.uniqueFileNames(forTitles: ["A", "a", "A"]) == ["A.md", "a 2.md", "A 3.md"])
    }
}
