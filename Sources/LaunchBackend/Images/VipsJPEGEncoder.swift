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

    func decode(_ data: Data, maxPixelSize: Int) throws -> DecodedImage {
        let thumbnail = try processor.thumbnail(of: data, longEdge: maxPixelSize, quality: 80)
        return DecodedImage(width: thumbnail.width, height: thumbnail.height, pixels: thumbnail.jpeg)
    }
}
