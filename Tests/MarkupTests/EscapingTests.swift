import Markup
import Testing

@Suite("Escaping: no value reaches the page as markup")
struct EscapingTests {
    static let hostile = ["\"><script>alert(1)</script>", "' onmouseover='alert(1)", "a&b<c>d\"e'f"]

    @Test("text is escaped", arguments: hostile)
    func text(value: String) {
        // act
        let html = p { value }.renderedString()
        // check
        #expect(!html.contains("<script"))
        #expect(!html.dropFirst(3).dropLast(4).contains("<"))
        #expect(!html.contains("'"))
        #expect(html.hasPrefix("<p>") && html.hasSuffix("</p>"))
    }

    @Test("every typed attribute slot escapes its value", arguments: hostile)
    func attributes(value: String) {
        // setup: every attribute constructor that takes free text
        let fragments: [any HTML] = [
            div(.id(value), .class(value), .title(value), .lang(value), .role(value), .data("x", value),
                .aria("x", value), .ariaLabel(value), .ariaDescribedBy(value), .ariaCurrent(value)),
            a(.href(value), .rel(value), .target(value), .download(value)),
            img(.src(value), .alt(value), .srcset(value)),
            input(.name(value), .value(value), .type(value), .placeholder(value), .autocomplete(value),
                  .accept(value), .pattern(value), .min(value), .max(value), .form(value)),
            form(.action(value), .method(value)),
            label(.for(value)),
            time(.datetime(value)),
            meta(.content(value)),
            button(.formaction(value), .value(value)),
            SVG.svg(.transform(value), .fill(value), .d(value)),
        ]
        for fragment in fragments {
            // act
            let html = fragment.renderedString()
            // check: only the element's own tags open with `<`, no quote is left raw, and every
            // attribute value stays inside its double quotes
            let tags = html.filter { $0 == "<" }.count
            #expect(tags == (html.hasSuffix("\">") || !html.contains("</") ? 1 : 2), "\(html)")
            #expect(!html.contains("'"), "\(html)")
            #expect(html.filter { $0 == "\"" }.count % 2 == 0, "\(html)")
            #expect(!html.contains(value), "\(html)")
        }
    }

    @Test("multi-byte text passes unchanged, specials become entities")
    func utf8Runs() {
        // act
        let html = span { "İstanbul & Ağrı <3 \"çok\" 'güzel' 🙂" }.renderedString()
        // check
        #expect(html == "<span>İstanbul &amp; Ağrı &lt;3 &quot;çok&quot; &#39;güzel&#39; 🙂</span>")
    }

    @Test("JSON data blocks cannot close their script element")
    func jsonData() {
        // act
        let html = JSONDataScript(id: "config", json: #"{"name":"</script><script>alert(1)</script>"}"#).renderedString()
        // check
        #expect(html.ranges(of: "</script>").count == 1)
        #expect(html.contains(#"\u003c/script\u003e"#))
    }

    @Test("JSON data blocks escape <, >, & and the line separators, and keep all other text as it is")
    func jsonDataEscapes() {
        // setup: Turkish and a three-byte character beside the separators, one at the very end
        let json = "{\"a\":\"İş & <b> \u{2028}ğ\u{2029}€\",\"z\":\"\u{2029}\"}"
        // act
        let html = JSONDataScript(id: "d", json: json).renderedString()
        // check
        let expected = #"{"a":"İş \u0026 \u003cb\u003e \u2028ğ\u2029€","z":"\u2029"}"#
        #expect(html == #"<script type="application/json" id="d">"# + expected + "</script>")
    }

    @Test("UnsafeRawHTML is the one way to write markup as given")
    func raw() {
        #expect(div { UnsafeRawHTML("<b>trusted</b>") }.renderedString() == "<div><b>trusted</b></div>")
    }
}

