import Foundation

/// A one-page PDF showing a JPEG over the whole page: how a rendered recap becomes a printable
/// A4 document. libvips reads PDF but does not write it, and a page holding one image needs
/// only PDF's basic objects (catalog, page tree, page, image XObject with DCTDecode, content
/// stream, cross-reference table), so they are written here rather than pulling in a PDF library.
public enum OnePagePDF {
    /// A4 in PDF points (1/72 inch): 210 × 297 mm.
    public static let a4 = (width: 595.28, height: 841.89)

    /// The document; `jpeg` is drawn to fill a page of `pageSize` points.
    public static func document(
        jpeg: Data, pixelWidth: Int, pixelHeight: Int, pageSize: (width: Double, height: Double) = a4, title: String
    ) -> Data {
        let width = format(pageSize.width), height = format(pageSize.height)
        let content = Data("q \(width) 0 0 \(height) 0 0 cm /Im0 Do Q\n".utf8)
        var objects: [Data] = [
            Data("<< /Type /Catalog /Pages 2 0 R >>".utf8),
            Data("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8),
            Data("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>".utf8),
            stream(jpeg, dictionary: "/Type /XObject /Subtype /Image /Width \(pixelWidth) /Height \(pixelHeight) /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode"),
            stream(content, dictionary: ""),
        ]
        objects.append(Data("<< /Title \(literal(title)) /Producer (Memory Recap) >>".utf8))
        var pdf = Data("%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(pdf.count)
            pdf.append(Data("\(index + 1) 0 obj\n".utf8))
            pdf.append(body)
            pdf.append(Data("\nendobj\n".utf8))
        }
        let xref = pdf.count
        var table = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { table += String(format: "%010d 00000 n \n", offset) }
        table += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R /Info \(objects.count) 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        pdf.append(Data(table.utf8))
        return pdf
    }

    private static func stream(_ bytes: Data, dictionary: String) -> Data {
        var data = Data("<< \(dictionary) /Length \(bytes.count) >>\nstream\n".utf8)
        data.append(bytes)
        data.append(Data("\nendstream".utf8))
        return data
    }

    private static func format(_ value: Double) -> String { String(format: "%.2f", value) }

    /// A PDF string: ASCII as is with `\`, `(` and `)` escaped; anything else as UTF-16BE hex.
    static func literal(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 }) {
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "(", with: "\\(")
                .replacingOccurrences(of: ")", with: "\\)")
            return "(\(escaped))"
        }
        let hex = ([0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }).map { String(format: "%02X", $0) }.joined()
        return "<\(hex)>"
    }
}
