import CVips
import Foundation

extension ImageProcessor {
    /// Proves that the image file decodes completely before it is accepted.
    ///
    /// Headers alone say nothing about the rest: the first third of a JPEG has a perfect header,
    /// and libvips' default loading fills what is missing with grey. A format we do not accept
    /// throws `.unsupportedType` first. A JPEG is decoded by libjpeg at 1/8 scale
    /// (`verifyJPEGDecodes`); the other formats load through libvips with `fail_on=error` and
    /// every pixel is decoded (sequentially, nothing kept). Either way a truncated file or a
    /// damaged segment throws `.corrupt`.
    ///
    /// Blocking, so not public: uploads reach it through `verifiedMetadata(ofFileAt:priority:)`.
    func verifyDecodes(fileAt url: URL) throws(ImagingError) {
        if try sniff(fileAt: url) == .jpeg {
            try verifyJPEGDecodes(try mapped(url), scaleDenominator: 8)
            return
        }
        guard cvips_decode_file_strict(url.path) == 0 else {
            throw .corrupt(detail: Vips.takeError())
        }
    }

    /// Decodes every row of a JPEG at `1/scaleDenominator` of its size on this thread, or throws
    /// `.corrupt` with libjpeg's reason.
    ///
    /// Scaled down, libjpeg still reads and entropy-decodes every block of every scan, so it
    /// refuses what the full-size decode refuses (decision 0005, "Addendum: a cheaper strict
    /// check"): no full-size IDCT, colour conversion or buffer, a third of the old check's time
    /// for a baseline camera JPEG (a progressive one gains little: its entropy decoding dominates).
    /// The reported size and orientation come from the header (`metadata(of:)`), never from here.
    func verifyJPEGDecodes(_ data: Data, scaleDenominator: Int32) throws(ImagingError) {
        let capacity = 200
        var message = [CChar](repeating: 0, count: capacity)
        let result = data.withUnsafeBytes { bytes in
            cvips_jpeg_decode_strict(bytes.baseAddress, bytes.count, scaleDenominator, &message, capacity)
        }
        guard result == 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .corrupt(detail: "libjpeg: \(reason.isEmpty ? "decode failed" : reason)")
        }
    }

    /// The file's bytes, mapped rather than read where the file system allows it.
    private func mapped(_ url: URL) throws(ImagingError) -> Data {
        do { return try Data(contentsOf: url, options: .mappedIfSafe) } catch {
            throw .undecodable(detail: "cannot read \(url.lastPathComponent)")
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
