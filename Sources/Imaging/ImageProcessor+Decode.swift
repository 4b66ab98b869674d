import CVips
import Foundation

extension ImageProcessor {
    /// Proves that the image file decodes completely before it is accepted.
    ///
    /// Headers alone say nothing about the rest: the first third of a JPEG has a perfect header,
    /// and libvips' default loading fills what is missing with grey. This loads with
    /// `fail_on=error` and decodes every pixel (sequentially, nothing kept), so a truncated file
    /// or a damaged segment throws `.corrupt`; a format we do not accept throws
    /// `.unsupportedType` first, and a header libvips cannot read `.undecodable`.
    ///
    /// Blocking, so not public: uploads reach it through `verifiedMetadata(ofFileAt:priority:)`.
    func verifyDecodes(fileAt url: URL) throws(ImagingError) {
        _ = try sniff(fileAt: url)
        guard cvips_decode_file_strict(url.path) == 0 else {
            throw .corrupt(detail: Vips.takeError())
        }
    }

    /// How an upload is judged before it is accepted, in one turn on `work` at `priority`: the
    /// header's metadata first (type and pixel limit, before any pixel is decoded), then every
    /// pixel (`verifyDecodes`). Besides `ImagingError` it throws what reading the file throws and
    /// what `MediaWork.run` throws (`CancellationError` while queued, `MediaWork.ShutDown`).
    public func verifiedMetadata(ofFileAt url: URL, priority: MediaWork.Priority) async throws -> ImageMetadata {
        try await work.run(priority) {
            // Mapped, not read: only the pages the header check touches come into memory.
            let metadata = try metadata(of: try Data(contentsOf: url, options: .mappedIfSafe))
            try verifyDecodes(fileAt: url)
            return metadata
        }
    }

    /// The format of a file, from its first bytes only.
    func sniff(fileAt url: URL) throws(ImagingError) -> ImageType {
        let head: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            head = try handle.read(upToCount: 64) ?? Data()
        } catch {
            throw .undecodable(detail: "cannot read \(url.lastPathComponent)")
        }
        return try sniff(head)
    }
}
