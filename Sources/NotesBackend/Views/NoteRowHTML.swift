import NotesKit
import ServerCore

/// The list rows as HTML, written directly rather than through Plot's component tree: a list
/// of 1,000 notes is the page's hot path, and building it as one string is many times faster.
/// Every piece of note text goes through `HTMLEscaping`, in text and in attributes alike.
enum NoteRowHTML {
    /// Rows that open the editor; each link is announced as "Title, last updated …".
    static func list(_ rows: [NoteRow]) -> String {
        var html = "<ul class=\"grouped-list notes-list\">"
        html.reserveCapacity(rows.count * 400)
        for row in rows {
            let id = HTMLEscaping.attribute(row.id)
            html += "<li class=\"note-row\" data-id=\"\(id)\">"
            html += "<a href=\"/notes/\(id)\" class=\"cell note-cell\" aria-label=\""
            html += HTMLEscaping.attribute(row.accessibilityLabel) + "\">"
            html += text(of: row)
            html += "<span class=\"cell-chevron\" aria-hidden=\"true\">›</span></a></li>"
        }
        return html + "</ul>"
    }

    /// Edit mode: a checkbox per row (`ids[]`), each labelled by `checkboxLabel`.
    static func selectableList(_ rows: [NoteRow], checkboxLabel: (NoteRow) -> String) -> String {
        var html = "<ul class=\"grouped-list notes-list\">"
        for row in rows {
            html += "<li class=\"note-row\"><label class=\"cell note-cell note-select\">"
            html += "<input type=\"checkbox\" name=\"ids[]\" value=\"\(HTMLEscaping.attribute(row.id))\""
            html += " class=\"note-check\" aria-label=\"\(HTMLEscaping.attribute(checkboxLabel(row)))\">"
            html += text(of: row) + "</label></li>"
        }
        return html + "</ul>"
    }

    private static func text(of row: NoteRow) -> String {
        "<span class=\"cell-text\"><span class=\"note-title\">\(HTMLEscaping.escape(row.title))</span>"
            + "<span class=\"note-preview\">\(HTMLEscaping.escape(row.preview))</span>"
            + "<span class=\"note-time\">\(HTMLEscaping.escape(row.updatedText))</span></span>"
    }
}
