import Markup
import PageSnapshotTesting
import Testing
import WebUI

@Suite("Return paths: a shared page goes back to the page that sent the reader, never off the site")
struct ReturnPathTests {
    @Test("paths on this site are taken", arguments: ["/e/k3Jd8fQ2/settings", "/memory?q=a%20b", "/"])
    func onSite(path: String) {
        #expect(ReturnPath.validated(path) == path)
    }

    @Test("anything that could lead elsewhere is refused", arguments: [
        "//evil.example/x", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "settings", "",
        "/e/x\nLocation: https://evil.example", "/\t/evil.example", "/notes?q=a b", String(repeating: "/a", count: 300),
    ])
    func offSite(path: String) {
        #expect(ReturnPath.validated(path) == nil)
    }

    @Test("the settings page goes back where it came from, and its form keeps the way back")
    func settingsBackLink() {
        let html = SettingsPage(language: .en, theme: .system, returnPath: "/e/k3Jd8fQ2/settings", version: "1.0.0")
            .view(in: .snapshot(.en)).renderedString()
        #expect(html.contains(#"href="/e/k3Jd8fQ2/settings""#))
        #expect(html.contains(#"<input type="hidden" name="from" value="/e/k3Jd8fQ2/settings">"#))
        let plain = SettingsPage(language: .en, theme: .system, version: "1.0.0").view(in: .snapshot(.en)).renderedString()
        #expect(!plain.contains(#"name="from""#) && plain.contains(#"href="/""#), "without one, back to the apps")
    }
}
