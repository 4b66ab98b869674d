import DisposableKit
import Foundation
import Testing

@Suite("Kit rules: join links and codes, event parameters, timelines, names")
struct JoinAndRulesTests {
    static let hosts: Set<String> = ["photos.example.org"]
    static let token = "Xq3vN8_kT2mP9wLr4sYb6A"

    @Test("join links on our host give their token, whatever trails them", arguments: [
        "https://photos.example.org/e/Xq3vN8_kT2mP9wLr4sYb6A",
        "https://PHOTOS.example.org/e/Xq3vN8_kT2mP9wLr4sYb6A/",
        "https://photos.example.org/e/Xq3vN8_kT2mP9wLr4sYb6A?utm=qr#top",
        "  https://photos.example.org/e/Xq3vN8_kT2mP9wLr4sYb6A\n",
    ])
    func links(_ link: String) {
        #expect(JoinCode.parse(link, hosts: Self.hosts) == .token(Self.token))
    }

    @Test("other hosts, paths and short tokens are refused", arguments: [
        "https://evil.example.com/e/Xq3vN8_kT2mP9wLr4sYb6A", "https://photos.example.org/x/Xq3vN8_kT2mP9wLr4sYb6A",
        "https://photos.example.org/e/short", "ftp://photos.example.org/e/Xq3vN8_kT2mP9wLr4sYb6A", "", "ABCD-EFG",
    ])
    func refused(_ link: String) {
        #expect(JoinCode.parse(link, hosts: Self.hosts) == nil)
    }

    @Test("typed codes: case, dashes and spaces ignored; O reads as 0, I and L as 1; U is refused")
    func shortCodes() {
        #expect(JoinCode.parse("abcd-ef01", hosts: Self.hosts) == .shortCode("ABCDEF01"))
        #expect(ShortCode.normalize("q7 mk-o1lz") == "Q7MK011Z")
        #expect(ShortCode.normalize("UUUUUUUU") == nil)
        #expect(ShortCode.formatted("Q7MK011Z") == "Q7MK-011Z")
    }

    @Test("a short code draws 40 bits into 8 unambiguous characters")
    func makeCode() {
        // setup
        let zeros = ShortCode.make { [UInt8](repeating: 0, count: $0) }
        let ones = ShortCode.make { [UInt8](repeating: 0xFF, count: $0) }
        // check
        #expect(zeros == "00000000" && ones == "ZZZZZZZZ")
        #expect(ShortCode.make { _ in [0, 0, 0, 0, 33] } == "00000011")
    }

    @Test("defaults: 8 days, 27 shots, reveal now; later defaults to the end")
    func defaults() throws {
        // setup
        let start = Date(timeIntervalSince1970: 1_781_445_600)
        // act
        let now = try EventParameters(name: "Party").validated(start: start)
        let later = try EventParameters(name: "Wedding", reveal: .later).validated(start: start)
        // check
        #expect(now.endsAt.timeIntervalSince(start) == 8 * 86_400 && now.revealAt == start)
        #expect(EventParameters.defaultShotsPerPerson == 27)
        #expect(later.revealAt == later.endsAt)
        #expect(later.revealCountdown(at: start) == 8 * 86_400 && now.revealCountdown(at: start) == nil)
        #expect(later.deleteAt(retentionDays: 8) == start.addingTimeInterval(16 * 86_400))
        #expect(later.state(at: start) == .open && later.state(at: later.endsAt) == .ended)
    }

    @Test("every out-of-range parameter is named at once")
    func invalid() {
        // setup
        let start = Date(timeIntervalSince1970: 1_781_445_600)
        let draft = EventParameters(
            name: "  ", durationHours: 721, shotsPerPerson: 0, reveal: .later,
            revealAt: start.addingTimeInterval(721 * 3600 + 8 * 86_400))
        // act, check
        #expect(throws: DisposableValidationError([
            .init(field: "name", reason: .required), .init(field: "durationHours", reason: .outOfRange),
            .init(field: "shotsPerPerson", reason: .outOfRange), .init(field: "revealAt", reason: .outOfRange),
        ])) { try draft.validated(start: start) }
    }

    @Test("display names are trimmed and collapsed; empty, too long or control characters are refused")
    func names() throws {
        #expect(try DisplayName.validated("  Zoé   K. ") == "Zoé K.")
        #expect(throws: DisposableValidationError.self) { try DisplayName.validated(" \n ") }
        #expect(throws: DisposableValidationError.self) { try DisplayName.validated(String(repeating: "a", count: 41)) }
        #expect(throws: DisposableValidationError.self) { try DisplayName.validated("a\u{202E}b") }
    }

    @Test("backoff doubles up to its cap, with jitter between half and all of it")
    func backoff() {
        let backoff = Backoff(base: 2, cap: 60)
        #expect(backoff.delay(afterAttempt: 1, random: 0) == 1 && backoff.delay(afterAttempt: 1, random: 1) == 2)
        #expect(backoff.delay(afterAttempt: 4, random: 1) == 16)
        #expect(backoff.delay(afterAttempt: 20, random: 1) == 60 && backoff.delay(afterAttempt: 20, random: 0) == 30)
    }
}
