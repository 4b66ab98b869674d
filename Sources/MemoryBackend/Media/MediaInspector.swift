import Foundation
import Imaging
import MediaTools
import MemoryKit
import ServerCore

/// Decides what each staged upload is from its bytes and applies the limits, mapping every
/// refusal to its status: unknown or mismatching type 415, too large 413, audio too long 422,
/// truncated or damaged 422. Every file is decoded completely before it is accepted.
struct MediaInspector {
    let settings: MemorySettings

    struct Inspected {
        var media: EntryStore.NewMedia
        var image: ImageMetadata?
    }

    func inspect(_ file: UploadIntake.File, kind: EntryKind) async throws -> Inspected {
        switch kind {
        case .photo: return try await inspectPhoto(file)
        case .audio: return try await inspectAudio(file)
        case .text, .song: throw Self.unsupported
        }
    }

    private func inspectPhoto(_ file: UploadIntake.File) async throws -> Inspected {
        let metadata: ImageMetadata
        do {
            // The header first (type and pixel limits before any pixel is decoded), then the
            // whole decode, in its turn on the bounded media executor, ahead of thumbnails.
            metadata = try await settings.imaging.verifiedMetadata(ofFileAt: file.url, priority: .upload)
        } catch let error as ImagingError {
            throw Self.map(error, file: file)
        }
        let media = EntryStore.NewMedia(
            id: UUID(), contentType: metadata.type.mimeType, byteSize: file.byteSize, originalName: file.filename,
            width: metadata.displayWidth, height: metadata.displayHeight)
        return Inspected(media: media, image: metadata)
    }

    /// Erases a photo's position (EXIF GPS, XMP and IPTC place) in place, pixels untouched and
    /// the length kept, then reads the file again: a position that survives refuses the upload,
    /// so a person who said no to it never has it stored.
    /// Returns the file's size after erasing (a part that hid the place may have been dropped).
    func erasePlace(_ file: UploadIntake.File) throws -> Int64 {
        try erasePlace(at: file.url, name: file.filename)
    }

    /// The same for a stored original whose entry lost its place or moved elsewhere on an edit:
    /// the photo must not keep telling where it was taken. A file with nothing to erase is left
    /// as it is. Returns the new size when it changed (a part that hid the place was dropped).
    func erasePlace(ofStored url: URL) throws -> Int64? {
        let before = try Self.size(of: url)
        let after = try erasePlace(at: url, name: nil)
        return after == before ? nil : after
    }

    static func size(of url: URL) throws -> Int64 {
        Int64(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0)
    }

    private func erasePlace(at url: URL, name: String?) throws -> Int64 {
        let survived: Bool
        do {
            try LocationScrubber.scrubFile(at: url)
            survived = try settings.imaging.metadata(of: Data(contentsOf: url, options: .mappedIfSafe)).location != nil
        } catch {
            survived = true
        }
        guard !survived else {
            throw AppError(.unprocessableEntity, code: "location_not_removable", detail: "", field: "file")
                .localized(name == nil ? .locationKeptUnnamed : .locationKept, ["name": name ?? ""])
        }
        return try Self.size(of: url)
    }

    private func inspectAudio(_ file: UploadIntake.File) async throws -> Inspected {
        let info: AudioInfo
        do {
            info = try await settings.audio.probe(fileAt: file.url)
        } catch .ffprobeNotFound(let path), .ffmpegNotFound(let path) {
            throw AppError(.internalServerError, code: "internal_error", detail: "\(path) is missing")
        } catch .corrupt {
            throw Self.corrupt(file)
        } catch {
            throw Self.unsupported
        }
        do {
            try settings.limits.checkAudio(seconds: info.duration)
        } catch {
            throw AppError(.unprocessableEntity, code: "audio_too_long", detail: "", field: "file")
                .localized(.audioTooLong, ["seconds": String(Int(settings.limits.maxAudioSeconds))])
        }
        let media = EntryStore.NewMedia(
            id: UUID(), contentType: info.type.mimeType, byteSize: file.byteSize, originalName: file.filename,
            durationSeconds: info.duration)
        return Inspected(media: media, image: nil)
    }

    static func map(_ error: ImagingError, file: UploadIntake.File) -> AppError {
        switch error {
        case .unsupportedType, .undecodable: unsupported
        case .corrupt: corrupt(file)
        case .tooManyPixels:
            AppError(.payloadTooLarge, code: "payload_too_large", detail: "", field: "file").localized(.tooManyPixels)
        case .processingFailed, .startFailed:
            AppError(.internalServerError, code: "internal_error", detail: "The image could not be processed.")
        }
    }

    /// 422 naming the file, so a person knows which of several uploads to take again.
    static func corrupt(_ file: UploadIntake.File) -> AppError {
        AppError(.unprocessableEntity, code: "media_corrupt", detail: "", field: "file")
            .localized(file.filename == nil ? .corruptUnnamed : .corrupt, ["name": file.filename ?? ""])
    }

    static let unsupported = AppError(.unsupportedMediaType, code: "unsupported_media_type", detail: "", field: "file")
        .localized(.unsupported)
}
