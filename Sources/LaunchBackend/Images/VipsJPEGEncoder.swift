import Foundation
import Imaging
import LaunchKit

/// LaunchKit's `ImageDecoding` for the server: downsamples with libvips (shrink-on-load) and
/// returns the JPEG a browser is sent, where a phone's decoder returns a bitmap to draw.
///
/// So the server reuses the kit's `ImageLoader` as it is (one download per URL in flight, the
/// original kept on disk, results kept in memory by size) and only differs in what it decodes to.
struct VipsJPEGEncoder: ImageDecoding {
    let processor: ImageProcessor

    /// On the bounded media executor at `.upload`: a page is waiting for this image.
    func decode(_ data: Data, maxPixelSize: Int) async throws -> DecodedImage {
        let thumbnail = try await processor.thumbnail(of: data, longEdge: maxPixelSize, quality: 80, priority: .upload)
        return DecodedImage(width: thumbnail.width, height: thumbnail.height, pixels: thumbnail.jpeg)
    }
}
