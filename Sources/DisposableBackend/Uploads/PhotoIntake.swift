import Checksum
import DisposableAPI
import Foundation
import Imaging
import OpenAPIRuntime
import ServerCore

/// Reads an upload's parts: the metadata first (so a retry or a refusal is answered before the
/// file is stored), then the file streamed into staging under the size limit; then judges the
/// bytes, removes location metadata in place and checksums the result.
struct PhotoIntake {
    struct Inspected: Sendable {
        var staged: StagedFile
        var type: ImageType
        var width: Int
        var height: Int
        var crc32: UInt32
    }

    let store: any MediaStore
    let imaging: ImageProcessor
    let maxBytes: Int

    /// Streams `body` into the store's staging area and seals it (fsync): 413 at the first chunk
    /// past the limit, 415 from the first bytes when they are no photo, and nothing left behind
    /// on any refusal.
    func stage(_ body: HTTPBody) async throws -> StagedFile {
        let staging = UploadStaging(maxBytes: maxBytes, tooLarge: tooLarge) { head in
            guard ImageType.sniff(head) != nil else { throw Self.unsupported }
        }
        return try await staging.stage(body, into: store)
    }

    /// The photo's type and size from its bytes, every pixel decoded (a truncated or damaged
    /// file is refused), location removed, and the CRC-32 of what is stored.
    ///
    /// The decode, the scrub and the checksum run on the bounded media executor at `.upload`
    /// priority: the guest is waiting, so this goes ahead of earlier photos' derivatives.
    func inspect(_ staged: StagedFile) async throws -> Inspected {
        let handle = try FileHandle(forReadingFrom: staged.url)
        let head = try handle.read(upToCount: 64) ?? Data()
        try handle.close()
        guard let type = ImageType.sniff(head) else { throw Self.unsupported }
        let metadata: ImageMetadata
        do {
            metadata = try await imaging.verifiedMetadata(ofFileAt: staged.url, priority: .upload)
        } catch let error as ImagingError {
            throw Self.map(error)
        }
        let sealed = try await imaging.work.run(.upload) { () throws -> (byteSize: Int64, crc32: UInt32) in
            // Flushed again: the staged file stays sealed for the commit. A part the place hid in
            // (a second image after the end, a compressed profile) may be dropped: the size follows.
            try LocationScrubber.scrubFile(at: staged.url)
            let byteSize = Int64(try FileManager.default.attributesOfItem(atPath: staged.url.path)[.size] as? Int ?? 0)
            return (byteSize, try Self.checksum(staged.url))
        }
        var staged = staged
        staged.byteSize = sealed.byteSize
        return Inspected(staged: staged, type: type, width: metadata.displayWidth, height: metadata.displayHeight,
                         crc32: sealed.crc32)
    }

    static func checksum(_ url: URL) throws -> UInt32 {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var crc = CRC32()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            chunk.withUnsafeBytes { crc.update($0) }
        }
        return crc.value
    }

    var tooLarge: AppError {
        AppError(.payloadTooLarge, code: "payload_too_large",
                 detail: "Photos can be at most \(maxBytes / (1024 * 1024)) MB.", field: "file")
    }

    static let unsupported = AppError(
        .unsupportedMediaType, code: "unsupported_media_type",
        detail: "Photos must be JPEG, HEIC/HEIF, PNG or WebP.", field: "file")

    static func map(_ error: ImagingError) -> AppError {
        switch error {
        case .unsupportedType, .undecodable: unsupported
        case .corrupt:
            AppError(.unprocessableEntity, code: "media_corrupt",
                     detail: "The photo is damaged or incomplete; send it again.", field: "file")
        case .tooManyPixels(let width, let height, _):
            AppError(.payloadTooLarge, code: "too_many_pixels",
                     detail: "The photo is too large (\(width)×\(height) pixels).", field: "file")
        case .processingFailed, .startFailed:
            AppError(.internalServerError, code: "internal_error", detail: "The photo could not be processed.")
        }
    }
}
