import Foundation
import Markup
import MemoryKit
import Vapor
import WebUI

/// `/memory/settings/tags`: every tag with how many memories carry it, a form to add one,
/// Rename in place (a disclosure on the row) and Delete, asked in the suite's sheet. A refused
/// name re-renders the form it came from, open, with the reason and what was typed.
struct MemoryTagsPage: Sendable, PageModel {
    struct Row: Sendable {
        var id: String
        var name: String
        var count: Int
    }

    /// A name the rules or an existing tag refused: which form (`tagID` nil is the add form),
    /// the text as typed, the reason in the reader's language.
    struct Refusal: Error, Sendable {
        var tagID: String?
        var typed: String
        var message: String
        var status: HTTPResponseStatus = .unprocessableEntity
    }

    var rows: [Row]
    var adding: Refusal?
    var renaming: Refusal?
    /// The tag just deleted and the memories that carried it, for the Undo banner.
    var deleted: (name: String, entryIDs: [String])?

    static let deleteSheetID = "delete-tag-sheet"

    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: MemoryTagsPage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            let title = t(MemoryWebText.tags)
            let navigation = NavigationBar.back(to: t(MemoryWebText.settingsTitle), url: MemoryURL.settings.url, title: title)
            return Page(context, title: title, navigation: navigation, tabBar: MemoryTabs.bar(.settings, context), app: "memory") {
                if let deleted = model.deleted {
                    ActionBanner(t(MemoryWebText.tagDeleted, ["name": deleted.name]), buttonTitle: t(MemoryWebText.undo),
                                 formAction: MemoryURL.restoreTag.url, context: context) {
                        HiddenField(name: "name", value: deleted.name)
                        for id in model.deleted?.entryIDs ?? [] { HiddenField(name: "ids[]", value: id) }
                    }
                }
                PostForm(action: MemoryURL.tags.url, context: context, id: "add-tag-form", class: "tag-add-form",
                         validatesOnServer: true) {
                    FormField(label: t(MemoryWebText.tagNew), name: "name", value: model.adding?.typed,
                              hint: t(MemoryWebText.tagHint, ["max": String(TagRules.maxLength)]), error: model.adding?.message)
                    SubmitButton(t(MemoryWebText.tagAdd), style: .secondary, id: "add-tag")
                }
                if model.rows.isEmpty {
                    EmptyState(icon: .text, message: t(MemoryWebText.tagsEmpty))
                } else {
                    GroupedSection(footer: t(MemoryWebText.tagsFooter), listClass: "tag-manager") {
                        for row in model.rows {
                            RowView(row: row, refusal: model.renaming?.tagID == row.id ? model.renaming : nil, context: context)
                        }
                    }
                    Sheet(id: MemoryTagsPage.deleteSheetID, title: t(MemoryWebText.tagDeleteConfirm),
                          message: t(MemoryWebText.tagDeleteMessage), confirmTitle: t(MemoryWebText.delete),
                          cancelTitle: t(MemoryWebText.cancel))
                }
            }
        }
    }

    struct RowView: HTMLComponent {
        var row: Row
        var refusal: Refusal?
        var context: PageContext

        var body: some HTML {
            let t = context.t
            let fieldID = "rename-\(row.id)"
            return li(.class("cell tag-row"), .id("tag-\(row.id)")) {
                // The name and count together open the tag's memories: one target of the row's height.
                a(.href(MemoryURL.timeline.url(query: [QueryItem("tag", row.name)])), .class("cell-text tag-link")) {
                    span(.class("cell-title")) { "#" + row.name }
                    span(.class("cell-subtitle")) { t(MemoryWebText.tagEntries, count: row.count) }
                }
                // In place: the row opens its own form, already open when its last try was refused.
                details(.class("tag-rename"), .open(refusal != nil)) {
                    summary(.class("button button-plain")) { t(MemoryWebText.tagRename) }
                    PostForm(action: MemoryURL.renameTag(.value(row.id)).url, context: context, class: "tag-rename-form",
                             validatesOnServer: true) {
                        div(.class("field")) {
                            label(.class("field-label"), .for(fieldID)) { t(MemoryWebText.tagRenameLabel, ["name": row.name]) }
                            input(.type("text"), .name("name"), .id(fieldID), .class("field-input"),
                                  .value(refusal?.typed ?? row.name), .required(true), .ariaInvalid(refusal != nil),
                                  .ariaDescribedBy(refusal.map { _ in "\(fieldID)-error" }))
                            if let refusal { p(.class("field-error"), .id("\(fieldID)-error")) { refusal.message } }
                        }
                        SubmitButton(t(MemoryWebText.save), style: .secondary)
                    }
                }
                PostForm(action: MemoryURL.deleteTag(.value(row.id)).url, context: context, class: "tag-delete-form",
                         data: [("sheet", MemoryTagsPage.deleteSheetID)]) {
                    SubmitButton(t(MemoryWebText.delete), style: .plain, class: "button-destructive")
                }
            }
        }
    }
}
