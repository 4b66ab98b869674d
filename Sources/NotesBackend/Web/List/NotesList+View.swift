import Markup
import NotesKit
import WebUI

extension NotesListPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: NotesListPage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            let title = t(NotesText.listTitle)
            let navigation = NavigationBar.back(
                to: t(SuiteText.navApps), url: LauncherURL.home.url, title: title, actions: navigationActions)
            return Page(context, title: title, navigation: navigation, scripts: ["notes.js"], app: "notes") {
                PullIndicator(context: context)
                if model.loadFailed { Banner(.error, t(NotesText.errorLoadFailed)) }
                if !model.undoIDs.isEmpty {
                    ActionBanner(
                        t(NotesText.deleted, count: model.undoIDs.count), buttonTitle: t(NotesText.undo),
                        formAction: NotesURL.restore.url, context: context
                    ) {
                        for id in model.undoIDs { HiddenField(name: "ids[]", value: id) }
                    }
                }
                if model.totalCount > 0 || !model.query.isEmpty { searchForm }
                if model.totalCount > 0 { sortControl }
                div(
                    .id("notes-results"), .data("undo", t(NotesText.undo)), .data("delete", t(NotesText.delete)),
                    .data("save-failed", t(NotesText.errorSaveFailed)), .data("load-failed", t(NotesText.errorLoadFailed)),
                    .data("deleted", t(NotesText.deletedOne)), .data("account", model.outboxAccount),
                    .data("draft-refused", t(NotesText.draftRefused)), .data("draft-open", t(NotesText.draftOpen)),
                    .data("preview", model.previewLength.rawValue)
                ) {
                    Results(model: model, context: context)
                }
                if model.totalCount > 0 && !model.isEditing {
                    previewControl
                    transferSection
                }
            }
        }

        private var navigationActions: [NavigationItem] {
            let t = context.t
            let new = NavigationItem.link(t(NotesText.newNote), url: NotesURL.new.url, icon: .plus, id: "new-note")
            guard model.totalCount > 0 else { return [new] }
            let edit: NavigationItem = model.isEditing
                ? .link(t(NotesText.done), url: model.listURL(), id: "edit-done")
                : .link(t(NotesText.edit), url: model.listURL(editing: true), id: "edit-notes")
            return [edit, new]
        }

        /// A GET form, so search works without JS; notes.js searches as you type.
        private var searchForm: some HTML {
            let t = context.t
            return SearchForm(
                action: NotesURL.list.url, fieldID: "notes-search", query: model.query, label: t(NotesText.searchLabel),
                placeholder: t(NotesText.searchPlaceholder), submit: t(NotesText.searchSubmit), maxLength: nil,
                kept: model.isEditing ? [("edit", "1")] : [])
        }

        private var sortControl: some HTML {
            SegmentedControl(label: context.t(NotesText.sortOrderLabel), segments: NoteSortOrder.allCases.map { order in
                .init(title: order.label(in: context.language), url: model.listURL(sort: order, editing: model.isEditing),
                      isSelected: order == model.sort)
            })
        }

        /// The list's preview length, a setting of the list like its sort (links: works without JS).
        private var previewControl: some HTML {
            let t = context.t
            return section(.class("list-section notes-preview-setting"), .ariaLabelledBy("notes-preview-label")) {
                h2(.class("list-header"), .id("notes-preview-label")) { t(NotesText.previewLengthLabel) }
                SegmentedControl(label: t(NotesText.previewLengthLabel), segments: PreviewLength.allCases.map { length in
                    .init(title: length.label(in: context.language), url: model.listURL(preview: length),
                          isSelected: length == model.previewLength)
                })
            }
        }

        private var transferSection: some HTML {
            let t = context.t
            return GroupedSection(header: t(NotesText.transferTitle), footer: t(NotesText.transferFooter)) {
                LinkCell(title: t(NotesText.exportJSON), url: NotesURL.exportJSON.url)
                LinkCell(title: t(NotesText.exportMarkdown), url: NotesURL.exportMarkdown.url)
                LinkCell(title: t(NotesText.importJSON), url: NotesURL.importNotes.url)
            }
            // The seed's "feedback and version" row: the suite's one feedback page says the version too.
            GroupedSection {
                LinkCell(title: t(SuiteText.feedbackLink), url: ReturnPath.url(SettingsURL.feedback, from: NotesURL.list.url))
            }
        }
    }
}
