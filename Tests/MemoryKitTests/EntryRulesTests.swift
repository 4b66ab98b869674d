import Foundation
import Testing

@testable import MemoryKit

@Suite("Entry rules")
struct EntryRulesTests {
    /// 2024-06-01T12:00:00Z, pinned.
    let now = Date(timeIntervalSince1970: 1_717_243_200)
    var rules: EntryRules { EntryRules(now: { [now] in now }) }

    @Test("a valid text entry passes with tags normalized")
    func valid() throws {
        // setup
        let draft = EntryDraft(
            kind: .text, title: "Sahil", text: "Bugün **deniz** vardı", tags: ["#Deniz", "DENİZ", "Yaz"],
            occurredAt: now.addingTimeInterval(-3600), utcOffsetSeconds: 3 * 3600,
            location: Location(latitude: 41.0, longitude: 29.0, name: "Kadıköy"))
        // act
        let checked = try rules.validate(draft, language: .tr)
        // check
        #expect(checked.tags == ["deniz", "yaz"])
        #expect(checked.isPrivate)
    }

    @Test("every bad field is named at once")
    func manyIssues() {
        // setup
        let draft = EntryDraft(
            kind: .text, title: String(repeating: "t", count: 201), text: "  ", tags: ["<x>"],
            occurredAt: now.addingTimeInterval(2 * 86_400), utcOffsetSeconds: 5 * 3600 + 600,
            location: Location(latitude: 91, longitude: -181))
        // act
        let error = #expect(throws: ValidationError.self) { try rules.validate(draft, language: .en) }
        // check
        #expect(
            error?.fields == [
                "title", "occurredAt", "utcOffsetSeconds", "location.latitude", "location.longitude", "text", "tags[0]",
            ])
    }

    @Test("song entries need a title and an artist")
    func song() {
        // setup
        let missing = EntryDraft(kind: .song, occurredAt: now, utcOffsetSeconds: 0)
        let blank = EntryDraft(
            kind: .song, occurredAt: now, utcOffsetSeconds: 0, song: SongDetails(title: "Yeter ki", artist: " "))
        // act / check
        #expect(throws: ValidationError([FieldIssue(field: "song", reason: .required)])) {
            try rules.validate(missing, language: .tr)
        }
        #expect(throws: ValidationError([FieldIssue(field: "song.artist", reason: .required)])) {
            try rules.validate(blank, language: .tr)
        }
    }

    @Test(
        "UTC offsets: quarter hours from -12:00 to +14:00",
        arguments: [(20_700, true), (-43_200, true), (50_400, true), (18_600, false), (-46_800, false), (54_000, false)])
    func offsets(seconds: Int, valid: Bool) {
        #expect(EntryRules.isValidOffset(seconds) == valid)
    }

    @Test("dates before 1900 are refused; a day of clock skew into the future is allowed")
    func dateBounds() throws {
        // setup
        let old = EntryDraft(kind: .photo, occurredAt: Date(timeIntervalSince1970: -2_208_988_801), utcOffsetSeconds: 0)
        let skewed = EntryDraft(kind: .photo, occurredAt: now.addingTimeInterval(86_000), utcOffsetSeconds: 0)
        // act / check
        #expect(throws: ValidationError([FieldIssue(field: "occurredAt", reason: .outOfRange)])) {
            try rules.validate(old, language: .en)
        }
        #expect(try rules.validate(skewed, language: .en).kind == .photo)
    }

    @Test("file counts per kind")
    func files() throws {
        try rules.validateFiles(kind: .photo, count: 3)
        try rules.validateFiles(kind: .text, count: 0)
        #expect(throws: ValidationError([FieldIssue(field: "file", reason: .required)])) {
            try rules.validateFiles(kind: .audio, count: 0)
        }
        #expect(throws: ValidationError([FieldIssue(field: "file", reason: .tooMany)])) {
            try rules.validateFiles(kind: .audio, count: 2)
        }
        #expect(throws: ValidationError([FieldIssue(field: "file", reason: .tooMany)])) {
            try rules.validateFiles(kind: .song, count: 1)
        }
    }

    @Test("media limits: 60 s of audio by default, configurable")
    func limits() throws {
        // setup
        let limits = MediaLimits()
        let relaxed = MediaLimits(maxAudioSeconds: 120, maxFileBytes: 10)
        // act / check
        try limits.checkAudio(seconds: 60)
        #expect(throws: MediaLimits.Violation.audioTooLong(seconds: 60.5, limit: 60)) {
            try limits.checkAudio(seconds: 60.5)
        }
        try relaxed.checkAudio(seconds: 90)
        #expect(throws: MediaLimits.Violation.fileTooLarge(bytes: 11, limit: 10)) { try relaxed.checkSize(11) }
    }
}

@Suite("Entry list query")
struct EntryQueryTests {
    @Test("reversed range, page bounds and long search are named")
    func issues() {
        // setup
        let query = EntryQuery(
            from: Date(timeIntervalSince1970: 100), to: Date(timeIntervalSince1970: 50), page: 0, pageSize: 101,
            search: String(repeating: "q", count: 201))
        // act
        let error = #expect(throws: ValidationError.self) { try query.validated(language: .en) }
        // check
        #expect(error?.fields == ["to", "page", "pageSize", "q"])
    }

    @Test("tags and search are normalized; offset follows page")
    func normalized() throws {
        // setup
        let query = EntryQuery(tags: ["#Yaz", "yaz", "İzmir"], page: 3, pageSize: 50, search: "   ")
        // act
        let checked = try query.validated(language: .tr)
        // check
        #expect(checked.tags == ["yaz", "izmir"])
        #expect(checked.search == nil)
        #expect(checked.offset == 100)
    }
}

@Suite struct SongListeningTimeRulesTests {
    @Test func listeningTimeOverADayIsOutOfRange() {
        // setup
        let song = SongDetails(title: "t", artist: "a", listenedMilliseconds: 86_401_000)
        let draft = EntryDraft(kind: .song, tags: [], occurredAt: Date(timeIntervalSince1970: 1_700_000_000),
                               utcOffsetSeconds: 0, song: song, isPrivate: true)
        // act / check
        #expect(throws: ValidationError([FieldIssue(field: "song.listenedSeconds", reason: .outOfRange)])) {
            try EntryRules(now: { Date(timeIntervalSince1970: 1_700_000_000) }).validate(draft, language: .en)
        }
    }
}
