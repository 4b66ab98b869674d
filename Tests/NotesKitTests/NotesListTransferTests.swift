import Foundation
import Localization
import Testing

@testable import NotesKit

@MainActor
@Suite("Export and import from the list")
struct NotesListTransferTests {
    @Test("An export from one device imports into another and shows in its list")
    func moveBetweenDevices() throws {
        // setup
        let phone = Harness(notes: [makeNote("From the phone", id: "8B7D3C1E-5F4A-4E2B-9C6D-1A2B3C4D5E6F")]).makeList()
        let webHarness = Harness(notes: [
            makeNote("Already on the web", id: "0F1E2D3C-4B5A-4978-8695-A4B3C2D1E0F9", createdMinute: 5)
        ])
        let web = webHarness.makeList()
        // act
        let result = web.importJSON(try phone.exportJSON())
        // check
        #expect(result?.added == 1)
        #expect(web.rows.map(\.title) == ["Already on the web", "From the phone"])
        #expect(webHarness.repository.notes.count == 2)
    }

    @Test("A bad file changes nothing and says what is wrong")
    func badFile() {
        // setup
        let harness = Harness(notes: [makeNote("Keep", id: "0F1E2D3C-4B5A-4978-8695-A4B3C2D1E0F9")], language: .tr)
        let list = harness.makeList()
        // act
        let result = list.importJSON(Data("{}".utf8))
        // check
        #expect(result == nil)
        #expect(list.bannerMessage == NotesText.importNotNotesFile.text(.tr))
        #expect(harness.repository.saveCount == 0)
        #expect(list.rows.map(\.title) == ["Keep"])
    }

    @Test("The Markdown export holds every note")
    func markdown() throws {
        // setup
        let list = Harness(notes: [makeNote("A"), makeNote("B")]).makeList()
        // act
        let zip = try list.exportMarkdownZip()
        // check: a zip (local file header signature) naming both files
        #expect(zip.prefix(4) == Data([0x50, 0x4B, 0x03, 0x04]))
        #expect(zip.range(of: Data("A.md".utf8)) != nil && zip.range(of: Data("B.md".utf8)) != nil)
    }
}
