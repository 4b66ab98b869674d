import Plot
import ServerCore
import Vapor

/// `/notes/import`: one file field; a refused file comes back with the reason and 422.
struct NotesImportView {
    var error: String?

    func render(_ req: Request) -> Response {
        let title = req.t("notes.import.title")
        let navigation = NavigationBar(title: title, back: .init(req.t("notes.listTitle"), url: "/notes"))
        return Page(title: title, navigation: navigation, app: "notes", status: error == nil ? .ok : .unprocessableEntity) {
            if let error { Paragraph { SafeText(error) }.class("banner banner-error").attribute(named: "role", value: "alert") }
            Form(url: "/notes/import", method: .post, contentType: .multipartData) {
                CSRFField(req)
                Div {
                    Label(req.t("notes.import.file")) {}.attribute(named: "for", value: "field-file").class("field-label")
                    Input(type: .file, name: "file", isRequired: true)
                        .id("field-file").class("field-input")
                        .attribute(named: "accept", value: "application/json,.json")
                        .attribute(named: "aria-describedby", value: "field-file-hint")
                    Paragraph(req.t("notes.import.hint")).class("field-hint").id("field-file-hint")
                }.class("field")
                SubmitButtonView(req.t("notes.import.submit"))
            }.class("form-card")
        }.render(for: req)
    }
}
