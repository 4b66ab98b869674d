import Foundation
import Imaging
import MemoryKit
import RecapImage

/// The recap image as the server draws it on a cache miss, after reading the month's rows:
/// summarise the 3,000-entry month, then compose and rasterise the story with nine photos.
enum RecapImageWork {
    /// Nine readable fixture photos (the damaged scan is left out), repeated if there are fewer.
    static let photos: [Data] = {
        let readable = ThumbnailWork.photos.filter { !$0.lastPathComponent.contains("damaged") }
            .compactMap { try? Data(contentsOf: $0) }
        precondition(!readable.isEmpty, "no photos for the collage")
        return (0..<9).map { readable[$0 % readable.count] }
    }()

    /// A story-sized SVG with nothing on it: libvips' and librsvg's fixed cost for the size.
    static let blankStory = Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920"><rect width="1080" height="1920" fill="#fff"/></svg>"##.utf8)

    static func story(_ month: [RecapEntry], renderer: RecapImageRenderer) throws -> Data {
        let summary = SummaryEngine(language: .tr).summarize(month, period: .month(year: 2024, month: 3))
        return try renderer.file(summary, photos: photos, language: .tr, template: .story)
    }
}
