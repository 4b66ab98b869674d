import Testing

@testable import MemoryKit

@Suite("Word cloud tokenizer")
struct WordCloudTests {
    @Test("markdown, URLs, numbers and stop words fall away")
    func english() {
        // setup
        let cloud = WordCloud(language: .en)
        let text = "# Trip\nWe **walked** to the [old pier](https://example.com/pier?x=1) in 2024 and it was windy!"
        // act
        let tokens = cloud.tokens(text)
        // check
        #expect(tokens == ["trip", "walked", "old", "pier", "windy"])
    }

    @Test("HTML tags, link targets of any scheme and bare script URLs are not words; text between tags is")
    func markup() {
        // setup
        let cloud = WordCloud(language: .en)
        let text = "<script>alert(1)</script> a [harbour](javascript:alert(1)) and ![gull](/media/gull.jpg) "
            + "<img src=x onerror=boom> javascript:void(0) sunny < windy > calm <https://example.com/photo>"
        // act
        let tokens = cloud.tokens(text)
        // check
        #expect(tokens == ["alert", "harbour", "gull", "sunny", "windy", "calm"])
    }

    @Test("Turkish: suffix after apostrophe dropped, I lowercases to ı, stop words removed")
    func turkish() {
        // setup
        let cloud = WordCloud(language: .tr)
        // act
        let tokens = cloud.tokens("İstanbul'da KISA bir yürüyüş ve BIR ÇAY için")
        // check
        #expect(tokens == ["istanbul", "kısa", "yürüyüş", "çay"])
    }

    @Test("English contractions keep their stem only when it means something")
    func contractions() {
        #expect(WordCloud(language: .en).tokens("Don't worry, it’s fine") == ["worry", "fine"])
    }

    @Test("non-ASCII capitals lowercase too; non-Latin digits count as numbers")
    func otherScripts() {
        #expect(WordCloud(language: .fr).tokens("ÉTÉ À PARIS ٢٠٢٤") == ["été", "paris"])
    }

    @Test("ranking: count descending, then alphabetical")
    func ranking() {
        // setup
        let cloud = WordCloud(language: .en)
        let texts = ["sun sea sand", "sea sun", "sea", "boat"]
        // act
        let top = cloud.top(texts, limit: 3)
        // check
        #expect(top == [TermCount("sea", 3), TermCount("sun", 2), TermCount("boat", 1)])
    }
}

@Suite("Localized strings")
struct MemoryTextTests {
    @Test("issue messages name the field, in the reader's language")
    func message() {
        // setup
        let issue = FieldIssue(field: "location.latitude", reason: .outOfRange)
        let error = ValidationError([FieldIssue(field: "title", reason: .required), issue])
        // act / check
        #expect(issue.message(in: .tr) == "Enlem izin verilen aralığın dışında.")
        #expect(issue.message(in: .fr) == "Latitude\u{202F}: hors limites.", "French typography: a narrow no-break space before the colon")
        #expect(error.messages(in: .en) == ["Title is required.", "Latitude is out of range."])
        #expect(FieldIssue(field: "song.bpm", reason: .required).message(in: .en) == "song.bpm is required.", "a field without a name reads as the API spells it")
    }
}
