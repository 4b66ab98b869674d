import Foundation

/// zbarimg (Debian zbar-tools): an independent QR decoder.
public enum ZBar {
    /// The text of the one QR code in a PNG or SVG image. SVG is drawn by librsvg first
    /// (libvips' `vips copy`), as a browser or a print shop would draw it.
    public static func decode(_ data: Data, extension ext: String) async throws -> String {
        try await ReferenceTool.withFile(data, name: "qr.\(ext)") { written in
            var image = written
            if ext == "svg" {
                image = written.deletingPathExtension().appendingPathExtension("png")
                _ = try await ReferenceTool.run("/usr/bin/vips", ["copy", written.path, image.path])
            }
            defer { if image != written { try? FileManager.default.removeItem(at: image) } }
            return try await ReferenceTool.run("/usr/bin/zbarimg", ["--raw", "--quiet", "-Sdisable", "-Sqrcode.enable", image.path]).text
        }
    }
}
