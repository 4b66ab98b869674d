import Markup
import WebUI

extension EditEntryPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(MemoryWebText.editTitle)
        let navigation = NavigationBar(title: title, leading: .back(t(MemoryWebText.cancel), url: MemoryURL.entry(id)), largeTitle: false)
        let error = { (field: Field) in errors[field] }
        return Page(context, title: title, navigation: navigation, tabBar: MemoryTabs.bar(.timeline, context),
                    scripts: ["memory.js"], app: "memory") {
            if let first = Field.allCases.first(where: { errors[$0] != nil }) {
                Banner(.error, t(MemoryWebText.checkField, ["field": Self.label(first, context)]))
            }
            PostForm(action: MemoryURL.editEntry(.value(id)).url, context: context, id: "edit-entry-form", class: "add-entry") {
                FormField(label: Self.label(.title, context), name: "title", value: values.title, error: error(.title),
                          isRequired: false, maxLength: 200)
                if kind == .text {
                    TextAreaField(label: Self.label(.text, context), name: "text", value: values.text, rows: 8,
                                  hint: t(MemoryWebText.textHint), error: error(.text))
                }
                FormField(label: Self.label(.tags, context), name: "tags", value: values.tags, hint: t(MemoryWebText.tagsHint),
                          error: error(.tags), isRequired: false)
                FormField(label: Self.label(.occurredAt, context), name: "occurredAt", type: "datetime-local",
                          value: values.occurredAt, error: error(.occurredAt))
                GroupedSection {
                    ToggleCell(t(MemoryWebText.privateLabel), name: "isPrivate", isOn: values.isPrivate, hint: t(MemoryWebText.privateHint))
                }
                SubmitButton(t(MemoryWebText.save), id: "save-edit")
            }
        }
    }

    static func label(_ field: Field, _ context: PageContext) -> String {
        switch field {
        case .title: context.t(MemoryWebText.titleLabel)
        case .text: context.t(MemoryWebText.textLabel)
        case .tags: context.t(MemoryWebText.tagsLabel)
        case .occurredAt: context.t(MemoryWebText.dateLabel)
        }
    }
}
