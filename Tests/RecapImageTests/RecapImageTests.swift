import Foundation
import Imaging
import Localization
import MemoryKit
import ReferenceTools
import Testing

@testable import RecapImage

@Suite("Recap image: templates, languages, photos")
struct RecapImageTests {
    let renderer: RecapImageRenderer

    init() throws {
        renderer = RecapImageRenderer(processor: try ImageProcessor())
    }

    @Test("the seeded month matches its golden image in every template and both languages",
          arguments: RecapTemplate.allCases, [Language.en, .tr])
    func golden(template: RecapTemplate, language: Language) throws {
        // act
        let image = try renderer.png(SeededMonth.summary(language), photos: SeededMonth.photos(), language: language, template: template)
        // check
        #expect(image.width == template.pixelSize.width && image.height == template.pixelSize.height)
        #expect(image.png[25] == 2, "an opaque RGB PNG (IHDR colour type 2), which encodes faster than RGBA")
        try Golden.check(image.png, named: "march-2024-\(template.rawValue)-\(language.rawValue)")
    }

    @Test("English and Turkish differ where the words are, and the words are the language's")
    func languagesDiffer() throws {
        // setup
        let photos = try SeededMonth.photos()
        // act
        let english = try renderer.png(SeededMonth.summary(.en), photos: photos, language: .en, template: .story)
        let turkish = try renderer.png(SeededMonth.summary(.tr), photos: photos, language: .tr, template: .story)
        let svg = String(decoding: renderer.card(SeededMonth.summary(.tr), photos: [], language: .tr, template: .story).svg(), as: UTF8.self)
        // check
        let processor = try ImageProcessor()
        let share = Golden.difference(
            Golden.reduce(try processor.rgbaPixels(of: english.png)), Golden.reduce(try processor.rgbaPixels(of: turkish.png)))
        #expect(share > 0.002, "the title, totals and labels change with the language")
        #expect(svg.contains("Mart 2024") && svg.contains("Günlere göre anılar") && svg.contains("#İstanbul"))
        #expect(svg.contains("font-family:DejaVu Sans"))
    }

    @Test("every text is there in en, tr and fr, with matching placeholders")
    func texts() {
        #expect(RecapImageText.strings.problems().isEmpty)
    }

    @Test("French month names start with a capital in the title")
    func frenchTitle() {
        let card = RecapCard(summary: SeededMonth.summary(.fr), photos: [], language: .fr, template: .square)
        #expect(card.title == "Mars 2024")
        #expect(RecapCard(summary: SeededMonth.summary(), photos: [], language: .en, template: .square).title == "March 2024")
    }

    @Test("the same recap gives the same bytes")
    func deterministic() throws {
        let photos = try SeededMonth.photos()
        let first = try renderer.file(SeededMonth.summary(), photos: photos, language: .en, template: .square)
        let second = try renderer.file(SeededMonth.summary(), photos: photos, language: .en, template: .square)
        #expect(first == second)
    }

    @Test("photos are drawn upright: a photo stored sideways with orientation 6 looks like the upright one")
    func upright() throws {
        // setup: the same picture, stored upright (1) and rotated with an EXIF orientation (6, 3, 8)
        func image(_ name: String) throws -> Golden.Grey {
            let png = try renderer.png(
                SeededMonth.summary(), photos: [try SeededMonth.photo(name)], language: .en, template: .square).png
            return Golden.reduce(try ImageProcessor().rgbaPixels(of: png))
        }
        let upright = try image("landscape_1.jpg")
        // act + check
        #expect(Golden.difference(upright, try image("landscape_6.jpg")) < 0.01)
        // and a picture that is not the same one does differ, so the comparison can fail
        #expect(Golden.difference(upright, try image("DSCN0010.jpg")) > 0.01)
    }

    @Test("no GPS or other metadata reaches the image, nor the collage pictures inside it")
    func noMetadata() throws {
        // setup: DSCN0010 carries a GPS position
        let gps = try SeededMonth.photo("DSCN0010.jpg")
        #expect(try ImageProcessor().metadata(of: gps).location != nil)
        // act
        let card = renderer.card(SeededMonth.summary(), photos: [gps], language: .en, template: .story)
        let png = try renderer.file(SeededMonth.summary(), photos: [gps], language: .en, template: .story)
        // check
        let picture = try #require(card.photos.first)
        #expect(try ImageProcessor().metadata(of: picture.jpeg).location == nil)
        #expect(picture.jpeg.range(of: Data("Exif".utf8)) == nil)
        #expect(try ImageProcessor().metadata(of: png).location == nil)
        #expect(png.range(of: Data("eXIf".utf8)) == nil && png.range(of: Data("GPS".utf8)) == nil)
    }

    @Test("a month with no entries still renders, saying so", arguments: RecapTemplate.allCases)
    func emptyMonth(template: RecapTemplate) throws {
        // setup
        let empty = SummaryEngine(language: .tr).summarize([], period: .month(year: 2024, month: 2))
        // act
        let file = try renderer.file(empty, photos: [], language: .tr, template: template)
        let svg = String(decoding: renderer.card(empty, photos: [], language: .tr, template: template).svg(), as: UTF8.self)
        // check
        #expect(file.count > 1_000)
        #expect(svg.contains("Şubat 2024") && svg.contains("0 anı") && svg.contains("Bu dönemde fotoğraf yok"))
        #expect(svg.contains("Henüz yok"))
    }

    @Test("a year's recap shows months in its chart")
    func year() throws {
        // setup
        let summary = SummaryEngine(language: .en).summarize(SeededMonth.entries(), period: .year(2024))
        // act
        let svg = String(decoding: renderer.card(summary, photos: [], language: .en, template: .square).svg(), as: UTF8.self)
        let png = try renderer.file(summary, photos: [], language: .en, template: .square)
        // check
        #expect(svg.contains("2024 in Review") && svg.contains("Memories per month") && svg.contains(">Mar<"))
        #expect(try ImageProcessor().metadata(of: png).width == 1080)
    }

    @Test("a broken photo is left out instead of failing the recap; nine at most are used")
    func brokenAndTooMany() throws {
        let good = try SeededMonth.photo("landscape_1.jpg")
        let card = renderer.card(
            SeededMonth.summary(), photos: [Data("not a photo".utf8)] + Array(repeating: good, count: 12), language: .en,
            template: .story)
        #expect(card.photos.count == 9)
    }

    @Test("the A4 template is a PDF of exactly one A4 page")
    func pdf() async throws {
        // act
        let pdf = try renderer.file(SeededMonth.summary(.tr), photos: SeededMonth.photos(), language: .tr, template: .a4)
        // check: the structure (one page object, a page tree of one), then poppler's reading
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-1.4"))
        #expect(text.components(separatedBy: "/Type /Page ").count - 1 == 1)
        #expect(text.contains("/Count 1"))
        let fields = try await PDFInfo.fields(pdf)
        #expect(fields["Pages"] == "1")
        #expect(fields["Page size"] == "595.28 x 841.89 pts (A4)")
        #expect(fields["Title"] == "Mart 2024")
    }
}
