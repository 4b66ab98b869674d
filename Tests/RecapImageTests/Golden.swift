import Foundation
import Imaging
import Testing

/// Golden images kept small: the rendered image reduced to greyscale averages of `factor`×`factor`
/// blocks and stored as an 8-bit grey PNG. Layout, text, chart and photos all still show at that
/// size, and librsvg's antialiasing differences between releases stay under the tolerance.
struct Golden {
    static let factor = 6
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// A pixel counts as different beyond this many grey levels (of 255).
    static let pixelTolerance = 24
    /// The share of different pixels a match allows.
    static let allowedShare = 0.005

    struct Grey: Equatable {
        var width: Int
        var height: Int
        var pixels: [UInt8]
    }

    static func reduce(_ image: RGBAPixels) -> Grey {
        let width = image.width / factor, height = image.height / factor
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0
                for dy in 0..<factor {
                    for dx in 0..<factor {
                        let p = image[x * factor + dx, y * factor + dy]
                        // Rec. 601 luma, in integers
                        sum += (299 * Int(p.red) + 587 * Int(p.green) + 114 * Int(p.blue)) / 1000
                    }
                }
                pixels[y * width + x] = UInt8(sum / (factor * factor))
            }
        }
        return Grey(width: width, height: height, pixels: pixels)
    }

    /// The share of pixels differing by more than `pixelTolerance`; 1 when the sizes differ.
    static func difference(_ a: Grey, _ b: Grey) -> Double {
        guard a.width == b.width, a.height == b.height else { return 1 }
        let different = zip(a.pixels, b.pixels).filter { abs(Int($0) - Int($1)) > pixelTolerance }.count
        return Double(different) / Double(a.pixels.count)
    }

    /// Compares `png` with the golden `name`; `RECORD_SNAPSHOTS=1` (or a missing golden) writes
    /// it instead (`RECAP_ARTIFACTS=dir` keeps the full-size images), and a missing golden fails the test so a new one is looked at before it counts.
    static func check(_ png: Data, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let processor = try ImageProcessor()
        // RECAP_ARTIFACTS=dir keeps every full-size image, to look at.
        if let dir = ProcessInfo.processInfo.environment["RECAP_ARTIFACTS"] {
            try? png.write(to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png"))
        }
        let actual = reduce(try processor.rgbaPixels(of: png))
        let url = directory.appendingPathComponent(name + ".png")
        let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
        if record || !FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try processor.encodeGreyscalePNG(actual.pixels, width: actual.width, height: actual.height).write(to: url)
            if !record { Issue.record("recorded a new golden \(name).png: look at it, then run again", sourceLocation: sourceLocation) }
            return
        }
        let stored = try processor.rgbaPixels(of: Data(contentsOf: url))
        let golden = Grey(
            width: stored.width, height: stored.height,
            pixels: stride(from: 0, to: stored.bytes.count, by: 4).map { stored.bytes[$0] })
        let share = difference(actual, golden)
        #expect(share <= allowedShare, "\(name): \(share * 100) % of pixels differ", sourceLocation: sourceLocation)
    }
}
