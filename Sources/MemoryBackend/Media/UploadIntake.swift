import Checksum
import Vapor
import Foundation
import Imaging
import MediaTools
import MemoryAPI
import MemoryKit
import OpenAPIRuntime
import ServerCore

/// Reads the multipart body of a create: the `metadata` part and each `file` part streamed
/// into a staging file, with size limits enforced while reading and a hash of everything for
/// `Idempotency-Key` checks (independent of the multipart boundary a retry may change).
struct UploadIntake {
    /// One `file` part, sealed in the media store's staging area.
    struct File {
        var staged: StagedFile
        var filename: String?

        var url: URL { staged.url }
        var byteSize: Int64 { staged.byteSize }
    }

    var metadata: Components.Schemas.EntryMetadata?
    var files: [File] = []
    let store: any MediaStore
    var requestHash = ""

    static let maxFiles = 10

    /// Removes every staged file (after a failure, or once committed files have moved away).
    func discard() {
        for file in files { store.discardStaged(named: file.staged.name) }
    }

    static func read(
        _ body: Operations.CreateEntry.Input.Body, store: any MediaStore, limits: MediaLimits
    ) async throws -> UploadIntake {
        guard case .multipartForm(let parts) = body else {
            throw AppError(.unsupportedMediaType, code: "unsupported_media_type", detail: "Send multipart/form-data.")
        }
        var intake = UploadIntake(store: store)
        var hasher = SHA256()
        do {
            for try await part in parts {
                switch part {
                case .metadata(let metadata):
                    guard intake.metadata == nil else { throw tooMany("metadata") }
                    intake.metadata = metadata.payload.body
                    hasher.update(data: try JSONEncoder.api.encode(metadata.payload.body))
                case .file(let file):
                    guard intake.files.count < maxFiles else { throw tooMany("file") }
                    let staged = try await stage(file.payload.body, kind: intake.metadata?.kind, store: store, limits: limits,
                                                 hasher: &hasher)
                    intake.files.append(File(staged: staged, filename: file.filename))
                case .undocumented:
                    continue  // unknown parts are ignored, as the contract's clients may add some later
                }
            }
        } catch let error as AppError {
            intake.discard()
            throw error
        } catch let error where error is CocoaError || error is POSIXError {
            intake.discard()
            throw error  // the disk, not the client: a 500
        } catch {
            // The runtime's multipart parser: a missing `metadata`, a broken boundary, bad JSON.
            // A metadata field it could not read is named, with the values an enum takes.
            intake.discard()
            throw OpenAPIErrorMiddleware.unreadableInput(error, choices: Self.metadataChoices)
                ?? AppError(.badRequest, code: "malformed_request", detail: "The multipart body could not be read.")
        }
        intake.requestHash = Hex.lowercase(hasher.finalize())
        return intake
    }

    /// Streams one file part into staging, hashing it as it arrives; once the metadata said
    /// the entry is a photo or a voice diary, a file whose first bytes are neither is refused
    /// before the rest is read.
    private static func stage(
        _ body: HTTPBody, kind: Components.Schemas.EntryKind?, store: any MediaStore, limits: MediaLimits,
        hasher: inout SHA256
    ) async throws -> StagedFile {
        let checkHead: ((Data) throws -> Void)? = switch kind {
        case .photo: { head in guard ImageType.sniff(head) != nil else { throw MediaInspector.unsupported } }
        case .audio: { head in guard AudioType.sniff(head) != nil else { throw MediaInspector.unsupported } }
        default: nil
        }
        let staging = UploadStaging(maxBytes: limits.maxFileBytes, tooLarge: tooLarge(limits), checkHead: checkHead)
        let staged = try await staging.stage(body, into: store) { hasher.update(data: $0) }
        hasher.update(data: Data("|file|".utf8))
        return staged
    }

    /// The metadata fields that take one of a few values, as the contract lists them.
    static let metadataChoices: [String: [String]] = [
        "kind": Components.Schemas.EntryKind.allCases.map(\.rawValue),
    ]

    static func tooLarge(_ limits: MediaLimits) -> AppError {
        AppError(.payloadTooLarge, code: "payload_too_large", detail: "", field: "file")
            .localized(.tooLarge, ["mb": String(limits.maxFileBytes / (1024 * 1024))])
    }

    static func tooMany(_ field: String) -> AppError {
        AppError(.badRequest, code: "validation_failed", detail: "Too many '\(field)' parts.", field: field,
                 errors: [FieldProblem(field: field, reason: "tooMany")])
    }
}
