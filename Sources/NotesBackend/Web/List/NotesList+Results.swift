import Localization
import Markup
import NotesKit
import WebUI

extension NotesListPage {
    /// The part search-as-you-type swaps: rows, or the empty / no-results state.
    struct Results: HTMLComponent {
        var model: NotesListPage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            if model.totalCount == 0 && !model.loadFailed {
                EmptyState(
                    icon: .compose, title: t(NotesText.emptyTitle), message: t(NotesText.emptyMessage),
                    action: LinkButton(t(NotesText.emptyButton), url: NotesURL.new.url))
            } else if model.rows.isEmpty && !model.query.isEmpty {
                div(.class("empty-state"), .role("status")) {
                    IconView(.magnifyingGlass, class: "empty-symbol")
                    h2(.class("empty-title")) { t(NotesText.noResultsTitle) }
                    p(.class("empty-message")) { t(NotesText.noResultsMessage, ["query": model.query]) }
                }
            } else {
                if model.isEditing {
                    PostForm(action: NotesURL.deleteSelected.url, context: context, class: "notes-selection") {
                        ul(.class("grouped-list notes-list")) {
                            for row in model.rows { SelectableRow(row: row, label: t(NotesText.selectNote, ["title": row.title])) }
                        }
                        div(.class("button-row notes-edit-actions")) {
                            SubmitButton(t(NotesText.deleteSelected), style: .destructive, id: "delete-selected")
                        }
                    }
                } else {
                    CSRFField(context)  // for the swipe-to-delete script
                    ul(.class("grouped-list notes-list")) {
                        for row in model.rows { Row(row: row) }
                    }
                }
                if model.matchingCount > model.rows.count {
                    LinkButton(
                        t(NotesText.showMore, ["count": LocalizedNumber.integer(model.matchingCount - model.rows.count, context.language)]),
                        url: model.listURL(editing: model.isEditing, limit: model.limit + NotesListPage.pageSize),
                        style: .secondary, class: "notes-show-more")
                }
            }
        }
    }

    /// A row that opens the editor, announced as "Title, last updated …".
    struct Row: HTMLComponent {
        var row: NoteRow

        var body: some HTML {
            li(.class("note-row"), .data("id", row.id)) {
                a(.class("cell note-cell"), .href(NotesURL.note(.value(row.id)).url), .ariaLabel(row.accessibilityLabel)) {
                    RowText(row: row)
                    IconView(.chevronForward, class: "cell-chevron")
                }
            }
        }
    }

    /// Edit mode: a checkbox per row (`ids[]`).
    struct SelectableRow: HTMLComponent {
        var row: NoteRow
        var label: String

        var body: some HTML {
            li(.class("note-row")) {
                Markup.label(.class("cell note-cell note-select")) {
                    input(.type("checkbox"), .name("ids[]"), .value(row.id), .class("note-check"), .ariaLabel(label))
                    RowText(row: row)
                }
            }
        }
    }

    struct RowText: HTMLComponent {
        var row: NoteRow

        var body: some HTML {
            span(.class("cell-text")) {
                span(.class("note-title")) { row.title }
                span(.class("note-preview")) { row.preview }
                span(.class("note-time")) { row.updatedText }
            }
        }
    }
}
