import Foundation
import MemoryAPI
import OpenAPIRuntime
import ServerCore
import Vapor

/// `/memory/imports`: the music import's plain forms become the same calls the JSON API takes
/// (`createMusicImport`, `commitMusicImport`, `getMusicImport`), as the signed-in web user,
/// behind the web app's CSRF check. A refused file is shown with the handler's message, which
/// names the file and the line, item or field.
extension MemoryWebController {
    struct ImportForm: Content {
        var timeZone: String?
        var file: [File]?
    }

    @Sendable func imports(_ req: Request) async throws -> Response {
        _ = try req.requireWebUser()
        return req.render(MusicImportPage(current: nil, error: nil, timeZone: req.timeZone.identifier))
    }

    @Sendable func previewImport(_ req: Request) async throws -> Response {
        _ = try req.requireWebUser()
        let form = try req.content.decode(ImportForm.self)
        var parts: [Operations.CreateMusicImport.Input.Body.MultipartFormPayload] = [
            .timeZone(.init(payload: .init(body: HTTPBody(form.timeZone ?? req.timeZone.identifier))))
        ]
        for file in form.file ?? [] where file.data.readableBytes > 0 {
            parts.append(.file(.init(payload: .init(body: HTTPBody(Data(file.data.readableBytesView))), filename: file.filename)))
        }
        let input = Operations.CreateMusicImport.Input(body: .multipartForm(.init(parts)))
        do {
            let created = try await req.asAPICaller { try await handler.createMusicImport(input) }
            return req.render(MusicImportPage(current: try created.created.body.json, error: nil, timeZone: req.timeZone.identifier))
        } catch let error as AppError where (400..<500).contains(error.status.code) {
            return req.render(MusicImportPage(current: nil, error: error.detail, timeZone: req.timeZone.identifier), status: error.status)
        }
    }

    @Sendable func commitImport(_ req: Request) async throws -> Response {
        let id = req.parameters.get(MemoryURL.importID) ?? ""
        _ = try await req.asAPICaller { try await handler.commitMusicImport(.init(path: .init(importId: id))) }
        return req.redirect(to: MemoryURL.importStatus(.value(id)))
    }

    @Sendable func importStatus(_ req: Request) async throws -> Response {
        let id = req.parameters.get(MemoryURL.importID) ?? ""
        let result = try await req.asAPICaller { try await handler.getMusicImport(.init(path: .init(importId: id))) }
        return req.render(MusicImportPage(current: try result.ok.body.json, error: nil, timeZone: req.timeZone.identifier))
    }
}
