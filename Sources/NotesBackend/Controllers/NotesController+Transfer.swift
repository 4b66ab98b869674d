import NotesKit
import ServerCore
import Vapor

/// Export (the `notes_store` JSON, a zip of Markdown files) and import of the JSON format.
extension NotesController {
    struct ImportForm: Content {
        var file: File?
    }

    func exportJSON(_ req: Request) async throws -> Response {
        let data = try NotesExport.json(try await req.notesStore().all())
        return download(data, type: .json, fileName: "notes_store.json")
    }

    func exportZip(_ req: Request) async throws -> Response {
        let data = try NotesExport.markdownZip(try await req.notesStore().all())
        return download(data, type: .zip, fileName: "notes.zip")
    }

    func importForm(_ req: Request) async throws -> Response {
        _ = try req.notesStore()
        return NotesImportView(error: nil).render(req)
    }

    func importNotes(_ req: Request) async throws -> Response {
        let store = try req.notesStore()
        let form = try? req.content.decode(ImportForm.self)
        guard let file = form?.file, file.data.readableBytes > 0 else {
            return NotesImportView(error: req.t("notes.import.missingFile")).render(req)
        }
        let notes: [Note]
        do {
            notes = try NotesImport.decode(Data(buffer: file.data))
        } catch {
            return NotesImportView(error: error.message(in: req.notesLanguage)).render(req)
        }
        let result = try await store.importNotes(notes)
        req.flash(result.summary(in: req.notesLanguage))
        return req.redirect(to: "/notes")
    }

    private func download(_ data: Data, type: HTTPMediaType, fileName: String) -> Response {
        var headers = HTTPHeaders()
        headers.contentType = type
        headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"\(fileName)\"")
        headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        return Response(status: .ok, headers: headers, body: .init(data: data))
    }
}
