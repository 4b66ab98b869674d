import Fluent
import Foundation
import MemoryAPI
import MemoryKit
import OpenAPIRuntime
import ServerCore
import Vapor

/// Listening-history imports: upload and preview, progress, commit.
extension MemoryAPIHandler {
    /// Largest history file accepted (a year of Spotify extended history is 10–50 MB).
    static let maxImportFileBytes = 100 * 1024 * 1024

    func createMusicImport(_ input: Operations.CreateMusicImport.Input) async throws -> Operations.CreateMusicImport.Output {
        let (req, userID) = try caller()
        guard case .multipartForm(let parts) = input.body else {
            throw AppError(.unsupportedMediaType, code: "unsupported_media_type", detail: "Send multipart/form-data.")
        }
        let (zoneName, files) = try await Self.readImportParts(parts)
        guard !files.isEmpty else { throw ValidationError([FieldIssue(field: "file", reason: .required)]).appError }
        guard let zone = TimeZone(identifier: zoneName) else {
            throw AppError(.badRequest, code: "validation_failed",
                           detail: "'\(zoneName.prefix(64))' is not a time zone name such as Europe/Istanbul.", field: "timeZone",
                           errors: [FieldProblem(field: "timeZone", reason: "invalidFormat")])
        }
        let importer = MusicImporter(zone: zone)
        var reports: [MusicImportReport] = []
        for (index, file) in files.enumerated() {
            do { reports.append(try importer.read(file.data, fileName: file.name)) } catch {
                // Where and what in the caller's language; the same sentence reaches the web page.
                let detail = error.advice(in: Self.language(req), fileName: file.name ?? "file[\(index)]")
                throw AppError(.badRequest, code: "import_unreadable", detail: detail,
                               field: "file[\(index)]", errors: [FieldProblem(field: "file[\(index)]", reason: "invalidFormat")])
            }
        }
        guard let report = MusicImporter.combine(reports) else { throw AppError.notFound("import") }
        let record = MusicImportRecord()
        let id = UUID()
        record.id = id
        record.userID = userID
        record.state = MusicImportRecord.State.preview.rawValue
        record.timeZone = zone.identifier
        record.fileCount = files.count
        record.imported = 0
        record.createdAt = req.application.clock()
        record.apply(report, alreadyImported: try await MusicImportStore(db: req.db, userID: userID).alreadyImported(report))
        for (index, file) in files.enumerated() {
            try await settings.store.write(file.data, at: MusicImportRecord.location(id, file: index, owner: userID))
        }
        do { try await record.create(on: req.db) } catch {
            await MusicImportFiles.remove(importID: id, count: files.count, owner: userID, store: settings.store)
            throw error
        }
        return .created(.init(body: .json(try MusicImportProgress(record).api)))
    }

    func getMusicImport(_ input: Operations.GetMusicImport.Input) async throws -> Operations.GetMusicImport.Output {
        let (req, userID) = try caller()
        let id = try Self.uuid(input.path.importId, field: "importId")
        guard let progress = try await req.memoryReads.musicImport(userID, id) else { throw AppError.notFound("import") }
        return .ok(.init(body: .json(progress.api)))
    }

    func commitMusicImport(_ input: Operations.CommitMusicImport.Input) async throws -> Operations.CommitMusicImport.Output {
        let (req, userID) = try caller()
        let record = try await musicImport(input.path.importId, req, userID)
        // Committing twice is harmless: only a preview starts an import.
        if record.state == MusicImportRecord.State.preview.rawValue {
            let id = try record.requireID()
            try await req.db.transaction { db in
                record.state = MusicImportRecord.State.importing.rawValue
                try await record.update(on: db)
                try await req.application.jobs.enqueue(
                    MusicImportJob.kind, payload: MusicImportJob.payload(userID: userID, importID: id), maxAttempts: 3,
                    on: db, now: req.application.clock())
            }
        }
        return .accepted(.init(body: .json(try MusicImportProgress(record).api)))
    }

    /// The `timeZone` and `file` parts, each file read whole up to the per-file limit.
    private static func readImportParts(_ parts: MultipartBody<Operations.CreateMusicImport.Input.Body.MultipartFormPayload>)
        async throws -> (zone: String, files: [(name: String?, data: Data)])
    {
        var zoneName = "UTC"
        var files: [(name: String?, data: Data)] = []
        do {
            for try await part in parts {
                switch part {
                case .timeZone(let value):
                    zoneName = String(decoding: try await Data(collecting: value.payload.body, upTo: 256), as: UTF8.self)
                case .file(let file):
                    guard files.count < 10 else { throw UploadIntake.tooMany("file") }
                    do { files.append((file.filename, try await Data(collecting: file.payload.body, upTo: maxImportFileBytes))) } catch {
                        throw AppError(.payloadTooLarge, code: "payload_too_large",
                                       detail: "A history file is larger than \(maxImportFileBytes / (1024 * 1024)) MB.", field: "file")
                    }
                case .undocumented:
                    continue
                }
            }
        } catch let error as AppError {
            throw error
        } catch {
            // The runtime's multipart parser: no `file` part, a broken boundary.
            throw AppError(.badRequest, code: "malformed_request",
                           detail: "The multipart body could not be read; send one or more 'file' parts.", field: "file",
                           errors: [FieldProblem(field: "file", reason: "required")])
        }
        return (zoneName, files)
    }

    /// The import a commit loads and saves.
    private func musicImport(_ rawID: String, _ req: Request, _ userID: UUID) async throws -> MusicImportRecord {
        let id = try Self.uuid(rawID, field: "importId")
        guard let record = try await MusicImportRecord.query(on: req.db).filter(\.$id == id).filter(\.$userID == userID).first()
        else { throw AppError.notFound("import") }
        return record
    }
}
