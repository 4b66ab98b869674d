import NotesKit
import Plot
import ServerCore
import Vapor

extension NotesListView {
    /// The part of the page search-as-you-type swaps: rows, or the empty / no-results state.
    func results(_ req: Request) -> any Component {
        if totalCount == 0 && !loadFailed {
            return EmptyState(
                icon: "square-pencil", title: req.t("notes.emptyTitle"), message: req.t("notes.emptyMessage"),
                action: (req.t("notes.emptyButton"), "/notes/new"))
        }
        if rows.isEmpty && !query.isEmpty {
            return Div {
                Span("").class("empty-symbol icon icon-magnifyingglass").attribute(named: "aria-hidden", value: "true")
                H2(req.t("notes.noResultsTitle")).class("empty-title")
                Paragraph {
                    SafeText(L10n.format(.noResultsMessage, in: req.notesLanguage, ["query": query]))
                }.class("empty-message")
            }
            .class("empty-state")
            .attribute(named: "role", value: "status")
        }
        return ComponentGroup {
            isEditing ? selectionForm(req) : rowList(req)
            if matchingCount > rows.count {
                Link(req.t("notes.showMore", ["count": String(matchingCount - rows.count)]),
                     url: HTMLEscaping.attribute(listURL(editing: isEditing, limit: limit + Self.pageSize)))
                    .class("button button-secondary notes-show-more")
            }
        }
    }

    private func rowList(_ req: Request) -> any Component {
        ComponentGroup {
            CSRFField(req)  // for the swipe-to-delete script
            Node<HTML.BodyContext>.raw(NoteRowHTML.list(rows))
        }
    }

    private func selectionForm(_ req: Request) -> any Component {
        Form(url: "/notes/delete", method: .post) {
            CSRFField(req)
            Node<HTML.BodyContext>.raw(NoteRowHTML.selectableList(rows) { req.t("notes.select", ["title": $0.title]) })
            Div {
                SubmitButtonView(req.t("notes.deleteSelected"), style: .destructive)
            }.class("button-row notes-edit-actions")
        }
        .class("notes-selection")
    }
}
