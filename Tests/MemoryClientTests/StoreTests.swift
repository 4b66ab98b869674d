import Foundation
import Localization
import Testing
@testable import MemoryClient

@Suite("Token and settings stores, strings, EXIF dates")
struct StoreTests {
    @Test("the session file is created 0600 in a 0700 folder, replaced whole, and narrowed if widened")
    func fileTokenStore() throws {
        // setup
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileTokenStore(url: folder.appendingPathComponent("private/session.json"))
        let tokens = SessionTokens(accessToken: "a", refreshToken: "r", email: "ada@example.com", accountID: "id")
        // act
        try store.save(tokens)
        let mode = try FileManager.default.attributesOfItem(atPath: store.url.path)[.posixPermissions] as? Int
        let folderMode = try FileManager.default.attributesOfItem(atPath: store.url.deletingLastPathComponent().path)[.posixPermissions] as? Int
        var rotated = tokens
        rotated.refreshToken = "r2"
        try store.save(rotated)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: store.url.path)
        let loaded = try store.load()
        let narrowed = try FileManager.default.attributesOfItem(atPath: store.url.path)[.posixPermissions] as? Int
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.url.deletingLastPathComponent().path)
        try store.clear()
        // check
        #expect(mode == 0o600 && folderMode == 0o700)
        #expect(loaded == rotated)
        #expect(narrowed == 0o600)
        #expect(leftovers == ["session.json"])
        #expect(try store.load() == nil)
    }

    @Test("the account id is read from the access token's sub claim")
    func accountFromToken() {
        // setup
        let payload = Data(#"{"sub":"ABC-123","iat":1}"#.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        // act + check
        #expect(SessionTokens.accountID(fromAccessToken: "x.\(payload).y") == "abc-123")
        #expect(SessionTokens.accountID(fromAccessToken: "not-a-jwt") == nil)
    }

    @Test("settings written by an older version (fewer keys) still load, with defaults for the rest")
    func settingsCompatibility() throws {
        // setup
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("settings.json")
        try Data(#"{"wifiOnly":true,"theme":"sepia"}"#.utf8).write(to: url)
        // act
        let settings = FileSettingsStore(url: url).load()
        // check
        #expect(settings.wifiOnly && settings.theme == .system && settings.reminderTime == TimeOfDay(hour: 21, minute: 0))
        #expect(TimeOfDay("07:05") == TimeOfDay(hour: 7, minute: 5) && TimeOfDay("25:00") == nil)
    }

    @Test("every client string exists in English, Turkish and French with the same placeholders")
    func stringTable() {
        #expect(ClientText.strings.problems() == [])
    }

    @Test("EXIF dates: with OffsetTimeOriginal, without (read in the person's zone), and malformed")
    func exifDates() {
        // setup
        let istanbul = TimeZone(identifier: "Europe/Istanbul")!
        // act
        let withOffset = PhotoFacts.exifDate("2024:05:31 18:30:00", offset: "+02:00", fallback: istanbul)
        let local = PhotoFacts.exifDate("2024:05:31 18:30:00", offset: nil, fallback: istanbul)
        // check
        #expect(withOffset?.date == Date(timeIntervalSince1970: 1_717_173_000) && withOffset?.utcOffsetSeconds == 7200)
        #expect(local?.date == Date(timeIntervalSince1970: 1_717_169_400) && local?.utcOffsetSeconds == 10800)
        #expect(PhotoFacts.exifDate("0000:00:00 00:00:00", offset: nil, fallback: istanbul) == nil)
        #expect(PhotoFacts.exifDate("garbage", offset: nil, fallback: istanbul) == nil)
    }
}
