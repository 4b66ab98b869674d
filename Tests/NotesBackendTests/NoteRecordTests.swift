import Fluent
import Foundation
@testable import NotesBackend
import Testing

@Suite("NoteRecord → NotesKit.Note")
struct NoteRecordTests {
    let date = Date(timeIntervalSince1970: 1_750_000_000)

    @Test("a saved record's note carries the record's id")
    func savedRecord() throws {
        // setup
        let id = UUID()
        let record = NoteRecord(id: id, ownerID: UUID(), title: "Liste", body: "süt", createdAt: date, updatedAt: date)
        // act
        let note = try record.note
        // check
        #expect(note.id == id.uuidString)
        #expect(note.title == "Liste" && note.body == "süt")
    }

    @Test("a record without an id refuses to become a note instead of inventing an id")
    func unsavedRecord() {
        // setup
        let record = NoteRecord(ownerID: UUID(), title: "Taslak", body: "", createdAt: date, updatedAt: date)
        // act / check
        #expect(throws: FluentError.self) { try record.note }
    }
}
