import Testing

@testable import MemoryKit

@Suite("Word cloud tokenizer")
struct WordCloudTests {
    @Test("markdown, URLs, numbers and stop words fall away")
    func english() {
        // setup
        let cloud = WordCloud(language: .english)
        let text = "# Trip\nWe **walked** to the [old pier](https://example.com/pier?x=1) in 2024 and it was windy!"
        // act
        let tokens = cloud.tokens(text)
        // check
        #expect(tokens == ["trip", "walked", "old", "pier", "windy"])
    }

    @Test("Turkish: suffix after apostrophe dropped, I lowercases to ı, stop words removed")
    func turkish() {
        // setup
        let cloud = WordCloud(language: .turkish)
        // act
        let tokens = cloud.tokens("İstanbul'da KISA bir yürüyüş ve BIR ÇAY için")
        // check
        #expect(tokens == ["istanbul", "kısa", "yürüyüş", "çay"])
    }

    @Test("English contractions keep their stem only when it means something")
    func contractions() {
        #expect(WordCloud(language: .english).tokens("Don't worry, it’s fine") == ["worry", "fine"])
    }

    @Test("non-ASCII capitals lowercase too; non-Latin digits count as numbers")
    func otherScripts() {
        #expect(WordCloud(language: .french).tokens("ÉTÉ À PARIS ٢٠٢٤") == ["été", "paris"])
    }

    @Test("ranking: count descending, then alphabetical")
    func ranking() {
        // setup
        let cloud = WordCloud(language: .english)
        let texts = ["sun sea sand", "sea sun", "sea", "boat"]
        // act
        let top = cloud.top(texts, limit: 3)
        // check
        #expect(top == [TermCount("sea", 3), TermCount("sun", 2), TermCount("boat", 1)])
    }
}

@Suite("Localized strings")
struct L10nTests {
    @Test("every key exists in every language")
    func complete() {
        for language in Language.allCases {
            for key in L10n.Key.allCases {
                #expect(L10n.table[language]?[key]?.isEmpty == false, "\(language) lacks \(key)")
            }
        }
    }

    @Test("issue messages name the field")
    func message() {
        let issue = FieldIssue(field: "location.latitude", reason: .outOfRange)
        #expect(L10n.message(for: issue, .turkish) == "location.latitude izin verilen aralığın dışında.")
        #expect(L10n.message(for: issue, .french) == "location.latitude est hors limites.")
    }
}
