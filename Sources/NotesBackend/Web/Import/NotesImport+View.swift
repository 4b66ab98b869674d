import Markup
import NotesKit
import WebUI

extension NotesImportPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(NotesText.importTitle)
        let navigation = NavigationBar.back(to: t(NotesText.listTitle), url: NotesURL.list.url, title: title)
        return Page(context, title: title, navigation: navigation, app: "notes") {
            if let error = error { Banner(.error, error) }
            PostForm(action: NotesURL.importNotes.url, context: context, class: "form-card", isMultipart: true) {
                div(.class("field")) {
                    label(.class("field-label"), .for("field-file")) { t(NotesText.importFile) }
                    input(.type("file"), .name("file"), .id("field-file"), .class("field-input"), .required(),
                          .accept("application/json,.json"), .ariaDescribedBy("field-file-hint"))
                    p(.class("field-hint"), .id("field-file-hint")) { t(NotesText.importHint) }
                }
                SubmitButton(t(NotesText.importSubmit))
            }
        }
    }
}
