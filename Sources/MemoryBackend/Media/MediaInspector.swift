import Foundation
import Imaging
import MediaTools
import MemoryKit
import ServerCore

/// Decides what each staged upload is from its bytes and applies the limits, mapping every
/// refusal to its status: unknown or mismatching type 415, too large 413, audio too long 422.
struct MediaInspector {
    let settings: MemorySettings

    struct Inspected {
        var media: EntryRepository.NewMedia
        var image: ImageMetadata?
    }

    func inspect(_ file: UploadIntake.StagedFile, kind: EntryKind) async throws -> Inspected {
        switch kind {
        case .photo: return try inspectPhoto(file)
        case .audio: return try await inspectAudio(file)
        case .text, .song: throw Self.unsupported
        }
    }

    private func inspectPhoto(_ file: UploadIntake.StagedFile) throws -> Inspected {
        let data = try Data(contentsOf: file.url)
        let metadata: ImageMetadata
        do {
            metadata = try settings.imaging.metadata(of: data)
        } catch {
            throw Self.map(error)
        }
        let media = EntryRepository.NewMedia(
            id: UUID(), contentType: metadata.type.mimeType, byteSize: file.byteSize, originalName: file.filename,
            width: metadata.displayWidth, height: metadata.displayHeight)
        return Inspected(media: media, image: metadata)
    }

    private func inspectAudio(_ file: UploadIntake.StagedFile) async throws -> Inspected {
        let info: AudioInfo
        do {
            info = try await settings.audio.probe(fileAt: file.url)
        } catch .ffprobeNotFound(let path) {
            throw AppError(.internalServerError, code: "internal_error", detail: "ffprobe missing at \(path)")
        } catch {
            throw Self.unsupported
        }
        do {
            try settings.limits.checkAudio(seconds: info.duration)
        } catch {
            throw AppError(
                .unprocessableEntity, code: "audio_too_long",
                detail: "Recordings can be at most \(Int(settings.limits.maxAudioSeconds)) seconds long.", field: "file")
        }
        let media = EntryRepository.NewMedia(
            id: UUID(), contentType: info.type.mimeType, byteSize: file.byteSize, originalName: file.filename,
            durationSeconds: info.duration)
        return Inspected(media: media, image: nil)
    }

    static func map(_ error: ImagingError) -> AppError {
        switch error {
        case .unsupportedType, .undecodable: unsupported
        case .tooManyPixels:
            AppError(.payloadTooLarge, code: "payload_too_large", detail: "The image has too many pixels.", field: "file")
        case .processingFailed, .startFailed:
            AppError(.internalServerError, code: "internal_error", detail: "The image could not be processed.")
        }
    }

    static let unsupported = AppError(
        .unsupportedMediaType, code: "unsupported_media_type",
        detail: "Photos must be JPEG, PNG, HEIC or WebP and recordings m4a/AAC or WAV.", field: "file")
}
