import Foundation
import ReferenceTools
import Testing

@testable import Imaging

@Suite struct OnePagePDFTests {
    private func pdf(title: String = "Recap") throws -> Data {
        let jpeg = try ImageProcessor().thumbnail(of: fixture("landscape_1.jpg"), longEdge: 200).jpeg
        return OnePagePDF.document(jpeg: jpeg, pixelWidth: 200, pixelHeight: 150, title: title)
    }

    @Test func hasOnePageOfA4WithTheImage() throws {
        // act (the JPEG bytes decode as replacement characters; the PDF syntax around them is ASCII)
        let text = String(decoding: try pdf(), as: UTF8.self)
        // check
        #expect(text.hasPrefix("%PDF-1.4"))
        #expect(text.components(separatedBy: "/Type /Page ").count - 1 == 1)
        #expect(text.contains("/Count 1"))
        #expect(text.contains("/MediaBox [0 0 595.28 841.89]"))
        #expect(text.contains("/Filter /DCTDecode"))
        #expect(text.hasSuffix("%%EOF\n"))
    }

    @Test func crossReferenceOffsetsPointAtTheirObjects() throws {
        // setup: offsets are bytes, and the JPEG inside is not text, so search the bytes
        let data = try pdf()
        let xref = try #require(data.range(of: Data("\nxref\n".utf8), options: .backwards))
        let tail = String(decoding: data[xref.lowerBound...], as: UTF8.self)
        // act: every "n" entry of the table must point at "k 0 obj"
        let rows = tail.split(separator: "\n").dropFirst(3).prefix { $0.hasSuffix(" n ") }
        // check
        #expect(rows.count == 6)
        for (index, row) in rows.enumerated() {
            let offset = try #require(Int(row.prefix(10)))
            #expect(String(decoding: data[offset..<(offset + 8)], as: UTF8.self).hasPrefix("\(index + 1) 0 obj"))
        }
        let start = try #require(tail.range(of: "startxref\n"))
        #expect(Int(tail[start.upperBound...].prefix { $0.isNumber }) == xref.lowerBound + 1)
    }

    @Test func popplerReadsItAsOnePage() async throws {
        // setup
        let document = try pdf(title: "Özet: Mart (İstanbul)")
        // act
        let fields = try await PDFInfo.fields(document)
        // check
        #expect(fields["Pages"] == "1")
        #expect(fields["Title"] == "Özet: Mart (İstanbul)")
        #expect(fields["Page size"] == "595.28 x 841.89 pts (A4)")
    }

    @Test func titlesEscapeOrHexEncode() {
        #expect(OnePagePDF.literal("a (b) \\ c") == "(a \\(b\\) \\\\ c)")
        #expect(OnePagePDF.literal("İ") == "<FEFF0130>")
    }
}
