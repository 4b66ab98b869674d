import Foundation

/// The recap image's three layouts (docs/apps/memory.md#recap-image).
public enum RecapTemplate: String, CaseIterable, Sendable {
    /// 1080×1920 PNG: a phone's story or status.
    case story
    /// 1080×1080 PNG: a post.
    case square
    /// A printable A4 page: a one-page PDF around a 1240×1754 raster (150 dpi).
    case a4

    /// The raster's size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        switch self {
        case .story: (1080, 1920)
        case .square: (1080, 1080)
        case .a4: (1240, 1754)
        }
    }

    /// A white document of the raster's size: what rasterising and encoding alone cost, the
    /// floor `make bench` measures recap images against.
    public var blankSVG: Data {
        let (width, height) = pixelSize
        return Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)"><rect width="\#(width)" height="\#(height)" fill="white"/></svg>"#.utf8)
    }

    /// What the download is: a PNG, or for `a4` a PDF.
    public var contentType: String { self == .a4 ? "application/pdf" : "image/png" }

    public var fileExtension: String { self == .a4 ? "pdf" : "png" }
}
