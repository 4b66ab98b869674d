import Foundation
import Imaging

/// The photos both thumbnailers work on, and the two ways of making thumbnails of them.
enum ThumbnailWork {
    /// `MEMORY_BENCH_PHOTOS` or the Imaging test fixtures of this repository.
    static let photos: [URL] = {
        let directory = ProcessInfo.processInfo.environment["MEMORY_BENCH_PHOTOS"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Tests/ImagingTests/Fixtures").standardizedFileURL
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        // The damaged scan is there for the tests' refusal path; no thumbnailer reads it.
        let jpegs = files.filter { $0.pathExtension.lowercased() == "jpg" && !$0.lastPathComponent.contains("damaged") }
            .sorted { $0.path < $1.path }
        precondition(!jpegs.isEmpty, "no photos in \(directory.path)")
        return jpegs
    }()

    /// `VIPSTHUMBNAIL` or Debian's libvips-tools binary.
    static let vipsthumbnail: String = {
        let path = ProcessInfo.processInfo.environment["VIPSTHUMBNAIL"] ?? "/usr/bin/vipsthumbnail"
        precondition(
            FileManager.default.isExecutableFile(atPath: path),
            "\(path) is missing: install libvips-tools (or set VIPSTHUMBNAIL) for the baseline")
        return path
    }()

    static let outputDirectory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("memory-bench-thumbs")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// Our path: shrink-on-load, auto-rotate, strip, JPEG, written next to the CLI's output.
    static func thumbnailAll(with processor: ImageProcessor, longEdge: Int) throws {
        for photo in photos {
            let thumb = try processor.thumbnail(ofFileAt: photo, longEdge: longEdge)
            try thumb.jpeg.write(to: outputDirectory.appendingPathComponent("swift-" + photo.lastPathComponent))
        }
    }

    /// The baseline: one `vipsthumbnail` process over the same photos with the same options.
    static func runCommandLine(longEdge: Int) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: vipsthumbnail)
        process.arguments = ["--size", "\(longEdge)x\(longEdge)>", "-o", outputDirectory.path + "/cli-%s.jpg[Q=82,strip]"]
            + photos.map(\.path)
        try process.run()
        process.waitUntilExit()
        precondition(process.terminationStatus == 0, "vipsthumbnail failed")
    }
}
