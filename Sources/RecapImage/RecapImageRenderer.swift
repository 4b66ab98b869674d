import Charts
import Foundation
import Imaging
import Localization
import MemoryKit

/// A recap as a file to share: the card rasterised by libvips (librsvg) to PNG, or for the A4
/// template a one-page PDF around the page's raster.
public struct RecapImageRenderer: Sendable {
    public var processor: ImageProcessor

    public init(processor: ImageProcessor) {
        self.processor = processor
    }

    /// The template's file: PNG for `story` and `square`, PDF for `a4`.
    ///
    /// - Parameter photos: the collage's pictures in order, in any format Imaging reads (the
    ///   server passes its 1024 px derivatives); the first nine that decode are used: one that
    ///   does not is left out rather than failing the recap.
    public func file(
        _ summary: RecapSummary, photos: [Data], language: Language, template: RecapTemplate
    ) throws(ImagingError) -> Data {
        let card = self.card(summary, photos: photos, language: language, template: template)
        let raster = try processor.png(fromSVG: Data(card.svg()), opaque: true)
        guard template == .a4 else { return raster.png }
        // The PDF holds a JPEG (DCTDecode); the thumbnail call re-encodes without resizing.
        let page = try processor.thumbnail(of: raster.png, longEdge: max(raster.width, raster.height), quality: 90)
        return OnePagePDF.document(jpeg: page.jpeg, pixelWidth: page.width, pixelHeight: page.height, title: card.title)
    }

    /// The template's raster, PNG for all three (the A4 page before it goes into its PDF).
    public func png(
        _ summary: RecapSummary, photos: [Data], language: Language, template: RecapTemplate
    ) throws(ImagingError) -> RenderedPNG {
        try processor.png(
            fromSVG: Data(card(summary, photos: photos, language: language, template: template).svg()), opaque: true)
    }

    /// The card with its photos made collage-ready: shrunk to what their cells need, turned
    /// upright by their EXIF orientation, and re-encoded without any metadata, so no GPS position
    /// reaches a shared image whatever the caller passed.
    public func card(_ summary: RecapSummary, photos: [Data], language: Language, template: RecapTemplate) -> RecapCard {
        var card = RecapCard(summary: summary, photos: [], language: language, template: template)
        let readable = Array(photos.lazy.filter { (try? processor.metadata(of: $0)) != nil }.prefix(9))
        let cells = card.collageCellSizes(count: readable.count)
        card.photos = zip(readable, cells).compactMap { data, cell in
            // The picture covers its cell, so its short side must reach the cell's long one.
            let longEdge = Int((max(cell.width, cell.height) * 1.5).rounded(.up))
            return (try? processor.thumbnail(of: data, longEdge: longEdge, quality: 85)).map { RecapCard.Photo(jpeg: $0.jpeg) }
        }
        return card
    }
}
