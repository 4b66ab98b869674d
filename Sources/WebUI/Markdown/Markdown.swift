import Foundation
import Ink
import Localization
import Markup

/// Markdown a person wrote (a text entry), rendered by Ink into safe markup.
///
/// Ink passes raw HTML through and writes link and image URLs and a code block's language
/// into attributes as given. This type closes each of those holes with Ink's own modifiers,
/// so what reaches the page is only the markup Ink builds from Markdown syntax:
/// - raw HTML, block or inline, is shown as the text that was typed;
/// - links keep their text, take their URL through ``SafeURL`` (no `javascript:`), escaped,
///   and open with `rel="noopener nofollow"` (a stranger's link earns no ranking or opener);
/// - images become links to the image (the page loads no third-party content);
/// - code blocks lose the language class and are escaped by us.
public struct Markdown: HTML {
    public var source: String

    public init(_ source: String) {
        self.source = source
    }

    public func render(into output: inout HTMLOutput) {
        UnsafeRawHTML(Self.html(from: source)).render(into: &output)
    }

    /// The safe HTML for `source`. Rendering depends on the text alone, so a text seen lately
    /// (a shared entry opened again and again, a timeline's cards) is parsed once; long texts are
    /// not kept, so the memo stays small.
    public static func html(from source: String) -> String {
        guard source.utf8.count <= memoLimit else { return parser.html(from: source) }
        return memo.text(ExactText(source)) { parser.html(from: source) }
    }

    private static let memoLimit = 16 * 1024
    private static let memo = FormatMemo<ExactText>(capacity: 256)

    /// What the reader sees of `source`, as one line of plain text (for a snippet inside a link,
    /// where the text's own links and formatting cannot be kept): tags dropped, entities read.
    /// Remembered like `html(from:)`: its regular expressions cost a tenth of a timeline view.
    public static func plainText(from source: String) -> String {
        guard source.utf8.count <= memoLimit else { return makePlainText(from: source) }
        return plainTexts.text(ExactText(source)) { makePlainText(from: source) }
    }

    private static let plainTexts = FormatMemo<ExactText>(capacity: 256)

    private static func makePlainText(from source: String) -> String {
        let withoutTags = html(from: source)
            .replacingOccurrences(of: "</(p|li|h[1-6]|blockquote|pre|td|th)>|<br */?>|<hr */?>", with: " ", options: .regularExpression)
            .replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        let entities = ["&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&#x27;": "'", "&amp;": "&"]
        let text = entities.reduce(withoutTags) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    nonisolated(unsafe) private static let parser = MarkdownParser(modifiers: [
        Modifier(target: .html) { _, markdown in escaped(markdown) },
        Modifier(target: .links) { html, markdown in link(html: html, markdown: markdown) },
        Modifier(target: .images) { _, markdown in image(markdown: markdown) },
        Modifier(target: .codeBlocks) { _, markdown in codeBlock(markdown: markdown) },
    ])

    static func escaped(_ text: some StringProtocol) -> String {
        String(text).renderedString()
    }

    /// `[text](url)`: Ink renders `<a href="url">text</a>` with the URL as written. The text
    /// part is Ink's (already escaped); the URL is taken from the source and made safe.
    static func link(html: String, markdown: Substring) -> String {
        guard let (_, url) = split(markdown), let textHTML = innerHTML(html, url: url) else {
            return escaped(markdown)
        }
        return "<a href=\"\(escaped(SafeURL.link(url)))\" rel=\"noopener nofollow\">\(textHTML)</a>"
    }

    /// `![alt](url)` becomes a link reading the alt text (or the address).
    static func image(markdown: Substring) -> String {
        guard markdown.hasPrefix("!"), let (text, url) = split(markdown.dropFirst()) else { return escaped(markdown) }
        let label = text.isEmpty ? url : text
        return "<a href=\"\(escaped(SafeURL.link(url)))\" rel=\"noopener nofollow\">\(escaped(label))</a>"
    }

    /// A fenced block: the lines between the fences, escaped; no language class.
    static func codeBlock(markdown: Substring) -> String {
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        if let last = lines.last, last.trimmingCharacters(in: .whitespaces).hasPrefix("```") { lines = lines.dropLast() }
        return "<pre><code>\(escaped(lines.joined(separator: "\n")))</code></pre>"
    }

    /// `[text](url)` → (text, url); nil for reference links and anything unexpected.
    static func split(_ markdown: Substring) -> (String, String)? {
        guard markdown.hasPrefix("["), markdown.hasSuffix(")"), let middle = markdown.range(of: "](") else { return nil }
        let text = markdown[markdown.index(after: markdown.startIndex)..<middle.lowerBound]
        let url = markdown[middle.upperBound..<markdown.index(before: markdown.endIndex)]
        return (String(text), String(url))
    }

    /// The link text Ink rendered, cut out of `<a href="url">…</a>` when the URL matches.
    static func innerHTML(_ html: String, url: String) -> String? {
        let prefix = "<a href=\"\(url)\">"
        guard html.hasPrefix(prefix), html.hasSuffix("</a>") else { return nil }
        return String(html.dropFirst(prefix.count).dropLast(4))
    }
}
