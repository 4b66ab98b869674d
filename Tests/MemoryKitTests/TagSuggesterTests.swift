import Foundation
import Localization
import Testing

@testable import MemoryKit

@Suite struct TagSuggesterTests {
    private let istanbul = Place(name: "Fatih", region: "Istanbul", countryCode: "TR", latitude: 41.0186, longitude: 28.9397)
    private let here = Location(latitude: 41.0054, longitude: 28.9768)
    /// Saturday 2024-03-02 10:00 in Istanbul (UTC+3).
    private let saturdayMorning = Date(timeIntervalSince1970: 1_709_362_800)
    private let offset = 3 * 3600

    private func moment(_ tags: [String], daysBefore: Int, minutes: Int = 0, at location: Location? = nil) -> TaggedMoment {
        TaggedMoment(tags: tags, occurredAt: saturdayMorning.addingTimeInterval(Double(-daysBefore * 86_400 + minutes * 60)),
                     utcOffsetSeconds: offset, location: location)
    }

    @Test func placeTagsComeFirstAndKeepTheirDottedI() {
        // act
        let suggestions = TagSuggester(language: .tr)
            .suggest(occurredAt: saturdayMorning, utcOffsetSeconds: offset, location: here, place: istanbul, history: [])
        // check: the table's ASCII "Istanbul" must not become "ıstanbul" under Turkish case rules
        #expect(suggestions.map(\.reason) == [.place, .place])
        #expect(suggestions.map(\.tag) == ["istanbul", "fatih"])
    }

    @Test func tagsFromTheSameSpotAreOfferedWhenUsedTwice() {
        // setup
        let nearby = Location(latitude: 41.0060, longitude: 28.9770)  // 70 m away
        let far = Location(latitude: 41.1, longitude: 29.1)
        let history = [
            moment(["tarih", "cami"], daysBefore: 30, at: nearby), moment(["tarih"], daysBefore: 60, at: nearby),
            moment(["cami"], daysBefore: 90, minutes: 300, at: far), moment(["tek"], daysBefore: 33, at: nearby),
        ]
        // act
        let suggestions = TagSuggester(language: .en)
            .suggest(occurredAt: saturdayMorning, utcOffsetSeconds: offset, location: here, place: nil, history: history)
        // check: "cami" was used near here only once; "tek" once
        #expect(suggestions.filter { $0.reason == .samePlace }.map(\.tag) == ["tarih"])
    }

    @Test func tagsFromTheSameWeekdayAndTimeAreOffered() {
        // setup: Saturdays around 10:00, plus a Tuesday and a Saturday evening
        let history = [
            moment(["brunch"], daysBefore: 7, minutes: 30), moment(["brunch", "family"], daysBefore: 14, minutes: -60),
            moment(["work"], daysBefore: 4), moment(["work"], daysBefore: 11),
            moment(["family"], daysBefore: 21, minutes: 600),
        ]
        // act
        let suggestions = TagSuggester(language: .en)
            .suggest(occurredAt: saturdayMorning, utcOffsetSeconds: offset, location: nil, place: nil, history: history)
        // check
        #expect(suggestions == [TagSuggestion(tag: "brunch", reason: .sameTime)])
    }

    @Test func tagsTheEntryHasAndRepeatsAreLeftOut() {
        // setup
        let history = [moment(["istanbul"], daysBefore: 7, at: here), moment(["İstanbul"], daysBefore: 14, at: here)]
        // act
        let suggestions = TagSuggester(language: .en).suggest(
            occurredAt: saturdayMorning, utcOffsetSeconds: offset, location: here, place: istanbul, history: history,
            existingTags: ["fatih"])
        // check: the place tag once, the history's spelling of it not again, the existing tag not at all
        #expect(suggestions.map(\.tag) == ["istanbul"])
    }

    @Test func withoutPlaceOrHistoryThereIsNothingToSuggest() {
        #expect(TagSuggester(language: .en)
            .suggest(occurredAt: saturdayMorning, utcOffsetSeconds: 0, location: nil, place: nil, history: []).isEmpty)
    }
}
