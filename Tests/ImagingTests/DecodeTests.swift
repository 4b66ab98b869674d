import Foundation
import Testing

@testable import Imaging

/// Full decoding before an upload is accepted (`verifyDecodes`).
///
/// `DSCN0010-damaged-scan.jpg` is the exif-samples GPS photo re-encoded as a progressive JPEG
/// (`vips copy DSCN0010.jpg out.jpg[interlace,Q=85]`) whose second scan header then had its
/// spectral-selection bytes overwritten (Ss=63, Se=0, Ah=Al=15): the header and first scan read,
/// the rest cannot be decoded — a camera file with a damaged segment.
/// `DSCN0010-restart-markers.jpg` is the same photo at half size with a restart marker after
/// every MCU (`vips resize DSCN0010.jpg out.v 0.5`, `vips copy out.v out.jpg[Q=85,restart-interval=1,strip]`):
/// cut in mid-scan, each missing marker is one libjpeg warning, about 150 in all.
@Suite("Full decode before accepting")
struct DecodeTests {
    let processor: ImageProcessor

    init() throws {
        processor = try ImageProcessor()
    }

    @Test(
        "every real camera fixture and format decodes completely",
        arguments: ["Canon_40D.jpg", "DSCN0010.jpg", "landscape_1.jpg", "landscape_6.jpg", "portrait_3.jpg",
                    "portrait_8.jpg", "DSCN0010-restart-markers.jpg", "small.png", "small.webp"])
    func realFilesPass(name: String) throws {
        // setup
        let url = try fixtureURL(name)
        // act / check
        try processor.verifyDecodes(fileAt: url)
    }

