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
    /// Runs on `work` at `priority`; besides `ImagingError` it throws what `MediaWork.run` throws
    /// (`CancellationError` while queued, `MediaWork.ShutDown`).
    public func verifyDecodes(fileAt url: URL, priority: MediaWork.Priority) async throws {
        try await work.run(priority) { try verifyDecodes(fileAt: url) }
    }

    /// The blocking decode, only reachable through `work` outside this module (and its tests).
    func verifyDecodes(fileAt url: URL) throws(ImagingError) {
        _ = try sniff(fileAt: url)
        guard cvips_decode_file_strict(url.path) == 0 else {
            throw .corrupt(detail: Vips.takeError())
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
