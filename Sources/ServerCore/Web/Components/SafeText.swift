import Plot

/// User-written text shown exactly as typed.
///
/// Plot's own text escaping lets `&name;` sequences through as entities, so a note titled
/// `&lt;b&gt;` would read `<b>`. This escapes every `&`, `<`, `>` and quote itself.
public struct SafeText: Component {
    let text: String

    public init(_ text: String) {
        self.text = text
    }

    public var body: any Component {
        Node<HTML.BodyContext>.raw(HTMLEscaping.escape(text))
    }
}