    @Test("the first third of a real JPEG reads its header but is refused as corrupt")
    func truncatedJPEG() throws {
        // setup
        let original = try fixture("DSCN0010.jpg")
        let url = try temporaryFile(original.prefix(original.count / 3), name: "third.jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        // act
        let header = try processor.metadata(of: try Data(contentsOf: url))
        let error = #expect(throws: ImagingError.self) { try processor.verifyDecodes(fileAt: url) }
        // check: the header alone looked fine, which is what let it through before
        #expect(header.width == 640 && header.height == 480)
        guard case .corrupt = error else { Issue.record("expected .corrupt, got \(String(describing: error))"); return }
    }

    @Test("a JPEG with a damaged scan segment is refused as corrupt")
    func damagedSegment() throws {
        // setup
        let url = try fixtureURL("DSCN0010-damaged-scan.jpg")
        // act
        let header = try processor.metadata(of: try Data(contentsOf: url))
        let error = #expect(throws: ImagingError.self) { try processor.verifyDecodes(fileAt: url) }
        // check
        #expect(header.width == 640)
        guard case .corrupt = error else { Issue.record("expected .corrupt, got \(String(describing: error))"); return }
    }

    @Test(
        "a JPEG cut inside its last row of blocks is refused (libvips' own 1/8 load never decodes that row)",
        arguments: [2, 100])
    func cutInLastBlockRow(missingBytes: Int) throws {
        // setup: 100×68, so 68 / 8 rounds down to 8 rows and libvips' shrink=8 stops there
        let original = try fixture("Canon_40D.jpg")
        let url = try temporaryFile(original.dropLast(missingBytes), name: "cut-tail.jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        // act
        let error = #expect(throws: ImagingError.self) { try processor.verifyDecodes(fileAt: url) }
        // check
        guard case .corrupt = error else { Issue.record("expected .corrupt, got \(String(describing: error))"); return }
    }

    @Test(
        "at 1/8 scale a JPEG is refused exactly when the full-size decode refuses it",
        arguments: DamagedJPEG.allCases)
    func eighthScaleRefusesWhatFullSizeRefuses(damage: DamagedJPEG) throws {
        // setup
        let data = damage.apply(to: try fixture(damage.source))
        // act
        let full = Result<Void, ImagingError> { () throws(ImagingError) in try processor.verifyJPEGDecodes(data, scaleDenominator: 1) }
        let eighth = Result<Void, ImagingError> { () throws(ImagingError) in try processor.verifyJPEGDecodes(data, scaleDenominator: 8) }
        // check: the same verdict at both scales, and the one the full-size check gave before
        let refusedFull = if case .failure(.corrupt) = full { true } else { false }
        let refusedEighth = if case .failure(.corrupt) = eighth { true } else { false }
        #expect(refusedFull == damage.refused, "full size: \(full)")
        #expect(refusedEighth == damage.refused, "1/8: \(eighth)")
    }

    @Test(
        "the strict check reports the header's size and orientation, not the decoded eighth's",
        arguments: [("DSCN0010.jpg", 640, 480, 1), ("landscape_6.jpg", 450, 600, 6), ("portrait_8.jpg", 600, 450, 8)])
    func fullSizeMetadata(name: String, width: Int, height: Int, orientation: Int) async throws {
        // act
        let metadata = try await processor.verifiedMetadata(ofFileAt: try fixtureURL(name), priority: .upload)
        // check
        #expect(metadata.width == width && metadata.height == height)
        #expect(metadata.orientation == orientation)
    }

    @Test("a truncated PNG is refused as corrupt")
    func truncatedPNG() throws {
        // setup
        let original = try fixture("small.png")
        let url = try temporaryFile(original.prefix(original.count * 2 / 3), name: "cut.png")
        defer { try? FileManager.default.removeItem(at: url) }
        // act
        let error = #expect(throws: ImagingError.self) { try processor.verifyDecodes(fileAt: url) }
        // check
        guard case .corrupt = error else { Issue.record("expected .corrupt, got \(String(describing: error))"); return }
    }

    @Test("text named .jpg is refused by type before libvips sees it")
    func notAnImage() throws {
        // setup
        let url = try temporaryFile(Data("hello, not a photo".utf8), name: "fake.jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        // act / check
        #expect(throws: ImagingError.unsupportedType) { try processor.verifyDecodes(fileAt: url) }
    }
}

/// Damage a camera JPEG meets on its way (a cut upload, a bad sector, a broken copy), made from
/// the real fixtures so the 1/8 and full-size verdicts can be compared on each.
enum DamagedJPEG: String, CaseIterable, CustomTestStringConvertible {
    case firstThird, nineTenths, withoutEndMarker, lastBytesCut
    case garbageAfterScanHeader, endMarkerMidScan, restartMarkersEndMarkerMidScan
    case progressiveCutShort, progressiveDamagedScanHeader

    var source: String {
        switch self {
        case .progressiveCutShort, .progressiveDamagedScanHeader: "DSCN0010-damaged-scan.jpg"
        case .restartMarkersEndMarkerMidScan: "DSCN0010-restart-markers.jpg"
        default: "DSCN0010.jpg"
        }
    }

    var testDescription: String { rawValue }

    /// Whether the strict check refuses it. A scan that ends early with an end marker passes,
    /// at both scales as with libvips before: libjpeg warns once and pads the rest with grey,
    /// and one warning is not enough to refuse a camera file (some cameras write a few). With a
    /// restart marker per block the same cut is about 150 warnings, past libvips' limit of 100.
    var refused: Bool { self != .endMarkerMidScan }

    func apply(to original: Data) -> Data {
        let bytes = [UInt8](original)
        switch self {
        case .firstThird: return Data(bytes.prefix(bytes.count / 3))
        case .nineTenths: return Data(bytes.prefix(bytes.count * 9 / 10))
        case .withoutEndMarker: return Data(bytes.dropLast(2))
        case .lastBytesCut: return Data(bytes.dropLast(40))
        case .garbageAfterScanHeader:
            // The first scan's header stays; everything after it is noise (a fixed pattern).
            let scanData = scanHeaderEnd(bytes)
            let noise = (0..<(bytes.count - scanData)).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
            return Data(bytes.prefix(scanData) + noise)
        case .endMarkerMidScan, .restartMarkersEndMarkerMidScan:
            return Data(bytes.prefix(bytes.count / 2) + [0xFF, 0xD9])
        case .progressiveCutShort: return Data(bytes.prefix(bytes.count / 2))
        case .progressiveDamagedScanHeader: return original
        }
    }

    /// Where the first scan's entropy-coded data starts: after the SOS marker and its header.
    private func scanHeaderEnd(_ bytes: [UInt8]) -> Int {
        let sos = (0..<(bytes.count - 3)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA }!
        return sos + 2 + Int(bytes[sos + 2]) << 8 + Int(bytes[sos + 3])
    }
}
