import Foundation
import Localization
import PageSnapshotTesting
import Testing
import WebUI

@testable import MemoryBackend

/// The public share page in each state, English and Turkish, from a model and a context alone.
@Suite("Share page: golden HTML")
struct SharedPageSnapshotTests {
    static let occurredAt = Date(timeIntervalSince1970: 1_763_900_000)  // 23 Nov 2025, 12:13 UTC
    static let expiresAt = occurredAt + 7 * 86_400

    static let entry = SharedPage.Entry(
        title: "A day in İstanbul", description: "Ferry, tea <and> simit.",
        markdown: "We walked **along the Bosphorus**.\n\n- [the museum](https://example.com/m)\n- <script>alert(1)</script>",
        occurredAt: occurredAt, utcOffsetSeconds: 3 * 3600, placeName: "Kadıköy", song: ("Aşk", "Sezen Aksu"),
        photos: [SharedPage.Photo(url: "/api/media/1?variant=thumb1024&signature=x", width: 1024, height: 768)],
        recordings: [], tags: ["travel", "istanbul"])

    @Test("a shared entry: Markdown rendered, raw HTML as text, photo sized", arguments: [Language.en, .tr])
    func entry(language: Language) {
        let page = SharedPage(state: .entry(Self.entry), expiresAt: Self.expiresAt)
        let view = page.view(in: .snapshot(language))
        expectSnapshot(view, named: "shared-entry-\(language)")
        let html = view.renderedString()
        #expect(html.contains("<strong>along the Bosphorus</strong>"))
        #expect(html.contains("rel=\"noopener nofollow\""))
        #expect(!html.contains("<script>alert"))
    }

    @Test("a shared monthly recap", arguments: [Language.en, .tr])
    func recap(language: Language) {
        let recap = SharedPage.Recap(
            year: 2025, month: 11, photos: 12, recordings: 1, texts: 0, songs: 3,
            topTags: [("travel", 7), ("family", 2)], frequentWords: ["çay", "vapur", "deniz"])
        expectSnapshot(
            SharedPage(state: .recap(recap), expiresAt: Self.expiresAt).view(in: .snapshot(language)),
            named: "shared-recap-\(language)")
    }

    @Test("a link that no longer opens", arguments: [Language.en, .tr])
    func unavailable(language: Language) {
        expectSnapshot(
            SharedPage(state: .unavailable(.expired), expiresAt: nil).view(in: .snapshot(language)),
            named: "shared-expired-\(language)")
    }
}
