import Markup
import Testing

@Suite("Rendering: elements, attributes, builder control flow")
struct RenderingTests {
    struct Badge: HTMLComponent {
        var text: String
        var isNew: Bool
        var body: some HTML {
            span(.class("badge"), .class(isNew ? "badge-new" : nil)) { text }
        }
    }

    @Test("classes merge, absent values vanish, the last value of a name wins")
    func attributes() {
        // act
        let html = div(.class("a"), .id("first"), .class(nil), .class("b c"), .ariaCurrent(nil), .id("second"), .hidden())
            .renderedString()
        // check
        #expect(html == "<div class=\"a b c\" id=\"second\" hidden></div>")
    }

    @Test("attributes added later, through the method or the property, follow the same rules")
    func addedAttributes() {
        // setup
        var element = div(.class("a"), .id("first"))
        // act
        element.attributes += [.class("b"), .id("second")]
        let more = element.attributes(.hidden())
        // check
        #expect(element.attributes.count == 4)
        #expect(more.renderedString() == "<div class=\"a b\" id=\"second\" hidden></div>")
    }

    @Test("void elements have no end tag; boolean attributes only when on")
    func voidElements() {
        #expect(input(.type("checkbox"), .checked(false), .required()).renderedString() == "<input type=\"checkbox\" required>")
        #expect(br().renderedString() == "<br>")
    }

    @Test("if, else, optionals, loops and components compose")
    func builder() {
        // setup
        let items = ["one", "two"]
        let note: String? = nil
        // act
        let html = ul(.class("list")) {
            for item in items { li { item } }
            if let note { li { note } } else { li(.class("empty")) { "none" } }
            Badge(text: "3", isNew: true)
        }.renderedString()
        // check
        #expect(html == "<ul class=\"list\"><li>one</li><li>two</li><li class=\"empty\">none</li><span class=\"badge badge-new\">3</span></ul>")
    }

    enum Mood { case calm, busy, away }

    /// A slot whose content is kept without its type, as the page shell's is.
    struct Slot: HTMLComponent {
        var content: AnyHTML
        init(@HTMLBuilder content: () -> some HTML) { self.content = AnyHTML(content()) }
        var body: some HTML { section { content } }
    }

    @Test("switch, empty blocks, an untaken if, type-erased slots and groups render every branch in order", arguments: [
        (Mood.calm, "<section><p>calm</p><b>1</b><i>2</i></section>"),
        (Mood.busy, "<section><p class=\"busy\">busy</p><b>1</b><i>2</i></section>"),
        (Mood.away, "<section><b>1</b><i>2</i></section>"),
    ])
    func branches(mood: Mood, expected: String) {
        // setup
        let hasNote = false
        // act
        let html = Slot {
            switch mood {
            case .calm: p { "calm" }
            case .busy: p(.class("busy")) { "busy" }
            case .away: EmptyHTML()
            }
            if hasNote { p { "never" } }
            HTMLGroup {
                b { "1" }
                i { "2" }
            }
        }.renderedString()
        // check
        #expect(html == expected)
    }

    @Test("the document starts with its doctype")
    func document() {
        #expect(HTMLDocument(html(.lang("tr")) { body {} }).renderedString() == "<!DOCTYPE html><html lang=\"tr\"><body></body></html>")
    }

    @Test("numbers are short, stable and never in exponent form", arguments: [
        (0.0, "0"), (1.0, "1"), (-2.5, "-2.5"), (1.005, "1"), (3.14159, "3.14"), (0.1 + 0.2, "0.3"),
        (1e-9, "0"), (123456789.0, "123456789"), (-0.004, "0"), (0.05, "0.05"), (10.10, "10.1"),
    ])
    func numbers(value: Double, expected: String) {
        #expect(HTMLNumber.format(value) == expected)
    }

    @Test("SVG renders with deterministic geometry")
    func svg() {
        let html = SVG.svg(.xmlns, .viewBox(0, 0, 100, 50), .role("img")) {
            SVG.title { "Chart" }
            SVG.rect(.x(1.234), .y(0), .width(10), .height(49.999), .class("bar"))
        }.renderedString()
        #expect(html == "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 50\" role=\"img\"><title>Chart</title><rect x=\"1.23\" y=\"0\" width=\"10\" height=\"50\" class=\"bar\"></rect></svg>")
    }
}

@Suite("The output buffer")
struct OutputBufferTests {
    @Test("Writes far past the starting capacity keep every byte in order, escaped where they should be")
    func growsWithoutLosingBytes() {
        // setup: a hundred rows of mixed text (Turkish, an emoji, special characters) into the smallest buffer
        let rows = (0..<100).map { "Satır \($0): çay & simit <3 🫖 \"\($0)\"" }
        var expected = ""
        for row in rows {
            expected += "<li>" + row.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
                .replacing("\"", with: "&quot;") + "</li>"
        }
        // act
        let bytes = ul { for row in rows { li { row } } }.renderedBytes(capacity: 1)
        // check
        #expect(String(decoding: bytes, as: UTF8.self) == "<ul>" + expected + "</ul>")
    }

    @Test("Empty text and an empty page write nothing")
    func emptyWrites() {
        #expect(EmptyHTML().renderedBytes().isEmpty)
        #expect(p { "" }.renderedString() == "<p></p>")
    }
}
