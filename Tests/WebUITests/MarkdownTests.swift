import Testing
import WebUI

@Suite("Markdown: Ink's output, with raw HTML and unsafe URLs closed off")
struct MarkdownTests {
    @Test("Markdown syntax becomes markup")
    func syntax() {
        let html = Markdown.html(from: "# Day\n\nWe walked **along** the *water*.\n\n- tea\n- simit")
        #expect(html == "<h1>Day</h1><p>We walked <strong>along</strong> the <em>water</em>.</p><ul><li>tea</li><li>simit</li></ul>")
    }

    @Test("raw HTML, block or inline, shows as the text that was typed", arguments: [
        "<script>alert(1)</script>", "hello <img src=x onerror=alert(1)> there", "<div onclick=\"x()\">hi</div>",
        "<iframe src=\"https://evil.example\"></iframe>",
    ])
    func rawHTML(source: String) {
        let html = Markdown.html(from: source)
        #expect(!html.contains("<script") && !html.contains("<img") && !html.contains("<div") && !html.contains("<iframe"))
        #expect(html.contains("&lt;"))
    }

    @Test("links are safe, escaped and marked noopener nofollow")
    func links() {
        #expect(Markdown.html(from: "See [the museum](https://example.com/a?b=1&c=2).")
            == "<p>See <a href=\"https://example.com/a?b=1&amp;c=2\" rel=\"noopener nofollow\">the museum</a>.</p>")
        let script = Markdown.html(from: "[click](javascript:alert(1))")
        #expect(script.contains("href=\"#\"") && !script.contains("javascript:"))
        let quoted = Markdown.html(from: "[x](https://e.example/\" onmouseover=\"alert(1))")
        #expect(!quoted.contains("\" onmouseover"))
    }

    @Test("images become links; code blocks drop their language and stay escaped")
    func imagesAndCode() {
        let image = Markdown.html(from: "![a cat](https://example.com/cat.png)")
        #expect(image.contains("<a href=\"https://example.com/cat.png\" rel=\"noopener nofollow\">a cat</a>"))
        #expect(!image.contains("<img"))
        let code = Markdown.html(from: "```\"><script>x\nif a < b { }\n```")
        #expect(code == "<pre><code>if a &lt; b { }</code></pre>")
    }
}
