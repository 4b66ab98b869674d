import Foundation
import Imaging
import MemoryClient
import MemoryKit

/// `PhotoMetadataReading` through libvips (Imaging): the same EXIF reading the server does.
struct VipsPhotoReader: PhotoMetadataReading {
    let processor: ImageProcessor
    let timeZone: TimeZone

    init(timeZone: TimeZone = .current) throws {
        processor = try ImageProcessor()
        self.timeZone = timeZone
    }

    func facts(ofFileAt url: URL) throws -> PhotoFacts {
        let metadata = try processor.metadata(of: Data(contentsOf: url))
        var facts = PhotoFacts()
        if let resolved = metadata.capturedAt?.resolved(fallback: timeZone) {
            facts.capturedAt = resolved.date
            facts.utcOffsetSeconds = EntryRules.isValidOffset(resolved.utcOffsetSeconds) ? resolved.utcOffsetSeconds : nil
        }
        if let point = metadata.location { facts.location = Location(latitude: point.latitude, longitude: point.longitude) }
        return facts
    }
}
