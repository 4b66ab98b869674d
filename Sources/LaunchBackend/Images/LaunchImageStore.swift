import Foundation
import LaunchKit
import LaunchLibrary
import NIOConcurrencyHelpers

/// LL2's pictures at the sizes pages use, as JPEG files under `<data>/launches/images/`.
///
/// Each original is downloaded once (the kit's `ImageLoader` keeps it under `originals/` and
/// shares a download in flight), each size is made once with libvips and then served from disk
/// for good. A picture that cannot be had is not asked for again for `retryFailuresAfter`.
final class LaunchImageStore: Sendable {
    let directory: URL
    private let loader: ImageLoader
    private let failures = NIOLockedValueBox<[URL: Date]>([:])
    private let retryFailuresAfter: TimeInterval

    init(directory: URL, transport: any HTTPTransport, encoder: any ImageDecoding, retryFailuresAfter: TimeInterval = 6 * 3600) throws {
        self.directory = directory
        self.retryFailuresAfter = retryFailuresAfter
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let originals = try FileImageDiskCache(directory: directory.appendingPathComponent("originals", isDirectory: true))
        // Variants live on disk; the memory cache only bridges the moment between making one and writing it.
        loader = ImageLoader(transport: transport, decoder: encoder, diskCache: originals, memoryCostLimit: 8 << 20)
    }

    /// The file of the first candidate that can be had at `variant`, or nil for the placeholder.
    func file(for candidates: [URL], variant: ImageVariant, now: Date) async -> URL? {
        for url in candidates {
            let file = variantFile(url, variant)
            if FileManager.default.fileExists(atPath: file.path) { return file }
            if let failedAt = failures.withLockedValue({ $0[url] }), now.timeIntervalSince(failedAt) < retryFailuresAfter {
                continue
            }
            do {
                let image = try await loader.image(for: url, maxPixelSize: variant.longEdge)
                try image.pixels.write(to: file, options: .atomic)
                return file
            } catch {
                failures.withLockedValue { known in
                    if known.count > 10_000 { known.removeAll() }
                    known[url] = now
                }
            }
        }
        return nil
    }

    private func variantFile(_ url: URL, _ variant: ImageVariant) -> URL {
        directory.appendingPathComponent("\(StableHash.hex(url.absoluteString))-\(variant.rawValue).jpg")
    }
}
