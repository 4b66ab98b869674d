import Foundation
import ICalendar
import Testing

@Suite("RFC 5545 text rules")
struct ICalendarTextTests {
    @Test("Folding keeps every physical line within 75 octets and never splits a UTF-8 character")
    func folding() {
        // setup
        let line = "SUMMARY:" + String(repeating: "ğüşİı", count: 20)
        // act
        let document = ICalendarText.document([line])
        // check
        let physical = document.components(separatedBy: "\r\n").dropLast()
        #expect(physical.count > 1)
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        #expect(physical.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        #expect(document.hasSuffix("\r\n"))
        #expect(document.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\r\n", with: "") == line)
    }

    @Test("A short line is not folded")
    func shortLine() {
        #expect(ICalendarText.fold("BEGIN:VEVENT") == ["BEGIN:VEVENT"])
    }

    @Test("TEXT escaping covers backslash, semicolon, comma and line breaks")
    func escaping() {
        #expect(ICalendarText.escape("a;b,c\\d\r\ne\nf\rg") == "a\\;b\\,c\\\\d\\ne\\nfg")
    }

    @Test("Dates, offsets and durations use the RFC forms")
    func forms() {
        let date = Date(timeIntervalSince1970: 1_773_590_400)  // 2026-03-15 16:00:00 UTC
        #expect(ICalendarText.utc(date) == "20260315T160000Z")
        #expect(ICalendarText.date(date) == "20260315")
        #expect(ICalendarText.offset(3_600) == "+0100")
        #expect(ICalendarText.offset(-18_000) == "-0500")
        #expect(ICalendarText.offset(19_800) == "+0530")
        #expect(ICalendarText.duration(minutes: 180) == "PT3H")
        #expect(ICalendarText.duration(minutes: 20) == "PT20M")
        #expect(ICalendarText.duration(minutes: 90) == "PT1H30M")
    }
}
