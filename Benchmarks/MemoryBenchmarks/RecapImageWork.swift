import Foundation
import Imaging
import MemoryKit
import RecapImage

/// The recap image as the server draws it on a cache miss, after reading the month's rows:
/// summarise the 3,000-entry month, then compose and rasterise the story with nine photos.
enum RecapImageWork {
    /// Nine of the thumbnail benchmark's photos (readable ones only), repeated if there are fewer.
    static let photos: [Data] = {
        let readable = ThumbnailWork.photos.compactMap { try? Data(contentsOf: $0) }
        precondition(!readable.isEmpty, "no photos for the collage")
        return (0..<9).map { readable[$0 % readable.count] }
    }()

    /// A story-sized SVG with nothing on it: libvips' and librsvg's fixed cost for the size.
    static let blankStory = RecapTemplate.story.blankSVG

    static func story(_ month: [RecapEntry], renderer: RecapImageRenderer) throws -> Data {
        let summary = SummaryEngine(language: .tr).summarize(month, period: .month(year: 2024, month: 3))
        return try renderer.file(summary, photos: photos, language: .tr, template: .story)
    }
}
