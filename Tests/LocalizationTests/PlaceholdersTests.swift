import Localization
import Testing

@Suite("Placeholders: one pass over the template")
struct PlaceholdersTests {
    @Test("a value containing {name} stays literal, whichever placeholder comes first")
    func valuesAreNeverRescanned() {
        // setup: each value names the other placeholder, so a second pass would show
        let arguments = ["name": "{title}", "title": "{name}"]
        // act
        let forward = Placeholders.fill("{name} wrote {title}", arguments)
        let backward = Placeholders.fill("{title} by {name}", arguments)
        let selfReference = Placeholders.fill("Hello {name}", ["name": "{name}"])
        // check
        #expect(forward == "{title} wrote {name}")
        #expect(backward == "{name} by {title}")
        #expect(selfReference == "Hello {name}")
    }

    @Test("multi-byte text around and inside values is copied unchanged")
    func utf8() {
        // act
        let text = Placeholders.fill("Çağrı «{name}» için {count} şey 🚀", ["name": "İğdır é\u{301}", "count": "3"])
        // check
        #expect(text == "Çağrı «İğdır é\u{301}» için 3 şey 🚀")
    }

    @Test("braces that are no placeholder are text", arguments: [
        ("{{name}}", "{Ada}"), ("{ name }", "{ name }"), ("{}", "{}"), ("{name", "{name"), ("name}", "name}"),
        ("{na me}", "{na me}"), ("{unknown} {name}", "{unknown} Ada"), ("{name}{name}", "AdaAda"), ("{", "{"),
    ])
    func strayBraces(template: String, expected: String) {
        #expect(Placeholders.fill(template, ["name": "Ada"]) == expected)
    }

    @Test("names are letters, digits, '_' and '.'")
    func names() {
        // act
        let names = Placeholders.names(in: "{count} of {field.name} by {user_2} { x } {ü} {{inner}}")
        // check
        #expect(names == ["count", "field.name", "user_2", "inner"])
    }

    @Test("a long template with many placeholders fills every one")
    func manyPlaceholders() {
        // setup: 5,000 placeholders between Turkish words
        let template = (0..<5_000).map { "şey {v\($0 % 50)}" }.joined(separator: " ")
        let arguments = Dictionary(uniqueKeysWithValues: (0..<50).map { ("v\($0)", "«\($0)»") })
        // act
        let text = Placeholders.fill(template, arguments)
        // check
        #expect(text == (0..<5_000).map { "şey «\($0 % 50)»" }.joined(separator: " "))
    }
}
