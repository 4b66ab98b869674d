import Foundation
import LaunchLibrary

/// A decoded, downsampled bitmap. `cost` (its byte size) is what the memory cache budgets.
public struct DecodedImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Pixel data in whatever layout the decoder produces (RGBA8 for the libvips one).
    public let pixels: Data

    public init(width: Int, height: Int, pixels: Data) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public var cost: Int { pixels.count }
}

/// Decodes image bytes and shrinks them to at most `maxPixelSize` on the longer side. Injected:
/// ImageIO on Apple platforms, libvips (shrink-on-load) on the server, a fake in tests.
/// `async` so that the server's decoder can wait its turn for a thread of its bounded image
/// executor instead of holding one of Swift's; a synchronous decoder conforms as it is.
public protocol ImageDecoding: Sendable {
    func decode(_ data: Data, maxPixelSize: Int) async throws -> DecodedImage
}

/// Where downloaded image bytes are kept between launches (raw, before decoding).
public protocol ImageDiskCache: Sendable {
    func data(for url: URL) async -> Data?
    func store(_ data: Data, for url: URL) async
}

/// An `ImageDiskCache` of one file per URL in an injected directory.
public actor FileImageDiskCache: ImageDiskCache {
    private let directory: URL

    public init(directory: URL) throws {
        self.directory = directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    public func data(for url: URL) -> Data? {
        try? Data(contentsOf: file(for: url))
    }

    public func store(_ data: Data, for url: URL) {
        try? data.write(to: file(for: url), options: .atomic)
    }

    private func file(for url: URL) -> URL {
        directory.appendingPathComponent(StableHash.hex(url.absoluteString) + ".img")
    }
}
