import Localization
import Testing

@testable import MemoryKit

@Suite("Tag normalization")
struct TagRulesTests {
    @Test(
        "canonical spelling",
        arguments: [
            ("#İstanbul ", Language.tr, "istanbul"),
            ("  Yaz   Tatili ", .tr, "yaz tatili"),
            ("IRMAK", .tr, "ırmak"),
            ("IRMAK", .en, "irmak"),
            ("##road-trip_2024", .en, "road-trip_2024"),
        ])
    func canonical(raw: String, language: Language, expected: String) throws {
        #expect(try TagRules.normalize(raw, language: language) == expected)
    }

    @Test("duplicates by match key collapse to the first spelling, order kept")
    func duplicates() throws {
        // act
        let tags = try TagRules.normalize(["deniz", "İzmir", "IZMIR", "izmir", "Deniz"], language: .en)
        // check
        #expect(tags == ["deniz", "izmir"])
    }

    @Test("each bad tag is named by position")
    func badTags() {
        // setup
        let tags = ["ok", "   ", "a<b>", String(repeating: "x", count: 41)]
        // act
        let error = #expect(throws: ValidationError.self) { try TagRules.normalize(tags, language: .en) }
        // check
        #expect(
            error?.issues == [
                FieldIssue(field: "tags[1]", reason: .required),
                FieldIssue(field: "tags[2]", reason: .invalidFormat),
                FieldIssue(field: "tags[3]", reason: .tooLong),
            ])
    }

    @Test("at most 20 distinct tags")
    func tooMany() {
        // setup
        let tags = (1...21).map { "tag\($0)" }
        // act / check
        #expect(throws: ValidationError([FieldIssue(field: "tags", reason: .tooMany)])) {
            try TagRules.normalize(tags, language: .en)
        }
    }

    @Test("a refused tag is told by the rule it breaks, in the reader's language; other fields keep the generic sentence")
    func tagMessages() throws {
        // setup
        let refused = try #require(throws: ValidationError.self) { try TagRules.normalize(["ok", "😴"], language: .en) }
        // act
        let english = refused.messages(in: .en)
        // check
        #expect(english == ["A tag may hold only letters, digits, spaces, hyphens and underscores."])
        #expect(FieldIssue(field: "tags[3]", reason: .tooLong).message(in: .tr) == "Bir etiket en çok 40 karakter olabilir.")
        #expect(FieldIssue(field: "tags", reason: .tooMany).message(in: .fr) == "Un souvenir ne peut pas avoir plus de 20 étiquettes.")
        #expect(FieldIssue(field: "tags[0]", reason: .required).message(in: .en) == "tags[0] is required.")
        #expect(FieldIssue(field: "title", reason: .tooLong).message(in: .en) == "Title is too long.")
    }
}
