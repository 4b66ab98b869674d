import Testing

@testable import NotesKit

@Suite("Body preview")
struct NotePreviewTests {
    @Test("Short bodies show whole, on one line")
    func short() {
        #expect(NotePreview.make(body: "  Milk\n\neggs\t bread  ", length: .short) == "Milk eggs bread")
        #expect(NotePreview.make(body: " \n ", length: .short) == "")
    }

    @Test("Long bodies are cut at a word boundary with an ellipsis", arguments: PreviewLength.allCases)
    func cutAtWord(length: PreviewLength) {
        // setup: words of varied length, some Turkish
        let body = String(repeating: "güzel bir gün, çarşıya gittik ve ", count: 10)
        // act
        let preview = NotePreview.make(body: body, length: length)
        // check
        #expect(preview.hasSuffix("…"))
        let text = preview.dropLast()
        #expect(text.count <= length.characterLimit)
        #expect(text.count >= length.characterLimit - 12, "cut near the limit, not far before")
        #expect(body.hasPrefix(text), "a prefix of the body: no word was cut")
        let next = body[body.index(body.startIndex, offsetBy: text.count)]
        #expect(next == " " || next == ",", "the cut falls between words")
        #expect(!preview.contains("\n"))
    }

    @Test("A cut right after a word keeps that word, and trailing punctuation goes")
    func exactBoundary() {
        // setup: 80 characters exactly, then more words
        let body = String(repeating: "abcd ", count: 15) + "wxyz, and then more text"
        // act
        let preview = NotePreview.make(body: body, length: 80)
        // check
        #expect(preview == String(repeating: "abcd ", count: 15) + "wxyz…")
    }

    @Test("One endless word is cut inside rather than leaving an empty preview")
    func longWord() {
        // setup
        let body = "a " + String(repeating: "x", count: 500)
        // act
        let preview = NotePreview.make(body: body, length: 80)
        // check
        #expect(preview == "a " + String(repeating: "x", count: 78) + "…")
    }

    @Test("Lengths are 80, 100 and 120 characters")
    func lengths() {
        #expect(PreviewLength.allCases.map(\.characterLimit) == [80, 100, 120])
    }
}
