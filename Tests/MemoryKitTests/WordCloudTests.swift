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
        #expect(issue.message(in: .tr) == "location.latitude izin verilen aralığın dışında.")
        #expect(issue.message(in: .fr) == "location.latitude est hors limites.")
        #expect(error.messages(in: .en) == ["title is required.", "location.latitude is out of range."])
    }
}
