import Markup
import Testing

@Suite("SafeURL keeps script out of links and sources")
struct SafeURLTests {
    @Test("script-running schemes become #", arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)",
        "java\nscript:alert(1)", "vbscript:msgbox", "data:text/html,<script>alert(1)</script>", "\u{1}javascript:x",
    ])
    func refused(url: String) {
        #expect(SafeURL.link(url) == "#")
        #expect(SafeURL.source(url) == "#")
        #expect(a(.href(url)).renderedString() == "<a href=\"#\"></a>")
    }

    @Test("relative and ordinary URLs pass unchanged", arguments: [
        "/notes?q=a&sort=title", "#main", "?page=2", "notes/1", "https://example.com/a:b", "http://x",
        "mailto:a@example.com", "tel:+905551112233", "/e/abc:def", "webcal://example.com/cal.ics",
    ])
    func kept(url: String) {
        #expect(SafeURL.link(url) == url)
    }

    @Test("sources also take blob: and data:image/")
    func sources() {
        #expect(SafeURL.source("data:image/png;base64,AAAA") == "data:image/png;base64,AAAA")
        #expect(SafeURL.source("blob:http://127.0.0.1/uuid") == "blob:http://127.0.0.1/uuid")
        #expect(SafeURL.link("data:image/png;base64,AAAA") == "#")
    }
}
