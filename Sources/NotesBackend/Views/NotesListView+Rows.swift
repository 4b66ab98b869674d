import NotesKit
import Plot
import ServerCore
import Vapor

extension NotesListView {
    /// The part of the page search-as-you-type swaps: rows, or the empty / no-results state.
    func results(_ req: Request) -> any Component {
        if totalCount == 0 && !loadFailed {
            return EmptyState(
                symbol: "✎", title: req.t("notes.emptyTitle"), message: req.t("notes.emptyMessage"),
                action: (req.t("notes.emptyButton"), "/notes/new"))
        }
        if rows.isEmpty && !query.isEmpty {
            return Div {
                Span("⌕").class("empty-symbol").attribute(named: "aria-hidden", value: "true")
                H2(req.t("notes.noResultsTitle")).class("empty-title")
                Paragraph {
                    SafeText(L10n.format(.noResultsMessage, in: req.notesLanguage, ["query": query]))
                }.class("empty-message")
            }
            .class("empty-state")
            .attribute(named: "role", value: "status")
        }
        return isEditing ? selectionForm(req) : rowList(req)
    }

    private func rowList(_ req: Request) -> any Component {
        ComponentGroup {
            CSRFField(req)  // for the swipe-to-delete script
            Element(name: "ul") {
                for row in rows {
                    Element(name: "li") {
                        Link(url: "/notes/\(row.id)") {
                            rowText(row)
                            Span("›").class("cell-chevron").attribute(named: "aria-hidden", value: "true")
                        }
                        .class("cell note-cell")
                        .attribute(named: "aria-label", value: HTMLEscaping.attribute(row.accessibilityLabel))
                    }
                    .class("note-row")
                    .attribute(named: "data-id", value: row.id)
                }
            }
            .class("grouped-list notes-list")
        }
    }

    private func selectionForm(_ req: Request) -> any Component {
        Form(url: "/notes/delete", method: .post) {
            CSRFField(req)
            Element(name: "ul") {
                for row in rows {
                    Element(name: "li") {
                        Label("") {
                            Input(type: .checkbox, name: "ids[]", value: row.id)
                                .class("note-check")
                                .attribute(named: "aria-label", value: HTMLEscaping.attribute(
                                    req.t("notes.select", ["title": row.title])))
                            rowText(row)
                        }
                        .class("cell note-cell note-select")
                    }
                    .class("note-row")
                }
            }
            .class("grouped-list notes-list")
            Div {
                SubmitButtonView(req.t("notes.deleteSelected"), style: .destructive)
            }.class("button-row notes-edit-actions")
        }
        .class("notes-selection")
    }

    private func rowText(_ row: NoteRow) -> any Component {
        Span {
            Span { SafeText(row.title) }.class("note-title")
            Span { SafeText(row.preview) }.class("note-preview")
            Span { SafeText(row.updatedText) }.class("note-time")
        }
        .class("cell-text")
    }
}
