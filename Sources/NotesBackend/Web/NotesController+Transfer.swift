import NotesKit
import ServerCore
import Vapor
import WebUI

/// Export (the JSON the iOS app stores, a zip of Markdown files) and import of the JSON format.
extension NotesController {
    struct ImportForm: Content {
        var file: File?
    }

    func exportJSON(_ req: Request) async throws -> Response {
        let data = try NotesExport.json(try await req.notesReads.all(try req.notesStore().ownerID))
        return download(data, type: .json, fileName: "notes.json")
    }

    func exportZip(_ req: Request) async throws -> Response {
        let data = try NotesExport.markdownZip(try await req.notesReads.all(try req.notesStore().ownerID))
        return download(data, type: .zip, fileName: "notes.zip")
    }

    func importForm(_ req: Request) async throws -> Response {
        _ = try req.notesStore()
        return importPage(req, NotesImportPage(error: nil))
    }

    func importNotes(_ req: Request) async throws -> Response {
        let store = try req.notesStore()
        let form = try? req.content.decode(ImportForm.self)
        guard let file = form?.file, file.data.readableBytes > 0 else {
            return importPage(req, NotesImportPage(error: NotesText.importMissingFile.text(req.language)))
        }
        let notes: [Note]
        do {
            notes = try NotesImport.decode(Data(buffer: file.data))
        } catch {
            return importPage(req, NotesImportPage(error: error.message(in: req.language)))
        }
        let result = try await store.importNotes(notes)
        req.flash(result.summary(in: req.language))
        return req.redirect(to: NotesURL.list)
    }

    /// The import form; a refused file answers 422 with the reason.
    private func importPage(_ req: Request, _ page: NotesImportPage) -> Response {
        req.render(page, status: page.error == nil ? .ok : .unprocessableEntity)
    }

    private func download(_ data: Data, type: HTTPMediaType, fileName: String) -> Response {
        var headers = HTTPHeaders()
        headers.contentType = type
        headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"\(fileName)\"")
        headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        return Response(status: .ok, headers: headers, body: .init(data: data))
    }
}
