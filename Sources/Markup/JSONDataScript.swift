/// JSON for page scripts, in `<script type="application/json">` (data, never executed, so the
/// content security policy allows it).
///
/// `<`, `>`, `&` and the two JavaScript line separators are written as `\u` escapes, which JSON
/// reads back unchanged, so no value can close the element or open a comment.
public struct JSONDataScript: HTML {
    public var id: String
    public var json: String

    /// `json` must be a serialized JSON document (from `JSONEncoder`, say).
    public init(id: String, json: String) {
        self.id = id
        self.json = json
    }

    public func render(into output: inout HTMLOutput) {
        output.write("<script type=\"application/json\" id=\"")
        output.writeEscaped(id)
        output.write("\">")
        output.writeJSONForScript(json)
        output.write("</script>")
    }
}
